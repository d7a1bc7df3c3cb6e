"""The store: every room in SQL, through SQLAlchemy 2 (SQLite by default, PostgreSQL by URL).

A room is kept as what rebuilds it exactly: the game, its options, the initial dice, the list of
actions (one row per move) and a snapshot of the state after the last move, plus its seats (kind,
bot, name, the hash of the seat token). ``game.load_state`` replays the actions and checks the
snapshot, so a restarted server resumes every game exactly where it was.

Writes go through :class:`StoreWriter`: one thread that commits whatever has queued up in one
transaction (group commit), so a move is durable before anyone is told about it, yet hundreds of
concurrent games share a handful of commits per second.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import os
import queue
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy.engine import Connection, Engine

from noppa.engine import LocalizedError
from noppa.server import migrations
from noppa.server.errors import Refused
from noppa.server.seat import Seat

log = logging.getLogger("noppa.server.store")

SCHEMA_MIGRATED = "alembic"
"""The meta table's "schema" row once Alembic keeps the schema (before migrations it was "1", and
a noppa from then refuses any other value: it cannot run on tables newer than it)."""

metadata = sa.MetaData()
"""The tables as the newest migration leaves them (``noppa.server.migrations``; autogenerate compares)."""

rooms_table = sa.Table(
    "noppa_rooms",
    metadata,
    sa.Column("id", sa.String(16), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("lang", sa.String(8), nullable=False),
    sa.Column("public", sa.Boolean, nullable=False),
    sa.Column("title", sa.String(80), nullable=False, default=""),
    sa.Column("status", sa.String(16), nullable=False, index=True),
    sa.Column("dice", sa.JSON, nullable=False),
    sa.Column("snapshot", sa.JSON, nullable=True),
    sa.Column("moves", sa.Integer, nullable=False, default=0),
    sa.Column("to_act", sa.Integer, nullable=True),
    sa.Column("outcome", sa.JSON, nullable=True),
    sa.Column("host_hash", sa.String(64), nullable=False),
    sa.Column("away_after", sa.Integer, nullable=False, default=0),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False, index=True),
    # fairness (docs/web.md, "Security and fairness"): added by migration 0002
    sa.Column("seed", sa.BigInteger, nullable=True),
    sa.Column("salt", sa.String(64), nullable=True),
    sa.Column("commitment", sa.String(64), nullable=True),
    # turn-based rooms and clocks (noppa.server.clocks): added by migration 0003
    sa.Column("clock", sa.JSON, nullable=True),
)

seats_table = sa.Table(
    "noppa_seats",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("bot", sa.String(64), nullable=True),
    sa.Column("name", sa.String(40), nullable=False, default=""),
    sa.Column("token_hash", sa.String(64), nullable=False),
    sa.Column("claimed", sa.Boolean, nullable=False, default=False),
    sa.Column("open", sa.Boolean, nullable=False, default=False),
    sa.Column("local", sa.Boolean, nullable=False, default=False),
    # seats that stay yours: added by migration 0002
    sa.Column("session_hash", sa.String(64), nullable=True),
    sa.Column("link_gen", sa.Integer, nullable=False, default=0, server_default="0"),
)

moves_table = sa.Table(
    "noppa_moves",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("by", sa.String(8), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

meta_table = sa.Table(
    "noppa_meta",
    metadata,
    sa.Column("key", sa.String(32), primary_key=True),
    sa.Column("value", sa.String(200), nullable=False),
)

# players, ratings and stored chat (docs/web.md, "Players, ratings and chat"): migrations r0004, r0005
players_table = sa.Table(
    "noppa_players",
    metadata,
    sa.Column("id", sa.String(16), primary_key=True),
    sa.Column("name", sa.String(40), nullable=False),
    sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("key_at", sa.Float, nullable=False),
    # migration r0005: a keyed digest of the network the key was made from, never the address
    sa.Column("origin", sa.String(32), nullable=True),
)

player_seats_table = sa.Table(
    "noppa_player_seats",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), nullable=False, index=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.UniqueConstraint("room_id", "player_id", name="uq_noppa_player_seats_room_player"),
)

# migration r0005: every room a player sat in, kept when the seat changes hands (web-KEY-05)
player_rooms_table = sa.Table(
    "noppa_player_rooms",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True, index=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

rated_rooms_table = sa.Table(
    "noppa_rated_rooms",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("settled_at", sa.Float, nullable=True),
    sa.Column("counted", sa.Boolean, nullable=True),
    sa.Column("reason", sa.String(16), nullable=True),  # migration r0005: why it did not count
)

ratings_table = sa.Table(
    "noppa_ratings",
    metadata,
    sa.Column("game", sa.String(64), primary_key=True),
    sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("wins", sa.Integer, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)

rating_changes_table = sa.Table(
    "noppa_rating_changes",
    metadata,
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
    sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True, index=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("place", sa.Integer, nullable=False),
    sa.Column("won", sa.Boolean, nullable=False),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("before", sa.Float, nullable=False),
    sa.Column("after", sa.Float, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

chat_table = sa.Table(
    "noppa_chat",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), nullable=False, index=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("name", sa.String(40), nullable=False),
    sa.Column("text", sa.String(300), nullable=False),
    sa.Column("move", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)


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


MIGRATION_LOCK_KEY = 0x6E6F_7070_6101
"""The PostgreSQL advisory lock held while one server upgrades the schema (the others wait)."""

PRE_MIGRATION_COLUMNS = {
    "noppa_rooms": {"seed", "salt", "commitment"},
    "noppa_seats": {"session_hash", "link_gen"},
}
"""The columns revision 0002 adds: a database from before migrations with them all is at 0002."""


@functools.cache
def _scripts() -> ScriptDirectory:
    """The migrations shipped in the package (read once)."""
    return ScriptDirectory.from_config(migrations.config())


@dataclass(frozen=True)
class Schema:
    """Where a database's schema stands."""

    revision: str | None
    """Its revision (``None``: it has no noppa tables)."""
    made_before_migrations: bool = False
    """No ``alembic_version``: ``revision`` is the one its columns match."""

    def describe(self) -> str:
        """In words for the log."""
        if self.revision is None:
            return "an empty database"
        if self.made_before_migrations:
            return f"revision {self.revision} of a database made before migrations"
        return f"revision {self.revision}"


