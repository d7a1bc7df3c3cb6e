"""Players, ratings and stored chat: personal keys (made, restored on another device, replaced,
refused when wrong), seats linked to players, rated rooms counted exactly once (after a restart
too), the leaderboard and a player's page, and chat stored with the game and replayed."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app, players
from noppa.server.ratings import match, rating_teams, shown
from noppa.server.store import Store, StoreWriter
from tests.server.conftest import create, fresh_postgres, real_component, receive_until, state_at, token_of
from tests.server.test_cluster import two_instances

pytestmark = pytest.mark.backends  # on SQLite and on PostgreSQL (tests/server/conftest.py)

TWO_PEOPLE = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}]


@pytest.fixture
def redis_url() -> str:
    """The real Redis of the tests (``NOPPA_TEST_REDIS_URL``), as in the cluster tests."""
    return real_component("NOPPA_TEST_REDIS_URL", "Redis")


@pytest.fixture
def config(config: ServerConfig) -> ServerConfig:
    """The server of conftest, rating games between keys of one network: every key of these tests
    comes from the test client's one address (the rule against that is tested in
    ``test_rating_integrity.py``)."""
    return dataclasses.replace(config, rate_one_network=True)


@contextlib.contextmanager
def cluster_config_for(redis_url: str) -> Iterator[ServerConfig]:
    """An instance's settings in a cluster: a fresh PostgreSQL database and the test Redis."""
    with fresh_postgres() as url:
        yield ServerConfig(
            database_url=url, redis_url=redis_url, bot_delay=0.0, bot_workers=0, rate_one_network=True
        )


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def new_player(client: TestClient, name: str) -> tuple[str, str]:
    """Make a player; return their id and key."""
    made = client.post("/api/players", json={"name": name})
    assert made.status_code == 201, made.text
    data = made.json()
    assert data["link"].endswith(f"/me#k={data['key']}") and data["player"]["name"] == name
    return data["player"]["id"], data["key"]


def hello(ws: Any, **fields: Any) -> dict[str, Any]:
    ws.send_json({"type": "hello", "lang": "en", **fields})
    return receive_until(ws, "welcome")


def rated_game(
    client: TestClient, game: str, anna: str, bea: str, public: bool = True
) -> tuple[str, str, str]:
    """A rated two-person room: Anna hosts on her device, Bea claims her invitation; both named."""
    answer = create(client, game=game, players=2, seats=TWO_PEOPLE, rated=True, key=anna, public=public)
    room = answer["room"]["id"]
    link = token_of(answer["links"]["seats"]["1"]["url"])
    claimed = client.post(f"/api/rooms/{room}/claim", json={"name": "Bea", "key": bea}, headers=bearer(link))
    assert claimed.status_code == 200, claimed.text
    return room, answer["host_token"], claimed.json()["token"]


def play_secret_game(client: TestClient, room: str, host: str, guest: str) -> dict[str, Any]:
    """Anna reveals, Bea peeks: after two turns each Anna has the only number shown, and wins."""
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        hello(a, token=host)
        hello(b, token=guest)
        state = state_at(a, 0)
        for move in range(4):
            ws, action = (a, "reveal") if move % 2 == 0 else (b, "peek")
            ws.send_json({"type": "act", "action": action, "move": move})
            state = state_at(a, move + 1)
        assert state["status"] == "finished" and state["outcome"]["winners"] == [0]
        return state


