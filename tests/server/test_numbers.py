"""One parser for every number a client sends (web-INPUT-01): ASCII digits only, a bounded length
and range, a 400 ``bad_number`` naming the field in the reader's language; and a WebSocket message
whose handling fails for any reason gets an ``error`` reply on a connection that stays open."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from starlette.testclient import TestClient

from noppa.engine.numbers import MAX_CHARS, decimal_number, whole_number
from tests.server.conftest import create, receive_until
from tests.server.processes import run_async, serve, serving

pytestmark = pytest.mark.rule("web-INPUT-01")

REMOTE = [{"kind": "human", "local": True}, {"kind": "human"}]
NOT_NUMBERS = ["²", "١", "１", "1_000", " 1", "1 ", "+1", "0x1", "1e3", "", "-", "9" * 5000, "nan", "inf"]
"""Text that ``int()``, ``float()`` or ``str.isdigit`` take (or choke on) and that is no number here."""


# ---------------------------------------------------------------------- the parser itself


@given(st.integers(min_value=-(10**18) + 1, max_value=10**18 - 1))
def test_ascii_whole_numbers_are_read_back(value: int) -> None:
    assert whole_number(str(value), -(10**18), 10**18, text=True) == value
    assert whole_number(value, -(10**18), 10**18) == value


@given(st.text(max_size=40))
def test_text_is_a_number_only_when_it_is_ascii_digits(raw: str) -> None:
    found = whole_number(raw, -(10**30), 10**30, text=True)
    if (
        re.fullmatch(r"-?[0-9]+", raw, flags=re.ASCII)
        and len(raw) <= MAX_CHARS
        and len(raw.lstrip("-")) <= 18
    ):
        assert found == int(raw)
    else:
        assert found is None


@given(st.integers(), st.integers(min_value=-100, max_value=100), st.integers(min_value=-100, max_value=100))
def test_a_number_outside_its_range_is_refused(value: int, low: int, high: int) -> None:
    found = whole_number(value, low, high)
    assert found == (value if low <= value <= high else None)


@pytest.mark.parametrize("raw", NOT_NUMBERS)
def test_the_reported_non_numbers_are_refused(raw: str) -> None:
    assert whole_number(raw, 0, 10**9, text=True) is None
    assert decimal_number(raw, 0, 10**9, text=True) is None


@pytest.mark.parametrize("raw", [True, False, None, 1.0, "1", [1], {"a": 1}])
def test_a_json_number_field_takes_only_an_int(raw: object) -> None:
    assert whole_number(raw, 0, 10) is None


@pytest.mark.parametrize("raw", [float("nan"), float("inf"), 10**400, True, "0.5"])
def test_a_json_decimal_field_takes_only_a_finite_number(raw: object) -> None:
    assert decimal_number(raw, -1e300, 1e300) is None
    assert decimal_number(0.5, 0, 1) == 0.5 and decimal_number("0.5", 0, 1, text=True) == 0.5


# ---------------------------------------------------------------------- against a real server


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def refused_number(response: httpx.Response, field: str) -> None:
    assert response.status_code == 400, response.text
    found = response.json()
    assert found["error"] == "bad_number", found
    assert f"'{field}'" in found["message"] and "kokonaisluku" in found["message"], found


def test_every_rest_number_is_refused_with_a_400_naming_it(tmp_path: Path) -> None:
    """The reported ``POST …/seats/²/reissue`` and a 5,000-digit seat answered 500; ``١`` was seat 1."""
    with serving(serve(tmp_path, "--quiet")) as server:
        base = server.base
        made = httpx.post(
            f"{base}/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": REMOTE}, timeout=20
        ).json()
        room, host = made["room"]["id"], made["host_token"]
        link = made["links"]["seats"]["1"]["url"]
        for seat in ["²", "١", "9" * 5000, "-1", "2", "1.0", "%201"]:
            answer = httpx.post(
                f"{base}/api/rooms/{room}/seats/{seat}/reissue?lang=fi", headers=bearer(host), timeout=20
            )
            refused_number(answer, "seat")
        # the link was not reissued by any of them
        again = httpx.get(f"{base}/api/rooms/{room}/invites", headers=bearer(host), timeout=20).json()
        assert again["seats"]["1"]["url"] == link
        assert httpx.post(
            f"{base}/api/rooms/{room}/seats/1/reissue", headers=bearer(host), timeout=20
        ).is_success
        for seat_value in [10**30, 1.0, "1", True, -1]:
            answer = httpx.post(
                f"{base}/api/rooms/{room}/join?lang=fi", json={"seat": seat_value}, timeout=20
            )
            refused_number(answer, "seat")
        for limit in ["١", "9" * 5000, "0", "1e2"]:
            refused_number(
                httpx.get(f"{base}/api/leaderboard/dungeon-dice?limit={limit}&lang=fi", timeout=20), "limit"
            )
        for seed in [10**30, 1.5, "7", -1]:
            body = {"game": "dungeon-dice", "players": 2, "seats": [{"kind": "bot"}] * 2, "seed": seed}
            refused_number(httpx.post(f"{base}/api/rooms?lang=fi", json=body, timeout=20), "seed")
        away = {"game": "dungeon-dice", "players": 2, "seats": REMOTE, "away_after": 30.0}
        assert httpx.post(f"{base}/api/rooms", json=away, timeout=20).json()["error"] == "bad_field"
        assert httpx.get(f"{base}/api/health", timeout=20).json()["ok"] is True


def test_serve_refuses_options_that_are_not_numbers(tmp_path: Path) -> None:
    """``--port ١`` was port 1 to ``int()``; ``--port 99999`` a traceback; ``--bot-delay nan`` taken."""
    for flag, value in [("--port", "١"), ("--port", "99999"), ("--bot-delay", "nan"), ("--room-rate", "-1")]:
        command = [sys.executable, "-m", "noppa.cli.main", "serve", flag, value, "--data-dir", str(tmp_path)]
        done = subprocess.run(command, check=False, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, done
        assert f"'{value}' is not a number from 0 to" in done.stderr and "Traceback" not in done.stderr


async def websocket_session(base: str, room: str, token: str) -> list[dict[str, Any]]:
    """Send malformed numbers and a move that breaks the rules' parser, then a ping; every reply."""
    from websockets.asyncio.client import connect

    url = base.replace("http", "ws", 1) + f"/ws/rooms/{room}"
    replies: list[dict[str, Any]] = []
    async with connect(url, open_timeout=10, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "fi", "seat": "²"}))
        sent = [
            '{"type": "act", "action": "roll", "seat": ' + "9" * 400 + "}",
            '{"type": "act", "action": "roll", "seat": 0, "move": ' + "9" * 400 + "}",
            '{"type": "act", "action": "roll", "seat": 0, "move": -1}',
            '{"type": "act", "action": "roll", "seat": 1.0}',
            '{"type": "view", "seat": "0"}',
            '{"type": "view", "seat": -3}',
            # Dungeon Dice's challenge of 29 digits or more raised decimal.InvalidOperation inside
            # the rules (issue 24, item 3): whatever the engine says, the connection must live
            '{"type": "act", "action": "challenge:' + "9" * 40 + '", "seat": 0, "id": 7}',
            '{"type": "ping", "id": ' + "9" * 4000 + "}",  # an id of 4,000 digits: refused, not str()-ed
            '{"type": "ping", "id": 99}',
        ]
        welcome = None
        while welcome is None:
            message = json.loads(await ws.recv())
            if message["type"] == "welcome":
                welcome = message
        for text in sent:
            await ws.send(text)
        while True:
            message = json.loads(await ws.recv())
            replies.append(message)
            if message["type"] == "pong":
                break
        await ws.send(json.dumps({"type": "ping", "id": 100}))
        while (message := json.loads(await ws.recv()))["type"] != "pong":
            pass
        replies.append(message)
    return replies


