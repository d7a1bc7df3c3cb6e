"""Turn-based rooms and clocks (``noppa.server.clocks``): settings, deadlines, time-out policies.

Deadlines run on an injected clock (``RoomManager.clock``): a test moves the server's time on and
wakes the room, so nobody waits for real minutes. The restart tests run on SQLite and PostgreSQL.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.engine import get_game, list_games
from noppa.server import ServerConfig, create_app
from noppa.server.clocks import Clock, ClockSettings, duration, pass_action
from noppa.server.room import Room
from noppa.server.rooms import RoomManager
from noppa.server.store import Store
from noppa.server.tables import rooms_table
from tests.server.conftest import FakeTime, create, receive_until, until, weighed
from tests.server.test_cluster import cluster_config, loaded, redis_url, stored_moves, two_instances
from tests.server.test_store import hosting

__all__ = ["cluster_config", "redis_url"]  # fixtures of the cluster tests, used here too

SEED = 0
"""Dungeon Dice, two players: seat 0 starts, and may roll or stop (a pass) at once."""


def manager_of(client: TestClient) -> RoomManager:
    """The app's room manager."""
    manager: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


@pytest.fixture
def fake_time(client: TestClient) -> FakeTime:
    """The server's clock, injected."""
    fake = FakeTime()
    manager_of(client).clock = fake
    return fake


def clocked(client: TestClient, **body: Any) -> tuple[str, Room, str]:
    """A two-player Dungeon Dice room (seat 0 the host's, seat 1 a bot) with ``body``'s clock."""
    body.setdefault("seed", SEED)
    body.setdefault("seats", [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "bot"}])
    answer = create(client, players=2, **body)
    room = answer["room"]["id"]
    live = manager_of(client).rooms[room]
    until(lambda: live.clock is not None and live.clock.deadline is not None, "the clock started")
    return room, live, answer["host_token"]


def moves_of(client: TestClient, room: str) -> list[tuple[int, int, str, str, float]]:
    """The stored moves of ``room``: (n, seat, action, by, at)."""
    return manager_of(client).store.moves(room)


def timed_for(live: Room, seat: int) -> bool:
    """Whether the room's clock times a move of ``seat`` (read from the test's thread: the clock
    follows the move a moment after the state has it)."""
    clock = live.clock
    return clock is not None and clock.seat == seat and clock.deadline is not None and clock.out is None


def run_out(client: TestClient, live: Room, fake: FakeTime, seconds: float) -> None:
    """Move the server's time on by ``seconds`` and wake the room."""
    fake.move(seconds)
    client.portal.call(live.broadcast.announce)  # type: ignore[union-attr]


# ---------------------------------------------------------------------- settings


@pytest.mark.rule("web-CLOCK-01")
@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"clock": {"per_move": 5}}, "bad_clock", "clock.per_move"),
        ({"clock": {"per_move": "30"}}, "bad_clock", "clock.per_move"),
        ({"clock": {"per_game": 30}}, "bad_clock", "clock.per_game"),
        ({"clock": {"per_game": 600, "increment": -1}}, "bad_clock", "clock.increment"),
        ({"pace": "turn", "clock": {"per_move": 60}}, "bad_clock", "clock.per_move"),
        ({"pace": "turn", "clock": {"per_move": 30 * 86400}}, "bad_clock", "clock.per_move"),
        ({"pace": "turn", "clock": {"per_game": 3600}}, "clock_not_here", "clock.per_game"),
        ({"clock": {"per_move": 30, "increment": 5}}, "clock_not_here", "clock.increment"),
        ({"clock": {"per_move": 30, "per_game": 600}}, "clock_both", None),
        ({"clock": {"per_mvoe": 30}}, "bad_field", "clock"),
        ({"clock": {}}, "bad_field", "clock"),
        ({"clock": 30}, "bad_field", "clock"),
        ({"pace": "slow"}, "bad_choice", "pace"),
        ({"on_timeout": "forfeit"}, "bad_choice", "on_timeout"),
        ({"pace": "turn", "away_after": 60}, "away_turn_based", "away_after"),
    ],
)
def test_bad_clock_settings_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], code: str, field: str | None
) -> None:
    for lang in ("en", "fi"):
        response = client.post(f"/api/rooms?lang={lang}", json={"game": "dungeon-dice", **body})
        assert response.status_code == 400, response.text
        assert response.json()["error"] == code
        message = response.json()["message"]
        if field is not None:
            assert f"'{field}'" in message
        assert "web." not in message and "{" not in message
    assert manager_of(client).rooms == {}


