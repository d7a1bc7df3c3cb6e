"""Several ``noppa serve`` instances on one PostgreSQL database and one Redis server.

The store stays the truth. Every instance may hold any room in memory and accept its moves: a move
is stored as the row (room, move number), which the database keeps unique, so of two instances
storing move 17 of a room at once exactly one succeeds; the other catches up from the store and
tells its player the game moved on (``stale``). A seat is granted by a conditional update (only
while nobody took it), so no seat is granted twice.

Redis pub/sub carries what changed to the other instances, **one channel per room**
(:func:`room_channel`): an instance subscribes to a room's channel while it holds the room in
memory (it owns it, or a client here watches it; :meth:`Cluster.watch` before the room is read
from the store, so nothing said meanwhile is missed) and unsubscribes once the room left its memory,
so it hears only about the rooms it serves, never every move of the database. A room's channel
carries its stored moves (number, action text, clock: the others apply them to their copy, in
order: a move that overtook an earlier one waits for it, one that arrives while a local move is
being stored waits for that, :data:`GAP_WAIT` at most, and only then does the room read the store),
its other changes (the others re-read it), chat lines, and which seats have a connection on which
instance (presence). The cluster's own channel (:func:`channel_of`) carries only the instances'
``alive`` and ``bye``. A message lost on the way (Redis restarted, an instance busy) costs nothing
lasting: the next move shows the gap; every :data:`CHECK_EVERY` seconds each instance compares the
move counts of the rooms it holds (not all rooms) with the store; after Redis comes back every room
here catches up.

A room's bots, timers and stand-ins run on one instance only, the room's **owner**, which holds its
lease (``noppa.server.leases``: a row per running room with a fencing number, and a row per
instance renewed once a second, in the same transaction as a look for free rooms, whatever the
number of rooms). An instance that stops
hands its rooms back at once; one killed (even ``kill -9``) or cut off stops renewing, and once its
row expired (:data:`~noppa.server.leases.LEASE_TTL`) the others take its rooms over: each round
every instance takes some free rooms (nobody's, or an expired owner's) by an index lookup, so a
dead owner's rooms play on within a few seconds and nothing scans every room each second. A bot's
move is fenced (web-CLUSTER-02): its commit checks, in the same transaction, that the room's lease
is still this instance's with the same fencing number, so an owner that lost its room stores no
more bot moves for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import time
import zlib
from collections.abc import Mapping
from typing import Any, Protocol

import msgspec
import sqlalchemy as sa

from noppa.engine import State
from noppa.server.leases import RENEW_EVERY, TAKE_AT_ONCE, Fence, Leases
from noppa.server.outages import Outage
from noppa.server.status import LIVE
from noppa.server.store import Store
from noppa.server.tasks import cancel_and_wait

__all__ = ["Cluster", "Leases", "channel_of", "room_channel", "route_slot"]

log = logging.getLogger("noppa.server.cluster")

LOAD_AT_ONCE = 16
"""Rooms taken over that load at once (each waits on the store and Redis in turn)."""
CHECK_EVERY = 30.0
"""Seconds between two comparisons of the rooms held here with the store (a message lost: rare,
as a refused publish is sent again and a listener back from an outage catches every room up)."""
ALIVE_EVERY = 2.0
"""Seconds between two ``alive`` messages of an instance."""
ALIVE_LOST = 6.0
"""Seconds of silence after which an instance counts as gone (its connections with it)."""
GAP_WAIT = 1.0
"""Seconds a remote move that overtook an earlier one waits for it before the room reads the store."""
SUBSCRIBE_WAIT = 2.0
"""Seconds :meth:`Cluster.watch` waits for Redis to confirm a subscription."""
PUBLISH_RETRY = 5.0
"""Seconds a batch of changes Redis refused is sent again before it is dropped."""
UNWATCH_AFTER = 30.0
"""Seconds a room's channel stays subscribed after the room left this instance's memory."""
ALONE_FOR = 5.0
"""Seconds a room's moves go unpublished after a publish Redis said nobody else heard (no other
instance holds the room); then one is published again, and what Redis answers decides anew."""
RESEND = 4
"""The latest moves of a room published again when another instance starts holding it (``ask``):
the moves stored after it read the room and before this instance heard it ask went unpublished."""

_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder().decode


def channel_of(database_url: str) -> str:
    """The cluster's own Redis channel on this database: ``noppa:rooms:<12 hex digits>``.

    Named after the database (its host, port and name, not the password), so clusters of different
    databases sharing one Redis hear only their own instances and rooms (:func:`room_channel`).
    """
    url = sa.make_url(database_url)
    where = f"{url.host or ''}:{url.port or ''}/{url.database or ''}"
    return "noppa:rooms:" + hashlib.sha256(where.encode()).hexdigest()[:12]


# web-CLUSTER-04: routed rooms: nginx's ``hash`` (without ``consistent``) picks a request's server
# as Cache::Memcached does, ``((crc32(key) >> 16) & 0x7fff) % servers`` (equal weights, the servers
# in the order of the ``upstream`` block); an instance started with ``--route-slot I/N`` makes only
# rooms whose id that formula sends to it, so the load balancer, hashing on the room id in the
# path, brings every player of a room to the instance that made it and owns its lease
def route_slot(room_id: str, instances: int) -> int:
    """The server (0 for the first of ``instances``) nginx's ``hash`` on ``room_id`` picks while
    every server is up."""
    return ((zlib.crc32(room_id.encode()) >> 16) & 0x7FFF) % instances


def room_channel(cluster_channel: str, room_id: str) -> str:
    """The Redis channel of one room: ``<the cluster's channel>:<room id>``."""
    return f"{cluster_channel}:{room_id}"


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

    @property
    def lock(self) -> asyncio.Lock:
        """Held while a move is applied and stored."""
        ...

    @property
    def state(self) -> State:
        """The game as this copy has it (its ``history``: the stored moves, and while :attr:`lock`
        is held maybe one being stored)."""
        ...

    @property
    def clock(self) -> Any:
        """The room's clock (``noppa.server.clocks.Clock``, with ``to_json``), or ``None``."""
        ...

    @property
    def wake(self) -> asyncio.Event:
        """Set when the room changed: its bot task looks again (and stops if the room is not ours)."""
        ...

    def start(self) -> None:
        """Start the room's bot task (if this instance owns it)."""
        ...

    async def catch_up(self) -> None:
        """Bring this copy of the room level with the store."""
        ...

    def remote_move(self, n: int, action: str, clock: object = None) -> None:
        """Another instance stored move ``n``: apply it here, or catch up."""
        ...