def newest_revision() -> str:
    """The newest schema revision this noppa knows."""
    head = _scripts().get_current_head()
    assert head is not None  # one line of revisions, never empty
    return head


def schema_of(conn: Connection, url: str) -> Schema:
    """Where the schema of the database on ``conn`` stands (it is not changed).

    A database at a revision this noppa does not know (a newer noppa upgraded it) raises
    :class:`StoreUnavailable`.
    """
    current = MigrationContext.configure(conn).get_current_heads()
    for revision in current:
        try:
            _scripts().get_revision(revision)
        except CommandError:
            raise StoreUnavailable(
                "cli.serve.newer", where=where_of(url), revision=revision, head=newest_revision()
            ) from None
    if current:
        return Schema(", ".join(current))
    inspector = sa.inspect(conn)
    if not inspector.has_table(rooms_table.name):
        return Schema(None)
    have = all(
        wanted <= {c["name"] for c in inspector.get_columns(table)}
        for table, wanted in PRE_MIGRATION_COLUMNS.items()
    )
    return Schema("0002" if have else "0001", made_before_migrations=True)


def migrate(conn: Connection, url: str) -> Schema:
    """Bring the schema to the newest revision, on ``conn`` and in its transaction; where it was.

    A database made before migrations (the noppa tables but no ``alembic_version``) is first
    stamped at the revision its columns match; an empty one is built from revision 0001 up; one
    at a revision this noppa does not know raises :class:`StoreUnavailable`.
    """
    if conn.dialect.name == "postgresql":  # two servers starting at once: one upgrades, then the other looks
        conn.execute(sa.select(sa.func.pg_advisory_xact_lock(MIGRATION_LOCK_KEY)))
    elif conn.dialect.name == "sqlite" and not conn.connection.dbapi_connection.in_transaction:  # type: ignore[union-attr]
        conn.exec_driver_sql("BEGIN")  # else Python's sqlite3 runs each CREATE and ALTER in its own commit
    found = schema_of(conn, url)
    if found.made_before_migrations and found.revision is not None:
        MigrationContext.configure(conn).stamp(_scripts(), found.revision)
    if found.revision != newest_revision():
        cfg = migrations.config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
    return found


