"""Faults of the world around the server: damaged stored rooms, a locked or read-only database,
a second server on the same database. Each is met with a clear word, never a 500 or a stall."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server.store import Store
from tests.server.conftest import create


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
