"""Hazards of water and bridges: Boats, Glass Bridge, Broken Bridge, Moat, Dark Bridge, Pile Bridge.

Each test puts an adventurer at a white dagger, forces the dice and cites the rules it proves. A
scenario turn starts with the turn's roll (which moves the Demon King); see helpers.arrive/face.
"""

from __future__ import annotations

import copy

import pytest

from noppa.engine.i18n import collecting_problems
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_model import Bridge, InHazard, Situation

from .helpers import ALL, arrive, events_of, face, fold, later, next_rolls, play, put, scenario, texts

rule = pytest.mark.rule


def sit(state: KeyToTheKingdomState, seat: int = 0) -> Situation | None:
    """The adventurer's situation (None when he is free)."""
    return state.advs[seat].sit


def node(state: KeyToTheKingdomState, seat: int = 0) -> str:
    """The hazard node he is at ("" when he is not in a hazard)."""
    found = state.advs[seat].sit
    return found.node if isinstance(found, InHazard) else ""


def space(state: KeyToTheKingdomState, seat: int = 0) -> str:
    return state.advs[seat].space


# ---------------------------------------------------------------- general


@rule("KK-HAZ-01", "KK-HAZ-02", "KK-GLASS-01")
def test_a_white_dagger_stops_the_move_and_its_hazard_is_met_the_same_turn() -> None:
    state = scenario()
    put(state, 0, "dc/t1")
    from .helpers import begin

    begin(state, 0, [3, 6])  # three steps would go on, but the Glass Bridge's dagger is 2 away
    play(state, "move:dc/glass-a")
    assert space(state) == "dc/glass-b"  # 6 crosses the bridge at once: to the far white dagger
    assert [e["type"] for e in events_of(state, "hazard_roll")] == ["hazard_roll"]


@rule("KK-HAZ-03")
def test_failing_on_the_first_dagger_he_may_go_back_or_face_it_again() -> None:
    state = face(scenario(), 0, "bf/boar-a", [5, 3], equipment=["rope"])  # no food: a 3 keeps him there
    assert space(state) == "bf/boar-a" and not sit(state)
    later(state, 0, [2])
    # after his roll: go back the way he came (two steps), or face the boar again instead
    assert texts(state) == ["move:bf/fortress-d2", "enter:bf/fortress-d2", "face"]
    play(state, "move:bf/fortress-d2")
    assert space(state) == "bf/fortress-d2"


@rule("KK-HAZ-04", "KK-SETUP-08")
def test_a_lost_card_goes_to_his_own_lost_pile_and_one_of_each_kind_is_held() -> None:
    state = arrive(scenario(), 0, "dc/glass-a", [2, 1, 1], equipment=["sword"])
    # no net, rope, hook or shield: two rolls for 9+; 1 + 1 fails and he is stuck
    assert node(state) == "quicksand"
    later(state, 0, [6, 5])  # the turn's roll and one more: 11 saves him, at the price of a card
    assert texts(state) == ["dagger:dc/glass-a", "dagger:dc/glass-b"]  # (the sword went at once)
    adv = state.advs[0]
    assert adv.lost == ["sword"] and adv.equipment == []
    assert state.advs[1].lost == []  # the lost pile is his own
    state.gain_equipment(0, "sword", "circle")
    state.gain_equipment(0, "sword", "circle")
    assert adv.equipment == ["sword"]  # never two of a kind


# ---------------------------------------------------------------- Boats


def boats() -> KeyToTheKingdomState:
    return fold(scenario(), east="out")


@rule("KK-BOAT-01")
def test_boats_stop_at_the_first_then_roll_on_to_the_last() -> None:
    state = arrive(boats(), 0, "mt/boat-a", [])
    assert space(state) == "mt/boat-a" and not sit(state) and state.current == 1  # turn over
    face(state, 0, "mt/boat-a", [2, 5])  # 2 reaches boat 2; he rolls again: 5 passes the last
    assert space(state) == "mt/boat-b" and not sit(state)


