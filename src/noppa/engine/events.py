"""Typed events: what a game says happened, declared once per kind.

Each game declares every kind of event it emits as a frozen ``msgspec`` struct, tagged with the
kind's name, and exposes their union as ``Game.event_type``::

    class Rolled(GameEvent, tag="roll", frozen=True):
        seat: int
        faces: tuple[int, ...]

    state.emit(Rolled(seat=0, faces=(3, 5)))

:meth:`noppa.engine.State.emit` takes such a struct and logs it; ``State.events`` gives every reader
its JSON form, the same dict the log, saves and the wire have always carried (``{"type": "roll",
"seat": 0, "faces": [3, 5]}``), so old saves load and the browser reads what it read before. The
struct is turned into the dict only when the log is read, so nothing an event holds (a list of
faces) may change after it is emitted. A field a kind carries only sometimes is
declared with :data:`msgspec.UNSET` as its default and is then left out of the JSON (a private
event's ``to`` list of the seats that see it is one: :class:`GameEvent` declares it).

Decoding a logged event back to its struct is ``msgspec.convert(event, game.event_type)``
(:func:`decode`); a test decodes every event of every playthrough file that way, so the
declarations and what the rules emit cannot drift apart.
"""

from __future__ import annotations

from typing import Any

import msgspec

__all__ = ["UNSET", "GameEvent", "GameOver", "UnsetType", "decode", "event_kinds", "to_json"]

UNSET = msgspec.UNSET
UnsetType = msgspec.UnsetType


class GameEvent(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=True, gc=False):
    """One kind of event. Subclass it as ``class Rolled(GameEvent, tag="roll", frozen=True)``.

    ``to``: the seats that see a private event (spectators never do); left out for a public one.

    The garbage collector does not track events (``gc=False``): an event holds only JSON-able data,
    so it is part of no reference cycle, and a playout makes three or four a step.
    """

    to: list[int] | UnsetType = UNSET


class GameOver(GameEvent, tag="game_over", frozen=True):
    """The game ended (emitted by :meth:`noppa.engine.State.finish`; every game's union has it)."""

    winners: list[int]
    ranking: list[list[int]]
    reason: str
    resigned: list[int] | UnsetType = UNSET
    """The seats that resigned (``noppa.engine.table``); left out when none did."""


def to_json(event: GameEvent) -> dict[str, Any]:
    """``event`` as the JSON-safe dict the log holds (its kind under ``"type"``)."""
    data: dict[str, Any] = msgspec.to_builtins(event)
    return data


def decode(event: Any, event_type: Any) -> GameEvent:
    """A logged event (a dict) as its struct, by a game's ``event_type`` union.

    Raises :class:`msgspec.ValidationError` naming what does not fit the declaration."""
    decoded: GameEvent = msgspec.convert(event, event_type)
    return decoded


def event_kinds(event_type: Any) -> tuple[str, ...]:
    """The kinds (tags) a game's ``event_type`` union declares, sorted."""
    members = getattr(event_type, "__args__", (event_type,))
    return tuple(sorted(str(member.__struct_config__.tag) for member in members))
