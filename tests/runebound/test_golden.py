"""Golden playthroughs: heuristic bots on fixed seeds, their full logs stored as text.

Any change in behaviour shows up as a diff. When a change is intended, regenerate them with
``NOPPA_REGOLD=1 pytest tests/runebound/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.bot import HeuristicBot

HERE = Path(__file__).resolve().parent / "golden"
CASES = [
    ("two-heroes-without-path-en", 2, {"round_limit": 25, "path_of_doom": False}, 1, "en"),
    ("three-heroes-path-of-doom-fi", 3, {"round_limit": 25, "path_of_doom": True}, 2, "fi"),
]


def transcript(players: int, options: dict[str, object], seed: int, lang: str) -> str:
    state = GAME.new_state(players, seed=seed, options=options)
    bots = [HeuristicBot(seed + seat) for seat in range(players)]
    actions = []
    while state.to_act is not None:
        action = bots[state.to_act].choose(state.view(state.to_act))
        actions.append(f"  > {action}")
        state.apply(action)
    log = [state.describe(event, lang) for event in state.events]
    return "\n".join(["# actions", *actions, "# log", *log]) + "\n"


@pytest.mark.parametrize(("name", "players", "options", "seed", "lang"), CASES, ids=[c[0] for c in CASES])
def test_playthrough_matches_its_transcript(
    name: str, players: int, options: dict[str, object], seed: int, lang: str
) -> None:
    path = HERE / f"{name}.txt"
    got = transcript(players, options, seed, lang)
    if os.environ.get("NOPPA_REGOLD") or not path.exists():
        path.write_text(got, encoding="utf-8")
    assert got == path.read_text(encoding="utf-8")
