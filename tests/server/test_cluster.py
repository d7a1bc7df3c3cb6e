"""Several instances on one PostgreSQL and one Redis (``noppa.server.cluster``), both real.

Two apps in one test process, each with its own event loop, store, lock connection and Redis
client, are two instances as far as the database and Redis can tell; the failover test runs two
real ``noppa serve`` processes and kills one with SIGKILL.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import httpx2 as httpx
import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.cli.serve import route_slot_option
from noppa.server import ServerConfig, create_app
from noppa.server.app import open_store
from noppa.server.cluster import route_slot
from noppa.server.database import StoreUnavailable
from noppa.server.errors import Refused
from noppa.server.leases import Fence, Leases
from noppa.server.room import Room
from noppa.server.rooms import RoomManager
from noppa.server.store import Conflict, MoveWrite, Store, run_jobs
from noppa.server.tables import moves_table
from tests.processes import until_async
from tests.server.conftest import create, fresh_postgres, real_component, receive_until, token_of
from tests.server.processes import read_line, run_async, serve, start, stop
from tests.server.test_faults import refused

T = TypeVar("T")

REMOTE = [{"kind": "human", "local": True}, {"kind": "human"}]


@pytest.fixture
def redis_url() -> str:
    """The real Redis of the tests (``NOPPA_TEST_REDIS_URL``)."""
    return real_component("NOPPA_TEST_REDIS_URL", "Redis")


@pytest.fixture
def cluster_config(tmp_path: Path, redis_url: str) -> Iterator[ServerConfig]:
    """An instance's settings: a fresh PostgreSQL database, the test Redis, bots without pauses."""
    with fresh_postgres() as url:
        yield ServerConfig(
            database_url=url,
            redis_url=redis_url,
            data_dir=tmp_path,
            bot_delay=0.0,
            bot_workers=0,
            rate_per_second=10_000.0,
        )


@contextlib.contextmanager
def two_instances(config: ServerConfig) -> Iterator[tuple[TestClient, TestClient]]:
    """Two instances of one cluster, each a running app."""
    with TestClient(create_app(config)) as first, TestClient(create_app(config)) as second:
        yield first, second


def manager(client: TestClient) -> RoomManager:
    """The room manager of an instance."""
    found: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
    return found


def on(client: TestClient, make: Callable[[], Any]) -> Any:
    """Run the coroutine ``make()`` returns in ``client``'s event loop; its result."""
    assert client.portal is not None

    async def run() -> Any:
        return await make()

    return client.portal.call(run)


def loaded(client: TestClient, room_id: str) -> Room:
    """The instance's copy of a room (loaded from the store if it had none)."""
    room = on(client, lambda: manager(client).get(room_id))
    assert isinstance(room, Room)
    return room


def eventually(check: Callable[[], T], seconds: float = 120.0) -> T:
    """``check()`` once it is truthy (polled), or fail after ``seconds`` (generous: a loaded machine)."""
    deadline = time.monotonic() + seconds
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s: {check}")
        time.sleep(0.05)


def stored_moves(config: ServerConfig, room_id: str) -> list[tuple[int, str, str]]:
    """The room's stored moves as (n, action, by)."""
    engine = sa.create_engine(config.url(), poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                sa.select(moves_table.c.n, moves_table.c.action, moves_table.c.by)
                .where(moves_table.c.room_id == room_id)
                .order_by(moves_table.c.n)
            )
            return [(r[0], r[1], r[2]) for r in rows]
    finally:
        engine.dispose()


def hello(ws: Any, token: str) -> dict[str, Any]:
    """Say hello with ``token``; the first state."""
    ws.send_json({"type": "hello", "token": token})
    receive_until(ws, "welcome")
    return receive_until(ws, "state")


