"""The store: every room in SQL, through SQLAlchemy 2 (SQLite by default, PostgreSQL by URL).

A room is kept as what rebuilds it exactly: the game, its options, the initial dice, the list of
actions (one row per move) and a snapshot of the state at the last checkpoint (web-STORE-02: every
``room.CHECKPOINT`` moves and after the last; ``snapshot_at`` says after how many actions), plus
its seats (kind, bot, name, the hash of the seat token). ``replays.rebuild`` replays the actions
and checks the snapshot where it was taken, so a restarted server resumes every game exactly where
it was.

This module holds the rooms as stored (:class:`RoomRecord`, whose seats are rows of the one seat
type, ``noppa.server.seat.Seat``), :class:`Store` (opening a database, and the rooms' reads and writes) and
:class:`StoreWriter`: one thread that commits whatever has queued up in one transaction (group
commit), so a move is durable before anyone is told about it, yet hundreds of concurrent games
share a handful of commits per second. Around it: the tables (``noppa.server.tables``), the
schema's revisions (``noppa.server.schema``), the database's file, engine and faults
(``noppa.server.database``) and the serving lock (``noppa.server.lock``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from noppa.server.database import (
    StoreUnavailable,
    check_sqlite,
    detail,
    is_damage,
    json_text,
    make_engine,
    refusing_damage,
    unavailable,
    where_of,
)
from noppa.server.errors import Refused
from noppa.server.leases import Fence, lost_fences
from noppa.server.lock import ServerLock
from noppa.server.schema import SCHEMA_MIGRATED, Schema, migrate, newest_revision
from noppa.server.seat import Seat
from noppa.server.tables import meta_table, moves_table, rated_rooms_table, rooms_table, seats_table

log = logging.getLogger("noppa.server.store")


@dataclass
class RoomRecord:
    """One room as stored (everything but its moves)."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    lang: str
    public: bool
    title: str
    status: str
    dice: dict[str, Any]
    snapshot: dict[str, Any] | None
    moves: int
    to_act: int | None
    outcome: dict[str, Any] | None
    host_hash: str
    away_after: int
    created_at: float
    updated_at: float
    seats: list[Seat] = field(default_factory=list)
    seed: int | None = None
    """The dice seed, secret until the game ends (``None`` in rooms made before commitments)."""
    salt: str | None = None
    """The commitment's secret salt (64 hex digits), revealed with the seed."""
    commitment: str | None = None
    """SHA-256 of the seed and salt, public from the start (``noppa.fairness``)."""
    clock: dict[str, Any] | None = None
    """The room's pace, time control and running clock (``noppa.server.clocks``).

    ``None``: real-time without a clock (every room made before revision 0003)."""
    damaged: list[str] = field(default_factory=list)
    """The JSON columns that did not decode (read as ``None``): the row was changed outside noppa."""
    rated: bool = False
    """The room counts for its players' ratings (a row in ``noppa_rated_rooms``, made with it)."""
    snapshot_at: int | None = None
    """After how many of the room's actions ``snapshot`` was taken (web-STORE-02); ``None``: after
    every one (rooms stored before revision 0008 wrote a snapshot with every move)."""


_ROOM_COLUMNS = [c.name for c in rooms_table.columns]
_SEAT_COLUMNS = [c.name for c in seats_table.columns if c.name != "room_id"]
_JSON_COLUMNS = frozenset(c.name for c in rooms_table.columns if isinstance(c.type, sa.JSON))


def _room_columns(*, snapshot: bool = True) -> list[sa.ColumnElement[Any]]:
    """The room columns to select, JSON ones as their raw text so a bad value cannot fail the query.

    (Decoded by SQLAlchemy, invalid JSON in one row raised from inside the fetch: the room, and the
    lobby listing it, answered 500.)
    """
    return [
        sa.type_coerce(c, sa.Text).label(c.name) if c.name in _JSON_COLUMNS else c
        for c in rooms_table.columns
        if snapshot or c.name != "snapshot"
    ]


