"""Dungeon Dice, rule by rule: each test forces the dice and cites the IDs it proves."""

from __future__ import annotations

import pytest

from noppa import IllegalAction, InvalidAction, ScriptedDice
from noppa.games.dungeon_dice.faces import PATH_LENGTH, SUPPLY

from .helpers import (
    DAGGER,
    GAME,
    GUARD,
    KEY,
    LADDER,
    LANTERN,
    SHOVEL,
    events_of,
    scenario,
    texts,
)

rule = pytest.mark.rule


# ---------------------------------------------------------------- components and setup


@rule("DD-COMP-01")
def test_two_to_four_players_and_six_six_sided_dice() -> None:
    assert GAME.player_counts == range(2, 5)
    for wrong in (1, 5):
        with pytest.raises(ValueError, match="2–4 players"):
            GAME.new_state(wrong, seed=1)
    state = scenario([SHOVEL, SHOVEL, KEY, KEY, LANTERN, GUARD])
    roll = events_of(state, "roll")[0]
    assert len(roll["faces"]) == 6
    # a scripted face that no die has is refused, never clamped
    with pytest.raises(ValueError, match="not a face of a d6"):
        scenario([7, 1, 1, 1, 1, 1])


@rule("DD-COMP-02", "DD-SETUP-01")
def test_supply_of_28_tunnel_cards_and_paths_of_eight_from_start() -> None:
    state = GAME.new_state(4, dice=ScriptedDice([SHOVEL, SHOVEL, KEY, LANTERN, DAGGER, LADDER]))
    view = state.view(None)["state"]
    assert view["supply"] == SUPPLY == 28
    assert view["goal"] == PATH_LENGTH == 8
    assert view["paths"] == [0, 0, 0, 0]  # every prisoner on his Start space


@rule("DD-SETUP-02")
def test_seat_zero_starts_and_play_goes_clockwise() -> None:
    # three pairs: 1 card, all six dice on the wall, so each turn ends by itself
    pairs = [SHOVEL, SHOVEL, KEY, KEY, LANTERN, LANTERN]
    state = scenario(pairs * 3, players=3, challenges="never")
    seats = [e["seat"] for e in events_of(state, "turn")]
    assert seats == [0, 1, 2, 0]
    assert state.paths == [1, 1, 1]


# ---------------------------------------------------------------- a turn


@rule("DD-TURN-01", "DD-TURN-02")
def test_turn_opens_with_six_dice_and_matches_go_to_the_wall() -> None:
    state = scenario([SHOVEL, SHOVEL, KEY, KEY, KEY, GUARD])
    roll = events_of(state, "roll")[0]
    assert len(roll["faces"]) == 6
    assert sorted(roll["moved"]) == [SHOVEL, SHOVEL, KEY, KEY, KEY]
    assert state.wall[SHOVEL] == 2 and state.wall[KEY] == 3 and state.wall[GUARD] == 0
    assert state.pit_faces == [GUARD]  # a single guard does not match: it stays in the pit


@rule("DD-TURN-03")
@pytest.mark.parametrize(
    ("faces", "cards"),
    [
        ([KEY, KEY, SHOVEL, LANTERN, DAGGER, GUARD], 0),  # a pair: no card
        ([KEY, KEY, KEY, SHOVEL, LANTERN, GUARD], 1),
        ([KEY, KEY, KEY, KEY, SHOVEL, GUARD], 2),
        ([KEY, KEY, KEY, KEY, KEY, GUARD], 3),
        ([KEY] * 6, 4),
    ],
)
def test_cards_for_a_set_of_matching_dice(faces: list[int], cards: int) -> None:
    state = scenario(faces)
    assert events_of(state, "roll")[0]["earned"] == cards


@rule("DD-TURN-04")
def test_three_pairs_earn_one_card_even_with_guards() -> None:
    state = scenario([KEY, KEY, GUARD, GUARD, LADDER, LADDER])
    roll = events_of(state, "roll")[0]
    assert roll["combo"] == "three-pairs" and roll["earned"] == 1
    # all six dice are on the wall, so the turn ended with the card kept (DD-TURN-12 default)
    assert state.paths[0] == 1


@rule("DD-TURN-04")
def test_six_different_faces_earn_three_cards() -> None:
    state = scenario([SHOVEL, KEY, LANTERN, DAGGER, LADDER, GUARD])
    roll = events_of(state, "roll")[0]
    assert roll["combo"] == "six-different" and roll["earned"] == 3
    assert state.paths[0] == 3


