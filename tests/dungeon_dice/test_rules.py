"""Dungeon Dice, rule by rule: each test forces the dice and cites the IDs it proves."""

from __future__ import annotations

from typing import Any

import pytest

from noppa import IllegalAction, InvalidAction, LoadError, ScriptedDice
from noppa.games.dungeon_dice.rules.faces import PATH_LENGTH, SUPPLY
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

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
    assert state.asking() == "start" and texts(state) == ["roll", "challenge:2"]
    # seat 2 has no cards: nothing to take, so no challenge is offered against him
    with pytest.raises(IllegalAction, match="no tunnel cards"):
        state.apply("challenge:3")
    with pytest.raises(IllegalAction, match="yourself"):
        state.apply("challenge:1")


@rule("DD-CHAL-01a")
def test_by_default_no_challenge_after_the_tool_roll() -> None:
    state = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER], paths=[0, 3])
    state.apply("roll")
    assert "challenge:2" not in texts(state)
    with pytest.raises(IllegalAction, match="start of your turn"):
        state.apply("challenge:2")


@rule("DD-CHAL-01a")
def test_option_anytime_challenges_after_a_roll_and_never_turns_them_off() -> None:
    state = scenario(
        [KEY, KEY, KEY, LANTERN, DAGGER, LADDER, GUARD, GUARD, GUARD, KEY, KEY, KEY],
        paths=[0, 3],
        challenges="anytime",
    )
    state.apply("roll")
    assert texts(state) == ["roll", "stop", "challenge:2"]
    state.apply("challenge:2")
    assert state.taken == 3 and state.held == 1
    state.apply("stop")
    assert state.paths == [4, 0]
    off = scenario([KEY, KEY, SHOVEL, LANTERN, DAGGER, LADDER], paths=[0, 3], challenges="never")
    assert texts(off) == ["roll", "stop"]
    with pytest.raises(IllegalAction, match="switched off"):
        off.apply("challenge:2")


@rule("DD-CHAL-02", "DD-CHAL-02a", "DD-CHAL-03")
def test_three_guards_within_three_rolls_win_and_take_three_cards() -> None:
    # roll 1: one guard (5 others), roll 2 with five dice: one guard, roll 3 with four dice: one guard
    rolls = [GUARD, KEY, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY]
    state = scenario(rolls, paths=[0, 5])
    state.apply("challenge:2")
    sizes = [len(e["faces"]) for e in events_of(state, "challenge_roll")]
    assert sizes == [6, 5, 4]  # guards are set aside, the rest re-rolled
    assert [e["guards"] for e in events_of(state, "challenge_roll")] == [1, 2, 3]
    assert state.taken == 3 and state.paths == [0, 2]


@rule("DD-CHAL-02", "DD-CHAL-05")
def test_a_failed_challenge_ends_the_turn() -> None:
    rolls = [GUARD, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, KEY, GUARD, KEY, KEY, KEY, KEY]
    state = scenario(rolls, paths=[0, 5])
    state.apply("challenge:2")
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
    state.apply("challenge:2")
    assert [len(e["faces"]) for e in events_of(state, "challenge_roll")] == [6, 6, 6]
    assert [e["guards"] for e in events_of(state, "challenge_roll")] == [2, 1, 3]
    assert state.taken == 3


@rule("DD-CHAL-03")
def test_option_a_challenge_takes_one_card() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[0, 5], challenge_cards=1)
    state.apply("challenge:2")
    assert state.taken == 1 and state.paths == [0, 4]


@rule("DD-CHAL-04")
def test_after_a_win_stop_or_challenge_the_same_opponent_again() -> None:
    win = [GUARD, GUARD, GUARD, KEY, KEY, KEY]
    state = scenario(win * 2, players=3, paths=[0, 5, 4])
    state.apply("challenge:2")
    assert texts(state) == ["stop", "challenge:2"]
    with pytest.raises(IllegalAction, match="only challenge Player 2 again"):
        state.apply("challenge:3")
    with pytest.raises(IllegalAction, match="only stop or challenge"):
        state.apply("roll")
    state.apply("challenge:2")
    assert state.taken == 5 and state.paths[1] == 0
    assert texts(state) == ["stop"]  # nothing left to take
    state.apply("stop")
    assert state.paths == [5, 0, 4]


