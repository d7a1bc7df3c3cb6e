"""Runebound: the heuristic bot against random bots, and how long games last.

    python benchmarks/rb_bot_report.py            # 200 two-player games (the report)
    python benchmarks/rb_bot_report.py --quick    # 10 games, a smoke test for CI

The heuristic bot takes seat 0 in even games and seat 1 in odd ones; it sees only its own view.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from noppa.bots import RandomBot
from noppa.engine import Bot
from noppa.games.runebound import GAME
from noppa.games.runebound.bot import HeuristicBot


def play(seed: int, options: dict[str, object]) -> tuple[bool, int, int, str]:
    """One game; returns (heuristic won, steps, rounds, reason)."""
    state = GAME.new_state(2, seed=seed, options=options)
    smart = seed % 2
    bots: dict[int, Bot] = {smart: HeuristicBot(seed), 1 - smart: RandomBot(seed)}
    steps = 0
    while state.to_act is not None:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
        steps += 1
    assert state.outcome is not None
    return (
        smart in state.outcome.winners and len(state.outcome.winners) == 1,
        steps,
        min(state.round, int(state.options["round_limit"])),
        state.outcome.reason,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="10 games only")
    parser.add_argument("--doom", action="store_true", help="play the Path of Doom variant")
    args = parser.parse_args()
    games = 10 if args.quick else args.games
    options: dict[str, object] = {"path_of_doom": args.doom}
    start = time.perf_counter()
    wins = 0
    steps: list[int] = []
    rounds: list[int] = []
    reasons: Counter[str] = Counter()
    for seed in range(games):
        won, count, played, reason = play(seed, options)
        wins += won
        steps.append(count)
        rounds.append(played)
        reasons[reason] += 1
    elapsed = time.perf_counter() - start
    print(f"heuristic vs random, {games} two-player games: won {wins} ({100 * wins / games:.1f} %)")
    print(f"how games ended: {dict(reasons)}")
    print(f"rounds: min {min(rounds)}, median {statistics.median(rounds)}, max {max(rounds)}")
    print(f"steps:  min {min(steps)}, median {statistics.median(steps)}, max {max(steps)}")
    histogram = Counter(10 * (r // 10) for r in rounds)
    scale = max(1, max(histogram.values()) // 50)
    for low in sorted(histogram):
        bar = "#" * max(1, histogram[low] // scale)
        print(f"  rounds {low:3d}–{low + 9:3d}: {bar} {histogram[low]}")
    print(f"{games / elapsed:.1f} games/s")


if __name__ == "__main__":
    main()
