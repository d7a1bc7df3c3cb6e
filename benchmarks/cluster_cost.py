"""What a cluster instance costs per move, next to one server alone (issue 26, goal 2).

Plays the same load three times, each time on a fresh PostgreSQL database made for it (and
dropped after): on one ``noppa serve`` alone, then twice on two instances of one cluster (the same
database kind plus Redis), where each room is made on one instance in turn (a load balancer's round
robin). First each player connects to an instance drawn at random (about half the games have their
players on different instances); then the players are routed as the deployment rule of
``docs/web.md`` (*Deployment*, web-CLUSTER-04) routes them: the instances run with
``--route-slot I/N`` and each player connects to the instance nginx's ``hash`` on the room id picks,
the one that made the room and owns it, so no move crosses instances. ``--route random`` or
``--route hash`` runs only one of the two. Each game: two people over
WebSockets acting ``--think`` seconds after their turn comes. The CPU of each server process is
counted only after ``--warm-up`` seconds and for ``--seconds`` seconds; start-up is never in it.
``--idle-rooms N`` first stores N running rooms nobody plays (made directly in the store): the
instances' per-move cost should not grow with them.

    python benchmarks/cluster_cost.py --database-url postgresql+psycopg://noppa@127.0.0.1:55432/noppa \
        --redis-url redis://127.0.0.1:56379/0 --games 100 --seconds 30 [--idle-rooms 5000]

Prints, for each setup, moves a second, round trip p50/p99, the CPU per move of each process and
of all together, PostgreSQL's committed transactions a move (a connection check counts as one), and
the cluster's CPU per move as a multiple of the one server's. A benchmark, not a test: it asserts
nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import secrets
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx2 as httpx
import sqlalchemy as sa
from websockets.asyncio.client import connect


@dataclass
class Counts:
    """What the players measured while the window was open."""

    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    counting: bool = False
    commits: int = 0
    """PostgreSQL transactions committed in the database while counting (all its clients)."""


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of a process (Linux; 0 for one gone or not readable)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def backends(url: str) -> list[int]:
    """The PostgreSQL backends connected to ``url``'s database (processes of this machine when
    PostgreSQL runs here: their CPU is the database's work for the servers)."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            return list(
                conn.execute(
                    sa.text("SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                            " AND pid <> pg_backend_pid()")
                ).scalars()
            )  # fmt: skip
    finally:
        engine.dispose()