def _room_from_row(row: sa.Row[Any]) -> RoomRecord:
    data = dict(row._mapping)
    data.setdefault("snapshot", None)
    damaged = []
    for name in sorted(_JSON_COLUMNS):
        value = data[name]
        if isinstance(value, str):  # SQLite hands JSON back as text; PostgreSQL's driver decodes it
            try:
                data[name] = json.loads(value)
            except (ValueError, RecursionError):
                data[name] = None
                damaged.append(name)
    return RoomRecord(**{name: data[name] for name in _ROOM_COLUMNS}, damaged=damaged)


def _seat_from_row(row: sa.Row[Any]) -> Seat:
    data = dict(row._mapping)
    return Seat(**{name: data[name] for name in _SEAT_COLUMNS})


class Conflict(Exception):
    """The store already holds another change where this one was to go (nothing was written).

    Several instances on one database: another instance stored a move of the same number first,
    took the seat first, or holds the room's lease. The instance catches up from the store.
    """


class Store:
    """Synchronous access to the database; the server calls it from threads, never the event loop.

    ``server=True`` is a serving process's store: it takes the database's :class:`ServerLock` and
    proves it can write (else :class:`StoreUnavailable` says why), so faults surface at start-up
    rather than as a failed move. ``busy_timeout``: seconds a SQLite statement waits for a lock
    another program holds before it fails (the player is told; the next try works once it is free).
    Opening upgrades the schema (:func:`migrate`); ``schema_before`` says where it stood.
    ``cluster=True``: one of several instances on one PostgreSQL database (their lock is shared).
    """

    def __init__(
        self, url: str, *, server: bool = False, busy_timeout: float = 30.0, cluster: bool = False
    ) -> None:
        self.url = url
        self.lock = ServerLock(url, shared=cluster) if server else None
        try:
            if server:
                check_sqlite(url, busy_timeout)
            self.engine: Engine = make_engine(url, busy_timeout)
            try:
                self._prepare(server)
            except BaseException as error:
                self.engine.dispose()
                if isinstance(error, sa.exc.DatabaseError) and is_damage(error):
                    raise StoreUnavailable(
                        "cli.serve.damaged", where=where_of(url), detail=detail(error)
                    ) from None
                if isinstance(error, sa.exc.OperationalError):
                    raise unavailable(url, error, busy_timeout) from None
                raise
        except BaseException:
            if self.lock is not None:
                self.lock.release()
            raise

    def _prepare(self, server: bool) -> None:
        with self.engine.begin() as conn:
            self.schema_before: Schema = migrate(conn, self.url)
            found = conn.execute(
                sa.select(meta_table.c.value).where(meta_table.c.key == "schema")
            ).scalar_one_or_none()
            if found is None:
                conn.execute(sa.insert(meta_table).values(key="schema", value=SCHEMA_MIGRATED))
            elif found != SCHEMA_MIGRATED or server:
                # a write nobody sees (but noppa from before migrations): a read-only or locked
                # database fails here, not mid-game
                conn.execute(
                    sa.update(meta_table).where(meta_table.c.key == "schema").values(value=SCHEMA_MIGRATED)
                )
        if self.schema_before != Schema(newest_revision()):
            log.info(
                "%s: database schema upgraded from %s to revision %s",
                where_of(self.url),
                self.schema_before.describe(),
                newest_revision(),
            )

    def close(self) -> None:
        """Release the connections (and the server lock)."""
        self.engine.dispose()
        if self.lock is not None:
            self.lock.release()

    # ------------------------------------------------------------------ writes (on a connection)

    @staticmethod
    def insert_room(conn: Connection, room: RoomRecord) -> None:
        """Store a new room and its seats.

        Its snapshot follows its ``moves`` actions unless ``snapshot_at`` says otherwise (none for
        a room just made; web-STORE-02).
        """
        values = {name: getattr(room, name) for name in _ROOM_COLUMNS}
        if values["snapshot_at"] is None and room.snapshot is not None:
            values["snapshot_at"] = room.moves
        _execute(conn, _compile(conn, "insert_room", lambda: sa.insert(rooms_table)), [values])
        seats = [{"room_id": room.id, **{n: getattr(s, n) for n in _SEAT_COLUMNS}} for s in room.seats]
        if seats:
            _execute(conn, _compile(conn, "insert_seats", lambda: sa.insert(seats_table)), seats)

    @staticmethod
    def update_room(conn: Connection, room_id: str, **values: Any) -> None:
        """Change columns of a room (``updated_at`` is set too)."""
        values.setdefault("updated_at", time.time())
        names = tuple(sorted(values))
        hot = _compile(
            conn,
            ("update_room", names),
            lambda: (
                sa.update(rooms_table)
                .where(rooms_table.c.id == sa.bindparam("room_key"))
                .values({name: sa.bindparam(f"new_{name}") for name in names})
            ),
        )
        _execute(conn, hot, [{"room_key": room_id} | {f"new_{k}": v for k, v in values.items()}])

    @staticmethod
    def update_seat(
        conn: Connection, room_id: str, seat: int, *, unless_taken: int | None = None, **values: Any
    ) -> None:
        """Change columns of one seat.

        ``unless_taken`` (a link generation): only while nobody has taken the seat (no session,
        not claimed) and its invitation is still of that generation, checked by the database in
        the same statement, so of two instances granting one seat at once exactly one succeeds;
        the other gets :class:`Conflict`.
        """
        names = tuple(sorted(values))
        guarded = unless_taken is not None

        def build() -> sa.Update:
            query = sa.update(seats_table).where(
                seats_table.c.room_id == sa.bindparam("room_key"),
                seats_table.c.seat == sa.bindparam("seat_key"),
            )
            if guarded:
                query = query.where(
                    seats_table.c.session_hash.is_(None),
                    seats_table.c.claimed.is_(False),
                    seats_table.c.link_gen == sa.bindparam("link_gen_key"),
                )
            return query.values({name: sa.bindparam(f"new_{name}") for name in names})

        params = {"room_key": room_id, "seat_key": seat} | {f"new_{k}": v for k, v in values.items()}
        if guarded:
            params["link_gen_key"] = unless_taken
        changed = _execute(conn, _compile(conn, ("update_seat", names, guarded), build), [params])
        if changed == 0 and guarded:
            raise Conflict(f"room {room_id}: seat {seat} was taken first")

    # ------------------------------------------------------------------ reads

    @contextlib.contextmanager
    def reading(self) -> Iterator[Connection]:
        """A connection whose reads all see one moment of the store (web-FAULT-03).

        PostgreSQL: one REPEATABLE READ transaction (at READ COMMITTED each statement sees what was
        committed before it began, so a move committed between two reads of a room gave a row older
        than its action list). SQLite: one explicit transaction (Python's driver opens none for a
        SELECT, so each statement was its own read); in WAL mode its first read fixes the snapshot.
        """
        with self.engine.connect() as conn:
            if conn.dialect.name == "postgresql":
                conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                if conn.dialect.name == "sqlite":
                    conn.exec_driver_sql("BEGIN")
                yield conn

    def load_room(self, room_id: str, *, after: int = 0) -> tuple[RoomRecord, list[str]] | None:
        """A room with its seats and its action list (without the first ``after``), or ``None``.

        Read in one snapshot (:meth:`reading`): the row's move count, its seats and its actions agree.
        A damaged database raises :class:`Refused` ``damaged`` (503, web-FAULT-02).
        """
        with refusing_damage(f"room {room_id}"), self.reading() as conn:
            row = conn.execute(sa.select(*_room_columns()).where(rooms_table.c.id == room_id)).first()
            if row is None:
                return None
            room = _room_from_row(row)
            room.rated = _rated_among(conn, [room_id]) == {room_id}
            room.seats = [
                _seat_from_row(r)
                for r in conn.execute(
                    sa.select(seats_table)
                    .where(seats_table.c.room_id == room_id)
                    .order_by(seats_table.c.seat)
                )
            ]
            actions = list(
                conn.execute(
                    sa.select(moves_table.c.action)
                    .where(moves_table.c.room_id == room_id)
                    .order_by(moves_table.c.n)
                    .offset(after)  # (rooms stored by older versions number their moves from 0)
                ).scalars()
            )
        return room, actions

    def moves(self, room_id: str) -> list[tuple[int, int, str, str, float]]:
        """Every move of a room as (n, seat, action, by, at)."""
        with refusing_damage(f"room {room_id}"), self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(
                    moves_table.c.n,
                    moves_table.c.seat,
                    moves_table.c.action,
                    moves_table.c.by,
                    moves_table.c.at,
                )
                .where(moves_table.c.room_id == room_id)
                .order_by(moves_table.c.n)
            )
            return [(r[0], r[1], r[2], r[3], r[4]) for r in rows]

    def list_rooms(
        self, statuses: Sequence[str], limit: int, *, public_only: bool = True
    ) -> list[RoomRecord]:
        """Rooms in the given statuses, newest activity first, with their seats (no snapshots)."""
        query = sa.select(*_room_columns(snapshot=False)).where(rooms_table.c.status.in_(list(statuses)))
        if public_only:
            query = query.where(rooms_table.c.public.is_(True))
        query = query.order_by(rooms_table.c.updated_at.desc()).limit(limit)
        with refusing_damage("the lobby"), self.reading() as conn:  # rooms and seats of one moment
            found = [_room_from_row(row) for row in conn.execute(query)]
            if found:
                by_id = {room.id: room for room in found}
                seats = conn.execute(
                    sa.select(seats_table)
                    .where(seats_table.c.room_id.in_(list(by_id)))
                    .order_by(seats_table.c.room_id, seats_table.c.seat)
                )
                for row in seats:
                    by_id[row._mapping["room_id"]].seats.append(_seat_from_row(row))
                for room_id in _rated_among(conn, list(by_id)):
                    by_id[room_id].rated = True
        return found

    def progress(self, room_ids: Sequence[str]) -> dict[str, tuple[int, str]]:
        """How far each of these rooms is in the store: (moves, status) by id."""
        if not room_ids:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(rooms_table.c.id, rooms_table.c.moves, rooms_table.c.status).where(
                    rooms_table.c.id.in_(list(room_ids))
                )
            )
            return {r[0]: (r[1], r[2]) for r in rows}

    def room_ids(self, statuses: Iterable[str]) -> list[str]:
        """The ids of every room in the given statuses."""
        with self.engine.connect() as conn:
            return list(
                conn.execute(
                    sa.select(rooms_table.c.id).where(rooms_table.c.status.in_(list(statuses)))
                ).scalars()
            )


