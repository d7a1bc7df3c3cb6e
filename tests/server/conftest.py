"""Fixtures of the server tests: an app over a temporary SQLite file, a test game with secrets,
and helpers that speak the WebSocket protocol."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from noppa.server import ServerConfig, create_app
from tests.processes import until
from tests.server.secret_game import registered

__all__ = ["until"]  # the polling wait of every test, in tests/processes.py


def real_component(variable: str, what: str) -> str:
    """The URL of a real PostgreSQL or Redis for the tests, from ``variable``.

    Absent: the test is skipped with the reason, except in CI (``CI=true``), where ``./check``
    starts both and a missing one must fail the run rather than pass it untested.
    """
    url = os.environ.get(variable)
    if url:
        return url
    reason = f"{variable} is not set: no {what} to test against (./check starts one)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


@contextlib.contextmanager
def fresh_postgres() -> Iterator[str]:
    """A new empty database on the PostgreSQL of ``NOPPA_TEST_DATABASE_URL``, dropped afterwards.

    Each test gets its own, so tests that count rooms see only theirs (as on a SQLite file).
    """
    base = sa.make_url(real_component("NOPPA_TEST_DATABASE_URL", "PostgreSQL"))
    name = f"noppa_test_{secrets.token_hex(6)}"
    admin = sa.create_engine(base, isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)
    try:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


BACKENDS = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked ``backends`` run on each backend; the others on SQLite."""
    if "backend" in metafunc.fixturenames and metafunc.definition.get_closest_marker("backends"):
        metafunc.parametrize("backend", BACKENDS, indirect=True)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The database the test's server uses: ``sqlite`` (a file in ``tmp_path``) or ``postgresql``."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
def database_url(backend: str) -> Iterator[str | None]:
    """The test server's database URL: ``None`` (SQLite in ``tmp_path``) or a fresh PostgreSQL one."""
    if backend == "sqlite":
        yield None
        return
    with fresh_postgres() as url:
        yield url


@pytest.fixture
def config(tmp_path: Path, database_url: str | None) -> ServerConfig:
    """A server with its database in a temporary folder and bots that do not pause.

    Bots think in threads (``bot_workers=0``): a worker process per test would cost a second each
    (``tests/server/test_limits.py`` plays with workers). Tests marked ``backends`` run on
    PostgreSQL too, each on a database of its own (:func:`fresh_postgres`).
    """
    return ServerConfig(
        database_url=database_url,
        data_dir=tmp_path,
        bot_delay=0.0,
        bot_workers=0,
    )


@pytest.fixture(autouse=True)
def server_seeds(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeds a room draws for itself come from the test's own name, so that a test plays the
    same games at every run and a failure in CI replays on any machine. (The server's own draw,
    ``fairness.new_seed``, is tested in test_fairness; a test may still fix one seed itself.) The
    browser tests use it too: their server runs in the test's process."""
    draws = random.Random(request.node.nodeid)
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: draws.getrandbits(63))


@pytest.fixture
def client(config: ServerConfig) -> Iterator[TestClient]:
    """A running app (lifespan included)."""
    with TestClient(create_app(config)) as test_client:
        yield test_client


@pytest.fixture
def secret_game() -> Iterator[str]:
    """Register the test game with secrets for one test only (the game lists stay untouched)."""
    with registered() as game_id:
        yield game_id


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    """Create a room and return the answer (asserting it worked)."""
    body.setdefault("game", "dungeon-dice")
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def token_of(link: str) -> str:
    """The token in an invitation link."""
    return link.split("#t=", 1)[1]


def receive_until(ws: Any, kind: str, limit: int = 50) -> dict[str, Any]:
    """Read messages until one of type ``kind`` arrives (or fail)."""
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message in {limit}")


def state_at(ws: Any, move: int, limit: int = 200) -> dict[str, Any]:
    """Read state messages until one at or past ``move`` arrives."""
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "state" and message["move"] >= move:
            return message
    raise AssertionError(f"no state at move {move}")


def closed_with(ws: Any) -> int:
    """Read until the server closes the socket; return the close code."""
    try:
        for _ in range(20):
            ws.receive_json()
    except WebSocketDisconnect as closed:
        return int(closed.code)
    raise AssertionError("the socket stayed open")


def finished(client: TestClient, room: str) -> dict[str, Any]:
    """The room's lobby entry once its game has finished (its bots play it out): waits on that,
    however long a loaded machine takes (:func:`until`'s generous bound)."""
    summary: dict[str, Any] = {}

    def over() -> bool:
        summary.update(client.get(f"/api/rooms/{room}").json())
        return bool(summary["status"] == "finished")

    until(over, f"room {room} finished")
    return summary


ROOM_TASK = "bots-"
"""How the name of a room's task begins (``Room.start``: ``bots-ROOM``)."""


class FakeTime:
    """The server's clock in a test (``RoomManager.clock``): it moves only when the test says so,
    and counts the times a room's task read it since it last moved (the task reads it first thing
    whenever it weighs the room: the deadline, then the stand-ins and the bots; the reads of the
    connections, which show the clock, do not count)."""

    def __init__(self) -> None:
        self.now = time.time()
        self.reads = 0

    def __call__(self) -> float:
        with contextlib.suppress(RuntimeError):  # read outside the server's event loop: not counted
            task = asyncio.current_task()
            if task is not None and task.get_name().startswith(ROOM_TASK):
                self.reads += 1
        return self.now

    def move(self, seconds: float) -> None:
        """Move the time on by ``seconds`` (the count of reads starts again)."""
        self.now += seconds
        self.reads = 0


def weighed(fake: FakeTime) -> None:
    """Wait until the server has read the time since it last moved, so a room with a clock has
    weighed its deadline at it: the event a check that nothing happened yet waits for, rather
    than a pause that a slow machine outlasts."""
    until(lambda: fake.reads > 0, "the room weighed its deadline at the new time")


def settled(client: TestClient, room: Any, fake: FakeTime) -> None:
    """Wait until the task of ``room`` (a room with a clock, on ``fake``) has weighed the room from
    start to end at least once since now (a bot's pause included): woken twice, it read the clock
    twice, and a round reads it first thing, so the first round had ended when the second began."""
    for _ in range(2):
        fake.move(0)
        client.portal.call(room.broadcast.announce)  # type: ignore[union-attr]
        weighed(fake)
