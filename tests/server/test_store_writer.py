"""The store writer: its own connection (kept from commit to commit, replaced when it dies) and its
group commit (web-STORE-03)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from noppa.engine import get_game
from noppa.server.seat import Seat
from noppa.server.store import FLOWING, Conflict, MoveWrite, RoomRecord, Store, StoreWriter
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


class Pauses:
    """The writer's injected clock and pause (web-STORE-03): the clock reads ``now``; a pause is
    recorded and holds the writer until the test lets it go (``release``), never for a time."""

    def __init__(self) -> None:
        self.now = 0.0
        self.readings: list[float] = []
        """Readings the clock gives before ``now`` again, in order."""
        self.asked: list[float] = []
        self.pausing = threading.Event()
        self.released = threading.Event()

    def clock(self) -> float:
        return self.readings.pop(0) if self.readings else self.now

    def pause(self, seconds: float) -> None:
        self.asked.append(seconds)
        self.pausing.set()
        assert self.released.wait(timeout=60), "the test never let the writer go"


@pytest.fixture
def paused(tmp_path: Path) -> Iterator[tuple[StoreWriter, Pauses]]:
    """A store writer on a fresh SQLite file with a window of 3 ms, its clock and pause the test's."""
    store = Store(f"sqlite:///{tmp_path}/store.sqlite")
    pauses = Pauses()
    started = StoreWriter(store, window=0.003, clock=pauses.clock, pause=pauses.pause)
    try:
        yield started, pauses
    finally:
        pauses.released.set()
        started.close()
        store.close()


def keys(writer: StoreWriter) -> set[str]:
    with writer.store.engine.connect() as conn:
        return set(conn.execute(sa.select(meta_table.c.key)).scalars())


@pytest.mark.rule("web-STORE-03")
def test_a_job_after_a_quiet_spell_is_committed_at_once(paused: tuple[StoreWriter, Pauses]) -> None:
    """The first job, and one after a quiet spell longer than FLOWING windows, are not delayed."""
    writer, pauses = paused
    asyncio.run(writer.write(note("first")))
    pauses.now += FLOWING * writer.window + 0.001
    asyncio.run(writer.write(note("after a quiet spell")))
    assert pauses.asked == [] and writer.waits == 0 and writer.commits == 2
    assert {"first", "after a quiet spell"} <= keys(writer)


@pytest.mark.rule("web-STORE-03")
def test_flowing_jobs_wait_one_window_and_share_a_commit(paused: tuple[StoreWriter, Pauses]) -> None:
    """A job that comes while jobs flow waits for the rest of its window; the jobs written in the
    meantime are committed with it, and none is acknowledged before that commit."""
    writer, pauses = paused
    asyncio.run(writer.write(note("first")))
    pauses.now += 0.002  # less than FLOWING windows later: flowing

    async def flow() -> None:
        second = asyncio.ensure_future(writer.write(note("second")))
        assert await asyncio.to_thread(pauses.pausing.wait, 60)
        pauses.now += 0.001
        later = [asyncio.ensure_future(writer.write(note(k))) for k in ("third", "fourth")]
        await asyncio.sleep(0)  # their hand-off (one turn of the loop)
        await asyncio.sleep(0)
        assert not second.done() and not any(f.done() for f in later)  # nothing acknowledged yet
        assert "second" not in keys(writer)
        pauses.released.set()
        await asyncio.gather(second, *later)

    asyncio.run(flow())
    assert pauses.asked == [pytest.approx(writer.window)]  # handed over "now": the whole window
    assert writer.waits == 1 and writer.commits == 2  # the first, then the three together
    assert {"first", "second", "third", "fourth"} <= keys(writer)


@pytest.mark.rule("web-STORE-03")
def test_the_wait_ends_a_window_after_the_hand_off(paused: tuple[StoreWriter, Pauses]) -> None:
    """The writer waits only what is left of the window since the batch was handed over: a batch
    it takes a window late is committed at once."""
    writer, pauses = paused
    asyncio.run(writer.write(note("first")))
    pauses.now += 0.001
    pauses.readings = [pauses.now, pauses.now + writer.window]  # the hand-off, the writer's look
    asyncio.run(writer.write(note("late")))
    assert pauses.asked == [] and writer.waits == 0 and writer.commits == 2


def test_a_window_of_zero_never_waits(tmp_path: Path) -> None:
    """``window=0`` turns group commit off: flowing jobs are committed as they come."""
    store = Store(f"sqlite:///{tmp_path}/store.sqlite")
    pauses = Pauses()
    writer = StoreWriter(store, window=0, clock=pauses.clock, pause=pauses.pause)
    try:
        for key in "abc":
            asyncio.run(writer.write(note(key)))
    finally:
        writer.close()
        store.close()
    assert pauses.asked == [] and writer.commits == 3


def a_room(writer: StoreWriter, room_id: str) -> None:
    """Store a running room of two seats, its actions to be written as moves."""
    state = get_game("dungeon-dice").new_state(2, seed=1)
    saved = state.to_json()
    record = RoomRecord(
        id=room_id,
        game="dungeon-dice",
        players=2,
        options={},
        lang="en",
        public=False,
        title="",
        status="running",
        dice=saved["dice"],
        snapshot=None,
        moves=0,
        to_act=0,
        outcome=None,
        host_hash="h" * 64,
        away_after=0,
        created_at=0.0,
        updated_at=0.0,
        seats=[
            Seat(
                seat=k,
                kind="human",
                bot=None,
                name="",
                token_hash="t" * 64,
                claimed=True,
                open=False,
                local=True,
            )
            for k in range(2)
        ],
    )
    asyncio.run(writer.write(lambda conn: Store.insert_room(conn, record)))


def move(room_id: str, n: int) -> MoveWrite:
    columns = {"moves": n, "to_act": n % 2, "status": "running", "outcome": None, "clock": None}
    return MoveWrite(room_id=room_id, n=n, seat=n % 2, action=f"a{n}", by="human", room=columns)


def test_a_move_on_a_killed_connection_is_committed_on_a_new_one(writer: StoreWriter) -> None:
    """The moves go to the driver's own cursor (``store._execute_hot``): a connection PostgreSQL
    ended is still told apart from a refused write (``connection_invalidated``), and the move is
    committed on a new connection, once."""
    a_room(writer, "r1")
    asyncio.run(writer.write(move("r1", 1)))
    kept = writer._conn
    assert kept is not None
    backend = kept.connection.dbapi_connection.info.backend_pid  # type: ignore[union-attr]
    with writer.store.engine.connect() as other:
        assert other.execute(sa.select(sa.func.pg_terminate_backend(backend))).scalar()
    asyncio.run(writer.write(move("r1", 2)))
    assert writer._conn is not kept
    assert [n for n, *_ in writer.store.moves("r1")] == [1, 2]


def test_a_move_stored_twice_is_a_conflict_and_leaves_the_batch_stored(writer: StoreWriter) -> None:
    """A move whose number is already stored (another instance was first) raises Conflict through
    the driver's cursor as through SQLAlchemy's; the other moves of its batch are stored."""
    a_room(writer, "r1")
    a_room(writer, "r2")
    asyncio.run(writer.write(move("r1", 1)))

    async def batch() -> tuple[BaseException | None, BaseException | None]:
        return await asyncio.gather(
            writer.write(move("r2", 1)), writer.write(move("r1", 1)), return_exceptions=True
        )

    first, again = asyncio.run(batch())
    assert first is None and isinstance(again, Conflict)
    assert [n for n, *_ in writer.store.moves("r2")] == [1]
    assert [n for n, *_ in writer.store.moves("r1")] == [1]
