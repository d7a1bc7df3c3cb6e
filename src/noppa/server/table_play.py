"""Resigning, taking back and ending a room: the table actions a connection asks for.

The engine keeps these as actions of their own in the action list (``noppa.engine.table``:
``!resign S``, ``!undo``, ``!end``), so :meth:`Room.act <noppa.server.room.Room.act>` stores them as
moves like any other: replays, exports and ``noppa verify`` replay them exactly. This module decides
who may ask for what (the platform's rules, docs/web.md *Resigning and taking back*) and what the
room does around them (a resigned seat goes to the game's default bot).

- web-RESIGN-01: a seated person resigns at any moment of a running game (``{"type": "resign"}``);
  at two seats the other wins at once, at a larger table the resigner is ranked last and the game's
  default bot plays the seat from then on. The log tells the table (a ``resign`` event).
- web-RESIGN-02: a rated game rates a resignation as the loss it is (ranked last by the outcome).
- web-RESIGN-04: a bot room whose people have all gone (nobody connected for any person's seat) no
  longer counts against its creator's bot rooms (``client_bot_rooms``); when the last person at a
  table resigns, the game ends there (the bots do not play it out for nobody).
- web-RESIGN-03: the host ends a running game whose people have all left (``{"type": "end"}``):
  every person's seat resigned or nobody connected for it; nobody wins.
- web-UNDO-01: ``{"type": "undo"}`` takes back the last action when it was one of the asker's seats'
  and nothing unseen came out since (no die rolled, no card drawn, no private event: the engine's
  check); the state and the store return exactly to the earlier position.
- web-UNDO-02: in a room where people play from more than one device, only while it is still the
  mover's turn (nobody else has acted); hot-seat and games against bots always (within web-UNDO-01).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from noppa.engine.table import END, UNDO, earlier, resign_action
from noppa.server.errors import Refused
from noppa.server.seat import BOT, HUMAN
from noppa.server.status import RUNNING, WAITING

if TYPE_CHECKING:
    from noppa.server.room import Room

log = logging.getLogger("noppa.server.table_play")

HOST = "host"
"""Who played a stored ``!end`` (the moves table's ``by``): the host, or the server for the people."""


def _running(room: Room) -> None:
    if room.status == WAITING:
        raise Refused("not_started", status=409)
    if room.status != RUNNING:
        raise Refused("game_over", status=409)


def casual(room: Room) -> bool:
    """Whether the room is hot-seat or against bots: no two people play it from different devices."""
    people = [s for s in room.seats if s.kind == HUMAN]
    return len(people) <= 1 or all(s.local for s in people)


async def resign(room: Room, seats: frozenset[int], seat: int | None) -> None:
    """web-RESIGN-01: ``seat`` (one of ``seats``, the connection's) resigns."""
    _running(room)
    if seat is None and len(seats) == 1:
        seat = next(iter(seats))
    if seat is None or seat not in seats:
        raise Refused("not_your_seat", status=403)
    info = room.seats[seat]
    if info.kind != HUMAN or seat in room.state.resigned:
        raise Refused("dropped", status=409)
    await room.act(seat, resign_action(seat))
    if room.status != RUNNING:
        return
    if all(s.kind != HUMAN or s.seat in room.state.resigned for s in room.seats):
        # every person resigned: nobody is left to play for, the bots do not play it out
        await room.act(seat, END, by=HOST)
        return
    # a larger table plays on: the game's default bot takes the seat
    info.kind, info.bot, info.open = BOT, room.game.default_bot(), False
    room.pacing.forget(seat)
    try:
        await room.seating.store_seats([info])
    except Refused as error:  # the resignation is stored; loading the room gives the seat a bot
        log.warning("room %s: seat %d resigned, its bot not stored now: %s", room.id, seat, error)
    room.broadcast.changed()


def bots_for_resigned(room: Room) -> None:
    """A room loaded from the store whose resigned seat is still a person's (web-RESIGN-01: the
    seat's bot could not be stored): the default bot plays it, as when the person resigned."""
    if room.status != RUNNING:
        return
    for seat in room.state.resigned:
        info = room.seats[seat]
        if info.kind == HUMAN:
            info.kind, info.bot, info.open = BOT, room.game.default_bot(), False


async def undo(room: Room, seats: frozenset[int]) -> None:
    """web-UNDO-01/02: take back the last action, if it was one of ``seats``' and may be."""
    _running(room)
    move = room.move
    _, mover = earlier(room.state)  # the engine's refusals say why (dice rolled, hidden shown…)
    if mover not in seats or room.seats[mover].kind != HUMAN:
        raise Refused("undo_not_yours", status=409)
    if not casual(room) and room.state.to_act != mover:
        raise Refused("undo_turn_over", status=409)  # web-UNDO-02
    await room.act(mover, UNDO, expect=move)
    rewound(room)  # before any connection sends: the room told them, they send when this yields


def left(room: Room) -> bool:
    """Whether every person of the room has left: resigned, or nobody connected for the seat."""
    return all(
        s.kind != HUMAN or s.seat in room.state.resigned or not room.broadcast.connected(s.seat)
        for s in room.seats
    )


async def end(room: Room, host: bool) -> None:
    """web-RESIGN-03: the host ends a running game whose people have all left."""
    if not host:
        raise Refused("not_host", status=403)
    _running(room)
    if not left(room):
        raise Refused("people_here", status=409)
    seat = room.state.to_act
    await room.act(0 if seat is None else seat, END, by=HOST)


def abandoned(room: Room) -> bool:
    """Whether a live room's people have all gone: it has people's seats and nobody is connected for
    any. Its bots wait for them (they play only up to a person's turn, or a stand-in's bounded game),
    so it no longer counts against its creator's bot rooms (``RoomManager.admit``)."""
    people = [s.seat for s in room.seats if s.kind == HUMAN]
    return bool(people) and not any(room.broadcast.connected(seat) for seat in people)


@runtime_checkable
class _Logged(Protocol):
    """A listener that sends the log line by line (a WebSocket connection): where it is in the log."""

    log_from: int


def rewound(room: Room) -> None:
    """An undo shortened the log: every connection gets it whole again with its next state."""
    for listener in list(room.broadcast.listeners):
        if isinstance(listener, _Logged):
            listener.log_from = 0
