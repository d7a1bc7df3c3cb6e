"""How well Key to the Kingdom's heuristic bot plays: win rate against random bots, game lengths.

Two parts, printed (never asserted):

1. The heuristic bot against one random bot in two-player long games (it takes seat 0 and seat 1
   in turn): its win rate, with a 95 % interval. The target is 90 % or more over 200+ games.
2. Games of 2–6 heuristic bots: the distribution of the game length in turns (every player's turn
   counts one), including the last turns of those left behind after the first escape.

    python benchmarks/kk_bot_report.py               # 200 two-player games, 60 games per count
    python benchmarks/kk_bot_report.py --quick       # a smoke run for CI
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable

from noppa import get_game
from noppa.bots import RandomBot
from noppa.engine import Bot
from noppa.games.key_to_the_kingdom.ai.bot import HeuristicBot

GAME_ID = "key-to-the-kingdom"
STEP_LIMIT = 20_000


def play(
    players: int, seed: int, make: Callable[[int], Bot], options: dict[str, str]
) -> tuple[tuple[int, ...], int]:
    """One game: the winners and the number of turns (an unfinished game has no winners)."""
    game = get_game(GAME_ID)
    state = game.new_state(players, seed=seed, options=options)
    bots = {seat: make(seat) for seat in range(players)}
    steps = 0
    while state.to_act is not None and steps < STEP_LIMIT:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
        steps += 1
    winners = state.outcome.winners if state.outcome is not None else ()
    return winners, state.turn


def win_rate(games: int, options: dict[str, str]) -> None:
    """Part 1: heuristic against random in two-player games."""
    wins = losses = unfinished = 0
    start = time.process_time()
    for seed in range(games):
        heuristic_seat = seed % 2

        def make(seat: int, seed: int = seed, hs: int = heuristic_seat) -> Bot:
            return HeuristicBot(seed) if seat == hs else RandomBot(seed * 31 + seat)

        winners, _ = play(2, seed, make, options)
        if not winners:
            unfinished += 1
        elif heuristic_seat in winners:
            wins += 1
        else:
            losses += 1
    decided = wins + losses
    rate = wins / decided if decided else 0.0
    half = 1.96 * math.sqrt(rate * (1 - rate) / decided) if decided else 0.0
    seconds = time.process_time() - start
    print(f"heuristic vs random, {games} two-player {options.get('version', 'long')} games:")
    print(f"  won {wins}, lost {losses}, unfinished {unfinished}: win rate {rate:.1%} ± {half:.1%} (95 %)")
    print(f"  {seconds:.1f} s of CPU, {games / seconds:.1f} games/s")


def lengths(games: int, counts: list[int], options: dict[str, str]) -> None:
    """Part 2: game length in turns for 2–6 heuristic bots."""
    print(f"\ngame length in turns, heuristic bots only ({options.get('version', 'long')} version):")
    print(
        f"{'players':>7} {'games':>6} {'min':>5} {'p10':>5} {'median':>7} {'mean':>7} {'p90':>5} {'max':>6} "
        f"{'unfin.':>6}"
    )
    for players in counts:
        turns: list[int] = []
        unfinished = 0
        for seed in range(games):

            def make(seat: int, s: int = seed, p: int = players) -> Bot:
                return HeuristicBot(s * p + seat)

            winners, length = play(players, 1000 + seed, make, options)
            if winners:
                turns.append(length)
            else:
                unfinished += 1
        turns.sort()
        if not turns:
            print(f"{players:>7} {games:>6} {'-':>5}")
            continue
        deciles = statistics.quantiles(turns, n=10, method="inclusive") if len(turns) > 1 else [turns[0]] * 9
        print(
            f"{players:>7} {games:>6} {turns[0]:>5} {deciles[0]:>5.0f} {statistics.median(turns):>7.0f} "
            f"{statistics.mean(turns):>7.1f} {deciles[-1]:>5.0f} {turns[-1]:>6} {unfinished:>6}"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument(
        "--games", type=int, default=200, help="two-player games against random (default 200)"
    )
    parser.add_argument("--per-count", type=int, default=60, help="games per player count in part 2")
    parser.add_argument("--version", choices=("long", "short"), default="long")
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    args = parser.parse_args(argv)
    games, per_count = (20, 4) if args.quick else (args.games, args.per_count)
    options = {"version": args.version}
    win_rate(games, options)
    lengths(per_count, [2, 3, 4, 5, 6], options)


if __name__ == "__main__":
    main()
