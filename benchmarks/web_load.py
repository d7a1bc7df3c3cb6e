"""Load benchmark of the web platform: N concurrent games played over WebSockets.

Starts ``noppa serve`` in its own process (or uses ``--url``), keeps ``--games`` games running at
once, each played by two remote players (two WebSocket connections, one per seat) who pick a random
legal action ``--think`` seconds after their turn comes. The games get going for ``--warmup``
seconds first; then for ``--seconds`` it counts the moves, the round-trip latency of a move (action
sent → the state acknowledging it received: validation, the engine, the database commit and the
broadcast) and the CPU each process used in that window only (the servers' start-up and warm-up
excluded). When the window closes every player stops at once, whatever it was doing (thinking,
waiting, connecting): a run lasts ``--warmup`` + ``--seconds`` whatever the think time.

CPU is read from ``/proc/<pid>/stat`` of each process tree (a process and all its descendants:
the server's bot workers, PostgreSQL's backends): the servers, and the PostgreSQL and Redis that
listen on the ports of ``--database-url`` and ``--redis-url`` when they run on this machine (the
whole server: other clients of the same PostgreSQL count too, so give the benchmark its own).
It prints the CPU per move of each: the figure that holds on a shared machine, where wall-clock
figures say more about the neighbours than about noppa.

``--floor`` then runs the same traffic against a minimal Starlette WebSocket server (in this file:
receive a move, store a row in the same kind of database with a group-committing writer thread,
send each seat one message as large as noppa's average ``state`` message, a game as long as
the mean of noppa's games that ended in the run: short ones end more often, so it errs short, which
costs the floor more room creations) and prints noppa's CPU per move as a multiple of that floor's.

    python benchmarks/web_load.py                     # 200 games, 5 s warm-up, 30 s measured
    python benchmarks/web_load.py --games 400 --think 0.2 --floor
    python benchmarks/web_load.py --quick             # a few seconds: the smoke run of ./check
    python benchmarks/web_load.py --bot-rooms 60 --games 20 --seconds 40   # people beside bot rooms
    python benchmarks/web_load.py --instances 2 --database-url postgresql+psycopg://… \
        --redis-url redis://127.0.0.1:6379/0 --games 800          # two instances of one cluster

``--instances 2`` starts two ``noppa serve`` instances on one PostgreSQL database and one Redis
(``docs/web.md``, *Several instances*; the database should be empty or throwaway) and spreads the
load over both as a load balancer would: each room is created on one instance in turn, and each
player connects to an instance drawn at random (``--route random``, the default), so about half the
games have their two players on different instances; or (``--route hash``) as the deployment rule
of ``docs/web.md`` (*Deployment*, web-CLUSTER-04) routes them: the instances are started with
``--route-slot I/N`` and each player connects to the instance nginx's ``hash`` on the room id picks,
the one that made the room and runs it. The CPU of each instance is printed.

``--bot-rooms N`` first fills the server with N rooms of search bots playing each other
(``--bot-game``, ``--bot``) and then measures the people's moves beside them, twice from the same
run: on a server whose bots think in its own threads (``--bot-workers 0``, as before the worker
pool) and on one whose bots think in a worker process (``--bot-workers 1``, the default); a first
phase without bot rooms shows what the machine gives at the time.
The started servers' room limits are lifted, so the benchmark is not refused.

A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import queue
import random
import re
import secrets
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx2 as httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect

decode = msgspec.json.Decoder().decode


@dataclass
class Totals:
    """What the players measured (moves and latencies: in the measured window only)."""

    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    games_finished: int = 0
    games_started: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    state_bytes: int = 0
    states: int = 0
    lengths: list[int] = field(default_factory=list)
    """How many moves each finished game took (the floor's games are as long)."""


@dataclass
class Load:
    """One run: where the servers are, how players behave, what they measured, when to count."""

    urls: list[str]
    args: argparse.Namespace
    totals: Totals
    window: tuple[float, float]
    """The measured window (monotonic seconds): moves acknowledged inside it are counted."""

    def counting(self, sent: float, now: float) -> bool:
        start, stop = self.window
        return start <= sent and now <= stop


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) of ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def count(totals: Totals, name: str) -> None:
    totals.errors[name] = totals.errors.get(name, 0) + 1


