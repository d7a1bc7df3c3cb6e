"""Typed events across all games (issue 25 item 2): every event the games log decodes with their
declaration (``Game.event_type``), and the browser modules and docs/engine.md list the kinds from
that same declaration.

The logs read: every event of every recorded playthrough (tests/playthroughs/golden) and of every
save fixture of every game (tests/*/saves), replayed. A kind a game emits without declaring it, or
a field that does not fit its declaration, fails here with the event named.
"""

from __future__ import annotations

import json
import pickle
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest

from noppa import get_game, list_games
from noppa.engine.events import GameEvent, GameOver, decode, event_kinds, to_json
from noppa.engine.game import Game
from noppa.engine.state import State
from noppa.server.game_api import game_json

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "playthroughs" / "golden"
STATIC = ROOT / "src" / "noppa" / "web" / "static"
DOCS = ROOT / "docs" / "engine.md"
PLAYTHROUGHS = sorted(GOLDEN.glob("*.jsonl"))
SAVES = sorted(
    path
    for path in ROOT.glob("tests/*/saves/*.json")
    if json.loads(path.read_text(encoding="utf-8")).get("format") == "noppa-save/1"
)


def playthrough_events(path: Path) -> tuple[str, Iterator[dict[str, Any]]]:
    """The game of a playthrough file and its events."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return str(lines[0]["game"]), (line["event"] for line in lines[1:] if "event" in line)


def check_events(game: Game[Any], events: Iterator[dict[str, Any]], where: str) -> set[str]:
    """Decode every event by ``game.event_type`` and back: the same JSON. Answers the kinds seen."""
    seen: set[str] = set()
    declared = set(event_kinds(game.event_type))
    for index, event in enumerate(events):
        kind = event["type"]
        assert kind in declared, f"{where}: event {index} of kind {kind!r} is not declared by {game.id}"
        try:
            typed = decode(event, game.event_type)
        except msgspec.ValidationError as error:
            pytest.fail(f"{where}: event {index} ({kind}) does not fit its declaration: {error}")
        assert isinstance(typed, GameEvent)
        assert to_json(typed) == event, f"{where}: event {index} ({kind}) is not its declaration's JSON"
        seen.add(kind)
    return seen


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda path: path.stem)
def test_every_event_of_every_playthrough_decodes(path: Path) -> None:
    game_id, events = playthrough_events(path)
    check_events(get_game(game_id), events, path.name)


@pytest.mark.parametrize("path", SAVES, ids=lambda path: f"{path.parent.parent.name}/{path.stem}")
def test_every_event_of_every_save_fixture_decodes(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(data["game"])
    state = game.load_state(data)
    check_events(game, iter(state.events), str(path.relative_to(ROOT)))


@pytest.mark.parametrize("game_id", list_games())
def test_every_game_declares_its_events_with_game_over(game_id: str) -> None:
    game = get_game(game_id)
    members = getattr(game.event_type, "__args__", (game.event_type,))
    assert GameOver in members
    for member in members:
        assert issubclass(member, GameEvent) and member.__struct_config__.frozen, member
        assert member.__doc__, f"{member.__name__} says what it means"
    kinds = event_kinds(game.event_type)
    assert len(set(kinds)) == len(members), "one struct per kind"
    # the platform lists the same kinds to the browser (the game info, ctx.game.events)
    assert game_json(game, "en")["events"] == list(kinds)


# ------------------------------------------------------------------ the browser

KINDS_CALL = re.compile(r"eventKinds\(\s*ctx\.game\s*,([^)]*)\)")
QUOTED = re.compile(r'"([a-z_]+)"')
RAW_TYPE = re.compile(r'\.type\s*[!=]==?\s*"([a-z_]+)"')
SHARED_EVENT_TEST = re.compile(r'(?:line\.event|line)\.type\s*===\s*"([a-z_]+)"')
"""How the shared modules (room.js, replay.js) read an event's kind: a log line's ``type``."""


def module_kinds(game_id: str) -> set[str]:
    """The event kinds a game's board module names through ``eventKinds`` (none without a module)."""
    path = STATIC / "games" / f"{game_id}.js"
    if not path.is_file():
        return set()
    source = path.read_text(encoding="utf-8")
    return {kind for call in KINDS_CALL.findall(source) for kind in QUOTED.findall(call)}


