"""Runebound: how games between heuristic bots end with the Path of Doom (the default), per table size.

    python benchmarks/rb_doom_report.py                    # 1–6 heroes, 40 games each
    python benchmarks/rb_doom_report.py --players 3 --games 30
    python benchmarks/rb_doom_report.py --games 10 --first 20   # games 20–29, to add to a sample

For each player count: how many games reached the Showdown (with a 95 % Wilson interval), how the
games ended (Margath, three Dragon Runes, in normal play or in the Showdown; the Dragon Lords; the
round limit) and how many rounds they lasted. Every bot sees only its own view; seeds are the game
numbers, so a report reproduces. The games are those of ``rb_bot_report.py`` (its ``play``).
"""

from __future__ import annotations

import argparse
import statistics
import time

from noppa.sim.stats import wilson
from rb_bot_report import endings, run


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4, 5, 6], help="player counts")
    parser.add_argument("--games", type=int, default=40, help="games per player count")
    parser.add_argument("--first", type=int, default=0, help="seed of the first game (to extend a sample)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    for players in args.players:
        start = time.perf_counter()
        seeds = range(args.first, args.first + args.games)
        results = run([("bots", players, seed, True) for seed in seeds], args.jobs)
        n = len(results)
        showdowns = sum(1 for r in results if r[0].startswith("Showdown"))
        low, high = wilson(showdowns, n)
        rounds = sorted(r[1] for r in results)
        print(
            f"{players} heroes, {n} games: Showdown {showdowns} ({100 * showdowns / n:.0f} %, "
            f"95 % CI {100 * low:.0f}–{100 * high:.0f} %); rounds median {statistics.median(rounds):g} "
            f"(quartiles {rounds[n // 4]}–{rounds[(3 * n) // 4]}); doom tokens placed: mean "
            f"{statistics.mean(r[4] for r in results):.1f}; {time.perf_counter() - start:.0f} s",
            flush=True,
        )
        print(f"   {endings(results)}", flush=True)


if __name__ == "__main__":
    main()
