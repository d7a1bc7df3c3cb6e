"""How each reading of Dungeon Dice plays between ``expectation`` bots (figures for docs/rules).

For one set of options and one table size it plays seeded games in which every seat is the
``expectation`` bot and prints, with 95 % confidence intervals:

- the share of turns that are challenges (games are the sampling unit: the interval is the ratio
  estimator's, clustered by game), and the mean game length in turns;
- each seat's share of wins (Wilson intervals; a shared place counts 1/k);
- with ``--dice-skill`` (two players), how much the dice decision matters: the ``expectation``
  bot against a *timid* copy that challenges as it does but stops as soon as it holds a card.
  Near 50 % the choice to push one's luck hardly matters in that reading.

    python benchmarks/dd_readings.py --players 4 --games 1000
    python benchmarks/dd_readings.py --players 2 --games 2000 --option challenges=never --dice-skill
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Mapping
from typing import Any

from noppa import get_game
from noppa.engine import State

GAME = get_game("dungeon-dice")


def timid_choice(view: Mapping[str, Any]) -> str:
    """The expectation choice, except that it stops as soon as it may stop with a card at risk."""
    legal = list(view["legal"])
    picture = view["state"]
    if "stop" in legal and picture["held"] + picture["taken"] > 0:
        return "stop"
    return str(picture["odds"]["best"])


def best_choice(view: Mapping[str, Any]) -> str:
    """The ``expectation`` bot's choice."""
    return str(view["state"]["odds"]["best"])


def play(players: int, options: Mapping[str, Any], seed: int, timid: set[int]) -> State:
    """One seeded game; the seats in ``timid`` play :func:`timid_choice`."""
    state = GAME.new_state(players, seed=seed, options=options)
    while state.to_act is not None:
        seat = state.to_act
        view = state.view(seat)
        state.apply(timid_choice(view) if seat in timid else best_choice(view))
    return state


def challenge_turns(state: State) -> tuple[int, int]:
    """(turns, turns with at least one challenge)."""
    turns = challenged = 0
    seen = False
    for event in state.events:
        if event["type"] == "turn":
            turns += 1
            seen = False
        elif event["type"] == "challenge" and not seen:
            challenged += 1
            seen = True
    return turns, challenged


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def ratio_interval(pairs: list[tuple[int, int]], z: float = 1.96) -> tuple[float, float, float]:
    """Σy/Σx with its 95 % interval, clustered by game (pairs of (x, y))."""
    n = len(pairs)
    total_x = sum(x for x, _ in pairs)
    ratio = sum(y for _, y in pairs) / total_x
    mean_x = total_x / n
    variance = sum((y - ratio * x) ** 2 for x, y in pairs) / (n - 1)
    half = z * math.sqrt(variance / n) / mean_x
    return ratio, ratio - half, ratio + half


def parse_option(text: str) -> tuple[str, Any]:
    """``NAME=VALUE`` with the game's own value types."""
    name, _, raw = text.partition("=")
    option = GAME.option(name)
    for value in option.values:
        if str(value).lower() == raw.lower():
            return name, value
    raise SystemExit(f"{name} takes {', '.join(str(v) for v in option.values)}, not {raw!r}")


def main() -> None:
    """Play the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE, repeatable")
    parser.add_argument("--dice-skill", action="store_true", help="two players: expectation against timid")
    args = parser.parse_args()
    options = dict(parse_option(text) for text in args.option)
    GAME.resolve_options(options)
    started = time.perf_counter()
    pairs: list[tuple[int, int]] = []
    wins = [0.0] * args.players
    for seed in range(args.games):
        state = play(args.players, options, seed, set())
        pairs.append(challenge_turns(state))
        assert state.outcome is not None
        for group in state.outcome.ranking[:1]:
            for seat in group:
                wins[seat] += 1 / len(group)
    share, low, high = ratio_interval(pairs)
    label = ", ".join(f"{k}={v}" for k, v in options.items()) or "defaults"
    print(f"{label}; {args.players} players; {args.games} games; {time.perf_counter() - started:.0f} s")
    turns = sum(x for x, _ in pairs) / len(pairs)
    print(f"  challenge turns {share:.1%} (95% CI {low:.1%}–{high:.1%}); {turns:.1f} turns a game")
    for seat, won in enumerate(wins):
        low, high = wilson(won, args.games)
        print(f"  Player {seat + 1} first {won / args.games:.1%} (95% CI {low:.1%}–{high:.1%})")
    if args.dice_skill:
        if args.players != 2:
            raise SystemExit("--dice-skill plays two players")
        won = 0.0
        for seed in range(args.games):
            timid = {1 - seed % 2}  # the timid copy sits first in half the games
            state = play(2, options, 10**6 + seed, timid)
            assert state.outcome is not None
            won += sum(1 / len(state.outcome.ranking[0]) for s in state.outcome.ranking[0] if s not in timid)
        low, high = wilson(won, args.games)
        print(f"  expectation beats timid in {won / args.games:.1%} (95% CI {low:.1%}–{high:.1%})")


if __name__ == "__main__":
    main()
