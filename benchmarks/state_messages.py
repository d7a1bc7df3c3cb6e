"""CPU of a move's ``state`` messages and views in the server, in process (no sockets, no store).

Plays seeded random games of each game in a real room (``create_app``, SQLite in a temporary
folder) by applying moves to the room's state directly, and after each move times what the server's
broadcast does for it: ``state`` both seats' messages (the mover's with its acknowledgement, the
other's without, each from the first event it has not seen) or ``views`` (the views of both seats
and a spectator). CPU time of this process only, so it holds on a busy machine far better than
``web_load.py``; run it against another tree for an A/B (the same seeds play the same games)::

    python benchmarks/state_messages.py                         # both parts, every game
    PYTHONPATH=/path/to/other/src python benchmarks/state_messages.py --part views

A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app

GAMES = ("dungeon-dice", "key-to-the-kingdom", "runebound")


def play(game_id: str, part: str, moves: int, seed: int) -> tuple[float, int]:
    """CPU seconds the part took over one game of at most ``moves`` moves, and the moves played."""
    with tempfile.TemporaryDirectory(prefix="noppa-messages-") as folder:
        config = ServerConfig(data_dir=Path(folder), bot_delay=0.0, bot_workers=0)
        with TestClient(create_app(config)) as client:
            body = {
                "game": game_id,
                "players": 2,
                "seed": seed,
                "seats": [{"kind": "human", "local": True}] * 2,
            }
            answer = client.post("/api/rooms", json=body)
            answer.raise_for_status()
            app: Any = client.app
            room = app.state.manager.rooms[answer.json()["room"]["id"]]
            broadcast = room.broadcast
            # the frame the connection sends (bytes; an older tree's text)
            encoded = getattr(broadcast, "state_frame", None) or broadcast.state_text
            rng = random.Random(seed)
            seen = [0, 0]
            spent, played = 0.0, 0
            for _ in range(moves):
                state = room.state
                if state.outcome is not None:
                    break
                mover = state.to_act
                state.apply(rng.choice(state.legal_actions()))
                started = time.process_time()
                if part == "views":
                    for seat in (0, 1, None):
                        broadcast.view(seat)
                else:
                    for seat in (0, 1):
                        ack = f"m{played}" if seat == mover else None
                        encoded(seat, frozenset({seat}), "en", seen[seat], ack)
                        seen[seat] = len(state.events)
                spent += time.process_time() - started
                played += 1
            return spent, played


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", action="append", choices=GAMES, help="a game (default: all)")
    parser.add_argument("--part", choices=("state", "views", "both"), default="both")
    parser.add_argument("--games", type=int, default=8, help="seeded games of each (8)")
    parser.add_argument("--moves", type=int, default=200, help="most moves of a game (200)")
    args = parser.parse_args()
    parts = ("state", "views") if args.part == "both" else (args.part,)
    for game_id in args.game or GAMES:
        for part in parts:
            spent, played = 0.0, 0
            for seed in range(args.games):
                cpu, moves = play(game_id, part, args.moves, 1000 + seed)
                spent, played = spent + cpu, played + moves
            what = "both seats' state messages" if part == "state" else "views of both seats and a spectator"
            print(f"{game_id:<20} {part:<6} {spent / played * 1e6:7.1f} µs a move ({what}; {played} moves)")


if __name__ == "__main__":
    main()
