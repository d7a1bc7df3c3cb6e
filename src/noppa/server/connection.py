"""The WebSocket protocol of live play (``/ws/rooms/{room}``); ``docs/web.md`` documents it.

Every incoming message is checked before anything acts on it: its size, that it is text holding a
JSON object, its ``type`` and each field's type. A refused message gets an ``error`` reply in the
connection's language and changes nothing. A connection sees only the view of a seat its token acts
for (or the spectators' view), and receives a fresh ``state`` whenever the room changes: sending is
coalesced, so a slow client gets the latest state rather than a growing queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from typing import Any

import msgspec
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from noppa.engine import LANGS, RulesError
from noppa.engine.numbers import whole_number
from noppa.server import table_play
from noppa.server.errors import Refused, number_field
from noppa.server.frames import Frames
from noppa.server.limits import Allowance
from noppa.server.players import CHAT_SHOWN
from noppa.server.room import Room
from noppa.server.rooms import RoomManager
from noppa.server.seating import Grant, clean_name
from noppa.server.tokens import is_room_id, looks_like_token

log = logging.getLogger("noppa.server.connection")

HELLO_TIMEOUT = 15.0
OUTBOX_LIMIT = 200
CHAT_LIMIT = 300
PROTOCOL = 1
MAX_CHAT_LINE = 2**62
"""The largest chat line id a ``chat_hide`` may name (the store's ids are 64-bit)."""
MAX_MOVE = 10**9
"""The largest move number an ``act`` may name (``move``): no game has nearly so many."""

_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder()

CLOSE_NO_ROOM = 4404
CLOSE_BAD_TOKEN = 4403
CLOSE_PROTOCOL = 4400
CLOSE_FLOOD = 4429
CLOSE_TRY_AGAIN = 1013
"""WebSocket's 'try again later': the server could not store what the hello asked (a database fault)."""


class Connection:
    """One browser tab (or program) connected to one room."""

    def __init__(self, ws: WebSocket, manager: RoomManager) -> None:
        self.ws = ws
        self.frames = Frames(ws)
        self.manager = manager
        self.config = manager.config
        self.room: Room | None = None
        self.grant = Grant()
        self.seats: frozenset[int] = frozenset()
        self.viewing: int | None = None
        self.lang = "en"
        self.log_from = 0
        self.ack: Any = None
        self._state_due = False
        self._presence_due = False
        self._revoker: asyncio.Task[None] | None = None
        self.session: str | None = None
        self._outbox: deque[dict[str, Any]] = deque()
        self._waiter: asyncio.Future[None] | None = None
        """The send loop's wait for something to send (``None``: it is not waiting)."""
        self._sender: asyncio.Task[None] | None = None
        rate = self.config.rate_per_second
        self._messages = Allowance(rate, per=1.0, burst=rate * 2)
        self._refused = 0

    # ------------------------------------------------------------------ Listener

    def notify(self) -> None:
        """The room changed: send the latest state when the socket is free."""
        self._state_due = True
        self._wake()

    def presence(self) -> None:
        """Only who is connected changed: send a ``presence`` message (no state) when free."""
        self._presence_due = True
        self._wake()

    def revoke(self) -> None:
        """The seat's link was reissued: stop acting for it at once, tell the person, and close."""
        self.grant = Grant()
        self.seats = frozenset()
        self.viewing = None
        self.error(Refused("seat_revoked", status=403))
        self._revoker = asyncio.get_running_loop().create_task(self._close(CLOSE_BAD_TOKEN))

    def push(self, message: dict[str, Any]) -> None:
        """Queue one message; a client that stops reading is disconnected."""
        if len(self._outbox) >= OUTBOX_LIMIT:
            log.info("dropping a connection that does not read")
            self._outbox.clear()
            if self._sender is not None:
                self._sender.cancel()
            return
        self._outbox.append(message)
        self._wake()

    # ------------------------------------------------------------------ sending

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def _send_loop(self) -> None:
        # what is due is the flags and the outbox themselves: the loop waits (one bare future, not
        # an asyncio.Event's waiter list and loop check per message) only when nothing is
        loop = asyncio.get_running_loop()
        while True:
            due = self.room is not None and (self._state_due or self._presence_due)
            if not (self._outbox or due):
                waiter = self._waiter = loop.create_future()
                await waiter
            while self._outbox:
                await self._send(self._outbox.popleft())
            if self._state_due and self.room is not None:
                self._state_due = False
                room = self.room
                frame = room.broadcast.state_frame(
                    self.viewing, self.seats, self.lang, self.log_from, self.ack
                )
                self.ack = None
                self.log_from = len(room.state.events)
                self._presence_due = False  # the state holds the players too
                await self.frames.send(frame)
            if self._presence_due and self.room is not None:
                self._presence_due = False
                await self._send({"type": "presence", "players": self.room.broadcast.players_json(self.lang)})

    async def _send(self, message: dict[str, Any]) -> None:
        await self.frames.send(_encoder.encode(message))

    def error(self, refusal: Refused | RulesError, ref: Any = None) -> None:
        """Queue an ``error`` reply in the connection's language."""
        code = refusal.code if isinstance(refusal, Refused) else type(refusal).__name__
        self.push({"type": "error", "code": code, "message": refusal.message(self.lang), "ref": ref})

    # ------------------------------------------------------------------ the session

    async def run(self, room_id: str) -> None:
        """Serve the connection until it closes."""
        await self.ws.accept()
        self._sender = asyncio.create_task(self._send_loop())
        try:
            await self._serve(room_id)
        except WebSocketDisconnect:
            pass
        finally:
            if self.room is not None:
                self.room.broadcast.detach(self)
            sender, self._sender = self._sender, None
            if sender is not None:
                # let queued replies (a last error) go out before the socket closes
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self._drain(), timeout=1.0)
                sender.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await sender

    async def _drain(self) -> None:
        while self._outbox and self._sender is not None and not self._sender.done():
            await asyncio.sleep(0.01)

    async def _close(self, code: int) -> None:
        await self._drain()
        if self.ws.application_state == WebSocketState.CONNECTED:
            with contextlib.suppress(Exception):
                await self.ws.close(code)

    async def _serve(self, room_id: str) -> None:
        if not is_room_id(room_id):
            self.error(Refused("no_room", status=404))
            await self._close(CLOSE_NO_ROOM)
            return
        try:
            room = await self.manager.get(room_id)
        except Refused as refusal:  # its stored data are damaged (web-FAULT-02)
            self.error(refusal)
            await self._close(CLOSE_TRY_AGAIN)
            return
        if room is None:
            self.error(Refused("no_room", status=404))
            await self._close(CLOSE_NO_ROOM)
            return
        try:
            hello = await asyncio.wait_for(self._receive(), timeout=HELLO_TIMEOUT)
        except TimeoutError:
            self.error(Refused("no_hello"))
            await self._close(CLOSE_PROTOCOL)
            return
        if hello is None or hello.get("type") != "hello":
            self.error(Refused("no_hello"))
            await self._close(CLOSE_PROTOCOL)
            return
        lang = hello.get("lang")
        if lang in LANGS:
            self.lang = str(lang)
        token = hello.get("token")
        if token is not None and not looks_like_token(token):
            self.error(Refused("bad_token", status=403))
            await self._close(CLOSE_BAD_TOKEN)
            return
        try:
            grant = room.seating.authorize(token)
        except Refused as refusal:
            self.error(refusal)
            await self._close(CLOSE_BAD_TOKEN)
            return
        player = None
        if hello.get("key") is not None:  # web-KEY-02: a personal key plays the seats linked to it
            try:
                player = await self.manager.players.by_key(hello.get("key"))
            except Refused as refusal:
                self.error(refusal)  # said, then the connection goes on with what its token allows
        if grant.link:
            # the first device to use an invitation claims the seat: it gets a session token
            try:
                grant, self.session = await room.seating.claim(
                    grant, clean_name(hello.get("name")), None if player is None else player.id
                )
            except Refused as refusal:
                self.error(refusal)
                # a claim the database could not store leaves the invitation good: the browser
                # keeps it and tries again; any other refusal means the link is spent or wrong
                await self._close(CLOSE_TRY_AGAIN if refusal.code == "unsaved" else CLOSE_BAD_TOKEN)
                return
        if player is not None:
            linked = await self.manager.players.seats_in(room.id, player.id)
            grant = Grant(grant.seats | linked, host=grant.host)
        self.grant = grant
        self.seats = grant.seats
        self.viewing = self._first_view(room, hello.get("seat"))
        self.room = room
        welcome = self._welcome(room)
        cluster = self.manager.cluster
        alone = cluster is None or cluster.hears(room.id)  # no chat line said unheard here
        welcome["chat"] = await self.manager.players.chat_lines(
            room.id, CHAT_SHOWN, alone=alone
        )  # web-CHAT-01
        self.push(welcome)
        room.broadcast.attach(self)
        self.notify()
        while True:
            message = await self._receive()
            if message is None:
                if self._refused > 50:
                    await self._close(CLOSE_FLOOD)
                    return
                continue
            await self._handle(room, message)

    def _first_view(self, room: Room, wanted: object) -> int | None:
        seat = whole_number(wanted, 0, room.state.players - 1)
        if seat is not None and seat in self.seats:
            return seat
        if not self.seats:
            return None
        to_act = room.state.to_act
        if to_act in self.seats and not (room.game.has_secrets and len(self.seats) > 1):
            return to_act
        if len(self.seats) == 1:
            return next(iter(self.seats))
        return None  # hot-seat with secrets: the client asks for a seat after the hand-off screen

    def _welcome(self, room: Room) -> dict[str, Any]:
        game = room.game
        return {
            "type": "welcome",
            "protocol": PROTOCOL,
            "room": {
                "id": room.id,
                "game": game.id,
                "game_name": game.name(self.lang),
                "title": room.title,
                "players": room.state.players,
                "options": dict(room.state.options),
                "public": room.public,
                "lang": room.lang,
                "has_secrets": game.has_secrets,
                "away_after": room.away_after,
                "commitment": room.commitment,
            },
            "you": {
                "seats": sorted(self.seats),
                "host": self.grant.host,
                "role": self.grant.role,
                "session": self.session,
            },
            "limits": {"max_message": self.config.max_message},
        }

    async def _receive(self) -> dict[str, Any] | None:
        """The next message as a dict, or ``None`` after replying with an error (or on a flood)."""
        raw = await self.ws.receive()
        if raw["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(raw.get("code", 1000))
        if not self._allow():
            self._refused += 1
            if self._refused % 10 == 1:
                self.error(Refused("slow_down", status=429))
            return None
        data = raw.get("text")
        if data is None:
            self._refused += 1
            self.error(Refused("not_text"))
            return None
        limit = self.config.max_message
        # a character is at most 4 bytes in UTF-8: only a text that long may be too big in bytes
        if len(data) > limit or (len(data) * 4 > limit and len(data.encode()) > limit):
            self._refused += 1
            self.error(Refused("too_big", limit=limit))
            return None
        try:
            message = _decoder.decode(data)
        except msgspec.DecodeError:
            self._refused += 1
            self.error(Refused("bad_json"))
            return None
        except RecursionError:  # msgspec stops at about a thousand levels of nesting
            self._refused += 1
            self.error(Refused("too_deep"))
            return None
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            self._refused += 1
            self.error(Refused("bad_message"))
            return None
        return message

    def _allow(self) -> bool:
        return self._messages.take() == 0

    # ------------------------------------------------------------------ messages

    async def _handle(self, room: Room, message: dict[str, Any]) -> None:
        kind = message["type"]
        ref = message.get("id")
        if ref is not None and not (
            (isinstance(ref, str) and len(ref) <= 40) or whole_number(ref, -(10**39), 10**40 - 1) is not None
        ):
            self.error(Refused("bad_field", field="id"))
            return
        try:
            if kind == "act":
                await self._act(room, message, ref)
            elif kind == "view":
                self._view(message)
            elif kind == "lang":
                self._lang(message)
            elif kind == "ping":
                self.push({"type": "pong", "id": ref, "at": time.time()})
            elif kind == "chat":
                await self._chat(room, message)
            elif kind == "chat_hide":
                if not self.grant.host:  # web-CHAT-05: the host alone hides a line
                    raise Refused("not_host", status=403)
                await room.broadcast.hide_chat(number_field(message.get("line"), "line", 1, MAX_CHAT_LINE))
            elif kind in ("resign", "undo", "end"):  # web-RESIGN-01..03, web-UNDO-01..02
                await self._table(room, kind, message)
            elif kind == "start":
                if not self.grant.host:
                    raise Refused("not_host", status=403)
                await room.seating.start_now()
            else:
                raise Refused("unknown_type", kind=kind[:30])
        except (Refused, RulesError) as refusal:
            self.error(refusal, ref)
        except Exception:
            # web-INPUT-01: whatever one message breaks, the connection stays open and is told;
            # the room is unchanged (it changes only once a move is stored)
            log.exception("message %r in room %s failed", kind[:30], room.id)
            self.error(Refused("failed", status=500), ref)

    async def _act(self, room: Room, message: dict[str, Any], ref: Any) -> None:
        action = message.get("action")
        seat = message.get("seat", self.viewing)
        expect = message.get("move")
        if not isinstance(action, str) or not action or len(action) > 200:
            raise Refused("bad_field", field="action")
        seat = number_field(seat, "seat", 0, room.state.players - 1)
        if expect is not None:
            expect = number_field(expect, "move", 0, MAX_MOVE)
        if seat not in self.seats:
            raise Refused("not_your_seat", status=403)
        if self.viewing != seat:
            raise Refused("not_viewing", status=409)
        await room.act(seat, action, expect=expect)
        self.ack = ref

    async def _table(self, room: Room, kind: str, message: dict[str, Any]) -> None:
        if kind == "end":
            await table_play.end(room, self.grant.host)
            return
        if kind == "undo":
            await table_play.undo(room, self.seats)
            return
        seat = message.get("seat", self.viewing)
        if seat is not None:
            seat = number_field(seat, "seat", 0, room.state.players - 1)
        await table_play.resign(room, self.seats, seat)

    def _view(self, message: dict[str, Any]) -> None:
        seat = message.get("seat")
        if seat is not None and self.room is not None:
            seat = number_field(seat, "seat", 0, self.room.state.players - 1)
        if seat is not None and seat not in self.seats:
            raise Refused("not_your_seat", status=403)
        self.viewing = seat
        self.log_from = 0
        self.notify()

    def _lang(self, message: dict[str, Any]) -> None:
        lang = message.get("lang")
        if lang not in LANGS:
            raise Refused("bad_field", field="lang")
        self.lang = str(lang)
        self.log_from = 0
        self.notify()

    async def _chat(self, room: Room, message: dict[str, Any]) -> None:
        said = message.get("text")
        if not isinstance(said, str):
            raise Refused("bad_field", field="text")
        if not self.seats:
            raise Refused("spectators_quiet", status=403)  # web-CHAT-03: players write, everyone reads
        line = clean_name(said, CHAT_LIMIT)
        if not line:
            return
        seat = self.viewing if self.viewing in self.seats else min(self.seats)
        await room.broadcast.chat(seat, line)
