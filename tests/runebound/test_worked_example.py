"""The worked example of the rulebook (p. 14): Varikas the Dead against Blood of the Bloodmother.

Every number the text gives is reproduced with forced dice (RB-EX-04 … RB-EX-13). 2d10 faces are
forced as two rolls of 1…10 (10 stands for the die's 0).
"""

from __future__ import annotations

import pytest

from noppa.engine import IllegalAction
from noppa.games.runebound.rules.model import Hurt, Stage
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import equip, events, force, neighbour, play, scenario, stack_deck, token

GEAR = ["padded-leather-armor", "dwarven-fire-bomb", "soul-burn"]
TOKEN_HEX = "h0501"


def varikas_at_the_token() -> RuneboundState:
    state = scenario(["varikas-the-dead"])
    start = neighbour(state, TOKEN_HEX)
    equip(state, 0, items=GEAR, allies=["acolyte-of-flame"], at=start, fatigue=3)
    token(state, TOKEN_HEX, "yellow", 3)
    stack_deck(state, "yellow", "blood-of-the-bloodmother")
    return state


@pytest.mark.rule(
    "RB-EX-04",
    "RB-EX-05",
    "RB-EX-06",
    "RB-EX-07",
    "RB-EX-08",
    "RB-EX-09",
    "RB-EX-10",
    "RB-EX-11",
    "RB-EX-12",
    "RB-EX-13",
    "RB-EX-01",
    "RB-CMB-03",
    "RB-CMB-04",
    "RB-CMB-05",
    "RB-CMB-17",
    "RB-SKILL-04",
    "RB-ACT-05",
    "RB-ITEM-02",
    "RB-DEF-01",
    "RB-DEF-02",
    "RB-DEF-03",
)
def test_varikas_against_blood_of_the_bloodmother() -> None:
    state = varikas_at_the_token()
    hero = state.heroes[0]
    force(state, 3, 3, 5, 6, 7, 7, 2, 3, 7, 8, 5, 5)
    # Varikas ends his movement on the yellow token and attempts the adventure.
    play(state, f"step:{TOKEN_HEX}", "adventure")
    assert events(state, "draw")[-1]["card"] == "blood-of-the-bloodmother"
    # RB-EX-04: Before Combat, "Body Swim (14)": no Swim skill, 6 + Body 4 = 10 < 14: 1 wound.
    test = events(state, "test")[-1]
    assert (
        test["dice"],
        test["value"],
        test["skill_bonus"],
        test["total"],
        test["target"],
        test["success"],
    ) == (
        [3, 3],
        4,
        0,
        10,
        14,
        False,
    )
    # RB-EX-05: he activates Padded Leather Armor to prevent that wound (his 1 Before Combat activation).
    hurt = state.pending(Hurt)
    assert hurt is not None and hurt.amount == 1
    play(state, "use:padded-leather-armor")
    assert hero.wounds == 0 and "padded-leather-armor" in hero.face_down
    # RB-EX-01: Soul Burn works only in the Magic phase, so it is not offered before combat.
    legal = [a.text for a in state.legal_actions()]
    assert "use:soul-burn" not in legal
    assert {"use:hero", "use:dwarven-fire-bomb", "fight_on"} <= set(legal)
    # RB-EX-06: the single-use bomb is allowed although the activation is used: 11 + Mind 1 = 12 < 15.
    play(state, "use:dwarven-fire-bomb")
    bomb = events(state, "ability_attack")[-1]
    assert (bomb["phase"], bomb["dice"], bomb["value"], bomb["total"], bomb["target"], bomb["success"]) == (
        "ranged",
        [5, 6],
        1,
        12,
        15,
        False,
    )
    assert "dwarven-fire-bomb" not in hero.items and state.market_deck[0] == "dwarven-fire-bomb"
    assert hero.wounds == 0  # no damage to Varikas is mentioned
    # RB-EX-07: 1 fatigue (4 in all) for his magic attack: 14 + Spirit 4 = 18 >= 14: 1 wound on it.
    play(state, "use:hero")
    magic = events(state, "ability_attack")[-1]
    assert (magic["phase"], magic["total"], magic["target"], magic["success"]) == ("magic", 18, 14, True)
    assert hero.fatigue == 4
    assert state.combat is not None and state.combat.foe_wounds == 1
    assert "use:hero" not in [a.text for a in state.legal_actions()]  # once per combat
    # RB-EX-08: nobody has Before Combat abilities left, so round 1 begins: Escape first.
    assert state.combat.round == 1 and state.stage == Stage.ESCAPE
    # Round 1: no escape; Ranged: he defends, and against ranged damage 0 no roll is made.
    play(state, "fight_on", "defend:ranged")
    assert events(state, "defend_free")[-1]["phase"] == "ranged"
    # RB-EX-09: Melee: he attacks, 5 + 4 = 9 < 11, and takes 1 wound (the melee damage).
    play(state, "attack:melee")
    melee = events(state, "attack")[-1]
    assert (melee["dice"], melee["total"], melee["target"], melee["success"]) == ([2, 3], 9, 11, False)
    assert hero.wounds == 1
    # RB-EX-10: Magic: having attacked, he may only defend or let the Acolyte attack: 15 + 1 = 16 >= 14.
    legal = [a.text for a in state.legal_actions()]
    assert "attack:magic" not in legal and "ally:acolyte-of-flame" in legal and "defend:magic" in legal
    play(state, "ally:acolyte-of-flame")
    ally = events(state, "ally_attack")[-1]
    assert (ally["dice"], ally["value"], ally["total"], ally["target"], ally["success"]) == (
        [7, 8],
        1,
        16,
        14,
        True,
    )
    assert state.combat is not None and state.combat.foe_wounds == 2
    # RB-EX-11: round 2 starts with Escape (no second Before Combat); one more wound kills it.
    assert state.combat.round == 2 and state.stage == Stage.ESCAPE
    play(state, "fight_on")
    fight = state.combat
    assert fight is not None
    assert Stage(state.stage) is Stage.PHASE  # (the call: mypy keeps the narrowing above)
    play(state, "defend:ranged", "attack:melee")
    assert events(state, "defeated")[-1]["card"] == "blood-of-the-bloodmother"
    # RB-EX-11/12: reward 3 gold, and he keeps the card for later use; he takes the token.
    assert hero.gold == 3 + 3
    assert "blood-of-the-bloodmother" in hero.items
    assert hero.tokens == [("yellow", 3)]
    assert state.step == "experience"


