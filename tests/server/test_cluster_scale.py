"""A cluster of two real ``noppa serve`` instances over 20,000 running rooms (issue 26, goal 2).

The rooms are made directly in the store (copies of one room of people, not played). The instances
share them out; a game of bots plays on and its moves reach the other instance; PostgreSQL's own
statistics show that no instance reads every room each second; one instance is killed and the
other takes all its rooms over.
"""

from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import sqlalchemy as sa

from noppa.server import ServerConfig
from noppa.server.store import Store
from tests.processes import until
from tests.server.conftest import fresh_postgres, real_component
from tests.server.processes import stop
from tests.server.test_cluster import instance, started
from tests.server.test_cluster_leases import copies, insert, record

ROOMS = 20_000
"""Running rooms in the store: past the ~14,000 advisory locks a default PostgreSQL could hold."""


def health(base: str) -> dict[str, Any]:
    """An instance's ``/api/health`` (``{}`` while it does not answer)."""
    try:
        found: dict[str, Any] = httpx.get(f"{base}/api/health", timeout=10).json()
    except httpx.HTTPError:
        return {}
    return found


def owned(base: str) -> int:
    """How many rooms an instance owns (-1 while it does not answer)."""
    return int(health(base).get("cluster", {}).get("owned_rooms", -1))


def rows_read(url: str) -> int:
    """Rows PostgreSQL has read from the rooms and leases tables so far (by scans and by index)."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            found = conn.execute(
                sa.text(
                    "SELECT sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))"
                    " FROM pg_stat_user_tables WHERE relname IN ('noppa_rooms', 'noppa_leases')"
                )
            ).scalar_one()
            return int(found or 0)
    finally:
        engine.dispose()


def scans(url: str) -> list[tuple[Any, ...]]:
    """PostgreSQL's statistics of the tables: what read what (for a failure's message)."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                sa.text(
                    "SELECT relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch FROM pg_stat_user_tables"
                    " ORDER BY relname"
                )
            )
            return [tuple(row) for row in rows]
    finally:
        engine.dispose()


def running_rooms(url: str) -> int:
    """Running rooms in the store."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            return int(
                conn.execute(
                    sa.text("SELECT count(*) FROM noppa_rooms WHERE status = 'running'")
                ).scalar_one()
            )
    finally:
        engine.dispose()


@pytest.mark.slow
@pytest.mark.timeout(1500)
@pytest.mark.rule("web-CLUSTER-03")
def test_a_cluster_over_20000_running_rooms_plays_on_and_fails_over(tmp_path: Path) -> None:
    redis_url = real_component("NOPPA_TEST_REDIS_URL", "Redis")
    with fresh_postgres() as url:
        Store(url).close()  # the schema
        template = record("running")
        insert(url, template)
        copies(url, template.id, ROOMS - 1)
        config = ServerConfig(database_url=url, redis_url=redis_url, data_dir=tmp_path)
        command = [*instance(config), "--max-rooms", str(2 * ROOMS)]  # (the default: 1,000 an instance)
        first, base_a = started(command, tmp_path / "a.log")
        second, base_b = started(command, tmp_path / "b.log")
        try:
            began = time.monotonic()
            until(lambda: owned(base_a) + owned(base_b) == ROOMS, "the instances took every room", 900, 0.5)
            until(
                lambda: health(base_a)["live_rooms"] + health(base_b)["live_rooms"] >= ROOMS,
                "loaded",
                900,
                0.5,
            )
            shares = owned(base_a), owned(base_b)
            print(f"two instances took {ROOMS} rooms in {time.monotonic() - began:.1f} s: {shares}")
            assert min(shares) > 0  # shared out, not all on one

            # a game of bots made on a plays on; b follows it (the room's channel)
            body = {"game": "key-to-the-kingdom", "players": 2, "public": False,
                    "seats": [{"kind": "bot"}, {"kind": "bot"}]}  # fmt: skip
            room = httpx.post(f"{base_a}/api/rooms", json=body, timeout=60).json()["room"]["id"]

            def moves_on_b() -> int:
                return int(httpx.get(f"{base_b}/api/rooms/{room}", timeout=10).json()["moves"])

            until(lambda: moves_on_b() >= 10, "the bots' moves reached b", 120, 0.2)

            # nothing reads every room each second: rows read from rooms and leases over a while
            before, at = rows_read(url), time.monotonic()
            time.sleep(20.0)  # a window of time to count in (PostgreSQL reports its counts within ~10 s)
            per_second = (rows_read(url) - before) / (time.monotonic() - at)
            print(f"rows read from rooms and leases: {per_second:.0f} a second over {ROOMS} running rooms")
            assert per_second < ROOMS / 5, scans(
                url
            )  # before: every room, twice (once per instance), every second

            # a dies: b takes every room over, and the game plays on there
            first.send_signal(signal.SIGKILL)
            killed, at_kill = time.monotonic(), moves_on_b()
            until(lambda: owned(base_b) == running_rooms(url), "b took over every room", 900, 0.5)
            took = time.monotonic() - killed
            print(f"b took over {owned(base_b)} rooms in {took:.1f} s after a was killed")
            if running_rooms(url) > ROOMS:  # the game is still on: it goes on under b
                until(lambda: moves_on_b() > at_kill + 3, "the bots play on under b", 120, 0.2)
            assert health(base_b)["cluster"]["takeovers"] >= ROOMS - shares[1]
        finally:
            for process in (first, second):
                stop(process)