def commits(url: str) -> int:
    """Transactions committed so far in ``url``'s database (``pg_stat_database``; its counters lag
    by up to half a second, which over a window of seconds is noise)."""
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        with engine.connect() as conn:
            return int(
                conn.execute(
                    sa.text("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
                ).scalar_one()
            )
    finally:
        engine.dispose()


@contextlib.contextmanager
def fresh_database(base: str) -> Iterator[str]:
    """A new empty database beside ``base``'s, dropped afterwards."""
    url = sa.make_url(base)
    name = f"noppa_cost_{secrets.token_hex(5)}"
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield url.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


def store_idle_rooms(url: str, count: int) -> None:
    """``count`` running rooms of two people at move 0, made directly in the store."""
    if count <= 0:
        return
    from noppa.engine import get_game
    from noppa.server.seat import HUMAN, Seat
    from noppa.server.store import RoomRecord, Store
    from noppa.server.tables import rooms_table, seats_table

    state = get_game("dungeon-dice").new_state(2, seed=7)
    saved = state.to_json()
    now = time.time()
    template = RoomRecord(
        id="idle00template", game="dungeon-dice", players=2, options=dict(state.options), lang="en",
        public=False, title="", status="running", dice=saved["dice"], snapshot=saved["snapshot"], moves=0,
        to_act=state.to_act, outcome=None, host_hash="-", away_after=0, created_at=now, updated_at=now,
        seats=[Seat(seat=n, kind=HUMAN, bot=None, name="", token_hash="-") for n in range(2)],
    )  # fmt: skip
    store = Store(url)
    try:
        with store.engine.begin() as conn:
            Store.insert_room(conn, template)
            columns = ", ".join(c.name for c in rooms_table.columns if c.name != "id")
            seats = ", ".join(c.name for c in seats_table.columns if c.name != "room_id")
            ids = {"ids": [f"idle{n:010d}" for n in range(count - 1)], "t": template.id}
            conn.execute(
                sa.text(
                    f"INSERT INTO noppa_rooms (id, {columns}) SELECT n, {columns} FROM noppa_rooms,"
                    " unnest(CAST(:ids AS text[])) AS n WHERE id = :t"
                ),
                ids,
            )
            conn.execute(
                sa.text(
                    f"INSERT INTO noppa_seats (room_id, {seats}) SELECT n, {seats} FROM noppa_seats,"
                    " unnest(CAST(:ids AS text[])) AS n WHERE room_id = :t"
                ),
                ids,
            )
    finally:
        store.close()


def loaded(rooms: int, urls: list[str]) -> None:
    """Wait until the servers hold ``rooms`` running rooms in all (resumed, or taken and loaded)."""
    deadline = time.monotonic() + 1200
    while time.monotonic() < deadline:
        held = 0
        for url in urls:
            with contextlib.suppress(httpx.HTTPError):
                held += int(httpx.get(f"{url}/api/health", timeout=10).json()["live_rooms"])
        if held >= rooms:
            return
        time.sleep(1.0)
    raise SystemExit(f"the servers did not load the {rooms} idle rooms within 20 minutes")


def start(
    database_url: str, redis_url: str | None, data_dir: str, slot: str | None = None
) -> tuple[subprocess.Popen[str], str]:
    """One ``noppa serve`` (an instance of a cluster with ``redis_url``, the ``slot`` ``I/N`` of a
    hash-routed one), its limits lifted."""
    command = [sys.executable, "-m", "noppa.cli.main", "serve", "--port", "0", "--quiet",
               "--data-dir", data_dir, "--database-url", database_url]  # fmt: skip
    for flag in ("--max-rooms", "--max-bot-rooms", "--client-rooms", "--client-bot-rooms", "--room-rate"):
        command += [flag, "1000000"]
    if redis_url:
        command += ["--redis-url", redis_url]
    if slot:
        command += ["--route-slot", slot]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    found = re.search(r"http://[\w.\[\]:]+", server.stdout.readline())
    if not found:
        server.kill()
        raise SystemExit("the server did not start")
    return server, found.group(0).rstrip("/")


@dataclass
class Play:
    """One setup's play: the servers' addresses, how people behave, what they count, when to stop."""

    urls: list[str]
    think: float
    counts: Counts
    until: float
    routed: bool = False
    """Each person on the instance the room id hashes to (web-CLUSTER-04), else one at random."""


async def person(play: Play, url: str, room: str, token: str) -> None:
    """One person at one seat: act (after thinking) on every turn; time the acknowledgements."""
    think, counts, until = play.think, play.counts, play.until
    rng = random.Random(token)
    async with connect(url.replace("http", "ws", 1) + f"/ws/rooms/{room}", max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "en"}))
        sent: dict[str, float] = {}
        acted = -1
        while time.monotonic() < until:
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), max(0.1, until - time.monotonic())))
            except TimeoutError:
                return
            if message["type"] == "error":
                counts.errors[message["code"]] = counts.errors.get(message["code"], 0) + 1
                sent.clear()
                acted = -1
                continue
            if message["type"] != "state":
                continue
            ack = message.get("ack")
            if ack in sent:
                if counts.counting:
                    counts.latencies.append(time.perf_counter() - sent[ack])
                    counts.moves += 1
                del sent[ack]
            if message["status"] == "finished":
                return
            if message["legal"] and acted != message["move"] and not sent:
                await asyncio.sleep(think * (0.5 + rng.random()))
                acted = message["move"]
                ref = f"m{acted}"
                sent[ref] = time.perf_counter()
                action = rng.choice(message["legal"])["action"]
                await ws.send(json.dumps({"type": "act", "action": action, "move": acted, "id": ref}))


async def slot(client: httpx.AsyncClient, play: Play, n: int) -> None:
    """Keep one game going in this slot: made on one instance in turn, its people on any."""
    urls, counts = play.urls, play.counts
    rng = random.Random(n)
    await asyncio.sleep(rng.random() * 2)
    while time.monotonic() < play.until - 1:
        body = {"game": "dungeon-dice", "players": 2, "public": False,
                "seats": [{"kind": "human", "local": True}, {"kind": "human"}]}  # fmt: skip
        try:
            made = (
                (await client.post(f"{urls[n % len(urls)]}/api/rooms", json=body)).raise_for_status().json()
            )
        except httpx.HTTPError as error:
            counts.errors[type(error).__name__] = counts.errors.get(type(error).__name__, 0) + 1
            await asyncio.sleep(1.0)
            continue
        guest = made["links"]["seats"]["1"]["url"].split("#t=")[1]
        room = made["room"]["id"]
        if play.routed:
            from noppa.server.cluster import route_slot

            home = urls[route_slot(room, len(urls))]
        await asyncio.gather(
            person(play, home if play.routed else rng.choice(urls), room, made["host_token"]),
            person(play, home if play.routed else rng.choice(urls), room, guest),
            return_exceptions=True,
        )


