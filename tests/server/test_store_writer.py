"""The store writer's own connection: kept from commit to commit, replaced when it dies."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa

from noppa.server.store import Store, StoreWriter
from noppa.server.tables import meta_table
from tests.server.conftest import fresh_postgres


def note(key: str) -> Callable[[sa.Connection], None]:
    """A job that stores one meta row."""

    def job(conn: sa.Connection) -> None:
        conn.execute(sa.insert(meta_table).values(key=key, value="x"))

    return job


@pytest.fixture
def writer() -> Iterator[StoreWriter]:
    """A store writer on a fresh PostgreSQL database (its store closed afterwards)."""
    with fresh_postgres() as url:
        store = Store(url)
        started = StoreWriter(store)
        try:
            yield started
        finally:
            started.close()
            store.close()


def test_the_writer_commits_on_after_its_connection_is_killed(writer: StoreWriter) -> None:
    """PostgreSQL ends the writer's connection between two commits (as a restart does): the next
    write is committed on a new connection, not refused."""
    asyncio.run(writer.write(note("first")))
    kept = writer._conn
    assert kept is not None
    backend = kept.connection.dbapi_connection.info.backend_pid  # type: ignore[union-attr]
    with writer.store.engine.connect() as other:
        assert other.execute(sa.select(sa.func.pg_terminate_backend(backend))).scalar()
    asyncio.run(writer.write(note("second")))
    assert writer._conn is not kept
    asyncio.run(writer.write(note("third")))
    with writer.store.engine.connect() as conn:
        keys = set(conn.execute(sa.select(meta_table.c.key)).scalars())
    assert {"first", "second", "third"} <= keys


def test_the_writer_keeps_one_connection(writer: StoreWriter) -> None:
    """Commits one after another reuse the writer's connection (no checkout from the pool each)."""
    asyncio.run(writer.write(note("a")))
    kept = writer._conn
    for key in "bcd":
        asyncio.run(writer.write(note(key)))
    assert writer._conn is kept and writer.commits == 4