def _rated_among(conn: Connection, room_ids: list[str]) -> set[str]:
    """Which of these rooms are rated."""
    found = conn.execute(
        sa.select(rated_rooms_table.c.room_id).where(rated_rooms_table.c.room_id.in_(room_ids))
    ).scalars()
    return set(found)


@dataclass(frozen=True)
class MoveWrite:
    """One move to store: its row, and the room's columns after it (``MOVE_COLUMNS``, and at a
    checkpoint ``CHECKPOINT_COLUMNS`` too: web-STORE-02)."""

    room_id: str
    n: int
    seat: int
    action: str
    by: str
    room: dict[str, Any]
    at: float = field(default_factory=time.time)
    lease: Fence | None = None
    """A bot's move in a cluster: the room's lease (owner, fencing number), which the commit checks
    is still held (web-CLUSTER-02): an instance that lost the room stores nothing."""


MOVE_COLUMNS = ("moves", "to_act", "status", "outcome", "clock")
"""The room columns every move changes (``updated_at`` too)."""

CHECKPOINT_COLUMNS = ("snapshot", "snapshot_at")
"""The room columns a checkpoint's move changes besides (web-STORE-02): the snapshot, and after how
many actions it was taken. A move without them leaves the last checkpoint's in place."""

_MOVE_VALUES: dict[str, Any] = {name: sa.bindparam(f"new_{name}") for name in MOVE_COLUMNS} | {
    "updated_at": sa.bindparam("new_updated_at")
}
_HOT_STATEMENTS: dict[str, sa.Insert | sa.Update] = {
    "insert_moves": sa.insert(moves_table),
    "after_move": sa.update(rooms_table)
    .where(rooms_table.c.id == sa.bindparam("room_key"))
    .values(_MOVE_VALUES),
    "after_checkpoint": sa.update(rooms_table)
    .where(rooms_table.c.id == sa.bindparam("room_key"))
    .values(_MOVE_VALUES | {name: sa.bindparam(f"new_{name}") for name in CHECKPOINT_COLUMNS}),
}
"""The statements every move runs, compiled once per dialect (:func:`_hot`)."""