class StoreUnavailable(LocalizedError):
    """The database cannot serve this server: another server holds it, or it cannot be written."""


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
            self.engine: Engine = _make_engine(url, busy_timeout)
            try:
                self._prepare(server)
            except BaseException as error:
                self.engine.dispose()
                if isinstance(error, sa.exc.DatabaseError) and is_damage(error):
                    raise StoreUnavailable(
                        "cli.serve.damaged", where=where_of(url), detail=_detail(error)
                    ) from None
                if isinstance(error, sa.exc.OperationalError):
                    raise _unavailable(url, error, busy_timeout) from None
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
        """Store a new room and its seats."""
        values = {name: getattr(room, name) for name in _ROOM_COLUMNS}
        conn.execute(sa.insert(rooms_table).values(**values))
        conn.execute(
            sa.insert(seats_table),
            [{"room_id": room.id, **{n: getattr(s, n) for n in _SEAT_COLUMNS}} for s in room.seats],
        )

    @staticmethod
    def update_room(conn: Connection, room_id: str, **values: Any) -> None:
        """Change columns of a room (``updated_at`` is set too)."""
        values.setdefault("updated_at", time.time())
        conn.execute(sa.update(rooms_table).where(rooms_table.c.id == room_id).values(**values))

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
        query = sa.update(seats_table).where(seats_table.c.room_id == room_id, seats_table.c.seat == seat)
        if unless_taken is not None:
            query = query.where(
                seats_table.c.session_hash.is_(None),
                seats_table.c.claimed.is_(False),
                seats_table.c.link_gen == unless_taken,
            )
        if conn.execute(query.values(**values)).rowcount == 0 and unless_taken is not None:
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


QUICK_CHECK_SECONDS = 20.0
"""The longest a serving store's start-up check of a SQLite file may take; a bigger file is checked
that long (its first pages), then the server starts and says so in the log."""

_DAMAGE_CODES = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB", "XX001", "XX002"})
"""SQLite's "database disk image is malformed" and "file is not a database"; PostgreSQL's
``data_corrupted`` and ``index_corrupted``."""


def is_damage(error: BaseException) -> bool:
    """Whether a database error says the stored data themselves are damaged (not a lock, not gone)."""
    orig = getattr(error, "orig", None) or error
    code = getattr(orig, "sqlite_errorname", None) or getattr(orig, "sqlstate", None)
    if code is not None:
        return code in _DAMAGE_CODES
    text = str(orig).lower()
    return "malformed" in text or "not a database" in text


def _detail(error: BaseException) -> str:
    orig = getattr(error, "orig", None) or error
    return str(orig).strip().splitlines()[0][:300] if str(orig).strip() else type(orig).__name__


@contextlib.contextmanager
def refusing_damage(what: str) -> Iterator[None]:
    """Turn a damaged page met while reading ``what`` into :class:`Refused` ``damaged`` (503), logged
    for the operator (web-FAULT-02): that room cannot be served; every other room can."""
    try:
        yield
    except sa.exc.DatabaseError as error:
        if not is_damage(error):
            raise
        log.error("%s: the database is damaged (%s); restore it from a backup", what, _detail(error))
        raise Refused("damaged", status=503) from error