async def measure(
    urls: list[str], pids: list[int], args: argparse.Namespace, database: str, routed: bool
) -> tuple[Counts, list[float], float]:
    """Play; count after the warm-up for ``--seconds``: the counts, each process's CPU, the seconds."""
    counts = Counts()
    until = time.monotonic() + args.warm_up + args.seconds + 2
    async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=50)) as client:
        play = Play(urls, args.think, counts, until, routed)
        games = asyncio.gather(*(slot(client, play, n) for n in range(args.games)))
        await asyncio.sleep(args.warm_up)
        pg = backends(database)
        pg_before = {pid: cpu_seconds(pid) for pid in pg}
        commits_before = commits(database)
        before, at = [cpu_seconds(pid) for pid in pids], time.monotonic()
        counts.counting = True
        await asyncio.sleep(args.seconds)
        counts.counting = False
        spent = [cpu_seconds(pid) - b for pid, b in zip(pids, before, strict=True)]
        counts.commits = commits(database) - commits_before
        stayed = set(backends(database)) & set(pg)
        spent.append(sum(cpu_seconds(pid) - pg_before[pid] for pid in stayed))
        elapsed = time.monotonic() - at
        await games
    return counts, spent, elapsed


def setup(args: argparse.Namespace, instances: int, routed: bool = False) -> float:
    """Run one setup; print its figures; its CPU per move (ms, all servers and PostgreSQL)."""
    with fresh_database(args.database_url) as url, tempfile.TemporaryDirectory() as data:
        from noppa.server.store import Store

        Store(url).close()  # the schema, before any instance starts
        store_idle_rooms(url, args.idle_rooms)
        servers = [
            start(url, args.redis_url if instances > 1 else None, data, f"{n + 1}/{instances}" * routed)
            for n in range(instances)
        ]
        try:
            loaded(args.idle_rooms, [u for _, u in servers])
            counts, spent, elapsed = asyncio.run(
                measure([u for _, u in servers], [s.pid for s, _ in servers], args, url, routed)
            )
        finally:
            for server, _ in servers:
                server.terminate()
            for server, _ in servers:
                server.wait(30)
    lat = sorted(x * 1000 for x in counts.latencies) or [float("nan")]
    name = "one server, PostgreSQL" if instances == 1 else f"{instances} instances, PostgreSQL + Redis"
    if instances > 1:
        routing = "routed by the room id to the instance that made it" if routed else "at random"
        name += f" (people {routing})"
    *servers_cpu, database_cpu = spent
    total = sum(servers_cpu) / max(counts.moves, 1) * 1000
    print(f"{name}: {args.games} games, think {args.think} s, {args.idle_rooms} idle running rooms")
    print(f"  moves           {counts.moves / elapsed:.0f} a second over {elapsed:.0f} s")
    p50, p99 = lat[len(lat) // 2], lat[min(len(lat) - 1, len(lat) * 99 // 100)]
    print(f"  round trip      p50 {p50:.1f} ms, p99 {p99:.1f} ms")
    for n, cpu in enumerate(servers_cpu):
        per_move = cpu / max(counts.moves / len(servers_cpu), 1) * 1000
        print(
            f"  server {n + 1} CPU    {cpu / elapsed * 100:.0f} % of a core, {per_move:.2f} ms a move served"
        )
    print(f"  CPU per move    {total:.2f} ms (all servers)")
    per_move = database_cpu / max(counts.moves, 1) * 1000
    print(
        f"  PostgreSQL      {database_cpu / elapsed * 100:.0f} % of a core, {per_move:.2f} ms a move,"
        f" {counts.commits / max(counts.moves, 1):.2f} transactions a move"
    )
    print(f"  machine load    {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    if counts.errors:
        print(f"  refusals        {counts.errors}")
    return total + per_move


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--database-url", required=True, help="a PostgreSQL server (databases are made beside)"
    )
    parser.add_argument("--redis-url", required=True, help="the Redis of the cluster")
    parser.add_argument("--games", type=int, default=100, help="games played at once (100)")
    parser.add_argument("--seconds", type=float, default=30.0, help="seconds counted (30)")
    parser.add_argument("--warm-up", type=float, default=8.0, help="seconds played before counting (8)")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds before a person acts (0.5)")
    parser.add_argument(
        "--idle-rooms", type=int, default=0, help="running rooms nobody plays, stored first (0)"
    )
    parser.add_argument(
        "--route",
        choices=("both", "random", "hash"),
        default="both",
        help="the cluster's people on instances drawn at random, routed by the room id"
        " (web-CLUSTER-04: to the instance that made the room, as the deployment rule does), or both (both)",
    )
    parser.add_argument(
        "--cluster-only", action="store_true", help="only the two instances (to profile them)"
    )
    args = parser.parse_args()
    alone = None if args.cluster_only else setup(args, 1)
    modes = {"both": ("random", "hash"), "random": ("random",), "hash": ("hash",)}[args.route]
    found = {mode: setup(args, 2, routed=mode == "hash") for mode in modes}
    if alone is not None:
        for mode, cluster in found.items():
            print(
                f"cluster CPU per move (servers and PostgreSQL) / one server's, people {mode}:"
                f" {cluster / alone:.2f}x"
            )


if __name__ == "__main__":
    main()
