"""Seats that stay yours: an invitation is claimed by the first device to open it, the host can
reissue a link, the table sees who is away and since when, a person who comes back takes the
seat back at once, and presence changes travel as small messages instead of full states."""

from __future__ import annotations

import dataclasses
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from tests.server.conftest import FakeTime, closed_with, create, receive_until, settled, token_of, until
from tests.server.processes import serve, serving

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)

REMOTE = [{"kind": "human", "local": True}, {"kind": "human"}]


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def hello(ws: Any, token: str | None = None) -> dict[str, Any]:
    """Say hello; return the welcome (the first state follows)."""
    ws.send_json({"type": "hello", "lang": "en", **({"token": token} if token else {})})
    return receive_until(ws, "welcome")


def test_an_invitation_is_claimed_by_the_first_device_only(client: TestClient) -> None:
    """On main a third browser that opened a claimed seat's link played that seat too."""
    answer = create(client, players=2, seats=REMOTE)
    room, link = answer["room"]["id"], token_of(answer["links"]["seats"]["1"]["url"])
    me = client.get(f"/api/rooms/{room}/me", headers=bearer(link)).json()
    assert me["invitation"] is True and me["seats"] == [{"seat": 1, "claimed": False, "name": ""}]
    claimed = client.post(f"/api/rooms/{room}/claim", json={"name": "Bea"}, headers=bearer(link))
    assert claimed.status_code == 200, claimed.text
    session = claimed.json()["token"]
    assert claimed.json()["seat"] == 1 and session != link
    summary = client.get(f"/api/rooms/{room}").json()
    assert summary["status"] == "running" and summary["seats"][1]["name"] == "Bea"
    # the same link opened again, on any device: told the seat is taken, in both languages
    for lang, words in (("en", "another device"), ("fi", "toisella laitteella")):
        again = client.post(f"/api/rooms/{room}/claim?lang={lang}", json={}, headers=bearer(link))
        assert again.status_code == 409 and again.json()["error"] == "seat_claimed"
        assert words in again.json()["message"]
    assert client.get(f"/api/rooms/{room}/me", headers=bearer(link)).status_code == 409
    with client.websocket_connect(f"/ws/rooms/{room}") as third:
        third.send_json({"type": "hello", "token": link})
        assert receive_until(third, "error")["code"] == "seat_claimed"
        assert closed_with(third) == 4403
    # the claiming device reconnects as often as it likes
    for _ in range(2):
        with client.websocket_connect(f"/ws/rooms/{room}") as mine:
            assert hello(mine, session)["you"]["seats"] == [1]


def test_a_program_that_says_hello_with_an_unused_link_gets_the_session(client: TestClient) -> None:
    answer = create(client, players=2, seats=REMOTE)
    room, link = answer["room"]["id"], token_of(answer["links"]["seats"]["1"]["url"])
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        session = hello(ws, link)["you"]["session"]
    assert session and session != link
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        assert hello(ws, session)["you"] == {"seats": [1], "host": False, "role": "player", "session": None}
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "hello", "token": link})
        assert receive_until(ws, "error")["code"] == "seat_claimed"


def test_the_host_reissues_a_seat_link_and_the_old_device_is_out(client: TestClient) -> None:
    answer = create(client, players=2, seats=REMOTE)
    room, host, old = answer["room"]["id"], answer["host_token"], answer["links"]["seats"]["1"]["url"]
    session = client.post(f"/api/rooms/{room}/claim", json={}, headers=bearer(token_of(old))).json()["token"]
    assert client.post(f"/api/rooms/{room}/seats/1/reissue", headers=bearer(session)).status_code == 403
    assert client.post(f"/api/rooms/{room}/seats/0/reissue", headers=bearer(host)).status_code == 400
    with client.websocket_connect(f"/ws/rooms/{room}") as held:
        hello(held, session)
        reissued = client.post(f"/api/rooms/{room}/seats/1/reissue", headers=bearer(host))
        assert reissued.status_code == 200
        assert receive_until(held, "error")["code"] == "seat_revoked"
        assert closed_with(held) == 4403
    new = reissued.json()["seats"]["1"]
    assert new["url"] != old and new["claimed"] is False
    assert (
        client.get(f"/api/rooms/{room}/invites", headers=bearer(host)).json()["seats"]["1"]["url"]
        == new["url"]
    )
    for spent in (session, token_of(old)):
        assert client.get(f"/api/rooms/{room}/me", headers=bearer(spent)).status_code == 403
    claimed = client.post(
        f"/api/rooms/{room}/claim", json={"name": "Cid"}, headers=bearer(token_of(new["url"]))
    )
    assert claimed.status_code == 200 and claimed.json()["seat"] == 1


