"""Players: a personal key that keeps a name across devices, the seats it holds, stored chat.

A player is a name and a **personal key** (192 random bits) that the store keeps only as a SHA-256
hash, like seat tokens (``noppa.server.tokens``). Whoever holds the key is the player: a browser
keeps it in ``localStorage`` and sends it as a bearer header (REST) or in the WebSocket ``hello``,
never in an address a server logs. Seats taken while holding the key are linked to the player, so
another device with the key plays them too and sees the player's games. Replacing the key makes the
old one (and every link carrying it) stop working at once.

What players' pages and leaderboards read (a player's games and ratings, a room's rating changes,
a game's leaderboard) and names as shown are ``noppa.server.standings``: :class:`Players` runs
those reads in a thread, as it does its own.

Chat lines are stored with the room (``noppa_chat``), each with the move number it was said at, so
a reload shows them again and the replay shows them at their moment. The line is stored by the
instance whose connection said it, before anyone is told (other instances get it over Redis and
do not store it again).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Concatenate, ParamSpec, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from noppa.server import ratings, standings
from noppa.server.errors import Refused
from noppa.server.limits import Allowance
from noppa.server.store import Conflict, Store, StoreWriter
from noppa.server.tables import (
    chat_table,
    meta_table,
    player_rooms_table,
    player_seats_table,
    players_table,
    rated_rooms_table,
)
from noppa.server.tokens import looks_like_token, new_room_id, new_token, token_hash

log = logging.getLogger("noppa.server.players")

P = ParamSpec("P")
T = TypeVar("T")

CHAT_STORED = 2000
"""Most chat lines one room keeps (web-CHAT-02); past them the room's chat is full."""
CHAT_SHOWN = 200
"""Chat lines a connection gets again when it joins (the latest)."""
SETTLE_EVERY = 60.0
"""Seconds between two looks for finished rated rooms nobody settled (web-RATE-05)."""
PLAYERS_PER_MINUTE = 5
"""Players one client (address) may make a minute, in bursts of as many (web-KEY-01)."""


def chat_json(row: Any) -> dict[str, Any]:
    """A stored chat line as clients get it; a hidden one (web-CHAT-05) with no text."""
    return {
        "type": "chat",
        "id": row.id,
        "seat": row.seat,
        "name": row.name,
        "text": row.text,
        "hidden": not row.text,
        "move": row.move,
        "at": row.at,
    }


@dataclass(frozen=True)
class Player:
    """A player as stored (never with the key, only its hash)."""

    id: str
    name: str
    created_at: float
    key_at: float

    @property
    def tag(self) -> str:
        """The player's short mark, told apart from others of the same name (web-KEY-06)."""
        return standings.tag_of(self.id)


def network_of(address: str) -> str:
    """The network a client address stands for: an IPv4 address itself, an IPv6 address's /64
    (one household or machine is given a whole /64); other text (a test client) as it is."""
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return address.strip()
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False).network_address) + "/64"
    return str(ip)


def origin_of(conn: Connection, address: str) -> str | None:
    """The keyed digest of the network ``address`` is on (web-RATE-06), never the address.

    The key is the database's own random ``origin_key`` (drawn by migration r0005), so the digest
    of an address cannot be found by hashing every address. ``None`` without an address.
    """
    network = network_of(address)
    if not network:
        return None
    secret = conn.execute(sa.select(meta_table.c.value).where(meta_table.c.key == "origin_key")).scalar()
    key = (secret or "noppa-origin").encode()
    return hmac.new(key, network.encode(), hashlib.sha256).hexdigest()[:32]


def link(conn: Connection, room_id: str, seat: int, player_id: str | None, now: float | None = None) -> None:
    """Link ``seat`` to the player, in the caller's transaction (web-KEY-03).

    A player holds at most one seat of a room: a second seat taken with the same key is played
    but not linked (a rated game would otherwise count one person twice).
    """
    if player_id is None:
        return
    held = conn.execute(
        sa.select(player_seats_table.c.seat).where(
            player_seats_table.c.room_id == room_id, player_seats_table.c.player_id == player_id
        )
    ).first()
    if held is not None:
        return
    at = time.time() if now is None else now
    conn.execute(sa.delete(player_seats_table).where(_seat_is(room_id, seat)))
    conn.execute(sa.insert(player_seats_table).values(room_id=room_id, seat=seat, player_id=player_id, at=at))
    sat = conn.execute(
        sa.select(player_rooms_table.c.seat).where(
            player_rooms_table.c.room_id == room_id, player_rooms_table.c.player_id == player_id
        )
    ).first()
    if sat is None:  # web-KEY-05: the room stays in the player's games whoever holds the seat later
        conn.execute(
            sa.insert(player_rooms_table).values(room_id=room_id, seat=seat, player_id=player_id, at=at)
        )


