"""What a move's words cost the server: the menu's labels and the new log lines, per game and language.

issue 26, goal 1: the server labels a seat's legal actions once per move and language
(``Broadcast.legal``) and writes each event's log line once per language (``Broadcast._describe``).
This plays seeded random games and, after each move, does just that work, timed in CPU time: the
labels of the legal actions of the seat to act, then the lines of the events the move made. It
prints the mean microseconds per move, first for the first ``--games`` games (memories of words
warming up) and then for as many more (warm, as a server that has run a while). Objects made
before a round are frozen out of the garbage collector (``gc.freeze``): one full collection of
them otherwise lands in a timed call or not, at random, and swings a figure by 100 µs a move.

    python benchmarks/words_cost.py
    python benchmarks/words_cost.py --game key-to-the-kingdom --games 10

Run with ``PYTHONPATH`` pointing at another checkout's ``src`` to measure that code (A/B).
A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import gc
import random
import time

from noppa import get_game

GAMES = {"dungeon-dice": 2, "key-to-the-kingdom": 3, "runebound": 2}
"""The games and the player count they are played with."""


def words_per_move(game_id: str, lang: str, seeds: range, steps: int) -> tuple[float, float, int]:
    """Mean CPU microseconds per move of the labels and of the log lines, and the moves timed."""
    game = get_game(game_id)
    gc.collect()
    gc.freeze()  # a full collection of what is already there (~0.2 s) lands in a timed call at random
    labels = lines = 0.0
    moves = 0
    clock = time.process_time
    for seed in seeds:
        state = game.new_state(GAMES[game_id], seed=seed)
        rng = random.Random(seed)
        seen = len(state.events)
        for _ in range(steps):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            started = clock()
            for action in legal:
                state.label(action, lang)
            labels += clock() - started
            state.apply(rng.choice(legal))
            started = clock()
            for event in state.events[seen:]:
                state.describe(event, lang)
            lines += clock() - started
            seen = len(state.events)
            moves += 1
    return labels / moves * 1e6, lines / moves * 1e6, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append", help="default: every game")
    parser.add_argument("--games", type=int, default=6, help="seeded games per round (default 6)")
    parser.add_argument("--steps", type=int, default=300, help="most moves per game (default 300)")
    args = parser.parse_args()
    print(
        f"{'game':<20} {'lang':<4} {'round':<5} {'moves':>6} {'labels µs':>10} {'lines µs':>9} {'sum µs':>8}"
    )
    for game_id in args.game or list(GAMES):
        for lang in ("en", "fi"):
            for round_, seeds in (("cold", range(args.games)), ("warm", range(args.games, 2 * args.games))):
                labels, lines, moves = words_per_move(game_id, lang, seeds, args.steps)
                figures = f"{moves:>6} {labels:>10.1f} {lines:>9.1f} {labels + lines:>8.1f}"
                print(f"{game_id:<20} {lang:<4} {round_:<5} {figures}")


if __name__ == "__main__":
    main()
