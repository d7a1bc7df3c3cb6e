"""Exact odds: the engine and its odds module against brute force written from the rules here.

The brute-force functions below are deliberately independent of ``faces.resolve``: they restate the
rules (DD-TURN-03/04/07/08/10/11) in the plainest way and enumerate every ordered roll.
Statistical tests then play the engine with seeded dice and hold its frequencies to these values.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from noppa import get_game
from noppa.games.dungeon_dice.rules import odds
from noppa.games.dungeon_dice.rules.faces import SHOVEL, resolve
from noppa.games.dungeon_dice.rules.state import ODDS_KEPT, DungeonDiceState

from .helpers import DAGGER, GUARD, KEY, LADDER, LANTERN, events_of, scenario

rule = pytest.mark.rule
GAME = get_game("dungeon-dice")
FACES = range(1, 7)


def opening_result(faces: tuple[int, ...]) -> int | str:
    """Cards the opening roll earns, or "bust" (three guards). Written from the rules alone."""
    counts = Counter(faces)
    if len(counts) == 6:
        return 3  # six different faces
    if sorted(counts.values()) == [2, 2, 2]:
        return 1  # three pairs, guards may be one of them
    if counts[GUARD] >= 3:
        return "bust"
    return sum(n - 2 for face, n in counts.items() if face != GUARD and n >= 3)


def exact_opening_distribution() -> dict[int | str, Fraction]:
    dist: Counter[int | str] = Counter(opening_result(f) for f in product(FACES, repeat=6))
    return {k: Fraction(v, 6**6) for k, v in dist.items()}


def busts(wall: dict[int, int], faces: tuple[int, ...]) -> bool:
    """Whether rolling ``faces`` against ``wall`` (face → dice) loses the turn, from the rules."""
    counts = Counter(faces)
    moved = {f: n for f, n in counts.items() if wall.get(f, 0) > 0 or n >= 2}
    if not moved:
        return True  # DD-TURN-08
    return wall.get(GUARD, 0) + moved.get(GUARD, 0) >= 3  # DD-TURN-11


def exact_bust(wall: dict[int, int]) -> Fraction:
    k = 6 - sum(wall.values())
    hits = sum(busts(wall, f) for f in product(FACES, repeat=k))
    return Fraction(hits, 6**k)


def as_key(wall: dict[int, int]) -> tuple[int, ...]:
    return tuple(wall.get(face, 0) for face in range(7))


WALLS = [
    {KEY: 2},
    {KEY: 3},
    {GUARD: 2},
    {KEY: 2, GUARD: 2},
    {KEY: 2, SHOVEL: 2},
    {KEY: 3, SHOVEL: 2},
    {KEY: 2, LADDER: 2},
    {SHOVEL: 4},
    {DAGGER: 5},
    {GUARD: 2, LANTERN: 3},
]


@rule("DD-TURN-03", "DD-TURN-04", "DD-TURN-11")
def test_opening_roll_distribution_matches_brute_force_exactly() -> None:
    exact = exact_opening_distribution()
    assert sum(exact.values()) == 1
    six_different = sum(len(set(f)) == 6 for f in product(FACES, repeat=6))
    assert Fraction(six_different, 6**6) == Fraction(math.factorial(6), 6**6)  # 6!/6⁶
    mine: dict[int | str, Fraction] = {}
    for faces, chance in odds.roll_outcomes(6):
        moved, earned, _ = resolve((0,) * 7, faces)
        key: int | str = "bust" if moved[GUARD] >= 3 else earned
        mine[key] = mine.get(key, Fraction(0)) + chance
    assert mine == exact


@rule("DD-TURN-08", "DD-TURN-11")
@pytest.mark.parametrize("wall", WALLS, ids=str)
def test_bust_chance_matches_brute_force_exactly(wall: dict[int, int]) -> None:
    assert odds.bust_fraction(as_key(wall)) == exact_bust(wall)


def test_bust_chance_of_the_opening_roll_is_three_or_more_guards() -> None:
    p = sum(math.comb(6, g) * Fraction(1, 6) ** g * Fraction(5, 6) ** (6 - g) for g in range(3, 7))
    assert odds.bust_fraction(odds.EMPTY) == p


@rule("DD-CHAL-02", "DD-CHAL-02a")
def test_challenge_success_chance_matches_the_closed_form() -> None:
    # guards set aside: each die independently shows a guard within three rolls
    q = 1 - Fraction(5, 6) ** 3
    keep = sum(math.comb(6, g) * q**g * (1 - q) ** (6 - g) for g in range(3, 7))
    assert odds.challenge_fraction() == keep
    one = sum(math.comb(6, g) * Fraction(1, 6) ** g * Fraction(5, 6) ** (6 - g) for g in range(3, 7))
    assert odds.challenge_fraction(fresh=True) == 1 - (1 - one) ** 3


def test_hand_computed_roll_value() -> None:
    # keys ×3 and shovels ×2 on the wall (1 card at risk), one die in the pit: a key or a shovel
    # (2/6) fills the wall and banks 2 cards; anything else busts.
    solver = odds.TurnOdds(cap=8)
    wall = as_key({KEY: 3, SHOVEL: 2})
    assert solver.roll_value(wall, 1) == pytest.approx(2 * 2 / 6, abs=1e-15)
    assert solver.value(wall, 1) == 1.0  # stopping is better
    capped = odds.TurnOdds(cap=1)
    assert capped.roll_value(wall, 1) == pytest.approx(2 / 6)  # more cards than needed are useless


def test_hot_dice_values_satisfy_their_fixed_point() -> None:
    solver = odds.turn_odds(8, 0, True)
    for held in range(9):
        # Bellman: the value of re-rolling all six equals one step of the recursion on its own values
        stored = solver._hot[held]
        assert solver.roll_value(odds.EMPTY, held) == pytest.approx(stored, abs=1e-12)
        step = 0.0
        for chance, kind, after, cards in odds.transitions(odds.EMPTY):
            if kind == odds.OK:
                now = min(held + cards, 8)
                full = sum(after) == 6
                step += chance * (max(now, solver._hot[now]) if full else solver.value(after, now))
        assert step == pytest.approx(stored, abs=1e-12)
    assert solver.roll_value(odds.EMPTY, 0) > odds.turn_odds(8).roll_value(odds.EMPTY, 0)


@rule("DD-TURN-09")
def test_the_view_offers_exact_odds_at_every_decision() -> None:
    state = scenario([KEY, KEY, KEY, SHOVEL, SHOVEL, LANTERN], paths=[0, 4])
    state.apply("roll")
    found = state.view(0)["state"]["odds"]
    assert found["bust"] == pytest.approx(float(exact_bust({KEY: 3, SHOVEL: 2})))
    assert found["stop"] == 1.0
    assert found["roll"] == pytest.approx(2 / 3)
    assert found["best"] == "stop"
    start = scenario([], paths=[0, 4])
    odds_at_start = start.view(1)["state"]["odds"]
    assert set(odds_at_start) >= {"roll", "bust", "challenges", "best"}
    chance = float(odds.challenge_fraction())
    assert odds_at_start["challenges"]["1"] == pytest.approx(
        chance * max(3, chance * (4 + 0))  # after a win: stop with 3, or again for the last card
    )


# ---------------------------------------------------------------- the engine against the odds


def sigma_bound(p: float, n: int) -> float:
    return 4.5 * math.sqrt(p * (1 - p) / n) + 1e-9


@pytest.mark.slow
def test_engine_opening_rolls_follow_the_exact_distribution() -> None:
    exact = exact_opening_distribution()
    n = 12_000
    seen: Counter[int | str] = Counter()
    for seed in range(n):
        state = GAME.new_state(2, seed=seed, options={"challenges": "never"})
        first = state.events[1]
        assert first["type"] == "roll"
        guard_bust = any(e["type"] == "bust" and e["reason"] == "guards" for e in state.events)
        seen["bust" if guard_bust else first["earned"]] += 1
    for key, p in exact.items():
        assert abs(seen[key] / n - float(p)) < sigma_bound(float(p), n), key


@pytest.mark.slow
@pytest.mark.parametrize("wall", [{KEY: 2}, {KEY: 2, GUARD: 2}, {KEY: 3, SHOVEL: 2}], ids=str)
def test_engine_busts_as_often_as_the_exact_odds_say(wall: dict[int, int]) -> None:

    p = float(exact_bust(wall))
    n = 6_000
    bust = 0
    for seed in range(n):
        on_wall = list(as_key(wall))[1:]
        setup = {"paths": [0, 0], "decision": "decide", "wall": on_wall}
        state = GAME.position(setup, {"challenges": "never"}, seed=seed)
        assert isinstance(state, DungeonDiceState)
        state.apply("roll")
        bust += bool(events_of(state, "bust"))
    assert abs(bust / n - p) < sigma_bound(p, n)


@pytest.mark.slow
def test_best_expectation_turns_average_the_computed_value() -> None:
    """Playing ``best`` from the opening roll lays, on average, the value the solver promises."""
    expected = odds.turn_odds(8).roll_value(odds.EMPTY, 0)
    n = 6_000
    total = 0
    for seed in range(n):
        state = GAME.new_state(2, seed=seed, options={"challenges": "never"})
        assert isinstance(state, DungeonDiceState)
        while state.turn == 1 and state.to_act == 0:
            state.apply(state.view(0)["state"]["odds"]["best"])
        total += state.paths[0]
    # the per-turn standard deviation is below 1.6 cards
    assert abs(total / n - expected) < 4.5 * 1.6 / math.sqrt(n)


@pytest.mark.slow
def test_engine_challenges_succeed_as_often_as_the_exact_odds_say() -> None:
    p = float(odds.challenge_fraction())
    n = 6_000
    wins = 0
    from noppa import SeededDice

    for seed in range(n):
        state = scenario([], paths=[0, 5])
        state.dice = SeededDice(seed)
        state.apply("challenge:2")
        wins += bool(events_of(state, "challenge_won"))
    assert abs(wins / n - p) < sigma_bound(p, n)


KEPT_OPTIONS = [
    {},
    {"challenges": "anytime"},
    {"hot_dice": True, "guard_penalty": True, "challenge_rolls": "fresh", "challenge_cards": 3},
    {"challenges": "never", "supply": "28"},
]


@pytest.mark.parametrize("options", KEPT_OPTIONS, ids=str)
def test_dungeon_dice_odds_kept_per_position_are_those_worked_out_again(options: dict[str, object]) -> None:
    """The odds are kept by position (``ODDS_KEPT``): a key that missed a fact they depend on would
    hand one position another's odds. Here every position's kept odds equal its own, worked out anew."""
    game = get_game("dungeon-dice")
    ODDS_KEPT.clear()
    rng = random.Random(7)
    for players in (2, 3, 4):
        for seed in range(12):
            state = game.new_state(players, seed=seed, options=game.resolve_options(options))
            assert isinstance(state, DungeonDiceState)
            while state.to_act is not None:
                kept = state.odds_numbers()
                assert kept == state._odds_numbers(state.asking())
                state.apply(rng.choice(state.legal_actions()))
            assert state.odds_numbers() is None and state.odds() is None
    assert ODDS_KEPT