@rule("DD-TURN-04")
def test_specials_need_a_roll_of_all_six_dice() -> None:
    # after a pair is on the wall, four dice cannot make "three pairs" or "six different"
    state = scenario([SHOVEL, SHOVEL, KEY, LANTERN, DAGGER, LADDER, KEY, KEY, LANTERN, LANTERN])
    state.apply("roll")
    roll = events_of(state, "roll")[1]
    assert roll["combo"] is None and roll["earned"] == 0


@rule("DD-TURN-05", "DD-TURN-06")
def test_cards_are_at_risk_until_the_player_stops_and_lays_them() -> None:
    state = scenario([KEY, KEY, KEY, SHOVEL, LANTERN, GUARD])
    assert state.held == 1 and state.paths[0] == 0
    assert state.view(1)["state"]["held"] == 1
    state.apply("stop")
    assert state.paths[0] == 1 and state.held == 0
    assert events_of(state, "stop")[0]["laid"] == 1
    assert state.current == 1  # the turn ended


@rule("DD-TURN-07")
def test_rolled_dice_extend_sets_on_the_wall_and_earn_the_difference() -> None:
    # wall: three keys (1 card). Roll the three pit dice: two keys and a shovel → five keys (3 cards)
    state = scenario([KEY, KEY, KEY, SHOVEL, LANTERN, GUARD, KEY, KEY, SHOVEL])
    assert state.held == 1
    state.apply("roll")
    roll = events_of(state, "roll")[1]
    assert len(roll["faces"]) == 3  # only the dice left in the pit are rolled
    assert roll["earned"] == 2  # CARDS(5) - CARDS(3) = 3 - 1
    assert state.wall[KEY] == 5 and state.held == 3


@rule("DD-TURN-07")
def test_a_new_match_among_the_rolled_dice_also_goes_to_the_wall() -> None:
    state = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER, DAGGER, DAGGER, DAGGER, LANTERN])
    state.apply("roll")
    roll = events_of(state, "roll")[1]
    assert sorted(roll["moved"]) == [DAGGER, DAGGER, DAGGER]
    assert roll["earned"] == 1 and state.wall[DAGGER] == 3


@rule("DD-TURN-08")
def test_a_roll_that_moves_no_die_loses_the_cards_earned() -> None:
    state = scenario([KEY, KEY, KEY, SHOVEL, LANTERN, GUARD, SHOVEL, LANTERN, LADDER])
    assert state.held == 1 and state.supply == SUPPLY - 1
    state.apply("roll")
    bust = events_of(state, "bust")[0]
    assert bust["reason"] == "no-match" and bust["lost"] == 1
    assert state.paths[0] == 0 and state.supply == SUPPLY  # the lost card went back
    assert state.current == 1


@rule("DD-TURN-09")
def test_after_a_roll_that_moved_a_die_the_player_may_stop_or_roll() -> None:
    state = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER])
    assert state.to_act == 0 and texts(state) == ["roll", "stop"]
    with pytest.raises(IllegalAction):
        scenario([SHOVEL, SHOVEL, KEY, LANTERN, DAGGER, LADDER], paths=[0, 3]).apply("stop")


@rule("DD-TURN-10")
def test_matching_guards_go_to_the_wall_like_tools() -> None:
    state = scenario([GUARD, GUARD, KEY, KEY, KEY, LANTERN])
    assert state.wall[GUARD] == 2 and state.wall[KEY] == 3
    assert state.held == 1  # guards earn nothing themselves


@rule("DD-TURN-10", "DD-TURN-11")
def test_a_third_guard_ends_the_turn_and_loses_the_cards() -> None:
    state = scenario([GUARD, GUARD, KEY, KEY, KEY, LANTERN, GUARD, SHOVEL])
    assert state.held == 1
    state.apply("roll")
    bust = events_of(state, "bust")[0]
    assert bust["reason"] == "guards" and bust["lost"] == 1
    assert state.paths[0] == 0 and state.current == 1


@rule("DD-TURN-11")
def test_three_guards_on_the_opening_roll_end_the_turn_at_once() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY])
    assert events_of(state, "bust")[0]["reason"] == "guards"
    assert state.paths == [0, 0]


