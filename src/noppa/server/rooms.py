"""Live rooms: the one place where actions are applied, stored, announced, and where bots play.

A :class:`Room` holds one game's :class:`~noppa.engine.State`, its seats and the connections
watching it. :meth:`Room.act` checks who may act, lets the engine validate and apply the action,
writes the move to the store (awaiting the commit) and only then tells the connections, each of
which receives only what its seat may see. The room's bot task plays bot seats (and stands in for
people who left, when the room allows it) with a short pause, seeing only their own seat's view.

:class:`RoomManager` creates, loads (lazily, or at start for running games), lists and evicts rooms.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import threading
import time
import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from noppa.bots import bot_label, bot_seat_name, make_bot
from noppa.engine import (
    Bot,
    Game,
    LoadError,
    NoppaError,
    RulesError,
    State,
    UnknownGame,
    get_game,
    load_dice,
    text,
)
from noppa.engine.errors import BotSpecError
from noppa.fairness import EXPORT_FORMAT, commitment, new_salt, new_seed
from noppa.server.botpool import BotPool
from noppa.server.clocks import DROP, SKIP, Clock, ClockSettings, pass_action, public_of
from noppa.server.errors import Refused
from noppa.server.limits import CHAT_BURST, CHAT_PER_MINUTE, Allowance
from noppa.server.outages import Outage, keep_lock
from noppa.server.players import Players, link, rate_room, unlink
from noppa.server.store import Conflict, MoveWrite, RoomRecord, SeatRecord, Store, StoreWriter
from noppa.server.tokens import new_room_id, new_token, same_hash, seat_token, token_hash

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection as SqlConnection

    from noppa.server.cluster import Cluster
    from noppa.server.config import ServerConfig

log = logging.getLogger("noppa.server.rooms")

HUMAN, BOT = "human", "bot"
STANDIN, SKIPPED = "standin", "skip"
"""Who played a stored move besides a person or the seat's bot: a stand-in bot, or a pass played
because the seat's time ran out (``noppa.server.clocks``; the moves table's ``by``)."""
WAITING, RUNNING, FINISHED, BROKEN = "waiting", "running", "finished", "broken"
LIVE = (WAITING, RUNNING)
LOG_LIMIT = 500
"""Most log lines sent in one full log (a reconnecting client of a long game gets the latest)."""
MAX_STORED_DRAWS = 1_000_000
"""Most draws a stored room's initial dice may claim (a new room's have drawn none).

