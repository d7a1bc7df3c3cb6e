"""Fair dice: the server draws the seed, commits to it at creation, reveals it at the end, and
anyone can check the whole game with ``noppa verify`` (against a real ``noppa serve`` too)."""

from __future__ import annotations

import copy
import hashlib
import json
import re
import sys
from pathlib import Path

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from noppa import get_game
from noppa.cli.main import main
from noppa.fairness import commitment, verify
from tests.server.conftest import create, finished, receive_until, token_of
from tests.server.processes import run, serve, serving, until

BOTS = [{"kind": "bot"}, {"kind": "bot", "bot": "random"}]


def test_a_host_cannot_choose_the_seed_of_a_table_with_invited_people(client: TestClient) -> None:
    """On main the host could pick the seed and so know every roll the invited players would meet."""
    seats = [{"kind": "human", "local": True}, {"kind": "human"}]
    for lang, words in (("en", "every roll"), ("fi", "jokaisen heiton")):
        refused = client.post(
            f"/api/rooms?lang={lang}", json={"game": "dungeon-dice", "players": 2, "seats": seats, "seed": 5}
        )
        assert refused.status_code == 400 and refused.json()["error"] == "seed_not_private"
        assert words in refused.json()["message"]
    opened = [{"kind": "human", "local": True}, {"kind": "human", "open": True}]
    assert (
        client.post(
            "/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": opened, "seed": 5}
        ).status_code
        == 400
    )
    # the host's own device (hot-seat) and bots: a chosen seed is still allowed, and it is used
    practice = [{"kind": "human", "local": True}, {"kind": "bot"}]
    room = create(client, players=2, seats=practice, seed=5)["room"]["id"]
    live = client.app.state.manager.rooms[room]  # type: ignore[attr-defined]
    assert (
        live.seed == 5
        and live.state.initial_dice == get_game("dungeon-dice").new_state(2, seed=5).initial_dice
    )


def test_the_server_draws_the_seed_and_everyone_sees_the_commitment(client: TestClient) -> None:
    answers = [
        create(client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human"}])
        for _ in range(2)
    ]
    manager = client.app.state.manager  # type: ignore[attr-defined]
    rooms = [manager.rooms[a["room"]["id"]] for a in answers]
    assert rooms[0].seed != rooms[1].seed and rooms[0].salt != rooms[1].salt
    room, answer = rooms[0], answers[0]
    digest = hashlib.sha256(f"noppa-dice/1:{room.seed}:{room.salt}".encode("ascii")).hexdigest()
    assert room.commitment == digest and re.fullmatch(r"[0-9a-f]{64}", room.salt)
    summary = client.get(f"/api/rooms/{room.id}").json()
    assert summary["commitment"] == digest and summary["reveal"] is None
    assert answer["room"]["commitment"] == digest
    guest = token_of(answer["links"]["seats"]["1"]["url"])
    everything = json.dumps(summary) + json.dumps(client.get("/api/rooms").json())
    for token in (None, guest):
        with client.websocket_connect(f"/ws/rooms/{room.id}") as ws:
            ws.send_json({"type": "hello", **({"token": token} if token else {})})
            welcome = receive_until(ws, "welcome")
            assert welcome["room"]["commitment"] == digest
            everything += json.dumps(welcome) + json.dumps(receive_until(ws, "state"))
    assert str(room.seed) not in everything and room.salt not in everything
    assert client.get(f"/api/rooms/{room.id}/export").status_code == 409  # not before the end


def test_the_end_reveals_the_seed_and_the_export_verifies(client: TestClient) -> None:
    room = create(client, players=2, seats=BOTS)["room"]["id"]
    summary = finished(client, room)
    reveal = summary["reveal"]
    assert commitment(int(reveal["seed"]), reveal["salt"]) == summary["commitment"]
    export = client.get(f"/api/rooms/{room}/export").json()
    assert export["format"] == "noppa-room-export/1" and export["seed"] == reveal["seed"]
    verdict = verify(export)
    assert verdict.ok and verdict.digest is True and verdict.moves == len(export["actions"]) > 0
    assert verdict.events == len(export["events"])
    assert client.get(f"/api/rooms/{room}/verify").json()["ok"] is True
    # a server that lied about one roll, or about the seed, is caught
    rolled = next(i for i, e in enumerate(export["events"]) if "faces" in e or "face" in e)
    forged = copy.deepcopy(export)
    event = forged["events"][rolled]
    if "face" in event:
        event["face"] = event["face"] % 6 + 1
    else:
        event["faces"] = [f % 6 + 1 for f in event["faces"]]
    caught = verify(forged)
    assert not caught.ok and caught.where == f"file.events[{rolled}]"
    other_seed = dict(export, seed=str(int(export["seed"]) ^ 1))
    assert verify(other_seed).digest is False and not verify(other_seed).ok


def test_noppa_verify_checks_an_export_from_a_real_server(tmp_path: Path) -> None:
    with serving(serve(tmp_path, "--bot-delay", "0")) as server:
        base = server.base
        made = httpx.post(
            f"{base}/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": BOTS}, timeout=60
        )
        room = made.json()["room"]["id"]
        until(  # bots think in the server's worker process
            lambda: httpx.get(f"{base}/api/rooms/{room}", timeout=60).json()["status"] == "finished",
            "the bot game finished",
            seconds=240,
        )
        exported = httpx.get(f"{base}/api/rooms/{room}/export", timeout=60).json()
    assert exported["commitment"] == made.json()["room"]["commitment"]  # committed at creation
    path = tmp_path / "export.json"
    path.write_text(json.dumps(exported))
    done = run([sys.executable, "-m", "noppa.cli.main", "verify", str(path), "--lang", "fi"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Tarkistettu" in done.stdout and exported["commitment"] in done.stdout
    exported["actions"] = exported["actions"][:-1]
    path.write_text(json.dumps(exported))
    done = run([sys.executable, "-m", "noppa.cli.main", "verify", str(path)])
    assert done.returncode == 1 and "NOT verified" in done.stdout


def test_noppa_verify_accepts_a_terminal_saved_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from noppa.cli.play import SESSION_FORMAT

    state = get_game("dungeon-dice").new_state(2, seed=9)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    path = tmp_path / "saved.json"
    path.write_text(json.dumps({"format": SESSION_FORMAT, "lang": "en", "bots": {}, "game": state.to_json()}))
    assert main(["verify", str(path), "--lang", "en"]) == 3  # saved midway: verified so far (exit 3)
    said = capsys.readouterr().out
    assert "no commitment" in said and "Verified so far, not finished" in said and "6 moves" in said
    saved = state.to_json()
    saved["snapshot"]["events"] += 1  # the file claims an event the dice do not give
    path.write_text(json.dumps(saved))
    assert main(["verify", str(path), "--lang", "en"]) == 1
    assert main(["verify", str(tmp_path / "missing.json")]) == 2
