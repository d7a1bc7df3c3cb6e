"""The registry lists games without importing them and refuses unknown ids clearly."""

from __future__ import annotations

import subprocess
import sys

import pytest

import noppa
from noppa import UnknownGame


def test_listing_games_imports_none_of_them() -> None:
    code = (
        "import sys, noppa; games = noppa.list_games(); "
        "print(games, any(m.startswith('noppa.games.') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "dungeon-dice" in out.stdout
    assert out.stdout.strip().endswith("False")


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGame, match=r"Unknown game .chess.; known games: dungeon-dice"):
        noppa.get_game("chess")


def test_get_game_returns_one_shared_object() -> None:
    assert noppa.get_game("dungeon-dice") is noppa.get_game("dungeon-dice")
