"""Resigning and ending a room (issue 27 item 1): ``{"type": "resign"}`` and ``{"type": "end"}`` over
the WebSocket, how they are stored (as table actions in the move list, so exports verify), rated, and
the bot rooms a client's people have left (docs/web.md, *Resigning and taking back*)."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient
from websockets.sync.client import connect

from noppa.engine import IllegalAction, State, get_game, table
from noppa.fairness import verify
from noppa.server import ServerConfig, create_app
from noppa.server.replays import ReplayCursor
from tests.server.conftest import create, receive_until, state_at, token_of
from tests.server.processes import run, serve, serving
from tests.server.test_action_numbers import until_type
from tests.server.test_players import bearer, new_player


def hello(ws: Any, token: str | None = None, lang: str = "en", **extra: Any) -> dict[str, Any]:
    """Say hello; the first state."""
    ws.send_json({"type": "hello", "lang": lang, **({"token": token} if token else {}), **extra})
    receive_until(ws, "welcome")
    return receive_until(ws, "state")


def people(client: TestClient, players: int = 2, bots: int = 0, **body: Any) -> tuple[str, str, list[str]]:
    """A room of ``players`` seats: the host's on this device, invitations for the others but the
    last ``bots``; the room, the host token and the other people's claimed tokens (named B, C…)."""
    seats: list[dict[str, Any]] = [{"kind": "human", "local": True, "name": "Anna"}]
    seats += [{"kind": "human"} for _ in range(players - 1 - bots)]
    seats += [{"kind": "bot"} for _ in range(bots)]
    answer = create(client, players=players, seats=seats, **body)
    room = answer["room"]["id"]
    tokens = []
    for seat in range(1, players - bots):
        link = token_of(answer["links"]["seats"][str(seat)]["url"])
        name = "Bea" if seat == 1 else f"C{seat}"
        claimed = client.post(f"/api/rooms/{room}/claim", json={"name": name}, headers=bearer(link))
        assert claimed.status_code == 200, claimed.text
        tokens.append(claimed.json()["token"])
    return room, answer["host_token"], tokens


def undoable_step(state: State) -> str:
    """An action of the seat to act that keeps the turn and draws nothing, so it can be taken back."""
    mover = state.to_act
    for action in state.legal_actions():
        trial = state.clone()
        trial.apply(action)
        try:
            table.earlier(trial)
        except IllegalAction:
            continue
        if trial.to_act == mover:
            return action.text
    raise AssertionError("no action here can be taken back")


@pytest.mark.rule("web-RESIGN-01")
def test_at_two_seats_the_other_wins_and_the_table_is_told_in_its_language(client: TestClient) -> None:
    room, host, [bea] = people(client)
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, host, lang="fi")
        hello(b, bea)
        b.send_json({"type": "resign", "id": "r"})
        after = state_at(b, 1)
        assert after["status"] == "finished" and after["ack"] is None
        assert after["outcome"]["winners"] == [0] and after["outcome"]["resigned"] == [1]
        assert after["outcome"]["ranking"] == [[0], [1]]
        assert after["outcome"]["text"] == "Every other player resigned."
        seen = state_at(a, 1)
        lines = [line["text"] for line in seen["log"]]
        assert "Bea luovutti." in lines and seen["outcome"]["text"] == "Kaikki muut pelaajat luovuttivat."
        b.send_json({"type": "resign", "id": 2})  # once over, nothing more to resign
        assert receive_until(b, "error")["code"] == "game_over"
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["actions"] == ["!resign 1"] and export["outcome"]["resigned"] == [1]
    assert verify(export).ok