def shared_kinds() -> set[str]:
    """The event kinds the shared modules show specially (every game's log lines)."""
    found: set[str] = set()
    for path in STATIC.glob("*.js"):
        found |= set(SHARED_EVENT_TEST.findall(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("game_id", list_games())
def test_every_kind_a_board_module_handles_is_declared(game_id: str) -> None:
    declared = set(event_kinds(get_game(game_id).event_type))
    assert module_kinds(game_id) <= declared
    # and a board module names no kind but through eventKinds (from the declaration)
    path = STATIC / "games" / f"{game_id}.js"
    if path.is_file():
        assert RAW_TYPE.findall(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("game_id", list_games())
def test_the_kinds_the_shared_modules_show_are_declared_by_every_game(game_id: str) -> None:
    assert shared_kinds() == {"turn", "game_over"}
    assert shared_kinds() <= set(event_kinds(get_game(game_id).event_type))


def test_no_shared_module_reads_a_game_event_kind_of_its_own() -> None:
    for path in [*STATIC.glob("*.js"), *(STATIC / "games").glob("*.js")]:
        if path.name == "room.js":  # room.js reads the server's messages (welcome, state, …) too
            source = re.sub(r'message\.type === "[a-z_]+"', "", path.read_text(encoding="utf-8"))
        else:
            source = path.read_text(encoding="utf-8")
        kinds = set(RAW_TYPE.findall(source)) - shared_kinds()
        assert not kinds, f"{path.name} reads event kinds {kinds} without eventKinds()"


# ------------------------------------------------------------------ docs/engine.md

DOC_LIST = re.compile(r"^- `([a-z-]+)`(?: \(([^)]*)\))?: (.*)$", re.MULTILINE)


def doc_section(title: str) -> str:
    text = DOCS.read_text(encoding="utf-8")
    start = text.index(title)
    end = text.find("\n#", start + len(title))
    return text[start : end if end >= 0 else None]


def documented(title: str) -> dict[str, set[str]]:
    """``game id -> kinds`` from a list ``- `game-id`: `kind`, `kind` …`` under ``title``."""
    return {
        game: set(re.findall(r"`([a-z_]+)`", kinds))
        for game, _, kinds in DOC_LIST.findall(doc_section(title))
    }


def test_docs_list_each_games_kinds_from_the_declaration() -> None:
    listed = documented("### Event kinds of each game")
    assert set(listed) == set(list_games())
    for game_id, kinds in listed.items():
        declared = event_kinds(get_game(game_id).event_type)
        line = f"- `{game_id}`: " + ", ".join(f"`{kind}`" for kind in declared)
        assert kinds == set(declared), f"docs/engine.md should list the declaration: {line}"


def test_docs_list_the_kinds_the_browser_shows_specially() -> None:
    listed = documented("### Event kinds the browser shows specially")
    expected = {game_id: module_kinds(game_id) for game_id in list_games() if module_kinds(game_id)}
    expected["every-game"] = shared_kinds()
    assert listed == expected


# ------------------------------------------------------------------ the log, made JSON-safe when read


def eager_emit(state: State, event: GameEvent) -> None:
    """``State.emit`` as it was: each event turned into its JSON form as it is logged."""
    state._log.append(to_json(event))


def random_log(game_id: str, players: int, seed: int, steps: int = 1500) -> list[dict[str, Any]]:
    """The log of a seeded random game (at most ``steps`` decisions), read once at the end."""
    state = get_game(game_id).new_state(players, seed=seed)
    choice = random.Random(seed).choice
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(choice(state.legal_actions()))
    return state.events


@pytest.mark.parametrize("game_id", list_games())
def test_a_log_read_at_the_end_equals_one_made_at_each_emit(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # emit keeps the struct and the log turns it into JSON when read (a playout that never reads
    # it never pays): an event whose fields the rules changed after emitting it would differ here
    counts = get_game(game_id).player_counts
    games = [(players, seed) for seed in range(4) for players in (min(counts), max(counts))]
    late = [random_log(game_id, players, seed) for players, seed in games]
    monkeypatch.setattr(State, "emit", eager_emit)
    assert [random_log(game_id, players, seed) for players, seed in games] == late
    assert all(type(event) is dict for log in late for event in log)


def test_the_log_is_one_list_its_length_the_events_logged_and_json_whenever_read() -> None:
    state = get_game("key-to-the-kingdom").new_state(2, seed=5)
    log = state.events
    choice = random.Random(5).choice
    for _ in range(40):
        before = len(log)
        state.apply(choice(state.legal_actions()))
        assert len(log) > before  # the same list, held by a reader (as a dice watcher does)
        assert state.events is log
        assert all(type(event) is dict for event in log)
    state.apply(choice(state.legal_actions()))
    assert type(state._log[-1]) is not dict  # kept as the struct until read
    copy = pickle.loads(pickle.dumps(state))
    assert all(type(event) is dict for event in copy._log)  # a pickle holds JSON
    assert copy.events == state.events
    state.events.clear()  # a reader may edit the list: what is logged after is still made JSON
    state.apply(choice(state.legal_actions()))
    assert state.events and all(type(event) is dict for event in state.events)


def test_a_pickle_that_held_the_log_as_events_loads() -> None:
    # pickles made before the log was State's slot held it in the instance's dict as "events"
    state = get_game("dungeon-dice").new_state(2, seed=3)
    choice = random.Random(3).choice
    for _ in range(10):
        state.apply(choice(state.legal_actions()))
    data = state.__getstate__()
    data["events"] = data.pop("_log")
    old = type(state).__new__(type(state))
    old.__setstate__(data)
    assert old.events == state.events and "events" not in vars(old)
    assert old.events_digest() == state.events_digest()
