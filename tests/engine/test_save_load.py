"""Saved games: exact round trips, and bad files refused with the entry and the problem named."""

from __future__ import annotations

import copy
import json
import random
import time
from typing import Any

import pytest

from noppa import LoadError, ScriptedDice, State, get_game

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


def as_before_digests(data: dict[str, Any]) -> dict[str, Any]:
    """A save as noppa wrote it before the events digest and the dice state: the same, minus those."""
    old = copy.deepcopy(data)
    del old["snapshot"]["events_digest"]
    del old["snapshot"]["dice"]["state"]
    return old


def test_a_save_carries_a_digest_of_its_log() -> None:
    state = played()
    snapshot = state.to_json()["snapshot"]
    assert len(snapshot["events_digest"]) == 64
    assert snapshot["dice"]["draws"] > 0 and "state" in snapshot["dice"]
    other = played(seed=12)
    assert other.to_json()["snapshot"]["events_digest"] != snapshot["events_digest"]
    assert GAME.load_state(state.to_json()).events_digest() == snapshot["events_digest"]


@pytest.mark.parametrize("game_id", ["dungeon-dice", "key-to-the-kingdom", "runebound"])
def test_saves_from_before_the_digest_still_load(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_state(2 if game_id != "key-to-the-kingdom" else 3, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    old = as_before_digests(state.to_json())
    loaded = game.load_state(json.loads(json.dumps(old)))
    assert loaded.to_json() == state.to_json()
    changed = copy.deepcopy(old)
    changed["snapshot"]["turn"] += 1  # the rest of an old snapshot is still checked
    with pytest.raises(LoadError, match=r"snapshot\.turn"):
        game.load_state(changed)


def test_a_save_edited_to_start_one_draw_later_is_refused_by_its_log() -> None:
    # Moving the start of the dice by one draw (and the snapshot's count with it) changes what
    # happened: the count of events and the state may still match, the digest of the log does not.
    data = played(seed=4, steps=1).to_json()
    data["dice"]["draws"] = 1
    data["snapshot"]["dice"]["draws"] += 1
    del data["snapshot"]["dice"]["state"]
    with pytest.raises(LoadError, match=r"snapshot\.(events_digest|state)"):
        GAME.load_state(data, where="save")


def test_an_edited_digest_is_refused() -> None:
    data = played().to_json()
    data["snapshot"]["events_digest"] = "0" * 64
    with pytest.raises(LoadError, match=r"save\.snapshot\.events_digest: does not match"):
        GAME.load_state(data, where="save")


def test_a_huge_draw_count_is_refused_at_once() -> None:
    data = played().to_json()
    data["dice"]["draws"] = 10**12
    start = time.perf_counter()
    with pytest.raises(LoadError, match=r"save\.dice: 'draws' is 1,000,000,000,000"):
        GAME.load_state(data, where="save")
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("actions", [[], ["roll"]])
def test_scripted_faces_out_of_range_are_a_load_error(actions: list[str]) -> None:
    data = GAME.new_state(2, dice=ScriptedDice([1] * 40)).to_json()
    data["dice"]["rolls"] = [9] * 40
    data["actions"] = actions
    del data["snapshot"]
    with pytest.raises(LoadError, match="not a face of a d"):
        GAME.load_state(data, where="save")
