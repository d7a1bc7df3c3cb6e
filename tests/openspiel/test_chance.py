"""The engine's chance mode (noppa.engine.chance): each die a chance node, no game code changed."""

from __future__ import annotations

from fractions import Fraction

import pytest

from noppa import IllegalAction, ScriptedDice, get_game
from noppa.engine import State
from noppa.engine.chance import ChanceNode, chance_mode, new_state, step
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
