"""Runebound: how the heuristic bot plays, and how games end.

    python benchmarks/rb_bot_report.py               # the full report (about 15 min on 2 cores)
    python benchmarks/rb_bot_report.py --quick       # a smoke test: a few games of each kind
    python benchmarks/rb_bot_report.py --games 40    # fewer games per table row

Three tables:

1. The heuristic bot against a random bot, two-player games (seat alternating): its win rate.
2. Games of 2–6 heuristic bots without the Path of Doom: how they end (High Lord Margath, three
   Dragon Runes, the round limit) and how many rounds they last.
3. The same with the Path of Doom variant (the default; 2–4 heroes): how many reach the Showdown
   and how it ends (``rb_doom_report.py`` measures this alone, for 1–6 heroes).
4. A Showdown study: Path-of-Doom games in which the doom track is made to run out at the end of
   round 20 (as if the Path had filled fast), so every game has a Showdown: how it ends.

Every bot sees only its own seat's view. Seeds are the game numbers, so a report is reproducible.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Iterable
from multiprocessing import Pool

from noppa.bots import RandomBot
from noppa.engine import Bot
from noppa.games.runebound import GAME
from noppa.games.runebound.ai.bot import HeuristicBot

ENDINGS = {
    "rb.outcome.margath": "Margath",
    "rb.outcome.runes": "Runes",
    "rb.outcome.time": "round limit",
    "rb.outcome.dragons": "no winner",
    "rb.outcome.showdown_empty": "red deck empty",
}
Result = tuple[str, int, bool, int, int]
"""(ending, rounds played, the heuristic bot won, steps, doom tokens placed)."""


SHOWDOWN_ROUND = 20
"""In the Showdown study, the eighth doom token falls at the end of this round."""


def play(job: tuple[str, int, int, bool]) -> Result:
    """One game: ``kind`` is ``random`` (heuristic against random), ``bots`` (all heuristic) or
    ``showdown`` (all heuristic, the Showdown forced after :data:`SHOWDOWN_ROUND`)."""
    kind, players, seed, doom = job
    state = GAME.new_state(players, seed=seed, options={"path_of_doom": doom})
    smart = seed % players
    bots: dict[int, Bot] = {}
    for seat in range(players):
        if kind == "random" and seat != smart:
            bots[seat] = RandomBot(seed * 10 + seat)
        else:
            bots[seat] = HeuristicBot(seed * 10 + seat)
    steps = 0
    while state.to_act is not None:
        if kind == "showdown" and state.round >= SHOWDOWN_ROUND and not state.showdown_pending:
            # The study's one intervention: the Path has filled; the Showdown follows this turn.
            state.doom = 8
            state.showdown_pending = True
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
        steps += 1
    outcome = state.outcome
    assert outcome is not None
    ending = ENDINGS.get(outcome.reason, outcome.reason)
    if state.showdown:
        ending = f"Showdown: {ending}"
    won = smart in outcome.winners and len(outcome.winners) == 1
    return ending, min(state.round, int(state.options["round_limit"])), won, steps, state.doom


def run(jobs: list[tuple[str, int, int, bool]], workers: int) -> list[Result]:
    if workers <= 1:
        return [play(job) for job in jobs]
    with Pool(workers) as pool:
        return pool.map(play, jobs, chunksize=1)


def lengths(rounds: Iterable[int]) -> str:
    ordered = sorted(rounds)
    n = len(ordered)
    q1, q3 = ordered[n // 4], ordered[(3 * n) // 4]
    q90 = ordered[min(n - 1, (9 * n) // 10)]
    return f"median {statistics.median(ordered):g}, quartiles {q1}–{q3}, 90 % ≤ {q90}, max {ordered[-1]}"


def endings(results: list[Result]) -> str:
    counts = Counter(r[0] for r in results)
    n = len(results)
    return ", ".join(f"{name} {count} ({100 * count / n:.0f} %)" for name, count in counts.most_common())


def histogram(rounds: list[int]) -> list[str]:
    buckets = Counter(5 * (r // 5) for r in rounds)
    scale = max(1, max(buckets.values()) // 40)
    return [
        f"      rounds {low:2d}–{low + 4:2d}: {'#' * max(1, buckets[low] // scale)} {buckets[low]}"
        for low in sorted(buckets)
    ]


def real_victories(results: list[Result]) -> float:
    real = sum(1 for r in results if r[0] in ("Margath", "Runes"))
    return 100 * real / len(results)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100, help="games per row of tables 2 and 3")
    parser.add_argument("--random-games", type=int, default=200, help="games against the random bot")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--quick", action="store_true", help="a few games of each kind")
    args = parser.parse_args()
    games = 4 if args.quick else args.games
    random_games = 10 if args.quick else args.random_games
    start = time.perf_counter()

    results = run([("random", 2, seed, False) for seed in range(random_games)], args.jobs)
    wins = sum(r[2] for r in results)
    print(f"1. Heuristic bot against a random bot, {random_games} two-player games")
    print(f"   won {wins} ({100 * wins / random_games:.1f} %); ended: {endings(results)}")
    print(f"   rounds: {lengths(r[1] for r in results)}")

    print(f"\n2. Heuristic bots only, without the Path of Doom, {games} games per player count")
    for players in range(2, 7):
        results = run([("bots", players, seed, False) for seed in range(games)], args.jobs)
        rounds = [r[1] for r in results]
        print(f"   {players} heroes: real victories {real_victories(results):.0f} %; {endings(results)}")
        print(f"      rounds: {lengths(rounds)}")
        if players <= 4 and not args.quick:
            print("\n".join(histogram(rounds)))

    print(f"\n3. Path of Doom, heuristic bots only, {games} games per player count")
    for players in range(2, 5):
        results = run([("bots", players, seed, True) for seed in range(games)], args.jobs)
        showdowns = [r for r in results if r[0].startswith("Showdown")]
        print(f"   {players} heroes: {endings(results)}")
        print(f"      rounds: {lengths(r[1] for r in results)}")
        if showdowns:
            print(
                f"      Showdowns: {len(showdowns)}, of which no winner: "
                f"{sum(1 for r in showdowns if r[0] == 'Showdown: no winner')}"
            )
    print(f"\n4. Showdown study: the doom track runs out after round {SHOWDOWN_ROUND}, {games} games per row")
    for players in range(2, 5):
        results = run([("showdown", players, seed, True) for seed in range(games)], args.jobs)
        print(f"   {players} heroes: {endings(results)}")
    print(f"\n{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
