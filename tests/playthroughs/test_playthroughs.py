"""Recorded playthroughs: every game played by seeded random choices, stored as JSON lines.

Each case plays one game to its end, choosing uniformly among the legal actions with a seeded
generator: no bot plays, so only a change of the rules (or of the order in which a state lists its
legal actions) changes a record, never a bot's tuning or a message's wording. A record holds the
events the game emits, as the JSON data they are, with the text of each action before the events it
caused. A missing record fails the test; after a change meant to alter play, write the records again
with ``NOPPA_REGOLD=1 pytest tests/playthroughs`` and review the diff.

The same playthroughs check that every event renders as a log line in English and Finnish with no
placeholder left unfilled; those lines are not stored.
"""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from noppa import get_game
from noppa.engine.i18n import collecting_problems
from noppa.engine.state import State

HERE = Path(__file__).resolve().parent / "golden"
REGOLD = "NOPPA_REGOLD"
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
LANGUAGES = ("en", "fi")


@dataclass(frozen=True)
class Case:
    """One recorded game: which game, how many players, which options, which seed."""

    name: str
    game: str
    players: int
    seed: int
    options: dict[str, object] = field(default_factory=dict)


CASES = (
    Case("dungeon-dice-2-defaults", "dungeon-dice", 2, 1),
    Case(
        "dungeon-dice-3-fresh-one-card-penalty",
        "dungeon-dice",
        3,
        3,
        {"challenge_rolls": "fresh", "challenge_cards": 1, "guard_penalty": True},
    ),
    Case(
        "dungeon-dice-4-hot-dice-anytime",
        "dungeon-dice",
        4,
        2,
        {"hot_dice": True, "challenges": "anytime", "supply": "unlimited"},
    ),
    Case("key-to-the-kingdom-2-long", "key-to-the-kingdom", 2, 1),
    Case(
        "key-to-the-kingdom-3-short-house-rules",
        "key-to-the-kingdom",
        3,
        2,
        {
            "version": "short",
            "cobra": "never",
            "turn_back": "allowed",
            "dk_adjacent": "captured",
            "glass_high_rolls": "save",
        },
    ),
    Case(
        "key-to-the-kingdom-4-teams-short",
        "key-to-the-kingdom",
        4,
        3,
        {"version": "short", "teams": "2x2", "team_win": "player"},
    ),
    Case("runebound-1-defaults", "runebound", 1, 1),
    Case(
        "runebound-2-without-path",
        "runebound",
        2,
        2,
        {"path_of_doom": False, "round_limit": 25, "victory": "runes", "xp_cost": "4"},
    ),
    Case(
        "runebound-3-house-rules",
        "runebound",
        3,
        3,
        {
            "skill_tests": False,
            "replenish": "effective",
            "life_bar": "challenges",
            "meet_anywhere": False,
            "sell_allies": True,
            "trade_gold": False,
        },
    ),
)


def line(record: dict[str, Any]) -> str:
    """One record line: compact JSON with sorted keys, so equal data is always the same text."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def play(case: Case) -> tuple[State, list[str]]:
    """Play ``case`` to its end; the finished state and its record, one JSON text per line."""
    state = get_game(case.game).new_state(case.players, seed=case.seed, options=case.options)
    choices = random.Random(case.seed)
    lines = [line({"game": case.game, "players": case.players, "options": case.options})]
    seen = 0
    while True:
        lines.extend(line({"event": event}) for event in state.events[seen:])
        seen = len(state.events)
        if state.to_act is None:
            break
        action = choices.choice(state.legal_actions())
        lines.append(line({"seat": state.to_act, "action": action.text}))
        state.apply(action)
    return state, lines


PLAYED: dict[str, tuple[State, list[str]]] = {}


def played(case: Case) -> tuple[State, list[str]]:
    """``play(case)``, played once per test session."""
    if case.name not in PLAYED:
        PLAYED[case.name] = play(case)
    return PLAYED[case.name]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_playthrough_matches_its_record(case: Case) -> None:
    path = HERE / f"{case.name}.jsonl"
    _, lines = played(case)
    got = "\n".join(lines) + "\n"
    if os.environ.get(REGOLD):
        path.write_text(got, encoding="utf-8")
    if not path.exists():
        pytest.fail(
            f"{path} is missing: write it with `{REGOLD}=1 pytest tests/playthroughs`, "
            "then review and commit it"
        )
    want = path.read_text(encoding="utf-8").splitlines()
    for number, (expected, actual) in enumerate(zip(want, lines, strict=False), start=1):
        assert actual == expected, f"{path.name} line {number} differs"
    assert len(lines) == len(want), f"{path.name}: {len(want)} lines recorded, {len(lines)} played"


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_every_event_renders_in_every_language(case: Case) -> None:
    state, _ = played(case)
    assert state.outcome is not None, "a recorded playthrough is played to its end"
    for lang in LANGUAGES:
        for number, event in enumerate(state.events):
            # a message that selects by a variable the event never carries reads without a
            # placeholder left (Fluent falls to the default variant: "1 pieces"), so Fluent's own
            # complaints are collected too
            with collecting_problems() as problems:
                text = state.describe(event, lang)
            assert not problems, f"{lang} event {number} {event['type']}: {problems}"
            assert isinstance(text, str) and text.strip(), f"{lang} event {number} {event}: no text"
            left = PLACEHOLDER.findall(text)
            assert not left, f"{lang} event {number} {event['type']}: {left} unfilled in {text!r}"