def test_a_refusal_says_the_allowed_range_as_people_write_times(client: TestClient) -> None:
    said = client.post(
        "/api/rooms?lang=fi", json={"game": "dungeon-dice", "pace": "turn", "clock": {"per_move": 60}}
    )
    assert said.json()["message"] == "Kelloasetuksen 'clock.per_move' on oltava väliltä 1 t – 14 päivää."
    said = client.post("/api/rooms?lang=en", json={"game": "dungeon-dice", "clock": {"per_move": 3}})
    assert said.json()["message"] == "The clock setting 'clock.per_move' must be from 10 s to 1 h."


@pytest.mark.parametrize(
    ("seconds", "en", "fi"),
    [
        (0, "0 s", "0 s"),
        (45, "45 s", "45 s"),
        (90, "1 min 30 s", "1 min 30 s"),
        (15 * 60 + 5, "15 min", "15 min"),
        (2 * 3600 + 15 * 60, "2 h 15 min", "2 t 15 min"),
        (86400, "1 day", "1 päivä"),
        (3 * 86400, "3 days", "3 päivää"),
        (86400 + 2 * 3600 + 59, "1 day 2 h", "1 päivä 2 t"),
    ],
)
def test_times_are_written_for_people(seconds: int, en: str, fi: str) -> None:
    assert duration(seconds, "en") == en and duration(seconds, "fi") == fi


def test_a_room_without_clock_settings_stays_real_time_and_untimed(client: TestClient) -> None:
    answer = create(client, players=2)
    assert answer["room"]["clock"] is None
    assert manager_of(client).rooms[answer["room"]["id"]].clock is None


def test_the_clock_is_shown_to_everyone_and_holds_nothing_secret(
    client: TestClient, fake_time: FakeTime
) -> None:
    room, _, _ = clocked(client, pace="turn", clock={"per_move": 2 * 86400}, on_timeout="skip")
    summary = client.get(f"/api/rooms/{room}").json()
    shown = summary["clock"]
    assert shown["pace"] == "turn" and shown["per_move"] == 2 * 86400 and shown["policy"] == "skip"
    assert shown["running"] == 0 and shown["deadline"] == pytest.approx(fake_time.now + 2 * 86400)
    assert shown["left"][0] == pytest.approx(2 * 86400) and shown["now"] == pytest.approx(fake_time.now)
    assert set(shown) == {"pace", "per_move", "per_game", "increment", "policy"} | {
        "now", "running", "deadline", "out", "left", "timeouts",
    }  # fmt: skip
    with client.websocket_connect(f"/ws/rooms/{room}") as spectator:
        spectator.send_json({"type": "hello"})
        state = receive_until(spectator, "state")
    assert state["clock"]["deadline"] == shown["deadline"] and state["clock"]["running"] == 0
    listed = client.get(f"/api/rooms?ids={room}").json()["rooms"][0]
    assert listed["clock"]["pace"] == "turn"


# ---------------------------------------------------------------------- the clock itself


