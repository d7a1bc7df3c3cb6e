"""Several ``noppa serve`` instances on one PostgreSQL database and one Redis server.

The store stays the truth. Every instance may hold any room in memory and accept its moves: a move
is stored as the row (room, move number), which the database keeps unique, so of two instances
storing move 17 of a room at once exactly one succeeds; the other catches up from the store and
tells its player the game moved on (``stale``). A seat is granted by a conditional update (only
while nobody took it), so no seat is granted twice.

Redis pub/sub carries what changed to the other instances (:func:`channel_of`): a stored move (its
number and action text, which they apply to their copy), any other change of a room (they re-read
it from the store), chat lines, and which seats have a connection on which instance (presence).
A message lost on the way (Redis restarted, an instance busy) costs nothing lasting: every
:data:`LEASE_EVERY` seconds each instance compares its rooms' move counts with the store and
catches up the ones behind.

A room's bots, timers and stand-ins run on one instance only, the room's **owner**: the holder of
a PostgreSQL session advisory lock on the room (its lease, ``(LEASE_NAMESPACE, lease_key(room))``),
taken on the connection that holds the server's shared lock. While the process lives the lock is
held; when it dies, even by ``kill -9``, its connection closes and PostgreSQL frees every lease at
once (a machine that vanishes: TCP keepalives, ``lock.KEEPALIVES``). Every instance looks for
running rooms whose lease nobody holds each :data:`LEASE_EVERY` seconds and takes them over, so
a dead owner's rooms play on within a couple of seconds. A bot's move is fenced: its commit checks,
in the same transaction, that the lease is still held by this instance's connection
(``store._check_leases``), so an owner that lost its room stores no more bot moves for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import threading
import time
import zlib
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

import msgspec
import sqlalchemy as sa
from sqlalchemy.engine import Connection

from noppa.server.lock import ServerLock
from noppa.server.outages import Outage
from noppa.server.status import LIVE, RUNNING
from noppa.server.store import Store
from noppa.server.tasks import cancel_and_wait

log = logging.getLogger("noppa.server.cluster")

LEASE_NAMESPACE = 0x6E6F_7071
"""First key of every room lease (``pg_try_advisory_lock(LEASE_NAMESPACE, lease_key(room))``)."""
LEASE_EVERY = 1.0
"""Seconds between two rounds of taking unowned rooms and catching up with the store."""
ALIVE_EVERY = 2.0
"""Seconds between two ``alive`` messages of an instance."""
ALIVE_LOST = 6.0
"""Seconds of silence after which an instance counts as gone (its connections with it)."""

_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder().decode


def channel_of(database_url: str) -> str:
    """The Redis pub/sub channel of the cluster on this database: ``noppa:rooms:<12 hex digits>``.

    Named after the database (its host, port and name, not the password), so clusters of different
    databases sharing one Redis hear only their own rooms.
    """
    url = sa.make_url(database_url)
    where = f"{url.host or ''}:{url.port or ''}/{url.database or ''}"
    return "noppa:rooms:" + hashlib.sha256(where.encode()).hexdigest()[:12]


def lease_key(room_id: str) -> int:
    """The second key of a room's lease: the CRC-32 of its id as PostgreSQL's signed ``int4``.

    Two rooms whose keys collide share one lease, so one instance owns both: harmless.
    """
    key = zlib.crc32(room_id.encode())
    return key - (1 << 32) if key >= 1 << 31 else key


class Heard(Protocol):
    """What a room's broadcasting hears from the other instances (``noppa.server.broadcast``)."""

    def seats_here(self) -> set[int]:
        """The seats some connection to this instance acts for."""
        ...

    def chat_here(self, line: dict[str, Any]) -> None:
        """Pass a chat line to the connections of this instance."""
        ...

    def remote_presence(self, instance: str, seats: frozenset[int]) -> None:
        """Another instance has connections for ``seats`` now."""
        ...


