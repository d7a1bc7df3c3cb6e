"""Environment steps per second of noppa's RL environments, beside PettingZoo's ``connect_four_v3``.

Every row takes uniformly random legal actions (drawn from the action mask with numpy) in the same
loop, and restarts games as they end:

- ``single_agent_env``: one game, the learner against the ``random`` bot (a step is the learner's
  action and the bots' answers up to its next decision);
- ``vector_env ×64``: 64 of those stepped at once (``noppa.rl.vector_env``); an env step is one
  game's step, a batch step one call of ``step`` for all 64;
- both again ``without=("odds",)`` where the game has costly optional views (Dungeon Dice's exact
  odds): what a step costs when the observation does not ask for them;
- ``raw_env`` (AEC): noppa's PettingZoo environment, every seat random, a step one seat's action;
- ``connect_four_v3``: PettingZoo's classic Connect Four (the yardstick; it needs ``pygame``, in the
  ``dev`` extra), played the same way as the AEC row;
- ``apply``: the game's own random playout, one ``state.apply`` (with ``legal_actions``) per step:
  the yardstick of the last three columns.

What one env step is. ``single_agent_env`` and ``vector_env``: one decision of the learner — its
action applied, then the bots' actions (each an ``apply``, chance inside them) up to its next
decision or the game's end, then its observation and action mask (and, when a game ends, the next
game started and played by the bots up to the learner's first decision). So a step holds more than
one ``apply``: the column ``applies/step`` counts them (the games' action histories, read around
each ``single_agent_env`` step; the ``vector_env`` rows play the same bots and random learner, so
they show the single row's count). ``step in applies`` is a step's CPU in applies' CPU; ``per
apply`` divides it by the applies the step holds: what a step costs beyond the game's own moves
(1.00 would be the moves alone; issue 26's goal for Dungeon Dice, the observation included, is at
most 2). ``raw_env`` (AEC) steps one seat's action: one apply a step.

The rows take turns in short slices (``--rounds``) so that their ratios hold on a busy machine, and
the time is CPU time (``time.process_time``), not wall time. Figures are printed, never asserted.

    python benchmarks/rl_speed.py                     # about 3 s per row
    python benchmarks/rl_speed.py --quick             # a smoke for CI
    python benchmarks/rl_speed.py --game key-to-the-kingdom --players 3 --seconds 5
"""

from __future__ import annotations

import argparse
import importlib
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from noppa import get_game
from noppa.rl import raw_env, single_agent_env, vector_env
from noppa.rl.encoding import learning_of

Step = Callable[[], int]
"""Takes one step (one call) and answers how many env steps it was."""

Applies = dict[str, list[int]]
"""Per row that counts them: [env steps, applies] over the whole run (read from the histories)."""

CONNECT_FOUR = "pettingzoo connect_four_v3 (AEC)"
APPLY = "apply (random playout)"


