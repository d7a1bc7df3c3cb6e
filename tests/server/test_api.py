"""The lobby's REST API: games, messages, creating and listing rooms, invitations, refusals."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from noppa import list_games
from tests.server.conftest import create, token_of


def test_games_lists_every_registered_game_with_options_and_bots(client: TestClient) -> None:
    games = client.get("/api/games?lang=fi").json()
    assert [g["id"] for g in games] == list_games()
    dd = games[0]
    assert dd["name"].startswith("Dungeon Dice") and dd["min_players"] == 2 and dd["max_players"] == 4
    assert {o["name"] for o in dd["options"]} >= {"hot_dice", "challenges"}
    assert any(b["default"] for b in dd["bots"]) and "random" in [b["name"] for b in dd["bots"]]
    assert dd["client"] is True  # static/games/dungeon-dice.js exists


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_messages_hold_the_web_strings_and_the_games_own(client: TestClient, lang: str) -> None:
    data = client.get(f"/api/messages?lang={lang}&game=dungeon-dice").json()
    messages = data["messages"]
    assert data["lang"] == lang
    assert messages["web-nav-lobby"] == ("Lobby" if lang == "en" else "Aula")  # Fluent ids and patterns
    assert "dd-ui-odds" in messages and "web-error-not_your_turn" in messages
    assert client.get("/api/messages?game=nope").status_code == 404


def test_accept_language_picks_finnish(client: TestClient) -> None:
    data = client.get("/api/messages", headers={"accept-language": "fi-FI,fi;q=0.9"}).json()
    assert data["lang"] == "fi"


def test_board_and_rules(client: TestClient) -> None:
    assert client.get("/api/games/dungeon-dice/board").status_code == 404  # DD needs no static board
    rules = client.get("/api/games/dungeon-dice/rules?lang=fi").json()
    assert rules["game"]["id"] == "dungeon-dice"
    assert rules["markdown"] and "#" in rules["markdown"]
    missing = client.get("/api/games/chess/rules?lang=fi")
    assert missing.status_code == 404 and missing.json()["error"] == "no_game"
    assert "chess" in missing.json()["message"]


def test_create_room_gives_host_token_invites_and_a_waiting_room(client: TestClient) -> None:
    answer = create(
        client,
        players=3,
        seats=[{"kind": "human", "local": True, "name": "Ann"}, {"kind": "human"}, {"kind": "bot"}],
    )
    room = answer["room"]
    assert room["status"] == "waiting" and room["players"] == 3
    assert [s["kind"] for s in room["seats"]] == ["human", "human", "bot"]
    assert room["seats"][0]["name"] == "Ann" and room["seats"][2]["bot"] == "expectation"
    links = answer["links"]
    assert set(links["seats"]) == {"1"}
    host = answer["host_token"]
    seat_token = token_of(links["seats"]["1"]["url"])
    assert seat_token != host and len(seat_token) >= 16
    # the invitations again, for the host only
    again = client.get(f"/api/rooms/{room['id']}/invites", headers={"authorization": f"Bearer {host}"})
    assert again.json()["seats"]["1"]["url"] == links["seats"]["1"]["url"]
    refused = client.get(
        f"/api/rooms/{room['id']}/invites", headers={"authorization": f"Bearer {seat_token}"}
    )
    assert refused.status_code == 403
    assert client.get(f"/api/rooms/{room['id']}/invites").status_code == 403
    me = client.get(f"/api/rooms/{room['id']}/me", headers={"authorization": f"Bearer {seat_token}"}).json()
    assert me == {
        "role": "player",
        "host": False,
        "invitation": True,
        "seats": [{"seat": 1, "claimed": False, "name": ""}],
    }


def test_a_room_without_remote_people_starts_at_once(client: TestClient) -> None:
    answer = create(client, players=2)  # default seats: me here, one bot
    assert answer["room"]["status"] == "running"
    assert answer["links"]["seats"] == {}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"game": "chess"}, "no_game"),
        ({"game": 7}, "bad_field"),
        ({"players": 9}, "bad_players"),
        ({"players": True}, "bad_players"),
        ({"options": {"hot_dice": "maybe"}}, "bad_option"),
        ({"options": {"nope": 1}}, "bad_option"),
        ({"options": []}, "bad_field"),
        ({"players": 2, "seats": [{"kind": "human"}]}, "bad_seats"),
        ({"players": 2, "seats": [{"kind": "alien"}, {"kind": "bot"}]}, "bad_field"),
        ({"players": 2, "seats": [{"kind": "bot", "bot": "deep-blue"}, {"kind": "bot"}]}, "bad_bot"),
        ({"players": 2, "seats": ["x", "y"]}, "bad_field"),
        ({"lang": "sv"}, "bad_field"),
        ({"away_after": 7}, "bad_field"),
        ({"public": "yes"}, "bad_field"),
        ({"title": 12}, "bad_field"),
        ({"seed": -1}, "bad_number"),
    ],
)
def test_bad_create_requests_are_refused_with_a_reason(
    client: TestClient, body: dict[str, object], code: str
) -> None:
    body = {"game": "dungeon-dice", **body}
    response = client.post("/api/rooms?lang=fi", json=body)
    assert response.status_code in (400, 404)
    assert response.json()["error"] == code
    assert response.json()["message"]
    assert client.get("/api/rooms?status=open,running,finished").json()["rooms"] == []


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"not json",
        b"[1, 2]",
        b'"text"',
        b"{",
        b"\xff\xfe",
        b'{"game": "dungeon-dice"' + b" " * 9000 + b"}",
    ],
)
def test_malformed_bodies_are_refused(client: TestClient, raw: bytes) -> None:
    response = client.post("/api/rooms", content=raw, headers={"content-type": "application/json"})
    assert response.status_code in (400, 413)
    assert response.json()["error"] in ("bad_json", "bad_message", "too_big")


def test_lobby_lists_public_rooms_only_and_open_seats(client: TestClient) -> None:
    public = create(
        client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human", "open": True}]
    )
    private = create(client, players=2, public=False)
    listed = client.get("/api/rooms?status=open,running").json()["rooms"]
    ids = [r["id"] for r in listed]
    assert public["room"]["id"] in ids and private["room"]["id"] not in ids
    entry = next(r for r in listed if r["id"] == public["room"]["id"])
    assert entry["status"] == "waiting" and entry["seats"][1]["open"] is True
    # a private room is still found by its id (the id is the capability)
    found = client.get(f"/api/rooms?ids={private['room']['id']},nonsense").json()["rooms"]
    assert [r["id"] for r in found] == [private["room"]["id"]]
    assert client.get("/api/rooms?status=everything").status_code == 400


def test_joining_an_open_seat_starts_the_game(client: TestClient) -> None:
    answer = create(
        client, players=2, seats=[{"kind": "human", "local": True}, {"kind": "human", "open": True}]
    )
    room_id = answer["room"]["id"]
    joined = client.post(f"/api/rooms/{room_id}/join", json={"seat": 1, "name": "Bob\u0000<b>"})
    assert joined.status_code == 200
    token = joined.json()["token"]
    summary = client.get(f"/api/rooms/{room_id}").json()
    assert summary["status"] == "running"
    assert summary["seats"][1]["name"] == "Bob <b>"  # control characters gone; the client shows text only
    assert client.post(f"/api/rooms/{room_id}/join", json={"seat": 1}).json()["error"] == "seat_taken"
    assert client.post(f"/api/rooms/{room_id}/join", json={"seat": 0}).status_code == 409
    assert client.post(f"/api/rooms/{room_id}/join", json={"seat": "1"}).status_code == 400
    me = client.get(f"/api/rooms/{room_id}/me", headers={"authorization": f"Bearer {token}"}).json()
    assert me["seats"][0]["seat"] == 1


def test_unknown_rooms_and_bad_ids(client: TestClient) -> None:
    assert client.get("/api/rooms/aaaaaaaaaaaa").status_code == 404
    assert client.get("/api/rooms/../../etc").status_code == 404
    assert client.get("/api/rooms/x" * 3).status_code == 404


def test_pages_are_served_with_security_headers(client: TestClient) -> None:
    for path in ("/", "/new/dungeon-dice", "/r/abcdefghijkm", "/replay/abcdefghijkm", "/rules/dungeon-dice"):
        response = client.get(path)
        assert response.status_code == 200 and "<main" in response.text
        assert "default-src 'self'" in response.headers["content-security-policy"]
        assert response.headers["referrer-policy"] == "no-referrer"
    assert client.get("/static/games/dungeon-dice.js").status_code == 200
    assert client.get("/static/../server/app.py").status_code == 404


def test_board_data_of_games_that_offer_it(client: TestClient) -> None:
    for game in client.get("/api/games").json():
        response = client.get(f"/api/games/{game['id']}/board")
        assert response.status_code == (200 if game["board"] else 404)
        if game["board"]:
            assert isinstance(response.json(), dict) and response.json()
