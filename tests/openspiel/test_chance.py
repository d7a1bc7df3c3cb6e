"""The engine's chance mode (noppa.engine.chance): each die, throw or deal a chance node; no game changed."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from noppa import IllegalAction, ScriptedDice, get_game
from noppa.engine import State
from noppa.engine.chance import ChanceNode, chance_mode, new_state, roll_outcome_count, step
from noppa.engine.dice import ScriptError

FACES = [2, 2, 5, 1, 6, 3, 4, 4, 1, 2, 6, 5]


def settle(game_id: str, faces: list[int], players: int = 2) -> tuple[State, int]:
    game = get_game(game_id)
    used: list[int] = []
    node = new_state(game, players, seed=7)
    while isinstance(node, ChanceNode):
        used.append(faces[len(used)])
        node = new_state(game, players, seed=7, faces=used)
    return node, len(used)


def test_every_die_is_one_chance_node_with_exact_probabilities() -> None:
    node = new_state(get_game("dungeon-dice"), 2, seed=1)
    assert node == ChanceNode(6)
    assert sum(p for _, p in node.outcomes) == 1
    assert node.outcomes[0] == (1, Fraction(1, 6))


def test_chance_mode_plays_the_same_game_as_the_faces_scripted() -> None:
    state, used = settle("dungeon-dice", FACES)
    assert used == 6
    faces = list(FACES[:used])
    result = step(state, "roll")
    while isinstance(result, ChanceNode):
        faces.append(FACES[len(faces)])
        result = step(state, "roll", faces[used:])
    plain = get_game("dungeon-dice").new_state(2, dice=ScriptedDice(faces))
    plain.apply("roll")
    assert result.view(0) == plain.view(0)
    assert state.history == []  # the state stepped from never changes


def test_a_bad_action_or_outcome_raises_and_changes_nothing() -> None:
    state, _ = settle("dungeon-dice", FACES)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        step(state, "challenge:2")
    with pytest.raises(ScriptError, match="not a face of a d6"):
        step(state, "roll", [7])
    assert state.to_json() == before
    with pytest.raises(TypeError, match="not in chance mode"):
        step(get_game("dungeon-dice").new_state(2, seed=1), "roll")


def test_shuffles_stay_sampled_from_the_seed() -> None:
    first, _ = settle("key-to-the-kingdom", FACES * 3)
    again, _ = settle("key-to-the-kingdom", FACES * 3)
    assert first.to_json()["snapshot"] == again.to_json()["snapshot"]
    moved = chance_mode(first, seed=3)
    assert moved.view(0) == first.view(0)


def test_a_roll_is_one_node_over_its_throws_with_exact_multinomial_odds() -> None:
    """Six dice thrown together: 462 distinct throws, probabilities from counting all 6⁶ orders."""
    node = new_state(get_game("dungeon-dice"), 2, seed=1, rolls=True)
    assert node == ChanceNode(6, 6, "roll")
    outcomes = dict(node.outcomes)
    assert len(outcomes) == 462 == roll_outcome_count(6, 6)
    assert sum(outcomes.values()) == 1
    orders = Counter(tuple(sorted(faces)) for faces in itertools.product(range(1, 7), repeat=6))
    assert outcomes == {faces: Fraction(n, 6**6) for faces, n in orders.items()}
    assert outcomes[(1, 1, 1, 1, 1, 1)] == Fraction(1, 46656)
    assert outcomes[(1, 2, 3, 4, 5, 6)] == Fraction(720, 46656)


def test_a_throw_plays_the_same_game_as_its_dice_one_by_one() -> None:
    game = get_game("dungeon-dice")
    throw = (1, 2, 2, 5, 6, 6)
    state = new_state(game, 2, seed=1, faces=[throw], rolls=True)
    assert isinstance(state, State)
    plain = game.new_state(2, dice=ScriptedDice([6, 2, 5, 1, 6, 2]))
    assert state.view(0, log=False)["state"]["wall"] == plain.view(0, log=False)["state"]["wall"]
    assert state.to_act == plain.to_act
    with pytest.raises(ScriptError, match="not a throw of 6d6"):
        new_state(game, 2, seed=1, faces=[(1, 2, 3)], rolls=True)


def test_the_deal_is_a_node_of_equally_likely_deals_each_its_own_shuffles() -> None:
    game = get_game("key-to-the-kingdom")
    node = new_state(game, 2, seed=7, deals=16)
    assert node == ChanceNode(16, 1, "deal")
    assert dict(node.outcomes) == {deal: Fraction(1, 16) for deal in range(16)}
    decks = set()
    for deal in (0, 1):
        state, _ = settle_after(game, [deal])
        decks.add(json.dumps(state.to_json()["snapshot"], sort_keys=True))
    assert len(decks) == 2, "two deals dealt the same cards"
    again, _ = settle_after(game, [0])
    assert json.dumps(again.to_json()["snapshot"], sort_keys=True) in decks
    assert new_state(get_game("dungeon-dice"), 2, seed=7, deals=16) == ChanceNode(6)  # never shuffles


def settle_after(game: Any, chosen: list[Any]) -> tuple[State, int]:
    """The set-up with the deal ``chosen``, then faces 1, 2, 3 … in turn for its dice."""
    outcomes = list(chosen)
    node = new_state(game, 2, seed=7, faces=outcomes, deals=16)
    while isinstance(node, ChanceNode):
        outcomes.append(len(outcomes) % node.sides + 1)
        node = new_state(game, 2, seed=7, faces=outcomes, deals=16)
    return node, len(outcomes)