@dataclass(frozen=True)
class _Hot:
    """A statement as its dialect's SQL text, with the order of its parameters (``None``: the
    driver takes them by name) and which of them are JSON."""

    sql: str
    order: tuple[str, ...] | None
    json: frozenset[str]

    def rows(self, params: list[dict[str, Any]]) -> list[Any]:
        """The parameters as the driver takes them (JSON values already as their text)."""
        if self.json:
            for row in params:
                for name in self.json.intersection(row):
                    row[name] = json_text(row[name])
        if self.order is None:
            return params
        order = self.order
        return [tuple(row[name] for name in order) for row in params]


_compiled: dict[tuple[str, str, Hashable], _Hot] = {}


def _compile(conn: Connection, key: Hashable, build: Callable[[], sa.Insert | sa.Update]) -> _Hot:
    """The statement ``build`` makes, compiled for ``conn``'s dialect once per process, dialect
    and ``key`` (which names it and whatever shapes it: the columns it sets)."""
    dialect = conn.dialect
    found = _compiled.get((dialect.name, dialect.driver, key))
    if found is None:
        compiled = build().compile(dialect=dialect)
        order = compiled.positiontup
        json = frozenset(name for name, bind in compiled.binds.items() if isinstance(bind.type, sa.JSON))
        found = _compiled[(dialect.name, dialect.driver, key)] = _Hot(
            compiled.string, None if order is None else tuple(order), json
        )
    return found


