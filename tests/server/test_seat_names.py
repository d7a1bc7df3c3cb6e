"""The web room's log says the seats' names: the name a person chose, a bot's own name."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.server.conftest import create, receive_until, state_at, token_of


def hello(ws: Any, token: str, lang: str, **extra: Any) -> dict[str, Any]:
    ws.send_json({"type": "hello", "lang": lang, "token": token, **extra})
    receive_until(ws, "welcome")
    return receive_until(ws, "state")


def test_the_log_and_the_seats_say_the_chosen_names(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: 5)  # the server's draw, fixed for the test
    answer = create(
        client,
        players=2,
        seats=[{"kind": "human", "local": True, "name": "Aino"}, {"kind": "bot", "bot": "random"}],
    )
    room, host = answer["room"]["id"], answer["host_token"]
    assert answer["room"]["seats"][1]["name"] == "Random bot"
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        state = hello(ws, host, "fi")
        while not state["legal"]:
            state = state_at(ws, state["move"] + 1)
        ws.send_json({"type": "act", "action": state["legal"][0]["action"], "move": state["move"]})
        state = state_at(ws, state["move"] + 1)
        while not state["legal"]:
            state = state_at(ws, state["move"] + 1)
    # A state message carries only the lines the connection has not seen; a new connection's first
    # one carries the whole log (the random bot may have played a turn of its own in between).
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        state = hello(ws, host, "fi")
    assert state["reset"]
    lines = [line["text"] for line in state["log"]]
    assert any(line.startswith("Aino heittää") for line in lines)
    assert not any("Pelaaja" in line for line in lines)
    seats = state["players"]
    assert seats[0]["name"] == "Aino" and seats[0]["label"] == "Pelaaja 1"
    assert seats[1]["name"] == "Satunnaisbotti" and seats[1]["bot_label"].startswith("Satunnainen")


def test_a_seat_taken_later_is_named_from_then_on(client: TestClient) -> None:
    answer = create(
        client, players=2, seats=[{"kind": "human", "local": True, "name": "Aino"}, {"kind": "human"}]
    )
    room, host = answer["room"]["id"], answer["host_token"]
    guest = token_of(answer["links"]["seats"]["1"]["url"])
    with client.websocket_connect(f"/ws/rooms/{room}") as a:
        hello(a, host, "en")
        with client.websocket_connect(f"/ws/rooms/{room}") as b:
            state = hello(b, guest, "en", name="Bea")
            assert state["players"][1]["name"] == "Bea"
            labels = [x["label"] for x in state_at(a, 0)["legal"]]
    assert not any("Player 2" in label for label in labels)
    replay = client.get(f"/api/rooms/{room}/replay?step=0&lang=en")
    if replay.status_code == 200:  # only finished games replay; the names come along when they do
        assert "Player 2" not in replay.text


def test_refused_options_and_bots_are_named_in_the_readers_language(client: TestClient) -> None:
    bad_option = client.post(
        "/api/rooms?lang=fi", json={"game": "dungeon-dice", "options": {"hot_dice": "maybe"}}
    )
    assert bad_option.json()["error"] == "bad_option"
    assert "Asetuksen 'Kuumat nopat' arvon on oltava jokin näistä: ei, kyllä" in bad_option.json()["message"]
    seats = [{"kind": "human", "local": True}, {"kind": "bot", "bot": "deep-blue"}]
    bad_bot = client.post("/api/rooms?lang=fi", json={"game": "dungeon-dice", "players": 2, "seats": seats})
    assert "Satunnainen (mikä tahansa sallittu siirto)" in bad_bot.json()["message"]
    assert "random" not in bad_bot.json()["message"]