def instance_of(load: Load, room: str, rng: random.Random) -> str:
    """The instance a player of ``room`` connects to: drawn at random, or (``--route hash``) the one
    the load balancer's hash on the room id picks (web-CLUSTER-04)."""
    if load.args.route == "hash":
        from noppa.server.cluster import route_slot

        return load.urls[route_slot(room, len(load.urls))]
    return load.urls[rng.randrange(len(load.urls))]


async def seat_player(load: Load, room: str, token: str, rng: random.Random) -> None:
    """One person at one seat (on the instance :func:`instance_of` picks): act on every turn until
    the end."""
    url = instance_of(load, room, rng)
    ws_url = url.replace("http", "ws", 1) + f"/ws/rooms/{room}"
    async with connect(ws_url, max_size=2**22, ping_interval=None, close_timeout=1) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "en"}))
        await play(ws, load, rng)


async def play(ws: ClientConnection, load: Load, rng: random.Random) -> None:
    """Answer every state: act (after thinking) when it is our turn, time the acknowledgements."""
    think, totals = load.args.think, load.totals
    pending: dict[str, float] = {}
    counter = 0
    acted_at_move = -1
    while True:
        raw = await ws.recv()
        message = decode(raw)
        kind = message["type"]
        if kind == "error":
            count(totals, message["code"])
            pending.pop(str(message.get("ref")), None)
            acted_at_move = -1
            continue
        if kind != "state":
            continue
        totals.states += 1
        totals.state_bytes += len(raw)
        ack = message.get("ack")
        if ack is not None and ack in pending:
            sent = pending.pop(ack)
            now = time.monotonic()
            if load.counting(sent, now):
                totals.latencies.append(now - sent)
                totals.moves += 1
        if message["status"] == "finished":
            totals.lengths.append(message["move"])
            return
        legal = message["legal"]
        if legal and acted_at_move != message["move"] and not pending:
            if think > 0:
                await asyncio.sleep(think * (0.5 + rng.random()))
            counter += 1
            ref = f"m{counter}"
            acted_at_move = message["move"]
            pending[ref] = time.monotonic()
            choice = rng.choice(legal)["action"]
            await ws.send(json.dumps({"type": "act", "action": choice, "move": message["move"], "id": ref}))


async def game_slot(client: httpx.AsyncClient, load: Load, slot: int) -> None:
    """Keep one game running in this slot: when it ends, start another (until cancelled)."""
    url, args, totals = load.urls[slot % len(load.urls)], load.args, load.totals
    rng = random.Random(slot)
    await asyncio.sleep(rng.random() * min(2.0, max(args.warmup, 0.5)))  # stagger the starts
    while True:
        body = {
            "game": args.game,
            "players": 2,
            "public": False,
            "seats": [{"kind": "human", "local": True}, {"kind": "human"}],
        }
        try:
            response = await client.post(f"{url}/api/rooms", json=body)
            response.raise_for_status()
        except httpx.HTTPError as error:  # a saturated server: count it, try again in a moment
            count(totals, f"create: {type(error).__name__}")
            await asyncio.sleep(1.0)
            continue
        data = response.json()
        totals.games_started += 1
        room = data["room"]["id"]
        guest = data["links"]["seats"]["1"]["url"].split("#t=")[1]
        ended = await asyncio.gather(
            seat_player(load, room, data["host_token"], random.Random(rng.random())),
            seat_player(load, room, guest, random.Random(rng.random())),
            return_exceptions=True,
        )
        for outcome in ended:  # a connection the saturated server dropped or never answered
            if isinstance(outcome, Exception):
                count(totals, f"play: {type(outcome).__name__}")
        totals.games_finished += 1


# ---------------------------------------------------------------------- CPU of process trees


@dataclass
class Watched:
    """A process tree whose CPU is measured: a server, PostgreSQL, Redis (its root's pid)."""

    label: str
    pid: int
    kind: str
    """``server`` (noppa or the floor), ``postgresql`` or ``redis``."""