def _hot(conn: Connection, name: str) -> _Hot:
    """The statement ``name`` of ``_HOT_STATEMENTS`` compiled for ``conn``'s dialect."""
    return _compile(conn, name, lambda: _HOT_STATEMENTS[name])


def _execute_hot(conn: Connection, name: str, params: list[dict[str, Any]]) -> None:
    """Run a hot statement once per parameter row (``executemany``): :func:`_execute`."""
    if params:
        _execute(conn, _hot(conn, name), params)


def _execute(conn: Connection, hot: _Hot, params: list[dict[str, Any]]) -> int:
    """Run a compiled statement once per parameter row, as prepared SQL, on the driver's own cursor
    in ``conn``'s transaction; the rows it changed (of a single row's statement).

    SQLAlchemy's ``execute`` of a Core statement builds and processes every row's parameters
    through the compiled statement's machinery, and works out the statement's cache key each time
    (10–15 % of a server's CPU under load; a room's creation 0.7 ms of the writer's); here the SQL
    is compiled once and the rows go to the driver as they are. Even ``exec_driver_sql`` made an
    execution context, a cursor and a result for each statement: about 10 µs of the writer's CPU a
    statement. A driver's error is raised as SQLAlchemy's, as ``execute`` raises it
    (``OperationalError``, ``IntegrityError``, …), and one saying the connection is gone
    invalidates ``conn`` (``connection_invalidated``), so the writer commits again on a new one.
    """
    rows = hot.rows(params)
    dialect = conn.dialect
    dbapi_connection = conn.connection.dbapi_connection
    assert dbapi_connection is not None
    cursor = dbapi_connection.cursor()
    try:
        if len(rows) == 1:
            cursor.execute(hot.sql, rows[0])
        else:
            cursor.executemany(hot.sql, rows)
        return int(cursor.rowcount)
    except dialect.loaded_dbapi.Error as error:
        gone = dialect.is_disconnect(error, dbapi_connection, cursor)
        if gone:
            conn.invalidate(error)
        raise sa.exc.DBAPIError.instance(
            hot.sql, rows, error, dialect.loaded_dbapi.Error, connection_invalidated=gone, dialect=dialect
        ) from error
    finally:
        with contextlib.suppress(Exception):
            cursor.close()