@rule("KK-BOAT-02")
def test_the_sea_serpent_is_escaped_with_two_eights_in_six_rolls() -> None:
    state = face(boats(), 0, "mt/boat-a", [3, 8, 1, 8, 4], equipment=["torch"])
    # 3 stops beside the serpent; torch: 8, 1, 8 is two eights; he keeps rolling: 4 -> past boat 6
    assert space(state) == "mt/boat-b" and state.advs[0].equipment == ["torch"]
    fight = events_of(state, "escape")[0]
    assert fight["method"] == "fight" and fight["faces"] == [8, 1, 8] and fight["won"]


@rule("KK-BOAT-03")
def test_the_boat_sinks_costing_an_equipment_and_a_treasure_then_red_arrows_lead_ashore() -> None:
    state = face(boats(), 0, "mt/boat-a", [3], equipment=["rope", "net"], cases=["ice-mountain"])
    assert texts(state) == ["lose:net", "lose:rope"]  # no sword, axe or torch: the boat sinks
    play(state, "lose:rope")  # and his one treasure goes too (no choice to make)
    adv = state.advs[0]
    assert adv.cases == [] and state.where["ice-mountain"] == "lost" and adv.lost == ["rope"]
    assert adv.space == "mt/rock" and state.current == 1  # on the rock; his turn is over
    later(state, 0, [5])  # two red arrows, then two more steps on land from mt/t7
    assert state.advs[0].sit is None
    assert set(texts(state)) == {"move:mt/t5", "move:mt/t9"}


# ---------------------------------------------------------------- Glass Bridge


@rule("KK-GLASS-02", "KK-GLASS-03")
def test_quicksand_with_a_net_rope_or_hook_saves_on_four_to_six_onto_either_dagger() -> None:
    state = arrive(scenario(), 0, "dc/glass-a", [4])
    assert node(state) == "quicksand" and space(state) == "dc/quicksand"
    assert texts(state) == ["escape:tool", "escape:shield"]
    next_rolls(state, 5)
    play(state, "escape:tool")
    assert texts(state) == ["dagger:dc/glass-a", "dagger:dc/glass-b"]
    play(state, "dagger:dc/glass-a")
    assert space(state) == "dc/glass-a" and state.advs[0].equipment == ALL


@rule("KK-GLASS-03")
@pytest.mark.parametrize(("option", "stuck"), [("fail", True), ("save", False)])
def test_quicksand_seven_or_eight_fails_by_default_or_saves_by_option(option: str, stuck: bool) -> None:
    state = arrive(scenario(glass_high_rolls=option), 0, "dc/glass-a", [2, 7], equipment=["net"])
    saved = texts(state) == ["dagger:dc/glass-a", "dagger:dc/glass-b"]
    assert saved is not stuck


@rule("KK-GLASS-03")
def test_quicksand_failure_ends_the_turn_and_he_tries_again_next_turn() -> None:
    state = arrive(scenario(), 0, "dc/glass-a", [1, 2], equipment=["net", "shield"])
    play(state, "escape:tool")  # 2: the turn ends in the quicksand
    assert bool(sit(state)) and state.current == 1
    later(state, 0, [6])
    assert texts(state) == ["escape:tool", "escape:shield"]  # chosen before the roll
    play(state, "escape:tool", "dagger:dc/glass-b")  # the turn's roll (6) is the attempt
    assert space(state) == "dc/glass-b"


@rule("KK-GLASS-04")
def test_quicksand_the_shield_saves_and_is_lost() -> None:
    state = arrive(scenario(), 0, "dc/glass-a", [3], equipment=["shield"])
    play(state, "dagger:dc/glass-b")
    assert space(state) == "dc/glass-b" and state.advs[0].lost == ["shield"]


@rule("KK-GLASS-05")
def test_quicksand_with_none_of_these_two_rolls_of_nine_save_at_the_cost_of_a_card() -> None:
    state = arrive(scenario(), 0, "dc/glass-a", [2, 4, 5], equipment=["sword", "axe"])
    assert texts(state) == ["lose:axe", "lose:sword"]
    play(state, "lose:axe", "dagger:dc/glass-a")
    assert space(state) == "dc/glass-a" and state.advs[0].equipment == ["sword"]
    state = arrive(scenario(), 0, "dc/glass-a", [2, 4, 4], equipment=[])
    assert bool(sit(state)) and state.current == 1  # 8 or less: stuck until next turn