@pytest.mark.rule("RB-EX-10", "RB-ALLY-03", "RB-ALLY-04")
def test_the_acolyte_would_have_died() -> None:
    state = varikas_at_the_token()
    force(state, 3, 3, 7, 7, 2, 3, 5, 6)
    play(state, f"step:{TOKEN_HEX}", "adventure", "use:padded-leather-armor", "use:hero")
    play(state, "fight_on", "fight_on", "defend:ranged", "attack:melee")
    # Had the ally rolled below 14 (11 + 1 = 12), it would have taken 2 wounds and died.
    play(state, "ally:acolyte-of-flame")
    assert events(state, "ally_wounded")[-1]["count"] == 2
    assert events(state, "ally_died")[-1]["ally"] == "acolyte-of-flame"
    assert state.heroes[0].allies == [] and state.market_deck[0] == "acolyte-of-flame"
    assert state.heroes[0].wounds == 1  # the hero takes nothing for the ally's failure


@pytest.mark.rule("RB-EX-02", "RB-ACT-04", "RB-CMB-04")
def test_two_activated_before_combat_items_only_one() -> None:
    state = varikas_at_the_token()
    equip(state, 0, items=["wand-of-sparks"], allies=[], fatigue=3)
    state.heroes[0].items.remove("padded-leather-armor")
    state.heroes[0].items.append("amulet-of-warding")
    force(state, 9, 9, 8, 8)
    play(state, f"step:{TOKEN_HEX}", "adventure")
    # The test succeeds (9 + 9 + 4 = 22): no wound. Two activated Before Combat items: only one.
    legal = [a.text for a in state.legal_actions()]
    assert {"use:hero", "use:wand-of-sparks", "use:acolyte-of-flame"} - {"use:acolyte-of-flame"} <= set(legal)
    play(state, "use:wand-of-sparks")
    assert "use:wand-of-sparks" not in [a.text for a in state.legal_actions()]
    # The hero's and the ally's own abilities stay available, in any order.
    assert "use:hero" in [a.text for a in state.legal_actions()]


@pytest.mark.rule("RB-EX-03", "RB-CMB-08", "RB-LOST-01")
def test_escape_moves_back_and_loses_the_challenge() -> None:
    state = varikas_at_the_token()
    start = state.board.ids[state.heroes[0].hex]
    force(state, 9, 9, 8, 8)
    play(state, f"step:{TOKEN_HEX}", "adventure", "fight_on", "escape")
    assert events(state, "escape")[-1]["success"] is True  # 8 + 8 + Mind 1 = 17 >= 15
    assert state.board.ids[state.heroes[0].hex] == start
    assert state.lost[0] == ("blood-of-the-bloodmother", state.board.index[TOKEN_HEX])
    assert state.board.index[TOKEN_HEX] in state.board_tokens  # the adventure token stays
    assert state.step == "move" or state.current == 0  # the turn has ended


def test_an_illegal_action_changes_nothing() -> None:
    state = varikas_at_the_token()
    force(state, 3, 3)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply("attack:melee")
    assert state.to_json() == before
