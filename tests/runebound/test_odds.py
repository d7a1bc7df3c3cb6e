"""Statistics held to exact odds: 2d10 with 0 counting as 10, and the movement dice."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from noppa.engine import SeededDice
from noppa.games.runebound import GAME
from noppa.games.runebound.ai.tactics import chance
from noppa.games.runebound.rules.combat import roll_2d10


def exact_2d10() -> dict[int, Fraction]:
    """P(sum) for two dice numbered 1…10 (the 0 face is 10): 2…20, 0 + 0 = 20."""
    counts = Counter(a + b for a in range(1, 11) for b in range(1, 11))
    return {total: Fraction(n, 100) for total, n in counts.items()}


@pytest.mark.rule("RB-COMP-11")
def test_2d10_distribution_matches_the_exact_odds() -> None:
    exact = exact_2d10()
    assert min(exact) == 2 and max(exact) == 20 and exact[20] == Fraction(1, 100)
    state = GAME.new_state(1, seed=0)
    state.dice = SeededDice(12345)
    n = 40000
    seen = Counter(sum(roll_2d10(state)) for _ in range(n))
    # chi-square against the exact distribution, 18 degrees of freedom: 99.9 % bound is 42.3
    chi2 = sum((seen[t] - n * float(p)) ** 2 / (n * float(p)) for t, p in exact.items())
    assert chi2 < 42.3
    assert chance(20) == 0.01 and chance(2) == 1.0 and chance(21) == 0.0


@pytest.mark.rule("RB-FACT-02", "RB-MOVE-02")
def test_movement_die_symbol_frequencies() -> None:
    state = GAME.new_state(1, seed=0)
    die = state.content.dice[0]
    share = Counter(symbol for face in die.faces for symbol in face)
    assert {t: Fraction(n, 6) for t, n in share.items()} == {
        "road": Fraction(4, 6),
        "plains": Fraction(3, 6),
        "hills": Fraction(2, 6),
        "river": Fraction(2, 6),
        "forest": Fraction(1, 6),
        "swamp": Fraction(1, 6),
        "mountain": Fraction(1, 6),
    }