@rule("DD-CHAL-05")
def test_a_failed_second_challenge_returns_every_card_taken_this_turn() -> None:
    win = [GUARD, GUARD, GUARD, KEY, KEY, KEY]
    lose = [KEY] * 6 + [KEY] * 6 + [KEY] * 6
    state = scenario(win + lose, paths=[1, 6])
    state.apply("challenge:2")
    assert state.paths == [1, 3]
    state.apply("challenge:2")
    lost = events_of(state, "challenge_lost")[0]
    assert lost["returned"] == 3
    assert state.paths == [1, 6] and state.current == 1


@rule("DD-CHAL-06")
def test_an_opponent_with_fewer_than_three_cards_loses_what_he_has() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[0, 2])
    state.apply("challenge:2")
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
    # 26 of the 28 cards on the paths: two left in the supply
    state = scenario([KEY, KEY, KEY, KEY, KEY, SHOVEL], players=4, paths=[5, 7, 7, 7], challenges="never")
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
    with pytest.raises(InvalidAction, match="takes nothing more"):
        state.apply("stop:now")
    with pytest.raises(InvalidAction, match="not a challenge"):
        state.apply("challenge:bob")
    with pytest.raises(InvalidAction, match="not a Dungeon Dice action"):
        state.apply("fly")
    with pytest.raises(IllegalAction, match="no Player 9"):
        scenario([], paths=[0, 3]).apply("challenge:9")


# ---------------------------------------------------------------- numbering, labels, the end of the supply


@rule("DD-NUM-01")
def test_a_typed_challenge_names_the_player_number_everyone_reads() -> None:
    two = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], paths=[0, 3])
    assert texts(two) == ["roll", "challenge:2"]
    assert two.label("challenge:2", "en") == "Challenge Player 2 (3 cards on the path)"
    with pytest.raises(IllegalAction, match="no Player 3"):
        two.apply("challenge:3")
    with pytest.raises(IllegalAction, match="yourself"):
        two.apply("challenge:1")
    two.apply("challenge:2")
    assert events_of(two, "challenge")[0]["target"] == 1 and two.paths == [0, 0]
    # at three players the number typed is the player hit, never his neighbour
    three = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], players=3, paths=[0, 4, 5])
    assert texts(three) == ["roll", "challenge:2", "challenge:3"]
    three.apply("challenge:3")
    assert three.paths == [0, 4, 2]
    assert "Player 3" in three.describe(events_of(three, "challenge")[0], "en")


