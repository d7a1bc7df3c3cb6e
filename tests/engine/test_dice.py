"""Dice sources: seeded, reproducible, serialisable; scripted dice force faces and say when they run out."""

from __future__ import annotations

import base64
import struct
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from noppa import LoadError, ScriptedDice, SeededDice
from noppa.engine.dice import MAX_REPLAY_DRAWS, ScriptError, ScriptExhausted, load_dice


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=500))
def test_seeded_dice_resume_exactly_from_their_json(seed: int, draws: int) -> None:
    dice = SeededDice(seed)
    dice.rolls(draws, 6)
    copy = load_dice(dice.to_json())
    assert copy.to_json() == dice.to_json()
    assert [copy.roll(8) for _ in range(20)] == [dice.roll(8) for _ in range(20)]


def test_saved_dice_carry_the_generator_state_and_resume_without_replaying() -> None:
    dice = SeededDice(31)
    dice.rolls(5_000, 6)
    saved = dice.to_json()
    assert set(saved) == {"kind", "seed", "draws", "state"} and saved["draws"] == 5_000
    assert "state" not in SeededDice(31).to_json()  # before any draw the seed says everything
    restored, twin = load_dice(saved), dice.clone()
    expected = SeededDice(31, 5_000).rolls(30, 20)
    assert restored.rolls(30, 20) == expected
    assert twin.rolls(30, 20) == expected
    assert dice.rolls(30, 20) == expected


def test_a_state_is_trusted_over_the_draw_count() -> None:
    # Restoring reads the generator state; it never replays the draws, however many it says.
    dice = SeededDice(8)
    dice.roll(6)
    saved = dice.to_json() | {"draws": 10**12}
    start = time.perf_counter()
    restored = load_dice(saved)
    assert time.perf_counter() - start < 1.0
    assert restored.to_json()["draws"] == 10**12
    assert restored.roll(6) == dice.roll(6)


def test_old_dice_without_a_state_are_replayed_within_a_bound() -> None:
    old = {"kind": "seeded", "seed": 12, "draws": 700}
    assert load_dice(old).rolls(10, 6) == SeededDice(12, 700).rolls(10, 6)
    start = time.perf_counter()
    with pytest.raises(LoadError, match="without a 'state' at most"):
        load_dice({"kind": "seeded", "seed": 12, "draws": 10**12}, "save.dice")
    with pytest.raises(LoadError, match="without a 'state' at most"):
        load_dice({"kind": "seeded", "seed": 12, "draws": MAX_REPLAY_DRAWS + 1}, "save.dice")
    assert time.perf_counter() - start < 1.0


def state_text(words: list[int]) -> str:
    return base64.b64encode(struct.pack(f"<{len(words)}I", *words)).decode()


@pytest.mark.parametrize(
    ("state", "problem"),
    [
        (12, "must be a base64 text"),
        ("not base64!", "not base64"),
        ("é", "not base64"),
        (state_text([1] * 100), "must hold 2500 bytes, not 400"),
        (state_text([1] * 624 + [625]), "not a state of the dice generator"),
        (state_text([0] * 624 + [5]), "not a state of the dice generator"),
    ],
)
def test_a_bad_generator_state_is_refused(state: object, problem: str) -> None:
    with pytest.raises(LoadError, match=problem):
        load_dice({"kind": "seeded", "seed": 1, "draws": 3, "state": state}, "save.dice")


def test_clone_after_draws_is_independent() -> None:
    dice = SeededDice(9)
    dice.rolls(50, 6)
    twin = dice.clone()
    assert dice.rolls(5, 6) == twin.rolls(5, 6)
    dice.roll(6)
    assert dice.to_json() != twin.to_json()


def test_same_seed_same_faces_and_every_face_appears() -> None:
    a, b = SeededDice(42), SeededDice(42)
    faces = a.rolls(600, 6)
    assert faces == b.rolls(600, 6)
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert SeededDice(42).rolls(20, 6) != SeededDice(43).rolls(20, 6)


def test_known_values_never_change() -> None:
    # A saved game replays on any machine only if these stay fixed forever.
    assert SeededDice(1).rolls(10, 6) == [1, 6, 5, 2, 3, 3, 4, 5, 1, 1]
    assert SeededDice(2024).rolls(12, 8) == [4, 6, 3, 8, 4, 6, 3, 2, 7, 4, 4, 6]


def test_shuffle_is_a_permutation_and_reproducible() -> None:
    items = list(range(20))
    a, b = items.copy(), items.copy()
    SeededDice(5).shuffle(a)
    SeededDice(5).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_clone_is_independent() -> None:
    dice = SeededDice(9)
    twin = dice.clone()
    assert dice.roll(6) == twin.roll(6)
    dice.roll(6)
    assert dice.to_json() != twin.to_json()


def test_scripted_dice_force_faces_and_report_running_out() -> None:
    dice = ScriptedDice([3, 1, 6])
    assert dice.rolls(3, 6) == [3, 1, 6]
    with pytest.raises(ScriptExhausted, match="ran out after 3 rolls"):
        dice.roll(6)
    with pytest.raises(ScriptError, match="not a face of a d6"):
        ScriptedDice([7]).roll(6)


def test_scripted_dice_hand_over_to_a_fallback() -> None:
    dice = ScriptedDice([2], then=SeededDice(1))
    assert dice.roll(6) == 2
    assert dice.roll(6) == SeededDice(1).roll(6)


def test_scripted_picks_drive_shuffles_and_no_picks_keep_the_order() -> None:
    items = ["a", "b", "c"]
    ScriptedDice().shuffle(items)
    assert items == ["a", "b", "c"]
    ScriptedDice(picks=[0, 0]).shuffle(items)  # i=2 swaps with 0, then i=1 swaps with 0
    assert items == ["b", "c", "a"]
    with pytest.raises(ScriptError, match="not in 0"):
        ScriptedDice(picks=[5]).below(3)


def test_scripted_dice_round_trip() -> None:
    dice = ScriptedDice([1, 2, 3], picks=[1], then=SeededDice(4))
    dice.roll(6)
    copy = load_dice(dice.to_json())
    assert copy.to_json() == dice.to_json()
    assert copy.roll(6) == 2


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([], "expected an object"),
        ({"kind": "loaded"}, "unknown dice kind"),
        ({"kind": "seeded", "seed": "x", "draws": 0}, "'seed' must be an integer"),
        ({"kind": "seeded", "seed": 1, "draws": -1}, "'draws' must be at least 0"),
        ({"kind": "scripted", "rolls": [1, "a"]}, "'rolls' must be a list of integers"),
        ({"kind": "scripted", "rolls": [1], "position": 5, "pick_position": 0}, "beyond the end"),
    ],
)
def test_bad_dice_data_is_refused_with_the_reason(data: object, problem: str) -> None:
    with pytest.raises(LoadError, match=problem):
        load_dice(data, "save.dice")


def test_seed_must_be_an_integer() -> None:
    with pytest.raises(TypeError):
        SeededDice("7")  # type: ignore[arg-type]
