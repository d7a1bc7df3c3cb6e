"""Persistence: every move is stored; a restarted server resumes every game exactly; replays."""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server import room as room_module
from noppa.server.room import CHECKPOINT
from noppa.server.rooms import FINISHED_IDLE, WAITING_IDLE
from noppa.server.store import Store
from noppa.server.tables import moves_table, rooms_table
from tests.server.conftest import (
    FakeTime,
    create,
    finished,
    receive_until,
    settled,
    state_at,
    token_of,
    until,
)

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)


@pytest.fixture
def config(config: ServerConfig) -> ServerConfig:
    """The shared server, with the per-connection message limit lifted.

    These tests play whole games: the test client answers every state at once and the bots do not
    pause, so a game takes a second or two and the host sends more than the 20 messages a second
    a person may (``tests/server/test_websocket.py`` proves that limit). Under it the host's move
    was refused with ``slow_down`` now and then, and the test failed.
    """
    return dataclasses.replace(config, rate_per_second=10_000.0)


@contextlib.contextmanager
def hosting(client: TestClient, room: str, token: str) -> Iterator[Any]:
    """The host's connection to ``room``, said hello to; it closes even when the test fails.

    (A WebSocket session left open keeps the test client's event loop waiting for it forever, so a
    failed assertion inside would hang the test instead of failing it.)
    """
    with client.websocket_connect(f"/ws/rooms/{room}") as session:
        session.send_json({"type": "hello", "token": token})
        receive_until(session, "welcome")
        yield session


