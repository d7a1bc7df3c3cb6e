"""Golden playthroughs: fixed seeds and choices, their full logs stored as text.

Any change in behaviour shows up as a diff against these transcripts. When a change is intended,
regenerate them with ``NOPPA_REGOLD=1 pytest tests/dungeon_dice/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from noppa import get_game

HERE = Path(__file__).resolve().parent / "golden"
CASES = [
    ("two-players-defaults", 2, {}, 1),
    ("four-players-hot-dice-anytime", 4, {"hot_dice": True, "challenges": "anytime"}, 2),
    (
        "three-players-fresh-one-card-penalty",
        3,
        {"challenge_rolls": "fresh", "challenge_cards": 1, "guard_penalty": True},
        3,
    ),
]


def transcript(players: int, options: dict[str, object], seed: int) -> str:
    game = get_game("dungeon-dice")
    state = game.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    lines = []
    while state.to_act is not None:
        action = rng.choice(state.legal_actions())
        lines.append(f"  > {action.text}")
        state.apply(action)
    # interleave the actions with the log: the log is the source of truth, actions are shown apart
    log = [state.describe(event, "en") for event in state.events]
    return "\n".join(["# actions", *lines, "# log", *log]) + "\n"


@pytest.mark.parametrize(("name", "players", "options", "seed"), CASES, ids=[c[0] for c in CASES])
def test_playthrough_matches_its_transcript(
    name: str, players: int, options: dict[str, object], seed: int
) -> None:
    path = HERE / f"{name}.txt"
    got = transcript(players, options, seed)
    if os.environ.get("NOPPA_REGOLD") or not path.exists():
        path.write_text(got, encoding="utf-8")
    assert got == path.read_text(encoding="utf-8")
