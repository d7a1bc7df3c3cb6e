"""The rating system's integrity (issue 24): no seat of a started rated game changes hands, a rated
room has a clock, a second key of one network and a pair playing too often do not farm a rating,
every room a player sat in stays in their games, and a name several keys hold carries a mark."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient
from starlette.types import ASGIApp, Receive, Scope, Send

from noppa.server import ServerConfig, create_app, players, standings
from noppa.server.clocks import RATED_PER_MOVE
from noppa.server.ratings import DAY, REPEATS_A_DAY, Entry, why_not_counted
from noppa.server.store import Store
from noppa.server.tables import seats_table
from tests.server.conftest import create, receive_until, token_of
from tests.server.processes import serve, serving
from tests.server.test_players import TWO_PEOPLE, bearer, finished_unsettled, play_secret_game, rated_game

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)

ADDRESS = "x-test-address"
"""The header this test's app takes a request's client address from (as a proxy would set it)."""


def addressed(app: ASGIApp) -> ASGIApp:
    """``app`` seeing each request come from the address in its :data:`ADDRESS` header."""

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            for name, value in scope["headers"]:
                if name == ADDRESS.encode():
                    scope = {**scope, "client": (value.decode(), 50000)}
        await app(scope, receive, send)

    return wrapped


@pytest.fixture
def table(config: ServerConfig) -> Iterator[TestClient]:
    """A running app whose requests may say where they come from (:func:`addressed`)."""
    with TestClient(addressed(create_app(config))) as client:
        yield client


def player_from(client: TestClient | httpx.Client, name: str, address: str | None = None) -> tuple[str, str]:
    """Make a player from ``address``; their id and key."""
    headers = {} if address is None else {ADDRESS: address}
    made = client.post("/api/players", json={"name": name}, headers=headers)
    assert made.status_code == 201, made.text
    return made.json()["player"]["id"], made.json()["key"]


def rating_of(client: TestClient, room: str) -> dict[str, Any]:
    found: dict[str, Any] = client.get(f"/api/rooms/{room}/rating").json()
    return found


# ---------------------------------------------------------------------- reissue (item 1)


@pytest.mark.rule("web-RATE-08", "web-KEY-05", "web-CLOCK-06")
def test_a_real_server_keeps_a_started_rated_games_seats_and_gives_it_a_clock(tmp_path: Path) -> None:
    """Over ``noppa serve``: the host cannot reissue a named guest's seat once the rated game runs
    (so his second key cannot take it over); before the start he may, and the guest keeps the room
    in their games. A rated room made without a clock has the default one; ``clock: null`` is
    refused."""
    with serving(serve(tmp_path, "--bot-delay", "0")) as server, httpx.Client(base_url=server.base) as http:
        _, anna = player_from(http, "Anna")
        _, bea = player_from(http, "Bea")
        _, alt = player_from(http, "Anna's second key")
        made = http.post(
            "/api/rooms",
            json={"game": "dungeon-dice", "players": 2, "seats": TWO_PEOPLE, "rated": True, "key": anna},
        ).json()
        room, host = made["room"]["id"], made["host_token"]
        assert made["room"]["clock"]["per_move"] == RATED_PER_MOVE["live"]
        link = token_of(made["links"]["seats"]["1"]["url"])
        claimed = http.post(
            f"/api/rooms/{room}/claim", json={"name": "Bea", "key": bea}, headers=bearer(link)
        )
        session = claimed.json()["token"]
        assert http.get(f"/api/rooms/{room}").json()["status"] == "running"
        for lang, words in (("en", "can no longer be renewed"), ("fi", "ei voi enää uusia")):
            refused = http.post(f"/api/rooms/{room}/seats/1/reissue?lang={lang}", headers=bearer(host))
            assert refused.status_code == 409 and refused.json()["error"] == "rated_reissue"
            assert words in refused.json()["message"]
        invites = http.get(f"/api/rooms/{room}/invites", headers=bearer(host)).json()
        assert invites["seats"]["1"]["reissue"] is False  # the room page hides its New link button
        still = http.get(f"/api/rooms/{room}/me", headers=bearer(session)).json()["seats"]
        assert [(s["seat"], s["name"]) for s in still] == [(1, "Bea")]  # Bea's device still plays it
        stale = http.post(f"/api/rooms/{room}/claim", json={"key": alt}, headers=bearer(link))
        assert stale.status_code == 409 and stale.json()["error"] == "seat_claimed"
        games = http.get("/api/players/me", headers=bearer(bea)).json()["games"]
        assert [(g["room"], g["seat"], g["left"]) for g in games] == [(room, 1, False)]

        # before the start the host may still reissue: the seat goes, the room stays in Bea's games
        three = [*TWO_PEOPLE, {"kind": "human"}]
        made = http.post(
            "/api/rooms",
            json={"game": "dungeon-dice", "players": 3, "seats": three, "rated": True, "key": anna},
        ).json()
        waiting, host = made["room"]["id"], made["host_token"]
        link = token_of(made["links"]["seats"]["1"]["url"])
        http.post(f"/api/rooms/{waiting}/claim", json={"name": "Bea", "key": bea}, headers=bearer(link))
        assert http.get(f"/api/rooms/{waiting}/invites", headers=bearer(host)).json()["seats"]["1"]["reissue"]
        again = http.post(f"/api/rooms/{waiting}/seats/1/reissue", headers=bearer(host))
        assert again.status_code == 200
        new_link = token_of(again.json()["seats"]["1"]["url"])
        taken = http.post(
            f"/api/rooms/{waiting}/claim", json={"name": "Alt", "key": alt}, headers=bearer(new_link)
        )
        assert taken.status_code == 200
        games = http.get("/api/players/me", headers=bearer(bea)).json()["games"]
        assert {(g["room"], g["seat"], g["left"]) for g in games} == {(room, 1, False), (waiting, 1, True)}

        # web-CLOCK-06: a rated room has a clock; explicitly none is refused, one chosen is kept
        body = {"game": "dungeon-dice", "players": 2, "seats": TWO_PEOPLE, "rated": True}
        for lang, words in (("en", "A rated game has a clock"), ("fi", "Vahvuuslukupelissä on kello")):
            refused = http.post(f"/api/rooms?lang={lang}", json={**body, "clock": None})
            assert refused.status_code == 400 and refused.json()["error"] == "rated_needs_clock"
            assert words in refused.json()["message"]
        turn = http.post("/api/rooms", json={**body, "pace": "turn", "on_timeout": "drop"}).json()["room"]
        assert turn["clock"] == {
            **turn["clock"],
            "pace": "turn",
            "per_move": 3 * DAY,
            "policy": "drop",
        }
        chosen = http.post("/api/rooms", json={**body, "clock": {"per_game": 600}}).json()["room"]
        assert chosen["clock"]["per_game"] == 600 and chosen["clock"]["per_move"] is None
        plain = http.post("/api/rooms", json={**body, "rated": False}).json()["room"]
        assert plain["clock"] is None  # an unrated room still has no clock unless chosen


@pytest.mark.rule("web-RATE-08")
def test_a_refused_reissue_leaves_the_guest_playing_and_rated(table: TestClient, secret_game: str) -> None:
    """The guest's open connection is not touched by the refused reissue: the game goes on to its
    end and is rated for the host and that guest, and the host's second key never sits in it."""
    anna_id, anna = player_from(table, "Anna", "203.0.113.5")
    bea_id, bea = player_from(table, "Bea", "198.51.100.7")
    alt_id, _ = player_from(table, "Alt", "192.0.2.9")
    room, host, guest = rated_game(table, secret_game, anna, bea)
    with table.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "hello", "lang": "en", "token": guest})
        welcome = receive_until(ws, "welcome")
        assert welcome["you"]["seats"] == [1]
        refused = table.post(f"/api/rooms/{room}/seats/1/reissue", headers=bearer(host))
        assert refused.status_code == 409 and refused.json()["error"] == "rated_reissue"
        ws.send_json({"type": "chat", "text": "still here"})
        assert receive_until(ws, "chat")["text"] == "still here"  # the connection was not revoked
    play_secret_game(table, room, host, guest)
    rating = rating_of(table, room)
    assert rating["counted"] is True
    assert {c["player"] for c in rating["changes"]} == {anna_id, bea_id} and alt_id not in str(rating)


