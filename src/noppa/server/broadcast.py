"""Broadcasting: who watches a room, and what each connection is sent.

A room's :class:`Broadcast` holds its connections (:class:`Listener`) and, in a cluster, which seats
have a connection on the other instances. It builds each connection's ``state`` message from what
its seat may see (``state.view(seat)``, the events it may see, its legal actions when it is to act),
caching the views, menus and log lines per move so a hundred watchers cost one view each, and it
tells the connections when the room changed (:meth:`Broadcast.announce`), who is connected
(``presence``), and chat lines.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import msgspec

from noppa.bots import bot_label
from noppa.engine import State, text
from noppa.server.errors import Refused
from noppa.server.seat import BOT, HUMAN, Seat
from noppa.server.status import RUNNING

if TYPE_CHECKING:
    from noppa.server.room import Room

_encode = msgspec.json.Encoder().encode

_NO_ACK = b"null}"
"""How an encoded ``state`` message ends when it acknowledges nothing (``"ack"`` is its last key)."""

LOG_LIMIT = 500
"""Most log lines sent in one full log (a reconnecting client of a long game gets the latest)."""


def latest_visible(state: State, seat: int | None, limit: int = LOG_LIMIT) -> list[dict[str, Any]]:
    """The last ``limit`` events ``seat`` may see, looked for from the end of the log (a window
    that grows only where the seat may see few events), so the cost does not grow with the game."""
    total = len(state.events)
    window = limit
    while True:
        events = state.visible_events(seat, max(0, total - window))
        if len(events) >= limit or window >= total:
            return events[-limit:]
        window *= 4


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


_UNMADE: Any = object()
"""A :class:`_Cache`'s ``public`` not made yet (``None`` is a game that gives none)."""


@dataclass
class _Cache:
    move: int = -1
    public: Any = _UNMADE
    """``state.public_view()`` of the move: what every seat's view is made from alike."""
    views: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    legal: dict[tuple[int, str], list[dict[str, str]]] = field(default_factory=dict)
    frames: dict[tuple[Any, ...], tuple[list[dict[str, Any]], bytes]] = field(default_factory=dict)
    """Encoded ``state`` messages with a ``null`` ``ack``, by what they show (and the players' list
    they hold, kept so its id stays its own)."""