# ---------------------------------------------------------------- Broken Bridge


@rule("KK-BROKEN-01")
def test_broken_bridge_three_rolls_moved_one_after_another() -> None:
    state = arrive(scenario(), 0, "im/broken-a", [1, 2, 3])  # planks 1 and 3, then across
    assert space(state) == "im/broken-b"
    assert [e["face"] for e in events_of(state, "walk")] == [1, 2, 3]


@rule("KK-BROKEN-02")
def test_broken_bridge_short_of_the_far_side_goes_back_to_try_again() -> None:
    state = arrive(scenario(), 0, "im/broken-a", [1, 2, 2])  # plank 1, plank 3, plank 5
    assert space(state) == "im/broken-a" and not sit(state)


@rule("KK-BROKEN-03")
def test_broken_bridge_a_missing_piece_drops_him_into_the_water_then_the_stones() -> None:
    state = arrive(scenario(), 0, "im/broken-a", [2])
    assert space(state) == "im/water-a" and node(state) == "water"
    later(state, 0, [1])  # one roll a turn along the square stones
    assert space(state) == "im/ws-a1"
    later(state, 0, [2, 2])
    assert space(state) == "im/ws-a3"


@rule("KK-BROKEN-04")
def test_octopus_shield_food_blade_or_a_seven() -> None:
    base = scenario()
    put(
        base,
        0,
        "im/ws-a1",
        sit=InHazard("broken-bridge", "water", "a", position=1, route="water-a"),
    )
    state = base
    later(state, 0, [1])  # onto the red square: the octopus
    assert texts(state) == ["escape:shield", "escape:food", "escape:blade"]
    play(state, "escape:food")
    assert space(state) == "im/ws-a3" and "food" in state.advs[0].lost
    # with sword or axe: four rolls for two even numbers (the turn's roll comes first next time)
    state = scenario()
    put(
        state,
        0,
        "im/ws-a2",
        sit=InHazard("broken-bridge", "octopus", "a", position=2, route="water-a"),
        equipment=["sword"],
    )
    later(state, 0, [2, 1, 3, 4])
    assert space(state) == "im/ws-a3" and state.advs[0].equipment == ["sword"]
    # with none of them: 1-6 stays, 7-8 moves on and costs a card
    state = scenario()
    put(
        state,
        0,
        "im/ws-a2",
        sit=InHazard("broken-bridge", "octopus", "a", position=2, route="water-a"),
        equipment=["rope"],
    )
    later(state, 0, [6])
    assert space(state) == "im/ws-a2"
    later(state, 0, [7])
    assert space(state) == "im/ws-a3" and state.advs[0].lost == ["rope"]


# ---------------------------------------------------------------- Moat


@rule("KK-MOAT-01")
@pytest.mark.parametrize(("face_", "where"), [(2, "dc/moat-b"), (8, "dc/moat-b"), (1, "dc/moat-water")])
def test_moat_two_to_eight_crosses_a_one_falls_in(face_: int, where: str) -> None:
    state = arrive(scenario(), 0, "dc/moat-a", [face_])
    assert space(state) == where


@rule("KK-MOAT-02", "KK-MOAT-03")
def test_moat_next_turn_out_or_the_crocodiles() -> None:
    moat = InHazard("moat", "water", "a")
    state = scenario()
    put(state, 0, "dc/moat-water", sit=copy.copy(moat))
    later(state, 0, [5])
    assert space(state) == "dc/moat-b"
    state = scenario()
    put(state, 0, "dc/moat-water", sit=copy.copy(moat), equipment=["sword", "food"], cases=["ice-mountain"])
    later(state, 0, [1])  # the crocodiles: to the blue arrow, escape at once
    assert space(state) == "dc/blue-arrow"
    assert texts(state) == ["escape:food", "escape:sword", "escape:one"]
    next_rolls(state, 3)
    play(state, "escape:sword")  # one attempt: needs an 8
    assert node(state) == "crocodiles" and state.current == 1
    later(state, 0, [1])
    play(state, "escape:one")  # the turn's roll, a 1: out, at the price of a treasure
    assert state.advs[0].cases == [] and state.where["ice-mountain"] == "lost"
    assert node(state) == "shore"


