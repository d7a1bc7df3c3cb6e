"""CPU per move of the store's part of a move: the room's columns (with a snapshot when one is
written) and the writer's statements, on SQLite or PostgreSQL.

Plays ``--rooms`` random games in lockstep, one move of each room per round, and stores each round
as one batch in one transaction (``store.run_jobs``), building the columns as ``Room.act`` does in
the code on ``PYTHONPATH``: run it once with this branch's ``src`` and once with another's to
compare (a noppa without ``store.CHECKPOINT_COLUMNS`` wrote a snapshot with every move, its dice
generator's state every 32nd: web-STORE-01; with them, a snapshot every 32nd move: web-STORE-02).
It prints CPU ms per move of apply + store, less apply alone (the same games unstored).

``--writer`` stores through the server's :class:`~noppa.server.store.StoreWriter` instead (its
thread, the hand-off and the wake-up of the loop; the CPU of both threads counted), twice: a round's
moves written in one turn of the loop (one commit) and one move a commit (each awaited before the
next, as at low load), and splits the cost into what a commit costs and what a move adds to it
(its group commit window is off: the writer takes batches as they come).

    python benchmarks/store_cost.py --game key-to-the-kingdom
    python benchmarks/store_cost.py --writer --rooms 20
    PYTHONPATH=/path/to/other/src python benchmarks/store_cost.py
    python benchmarks/store_cost.py --database-url postgresql+psycopg://…/throwaway

A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import random
import tempfile
import time
from typing import Any

from noppa.engine import State, get_game
from noppa.server import room as room_module
from noppa.server import store as store_module
from noppa.server.seat import Seat
from noppa.server.store import MoveWrite, RoomRecord, Store, StoreWriter, run_jobs

CHECKPOINTS = hasattr(store_module, "CHECKPOINT_COLUMNS")
"""The code on the path writes snapshots at checkpoints only (web-STORE-02)."""


def columns(state: State) -> dict[str, Any]:
    """The room's columns after a move, as ``Room.act`` of the code on the path builds them."""
    n = len(state.history)
    over = state.outcome is not None
    values: dict[str, Any] = {
        "moves": n,
        "to_act": state.to_act,
        "status": "finished" if over else "running",
        "outcome": None if state.outcome is None else state.outcome.to_json(),
        "clock": None,
    }
    if CHECKPOINTS:
        if n % room_module.CHECKPOINT == 0 or over:
            values |= {"snapshot": state.to_json()["snapshot"], "snapshot_at": n}
    else:
        snapshot = state.to_json()["snapshot"]
        if n % room_module.CHECKPOINT and not over:
            room_module.without_state(snapshot.get("dice"))
        values["snapshot"] = snapshot
    return values


def record(room_id: str, state: State) -> RoomRecord:
    """A new room of two local seats, as stored when made."""
    saved = state.to_json()
    seats = [
        Seat(
            seat=k, kind="human", bot=None, name="", token_hash="t" * 64, claimed=True, open=False, local=True
        )
        for k in range(state.players)
    ]
    return RoomRecord(
        id=room_id,
        game=state.game.id,
        players=state.players,
        options=dict(state.options),
        lang="en",
        public=False,
        title="",
        status="running",
        dice=saved["dice"],
        snapshot=saved["snapshot"],
        moves=0,
        to_act=state.to_act,
        outcome=None,
        host_hash="h" * 64,
        away_after=0,
        created_at=0.0,
        updated_at=0.0,
        seats=seats,
    )


def writer_of(store: Store) -> StoreWriter:
    """The store's writer, its group commit window off (``window`` in noppas that have one)."""
    if "window" in inspect.signature(StoreWriter).parameters:
        return StoreWriter(store, window=0)
    return StoreWriter(store)


async def through(writer: StoreWriter, jobs: list[store_module.Job], together: bool) -> None:
    """Write ``jobs`` through the writer: all in one turn of the loop, or each after the last."""
    if together:
        await asyncio.gather(*(writer.write(job) for job in jobs))
    else:
        for job in jobs:
            await writer.write(job)


