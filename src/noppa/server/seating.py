"""Seating: who may play which seat of a room, and how a seat is taken, reissued or given to a bot.

A room's :class:`Seating` turns a token into a :class:`Grant` (the host's, a session's, or an
unused invitation), exchanges an invitation for a session token bound to one device (web-SEAT-01:
of two devices at once exactly one gets the seat, on one server or across a cluster), gives an open
seat to whoever asks first, reissues a seat's link, and at the host's word gives the seats nobody
took to bots. Every change is stored before it is told.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from noppa.server.errors import Refused
from noppa.server.players import link, unlink
from noppa.server.seat import BOT, HUMAN, Seat
from noppa.server.status import RUNNING, WAITING
from noppa.server.store import Conflict, Store
from noppa.server.tokens import new_token, same_hash, seat_token, token_hash

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection as SqlConnection

    from noppa.server.room import Room


def clean_name(raw: object, limit: int = 24) -> str:
    """A display name people typed, made safe: printable, one line, at most ``limit`` characters."""
    if not isinstance(raw, str):
        return ""
    kept = "".join(c if unicodedata.category(c)[0] not in "CZ" or c == " " else " " for c in raw)
    return " ".join(kept.split())[:limit]


@dataclass(frozen=True)
class Grant:
    """What a token allows: the seats it acts for, and whether it is the host's."""

    seats: frozenset[int] = frozenset()
    host: bool = False
    link: bool = False
    """An invitation nobody has used yet: using it claims the seat for this device."""

    @property
    def role(self) -> str:
        """``host``, ``player`` or ``spectator``."""
        return "host" if self.host else "player" if self.seats else "spectator"


