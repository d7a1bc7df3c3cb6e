"""Key to the Kingdom's typed events (games/key_to_the_kingdom/events.py): every event of every
recorded playthrough and of every sample save decodes by ``GAME.event_type``, and the kinds the
rules emit are the kinds declared."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import get_args

import msgspec
import pytest

from noppa.engine.events import GameOver, decode, event_kinds
from noppa.games.key_to_the_kingdom import GAME
from noppa.games.key_to_the_kingdom import events as kk_events

GOLDEN = Path(__file__).resolve().parents[1] / "playthroughs" / "golden"
SAVES = Path(__file__).resolve().parent / "saves"


def _golden_events() -> list[dict[str, object]]:
    found = []
    for path in sorted(GOLDEN.glob("key-to-the-kingdom-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if "event" in record:
                found.append(record["event"])
    return found


def test_every_playthrough_event_decodes() -> None:
    logged = _golden_events()
    assert len(logged) > 1000
    for event in logged:
        decoded = decode(event, GAME.event_type)
        assert msgspec.to_builtins(decoded) == event  # the same JSON back, nothing lost or added


@pytest.mark.parametrize("path", sorted(SAVES.glob("*.json")), ids=lambda p: p.stem)
def test_every_save_event_decodes(path: Path) -> None:
    state = GAME.load_state(json.loads(path.read_text(encoding="utf-8")))
    assert state.events
    for event in state.events:
        assert msgspec.to_builtins(decode(event, GAME.event_type)) == event


def test_random_games_emit_only_declared_kinds() -> None:
    seen: set[str] = set()
    for seed, (players, options) in enumerate([(2, {}), (4, {"teams": "2x2"}), (3, {"version": "short"})]):
        state = GAME.new_state(players, options=options, seed=seed)
        rng = random.Random(seed)
        while state.outcome is None and len(state.history) < 4000:
            state.apply(rng.choice(state.legal_actions()))
        for event in state.events:
            decode(event, GAME.event_type)
            seen.add(str(event["type"]))
    assert seen <= set(event_kinds(GAME.event_type))


def test_event_type_is_the_declared_union_with_game_over() -> None:
    kinds = event_kinds(GAME.event_type)
    assert "game_over" in kinds
    assert len(kinds) == len(get_args(kk_events.KingdomEvent)) + 1
    assert GameOver in get_args(GAME.event_type)
    for member in get_args(kk_events.KingdomEvent):
        assert member.__doc__, f"{member.__name__} has no docstring"


def test_a_malformed_event_is_refused_naming_the_field() -> None:
    with pytest.raises(msgspec.ValidationError, match="steps"):
        decode({"type": "move", "seat": 0, "dest": "x", "steps": "five", "mode": "turn"}, GAME.event_type)


def test_a_private_event_keeps_its_readers() -> None:
    event = kk_events.CaseContent(seat=1, case="c", treasure="key", to=[1])
    assert msgspec.to_builtins(event) == {
        "type": "case_content", "to": [1], "seat": 1, "case": "c", "treasure": "key",
    }  # fmt: skip