class Paced(Protocol):
    """What a room's pacing hears from the other instances (``noppa.server.pacing``)."""

    def remote_standins(self, standins: frozenset[int], *, owner: bool) -> None:
        """The owner says which seats its stand-in bots play."""
        ...


class Member(Protocol):
    """A room as the cluster sees it (``noppa.server.room.Room``): the cluster imports no room."""

    @property
    def id(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def move(self) -> int: ...

    @property
    def broadcast(self) -> Heard: ...

    @property
    def pacing(self) -> Paced: ...

    def start(self) -> None:
        """Start the room's bot task (if this instance owns it)."""
        ...

    async def catch_up(self) -> None:
        """Bring this copy of the room level with the store."""
        ...

    def remote_move(self, n: int, action: str, clock: object = None) -> None:
        """Another instance stored move ``n``: apply it here, or catch up."""
        ...


class Members(Protocol):
    """The rooms of this instance as the cluster sees them (``noppa.server.rooms.RoomManager``)."""

    @property
    def store(self) -> Store: ...

    @property
    def rooms(self) -> Mapping[str, Member]: ...

    async def get(self, room_id: str) -> Member | None:
        """The room ``room_id``, loaded from the store if needed."""
        ...


class Leases:
    """The room leases of this instance: session advisory locks on the server lock's connection."""

    def __init__(self, lock: ServerLock) -> None:
        self._lock = lock
        self._mutex = threading.Lock()
        self.owned: set[str] = set()
        """Rooms this instance holds the lease of."""
        self._conn = self._connection()
        self.pid = self._backend_pid()

    def _connection(self) -> Connection:
        conn = self._lock.connection
        if conn is None:
            raise RuntimeError("a cluster needs a serving store on PostgreSQL")
        return conn

    def _backend_pid(self) -> int:
        pid = int(self._conn.execute(sa.select(sa.func.pg_backend_pid())).scalar_one())
        self._conn.commit()
        return pid

    def alive(self) -> bool:
        """Whether the connection holding the leases still answers."""
        with self._mutex:
            return self._lock.alive()

    def mine(self) -> set[str]:
        """A copy of :attr:`owned` (another thread may be taking a lease right now)."""
        with self._mutex:
            return set(self.owned)

    def drop(self) -> set[str]:
        """The connection broke (the database restarted…): every lease is gone; the rooms they were."""
        with self._mutex:
            gone, self.owned = self.owned, set()
        return gone

    def reopen(self) -> None:
        """Connect again and take the server's lock again (raises what connecting raised)."""
        with self._mutex:
            self.owned.clear()
            self._lock.reopen()
            self._conn = self._connection()
            self.pid = self._backend_pid()

    def fence(self, room_id: str) -> tuple[int, int, int]:
        """What a bot move's commit checks: (backend pid, namespace, key) of the room's lease."""
        return (self.pid, LEASE_NAMESPACE, lease_key(room_id))

    def take(self, room_ids: Iterable[str]) -> set[str]:
        """Try to take the leases of ``room_ids`` (never waiting); the ones now held by this instance."""
        with self._mutex:
            wanted = sorted(set(room_ids) - self.owned)
            if not wanted:
                return set()
            rows = self._conn.execute(
                sa.text(
                    "SELECT r, pg_try_advisory_lock(:ns, k) FROM unnest(CAST(:rooms AS text[]),"
                    " CAST(:keys AS int[])) AS t(r, k)"
                ),
                {"ns": LEASE_NAMESPACE, "rooms": wanted, "keys": [lease_key(r) for r in wanted]},
            ).all()
            self._conn.commit()
            taken = {row[0] for row in rows if row[1]}
            self.owned |= taken
        return taken

    def release(self, room_ids: Iterable[str]) -> None:
        """Let the leases of ``room_ids`` go (the rooms are over, or this instance stops)."""
        with self._mutex:
            gone = sorted(set(room_ids) & self.owned)
            if not gone:
                return
            self.owned -= set(gone)
            self._conn.execute(
                sa.text("SELECT pg_advisory_unlock(:ns, k) FROM unnest(CAST(:keys AS int[])) AS t(k)"),
                {"ns": LEASE_NAMESPACE, "keys": [lease_key(r) for r in gone]},
            )
            self._conn.commit()

    def held_anywhere(self) -> set[int]:
        """The lease keys some instance holds now (as signed ``int4``)."""
        with self._mutex:
            rows = self._conn.execute(
                sa.text(
                    "SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND granted"
                    " AND objsubid = 2 AND classid::bigint = :ns"
                ),
                {"ns": LEASE_NAMESPACE},
            ).scalars()
            self._conn.commit()
            return {k - (1 << 32) if k >= 1 << 31 else k for k in rows}


class Cluster:
    """This instance's part in a cluster: the Redis channel, the room leases, the catch-up loop."""

    def __init__(self, manager: Members, redis_url: str, leases: Leases) -> None:
        import redis.asyncio

        self.manager = manager
        self.redis = redis.asyncio.Redis.from_url(redis_url, health_check_interval=10)
        self.leases = leases
        self.channel = channel_of(manager.store.url)
        self.instance = secrets.token_hex(6)
        """This instance's name on the channel (new at every start)."""
        self._outbox: asyncio.Queue[bytes] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._catching_up: dict[str, asyncio.Task[None]] = {}
        self._alive: dict[str, float] = {}
        """Other instances → when (``time.monotonic()``) they were last heard."""
        self._wake = asyncio.Event()
        self._behind: dict[str, tuple[int, str]] = {}
        """Rooms found behind the store in the last round: (moves, status) stored then."""
        self.takeovers = 0
        """Rooms this instance took over (or on) from nobody: started, or their owner gone."""
        self.lock_outage = Outage("database lock connection")
        """The connection holding the leases: while it is down this instance owns no room."""
        self.redis_outage = Outage("Redis channel")
        """The pub/sub connection: while it is down other instances' changes arrive only by catching up."""
        self._serving: set[str] = set()
        """The rooms whose leases went with a broken connection: taken back first once it is up."""

    # ------------------------------------------------------------------ life

    async def start(self) -> None:
        """Check that Redis answers, then start listening, publishing and the lease loop."""
        await self.redis.ping()
        self._tasks = [
            asyncio.create_task(self._listen(), name="cluster-listen"),
            asyncio.create_task(self._publish_loop(), name="cluster-publish"),
            asyncio.create_task(self._lease_loop(), name="cluster-leases"),
        ]
        log.info("instance %s joined the cluster", self.instance)

    async def close(self) -> None:
        """Send what is queued, say goodbye, stop the loops, let the leases go."""
        deadline = time.monotonic() + 2.0
        while not self._outbox.empty() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(
                self.redis.publish(self.channel, _encode({"i": self.instance, "k": "bye"})), 2
            )
        for task in [*self._tasks, *self._catching_up.values()]:
            await cancel_and_wait(task)
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self.leases.release, self.leases.mine())
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    # ------------------------------------------------------------------ what rooms ask

    def owns(self, room_id: str) -> bool:
        """Whether this instance runs the room's bots and timers."""
        return room_id in self.leases.owned

    def outages(self) -> list[Outage]:
        """This instance's connections that are down now."""
        return [o for o in (self.lock_outage, self.redis_outage) if o.since is not None]

    async def adopt(self, room: Member) -> None:
        """Take the lease of a room this instance just made (or started) and start its bots."""
        try:
            await asyncio.to_thread(self.leases.take, [room.id])
        except sa.exc.SQLAlchemyError as error:  # the lease connection broke: the lease loop reconnects
            log.warning("could not take the lease of room %s (%s)", room.id, error)
        if self.owns(room.id):
            room.start()
        else:
            self._wake.set()

    def lost(self, room_id: str) -> None:
        """A fenced commit found the room's lease gone: stop counting it as ours (its bots stop)."""
        self.leases.owned.discard(room_id)
        self._wake.set()

    def publish(self, room_id: str, kind: str, **fields: Any) -> None:
        """Tell the other instances about a change of ``room_id`` (sent in the background, in order)."""
        self._outbox.put_nowait(_encode({"i": self.instance, "r": room_id, "k": kind, **fields}))

    def catch_up_soon(self, room: Member) -> None:
        """Bring ``room`` level with the store in the background (once, however often asked)."""
        if room.id in self._catching_up:
            return

        async def run() -> None:
            try:
                await room.catch_up()
            except Exception:
                log.exception("room %s could not catch up with the store", room.id)
            finally:
                self._catching_up.pop(room.id, None)

        self._catching_up[room.id] = asyncio.create_task(run(), name=f"catch-up-{room.id}")

    # ------------------------------------------------------------------ the channel

    async def _publish_loop(self) -> None:
        while True:
            first = await self._outbox.get()
            batch = [first]
            while not self._outbox.empty() and len(batch) < 500:
                batch.append(self._outbox.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for data in batch:
                        pipe.publish(self.channel, data)
                    await pipe.execute()
            except Exception as error:  # Redis away: the others catch up from the store
                log.warning("could not publish %d changes to Redis: %s", len(batch), error)
                await asyncio.sleep(1.0)

    # web-FAULT-01: the Redis channel reconnects with a growing pause; health is degraded meanwhile
    async def _listen(self) -> None:
        first = True
        while True:
            try:
                async with self.redis.pubsub() as pubsub:
                    await pubsub.subscribe(self.channel)
                    self.redis_outage.up()
                    if not first:  # what was said while we were away: the store has it
                        log.info("listening to Redis again")
                        for room in list(self.manager.rooms.values()):
                            self.catch_up_soon(room)
                    first = False
                    while True:
                        message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5.0)
                        if message is not None and message["type"] == "message":
                            self._receive(message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as error:
                pause = self.redis_outage.failed(error)
                log.warning("lost the Redis channel (%s); retrying in %.2f s", error, pause)
                await asyncio.sleep(pause)

    def _receive(self, data: bytes) -> None:
        try:
            message = _decode(data)
            instance, kind = message["i"], message["k"]
        except (msgspec.DecodeError, KeyError, TypeError):
            log.warning("an unreadable message on %s: %r", self.channel, data[:100])
            return
        if instance == self.instance:
            return
        self._alive[instance] = time.monotonic()
        if kind == "bye":
            self._gone(instance)
            return
        room = self.manager.rooms.get(message.get("r", ""))
        if room is None:
            return
        if kind == "move":
            room.remote_move(int(message["n"]), str(message["a"]), message.get("c"))
        elif kind == "room":
            room.pacing.remote_standins(frozenset(message.get("standins", ())), owner=self.owns(room.id))
            self.catch_up_soon(room)
        elif kind == "chat":
            room.broadcast.chat_here(message["line"])
        elif kind == "chat_hidden":
            room.broadcast.chat_here({"type": "chat_hidden", "line": int(message["line"])})
        elif kind == "presence":
            room.broadcast.remote_presence(instance, frozenset(message["seats"]))
        elif kind == "ask" and room.broadcast.seats_here():
            self.tell_presence(room)

    def tell_presence(self, room: Member) -> None:
        """Publish which seats of ``room`` have a connection on this instance."""
        self.publish(room.id, "presence", seats=sorted(room.broadcast.seats_here()))

    def _gone(self, instance: str) -> None:
        """An instance stopped or went silent: its connections are gone."""
        self._alive.pop(instance, None)
        for room in list(self.manager.rooms.values()):
            room.broadcast.remote_presence(instance, frozenset())

    # ------------------------------------------------------------------ leases and catching up

    # web-CLUSTER-03: failover: a dead instance's leases are free at once, and this loop takes its
    # running rooms over within about a second
    async def _lease_loop(self) -> None:
        last_alive = 0.0
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=LEASE_EVERY)
            self._wake.clear()
            now = time.monotonic()
            if now - last_alive >= ALIVE_EVERY:
                last_alive = now
                self._outbox.put_nowait(_encode({"i": self.instance, "k": "alive"}))
            for instance, seen in list(self._alive.items()):
                if now - seen > ALIVE_LOST:
                    log.info("instance %s went silent", instance)
                    self._gone(instance)
            if self.lock_outage.since is not None and not await self._reconnect():
                continue
            try:
                await self._round()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if await asyncio.to_thread(self.leases.alive):
                    log.exception("the lease round failed; trying again")
                    continue
                self._serving |= self.leases.drop()
                log.error("lost the connection holding the leases (%s); every room of ours is free", error)
                self.lock_outage.down(error)
                await self._reconnect()

    # web-FAULT-01: the connection holding the leases reconnects with a growing pause (the database
    # restarted: every lease went with the old connection), then takes back the rooms it served
    async def _reconnect(self) -> bool:
        """Connect the leases again; whether it worked (if not, after the pause before the next try)."""
        try:
            await asyncio.to_thread(self.leases.reopen)
        except Exception as error:
            pause = self.lock_outage.failed(error)
            log.warning("could not connect again (%s); next try in %.2f s", error, pause)
            await asyncio.sleep(pause)
            return False
        self.lock_outage.up()
        serving, self._serving = self._serving, set()
        wanted = [
            r for r in serving if (room := self.manager.rooms.get(r)) is not None and room.status in LIVE
        ]
        try:
            taken = await asyncio.to_thread(self.leases.take, wanted) if wanted else set()
        except sa.exc.SQLAlchemyError as error:  # gone again at once: the next round notices
            log.warning("could not take back the leases (%s)", error)
            self._serving |= set(wanted)
            return True
        for room_id in sorted(taken):
            room = self.manager.rooms.get(room_id)
            if room is None:
                continue
            try:
                await room.catch_up()
            except Exception:
                log.exception("room %s could not catch up with the store", room_id)
            room.start()
        log.info("connected again; took back %d of %d rooms", len(taken), len(wanted))
        return True

    async def _round(self) -> None:
        """Take the running rooms nobody owns, let finished ones go, catch up rooms behind the store."""
        manager = self.manager
        store = manager.store
        running = await asyncio.to_thread(store.room_ids, [RUNNING])
        held = await asyncio.to_thread(self.leases.held_anywhere)
        free = [r for r in running if lease_key(r) not in held]
        if free:
            taken = await asyncio.to_thread(self.leases.take, free)
            for room_id in sorted(taken):
                room = await manager.get(room_id)
                if room is None:
                    continue
                self.takeovers += 1
                await room.catch_up()
                room.start()
            if taken:
                log.info("took over %d rooms", len(taken))
        done = [
            r for r in self.leases.mine() if (room := manager.rooms.get(r)) is None or room.status not in LIVE
        ]
        if done:
            await asyncio.to_thread(self.leases.release, done)
        live = [room for room in manager.rooms.values() if room.status in LIVE]
        progress = await asyncio.to_thread(store.progress, [room.id for room in live])
        behind: dict[str, tuple[int, str]] = {}
        for room in live:
            found = progress.get(room.id, (room.move, room.status))
            if found[0] > room.move or (found[0] == room.move and found[1] != room.status):
                # behind the store: a move or change whose message has not come (yet). Only when
                # it still is a round later: under load most are messages a few ms from arriving
                behind[room.id] = found
                if self._behind.get(room.id) == found:
                    self.catch_up_soon(room)
        self._behind = behind
