"""Skill tests (§17) and winning Rise of the Dragon Lords (§18)."""

from __future__ import annotations

import pytest

from noppa.engine import ScriptedDice
from noppa.games.runebound.content.effects import Test as SkillTest
from noppa.games.runebound.rules.model import PendingTest
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    events,
    fight,
    force,
    legal,
    neighbour,
    play,
    position,
    scenario,
    take_card,
)


def pending_test(
    test: SkillTest, hero: str = "ciryn-vael", allies: list[str] | None = None, **options: object
) -> RuneboundState:
    """``hero`` (with ``allies``) must make ``test``; the dice give 4 and 5 (9)."""
    setup = {"seat": 0, "attribute": test.attribute, "target": test.target, "skill": test.skill}
    return position(
        [{"hero": hero, "allies": allies or []}],
        options=dict(options) or None,
        dice=ScriptedDice([4, 5]),
        pending={"test": setup},
    )


def run_test(test: SkillTest, hero: str = "hadrik-greymantle", **options: object) -> dict[str, object]:
    state = pending_test(test, hero, ["stormcaller"], **options)
    return events(state, "test")[-1]


@pytest.mark.rule("RB-SKILL-02", "RB-SKILL-05")
def test_attribute_plus_skill() -> None:
    result = run_test(SkillTest("spirit", 15, "diplomacy"))
    # Hadrik: Spirit 3, Diplomacy 2; his ally's Spirit 5 plays no part (allies make no tests).
    assert (result["value"], result["skill_bonus"], result["total"], result["success"]) == (3, 2, 14, False)


@pytest.mark.rule("RB-SKILL-03")
def test_no_skill_named() -> None:
    result = run_test(SkillTest("spirit", 12))
    assert (result["skill_bonus"], result["total"], result["success"]) == (0, 12, True)


@pytest.mark.rule("RB-SKILL-04")
def test_a_hero_without_the_skill() -> None:
    result = run_test(SkillTest("body", 14, "swim"))
    assert (result["value"], result["skill_bonus"], result["total"]) == (3, 0, 12)  # Body 3, no Swim


@pytest.mark.rule("RB-SKILL-01")
def test_option_tests_without_skills() -> None:
    result = run_test(SkillTest("spirit", 15, "diplomacy"), skill_tests=False)
    assert (result["skill_bonus"], result["total"]) == (0, 12)


@pytest.mark.rule("RB-SKILL-02", "RB-ACT-01")
def test_test_abilities_before_the_roll() -> None:
    state = pending_test(SkillTest("mind", 15, "lore"))
    assert set(legal(state)) == {"roll", "use:hero"}
    play(state, "use:hero", "roll")  # take 1 fatigue: +2; 9 + Mind 4 + Lore 3 + 2 = 18
    assert events(state, "test")[-1]["total"] == 18


@pytest.mark.rule("RB-LIM-04", "RB-SKILL-02")
def test_a_card_may_be_discarded_before_the_test_roll() -> None:
    state = pending_test(SkillTest("mind", 15, "lore"), allies=["stormcaller"])
    assert set(legal(state)) == {"roll", "use:hero", "discard:stormcaller"}
    play(state, "discard:stormcaller")
    assert state.heroes[0].allies == [] and state.pending(PendingTest) is not None  # still before the roll
    play(state, "roll")
    assert events(state, "test")[-1]["total"] == 16  # 9 + Mind 4 + Lore 3


@pytest.mark.rule("RB-WIN-01", "RB-WIN-02", "RB-WIN-03")
def test_defeating_margath_wins_at_once() -> None:
    state = scenario(["korrak-stonefist", "nym-ashwhisper"])
    state.heroes[0].xp = ["body"] * 8  # Body 21
    force(state, *[10] * 40)
    fight(state, "high-lord-margath")
    while state.outcome is None:
        options = legal(state)
        defend = [a for a in options if a.startswith("defend:")]
        if "attack:melee" in options:
            play(state, "attack:melee")
        elif defend:
            play(state, defend[0])
        else:
            play(state, "take" if "take" in options else options[0])
    assert state.outcome.winners == (0,) and state.outcome.reason == "rb.outcome.margath"


@pytest.mark.rule("RB-WIN-02", "RB-WIN-04")
def test_three_dragon_runes_win() -> None:
    state = scenario(["korrak-stonefist", "nym-ashwhisper"])
    for card in ("emberclaw", "bonewing"):
        take_card(state, card)
        state.heroes[0].items.append(card)
    assert state.runes(0) == 2 and state.outcome is None
    from noppa.games.runebound.rules.resolve import give_card

    take_card(state, "stormscale")
    give_card(state, 0, "stormscale")
    assert state.outcome is not None and state.outcome.reason == "rb.outcome.runes"


@pytest.mark.rule("RB-WIN-02")
def test_option_only_margath() -> None:
    state = scenario(["korrak-stonefist", "nym-ashwhisper"], options={"victory": "margath"})
    from noppa.games.runebound.rules.resolve import give_card

    for card in ("emberclaw", "bonewing", "stormscale"):
        take_card(state, card)
        give_card(state, 0, card)
    assert state.outcome is None


@pytest.mark.rule("RB-WIN-04", "RB-PVP-08")
def test_runes_can_be_taken_by_defeating_their_holder() -> None:
    from tests.runebound.test_meeting import meeting

    board, spot = meeting(["korrak-stonefist", "nym-ashwhisper"])  # a hex to meet on, no token
    state = position(
        [
            {"hero": "korrak-stonefist", "at": neighbour(board, spot), "items": ["stormscale"]},
            {"hero": "nym-ashwhisper", "at": spot, "items": ["emberclaw", "bonewing"], "wounds": 7},
        ]
    )
    force(state, 1, 1, 10, 10, 1, 1, 10, 10)  # ranged: Nym 2, Korrak defends with 20; melee: 2 against 20
    play(state, f"step:{spot}", "fight:1", "fight_on", "fight_on", "defend:ranged", "attack:melee")
    # Korrak's melee wounds Nym (Life 8): he is knocked out, and Korrak takes one thing (RB-PVP-08).
    assert events(state, "knocked_out")[-1]["seat"] == 1 and state.to_act == 0
    assert "take:emberclaw" in legal(state)
    play(state, "take:emberclaw")
    assert state.runes(0) == 2 and state.outcome is None
