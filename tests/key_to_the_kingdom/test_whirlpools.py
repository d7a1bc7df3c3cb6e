"""The moving board: whirlpools, special rolls, falling off, black holes and magic cards."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon, Trapped

from .helpers import begin, events_of, fold, play, put, scenario, texts

rule = pytest.mark.rule


def jump(state: Any, rolls: list[int], *, park: int | None = 3) -> Any:
    """Seat 0 two steps from the west whirlpool (in its Spirit Castle face) jumps in; his roll is 2."""
    put(state, 0, "sc/rs5")
    begin(state, 0, [2, *rolls], park=park)
    play(state, "move:whirlpool/west")
    return state


@rule("KK-WP-01")
def test_a_whirlpool_has_two_routes_in_every_face_and_needs_no_exact_count() -> None:
    state = scenario()
    for folds, rings in state.board.configs.items():
        for side in ("west", "east"):
            assert len(rings.walk[f"whirlpool/{side}"]) == 2, folds
    put(state, 0, "sc/rs4")
    begin(state, 0, [5])  # two steps of five reach the ring, and the move ends there
    assert "move:whirlpool/west" in texts(state)
    assert state.pending is not None and state.pending.ctx["used"]["whirlpool/west"] == 3


@rule("KK-WP-02", "KK-WP-03")
def test_jumping_in_turns_the_board_after_the_special_rolls_of_those_on_the_moving_part() -> None:
    state = scenario(3)
    put(state, 1, "sc/w1")  # on the Spirit Castle face, which is about to flip away
    put(state, 2, "dc/t5")  # on a part that never moves
    jump(state, [7])
    assert texts(state) == ["move:dc/t1", "move:sc/snake-a", "move:sc/w6"]  # seat 1's special roll
    assert state.to_act == 1
    play(state, "move:dc/t1")  # saved onto the Devil's Castle part
    assert state.folds == {"west": "out", "east": "in"}  # a Spirit Castle whirlpool opens outward
    kinds = [e["type"] for e in state.events]
    between = kinds[kinds.index("board_turns") : kinds.index("board_turned")]
    assert "turn" not in between and "roll" not in between  # no Demon King move for special rolls
    assert state.advs[0].space == "whirlpool/west" and state.advs[0].sit is None  # the jumper stays
    assert state.advs[1].space == "dc/t1" and state.advs[2].space == "dc/t5"
    assert [e["seat"] for e in events_of(state, "special_roll")] == [1]
    # next turn the jumper moves out normally, on the routes of the face now shown
    begin(state, 0, [1])
    assert set(texts(state)) == {"move:dt/rn5", "move:dt/rw6"}


@rule("KK-WP-02")
def test_a_special_roll_that_reaches_a_white_dagger_waits_there() -> None:
    state = scenario()
    put(state, 1, "sc/w1")
    jump(state, [6])
    play(state, "move:sc/snake-a")  # a white dagger: he stops, and faces nothing now
    assert state.advs[1].space == "sc/snake-a" and state.advs[1].sit is None
    assert not events_of(state, "escape") and not events_of(state, "hazard_roll")


@rule("KK-WP-04", "KK-WP-02")
def test_those_still_on_the_moving_part_fall_into_a_black_hole_or_the_ring() -> None:
    state = scenario(3)
    put(state, 1, "sc/castle-dungeon", sit=Dungeon("spirit-castle", 0))
    put(state, 2, "sc/w3")
    put(state, 0, "sc/rs5")
    # seat 0 rolls 2 into the whirlpool; seat 1 is held in a dungeon (no special rolls);
    # seat 2 rolls 1, 1, 1 and stays on the Spirit Castle face; then the next turns' rolls
    begin(state, 0, [2, 1, 1, 1, 3, 3, 3], park=None)
    play(state, "move:whirlpool/west")
    while state.pending is not None and state.pending.ctx.get("mode") == "special":
        play(state, "move:sc/w2" if "move:sc/w2" in texts(state) else "move:sc/w3")
    assert state.folds["west"] == "out"
    holes = {state.advs[1].space, state.advs[2].space}
    assert holes == {"dt/hole-1", "dt/hole-2"}  # an empty black hole each
    assert isinstance(state.advs[1].sit, Trapped)  # out of the dungeon
    # folding back inward: those on the Dark Tower face fall into the black-rimmed whirlpool
    state = fold(scenario(), west="out")
    put(state, 1, "dt/t6")
    put(state, 0, "dt/rn5")
    begin(state, 0, [1, 1, 1, 1, 3, 3], park=None)
    play(state, "move:whirlpool/west")
    while state.pending is not None and state.pending.ctx.get("mode") == "special":
        play(state, texts(state)[0])
    assert state.folds["west"] == "in"
    assert state.advs[1].space == "whirlpool/west" and state.advs[1].sit is not None


@rule("KK-WP-04")
def test_the_trapped_roll_one_or_eight_to_climb_out_onto_a_free_space_around() -> None:
    state = fold(scenario(), west="out")
    put(state, 0, "dt/hole-1", sit=Trapped(0, 0))
    put(state, 1, "dt/rw3")
    begin(state, 0, [8])  # rw3 is taken by seat 1: the only free space around is rw4
    assert state.advs[0].space == "dt/rw4" and state.advs[0].sit is None


@rule("KK-WP-05")
def test_three_failed_turns_cost_a_treasure_never_the_key_out_of_the_game() -> None:
    state = fold(scenario(), west="out")
    # the Spirit Castle case holds the Golden Key, the Ice Mountain case the Chalice (data order)
    put(
        state,
        0,
        "dt/hole-1",
        sit=Trapped(2, 0),
        cases=["spirit-castle", "ice-mountain", "dark-tower"],
    )
    begin(state, 0, [4])
    assert texts(state) == ["treasure:ice-mountain", "treasure:dark-tower"]  # never the Key
    play(state, "treasure:dark-tower")
    assert state.where["dark-tower"] == "used"  # out of the game, with the used cards
    assert texts(state) == ["out:dt/rw3", "out:dt/rw4"]
    play(state, "out:dt/rw3")
    assert state.advs[0].sit is None
    # with only the Key he keeps trying for a 1 or an 8
    state = fold(scenario(), west="out")
    put(state, 0, "dt/hole-1", sit=Trapped(2, 0), cases=["spirit-castle"])
    begin(state, 0, [4])
    assert state.advs[0].sit == Trapped(3, 0) and state.current == 1


@rule("KK-WP-06")
def test_the_demon_king_falling_with_the_board_goes_to_his_number_on_the_new_board() -> None:
    state = scenario()
    state.dk, state.dk_number = "sc/t2", 5
    put(state, 0, "sc/rs5")
    begin(state, 0, [2])  # his roll moves the Demon King to 2 first
    state.dk, state.dk_number = "sc/t2", 5  # …so put him back on his 5 before the jump
    play(state, "move:whirlpool/west")
    assert events_of(state, "demon_king_placed")[0]["space"] == "dt/t2"


@rule("KK-WP-07", "KK-SETUP-01")
def test_every_part_of_the_kingdom_where_the_rules_place_it() -> None:
    state = scenario()
    board = state.board
    assert state.folds == {"west": "in", "east": "in"}  # the smaller board: flaps folded inward
    assert {p.id: p.face for p in board.parts.values()} == {
        "devils-castle": "fixed",
        "boulder-fortress": "fixed",
        "spirit-castle": "west-in",
        "dark-tower": "west-out",
        "ice-mountain": "east-in",
        "martyrs-temple": "east-out",
    }
    part = {h: board.hazards[h].part for h in board.hazards}
    assert part["stone-circle"] == part["moat"] == "devils-castle"
    assert part["sleeping-giant"] == "spirit-castle"
    assert part["pile-bridge"] == part["magic-arch"] == part["wizard"] == "dark-tower"
    assert len(board.hazards) == 21 and len(board.places) == 6
    for config in board.configs.values():
        assert sorted(config.numbers) == list(range(1, 9))  # the Demon King's 1-8, always
        shown = {config.part_of[s] for s in config.present if board.spaces[s].kind != "interior"}
        assert len(shown) == 4  # four parts visible at a time


# ---------------------------------------------------------------- magic cards


@rule("KK-MAGIC-01", "KK-MAGIC-03")
def test_a_magic_card_stops_the_board_turning_outward_and_leaves_the_game() -> None:
    state = scenario()
    state.advs[1].magic = "moon-charm"
    state.advs[1].had_magic = True
    state.magic_deck.remove("moon-charm")
    jump(state, [])
    assert state.to_act == 1 and texts(state) == ["magic:play", "magic:pass"]
    play(state, "magic:play")
    assert state.folds["west"] == "in" and state.advs[1].magic == ""
    assert state.magic_used == ["moon-charm"]
    assert state.advs[0].sit == Trapped(0, 1)


@rule("KK-MAGIC-01")
def test_a_magic_card_cannot_stop_the_board_folding_inward() -> None:
    state = fold(scenario(), west="out")
    state.advs[1].magic = "moon-charm"
    put(state, 0, "dt/rn5")
    begin(state, 0, [1])
    play(state, "move:whirlpool/west")
    assert not events_of(state, "magic_played") and state.folds["west"] == "in"


@rule("KK-MAGIC-02")
def test_after_a_magic_card_the_jumper_rolls_one_or_eight_or_moves_on_after_three_turns() -> None:
    state = scenario()
    put(state, 0, "whirlpool/west", sit=Trapped(0, 1))
    begin(state, 0, [8])
    assert texts(state) == ["out:sc/rs6", "out:sc/snake-b"]  # a free space around the ring
    play(state, "out:sc/rs6")
    assert state.advs[0].sit is None
    state = scenario()
    put(state, 0, "whirlpool/west", sit=Trapped(2, 1))
    begin(state, 0, [3])
    assert state.advs[0].sit is None and state.advs[0].space == "whirlpool/west" and state.current == 1
    begin(state, 0, [2])  # released: he moves normally
    assert all(t.startswith("move:") for t in texts(state))
