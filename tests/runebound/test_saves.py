"""Saves made before the restructuring (on main at 434e47a: string steps, a tuple skill test, the
hand-written clone) load, replay exactly, match their snapshots, and play on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.state import RuneboundState

SAVES = Path(__file__).resolve().parent / "saves"


@pytest.mark.parametrize("name", ["2-doom-midgame", "3-no-doom-finished", "4-midgame-combat"])
def test_a_save_from_before_loads_and_matches_its_snapshot(name: str) -> None:
    saved = json.loads((SAVES / f"{name}.json").read_text())
    state = GAME.load_state(saved)
    assert isinstance(state, RuneboundState)
    assert json.loads(json.dumps(state.to_json()["snapshot"])) == saved["snapshot"]
    rng = random.Random(1)
    for _ in range(40):  # and the game goes on
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
