"""Opening a database and telling its faults apart: the URL's file, the engine, the start-up check.

A SQLite URL names a file (made with its folder when missing; WAL journal, foreign keys on); a
damaged file is refused at start (web-FAULT-02), and a damaged page met later is refused for the
room it is in (:func:`refusing_damage`). :class:`StoreUnavailable` says in words why a database
cannot serve (read-only, locked, damaged, taken by another server, newer than this noppa).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from noppa.engine import LocalizedError
from noppa.server.errors import Refused

log = logging.getLogger("noppa.server.store")  # the store's log, as operators configure it


class StoreUnavailable(LocalizedError):
    """The database cannot serve this server: another server holds it, or it cannot be written."""


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


def detail(error: BaseException) -> str:
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
        log.error("%s: the database is damaged (%s); restore it from a backup", what, detail(error))
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
        raise StoreUnavailable("cli.serve.damaged", where=where, detail=detail(error)) from None
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


def make_engine(url: str, busy_timeout: float) -> Engine:
    if url.startswith("sqlite"):
        path = sqlite_file(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url, connect_args={"timeout": busy_timeout}, json_serializer=json_text)

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True, json_serializer=json_text)


_json_encode = msgspec.json.Encoder().encode


def json_text(value: Any) -> str:
    """A JSON column's text (msgspec: a move's snapshot in a few microseconds, not ``json.dumps``'s
    tens; read back by any JSON reader)."""
    return _json_encode(value).decode()


def unavailable(url: str, error: sa.exc.OperationalError, busy_timeout: float) -> StoreUnavailable:
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