@rule("KK-MOAT-04")
def test_devils_castle_is_reached_only_over_the_moat_the_far_path_is_an_escape_route() -> None:
    state = scenario()
    cfg = state.cfg
    # the castle's black daggers lie on the island, behind the Moat's inner white dagger
    island = {"dc/castle-d1", "dc/castle-d2", "dc/island", "dc/moat-b"}
    for sid in island:
        assert all(n in island for n in cfg.walk[sid])
    route = state.board.hazards["moat"].routes["escape"]
    assert route.to == "dc/castle-d2"
    assert not any(sq in cfg.walk["dc/castle-d2"] for sq in route.squares)  # one way only
    state = scenario()
    put(state, 0, "dc/blue-arrow", sit=InHazard("moat", "shore", "a", route="escape"))
    later(state, 0, [2])
    assert space(state) == "dc/escape-1"
    later(state, 0, [2])  # ashore on the black dagger, one step on to the island
    assert state.advs[0].sit is None


# ---------------------------------------------------------------- Dark Bridge


def dark() -> KeyToTheKingdomState:
    return fold(scenario(3), east="out")


@rule("KK-DARK-01", "KK-SETUP-02")
def test_the_first_to_stop_builds_as_many_pieces_as_he_rolls() -> None:
    state = dark()
    assert state.bridge == Bridge()  # the six pieces lie beside
    arrive(state, 0, "mt/dark-a", [3])
    assert state.bridge.side == "a" and state.bridge.built == 3
    assert space(state) == "mt/slot-3"  # he waits on the outermost piece
    assert state.built_slots() == frozenset({"mt/slot-1", "mt/slot-2", "mt/slot-3"})


@rule("KK-DARK-01")
@pytest.mark.parametrize(
    ("pieces", "en", "fi"),
    [(1, "1 piece of", "1 Pimeyden Sillan palan"), (4, "4 pieces of", "4 Pimeyden Sillan palaa")],
)
def test_the_log_says_how_many_pieces_he_builds(pieces: int, en: str, fi: str) -> None:
    """The line chooses singular or plural by the pieces built (it chose by a count the event
    never carries, so one piece read "1 pieces"), and says it cleanly in both languages."""
    state = dark()
    arrive(state, 0, "mt/dark-a", [pieces])
    (built,) = events_of(state, "bridge_built")
    with collecting_problems() as problems:
        assert en in state.describe(built, "en")
        assert fi in state.describe(built, "fi")
    assert problems == []


@rule("KK-DARK-01")
def test_a_seven_or_eight_builds_nothing_he_rolls_again_next_turn() -> None:
    state = dark()
    arrive(state, 0, "mt/dark-a", [7])
    assert state.bridge.built == 0 and state.bridge.builder == 0
    arrive(state, 1, "mt/dark-b", [])  # another adventurer stops at the other end: he waits
    assert state.advs[1].space == "mt/dark-b" and state.bridge.builder == 0
    later(state, 0, [4])
    assert state.bridge == Bridge("a", 4, -1)


@rule("KK-DARK-02", "KK-DARK-05")
def test_from_the_outermost_piece_he_crosses_or_falls_and_the_bridge_stays_unfinished() -> None:
    state = dark()
    arrive(state, 0, "mt/dark-a", [3])
    later(state, 0, [2])  # 3 + 2 = slot 5, unbuilt: into the water onto the nearest stone
    assert texts(state) == [f"lose:{e}" for e in ALL]
    play(state, "lose:axe")
    assert space(state) == "mt/ds-b1" and state.bridge.built == 3  # never built more
    later(state, 0, [1])  # stone to stone, one roll a turn
    assert space(state) == "mt/ds-b2"


@rule("KK-DARK-03")
def test_a_six_finishes_the_bridge_and_takes_the_builder_across() -> None:
    state = dark()
    arrive(state, 0, "mt/dark-a", [6])
    assert space(state) == "mt/dark-b" and state.bridge.built == 6