Positioning seeded dice replays every draw, so a row claiming 3e9 of them kept a core busy for
minutes while the room loaded; such a room is ``broken`` instead.
"""


class Listener(Protocol):
    """A connection as the room sees it: it is told when there is something new to send."""

    seats: frozenset[int]
    viewing: int | None

    def notify(self) -> None:
        """The room changed: send a fresh state when ready."""
        ...

    def push(self, message: dict[str, Any]) -> None:
        """Queue one message (chat, notices) for this connection."""
        ...

    def presence(self) -> None:
        """Who is connected changed (nothing else): send a small ``presence`` message when ready."""
        ...

    def revoke(self) -> None:
        """The host reissued the link of a seat this connection plays: close it."""
        ...


async def cancel_and_wait(task: asyncio.Task[Any]) -> None:
    """Cancel ``task`` and wait until it has ended, without swallowing a cancellation of our own.

    ``await task`` inside ``suppress(CancelledError)`` would also swallow the cancellation of the
    caller: the sweeper, cancelled while it stopped a room, swept on forever and the server never
    shut down. And a task can miss one cancellation (in Python 3.11 ``asyncio.wait_for`` drops it
    when its awaitable finishes at the same moment), so the cancellation is repeated every second.
    """
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=1.0)
    if not task.cancelled() and task.exception() is not None:
        log.error("task %s ended with an error", task.get_name(), exc_info=task.exception())


def clean_name(raw: object, limit: int = 24) -> str:
    """A display name people typed, made safe: printable, one line, at most ``limit`` characters."""
    if not isinstance(raw, str):
        return ""
    kept = "".join(c if unicodedata.category(c)[0] not in "CZ" or c == " " else " " for c in raw)
    return " ".join(kept.split())[:limit]


@dataclass
class Seat:
    """A seat at the table: played by a person (``human``) or on the server by a bot."""

    number: int
    kind: str
    bot_name: str | None
    name: str
    token_hash: str
    claimed: bool = False
    open: bool = False
    local: bool = False
    session_hash: str | None = None
    link_gen: int = 0

    def record(self) -> SeatRecord:
        """As stored."""
        return SeatRecord(
            self.number,
            self.kind,
            self.bot_name,
            self.name,
            self.token_hash,
            self.claimed,
            self.open,
            self.local,
            self.session_hash,
            self.link_gen,
        )


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


def fairness_of(status: str, seed: int | None, salt: str | None, digest: str | None) -> dict[str, Any]:
    """``commitment`` from the start; ``reveal`` (the seed and salt) only once the game is over.

    The seed travels as a decimal string, the very text the commitment hashes (a 63-bit number
    would lose digits in a browser's JSON numbers).
    """
    shown = status == FINISHED and seed is not None and salt is not None
    return {"commitment": digest, "reveal": {"seed": str(seed), "salt": salt} if shown else None}


@dataclass
class SeatSpec:
    """One seat of a room being created."""

    kind: str
    bot: str | None = None
    name: str = ""
    local: bool = False
    open: bool = False


def bot_seed(room: str, seat: int) -> int:
    """The seed of the bot at ``seat`` of ``room``: the same in every process (a digest, not
    ``hash()``, which Python salts per process: the bot would choose differently after a restart
    or on another cluster instance)."""
    return int.from_bytes(hashlib.sha256(f"{room}/{seat}".encode()).digest()[:4], "big")


@dataclass
class RoomSpec:
    """A validated request to create a room."""

    game: Game
    players: int
    options: dict[str, Any]
    seats: list[SeatSpec]
    lang: str = "en"
    public: bool = True
    title: str = ""
    away_after: int = 0
    seed: int | None = None
    clock: ClockSettings = field(default_factory=ClockSettings)
    rated: bool = False
    """Rated (web-RATE-01): the finished game counts for its named players' ratings."""
    player: str | None = None
    """The creator's player (their personal key): their one seat on this device is linked to it."""


@dataclass
class _Cache:
    move: int = -1
    views: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    legal: dict[tuple[int, str], list[dict[str, str]]] = field(default_factory=dict)


class Room:
    """One game being played (or over), with its seats, connections and bot task."""

    def __init__(self, manager: RoomManager, record: RoomRecord, state: State) -> None:
        self.manager = manager
        self.id = record.id
        self.game = state.game
        self._names: tuple[str, ...] = ()
        self.title = record.title
        self.lang = record.lang
        self.public = record.public
        self.rated = record.rated
        self.status = record.status
        self.away_after = record.away_after
        self.created_at = record.created_at
        self.updated_at = record.updated_at
        self.host_hash = record.host_hash
        self.seed = record.seed
        self.salt = record.salt
        self.commitment = record.commitment
        self.clock = Clock.from_json(record.clock, record.players)
        """The room's pace and clock (``None``: real-time without a clock)."""
        self.seats = [
            Seat(
                s.seat,
                s.kind,
                s.bot,
                s.name,
                s.token_hash,
                s.claimed,
                s.open,
                s.local,
                s.session_hash,
                s.link_gen,
            )
            for s in record.seats
        ]
        self.state = state
        self.listeners: set[Listener] = set()
        self.remote: dict[str, frozenset[int]] = {}
        """In a cluster: the seats with a connection on each other instance (by instance name)."""
        self.bots: dict[int, Bot] = {}
        self.standins: set[int] = set()
        self.away_since: dict[int, float] = {}
        """Seat → when (``time.time()``) its person was last seen leaving (or the room was made)."""
        self.last_seen = time.monotonic()
        self._lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._cache = _Cache()
        self._lines: dict[tuple[int, str], tuple[dict[str, Any], str]] = {}
        now = time.time()
        for seat in self.seats:
            if seat.kind == HUMAN:
                self.away_since[seat.number] = now

    # ------------------------------------------------------------------ facts

    @property
    def state(self) -> State:
        """The game being played; it carries the seats' names, so its log lines say them."""
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        self._state = state
        self._names = self.seat_names()
        state.name_seats(self._names[: state.players])  # a broken room's stand-in may seat fewer

    def seat_names(self) -> tuple[str, ...]:
        """The seats' names as the log says them: the name a person chose, a bot's own, or none."""
        return tuple(
            s.name or (bot_seat_name(self.game, s.bot_name or "default") if s.kind == BOT else "")
            for s in self.seats
        )

    def _sync_names(self) -> None:
        """Give the state the seats' names anew if one changed (a seat taken, given to a bot)."""
        names = self.seat_names()
        if names != self._names:
            self._names = names
            self._state.name_seats(names[: self._state.players])
            self._lines.clear()
            self._cache = _Cache()

    @property
    def move(self) -> int:
        """How many actions have been applied."""
        return len(self.state.history)

    @property
    def has_bots(self) -> bool:
        """Whether a bot plays a seat (the rooms that cost the server's CPU)."""
        return any(seat.kind == BOT for seat in self.seats)

    def connected(self, seat: int) -> bool:
        """Whether some connection acts for ``seat`` now (on any instance of a cluster)."""
        return any(seat in listener.seats for listener in self.listeners) or any(
            seat in seats for seats in self.remote.values()
        )

    def seats_here(self) -> set[int]:
        """The seats some connection to this instance acts for."""
        return {seat for listener in self.listeners for seat in listener.seats}

    @property
    def cluster(self) -> Cluster | None:
        """The cluster this instance is part of (``None``: a single server)."""
        return self.manager.cluster

    @property
    def owned(self) -> bool:
        """Whether this instance runs the room's bots and timers (a single server runs them all)."""
        cluster = self.manager.cluster
        return cluster is None or cluster.owns(self.id)

    def players_json(self, lang: str) -> list[dict[str, Any]]:
        """The seats as every client may see them (never tokens)."""
        return [
            {
                "seat": s.number,
                "label": text("engine.player", lang, number=s.number + 1),
                "name": self.state.seat_name(s.number, lang),
                "kind": s.kind,
                "bot": s.bot_name,
                "bot_label": bot_label(self.game, s.bot_name, lang) if s.bot_name else None,
                "claimed": s.claimed or s.kind == BOT,
                "open": s.open and not s.claimed and s.kind == HUMAN,
                "connected": s.kind == BOT or self.connected(s.number),
                "standin": s.number in self.standins,
                "away_since": self._away_shown(s),
            }
            for s in self.seats
        ]

    def _away_shown(self, seat: Seat) -> float | None:
        """Since when (epoch seconds) the person of a taken seat is away; ``None``: here, or no one yet."""
        if seat.kind != HUMAN or not seat.claimed or self.connected(seat.number):
            return None
        return self.away_since.get(seat.number)

    def fairness_json(self) -> dict[str, Any]:
        """The commitment, and once the game is over the seed and salt that open it (``reveal``)."""
        return fairness_of(self.status, self.seed, self.salt, self.commitment)

    def export(self) -> dict[str, Any]:
        """A finished game as ``noppa verify`` checks it: everything to replay it, and every event."""
        if self.status != FINISHED:
            raise Refused("not_finished", status=409)
        state = self.state
        return {
            "format": EXPORT_FORMAT,
            "room": self.id,
            "game": self.game.id,
            "players": state.players,
            "options": dict(state.options),
            "seats": [
                {"seat": s.number, "name": s.name, "kind": s.kind, "bot": s.bot_name} for s in self.seats
            ],
            "commitment": self.commitment,
            "seed": None if self.seed is None else str(self.seed),
            "salt": self.salt,
            "actions": list(state.history),
            "events": state.events,
            "outcome": None if state.outcome is None else state.outcome.to_json(),
        }

    def summary(self, lang: str) -> dict[str, Any]:
        """The room as the lobby lists it."""
        return {
            "id": self.id,
            "game": self.game.id,
            "game_name": self.game.name(lang),
            "title": self.title,
            "players": self.state.players,
            "lang": self.lang,
            "public": self.public,
            "rated": self.rated,
            "status": self.status,
            "moves": self.move,
            "turn": self.state.turn,
            "to_act": self.state.to_act,
            "seats": self.players_json(lang),
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "watchers": len(self.listeners),
            "away_after": self.away_after,
            "clock": self.clock_json(),
            **self.fairness_json(),
        }

    def clock_json(self) -> dict[str, Any] | None:
        """The clock as every client may see it (``None``: real-time without a clock)."""
        return None if self.clock is None else self.clock.public(self.manager.clock())

    def outcome_json(self, lang: str) -> dict[str, Any] | None:
        """The outcome with its words in ``lang``."""
        outcome = self.state.outcome
        if outcome is None:
            return None
        data = outcome.to_json()
        data["text"] = text(outcome.reason, lang)
        data["winners_text"] = ", ".join(self.display_name(s, lang) for s in outcome.winners)
        return data

    def display_name(self, seat: int, lang: str) -> str:
        """The seat's name ("Anna", "Random bot"), or "Player 2" for a seat nobody named."""
        return self.state.player_name(seat, lang)

    # ------------------------------------------------------------------ tokens

    def authorize(self, token: str | None) -> Grant:
        """The grant of ``token``: nothing for ``None``; raises :class:`Refused` for a wrong one."""
        if token is None:
            return Grant()
        hashed = token_hash(token)
        if same_hash(hashed, self.host_hash):
            local = frozenset(s.number for s in self.seats if s.local and s.kind == HUMAN)
            return Grant(local, host=True)
        for seat in self.seats:
            if seat.kind != HUMAN:
                continue
            if seat.session_hash is not None and same_hash(hashed, seat.session_hash):
                return Grant(frozenset({seat.number}))
            if same_hash(hashed, seat.token_hash):
                # an invitation is good for one device: the first to open it claims the seat
                if seat.session_hash is not None:
                    raise Refused("seat_claimed", status=409)
                return Grant(frozenset({seat.number}), link=True)
        raise Refused("bad_token", status=403)

    async def claim(self, grant: Grant, name: str, player: str | None = None) -> tuple[Grant, str]:
        """Exchange an unused invitation for a session token bound to this device; returns both.

        The check and the change happen without a pause, so of two devices opening the same link
        at once exactly one gets the seat; the other is told it is taken. ``player``: the claimer's
        (their personal key), to whom the seat is linked.
        """
        if not grant.link:
            raise Refused("bad_token", status=403)
        name = await self.manager.players.seat_name(player, name)  # before the check: no pause after
        number = next(iter(grant.seats))
        seat = self.seats[number]
        if seat.session_hash is not None or seat.kind != HUMAN:
            raise Refused("seat_claimed", status=409)
        session = new_token()
        before = (seat.session_hash, seat.claimed, seat.name)
        seat.session_hash = token_hash(session)
        seat.claimed = True
        if name:
            seat.name = name
        room_id, record = self.id, seat.record()

        def job(conn: SqlConnection) -> None:
            Store.update_seat(
                conn,
                room_id,
                number,
                unless_taken=record.link_gen,
                session_hash=record.session_hash,
                claimed=True,
                name=record.name,
            )
            link(conn, room_id, number, player)

        try:
            await self.manager.writer.write(job)
        except Refused:  # not stored (the database is locked…): the invitation stays good for a retry
            seat.session_hash, seat.claimed, seat.name = before
            raise
        except Conflict:  # another instance granted it first (web-SEAT-01): catch up, refuse
            seat.session_hash, seat.claimed, seat.name = before
            await self.catch_up()
            raise Refused("seat_claimed", status=409) from None
        if self.status == WAITING and self._everyone_here():
            await self._set_status(RUNNING)
        self.changed()
        return Grant(frozenset({number})), session

    @property
    def reissuable(self) -> bool:
        """Whether the host may reissue seats' links now (web-RATE-08: not in a started rated game)."""
        return not (self.rated and self.status != WAITING)

    async def reissue(self, number: int, host_token: str) -> str:
        """The host gives a remote seat a new invitation link; whoever held the seat is dropped.

        web-RATE-08: never in a rated room once its game has started: the new link would let
        anyone (the host's own second key) take over a seat whose result is a named player's.
        """
        seat = self.seats[number] if 0 <= number < len(self.seats) else None
        if seat is None or seat.kind != HUMAN or seat.local:
            raise Refused("bad_field", field="seat")
        if not self.reissuable:
            raise Refused("rated_reissue", status=409)
        seat.link_gen += 1
        link = seat_token(host_token, self.id, number, seat.link_gen)
        seat.token_hash = token_hash(link)
        seat.session_hash = None
        seat.claimed = False
        seat.open = False
        self.standins.discard(number)
        self.away_since[number] = time.time()
        room_id, record = self.id, seat.record()

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

        await self.manager.writer.write(job)
        self._revoke(number)
        self.changed()
        return link

    def _revoke(self, number: int) -> None:
        for listener in list(self.listeners):
            if number in listener.seats:
                listener.revoke()

    # ------------------------------------------------------------------ views for clients

    def _fresh_cache(self) -> _Cache:
        if self._cache.move != self.move:
            self._cache = _Cache(self.move)
        return self._cache

    def view(self, seat: int | None) -> dict[str, Any]:
        """``state.view(seat)`` without its log (the log travels line by line); cached per move."""
        cache = self._fresh_cache()
        found = cache.views.get(seat)
        if found is None:
            found = self.state.view(seat, log=False)
            cache.views[seat] = found
        return found

    def legal(self, seat: int, lang: str) -> list[dict[str, str]]:
        """The legal actions of ``seat`` (when it is to act) with their labels in ``lang``."""
        if self.status != RUNNING or self.state.to_act != seat:
            return []
        cache = self._fresh_cache()
        found = cache.legal.get((seat, lang))
        if found is None:
            state = self.state
            found = [{"action": a.text, "label": state.label(a, lang)} for a in state.legal_actions()]
            cache.legal[(seat, lang)] = found
        return found

    def log_lines(self, seat: int | None, start: int, lang: str) -> list[dict[str, Any]]:
        """The events from ``start`` that ``seat`` may see, each with its line of text in ``lang``."""
        state = self.state
        events = state.visible_events(seat, start)
        if start == 0 and len(events) > LOG_LIMIT:
            events = events[-LOG_LIMIT:]
        return [{"text": self._describe(event, lang), "event": event} for event in events]

    def _describe(self, event: dict[str, Any], lang: str) -> str:
        """``state.describe`` with a cache shared by every connection that sees the same event."""
        key = (id(event), lang)
        found = self._lines.get(key)
        if found is not None and found[0] is event:  # the cache holds the event: its id is its own
            return found[1]
        line = self.state.describe(event, lang)
        if len(self._lines) > 4096:
            self._lines.clear()
        self._lines[key] = (event, line)
        return line

    def state_message(
        self, viewing: int | None, seats: frozenset[int], lang: str, log_from: int, ack: Any = None
    ) -> dict[str, Any]:
        """The ``state`` message for a connection (``log_from``: the first event it has not seen)."""
        controls = viewing is not None and viewing in seats
        return {
            "type": "state",
            "room": self.id,
            "move": self.move,
            "status": self.status,
            "viewing": viewing,
            "to_act": self.state.to_act,
            "turn": self.state.turn,
            "view": self.view(viewing),
            "legal": self.legal(viewing, lang) if controls and viewing is not None else [],
            "log": self.log_lines(viewing, log_from, lang),
            "reset": log_from == 0,
            "players": self.players_json(lang),
            "outcome": self.outcome_json(lang),
            "clock": self.clock_json(),
            "ack": ack,
        }

    # ------------------------------------------------------------------ connections

    def attach(self, listener: Listener) -> None:
        """A connection arrives (its seats already claimed): count it present, tell the others.

        A person coming back takes the seat back from a stand-in bot at once, mid-turn included.
        The others get a small ``presence`` message, not a full state; a spectator changes nothing
        they see, so nobody is told (300 spectators joining sent 45,150 full states to those already
        there, 47.8 MB: ``benchmarks/spectator_joins.py``).
        """
        came_back = False
        for number in listener.seats:
            self.away_since.pop(number, None)
            if number in self.standins:
                self.standins.discard(number)
                came_back = True
        self.listeners.add(listener)
        self.last_seen = time.monotonic()
        if listener.seats and self.cluster is not None:
            self.cluster.tell_presence(self)
        if came_back:
            self.changed()
        elif listener.seats:
            self._tell_presence(listener)

    def detach(self, listener: Listener) -> None:
        """A connection left: its seats are away from now unless another tab still plays them."""
        self.listeners.discard(listener)
        self.last_seen = time.monotonic()
        now = time.time()
        for number in listener.seats:
            if not self.connected(number):
                self.away_since[number] = now
        if listener.seats:
            if self.cluster is not None:
                self.cluster.tell_presence(self)
            self._tell_presence(listener)

    def _tell_presence(self, changed: Listener | None) -> None:
        for other in list(self.listeners):
            if other is not changed:
                other.presence()
        self._wake.set()

    def remote_presence(self, instance: str, seats: frozenset[int]) -> None:
        """Another instance says which seats have a connection there now (none: it is gone).

        As on one server (:meth:`attach`, :meth:`detach`): a seat nobody is connected to any
        more is away from now, and a person coming back takes the seat back from a stand-in.
        """
        before = {s.number for s in self.seats if self.connected(s.number)}
        if seats:
            self.remote[instance] = seats
        elif self.remote.pop(instance, None) is None:
            return
        after = {s.number for s in self.seats if self.connected(s.number)}
        if before == after:
            return
        now = time.time()
        for number in before - after:
            self.away_since[number] = now
        came_back = False
        for number in after - before:
            self.away_since.pop(number, None)
            if number in self.standins and self.owned:
                self.standins.discard(number)
                came_back = True
        if came_back:
            self.changed()
        else:
            self._tell_presence(None)

    def remote_standins(self, standins: frozenset[int], *, owner: bool) -> None:
        """The owner says which seats its stand-in bots play (shown here; played there)."""
        if not owner and standins != self.standins:
            self.standins = set(standins)
            self.announce()

    def announce(self) -> None:
        """Tell every connection that something changed, and wake the bot task."""
        self._sync_names()
        for listener in list(self.listeners):
            listener.notify()
        self._wake.set()

    def changed(self) -> None:
        """:meth:`announce` a change other than a move, and tell the other instances of a cluster."""
        self.announce()
        if self.cluster is not None:
            standins = sorted(self.standins) if self.owned else None
            if standins is None:
                self.cluster.publish(self.id, "room")
            else:
                self.cluster.publish(self.id, "room", standins=standins)

    async def chat(self, seat: int, message: str) -> None:
        """Store a chat line from ``seat``, then pass it to everyone in the room, on every instance.

        web-CHAT-01: stored once, by the instance that heard it, with the move it was said at.
        web-CHAT-04: a seat says at most ``CHAT_PER_MINUTE`` lines a minute (bursts of
        ``CHAT_BURST``) however many connections it has; more are refused (``chat_slow``, 429).
        """
        wait = self.manager.chat_allowance.take(f"{self.id}/{seat}")
        if wait:
            raise Refused("chat_slow", status=429, seconds=wait)
        line = {
            "type": "chat",
            "seat": seat,
            "name": self.seats[seat].name,
            "text": message,
            "hidden": False,
            "at": time.time(),
            "move": self.move,
        }
        line["id"] = await self.manager.players.add_chat(self.id, line)
        self.chat_here(line)
        if self.cluster is not None:
            self.cluster.publish(self.id, "chat", line=line)

    async def hide_chat(self, line_id: int) -> None:
        """web-CHAT-05: the host hides a chat line: erased from the store, hidden at every table."""
        await self.manager.players.hide_chat(self.id, line_id)
        self.chat_here({"type": "chat_hidden", "line": line_id})
        if self.cluster is not None:
            self.cluster.publish(self.id, "chat_hidden", line=line_id)

    def chat_here(self, line: dict[str, Any]) -> None:
        """Pass a chat line to the connections of this instance."""
        for listener in list(self.listeners):
            listener.push(line)

    def _everyone_here(self) -> bool:
        return all(s.claimed for s in self.seats if s.kind == HUMAN)

    # ------------------------------------------------------------------ acting

    async def act(self, seat: int, action: str, *, by: str = HUMAN, expect: int | None = None) -> None:
        """Apply ``action`` for ``seat``, store it, then announce it.

        Raises :class:`Refused` (not running, not this seat's turn, stale) or the engine's
        :class:`~noppa.engine.RulesError`; a refusal changes nothing.
        """
        cluster = self.cluster
        lease = None
        if by != HUMAN and cluster is not None:
            if not cluster.owns(self.id):  # the room went to another instance while the bot thought
                raise Refused("stale", status=409)
            lease = cluster.leases.fence(self.id)  # web-CLUSTER-02: checked at commit
        async with self._lock:
            if self.status == WAITING:
                raise Refused("not_started", status=409)
            if self.status != RUNNING:
                raise Refused("game_over", status=409)
            if expect is not None and expect != self.move:
                raise Refused("stale", status=409)
            state = self.state
            if state.to_act != seat:
                raise Refused("not_your_turn", status=409)
            now = self.manager.clock()
            clock = self.clock
            if by == HUMAN and self.seats[seat].kind == BOT:
                raise Refused("dropped", status=409)  # web-CLOCK-03: the seat dropped out on time
            if by == HUMAN and clock is not None:
                try:
                    clock.check(seat, now)  # web-CLOCK-05: a move after the deadline is refused
                except Refused:
                    self._wake.set()  # the room's task applies the time-out policy now
                    raise
            state.apply(action)  # the engine validates; a RulesError leaves the state unchanged
            before = None if clock is None else clock.copy()
            if clock is not None:
                clock.follow(now, state.to_act, self._timed(state.to_act))
            n = self.move
            done = state.outcome is not None
            status = FINISHED if done else RUNNING
            saved = state.to_json()
            outcome = None if state.outcome is None else state.outcome.to_json()
            job = MoveWrite(
                room_id=self.id,
                n=n,
                seat=seat,
                action=state.history[-1],
                by=by,
                room={
                    "snapshot": saved["snapshot"],
                    "moves": n,
                    "to_act": state.to_act,
                    "status": status,
                    "outcome": outcome,
                    "clock": None if clock is None else clock.to_json(),
                },
                lease=lease,
            )

            try:
                await self.manager.writer.write(job)
            except Conflict as error:
                # web-CLUSTER-01: another instance stored this move number first (or the lease
                # is gone): the store is the truth, so this copy catches up and the player looks again
                log.info("room %s: move %d was not stored (%s); catching up", self.id, n, error)
                if lease is not None and cluster is not None:
                    cluster.lost(self.id)
                self.clock = before
                self._undo_last()
                await self._catch_up_locked()
                stale = True
            except Exception as error:
                if isinstance(error, Refused):  # the database is away or damaged: said once per try
                    log.warning(
                        "room %s: move %d could not be stored (%s); undoing it", self.id, n, error.code
                    )
                else:
                    log.exception("room %s: move %d could not be stored; undoing it", self.id, n)
                self.clock = before
                self._undo_last()
                if isinstance(error, Refused) and error.code == "damaged":
                    raise  # web-FAULT-02: trying again would not help: say why
                raise Refused("storage", status=503) from error
            else:
                stale = False
                self.status = status
                self.updated_at = time.time()
                if cluster is not None:
                    cluster.publish(self.id, "move", n=n, a=job.action, c=job.room["clock"])
        if status == FINISHED and not stale:  # web-RATE-05: the instance that stored the last move rates
            await self.manager.players.settle(self.id)  # before anyone is told, so pages show the change
        self.announce()
        if stale:
            raise Refused("stale", status=409)

    def remote_move(self, n: int, action: str, clock: object = None) -> None:
        """Another instance stored move ``n`` (``action``, and the room's ``clock`` after it): apply
        it here, or catch up from the store."""
        cluster = self.cluster
        if n <= self.move:
            return  # known already (caught up from the store before the message came)
        if n != self.move + 1 or self._lock.locked() or self.status != RUNNING:
            if cluster is not None:
                cluster.catch_up_soon(self)
            return
        try:
            self.state.apply(action)
        except NoppaError:
            log.warning("room %s: move %d from another instance does not apply; catching up", self.id, n)
            if cluster is not None:
                cluster.catch_up_soon(self)
            return
        self.status = FINISHED if self.state.outcome is not None else RUNNING
        if clock is not None:
            self.clock = Clock.from_json(clock, self.state.players)
        self.updated_at = time.time()
        self.announce()

    async def catch_up(self) -> None:
        """Bring this copy of the room level with the store (its seats, status and moves)."""
        async with self._lock:
            await self._catch_up_locked()
        self.announce()

    async def _catch_up_locked(self) -> None:
        store = self.manager.store
        found = await asyncio.to_thread(store.load_room, self.id, after=self.move)
        if found is None:
            return
        record, newer = found
        for seat, stored in zip(self.seats, record.seats, strict=False):
            revoked = stored.link_gen != seat.link_gen
            if stored.kind != seat.kind:
                self.bots.pop(seat.number, None)
            seat.kind, seat.bot_name, seat.name = stored.kind, stored.bot, stored.name
            seat.token_hash, seat.claimed, seat.open = stored.token_hash, stored.claimed, stored.open
            seat.local, seat.session_hash, seat.link_gen = stored.local, stored.session_hash, stored.link_gen
            if revoked:
                self.standins.discard(seat.number)
                self._revoke(seat.number)
        if record.moves != self.move:
            applied = record.moves > self.move and len(newer) == record.moves - self.move
            if applied:
                try:
                    for action in newer:
                        self.state.apply(action)
                except NoppaError:
                    applied = False
            if not applied:  # this copy went another way: the store's history replaces it
                everything = await asyncio.to_thread(store.load_room, self.id)
                rebuilt = (
                    None
                    if everything is None
                    else await asyncio.to_thread(self.manager._rebuild, *everything)
                )
                if rebuilt is not None:
                    self.state = rebuilt
            self._cache = _Cache()
        self.status = record.status
        self.clock = Clock.from_json(record.clock, record.players)
        self.updated_at = record.updated_at

    def _undo_last(self) -> None:
        state = self.state
        self.state = self.game.replay(
            state.players, dict(state.options), state.initial_dice, state.history[:-1]
        )
        self._cache = _Cache()

    async def start_now(self) -> None:
        """The host starts a waiting game: seats nobody took are given to bots."""
        if self.status != WAITING:
            return
        changed = []
        for seat in self.seats:
            if seat.kind == HUMAN and not seat.claimed:
                seat.kind = BOT
                seat.bot_name = self.game.default_bot()
                seat.open = False
                changed.append(seat)
        await self._store_seats(changed)
        await self._set_status(RUNNING)
        self.changed()

    async def _store_seats(self, seats: list[Seat]) -> None:
        if not seats:
            return
        room_id = self.id
        records = [s.record() for s in seats]

        def job(conn: SqlConnection) -> None:
            for r in records:
                Store.update_seat(
                    conn, room_id, r.seat, kind=r.kind, bot=r.bot, name=r.name, claimed=r.claimed, open=r.open
                )

        await self.manager.writer.write(job)

    async def _set_status(self, status: str) -> None:
        self.status = status
        room_id = self.id
        clock = self.clock
        if status == RUNNING and clock is not None:  # the first move's clock starts with the game
            clock.follow(self.manager.clock(), self.state.to_act, self._timed(self.state.to_act))
        more = {} if clock is None else {"clock": clock.to_json()}

        def job(conn: SqlConnection) -> None:
            Store.update_room(conn, room_id, status=status, **more)

        await self.manager.writer.write(job)
        if status == RUNNING and self.cluster is not None:
            await self.cluster.adopt(self)

    # ------------------------------------------------------------------ bots

    def start(self) -> None:
        """Start the bot task (if the game can still move, and in a cluster if this instance owns it)."""
        if self._task is None and self.status in LIVE and self.owned:
            self._task = asyncio.create_task(self._play_bots(), name=f"bots-{self.id}")

    async def stop(self) -> None:
        """Stop the bot task."""
        task, self._task = self._task, None
        if task is not None:
            await cancel_and_wait(task)

    def _bot_for(self, seat: int) -> Bot | None:
        """The bot that moves for ``seat`` now: its own, or a stand-in for a person who left."""
        info = self.seats[seat]
        if info.kind == BOT:
            name = info.bot_name or "default"
        elif seat in self.standins or (self.clock is not None and self.clock.out == seat):
            name = "default"  # a person away, or out of time on this move (web-CLOCK-03)
        else:
            return None
        bot = self.bots.get(seat)
        if bot is None:
            try:
                bot = make_bot(self.game, name, seed=bot_seed(self.id, seat))
            except BotSpecError as refused:
                # a bot the server no longer makes (its --bot-module gone after a restart): the
                # game's default bot plays the seat rather than the room stopping for ever
                log.warning("room %s seat %d: %s; the game's default bot plays it", self.id, seat, refused)
                bot = make_bot(self.game, "default", seed=bot_seed(self.id, seat))
            self.bots[seat] = bot
        return bot

    def _away_wait(self, seat: int) -> float | None:
        """Seconds until a stand-in bot takes ``seat`` over, or ``None`` (never, or already).

        Only where the host asked for stand-ins (``away_after`` > 0), only for a remote person who
        has taken the seat: a hot-seat seat (the host's own device) waits for its people.
        """
        info = self.seats[seat]
        if (
            self.away_after <= 0
            or info.kind != HUMAN
            or info.local
            or not info.claimed
            or seat in self.standins
        ):
            return None
        since = self.away_since.get(seat)
        if since is None:
            return None
        left = since + self.away_after - time.time()
        if left <= 0:
            self.standins.add(seat)
            self.bots.pop(seat, None)
            self.changed()
            return 0.0
        return left

    async def _play_bots(self) -> None:
        try:
            await self._bot_turns()
        finally:
            if self._task is asyncio.current_task():  # ended by itself: a later start() starts anew
                self._task = None

    async def _bot_turns(self) -> None:
        delay = self.manager.config.bot_delay
        while self.status in LIVE and self.owned:  # a cluster instance that lost the lease stops
            self._wake.clear()
            seat = self.state.to_act
            wait: float | None = None
            if self.status == RUNNING and self.clock is not None:
                wait = await self._follow_clock(seat)
            if self.status == RUNNING and seat is not None:
                wait = _sooner(wait, self._away_wait(seat))
                if await self._skip(seat):
                    continue
                bot = self._bot_for(seat)
                if bot is not None:
                    move = self.move
                    if delay > 0:
                        await asyncio.sleep(delay)
                    if self.move != move or self.state.to_act != seat or self._bot_for(seat) is not bot:
                        continue
                    await self._bot_move(seat, bot, move)
                    continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)

    def _timed(self, seat: int | None) -> bool:
        """Whether a move of ``seat`` is timed: a person's, in a running game."""
        return seat is not None and self.status != FINISHED and self.seats[seat].kind == HUMAN

    async def _follow_clock(self, seat: int | None) -> float | None:
        """Start the clock of the seat to act, apply the time-out policy when its time has run out
        (web-CLOCK-03); seconds until the next deadline."""
        clock = self.clock
        assert clock is not None
        now = self.manager.clock()
        changed = clock.follow(now, seat, self._timed(seat))  # a seat dropped out: a bot's moves now
        dropped: list[Seat] = []
        timed_out = False
        if clock.overdue(now):
            async with self._lock:  # a person's move being stored now was in time, or is refused
                if clock is self.clock and clock.overdue(self.manager.clock()):
                    out = clock.time_out()
                    timed_out = True
                    log.info("room %s: seat %d ran out of time (%s)", self.id, out, clock.settings.policy)
                    if clock.settings.policy == DROP:
                        info = self.seats[out]  # the seat goes to the game's default bot for good
                        info.kind, info.bot_name, info.open = BOT, self.game.default_bot(), False
                        self.standins.discard(out)
                        self.bots.pop(out, None)
                        dropped.append(info)
        if changed or timed_out:
            try:
                await self._store_seats(dropped)
                await self._store_clock()
            except Refused as error:  # the database is locked…: the next move stores the clock
                log.warning("room %s: the clock could not be stored now: %s", self.id, error)
            self.changed()  # the clients see it, the other instances read it from the store
        return 0.0 if timed_out else clock.wait(now)

    async def _store_clock(self) -> None:
        room_id, saved = self.id, None if self.clock is None else self.clock.to_json()

        def job(conn: SqlConnection) -> None:
            Store.update_room(conn, room_id, clock=saved)

        await self.manager.writer.write(job)

    async def _skip(self, seat: int) -> bool:
        """Where the ``skip`` policy plays for a seat out of time and the rules offer a pass: play it."""
        clock = self.clock
        if clock is None or clock.out != seat or clock.settings.policy != SKIP:
            return False
        action = pass_action(self.state)
        if action is None:
            return False  # no pass in the rules here: the stand-in plays this decision
        try:
            await self.act(seat, action, by=SKIPPED, expect=self.move)
        except (RulesError, Refused) as refusal:
            log.info("room %s: the pass for seat %d was not played: %s", self.id, seat, refusal)
            await asyncio.sleep(0.1)
        return True

    async def _bot_move(self, seat: int, bot: Bot, move: int) -> None:
        view = self.state.view(seat)
        try:
            action, thought = await self.manager.bot_pool.choose(bot, view)
        except Exception:
            log.exception("room %s: bot of seat %d failed; playing its first legal action", self.id, seat)
            action, thought = view["legal"][0], bot
        if self._bot_for(seat) is not bot or self.move != move:
            return  # the person came back (or the game moved) while the bot thought
        self.bots[seat] = thought  # the same bot, its generators moved on where it thought
        by = STANDIN if self.clock is not None and self.clock.out == seat else BOT
        try:
            await self.act(seat, action, by=by, expect=move)
        except RulesError:
            log.warning(
                "room %s: bot of seat %d chose %r, not legal; playing the first", self.id, seat, action
            )
            with contextlib.suppress(RulesError, Refused):
                await self.act(seat, self.state.legal_actions()[0].text, by=by, expect=move)
        except Refused as refusal:
            if refusal.code not in ("stale", "not_your_turn", "game_over"):
                log.warning("room %s: bot move refused: %s", self.id, refusal)
                await asyncio.sleep(1.0)


