"""The turn, the Demon King, dungeons and stealing: each test forces the dice and cites its rules."""

from __future__ import annotations

import pytest

from noppa import IllegalAction
from noppa.games.key_to_the_kingdom.content.board import DATA, load_board, load_board_file
from noppa.games.key_to_the_kingdom.rules.moves import reach
from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon

from .helpers import ALL, begin, events_of, kk, play, put, scenario, texts, turn_events

rule = pytest.mark.rule


# ---------------------------------------------------------------- a turn


@rule("KK-TURN-01", "KK-DK-01", "KK-TURN-02")
def test_the_roll_moves_the_demon_king_first_then_the_adventurer_from_the_blue_arrow() -> None:
    state = begin(scenario(), 0, [3])
    first = turn_events(state)[0]
    assert first["type"] == "turn" and first["face"] == 3
    assert state.dk == "bf/t3" and state.dk_number == 3  # the space bearing the number
    # from the start area the blue arrow's space is the first step: 3 steps reach these only
    assert texts(state) == ["move:bf/b4", "move:bf/c8", "move:dc/skull-b"]
    state = begin(scenario(), 0, [1])
    # a single choice is taken at once: onto the blue arrow's space; then it is the next turn
    assert state.advs[0].space == "bf/b2" and state.current == 1
    assert state.board.spaces["bf/b2"].blue_arrow


@rule("KK-DK-01", "KK-DUN-01")
def test_the_demon_king_moves_every_turn_even_for_a_prisoner() -> None:
    state = scenario()
    put(state, 0, "dc/castle-dungeon", sit=Dungeon("devils-castle", 0))
    begin(state, 0, [5])
    assert turn_events(state)[0]["dk"] == state.cfg.numbers[5]
    assert state.advs[0].sit == Dungeon("devils-castle", 1)


@rule("KK-TURN-03", "KK-SETUP-07")
def test_turns_pass_clockwise_from_the_highest_roll() -> None:
    from noppa import ScriptedDice

    from .helpers import GAME

    # four players roll 2, 6, 6, 3: seats 1 and 2 tie and roll again (4 against 7); seat 2 starts
    dice = ScriptedDice([2, 6, 6, 3, 4, 7, 1, 1, 1, 1, 1, 1])
    state = kk(GAME.new_state(4, dice=dice))
    assert events_of(state, "first_player")[0]["seat"] == 2
    rolls = [(e["seat"], e["face"]) for e in events_of(state, "roll") if e["why"] == "first"]
    assert rolls == [(0, 2), (1, 6), (2, 6), (3, 3), (1, 4), (2, 7)]
    assert state.current == 2
    play(state, state.legal_actions()[0].text)  # seat 2 moves; seat 3 is next (clockwise)
    assert state.current == 3


@rule("KK-TURN-04")
def test_the_whole_number_is_used_unless_something_stops_the_move() -> None:
    state = scenario()
    put(state, 0, "dc/t4")
    begin(state, 0, [3])
    # three steps every way; the Moat's white dagger stops the move early (2 steps)
    assert texts(state) == ["move:bf/t1", "move:dc/moat-a", "move:dc/t1"]
    assert state.pending is not None and state.pending.ctx["used"]["dc/moat-a"] == 3
    state = scenario()
    put(state, 0, "bf/t1")
    begin(state, 0, [4])
    assert "move:bf/rat-a" in texts(state)  # the Rat Trap's white dagger after one step
    assert state.pending is not None and state.pending.ctx["used"]["bf/rat-a"] == 1


@rule("KK-TURN-05")
def test_a_move_never_enters_the_same_space_twice() -> None:
    state = scenario()
    put(state, 0, "bf/b2")
    begin(state, 0, [2])
    # b2 -> b1 -> back to b2 is not a move; nor is b2 -> start (the start stops the move at once)
    assert "move:bf/b2" not in texts(state)
    assert set(texts(state)) == {"move:bf/b4", "move:bf/c8", "move:dc/skull-b", "move:start"}