@rule("DD-TURN-11")
def test_option_guard_penalty_also_costs_the_last_laid_card() -> None:
    state = scenario(
        [GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[2, 0], guard_penalty=True, challenges="never"
    )
    assert state.paths[0] == 1
    assert events_of(state, "bust")[0]["penalty"] == 1
    assert state.supply == SUPPLY - 1


@rule("DD-TURN-10", "DD-TURN-12")
def test_all_six_dice_on_the_wall_end_the_turn_and_keep_the_cards() -> None:
    state = scenario([KEY, KEY, KEY, SHOVEL, SHOVEL, LANTERN, SHOVEL])
    assert state.held == 1
    state.apply("roll")  # the shovel joins its pair: all six dice on the wall
    assert events_of(state, "wall_full")
    assert state.paths[0] == 2 and state.current == 1  # 1 (keys) + 1 (three shovels), kept


@rule("DD-TURN-12")
def test_option_hot_dice_lets_the_player_roll_all_six_again() -> None:
    state = scenario(
        [KEY, KEY, KEY, SHOVEL, SHOVEL, LANTERN, SHOVEL, DAGGER, DAGGER, DAGGER, LADDER, LADDER, GUARD],
        hot_dice=True,
    )
    state.apply("roll")
    assert state.to_act == 0 and texts(state) == ["roll", "stop"]
    assert state.label("roll", "en") == "Roll all six dice again (hot dice)"
    assert state.held == 2
    state.apply("roll")  # the wall is cleared and all six dice are rolled again
    roll = events_of(state, "roll")[-1]
    assert len(roll["faces"]) == 6 and roll["earned"] == 1  # three daggers
    assert state.held == 3 and state.wall[DAGGER] == 3 and state.wall[KEY] == 0


# ---------------------------------------------------------------- challenges


@rule("DD-CHAL-01", "DD-CHAL-01a")
def test_a_challenge_is_declared_at_the_start_of_the_turn_instead_of_the_roll() -> None:
    state = scenario([], players=3, paths=[0, 2, 0])
    assert state.phase == "start" and texts(state) == ["roll", "challenge:1"]
    # seat 2 has no cards: nothing to take, so no challenge is offered against him
    with pytest.raises(IllegalAction, match="no tunnel cards"):
        state.apply("challenge:2")
    with pytest.raises(IllegalAction, match="yourself"):
        state.apply("challenge:0")


@rule("DD-CHAL-01a")
def test_by_default_no_challenge_after_the_tool_roll() -> None:
    state = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER], paths=[0, 3])
    state.apply("roll")
    assert "challenge:1" not in texts(state)
    with pytest.raises(IllegalAction, match="start of your turn"):
        state.apply("challenge:1")


@rule("DD-CHAL-01a")
def test_option_anytime_challenges_after_a_roll_and_never_turns_them_off() -> None:
    state = scenario(
        [KEY, KEY, KEY, LANTERN, DAGGER, LADDER, GUARD, GUARD, GUARD, KEY, KEY, KEY],
        paths=[0, 3],
        challenges="anytime",
    )
    state.apply("roll")
    assert texts(state) == ["roll", "stop", "challenge:1"]
    state.apply("challenge:1")
    assert state.taken == 3 and state.held == 1
    state.apply("stop")
    assert state.paths == [4, 0]
    off = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER], paths=[0, 3], challenges="never")
    assert texts(off) == ["roll", "stop"]
    with pytest.raises(IllegalAction, match="switched off"):
        off.apply("challenge:1")


@rule("DD-CHAL-02", "DD-CHAL-02a", "DD-CHAL-03")
def test_three_guards_within_three_rolls_win_and_take_three_cards() -> None:
    # roll 1: one guard (5 others), roll 2 with five dice: one guard, roll 3 with four dice: one guard
    rolls = [GUARD, KEY, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY]
    state = scenario(rolls, paths=[0, 5])
    state.apply("challenge:1")
    sizes = [len(e["faces"]) for e in events_of(state, "challenge_roll")]
    assert sizes == [6, 5, 4]  # guards are set aside, the rest re-rolled
    assert [e["guards"] for e in events_of(state, "challenge_roll")] == [1, 2, 3]
    assert state.taken == 3 and state.paths == [0, 2]


@rule("DD-CHAL-02", "DD-CHAL-05")
def test_a_failed_challenge_ends_the_turn() -> None:
    rolls = [GUARD, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY, KEY]
    state = scenario(rolls, paths=[0, 5])
    state.apply("challenge:1")
    assert events_of(state, "challenge_lost")
    assert state.paths == [0, 5] and state.current == 1