def _processes() -> dict[int, tuple[int, float]]:
    """Every process: its parent and its CPU seconds (its own and its reaped children's)."""
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, tuple[int, float]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found[int(entry)] = (int(fields[1]), sum(int(x) for x in fields[11:15]) / tick)
    return found


def tree_cpu(watched: list[Watched]) -> list[float]:
    """The CPU seconds each watched process tree has used so far (Linux ``/proc``)."""
    processes = _processes()
    children: dict[int, list[int]] = defaultdict(list)
    for pid, (parent, _) in processes.items():
        children[parent].append(pid)
    totals = []
    for item in watched:
        spent, todo = 0.0, [item.pid]
        while todo:
            pid = todo.pop()
            if pid in processes:
                spent += processes[pid][1]
            todo.extend(children.get(pid, ()))
        totals.append(spent)
    return totals


def listener_pid(url: str | None) -> int | None:
    """The pid of the process listening on the (local) port of ``url``, if this user may see it."""
    if not url:
        return None
    parts = urlsplit(url.replace("+psycopg", ""))
    if parts.hostname not in ("127.0.0.1", "localhost", "::1"):
        return None
    port = parts.port or (5432 if parts.scheme.startswith("postgres") else 6379)
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(table).read_text().splitlines()[1:]:
                cols = line.split()
                if cols[3] == "0A" and int(cols[1].rsplit(":", 1)[1], 16) == port:
                    inodes.add(f"socket:[{cols[9]}]")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        with contextlib.suppress(OSError):
            for fd in os.listdir(f"/proc/{entry}/fd"):
                with contextlib.suppress(OSError):
                    if os.readlink(f"/proc/{entry}/fd/{fd}") in inodes:
                        return int(entry)
    return None


def backing(args: argparse.Namespace) -> list[Watched]:
    """PostgreSQL and Redis of the run, when they listen on this machine."""
    found = []
    pg = listener_pid(args.database_url) if (args.database_url or "").startswith("postgres") else None
    if pg is not None:
        found.append(Watched("PostgreSQL", pg, "postgresql"))
    redis = listener_pid(args.redis_url) if args.instances > 1 else None
    if redis is not None:
        found.append(Watched("Redis", redis, "redis"))
    return found


# ---------------------------------------------------------------------- one measured run


@dataclass
class Result:
    """What one run measured (printed, and returned for the floor's ratio)."""

    totals: Totals
    seconds: float
    cpu: dict[str, float]
    """CPU seconds of each watched process tree in the window, by label."""
    kinds: dict[str, str]

    def per_move(self, kind: str) -> float:
        """Milliseconds of CPU per move of the trees of one kind (``server``…)."""
        spent = sum(v for k, v in self.cpu.items() if self.kinds[k] == kind)
        return spent / self.totals.moves * 1000 if self.totals.moves else float("nan")