def _sooner(a: float | None, b: float | None) -> float | None:
    """The shorter of two waits (``None``: no wait)."""
    return b if a is None else a if b is None else min(a, b)


@dataclass
class ReplayCursor:
    """A finished game stepped through: the state after ``step`` actions, with checkpoints."""

    game: Game
    players: int
    options: dict[str, Any]
    dice: dict[str, Any]
    actions: list[str]
    state: State
    step: int = 0
    marks: list[int] = field(default_factory=list)
    """``marks[k]``: how many events existed after ``k`` actions."""
    checkpoints: dict[int, State] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    names: tuple[str, ...] = ()
    """The seats' names, given to every state the replay rebuilds (its log lines say them)."""

    def seek(self, step: int) -> State:
        """The state after ``step`` actions (moving from the nearest earlier checkpoint)."""
        step = max(0, min(step, len(self.actions)))
        if step < self.step:
            base = max((k for k in self.checkpoints if k <= step), default=None)
            if base is None:
                self.state = self.game.new_state(
                    self.players, options=self.options, dice=load_dice(self.dice), names=self.names
                )
                self.step = 0
            else:
                self.state = self.checkpoints[base].clone()
                self.step = base
        while self.step < step:
            self.state.apply(self.actions[self.step])
            self.step += 1
            if len(self.marks) == self.step:
                self.marks.append(len(self.state.events))
            if self.step % 64 == 0 and self.step not in self.checkpoints:
                self.checkpoints[self.step] = self.state.clone()
        return self.state

    def frame(self, step: int, seat: int | None, lang: str) -> dict[str, Any]:
        """What the replay viewer shows after ``step`` actions, as ``seat`` saw it (``None``: all)."""
        with self.lock:
            return self._frame(step, seat, lang)

    def _frame(self, step: int, seat: int | None, lang: str) -> dict[str, Any]:
        step = max(0, min(step, len(self.actions)))
        last = None
        if step > 0:
            before = self.seek(step - 1)
            action = self.actions[step - 1]
            last = {"seat": before.to_act, "action": action, "label": before.label(action, lang)}
        state = self.seek(step)
        view = state.view(seat, log=False)
        start = self.marks[step - 1] if step > 0 else 0
        lines = [{"text": state.describe(e, lang), "event": e} for e in state.visible_events(seat)]
        return {
            "step": step,
            "total": len(self.actions),
            "last": last,
            "view": view,
            "log": lines[-LOG_LIMIT:],
            "fresh": len(state.visible_events(seat, start)),
        }