def running(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    """``state`` if the game is running in it, else the first state where it is."""
    if state["status"] == "running":
        return state
    for _ in range(50):
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "state" and message["status"] == "running":
            return message
    raise AssertionError("the game did not start")


def next_state(ws: Any, after: int) -> dict[str, Any]:
    """Read until a state past move ``after`` arrives (errors fail the test)."""
    for _ in range(200):
        message: dict[str, Any] = ws.receive_json()
        assert message["type"] != "error", message
        if message["type"] == "state" and message["move"] > after:
            return message
    raise AssertionError(f"no state after move {after}")


def test_moves_on_either_instance_reach_the_players_on_the_other(cluster_config: ServerConfig) -> None:
    with two_instances(cluster_config) as (a, b):
        made = create(a, players=2, seats=REMOTE)
        room, host, guest = (
            made["room"]["id"],
            made["host_token"],
            token_of(made["links"]["seats"]["1"]["url"]),
        )
        with a.websocket_connect(f"/ws/rooms/{room}") as hws, b.websocket_connect(f"/ws/rooms/{room}") as gws:
            host_state, guest_state = hello(hws, host), hello(gws, guest)
            # the guest's claim on b starts the game; a hears of it over Redis
            host_state, guest_state = running(hws, host_state), running(gws, guest_state)
            for _ in range(12):  # whoever is to act does, on their own instance; the other sees it
                acting, watching = (hws, gws) if host_state["legal"] else (gws, hws)
                now = host_state if host_state["legal"] else guest_state
                assert now["legal"], now
                acting.send_json({"type": "act", "action": now["legal"][0]["action"], "move": now["move"]})
                one, other = next_state(acting, now["move"]), next_state(watching, now["move"])
                assert one["move"] == other["move"] == now["move"] + 1
                host_state, guest_state = (one, other) if acting is hws else (other, one)
                if one["status"] != "running":
                    break
            # the guest's presence on b shows on a: the seat is connected, nobody stands in
            assert host_state["players"][1]["connected"] is True
            gws.send_json({"type": "chat", "text": "hei vaan"})
            said = receive_until(hws, "chat")
            assert said["text"] == "hei vaan"  # chat crosses instances too
            hws.send_json({"type": "chat_hide", "line": said["id"]})  # web-CHAT-05: and so does hiding it
            assert receive_until(gws, "chat_hidden")["line"] == said["id"]
        moves = stored_moves(cluster_config, room)
        assert [n for n, _, _ in moves] == list(range(1, len(moves) + 1))  # each move once, in order
        assert loaded(a, room).state.to_json() == loaded(b, room).state.to_json()


@pytest.mark.rule("web-CLUSTER-01")
def test_the_same_move_sent_to_both_instances_is_stored_once(cluster_config: ServerConfig) -> None:
    with two_instances(cluster_config) as (a, b):
        room_id = create(a, players=2, seats=[{"kind": "human", "local": True}] * 2)["room"]["id"]
        mine, theirs = loaded(a, room_id), loaded(b, room_id)
        for _ in range(5):
            move, seat = mine.move, mine.state.to_act
            assert theirs.move == move and seat is not None
            action = mine.state.legal_actions()[0].text
            assert a.portal is not None and b.portal is not None

            async def act(room: Room, seat: int = seat, action: str = action, move: int = move) -> str:
                try:
                    await room.act(seat, action, expect=move)
                except Refused as refusal:
                    return refusal.code
                return "stored"

            # both copies apply the move and commit it at the same moment: the store keeps one
            first = a.portal.start_task_soon(lambda: act(mine))
            second = b.portal.start_task_soon(lambda: act(theirs))
            outcomes = sorted([first.result(timeout=120), second.result(timeout=120)])
            assert outcomes == ["stale", "stored"]
            eventually(lambda: mine.move == theirs.move == move + 1)  # noqa: B023 (awaited here)
        moves = stored_moves(cluster_config, room_id)
        assert [n for n, _, _ in moves] == [1, 2, 3, 4, 5]
        assert mine.state.to_json() == theirs.state.to_json()


@pytest.mark.rule("web-SEAT-01")
def test_an_open_seat_is_granted_once_across_instances(cluster_config: ServerConfig) -> None:
    with two_instances(cluster_config) as (a, b):
        seats = [{"kind": "human", "local": True}, {"kind": "human", "open": True}]
        room = create(a, players=2, seats=seats)["room"]["id"]
        loaded(b, room)  # both instances hold the room, each believing the seat open

        def join(client: TestClient) -> int:
            return client.post(f"/api/rooms/{room}/join", json={"seat": 1, "name": "Anna"}).status_code

        with ThreadPoolExecutor(2) as pool:
            answers = sorted(pool.map(join, [a, b, a, b]))
        assert answers == [200, 409, 409, 409]
        eventually(lambda: loaded(a, room).seats[1].claimed and loaded(b, room).seats[1].claimed)
        assert loaded(a, room).seats[1].session_hash == loaded(b, room).seats[1].session_hash


def test_the_lobby_lists_the_same_rooms_on_every_instance(cluster_config: ServerConfig) -> None:
    with two_instances(cluster_config) as (a, b):
        made = {
            create(client, players=2, seats=REMOTE, title=title)["room"]["id"]
            for client, title in ((a, "A"), (b, "B"))
        }
        for client in (a, b):
            listed = client.get("/api/rooms").json()
            assert made <= {
                room["id"] for rooms in listed.values() if isinstance(rooms, list) for room in rooms
            }


def test_bots_play_on_one_instance_and_another_takes_over_when_it_stops(cluster_config: ServerConfig) -> None:
    slow = dataclasses.replace(cluster_config, bot_delay=0.05)
    with TestClient(create_app(slow)) as b:
        with TestClient(create_app(slow)) as a:
            room = create(a, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
            copy = loaded(b, room)
            assert manager(a).cluster is not None and manager(a).cluster.owns(room)  # type: ignore[union-attr]
            assert manager(b).cluster is not None and not manager(b).cluster.owns(room)  # type: ignore[union-attr]
            eventually(lambda: copy.move >= 5)  # a's bots play; b's copy follows over Redis
            assert not copy.pacing.running  # b runs no bots for it
        # a stopped (its leases went with it): b takes the room over and its bots play on
        at = copy.move
        eventually(lambda: manager(b).cluster.owns(room), seconds=5)  # type: ignore[union-attr]
        eventually(lambda: copy.move > at + 3, seconds=10)
    moves = stored_moves(cluster_config, room)
    assert [n for n, _, _ in moves] == list(range(1, len(moves) + 1)) and {by for _, _, by in moves} == {
        "bot"
    }


@pytest.mark.rule("web-CLUSTER-02")
def test_a_bot_move_of_a_lost_lease_is_not_stored(cluster_config: ServerConfig) -> None:
    """web-CLUSTER-02: the commit checks the lease; an instance that lost the room stores nothing."""
    with TestClient(create_app(cluster_config)) as a:
        room = create(a, players=2, seats=REMOTE)["room"]["id"]
    store = Store(cluster_config.url())
    try:
        move = MoveWrite(
            room,
            1,
            0,
            "roll",
            "bot",
            room={"snapshot": None, "moves": 1, "to_act": 1, "status": "running", "outcome": None},
            lease=Fence(room, "nobody", 1),
        )  # an owner that holds no such lease
        with pytest.raises(Conflict), store.engine.begin() as conn:
            run_jobs(conn, [move])
    finally:
        store.close()
    assert stored_moves(cluster_config, room) == []


def test_single_servers_and_cluster_instances_never_share_a_database(cluster_config: ServerConfig) -> None:
    url = cluster_config.url()
    alone = Store(url, server=True)
    with pytest.raises(StoreUnavailable, match="already uses the database"):
        Store(url, server=True)  # without --redis-url PostgreSQL keeps one server, as before
    with pytest.raises(StoreUnavailable, match="without --redis-url"):
        Store(url, server=True, cluster=True)
    alone.close()
    instance = Store(url, server=True, cluster=True)
    also = Store(url, server=True, cluster=True)  # a second instance joins
    with pytest.raises(StoreUnavailable, match="already uses the database"):
        Store(url, server=True)
    instance.close()
    also.close()


def test_a_cluster_needs_postgresql(tmp_path: Path) -> None:
    config = ServerConfig(data_dir=tmp_path, redis_url="redis://127.0.0.1:1/0")
    with pytest.raises(StoreUnavailable, match="share a PostgreSQL database"):
        open_store(config)
    message = refused(serve(tmp_path, "--redis-url", "redis://127.0.0.1:1/0"))  # as a person meets it
    assert "several servers (--redis-url) share a PostgreSQL database" in message


# ---------------------------------------------------------------------- failover, real processes


def instance(config: ServerConfig, port: int = 0) -> list[str]:
    """The command line of one ``noppa serve`` instance of ``config``'s cluster."""
    assert config.database_url is not None and config.redis_url is not None
    return [sys.executable, "-m", "noppa.cli.main", "serve", "--port", str(port),
            "--data-dir", str(config.data_dir), "--database-url", config.database_url,
            "--redis-url", config.redis_url, "--bot-delay", "0.05", "--bot-workers", "0"]  # fmt: skip


def started(command: list[str], log: Path) -> tuple[subprocess.Popen[str], str]:
    """Start ``command`` (its log to ``log``); the process and the address it printed.

    Stop it with :func:`tests.processes.stop` (the session's reaper gets it if a test does not)."""
    with log.open("w") as err:
        process = start(command, stderr=err)
    line = read_line(process)
    if "serving at" not in line:
        stop(process, signal.SIGKILL, grace=0)
        raise AssertionError(line + log.read_text())
    return process, line.split("serving at ", 1)[1].split()[0].rstrip("/")


async def person(bases: list[str], room: str, token: str, acked: list[int], stop: asyncio.Event) -> int:
    """A person at one seat: plays the first legal action on every turn; when the server goes away,
    reconnects to the next address (as a browser behind a load balancer would). Returns the
    number of reconnections; ``acked`` gets the move number of every move the server acknowledged.
    """
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    reconnects, session, which = 0, token, 0
    while not stop.is_set():
        url = bases[which % len(bases)].replace("http", "ws", 1) + f"/ws/rooms/{room}"
        try:
            async with connect(url, open_timeout=5) as ws:
                await ws.send(json.dumps({"type": "hello", "token": session}))
                pending: int | None = None
                while not stop.is_set():
                    message = json.loads(await asyncio.wait_for(ws.recv(), timeout=30))
                    if message["type"] == "welcome" and message["you"]["session"]:
                        session = message["you"]["session"]  # the invitation is spent: keep the session
                    if message["type"] == "error":
                        assert message["code"] in ("stale", "not_your_turn"), message
                        pending = None
                    if message["type"] != "state":
                        continue
                    if pending is not None and message.get("ack") == pending:
                        acked.append(pending + 1)
                        pending = None
                    if message["status"] == "finished":
                        stop.set()
                        break
                    if message["legal"] and pending is None:
                        pending = message["move"]
                        await ws.send(json.dumps({"type": "act", "action": message["legal"][0]["action"],
                                                  "move": pending, "id": pending}))  # fmt: skip
        except (OSError, ConnectionClosed, TimeoutError):
            reconnects += 1
            which += 1
            await asyncio.sleep(0.2)
    return reconnects


@pytest.mark.rule("web-CLUSTER-03")
def test_failover_when_an_instance_is_killed_mid_game(cluster_config: ServerConfig) -> None:
    """web-CLUSTER-03: kill -9 one of two instances mid-game, people on both and bots playing.

    The people reconnect to the other instance and finish; the bots carry on there; every move the
    server acknowledged is stored, each move number once and in order, no seat is granted twice.
    """
    logs = cluster_config.data_dir
    first, base_a = started(instance(cluster_config), logs / "a.log")
    second, base_b = started(instance(cluster_config), logs / "b.log")
    try:
        body = {"game": "dungeon-dice", "players": 3, "public": False,
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}]}  # fmt: skip
        made = httpx.post(f"{base_a}/api/rooms", json=body, timeout=60).json()
        room = made["room"]["id"]
        links = [token_of(made["links"]["seats"][str(s)]["url"]) for s in (0, 1)]
        acked: list[int] = []

        async def play() -> list[int]:
            stop = asyncio.Event()
            # the second person takes a seat on b first; the first person's arrival on a starts the
            # game there, so a owns the room and runs its bot: killing a must hand the bot to b
            people = [asyncio.create_task(person([base_b, base_a], room, links[1], acked, stop))]
            async with httpx.AsyncClient() as client:

                async def claimed() -> bool:
                    seats = (await client.get(f"{base_a}/api/rooms/{room}")).json()["seats"]
                    return bool(seats[1]["claimed"])

                await until_async(claimed, "the second person took a seat on b")
            people.insert(0, asyncio.create_task(person([base_a, base_b], room, links[0], acked, stop)))
            await until_async(lambda: len(acked) >= 6 or any(p.done() for p in people), "well into the game")
            first.send_signal(signal.SIGKILL)
            killed_at.append(max(acked, default=0))
            killed_when.append(time.time())
            done = await asyncio.wait_for(asyncio.gather(*people), timeout=120)
            return list(done)

        killed_at: list[int] = []
        killed_when: list[float] = []
        reconnects = run_async(play())
        assert reconnects[0] >= 1  # the person on the killed instance came back through the other
        final = httpx.get(f"{base_b}/api/rooms/{room}", timeout=60).json()
        assert final["status"] == "finished"
        assert httpx.get(f"{base_b}/api/health", timeout=60).json()["cluster"]["takeovers"] == 1
    finally:
        for process in (first, second):
            stop(process)
    moves = stored_moves(cluster_config, room)
    numbers = [n for n, _, _ in moves]
    assert numbers == list(range(1, len(moves) + 1)) and final["moves"] == len(moves)
    assert set(acked) <= set(numbers) and len(acked) == len(set(acked))  # no acknowledged move lost
    assert {by for n, _, by in moves if n > killed_at[0] + 1} == {"human", "bot"}  # both went on
    took = [line for line in (logs / "b.log").read_text().splitlines() if "took over 1 rooms" in line]
    assert took, "b did not take the room over"
    when = datetime.strptime(took[0][:23], "%Y-%m-%d %H:%M:%S,%f").timestamp()
    print(f"b took the room over {when - killed_when[0]:.2f} s after the kill")
    assert when - killed_when[0] < 5.0  # within seconds
    engine = sa.create_engine(cluster_config.url(), poolclass=sa.pool.NullPool)
    with engine.connect() as conn:
        sessions = conn.execute(sa.text("SELECT seat, session_hash FROM noppa_seats WHERE room_id = :r"),
                                {"r": room}).all()  # fmt: skip
    engine.dispose()
    assert len({s for _, s in sessions if s}) == 2  # each person's seat granted once, to one device