Job = Callable[[Connection], None] | MoveWrite


def run_jobs(conn: Connection, jobs: Iterable[Job]) -> None:
    """Carry out ``jobs`` in order; runs of moves go to the database as one statement each."""
    moves: list[MoveWrite] = []

    def flush() -> None:
        if not moves:
            return
        fenced = {m.lease for m in moves if m.lease is not None}
        if fenced:
            _check_leases(conn, fenced)
        _execute_hot(
            conn,
            "insert_moves",
            [
                {"room_id": m.room_id, "n": m.n, "seat": m.seat, "action": m.action, "by": m.by, "at": m.at}
                for m in moves
            ],
        )
        latest: dict[str, MoveWrite] = {}  # a room moved twice in the batch: its last state…
        checkpoint: dict[str, MoveWrite] = {}  # …and its last snapshot (web-STORE-02)
        for m in moves:
            latest[m.room_id] = m
            if "snapshot" in m.room:
                checkpoint[m.room_id] = m
        after_move: list[dict[str, Any]] = []
        after_checkpoint: list[dict[str, Any]] = []
        for room_id, m in latest.items():
            row = {"room_key": room_id, "new_updated_at": m.at} | {
                f"new_{k}": m.room.get(k) for k in MOVE_COLUMNS
            }
            taken = checkpoint.get(room_id)
            if taken is None:
                after_move.append(row)
            else:
                after_checkpoint.append(row | {f"new_{k}": taken.room[k] for k in CHECKPOINT_COLUMNS})
        _execute_hot(conn, "after_move", after_move)
        _execute_hot(conn, "after_checkpoint", after_checkpoint)
        moves.clear()

    for job in jobs:
        if isinstance(job, MoveWrite):
            moves.append(job)
        else:
            flush()
            job(conn)
    flush()


def _check_leases(conn: Connection, leases: set[Fence]) -> None:
    """Raise :class:`Conflict` unless every lease is still held (in this transaction)."""
    lost = lost_fences(conn, leases)
    if lost:
        raise Conflict(f"room leases no longer held: {sorted(f.room_id for f in lost)}")


CHECKPOINT_EVERY = 1.0
"""Seconds between two checkpoints of a SQLite store's write-ahead log (:class:`StoreWriter`)."""

GROUP_WINDOW = 0.003
"""Seconds the store writer waits for more jobs before it commits while jobs are flowing
(web-STORE-03); ``0``: never (every batch is committed as soon as the writer takes it)."""

FLOWING = 4
"""Jobs are flowing when a batch is handed to the writer less than this many :data:`GROUP_WINDOW`
after the one before it (web-STORE-03): at that rate a wait of one window is likely to gather more."""


