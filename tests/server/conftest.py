"""Fixtures of the server tests: an app over a temporary SQLite file, a test game with secrets,
and helpers that speak the WebSocket protocol."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from noppa.server import ServerConfig, create_app
from tests.server.secret_game import registered


@pytest.fixture
def config(tmp_path: Path) -> ServerConfig:
    """A server with its database in a temporary folder and bots that do not pause.

    Bots think in threads (``bot_workers=0``): a worker process per test would cost a second each
    (``tests/server/test_limits.py`` plays with workers).

    ``NOPPA_TEST_DATABASE_URL`` (e.g. ``postgresql+psycopg://noppa@127.0.0.1:5499/noppa``) runs the
    tests against another database instead (tests that count every room then see earlier ones).
    """
    return ServerConfig(
        database_url=os.environ.get("NOPPA_TEST_DATABASE_URL"),
        data_dir=tmp_path,
        bot_delay=0.0,
        bot_workers=0,
    )


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