def unlink(conn: Connection, room_id: str, seat: int) -> None:
    """The seat is no longer its player's (the host reissued its link), in the caller's transaction.

    The room stays among the player's games (``noppa_player_rooms``, web-KEY-05).
    """
    conn.execute(sa.delete(player_seats_table).where(_seat_is(room_id, seat)))


def rate_room(conn: Connection, room_id: str) -> None:
    """Mark a new room rated (web-RATE-01), in the caller's transaction."""
    conn.execute(sa.insert(rated_rooms_table).values(room_id=room_id))


def _seat_is(room_id: str, seat: int) -> sa.ColumnElement[bool]:
    return sa.and_(player_seats_table.c.room_id == room_id, player_seats_table.c.seat == seat)


def _player(row: sa.Row[Any]) -> Player:
    return Player(row.id, row.name, row.created_at, row.key_at)


class Players:
    """The players, their seats, ratings and chat, over the server's store and writer."""

    def __init__(self, store: Store, writer: StoreWriter, *, one_network: bool = False) -> None:
        self.store = store
        self.writer = writer
        self.one_network = one_network
        """Rate games between keys made from one network too (``ServerConfig.rate_one_network``)."""
        self._chat_counts: dict[str, int] = {}
        self.quiet: set[str] = set()
        """Rooms known to have no chat line, so a connection's hello does not read the store for
        nothing (1,600 reads queued behind the thread pool when 800 games opened at once). Trusted
        only where no line can be said unheard: on a single server (it alone writes the chat), and
        in a cluster for a room whose channel this instance listens to (``Cluster.hears``)."""
        self._said = 0
        """Chat lines stored so far (here, or heard from another instance), in any room: a read that
        returns empty marks its room :attr:`quiet` only if no line was said during the read."""
        self._settler: asyncio.Task[None] | None = None
        self._allowance = Allowance(PLAYERS_PER_MINUTE)

    async def _read(
        self,
        one_moment: bool,
        find: Callable[Concatenate[Connection, P], T],
        /,
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """``find(conn, ...)`` in a thread; ``one_moment``: its reads see one moment (``Store.reading``)."""

        def run() -> T:
            reading = self.store.reading() if one_moment else self.store.engine.connect()
            with reading as conn:
                return find(conn, *args, **kwargs)

        return await asyncio.to_thread(run)

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Settle, now and every minute, finished rated rooms a stopped server left unsettled."""
        self._settler = asyncio.create_task(self._settle_loop(), name="settle-ratings")

    async def close(self) -> None:
        """Stop the settling loop."""
        task, self._settler = self._settler, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def _settle_loop(self) -> None:
        while True:
            try:
                await self.settle_pending()
            except Exception:
                log.exception("settling rated rooms failed; trying again later")
            await asyncio.sleep(SETTLE_EVERY)

    async def settle_pending(self) -> int:
        """Settle every finished rated room nobody settled; how many this call rated."""
        done = 0
        for room_id in await self._read(False, ratings.pending):
            done += await self.settle(room_id)
        return done

    async def settle(self, room_id: str) -> bool:
        """Rate a finished rated room if nobody has (web-RATE-05); whether this call did it."""
        done: list[bool] = []

        def job(conn: Connection) -> None:
            done.append(ratings.settle(conn, room_id, one_network=self.one_network))

        try:
            await self.writer.write(job)
        except (Conflict, Refused) as error:  # a rating row made at once by another instance: later
            log.info("room %s: ratings not settled now (%s); the next look settles them", room_id, error)
            return False
        except Exception:  # never the move's fault: the next look tries again
            log.exception("room %s: ratings could not be settled; the next look tries again", room_id)
            return False
        return bool(done and done[-1])

    # ------------------------------------------------------------------ keys

    async def create(self, name: str, client: str = "") -> tuple[Player, str]:
        """A new player named ``name``; returns it with its personal key (shown once, never stored).

        One client makes at most :data:`PLAYERS_PER_MINUTE` a minute (``player_rate``, 429).
        """
        wait = self._allowance.take(client)
        if wait:
            raise Refused("player_rate", status=429, count=wait)
        key = new_token()
        now = time.time()
        player = Player(new_room_id(), name, now, now)

        def job(conn: Connection) -> None:
            conn.execute(
                sa.insert(players_table).values(
                    id=player.id,
                    name=name,
                    key_hash=token_hash(key),
                    created_at=now,
                    key_at=now,
                    origin=origin_of(conn, client),  # web-RATE-06
                )
            )

        await self.writer.write(job)
        return player, key

    async def by_key(self, key: object) -> Player:
        """The player holding ``key``; a key of the wrong shape, unknown or replaced is refused."""
        if not isinstance(key, str) or not looks_like_token(key):
            raise Refused("bad_key", status=403)
        hashed = token_hash(key)

        def find() -> sa.Row[Any] | None:
            with self.store.engine.connect() as conn:
                return conn.execute(
                    sa.select(players_table).where(players_table.c.key_hash == hashed)
                ).first()

        row = await asyncio.to_thread(find)
        if row is None:
            raise Refused("bad_key", status=403)
        return _player(row)

    async def by_id(self, player_id: str) -> Player | None:
        """The player with this public id, or ``None``."""

        def find() -> sa.Row[Any] | None:
            with self.store.engine.connect() as conn:
                return conn.execute(sa.select(players_table).where(players_table.c.id == player_id)).first()

        row = await asyncio.to_thread(find)
        return None if row is None else _player(row)

    async def replace_key(self, player: Player) -> str:
        """A new key for the player; the old one stops working (web-KEY-04)."""
        key = new_token()

        def job(conn: Connection) -> None:
            conn.execute(
                sa.update(players_table)
                .where(players_table.c.id == player.id)
                .values(key_hash=token_hash(key), key_at=time.time())
            )

        await self.writer.write(job)
        return key

    async def rename(self, player: Player, name: str) -> Player:
        """Give the player another name (shown on the leaderboard and in new seats)."""

        def job(conn: Connection) -> None:
            conn.execute(sa.update(players_table).where(players_table.c.id == player.id).values(name=name))

        await self.writer.write(job)
        return Player(player.id, name, player.created_at, player.key_at)

    async def seats_in(self, room_id: str, player_id: str) -> frozenset[int]:
        """The seats of ``room_id`` linked to the player (what its key plays there)."""

        def find() -> frozenset[int]:
            with self.store.engine.connect() as conn:
                return frozenset(
                    conn.execute(
                        sa.select(player_seats_table.c.seat).where(
                            player_seats_table.c.room_id == room_id,
                            player_seats_table.c.player_id == player_id,
                        )
                    ).scalars()
                )

        return await asyncio.to_thread(find)

    async def rooms_of(self, player_id: str, *, public_only: bool, limit: int = 100) -> list[dict[str, Any]]:
        """The player's games, newest first (``standings.games_of``: every room they sat in)."""
        return await self._read(False, standings.games_of, player_id, public_only=public_only, limit=limit)

    async def seat_name(self, player_id: str | None, typed: str) -> str:
        """The name a seat taken with a key shows (web-KEY-06): what was typed, with the player's
        mark when it is the player's own name and several players hold that name ("Aino #3f2a"),
        so the table, the lobby, the log and the chat tell the two Ainos apart."""
        player = None if player_id is None or not typed else await self.by_id(player_id)
        if player is None or typed != player.name:
            return typed
        return standings.labelled(typed, player.id, await self.shared_names({typed}))

    async def shared_names(self, names: set[str]) -> set[str]:
        """Of ``names``, those that more than one player holds (shown with each one's mark)."""
        if not names:
            return set()
        return await self._read(False, standings.shared_names, names)

    # ------------------------------------------------------------------ ratings

    async def ratings_of(self, player_id: str, *, public_only: bool) -> list[dict[str, Any]]:
        """The player's rating in each game they played rated, with its history (``standings``)."""
        return await self._read(True, standings.ratings_of, player_id, public_only=public_only)

    async def room_rating(self, room_id: str) -> dict[str, Any]:
        """Whether a room is rated, whether it counted, and each named player's change (best first)."""
        return await self._read(True, standings.room_rating, room_id)

    async def leaderboard(self, game: str, limit: int) -> list[dict[str, Any]]:
        """The named players of ``game`` by their shown rating, best first."""
        return await self._read(False, standings.leaderboard, game, limit)

    # ------------------------------------------------------------------ chat

    async def add_chat(self, room_id: str, line: dict[str, Any]) -> int:
        """Store one chat line of a room before anyone is told (web-CHAT-01); returns its ``id``.

        Refused ``chat_full`` once the room holds :data:`CHAT_STORED` lines; ``unsaved`` when the
        database cannot take it now (nothing is sent then either).
        """
        count = self._chat_counts.get(room_id)
        if count is None:

            def find() -> int:
                with self.store.engine.connect() as conn:
                    found = conn.execute(
                        sa.select(sa.func.count())
                        .select_from(chat_table)
                        .where(chat_table.c.room_id == room_id)
                    ).scalar_one()
                    return int(found)

            count = await asyncio.to_thread(find)
        if count >= CHAT_STORED:
            raise Refused("chat_full", status=409, count=CHAT_STORED)
        values = {k: line[k] for k in ("seat", "name", "text", "move", "at")}

        stored: list[int] = []

        def job(conn: Connection) -> None:
            done = conn.execute(sa.insert(chat_table).values(room_id=room_id, **values))
            key = done.inserted_primary_key
            assert key is not None  # an insert of one row has one
            stored.append(int(key[0]))

        await self.writer.write(job)
        self.said(room_id)
        if len(self._chat_counts) > 10_000:  # forget the counts (they load again when needed)
            self._chat_counts.clear()
        self._chat_counts[room_id] = count + 1
        return stored[0]

    async def hide_chat(self, room_id: str, line_id: int) -> None:
        """Clear a room's chat line for good (web-CHAT-05): its text is erased from the store.

        A stored line is never empty otherwise (an empty line is not sent), so an empty text is
        the mark of a hidden line everywhere it is read. Refused ``no_chat_line`` (404) when the
        room has no such line.
        """

        changed: list[int] = []

        def job(conn: Connection) -> None:
            done = conn.execute(
                sa.update(chat_table)
                .where(chat_table.c.room_id == room_id, chat_table.c.id == line_id)
                .values(text="")
            )
            changed.append(done.rowcount)

        await self.writer.write(job)
        if not changed or changed[0] == 0:
            raise Refused("no_chat_line", status=404)

    async def chat_lines(
        self, room_id: str, limit: int = CHAT_STORED, *, alone: bool = False
    ) -> list[dict[str, Any]]:
        """The room's stored chat lines, oldest first (the latest ``limit``).

        ``alone``: no line of the room can be said without this instance knowing (a single server,
        or a cluster instance listening to the room's channel), so a room it knows has no line
        (:attr:`quiet`) is answered without a read.
        """
        if alone and room_id in self.quiet:
            return []
        said = self._said

        def find() -> list[dict[str, Any]]:
            with self.store.engine.connect() as conn:
                rows = conn.execute(
                    sa.select(chat_table)
                    .where(chat_table.c.room_id == room_id)
                    .order_by(chat_table.c.id.desc())
                    .limit(limit)
                ).all()
            return [chat_json(r) for r in reversed(rows)]

        found = await asyncio.to_thread(find)
        if alone and not found and self._said == said:  # none said during the read
            self.no_chat(room_id)
        return found

    def no_chat(self, room_id: str) -> None:
        """Remember that ``room_id`` has no chat line (a room just made, or read empty)."""
        if len(self.quiet) > 100_000:
            self.quiet.clear()
        self.quiet.add(room_id)

    def said(self, room_id: str) -> None:
        """A chat line of ``room_id`` was stored (here, or heard from another instance)."""
        self.quiet.discard(room_id)
        self._said += 1

    def unheard(self, room_ids: list[str]) -> None:
        """This instance stopped listening to these rooms: what they say is no longer known here."""
        for room_id in room_ids:
            self.quiet.discard(room_id)