def test_spectators_joining_send_nothing_to_the_table_and_leaving_is_a_presence(client: TestClient) -> None:
    """On main each spectator who joined (or left) sent a full state to everyone already there."""
    answer = create(client, players=2, seats=REMOTE)
    room, host = answer["room"]["id"], answer["host_token"]
    session = client.post(
        f"/api/rooms/{room}/claim", json={}, headers=bearer(token_of(answer["links"]["seats"]["1"]["url"]))
    ).json()["token"]
    with client.websocket_connect(f"/ws/rooms/{room}") as table:
        hello(table, host)
        receive_until(table, "state")
        for _ in range(10):
            with client.websocket_connect(f"/ws/rooms/{room}") as spectator:
                hello(spectator)
                receive_until(spectator, "state")
        table.send_json({"type": "ping", "id": "after"})
        before_pong = []
        while (message := table.receive_json())["type"] != "pong":
            before_pong.append(message["type"])
        assert before_pong == []
        with client.websocket_connect(f"/ws/rooms/{room}") as guest:
            hello(guest, session)
            arrived = receive_until(table, "presence")
            assert arrived["players"][1]["connected"] is True and arrived["players"][1]["away_since"] is None
        left_at = time.time()
        gone = table.receive_json()
        assert gone["type"] == "presence" and gone["players"][1]["connected"] is False
        assert abs(gone["players"][1]["away_since"] - left_at) < 5
        assert "view" not in gone and "log" not in gone


@pytest.fixture
def config(config: ServerConfig) -> ServerConfig:
    """Bots that pause, so a person can come back while a stand-in is about to move."""
    return dataclasses.replace(config, bot_delay=0.6)


def test_a_returning_person_takes_the_seat_back_mid_turn(
    config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: 5)  # the server's draw: seat 0 starts
    with TestClient(create_app(config)) as client:
        fake = FakeTime()  # the room's clock (an hour a move), so the test sees its task's rounds
        client.app.state.manager.clock = fake  # type: ignore[attr-defined]
        answer = create(
            client,
            players=2,
            seats=[{"kind": "human"}, {"kind": "bot"}],
            away_after=30,
            clock={"per_move": 3600},
        )
        room = answer["room"]["id"]
        live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
        live.away_after = 1  # seconds: shortened for the test
        session = client.post(
            f"/api/rooms/{room}/claim",
            json={},
            headers=bearer(token_of(answer["links"]["seats"]["0"]["url"])),
        ).json()["token"]
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            hello(ws, session)
            receive_until(ws, "state")
        until(lambda: bool(live.pacing.standins), "a stand-in took the seat")
        assert live.pacing.standins == {0} and live.state.to_act == 0
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            hello(ws, session)
            back = receive_until(ws, "state")
            assert back["players"][0]["standin"] is False and back["legal"]
            moves = live.move
            settled(client, live, fake)  # the stand-in's pause is over: it did not move for the person
            assert live.move == moves and live.state.to_act == 0 and not live.pacing.standins


def test_devices_opening_one_link_at_the_same_moment_get_the_seat_once(tmp_path: Path) -> None:
    """Against a real ``noppa serve``: eight devices claim one invitation at once; one gets it."""
    with serving(serve(tmp_path, "--quiet")) as server:
        base = server.base
        made = httpx.post(
            f"{base}/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": REMOTE}, timeout=60
        )
        room, link = made.json()["room"]["id"], token_of(made.json()["links"]["seats"]["1"]["url"])

        def claim(_: int) -> int:
            return httpx.post(
                f"{base}/api/rooms/{room}/claim", json={}, headers=bearer(link), timeout=60
            ).status_code

        with ThreadPoolExecutor(8) as pool:
            statuses = sorted(pool.map(claim, range(8)))
    assert statuses == [200] + [409] * 7


def test_a_seats_bot_seed_is_the_same_in_every_process() -> None:
    """A room's bot is seeded from a digest of the room and seat, so it chooses alike after a restart
    and on any cluster instance (``hash()`` of a string differs from process to process)."""
    from noppa.server.pacing import bot_seed
    from tests.processes import run

    code = "from noppa.server.pacing import bot_seed; print(bot_seed('abc123', 1))"
    seeds = {
        run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": salt}).stdout.strip()
        for salt in ("1", "2")
    }
    assert seeds == {str(bot_seed("abc123", 1))}
    assert bot_seed("abc123", 1) != bot_seed("abc123", 0)
