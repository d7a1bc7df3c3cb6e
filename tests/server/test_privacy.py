"""Privacy: every client gets only its own seat's view, spectators the public one, nobody the dice
source or another seat's token."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.server.conftest import create, receive_until, token_of

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)


def states(ws: Any, count: int) -> list[str]:
    """The next ``count`` raw messages."""
    return [ws.receive_text() for _ in range(count)]


def last_state(raw: list[str]) -> dict[str, Any]:
    found: list[dict[str, Any]] = [json.loads(r) for r in raw if json.loads(r)["type"] == "state"]
    return found[-1]


def test_two_seats_see_different_secrets_and_spectators_none(
    client: TestClient, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: 11)  # the server's draw, fixed for the test
    answer = create(
        client,
        game=secret_game,
        players=2,
        seats=[{"kind": "human", "local": True}, {"kind": "human"}],
    )
    room = answer["room"]["id"]
    host, guest = answer["host_token"], token_of(answer["links"]["seats"]["1"]["url"])
    manager = client.app.state.manager  # type: ignore[attr-defined]
    numbers = manager.rooms[room].state.numbers
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
        client.websocket_connect(f"/ws/rooms/{room}") as spectator,
    ):
        a.send_json({"type": "hello", "token": host})
        raw_a = states(a, 2)
        b.send_json({"type": "hello", "token": guest})
        raw_b = states(b, 2)
        spectator.send_json({"type": "hello"})
        raw_s = states(spectator, 2)
        view_a, view_b, view_s = (last_state(r)["view"]["state"] for r in (raw_a, raw_b, raw_s))
        assert view_a["mine"] == numbers[0] and view_b["mine"] == numbers[1] and view_s["mine"] is None
        deals_a = [line["event"] for line in last_state(raw_a)["log"] if line["event"]["type"] == "deal"]
        assert deals_a == [{"type": "deal", "to": [0], "seat": 0, "number": numbers[0]}]
        assert not any(line["event"]["type"] == "deal" for line in last_state(raw_s)["log"])
        # seat 0 peeks: a private event that seat 1 and the spectator never receive
        a.send_json({"type": "act", "action": "peek", "id": "p"})
        peeked = receive_until(a, "state")
        while peeked["ack"] != "p":
            peeked = receive_until(a, "state")
        assert any(line["event"]["type"] == "peek" for line in peeked["log"])
        for ws in (b, spectator):
            update = receive_until(ws, "state")
            while update["move"] < 1:
                update = receive_until(ws, "state")
            assert not any(line["event"]["type"] == "peek" for line in update["log"])
            assert update["view"]["state"]["mine"] != numbers[0] or numbers[0] == numbers[1]
        everything = "".join(raw_a + raw_b + raw_s)
        assert host not in "".join(raw_b + raw_s) and guest not in "".join(raw_a + raw_s)
        assert '"seed"' not in everything and '"draws"' not in everything and "snapshot" not in everything


def test_hot_seat_shows_one_seat_at_a_time(client: TestClient, secret_game: str) -> None:
    answer = create(
        client,
        game=secret_game,
        players=2,
        seats=[{"kind": "human", "local": True}, {"kind": "human", "local": True}],
        seed=3,
    )
    room = answer["room"]["id"]
    numbers = client.app.state.manager.rooms[room].state.numbers  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "hello", "token": answer["host_token"]})
        welcome = receive_until(ws, "welcome")
        assert welcome["you"]["seats"] == [0, 1] and welcome["room"]["has_secrets"]
        first = receive_until(ws, "state")
        # with secrets and two people on one device nobody's view is shown before the hand-off
        assert first["viewing"] is None and first["view"]["state"]["mine"] is None
        ws.send_json({"type": "view", "seat": 0})
        mine = receive_until(ws, "state")
        assert mine["viewing"] == 0 and mine["view"]["state"]["mine"] == numbers[0] and mine["legal"]
        ws.send_json({"type": "act", "seat": 0, "action": "reveal", "move": 0})
        after = receive_until(ws, "state")
        assert after["to_act"] == 1 and after["legal"] == []  # still seat 0's screen: no choices for seat 1
        ws.send_json({"type": "act", "seat": 1, "action": "reveal"})
        assert receive_until(ws, "error")["code"] == "not_viewing"
        ws.send_json({"type": "view", "seat": 1})
        theirs = receive_until(ws, "state")
        assert theirs["view"]["state"]["mine"] == numbers[1] and theirs["reset"]
        assert not any(line["event"].get("to") == [0] for line in theirs["log"])


def test_lobby_entries_carry_no_secrets(client: TestClient) -> None:
    answer = create(
        client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human", "open": True}]
    )
    text = json.dumps(client.get("/api/rooms?status=open,running,finished").json())
    text += json.dumps(client.get(f"/api/rooms/{answer['room']['id']}").json())
    assert answer["host_token"] not in text and "token" not in text and "hash" not in text
    assert "seed" not in text and "dice" not in text.replace("dungeon-dice", "").replace("Dungeon Dice", "")
