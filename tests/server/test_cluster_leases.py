"""A cluster's room leases (``noppa.server.leases``) on the real PostgreSQL: rows kept in step with
the rooms' status, fencing numbers checked at commit, free rooms taken once, expiry, scale."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
import sqlalchemy as sa
from alembic import command

from noppa.engine import get_game
from noppa.server import migrations
from noppa.server.leases import Fence, Leases
from noppa.server.lock import ServerLock
from noppa.server.seat import HUMAN, Seat
from noppa.server.store import Conflict, MoveWrite, RoomRecord, Store, run_jobs
from noppa.server.tables import leases_table, rooms_table, seats_table
from noppa.server.tokens import new_room_id
from tests.server.conftest import fresh_postgres


@pytest.fixture
def url() -> Iterator[str]:
    """A fresh PostgreSQL database at the newest schema."""
    with fresh_postgres() as found:
        Store(found).close()  # migrates it
        yield found


def record(status: str, room_id: str | None = None, game: str = "dungeon-dice") -> RoomRecord:
    """A two-seat room of people, as the store keeps it, at move 0."""
    state = get_game(game).new_state(2, seed=7)
    saved = state.to_json()
    return RoomRecord(
        id=room_id or new_room_id(), game=game, players=2, options=dict(state.options), lang="en",
        public=False, title="", status=status, dice=saved["dice"], snapshot=saved["snapshot"], moves=0,
        to_act=state.to_act, outcome=None, host_hash="-", away_after=0, created_at=time.time(),
        updated_at=time.time(),
        seats=[Seat(seat=n, kind=HUMAN, bot=None, name="", token_hash="-") for n in range(2)],
    )  # fmt: skip


def insert(url: str, *rooms: RoomRecord) -> None:
    """Store ``rooms`` directly (as a server would)."""
    store = Store(url)
    try:
        with store.engine.begin() as conn:
            for room in rooms:
                Store.insert_room(conn, room)
    finally:
        store.close()


def leases(url: str) -> dict[str, tuple[str | None, int]]:
    """Every lease row: room → (owner, token)."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            rows = conn.execute(sa.select(leases_table.c.room_id, leases_table.c.owner, leases_table.c.token))
            return {r[0]: (r[1], r[2]) for r in rows}
    finally:
        engine.dispose()


def sql(url: str, statements: str, **values: object) -> None:
    """Run the statements (``;`` between them) in one transaction."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.begin() as conn:
            for statement in statements.split(";"):
                conn.execute(sa.text(statement), values)
    finally:
        engine.dispose()


def copies(url: str, room_id: str, count: int) -> list[str]:
    """Store ``count`` copies of the room ``room_id`` (its seats too) at once; their ids."""
    columns = [c.name for c in rooms_table.columns if c.name != "id"]
    seat_columns = [c.name for c in seats_table.columns if c.name != "room_id"]
    ids = [f"{room_id[:6]}{n:06d}" for n in range(count)]
    sql(
        url,
        f"INSERT INTO noppa_rooms (id, {', '.join(columns)}) SELECT n, {', '.join(columns)}"
        " FROM noppa_rooms, unnest(CAST(:ids AS text[])) AS n WHERE id = :t;"
        f" INSERT INTO noppa_seats (room_id, {', '.join(seat_columns)}) SELECT n, {', '.join(seat_columns)}"
        " FROM noppa_seats, unnest(CAST(:ids AS text[])) AS n WHERE room_id = :t;"
        " ANALYZE",
        t=room_id,
        ids=ids,
    )
    return ids


@pytest.fixture
def two(url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Leases, Leases]]:
    """The leases of two instances of one cluster on ``url`` (alive ten minutes a renewal: no loop
    renews them here, and a test expires one by hand when it means to)."""
    monkeypatch.setattr("noppa.server.leases.LEASE_TTL", 600.0)
    monkeypatch.setattr("noppa.server.leases.ADOPT_GRACE", 0.0)  # rooms stored here are free at once
    locks = [ServerLock(url, shared=True), ServerLock(url, shared=True)]
    try:
        yield Leases(locks[0]), Leases(locks[1])
    finally:
        for lock in locks:
            lock.release()


def bot_move(room_id: str, fence: Fence) -> MoveWrite:
    """Move 1 of ``room_id`` by a bot, fenced by ``fence``."""
    return MoveWrite(room_id, 1, 0, "roll", "bot", room={"moves": 1, "status": "running"}, lease=fence)


def test_each_running_room_has_one_lease_row_kept_in_step_by_the_database(url: str) -> None:
    waiting, running = record("waiting"), record("running")
    insert(url, waiting, running)
    assert leases(url) == {running.id: (None, 0)}  # made with the room, in its transaction
    sql(url, "UPDATE noppa_rooms SET status = 'running' WHERE id = :r", r=waiting.id)
    assert set(leases(url)) == {waiting.id, running.id}
    sql(url, "UPDATE noppa_rooms SET moves = 3, status = 'running' WHERE id = :r", r=running.id)
    assert len(leases(url)) == 2  # a move writes the same status again: nothing changes
    sql(url, "UPDATE noppa_rooms SET status = 'finished' WHERE id = :r", r=running.id)
    assert set(leases(url)) == {waiting.id}  # over: no lease any more


def test_revision_0007_gives_the_running_rooms_already_there_a_lease(url: str) -> None:
    rooms = [record("running"), record("running"), record("finished")]
    insert(url, *rooms)
    cfg = migrations.config(url)
    command.downgrade(cfg, "0005")
    command.upgrade(cfg, "head")
    assert leases(url) == {rooms[0].id: (None, 0), rooms[1].id: (None, 0)}  # free: an instance takes them


@pytest.mark.rule("web-CLUSTER-02")
def test_a_bot_move_fenced_by_an_older_owner_is_refused_after_the_room_changed_hands(
    url: str, two: tuple[Leases, Leases]
) -> None:
    """web-CLUSTER-02: the fencing number is checked in the move's own transaction."""
    a, b = two
    room = record("running")
    insert(url, room)
    assert a.take([room.id]) == {room.id} and b.take([room.id]) == set()  # one owner at a time
    old = a.fence(room.id)
    assert old is not None and b.fence(room.id) is None
    sql(url, "UPDATE noppa_instances SET expires = 0 WHERE id = :me", me=a.owner)  # a stalled
    assert b.take_free() == {room.id}  # its row expired: the room is free, and b takes it
    new = b.fence(room.id)
    assert new is not None and new.token == old.token + 1
    store = Store(url)
    try:
        with pytest.raises(Conflict), store.engine.begin() as conn:
            run_jobs(conn, [bot_move(room.id, old)])  # a's move, stored late: refused
        with store.engine.begin() as conn:
            run_jobs(conn, [bot_move(room.id, new)])  # b's goes in
    finally:
        store.close()
    assert a.renew() == {room.id}  # a wakes up: it lets the room go and joins anew
    assert a.fence(room.id) is None and a.take_free() == set()