def play_until(session: Any, moves: int, state: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play the first legal action whenever it is our turn, until ``moves`` moves are made."""
    if state is None:
        state = receive_until(session, "state")
    acted_at = -1
    while state["move"] < moves and state["status"] == "running":
        # once per move: a second state of the same move (a presence change redraws it) must not
        # send the action again, which the server would rightly refuse as stale
        if state["legal"] and state["move"] != acted_at:
            session.send_json({"type": "act", "action": state["legal"][0]["action"], "move": state["move"]})
            acted_at = state["move"]
        message = session.receive_json()
        assert message["type"] != "error", message
        if message["type"] == "state":
            state = message
    return state


@pytest.mark.rule("web-STORE-01")
@pytest.mark.rule("web-STORE-02")
def test_a_restart_resumes_the_game_exactly(config: ServerConfig) -> None:
    with TestClient(create_app(config)) as client:
        answer = create(
            client, players=3, seats=[{"kind": "human", "local": True}, {"kind": "bot"}, {"kind": "bot"}]
        )
        room, host = answer["room"]["id"], answer["host_token"]
        with hosting(client, room, host) as session:
            before = play_until(session, 12)
            while not before["legal"]:  # wait for our own turn, so the bots have nothing to do
                before = receive_until(session, "state")
        live = client.app.state.manager.rooms[room].state  # type: ignore[attr-defined]
        saved = live.to_json()
    # the database holds the game, its actions and a snapshot that matches
    store = Store(config.url())
    found = store.load_room(room)
    assert found is not None
    record, actions = found
    # web-STORE-02: the snapshot is the last checkpoint's, the dice generator's state in it
    at = record.moves - record.moves % CHECKPOINT
    checkpoint = live.game.replay(live.players, live.options, saved["dice"], actions[:at])
    assert record.snapshot_at == at and record.snapshot == checkpoint.to_json()["snapshot"]
    assert record.snapshot is not None and "state" in record.snapshot["dice"]
    assert actions == saved["actions"] and record.dice == saved["dice"]
    assert record.moves == len(actions) and record.status == "running"
    store.close()
    with TestClient(create_app(config)) as client, hosting(client, room, host) as session:
        after = receive_until(session, "state")
        assert after["move"] == before["move"] and after["view"] == before["view"]
        assert after["legal"] == before["legal"] and after["reset"]
        final = play_until(session, 10_000, after)
        assert final["status"] == "finished"


def test_running_bot_games_resume_by_themselves(config: ServerConfig) -> None:
    slow = dataclasses.replace(config, bot_delay=0.02)
    with TestClient(create_app(slow)) as client:
        room = create(client, players=4, seats=[{"kind": "bot"}] * 4)["room"]["id"]
        until(lambda: client.get(f"/api/rooms/{room}").json()["moves"] > 0, "the bots began")
        moved = client.get(f"/api/rooms/{room}").json()["moves"]
    with TestClient(create_app(dataclasses.replace(config, bot_delay=0.0))) as client:
        summary = finished(client, room)
        assert summary["moves"] > moved


def test_a_disagreeing_snapshot_is_reported_and_the_replay_stands(config: ServerConfig) -> None:
    with TestClient(create_app(config)) as client:
        answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "bot"}])
        room, host = answer["room"]["id"], answer["host_token"]
        with hosting(client, room, host) as session:
            play_until(session, 4)
    store = Store(config.url())
    with store.engine.begin() as conn:
        conn.execute(sa.update(rooms_table).where(rooms_table.c.id == room).values(snapshot={"turn": -1}))
    store.close()
    with TestClient(create_app(config)) as client:
        assert client.get(f"/api/rooms/{room}").json()["status"] == "running"


def test_a_game_that_cannot_be_replayed_is_marked_broken(config: ServerConfig) -> None:
    with TestClient(create_app(config)) as client:
        answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "bot"}])
        room, host = answer["room"]["id"], answer["host_token"]
        with hosting(client, room, host) as session:
            play_until(session, 3)
    store = Store(config.url())
    with store.engine.begin() as conn:
        conn.execute(sa.update(moves_table).where(moves_table.c.room_id == room).values(action="challenge:3"))
    store.close()
    with TestClient(create_app(config)) as client, hosting(client, room, host) as session:
        state = receive_until(session, "state")
        assert state["status"] == "broken" and state["legal"] == []
        session.send_json({"type": "act", "action": "roll"})
        assert receive_until(session, "error")["code"] == "game_over"


def test_replay_steps_through_a_finished_game(client: TestClient) -> None:
    room = create(client, players=2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}], seed=4)[
        "room"
    ]["id"]
    finished(client, room)
    live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    total = len(live.state.history)
    last = client.get(f"/api/rooms/{room}/replay?step={total}").json()
    assert last["total"] == total and last["step"] == total
    final_view = live.state.view(None)
    final_view.pop("log")
    assert last["view"] == final_view
    assert last["outcome"]["winners"] == list(live.state.outcome.winners)
    first = client.get(f"/api/rooms/{room}/replay?step=0&lang=fi").json()
    assert first["last"] is None and first["view"]["turn"] == 1 and first["fresh"] == len(first["log"])
    middle = client.get(f"/api/rooms/{room}/replay?step=5").json()
    assert middle["last"]["action"] == live.state.history[4] and middle["last"]["label"]
    back = client.get(f"/api/rooms/{room}/replay?step=2&seat=1").json()
    assert back["step"] == 2 and back["viewing"] == 1
    assert client.get(f"/api/rooms/{room}/replay?step=99999").json()["step"] == total
    assert client.get(f"/api/rooms/{room}/replay?step=x").status_code == 400
    assert client.get(f"/api/rooms/{room}/replay?seat=7").status_code == 400


def test_replays_wait_for_the_end(client: TestClient) -> None:
    room = create(client, players=2)["room"]["id"]
    response = client.get(f"/api/rooms/{room}/replay?lang=fi")
    assert response.status_code == 409 and response.json()["error"] == "not_finished"


def test_a_bot_stands_in_for_a_remote_player_who_left_when_the_host_allowed_it(client: TestClient) -> None:
    answer = create(client, players=2, seats=[{"kind": "bot"}, {"kind": "human"}], away_after=30)
    room = answer["room"]["id"]
    live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    live.away_after = 1  # seconds: shortened for the test
    with hosting(client, room, token_of(answer["links"]["seats"]["1"]["url"])) as session:
        welcome_state = receive_until(session, "state")
        session_token = live_session(client, room)
    assert welcome_state["status"] == "running"

    def stood_in() -> bool:  # a second away, then the stand-in's moves (later under load)
        summary = client.get(f"/api/rooms/{room}").json()
        return bool(summary["seats"][1]["standin"]) and summary["moves"] > welcome_state["move"]

    until(stood_in, "a bot stood in for the player who left and played")
    with hosting(client, room, session_token) as session:
        back = state_at(session, 0)
        assert back["players"][1]["standin"] is False


def live_session(client: TestClient, room: str) -> str:
    """The session token the last welcome of ``room`` handed out (read from the live connection)."""
    live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    sessions = [listener.session for listener in live.broadcast.listeners if listener.session]
    assert sessions
    return str(sessions[-1])


def test_hot_seat_seats_wait_for_their_people_even_with_stand_ins_allowed(client: TestClient) -> None:
    """On main a bot took the host's own seat two minutes after the tab closed and played on."""
    fake = FakeTime()  # the room's clock (an hour a move), so the test sees its task's rounds
    client.app.state.manager.clock = fake  # type: ignore[attr-defined]
    answer = create(
        client,
        players=2,
        seats=[{"kind": "human", "local": True}, {"kind": "bot"}],
        away_after=30,
        clock={"per_move": 3600},
    )
    room, host = answer["room"]["id"], answer["host_token"]
    live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    live.away_after = 1  # seconds: shortened for the test
    with hosting(client, room, host) as session:
        state = receive_until(session, "state")
        while state["to_act"] != 0:  # the bot may open the game: wait for the host's turn
            state = receive_until(session, "state")
    live.pacing.away_since[0] = time.time() - 3600  # the tab closed an hour ago: far past away_after
    settled(client, live, fake)  # the room weighed its seats after that
    summary = client.get(f"/api/rooms/{room}").json()
    assert summary["seats"][0]["standin"] is False and summary["moves"] == state["move"]


def test_idle_finished_games_leave_memory_and_load_again(client: TestClient) -> None:
    """A finished game nobody watches is dropped after FINISHED_IDLE; a visitor loads it back."""
    manager = client.app.state.manager  # type: ignore[attr-defined]
    finished = create(client, players=2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}], seed=4)[
        "room"
    ]["id"]
    waiting = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])["room"][
        "id"
    ]
    running = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "bot"}])["room"][
        "id"
    ]
    until(lambda: client.get(f"/api/rooms/{finished}").json()["status"] == "finished", "the bots finished")
    history = list(manager.rooms[finished].state.history)
    seen = max(manager.rooms[r].last_seen for r in (finished, waiting))
    assert client.portal is not None  # the app's event loop, running while the client is open
    sweep = client.portal.call
    assert sweep(manager.sweep, seen + FINISHED_IDLE - 1) == []
    assert sweep(manager.sweep, seen + FINISHED_IDLE + 1) == [finished]
    assert waiting in manager.rooms and finished not in manager.rooms
    assert sweep(manager.sweep, seen + WAITING_IDLE + 1) == [waiting]
    assert running in manager.rooms  # a running game stays, watched or not
    assert client.get(f"/api/rooms/{finished}").json()["status"] == "finished"
    replay = client.get(f"/api/rooms/{finished}/replay?step=0").json()
    assert replay["total"] == len(history)