async def run(args: argparse.Namespace, urls: list[str], watched: list[Watched], label: str = "") -> Result:
    """Play the games on the servers at ``urls``, measure after the warm-up, print what was measured."""
    totals = Totals()
    started = time.monotonic()
    window = (started + args.warmup, started + args.warmup + args.seconds)
    load = Load(urls, args, totals, window)
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        slots = [asyncio.create_task(game_slot(client, load, slot)) for slot in range(args.games)]
        await asyncio.sleep(max(0.0, window[0] - time.monotonic()))
        cpu_before, mine_before, opened = tree_cpu(watched), os.times(), time.monotonic()
        await asyncio.sleep(max(0.0, window[1] - time.monotonic()))
        cpu_after, mine_after, closed = tree_cpu(watched), os.times(), time.monotonic()
        for task in slots:  # the run ends on time, whatever each player was doing
            task.cancel()
        await asyncio.wait(slots, timeout=10)
    elapsed = closed - opened
    cpu = {w.label: after - before for w, before, after in zip(watched, cpu_before, cpu_after, strict=True)}
    result = Result(totals, elapsed, cpu, {w.label: w.kind for w in watched})
    lat = [x * 1000 for x in totals.latencies]
    print(f"noppa web load: {args.games} concurrent {args.game} games, 2 players each over WebSockets{label}")
    print(
        f"  window          {elapsed:.1f} s measured after {args.warmup:.0f} s of warm-up, think time "
        f"{args.think:.2f} s (±50 %)"
    )
    print(f"  games           {totals.games_started} started, {totals.games_finished} ended")
    print(f"  moves           {totals.moves} ({totals.moves / elapsed:.0f} moves/s)")
    if lat:
        print(
            f"  round trip      p50 {percentile(lat, 0.5):.1f} ms, p90 {percentile(lat, 0.9):.1f} ms, "
            f"p99 {percentile(lat, 0.99):.1f} ms, max {max(lat):.1f} ms (mean {statistics.fmean(lat):.1f})"
        )
    for item in watched:
        spent = cpu[item.label]
        per = f", {spent / totals.moves * 1000:.3f} ms per move" if totals.moves else ""
        print(f"  {item.label + ' CPU':<18}{spent / elapsed * 100:.0f} % of one core{per}")
    if totals.moves and sum(1 for w in watched if w.kind == "server") > 1:
        print(f"  CPU per move    {result.per_move('server'):.3f} ms (all servers)")
    mine = mine_after.user + mine_after.system - mine_before.user - mine_before.system
    print(f"  load client CPU {mine / elapsed * 100:.0f} % of one core")
    print(f"  machine load    {os.getloadavg()[0]:.1f} (1-minute average, {os.cpu_count()} cores)")
    if not args.url:
        print(f"  server stack    {server_stack()} (the floor runs the same)")
    if totals.errors:
        print(f"  refusals        {totals.errors}")
    if args.json:
        summary = {
            "label": label.strip(),
            "game": args.game,
            "games": args.games,
            "database": "postgresql" if (args.database_url or "").startswith("postgres") else "sqlite",
            "seconds": round(elapsed, 1),
            "moves": totals.moves,
            "moves_per_s": round(totals.moves / elapsed, 1),
            "p50_ms": round(percentile(lat, 0.5), 1),
            "p99_ms": round(percentile(lat, 0.99), 1),
            "max_ms": round(max(lat), 1) if lat else None,
            "cpu_ms_per_move": {
                k: round(v / totals.moves * 1000, 3) if totals.moves else None for k, v in cpu.items()
            },
            "load": round(os.getloadavg()[0], 1),
            "errors": totals.errors,
        }
        with open(args.json, "a", encoding="utf-8") as out:
            out.write(json.dumps(summary) + "\n")
    return result