@rule("DD-CHAL-02a")
def test_option_fresh_challenge_rolls_use_six_dice_each_time() -> None:
    rolls = [
        GUARD,
        GUARD,
        KEY,
        KEY,
        KEY,
        KEY,
        GUARD,
        KEY,
        KEY,
        KEY,
        KEY,
        KEY,
        GUARD,
        GUARD,
        GUARD,
        KEY,
        KEY,
        KEY,
    ]
    state = scenario(rolls, paths=[0, 5], challenge_rolls="fresh")
    state.apply("challenge:1")
    assert [len(e["faces"]) for e in events_of(state, "challenge_roll")] == [6, 6, 6]
    assert [e["guards"] for e in events_of(state, "challenge_roll")] == [2, 1, 3]
    assert state.taken == 3


@rule("DD-CHAL-03")
def test_option_a_challenge_takes_one_card() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[0, 5], challenge_cards=1)
    state.apply("challenge:1")
    assert state.taken == 1 and state.paths == [0, 4]


@rule("DD-CHAL-04")
def test_after_a_win_stop_or_challenge_the_same_opponent_again() -> None:
    win = [GUARD, GUARD, GUARD, KEY, KEY, KEY]
    state = scenario(win * 2, players=3, paths=[0, 5, 4])
    state.apply("challenge:1")
    assert texts(state) == ["stop", "challenge:1"]
    with pytest.raises(IllegalAction, match="only challenge Player 2 again"):
        state.apply("challenge:2")
    with pytest.raises(IllegalAction, match="only stop or challenge"):
        state.apply("roll")
    state.apply("challenge:1")
    assert state.taken == 5 and state.paths[1] == 0
    assert texts(state) == ["stop"]  # nothing left to take
    state.apply("stop")
    assert state.paths == [5, 0, 4]


@rule("DD-CHAL-05")
def test_a_failed_second_challenge_returns_every_card_taken_this_turn() -> None:
    win = [GUARD, GUARD, GUARD, KEY, KEY, KEY]
    lose = [KEY] * 6 + [KEY] * 6 + [KEY] * 6
    state = scenario(win + lose, paths=[1, 6])
    state.apply("challenge:1")
    assert state.paths == [1, 3]
    state.apply("challenge:1")
    lost = events_of(state, "challenge_lost")[0]
    assert lost["returned"] == 3
    assert state.paths == [1, 6] and state.current == 1


@rule("DD-CHAL-06")
def test_an_opponent_with_fewer_than_three_cards_loses_what_he_has() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[0, 2])
    state.apply("challenge:1")
    assert state.taken == 2 and state.paths == [0, 0]
    assert events_of(state, "challenge_won")[0]["taken"] == 2
    assert state.view(1)["state"]["paths"][1] == 0  # his prisoner moved back to Start


# ---------------------------------------------------------------- winning and edges


@rule("DD-WIN-01")
def test_eight_cards_on_the_path_win() -> None:
    state = scenario([KEY] * 6, paths=[6, 0], challenges="never")
    # six keys: 4 cards, all six dice on the wall, the turn ends and the cards are laid
    assert state.paths[0] == 8
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.to_act is None and state.legal_actions() == ()
    with pytest.raises(IllegalAction, match="over"):
        state.apply("roll")


@rule("DD-EDGE-01")
def test_a_card_the_supply_cannot_give_is_not_earned() -> None:
    state = scenario([KEY, KEY, KEY, KEY, KEY, SHOVEL], paths=[0, 0], supply_left=2)
    roll = events_of(state, "roll")[0]
    assert roll["earned"] == 2
    shortage = events_of(state, "shortage")[0]
    assert shortage["missing"] == 1
    assert state.supply == 0 and state.held == 2


@rule("DD-EDGE-01")
def test_option_unlimited_supply() -> None:
    state = scenario([KEY, KEY, KEY, KEY, KEY, SHOVEL], supply="unlimited")
    assert state.supply is None and state.held == 3


@rule("DD-EDGE-02")
def test_the_game_ends_at_the_eighth_card_and_extras_return_to_the_supply() -> None:
    state = scenario([KEY] * 6, paths=[7, 0], challenges="never")
    stop = events_of(state, "stop")[0]
    assert stop["laid"] == 1 and stop["returned"] == 3
    assert state.paths[0] == 8 and state.supply == SUPPLY - 8
    assert state.outcome is not None


def test_malformed_actions_are_explained() -> None:
    state = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER])
    with pytest.raises(InvalidAction, match="takes no arguments"):
        state.apply("stop:now")
    with pytest.raises(InvalidAction, match="not a challenge"):
        state.apply("challenge:bob")
    with pytest.raises(InvalidAction, match="not a Dungeon Dice action"):
        state.apply("fly")
    with pytest.raises(IllegalAction, match="no Player 9"):
        scenario([], paths=[0, 3]).apply("challenge:8")
