"""Saved games from before the turn flow (tests/dungeon_dice/saves, written by the code of the day
before Dungeon Dice moved onto ``noppa.engine.flow``) load, match their snapshots and play on
exactly as they did then (issue 25 item 1: every earlier save loads).

``continuations.json`` holds, per save, the actions that were played on from it and the snapshot
they reached."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from noppa import get_game
from noppa.engine.game import first_difference

SAVES = Path(__file__).resolve().parent / "saves"
CONTINUATIONS: dict[str, Any] = json.loads((SAVES / "continuations.json").read_text(encoding="utf-8"))
GAME = get_game("dungeon-dice")


@pytest.mark.parametrize("name", sorted(CONTINUATIONS))
def test_old_save_loads_and_plays_on_identically(name: str) -> None:
    save = json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))
    state = GAME.load_state(save)  # replays and checks the snapshot
    assert state.to_json() == save  # saved again, the same save
    expected = CONTINUATIONS[name]
    for action in expected["then"]:
        state.apply(action)
    assert first_difference(expected["snapshot"], state.to_json()["snapshot"], "snapshot") is None


def test_the_saves_cover_every_decision_and_a_finished_game() -> None:
    phases = set()
    for name in CONTINUATIONS:
        save = json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))
        phases.add(save["snapshot"]["state"]["phase"])
    assert phases == {"start", "decide", "challenge", "over"}