@pytest.mark.rule("web-CLOCK-02")
def test_a_game_clock_charges_each_move_and_adds_the_increment() -> None:
    clock = Clock.new(ClockSettings(per_game=300, increment=5), players=2)
    assert clock.follow(1000.0, 0, timed=True) and clock.deadline == 1300.0
    assert not clock.follow(1010.0, 0, timed=True)  # the same seat's next decision: the same move
    clock.follow(1040.0, 1, timed=True)  # seat 0 used 40 s, gets 5 back
    assert clock.banks == [265.0, 300.0] and clock.deadline == 1340.0
    assert clock.left(0, 1040.0) == 265.0 and clock.left(1, 1100.0) == 240.0
    clock.follow(1100.0, 0, timed=True)
    assert clock.banks == [265.0, 245.0] and clock.deadline == 1365.0
    assert not clock.overdue(1364.9) and clock.overdue(1365.0)
    assert clock.time_out() == 0 and clock.banks[0] == 0.0 and clock.timeouts == [1, 0]
    clock.follow(1400.0, 1, timed=True)  # the stand-in finished the move: only the increment is left
    assert clock.banks[0] == 5.0 and clock.out is None
    assert Clock.from_json(clock.to_json(), 2) == clock


def test_a_bot_seat_is_not_timed_and_a_stored_clock_that_is_not_one_is_dropped() -> None:
    clock = Clock.new(ClockSettings(per_move=30), players=2)
    clock.follow(10.0, 1, timed=False)
    assert clock.deadline is None and clock.wait(10.0) is None
    assert Clock.from_json({"per_move": "soon"}, 2) is None and Clock.from_json([1], 2) is None


# ---------------------------------------------------------------------- policies


@pytest.mark.rule("web-CLOCK-03")
def test_a_stand_in_plays_the_move_when_time_runs_out(client: TestClient, fake_time: FakeTime) -> None:
    room, live, _ = clocked(client, clock={"per_move": 30}, on_timeout="standin")
    assert live.state.to_act == 0 and moves_of(client, room) == []
    run_out(client, live, fake_time, 29)
    weighed(fake_time)
    assert moves_of(client, room) == [] and live.clock is not None  # not yet
    assert live.clock.out is None and live.clock.timeouts == [0, 0]
    run_out(client, live, fake_time, 1)
    until(lambda: live.move > 0 and timed_for(live, 0), "the stand-in played, then the bot")
    moves = moves_of(client, room)
    assert {by for _, seat, _, by, _ in moves if seat == 0} == {"standin"}
    assert {by for _, seat, _, by, _ in moves if seat == 1} <= {"bot"}
    assert live.clock is not None and live.clock.timeouts == [1, 0]
    assert live.clock.deadline == pytest.approx(fake_time.now + 30)  # the next move has its full time
    assert live.seats[0].kind == "human"  # the person plays the next move


@pytest.mark.rule("web-CLOCK-03")
def test_the_skip_policy_passes_where_the_rules_allow_it(client: TestClient, fake_time: FakeTime) -> None:
    room, live, _ = clocked(client, clock={"per_move": 60}, on_timeout="skip")
    assert pass_action(live.state) == "stop"  # DD-TURN-09: Dungeon Dice's pass
    run_out(client, live, fake_time, 61)
    until(lambda: bool(moves_of(client, room)), "a move was played")
    first = moves_of(client, room)[0]
    assert (first[1], first[2], first[3]) == (0, "stop", "skip")


def test_where_the_rules_offer_no_pass_the_stand_in_plays() -> None:
    for game_id in ("key-to-the-kingdom", "runebound"):  # a turn's movement: no pass in the rules
        state = get_game(game_id).new_state(2, seed=1)
        assert state.legal_actions() and pass_action(state) is None


@pytest.mark.parametrize("game_id", list_games())
def test_every_pass_a_game_names_is_one_of_its_actions(game_id: str) -> None:
    game = get_game(game_id)
    assert game.pass_actions
    for text in game.pass_actions:
        assert game.parse_action(text).text == text


@pytest.mark.rule("web-CLOCK-03")
def test_a_player_out_of_time_drops_out_and_a_bot_plays_the_seat_to_the_end(
    client: TestClient, fake_time: FakeTime
) -> None:
    room, live, _ = clocked(client, clock={"per_move": 30}, on_timeout="drop")
    run_out(client, live, fake_time, 31)
    until(lambda: live.status == "finished", "the bots finished the game")
    assert live.seats[0].kind == "bot" and live.seats[0].bot == get_game("dungeon-dice").default_bot()
    found = manager_of(client).store.load_room(room)
    assert found is not None and found[0].seats[0].kind == "bot"
    assert client.get(f"/api/rooms/{room}").json()["seats"][0]["kind"] == "bot"