@rule("DD-NUM-01")
@pytest.mark.parametrize("digits", [13, 28, 29, 40, 190])
def test_a_challenge_of_a_player_number_with_many_digits_is_refused_clearly(digits: int) -> None:
    """A player number of many digits once raised decimal.InvalidOperation while the refusal was
    formatted: it is an InvalidAction naming the number cut short, in both languages."""
    state = scenario([], paths=[0, 3])
    before = state.to_json()
    typed = "challenge:" + "1234567890" * (digits // 10) + "1234567890"[: digits % 10]
    with pytest.raises(InvalidAction) as caught:
        state.apply(typed)
    assert str(caught.value) == "There is no Player 1234567… in this game."
    assert caught.value.message("fi") == "Tässä pelissä ei ole pelaajaa 1234567…."
    assert state.to_json() == before
    with pytest.raises(InvalidAction, match="is not a challenge"):
        state.apply("challenge:02")  # one number, one text


@rule("DD-NUM-01")
def test_a_version_one_save_with_a_huge_challenge_number_is_a_load_error() -> None:
    saved = GAME.new_state(2, seed=1).to_json()
    del saved["snapshot"]["state"]["version"]
    saved["actions"] = ["challenge:" + "9" * 5000]
    with pytest.raises(LoadError) as caught:
        GAME.load_state(saved)
    assert "actions[0]" in str(caught.value) and len(str(caught.value)) < 300


def _game_with_challenges(players: int) -> tuple[dict[str, Any], DungeonDiceState]:
    """The save of a seeded game whose actions include challenges of more than one opponent, with
    the same game played on to its end."""
    import random

    for seed in range(200):
        state = GAME.new_state(players, seed=seed)
        assert isinstance(state, DungeonDiceState)
        rng = random.Random(seed)
        while state.to_act is not None and state.turn < 60:
            state.apply(rng.choice(state.legal_actions()))
        if len({a for a in state.history if a.startswith("challenge:")}) >= 2 and state.to_act is not None:
            saved = state.to_json()
            while state.to_act is not None:
                state.apply(rng.choice(state.legal_actions()))
            return saved, state
    raise AssertionError("no seed gave challenges of two opponents")


@rule("DD-NUM-01")
def test_saves_of_version_one_with_seats_from_zero_keep_loading_exactly() -> None:
    import copy

    saved, finished = _game_with_challenges(3)
    assert saved["snapshot"]["state"]["version"] == 2 and "legacy_actions" not in saved["snapshot"]["state"]
    assert GAME.load_state(saved).to_json() == saved
    # a version-1 save: no version, and challenge:SEAT counted from 0
    old = copy.deepcopy(saved)
    del old["snapshot"]["state"]["version"]
    old["actions"] = [
        f"challenge:{int(a.partition(':')[2]) - 1}" if a.startswith("challenge:") else a
        for a in saved["actions"]
    ]
    assert old["actions"] != saved["actions"]
    loaded = GAME.load_state(old)
    assert loaded.history == saved["actions"]  # replayed exactly, in today's texts
    # played on, it saves its first moves as they were written and the new ones numbered from 1,
    # as the server's move table holds them; that save loads again
    rest = finished.history[len(saved["actions"]) :]
    for action in rest:
        loaded.apply(action)
    again = loaded.to_json()
    assert again["actions"] == old["actions"] + rest
    assert again["snapshot"]["state"]["legacy_actions"] == len(old["actions"])
    assert GAME.load_state(again).to_json() == again
    assert GAME.load_state(again).history == finished.history
    assert again["snapshot"]["outcome"] == finished.to_json()["snapshot"]["outcome"]
    # the old texts read as version 2 would challenge other players: the snapshot check says so
    confused = copy.deepcopy(old)
    confused["snapshot"]["state"]["version"] = 2
    with pytest.raises(LoadError):
        GAME.load_state(confused)
    broken = copy.deepcopy(again)
    broken["snapshot"]["state"]["legacy_actions"] = -1
    with pytest.raises(LoadError, match="legacy_actions"):
        GAME.load_state(broken)


@rule("DD-TURN-06", "DD-EDGE-02")
def test_the_stop_label_counts_only_the_cards_the_path_can_take() -> None:
    state = scenario([KEY, KEY, KEY, KEY, KEY, SHOVEL], paths=[7, 0], challenges="never")
    assert state.held == 3
    assert state.label("stop", "en") == "Stop and lay 1 card on your path"
    assert state.label("stop", "fi") == "Lopeta ja aseta 1 kortti pakoreitillesi"
    open_path = scenario([KEY, KEY, KEY, KEY, KEY, SHOVEL], paths=[2, 0], challenges="never")
    assert open_path.label("stop", "en") == "Stop and lay 3 cards on your path"


@rule("DD-CHAL-02")
def test_the_challenge_log_counts_guards_up_to_the_three_needed() -> None:
    # roll 1: one guard; roll 2 with five dice: three more guards, four in all
    state = scenario([GUARD, KEY, KEY, KEY, KEY, KEY, GUARD, GUARD, GUARD, KEY, KEY], paths=[0, 5])
    state.apply("challenge:2")
    rolls = events_of(state, "challenge_roll")
    assert rolls[-1]["guards"] == 4  # the data keeps what was rolled
    assert state.describe(rolls[-1], "en").endswith("— 3 of 3 guards.")
    assert state.describe(rolls[-1], "fi").endswith("— vartijoita 3/3.")


@rule("DD-EDGE-03", "DD-CHAL-03")
def test_taken_cards_beyond_the_eighth_go_back_to_their_owner() -> None:
    state = scenario([GUARD, GUARD, GUARD, KEY, KEY, KEY], players=3, paths=[7, 3, 2])
    state.apply("challenge:2")
    assert state.paths == [7, 0, 2] and state.taken == 3
    assert state.label("stop", "en") == "Stop and lay 1 card on your path"
    state.apply("stop")
    stop = events_of(state, "stop")[0]
    assert stop["laid"] == 1 and stop["given_back"] == 2 and stop["returned"] == 0
    # the two cards he did not need go back to Player 2, who ties Player 3 for second place
    assert state.paths == [8, 2, 2]
    assert state.outcome is not None and state.outcome.ranking == ((0,), (1, 2))
    assert state.supply == SUPPLY - 12
    assert state.describe(stop, "en").endswith("2 cards taken beyond the eighth go back to Player 2.")
    assert state.describe(stop, "fi").endswith("2 ylimääräistä vietyä korttia palaa vastustajalle Pelaaja 2.")


@rule("DD-EDGE-03", "DD-EDGE-02")
def test_the_challenger_lays_his_tool_cards_before_the_taken_ones() -> None:
    # anytime: three keys earn 1 card, then a won challenge takes 3; he needs 2
    rolls = [KEY, KEY, KEY, LANTERN, DAGGER, LADDER, GUARD, GUARD, GUARD, KEY, KEY, KEY]
    state = scenario(rolls, paths=[6, 5], challenges="anytime")
    state.apply("roll")
    state.apply("challenge:2")
    assert state.held == 1 and state.taken == 3
    state.apply("stop")
    stop = events_of(state, "stop")[0]
    assert (stop["laid"], stop["given_back"], stop["returned"]) == (2, 2, 0)
    assert state.paths == [8, 4]


@rule("DD-EDGE-04", "DD-EDGE-01")
def test_an_empty_supply_with_every_path_at_seven_ends_the_game_in_a_draw() -> None:
    # four players without challenges: the last card of the supply makes 7, 7, 7, 7
    state = scenario(
        [KEY, KEY, KEY, SHOVEL, LANTERN, DAGGER], players=4, paths=[7, 7, 7, 6], seat=3, challenges="never"
    )
    assert state.supply == 0 and state.held == 1  # the last card of the supply is at risk
    state.apply("stop")
    assert state.paths == [7, 7, 7, 7] and state.supply == 0
    assert state.outcome is not None
    assert state.outcome.winners == () and state.outcome.ranking == ((0, 1, 2, 3),)
    assert state.outcome.reason == "dd.outcome.no_escape"
    assert state.to_act is None and state.legal_actions() == ()
    assert state.describe(state.events[-1], "en").startswith("The supply is empty")
    assert state.describe(state.events[-1], "fi").startswith("Pakka on tyhjä")
    # with the guard penalty a third guard can put a card back: the game goes on
    penalty = scenario(
        [KEY, KEY, KEY, SHOVEL, LANTERN, DAGGER],
        players=4,
        paths=[7, 7, 7, 6],
        seat=3,
        challenges="never",
        guard_penalty=True,
    )
    penalty.apply("stop")
    assert penalty.outcome is None and penalty.current == 0


@rule("DD-EDGE-04")
def test_the_audits_endless_four_player_game_now_ends() -> None:
    from noppa.games.dungeon_dice.ai.bot import ExpectationBot

    seed = 59207874836
    state = GAME.new_state(4, seed=seed, options={"challenges": "never"})
    bots = [ExpectationBot(seed + seat) for seat in range(4)]
    for _ in range(20_000):
        if state.to_act is None:
            break
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    assert isinstance(state, DungeonDiceState) and state.outcome is not None
    assert state.outcome.reason == "dd.outcome.no_escape" and state.paths == [7, 7, 7, 7]
