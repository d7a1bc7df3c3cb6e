"""Provably fair dice: a room commits to its seed before the first roll and reveals it at the end.

The commitment is ``SHA-256("noppa-dice/1:" + SEED + ":" + SALT)`` over ASCII bytes, where SEED is
the seed in decimal (no sign, no leading zeros) and SALT the room's secret salt as 64 lowercase
hex digits; it is published as 64 lowercase hex digits. Anyone can recompute it, e.g.
``printf 'noppa-dice/1:%s:%s' SEED SALT | sha256sum``. The salt keeps the seed from being found by
trying seeds against the digest while the game runs.

:func:`verify` checks a finished room's export (``GET /api/rooms/{room}/export``): the digest, and
that replaying the game from the seed, its options and its actions reproduces every recorded event
(every roll and shuffle is an event). It also checks a terminal saved game (``noppa play`` saves),
which has no commitment: its actions are replayed from its dice and checked against its snapshot.
``noppa verify FILE`` runs it. Only the public engine API is used, so the check is the one a third
party runs with their own copy of noppa.

A game that replays exactly but has no result (an export with ``outcome: null``: a game cut off
before its end, or a terminal game saved midway) is verified only *so far*: ``Verdict.finished`` is
false and ``noppa verify`` says so with its own exit code (3). Every value of the file a problem
repeats is shortened (``i18n.shorten``): a huge game id or action is never echoed in full.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from noppa.engine import LoadError, RulesError, ScriptExhausted, UnknownGame, get_game
from noppa.engine.i18n import shorten

EXPORT_FORMAT = "noppa-room-export/1"
COMMIT_PREFIX = "noppa-dice/1:"
SEED_LIMIT = 2**63
"""Seeds are drawn below this (63 bits), like the engine's own ``fresh_seed``."""


def new_seed() -> int:
    """A seed the server draws itself (63 bits from the operating system's CSPRNG)."""
    return secrets.randbelow(SEED_LIMIT)


def new_salt() -> str:
    """A commitment salt: 32 random bytes as 64 lowercase hex digits."""
    return secrets.token_hex(32)


def commitment(seed: int, salt: str) -> str:
    """The published digest of ``seed`` and ``salt`` (see the module's docstring for the bytes)."""
    return hashlib.sha256(f"{COMMIT_PREFIX}{seed}:{salt}".encode("ascii")).hexdigest()


@dataclass(frozen=True)
class Verdict:
    """What :func:`verify` found: ``ok`` with what it checked, or the first problem."""

    ok: bool
    game: str
    moves: int
    events: int
    digest: bool | None
    """``True``: the commitment matches the seed and salt; ``None``: there is no commitment."""
    problem: str = ""
    where: str = ""
    finished: bool = True
    """Whether the replayed game has ended (``False``: verified so far, but it has no result)."""

    def to_json(self) -> dict[str, Any]:
        """As the API reports it."""
        return {
            "ok": self.ok,
            "game": self.game,
            "moves": self.moves,
            "events": self.events,
            "digest": self.digest,
            "problem": self.problem,
            "where": self.where,
            "finished": self.finished,
        }


def _plain(value: Any) -> Any:
    """``value`` as JSON would carry it (tuples become lists), to compare events exactly."""
    return json.loads(json.dumps(value))


def verify(data: Any, where: str = "file") -> Verdict:
    """Check a room export or a terminal saved game (a session file or a bare save).

    Raises :class:`~noppa.engine.LoadError` when ``data`` is neither; a game that does not replay
    or whose events differ gives a :class:`Verdict` with ``ok`` false naming the first difference.
    """
    if not isinstance(data, Mapping):
        raise LoadError(where, "expected a JSON object")
    if data.get("format") == EXPORT_FORMAT:
        return _verify_export(data, where)
    inner = data.get("game")
    return _verify_save(inner if isinstance(inner, Mapping) else data, where)


def _game_of(data: Mapping[str, Any], where: str) -> Any:
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise LoadError(f"{where}.game", "no game id")
    try:
        return get_game(game_id)
    except UnknownGame:
        raise LoadError(f"{where}.game", f"no game {shorten(repr(game_id))} is installed") from None


def _verify_save(data: Mapping[str, Any], where: str) -> Verdict:
    game = _game_of(data, where)
    actions = data.get("actions")
    moves = len(actions) if isinstance(actions, list) else 0
    try:
        state = game.load_state(data, where=where)
    except LoadError as error:
        return Verdict(False, game.id, moves, 0, None, error.problem, error.where)
    finished = state.outcome is not None
    return Verdict(True, game.id, len(state.history), len(state.events), None, finished=finished)


def _verify_export(data: Mapping[str, Any], where: str) -> Verdict:
    game = _game_of(data, where)
    seed, salt, digest = data.get("seed"), data.get("salt"), data.get("commitment")
    actions, events = data.get("actions"), data.get("events")
    players, options = data.get("players"), data.get("options", {})
    if isinstance(seed, str) and seed.isascii() and seed.isdigit() and str(int(seed)) == seed:
        seed = int(seed)  # published as decimal text, exactly what the commitment hashes
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise LoadError(f"{where}.seed", "expected the revealed seed in decimal (the game must be over)")
    if not isinstance(salt, str) or not isinstance(digest, str):
        raise LoadError(f"{where}.salt", "expected the revealed salt and the commitment")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise LoadError(f"{where}.actions", "expected a list of action texts")
    if not isinstance(events, list):
        raise LoadError(f"{where}.events", "expected the list of recorded events")
    if not isinstance(players, int) or isinstance(players, bool) or not isinstance(options, Mapping):
        raise LoadError(f"{where}.players", "expected the player count and the options")
    if not salt.isascii() or commitment(seed, salt) != digest.lower():
        return Verdict(
            False,
            game.id,
            len(actions),
            len(events),
            False,
            "the seed and salt do not give the commitment",
            f"{where}.commitment",
        )
    try:
        state = game.new_state(players, seed=seed, options=options)
    except Exception as error:  # a bad player count or option: the export is not this game's
        return Verdict(
            False, game.id, len(actions), len(events), True, shorten(str(error), 200), f"{where}.options"
        )
    for index, action in enumerate(actions):
        try:
            state.apply(action)
        except (RulesError, ScriptExhausted) as error:
            return Verdict(
                False,
                game.id,
                index,
                len(events),
                True,
                f"{shorten(repr(action))}: {shorten(str(error), 200)}",
                f"{where}.actions[{index}]",
            )
    replayed = _plain(state.events)
    for index, (mine, theirs) in enumerate(zip(replayed, events, strict=False)):
        if mine != theirs:
            problem = f"recorded {json.dumps(theirs)[:200]}, the seed gives {json.dumps(mine)[:200]}"
            return Verdict(False, game.id, len(actions), index, True, problem, f"{where}.events[{index}]")
    if len(replayed) != len(events):
        problem = f"{len(events)} events recorded, the seed gives {len(replayed)}"
        return Verdict(
            False, game.id, len(actions), min(len(replayed), len(events)), True, problem, f"{where}.events"
        )
    outcome = None if state.outcome is None else _plain(state.outcome.to_json())
    if outcome != data.get("outcome"):
        # a recorded result the replay does not give, or none where the replay ends the game
        return Verdict(
            False, game.id, len(actions), len(events), True, "the outcome differs", f"{where}.outcome"
        )
    return Verdict(True, game.id, len(actions), len(events), True, finished=outcome is not None)