@pytest.mark.rule("web-RESIGN-01", "web-RESIGN-04")
def test_at_a_larger_table_the_resigner_is_last_and_the_default_bot_plays_on(client: TestClient) -> None:
    room, _, [bea, cid] = people(client, players=3)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/rooms/{room}") as b:
        hello(b, bea)
        b.send_json({"type": "resign"})
        state = state_at(b, 1)
        while state["players"][1]["kind"] != "bot":
            state = state_at(b, 1)
        assert state["status"] == "running" and state["players"][1]["bot_label"]
        live = manager.rooms[room]
        assert live.state.resigned == (1,) and live.seats[1].bot == live.game.default_bot()
        b.send_json({"type": "act", "action": "roll", "seat": 1})  # the seat is the bot's now
        assert receive_until(b, "error")["code"] in ("not_your_turn", "dropped")
    stored = client.get(f"/api/rooms/{room}").json()["seats"][1]
    assert stored["kind"] == "bot"
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:  # one left: Anna wins at once
        hello(ws, cid)
        ws.send_json({"type": "resign"})
        state = state_at(ws, 0)
        while state["status"] != "finished":
            state = state_at(ws, 0)
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["outcome"]["resigned"] == [1, 2] and export["outcome"]["winners"] == [0]
    assert export["outcome"]["ranking"] == [[0], [2], [1]]
    assert [a for a in export["actions"] if a.startswith("!")] == ["!resign 1", "!resign 2"]
    assert verify(export).ok


@pytest.mark.rule("web-RESIGN-04")
def test_when_the_last_person_resigns_the_bots_do_not_play_on(client: TestClient) -> None:
    room, host, [bea] = people(client, players=4, bots=2)
    for token, seat in ((bea, 1), (host, 0)):
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            hello(ws, token)
            ws.send_json({"type": "resign"})
            state = state_at(ws, 0)
            while state["status"] == "running" and state["players"][seat]["kind"] == "human":
                state = state_at(ws, 0)
    summary = client.get(f"/api/rooms/{room}").json()
    assert summary["status"] == "finished"
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["actions"][-1] == "!end" and export["outcome"]["winners"] == []
    assert export["outcome"]["ranking"] == [[2, 3], [0], [1]] and export["outcome"]["resigned"] == [1, 0]
    assert verify(export).ok


@pytest.mark.backends  # on SQLite and on PostgreSQL
@pytest.mark.rule("web-RESIGN-02")
def test_a_rated_resignation_is_a_loss(config: ServerConfig) -> None:
    with TestClient(create_app(dataclasses.replace(config, rate_one_network=True))) as client:
        _, anna = new_player(client, "Anna")
        _, bea = new_player(client, "Bea")
        answer = create(
            client,
            players=2,
            seats=[{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}],
            rated=True,
            key=anna,
        )
        room = answer["room"]["id"]
        link = token_of(answer["links"]["seats"]["1"]["url"])
        claimed = client.post(
            f"/api/rooms/{room}/claim", json={"name": "Bea", "key": bea}, headers=bearer(link)
        )
        with client.websocket_connect(f"/ws/rooms/{room}") as a:
            hello(a, answer["host_token"])
            a.send_json({"type": "resign"})  # Anna gives up at once
            assert state_at(a, 1)["status"] == "finished"
        rating = client.get(f"/api/rooms/{room}/rating").json()
        assert claimed.status_code == 200 and rating["counted"] is True
        assert [(r["name"], r["place"], r["won"]) for r in rating["changes"]] == [
            ("Bea", 1, True),
            ("Anna", 2, False),
        ]
        assert rating["changes"][1]["change"] < 0 < rating["changes"][0]["change"]


@pytest.mark.rule("web-RESIGN-03")
def test_the_host_ends_a_room_whose_people_have_all_left(client: TestClient) -> None:
    answer = create(client, players=2, seats=[{"kind": "human"}, {"kind": "human"}])
    room, host = answer["room"]["id"], answer["host_token"]
    tokens = []
    for seat in ("0", "1"):
        link = token_of(answer["links"]["seats"][seat]["url"])
        tokens.append(
            client.post(f"/api/rooms/{room}/claim", json={"name": "P" + seat}, headers=bearer(link)).json()[
                "token"
            ]
        )
    with client.websocket_connect(f"/ws/rooms/{room}") as h:
        assert hello(h, host, lang="fi")["status"] == "running"
        with client.websocket_connect(f"/ws/rooms/{room}") as p:
            hello(p, tokens[1])
            p.send_json({"type": "end"})  # not the host
            assert receive_until(p, "error")["code"] == "not_host"
            h.send_json({"type": "end", "id": 1})  # someone is still here
            error = receive_until(h, "error")
            assert error["code"] == "people_here" and error["ref"] == 1 and error["message"]
        gone = receive_until(h, "presence")  # the host hears that the last person left
        while gone["players"][1]["connected"]:
            gone = receive_until(h, "presence")
        h.send_json({"type": "end"})
        state = state_at(h, 1)
        assert state["status"] == "finished" and state["outcome"]["winners"] == []
        assert state["outcome"]["text"] == "Peli lopetettiin kesken: sen pelaajat olivat lähteneet."
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["actions"] == ["!end"] and verify(export).ok