# ---------------------------------------------------------------------- enforcement


@pytest.mark.rule("web-CLOCK-05")
def test_a_move_after_the_deadline_is_refused(client: TestClient, fake_time: FakeTime) -> None:
    room, _, host = clocked(client, clock={"per_move": 30}, on_timeout="standin")
    with hosting(client, room, host) as session:
        state = receive_until(session, "state")
        assert state["legal"] and state["clock"]["running"] == 0
        fake_time.now += 31  # the room has not woken yet: the move arrives first
        session.send_json({"type": "act", "seat": 0, "action": "roll", "move": state["move"], "id": "late"})
        error = receive_until(session, "error")
    assert error["code"] == "time_out" and error["ref"] == "late"
    assert "ran out" in error["message"]
    until(lambda: any(by == "standin" for *_, by, _ in moves_of(client, room)), "the stand-in played")
    assert not any(by == "human" for *_, by, _ in moves_of(client, room))


def test_a_move_in_time_is_played_and_restarts_the_clock(client: TestClient, fake_time: FakeTime) -> None:
    room, live, host = clocked(client, clock={"per_move": 30})
    with hosting(client, room, host) as session:
        state = receive_until(session, "state")
        fake_time.now += 29
        session.send_json({"type": "act", "seat": 0, "action": "stop", "move": state["move"]})
        until(lambda: bool(moves_of(client, room)), "the move was stored")
    assert moves_of(client, room)[0][1:4] == (0, "stop", "human")
    until(lambda: live.move > 1 and timed_for(live, 0), "the bot played")
    assert live.clock is not None and live.clock.deadline == pytest.approx(fake_time.now + 30)


@pytest.mark.rule("web-CLOCK-02")
def test_a_game_clock_in_a_room_charges_the_person_and_adds_the_increment(
    client: TestClient, fake_time: FakeTime
) -> None:
    room, live, host = clocked(client, clock={"per_game": 120, "increment": 5})
    with hosting(client, room, host) as session:
        state = receive_until(session, "state")
        fake_time.now += 40
        session.send_json({"type": "act", "seat": 0, "action": "stop", "move": state["move"]})
        until(lambda: live.move > 1 and timed_for(live, 0), "the bot played")
    assert live.clock is not None and live.clock.banks[0] == pytest.approx(85.0)
    assert live.clock.deadline == pytest.approx(fake_time.now + 85.0)
    shown = client.get(f"/api/rooms/{room}").json()["clock"]
    assert shown["left"][0] == pytest.approx(85.0) and shown["per_game"] == 120 and shown["increment"] == 5


def test_the_clock_starts_when_the_game_does(client: TestClient, fake_time: FakeTime) -> None:
    seats = [{"kind": "human", "local": True}, {"kind": "human"}]
    answer = create(client, players=2, seats=seats, pace="turn", clock={"per_move": 86400})
    room = answer["room"]["id"]
    live = manager_of(client).rooms[room]
    assert live.status == "waiting" and live.clock is not None and live.clock.deadline is None
    fake_time.now += 5 * 86400  # nobody is timed while the room waits for its players
    invitation = answer["links"]["seats"]["1"]["url"].split("#t=", 1)[1]
    claimed = client.post(
        f"/api/rooms/{room}/claim", json={}, headers={"authorization": f"Bearer {invitation}"}
    )
    assert claimed.status_code == 200 and live.status == "running"
    assert live.clock.seat == live.state.to_act and live.clock.deadline == pytest.approx(
        fake_time.now + 86400
    )
    stored = manager_of(client).store.load_room(room)
    assert stored is not None and stored[0].clock is not None
    assert stored[0].clock["deadline"] == live.clock.deadline


# ---------------------------------------------------------------------- restarts


@pytest.fixture
def store_of(config: ServerConfig) -> Iterator[Callable[[], Store]]:
    """Open the test server's database while no server runs (closed afterwards)."""
    opened: list[Store] = []

    def open_store() -> Store:
        opened.append(Store(config.url()))
        return opened[-1]

    yield open_store
    for store in opened:
        store.close()