# ---------------------------------------------------------------------- farming (item 8)


@pytest.mark.rule("web-RATE-06")
def test_keys_made_from_one_network_do_not_rate_each_other(table: TestClient, secret_game: str) -> None:
    """A second key from the same address (or the same IPv6 /64) plays a rated game: it is
    recorded, not rated, and says why; keys from two networks are rated."""
    _, anna = player_from(table, "Anna", "203.0.113.5")
    _, alt = player_from(table, "Alt", "203.0.113.5")
    room, host, guest = rated_game(table, secret_game, anna, alt)
    play_secret_game(table, room, host, guest)
    rating = rating_of(table, room)
    assert (rating["counted"], rating["reason"], rating["changes"]) == (False, "one_origin", [])
    assert "made from the same network" in rating["reason_text"]
    fi = table.get(f"/api/rooms/{room}/rating?lang=fi").json()["reason_text"]
    assert "samasta verkosta" in fi
    assert table.get(f"/api/leaderboard/{secret_game}").json()["rows"] == []
    [game] = table.get("/api/players/me", headers=bearer(anna)).json()["games"]
    assert (game["room"], game["rated"], game["place"], game["unrated_reason"]) == (
        room,
        True,
        None,
        "one_origin",
    )

    _, six = player_from(table, "Six", "2001:db8:1:2::10")
    _, six_alt = player_from(table, "Six alt", "2001:db8:1:2:ffff::1")  # the same /64
    room, host, guest = rated_game(table, secret_game, six, six_alt)
    play_secret_game(table, room, host, guest)
    assert rating_of(table, room)["reason"] == "one_origin"

    _, bea = player_from(table, "Bea", "198.51.100.7")
    room, host, guest = rated_game(table, secret_game, anna, bea)
    play_secret_game(table, room, host, guest)
    rating = rating_of(table, room)
    assert rating["counted"] is True and rating["reason"] is None and len(rating["changes"]) == 2