SWEEP_EVERY = 10.0
"""Seconds between two sweeps of idle rooms."""
FINISHED_IDLE = 30.0
"""Seconds a finished game nobody watches stays in memory."""
WAITING_IDLE = 300.0
"""Seconds a game waiting for players, with nobody connected, stays in memory."""


class RoomManager:
    """Every live room of this server, over one store."""

    def __init__(self, config: ServerConfig, store: Store) -> None:
        self.config = config
        self.store = store
        self.writer = StoreWriter(store)
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self._replays: OrderedDict[str, ReplayCursor] = OrderedDict()
        self._sweeper: asyncio.Task[None] | None = None
        self._resumer: asyncio.Task[None] | None = None
        self.clock: Callable[[], float] = time.time
        self.bot_pool = BotPool(config.bot_workers)
        self._created: dict[str, list[Room]] = {}
        """The rooms each client created (by address), while they are live: its limits count them."""
        self._allowance = Allowance(config.room_rate)
        """Each client's room-creation allowance: ``room_rate`` a minute, in bursts of as many."""
        self.chat_allowance = Allowance(CHAT_PER_MINUTE, burst=CHAT_BURST)
        """Each seat's chat allowance (web-CHAT-04), keyed ``room/seat``."""
        self.cluster: Cluster | None = None
        """This instance's part in a cluster (``config.redis_url``), made by :meth:`start`."""
        self.players = Players(store, self.writer, one_network=config.rate_one_network)
        """Personal keys, ratings and stored chat (``noppa.server.players``)."""
        self.lock_outage = Outage("database lock connection")
        """A single server's lock connection on PostgreSQL (a cluster's is ``cluster.lock_outage``)."""
        self._lock_keeper: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ life

    async def start(self) -> None:
        """Resume every running game (in the background) and start the sweeper.

        In a cluster the running games are not all resumed here: the lease loop takes the ones
        no instance owns (``noppa.server.cluster``).
        """
        if self.config.redis_url:
            from noppa.server.cluster import Cluster, Leases

            if self.store.lock is None:
                raise RuntimeError("a cluster needs a serving store on PostgreSQL")
            leases = await asyncio.to_thread(Leases, self.store.lock)
            self.cluster = Cluster(self, self.config.redis_url, leases)
            await self.cluster.start()
        else:
            self._resumer = asyncio.create_task(self._resume(), name="resume-rooms")
            if self.store.lock is not None and self.store.lock.connection is not None:
                self._lock_keeper = asyncio.create_task(
                    keep_lock(self.store.lock, self.lock_outage), name="keep-lock"
                )
        self._sweeper = asyncio.create_task(self._sweep(), name="sweep-rooms")
        self.players.start()

    async def close(self) -> None:
        """Stop the bots, finish the writes, leave the cluster, close the store."""
        for task in (self._resumer, self._sweeper, self._lock_keeper):
            if task is not None:
                await cancel_and_wait(task)
        for room in list(self.rooms.values()):
            await room.stop()
        if self.cluster is not None:
            await self.cluster.close()
        await self.players.close()
        self.bot_pool.close()
        await asyncio.to_thread(self.writer.close)
        self.store.close()

    def outages(self) -> list[Outage]:
        """The long-lived connections that are down now (``/api/health`` is degraded while any is)."""
        found = [self.lock_outage] if self.lock_outage.since is not None else []
        return found + (self.cluster.outages() if self.cluster is not None else [])

    async def _resume(self) -> None:
        ids = await asyncio.to_thread(self.store.room_ids, [RUNNING])
        for room_id in ids:
            try:
                await self.get(room_id)
            except Exception:
                log.exception("room %s could not be resumed", room_id)
        if ids:
            log.info("resumed %d running games", len(ids))

    async def _sweep(self) -> None:
        """Every few seconds, forget idle rooms nobody watches (they load again on demand)."""
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            await self.sweep(time.monotonic())

    async def sweep(self, now: float) -> list[str]:
        """Forget the rooms that are not running, unwatched and idle; returns their ids.

        A finished game goes after :data:`FINISHED_IDLE` seconds, one still waiting for its
        players after :data:`WAITING_IDLE`. Keeping finished games in memory only grows the heap
        the garbage collector walks (under load that stalled every move for a quarter second);
        the store has them, and a replay or a late visitor loads them again. In a cluster a
        running game nobody here watches goes too when another instance owns it.
        """
        gone: list[str] = []
        for room in list(self.rooms.values()):
            if room.listeners or (room.status == RUNNING and room.owned):
                continue
            limit = WAITING_IDLE if room.status == WAITING else FINISHED_IDLE
            if now - room.last_seen > limit:
                await room.stop()
                self.rooms.pop(room.id, None)
                gone.append(room.id)
        return gone

    # ------------------------------------------------------------------ rooms

    def admit(self, spec: RoomSpec, client: str) -> None:
        """Refuse a room the server's or the client's limits do not allow (:class:`Refused`).

        The server keeps at most ``max_rooms`` rooms waiting or under way and ``max_bot_rooms``
        of them with bots (503: nobody may, for now); one client (``client``, its address) at most
        ``client_rooms`` and ``client_bot_rooms`` of those, created at ``room_rate`` a minute in
        bursts of as many (429). Creating 2,000 rooms in 6 s from one client, or 60 rooms of search
        bots, was possible before; ``docs/web.md`` (*Faults*) lists the settings.
        """
        config = self.config
        bots = any(seat.kind == BOT for seat in spec.seats)
        live = [room for room in self.rooms.values() if room.status in LIVE]
        if len(live) >= config.max_rooms:
            raise Refused("server_full", status=503)
        if bots and sum(room.has_bots for room in live) >= config.max_bot_rooms:
            raise Refused("bot_rooms_full", status=503)
        # a waiting room swept from memory (nobody came for five minutes) no longer counts
        mine = [r for r in self._created.pop(client, []) if r.status in LIVE and self.rooms.get(r.id) is r]
        if mine:
            self._created[client] = mine
        if len(mine) >= config.client_rooms:
            raise Refused("client_rooms", status=429, count=config.client_rooms)
        if bots and sum(room.has_bots for room in mine) >= config.client_bot_rooms:
            raise Refused("client_bot_rooms", status=429, count=config.client_bot_rooms)
        wait = self._allowance.take(client)
        if wait:
            raise Refused("room_rate", status=429, count=wait)

    async def create(self, spec: RoomSpec, client: str = "") -> tuple[Room, str]:
        """Create, store and start a room for ``client``; returns it with the host token.

        Raises :class:`Refused` when a limit does not allow it (see :meth:`admit`).
        """
        self.admit(spec, client)
        mine = [number for number, s in enumerate(spec.seats) if s.kind == HUMAN and s.local]
        if spec.player is not None and len(mine) == 1:  # web-KEY-06: the creator's mark, if needed
            spec.seats[mine[0]].name = await self.players.seat_name(spec.player, spec.seats[mine[0]].name)
        game = spec.game
        seed = new_seed() if spec.seed is None else spec.seed
        salt = new_salt()
        state = game.new_state(spec.players, seed=seed, options=spec.options)
        room_id = new_room_id()
        host = new_token()
        now = self.clock()
        seats = []
        for number, s in enumerate(spec.seats):
            human = s.kind == HUMAN
            seats.append(
                SeatRecord(
                    seat=number,
                    kind=s.kind,
                    bot=None if human else s.bot,
                    name=s.name,
                    token_hash=token_hash(seat_token(host, room_id, number)) if human else "-",
                    claimed=human and s.local,
                    open=human and s.open and not s.local,
                    local=human and s.local,
                )
            )
        waiting = any(s.kind == HUMAN and not s.claimed for s in seats)
        clock = None if spec.clock == ClockSettings() else Clock.new(spec.clock, spec.players)
        to_act = state.to_act
        if clock is not None and not waiting:  # stored started: whichever instance loads it sees it run
            clock.follow(now, to_act, to_act is not None and seats[to_act].kind == HUMAN)
        saved = state.to_json()
        record = RoomRecord(
            id=room_id,
            game=game.id,
            players=spec.players,
            options=dict(state.options),
            lang=spec.lang,
            public=spec.public,
            title=spec.title,
            status=WAITING if waiting else RUNNING,
            dice=saved["dice"],
            snapshot=saved["snapshot"],
            moves=0,
            to_act=state.to_act,
            outcome=None,
            host_hash=token_hash(host),
            away_after=spec.away_after,
            created_at=now,
            updated_at=now,
            seats=seats,
            seed=seed,
            salt=salt,
            commitment=commitment(seed, salt),
            clock=None if clock is None else clock.to_json(),
            rated=spec.rated,
        )

        mine = [s.seat for s in seats if s.local]
        player = spec.player if len(mine) == 1 else None  # hot-seat: the device's people are several

        def job(conn: SqlConnection) -> None:
            Store.insert_room(conn, record)
            if spec.rated:
                rate_room(conn, room_id)
            if player is not None:
                link(conn, room_id, mine[0], player)

        await self.writer.write(job)
        room = Room(self, record, state)
        self.rooms[room_id] = room
        self._created.setdefault(client, []).append(room)
        if self.cluster is not None and room.status == RUNNING:
            await self.cluster.adopt(room)
        else:
            room.start()
        return room, host

    async def get(self, room_id: str) -> Room | None:
        """The room ``room_id``, loaded from the store if needed; ``None`` if there is none."""
        room = self.rooms.get(room_id)
        if room is not None:
            return room
        pending = self._loading.get(room_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Room | None] = asyncio.get_running_loop().create_future()
        self._loading[room_id] = future
        try:
            room = await self._load(room_id)
            future.set_result(room)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # whoever waits gets it; nobody waiting is fine too
            raise
        finally:
            self._loading.pop(room_id, None)
        return room

    async def _load(self, room_id: str) -> Room | None:
        found = await asyncio.to_thread(self.store.load_room, room_id)
        if found is None:
            return None
        record, actions = found
        try:
            get_game(record.game)
        except UnknownGame:
            log.warning("room %s is a game of %r, which is not installed: left alone", room_id, record.game)
            return None
        state = await asyncio.to_thread(self._rebuild, record, actions)
        if state is None:
            record.status = BROKEN
            state = self._placeholder(record)
        room = Room(self, record, state)
        self.rooms[room_id] = room
        room.start()
        if self.cluster is not None:
            self.cluster.publish(room_id, "ask")  # who is connected to it on the other instances
        return room

    @staticmethod
    def _rebuild(record: RoomRecord, actions: list[str]) -> State | None:
        """Replay a stored game; a snapshot that disagrees is reported, the replay stands.

        ``None`` when the game cannot be rebuilt from what is stored (the room is then ``broken``):
        options or dice that do not decode, dice that claim an absurd number of draws (replaying
        them would keep a core busy for minutes), a move the rules refuse.
        """
        game = get_game(record.game)
        if {"options", "dice"} & set(record.damaged):
            log.error("room %s: its stored %s is not valid JSON", record.id, " and ".join(record.damaged))
            return None
        if "snapshot" in record.damaged:
            log.warning("room %s: its stored snapshot is not valid JSON; replaying without it", record.id)
        draws = record.dice.get("draws", 0) if isinstance(record.dice, dict) else 0
        if not isinstance(draws, int) or draws > MAX_STORED_DRAWS:
            log.error("room %s: its dice claim %r draws before the first move", record.id, draws)
            return None
        save = {
            "format": "noppa-save/1",
            "game": record.game,
            "players": record.players,
            "options": record.options,
            "dice": record.dice,
            "actions": actions,
            "snapshot": record.snapshot,
        }
        try:
            return game.load_state(save, where=f"room {record.id}")
        except LoadError as error:
            log.warning("room %s: %s; replaying without the snapshot", record.id, error)
        except RecursionError:
            log.error("room %s: its stored data nest too deeply", record.id)
            return None
        try:
            save["snapshot"] = None
            return game.load_state(save, where=f"room {record.id}")
        except (LoadError, RecursionError) as error:
            log.error("room %s cannot be replayed: %s", record.id, error)
            return None

    @staticmethod
    def _placeholder(record: RoomRecord) -> State:
        """The start a ``broken`` room shows (nobody moves in it): its stored setup if that is valid.

        The stored dice are left out: they may be what broke the room.
        """
        game = get_game(record.game)
        try:
            return game.new_state(record.players, options=record.options, seed=0)
        except (NoppaError, ValueError, TypeError, AttributeError):
            players = record.players if record.players in game.player_counts else game.player_counts.start
            return game.new_state(players, seed=0)

    async def listing(self, statuses: list[str], lang: str, *, limit: int) -> list[dict[str, Any]]:
        """Public rooms in ``statuses`` for the lobby; live rooms report who is connected."""
        records = await asyncio.to_thread(self.store.list_rooms, statuses, limit)
        return [self.summary_of(record, lang) for record in records]

    async def summaries(self, ids: list[str], lang: str) -> list[dict[str, Any]]:
        """The rooms with these ids (public or not: knowing an id is the right to see the room)."""
        out = []
        for room_id in ids:
            room = self.rooms.get(room_id)
            if room is not None:
                out.append(room.summary(lang))
                continue
            try:
                found = await asyncio.to_thread(self.store.load_room, room_id)
            except Refused:  # a room whose stored data are damaged (logged): the others still list
                continue
            if found is not None:
                out.append(self.summary_of(found[0], lang))
        return out

    def summary_of(self, record: RoomRecord, lang: str) -> dict[str, Any]:
        """A lobby entry from a stored record (or the live room, which knows more)."""
        room = self.rooms.get(record.id)
        if room is not None:
            return room.summary(lang)
        try:
            game_name = get_game(record.game).name(lang)
        except Exception:  # a game no longer installed still lists
            game_name = record.game

        def label(n: int) -> str:
            return text("engine.player", lang, number=n + 1)

        return {
            "id": record.id,
            "game": record.game,
            "game_name": game_name,
            "title": record.title,
            "players": record.players,
            "lang": record.lang,
            "public": record.public,
            "rated": record.rated,
            "status": record.status,
            "moves": record.moves,
            "turn": None,
            "to_act": record.to_act,
            "seats": [
                {
                    "seat": s.seat,
                    "label": label(s.seat),
                    "name": s.name,
                    "kind": s.kind,
                    "bot": s.bot,
                    "claimed": s.claimed or s.kind == BOT,
                    "open": s.open and not s.claimed and s.kind == HUMAN,
                    "connected": s.kind == BOT,
                    "standin": False,
                    "away_since": None,
                }
                for s in record.seats
            ],
            "created_at": record.created_at,
            "updated_at": record.updated_at,
            "watchers": 0,
            "away_after": record.away_after,
            "clock": public_of(record.clock, record.players, self.clock()),
            **fairness_of(record.status, record.seed, record.salt, record.commitment),
        }

    async def join_open_seat(self, room: Room, seat: int, name: str, player: str | None = None) -> str:
        """Give an open seat to whoever asks first; returns the session token of the joiner's device.

        ``player``: the joiner's (their personal key), to whom the seat is linked.
        """
        name = await self.players.seat_name(player, name)  # web-KEY-06; before the check: no pause after
        info = room.seats[seat] if 0 <= seat < len(room.seats) else None
        if info is None or info.kind != HUMAN or not info.open or info.claimed:
            raise Refused("seat_taken", status=409)
        # The joiner's device gets a session token of its own; the host's invitation for this
        # seat now only says the seat is taken, as it should for a seat someone took.
        token = new_token()
        before = (info.session_hash, info.name)
        info.session_hash = token_hash(token)
        info.claimed = True
        info.name = name
        room_id = room.id
        record = info.record()

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
            await self.writer.write(job)
        except (Refused, Conflict) as error:
            # not stored (the database is locked…): the seat stays open for a retry; or another
            # instance gave it away first (web-SEAT-01): this copy catches up
            info.session_hash, info.name = before
            info.claimed = False
            if isinstance(error, Refused):
                raise
            await room.catch_up()
            raise Refused("seat_taken", status=409) from None
        if room.status == WAITING and room._everyone_here():
            await room._set_status(RUNNING)
        room.changed()
        return token

    # ------------------------------------------------------------------ replays

    async def replay_cursor(self, room: Room) -> ReplayCursor:
        """A cursor over a finished room's moves (a few are kept, most recent first)."""
        cursor = self._replays.get(room.id)
        if cursor is not None:
            self._replays.move_to_end(room.id)
            return cursor
        state = room.state
        game = room.game
        start = game.new_state(
            state.players, options=dict(state.options), dice=load_dice(state.initial_dice), names=state.names
        )
        cursor = ReplayCursor(
            game=game,
            players=state.players,
            options=dict(state.options),
            dice=dict(state.initial_dice),
            actions=list(state.history),
            state=start,
            marks=[len(start.events)],
            names=state.names,
        )
        self._replays[room.id] = cursor
        while len(self._replays) > 16:
            self._replays.popitem(last=False)
        return cursor
