"""What one move costs the server at step 100 and at step 1,600 of a long Key to the Kingdom game.

issue 26, goal 3: nothing per move may grow with the game's length. For one long random game (two
players, fixed seeds) it prints, at each step asked for, the CPU and the bytes of:

- **replay frame**: ``ReplayCursor.frame`` for the step, the viewer having shown the step before
  (stepping forward, as the replay page does);
- **bot message**: the view a bot's worker is sent (``pacing``: with the log only for a bot that
  reads it) pickled with the bot, as ``BotPool`` hands it over;
- **store write**: the stored snapshot of a move as the room writes it, encoded (the mean over
  the 32 moves up to the step: one of them carries the snapshot with the dice generator's state,
  web-STORE-02; before, every move a snapshot, the generator's state in one, web-STORE-01);
- **view**: a seat's ``state`` message as a connection is sent it after the move (the view
  without the log, the new log lines written, encoded).

Each figure is the median of ``--repeat`` timings (CPU time of this process). The last column says
how many times the cost at the last step is the cost at the first (goal: within 1.5x).

    python benchmarks/long_game.py                  # steps 100 and 1,600
    python benchmarks/long_game.py --steps 100 800 1600 3000
    python benchmarks/long_game.py --quick           # the smoke run

Run with ``PYTHONPATH`` pointing at another checkout's ``src`` to measure that code: where it
lacks ``room.without_state`` (before the change) every stored snapshot holds the dice state, and where
``pacing`` does not ask ``reads_log`` the bot is sent the view with the whole log, as it was.

A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import msgspec

from noppa.engine import State, get_game, load_dice
from noppa.server import pacing
from noppa.server import room as room_module
from noppa.server import store as store_module
from noppa.server.replays import ReplayCursor

GAME = "key-to-the-kingdom"
SEED = 29
"""A seed whose random game lasts 3,324 moves (most end within 400–800)."""

encode = msgspec.json.Encoder().encode


def timed(job: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """The median CPU milliseconds of ``job`` over ``repeat`` runs, and what it returned last."""
    times, result = [], None
    for _ in range(repeat):
        started = time.process_time()
        result = job()
        times.append(time.process_time() - started)
    return statistics.median(times) * 1000, result


def play(steps: int) -> State:
    """The long game after ``steps`` random moves."""
    state = get_game(GAME).new_state(2, seed=SEED)
    rng = random.Random(SEED)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def store_write(state: State, n: int) -> bytes:
    """A move's stored snapshot as the room writes it, encoded."""
    if hasattr(store_module, "CHECKPOINT_COLUMNS"):  # web-STORE-02: a snapshot at checkpoints only
        if n % 32 and state.outcome is None:
            return encode({"moves": n, "to_act": state.to_act, "status": "running"})
        return encode(state.to_json()["snapshot"])
    snapshot = state.to_json()["snapshot"]
    if hasattr(room_module, "without_state") and n % 32 and state.outcome is None:
        room_module.without_state(snapshot["dice"])  # web-STORE-01 (before: every move)
    return encode(snapshot)


def bot_message(state: State) -> bytes:
    """What a bot's worker is sent for a decision: the bot and its seat's view, pickled."""
    seat = state.to_act
    assert seat is not None
    with_log = not hasattr(pacing, "reads_log")  # before: every bot got the whole log
    bot = get_game(GAME).bots().get("heuristic") or object()
    return pickle.dumps((bot, state.view(seat, log=with_log)))


def view_message(state: State, start: int) -> bytes:
    """A seat's ``state`` message after a move: its view, the new log lines, encoded."""
    seat = state.to_act if state.to_act is not None else 0
    lines = [{"text": state.describe(e, "en"), "event": e} for e in state.visible_events(seat, start)]
    return encode({"view": state.view(seat, log=False), "log": lines})


def measure(step: int, repeat: int) -> dict[str, tuple[float, int]]:
    """Each cost at ``step``: (CPU ms, bytes)."""
    figures: dict[str, tuple[float, int]] = {}
    game = get_game(GAME)
    state = play(step)
    start = game.new_state(2, options=dict(state.options), dice=load_dice(state.initial_dice))

    def frame() -> bytes:
        cursor = ReplayCursor(
            game=game,
            players=2,
            options=dict(state.options),
            dice=dict(state.initial_dice),
            actions=list(state.history),
            state=start.clone(),
            marks=[len(start.events)],
        )
        cursor.frame(step - 1, None, "en")  # the page showed the step before
        started = time.process_time()
        shown = encode(cursor.frame(step, None, "en"))
        frame.spent = time.process_time() - started  # type: ignore[attr-defined]
        return shown

    spent, size = [], 0
    for _ in range(max(1, repeat // 4)):
        size = len(frame())
        spent.append(frame.spent)  # type: ignore[attr-defined]
    figures["replay frame"] = (statistics.median(spent) * 1000, size)

    ms, message = timed(lambda: bot_message(state), repeat)
    figures["bot message"] = (ms, len(message))

    window = play(step - 32)
    rng = random.Random(step)
    writes, sizes = [], []
    for n in range(step - 31, step + 1):
        window.apply(rng.choice(window.legal_actions()))
        ms, row = timed(lambda n=n: store_write(window, n), repeat)  # type: ignore[misc]
        writes.append(ms)
        sizes.append(len(row))
    figures["store write"] = (statistics.fmean(writes), round(statistics.fmean(sizes)))

    before = play(step - 1)
    events_before = len(before.events)
    ms, message = timed(lambda: view_message(state, events_before), repeat)
    figures["view"] = (ms, len(message))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--steps", type=int, nargs="+", default=[100, 1600], help="steps measured (100 1600)")
    parser.add_argument("--repeat", type=int, default=20, help="timings per figure (20)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: steps 40 and 80, 3 timings")
    args = parser.parse_args()
    if args.quick:
        args.steps, args.repeat = [40, 80], 3
    results = {step: measure(step, args.repeat) for step in args.steps}
    first, last = args.steps[0], args.steps[-1]
    print(f"{GAME}, one long random game (seed {SEED}): CPU ms (bytes) of one move's work at each step")
    header = "".join(f"{f'step {step}':>22}" for step in args.steps)
    print(f"{'':14}{header}{f'{last} / {first}':>12}")
    for name in results[first]:
        cells = "".join(f"{results[s][name][0]:>11.3f} ({results[s][name][1]:>7})" for s in args.steps)
        ratio = results[last][name][0] / max(results[first][name][0], 1e-9)
        print(f"{name:14}{cells}{ratio:>11.2f}x")


if __name__ == "__main__":
    main()