@rule("KK-DARK-04")
def test_others_stop_at_the_outermost_piece_or_fall_from_the_unbuilt_side() -> None:
    state = dark()
    state.bridge = Bridge("a", 2, -1)
    arrive(state, 1, "mt/dark-a", [5])  # 5 would pass the edge: he stops on slot 2
    assert state.advs[1].space == "mt/slot-2"
    state = dark()
    state.bridge = Bridge("a", 2, -1)
    arrive(state, 1, "mt/dark-b", [3])  # from the unbuilt side: slot 4 is not built
    play(state, "lose:net")
    assert state.advs[1].space == "mt/ds-b1"  # slot 4 falls onto the stones of end b


# ---------------------------------------------------------------- Pile Bridge


def piles() -> KeyToTheKingdomState:
    return fold(scenario(), west="out")


@rule("KK-PILE-01")
def test_pile_bridge_even_rolls_land_on_piles_and_he_rolls_on_to_the_far_dagger() -> None:
    state = arrive(piles(), 0, "dt/pile-a", [2, 4, 6])
    assert space(state) == "dt/pile-b"
    assert [e["face"] for e in events_of(state, "walk")] == [2, 4, 6]


@rule("KK-PILE-01", "KK-PILE-02")
@pytest.mark.parametrize("rolls", [[2, 7], [6, 3], [4, 5], [2, 2, 2, 3], [7]])
def test_pile_bridge_an_odd_roll_falls_even_when_it_would_overshoot(rolls: list[int]) -> None:
    # the turn's 1 steps onto the near dagger; from a pile an odd roll past the end still falls
    state = arrive(piles(), 0, "dt/pile-a", rolls)
    assert [e["face"] for e in events_of(state, "walk")] == rolls
    assert space(state) == "dt/pile-water" and node(state) == "water"
    assert [e["space"] for e in events_of(state, "fall")] == ["dt/pile-water"]
    walks = events_of(state, "walk")
    assert walks[-1]["dest"] == ("dt/pile-7" if sum(rolls) >= 7 else "dt/pile-1")


@rule("KK-PILE-01")
def test_pile_bridge_an_even_roll_past_the_end_crosses_from_either_side() -> None:
    state = arrive(piles(), 0, "dt/pile-a", [6, 8])
    assert space(state) == "dt/pile-b" and not sit(state)
    state = arrive(piles(), 0, "dt/pile-b", [4, 5])
    assert space(state) == "dt/pile-water"
    assert events_of(state, "walk")[-1]["dest"] == "dt/pile-1"  # the last fall square seen from end b


@rule("KK-PILE-02")
def test_pile_bridge_an_odd_roll_slips_into_the_water() -> None:
    state = arrive(piles(), 0, "dt/pile-a", [2, 3])
    assert space(state) == "dt/pile-water" and node(state) == "water"
    later(state, 0, [1])
    assert space(state) == "dt/pile-stone-1"


@rule("KK-PILE-03")
def test_the_giant_maw_net_eight_or_hook_nine_else_that_card_is_lost() -> None:
    maw = InHazard("pile-bridge", "maw", "a", position=2, route="water")
    state = piles()
    put(state, 0, "dt/pile-stone-2", sit=copy.copy(maw), equipment=["net", "hook"])
    later(state, 0, [4])
    assert texts(state) == ["escape:net", "escape:hook"]
    next_rolls(state, 3)
    play(state, "escape:net")  # 4 + 3 < 8: the net is lost, and still on to the next stone
    assert space(state) == "dt/pile-stone-3" and state.advs[0].lost == ["net"]
    state = piles()
    put(state, 0, "dt/pile-stone-2", sit=copy.copy(maw), equipment=["hook"])
    later(state, 0, [4, 5])  # the turn's roll and one more: 9, the hook holds
    assert space(state) == "dt/pile-stone-3" and state.advs[0].equipment == ["hook"]


@rule("KK-PILE-04")
def test_the_giant_maw_without_net_or_hook_needs_a_two() -> None:
    maw = InHazard("pile-bridge", "maw", "a", position=2, route="water")
    state = piles()
    put(state, 0, "dt/pile-stone-2", sit=copy.copy(maw), equipment=["sword"])
    later(state, 0, [3])
    assert space(state) == "dt/pile-stone-2"
    later(state, 0, [2])
    assert space(state) == "dt/pile-stone-3"
