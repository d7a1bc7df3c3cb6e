"""What a move costs the server does not grow with the game (issue 26, goal 3): the log reaches
bots and clients as what they have not seen, and replay frames write each line once.

The costs themselves are measured by ``benchmarks/long_game.py`` (never timed here); these tests
pin the behaviour that keeps them flat.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from noppa.engine import Bot, State, get_game, load_dice
from noppa.server import ServerConfig, create_app
from noppa.server.botpool import BotPool
from noppa.server.broadcast import latest_visible
from noppa.server.replays import ReplayCursor
from tests.processes import until
from tests.server.conftest import create, receive_until, token_of


def long_game(steps: int, seed: int = 29) -> State:
    state = get_game("key-to-the-kingdom").new_state(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_bot_is_sent_its_view_without_the_log(
    config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot that does not read the log (``engine.bot.reads_log``: none of noppa's) gets its view
    without it: the whole log made a decision's message grow with the game."""
    seen: list[Mapping[str, Any]] = []
    choose = BotPool.choose

    async def recording(self: BotPool, bot: Bot, view: Mapping[str, Any]) -> tuple[str, Bot]:
        seen.append(view)
        return await choose(self, bot, view)

    monkeypatch.setattr(BotPool, "choose", recording)
    fast = dataclasses.replace(config, bot_delay=0.0)
    with TestClient(create_app(fast)) as client:
        room = create(client, players=2, seats=[{"kind": "bot"}] * 2)["room"]["id"]
        until(lambda: client.get(f"/api/rooms/{room}").json()["moves"] >= 6, "the bots played")
    assert len(seen) >= 6
    assert all("log" not in view and view["legal"] for view in seen)


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_the_latest_lines_are_found_from_the_end(seat: int | None) -> None:
    """``latest_visible`` (a reconnecting client's log, a replay frame) is the tail of what the
    seat may see, found without walking the whole log."""
    state = long_game(400)
    for limit in (1, 7, 500, 10_000):
        assert latest_visible(state, seat, limit) == state.visible_events(seat)[-limit:]