@pytest.mark.rule("web-RESIGN-04")
def test_a_bot_room_its_people_left_does_not_count_against_the_client(config: ServerConfig) -> None:
    one_bot = {"game": "dungeon-dice", "players": 2}
    with TestClient(create_app(dataclasses.replace(config, client_bot_rooms=1))) as client:
        first = client.post("/api/rooms", json=one_bot).json()
        room, host = first["room"]["id"], first["host_token"]
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            hello(ws, host)
            refused = client.post("/api/rooms", json=one_bot)  # played now: it counts
            assert refused.status_code == 429 and refused.json()["error"] == "client_bot_rooms"
        # the person left (the socket closed): the room waits for them and no longer blocks a new one
        assert client.post("/api/rooms", json=one_bot).status_code == 201
        bots_only = {"game": "dungeon-dice", "players": 2, "seats": [{"kind": "bot"}, {"kind": "bot"}]}
        assert client.post("/api/rooms", json=bots_only).status_code == 201  # the others wait for people
        refused = client.post("/api/rooms", json=bots_only)  # bots alone play on: that one counts
        assert refused.status_code == 429 and refused.json()["error"] == "client_bot_rooms"


@pytest.mark.rule("web-RESIGN-01")
def test_a_resignation_survives_a_restart_of_a_real_server_and_its_export_verifies(tmp_path: Path) -> None:
    seats = [
        {"kind": "human", "local": True, "name": "Anna"},
        {"kind": "human", "local": True, "name": "Bea"},
    ]
    body = {"game": "dungeon-dice", "players": 2, "seats": seats, "seed": 5}
    with serving(serve(tmp_path)) as server:
        made = httpx.post(f"{server.base}/api/rooms", json=body, timeout=20).json()
        room, token = made["room"]["id"], made["host_token"]
        with connect(server.base.replace("http", "ws", 1) + f"/ws/rooms/{room}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello", "token": token, "lang": "en", "seat": 0}))
            until_type(ws, "welcome")
            ws.send(json.dumps({"type": "resign", "seat": 1}))
            state = until_type(ws, "state")
            while state["status"] != "finished":
                state = until_type(ws, "state")
        exported = httpx.get(f"{server.base}/api/rooms/{room}/export", timeout=20).json()
    with serving(serve(tmp_path)) as server:  # the store alone rebuilds it
        again = httpx.get(f"{server.base}/api/rooms/{room}/export", timeout=20).json()
    assert again == exported and exported["outcome"]["winners"] == [0]
    path = tmp_path / "export.json"
    path.write_text(json.dumps(exported))
    done = run([sys.executable, "-m", "noppa.cli.main", "verify", str(path)])
    assert done.returncode == 0, done.stdout + done.stderr


def cursor_over(game_id: str, actions: list[str], seed: int) -> ReplayCursor:
    """A replay of ``actions`` from a fresh two-seat game of ``game_id``."""
    start = get_game(game_id).new_state(2, seed=seed)
    return ReplayCursor(
        game=start.game,
        players=2,
        options=dict(start.options),
        dice=dict(start.initial_dice),
        actions=actions,
        state=start,
        marks=[len(start.events)],
    )


@pytest.mark.rule("web-RESIGN-01", "web-UNDO-01", "web-RESIGN-03")
def test_a_replay_names_who_took_a_table_action() -> None:
    """The replay's "last move" names the seat that took it: a resignation's is the resigner (it
    named the seat to act), an undo's the seat whose action it took back, the host's end no seat."""
    state = get_game("runebound").new_state(2, seed=7)
    mover = state.to_act
    assert mover is not None
    other = 1 - mover
    step = undoable_step(state)
    cursor = cursor_over("runebound", [step, "!undo", f"!resign {other}"], seed=7)
    seats = [cursor.frame(n, None, "en")["last"]["seat"] for n in (1, 2, 3)]
    assert seats == [mover, mover, other]
    ended = cursor_over("runebound", ["!end"], seed=7)
    assert ended.frame(1, None, "en")["last"]["seat"] is None
    assert table.actor(step, mover, other) == mover  # a move's is the seat that was to act
