"""Combat (§12, §13), wounds and fatigue (§10), abilities and activation (§11), rewards (§14)."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.games.runebound.rules.model import Hurt, Stage
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    equip,
    events,
    fight,
    force,
    hexid,
    legal,
    neighbour,
    play,
    scenario,
    stack_deck,
    token,
)


def grul(**kw: Any) -> RuneboundState:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    here = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=here, **kw)
    return state


@pytest.mark.rule("RB-CMB-01", "RB-CMB-06", "RB-CMB-15", "RB-CMB-05")
def test_rounds_run_escape_ranged_melee_magic() -> None:
    state = grul()
    force(state, 1, 1, 1, 1, 1, 1, 1, 1)
    fight(state, "wild-boar")  # no Before Combat effect: the first round starts at Escape
    assert state.combat is not None and state.combat.round == 1 and state.stage == Stage.ESCAPE
    play(state, "fight_on")
    assert legal(state)[0] == "attack:ranged"
    play(state, "defend:ranged")  # ranged damage 0: no roll
    assert legal(state)[0] == "attack:melee"
    play(state, "defend:melee")
    assert "attack:magic" in legal(state)
    play(state, "defend:magic")
    assert state.combat.round == 2 and state.stage == Stage.ESCAPE


@pytest.mark.rule("RB-CMB-09", "RB-CMB-10", "RB-DEF-01")
def test_attack_success_wounds_the_foe_failure_wounds_the_hero() -> None:
    state = grul()
    force(state, 10, 10, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "attack:melee")  # 20 + 5 >= 10: 3 wounds: Life 3, dead
    assert events(state, "foe_wounded")[-1]["count"] == 3
    assert events(state, "defeated")
    state = grul()
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "attack:melee")  # 2 + 5 < 10: the boar's 2 melee damage
    assert state.heroes[0].wounds == 2


@pytest.mark.rule("RB-CMB-11")
def test_defending() -> None:
    state = grul()
    force(state, 5, 5, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")  # 10 + 5 >= 10: nothing happens
    assert state.heroes[0].wounds == 0
    state = grul()
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")  # 2 + 5 < 10: 2 wounds
    assert state.heroes[0].wounds == 2


@pytest.mark.rule("RB-CMB-12", "RB-CMB-13", "RB-CMB-14")
def test_one_hero_attack_per_round() -> None:
    state = grul()
    force(state, 1, 1, 10, 10, 10, 10)
    fight(state, "giant-rats")
    play(state, "fight_on", "attack:ranged")
    assert "attack:melee" not in legal(state) and "defend:melee" in legal(state)
    play(state, "defend:melee")
    assert "attack:magic" not in legal(state)
    state = grul()
    force(state, 10, 10, 10, 10)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")
    assert "attack:magic" in legal(state)  # no attack yet this round


@pytest.mark.rule("RB-CMB-07")
def test_failed_escape_costs_a_wound_then_try_again_or_fight() -> None:
    state = grul()
    force(state, 1, 1, 1, 1)
    fight(state, "wild-boar")
    play(state, "escape")  # 2 + Mind 1 = 3 < 8
    assert state.heroes[0].wounds == 1
    assert set(legal(state)) >= {"escape", "fight_on"}
    play(state, "escape")
    assert state.heroes[0].wounds == 2


@pytest.mark.rule("RB-CMB-08", "RB-LOST-01")
def test_successful_escape() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    step = neighbour(state, state.board.ids[state.board.start])
    token(state, step, "green", 2)
    stack_deck(state, "green", "wild-boar")
    force(state, 4, 3)
    play(state, f"step:{step}", "adventure")  # one step from Tamalir, and the boar is drawn
    here = hexid(state, step)
    assert state.combat is not None
    state.combat.foe_wounds = 2
    play(state, "escape")  # 7 + 1 >= 8
    assert state.heroes[0].hex == state.board.start  # back one hex the way he came
    assert state.lost[0] == ("wild-boar", here)
    assert here in state.board_tokens
    assert state.current == 1  # the turn has ended


@pytest.mark.rule("RB-CMB-16", "RB-ITEM-03")
def test_item_bonuses_add_to_combat_rolls() -> None:
    state = grul(items=["longsword", "war-axe"])
    force(state, 1, 3, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "attack:melee")  # 4 + Body 5 + Longsword 2 = 11 >= 10
    attack = events(state, "attack")[-1]
    assert (attack["value"], attack["total"], attack["success"]) == (7, 11, True)
    assert events(state, "foe_wounded")[-1]["count"] == 3 + 1  # the War Axe's +1 damage
    state.heroes[0].items.remove("longsword")  # losing the card loses the benefit
    from noppa.games.runebound.rules.combat import hero_roll_value

    assert hero_roll_value(state, 0, "melee") == 5


@pytest.mark.rule("RB-ALLY-01", "RB-ALLY-02", "RB-ALLY-06", "RB-ALLY-05")
def test_allies_attack_in_the_other_phases() -> None:
    state = grul(allies=["crossbowman", "stormcaller"])
    force(state, 9, 9, 9, 9, 9, 9, 1, 1)
    fight(state, "wolf-pack")  # BC test first: Mind Survival (10): 18 + 2 ok
    # The crossbowman's Before Combat volley is left unused; then Escape is passed by.
    play(state, "fight_on", "fight_on", "ally:crossbowman")  # ranged: 18 + Mind 4 vs 8, damage 2
    first = events(state, "ally_attack")[-1]
    assert (first["value"], first["success"]) == (4, True)
    assert events(state, "foe_wounded")[-1]["count"] == 2
    assert "ally:crossbowman" not in legal(state)  # once per round
    assert "ally:stormcaller" in legal(state) and not any(
        a.startswith("defend") is False and a.startswith("ally:crossbow") for a in legal(state)
    )
    play(state, "attack:melee")
    assert events(state, "defeated")  # 18 + 5: Grul's 3 melee wounds finish it (Life 3)


@pytest.mark.rule("RB-ALLY-03", "RB-ALLY-04")
def test_a_failed_ally_attack_hurts_the_ally_only() -> None:
    state = grul(allies=["village-militia"])
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "ally:village-militia")  # 2 + 3 < 10: 2 wounds
    assert state.heroes[0].wounds == 0
    assert state.heroes[0].allies[0].wounds == 2
    force(state, 1, 1, 1, 1)
    play(state, "defend:magic", "fight_on", "defend:ranged", "ally:village-militia")  # Life 3: dead
    assert state.heroes[0].allies == [] and state.market_deck[0] == "village-militia"


@pytest.mark.rule("RB-WND-01", "RB-KO-01", "RB-CARD-01")
def test_wounds_reaching_life_knock_out() -> None:
    state = grul(wounds=12)
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")
    assert events(state, "knocked_out")[-1]["seat"] == 0


@pytest.mark.rule("RB-WND-02", "RB-CARD-02")
def test_fatigue_over_stamina_turns_into_wounds() -> None:
    state = grul(fatigue=3)
    state.fatigue(0, 3)  # Stamina 4: 6 fatigue means 2 over
    assert (state.heroes[0].fatigue, state.heroes[0].wounds) == (4, 2)


@pytest.mark.rule("RB-WND-03", "RB-ACT-01")
def test_fatigue_abilities_not_beyond_stamina() -> None:
    for fatigue, offered in ((0, True), (4, False)):  # Stamina 4: no room for one more
        state = grul(fatigue=fatigue)
        force(state)
        fight(state, "wild-boar")
        play(state, "fight_on", "defend:ranged")
        assert ("use:hero/1" in legal(state)) is offered  # Grul: Melee, take 1 fatigue: +1 damage


@pytest.mark.rule("RB-WND-04", "RB-MKT-07")
def test_healing_returns_tokens() -> None:
    state = scenario(["grul-the-wanderer"])
    tamalir = state.board.ids[state.board.start]
    equip(state, 0, wounds=2, fatigue=3, gold=5, at=neighbour(state, tamalir))
    force(state)
    play(state, f"step:{tamalir}")
    assert state.step == "market"
    play(state, "heal:hero:wound", "heal:hero:fatigue")
    assert (state.heroes[0].wounds, state.heroes[0].fatigue, state.heroes[0].gold) == (1, 0, 3)


@pytest.mark.rule("RB-ACT-02", "RB-EX-01")
def test_phase_abilities_only_in_their_phase() -> None:
    state = grul(items=["soul-burn"])
    force(state)
    fight(state, "wild-boar")
    assert "use:soul-burn" not in legal(state)
    play(state, "fight_on", "defend:ranged")
    assert "use:soul-burn" not in legal(state)
    force(state, 9, 9)
    play(state, "defend:melee")
    assert "use:soul-burn" in legal(state)


@pytest.mark.rule("RB-ACT-04", "RB-ACT-05", "RB-ITEM-01")
def test_one_activation_per_round_single_use_free() -> None:
    state = grul(items=["crossbow", "round-shield"], allies=[])
    state.heroes[0].items.append("war-horn")
    state.market_deck.remove("war-horn")
    force(state, 1, 1, 1, 1)
    fight(state, "crow-swarm")
    play(state, "fight_on")
    play(state, "use:crossbow/1")  # activate: +3 ranged
    assert "crossbow" in state.heroes[0].face_down
    assert "use:war-horn" in legal(state)  # single-use does not count
    play(state, "use:war-horn")
    assert "war-horn" not in state.heroes[0].items  # single use: gone under the market deck
    play(state, "attack:ranged")
    attack = events(state, "attack")[-1]
    assert attack["value"] == 1 + 3 + 4  # Mind + crossbow + horn
    # The failed attack would wound him; the shield could prevent it, but this round's activation is used.
    assert state.pending(Hurt) is None and state.heroes[0].wounds == 1


@pytest.mark.rule("RB-DEF-02", "RB-DEF-04", "RB-KO-03")
def test_kept_cards_cannot_be_sold_lost_or_discarded() -> None:
    state = grul(items=["round-shield"])
    state.heroes[0].items.append("iron-golem")  # a kept reward (an item)
    state.decks["blue"].remove("iron-golem")
    assert "discard:iron-golem" not in [a.text for a in state.legal_actions()]
    assert "discard:round-shield" in legal(state)
    from noppa.games.runebound.rules.knockout import most_expensive

    assert most_expensive(state, 0) == ["round-shield"]


@pytest.mark.rule("RB-DEF-03", "RB-DEF-04")
def test_defeated_challenge_under_its_deck_token_to_the_winner() -> None:
    state = grul()
    force(state, 10, 10)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "attack:melee")
    assert state.decks["green"][0] == "wild-boar"
    assert state.heroes[0].tokens == [("green", 2)]
    assert state.heroes[0].hex not in state.board_tokens


@pytest.mark.rule("RB-ACT-01", "RB-LIM-04")
def test_an_ally_discarded_as_a_cost() -> None:
    state = grul(allies=["village-militia"])
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")  # 2 + 5 < 10: 2 wounds coming
    assert "use:village-militia" in legal(state)
    play(state, "use:village-militia")  # the militia shields him and is gone
    assert state.heroes[0].wounds == 0 and state.heroes[0].allies == []
    assert state.market_deck[0] == "village-militia"


@pytest.mark.rule("RB-ACT-06", "RB-CMB-14", "RB-ALLY-06")
def test_phase_bonuses_are_offered_only_while_they_can_change_a_roll() -> None:
    state = grul(allies=["runecarver"])  # Grul: +1 melee damage for 1 fatigue; Runecarver: +2 magic
    force(state, 1, 1, 10, 10, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "attack:ranged")  # 2 + 1 < 8: missed (the boar's ranged damage is 0)
    assert "use:hero/1" not in legal(state)  # Grul has attacked: his damage bonus has nothing to add
    play(state, "ally:runecarver")  # 20 + 2 >= 10: one wound on the boar
    assert legal(state) == ["defend:magic", "discard:runecarver"]  # no bonus: Runecarver has attacked
    play(state, "defend:magic", "fight_on", "defend:ranged")
    assert "use:hero/1" in legal(state)  # round 2: Grul has not attacked yet
    play(state, "attack:melee")  # 2 + 5 < 10: the boar's 2 melee damage
    assert state.heroes[0].wounds == 2 and "use:runecarver" in legal(state)


@pytest.mark.rule("RB-CMB-04", "RB-ALLY-02")
def test_the_crossbowmans_opening_volley() -> None:
    state = grul(allies=["crossbowman"])
    force(state, 2, 2)
    fight(state, "wild-boar")
    assert "use:crossbowman" in legal(state)  # Before Combat: 1 fatigue, a ranged attack for 1
    play(state, "use:crossbowman")  # 4 + the crossbowman's Mind 4 = 8 >= the boar's Mind 8
    volley = events(state, "ability_attack")[-1]
    assert (volley["roller"], volley["total"], volley["success"]) == ("crossbowman", 8, True)
    assert state.combat is not None and state.combat.foe_wounds == 1
    assert state.heroes[0].allies[0].fatigue == 1
