"""One serving process per database: the lock a server holds on it (a file lock, or PostgreSQL's).

The PostgreSQL connection that holds the lock stays open for the life of the server; a cluster
instance holds its rooms' leases on it too (``noppa.server.cluster``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from noppa.server.database import StoreUnavailable, sqlite_file, where_of

log = logging.getLogger("noppa.server.store")  # the store's log, as operators configure it


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
