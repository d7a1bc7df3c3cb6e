"""Taking back what nobody has seen (issue 27 item 2): ``{"type": "undo"}`` over the WebSocket, its
refusals in both languages, and the store and export returning exactly to the earlier position
(docs/web.md, *Resigning and taking back*)."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from noppa.fairness import verify
from noppa.server.room import Room
from tests.server.conftest import create, receive_until, state_at
from tests.server.test_resign import hello, people, undoable_step

HOT_SEAT = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human", "local": True, "name": "Bea"}]


def live(client: TestClient, room: str) -> Room:
    found: Room = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    return found


async def reload(client: TestClient, room: str) -> Room:
    """The room as the store alone rebuilds it (forgotten here, loaded again)."""
    manager = client.app.state.manager  # type: ignore[attr-defined]
    old = manager.rooms.pop(room)
    await old.stop()
    found: Room = await manager.get(room)
    return found


def acted(ws: Any, action: str, move: int, seat: int | None = None) -> dict[str, Any]:
    ws.send_json({"type": "act", "action": action, "move": move, **({} if seat is None else {"seat": seat})})
    return state_at(ws, move + 1)


@pytest.mark.backends  # on SQLite and on PostgreSQL
@pytest.mark.rule("web-UNDO-01")
def test_hot_seat_undo_returns_exactly_and_the_store_keeps_it(client: TestClient) -> None:
    made = create(client, players=2, seats=HOT_SEAT, seed=5)
    room, host = made["room"]["id"], made["host_token"]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        first = hello(ws, host, seat=0)
        before = live(client, room).state.to_json()["snapshot"]
        after = acted(ws, "stop", 0)  # Anna stops at once: no die rolled
        assert after["to_act"] == 1 and not after["reset"]
        ws.send_json({"type": "view", "seat": 1})
        state_at(ws, 1)
        ws.send_json({"type": "undo", "id": "u"})
        undone = state_at(ws, 2)
        while undone["to_act"] != 0:
            undone = state_at(ws, 2)
        assert undone["reset"] is True and undone["view"]["state"] == first["view"]["state"]
        assert [line["text"] for line in undone["log"]] == [line["text"] for line in first["log"]]
        assert live(client, room).state.to_json()["snapshot"] == before
        again = client.portal.call(reload, client, room)  # type: ignore[union-attr]
        assert again.state.to_json()["snapshot"] == before and again.state.history == ["stop", "!undo"]
    manager = client.app.state.manager  # type: ignore[attr-defined]
    moves = manager.store.moves(room)
    assert [(n, seat, action, by) for n, seat, action, by, _ in moves] == [
        (1, 0, "stop", "human"),
        (2, 0, "!undo", "human"),
    ]


@pytest.mark.rule("web-UNDO-01")
def test_undo_is_refused_once_a_die_is_rolled_or_nothing_is_left_in_both_languages(
    client: TestClient,
) -> None:
    made = create(client, players=2, seats=HOT_SEAT, seed=5)
    room, host = made["room"]["id"], made["host_token"]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        hello(ws, host, lang="fi", seat=0)
        ws.send_json({"type": "undo", "id": 1})
        error = receive_until(ws, "error")
        assert error["code"] == "IllegalAction" and error["ref"] == 1
        assert error["message"] == "Sinulla ei ole peruttavaa siirtoa (luovutusta ei voi perua)."
        acted(ws, "roll", 0)
        move = live(client, room).move
        snapshot = live(client, room).state.to_json()["snapshot"]
        ws.send_json({"type": "lang", "lang": "en"})
        ws.send_json({"type": "undo"})
        error = receive_until(ws, "error")
        assert (
            error["message"]
            == "That action cannot be taken back: dice have been rolled or a card drawn since."
        )
        assert live(client, room).move == move and live(client, room).state.to_json()["snapshot"] == snapshot


@pytest.mark.rule("web-UNDO-01")
def test_undo_is_refused_once_hidden_information_was_shown(client: TestClient, secret_game: str) -> None:
    seats = [{"kind": "human", "local": True}, {"kind": "human", "local": True}]
    made = create(client, game=secret_game, players=2, seats=seats)
    with client.websocket_connect(f"/ws/rooms/{made['room']['id']}") as ws:
        hello(ws, made["host_token"], seat=0)
        acted(ws, "peek", 0)  # a private event: what it showed cannot be unseen
        ws.send_json({"type": "view", "seat": 1})
        state_at(ws, 1)
        ws.send_json({"type": "undo"})
        assert receive_until(ws, "error")["message"].endswith("hidden information has been shown since.")
        acted(ws, "reveal", 1, seat=1)  # a public one, no draw: Bea may take it back
        ws.send_json({"type": "view", "seat": 0})
        state_at(ws, 2)
        ws.send_json({"type": "undo"})
        assert state_at(ws, 3)["to_act"] == 1


@pytest.mark.rule("web-UNDO-02")
def test_online_undo_only_within_the_movers_own_turn(client: TestClient) -> None:
    room, host, [bea] = people(client)
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, host, lang="fi")
        hello(b, bea)
        acted(a, "stop", 0)  # Anna's turn is over: Bea is to act
        a.send_json({"type": "undo"})
        error = receive_until(a, "error")
        assert error["code"] == "undo_turn_over" and "vuoro" in error["message"]
        b.send_json({"type": "undo"})
        assert receive_until(b, "error")["code"] == "undo_not_yours"
        assert live(client, room).move == 1


@pytest.mark.rule("web-UNDO-01", "web-UNDO-02")
def test_online_undo_within_the_turn_and_the_finished_export_verifies(client: TestClient) -> None:
    room, host, [bea] = people(client, game="runebound")
    state = live(client, room).state
    mover = state.to_act
    assert mover is not None
    step = undoable_step(state)
    tokens = {0: host, 1: bea}
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as ws,
        client.websocket_connect(f"/ws/rooms/{room}") as other,
    ):
        first = hello(ws, tokens[mover])
        other_first = hello(other, tokens[1 - mover])
        acted(ws, step, 0)
        assert state_at(other, 1)["log"]  # the other device saw the move
        ws.send_json({"type": "undo"})
        undone = state_at(ws, 2)
        assert undone["view"]["state"] == first["view"]["state"] and undone["reset"] is True
        told = state_at(other, 2)  # the other device's log starts again from the earlier position
        assert told["reset"] is True and told["log"] == other_first["log"]
        ws.send_json({"type": "resign"})
        assert state_at(ws, 3)["status"] == "finished"
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["actions"] == [step, "!undo", f"!resign {mover}"] and verify(export).ok
