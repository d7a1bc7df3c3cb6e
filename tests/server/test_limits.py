"""Abuse limits: how many rooms (and rooms of bots) one client and the server may have, how fast
rooms are created, and bots that think in a worker process, apart from the event loop."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server.limits import Allowance
from noppa.server.rooms import WAITING_IDLE
from tests.server.conftest import finished
from tests.server.processes import serve, serving

TWO_PEOPLE = {
    "game": "dungeon-dice",
    "players": 2,
    "seats": [{"kind": "human", "local": True}, {"kind": "human"}],
}
ONE_BOT = {"game": "dungeon-dice", "players": 2}
"""The default seats: the host here, a bot opposite."""


def post(client: TestClient, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """Create a room (``?lang=fi``); the status and the answer."""
    response = client.post("/api/rooms?lang=fi", json=body)
    found: dict[str, Any] = response.json()
    return response.status_code, found


def test_rooms_created_too_fast_by_one_client_are_refused_by_noppa_serve(tmp_path: Path) -> None:
    with serving(serve(tmp_path, "--room-rate", "3")) as server:
        statuses = []
        for _ in range(4):
            answer = httpx.post(f"{server.base}/api/rooms?lang=fi", json=TWO_PEOPLE, timeout=60)
            statuses.append(answer.status_code)
    assert statuses == [201, 201, 201, 429]
    refusal = answer.json()
    assert refusal["error"] == "room_rate"
    assert re.fullmatch(
        r"Luot pelejä liian tiheään: odota \d+ sekuntia? ja yritä uudelleen\.", refusal["message"]
    )


def test_one_client_has_at_most_so_many_live_rooms(config: ServerConfig) -> None:
    with TestClient(create_app(dataclasses.replace(config, client_rooms=2))) as client:
        assert post(client, TWO_PEOPLE)[0] == post(client, TWO_PEOPLE)[0] == 201
        status, refusal = post(client, TWO_PEOPLE)
        assert status == 429 and refusal["error"] == "client_rooms"
        assert refusal["message"].startswith("Sinulla on jo 2 peliä odottamassa tai käynnissä")


def test_one_client_has_at_most_so_many_bot_rooms_and_finished_ones_do_not_count(
    config: ServerConfig,
) -> None:
    with TestClient(create_app(dataclasses.replace(config, client_bot_rooms=1))) as client:
        bots_only = {
            "game": "dungeon-dice",
            "players": 2,
            "seats": [{"kind": "bot"}, {"kind": "bot", "bot": "random"}],
        }
        status, answer = post(client, bots_only)
        assert status == 201
        status, refusal = post(client, ONE_BOT)
        assert status == 429 and refusal["error"] == "client_bot_rooms"
        assert refusal["message"].startswith("Sinulla on jo 1 bottipeli käynnissä")
        assert post(client, TWO_PEOPLE)[0] == 201  # people's rooms are not bot rooms
        finished(client, answer["room"]["id"])
        assert post(client, ONE_BOT)[0] == 201


@pytest.mark.parametrize(
    ("limit", "body", "code"),
    [("max_rooms", TWO_PEOPLE, "server_full"), ("max_bot_rooms", ONE_BOT, "bot_rooms_full")],
)
def test_the_server_has_at_most_so_many_rooms(
    config: ServerConfig, limit: str, body: dict[str, Any], code: str
) -> None:
    with TestClient(create_app(dataclasses.replace(config, **{limit: 1}))) as client:  # type: ignore[arg-type]
        assert post(client, body)[0] == 201
        status, refusal = post(client, body)
        assert status == 503 and refusal["error"] == code and "myöhemmin uudelleen" in refusal["message"]


def bot_game(config: ServerConfig) -> list[str]:
    """The moves of one seeded game of two bots, played to its end on a server of ``config``."""
    with TestClient(create_app(config)) as client:
        body = {"game": "dungeon-dice", "players": 2, "seed": 11, "seats": [{"kind": "bot"}, {"kind": "bot"}]}
        room = client.post("/api/rooms", json=body).json()["room"]["id"]
        finished(client, room)
        live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
        assert live.status == "finished"
        return list(live.state.history)


def test_bots_in_a_worker_process_play_the_moves_they_play_in_threads(config: ServerConfig) -> None:
    in_threads = bot_game(config)
    in_a_worker = bot_game(dataclasses.replace(config, data_dir=config.data_dir / "pool", bot_workers=1))
    assert len(in_threads) > 10 and in_a_worker == in_threads


def test_rooms_swept_from_memory_no_longer_count(config: ServerConfig) -> None:
    with TestClient(create_app(dataclasses.replace(config, client_rooms=1))) as client:
        status, answer = post(client, TWO_PEOPLE)
        assert status == 201 and post(client, TWO_PEOPLE)[0] == 429
        manager = client.app.state.manager  # type: ignore[attr-defined]
        seen = manager.rooms[answer["room"]["id"]].last_seen
        assert client.portal is not None
        assert answer["room"]["id"] in client.portal.call(manager.sweep, seen + WAITING_IDLE + 1)
        assert post(client, TWO_PEOPLE)[0] == 201


def test_one_allowance_counts_rooms_players_and_messages_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """The token bucket behind ``room_rate``, the players made per address and a connection's
    messages: a full burst first, then the rate, each client apart, and a rate of 0 allows nothing."""
    now = [1000.0]
    monkeypatch.setattr("noppa.server.limits.time.monotonic", lambda: now[0])
    rooms = Allowance(3)  # three a minute, in bursts of three
    assert [rooms.take("a") for _ in range(4)] == [0, 0, 0, 20]
    assert rooms.take("b") == 0  # another address has its own
    now[0] += 19.0
    assert rooms.take("a") == 1
    now[0] += 1.0
    assert rooms.take("a") == 0 and rooms.take("a") == 20
    messages = Allowance(10.0, per=1.0, burst=20.0)
    assert sum(messages.take() == 0 for _ in range(25)) == 20
    now[0] += 0.5
    assert sum(messages.take() == 0 for _ in range(10)) == 5
    assert Allowance(0).take("a") == 60
