"""What N spectators joining one room cost: the messages and bytes the server sends.

Starts ``noppa serve`` in its own process (the sources on ``PYTHONPATH`` decide which server),
creates a room with one player connected (the host's hot seat against a bot, bots paused so the
game stands still), then lets ``--joins`` spectators join one after the other and stay. Every
connection counts what it receives; the figures separate what the newcomers got (their welcome
and first state) from what the joins made the server send to everyone already there.

    python benchmarks/spectator_joins.py --joins 300

A benchmark, not a test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass

import httpx2 as httpx
from websockets.asyncio.client import ClientConnection, connect


@dataclass
class Counter:
    """Messages and bytes one connection received, split at the moment it was welcomed."""

    own: int = 0
    own_bytes: int = 0
    others: int = 0
    others_bytes: int = 0
    settled: bool = False


async def listen(ws: ClientConnection, counter: Counter, ready: asyncio.Event) -> None:
    async for raw in ws:
        size = len(raw)
        kind = json.loads(raw)["type"]
        if counter.settled:
            counter.others += 1
            counter.others_bytes += size
        else:
            counter.own += 1
            counter.own_bytes += size
            if kind == "state":
                counter.settled = True
                ready.set()


async def run(base: str, joins: int) -> dict[str, int]:
    made = httpx.post(
        f"{base}/api/rooms",
        json={
            "game": "dungeon-dice",
            "players": 2,
            "seats": [{"kind": "human", "local": True}, {"kind": "bot"}],
        },
        timeout=20,
    ).json()
    room, host = made["room"]["id"], made["host_token"]
    ws_base = base.replace("http://", "ws://")
    counters: list[Counter] = []
    sockets: list[ClientConnection] = []
    tasks: list[asyncio.Task[None]] = []

    async def join(token: str | None) -> None:
        ws = await connect(f"{ws_base}/ws/rooms/{room}", max_size=2**24)
        counter, ready = Counter(), asyncio.Event()
        tasks.append(asyncio.create_task(listen(ws, counter, ready)))
        await ws.send(json.dumps({"type": "hello", "lang": "en", **({"token": token} if token else {})}))
        await ready.wait()
        counters.append(counter)
        sockets.append(ws)

    await join(host)
    for _ in range(joins):
        await join(None)
    await asyncio.sleep(1.0)  # let the last broadcasts arrive
    figures = {
        "joins": joins,
        "to_newcomers_messages": sum(c.own for c in counters[1:]),
        "to_newcomers_bytes": sum(c.own_bytes for c in counters[1:]),
        "to_others_messages": sum(c.others for c in counters),
        "to_others_bytes": sum(c.others_bytes for c in counters),
    }
    for ws in sockets:
        await ws.close()
    for task in tasks:
        task.cancel()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--joins", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        command = [
            sys.executable,
            "-m",
            "noppa.cli.main",
            "serve",
            "--port",
            "0",
            "--data-dir",
            data,
            "--quiet",
            "--bot-delay",
            "3600",
        ]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            found = re.search(r"(http://127\.0\.0\.1:\d+)/", server.stdout.readline())
            assert found, "the server did not say where it serves"
            figures = asyncio.run(run(found.group(1), args.joins))
        finally:
            server.terminate()
            server.wait(timeout=30)
    for name, value in figures.items():
        print(f"{name:24} {value:>12,}")


if __name__ == "__main__":
    main()