class Seating:
    """A room's seats as tokens, invitations and bots see them."""

    def __init__(self, room: Room) -> None:
        self.room = room

    def authorize(self, token: str | None) -> Grant:
        """The grant of ``token``: nothing for ``None``; raises :class:`Refused` for a wrong one."""
        if token is None:
            return Grant()
        room = self.room
        hashed = token_hash(token)
        if same_hash(hashed, room.host_hash):
            local = frozenset(s.seat for s in room.seats if s.local and s.kind == HUMAN)
            return Grant(local, host=True)
        for seat in room.seats:
            if seat.kind != HUMAN:
                continue
            if seat.session_hash is not None and same_hash(hashed, seat.session_hash):
                return Grant(frozenset({seat.seat}))
            if same_hash(hashed, seat.token_hash):
                # an invitation is good for one device: the first to open it claims the seat
                if seat.session_hash is not None:
                    raise Refused("seat_claimed", status=409)
                return Grant(frozenset({seat.seat}), link=True)
        raise Refused("bad_token", status=403)

    async def claim(self, grant: Grant, name: str, player: str | None = None) -> tuple[Grant, str]:
        """Exchange an unused invitation for a session token bound to this device; returns both.

        The check and the change happen without a pause, so of two devices opening the same link
        at once exactly one gets the seat; the other is told it is taken. ``player``: the claimer's
        (their personal key), to whom the seat is linked.
        """
        if not grant.link:
            raise Refused("bad_token", status=403)
        name = await self.room.manager.players.seat_name(player, name)  # before the check: no pause after
        number = next(iter(grant.seats))
        seat = self.room.seats[number]
        if seat.session_hash is not None or seat.kind != HUMAN:
            raise Refused("seat_claimed", status=409)
        session = await self._take(seat, name or seat.name, player, "seat_claimed")
        return Grant(frozenset({number})), session

    async def join(self, number: int, name: str, player: str | None = None) -> str:
        """Give an open seat to whoever asks first; returns the session token of the joiner's device.

        ``player``: the joiner's (their personal key), to whom the seat is linked.
        """
        room = self.room
        name = await room.manager.players.seat_name(
            player, name
        )  # web-KEY-06; before the check: no pause after
        seat = room.seats[number] if 0 <= number < len(room.seats) else None
        if seat is None or seat.kind != HUMAN or not seat.open or seat.claimed:
            raise Refused("seat_taken", status=409)
        # The joiner's device gets a session token of its own; the host's invitation for this
        # seat now only says the seat is taken, as it should for a seat someone took.
        return await self._take(seat, name, player, "seat_taken")

    async def _take(self, seat: Seat, name: str, player: str | None, taken: str) -> str:
        """Bind ``seat`` to a new session token (stored, named ``name``, linked to ``player``);
        returns the token.

        Not stored (the database is locked…): nothing changed, the invitation or open seat stays
        good for a retry. Another instance gave the seat away first (web-SEAT-01): this copy
        catches up, and the refusal is ``taken``.
        """
        room = self.room
        session = new_token()
        before = (seat.session_hash, seat.claimed, seat.name)
        seat.session_hash = token_hash(session)
        seat.claimed = True
        seat.name = name
        room_id, record = room.id, seat.copy()

        def job(conn: SqlConnection) -> None:
            Store.update_seat(
                conn,
                room_id,
                record.seat,
                unless_taken=record.link_gen,
                session_hash=record.session_hash,
                claimed=True,
                name=record.name,
            )
            link(conn, room_id, record.seat, player)

        try:
            await room.manager.writer.write(job)
        except Refused:
            seat.session_hash, seat.claimed, seat.name = before
            raise
        except Conflict:
            seat.session_hash, seat.claimed, seat.name = before
            await room.catch_up()
            raise Refused(taken, status=409) from None
        if room.status == WAITING and self.everyone_here():
            await room.set_status(RUNNING)
        room.broadcast.changed()
        return session

    @property
    def reissuable(self) -> bool:
        """Whether the host may reissue seats' links now (web-RATE-08: not in a started rated game)."""
        return not (self.room.rated and self.room.status != WAITING)

    async def reissue(self, number: int, host_token: str) -> str:
        """The host gives a remote seat a new invitation link; whoever held the seat is dropped.

        web-RATE-08: never in a rated room once its game has started: the new link would let
        anyone (the host's own second key) take over a seat whose result is a named player's.
        """
        room = self.room
        seat = room.seats[number] if 0 <= number < len(room.seats) else None
        if seat is None or seat.kind != HUMAN or seat.local:
            raise Refused("bad_field", field="seat")
        if not self.reissuable:
            raise Refused("rated_reissue", status=409)
        seat.link_gen += 1
        invitation = seat_token(host_token, room.id, number, seat.link_gen)
        seat.token_hash = token_hash(invitation)
        seat.session_hash = None
        seat.claimed = False
        seat.open = False
        room.pacing.forget(number, bot=False, away=True)
        room_id, record = room.id, seat.copy()

        def job(conn: SqlConnection) -> None:
            Store.update_seat(
                conn,
                room_id,
                number,
                token_hash=record.token_hash,
                session_hash=None,
                link_gen=record.link_gen,
                claimed=False,
                open=False,
            )
            unlink(conn, room_id, number)  # web-KEY-03: the seat is no longer its player's

        await room.manager.writer.write(job)
        room.broadcast.revoke(number)
        room.broadcast.changed()
        return invitation

    async def start_now(self) -> None:
        """The host starts a waiting game: seats nobody took are given to bots."""
        room = self.room
        if room.status != WAITING:
            return
        changed = []
        for seat in room.seats:
            if seat.kind == HUMAN and not seat.claimed:
                seat.kind = BOT
                seat.bot = room.game.default_bot()
                seat.open = False
                changed.append(seat)
        await self.store_seats(changed)
        await room.set_status(RUNNING)
        room.broadcast.changed()

    async def store_seats(self, seats: list[Seat]) -> None:
        """Store who plays ``seats`` now (their kind, bot, name, claimed and open)."""
        if not seats:
            return
        room_id = self.room.id
        records = [s.copy() for s in seats]

        def job(conn: SqlConnection) -> None:
            for r in records:
                Store.update_seat(
                    conn, room_id, r.seat, kind=r.kind, bot=r.bot, name=r.name, claimed=r.claimed, open=r.open
                )

        await self.room.manager.writer.write(job)

    def everyone_here(self) -> bool:
        """Whether every person's seat is taken (a waiting game starts)."""
        return all(s.claimed for s in self.room.seats if s.kind == HUMAN)