def run_loop(main: Any) -> Any:
    """Run with uvloop when it is installed (it comes with uvicorn[standard])."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


# ---------------------------------------------------------------------- servers


UNLIMITED = ("--max-rooms", "--max-bot-rooms", "--client-rooms", "--client-bot-rooms", "--room-rate")
"""The limits the started server lifts: every game of the benchmark comes from one client."""


def _started(server: subprocess.Popen[str], others: list[tuple[subprocess.Popen[str], str]]) -> str:
    """The URL a started server says it serves at (its first line), or exit saying it did not start."""
    assert server.stdout is not None
    line = server.stdout.readline()
    found = re.search(r"http://[\w.\[\]:]+", line)
    if not found:
        server.kill()
        for other, _ in others:
            other.terminate()
        raise SystemExit(f"the server did not start: {line!r}")
    return found.group(0).rstrip("/")


def start_servers(
    args: argparse.Namespace, data_dir: str, bot_workers: int | None = None
) -> list[tuple[subprocess.Popen[str], str]]:
    """``--instances`` ``noppa serve`` on free ports, their limits lifted (one cluster when more than
    one); each with its process and URL."""
    command = [
        sys.executable,
        "-m",
        "noppa.cli.main",
        "serve",
        "--port",
        "0",
        "--quiet",
        "--data-dir",
        data_dir,
    ]
    if args.database_url:
        command += ["--database-url", args.database_url]
    for flag in UNLIMITED:
        command += [flag, "1000000"]
    if bot_workers is not None:
        command += ["--bot-workers", str(bot_workers)]
    if args.instances > 1:
        command += ["--redis-url", args.redis_url]
    started: list[tuple[subprocess.Popen[str], str]] = []
    for n in range(args.instances):
        routed = args.instances > 1 and args.route == "hash"
        slot = ["--route-slot", f"{n + 1}/{args.instances}"] if routed else []
        server = subprocess.Popen(command + slot, stdout=subprocess.PIPE, text=True)
        started.append((server, _started(server, started)))
    return started


def start_floor(
    args: argparse.Namespace, data_dir: str, size: int, length: int
) -> tuple[subprocess.Popen[str], str]:
    """The floor server (this file with ``--serve-floor``) on a free port."""
    command = [sys.executable, __file__, "--serve-floor", "--size", str(size), "--length", str(length)]
    command += ["--database-url", args.database_url or f"sqlite:///{data_dir}/floor.sqlite"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    return server, _started(server, [])


async def start_bot_rooms(args: argparse.Namespace, url: str) -> None:
    """Create ``--bot-rooms`` rooms of bots only, then let their bots get going for a few seconds."""
    body = {
        "game": args.bot_game,
        "players": 2,
        "public": False,
        "seats": [{"kind": "bot", "bot": args.bot}] * 2,
    }
    async with httpx.AsyncClient(timeout=30) as client:
        for _ in range(args.bot_rooms):
            response = await client.post(f"{url}/api/rooms", json=body)
            response.raise_for_status()
    await asyncio.sleep(3.0)


def stop(servers: list[tuple[subprocess.Popen[str], str]]) -> None:
    for server, _ in servers:
        server.terminate()
    for server, _ in servers:
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def measure(
    args: argparse.Namespace, bot_workers: int | None, label: str, bot_rooms: int | None = None
) -> Result:
    """Start a server (``--bot-workers``), fill it with the bot rooms, measure the people."""
    with tempfile.TemporaryDirectory(prefix="noppa-load-") as data_dir:
        servers = start_servers(args, data_dir, bot_workers)
        urls = [url for _, url in servers]
        if len(servers) > 1:
            label += f" on {len(servers)} instances of one cluster"
            label += ", players routed by the room id" if args.route == "hash" else ", players at random"
        watched = [
            Watched(f"instance {n + 1}" if len(servers) > 1 else "server", server.pid, "server")
            for n, (server, _) in enumerate(servers)
        ] + backing(args)
        try:
            if args.bot_rooms if bot_rooms is None else bot_rooms:
                run_loop(start_bot_rooms(args, urls[0]))
            result: Result = run_loop(run(args, urls, watched, label))
            return result
        finally:
            stop(servers)


def measure_floor(args: argparse.Namespace, noppa: Result) -> None:
    """The same traffic against the floor server; noppa's CPU per move as a multiple of it."""
    totals = noppa.totals
    size = totals.state_bytes // max(1, totals.states)
    length = round(statistics.fmean(totals.lengths)) if totals.lengths else 100
    with tempfile.TemporaryDirectory(prefix="noppa-floor-") as data_dir:
        server, url = start_floor(args, data_dir, size, length)
        watched = [Watched("floor server", server.pid, "server"), *backing(args)]
        try:
            floor: Result = run_loop(
                run(args, [url], watched, f" — the floor ({size} B a message, {length} moves a game)")
            )
        finally:
            stop([(server, url)])
    ours, theirs = noppa.per_move("server"), floor.per_move("server")
    print(
        f"  noppa / floor   {ours / theirs:.1f}x the floor's server CPU per move "
        f"({ours:.3f} / {theirs:.3f} ms)"
    )
    if any(kind == "postgresql" for kind in noppa.kinds.values()):
        ours_all = ours + noppa.per_move("postgresql")
        theirs_all = theirs + floor.per_move("postgresql")
        print(f"  with PostgreSQL {ours_all / theirs_all:.1f}x ({ours_all:.3f} / {theirs_all:.3f} ms)")


