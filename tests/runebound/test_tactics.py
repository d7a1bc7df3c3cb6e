"""The heuristic bot's arithmetic (``tactics.py``) held to odds worked out by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from noppa.games.runebound.ai.tactics import Fighter, Foe, Side, chance, duel_chance, fight_odds, plan_round


def test_2d10_chances() -> None:
    assert chance(2) == 1.0 and chance(21) == 0.0 and chance(20) == 0.01
    assert chance(11) == pytest.approx(
        float(Fraction(sum(1 for a in range(1, 11) for b in range(1, 11) if a + b >= 11), 100))
    )
    # Against another hero's roll: ties go to the attacker (a total equal to the target succeeds).
    ties = sum(
        1
        for a in range(1, 11)
        for b in range(1, 11)
        for c in range(1, 11)
        for d in range(1, 11)
        if a + b == c + d
    )
    assert duel_chance(0) == pytest.approx((1 + ties / 10000) / 2)


@pytest.mark.rule("RB-CMB-10", "RB-CMB-11", "RB-CMB-14")
def test_a_one_blow_fight_is_won_exactly_as_often_as_the_first_attack_hits() -> None:
    # Both have 1 Life: the hero attacks in Ranged (his best phase); a hit ends it, a miss fells him.
    hero = Side((8, 2, 2), (1, 1, 1), 1)
    foe = Foe((12, 12, 12), (1, 1, 1), 1)
    odds = fight_odds(Fighter(hero), foe)
    assert plan_round(Fighter(hero), foe, ()) == (-1, -2, -2)
    assert odds.win == pytest.approx(chance(12 - 8)) and odds.knockout == pytest.approx(1 - chance(4))


@pytest.mark.rule("RB-CMB-17", "RB-ALLY-05")
def test_no_damage_no_risk_and_allies_take_the_other_phases() -> None:
    hero = Side((5, 5, 5), (2, 2, 2), 3)
    harmless = Foe((15, 15, 15), (0, 0, 0), 4)
    odds = fight_odds(Fighter(hero), harmless)
    assert odds.knockout == 0.0 and odds.wounds == 0.0 and odds.win > 0.9
    # With two allies able to hurt the foe, the hero never defends: every phase has an attacker.
    ally = Side((6, 6, 6), (1, 1, 1), 3)
    fighter = Fighter(hero, allies=(ally, ally))
    plan = plan_round(fighter, Foe((12, 12, 12), (2, 2, 2), 6), (True, True))
    assert sorted(plan) == [-1, 0, 1]


@pytest.mark.rule("RB-FOE-01")
def test_the_hero_attacks_where_a_hit_wounds_not_where_the_foe_is_immune() -> None:
    # A Skeleton Guard's numbers: immune to ranged attacks, no ranged damage of its own. Attacking in
    # Ranged risks nothing but can never end the fight; the hero attacks in Melee, the one phase
    # where his hit wounds it, though a miss there costs him (the bot once parried for 276 rounds).
    hero = Side((8, 7, 2), (2, 2, 0), 6)
    guard = Foe((10, 11, 12), (0, 2, 0), 3, immune=(True, False, False))
    assert plan_round(Fighter(hero), guard, ()) == (-2, -1, -2)
    assert fight_odds(Fighter(hero), guard).win > 0.5
    # Where no phase can wound the foe the choice falls back to the least risky one.
    nothing = Side((8, 7, 2), (0, 0, 0), 6)
    assert plan_round(Fighter(nothing), guard, ())[0] == -1


def test_wounds_already_taken_and_prevention_count() -> None:
    hero = Side((6, 4, 4), (2, 1, 1), 8)
    foe = Foe((14, 16, 16), (2, 2, 2), 6)
    fresh = fight_odds(Fighter(hero), foe)
    hurt = fight_odds(Fighter(hero), foe, hero_wounds=6)
    armored = fight_odds(Fighter(hero, prevent=1), foe)
    assert hurt.win < fresh.win < armored.win
    assert hurt.knockout > fresh.knockout > armored.knockout