@pytest.mark.rule("web-RATE-06")
def test_a_server_for_one_network_rates_its_keys(config: ServerConfig, secret_game: str) -> None:
    """``--rate-one-network``: a club whose players all come from one address is rated."""
    with TestClient(create_app(dataclasses.replace(config, rate_one_network=True))) as client:
        _, anna = player_from(client, "Anna")
        _, bea = player_from(client, "Bea")
        room, host, guest = rated_game(client, secret_game, anna, bea)
        play_secret_game(client, room, host, guest)
        assert rating_of(client, room)["counted"] is True


@pytest.mark.rule("web-RATE-07")
def test_a_pair_counts_a_few_games_a_day(table: TestClient, secret_game: str, config: ServerConfig) -> None:
    """The same two players: their first games of a day count, the next ones are recorded unrated;
    a day later they count again."""
    anna_id, anna = player_from(table, "Anna", "203.0.113.5")
    bea_id, bea = player_from(table, "Bea", "198.51.100.7")
    rooms = []
    for _ in range(REPEATS_A_DAY + 1):
        room, host, guest = rated_game(table, secret_game, anna, bea)
        play_secret_game(table, room, host, guest)
        rooms.append(room)
    assert [rating_of(table, room)["counted"] for room in rooms] == [True] * REPEATS_A_DAY + [False]
    last = rating_of(table, rooms[-1])
    assert last["reason"] == "repeated" and f"{REPEATS_A_DAY} rated games" in last["reason_text"]
    rows = table.get(f"/api/leaderboard/{secret_game}").json()["rows"]
    assert [(r["name"], r["games"]) for r in rows] == [("Anna", REPEATS_A_DAY), ("Bea", REPEATS_A_DAY)]
    assert len(table.get("/api/players/me", headers=bearer(anna)).json()["games"]) == REPEATS_A_DAY + 1
    sides = [[Entry(0, anna_id, 1, True)], [Entry(1, bea_id, 2, False)]]
    store = Store(config.url())
    try:
        with store.engine.connect() as conn:
            assert why_not_counted(conn, secret_game, sides, now=_time()) == "repeated"
            assert why_not_counted(conn, secret_game, sides, now=_time() + DAY + 1) is None
            assert why_not_counted(conn, "dungeon-dice", sides, now=_time()) is None  # another game
    finally:
        store.close()


def _time() -> float:
    import time

    return time.time()


