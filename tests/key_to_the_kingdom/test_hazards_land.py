"""Hazards on land: Skull Pit, Cyclops, Ice Caves, Living Forest, Magic Arch, Rat Trap, Sleeping
Giant, Snake Pit, Tarantula Web, Swamp, Tiger Pit, Doom Well, Wild Boar, Wizard of Plenty."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.games.key_to_the_kingdom.rules.state_model import InHazard

from .helpers import ALL, arrive, begin, events_of, fold, later, next_rolls, play, put, scenario, texts

rule = pytest.mark.rule


def where(state: Any, seat: int = 0) -> str:
    return str(state.advs[seat].space)


def node(state: Any, seat: int = 0) -> str | None:
    sit = state.advs[seat].sit
    return sit.node if isinstance(sit, InHazard) else None


# ---------------------------------------------------------------- Skull Pit


@rule("KK-SKULL-01")
def test_skull_pit_an_even_roll_crosses() -> None:
    state = arrive(scenario(), 0, "dc/skull-a", [4])
    assert where(state) == "dc/skull-b" and state.current == 1


@rule("KK-SKULL-02")
@pytest.mark.parametrize(
    ("face_", "skull"), [(1, "dc/skull-2"), (3, "dc/skull-2"), (5, "dc/skull-3"), (7, "dc/skull-3")]
)
def test_skull_pit_one_or_three_the_red_skull_five_or_seven_the_blue(face_: int, skull: str) -> None:
    state = arrive(scenario(), 0, "dc/skull-a", [face_])
    assert where(state) == skull and state.current == 1
    assert state.board.spaces[skull].mark == ("skull-red" if face_ < 4 else "skull-blue")


@rule("KK-SKULL-03")
def test_skull_pit_odd_climbs_one_skull_even_stays_the_last_step_is_the_white_dagger() -> None:
    state = arrive(scenario(), 0, "dc/skull-a", [1])  # the red skull, two skulls from the far side
    later(state, 0, [4])
    assert where(state) == "dc/skull-2"
    later(state, 0, [3])
    assert where(state) == "dc/skull-3"
    later(state, 0, [5])
    assert where(state) == "dc/skull-4"
    later(state, 0, [7])
    assert where(state) == "dc/skull-b" and node(state) is None


# ---------------------------------------------------------------- Cyclops


@rule("KK-CYC-01")
@pytest.mark.parametrize("tool", ["axe", "torch"])
def test_cyclops_carries_one_with_axe_or_torch(tool: str) -> None:
    state = arrive(scenario(), 0, "im/cyc-a", [], equipment=[tool, "rope"])
    assert where(state) == "im/cyc-b" and state.advs[0].equipment == sorted([tool, "rope"], key=ALL.index)


@rule("KK-CYC-02")
def test_cyclops_takes_another_card_as_his_fee() -> None:
    state = arrive(scenario(), 0, "im/cyc-a", [], equipment=["rope", "net"])
    assert texts(state) == ["lose:net", "lose:rope"]
    play(state, "lose:net")
    assert where(state) == "im/cyc-b" and state.advs[0].lost == ["net"]


@rule("KK-CYC-03")
def test_cyclops_with_no_equipment_a_one_is_carried_else_walk_the_stones() -> None:
    state = arrive(scenario(), 0, "im/cyc-a", [1], equipment=[])
    assert where(state) == "im/cyc-b"
    state = arrive(scenario(), 0, "im/cyc-a", [2], equipment=[])  # that 2 walks two stones
    assert where(state) == "im/stone-2" and state.current == 1
    later(state, 0, [6])  # one roll a turn; the far white dagger stops him
    assert where(state) == "im/cyc-b" and node(state) is None


@rule("KK-CYC-04")
def test_cyclops_pushes_from_the_third_stone_into_the_water_red_arrows_lead_back() -> None:
    state = arrive(scenario(), 0, "im/cyc-a", [3], equipment=[])
    assert where(state) == "im/cyc-water"
    later(state, 0, [4])  # the red arrows back to the dagger he started from
    assert where(state) == "im/cyc-a" and node(state) is None


# ---------------------------------------------------------------- Ice Caves


@rule("KK-ICE-01")
def test_ice_caves_five_to_eight_crosses_one_to_four_is_caught() -> None:
    state = arrive(scenario(), 0, "im/ice-a", [5])
    assert where(state) == "im/ice-b"
    state = arrive(scenario(), 0, "im/ice-a", [4], equipment=["torch", "axe"])
    assert where(state) == "im/cave" and texts(state) == ["escape:torch", "escape:axe"]


@rule("KK-ICE-02")
def test_ice_caves_torch_is_lost_for_any_dagger_axe_odd_keeps_even_loses() -> None:
    state = arrive(scenario(), 0, "im/ice-a", [4], equipment=["torch"])
    play(state, "dagger:im/ice-a")
    assert where(state) == "im/ice-a" and state.advs[0].lost == ["torch"]
    state = arrive(scenario(), 0, "im/ice-a", [4, 3], equipment=["axe"])
    play(state, "dagger:im/ice-b")
    assert state.advs[0].equipment == ["axe"]
    state = arrive(scenario(), 0, "im/ice-a", [4, 6], equipment=["axe"])
    play(state, "dagger:im/ice-b")
    assert state.advs[0].lost == ["axe"] and where(state) == "im/ice-b"


@rule("KK-ICE-03")
def test_ice_caves_otherwise_a_four_at_the_price_of_a_card_with_nothing_a_five() -> None:
    state = arrive(scenario(), 0, "im/ice-a", [2, 3], equipment=["rope"])
    assert where(state) == "im/cave" and state.current == 1  # one roll a turn
    later(state, 0, [4])
    play(state, "dagger:im/ice-b")
    assert state.advs[0].lost == ["rope"]
    state = arrive(scenario(), 0, "im/ice-a", [2, 4], equipment=[])
    assert where(state) == "im/cave"
    later(state, 0, [5])
    assert texts(state) == ["dagger:im/ice-a", "dagger:im/ice-b"]


# ---------------------------------------------------------------- Living Forest


def forest() -> Any:
    return fold(scenario(), east="out")


@rule("KK-FOREST-01")
def test_living_forest_roll_on_until_across() -> None:
    state = arrive(forest(), 0, "mt/forest-a", [1, 3, 7])
    assert where(state) == "mt/forest-b"
    assert [e["face"] for e in events_of(state, "walk")] == [1, 3, 7]


@rule("KK-FOREST-02")
def test_living_forest_a_branch_square_axe_sword_or_torch() -> None:
    state = arrive(forest(), 0, "mt/forest-a", [3])
    assert state.board.spaces[where(state)].mark == "branch"
    assert texts(state) == ["escape:axe", "escape:sword", "escape:torch"]
    next_rolls(state, 2, 4, 5)
    play(state, "escape:axe")  # three rolls for an odd number: the third is 5
    assert where(state) == "mt/forest-b" and state.advs[0].equipment == ALL
    state = arrive(forest(), 0, "mt/forest-a", [3, 5], equipment=["torch", "sword"])
    play(state, "escape:torch")  # one roll for a 6: 5 fails, he waits
    assert node(state) == "branch" and state.current == 1
    later(state, 0, [4])
    assert texts(state) == ["escape:sword", "escape:torch"]  # any method again, before the roll
    play(state, "escape:sword")
    assert where(state) == "mt/forest-b"


@rule("KK-FOREST-03")
def test_living_forest_with_none_a_three_frees_at_the_price_of_a_card() -> None:
    state = arrive(forest(), 0, "mt/forest-a", [3, 2], equipment=["rope"])
    assert node(state) == "branch"
    later(state, 0, [3])
    assert where(state) == "mt/forest-b" and state.advs[0].lost == ["rope"]


# ---------------------------------------------------------------- Magic Arch


def arch() -> Any:
    return fold(scenario(), west="out")


@rule("KK-ARCH-01")
def test_magic_arch_six_or_more_passes() -> None:
    state = arrive(arch(), 0, "dt/arch-a", [6])
    assert where(state) == "dt/arch-b"


@rule("KK-ARCH-02")
def test_magic_arch_failing_toward_the_wizard_means_going_round_the_circle_first() -> None:
    state = arrive(arch(), 0, "dt/arch-a", [5])
    assert where(state) == "dt/arch-a" and state.advs[0].circle is not None
    begin(state, 0, [4])
    assert "face" not in texts(state)  # no new try before going round
    play(state, "move:dt/circle-4")  # circle squares 1 to 4 walked
    begin(state, 0, [3, 7])  # 5, 6 and back onto the dagger: round at last, so it is tried at once
    play(state, "move:dt/arch-a")
    assert where(state) == "dt/arch-b" and state.advs[0].circle is None
    # coming straight back without going round: he stops on the dagger, and no roll is made
    state = arrive(arch(), 0, "dt/arch-a", [5])
    begin(state, 0, [1])
    play(state, "move:dt/circle-1")
    begin(state, 0, [1])
    play(state, "move:dt/arch-a")
    assert where(state) == "dt/arch-a" and state.advs[0].circle is not None


@rule("KK-ARCH-02")
def test_magic_arch_failing_away_from_the_wizard_try_again_next_turn() -> None:
    state = arrive(arch(), 0, "dt/arch-b", [2])
    assert where(state) == "dt/arch-b" and state.advs[0].circle is None
    begin(state, 0, [3, 6])
    assert "face" in texts(state)
    play(state, "face")  # instead of moving on with the 3, he tries the arch again: 6 passes
    assert where(state) == "dt/arch-a"


# ---------------------------------------------------------------- Rat Trap


@rule("KK-RAT-01")
def test_rat_trap_even_crosses() -> None:
    state = arrive(scenario(), 0, "bf/rat-a", [6])
    assert where(state) == "bf/rat-b"


@rule("KK-RAT-02")
def test_rat_trap_odd_falls_in_the_rope_with_nine_gets_out() -> None:
    state = arrive(scenario(), 0, "bf/rat-a", [3, 4, 5], equipment=["rope"])
    assert where(state) == "bf/rat-b" and state.advs[0].equipment == ["rope"]


@rule("KK-RAT-03")
def test_rat_trap_three_lost_turns_then_the_first_grey_stone() -> None:
    state = arrive(scenario(), 0, "bf/rat-a", [3, 4, 4], equipment=["rope"])  # 8: not enough
    assert where(state) == "bf/trap"
    for _ in range(2):
        later(state, 0, [5])
        assert where(state) == "bf/trap"
    later(state, 0, [5])  # the third lost turn: out onto the first grey stone
    assert where(state) == "bf/rat-1" and len(events_of(state, "lost_turn")) == 3
    later(state, 0, [2])
    assert where(state) == "bf/rat-b"


# ---------------------------------------------------------------- Sleeping Giant


@rule("KK-GIANT-01")
def test_sleeping_giant_two_rolls_must_pass_his_eight_squares() -> None:
    state = arrive(scenario(), 0, "sc/giant-a", [4, 5])
    assert where(state) == "sc/giant-b"
    assert len(state.board.hazards["sleeping-giant"].tracks["giant"]) == 8


@rule("KK-GIANT-02", "KK-GIANT-03")
def test_sleeping_giant_wakes_and_throws_him_into_the_spirit_castle_dungeon() -> None:
    state = arrive(scenario(), 0, "sc/giant-a", [4, 4])
    assert where(state) == "sc/castle-dungeon"
    assert texts(state) == ["escape:scare", "escape:net"]
    play(state, "escape:scare")  # sword, torch or axe: kept
    assert texts(state) == ["dagger:sc/castle-d1", "dagger:sc/castle-d2"]
    play(state, "dagger:sc/castle-d1")
    assert where(state) == "sc/castle-d1" and state.advs[0].equipment == ALL
    state = arrive(scenario(), 0, "sc/giant-a", [1, 2, 3], equipment=["net"])  # net: an odd 3 fails
    assert where(state) == "sc/castle-dungeon" and state.current == 1
    later(state, 0, [4])  # one roll a turn: even
    play(state, "dagger:sc/castle-d2")
    state = arrive(scenario(), 0, "sc/giant-a", [1, 2], equipment=["rope"])  # none: give another
    play(state, "dagger:sc/castle-d2")
    assert state.advs[0].lost == ["rope"]
    state = arrive(scenario(), 0, "sc/giant-a", [1, 2, 7], equipment=[])  # nothing at all: an 8
    assert where(state) == "sc/castle-dungeon"


# ---------------------------------------------------------------- Snake Pit


@rule("KK-SNAKE-01")
def test_snake_pit_three_rolls_of_eleven_cross() -> None:
    state = arrive(scenario(), 0, "sc/snake-a", [4, 4, 3])
    assert where(state) == "sc/snake-b"
    state = arrive(scenario(), 0, "sc/snake-a", [1, 2, 3], equipment=["hook", "rope"])
    assert where(state) == "sc/snake-pit" and texts(state) == ["escape:hook", "escape:rope"]


@rule("KK-SNAKE-02")
def test_snake_pit_hook_five_to_eight_rope_one_to_four() -> None:
    state = arrive(scenario(), 0, "sc/snake-a", [1, 2, 3, 6], equipment=["hook"])
    play(state, "dagger:sc/snake-a")
    assert where(state) == "sc/snake-a" and state.advs[0].equipment == ["hook"]
    state = arrive(scenario(), 0, "sc/snake-a", [1, 2, 3, 6], equipment=["rope"])
    assert where(state) == "sc/snake-pit" and state.current == 1
    later(state, 0, [2])
    play(state, "dagger:sc/snake-b")
    assert where(state) == "sc/snake-b"


@rule("KK-SNAKE-03")
def test_snake_pit_with_neither_lose_another_card_and_out() -> None:
    state = arrive(scenario(), 0, "sc/snake-a", [1, 2, 3], equipment=["sword", "axe"])
    play(state, "lose:axe", "dagger:sc/snake-b")
    assert where(state) == "sc/snake-b" and state.advs[0].lost == ["axe"]


@rule("KK-SNAKE-04", "KK-WIN-02")
def test_the_cobra_is_dropped_on_a_snake_pit_white_dagger() -> None:
    state = scenario()
    # the Dark Tower case holds the Cobra (data order)
    put(state, 0, "sc/snake-a", cases=["dark-tower"])
    begin(state, 0, [5])
    assert texts(state) == ["roll", "drop:cobra"]  # before his roll
    play(state, "drop:cobra")
    assert state.advs[0].cobra_dropped and state.where["dark-tower"] == "pit"
    assert state.seen["dark-tower"] == [0, 1]  # the whole table sees the Cobra go in
    state = scenario()
    put(state, 1, "sc/rn1")
    arrive(state, 0, "sc/snake-a", [], cases=["dark-tower"], park=None)  # arriving: drop or keep first
    assert texts(state) == ["drop:cobra", "keep"]


# ---------------------------------------------------------------- Tarantula Web


@rule("KK-WEB-01")
def test_tarantula_web_a_four_within_four_rolls_crosses() -> None:
    state = arrive(scenario(), 0, "sc/web-a", [1, 2, 4])
    assert where(state) == "sc/web-b"


@rule("KK-WEB-02", "KK-WEB-03")
def test_tarantula_web_nest_sword_shield_or_axe_then_the_brown_spiders() -> None:
    state = arrive(scenario(), 0, "sc/web-a", [1, 2, 3, 5])
    assert where(state) == "sc/nest" and texts(state) == ["escape:sword", "escape:shield", "escape:axe"]
    next_rolls(state, 6)
    play(state, "escape:sword")
    assert where(state) == "sc/spider-1" and state.current == 1
    later(state, 0, [3])  # along the spiders, then on land with what is left of the roll
    assert state.advs[0].sit is None
    state = arrive(scenario(), 0, "sc/web-a", [1, 2, 3, 5, 7], equipment=["axe", "rope"])  # axe: 3 or 4
    assert texts(state) == ["lose:axe", "lose:rope"]
    play(state, "lose:axe")
    assert where(state) == "sc/nest" and state.current == 1
    later(state, 0, [1])  # next turn he escapes along the spiders
    assert where(state) == "sc/spider-1"


@rule("KK-WEB-04")
def test_tarantula_web_with_none_of_them_an_eight() -> None:
    state = arrive(scenario(), 0, "sc/web-a", [1, 2, 3, 5, 7], equipment=["rope"])
    assert where(state) == "sc/nest" and state.current == 1
    later(state, 0, [8])
    assert where(state) == "sc/spider-1"


# ---------------------------------------------------------------- Swamp


def swamp() -> Any:
    return fold(scenario(), east="out")


@rule("KK-SWAMP-01")
def test_swamp_a_grey_stone_ends_the_turn_roll_on_next_turn() -> None:
    state = arrive(swamp(), 0, "mt/swamp-a", [1])
    assert state.board.spaces[where(state)].mark == "grey-stone" and state.current == 1
    later(state, 0, [7])
    assert where(state) == "mt/swamp-b"


@rule("KK-SWAMP-02")
def test_swamp_a_red_stone_hook_or_net() -> None:
    state = arrive(swamp(), 0, "mt/swamp-a", [2])
    assert state.board.spaces[where(state)].mark == "red-stone"
    assert texts(state) == ["escape:hook", "escape:net"]
    next_rolls(state, 4)
    play(state, "escape:hook")  # even: that would end on a red stone, so he stays
    assert state.board.spaces[where(state)].mark == "red-stone" and state.current == 1
    later(state, 0, [3])
    play(state, "escape:hook")  # the turn's roll, 3: to a grey stone
    assert state.board.spaces[where(state)].mark == "grey-stone"
    state = arrive(swamp(), 0, "mt/swamp-a", [2, 5])
    play(state, "escape:net")  # to the next grey stone, the net lost, and on at once: 3 + 5
    assert where(state) == "mt/swamp-b" and state.advs[0].lost == ["net"]


@rule("KK-SWAMP-03")
def test_swamp_with_neither_a_card_is_lost_with_nothing_roll_an_eight() -> None:
    state = arrive(swamp(), 0, "mt/swamp-a", [2], equipment=["rope", "axe"])
    play(state, "lose:axe")
    assert state.board.spaces[where(state)].mark == "grey-stone" and state.current == 1
    state = arrive(swamp(), 0, "mt/swamp-a", [2, 7], equipment=[])
    assert state.board.spaces[where(state)].mark == "red-stone"
    later(state, 0, [8])
    assert state.board.spaces[where(state)].mark == "grey-stone"


# ---------------------------------------------------------------- Tiger Pit


@rule("KK-TIGER-01")
def test_tiger_pit_the_rope_jumps_is_lost_and_the_move_goes_on() -> None:
    state = scenario()
    put(state, 0, "bf/c6", equipment=["rope"])
    begin(state, 0, [3])
    play(state, "move:bf/tiger-a")  # one step used, two left after the jump
    assert where(state) == "bf/c8" and state.advs[0].lost == ["rope"]


@rule("KK-TIGER-02")
def test_tiger_pit_without_rope_five_to_eight_jumps() -> None:
    state = arrive(scenario(), 0, "bf/tiger-a", [5], equipment=["sword"])
    assert where(state) == "bf/tiger-b" and state.current == 1


@rule("KK-TIGER-03")
def test_tiger_pit_food_shield_or_torch() -> None:
    no_rope = [e for e in ALL if e != "rope"]
    state = arrive(scenario(), 0, "bf/tiger-a", [4], equipment=no_rope)
    assert texts(state) == ["escape:food", "escape:shield", "escape:torch"]
    play(state, "escape:food")
    assert where(state) == "bf/tiger-b" and state.advs[0].lost == ["food"]
    state = arrive(scenario(), 0, "bf/tiger-a", [4, 1, 2, 3, 4], equipment=["shield", "torch"])
    play(state, "escape:shield")  # no 8 in four rolls: next turn this or the torch
    assert where(state) == "bf/tiger-pit" and state.current == 1
    later(state, 0, [6])
    assert texts(state) == ["escape:shield", "escape:torch"]
    play(state, "escape:torch")
    assert where(state) == "bf/tiger-b" and state.advs[0].lost == []


@rule("KK-TIGER-04")
def test_tiger_pit_with_none_a_four_then_a_card_is_lost() -> None:
    state = arrive(scenario(), 0, "bf/tiger-a", [2, 3], equipment=["net"])
    assert where(state) == "bf/tiger-pit"
    later(state, 0, [4])
    assert where(state) == "bf/tiger-b" and state.advs[0].lost == ["net"]


# ---------------------------------------------------------------- Doom Well


def well() -> Any:
    return fold(scenario(), west="out")


@rule("KK-WELL-01")
def test_doom_well_two_rolls_round_its_nine_rim_squares() -> None:
    state = arrive(well(), 0, "dt/well-a", [4, 6])
    assert where(state) == "dt/well-b"
    state = arrive(well(), 0, "dt/well-a", [4, 5])
    assert where(state) == "dt/well" and texts(state) == ["escape:tool", "escape:shield"]


@rule("KK-WELL-02")
def test_doom_well_rope_or_hook_a_two_shield_ten_back_on_the_rim() -> None:
    state = arrive(well(), 0, "dt/well-a", [4, 5, 1, 2], equipment=["rope"])  # the 2 comes second
    assert where(state) == "dt/rim-9" and state.advs[0].equipment == ["rope"] and state.current == 1
    later(state, 0, [1])  # from the fall point: enough to reach the dagger, else in again
    assert where(state) == "dt/well-b"
    state = arrive(well(), 0, "dt/well-a", [3, 2, 4, 3, 3], equipment=["shield", "hook"])
    play(state, "escape:shield")  # three rolls: 4 + 3 + 3 = 10
    assert where(state) == "dt/rim-5"
    later(state, 0, [2])  # 5 + 2 = 7: short of the dagger, back into the depths
    assert where(state) == "dt/well" and texts(state) == ["escape:tool", "escape:shield"]


@rule("KK-WELL-03")
def test_doom_well_otherwise_a_five_a_card_and_any_white_dagger() -> None:
    state = arrive(well(), 0, "dt/well-a", [3, 2, 1, 1, 1, 1], equipment=["hook"])
    assert where(state) == "dt/well" and state.current == 1
    later(state, 0, [6])
    assert where(state) == "dt/well"  # only a 5 now, one roll a turn
    later(state, 0, [5])
    assert texts(state) == ["dagger:dt/well-a", "dagger:dt/well-b"]
    play(state, "dagger:dt/well-a")
    assert state.advs[0].lost == ["hook"]


# ---------------------------------------------------------------- Wild Boar


@rule("KK-BOAR-01")
def test_wild_boar_takes_the_food_bag() -> None:
    state = arrive(scenario(), 0, "bf/boar-a", [])
    assert where(state) == "bf/boar-b" and state.advs[0].lost == ["food"]


@rule("KK-BOAR-02")
@pytest.mark.parametrize(
    ("face_", "at", "lost"), [(6, "bf/boar-b", []), (3, "bf/boar-a", []), (1, "bf/boar-a", ["sword"])]
)
def test_wild_boar_without_food(face_: int, at: str, lost: list[str]) -> None:
    state = arrive(scenario(), 0, "bf/boar-a", [face_], equipment=["sword"])
    assert where(state) == at and state.advs[0].lost == lost and node(state) is None


@rule("KK-BOAR-03")
def test_wild_boar_with_no_equipment_one_or_eight() -> None:
    state = arrive(scenario(), 0, "bf/boar-a", [7], equipment=[])
    assert where(state) == "bf/boar-a"
    state = arrive(scenario(), 0, "bf/boar-a", [8], equipment=[])
    assert where(state) == "bf/boar-b"


# ---------------------------------------------------------------- Wizard of Plenty


def wizard() -> Any:
    state = fold(scenario(), west="out")
    return state


@rule("KK-WIZ-01")
def test_wizard_the_turn_ends_on_the_clouds_white_dagger() -> None:
    state = wizard()
    put(state, 0, "dt/i1")
    begin(state, 0, [3])
    play(state, "move:dt/cloud")
    assert where(state) == "dt/cloud" and node(state) is None and state.current == 1


@rule("KK-WIZ-02", "KK-WIZ-03")
def test_wizard_the_rainbow_in_four_rolls_returns_everything_and_a_lost_case() -> None:
    state = wizard()
    state.where["ice-mountain"] = "lost"
    put(state, 0, "dt/cloud", equipment=["sword"])
    state.advs[0].lost = ["rope", "net", "shield"]
    begin(state, 0, [3, 8, 8, 1])
    assert "face" in texts(state)  # instead of moving with his 3, he tries the task
    play(state, "face")  # 8, 8 and 1: 17, past the sixteen bands
    adv = state.advs[0]
    assert set(adv.equipment) == {"sword", "rope", "net", "shield"} and adv.lost == []
    assert adv.cases == ["ice-mountain"] and adv.wizard_done and where(state) == "dt/cloud"
    begin(state, 0, [3])  # no task again (once a game): the roll moves him at once
    # leaving by the Magic Arch he ignores its white daggers: i2, the arch, and out on the far side
    assert texts(state) == ["move:dt/arch-a", "move:dt/pile-b"]
    play(state, "move:dt/arch-a")
    assert where(state) == "dt/arch-a" and node(state) is None


@rule("KK-WIZ-04")
def test_wizard_failing_the_rainbow_still_returns_one_card() -> None:
    state = wizard()
    put(state, 0, "dt/cloud", equipment=[])
    state.advs[0].lost = ["rope", "net"]
    begin(state, 0, [3, 2, 2, 2, 2])
    play(state, "face")
    assert texts(state) == ["take:net", "take:rope"]
    play(state, "take:rope")
    adv = state.advs[0]
    assert adv.equipment == ["rope"] and adv.lost == ["net"] and where(state) == "dt/cloud"
    assert adv.wizard_done
