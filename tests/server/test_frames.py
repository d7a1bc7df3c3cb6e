"""A move's frames: encoded once, sent as text frames straight to uvicorn's WebSocket protocol, and
the play WebSocket passed by the middlewares untouched (issue 26, goal 1)."""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import uvicorn
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.asyncio.client import connect as connect_async
from websockets.sync.client import connect

from noppa.cli.serve import uvicorn_settings
from noppa.server import ServerConfig, create_app
from noppa.server import frames as frames_module
from noppa.server.app import Compressed, SecurityHeaders
from tests.server.processes import run_async, serve, serving

SEATS = [{"kind": "human", "local": True}, {"kind": "human"}]


def _until(messages: list[dict[str, Any]], ws: Any, wanted: Any) -> dict[str, Any]:
    """The next ``state`` message on ``ws`` that ``wanted`` accepts (every message read kept)."""
    for _ in range(50):
        raw = ws.recv(timeout=30)
        assert isinstance(raw, str)  # a text frame, whichever way it was sent
        message: dict[str, Any] = json.loads(raw)
        messages.append(message)
        if message["type"] == "state" and wanted(message):
            return message
    raise AssertionError("no such state")


def test_a_real_server_sends_every_message_as_a_text_frame_in_utf8(tmp_path: Path) -> None:
    """Against ``noppa serve``: both seats' states after each move are text frames whose JSON is
    the move's (Finnish lines intact), the mover's acknowledges its move, the other's does not."""
    with serving(serve(tmp_path, "--quiet")) as server:
        body = {"game": "dungeon-dice", "players": 2, "seats": SEATS}
        made = httpx.post(f"{server.base}/api/rooms", json=body, timeout=20)
        assert made.status_code == 201, made.text
        data = made.json()
        room, host = data["room"]["id"], data["host_token"]
        guest = data["links"]["seats"]["1"]["url"].split("#t=")[1]
        url = server.base.replace("http", "ws", 1) + f"/ws/rooms/{room}"
        with connect(url, open_timeout=10) as first, connect(url, open_timeout=10) as second:
            seen: list[dict[str, Any]] = []
            first.send(json.dumps({"type": "hello", "token": host, "lang": "fi"}))
            second.send(json.dumps({"type": "hello", "token": guest, "lang": "en", "name": "Öljy"}))
            running = [_until(seen, ws, lambda m: m["status"] == "running") for ws in (first, second)]
            move = running[0]["move"]
            for number in range(4):
                mover, other = (first, second) if running[0]["to_act"] == 0 else (second, first)
                legal = running[0]["legal"] or running[1]["legal"]
                act = {"type": "act", "action": legal[0]["action"], "move": move, "id": f"m{number}"}
                mover.send(json.dumps(act))
                mine = _until(seen, mover, lambda m, n=number: m["ack"] == f"m{n}")
                theirs = _until(seen, other, lambda m, after=move: m["move"] == after + 1)
                assert mine["move"] == theirs["move"] == move + 1 and theirs["ack"] is None
                move += 1
                running = [mine, theirs] if mover is first else [theirs, mine]
        finnish = [m for m in seen if m["type"] == "state" and m["players"][0]["label"] == "Pelaaja 1"]
        assert finnish and any(line["text"] for m in finnish for line in m["log"])
        assert any(p["name"] == "Öljy" for m in seen if m["type"] == "state" for p in m["players"])
        assert server.process.poll() is None


