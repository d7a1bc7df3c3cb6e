"""Live play over WebSockets: the protocol, authority, refusals that change nothing, fuzzing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from noppa import get_game, list_games
from tests.server.conftest import closed_with, create, receive_until, state_at, token_of

DD = get_game("dungeon-dice")


@pytest.fixture(autouse=True)
def server_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server draws the seed of a room with invited people itself: these tests fix its draw
    (seed 5: seat 0, the host, starts), as they did when a request could choose it."""
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: 5)


def two_humans(client: TestClient, **options: Any) -> tuple[str, str, str]:
    """A 2-player room: host plays seat 0 here, seat 1 by invitation. Returns (room, host, seat-1)."""
    answer = create(
        client,
        players=2,
        seats=[{"kind": "human", "local": True}, {"kind": "human"}],
        options=options,
    )
    return answer["room"]["id"], answer["host_token"], token_of(answer["links"]["seats"]["1"]["url"])


def hello(ws: Any, token: str | None = None, **extra: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Say hello; return the welcome and the first state."""
    message: dict[str, Any] = {"type": "hello", "lang": "en", **extra}
    if token:
        message["token"] = token
    ws.send_json(message)
    welcome = receive_until(ws, "welcome")
    return welcome, receive_until(ws, "state")


def test_hello_welcome_and_views_per_seat(client: TestClient) -> None:
    room, host, guest = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as a:
        welcome, state = hello(a, host)
        assert welcome["you"] == {"seats": [0], "host": True, "role": "host", "session": None}
        assert welcome["room"]["game"] == "dungeon-dice" and welcome["room"]["players"] == 2
        assert state["status"] == "waiting" and state["viewing"] == 0 and state["legal"] == []
        assert state["reset"] is True and state["log"][0]["text"]
        with client.websocket_connect(f"/ws/rooms/{room}") as b:
            welcome_b, state_b = hello(b, guest, name="Bea")
            assert welcome_b["you"]["role"] == "player" and welcome_b["you"]["seats"] == [1]
            assert state_b["status"] == "running"  # the last seat was taken: the game starts
            assert state_b["players"][1]["name"] == "Bea" and state_b["players"][1]["connected"]
            running = state_at(a, 0)
            while running["status"] != "running":
                running = state_at(a, 0)
            assert [x["action"] for x in running["legal"]] == [a.text for a in _legal_now(running)]
            assert all(x["label"] for x in running["legal"])
            assert '"seed"' not in json.dumps(running) and '"draws"' not in json.dumps(running)


def _legal_now(state: dict[str, Any]) -> list[Any]:
    return [DD.parse_action(x) for x in state["view"]["legal"]]


def test_acting_applies_and_everyone_hears(client: TestClient) -> None:
    room, host, guest = two_humans(client)
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, host)
        hello(b, guest)
        state = state_at(a, 0)
        while not state["legal"]:
            state = state_at(a, 0)
        action = state["legal"][-1]["action"]  # stop, or roll at the start
        a.send_json({"type": "act", "action": action, "move": state["move"], "id": "x1"})
        after = state_at(a, state["move"] + 1)
        assert after["ack"] == "x1"
        assert after["log"] and not after["reset"]
        seen_by_b = state_at(b, state["move"] + 1)
        assert seen_by_b["ack"] is None
        assert seen_by_b["move"] == after["move"]


def test_refusals_change_nothing_and_speak_the_language(client: TestClient) -> None:
    room, host, guest = two_humans(client)
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, host)
        hello(b, guest, lang="fi")
        state = state_at(a, 0)
        while not state["legal"]:
            state = state_at(a, 0)
        move = state["move"]
        # not this seat's turn (seat 1 is not to act), in Finnish
        b.send_json({"type": "act", "seat": 1, "action": "roll", "id": 1})
        error = receive_until(b, "error")
        assert error["code"] == "not_your_turn" and error["ref"] == 1 and "vuorosi" in error["message"]
        # a seat the token does not play
        b.send_json({"type": "act", "seat": 0, "action": "roll"})
        assert receive_until(b, "error")["code"] == "not_your_seat"
        # illegal by the rules: the engine's own message
        a.send_json({"type": "act", "action": "challenge:0", "id": "c"})
        error = receive_until(a, "error")
        assert error["code"] == "IllegalAction" and error["ref"] == "c" and error["message"]
        # not an action of this game
        a.send_json({"type": "act", "action": "fly:away"})
        assert receive_until(a, "error")["code"] == "InvalidAction"
        # a stale move number
        a.send_json({"type": "act", "action": state["legal"][0]["action"], "move": move + 7})
        assert receive_until(a, "error")["code"] == "stale"
        # nothing changed: the next legal action still applies at the same move
        a.send_json({"type": "act", "action": state["legal"][0]["action"], "move": move, "id": "ok"})
        assert state_at(a, move + 1)["ack"] == "ok"


def test_spectators_see_the_public_view_and_cannot_act_or_chat(client: TestClient) -> None:
    room, _, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        welcome, state = hello(ws)
        assert welcome["you"]["role"] == "spectator" and state["viewing"] is None and state["legal"] == []
        ws.send_json({"type": "act", "action": "roll", "seat": 0})
        assert receive_until(ws, "error")["code"] == "not_your_seat"
        ws.send_json({"type": "chat", "text": "hello"})
        assert receive_until(ws, "error")["code"] == "spectators_quiet"
        ws.send_json({"type": "start"})
        assert receive_until(ws, "error")["code"] == "not_host"


def test_wrong_tokens_and_rooms_close_the_socket(client: TestClient) -> None:
    room, _, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "hello", "token": "A" * 32})
        assert receive_until(ws, "error")["code"] == "bad_token"
        assert closed_with(ws) == 4403
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "hello", "token": "<script>"})
        assert receive_until(ws, "error")["code"] == "bad_token"
    with client.websocket_connect("/ws/rooms/zzzzzzzzzzzz") as ws:
        assert receive_until(ws, "error")["code"] == "no_room"
        assert closed_with(ws) == 4404
    with pytest.raises(WebSocketDisconnect), client.websocket_connect("/ws/rooms/..%2F.."):
        pass  # no such route: refused before any code of ours runs
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "act", "action": "roll"})
        assert receive_until(ws, "error")["code"] == "no_hello"


MALFORMED: list[Any] = [
    "not json",
    "{",
    "[]",
    "17",
    "null",
    '{"no": "type"}',
    '{"type": 5}',
    '{"type": "warp"}',
    '{"type": "act"}',
    '{"type": "act", "action": 12}',
    '{"type": "act", "action": ["roll"]}',
    '{"type": "act", "action": "roll", "seat": "0"}',
    '{"type": "act", "action": "roll", "seat": true}',
    '{"type": "act", "action": "roll", "move": "1"}',
    '{"type": "act", "action": "' + "a" * 300 + '"}',
    '{"type": "view", "seat": 9}',
    '{"type": "view", "seat": "0"}',
    '{"type": "lang", "lang": "klingon"}',
    '{"type": "chat", "text": 5}',
    '{"type": "ping", "id": {"deep": 1}}',
    '{"type": "act", "action": "roll", "id": "' + "x" * 100 + '"}',
    '{"type": "act", "action": "roll\\u0000"}',
]


def test_malformed_messages_are_refused_and_the_connection_lives(client: TestClient) -> None:
    room, host, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        _, state = hello(ws, host)
        for raw in MALFORMED:
            ws.send_text(raw)
            error = receive_until(ws, "error")
            assert error["message"], raw
        ws.send_bytes(b"\x00\x01binary")
        assert receive_until(ws, "error")["code"] == "not_text"
        ws.send_text('{"type": "ping", "pad": "' + "p" * 9000 + '"}')
        assert receive_until(ws, "error")["code"] == "too_big"
        limit = client.app.state.manager.config.max_message  # type: ignore[attr-defined]
        ws.send_text('{"type": "ping", "pad": "' + "ä" * (limit // 2) + '"}')  # too big in bytes only
        assert receive_until(ws, "error")["code"] == "too_big"
        ws.send_text('{"type": "ping", "id": 2, "pad": "' + "ä" * (limit // 2 - 40) + '"}')  # just fits
        assert receive_until(ws, "pong")["id"] == 2
        ws.send_json({"type": "ping", "id": 3})
        assert receive_until(ws, "pong")["id"] == 3
    # the room is untouched: still waiting at move 0
    assert client.get(f"/api/rooms/{room}").json()["moves"] == state["move"] == 0


def test_floods_are_slowed_down(client: TestClient, config: Any) -> None:
    room, host, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        hello(ws, host)
        for i in range(60):
            ws.send_json({"type": "ping", "id": i})
        codes = []
        for _ in range(60):
            message = ws.receive_json()
            if message["type"] == "error":
                codes.append(message["code"])
                break
        assert "slow_down" in codes


def test_chat_reaches_the_table_as_plain_text(client: TestClient) -> None:
    room, host, guest = two_humans(client)
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, host)
        hello(b, guest, name="Bea")
        b.send_json({"type": "chat", "text": "  hi\n\tthere <b>!</b> " + "x" * 400})
        line = receive_until(a, "chat")
        assert line["seat"] == 1 and line["name"] == "Bea"
        assert line["text"].startswith("hi there <b>!</b>") and len(line["text"]) == 300


def test_the_host_starts_early_and_bots_take_empty_seats(client: TestClient) -> None:
    room, host, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        _, state = hello(ws, host)
        assert state["status"] == "waiting"
        ws.send_json({"type": "start"})
        state = state_at(ws, 0)
        while state["status"] != "running":
            state = state_at(ws, 0)
        assert state["players"][1]["kind"] == "bot" and state["players"][1]["bot"] == "expectation"


def test_language_switch_redescribes_the_log(client: TestClient) -> None:
    room, host, _ = two_humans(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        _, state = hello(ws, host)
        english = [line["text"] for line in state["log"]]
        ws.send_json({"type": "lang", "lang": "fi"})
        finnish = state_at(ws, 0)
        assert finnish["reset"] and [line["text"] for line in finnish["log"]] != english
        assert finnish["players"][0]["label"] == "Pelaaja 1"


@pytest.mark.parametrize(
    ("game_id", "players"), [("dungeon-dice", 2), ("dungeon-dice", 4), *[(g, 2) for g in list_games()[1:]]]
)
def test_a_bot_game_plays_to_the_end_on_the_server(client: TestClient, game_id: str, players: int) -> None:
    answer = create(client, game=game_id, players=players, seats=[{"kind": "bot"}] * players, seed=2)
    room = answer["room"]["id"]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        _, state = hello(ws)
        for _ in range(20_000):
            if state["status"] == "finished":
                break
            state = receive_until(ws, "state")
        assert state["status"] == "finished" and state["outcome"]["winners_text"] is not None
        assert state["outcome"]["text"]
    summary = client.get(f"/api/rooms/{room}").json()
    assert summary["status"] == "finished" and summary["moves"] == state["move"]