@pytest.mark.rule("web-CLUSTER-02")
def test_a_takeover_waits_for_a_fenced_commit_in_flight(url: str, two: tuple[Leases, Leases]) -> None:
    """The commit holds the lease row (``FOR SHARE``): the room changes hands only after it."""
    a, b = two
    room = record("running")
    insert(url, room)
    a.take([room.id])
    fence = a.fence(room.id)
    assert fence is not None
    store = Store(url)
    taken: list[set[str]] = []
    try:
        with store.engine.begin() as conn:
            run_jobs(conn, [bot_move(room.id, fence)])  # checked: a still holds it
            sql(url, "UPDATE noppa_instances SET expires = 0 WHERE id = :me", me=a.owner)
            taker = threading.Thread(target=lambda: taken.append(b.take_free()))
            taker.start()
            taker.join(timeout=1.0)
            assert taker.is_alive()  # b waits for a's commit
        taker.join(timeout=60)
    finally:
        store.close()
    assert taken == [{room.id}]


def test_two_instances_taking_free_rooms_at_once_take_each_room_once(
    url: str, two: tuple[Leases, Leases]
) -> None:
    rooms = [record("running") for _ in range(60)]
    insert(url, *rooms)
    got: list[set[str]] = [set(), set()]

    def take(which: int, leases: Leases) -> None:
        while True:
            found = leases.take_free(limit=7)
            if not found:
                return
            got[which] |= found

    threads = [threading.Thread(target=take, args=(n, lease)) for n, lease in enumerate(two)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not got[0] & got[1] and got[0] | got[1] == {r.id for r in rooms}
    owners = leases(url)
    for which in (0, 1):
        assert all(owners[room][0] == two[which].owner for room in got[which])


def test_an_instance_that_stops_hands_its_rooms_back_at_once(url: str, two: tuple[Leases, Leases]) -> None:
    a, b = two
    rooms = [record("running") for _ in range(3)]
    insert(url, *rooms)
    assert a.take_free() == {r.id for r in rooms}
    assert b.take_free() == set()
    a.retire()
    assert b.take_free() == {r.id for r in rooms}  # not after the expiry: now


def test_leases_scale_past_the_lock_table_of_a_default_postgresql(
    url: str, two: tuple[Leases, Leases]
) -> None:
    """20,000 running rooms: one advisory lock per room failed at about 14,000 (``out of shared
    memory``); rows do not. Renewing costs one row, and finding free rooms while none is free reads
    no room (an index lookup, counted by PostgreSQL's own statistics)."""
    template = record("running")
    insert(url, template)
    copies(url, template.id, 19_999)
    a, b = two
    a.renew(), b.renew()  # (as their renewal loops would, meanwhile)
    taken = a.take_free(limit=12_000)
    taken |= b.take_free(limit=12_000)
    taken |= a.take_free(limit=12_000)
    assert len(taken) == 20_000 == len(a.owned) + len(b.owned)
    assert a.renew() == set() and b.renew() == set()
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            conn.execute(sa.text("ANALYZE noppa_leases"))  # as autovacuum does after so many changes
            plan = "\n".join(
                conn.execute(
                    sa.text(
                        "EXPLAIN SELECT room_id FROM noppa_leases"
                        " WHERE owner IS NULL OR owner = ANY(CAST(:dead AS text[])) LIMIT 200"
                    ),
                    {"dead": ["gone"]},
                ).scalars()
            )
    finally:
        engine.dispose()
    assert "Seq Scan" not in plan, plan  # the free rooms by the owner index, not every lease


def test_a_room_that_just_started_is_left_to_the_instance_that_started_it(
    url: str, two: tuple[Leases, Leases], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The starter takes its room's lease right after the commit; another instance's round in
    between leaves it alone for ``ADOPT_GRACE`` seconds (a starter that died meanwhile loses it)."""
    monkeypatch.setattr("noppa.server.leases.ADOPT_GRACE", 600.0)
    a, b = two
    room = record("running")
    insert(url, room)
    assert b.take_free() == set()
    assert a.take([room.id]) == {room.id}
    sql(url, "UPDATE noppa_leases SET owner = NULL, free_since = 1 WHERE room_id = :r", r=room.id)
    assert b.take_free() == {room.id}  # nobody's for long: free