# web-FAULT-02: a damaged SQLite file stops the server at start with one clear message
def check_sqlite(url: str, busy_timeout: float, seconds: float = QUICK_CHECK_SECONDS) -> None:
    """Refuse a SQLite file whose pages are damaged: :class:`StoreUnavailable` ``damaged``.

    ``PRAGMA quick_check`` (every page's structure, without comparing indexes with their tables),
    stopped after ``seconds``: a file too big to check in that time is not refused for it (a
    warning says so; damage found later answers 503 for the room it is in). A file that is not yet
    there, or is empty, is a new database. Other databases are not checked.
    """
    import sqlite3

    path = sqlite_file(url)
    if path is None or not path.is_file() or path.stat().st_size == 0:
        return
    where = where_of(url)
    deadline = time.monotonic() + seconds
    try:
        conn = sqlite3.connect(path, timeout=busy_timeout)
    except sqlite3.Error:
        return  # cannot even open it: the store says why (read-only folder, …)
    try:
        conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        found = [str(row[0]) for row in conn.execute("PRAGMA quick_check(3)")]
    except sqlite3.OperationalError as error:
        if "interrupt" in str(error).lower():
            log.warning(
                "%s: the start-up check did not finish within %g s; started unchecked", where, seconds
            )
        return  # locked, read-only…: the store's own first statements say so
    except sqlite3.DatabaseError as error:
        raise StoreUnavailable("cli.serve.damaged", where=where, detail=_detail(error)) from None
    finally:
        conn.close()
    if found != ["ok"]:
        raise StoreUnavailable("cli.serve.damaged", where=where, detail="; ".join(found)[:300])


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL (``sqlite:///file:…?uri=true`` too); ``None`` for other databases."""
    if not url.startswith("sqlite"):
        return None
    database = sa.make_url(url).database
    if not database or database == ":memory:" or database.startswith("file::memory:"):
        return None
    if database.startswith("file:"):
        database = database.removeprefix("file:").split("?", 1)[0]
    return Path(database)


def _make_engine(url: str, busy_timeout: float) -> Engine:
    if url.startswith("sqlite"):
        path = sqlite_file(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url, connect_args={"timeout": busy_timeout})

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True)


def _unavailable(url: str, error: sa.exc.OperationalError, busy_timeout: float) -> StoreUnavailable:
    """What keeps the database from serving, in words for the person starting the server."""
    detail = str(error.orig) if error.orig is not None else str(error)
    where = where_of(url)
    lowered = detail.lower()
    if "readonly" in lowered or "read-only" in lowered or "read only" in lowered:
        return StoreUnavailable("cli.serve.read_only", where=where, detail=detail)
    if "locked" in lowered or "busy" in lowered:
        return StoreUnavailable("cli.serve.busy", where=where, seconds=f"{busy_timeout:g}", detail=detail)
    return StoreUnavailable("cli.serve.unusable", where=where, detail=detail)


def where_of(url: str) -> str:
    """The database as people name it: its file, or its URL without the password."""
    path = sqlite_file(url)
    return str(path) if path is not None else sa.make_url(url).render_as_string(hide_password=True)


LOCK_KEY = 0x6E6F_7070_6100
"""The PostgreSQL advisory lock a noppa server holds on its database ("noppa" in ASCII)."""

