"""Edge cases where several rules meet."""

from __future__ import annotations

import pytest

from noppa.games.runebound.rules.model import Stage
from tests.runebound.helpers import (
    equip,
    events,
    fight,
    force,
    knocked_out_by_the_sky_burns,
    legal,
    neighbour,
    play,
    scenario,
    take_card,
)


@pytest.mark.rule("RB-EVT-01", "RB-WND-02", "RB-KO-01", "RB-KO-06")
def test_an_event_knocks_out_another_hero_and_the_turn_goes_on() -> None:
    state = knocked_out_by_the_sky_burns(["grul-the-wanderer", "nym-ashwhisper"], 1)
    assert state.heroes[1].wounds == 0 and state.current == 0  # the active player's turn goes on


@pytest.mark.rule("RB-PVP-02", "RB-PVP-05", "RB-EX-05")
def test_the_defender_decides_on_preventing_his_wounds() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    spot = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=neighbour(state, spot))
    equip(state, 1, at=spot, items=["round-shield"])
    force(state, 1, 1, 10, 10, 1, 1, 10, 10, 5, 5)
    play(state, f"step:{spot}", "fight:1", "fight_on", "fight_on", "defend:ranged")
    # Ranged: Nym's roll 2 + 5 = 7 is the target; Grul defends with 20 + 1: nothing happens.
    play(state, "attack:melee")  # Nym rolls 2 + 2 = 4; Grul 20 + 5: 3 wounds for Nym
    # RB-LIM-04: he may also discard the shield first ("milloin vain").
    assert state.to_act == 1 and set(legal(state)) == {"take", "use:round-shield", "discard:round-shield"}
    play(state, "use:round-shield")
    assert state.heroes[1].wounds == 2


@pytest.mark.rule("RB-WIN-02", "RB-DEF-02", "RB-WIN-04")
def test_winning_the_third_rune_in_combat_ends_the_game() -> None:
    state = scenario(["korrak-stonefist", "nym-ashwhisper"])
    for card in ("emberclaw", "bonewing"):
        take_card(state, card)
        state.heroes[0].items.append(card)
    state.heroes[0].xp = ["body"] * 8
    force(state, *[10] * 30)
    fight(state, "stormscale")
    while state.outcome is None:
        options = legal(state)
        choices = [a for a in options if a.startswith("defend")] + ["fight_on", "take"]
        play(state, "attack:melee" if "attack:melee" in options else next(a for a in choices if a in options))
    assert state.outcome.winners == (0,) and state.outcome.reason == "rb.outcome.runes"


@pytest.mark.rule("RB-MEET-03", "RB-LIM-03")
def test_a_trade_that_breaks_a_limit_cannot_be_proposed() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    spot = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=neighbour(state, spot), items=["plate-armor"])
    equip(state, 1, at=spot, items=["chainmail"])
    force(state)
    play(state, f"step:{spot}", "trade:1", "want:chainmail")
    assert "propose" not in legal(state)  # Grul would hold two armors
    play(state, "give:plate-armor")
    assert "propose" in legal(state)


@pytest.mark.rule("RB-PVP-12", "RB-PVP-04", "RB-PVP-10")
def test_the_phase_defender_is_offered_only_what_changes_his_roll() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    spot = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=neighbour(state, spot))
    # Nym: a melee damage bonus (Warhammer), a melee roll bonus (Flanged Mace), an ally whose
    # magic roll bonus is the ally's own (Runecarver).
    equip(state, 1, at=spot, items=["warhammer", "flanged-mace"], allies=["runecarver"])
    force(state, *([5] * 12))
    play(state, f"step:{spot}", "fight:1", "fight_on", "fight_on")
    play(state, "defend:ranged")  # Nym's ranged target was rolled without a stop: nothing to use
    assert state.to_act == 1 and state.combat is not None and state.stage == Stage.PVP_DEF
    uses = [a for a in legal(state) if a.startswith("use:")]
    assert uses == ["use:flanged-mace"]  # the damage bonus cannot do anything for the defender
    play(state, "use:flanged-mace", "roll")
    assert events(state, "target_roll")[-1]["total"] == 10 + 2 + 3  # 5+5, Body 2, the mace's +3
    play(state, "defend:melee")
    # Magic: Runecarver's bonus would help only Runecarver, who takes no part: Nym is not asked.
    assert state.to_act == 0 and events(state, "target_roll")[-1]["phase"] == "magic"


@pytest.mark.rule("RB-LIM-04", "RB-PVP-05")
def test_discarding_is_offered_at_every_decision_of_a_fight() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    spot = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=neighbour(state, spot), items=["hunting-bow"], allies=["falconer"])
    equip(state, 1, at=spot, items=["flanged-mace"])
    force(state, *([5] * 12))
    play(state, f"step:{spot}", "fight:1")
    assert state.to_act == 1 and "discard:flanged-mace" in legal(state)  # the defender's Before Combat
    play(state, "fight_on")
    assert state.to_act == 0 and {"discard:hunting-bow", "discard:falconer"} <= set(legal(state))  # escape
    play(state, "fight_on", "discard:falconer")  # in the Ranged phase, before choosing
    hero = state.heroes[0]
    assert hero.allies == [] and state.market_deck[0] == "falconer"  # under the market deck
    assert state.combat is not None and state.combat.phase == 0 and state.to_act == 0
    assert "ally:falconer" not in legal(state) and "attack:ranged" in legal(state)
    line = state.describe(events(state, "discard")[-1], "fi")
    assert line == "Pelaaja 1 (Vaeltaja Grul) poistaa kortin Haukkamestari pelistä."
