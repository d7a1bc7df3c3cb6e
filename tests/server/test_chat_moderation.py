"""The chat's limit counts a seat, not a connection (web-CHAT-04), and the host may hide a line for
good: erased from the store, hidden at the table, on reload and in the replay (web-CHAT-05)."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from noppa.server.limits import CHAT_BURST, CHAT_PER_MINUTE
from tests.server.conftest import create, receive_until, token_of
from tests.server.processes import run_async, serve, serving

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)

TWO_PEOPLE = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}]
CONNECTIONS = 10
LINES_EACH = 30
"""Lines each connection sends at once: with the ping after them, within its message burst (40)."""


async def flood(base: str, room: str, token: str) -> tuple[int, list[str]]:
    """One seat over ten connections, each sending thirty chat lines at once (the audit sent 400)."""
    from websockets.asyncio.client import connect

    url = base.replace("http", "ws", 1) + f"/ws/rooms/{room}"

    async def one(index: int) -> list[str]:
        codes: list[str] = []
        async with connect(url, open_timeout=10) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token}))
            while json.loads(await ws.recv())["type"] != "welcome":
                pass
            for n in range(LINES_EACH):
                await ws.send(json.dumps({"type": "chat", "text": f"{index}-{n}", "id": n}))
            await ws.send(json.dumps({"type": "ping", "id": "end"}))
            while (message := json.loads(await asyncio.wait_for(ws.recv(), 30)))["type"] != "pong":
                if message["type"] == "error":
                    codes.append(message["code"])
        return codes

    started = time.monotonic()
    codes = await asyncio.gather(*(one(i) for i in range(CONNECTIONS)))
    return int(time.monotonic() - started) + 1, [c for found in codes for c in found]


@pytest.mark.rule("web-CHAT-04")
def test_one_seat_over_many_connections_has_one_chat_allowance(tmp_path: Path) -> None:
    """Against a real server: before, one seat on 10 connections stored 400 lines in 16 s."""
    with serving(serve(tmp_path, "--quiet")) as server:
        body = {"game": "dungeon-dice", "players": 2, "seats": TWO_PEOPLE}
        made = httpx.post(f"{server.base}/api/rooms", json=body, timeout=20).json()
        room = made["room"]["id"]
        seconds, codes = run_async(flood(server.base, room, made["host_token"]))
        lines = httpx.get(f"{server.base}/api/rooms/{room}/chat", timeout=20).json()["lines"]
    allowed = CHAT_BURST + CHAT_PER_MINUTE * seconds / 60
    assert CHAT_BURST <= len(lines) <= allowed, (len(lines), seconds)
    assert set(codes) == {"chat_slow"} and len(codes) == CONNECTIONS * LINES_EACH - len(lines)


def hello(ws: Any, **fields: Any) -> dict[str, Any]:
    ws.send_json({"type": "hello", **fields})
    return receive_until(ws, "welcome")


@pytest.mark.rule("web-CHAT-05")
def test_the_host_hides_a_line_for_everyone_and_for_good(client: TestClient) -> None:
    answer = create(client, players=2, seats=TWO_PEOPLE)
    room, host = answer["room"]["id"], answer["host_token"]
    link = token_of(answer["links"]["seats"]["1"]["url"])
    guest = client.post(
        f"/api/rooms/{room}/claim", json={"name": "Bea"}, headers={"authorization": f"Bearer {link}"}
    )
    guest_token = guest.json()["token"]
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, token=host, lang="fi")
        hello(b, token=guest_token, lang="fi")
        b.send_json({"type": "chat", "text": "something rude"})
        rude = receive_until(a, "chat")
        assert rude["hidden"] is False and isinstance(rude["id"], int)
        receive_until(b, "chat")
        b.send_json({"type": "chat", "text": "sorry"})
        kept = receive_until(a, "chat")
        receive_until(b, "chat")
        # only the host may hide, and only a line of this room
        b.send_json({"type": "chat_hide", "line": rude["id"], "id": 1})
        refused = receive_until(b, "error")
        assert refused["code"] == "not_host" and refused["ref"] == 1
        for line, code in [(rude["id"] + 1000, "no_chat_line"), ("1", "bad_number"), (-1, "bad_number")]:
            a.send_json({"type": "chat_hide", "line": line})
            assert receive_until(a, "error")["code"] == code
        a.send_json({"type": "chat_hide", "line": rude["id"]})
        assert receive_until(a, "chat_hidden")["line"] == rude["id"]
        assert receive_until(b, "chat_hidden")["line"] == rude["id"]
    lines = client.get(f"/api/rooms/{room}/chat").json()["lines"]
    assert [(line["id"], line["hidden"], line["text"]) for line in lines] == [
        (rude["id"], True, ""),
        (kept["id"], False, "sorry"),
    ]
    with client.websocket_connect(f"/ws/rooms/{room}") as spectator:  # a reload: still hidden
        assert [line["text"] for line in hello(spectator)["chat"]] == ["", "sorry"]
    other = create(client, players=2, seats=TWO_PEOPLE)
    with client.websocket_connect(f"/ws/rooms/{other['room']['id']}") as c:
        hello(c, token=other["host_token"])
        c.send_json({"type": "chat_hide", "line": kept["id"]})  # the host of another room
        assert receive_until(c, "error")["code"] == "no_chat_line"
    assert client.get(f"/api/rooms/{room}/chat").json()["lines"][1]["text"] == "sorry"