def test_an_instance_that_loses_its_lease_connection_stops_its_bots_and_another_takes_over(
    cluster_config: ServerConfig,
) -> None:
    """The database drops the connection holding a's leases: a notices, connects again, and the room
    goes to whichever instance takes it first (one only); the game goes on, each move stored once."""
    slow = dataclasses.replace(cluster_config, bot_delay=0.05)
    with two_instances(slow) as (a, b):
        room = create(a, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
        first = manager(a).cluster
        assert first is not None and first.owns(room)
        copy = loaded(b, room)
        eventually(lambda: copy.move >= 3)
        second = manager(b).cluster
        assert second is not None
        old = first.leases.pid
        engine = sa.create_engine(cluster_config.url(), poolclass=sa.pool.NullPool)
        with engine.connect() as conn:
            conn.execute(sa.select(sa.func.pg_terminate_backend(old)))
        engine.dispose()
        eventually(lambda: first.leases.pid != old)  # a noticed, and connected again
        eventually(lambda: first.owns(room) or second.owns(room))  # whoever came first took it
        assert not (first.owns(room) and second.owns(room))
        at = copy.move
        eventually(lambda: copy.move > at + 3, seconds=10)
    moves = stored_moves(cluster_config, room)
    assert [n for n, _, _ in moves] == list(range(1, len(moves) + 1))


def test_an_instance_hears_only_the_rooms_it_holds(
    cluster_config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A channel per room: b hears a room's moves while it holds the room, and not before or after."""
    slow = dataclasses.replace(cluster_config, bot_delay=0.05)
    with two_instances(slow) as (a, b):
        room = create(a, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
        played = manager(a).rooms[room]
        listening = manager(b).cluster
        assert listening is not None
        eventually(lambda: played.move >= 3)
        heard, at = listening.heard, played.move
        eventually(lambda: played.move >= at + 5)
        assert room not in listening.watching() and listening.heard == heard  # none of a's moves
        copy = loaded(b, room)  # a client of b looks at it: b subscribes, then reads it
        assert room in listening.watching()
        at = copy.move
        eventually(lambda: copy.move >= at + 3)  # its moves come to b now
        assert listening.heard > heard
        on(b, lambda: manager(b).sweep(time.monotonic() + 86_400))  # nobody watches it on b: it goes
        assert room not in manager(b).rooms
        monkeypatch.setattr("noppa.server.cluster.UNWATCH_AFTER", 0.0)
        on(b, listening._unwatch_gone)
        assert room not in listening.watching()
        eventually(lambda: played.move >= copy.move + 2)
        heard = listening.heard
        at = played.move
        eventually(lambda: played.move >= at + 5)
        assert listening.heard == heard  # unsubscribed: b hears nothing of it again


def welcome_of(ws: Any, token: str) -> dict[str, Any]:
    """Say hello with ``token``; the welcome (with the room's chat lines)."""
    ws.send_json({"type": "hello", "token": token})
    return receive_until(ws, "welcome")


@pytest.mark.rule("web-CHAT-01")
def test_a_hello_reads_the_chat_only_when_the_instance_may_have_missed_a_line(
    cluster_config: ServerConfig,
) -> None:
    """An instance listening to a room's channel hears every chat line said in it, so it knows a
    room without chat as a single server does (no store read at every hello); a line said on the
    other instance shows at the next hello; once it stops listening, a hello reads the store again."""
    with two_instances(cluster_config) as (a, b):
        made = create(a, players=2, seats=REMOTE)
        room, host, guest = (
            made["room"]["id"],
            made["host_token"],
            token_of(made["links"]["seats"]["1"]["url"]),
        )
        players, listening = manager(b).players, manager(b).cluster
        assert listening is not None
        reads: list[str] = []

        def count(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
            if "FROM noppa_chat" in statement:
                reads.append(statement)

        sa.event.listen(manager(b).store.engine, "before_cursor_execute", count)
        with b.websocket_connect(f"/ws/rooms/{room}") as gws:
            welcome = welcome_of(gws, guest)
            assert welcome["chat"] == []
            guest = welcome["you"]["session"]  # the invitation is spent: the claim's session plays on
            assert len(reads) == 1 and listening.hears(room) and room in players.quiet
            with b.websocket_connect(f"/ws/rooms/{room}") as tab:  # a second tab: known quiet
                assert welcome_of(tab, guest)["chat"] == []
            assert len(reads) == 1
            with a.websocket_connect(f"/ws/rooms/{room}") as hws:
                welcome_of(hws, host)
                hws.send_json({"type": "chat", "text": "hei vaan"})
                assert receive_until(gws, "chat", limit=200)["text"] == "hei vaan"  # b heard it
            assert room not in players.quiet
            with b.websocket_connect(f"/ws/rooms/{room}") as tab:
                assert [line["text"] for line in welcome_of(tab, guest)["chat"]] == ["hei vaan"]
            assert len(reads) == 2
        players.no_chat(room)  # as if read empty; then b stops listening to the room
        assert listening.hears(room)
        listening._not_listening([room])
        assert not listening.hears(room) and room not in players.quiet
        with b.websocket_connect(f"/ws/rooms/{room}") as gws:
            assert [line["text"] for line in welcome_of(gws, guest)["chat"]] == ["hei vaan"]
        assert len(reads) == 3  # read again: a line said while not listening would be missed


@pytest.mark.rule("web-CLUSTER-01")
def test_moves_of_a_room_nobody_else_holds_stay_off_redis_until_another_instance_asks(
    cluster_config: ServerConfig,
) -> None:
    """An instance publishes a room's moves only while another holds the room: Redis tells how many
    heard the last one; an instance that starts holding it asks, hears the latest moves again and
    every move after, and its copy stays the owner's."""
    slow = dataclasses.replace(cluster_config, bot_delay=0.05)
    with two_instances(slow) as (a, b):
        room = create(a, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
        played, owner = manager(a).rooms[room], manager(a).cluster
        assert owner is not None
        eventually(lambda: owner.unpublished >= 3)  # nobody else holds it: its moves stay off Redis
        copy = loaded(b, room)  # b subscribes, reads the room, then asks
        at = copy.move
        eventually(lambda: copy.move >= at + 5)  # a publishes its moves again, b follows them
        skipped, at = owner.unpublished, played.move
        eventually(lambda: played.move >= at + 5 and copy.move >= at + 5)
        assert owner.unpublished == skipped
        assert copy.state.history[: at + 5] == played.state.history[: at + 5]


def test_the_route_slot_is_nginx_hash_on_the_room_id() -> None:
    """nginx's ``hash`` without ``consistent`` (Cache::Memcached's formula): crc32("abc") is
    0x352441C2, so the key "abc" goes to server (0x3524 % N): the first of two, the third of three."""
    assert route_slot("abc", 2) == 0x3524 % 2 == 0
    assert route_slot("abc", 3) == 0x3524 % 3 == 2
    assert route_slot("abc", 1) == 0


@pytest.mark.parametrize("raw", ["0/2", "3/2", "2", "a/2", "1/b", "١/2", "1/1001", "-1/2", "1/2/3", ""])
def test_a_route_slot_option_that_is_not_i_of_n_is_refused_by_what_was_given(raw: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as refused_slot:
        route_slot_option("en")(raw)
    assert f"'{raw}' is not a slot I/N" in str(refused_slot.value)
    assert route_slot_option("en")("2/3") == (2, 3)


@pytest.mark.rule("web-CLUSTER-04")
def test_routed_instances_make_rooms_the_hash_sends_to_them_and_play_them_alone(
    cluster_config: ServerConfig,
) -> None:
    """With ``--route-slot`` each instance makes only rooms whose id nginx's hash sends to it, and
    owns them: players routed by the room id play on it and nothing crosses to the other instance.
    When routing fails (the hash changed, the instance died) a player on the other instance still
    plays through Redis and the store, as at random."""
    first = dataclasses.replace(cluster_config, route_slot=(1, 2))
    second = dataclasses.replace(cluster_config, route_slot=(2, 2))
    with TestClient(create_app(first)) as a, TestClient(create_app(second)) as b:
        for instance, slot in ((a, 0), (b, 1)):
            for _ in range(6):
                assert route_slot(create(instance, players=2, seats=REMOTE)["room"]["id"], 2) == slot
        made = create(a, players=2, seats=REMOTE)  # a Dungeon Dice game is not over after 5 moves
        room, host = made["room"]["id"], made["host_token"]
        guest = token_of(made["links"]["seats"]["1"]["url"])
        url = f"/ws/rooms/{room}"
        with a.websocket_connect(url) as hws, a.websocket_connect(url) as gws:
            host_state = hello(hws, host)
            guest = welcome_of(gws, guest)["you"]["session"]  # the invitation is spent: the session plays on
            host_state, guest_state = running(hws, host_state), running(gws, receive_until(gws, "state"))
            cluster = manager(a).cluster
            assert cluster is not None and cluster.owns(room)  # started here: its lease is here
            for _ in range(4):
                acting, now = (hws, host_state) if host_state["legal"] else (gws, guest_state)
                acting.send_json({"type": "act", "action": now["legal"][0]["action"], "move": now["move"]})
                host_state, guest_state = next_state(hws, now["move"]), next_state(gws, now["move"])
        assert room not in manager(b).rooms  # routed: the other instance never held the room
        assert host_state["status"] == "running"
        with a.websocket_connect(url) as hws, b.websocket_connect(url) as gws:  # the hash changed: b
            host_state, guest_state = hello(hws, host), hello(gws, guest)
            assert host_state["move"] == guest_state["move"]
            acting, now = (hws, host_state) if host_state["legal"] else (gws, guest_state)
            acting.send_json({"type": "act", "action": now["legal"][0]["action"], "move": now["move"]})
            assert next_state(hws, now["move"])["move"] == next_state(gws, now["move"])["move"]
        moves = stored_moves(cluster_config, room)
        assert [n for n, _, _ in moves] == list(range(1, len(moves) + 1))


def lease_row(config: ServerConfig, room_id: str) -> tuple[str | None, int] | None:
    """The room's lease row: (owner, fencing number)."""
    engine = sa.create_engine(config.url(), poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            row = conn.execute(
                sa.text("SELECT owner, token FROM noppa_leases WHERE room_id = :r"), {"r": room_id}
            ).first()
            return None if row is None else (row[0], int(row[1]))
    finally:
        engine.dispose()


@pytest.mark.rule("web-CLUSTER-05")
def test_a_room_that_starts_running_is_leased_in_the_transaction_that_starts_it(
    cluster_config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A room made running, or started by the seat claim that fills it, is this instance's the
    moment its start is stored: no separate take on the lease connection afterwards."""

    def no_separate_take(self: Leases, room_ids: Any) -> set[str]:
        raise AssertionError(f"the lease of {room_ids} was taken apart from the room's start")

    monkeypatch.setattr(Leases, "take", no_separate_take)
    slow = dataclasses.replace(cluster_config, bot_delay=0.05)
    with two_instances(slow) as (a, b):
        bots = create(a, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
        made = create(b, players=2, seats=REMOTE)
        room, host = made["room"]["id"], made["host_token"]
        with b.websocket_connect(f"/ws/rooms/{room}") as hws, b.websocket_connect(f"/ws/rooms/{room}") as gws:
            host_state = hello(hws, host)
            hello(gws, token_of(made["links"]["seats"]["1"]["url"]))  # the claim starts the game
            running(hws, host_state)
            for client, room_id in ((a, bots), (b, room)):
                cluster = manager(client).cluster
                assert cluster is not None and cluster.owns(room_id)
                assert lease_row(cluster_config, room_id) == (
                    cluster.leases.owner,
                    cluster.leases.owned[room_id],
                )