@pytest.mark.rule("web-STORE-01")
@pytest.mark.rule("web-STORE-02")
@pytest.mark.parametrize("every", [1, 5, 10_000])
def test_stored_snapshots_are_the_checkpoints(
    config: ServerConfig, every: int, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A room's stored snapshot is the last checkpoint's (``every``: each move, every 5th, none
    before the game's end but the start's), with the generator's state; a restart rebuilds the
    game from it and the actions after it, and the snapshot agrees with the replay (no "replaying
    without the snapshot")."""
    monkeypatch.setattr(room_module, "CHECKPOINT", every)
    with TestClient(create_app(config)) as client:
        answer = create(
            client, players=3, seats=[{"kind": "human", "local": True}, {"kind": "bot"}, {"kind": "bot"}]
        )
        room, host = answer["room"]["id"], answer["host_token"]
        with hosting(client, room, host) as session:
            before = play_until(session, 12)
            while not before["legal"]:
                before = receive_until(session, "state")
        live = client.app.state.manager.rooms[room].state  # type: ignore[attr-defined]
    store = Store(config.url())
    found = store.load_room(room)
    store.close()
    assert found is not None and found[0].snapshot is not None
    record, actions = found
    assert record.snapshot_at == record.moves - record.moves % every
    checkpoint = live.game.replay(live.players, live.options, record.dice, actions[: record.snapshot_at])
    assert record.snapshot is not None and record.snapshot == checkpoint.to_json()["snapshot"]
    assert "state" in record.snapshot["dice"]
    with TestClient(create_app(config)) as client, hosting(client, room, host) as session:
        after = receive_until(session, "state")
        assert after["move"] == before["move"] and after["view"] == before["view"]
        assert after["legal"] == before["legal"]
        assert client.app.state.manager.rooms[room].state.to_json() == live.to_json()  # type: ignore[attr-defined]
    assert "without the snapshot" not in caplog.text