def pick(rng: np.random.Generator, mask: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """A uniformly random legal action per row of ``mask`` (a 2-d array of 0/1)."""
    return np.asarray(np.argmax(rng.random(mask.shape) * mask, axis=-1), dtype=np.int64)


def single_row(game_id: str, players: int, without: tuple[str, ...], count: list[int]) -> Step:
    """``single_agent_env`` against the random bot; ``count`` gathers [env steps, applies]."""
    env = single_agent_env(game_id, players, opponents=["random"], without=without)
    rng = np.random.default_rng(0)
    observation, _ = env.reset(seed=0)
    box = [observation]

    def step() -> int:
        action = int(pick(rng, box[0]["action_mask"][None, :])[0])
        state = env.state
        assert state is not None
        before = len(state.history)
        observation, _, terminated, truncated, _ = env.step(action)
        applies = len(state.history) - before
        if terminated or truncated:
            observation, _ = env.reset()
            assert env.state is not None
            applies += len(env.state.history)  # the bots' moves before the learner's first
        box[0] = observation
        count[0] += 1
        count[1] += applies
        return 1

    return step


def vector_row(game_id: str, players: int, num_envs: int, without: tuple[str, ...]) -> Step:
    """``vector_env`` of ``num_envs`` games against the random bot (autoreset inside)."""
    env = vector_env(game_id, num_envs, players, opponents=["random"], without=without)
    rng = np.random.default_rng(0)
    observation, _ = env.reset(seed=0)
    box = [observation]

    def step() -> int:
        box[0], _, _, _, _ = env.step(pick(rng, box[0]["action_mask"]))
        return num_envs

    return step


def aec_row(aec: Any) -> Step:
    """A PettingZoo AEC environment, every agent random (a step is one agent's action)."""
    rng = np.random.default_rng(0)
    aec.reset(seed=0)

    def step() -> int:
        observation, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            aec.reset()
            return 0
        aec.step(int(pick(rng, observation["action_mask"][None, :])[0]))
        return 1

    return step


def connect_four_row() -> Step | None:
    """PettingZoo's classic Connect Four, or ``None`` when it cannot be imported (pygame missing)."""
    try:
        module = importlib.import_module("pettingzoo.classic.connect_four_v3")
    except ImportError:
        return None
    return aec_row(module.env())


def apply_row(game_id: str, players: int) -> Step:
    """The game's random playout, one ``apply`` a step: what an env step is measured against."""
    game = get_game(game_id)
    rng = np.random.default_rng(0)
    box = [game.new_state(players, seed=0)]

    def step() -> int:
        state = box[0]
        if state.to_act is None:
            state = box[0] = game.new_state(players, seed=int(rng.integers(1 << 30)))
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        return 1

    return step


def measure(rows: list[tuple[str, Step]], seconds: float, rounds: int) -> dict[str, tuple[int, int, float]]:
    """(env steps, calls, CPU seconds) per row, the rows taking turns in ``rounds`` slices."""
    totals = {name: (0, 0, 0.0) for name, _ in rows}
    for _ in range(rounds):
        for name, step in rows:
            steps, calls, elapsed = totals[name]
            start = time.process_time()
            deadline = start + seconds / rounds
            while True:
                steps += step()
                calls += 1
                now = time.process_time()
                if now >= deadline:
                    break
            totals[name] = (steps, calls, elapsed + now - start)
    return totals


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="dungeon-dice", help="game id (default dungeon-dice)")
    parser.add_argument("--players", type=int, default=2, help="player count (default 2)")
    parser.add_argument("--num-envs", type=int, default=64, help="games in the batch (default 64)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time per row (default 3)")
    parser.add_argument("--rounds", type=int, default=10, help="slices each row's time is cut into")
    parser.add_argument("--quick", action="store_true", help="a short smoke run for CI")
    args = parser.parse_args(argv)
    seconds = 0.3 if args.quick else args.seconds
    rounds = 1 if args.quick else max(1, args.rounds)
    game = get_game(args.game)
    n = args.num_envs
    variants: list[tuple[str, tuple[str, ...]]] = [("", ())]
    variants += [(f' without="{part}"', (part,)) for part in learning_of(game).optional_view]
    rows: list[tuple[str, Step]] = []
    counts: Applies = {}
    for label, without in variants:
        count = [0, 0]
        single, vector = f"single_agent_env{label}", f"vector_env x{n}{label}"
        counts[single] = counts[vector] = count  # (the same bots and learner: the same applies a step)
        rows.append((single, single_row(game.id, args.players, without, count)))
        rows.append((vector, vector_row(game.id, args.players, n, without)))
    rows.append(("raw_env (AEC)", aec_row(raw_env(game.id, args.players))))
    counts["raw_env (AEC)"] = [1, 1]
    rows.append((APPLY, apply_row(game.id, args.players)))
    yardstick = connect_four_row()
    if yardstick is None:
        print(f"({CONNECT_FOUR} skipped: it needs pygame, in the dev extra)")
    else:
        rows.append((CONNECT_FOUR, yardstick))
    totals = measure(rows, seconds, rounds)
    base = totals.get(CONNECT_FOUR)
    base_rate = base[0] / base[2] if base and base[2] else None
    print(
        f"{args.game}, {args.players} players, random legal actions, the learner against the random bot; "
        f"CPU time, {rounds} interleaved rounds of {seconds:g} s per row"
    )
    applies = totals[APPLY]
    apply_rate = applies[0] / applies[2] if applies[2] else None
    print(
        f"{'row':<34} {'env steps/s':>12} {'calls/s':>10} {'vs connect_four':>16} "
        f"{'applies/step':>13} {'step in applies':>16} {'per apply':>10}"
    )
    for name, _ in rows:
        steps, calls, elapsed = totals[name]
        rate = steps / elapsed if elapsed else 0.0
        call_rate = calls / elapsed if elapsed else 0.0
        ratio = f"{rate / base_rate:.2f}x" if base_rate else "-"
        cost = apply_rate / rate if apply_rate and rate else None
        counted = counts.get(name)
        held = counted[1] / counted[0] if counted and counted[0] else None
        print(
            f"{name:<34} {rate:>12,.0f} {call_rate:>10,.0f} {ratio:>16} "
            f"{'-' if held is None else f'{held:.2f}':>13} {'-' if cost is None else f'{cost:.2f}':>16} "
            f"{'-' if cost is None or held is None else f'{cost / held:.2f}':>10}"
        )


if __name__ == "__main__":
    main()
