"""Load benchmark of the web platform: N concurrent games played over WebSockets.

Starts ``noppa serve`` in its own process (or uses ``--url``), keeps ``--games`` games running at
once for ``--seconds``, each played by two remote players (two WebSocket connections, one per seat)
who pick a random legal action ``--think`` seconds after their turn comes. Prints the moves per
second and the round-trip latency of a move (action sent → the state acknowledging it received:
validation, the engine, the database commit and the broadcast), plus the CPU the server used.

    python benchmarks/web_load.py                     # 200 games, 30 s
    python benchmarks/web_load.py --games 400 --think 0.2
    python benchmarks/web_load.py --quick             # a few seconds: the smoke run of ./check
    python benchmarks/web_load.py --bot-rooms 60 --games 20 --seconds 40   # people beside bot rooms
    python benchmarks/web_load.py --instances 2 --database-url postgresql+psycopg://… \
        --redis-url redis://127.0.0.1:6379/0 --games 800          # two instances of one cluster

``--instances 2`` starts two ``noppa serve`` instances on one PostgreSQL database and one Redis
(``docs/web.md``, *Several instances*; the database should be empty or throwaway) and spreads the
load over both as a load balancer would: each room is created on one instance in turn, and each
player connects to an instance drawn at random, so about half the games have their two players on
different instances. The CPU of each instance is printed.

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
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2 as httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect

decode = msgspec.json.Decoder().decode


@dataclass
class Totals:
    """What the players measured."""

    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    games_finished: int = 0
    games_started: int = 0
    errors: dict[str, int] = field(default_factory=dict)


@dataclass
class Load:
    """One run: where the servers are, how players behave, what they measured, when to stop."""

    urls: list[str]
    args: argparse.Namespace
    totals: Totals
    stop_at: float


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) of ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


async def seat_player(load: Load, room: str, token: str, rng: random.Random) -> None:
    """One person at one seat (on an instance drawn at random): act on every turn until the end."""
    url = load.urls[rng.randrange(len(load.urls))]
    ws_url = url.replace("http", "ws", 1) + f"/ws/rooms/{room}"
    async with connect(ws_url, max_size=2**22, ping_interval=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "en"}))
        await play(ws, load, rng)


async def play(ws: ClientConnection, load: Load, rng: random.Random) -> None:
    """Answer every state: act (after thinking) when it is our turn, time the acknowledgements."""
    think, totals, stop_at = load.args.think, load.totals, load.stop_at
    pending: dict[str, float] = {}
    counter = 0
    acted_at_move = -1
    while time.monotonic() < stop_at:
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop_at - time.monotonic()))
        except TimeoutError:
            return
        message = decode(raw)
        kind = message["type"]
        if kind == "error":
            totals.errors[message["code"]] = totals.errors.get(message["code"], 0) + 1
            pending.pop(str(message.get("ref")), None)
            acted_at_move = -1
            continue
        if kind != "state":
            continue
        ack = message.get("ack")
        if ack is not None and ack in pending:
            totals.latencies.append(time.perf_counter() - pending.pop(ack))
            totals.moves += 1
        if message["status"] == "finished":
            return
        legal = message["legal"]
        if legal and acted_at_move != message["move"] and not pending:
            if think > 0:
                await asyncio.sleep(think * (0.5 + rng.random()))
            counter += 1
            ref = f"m{counter}"
            acted_at_move = message["move"]
            pending[ref] = time.perf_counter()
            choice = rng.choice(legal)["action"]
            await ws.send(json.dumps({"type": "act", "action": choice, "move": message["move"], "id": ref}))


async def game_slot(client: httpx.AsyncClient, load: Load, slot: int) -> None:
    """Keep one game running in this slot: when it ends, start another."""
    url, args, totals, stop_at = load.urls[slot % len(load.urls)], load.args, load.totals, load.stop_at
    rng = random.Random(slot)
    await asyncio.sleep(rng.random() * min(2.0, args.seconds / 4))  # stagger the starts
    while time.monotonic() < stop_at - 1:
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
            name = f"create: {type(error).__name__}"
            totals.errors[name] = totals.errors.get(name, 0) + 1
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
                name = f"play: {type(outcome).__name__}"
                totals.errors[name] = totals.errors.get(name, 0) + 1
        if time.monotonic() < stop_at:
            totals.games_finished += 1


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of a process (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


UNLIMITED = ("--max-rooms", "--max-bot-rooms", "--client-rooms", "--client-bot-rooms", "--room-rate")
"""The limits the started server lifts: every game of the benchmark comes from one client."""


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
    for _ in range(args.instances):
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"http://[\w.\[\]:]+", line)
        if not found:
            server.kill()
            for other, _ in started:
                other.terminate()
            raise SystemExit(f"the server did not start: {line!r}")
        started.append((server, found.group(0).rstrip("/")))
    return started


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


async def run(args: argparse.Namespace, urls: list[str], pids: list[int], label: str = "") -> Totals:
    """Play the games on the servers at ``urls`` (processes ``pids``), then print what was measured."""
    totals = Totals()
    client_cpu = os.times().user + os.times().system
    started = time.monotonic()
    stop_at = started + args.seconds
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        cpu_before = [cpu_seconds(pid) for pid in pids]
        load = Load(urls, args, totals, stop_at)
        await asyncio.gather(*(game_slot(client, load, slot) for slot in range(args.games)))
        cpu_after = [cpu_seconds(pid) for pid in pids]
    elapsed = time.monotonic() - started
    lat = [x * 1000 for x in totals.latencies]
    print(f"noppa web load: {args.games} concurrent {args.game} games, 2 players each over WebSockets{label}")
    print(f"  duration        {elapsed:.1f} s, think time {args.think:.2f} s (±50 %)")
    print(f"  games           {totals.games_started} started, {totals.games_finished} finished")
    print(f"  moves           {totals.moves} ({totals.moves / elapsed:.0f} moves/s)")
    if lat:
        print(
            f"  round trip      p50 {percentile(lat, 0.5):.1f} ms, p90 {percentile(lat, 0.9):.1f} ms, "
            f"p99 {percentile(lat, 0.99):.1f} ms, max {max(lat):.1f} ms (mean {statistics.fmean(lat):.1f})"
        )
    for number, (before, after) in enumerate(zip(cpu_before, cpu_after, strict=True)):
        which = f"instance {number + 1} CPU" if len(pids) > 1 else "server CPU     "
        print(f"  {which}  {(after - before) / elapsed * 100:.0f} % of one core")
    if pids and totals.moves:
        # what a move costs the servers in all, whatever share of the cores they got: with the
        # move rate it says how many cores a load needs
        spent = sum(after - before for before, after in zip(cpu_before, cpu_after, strict=True))
        print(f"  CPU per move    {spent / totals.moves * 1000:.2f} ms (all servers)")
    mine = os.times()
    print(f"  load client CPU {(mine.user + mine.system - client_cpu) / elapsed * 100:.0f} % of one core")
    print(f"  machine load    {os.getloadavg()[0]:.1f} (1-minute average, {os.cpu_count()} cores)")
    if totals.errors:
        print(f"  refusals        {totals.errors}")
    return totals


def run_loop(main: Any) -> Totals:
    """Run with uvloop when it is installed (it comes with uvicorn[standard])."""
    try:
        import uvloop
    except ImportError:
        result: Totals = asyncio.run(main)
        return result
    found: Totals = uvloop.run(main)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200, help="games played at once (200)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to run (30)")
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds before a player acts (0.5)")
    parser.add_argument("--game", default="dungeon-dice", help="game id (dungeon-dice)")
    parser.add_argument("--url", help="use a running server instead of starting one")
    parser.add_argument(
        "--database-url", help="database of the started server (default: SQLite in a temp dir)"
    )
    parser.add_argument("--quick", action="store_true", help="a short smoke run: 10 games, 4 s")
    parser.add_argument(
        "--bot-rooms", type=int, default=0, help="rooms of bots playing beside the people (0)"
    )
    parser.add_argument("--bot-game", default="key-to-the-kingdom", help="game of the bot rooms")
    parser.add_argument("--bot", default="mcts", help="bot of the bot rooms (mcts)")
    parser.add_argument(
        "--instances", type=int, default=1, help="servers started, one cluster when 2 or more (1)"
    )
    parser.add_argument("--redis-url", help="Redis of the cluster (with --instances 2 or more)")
    args = parser.parse_args()
    if args.instances > 1 and not (args.redis_url and (args.database_url or "").startswith("postgresql")):
        parser.error("--instances 2 or more needs --database-url postgresql+psycopg://… and --redis-url")
    if args.quick:
        args.games, args.seconds, args.think = 10, 4.0, 0.05
    if args.url is not None:
        if args.bot_rooms:
            run_loop(start_bot_rooms(args, args.url))
        totals = run_loop(run(args, [args.url], []))
    elif args.bot_rooms:
        rooms = args.bot_rooms
        totals = measure(args, None, "\n  alone (no bot rooms: the machine's baseline)", bot_rooms=0)
        for workers, label in ((0, "bots in the server's threads"), (1, "bots in a worker process")):
            totals = measure(
                args, workers, f"\n  beside {rooms} {args.bot_game} rooms of {args.bot}, {label}"
            )
    else:
        totals = measure(args, None, "")
    if totals.moves == 0:
        raise SystemExit("no move was played")


def measure(
    args: argparse.Namespace, bot_workers: int | None, label: str, bot_rooms: int | None = None
) -> Totals:
    """Start a server (``--bot-workers``), fill it with the bot rooms, measure the people."""
    with tempfile.TemporaryDirectory(prefix="noppa-load-") as data_dir:
        servers = start_servers(args, data_dir, bot_workers)
        urls = [url for _, url in servers]
        if len(servers) > 1:
            label += f" on {len(servers)} instances of one cluster"
        try:
            if args.bot_rooms if bot_rooms is None else bot_rooms:
                run_loop(start_bot_rooms(args, urls[0]))
            return run_loop(run(args, urls, [server.pid for server, _ in servers], label))
        finally:
            for server, _ in servers:
                server.terminate()
            for server, _ in servers:
                server.wait(timeout=30)


if __name__ == "__main__":
    main()