def play(
    game_id: str, rooms: int, rounds: int, store: Store | None, writer: str = ""
) -> tuple[float, int, int]:
    """CPU seconds, moves and commits of ``rounds`` rounds of ``rooms`` games, each round stored
    as one batch when there is a ``store`` (``writer``: ``together`` or ``single`` through a
    :class:`StoreWriter`, a round's moves in one commit or each in its own)."""
    choose = random.Random(1)
    game = get_game(game_id)
    states = [game.new_state(2, seed=number) for number in range(rooms)]
    ids = [f"bench{number:05d}" for number in range(rooms)]
    if store is not None:
        with store.engine.begin() as conn:
            for room_id, state in zip(ids, states, strict=True):
                Store.insert_room(conn, record(room_id, state))
    moves = 0
    through_writer = writer_of(store) if store is not None and writer else None
    loop = asyncio.new_event_loop()
    start = time.process_time()
    for _ in range(rounds):
        jobs: list[store_module.Job] = []
        for room_id, state in zip(ids, states, strict=True):
            if state.outcome is not None:
                continue
            state.apply(choose.choice(state.legal_actions()).text)
            moves += 1
            if store is not None:
                n = len(state.history)
                action = state.history[-1]
                jobs.append(
                    MoveWrite(room_id=room_id, n=n, seat=0, action=action, by="human", room=columns(state))
                )
        if through_writer is not None and jobs:
            loop.run_until_complete(through(through_writer, jobs, writer == "together"))
        elif store is not None and jobs:
            with store.engine.begin() as conn:
                run_jobs(conn, jobs)
    spent = time.process_time() - start
    loop.close()
    commits = 0
    if through_writer is not None:
        through_writer.close()
        commits = through_writer.commits
    return spent, moves, commits


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="dungeon-dice", help="game id (dungeon-dice)")
    parser.add_argument("--rooms", type=int, default=100, help="games played at once, a batch a round (100)")
    parser.add_argument("--rounds", type=int, default=60, help="moves per game at most (60)")
    parser.add_argument("--database-url", help="an empty throwaway database (default: a SQLite file)")
    parser.add_argument(
        "--writer", action="store_true", help="through the store writer: per commit, per move"
    )
    args = parser.parse_args()
    alone, moves, _ = play(args.game, args.rooms, args.rounds, None)
    if args.writer:
        writer_costs(args, alone, moves)
        return
    with tempfile.TemporaryDirectory() as folder:
        store = Store(args.database_url or f"sqlite:///{folder}/store_cost.sqlite")
        try:
            stored, again, _ = play(args.game, args.rooms, args.rounds, store)
        finally:
            store.close()
    assert again == moves
    way = "snapshots at checkpoints (web-STORE-02)" if CHECKPOINTS else "a snapshot every move"
    print(f"{args.game}, {way}: {moves} moves in batches of up to {args.rooms}")
    print(f"  apply alone      {alone / moves * 1000:.3f} ms per move")
    print(f"  apply + store    {stored / moves * 1000:.3f} ms per move")
    print(f"  the store's part {(stored - alone) / moves * 1000:.3f} ms per move")


def writer_costs(args: argparse.Namespace, alone: float, moves: int) -> None:
    """The store's part through the writer, a round a commit and a move a commit, and the split."""
    spent: dict[str, tuple[float, int]] = {}
    for way in ("together", "single", "together", "single"):  # each twice, taking turns
        with tempfile.TemporaryDirectory() as folder:
            store = Store(args.database_url or f"sqlite:///{folder}/store_cost.sqlite")
            try:
                cpu, again, commits = play(args.game, args.rooms, args.rounds, store, way)
            finally:
                store.close()
        assert again == moves
        best = spent.get(way)
        if best is None or cpu < best[0]:
            spent[way] = (cpu, commits)
    print(f"{args.game}, through the store writer: {moves} moves, the lower of two runs each")
    per: dict[str, float] = {}
    for way, (cpu, commits) in spent.items():
        per[way] = (cpu - alone) / moves * 1000
        print(
            f"  {way:8} {commits:6} commits, {moves / commits:6.1f} moves a commit: {per[way]:.3f} ms a move"
        )
    many = moves / spent["together"][1]
    commit = (per["single"] - per["together"]) * many / (many - 1)
    print(f"  a commit costs {commit:.3f} ms; a move adds {per['single'] - commit:.3f} ms to it")


if __name__ == "__main__":
    main()