@pytest.mark.rule("web-RATE-01", "web-CLOCK-03")
def test_a_seat_its_clock_dropped_still_counts_for_its_player(
    config: ServerConfig, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A losing player who stalls until the ``drop`` policy gives the seat to a bot is rated on
    the outcome all the same (else stalling would dodge the loss)."""
    with TestClient(create_app(dataclasses.replace(config, rate_one_network=True))) as client:
        room = finished_unsettled(client, secret_game, monkeypatch)
        store = Store(config.url())
        try:
            with store.engine.begin() as conn:  # Bea's seat as the drop policy leaves it
                conn.execute(
                    sa.update(seats_table)
                    .where(seats_table.c.room_id == room, seats_table.c.seat == 1)
                    .values(kind="bot", bot="random")
                )
        finally:
            store.close()
        manager = client.app.state.manager  # type: ignore[attr-defined]
        client.portal.call(manager.players.settle_pending)  # type: ignore[union-attr]
        rows = client.get(f"/api/leaderboard/{secret_game}").json()["rows"]
        assert [(r["name"], r["games"], r["wins"]) for r in rows] == [("Anna", 1, 1), ("Bea", 1, 0)]


def test_the_network_of_an_address() -> None:
    assert players.network_of("203.0.113.5") == "203.0.113.5"
    assert players.network_of("::ffff:203.0.113.5") == "203.0.113.5"
    assert (
        players.network_of("2001:db8:1:2::10")
        == players.network_of("2001:db8:1:2:ffff::1")
        == "2001:db8:1:2::/64"
    )
    assert players.network_of("2001:db8:1:3::10") != players.network_of("2001:db8:1:2::10")
    assert players.network_of(" testclient ") == "testclient"


# ---------------------------------------------------------------------- names (item 14)


@pytest.mark.rule("web-KEY-06")
def test_a_name_several_keys_hold_carries_each_ones_mark(config: ServerConfig, secret_game: str) -> None:
    """Two keys named Aino: the leaderboard, the rating card and the players' pages show each with
    a mark of their own; a name only one key holds is shown as it is."""
    with TestClient(create_app(dataclasses.replace(config, rate_one_network=True))) as client:
        aino_id, aino = player_from(client, "Aino")
        _, bea = player_from(client, "Bea")
        room, host, guest = rated_game(client, secret_game, aino, bea)
        play_secret_game(client, room, host, guest)
        page = client.get(f"/api/players/{aino_id}").json()["player"]
        assert (page["label"], page["shared"]) == ("Aino", False)  # nobody else is Aino yet
        other_id, other = player_from(client, "Aino")
        tag, other_tag = standings.tag_of(aino_id), standings.tag_of(other_id)
        assert tag != other_tag and len(tag) == 4 and standings.tag_of(aino_id) == tag  # stable
        page = client.get(f"/api/players/{aino_id}").json()["player"]
        assert (page["name"], page["label"], page["shared"]) == ("Aino", f"Aino #{tag}", True)
        me = client.get("/api/players/me", headers=bearer(other)).json()["player"]
        assert me["label"] == f"Aino #{other_tag}"
        rows = client.get(f"/api/leaderboard/{secret_game}").json()["rows"]
        assert [r["label"] for r in rows] == [f"Aino #{tag}", "Bea"]
        changes = rating_of(client, room)["changes"]
        assert [c["label"] for c in changes] == [f"Aino #{tag}", "Bea"]
        # at the table (seats, lobby, log, chat): a seat taken with a key under the player's own,
        # shared name shows the mark; a name typed without a key, or another name, shows as typed
        seats = [{"kind": "human", "local": True, "name": "Aino"}, {"kind": "human"}]
        made = create(client, players=2, seats=seats, key=other)
        room = made["room"]["id"]
        assert made["room"]["seats"][0]["name"] == f"Aino #{other_tag}"
        link = token_of(made["links"]["seats"]["1"]["url"])
        claimed = client.post(
            f"/api/rooms/{room}/claim", json={"name": "Aino", "key": aino}, headers=bearer(link)
        )
        assert claimed.status_code == 200
        assert [s["name"] for s in client.get(f"/api/rooms/{room}").json()["seats"]] == [
            f"Aino #{other_tag}",
            f"Aino #{tag}",
        ]
        open_seats = [{"kind": "human", "open": True}, {"kind": "human", "open": True}]
        room = create(client, players=2, seats=open_seats)["room"]["id"]
        client.post(f"/api/rooms/{room}/join", json={"seat": 0, "name": "Aino"})
        client.post(f"/api/rooms/{room}/join", json={"seat": 1, "name": "Aino", "key": aino})
        names = [s["name"] for s in client.get(f"/api/rooms/{room}").json()["seats"]]
        assert names == ["Aino", f"Aino #{tag}"]
