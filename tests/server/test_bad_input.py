"""Hostile input the checks must refuse cleanly: deep nesting, odd numbers in query strings."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.server.conftest import create, finished, receive_until

DEEP = "[" * 2000 + "]" * 2000
"""4 KB of nested arrays: deeper than the JSON decoder goes (it raised RecursionError)."""


def test_deeply_nested_websocket_messages_are_refused_and_the_connection_lives(client: TestClient) -> None:
    answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])
    with client.websocket_connect(f"/ws/rooms/{answer['room']['id']}") as ws:
        ws.send_json({"type": "hello", "token": answer["host_token"], "lang": "fi"})
        receive_until(ws, "welcome")
        ws.send_text(DEEP)
        assert receive_until(ws, "error")["code"] == "too_deep"
        ws.send_text('{"type": "ping", "x": ' + DEEP + "}")
        error = receive_until(ws, "error")
        assert error["code"] == "too_deep" and error["message"] == "Viestin rakenne on liian syvä."
        ws.send_json({"type": "ping", "id": 1})
        assert receive_until(ws, "pong")["id"] == 1


def test_deeply_nested_request_bodies_are_refused(client: TestClient) -> None:
    response = client.post("/api/rooms?lang=fi", content=DEEP.encode())
    assert response.status_code == 400 and response.json()["error"] == "too_deep"
    assert response.json()["message"] == "Viestin rakenne on liian syvä."
    body = '{"game": "dungeon-dice", "options": ' + DEEP + "}"
    assert client.post("/api/rooms", content=body.encode()).json()["error"] == "too_deep"


@pytest.fixture
def finished_room(client: TestClient) -> str:
    """A finished two-bot game."""
    room: str = create(client, players=2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}], seed=4)[
        "room"
    ]["id"]
    finished(client, room)
    return room


@pytest.mark.parametrize(
    "query", ["step=--5", "step=%C2%B2", "step=" + "9" * 5000, "step=1e3", "step=", "seat=%C2%B2", "seat=-1"]
)
def test_replay_numbers_that_are_not_numbers_are_refused(
    client: TestClient, finished_room: str, query: str
) -> None:
    response = client.get(f"/api/rooms/{finished_room}/replay?{query}&lang=fi")
    assert response.status_code == 400, response.text
    found = response.json()
    assert found["error"] == "bad_number" and "kokonaisluku" in found["message"]


def test_replay_numbers_in_range_still_work(client: TestClient, finished_room: str) -> None:
    total = client.get(f"/api/rooms/{finished_room}/replay").json()["total"]
    assert client.get(f"/api/rooms/{finished_room}/replay?step=-5").json()["step"] == 0
    assert client.get(f"/api/rooms/{finished_room}/replay?step=99999").json()["step"] == total
    assert client.get(f"/api/rooms/{finished_room}/replay?step=2&seat=1").json()["viewing"] == 1