KEEPALIVES = {"keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5, "keepalives_count": 3}
"""TCP keepalives of the connection holding the lock: a dead peer is noticed in about 25 s."""
CONNECT_TIMEOUT = 5
"""Seconds one attempt to connect the lock again may take (a host that vanished does not answer)."""


class ServerLock:
    """One serving process per database, or several instances that share it through Redis.

    Two servers on one database diverged silently (a room stuck at move 0 on the second, one open
    seat granted on both). SQLite: an exclusive ``flock`` on ``<database>.lock`` beside the file,
    holding the owner's process id for the message. PostgreSQL: a session advisory lock on a
    connection kept open, exclusive for a single server, shared (``shared=True``) by the instances
    of a cluster (``--redis-url``), so neither kind starts beside the other. Both are the system's:
    a killed process (even ``kill -9``) drops its lock, so a stale lock never blocks a restart.
    Other databases are not locked (a warning says so).

    The PostgreSQL connection stays open for the life of the server: a cluster instance holds its
    rooms' leases on it too (``noppa.server.cluster``), so they all go with the process.
    """

    def __init__(self, url: str, *, shared: bool = False) -> None:
        self._fd: int | None = None
        self._conn: Connection | None = None
        self._engine: Engine | None = None
        self._url: str | None = None
        """The PostgreSQL URL whose lock this is (``None``: a file lock, or none)."""
        self._mutex = threading.RLock()
        """One thread at a time on the connection (the watcher checks it while the server stops)."""
        self.shared = shared
        path = sqlite_file(url)
        if path is not None:
            self._lock_file(path.with_name(path.name + ".lock"), url)
        elif url.startswith("postgresql"):
            self._lock_postgres(url)
            self._url = url
        elif not url.startswith("sqlite"):
            log.warning("%s: no lock keeps a second server off this database", where_of(url))

    def _lock_file(self, path: Path, url: str) -> None:
        import fcntl

        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise StoreUnavailable("cli.serve.read_only", where=where_of(url), detail=str(error)) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            owner = os.read(fd, 32).decode(errors="replace").strip()
            os.close(fd)
            if owner.isdigit():
                raise StoreUnavailable("cli.serve.taken", pid=owner, where=where_of(url)) from None
            raise StoreUnavailable("cli.serve.taken_unknown", where=where_of(url)) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def _lock_postgres(self, url: str) -> None:
        # keepalives: a server whose machine vanished loses its lock (and leases) within a minute
        engine = sa.create_engine(
            url, poolclass=sa.pool.NullPool, connect_args={**KEEPALIVES, "connect_timeout": CONNECT_TIMEOUT}
        )
        try:
            conn = engine.connect()
        except BaseException:
            engine.dispose()
            raise
        take = sa.func.pg_try_advisory_lock_shared if self.shared else sa.func.pg_try_advisory_lock
        try:
            held = conn.execute(sa.select(take(LOCK_KEY))).scalar()
            conn.commit()
        except BaseException:
            held = False
            raise
        finally:
            if not held:
                with contextlib.suppress(sa.exc.DBAPIError):
                    conn.close()
                engine.dispose()
        if not held:
            key = "cli.serve.taken_single" if self.shared else "cli.serve.taken_unknown"
            raise StoreUnavailable(key, where=where_of(url))
        self._conn, self._engine = conn, engine

    def reopen(self) -> None:
        """Connect again after the lock's connection broke, and take the lock again (PostgreSQL).

        Raises what connecting raised (the database is still away) or :class:`StoreUnavailable`
        (another server took the database meanwhile); either way a later call tries again from
        scratch (the first failure used to leave nothing to reopen: every later call returned at
        once, and a cluster never took a lease again after PostgreSQL restarted).
        """
        with self._mutex:
            if self._url is None:
                return
            if self._conn is not None:
                with contextlib.suppress(sa.exc.DBAPIError):
                    self._conn.close()
            if self._engine is not None:
                self._engine.dispose()
            self._conn = self._engine = None
            self._lock_postgres(self._url)

    def alive(self) -> bool:
        """Whether the connection holding the lock answers (always true where no connection holds it)."""
        with self._mutex:
            if self._url is None:
                return True
            if self._conn is None:
                return False
            try:
                self._conn.execute(sa.select(1))
                self._conn.commit()
            except sa.exc.SQLAlchemyError:  # gone, or left invalid by the error that brought us here
                return False
            return True

    @property
    def connection(self) -> Connection | None:
        """The PostgreSQL connection that holds the lock (``None`` on other databases)."""
        return self._conn

    def release(self) -> None:
        """Let another server have the database (closing the file or connection drops the lock)."""
        with self._mutex:
            self._url = None  # never reopened after this
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            if self._conn is not None and self._engine is not None:
                # unlocked before the connection closes: PostgreSQL frees a closed session's locks only
                # once its backend has noticed, so a server started right after this one could still
                # find the database taken
                with contextlib.suppress(sa.exc.DBAPIError):
                    self._conn.execute(sa.select(sa.func.pg_advisory_unlock_all()))
                    self._conn.commit()
                self._conn.close()
                self._engine.dispose()
                self._conn = self._engine = None


@dataclass(frozen=True)
class MoveWrite:
    """One move to store: its row, and the room's columns after it (``MOVE_COLUMNS``)."""

    room_id: str
    n: int
    seat: int
    action: str
    by: str
    room: dict[str, Any]
    at: float = field(default_factory=time.time)
    lease: tuple[int, int, int] | None = None
    """A bot's move in a cluster: the (backend pid, namespace, key) of the room's lease, which the
    commit checks is still held (its fencing): an instance that lost the room stores nothing."""


MOVE_COLUMNS = ("snapshot", "moves", "to_act", "status", "outcome", "clock")
"""The room columns a move changes (``updated_at`` too)."""

_UPDATE_AFTER_MOVES = (
    sa.update(rooms_table)
    .where(rooms_table.c.id == sa.bindparam("room_key"))
    .values(
        {name: sa.bindparam(f"new_{name}") for name in MOVE_COLUMNS}
        | {"updated_at": sa.bindparam("new_updated_at")}
    )
)

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
        conn.execute(
            sa.insert(moves_table),
            [
                {"room_id": m.room_id, "n": m.n, "seat": m.seat, "action": m.action, "by": m.by, "at": m.at}
                for m in moves
            ],
        )
        latest = {m.room_id: m for m in moves}  # a room moved twice in the batch: its last state
        conn.execute(
            _UPDATE_AFTER_MOVES,
            [
                {"room_key": m.room_id, "new_updated_at": m.at}
                | {f"new_{k}": m.room.get(k) for k in MOVE_COLUMNS}
                for m in latest.values()
            ],
        )
        moves.clear()

    for job in jobs:
        if isinstance(job, MoveWrite):
            moves.append(job)
        else:
            flush()
            job(conn)
    flush()


def _check_leases(conn: Connection, leases: set[tuple[int, int, int]]) -> None:
    """Raise :class:`Conflict` unless every lease is still held by its backend (in this transaction)."""
    pids = sorted({pid for pid, _, _ in leases})
    rows = conn.execute(
        sa.text(
            "SELECT pid, classid::bigint, objid::bigint FROM pg_locks WHERE locktype = 'advisory'"
            " AND granted AND objsubid = 2 AND pid = ANY(:pids)"
        ),
        {"pids": pids},
    )
    held = {(r[0], r[1], r[2]) for r in rows}
    lost = {(pid, ns & 0xFFFF_FFFF, key & 0xFFFF_FFFF) for pid, ns, key in leases} - held
    if lost:
        raise Conflict(f"room leases no longer held: {sorted(lost)}")


class StoreWriter:
    """One writer thread: jobs queued from the event loop are committed together, in order.

    ``await writer.write(job)`` returns once the job's transaction has committed (or raises what
    it raised). Jobs that queue up while a commit runs go into the next transaction together.
    """

    BATCH = 512

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[tuple[Job, asyncio.Future[None], asyncio.AbstractEventLoop] | None] = (
            queue.SimpleQueue()
        )
        self._thread = threading.Thread(target=self._run, name="noppa-store-writer", daemon=True)
        self._thread.start()
        self.commits = 0

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
        self._queue.put((job, future, loop))
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

    def close(self) -> None:
        """Finish the queued jobs and stop the thread."""
        self._queue.put(None)
        self._thread.join(timeout=30)

    def _run(self) -> None:
        stopping = False
        while not stopping:
            first = self._queue.get()
            if first is None:
                break
            batch = [first]
            while len(batch) < self.BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stopping = True
                    break
                batch.append(item)
            self._commit(batch)

    def _commit(self, batch: list[tuple[Job, asyncio.Future[None], asyncio.AbstractEventLoop]]) -> None:
        try:
            with self.store.engine.begin() as conn:
                run_jobs(conn, (job for job, _, _ in batch))
            self.commits += 1
            for _, future, loop in batch:
                _resolve(loop, future, None)
            return
        except sa.exc.OperationalError as error:  # the database itself (locked, gone): not one job's fault
            log.error("batch of %d store jobs failed: %s", len(batch), error.orig or error)
            for _, future, loop in batch:
                _resolve(loop, future, error)
            return
        except (Conflict, sa.exc.IntegrityError) as error:  # another instance was first: that job's loss
            log.info("batch of %d store jobs met a conflict (%s); retrying one by one", len(batch), error)
        except Exception:
            log.exception("batch of %d store jobs failed; retrying one by one", len(batch))
        for job, future, loop in batch:
            try:
                with self.store.engine.begin() as conn:
                    run_jobs(conn, [job])
                _resolve(loop, future, None)
            except Exception as error:
                _resolve(loop, future, error)


def _resolve(
    loop: asyncio.AbstractEventLoop, future: asyncio.Future[None], error: BaseException | None
) -> None:
    def done() -> None:
        if future.done():
            return
        if error is None:
            future.set_result(None)
        else:
            future.set_exception(error)

    with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
        loop.call_soon_threadsafe(done)