def test_malformed_numbers_over_the_websocket_get_error_replies_and_the_connection_lives(
    tmp_path: Path,
) -> None:
    with serving(serve(tmp_path, "--quiet", "--bot-delay", "0")) as server:
        body = {
            "game": "dungeon-dice",
            "players": 2,
            "seats": [{"kind": "human", "local": True}, {"kind": "bot"}],
        }
        made = httpx.post(f"{server.base}/api/rooms", json={**body, "seed": 3}, timeout=20).json()
        room = made["room"]["id"]
        replies = run_async(websocket_session(server.base, room, made["host_token"]))
        errors = [m for m in replies if m["type"] == "error"]
        codes = [m["code"] for m in errors]
        assert codes[:3] == ["bad_number"] * 3, codes  # seat, move and move again
        assert "'seat'" in errors[0]["message"] and "kokonaisluku" in errors[0]["message"]
        assert "'move'" in errors[1]["message"]
        assert codes[3:6] == ["bad_number"] * 3, codes
        challenge = [m for m in errors if m["ref"] == 7]
        assert len(challenge) == 1 and challenge[0]["message"], replies
        assert codes[-1] == "bad_field" and "'id'" in errors[-1]["message"], codes
        assert [m["id"] for m in replies if m["type"] == "pong"] == [99, 100]
        assert challenge[0]["code"] in ("failed", "InvalidAction"), challenge  # failed: not parsed yet
        assert server.process.poll() is None


def test_a_message_that_fails_unexpectedly_is_answered_and_the_connection_stays_open(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Any exception while handling one message becomes an ``error`` (``failed``), never close 1006."""

    async def broken(*args: object, **kwargs: object) -> None:
        raise ArithmeticError("a fault inside the rules")

    answer = create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "bot"}])
    monkeypatch.setattr("noppa.server.room.Room.act", broken)
    with client.websocket_connect(f"/ws/rooms/{answer['room']['id']}") as ws:
        ws.send_json({"type": "hello", "token": answer["host_token"], "lang": "fi"})
        receive_until(ws, "welcome")
        ws.send_json({"type": "act", "action": "roll", "seat": 0, "id": "x"})
        error = receive_until(ws, "error")
        assert error["code"] == "failed" and error["ref"] == "x" and "Peli jatkuu" in error["message"]
        ws.send_json({"type": "ping", "id": 1})
        assert receive_until(ws, "pong")["id"] == 1