class Chats(Protocol):
    """What this instance knows of the rooms' chat (``noppa.server.players.Players``)."""

    def said(self, room_id: str) -> None:
        """A chat line of ``room_id`` was stored (by another instance)."""
        ...

    def unheard(self, room_ids: list[str]) -> None:
        """This instance stopped listening to these rooms."""
        ...


class Members(Protocol):
    """The rooms of this instance as the cluster sees them (``noppa.server.rooms.RoomManager``)."""

    @property
    def store(self) -> Store: ...

    @property
    def players(self) -> Chats: ...

    @property
    def rooms(self) -> Mapping[str, Member]: ...

    async def get(self, room_id: str) -> Member | None:
        """The room ``room_id``, loaded from the store if needed."""
        ...


class Cluster:
    """This instance's part in a cluster: the rooms' Redis channels, the leases, the catch-up check."""

    def __init__(self, manager: Members, redis_url: str, leases: Leases) -> None:
        import redis.asyncio

        self.manager = manager
        self.redis = redis.asyncio.Redis.from_url(redis_url, health_check_interval=10)
        self.leases = leases
        self.channel = channel_of(manager.store.url)
        self.instance = secrets.token_hex(6)
        """This instance's name on the channels (new at every start)."""
        self._outbox: asyncio.Queue[tuple[str, bytes, str | None]] = asyncio.Queue()
        """What to publish: (channel, message, the room of a move or ``None``)."""
        self._alone: dict[str, float] = {}
        """Rooms no other instance held when their last move was published → when (monotonic):
        their moves go unpublished for :data:`ALONE_FOR` seconds, or until another instance asks."""
        self.unpublished = 0
        """Moves not published because no other instance held their room."""
        self._elsewhere: dict[str, float] = {}
        """Rooms another instance said something about → when (monotonic), lately: a publish sent
        before that which nobody else heard does not make the room :attr:`_alone`."""
        self._tasks: list[asyncio.Task[None]] = []
        self._catching_up: dict[str, asyncio.Task[None]] = {}
        self._alive: dict[str, float] = {}
        """Other instances → when (``time.monotonic()``) they were last heard."""
        self._wake = asyncio.Event()
        self.takeovers = 0
        """Rooms this instance took over (or on) from nobody: started, or their owner gone."""
        self.heard = 0
        """Messages about rooms heard from other instances (only the rooms this instance holds)."""
        self.lock_outage = Outage("database lock connection")
        """The connection renewing the leases: while it is down no room changes hands here."""
        self.redis_outage = Outage("Redis channel")
        """The pub/sub connection: while it is down other instances' changes arrive only by catching up."""
        self._pubsub: Any = None
        """The pub/sub connection while it is up (``redis.asyncio.client.PubSub``)."""
        self._watched: dict[str, float] = {}
        """Rooms whose channel this instance subscribes to → when (``time.monotonic()``) last needed."""
        self._confirmed: dict[str, asyncio.Event] = {}
        """Subscriptions asked for and not yet confirmed by Redis, by channel."""
        self._listening: set[str] = set()
        """Rooms whose subscription Redis confirmed on the pub/sub connection that is up now: every
        chat line said in them since is heard here (:meth:`hears`)."""
        self._pending: dict[str, dict[int, tuple[str, object]]] = {}
        """Remote moves that came early (an earlier one missing, or a local move being stored)."""
        self._arrived: dict[str, asyncio.Event] = {}
        """Set when a remote move of the room arrives (what :meth:`_settle` waits for)."""
        self._settling: dict[str, asyncio.Task[None]] = {}
        self._taken: set[str] = set()
        """Rooms the renewal took that :meth:`_lease_loop` has not loaded yet."""

    # ------------------------------------------------------------------ life

    async def start(self) -> None:
        """Check that Redis answers, then start listening, publishing, renewing and taking rooms."""
        await self.redis.ping()
        self._tasks = [
            asyncio.create_task(self._listen(), name="cluster-listen"),
            asyncio.create_task(self._publish_loop(), name="cluster-publish"),
            asyncio.create_task(self._renew_loop(), name="cluster-renew"),
            asyncio.create_task(self._lease_loop(), name="cluster-leases"),
        ]
        log.info("instance %s joined the cluster", self.instance)

    async def close(self) -> None:
        """Send what is queued, say goodbye, stop the loops, hand the rooms back."""
        deadline = time.monotonic() + 2.0
        while not self._outbox.empty() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(
                self.redis.publish(self.channel, _encode({"i": self.instance, "k": "bye"})), 2
            )
        for task in [*self._tasks, *self._catching_up.values(), *self._settling.values()]:
            await cancel_and_wait(task)
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self.leases.retire)
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    # ------------------------------------------------------------------ what rooms ask

    def owns(self, room_id: str) -> bool:
        """Whether this instance runs the room's bots and timers."""
        return room_id in self.leases.owned

    def outages(self) -> list[Outage]:
        """This instance's connections that are down now."""
        return [o for o in (self.lock_outage, self.redis_outage) if o.since is not None]

    async def adopt(self, room: Member, taken: Fence | None = None) -> None:
        """Start the bots of a room this instance just made (or started): its lease ``taken`` in
        the transaction that started it (``Leases.take_in``), else taken now."""
        if taken is not None:
            self.leases.held(taken)
        else:
            try:
                await asyncio.to_thread(self.leases.take, [room.id])
            except sa.exc.SQLAlchemyError as error:  # the lease connection broke: the renewal reconnects
                log.warning("could not take the lease of room %s (%s)", room.id, error)
        if self.owns(room.id):
            room.start()
        else:
            self._wake.set()

    def lost(self, room_id: str) -> None:
        """A fenced commit found the room's lease gone: stop counting it as ours (its bots stop)."""
        self.leases.lost(room_id)
        self._wake.set()

    def publish(self, room_id: str, kind: str, **fields: Any) -> None:
        """Tell the instances holding ``room_id`` about a change (sent in the background, in order).

        A move is not sent while no other instance holds the room (Redis said nobody else heard the
        last one, less than :data:`ALONE_FOR` seconds ago): an instance that starts holding it
        subscribes, reads the store, then asks (``ask``), and hears the latest moves again
        (:meth:`_tell_latest`).
        """
        move = kind == "move"
        if move:
            since = self._alone.get(room_id)
            if since is not None:
                if time.monotonic() - since < ALONE_FOR:
                    self.unpublished += 1
                    return
                del self._alone[room_id]
        data = _encode({"i": self.instance, "r": room_id, "k": kind, **fields})
        self._outbox.put_nowait((room_channel(self.channel, room_id), data, room_id if move else None))

    def _tell_latest(self, room: Member) -> None:
        """Publish the room's latest stored moves again (another instance just started holding it)."""
        self._alone.pop(room.id, None)
        history = room.state.history
        last = len(history) - (1 if room.lock.locked() else 0)  # one being stored is sent once stored
        clock = room.clock
        for n in range(max(1, last - RESEND + 1), last + 1):
            now = n == last and not room.lock.locked() and clock is not None
            self.publish(room.id, "move", n=n, a=history[n - 1], c=clock.to_json() if now else None)

    def hears(self, room_id: str) -> bool:
        """Whether every chat line said in ``room_id`` reaches this instance: Redis confirmed the
        room's subscription on the connection that is up now (then a hello needs no store read to
        know the room has no chat line, as on a single server: ``Players.quiet``)."""
        return room_id in self._listening and self._pubsub is not None

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

    # ------------------------------------------------------------------ the rooms' channels

    async def watch(self, room_id: str) -> None:
        """Subscribe to the room's channel (done before the room is read from the store: a change
        stored meanwhile is heard, or already in what is read). Waits for Redis to confirm, at most
        :data:`SUBSCRIBE_WAIT` seconds; while Redis is away the room catches up once it is back.
        """
        known = room_id in self._watched
        self._watched[room_id] = time.monotonic()
        pubsub = self._pubsub
        if known or pubsub is None:
            return
        channel = room_channel(self.channel, room_id)
        confirmed = self._confirmed.setdefault(channel, asyncio.Event())
        try:
            await pubsub.subscribe(channel)
            await asyncio.wait_for(confirmed.wait(), SUBSCRIBE_WAIT)
            if self._pubsub is pubsub and room_id in self._watched:
                self._listening.add(room_id)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # the listener subscribes again to every room when it reconnects
            log.warning("could not subscribe to room %s yet (%s)", room_id, error)
        finally:
            self._confirmed.pop(channel, None)

    async def _unwatch_gone(self) -> None:
        """Unsubscribe from the rooms that left this instance's memory a while ago."""
        now = time.monotonic()
        rooms = self.manager.rooms
        for room_id in rooms.keys() & self._watched.keys():
            self._watched[room_id] = now
        gone = [r for r, seen in self._watched.items() if now - seen > UNWATCH_AFTER]
        if not gone:
            return
        for room_id in gone:
            del self._watched[room_id]
            self._pending.pop(room_id, None)
        self._not_listening(gone)
        pubsub = self._pubsub
        if pubsub is not None:
            with contextlib.suppress(Exception):  # gone with the connection: nothing to undo
                await pubsub.unsubscribe(*(room_channel(self.channel, r) for r in gone))
                again = [r for r in gone if r in self._watched]  # watched anew meanwhile
                if again:
                    await pubsub.subscribe(*(room_channel(self.channel, r) for r in again))

    def _not_listening(self, room_ids: list[str]) -> None:
        """What is said in these rooms may not be heard here any more (unsubscribed, or the
        connection lost): a hello reads their chat from the store again."""
        self._listening.difference_update(room_ids)
        self.manager.players.unheard(room_ids)

    def watching(self) -> set[str]:
        """The rooms whose channel this instance subscribes to."""
        return set(self._watched)

    async def _publish_loop(self) -> None:
        """Publish what is queued, in order, in batches; a batch Redis refused is sent again (for
        :data:`PUBLISH_RETRY` seconds: a message lost would leave a room's copies behind until the
        next move or check), then dropped (Redis is away: every listener catches up when it is back)."""
        while True:
            first = await self._outbox.get()
            batch = [first]
            heard: list[Any] = []
            while not self._outbox.empty() and len(batch) < 500:
                batch.append(self._outbox.get_nowait())
            sent = time.monotonic()
            give_up = sent + PUBLISH_RETRY
            while True:
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for channel, data, _ in batch:
                            pipe.publish(channel, data)
                        heard = await pipe.execute()
                    break
                except Exception as error:
                    if time.monotonic() > give_up:
                        log.warning("could not publish %d changes to Redis: %s", len(batch), error)
                        break
                    await asyncio.sleep(0.25)
            now = time.monotonic()
            for (_, _, moved), receivers in zip(batch, heard, strict=False):
                # this instance hears its own rooms (while Redis confirmed it): 1 is nobody else
                # (and nobody said anything of the room since it was sent: an ask may overtake it)
                if (
                    moved is not None
                    and receivers == 1
                    and moved in self._listening
                    and self._elsewhere.get(moved, 0.0) < sent
                ):
                    self._alone[moved] = now

    # web-FAULT-01: the Redis channel reconnects with a growing pause; health is degraded meanwhile
    async def _listen(self) -> None:
        first = True
        while True:
            try:
                async with self.redis.pubsub() as pubsub:
                    await pubsub.subscribe(self.channel)
                    self._pubsub = pubsub  # a room watched from now subscribes itself
                    rooms = [room_channel(self.channel, r) for r in self._watched]
                    for at in range(0, len(rooms), 1000):
                        await pubsub.subscribe(*rooms[at : at + 1000])
                    self.redis_outage.up()
                    if not first:  # what was said while we were away: the store has it
                        log.info("listening to Redis again")
                        for room in list(self.manager.rooms.values()):
                            self.catch_up_soon(room)
                            self.publish(room.id, "ask")  # a holder that thought it alone sends again
                    first = False
                    while True:
                        message = await pubsub.get_message(timeout=5.0)
                        if message is None:
                            continue
                        if message["type"] == "message":
                            self._receive(message["data"])
                        elif message["type"] == "subscribe":
                            channel = message["channel"]
                            confirmed = self._confirmed.get(
                                channel.decode() if isinstance(channel, bytes) else channel
                            )
                            if confirmed is not None:
                                confirmed.set()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self._pubsub = None
                self._not_listening(list(self._listening))
                pause = self.redis_outage.failed(error)
                log.warning("lost the Redis channel (%s); retrying in %.2f s", error, pause)
                await asyncio.sleep(pause)
            finally:
                self._pubsub = None
                self._listening.clear()

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
        if "r" in message:
            self.heard += 1
            held = str(message["r"])  # another instance holds the room (it asks, moves, tells)
            self._alone.pop(held, None)
            self._elsewhere[held] = time.monotonic()
            if kind == "chat":  # known for the next hello here, whether the room is in memory or not
                self.manager.players.said(str(message["r"]))
        room = self.manager.rooms.get(message.get("r", ""))
        if room is None:
            return
        if kind == "move":
            self._remote_move(room, int(message["n"]), str(message["a"]), message.get("c"))
        elif kind == "room":
            room.pacing.remote_standins(frozenset(message.get("standins", ())), owner=self.owns(room.id))
            self.catch_up_soon(room)
        elif kind == "chat":
            room.broadcast.chat_here(message["line"])
        elif kind == "chat_hidden":
            room.broadcast.chat_here({"type": "chat_hidden", "line": int(message["line"])})
        elif kind == "presence":
            room.broadcast.remote_presence(instance, frozenset(message["seats"]))
        elif kind == "ask":
            self._tell_latest(room)
            if room.broadcast.seats_here():
                self.tell_presence(room)

    def tell_presence(self, room: Member) -> None:
        """Publish which seats of ``room`` have a connection on this instance."""
        self.publish(room.id, "presence", seats=sorted(room.broadcast.seats_here()))

    def _gone(self, instance: str) -> None:
        """An instance stopped or went silent: its connections are gone."""
        self._alive.pop(instance, None)
        for room in list(self.manager.rooms.values()):
            room.broadcast.remote_presence(instance, frozenset())

    # ------------------------------------------------------------------ remote moves, in order

    def _remote_move(self, room: Member, n: int, action: str, clock: object) -> None:
        """Apply another instance's move ``n`` now if it is the next and no local move is being
        stored; else keep it until it is (:meth:`_settle`), never reading the store meanwhile."""
        if n <= room.move:
            return
        pending = self._pending.setdefault(room.id, {})
        pending[n] = (action, clock)
        self._drain(room)
        if self._pending.get(room.id):
            self._arrived.setdefault(room.id, asyncio.Event()).set()
            if room.id not in self._settling:
                self._settling[room.id] = asyncio.create_task(self._settle(room), name=f"settle-{room.id}")

    def _drain(self, room: Member) -> None:
        """Apply the kept moves that are next, while no local move is being stored."""
        pending = self._pending.get(room.id)
        while pending and not room.lock.locked():
            for n in [n for n in pending if n <= room.move]:
                del pending[n]
            found = pending.pop(room.move + 1, None)
            if found is None:
                break
            room.remote_move(room.move + 1, found[0], found[1])
        if not pending:
            self._pending.pop(room.id, None)

    async def _settle(self, room: Member) -> None:
        """Wait for the local move being stored, or the missing earlier move; past :data:`GAP_WAIT`
        (the missing move's message was lost) read the store."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + GAP_WAIT
        arrived = self._arrived.setdefault(room.id, asyncio.Event())
        try:
            while self._pending.get(room.id):
                if room.lock.locked():
                    async with room.lock:  # the local move is stored (or refused) once it is free
                        pass
                self._drain(room)
                if not self._pending.get(room.id):
                    break
                left = deadline - loop.time()
                if left <= 0:
                    self._pending.pop(room.id, None)
                    self.manager.players.unheard([room.id])  # a message was lost: maybe a chat line too
                    self.catch_up_soon(room)
                    break
                arrived.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(arrived.wait(), timeout=left)
        finally:
            self._settling.pop(room.id, None)
            self._arrived.pop(room.id, None)

    # ------------------------------------------------------------------ leases

    # web-FAULT-01: the connection renewing the leases reconnects with a growing pause (the database
    # restarted); the leases are rows, so they are still this instance's if it was back before they
    # expired, and otherwise free for any instance (this one too) to take
    async def _renew_loop(self) -> None:
        """Every :data:`RENEW_EVERY` seconds renew this instance's row and take the free rooms, if
        any: one thread hand-off, one statement and one commit while none is free, whatever the
        number of rooms (``Leases.tick``); rooms taken are loaded by :meth:`_lease_loop`."""
        while True:
            await asyncio.sleep(RENEW_EVERY if self.lock_outage.since is None else 0)
            try:
                if self.lock_outage.since is not None:
                    await asyncio.to_thread(self.leases.reopen)
                    self.lock_outage.up()
                lost, taken = await asyncio.to_thread(self.leases.tick)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if self.lock_outage.since is None and await asyncio.to_thread(self.leases.alive):
                    log.exception("renewing the leases failed; trying again")
                    continue
                pause = self.lock_outage.failed(error)
                log.warning(
                    "the connection renewing the leases is down (%s); next try in %.2f s", error, pause
                )
                await asyncio.sleep(pause)
                continue
            if taken:
                self._taken |= taken
                self._wake.set()
            if lost:
                log.warning(
                    "this instance's leases expired (it stalled or was cut off): %d rooms let go", len(lost)
                )
                for room_id in lost:
                    room = self.manager.rooms.get(room_id)
                    if room is not None:
                        room.wake.set()  # its bot task sees the room is not ours and stops
                self._wake.set()

    # web-CLUSTER-03: failover: once a dead instance's row expired, its running rooms are free and
    # the renewal takes some of them over every round (each instance as many as it loads); this
    # loop loads them. It wakes when there is work (rooms taken, a lease lost) and otherwise every
    # ALIVE_EVERY seconds, for the instance's own ``alive`` and the rarer checks.
    async def _lease_loop(self) -> None:
        last_alive = last_check = last_forget = 0.0
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=ALIVE_EVERY)
            self._wake.clear()
            now = time.monotonic()
            if now - last_alive >= ALIVE_EVERY:
                last_alive = now
                self._outbox.put_nowait((self.channel, _encode({"i": self.instance, "k": "alive"}), None))
                for room_id in [r for r, since in self._alone.items() if now - since >= ALONE_FOR]:
                    del self._alone[room_id]
                for room_id in [r for r, at in self._elsewhere.items() if now - at >= PUBLISH_RETRY + 1]:
                    del self._elsewhere[room_id]
                await self._unwatch_gone()
            for instance, seen in list(self._alive.items()):
                if now - seen > ALIVE_LOST:
                    log.info("instance %s went silent", instance)
                    self._gone(instance)
            if self.lock_outage.since is not None:
                continue
            try:
                await self._round()
                if now - last_check >= CHECK_EVERY:
                    last_check = now
                    await self._check()
                if now - last_forget >= 60.0:
                    last_forget = now
                    await asyncio.to_thread(self.leases.forget_old)
            except asyncio.CancelledError:
                raise
            except Exception:  # the renewal notices a broken connection and says so
                log.exception("the lease round failed; trying again")
                await asyncio.sleep(RENEW_EVERY)

    async def _round(self) -> None:
        """Load the rooms the renewal took (and, while a whole batch came, take more at once); let
        the finished ones go."""
        manager = self.manager
        taken, self._taken = sorted(self._taken), set()
        while taken:
            for at in range(0, len(taken), LOAD_AT_ONCE):  # loads overlap their waits on the store
                batch = taken[at : at + LOAD_AT_ONCE]
                for room_id, ended in zip(
                    batch,
                    await asyncio.gather(*map(self._take_over, batch), return_exceptions=True),
                    strict=True,
                ):
                    if isinstance(ended, BaseException):
                        log.error("room %s could not be taken over", room_id, exc_info=ended)
            log.info("took over %d rooms", len(taken))
            # a whole batch: maybe more are free (a dead instance's thousands), taken now, not a round later
            more = len(taken) >= TAKE_AT_ONCE
            taken = sorted(await asyncio.to_thread(self.leases.take_free)) if more else []
        owned = self.leases.owned
        done = [r for r in list(owned) if (room := manager.rooms.get(r)) is None or room.status not in LIVE]
        if done:
            await asyncio.to_thread(self.leases.release, done)

    async def _take_over(self, room_id: str) -> None:
        """Load a room this instance just took (or bring its copy level) and start its bots."""
        manager = self.manager
        known = manager.rooms.get(room_id)
        room = known if known is not None else await manager.get(room_id)
        if room is None:
            return
        self.takeovers += 1
        if known is not None:
            await room.catch_up()
        room.start()

    async def _check(self) -> None:
        """Catch up the rooms held here that are behind the store (a message that never came)."""
        manager = self.manager
        live = [room for room in manager.rooms.values() if room.status in LIVE]
        progress = await asyncio.to_thread(manager.store.progress, [room.id for room in live])
        for room in live:
            found = progress.get(room.id, (room.move, room.status))
            if found[0] > room.move or (found[0] == room.move and found[1] != room.status):
                self.manager.players.unheard([room.id])  # a message was lost: maybe a chat line too
                self.catch_up_soon(room)  # (a message a few ms from arriving makes it read nothing new)
