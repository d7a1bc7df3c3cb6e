"""Runebound's typed events: the declarations in ``events.py`` fit every event the game logs.

Every event of every recorded Runebound playthrough (``tests/playthroughs/golden``, written before the
events were typed) and of every save replayed (``tests/runebound/saves``) decodes with
``GAME.event_type``, and encodes back to the very same JSON; every emit in the rules is typed, and
every declared kind is emitted somewhere.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any, get_args

import pytest

from noppa.engine.events import GameEvent, GameOver, decode, event_kinds, to_json
from noppa.games.runebound import GAME, events

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = sorted((ROOT / "tests" / "playthroughs" / "golden").glob("runebound-*.jsonl"))
SAVES = sorted(
    p for p in (ROOT / "tests" / "runebound" / "saves").glob("*.json") if p.name != "played-on.json"
)
PACKAGE = ROOT / "src" / "noppa" / "games" / "runebound"


def recorded(path: Path) -> list[dict[str, Any]]:
    """The events a playthrough record holds, in order."""
    lines = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())
    return [line["event"] for line in lines if "event" in line]


def assert_round_trip(logged: list[dict[str, Any]], where: str) -> None:
    for number, event in enumerate(logged):
        typed = decode(event, GAME.event_type)
        assert typed.__struct_config__.tag == event["type"], f"{where} event {number}"
        assert to_json(typed) == event, f"{where} event {number}: {event} encodes differently"


def test_there_are_records_and_saves_to_check() -> None:
    assert len(GOLDEN) >= 3 and len(SAVES) >= 8


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_every_recorded_event_decodes_and_encodes_back(path: Path) -> None:
    logged = recorded(path)
    assert logged
    assert_round_trip(logged, path.name)


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_every_event_of_a_replayed_save_decodes_and_encodes_back(path: Path) -> None:
    state = GAME.load_state(json.loads(path.read_text(encoding="utf-8")))
    assert state.events
    assert_round_trip(state.events, path.name)


def test_event_type_is_every_declared_kind_and_game_over() -> None:
    declared = {
        cls.__struct_config__.tag
        for name, cls in vars(events).items()
        if isinstance(cls, type) and issubclass(cls, GameEvent) and name[0] != "_" and cls is not GameEvent
    }
    members = get_args(GAME.event_type)
    assert set(event_kinds(GAME.event_type)) == declared
    assert GameOver in members
    assert len(declared) == len(members)


def test_a_malformed_event_is_refused_by_name() -> None:
    with pytest.raises(Exception, match="seat"):
        decode({"type": "moved", "seat": "0", "hex": "h0806", "moved": True}, GAME.event_type)
    with pytest.raises(Exception, match="seat"):
        decode({"type": "moved", "hex": "h0806", "moved": True}, GAME.event_type)


def emit_calls() -> list[tuple[str, ast.Call]]:
    """Every ``….emit(…)`` call in the Runebound package, with the module it is in."""
    calls = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "emit"
            ):
                calls.append((path.name, node))
    return calls


def test_every_emit_is_typed() -> None:
    calls = emit_calls()
    assert len(calls) > 60
    for module, call in calls:
        assert len(call.args) == 1 and not call.keywords, f"{module}:{call.lineno}: emit(SomeEvent(...))"
        assert not isinstance(call.args[0], ast.Constant), f"{module}:{call.lineno}: an untyped emit"


def test_every_declared_kind_is_emitted() -> None:
    named = {
        node.id
        for _, call in emit_calls()
        for node in ast.walk(call.args[0])
        if isinstance(node, ast.Name) and node.id[:1].isupper()
    }
    declared = {cls.__name__ for cls in get_args(GAME.event_type)} - {"GameOver"}
    assert declared - named == set()
