"""Faults of the world around the server: damaged stored rooms, a locked or read-only database,
a second server on the same database. Each is met with a clear word, never a 500 or a stall."""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from noppa.server import ServerConfig, create_app
from noppa.server.connection import CLOSE_TRY_AGAIN
from noppa.server.store import Store
from tests.server.conftest import create, receive_until, state_at, token_of
from tests.server.processes import run, serve, serving


def stored_room(config: ServerConfig) -> tuple[str, str]:
    """A two-player room waiting for its second player; returns (room, host token)."""
    with TestClient(create_app(config)) as client:
        answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])
    return answer["room"]["id"], answer["host_token"]


def damage(config: ServerConfig, room: str, column: str, raw: str) -> None:
    """Write ``raw`` as the room's ``column`` behind noppa's back (as a bad edit or disk would)."""
    store = Store(config.url())
    with store.engine.begin() as conn:
        update = sa.text(f"UPDATE noppa_rooms SET {column} = :raw WHERE id = :id")
        conn.execute(update, {"raw": raw, "id": room})
    store.close()


@pytest.mark.parametrize(
    ("column", "raw"),
    [
        ("options", '{"no_such_option": 1}'),
        ("options", "{not json"),
        ("dice", '{"kind": "seeded", "seed": 1, "draws": 3000000000}'),
        ("dice", "[" * 5000),
    ],
)
def test_a_stored_room_that_cannot_be_rebuilt_is_shown_broken(
    config: ServerConfig, column: str, raw: str
) -> None:
    room, _ = stored_room(config)
    damage(config, room, column, raw)
    with TestClient(create_app(config)) as client:
        detail = client.get(f"/api/rooms/{room}")
        assert detail.status_code == 200 and detail.json()["status"] == "broken"
        listed = client.get("/api/rooms?status=open").json()["rooms"]
        assert room in [r["id"] for r in listed]


def test_a_snapshot_that_is_not_json_is_reported_and_the_replay_stands(config: ServerConfig) -> None:
    room, _ = stored_room(config)
    damage(config, room, "snapshot", '{"turn": ')
    with TestClient(create_app(config)) as client:
        detail = client.get(f"/api/rooms/{room}")
        assert detail.status_code == 200 and detail.json()["status"] == "waiting"


def refused(command: list[str]) -> str:
    """Run a ``noppa serve`` that must refuse to start; its message."""
    done = run(command)
    assert done.returncode == 2, done.stdout + done.stderr
    return " ".join((done.stdout + done.stderr).split())


def test_a_second_server_on_the_same_database_refuses_to_start(tmp_path: Path) -> None:
    with serving(serve(tmp_path)) as first:
        message = refused(serve(tmp_path))
        assert f"another noppa server (process {first.process.pid}) already uses the database" in message
        assert str(tmp_path / "noppa.db") in "".join(message.split())  # the terminal may fold the path
        first.process.kill()  # kill -9: the lock goes with the process
        first.process.wait(timeout=30)
    with serving(serve(tmp_path)) as again:
        assert again.process.poll() is None


def test_a_read_only_database_stops_the_server_at_start(tmp_path: Path) -> None:
    Store(f"sqlite:///{tmp_path / 'noppa.db'}").close()
    read_only = f"sqlite:///file:{tmp_path / 'noppa.db'}?mode=ro&uri=true"
    message = refused(serve(tmp_path, "--database-url", read_only))
    assert "cannot be written (attempt to write a readonly database)" in message


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another program holds the database's write lock (as ``sqlite3`` in a ``BEGIN EXCLUSIVE``)."""
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_database_locked_by_another_program_stops_the_server_at_start(tmp_path: Path) -> None:
    Store(f"sqlite:///{tmp_path / 'noppa.db'}").close()
    with locked(tmp_path / "noppa.db"):
        started = time.monotonic()
        message = refused(serve(tmp_path, "--db-timeout", "0.5"))
    assert "stayed locked by another program for 0.5 s" in message
    assert time.monotonic() - started < 120  # it stopped rather than waited (start-up under load: 30 s)


def test_a_database_locked_while_serving_tells_the_player_and_recovers(config: ServerConfig) -> None:
    config = dataclasses.replace(config, db_timeout=0.3)
    with TestClient(create_app(config)) as client:
        answer = create(
            client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human", "local": True}]
        )
        room = answer["room"]["id"]
        open_seat = [{"kind": "human", "local": True}, {"kind": "human", "open": True}]
        open_room = create(client, players=2, seats=open_seat)["room"]["id"]
        invited = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            ws.send_json({"type": "hello", "token": answer["host_token"], "lang": "fi"})
            state = receive_until(ws, "state")
            action = state["legal"][0]["action"]
            with locked(config.data_dir / "noppa.db"):
                started = time.monotonic()
                ws.send_json({"type": "act", "action": action, "move": 0, "seat": state["viewing"]})
                error = receive_until(ws, "error")
                assert time.monotonic() - started < 3
                assert error["code"] == "storage" and "Yritä uudelleen" in error["message"]
                busy = client.post("/api/rooms?lang=fi", json={"game": "dungeon-dice"})
                assert busy.status_code == 503 and busy.json()["error"] == "unsaved"
                joining = client.post(f"/api/rooms/{open_room}/join", json={"seat": 1, "name": "Eve"})
                assert joining.status_code == 503 and joining.json()["error"] == "unsaved"
                with client.websocket_connect(f"/ws/rooms/{invited['room']['id']}") as guest:
                    token = token_of(invited["links"]["seats"]["1"]["url"])
                    guest.send_json({"type": "hello", "token": token})
                    assert receive_until(guest, "error")["code"] == "unsaved"
                    with pytest.raises(WebSocketDisconnect) as closed:
                        receive_until(guest, "state")
                    assert closed.value.code == CLOSE_TRY_AGAIN  # the browser reconnects, link kept
            ws.send_json({"type": "act", "action": action, "move": 0, "seat": state["viewing"]})
            assert state_at(ws, 1)["move"] == 1
            with client.websocket_connect(f"/ws/rooms/{invited['room']['id']}") as guest:
                guest.send_json({"type": "hello", "token": token})  # the same invitation, once it is stored
                assert receive_until(guest, "state")["viewing"] == 1
        assert client.post(f"/api/rooms/{open_room}/join", json={"seat": 1}).status_code == 200
        assert client.get(f"/api/rooms/{room}").json()["moves"] == 1