@rule("KK-TURN-05")
def test_option_turn_back_lets_a_move_come_back() -> None:
    state = scenario(turn_back="allowed")
    put(state, 0, "bf/b3")
    begin(state, 0, [2])
    assert "move:bf/b3" in texts(state)  # b3 -> b4 -> b3


@rule("KK-TURN-06")
def test_adventurers_share_a_space() -> None:
    state = scenario(3)
    put(state, 1, "bf/b4")
    put(state, 2, "bf/b4")
    put(state, 0, "bf/b2")
    begin(state, 0, [2])
    play(state, "move:bf/b4")
    assert [a.space for a in state.advs] == ["bf/b4", "bf/b4", "bf/b4"]


@rule("KK-TURN-07")
def test_arriving_on_an_opponent_lets_you_steal_blind_then_flee() -> None:
    state = scenario()
    put(state, 1, "bf/b4", cases=["ice-mountain", "dark-tower"])
    put(state, 0, "bf/b2")
    begin(state, 0, [2, 1])  # the turn's roll, then the flight's
    play(state, "move:bf/b4")
    # the cases are named after their places; the thief picks one without seeing inside
    assert texts(state) == ["steal:1/ice-mountain", "steal:1/dark-tower", "pass"]
    play(state, "steal:1/dark-tower")
    assert state.advs[0].cases == ["dark-tower"] and state.advs[1].cases == ["ice-mountain"]
    assert 0 in state.seen["dark-tower"]  # the thief now looks inside his own case
    assert [e["why"] for e in events_of(state, "roll")][-1] == "flee"
    assert set(texts(state)) == {"move:bf/b3", "move:bf/b5"}  # he flees the rolled number


@rule("KK-TURN-08")
def test_the_one_already_there_may_not_steal_from_the_one_arriving() -> None:
    state = scenario()
    put(state, 0, "bf/b4")
    put(state, 1, "bf/b2", cases=["ice-mountain"])
    begin(state, 1, [2], park=2)
    play(state, "move:bf/b4")
    assert not events_of(state, "steal")
    # seat 0 already stood there: his turn brings no steal, only his move
    assert state.current == 0 and all(t.startswith("move:") for t in texts(state))


@rule("KK-TURN-07")
def test_no_steal_from_an_opponent_without_cases_or_from_a_teammate() -> None:
    state = scenario(4, teams="2x2")
    put(state, 2, "bf/b4", cases=["ice-mountain"])  # seat 2 is seat 0's partner
    put(state, 1, "bf/b4")  # an opponent, but with no case
    put(state, 0, "bf/b2")
    begin(state, 0, [2])
    play(state, "move:bf/b4")
    assert not events_of(state, "steal") and state.current == 1


# ---------------------------------------------------------------- the Demon King


@rule("KK-DK-02")
def test_the_demon_king_on_or_beside_an_adventurer_sends_him_to_that_parts_dungeon() -> None:
    state = scenario(3)
    put(state, 1, "dc/t1")  # beside the Demon King's 1 (dc/t2)
    put(state, 2, "bf/b5")  # beside his 4 (bf/b4) in the Boulder Fortress
    put(state, 0, "bf/b2")
    begin(state, 0, [1])
    assert state.advs[1].space == "dc/castle-dungeon"
    assert state.advs[1].sit == Dungeon("devils-castle", 0)
    state = scenario(3)
    put(state, 2, "bf/b5")
    put(state, 0, "bf/b2")
    begin(state, 0, [4])
    assert state.advs[2].space == "bf/fortress-dungeon"
    assert [e["seat"] for e in events_of(state, "captured")] == [2]


@rule("KK-DK-02")
def test_the_roller_himself_is_caught_before_he_moves() -> None:
    state = scenario()
    put(state, 0, "dc/t3")  # beside the 1
    begin(state, 0, [1])
    assert state.advs[0].space == "dc/castle-dungeon"
    assert state.current == 1  # his turn ended in the dungeon


