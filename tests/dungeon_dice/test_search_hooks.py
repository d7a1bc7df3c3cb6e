"""Dungeon Dice's extras for search, simulation and RL: determinize, playout policy, statistics, encoding."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from noppa.games.dungeon_dice import GAME
from noppa.games.dungeon_dice.ai.playout import best_action, search_key
from noppa.games.dungeon_dice.encoding import encode_view
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

VARIANTS: list[dict[str, Any]] = [
    {},
    {"hot_dice": True},
    {"challenges": "anytime"},
    {"guard_penalty": True, "supply": "unlimited"},
    {"challenge_rolls": "fresh", "challenge_cards": 1},
]


def random_states(options: dict[str, Any], games: int) -> list[DungeonDiceState]:
    """Every decision of ``games`` random games with these options (copies)."""
    found: list[DungeonDiceState] = []
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_state(rng.choice([2, 3, 4]), seed=seed, options=options)
        assert isinstance(state, DungeonDiceState)
        while state.to_act is not None:
            found.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o) or "defaults")
def test_determinize_rebuilds_the_position_from_any_view(options: dict[str, Any]) -> None:
    for index, state in enumerate(random_states(options, 6)):
        seat = index % state.players if index % 5 else None
        view = json.loads(json.dumps(state.view(seat)))
        rebuilt = GAME.search.determinize(view, seed=index)
        for watcher in (None, *range(state.players)):
            mine, theirs = rebuilt.view(watcher), state.view(watcher)
            assert mine["state"] == theirs["state"] and mine["legal"] == theirs["legal"]
            assert mine["to_act"] == theirs["to_act"] and mine["turn"] == theirs["turn"]
        # it plays on to the end with its own dice
        rng = random.Random(index)
        while rebuilt.to_act is not None:
            rebuilt.apply(rng.choice(rebuilt.legal_actions()))


def test_determinize_refuses_what_is_not_a_view() -> None:
    with pytest.raises(ValueError, match="not a Dungeon Dice view"):
        GAME.search.determinize({"players": 2, "options": {}}, 1)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o) or "defaults")
def test_the_playout_policy_is_the_expectation_bot(options: dict[str, Any]) -> None:
    """The memoised choice from the state equals the view's exact-odds best, everywhere."""
    for state in random_states(options, 15):
        assert best_action(state).text == state.odds()["best"]  # type: ignore[index]
        assert GAME.search.rollout_action(state, random.Random(0)).text == state.odds()["best"]  # type: ignore[index]


def test_search_key_ignores_only_the_order_of_the_dice() -> None:
    state = GAME.new_state(2, seed=5)
    assert isinstance(state, DungeonDiceState)
    other = state.clone()
    other.last_roll = list(reversed(other.last_roll))
    other.pit_faces = list(reversed(other.pit_faces))
    assert search_key(state) == search_key(other) == GAME.search.key(state, 1)
    other.held += 1
    assert search_key(other) != search_key(state)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(o) or "defaults")
def test_statistics_add_up(options: dict[str, Any]) -> None:
    for seed in range(20):
        rng = random.Random(seed)
        state = GAME.new_state(rng.choice([2, 3, 4]), seed=seed, options=options)
        assert isinstance(state, DungeonDiceState)
        while state.to_act is not None:
            state.apply(rng.choice(state.legal_actions()))
        seats = GAME.study.seat_statistics(state)
        totals = GAME.study.statistics(state)
        for seat, figures in enumerate(seats):
            # every card on a path was laid there and not taken away since
            kept = figures["cards_laid"] - figures["cards_taken_from"] + figures["cards_recovered"]
            assert kept - figures["guard_penalties"] == state.paths[seat] == figures["final_path"]
            assert figures["challenges"] == figures["challenges_won"] + figures["challenges_lost"]
        assert totals["turns"] == state.turn
        assert totals["cards_taken"] == totals["cards_taken_from"]
        assert totals["runner_up_path"] == sorted(state.paths)[-2]


def test_encoding_is_fixed_length_bounded_and_seat_relative() -> None:
    for players in (2, 3, 4):
        states = random_states({}, 3)
        lengths = set()
        for state in states:
            if state.players != players:
                continue
            for seat in range(players):
                vector = encode_view(state.view(seat))
                lengths.add(len(vector))
                assert all(-1.0 <= v <= 1.0 for v in vector)
        assert len(lengths) <= 1
    assert GAME.learning.action_space(3, {}) == ("roll", "stop", "challenge:1", "challenge:2", "challenge:3")
    start = GAME.new_state(2, seed=1)
    assert isinstance(start, DungeonDiceState)
    start.paths = [3, 5]
    mine, theirs = encode_view(start.view(0)), encode_view(start.view(1))
    assert mine[0] == theirs[4] == 3 / 8  # each seat sees itself first
