"""A move with a huge number, sent to a real ``noppa serve`` over its WebSocket (issue 24 item 3).

``challenge:`` and 29 digits once raised ``decimal.InvalidOperation`` while the refusal was
formatted, and the server closed the player's socket (1006). The engine now refuses it as
``InvalidAction``; the server answers an ``error`` on the open connection, which keeps serving.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.sync.client import connect

from tests.server.processes import serve, serving


def until_type(ws: Any, kind: str, limit: int = 50) -> dict[str, Any]:
    """The next message of type ``kind`` (each wait bounded by the socket's own timeout)."""
    for _ in range(limit):
        message: dict[str, Any] = json.loads(ws.recv(timeout=30))
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind!r} in {limit} messages")


def test_a_challenge_of_a_29_digit_player_is_an_error_reply_on_an_open_socket(tmp_path: Path) -> None:
    with serving(serve(tmp_path)) as server:
        seats = [{"kind": "human", "local": True}, {"kind": "human", "local": True}]
        made = httpx.post(
            f"{server.base}/api/rooms",
            json={"game": "dungeon-dice", "players": 2, "seats": seats},
            timeout=20,
        )
        assert made.status_code == 201, made.text
        room, token = made.json()["room"]["id"], made.json()["host_token"]
        with connect(server.base.replace("http", "ws", 1) + f"/ws/rooms/{room}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello", "token": token, "lang": "fi"}))
            until_type(ws, "welcome")
            for digits in (29, 40, 150):
                ws.send(json.dumps({"type": "act", "action": "challenge:" + "9" * digits, "id": digits}))
                error = until_type(ws, "error")
                assert error["ref"] == digits and error["code"] == "InvalidAction"
                assert error["message"] == "Tässä pelissä ei ole pelaajaa 9999999…."
            ws.send(json.dumps({"type": "ping", "id": 1}))
            assert until_type(ws, "pong")["id"] == 1
        assert server.process.poll() is None
