"""Winning (both versions), the six last rolls, the ranking, and the team game."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from noppa import OptionError, ScriptedDice, SeededDice
from noppa.bots import make_bot
from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon, InHazard

from .helpers import (
    ALL,
    GAME,
    arrive,
    begin,
    events_of,
    kk,
    more_rolls,
    play,
    put,
    scenario,
    start_turn,
    texts,
)

rule = pytest.mark.rule

KEY, CHALICE, COBRA = "spirit-castle", "ice-mountain", "dark-tower"  # cases by the data-order deal


def home(state: Any, seat: int = 0) -> Any:
    """``seat`` walks two steps from bf/b1 into the start area."""
    begin(state, seat, [2])
    play(state, "move:start")
    return state


@rule("KK-WIN-01", "KK-WIN-04", "KK-WIN-05")
def test_leaving_with_the_key_and_another_treasure_wins_the_long_game() -> None:
    state = scenario(3)
    put(state, 0, "bf/b1", cases=[KEY, CHALICE])
    put(state, 1, "bf/b3")
    put(state, 2, "sc/castle-dungeon", sit=Dungeon("spirit-castle", 0), equipment=[])
    home(state)
    assert events_of(state, "win")[0]["winners"] == [0] and state.advs[0].escaped
    assert state.outcome is None and state.endgame is not None  # the others' six last turns
    assert state.endgame.left == {"1": 6, "2": 6}
    # seat 1 rolls 2 and walks in; seat 2 stays three turns in the dungeon, then three more turns
    start_turn(state, 1, ScriptedDice([2, 5, 5, 5, 3, 3, 3], then=SeededDice(5)))
    play(state, "move:start")
    while state.outcome is None:
        play(state, texts(state)[0])
    assert state.outcome.ranking == ((0,), (1,), (2,))
    assert state.outcome.winners == (0,) and state.outcome.reason == "kk.outcome.escaped"
    assert events_of(state, "lost_forever")[0]["seat"] == 2
    assert len([e for e in events_of(state, "turn") if e["seat"] == 2]) == 6


@rule("KK-WIN-04")
def test_the_long_game_has_no_key_magic() -> None:
    state = scenario()
    put(state, 0, "dc/t5", cases=[KEY, CHALICE])
    begin(state, 0, [8])
    assert state.endgame is None and state.pending is not None and state.pending.kind == "move"


@rule("KK-WIN-01")
def test_the_start_area_without_the_key_and_another_treasure_is_no_escape() -> None:
    state = scenario()
    put(state, 0, "bf/b1", cases=[KEY])
    home(state)
    assert state.endgame is None and state.advs[0].space == "start"


@rule("KK-WIN-02")
def test_the_cobra_must_be_dropped_before_leaving_and_then_counts() -> None:
    state = scenario()
    put(state, 0, "bf/b1", cases=[KEY, CHALICE, COBRA])
    home(state)
    assert state.endgame is None  # carrying the Cobra he may not leave
    state = scenario()
    put(state, 0, "bf/b1", cases=[KEY])
    state.advs[0].cobra_dropped = True
    state.where[COBRA] = "pit"
    home(state)
    assert state.endgame is not None  # the dropped Cobra is his second treasure


@rule("KK-WIN-02")
def test_option_cobra_never_counts_and_never_blocks() -> None:
    state = scenario(cobra="never")
    put(state, 0, "bf/b1", cases=[KEY, COBRA])
    home(state)
    assert state.endgame is None
    state = scenario(cobra="never")
    put(state, 0, "bf/b1", cases=[KEY, COBRA, CHALICE])
    home(state)
    assert state.endgame is not None
    state = scenario(cobra="never")
    put(state, 0, "sc/snake-a", cases=[COBRA])
    begin(state, 0, [5])
    assert "drop:cobra" not in texts(state)


@rule("KK-WIN-03", "KK-SETUP-09")
def test_short_version_an_eight_with_the_key_and_a_treasure_takes_him_and_a_friend_out() -> None:
    state = scenario(3, version="short")
    put(state, 0, "dc/t5", cases=[KEY, CHALICE])
    begin(state, 0, [8])
    assert events_of(state, "key_magic") and texts(state) == ["partner:1", "partner:2"]
    play(state, "partner:2")
    assert events_of(state, "win")[0]["winners"] == [0, 2]
    assert state.advs[2].escaped and state.advs[2].space == "start"
    more_rolls(state, *[3] * 6)
    while state.outcome is None:
        play(state, texts(state)[0])
    assert state.outcome.winners == (0, 2) and state.outcome.reason == "kk.outcome.key_magic"
    assert state.outcome.ranking[0] == (0, 2)
    state = scenario(version="short")
    put(state, 0, "dc/t5", cases=[KEY])  # the Key alone has no magic
    begin(state, 0, [8])
    assert not events_of(state, "key_magic")


@rule("KK-WIN-03")
def test_the_bot_takes_the_player_furthest_from_the_start_not_the_lowest_seat() -> None:
    chosen = set()
    for seed in range(4):
        state = scenario(4, version="short")
        put(state, 0, "dc/t5", cases=[KEY, CHALICE])
        put(state, 1, "bf/b3")  # beside the start area
        put(state, 2, "sc/castle-dungeon", sit=Dungeon("spirit-castle", 0))
        put(state, 3, "sc/castle-dungeon", sit=Dungeon("spirit-castle", 0))
        begin(state, 0, [8])
        assert texts(state) == ["partner:1", "partner:2", "partner:3"]
        chosen.add(make_bot(GAME, "heuristic", seed).choose(state.view(0)))
    assert chosen == {"partner:2", "partner:3"}  # the two held furthest, one or the other by chance


@rule("KK-WIN-05")
def test_escapes_in_the_last_turns_rank_in_order_the_rest_are_lost() -> None:
    state = scenario(4)
    put(state, 0, "bf/b1", cases=[KEY, CHALICE])
    for seat, space in ((1, "bf/b3"), (2, "bf/b1"), (3, "sc/w5")):
        put(state, seat, space)
    begin(state, 0, [2, 1], park=None)
    play(state, "move:start")
    # seat 1 rolls 1 (onto the blue arrow's space); seat 2 rolls... the helper feeds the rest
    more_rolls(state, *[2, 5, 1, 5, 5] + [5] * 30)
    while state.outcome is None:
        legal = texts(state)
        play(state, "move:start" if "move:start" in legal else legal[0])
    escaped = [e["seat"] for e in events_of(state, "escaped")]
    assert state.outcome.ranking == ((0,), *((s,) for s in escaped), tuple(sorted({1, 2, 3} - set(escaped))))


# ---------------------------------------------------------------- team game


@rule("KK-TEAM-01", "KK-SETUP-09")
def test_two_teams_of_two_share_eight_cards_four_each_picked_in_turn() -> None:
    dice = ScriptedDice([8, 1, 1, 1, 4], then=None)
    state = kk(GAME.new_state(4, options={"teams": "2x2"}, dice=dice))
    assert state.teams == ((0, 2), (1, 3))  # partners sit opposite
    picks = 0
    while state.pending is not None and state.pending.kind == "draft":
        play(state, texts(state)[0])
        picks += 1
    assert picks == 14  # the last card of each team's split is forced
    for team in state.teams:
        a, b = (state.advs[s].equipment for s in team)
        assert len(a) == len(b) == 4 and sorted(a + b, key=ALL.index) == ALL
    with pytest.raises(OptionError, match='Teams "2 teams of 2" needs 4 players, not 3'):
        kk(GAME.new_state(3, options={"teams": "2x2"}, seed=1))
    assert kk(GAME.new_state(6, options={"teams": "3x2"}, seed=1)).teams == ((0, 3), (1, 4), (2, 5))


@rule("KK-TEAM-02")
def test_a_teammate_entering_the_treasure_place_frees_the_prisoner() -> None:
    state = scenario(4, teams="2x2")
    state.monster_deck = [m for m in state.monster_deck if m != "cave-troll"] + ["cave-troll"]
    put(state, 2, "bf/fortress-dungeon", sit=Dungeon("boulder-fortress", 0), equipment=[])
    put(state, 0, "bf/f4", equipment=["axe"])
    begin(state, 0, [1])
    play(state, "enter:bf/fortress-d1", "fight:axe")
    assert state.advs[2].sit is None and state.advs[2].space == "bf/fortress"
    assert events_of(state, "freed")[0]["seat"] == 2


@rule("KK-TEAM-03")
def test_crossing_a_hazard_cleanly_saves_a_teammate_caught_in_it() -> None:
    state = scenario(4, teams="2x2")
    trapped = InHazard("tiger-pit", "pit", "a", trouble=1)
    put(state, 2, "bf/tiger-pit", sit=trapped, equipment=[])
    arrive(state, 0, "bf/tiger-a", [6], equipment=["sword"])  # 6 jumps the pit
    assert state.advs[0].space == "bf/tiger-b"
    assert state.advs[2].sit is None and state.advs[2].space == "bf/tiger-b"
    assert events_of(state, "rescued")[0] == {"seat": 2, "by": 0, "hazard": "tiger-pit", "type": "rescued"}
    # if he falls in too, each must get out alone
    state = scenario(4, teams="2x2")
    put(state, 2, "bf/tiger-pit", sit=copy.copy(trapped), equipment=[])
    arrive(state, 0, "bf/tiger-a", [2], equipment=["food"])  # falls in; the food gets him out
    assert state.advs[0].space == "bf/tiger-b" and state.advs[2].sit is not None


@rule("KK-TEAM-04")
def test_teammates_on_one_space_lend_each_other_equipment() -> None:
    state = scenario(4, teams="2x2")
    put(state, 0, "dc/t5", equipment=["rope", "net"])
    put(state, 2, "dc/t5", equipment=["net"])
    put(state, 1, "dc/t5", equipment=[])  # an opponent there gets nothing
    begin(state, 0, [4])
    assert texts(state) == ["roll", "lend:rope"]  # he holds a net already
    play(state, "lend:rope")
    assert state.advs[2].equipment == ["net", "rope"] and state.advs[0].equipment == ["net"]


@rule("KK-TEAM-05")
def test_the_pair_of_the_first_winner_wins_together_or_by_option_only_he() -> None:
    state = scenario(4, teams="2x2")
    put(state, 0, "bf/b1", cases=[KEY, CHALICE])
    put(state, 2, "sc/w5")
    home(state)
    assert events_of(state, "win")[0]["winners"] == [0, 2]
    assert state.endgame is not None and set(state.endgame.left) == {"1", "3"}
    state = scenario(4, teams="2x2", team_win="player")
    put(state, 0, "bf/b1", cases=[KEY, CHALICE])
    home(state)
    assert events_of(state, "win")[0]["winners"] == [0]


def test_steps_are_checked_for_who_has_left_only_from_the_first_escape_on() -> None:
    """The flow asks whether a step belongs to an adventurer who has left (state_flow.gone) only once
    someone has: the flag follows the game through the win, copies and sampled worlds."""
    for seed in range(40):
        state = kk(GAME.new_state(3, seed=seed, options={"version": "short"}))
        rng = random.Random(seed)
        while state.to_act is not None and not any(a.escaped for a in state.advs):
            assert not state.flow.skipping
            state.apply(rng.choice(state.legal_actions()))
        if state.to_act is not None:
            break
    else:
        pytest.fail("no game of 40 reached its endgame")
    assert state.flow.skipping and state.clone().flow.skipping
    seat = state.to_act
    assert kk(GAME.search.determinize(state.view(seat), seed=1)).flow.skipping
    assert not kk(GAME.search.determinize(GAME.new_state(3, seed=0).view(0), seed=1)).flow.skipping
