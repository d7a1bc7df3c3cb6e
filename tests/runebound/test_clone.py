"""Cloning shares nothing that changes: every field of a clone, however deep, can change alone.

The clone copies every attribute of the state by one rule (``model.copied``), not a list of
names: these tests change everything reachable from a clone and check that the original did not
move, and that a value the rule does not know is refused rather than shared.
"""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

import msgspec
import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.content.effects import Test as SkillTest
from noppa.games.runebound.rules.model import Combat, Hurt, KnockOut, KoStage, PendingTest, Trade, copied
from noppa.games.runebound.rules.state import UNCOPIED, RuneboundState

ATOMIC_OPTIONALS = {
    "event",
    "chosen",
    "draw_colour",
    "replenish_colour",
    "encounter",
    "front",
}
"""Attributes that may be None and otherwise hold a number or a string (nothing to share)."""


def dump(value: Any) -> Any:
    """``value`` as plain nested data, to compare before and after."""
    if isinstance(value, Enum):
        return ("enum", value.value)
    if isinstance(value, list | tuple):
        return [type(value).__name__, *(dump(v) for v in value)]
    if isinstance(value, dict):
        return {repr(k): dump(v) for k, v in value.items()}
    if isinstance(value, set):
        return ["set", *sorted(repr(v) for v in value)]
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: dump(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, msgspec.Struct):
        return msgspec.to_builtins(value)
    return value


def changed(value: Any) -> Any:
    """Change everything mutable inside ``value`` in place; return a different value for an atom."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1000
    if isinstance(value, str) and not isinstance(value, Enum):
        return value + "!"
    if isinstance(value, list):
        for index, item in enumerate(value):
            value[index] = changed(item)
        value.append("added")
    elif isinstance(value, dict):
        for key, item in value.items():
            value[key] = changed(item)
        value["added"] = "added"
    elif isinstance(value, set):
        value.add("added")
    elif isinstance(value, tuple):
        for item in value:
            changed(item)
    elif is_dataclass(value) and not isinstance(value, type):
        frozen = type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
        for f in fields(value):
            new = changed(getattr(value, f.name))
            if not frozen:  # a frozen one cannot change, only what it holds
                setattr(value, f.name, new)
    return value


def mid_game() -> RuneboundState:
    """A game played on for a while at random, with every pending thing filled in."""
    state = GAME.new_state(3, seed=7)
    rng = random.Random(7)
    for _ in range(150):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    state.combat = Combat("challenge", 0, card="giant-rats", allies_attacked=["a"], bc_done=[0])
    state.this_turn.trade = Trade(1, give=["x"], want=["y"])
    state.pend(Hurt(0, 2))
    state.pend(PendingTest(0, SkillTest("mind", 10), None))
    state.pend(KnockOut((1,)))
    state.position = {"heroes": ["filled in so that the test changes it"]}
    return state


def test_a_clone_shares_nothing_that_changes() -> None:
    state = mid_game()
    empty = sorted(n for n, v in vars(state).items() if v is None and n not in UNCOPIED)
    assert set(empty) <= ATOMIC_OPTIONALS, "fill the new field in mid_game so the test changes it"
    before = {n: dump(v) for n, v in vars(state).items() if n not in UNCOPIED}
    clone = state.clone()
    for name, value in vars(clone).items():
        if name not in UNCOPIED:
            setattr(clone, name, changed(value))
    after = {n: dump(v) for n, v in vars(state).items() if n not in UNCOPIED}
    assert after == before
    assert {n: dump(v) for n, v in vars(clone).items() if n not in UNCOPIED} != before


def test_a_clone_has_its_own_turn_flow() -> None:
    # The flow is copied by Flow.copy (its frames are frozen, so shared): what the clone pushes,
    # replaces or settles leaves the original's stack and decision as they were.
    state = mid_game()
    stack, pending = list(state.flow.stack), state.flow.pending
    clone = state.clone()
    clone.pend(KnockOut((1, 0), KoStage.TOKENS))
    clone.settle(Hurt)
    clone.flow.pending = None
    assert state.flow.stack == stack and state.flow.pending is pending
    assert clone.flow.stack != stack


def test_the_clone_plays_on_like_the_original() -> None:
    state = GAME.new_state(3, seed=7)
    rng = random.Random(7)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    clone = state.clone()
    for game in (state, clone):
        rng = random.Random(3)
        for _ in range(200):
            if game.to_act is None:
                break
            game.apply(rng.choice(game.legal_actions()))
    assert clone.events_digest() == state.events_digest()
    assert clone.history == state.history


def test_a_value_without_a_copy_rule_is_refused() -> None:
    class Loose:
        pass

    with pytest.raises(TypeError, match="Loose"):
        copied([Loose()])
