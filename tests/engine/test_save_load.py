"""Saved games: exact round trips, and bad files refused with the entry and the problem named."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from noppa import LoadError, State, get_game

GAME = get_game("dungeon-dice")


def played(seed: int = 11, steps: int = 30) -> State:
    state = GAME.new_state(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_round_trip_is_exact_and_the_game_goes_on_identically() -> None:
    state = played()
    loaded = GAME.load_state(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json() == state.to_json()
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(50):
        if state.to_act is None:
            break
        state.apply(rng_a.choice(state.legal_actions()))
        loaded.apply(rng_b.choice(loaded.legal_actions()))
    assert loaded.to_json() == state.to_json()
    assert loaded.events == state.events


def test_a_save_without_snapshot_is_replayed() -> None:
    data = played().to_json()
    del data["snapshot"]
    assert GAME.load_state(data).history == data["actions"]


def corrupt(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(played().to_json())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [
        (lambda d: d.update(format="other/9"), "save.format", "expected 'noppa-save/1'"),
        (lambda d: d.update(game="chess"), "save.game", "the save is 'chess'"),
        (lambda d: d.update(players=9), "save.players", "not a player count"),
        (lambda d: d.update(options={"hot_dice": "often"}), "save.options", "must be one of"),
        (lambda d: d.update(actions="roll"), "save.actions", "list of action texts"),
        (lambda d: d["actions"].insert(0, "fly"), "save.actions[0]", "'fly'"),
        (lambda d: d.update(dice={"kind": "seeded"}), "save.dice", "'seed' must be an integer"),
        (
            lambda d: d["snapshot"]["state"].update(paths=[8, 8, 8]),
            "save.snapshot.state.paths",
            "does not match",
        ),
    ],
)
def test_bad_saves_name_the_entry_and_the_problem(change: Any, where: str, problem: str) -> None:
    with pytest.raises(LoadError) as caught:
        GAME.load_state(corrupt(change), where="save")
    assert caught.value.where.startswith(where)
    assert problem in str(caught.value)


def test_an_illegal_action_in_a_save_is_refused_at_its_index() -> None:
    data = played().to_json()
    data["actions"].append("challenge:9")
    data.pop("snapshot")
    with pytest.raises(LoadError, match=r"actions\[\d+\]: 'challenge:9'"):
        GAME.load_state(data, where="save")


def test_not_an_object() -> None:
    with pytest.raises(LoadError, match="expected a JSON object"):
        GAME.load_state([1, 2])