class StoreWriter:
    """One writer thread: jobs queued from the event loop are committed together, in order.

    ``await writer.write(job)`` returns once the job's transaction has committed (or raises what
    it raised). Jobs that queue up while a commit runs go into the next transaction together.

    Group commit (web-STORE-03, as PostgreSQL's ``commit_delay``): while jobs are flowing (the
    batch came less than ``FLOWING`` windows after the one before), the writer waits until
    ``window`` seconds after the batch was handed over for more jobs, and commits them all in one
    transaction; a job after a quiet spell is committed at once. Either way a job's ``write``
    returns only once its transaction has committed. ``clock`` and ``pause`` are
    ``time.monotonic`` and ``time.sleep`` unless a test injects its own.
    """

    BATCH = 512

    def __init__(
        self,
        store: Store,
        *,
        window: float = GROUP_WINDOW,
        clock: Callable[[], float] = time.monotonic,
        pause: Callable[[float], None] = time.sleep,
    ) -> None:
        self.store = store
        self.window = window
        self._clock = clock
        self._pause = pause
        self._queue: queue.SimpleQueue[tuple[float, list[_Queued]] | None] = queue.SimpleQueue()
        """Batches as handed over (the time, the jobs), ``None`` to stop."""
        self._pending: list[_Queued] = []
        """Jobs written since the event loop last handed them over (:meth:`_hand_off`)."""
        self._pending_lock = threading.Lock()
        self._conn: Connection | None = None
        """The writer thread's connection (:meth:`_connection`)."""
        self.commits = 0
        self.waits = 0
        """Batches the writer waited a window for (web-STORE-03)."""
        self._thread = threading.Thread(target=self._run, name="noppa-store-writer", daemon=True)
        self._thread.start()
        self._sqlite = store.engine.dialect.name == "sqlite"
        self._stop = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if self._sqlite:
            self._checkpointer = threading.Thread(
                target=self._checkpoints, name="noppa-store-checkpoint", daemon=True
            )
            self._checkpointer.start()

    async def write(self, job: Job) -> None:
        """Run ``job`` in a transaction; return when it is committed.

        A database fault (locked by another program for longer than the busy timeout, read-only,
        gone) raises :class:`Refused` ``unsaved`` (503): nothing was stored, and a retry once the
        fault clears works. A damaged page raises :class:`Refused` ``damaged`` (503). What another
        instance stored first (a move of the same number, the same seat) raises :class:`Conflict`:
        nothing of this job was stored.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        with self._pending_lock:
            self._pending.append((job, future, loop))
            first = len(self._pending) == 1
        if first:  # the jobs written in this turn of the loop go to the thread in one hand-off
            loop.call_soon(self._hand_off)
        try:
            await future
        except sa.exc.OperationalError as error:
            raise Refused("unsaved", status=503) from error
        except sa.exc.IntegrityError as error:  # another instance stored this move number first
            raise Conflict(str(error.orig or error)) from error
        except sa.exc.DatabaseError as error:
            if is_damage(error):  # web-FAULT-02: a damaged page: this write's room, not the server
                raise Refused("damaged", status=503) from error
            raise

    def _hand_off(self) -> None:
        with self._pending_lock:
            batch, self._pending = self._pending, []
        if batch:
            self._queue.put((self._clock(), batch))

    def close(self) -> None:
        """Finish the queued jobs and stop the thread."""
        self._hand_off()
        self._queue.put(None)
        self._thread.join(timeout=30)
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(timeout=30)

    def _checkpoints(self) -> None:
        """SQLite: copy the write-ahead log into the database every :data:`CHECKPOINT_EVERY`
        seconds, beside the writer rather than in it.

        By default SQLite checkpoints in the commit that fills the log past 1,000 pages, and
        that commit waits for the copy and its ``fsync``: every move in flight with it waited too
        (the ~4 s stall under load). The writer's connections turn that off
        (``wal_autocheckpoint=0``); a passive checkpoint here never blocks the writer or a reader.
        """
        while not self._stop.wait(CHECKPOINT_EVERY):
            self._checkpoint("PASSIVE")
        self._checkpoint("TRUNCATE")

    def _checkpoint(self, mode: str) -> None:
        try:
            with self.store.engine.connect() as conn:
                conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")
        except Exception as error:  # a busy or vanished file: the next one will do
            log.info("checkpoint (%s) not done: %s", mode, error)

    def _run(self) -> None:
        last = float("-inf")  # when the batch before was handed over
        stopping = False
        while not stopping:
            first = self._queue.get()
            if first is None:
                break
            at, jobs = first
            batch = list(jobs)
            # web-STORE-03: group commit while jobs are flowing; a job after a quiet spell at once
            if self.window > 0 and at - last < FLOWING * self.window and len(batch) < self.BATCH:
                wait = at + self.window - self._clock()
                if wait > 0:
                    self.waits += 1
                    self._pause(wait)
            last = at
            while len(batch) < self.BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stopping = True
                    break
                last = more[0]
                batch.extend(more[1])
            self._commit(batch)
        self._drop_connection()

    def _connection(self) -> Connection:
        """The writer's own connection, kept from one commit to the next.

        (Taken from the pool for every commit, it cost a checkout and a return, and on PostgreSQL
        the pool's ping and reset: two round trips and ~75 µs of CPU a commit.) It is dropped
        after any failure; the next commit takes a fresh one, pinged by the pool.
        """
        conn = self._conn
        if conn is None or conn.closed or conn.invalidated:
            conn = self._conn = self.store.engine.connect()
            if self._sqlite:  # the checkpoints are the checkpointer's (_checkpoints)
                conn.exec_driver_sql("PRAGMA wal_autocheckpoint=0")
                conn.commit()
        return conn

    def _drop_connection(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()

    def _commit_once(self, batch: list[_Queued]) -> None:
        conn = self._connection()
        try:
            with conn.begin():
                run_jobs(conn, (job for job, _, _ in batch))
        except BaseException:
            self._drop_connection()
            raise

    def _commit(self, batch: list[_Queued]) -> None:
        try:
            try:
                self._commit_once(batch)
            except sa.exc.DBAPIError as error:
                if not error.connection_invalidated:
                    raise
                # the kept connection had died (the database restarted while it was idle): once
                # more on a fresh one, as the pool's ping did before. (Had the commit itself
                # reached the database, its moves now meet themselves: a Conflict, caught up.)
                log.info("store connection lost (%s); committing again on a new one", error.orig or error)
                self._commit_once(batch)
            self.commits += 1
            _resolve([(future, loop, None) for _, future, loop in batch])
            return
        except sa.exc.OperationalError as error:  # the database itself (locked, gone): not one job's fault
            log.error("batch of %d store jobs failed: %s", len(batch), error.orig or error)
            _resolve([(future, loop, error) for _, future, loop in batch])
            return
        except (Conflict, sa.exc.IntegrityError) as error:  # another instance was first: that job's loss
            log.info("batch of %d store jobs met a conflict (%s); retrying one by one", len(batch), error)
        except Exception:
            log.exception("batch of %d store jobs failed; retrying one by one", len(batch))
        for job, future, loop in batch:
            try:
                with self.store.engine.begin() as conn:
                    run_jobs(conn, [job])
                _resolve([(future, loop, None)])
            except Exception as error:
                _resolve([(future, loop, error)])


_Queued = tuple[Job, "asyncio.Future[None]", asyncio.AbstractEventLoop]
"""A job as queued: the job, the future its writer awaits, that writer's event loop."""


def _resolve(
    done: list[tuple[asyncio.Future[None], asyncio.AbstractEventLoop, BaseException | None]],
) -> None:
    """Settle the futures of a batch: one wake-up of each event loop for all its futures."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[None], BaseException | None]]] = {}
    for future, loop, error in done:
        by_loop.setdefault(loop, []).append((future, error))

    def settle(items: list[tuple[asyncio.Future[None], BaseException | None]]) -> None:
        for future, error in items:
            if future.done():
                continue
            if error is None:
                future.set_result(None)
            else:
                future.set_exception(error)

    for loop, items in by_loop.items():
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            loop.call_soon_threadsafe(settle, items)