class Broadcast:
    """A room's connections and what each is sent."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.listeners: set[Listener] = set()
        self.remote: dict[str, frozenset[int]] = {}
        """In a cluster: the seats with a connection on each other instance (by instance name)."""
        self._cache = _Cache()
        self._lines: dict[tuple[int, str], tuple[dict[str, Any], str, msgspec.Raw]] = {}
        """Each event's log line by the event's id and language: the event (so that its id stays
        its own), the line's text, and the line ``{"text", "event"}`` encoded."""
        self._here: frozenset[int] | None = None
        """The seats some connection here acts for (``None``: to count again)."""
        self._players: tuple[tuple[Any, ...], dict[str, list[dict[str, Any]]]] = ((), {})
        """The players' list as last built (by language), and the facts it was built from."""
        self._players_raw: tuple[list[dict[str, Any]] | None, msgspec.Raw] = (None, msgspec.Raw(b"[]"))
        """The players' list last encoded, and its encoding."""

    # ------------------------------------------------------------------ who is here

    def connected(self, seat: int) -> bool:
        """Whether some connection acts for ``seat`` now (on any instance of a cluster)."""
        return seat in self._seats_here() or any(seat in seats for seats in self.remote.values())

    def seats_here(self) -> set[int]:
        """The seats some connection to this instance acts for."""
        return set(self._seats_here())

    def _seats_here(self) -> frozenset[int]:
        """:meth:`seats_here`, counted once per change of the connections (not per seat and message:
        with a hundred spectators that was a walk over them for every seat of every message)."""
        here = self._here
        if here is None:
            here = self._here = frozenset(seat for listener in self.listeners for seat in listener.seats)
        return here

    def players_json(self, lang: str) -> list[dict[str, Any]]:
        """The seats as every client may see them (never tokens): built again only when one of the
        facts it shows changed (a seat, a name, who is connected, a stand-in), else shared."""
        room = self.room
        standins = room.pacing.standins
        away = room.pacing.away_since
        facts = (
            room.state.names,
            tuple(
                (s.kind, s.bot, s.name, s.claimed, s.open, self.connected(s.seat), away.get(s.seat))
                for s in room.seats
            ),
            tuple(sorted(standins)),
        )
        known, built = self._players
        if known != facts:
            built = {}
            self._players = (facts, built)
        found = built.get(lang)
        if found is None:
            found = built[lang] = self._players_json(lang)
        return found

    def _players_json(self, lang: str) -> list[dict[str, Any]]:
        room = self.room
        standins = room.pacing.standins
        return [
            {
                "seat": s.seat,
                "label": text("engine.player", lang, number=s.seat + 1),
                "name": room.state.seat_name(s.seat, lang),
                "kind": s.kind,
                "bot": s.bot,
                "bot_label": bot_label(room.game, s.bot, lang) if s.bot else None,
                "claimed": s.claimed or s.kind == BOT,
                "open": s.open and not s.claimed and s.kind == HUMAN,
                "connected": s.kind == BOT or self.connected(s.seat),
                "standin": s.seat in standins,
                "away_since": self._away_shown(s),
            }
            for s in room.seats
        ]

    def _away_shown(self, seat: Seat) -> float | None:
        """Since when (epoch seconds) the person of a taken seat is away; ``None``: here, or no one yet."""
        if seat.kind != HUMAN or not seat.claimed or self.connected(seat.seat):
            return None
        return self.room.pacing.away_since.get(seat.seat)

    # ------------------------------------------------------------------ views for clients

    def forget(self) -> None:
        """Drop what is cached: the state was replaced (or the seats' names changed)."""
        self._cache = _Cache()
        self._lines.clear()

    def _fresh_cache(self) -> _Cache:
        move = self.room.move
        if self._cache.move != move:
            self._cache = _Cache(move)
        return self._cache

    def view(self, seat: int | None) -> dict[str, Any]:
        """``state.view(seat)`` without its log (the log travels line by line); cached per move.

        The part every seat sees alike (``state.public_view()``) is made once per move and shared
        by every seat and spectator, each adding only its own part (``state.view_from``)."""
        return self._view(self._fresh_cache(), seat)

    def _view(self, cache: _Cache, seat: int | None) -> dict[str, Any]:
        found = cache.views.get(seat)
        if found is None:
            state = self.room.state
            public = cache.public
            if public is _UNMADE:
                public = cache.public = state.public_view()
            found = state.view(seat, log=False) if public is None else state.view_from(public, seat)
            cache.views[seat] = found
        return found

    def legal(self, seat: int, lang: str) -> list[dict[str, str]]:
        """The legal actions of ``seat`` (when it is to act) with their labels in ``lang``."""
        room = self.room
        if room.status != RUNNING or room.state.to_act != seat:
            return []
        cache = self._fresh_cache()
        found = cache.legal.get((seat, lang))
        if found is None:
            state = room.state
            found = [{"action": a.text, "label": state.label(a, lang)} for a in state.legal_actions()]
            cache.legal[(seat, lang)] = found
        return found

    def log_lines(self, seat: int | None, start: int, lang: str) -> list[dict[str, Any]]:
        """The events from ``start`` that ``seat`` may see, each with its line of text in ``lang``
        (from 0: the latest :data:`LOG_LIMIT` of them, found from the end)."""
        return [{"text": self._line(event, lang)[1], "event": event} for event in self._visible(seat, start)]

    def _visible(self, seat: int | None, start: int) -> list[dict[str, Any]]:
        state = self.room.state
        return latest_visible(state, seat) if start == 0 else state.visible_events(seat, start)

    def _log_raw(self, seat: int | None, start: int, lang: str) -> list[msgspec.Raw]:
        """:meth:`log_lines` encoded: each line once per event and language, whoever sees it."""
        return [self._line(event, lang)[2] for event in self._visible(seat, start)]

    def _describe(self, event: dict[str, Any], lang: str) -> str:
        """``state.describe`` with a cache shared by every connection that sees the same event."""
        return self._line(event, lang)[1]

    def _line(self, event: dict[str, Any], lang: str) -> tuple[dict[str, Any], str, msgspec.Raw]:
        key = (id(event), lang)
        found = self._lines.get(key)
        if found is not None and found[0] is event:  # the cache holds the event: its id is its own
            return found
        line = self.room.state.describe(event, lang)
        if len(self._lines) > 4096:
            self._lines.clear()
        found = self._lines[key] = (event, line, msgspec.Raw(_encode({"text": line, "event": event})))
        return found

    def _players_encoded(self, players: list[dict[str, Any]]) -> msgspec.Raw:
        known, raw = self._players_raw
        if known is not players:
            raw = msgspec.Raw(_encode(players))
            self._players_raw = (players, raw)
        return raw

    def state_message(
        self, viewing: int | None, seats: frozenset[int], lang: str, log_from: int, ack: Any = None
    ) -> dict[str, Any]:
        """The ``state`` message for a connection (``log_from``: the first event it has not seen)."""
        return msgspec.json.decode(self.state_frame(viewing, seats, lang, log_from, ack))  # type: ignore[no-any-return]

    def _state_message(
        self,
        cache: _Cache,
        players: list[dict[str, Any]],
        *,
        viewing: int | None,
        seats: frozenset[int],
        lang: str,
        log_from: int,
        ack: Any,
    ) -> dict[str, Any]:
        room = self.room
        state = room.state
        controls = viewing is not None and viewing in seats
        return {
            "type": "state",
            "room": room.id,
            "move": cache.move,
            "status": room.status,
            "viewing": viewing,
            "to_act": state.to_act,
            "turn": state.turn,
            "view": self._view(cache, viewing),
            "legal": self.legal(viewing, lang) if controls and viewing is not None else [],
            "log": self._log_raw(viewing, log_from, lang),
            "reset": log_from == 0,
            "players": self._players_encoded(players),
            "outcome": room.outcome_json(lang),
            "clock": room.clock_json(),
            "ack": ack,  # last: a shared frame's ``null`` is replaced by a connection's own
        }

    def state_text(
        self, viewing: int | None, seats: frozenset[int], lang: str, log_from: int, ack: Any = None
    ) -> str:
        """:meth:`state_frame` as text."""
        return self.state_frame(viewing, seats, lang, log_from, ack).decode()

    def state_frame(
        self, viewing: int | None, seats: frozenset[int], lang: str, log_from: int, ack: Any = None
    ) -> bytes:
        """:meth:`state_message` encoded (UTF-8 JSON): built and encoded once for every connection
        that is sent the same (the spectators of a move, a seat's tabs, the mover's tabs whatever
        their ``ack``), not once per connection. Each line of the log and the players' list are
        encoded once for every connection that sees them."""
        room = self.room
        cache = self._fresh_cache()
        players = self.players_json(lang)
        if room.clock is not None:  # a clock ticks: a frame of its own
            message = self._state_message(
                cache, players, viewing=viewing, seats=seats, lang=lang, log_from=log_from, ack=ack
            )
            return _encode(message)
        controls = viewing is not None and viewing in seats
        key = (room.status, viewing, controls, lang, log_from, id(players))
        found = cache.frames.get(key)
        if found is None:
            message = self._state_message(
                cache, players, viewing=viewing, seats=seats, lang=lang, log_from=log_from, ack=None
            )
            found = (players, _encode(message))
            cache.frames[key] = found
        frame = found[1]
        if ack is None:
            return frame
        return frame[: -len(_NO_ACK)] + _encode(ack) + b"}"

    # ------------------------------------------------------------------ connections

    def attach(self, listener: Listener) -> None:
        """A connection arrives (its seats already claimed): count it present, tell the others.

        A person coming back takes the seat back from a stand-in bot at once, mid-turn included.
        The others get a small ``presence`` message, not a full state; a spectator changes nothing
        they see, so nobody is told (300 spectators joining sent 45,150 full states to those already
        there, 47.8 MB: ``benchmarks/spectator_joins.py``).
        """
        room = self.room
        came_back = room.pacing.arrived(listener.seats)
        self.listeners.add(listener)
        self._here = None
        room.last_seen = time.monotonic()
        if listener.seats and room.cluster is not None:
            room.cluster.tell_presence(room)
        if came_back:
            self.changed()
        elif listener.seats:
            self._tell_presence(listener)

    def detach(self, listener: Listener) -> None:
        """A connection left: its seats are away from now unless another tab still plays them."""
        room = self.room
        self.listeners.discard(listener)
        self._here = None
        room.last_seen = time.monotonic()
        room.pacing.left(number for number in listener.seats if not self.connected(number))
        if listener.seats:
            if room.cluster is not None:
                room.cluster.tell_presence(room)
            self._tell_presence(listener)

    def _tell_presence(self, changed: Listener | None) -> None:
        for other in list(self.listeners):
            if other is not changed:
                other.presence()
        self.room.wake.set()

    def remote_presence(self, instance: str, seats: frozenset[int]) -> None:
        """Another instance says which seats have a connection there now (none: it is gone).

        As on one server (:meth:`attach`, :meth:`detach`): a seat nobody is connected to any
        more is away from now, and a person coming back takes the seat back from a stand-in.
        """
        numbers = [s.seat for s in self.room.seats]
        before = {n for n in numbers if self.connected(n)}
        if seats:
            self.remote[instance] = seats
        elif self.remote.pop(instance, None) is None:
            return
        after = {n for n in numbers if self.connected(n)}
        if before == after:
            return
        pacing = self.room.pacing
        pacing.left(before - after)
        if pacing.arrived(after - before, here=self.room.owned):
            self.changed()
        else:
            self._tell_presence(None)

    def revoke(self, seat: int) -> None:
        """The link of ``seat`` was reissued: close the connections that played it."""
        for listener in list(self.listeners):
            if seat in listener.seats:
                listener.revoke()
                self._here = None

    # ------------------------------------------------------------------ telling

    def announce(self) -> None:
        """Tell every connection that something changed, and wake the bot task."""
        if self.room.sync_names():
            self.forget()
        for listener in list(self.listeners):
            listener.notify()
        self.room.pacing.poke()

    def changed(self) -> None:
        """:meth:`announce` a change other than a move, and tell the other instances of a cluster."""
        self.announce()
        room = self.room
        cluster = room.cluster
        if cluster is not None:
            if room.owned:
                cluster.publish(room.id, "room", standins=sorted(room.pacing.standins))
            else:
                cluster.publish(room.id, "room")

    # ------------------------------------------------------------------ chat

    async def chat(self, seat: int, message: str) -> None:
        """Store a chat line from ``seat``, then pass it to everyone in the room, on every instance.

        web-CHAT-01: stored once, by the instance that heard it, with the move it was said at.
        web-CHAT-04: a seat says at most ``CHAT_PER_MINUTE`` lines a minute (bursts of
        ``CHAT_BURST``) however many connections it has; more are refused (``chat_slow``, 429).
        """
        room = self.room
        wait = room.manager.chat_allowance.take(f"{room.id}/{seat}")
        if wait:
            raise Refused("chat_slow", status=429, seconds=wait)
        line = {
            "type": "chat",
            "seat": seat,
            "name": room.seats[seat].name,
            "text": message,
            "hidden": False,
            "at": time.time(),
            "move": room.move,
        }
        line["id"] = await room.manager.players.add_chat(room.id, line)
        self.chat_here(line)
        if room.cluster is not None:
            room.cluster.publish(room.id, "chat", line=line)

    async def hide_chat(self, line_id: int) -> None:
        """web-CHAT-05: the host hides a chat line: erased from the store, hidden at every table."""
        room = self.room
        await room.manager.players.hide_chat(room.id, line_id)
        self.chat_here({"type": "chat_hidden", "line": line_id})
        if room.cluster is not None:
            room.cluster.publish(room.id, "chat_hidden", line=line_id)

    def chat_here(self, line: dict[str, Any]) -> None:
        """Pass a chat line to the connections of this instance."""
        for listener in list(self.listeners):
            listener.push(line)