@rule("KK-DK-03", "KK-TURN-04")
def test_no_one_passes_the_demon_king() -> None:
    state = scenario()
    put(state, 0, "bf/b1")
    begin(state, 0, [4])  # the Demon King lands on his 4 (bf/b4), two steps east
    assert "move:bf/b5" not in texts(state) and "move:bf/b6" not in texts(state)
    assert "move:bf/b3" in texts(state)  # stopped in front of him, the number partly unused
    assert state.pending is not None and state.pending.ctx["used"]["bf/b3"] == 2


@rule("KK-DK-04")
def test_ending_ones_own_move_beside_the_demon_king_is_safe_by_default() -> None:
    state = scenario()
    put(state, 0, "bf/f3")
    begin(state, 0, [3], park=7)  # the Demon King on his 3 (bf/t3); three steps north end beside him
    play(state, "move:bf/t2")
    assert state.advs[0].space == "bf/t2" and state.advs[0].sit is None


@rule("KK-DK-04")
def test_option_dk_adjacent_captures_on_ones_own_move() -> None:
    state = scenario(dk_adjacent="captured")
    put(state, 0, "bf/f3")
    begin(state, 0, [3])
    play(state, "move:bf/t2")
    assert state.advs[0].space == "bf/fortress-dungeon"


# ---------------------------------------------------------------- dungeons


def prisoner(tries: int = 0) -> Dungeon:
    return Dungeon("devils-castle", tries)


@rule("KK-DUN-01", "KK-DUN-02")
@pytest.mark.parametrize("face", [1, 8])
def test_a_one_or_an_eight_escapes_into_the_treasure_place(face: int) -> None:
    state = scenario()
    put(state, 0, "dc/castle-dungeon", sit=prisoner())
    begin(state, 0, [face])
    assert state.advs[0].space == "dc/castle" and state.advs[0].sit is None


@rule("KK-DUN-03", "KK-HAZ-04")
def test_three_failed_turns_cost_an_equipment_card_of_his_choice() -> None:
    state = scenario()
    put(state, 0, "dc/castle-dungeon", sit=prisoner(2))
    begin(state, 0, [5])
    assert texts(state) == [f"lose:{e}" for e in ALL]
    play(state, "lose:net")
    adv = state.advs[0]
    assert adv.space == "dc/castle" and "net" not in adv.equipment and adv.lost == ["net"]


@rule("KK-DUN-04")
def test_out_of_the_dungeon_he_leaves_next_turn_without_the_case() -> None:
    state = scenario()
    put(state, 0, "dc/castle-dungeon", sit=prisoner())
    begin(state, 0, [8], park=2)
    assert state.where["devils-castle"] == "place"  # the case stays in the place
    # next turn he moves out: the black dagger is the first step
    begin(state, 0, [1])
    assert set(texts(state)) == {"move:dc/castle-d1", "move:dc/castle-d2"}
    assert state.advs[0].cases == []


@rule("KK-TURN-04")
def test_a_refused_move_names_the_problem_and_changes_nothing() -> None:
    state = scenario()
    begin(state, 0, [3])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="cannot end on"):
        state.apply("move:dc/t1")
    assert state.to_json() == before


def test_moves_are_remembered_per_board_not_only_per_configuration() -> None:
    """KK-TURN-04 on a board of one's own: a board built from another file (a test's, a variant's)
    never gets the ends worked out on the standard board, though its configuration has the same
    name."""
    standard = load_board()
    folds = {"west": "in", "east": "in"}
    start = standard.blue_arrow
    on_standard = reach(standard, standard.config(folds), start, 3, None)
    assert [a.args[0] for a in on_standard.move_actions] != [start]
    other = load_board_file(DATA / "board.toml")
    walled_in = other.config(folds)
    walled_in.walk = {**walled_in.walk, start: ()}  # no path leaves the start on this board
    stays = reach(other, walled_in, start, 3, None)
    assert [a.args[0] for a in stays.move_actions] == [start]  # he cannot move at all: he stays
    assert reach(standard, standard.config(folds), start, 3, None) is on_standard