def test_frames_go_straight_to_uvicorns_websocket_protocol(
    config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under uvicorn's ``websockets-sansio`` protocol (``noppa serve``'s) every frame after the
    handshake is written straight to the protocol, none the ASGI way; the client reads them as
    text with the same JSON."""
    made: list[frames_module.Frames] = []
    real_init = frames_module.Frames.__init__

    def spying(self: frames_module.Frames, ws: Any) -> None:
        real_init(self, ws)
        made.append(self)

    monkeypatch.setattr(frames_module.Frames, "__init__", spying)

    async def main() -> list[dict[str, Any]]:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        port = sock.getsockname()[1]
        settings = uvicorn_settings() | {"ws": "websockets-sansio", "lifespan": "on"}
        server = uvicorn.Server(uvicorn.Config(create_app(config), **settings))
        serving_task = asyncio.create_task(server.serve(sockets=[sock]))
        try:
            # the socket listens already: the client's connection waits in its backlog until the
            # server has started, so there is nothing to poll for
            base = f"http://127.0.0.1:{port}"
            async with httpx.AsyncClient() as client:
                body = {"game": "dungeon-dice", "players": 2, "seats": [{"kind": "human", "local": True}] * 2}
                data = (await client.post(f"{base}/api/rooms", json=body, timeout=20)).json()
            received: list[dict[str, Any]] = []
            async with connect_async(f"ws://127.0.0.1:{port}/ws/rooms/{data['room']['id']}") as ws:
                await ws.send(json.dumps({"type": "hello", "token": data["host_token"], "lang": "fi"}))
                while not any(m["type"] == "state" for m in received):
                    raw = await asyncio.wait_for(ws.recv(), 30)
                    assert isinstance(raw, str)
                    received.append(json.loads(raw))
                state = received[-1]
                await ws.send(json.dumps({"type": "act", "action": state["legal"][0]["action"], "id": 5}))
                while not (received[-1]["type"] == "state" and received[-1]["ack"] == 5):
                    raw = await asyncio.wait_for(ws.recv(), 30)
                    assert isinstance(raw, str)
                    received.append(json.loads(raw))
            return received
        finally:
            server.should_exit = True
            await serving_task

    received = run_async(main())
    assert [m["type"] for m in received][:2] == ["welcome", "state"]
    assert received[-1]["move"] == 1
    assert len(made) == 1 and made[0].protocol is not None
    assert made[0].direct == len(received)  # welcome, states: every frame straight to the protocol


def test_under_another_server_frames_go_the_asgi_way(config: ServerConfig) -> None:
    """The test client is not uvicorn: the same frames go through Starlette's ``send_text``."""
    with TestClient(create_app(config)) as client:
        body = {"game": "dungeon-dice", "players": 2, "seats": [{"kind": "human", "local": True}] * 2}
        data = client.post("/api/rooms", json=body).json()
        with client.websocket_connect(f"/ws/rooms/{data['room']['id']}") as ws:
            ws.send_json({"type": "hello", "token": data["host_token"]})
            assert ws.receive_json()["type"] == "welcome"
            assert ws.receive_json()["type"] == "state"


def test_the_middlewares_pass_a_websocket_by_untouched() -> None:
    """``SecurityHeaders`` and ``Compressed`` hand a WebSocket's ``receive`` and ``send`` on as
    they are (they act on HTTP only)."""
    seen: list[tuple[Any, Any]] = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        seen.append((receive, send))

    async def receive() -> Any:
        return {}

    async def send(message: Any) -> None:
        return None

    scope = {"type": "websocket", "path": "/api/rooms"}
    for middleware in (SecurityHeaders(inner), Compressed(inner)):
        asyncio.run(middleware(scope, receive, send))
    assert seen == [(receive, send), (receive, send)]


def test_the_play_route_gets_the_servers_own_send(config: ServerConfig) -> None:
    """The app hands a play WebSocket the server's ``send`` itself (no middleware's wrapper: the
    exception middleware wrapped every frame), with the route's path parameters and the app in
    its scope; any other WebSocket path still goes through the whole stack and is refused."""
    app = create_app(config)
    got: list[Any] = []

    async def main() -> None:
        events = [{"type": "websocket.connect"}, {"type": "websocket.disconnect", "code": 1000}]

        async def receive() -> Any:
            return events.pop(0) if events else {"type": "websocket.disconnect", "code": 1000}

        async def send(message: Any) -> None:
            got.append(message)

        scope = {"type": "websocket", "path": "/ws/rooms/abc", "headers": [], "query_string": b""}
        captured: list[Any] = []

        async def play_spy(ws: Any) -> None:
            captured.append((ws._send, ws.path_params, ws.app))
            await ws.accept()

        assert app.play_route is not None
        app.play_route.app = type(app.play_route)("/ws/rooms/{room}", play_spy).app
        await app(scope, receive, send)
        assert captured == [(send, {"room": "abc"}, app)]

    asyncio.run(main())
    assert got[0]["type"] == "websocket.accept"
    with (
        TestClient(create_app(config)) as client,
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect("/ws/elsewhere") as ws,
    ):
        ws.receive_json()
