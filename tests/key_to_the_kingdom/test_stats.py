"""Statistical tests: the engine, run with seeded dice, against odds computed exactly from the rules."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from noppa import ScriptedDice, SeededDice
from noppa.games.key_to_the_kingdom.content.hazards import load_hazards
from noppa.games.key_to_the_kingdom.content.procedures import Roll
from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon

from .helpers import put, scenario, start_turn

rule = pytest.mark.rule
TRIALS = 1500


def frequency(run: Callable[[int], bool], trials: int = TRIALS) -> float:
    return sum(run(seed) for seed in range(trials)) / trials


def close(observed: float, exact: float, trials: int = TRIALS) -> bool:
    """Within four standard errors of the exact chance."""
    sigma = math.sqrt(exact * (1 - exact) / trials)
    return abs(observed - exact) <= 4 * sigma + 1e-9


def start(state: Any, seat: int, first: list[int], seed: int) -> Any:
    """``seat``'s turn from the position ``state`` stands in, ``first`` rolls forced, then seeded."""
    return start_turn(state, seat, ScriptedDice(first, then=SeededDice(seed)))


@rule("KK-DUN-01")
def test_dungeon_escape_within_three_turns_is_one_minus_six_eighths_cubed() -> None:
    exact = 1 - (6 / 8) ** 3

    def escapes(seed: int) -> bool:
        state = scenario()  # seat 1 waits on the start area: each of seat 0's turns stops at his move
        put(state, 0, "dc/castle-dungeon", sit=Dungeon("devils-castle", 0), equipment=[])
        for turn in range(3):
            start(state, 0, [], seed * 7 + turn)
        return any(e["type"] == "dungeon_escape" for e in state.events)

    assert close(frequency(escapes), exact)


@rule("KK-GLASS-01", "KK-SNAKE-01", "KK-GIANT-01", "KK-WIZ-02")
def test_the_trials_chances_are_exact() -> None:
    assert Roll(1, frozenset({5, 6, 7, 8})).chance() == 0.5  # the Glass Bridge
    three = Fraction(sum(1 for f in product(range(1, 9), repeat=3) if sum(f) >= 11), 8**3)
    assert Roll(3, None, 1, 11).chance() == float(three)  # the Snake Pit
    assert Roll(2, frozenset({8}), 2).chance() == 1 / 64
    assert Roll(6, frozenset({8}), 2).chance() == pytest.approx(
        1 - (7 / 8) ** 6 - 6 * (1 / 8) * (7 / 8) ** 5
    )  # the Sea Serpent: two eights within six rolls
    assert Roll(4, frozenset({4})).chance() == pytest.approx(1 - (7 / 8) ** 4)  # the Tarantula Web
    rules = load_hazards()
    assert rules["sleeping-giant"].nodes["pass"].rolls == 2 and rules["wizard"].nodes["task"].rolls == 4


@rule("KK-SNAKE-01")
def test_the_snake_pit_is_crossed_as_often_as_three_dice_reach_eleven() -> None:
    exact = sum(1 for f in product(range(1, 9), repeat=3) if sum(f) >= 11) / 8**3

    def crosses(seed: int) -> bool:
        state = scenario()
        put(state, 0, "sc/rn1")
        start(state, 0, [1], seed)
        if (
            state.pending is not None
            and state.pending.seat == 0
            and "move:sc/snake-a" in [a.text for a in state.legal_actions()]
        ):
            state.apply("move:sc/snake-a")
        return bool(state.advs[0].space == "sc/snake-b")

    assert close(frequency(crosses), exact)


@rule("KK-GIANT-01")
def test_the_sleeping_giant_is_passed_when_two_rolls_total_nine() -> None:
    exact = sum(1 for a, b in product(range(1, 9), repeat=2) if a + b >= 9) / 64

    def passes(seed: int) -> bool:
        state = scenario()
        put(state, 0, "sc/giant-a")
        start(state, 0, [4], seed)  # his roll (4) moves the Demon King; he faces the giant instead
        state.apply("face")
        return bool(state.advs[0].space == "sc/giant-b")

    assert exact == 36 / 64
    assert close(frequency(passes), exact)