def finished_unsettled(client: TestClient, secret_game: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """A rated game of Anna and Bea played to its end while settling does nothing, as when the
    server stops between the last move and its settling; the room."""

    async def stopped(self: players.Players, room_id: str) -> bool:
        return False

    _, anna = new_player(client, "Anna")
    _, bea = new_player(client, "Bea")
    room, host, guest = rated_game(client, secret_game, anna, bea)
    with monkeypatch.context() as patched:
        patched.setattr(players.Players, "settle", stopped)
        play_secret_game(client, room, host, guest)
    return room


@pytest.mark.rule("web-KEY-01", "web-KEY-04")
def test_a_key_is_made_restored_and_replaced(client: TestClient) -> None:
    player, key = new_player(client, "Anna")
    me = client.get("/api/players/me", headers=bearer(key))
    assert me.status_code == 200 and me.json()["player"]["id"] == player
    assert "key" not in me.json()["player"]  # the key is shown once, when it is made
    renamed = client.post("/api/players/me", json={"name": "  Anna  K. "}, headers=bearer(key))
    assert renamed.json()["player"]["name"] == "Anna K."
    replaced = client.post("/api/players/me/key", headers=bearer(key)).json()
    new_key = replaced["key"]
    assert new_key != key and replaced["link"].endswith(f"#k={new_key}")
    for lang, words in (("en", "does not work"), ("fi", "ei toimi")):
        old = client.get(f"/api/players/me?lang={lang}", headers=bearer(key))
        assert old.status_code == 403 and old.json()["error"] == "bad_key" and words in old.json()["message"]
    assert client.get("/api/players/me", headers=bearer(new_key)).json()["player"]["name"] == "Anna K."


@pytest.mark.rule("web-KEY-01")
def test_bad_keys_and_names_are_refused_clearly_and_change_nothing(client: TestClient) -> None:
    assert client.get("/api/players/me").json()["error"] == "no_key"
    assert client.get("/api/players/me").status_code == 401
    for header in ("Bearer short", "Bearer " + "x" * 40, "Basic abcdefghijklmnopqrstuvwxyz"):
        answer = client.get("/api/players/me", headers={"authorization": header})
        assert answer.status_code == 403 and answer.json()["error"] == "bad_key"
    for body in ({}, {"name": ""}, {"name": 5}, {"name": "\u200b\n"}):
        answer = client.post("/api/players", json=body)
        assert answer.status_code == 400 and answer.json()["error"] == "bad_field", body
    _, key = new_player(client, "Anna")
    assert client.post("/api/players/me", json={"name": ["x"]}, headers=bearer(key)).status_code == 400
    assert client.get("/api/players/me", headers=bearer(key)).json()["player"]["name"] == "Anna"
    # a wrong key in a claim refuses the claim: the seat stays free for its guest
    made = create(client, players=2, seats=TWO_PEOPLE)
    room, link = made["room"]["id"], token_of(made["links"]["seats"]["1"]["url"])
    for wrong in ("x" * 40, 12, "short"):
        refused = client.post(f"/api/rooms/{room}/claim", json={"key": wrong}, headers=bearer(link))
        assert refused.status_code == 403 and refused.json()["error"] == "bad_key"
    assert client.get(f"/api/rooms/{room}").json()["seats"][1]["claimed"] is False
    assert client.get("/api/players/no-such-one").json()["error"] == "no_player"
    assert client.get("/api/players/abcdefghijkm").status_code == 404
    assert client.get("/api/leaderboard/chess").status_code == 404
    assert client.get("/api/leaderboard/dungeon-dice?limit=0").json()["error"] == "bad_number"


@pytest.mark.rule("web-KEY-02", "web-KEY-03")
def test_another_device_with_the_key_plays_the_players_seats(client: TestClient, secret_game: str) -> None:
    _, anna = new_player(client, "Anna")
    bea_id, bea = new_player(client, "Bea")
    room, _, _ = rated_game(client, secret_game, anna, bea)
    # Bea's second device holds only her key: it finds the game and plays her seat
    mine = client.get("/api/players/me", headers=bearer(bea)).json()
    assert [(g["room"], g["seat"], g["rated"]) for g in mine["games"]] == [(room, 1, True)]
    with client.websocket_connect(f"/ws/rooms/{room}") as other:
        welcome = hello(other, key=bea)
        assert welcome["you"]["seats"] == [1] and welcome["you"]["host"] is False
    # a replaced key plays nothing: the connection is told why and watches
    client.post("/api/players/me/key", headers=bearer(bea))
    with client.websocket_connect(f"/ws/rooms/{room}") as stale:
        stale.send_json({"type": "hello", "key": bea})
        assert receive_until(stale, "error")["code"] == "bad_key"
        assert receive_until(stale, "welcome")["you"]["seats"] == []
    manager = client.app.state.manager  # type: ignore[attr-defined]
    assert client.portal.call(manager.players.seats_in, room, bea_id) == {1}  # type: ignore[union-attr]


@pytest.mark.rule("web-KEY-03", "web-KEY-05")
def test_a_reissued_seat_leaves_its_player(client: TestClient) -> None:
    """Before the game starts the host may reissue a seat: it is no longer the player's (the key
    plays nothing there), but the room stays among the player's games, marked left."""
    _, anna = new_player(client, "Anna")
    _, bea = new_player(client, "Bea")
    answer = create(client, players=2, seats=TWO_PEOPLE, key=anna)
    room, host = answer["room"]["id"], answer["host_token"]
    link = token_of(answer["links"]["seats"]["1"]["url"])
    client.post(f"/api/rooms/{room}/claim", json={"name": "Bea", "key": bea}, headers=bearer(link))
    assert [g["seat"] for g in client.get("/api/players/me", headers=bearer(bea)).json()["games"]] == [1]
    assert [g["seat"] for g in client.get("/api/players/me", headers=bearer(anna)).json()["games"]] == [0]
    assert client.post(f"/api/rooms/{room}/seats/1/reissue", headers=bearer(host)).status_code == 200
    games = client.get("/api/players/me", headers=bearer(bea)).json()["games"]
    assert [(g["room"], g["seat"], g["left"]) for g in games] == [(room, 1, True)]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        assert hello(ws, key=bea)["you"]["seats"] == []


@pytest.mark.rule("web-KEY-03")
def test_a_player_holds_one_seat_of_a_room(client: TestClient) -> None:
    """Hot-seat seats are several people on one device: none is linked; an open seat joined with a
    key is, but a second seat of the same room taken with the same key is not."""
    _, anna = new_player(client, "Anna")
    local = [{"kind": "human", "local": True}, {"kind": "human", "local": True}]
    create(client, players=2, seats=local, key=anna)
    assert client.get("/api/players/me", headers=bearer(anna)).json()["games"] == []
    seats = [{"kind": "human", "open": True}, {"kind": "human", "open": True}]
    room = create(client, players=2, seats=seats)["room"]["id"]
    for seat in (0, 1):
        joined = client.post(f"/api/rooms/{room}/join", json={"seat": seat, "name": "Anna", "key": anna})
        assert joined.status_code == 200, joined.text
    assert [g["seat"] for g in client.get("/api/players/me", headers=bearer(anna)).json()["games"]] == [0]


@pytest.mark.rule("web-RATE-03")
def test_a_rated_room_needs_two_people_who_can_be_named(client: TestClient) -> None:
    alone = [{"kind": "human", "local": True}, {"kind": "bot"}]
    hot_seat = [{"kind": "human", "local": True}, {"kind": "human", "local": True}]
    for seats in (alone, hot_seat):
        for lang, words in (("en", "at least two people"), ("fi", "vähintään kaksi ihmistä")):
            refused = client.post(
                f"/api/rooms?lang={lang}",
                json={"game": "dungeon-dice", "players": 2, "seats": seats, "rated": True},
            )
            assert refused.status_code == 400 and refused.json()["error"] == "rated_needs_people"
            assert words in refused.json()["message"]
    refused = client.post("/api/rooms", json={"game": "dungeon-dice", "rated": "yes"})
    assert refused.json() == {"error": "bad_field", "message": refused.json()["message"]}
    assert create(client, players=2, seats=TWO_PEOPLE, rated=True)["room"]["status"] == "waiting"


@pytest.mark.rule("web-RATE-01")
def test_the_lobby_and_the_room_say_which_rooms_are_rated_before_the_end(config: ServerConfig) -> None:
    """A rated room is marked from its start, in the lobby and on its page, also after a restart
    (the lobby then reads the store, not a live room)."""
    with TestClient(create_app(config)) as client:
        rated = create(client, players=2, seats=TWO_PEOPLE, rated=True)["room"]["id"]
        plain = create(client, players=2, seats=TWO_PEOPLE)["room"]["id"]
        for _ in range(2):
            listed = {r["id"]: r["rated"] for r in client.get("/api/rooms?status=open").json()["rooms"]}
            assert listed[rated] is True and listed[plain] is False
            assert client.get(f"/api/rooms/{rated}").json()["rated"] is True
    with TestClient(create_app(config)) as client:
        manager = client.app.state.manager  # type: ignore[attr-defined]
        assert rated not in manager.rooms  # a waiting room stays in the store until someone comes
        listed = {r["id"]: r["rated"] for r in client.get("/api/rooms?status=open").json()["rooms"]}
        assert listed[rated] is True and listed[plain] is False
        found = client.get(f"/api/rooms?ids={rated},{plain}").json()["rooms"]
        assert [r["rated"] for r in found] == [True, False]
        assert client.get(f"/api/rooms/{rated}").json()["rated"] is True  # loaded from the store now
        assert manager.rooms[rated].rated is True


@pytest.mark.rule("web-RATE-01", "web-RATE-04", "web-RATE-05")
def test_a_finished_rated_game_is_rated_once_and_shown(client: TestClient, secret_game: str) -> None:
    anna_id, anna = new_player(client, "Anna")
    bea_id, bea = new_player(client, "Bea")
    room, host, guest = rated_game(client, secret_game, anna, bea)
    play_secret_game(client, room, host, guest)
    board = client.get(f"/api/leaderboard/{secret_game}").json()
    rows = [(r["place"], r["name"], r["games"], r["wins"]) for r in board["rows"]]
    assert rows == [(1, "Anna", 1, 1), (2, "Bea", 1, 0)]
    first = board["rows"][0]["rating"]
    assert first > 1000 > board["rows"][1]["rating"]
    manager = client.app.state.manager  # type: ignore[attr-defined]
    # settling again (another instance, a second look) changes nothing
    assert client.portal.call(settle_again, manager.players, room) == (False, 0)  # type: ignore[union-attr]
    assert client.get(f"/api/leaderboard/{secret_game}").json()["rows"] == board["rows"]
    page = client.get(f"/api/players/{anna_id}?lang=fi").json()
    assert page["player"]["name"] == "Anna"
    [rating] = page["ratings"]
    assert rating["rating"] == first and [p["room"] for p in rating["history"]] == [room]
    assert rating["rating_text"] == f"{first:,}".replace(",", "\xa0")  # Babel's Finnish grouping
    [game] = page["games"]
    assert game["room"] == room and game["won"] is True and game["place"] == 1
    assert game["change"] == first - 1000 and game["change_text"].startswith("+")
    assert client.get(f"/api/players/{bea_id}").json()["games"][0]["won"] is False
    rating = client.get(f"/api/rooms/{room}/rating").json()  # what the game-over card shows
    assert rating["rated"] is True and rating["counted"] is True
    assert [(r["name"], r["place"], r["won"], r["before"]) for r in rating["changes"]] == [
        ("Anna", 1, True, 1000),
        ("Bea", 2, False, 1000),
    ]
    assert rating["changes"][0]["change_text"] == f"+{first - 1000}" and rating["changes"][1]["change"] < 0


@pytest.mark.rule("web-RATE-01")
def test_a_players_public_page_names_no_private_room(client: TestClient, secret_game: str) -> None:
    anna_id, anna = new_player(client, "Anna")
    _, bea = new_player(client, "Bea")
    room, host, guest = rated_game(client, secret_game, anna, bea, public=False)
    play_secret_game(client, room, host, guest)
    page = client.get(f"/api/players/{anna_id}").json()
    assert page["games"] == [] and [p["room"] for p in page["ratings"][0]["history"]] == [None]
    assert room not in client.get(f"/api/players/{anna_id}").text
    mine = client.get("/api/players/me", headers=bearer(anna)).json()  # her own page has it all
    assert [g["room"] for g in mine["games"]] == [room]
    assert [p["room"] for p in mine["ratings"][0]["history"]] == [room]


async def settle_again(service: players.Players, room: str) -> tuple[bool, int]:
    return await service.settle(room), await service.settle_pending()


@pytest.mark.rule("web-RATE-05")
def test_a_game_finished_before_a_stop_is_rated_once_after_the_restart(
    config: ServerConfig, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with TestClient(create_app(config)) as client:
        finished_unsettled(client, secret_game, monkeypatch)
        assert client.get(f"/api/leaderboard/{secret_game}").json()["rows"] == []
    for _ in range(2):  # the restart settles it; the one after finds nothing left to do
        with TestClient(create_app(config)) as client:
            manager = client.app.state.manager  # type: ignore[attr-defined]
            client.portal.call(manager.players.settle_pending)  # type: ignore[union-attr]
            rows = client.get(f"/api/leaderboard/{secret_game}").json()["rows"]
            assert [(r["name"], r["games"], r["wins"]) for r in rows] == [("Anna", 1, 1), ("Bea", 1, 0)]


@pytest.mark.rule("web-RATE-03")
def test_a_rated_game_with_one_named_player_counts_for_nobody(client: TestClient, secret_game: str) -> None:
    _, anna = new_player(client, "Anna")
    answer = create(client, game=secret_game, players=2, seats=TWO_PEOPLE, rated=True, key=anna)
    room, host = answer["room"]["id"], answer["host_token"]
    link = token_of(answer["links"]["seats"]["1"]["url"])
    guest = client.post(f"/api/rooms/{room}/claim", json={"name": "Bea"}, headers=bearer(link)).json()[
        "token"
    ]
    play_secret_game(client, room, host, guest)
    assert client.get(f"/api/leaderboard/{secret_game}").json()["rows"] == []
    [game] = client.get("/api/players/me", headers=bearer(anna)).json()["games"]
    assert game["rated"] is True and game["place"] is None  # rated room, but nobody to rate against
    rating = client.get(f"/api/rooms/{room}/rating").json()
    assert rating == {**rating, "rated": True, "counted": False, "changes": [], "reason": "few_named"}
    assert "at least two players with a personal link" in rating["reason_text"]
    unrated = create(client, players=2, seats=TWO_PEOPLE)["room"]["id"]
    assert client.get(f"/api/rooms/{unrated}/rating").json() == {
        "rated": False,
        "counted": None,
        "reason": None,
        "reason_text": None,
        "changes": [],
    }
    assert client.get("/api/rooms/nope/rating").status_code == 404


@pytest.mark.rule("web-RATE-02")
def test_key_to_the_kingdom_pairs_are_rated_as_teams() -> None:
    options = {"teams": "2x2", "team_win": "pair"}
    assert rating_teams("key-to-the-kingdom", options, 4) == [(0, 2), (1, 3)]
    assert rating_teams("key-to-the-kingdom", {**options, "team_win": "player"}, 4) == [
        (0,),
        (1,),
        (2,),
        (3,),
    ]
    assert rating_teams("dungeon-dice", options, 4) == [(0,), (1,), (2,), (3,)]
    outcome = {"winners": [1, 3], "ranking": [[1, 3], [0], [2]]}
    linked = {0: "a", 1: "b", 2: "c"}  # seat 3 is a bot: the pair counts with its named member
    sides = match("key-to-the-kingdom", options, 4, outcome, linked)
    assert sides is not None
    assert [[(e.seat, e.player_id, e.place, e.won) for e in side] for side in sides] == [
        [(0, "a", 2, False), (2, "c", 2, False)],
        [(1, "b", 1, True)],
    ]
    # free-for-all by finishing order, ties sharing a place
    sides = match("dungeon-dice", {}, 3, {"winners": [2], "ranking": [[2], [0, 1]]}, {0: "a", 1: "b", 2: "c"})
    assert sides is not None and [side[0].place for side in sides] == [2, 2, 1]
    assert match("dungeon-dice", {}, 2, {"winners": [0], "ranking": [[0], [1]]}, {0: "a"}) is None
    assert match("dungeon-dice", {}, 2, {"winners": [0], "ranking": [[0], [1]]}, {0: "a", 1: "a"}) is None
    assert shown(25.0, 25.0 / 3) == 1000


@pytest.mark.rule("web-CHAT-01", "web-CHAT-03")
def test_chat_is_stored_shown_again_and_replayed_at_its_moment(client: TestClient, secret_game: str) -> None:
    answer = create(client, game=secret_game, players=2, seats=TWO_PEOPLE)
    room, host = answer["room"]["id"], answer["host_token"]
    link = token_of(answer["links"]["seats"]["1"]["url"])
    guest = client.post(f"/api/rooms/{room}/claim", json={"name": "Bea"}, headers=bearer(link)).json()[
        "token"
    ]
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as a,
        client.websocket_connect(f"/ws/rooms/{room}") as b,
    ):
        assert hello(a, token=host)["chat"] == []
        hello(b, token=guest)
        a.send_json({"type": "chat", "text": "  good luck\n all "})
        said = receive_until(b, "chat")
        assert said["text"] == "good luck all" and said["move"] == 0 and said["seat"] == 0
        assert receive_until(a, "chat") == said  # the one who said it sees it too
        a.send_json({"type": "act", "action": "reveal", "move": 0})
        state_at(b, 1)
        b.send_json({"type": "chat", "text": "x" * 500})
        assert len(receive_until(a, "chat")["text"]) == 300  # the existing limit
    with client.websocket_connect(f"/ws/rooms/{room}") as spectator:
        welcome = hello(spectator)  # a spectator reads the table's chat, as it did live
        assert [(c["seat"], c["move"], c["text"][:9]) for c in welcome["chat"]] == [
            (0, 0, "good luck"),
            (1, 1, "x" * 9),
        ]
        spectator.send_json({"type": "chat", "text": "hi"})
        assert receive_until(spectator, "error")["code"] == "spectators_quiet"
    lines = client.get(f"/api/rooms/{room}/chat").json()["lines"]
    assert [(line["name"], line["move"]) for line in lines] == [("Anna", 0), ("Bea", 1)]
    assert client.get("/api/rooms/nope/chat").status_code == 404


@pytest.mark.rule("web-CHAT-02")
def test_a_full_chat_refuses_more_lines(
    client: TestClient, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(players, "CHAT_STORED", 2)
    answer = create(
        client, game=secret_game, players=2, seats=[{"kind": "human", "local": True}, {"kind": "bot"}]
    )
    room, host = answer["room"]["id"], answer["host_token"]
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        hello(ws, token=host)
        for text in ("one", "two"):
            ws.send_json({"type": "chat", "text": text})
            assert receive_until(ws, "chat")["text"] == text
        ws.send_json({"type": "chat", "text": "three", "id": 7})
        refused = receive_until(ws, "error")
        assert refused["code"] == "chat_full" and refused["ref"] == 7 and "2 lines" in refused["message"]
    assert [line["text"] for line in client.get(f"/api/rooms/{room}/chat").json()["lines"]] == ["one", "two"]


@pytest.mark.rule("web-RATE-05")
def test_two_instances_settling_one_room_count_it_once(
    config: ServerConfig, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two instances (each its own store connections and writer) settle the same finished room at
    once: the conditional update lets exactly one of them rate it."""
    with TestClient(create_app(config)) as client:
        room = finished_unsettled(client, secret_game, monkeypatch)

        async def both() -> list[bool]:
            instances = [Store(config.url()) for _ in range(2)]
            writers = [StoreWriter(store) for store in instances]
            try:
                services = [
                    players.Players(store, writer, one_network=True)
                    for store, writer in zip(instances, writers, strict=True)
                ]
                return list(await asyncio.gather(*(service.settle(room) for service in services)))
            finally:
                for store, writer in zip(instances, writers, strict=True):
                    writer.close()
                    store.close()

        assert sorted(client.portal.call(both)) == [False, True]  # type: ignore[union-attr]
        rows = client.get(f"/api/leaderboard/{secret_game}").json()["rows"]
        assert [(r["name"], r["games"]) for r in rows] == [("Anna", 1), ("Bea", 1)]


@pytest.mark.rule("web-CHAT-01", "web-RATE-05")
def test_in_a_cluster_chat_is_stored_once_and_a_game_rated_once(redis_url: str, secret_game: str) -> None:
    """A line said on one instance reaches the other over Redis and is stored once; a rated game
    played across both instances is rated once."""
    with cluster_config_for(redis_url) as config, two_instances(config) as (a, b):
        _, anna = new_player(a, "Anna")
        _, bea = new_player(b, "Bea")
        room, host, guest = rated_game(a, secret_game, anna, bea)
        with a.websocket_connect(f"/ws/rooms/{room}") as hws, b.websocket_connect(f"/ws/rooms/{room}") as gws:
            hello(hws, token=host)
            hello(gws, token=guest)
            state = state_at(hws, 0)
            gws.send_json({"type": "chat", "text": "hei vaan"})
            assert receive_until(hws, "chat")["text"] == "hei vaan"
            for move in range(4):
                ws, action = (hws, "reveal") if move % 2 == 0 else (gws, "peek")
                ws.send_json({"type": "act", "action": action, "move": move})
                state, _ = state_at(hws, move + 1), state_at(gws, move + 1)  # both instances know it
            assert state["status"] == "finished"
        for client in (a, b):
            assert [line["text"] for line in client.get(f"/api/rooms/{room}/chat").json()["lines"]] == [
                "hei vaan"
            ]
            with client.websocket_connect(f"/ws/rooms/{room}") as ws:
                assert [line["text"] for line in hello(ws)["chat"]] == ["hei vaan"]
        for client in (a, b):
            manager = client.app.state.manager  # type: ignore[attr-defined]
            client.portal.call(manager.players.settle_pending)  # type: ignore[union-attr]
            rows = client.get(f"/api/leaderboard/{secret_game}").json()["rows"]
            assert [(r["name"], r["games"]) for r in rows] == [("Anna", 1), ("Bea", 1)]


@pytest.mark.rule("web-KEY-01")
def test_one_client_makes_only_a_few_players_a_minute(client: TestClient) -> None:
    for number in range(players.PLAYERS_PER_MINUTE):
        new_player(client, f"P{number}")
    for lang, words in (("en", "Please wait"), ("fi", "Odota")):
        refused = client.post(f"/api/players?lang={lang}", json={"name": "One more"})
        assert refused.status_code == 429 and refused.json()["error"] == "player_rate"
        assert words in refused.json()["message"]