# ---------------------------------------------------------------------- the floor server


class FloorWriter:
    """One thread committing the queued rows together (as noppa's store writer does)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._queue: queue.SimpleQueue[
            tuple[tuple[Any, ...], asyncio.Future[None], asyncio.AbstractEventLoop]
        ] = queue.SimpleQueue()
        threading.Thread(target=self._run, daemon=True).start()

    def _connect(self) -> Any:
        if self.url.startswith("sqlite"):
            db = sqlite3.connect(self.url.split("///", 1)[1], check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS floor_moves (room TEXT, n INT, seat INT, action TEXT, at REAL)"
            )
            db.commit()
            return db, "?"
        import psycopg

        pg = psycopg.connect(self.url.replace("postgresql+psycopg", "postgresql"))
        pg.execute("DROP TABLE IF EXISTS floor_moves")
        pg.execute("CREATE TABLE floor_moves (room TEXT, n INT, seat INT, action TEXT, at DOUBLE PRECISION)")
        pg.commit()
        return pg, "%s"

    async def write(self, row: tuple[Any, ...]) -> None:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._queue.put((row, future, loop))
        await future

    def _run(self) -> None:
        db, mark = self._connect()
        insert = f"INSERT INTO floor_moves VALUES ({', '.join([mark] * 5)})"
        while True:
            batch = [self._queue.get()]
            with contextlib.suppress(queue.Empty):
                while len(batch) < 512:
                    batch.append(self._queue.get_nowait())
            db.cursor().executemany(insert, [row for row, _, _ in batch])
            db.commit()
            for _, future, loop in batch:
                loop.call_soon_threadsafe(future.set_result, None)


def serve_floor(args: argparse.Namespace) -> None:
    """A minimal Starlette WebSocket server playing a game of ``--length`` moves of two seats."""
    import uvicorn
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route, WebSocketRoute
    from starlette.websockets import WebSocket, WebSocketDisconnect

    writer = FloorWriter(args.database_url)
    rooms: dict[str, dict[str, Any]] = {}
    encode = msgspec.json.Encoder().encode
    legal = [{"action": "a", "label": "A"}, {"action": "b", "label": "B"}]

    def message(room: dict[str, Any], seat: int, ack: Any) -> str:
        done = room["move"] >= args.length
        body = {
            "type": "state",
            "move": room["move"],
            "status": "finished" if done else "running",
            "legal": legal if not done and room["move"] % 2 == seat else [],
            "ack": ack,
            "pad": "",
        }
        body["pad"] = "x" * max(0, args.size - len(encode(body)))
        return encode(body).decode()

    async def create(request: Request) -> JSONResponse:
        room_id, tokens = secrets.token_hex(6), [secrets.token_hex(8), secrets.token_hex(8)]
        rooms[room_id] = {"move": 0, "tokens": tokens, "sockets": {}}
        links = {"seats": {"1": {"url": f"/r/{room_id}#t={tokens[1]}"}}}
        return JSONResponse({"room": {"id": room_id}, "host_token": tokens[0], "links": links})

    async def play(ws: WebSocket) -> None:
        room = rooms[ws.path_params["room"]]
        await ws.accept()
        hello = decode(await ws.receive_text())
        seat = room["tokens"].index(hello["token"])
        room["sockets"][seat] = ws
        await ws.send_text(message(room, seat, None))
        try:
            while True:
                act = decode(await ws.receive_text())
                if act["move"] != room["move"] or room["move"] % 2 != seat:
                    continue
                room["move"] += 1
                await writer.write((ws.path_params["room"], room["move"], seat, act["action"], time.time()))
                for other, socket_ in list(room["sockets"].items()):
                    with contextlib.suppress(Exception):
                        await socket_.send_text(message(room, other, act["id"] if other == seat else None))
        except WebSocketDisconnect:
            room["sockets"].pop(seat, None)
            if not room["sockets"]:
                rooms.pop(ws.path_params["room"], None)

    app = Starlette(
        routes=[Route("/api/rooms", create, methods=["POST"]), WebSocketRoute("/ws/rooms/{room}", play)]
    )
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(2048)
    print(f"floor serving at http://127.0.0.1:{sock.getsockname()[1]}/", flush=True)
    config = uvicorn.Config(app, **server_settings())
    uvicorn.Server(config).run(sockets=[sock])


def server_settings() -> dict[str, Any]:
    """uvicorn's settings of ``noppa serve`` (its default: no compression), which the floor runs
    with too: the same event loop, HTTP and WebSocket implementations, sizes and pings."""
    try:
        from noppa.cli.serve import uvicorn_settings
    except ImportError:  # an older noppa (an A/B run against a tree from before they were shared)
        return {"log_level": "warning", "ws_max_size": 64 * 1024, "ws_per_message_deflate": False}
    return uvicorn_settings()


def server_stack() -> str:
    """Which loop, HTTP and WebSocket implementations both servers run (uvicorn's ``auto``)."""
    import uvicorn

    async def nothing(scope: Any, receive: Any, send: Any) -> None:
        """An app to load the settings with (never called)."""

    config = uvicorn.Config(nothing, **server_settings())
    config.load()
    try:
        from noppa.cli.serve import uvicorn_stack
    except ImportError:
        return "unknown"
    return uvicorn_stack(config)


# ---------------------------------------------------------------------- main


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200, help="games played at once (200)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to measure (30)")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of play before measuring (5)")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds before a player acts (0.5)")
    parser.add_argument("--game", default="dungeon-dice", help="game id (dungeon-dice)")
    parser.add_argument("--url", help="use a running server instead of starting one")
    parser.add_argument(
        "--database-url", help="database of the started server (default: SQLite in a temp dir)"
    )
    parser.add_argument("--quick", action="store_true", help="a short smoke run: 10 games, 1 + 3 s")
    parser.add_argument("--floor", action="store_true", help="then the same traffic on a minimal server")
    parser.add_argument("--json", help="append each run's figures to this file (one JSON line a run)")
    parser.add_argument(
        "--bot-rooms", type=int, default=0, help="rooms of bots playing beside the people (0)"
    )
    parser.add_argument("--bot-game", default="key-to-the-kingdom", help="game of the bot rooms")
    parser.add_argument("--bot", default="mcts", help="bot of the bot rooms (mcts)")
    parser.add_argument(
        "--instances", type=int, default=1, help="servers started, one cluster when 2 or more (1)"
    )
    parser.add_argument("--redis-url", help="Redis of the cluster (with --instances 2 or more)")
    parser.add_argument(
        "--route",
        choices=("random", "hash"),
        default="random",
        help="which instance a player connects to: one drawn at random, or the one a load balancer's"
        " hash on the room id picks, which made the room (web-CLUSTER-04) (random)",
    )
    parser.add_argument("--serve-floor", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, default=2000, help=argparse.SUPPRESS)
    parser.add_argument("--length", type=int, default=100, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_floor:
        serve_floor(args)
        return
    if args.instances > 1 and not (args.redis_url and (args.database_url or "").startswith("postgresql")):
        parser.error("--instances 2 or more needs --database-url postgresql+psycopg://… and --redis-url")
    if args.quick:
        args.games, args.seconds, args.warmup, args.think = 10, 3.0, 1.0, 0.05
    if args.url is not None:
        if args.bot_rooms:
            run_loop(start_bot_rooms(args, args.url))
        result = run_loop(run(args, [args.url], []))
    elif args.bot_rooms:
        rooms = args.bot_rooms
        result = measure(args, None, "\n  alone (no bot rooms: the machine's baseline)", bot_rooms=0)
        for workers, label in ((0, "bots in the server's threads"), (1, "bots in a worker process")):
            result = measure(
                args, workers, f"\n  beside {rooms} {args.bot_game} rooms of {args.bot}, {label}"
            )
    else:
        result = measure(args, None, "")
        if args.floor:
            measure_floor(args, result)
    if result.totals.moves == 0:
        raise SystemExit("no move was played")


if __name__ == "__main__":
    main()
