"""Random-playout speed of every registered game, on one core.

For each game and player count it plays seeded games in which every decision is a uniformly random
legal action, and prints games/s and steps/s (a step is one ``apply``; the forced rolls between
decisions are included in the time). It measures the rules engine alone: no views, no bots, no
rendering. ``--quick`` runs a short smoke for CI. Figures are printed, never asserted.

``--dice`` prints the engine's dice figures instead: how long cloning a seeded dice source and
restoring it from its JSON take after 0 … 100,000 draws, beside what replaying those draws from the
seed costs (how positioning worked before the generator state was copied).

    python benchmarks/bench.py            # about 5 s per game
    python benchmarks/bench.py --quick    # a fraction of a second per game
    python benchmarks/bench.py --game dungeon-dice --players 3 --seconds 10
    python benchmarks/bench.py --dice
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from noppa import SeededDice, get_game, list_games
from noppa.engine.dice import load_dice


@dataclass
class Figures:
    game: str
    players: int
    games: int
    steps: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds


def measure(game_id: str, players: int, seconds: float) -> Figures:
    """Play random games of ``game_id`` for about ``seconds``."""
    game = get_game(game_id)
    chooser = random.Random(0)
    choice = chooser.choice
    games = steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new_state(players, seed=games)
        apply = state.apply
        legal_actions = state.legal_actions
        while state.to_act is not None:
            apply(choice(legal_actions()))
            steps += 1
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return Figures(game_id, players, games, steps, now - start)


def per_call(call: Callable[[], object], seconds: float) -> float:
    """Microseconds per ``call()``, timed in batches for about ``seconds``."""
    calls = 0
    batch = 1
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            call()
        calls += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return elapsed / calls * 1e6
        batch *= 2


def replay_draws(seed: int, draws: int) -> None:
    """Position a generator by drawing ``draws`` numbers from the seed (the cost before copying)."""
    rand = random.Random(seed).random
    for _ in range(draws):
        rand()


def dice_figures(seconds: float) -> None:
    """Clone and JSON restore of a seeded dice source after many draws, beside replaying them."""
    print(f"{'draws':>8} {'clone µs':>10} {'to_json µs':>11} {'load µs':>9} {'replay µs':>10}")
    for draws in (0, 1_000, 10_000, 100_000):
        dice = SeededDice(7)
        dice.rolls(draws, 6)
        saved = dice.to_json()
        clone = per_call(dice.clone, seconds)
        dump = per_call(dice.to_json, seconds)
        load = per_call(partial(load_dice, saved), seconds)
        replay = per_call(partial(replay_draws, 7, draws), seconds)
        print(f"{draws:>8,} {clone:>10.1f} {dump:>11.1f} {load:>9.1f} {replay:>10.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every game)")
    parser.add_argument("--players", type=int, help="player count (default: every count)")
    parser.add_argument("--seconds", type=float, default=1.5, help="time per game and player count")
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    parser.add_argument("--dice", action="store_true", help="the dice figures (clone, save, load)")
    args = parser.parse_args(argv)
    seconds = 0.2 if args.quick else args.seconds
    if args.dice:
        dice_figures(min(seconds, 0.5))
        return
    print(f"{'game':<22} {'players':>7} {'games':>8} {'steps':>10} {'games/s':>10} {'steps/s':>10}")
    for game_id in args.game or list_games():
        game = get_game(game_id)
        counts = [args.players] if args.players else list(game.player_counts)
        for players in counts:
            f = measure(game_id, players, seconds)
            print(
                f"{f.game:<22} {f.players:>7} {f.games:>8} {f.steps:>10} "
                f"{f.games_per_second:>10,.0f} {f.steps_per_second:>10,.0f}"
            )


if __name__ == "__main__":
    main()