@pytest.mark.backends
@pytest.mark.rule("web-CLOCK-04")
def test_a_deadline_that_passed_while_the_server_was_down_is_handled_at_once(
    config: ServerConfig, store_of: Callable[[], Store]
) -> None:
    with TestClient(create_app(config)) as client:
        room, live, _ = clocked(client, pace="turn", clock={"per_move": 86400}, on_timeout="standin")
        assert live.clock is not None and live.clock.deadline == pytest.approx(time.time() + 86400, abs=60)
    store = store_of()
    found = store.load_room(room)
    assert found is not None and found[0].clock is not None and found[0].moves == 0
    overdue = {**found[0].clock, "deadline": time.time() - 3600}  # a day went by with the server down
    with store.engine.begin() as conn:
        conn.execute(sa.update(rooms_table).where(rooms_table.c.id == room).values(clock=overdue))
    store.close()
    with TestClient(create_app(config)) as client:
        until(lambda: bool(moves_of(client, room)), "the resumed room handled the deadline")
        assert moves_of(client, room)[0][1] == 0 and moves_of(client, room)[0][3] == "standin"
        after = manager_of(client).rooms[room].clock
        assert after is not None and after.timeouts == [1, 0]


@pytest.mark.backends
@pytest.mark.rule("web-CLOCK-04")
def test_a_deadline_still_ahead_survives_a_restart_unchanged(
    config: ServerConfig, store_of: Callable[[], Store]
) -> None:
    with TestClient(create_app(config)) as client:
        room, live, _ = clocked(client, pace="turn", clock={"per_move": 3 * 86400})
        assert live.clock is not None
        deadline = live.clock.deadline
    with TestClient(create_app(config)) as client:
        until(lambda: room in manager_of(client).rooms, "the running room was resumed")
        again = manager_of(client).rooms[room]
        assert again.clock is not None and again.clock.deadline == deadline
        fake = FakeTime()  # now, from here on counting the reads
        manager_of(client).clock = fake
        run_out(client, again, fake, 0)
        weighed(fake)
        assert moves_of(client, room) == [] and again.state.to_act == 0
        assert again.clock.out is None and again.clock.timeouts == [0, 0]


# ---------------------------------------------------------------------- clusters


@pytest.mark.rule("web-CLOCK-04")
def test_in_a_cluster_only_the_rooms_owner_enforces_its_deadline(cluster_config: ServerConfig) -> None:
    with two_instances(cluster_config) as (a, b):
        time_a, time_b = FakeTime(), FakeTime()
        manager_of(a).clock, manager_of(b).clock = time_a, time_b
        time_b.now = time_a.now
        room, on_a, host = clocked(a, clock={"per_move": 30}, on_timeout="standin")
        assert on_a.owned and on_a.clock is not None
        deadline = on_a.clock.deadline
        on_b = loaded(b, room)  # loaded from the store: the clock is there from the start
        assert on_b.clock is not None and on_b.clock.deadline == deadline
        assert not on_b.owned
        time_b.now += 31  # b's time is past the deadline, the owner's not yet
        b.portal.call(on_b.broadcast.announce)  # type: ignore[union-attr]
        with hosting(b, room, host) as session:  # a person's move reaching b after the deadline
            state = receive_until(session, "state")
            session.send_json({"type": "act", "seat": 0, "action": "roll", "move": state["move"]})
            assert receive_until(session, "error")["code"] == "time_out"
        assert stored_moves(cluster_config, room) == []  # b does not enforce another's room
        time_a.now += 31
        a.portal.call(on_a.broadcast.announce)  # type: ignore[union-attr]
        until(lambda: bool(stored_moves(cluster_config, room)), "the owner's stand-in played")
        assert {by for _, _, by in stored_moves(cluster_config, room)} <= {"standin", "bot"}
        until(lambda: on_b.clock is not None and on_b.clock.timeouts == [1, 0], "b heard of the time-out")
