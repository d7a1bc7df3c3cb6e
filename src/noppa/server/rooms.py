"""The server's rooms: :class:`RoomManager` creates, loads (lazily, or at start for running games),
lists and evicts them.

One room (:class:`~noppa.server.room.Room`) is the one place where actions are applied; this module
makes a new one from a validated request (:class:`RoomSpec`), stores it, and keeps every live room
of this server in memory while it is played or watched.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from noppa.bots import bot_label
from noppa.engine import Game, UnknownGame, get_game, load_dice, text
from noppa.fairness import commitment, new_salt, new_seed
from noppa.server.botpool import BotPool
from noppa.server.clocks import Clock, ClockSettings, public_of
from noppa.server.cluster import route_slot
from noppa.server.errors import Refused
from noppa.server.limits import CHAT_BURST, CHAT_PER_MINUTE, Allowance
from noppa.server.outages import Outage, keep_lock
from noppa.server.players import Players, link, rate_room
from noppa.server.replays import ReplayCursor, placeholder, rebuild
from noppa.server.room import Room, fairness_of
from noppa.server.seat import BOT, HUMAN, Seat
from noppa.server.status import BROKEN, LIVE, RUNNING, WAITING
from noppa.server.store import RoomRecord, Store, StoreWriter
from noppa.server.table_play import abandoned, bots_for_resigned
from noppa.server.tasks import cancel_and_wait
from noppa.server.tokens import new_room_id, new_token, seat_token, token_hash

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection as SqlConnection

    from noppa.server.cluster import Cluster
    from noppa.server.config import ServerConfig
    from noppa.server.leases import Fence

log = logging.getLogger("noppa.server.rooms")


@dataclass
class SeatSpec:
    """One seat of a room being created."""

    kind: str
    bot: str | None = None
    name: str = ""
    local: bool = False
    open: bool = False


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
            if room.broadcast.listeners or (room.status == RUNNING and room.owned):
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
        # web-RESIGN-04: a bot room whose people have all gone does not count
        if bots and sum(room.has_bots and not abandoned(room) for room in mine) >= config.client_bot_rooms:
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
        room_id = self.new_room_id()
        host = new_token()
        now = self.clock()
        seats = []
        for number, s in enumerate(spec.seats):
            human = s.kind == HUMAN
            seats.append(
                Seat(
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
        cluster = self.cluster
        leased: dict[str, Fence | None] = {}

        def job(conn: SqlConnection) -> None:
            Store.insert_room(conn, record)
            if spec.rated:
                rate_room(conn, room_id)
            if player is not None:
                link(conn, room_id, mine[0], player)
            if cluster is not None and record.status == RUNNING:  # web-CLUSTER-05
                leased[room_id] = cluster.leases.take_in(conn, room_id)

        if self.cluster is not None:  # its channel before anyone else can know of it
            await self.cluster.watch(room_id)
        await self.writer.write(job)
        self.players.no_chat(room_id)  # a new room: nobody has said anything yet
        room = Room(self, record, state)
        self.rooms[room_id] = room
        self._created.setdefault(client, []).append(room)
        if cluster is not None and room.status == RUNNING:
            await cluster.adopt(room, leased.get(room_id))
        else:
            room.start()
        return room, host

    def new_room_id(self) -> str:
        """A new room's id; with ``route_slot`` (I, N) one the load balancer's hash sends to this
        instance, the I-th of N (web-CLUSTER-04: about N draws)."""
        slot = self.config.route_slot
        while True:
            room_id = new_room_id()
            if slot is None or route_slot(room_id, slot[1]) == slot[0] - 1:
                return room_id

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
        if self.cluster is not None:  # its channel first: a change stored meanwhile is heard
            await self.cluster.watch(room_id)
        found = await asyncio.to_thread(self.store.load_room, room_id)
        if found is None:
            return None
        record, actions = found
        try:
            get_game(record.game)
        except UnknownGame:
            log.warning("room %s is a game of %r, which is not installed: left alone", room_id, record.game)
            return None
        state = await asyncio.to_thread(rebuild, record, actions)
        if state is None:
            record.status = BROKEN
            state = placeholder(record)
        room = Room(self, record, state)
        bots_for_resigned(room)
        self.rooms[room_id] = room
        room.start()
        if self.cluster is not None:
            self.cluster.publish(room_id, "ask")  # who is connected to it on the other instances
        return room

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
        game: Game | None = None
        try:
            game = get_game(record.game)
            game_name = game.name(lang)
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
                    # issue 27 item 7: a finished game's bots by their labels, as in the room
                    "bot_label": bot_label(game, s.bot, lang) if s.bot and game is not None else None,
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