def test_a_replay_frame_writes_only_the_new_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stepping a replay forward writes the new events' lines only (a frame at step 1,600 wrote
    every line up to it: 506 ms); the frame still shows the latest lines, as before."""
    final = long_game(300)
    game = final.game
    start = game.new_state(2, options=dict(final.options), dice=load_dice(final.initial_dice))
    cursor = ReplayCursor(
        game=game,
        players=2,
        options=dict(final.options),
        dice=dict(final.initial_dice),
        actions=list(final.history),
        state=start,
        marks=[len(start.events)],
    )
    written: list[int] = []
    describe = type(final).describe

    def counting(state: State, event: dict[str, Any], lang: str = "en") -> str:
        written.append(1)
        return describe(state, event, lang)

    monkeypatch.setattr(type(final), "describe", counting)
    cursor.frame(250, None, "en")
    first = len(written)
    frame = cursor.frame(251, None, "en")
    state = cursor.seek(251)
    new_events = len(state.events) - cursor.marks[250]
    assert first > 0 and len(written) - first <= new_events
    shown = latest_visible(state, None)
    assert [line["event"] for line in frame["log"]] == shown
    assert [line["text"] for line in frame["log"]] == [describe(state, e, "en") for e in shown]


def test_a_state_is_encoded_once_for_every_connection_sent_the_same(config: ServerConfig) -> None:
    """Spectators of a move (and a seat's tabs) are sent one encoded frame, built once; another
    seat or a new move gets its own; a connection's acknowledgement is written into the shared frame
    (the mover's tabs share one frame too), and the frame reads as the message built afresh."""
    with TestClient(create_app(config)) as client:
        room_id = create(client, players=2, seats=[{"kind": "human", "local": True}] * 2)["room"]["id"]
        room = client.app.state.manager.rooms[room_id]  # type: ignore[attr-defined]
        broadcast = room.broadcast
        watcher = broadcast.state_frame(None, frozenset(), "en", 0)
        assert broadcast.state_frame(None, frozenset(), "en", 0) is watcher
        assert broadcast.state_frame(None, frozenset(), "fi", 0) is not watcher
        assert broadcast.state_frame(0, frozenset({0}), "en", 0) is not watcher
        built: list[Any] = []
        state_message = broadcast._state_message

        def counting(*args: Any, **kwargs: Any) -> Any:
            built.append(kwargs["viewing"])
            return state_message(*args, **kwargs)

        broadcast._state_message = counting
        for ack in ("m1", 7, 'say "hi"'):
            acked = broadcast.state_frame(None, frozenset(), "en", 0, ack=ack)
            assert msgspec.json.decode(acked) == msgspec.json.decode(watcher) | {"ack": ack}
        assert built == []
        for lang in ("en", "fi"):
            for viewing, seats in ((None, frozenset()), (0, frozenset({0})), (1, frozenset({0, 1}))):
                fresh = broadcast.state_message(viewing, seats, lang, 0)
                message = {
                    **fresh,
                    "log": broadcast.log_lines(viewing, 0, lang),
                    "players": broadcast.players_json(lang),
                    "view": broadcast.view(viewing),
                }
                assert msgspec.json.decode(msgspec.json.encode(message)) == fresh
                assert fresh["log"] and fresh["players"][0]["label"]


@pytest.mark.parametrize("game_id", ["key-to-the-kingdom", "runebound"])
def test_a_moves_views_share_what_every_seat_sees(
    config: ServerConfig, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """What every seat sees alike (``state.public_view()``) is made once per move for all seats and
    spectators, each adding only its own part (Runebound's table was made again for every seat: a
    tenth of a move's CPU); each seat's view is still exactly ``state.view(seat)``."""
    with TestClient(create_app(config)) as client:
        seats = [{"kind": "human", "local": True}] * 2
        room_id = create(client, game=game_id, players=2, seats=seats)["room"]["id"]
        room = client.app.state.manager.rooms[room_id]  # type: ignore[attr-defined]
        made: list[int] = []
        public_view = type(room.state).public_view

        def counting(state: State) -> Any:
            made.append(room.move)
            return public_view(state)

        monkeypatch.setattr(type(room.state), "public_view", counting)
        broadcast = room.broadcast
        for viewing, seats_held in ((0, {0}), (1, {1}), (None, set()), (0, {0, 1})):
            broadcast.state_text(viewing, frozenset(seats_held), "en", 0)
        assert made == [room.move]
        for seat in (None, 0, 1):
            assert broadcast.view(seat) == room.state.view(seat, log=False)
        assert made == [room.move]


def test_a_move_between_present_people_does_not_wake_the_bot_task(client: TestClient) -> None:
    """A room of people, both here, no clock: a move wakes the room's bot task no more (it would
    find a person's turn and wait again); the turn of a person away, or of a bot, does."""
    answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])
    room_id, host = answer["room"]["id"], answer["host_token"]
    guest = token_of(answer["links"]["seats"]["1"]["url"])
    room = client.app.state.manager.rooms[room_id]  # type: ignore[attr-defined]
    woken: list[int] = []
    real_set = room.wake.set

    def counting() -> None:
        woken.append(room.move)
        real_set()

    room.wake.set = counting
    url = f"/ws/rooms/{room_id}"
    with client.websocket_connect(url) as first, client.websocket_connect(url) as second:
        first.send_json({"type": "hello", "token": host})
        second.send_json({"type": "hello", "token": guest})
        state = receive_until(first, "state")
        while state["status"] != "running":
            state = receive_until(first, "state")
        woken.clear()
        for _ in range(3):
            seat, move = room.state.to_act, room.move
            mover = first if seat == 0 else second
            mover.send_json({"type": "act", "action": room.state.legal_actions()[0].text, "id": "x"})
            while state["move"] != move + 1:
                state = receive_until(mover, "state")
        assert woken == []
        assert client.portal is not None
        client.portal.call(room.pacing.stop)  # what follows only asks whether the task is woken
        seat = room.state.to_act
        room.pacing.away_since[seat] = 0.0
        client.portal.call(room.broadcast.announce)
        assert woken == [room.move]
        room.pacing.away_since.pop(seat)
        room.seats[seat].kind = "bot"
        client.portal.call(room.broadcast.announce)
        assert woken == [room.move, room.move]
        room.seats[seat].kind = "human"
