"""The turn's flow: every step has its rules module, and the interruptions settle in their order.

Runebound runs on the shared turn flow (``engine/flow.py``): what interrupts a step is a frame on
``state.flow``'s stack, kept in the order of ``state.PENDING``; the flow runs the top one.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from noppa.engine.flow import Flow
from noppa.games.runebound import GAME, knockout, resolve
from noppa.games.runebound.effects import Gold
from noppa.games.runebound.model import Hurt, KnockOut, Queued, Step
from noppa.games.runebound.state import PENDING, RULES, STEP_RULES, RuneboundState
from tests.runebound.helpers import legal, scenario

SAVES = Path(__file__).resolve().parent / "saves"


def test_every_step_but_the_end_of_the_turn_has_its_rules_module() -> None:
    assert set(STEP_RULES) == set(Step) - {Step.END_TURN}


def test_every_frame_and_decision_is_in_the_one_table() -> None:
    assert set(RULES.frames) == {"turn", "queued", "knock_out", "hurt", "test", "keep"}
    assert set(RULES.asks) == {"step", "knock_out", "hurt", "test", "keep"}
    assert {type(row.ask).__name__ for row in PENDING.values()} == {
        "KnockOutChoice",
        "PreventChoice",
        "TestChoice",
        "KeepChoice",
    }


@pytest.mark.rule("RB-KO-01", "RB-EX-05")
def test_a_knock_out_comes_before_a_wound_still_to_prevent() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    assert state.flow.stack == [] and state.flow.pending is not None
    assert state.flow.pending.kind == "step"
    state.pend(Hurt(1, 2))
    assert state.flow.stack == [Hurt(1, 2)]
    state.pend(KnockOut((0,)))  # pushed later, but it settles first all the same
    top = PENDING[type(state.flow.stack[-1])]
    assert top.frame is KnockOut and top.legal is knockout.legal
    state.settle(KnockOut)
    top = PENDING[type(state.flow.stack[-1])]
    assert top.frame is Hurt and top.legal is resolve.hurt_legal


@pytest.mark.rule("RB-EX-05")
def test_a_pending_frame_asks_its_own_decision_even_with_one_choice() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    state.pend(Hurt(1, 2))
    state.ask(1)  # what a position set by hand asks: the top frame's decision
    assert state.flow.pending is not None and state.flow.pending.kind == "hurt"
    assert legal(state) == ["take"]  # asked all the same: a save records every answer
    state.apply("take")
    assert state.heroes[1].wounds == 2 and state.pending(Hurt) is None


def test_queued_effects_wait_below_the_interruptions_and_a_test_s_go_first() -> None:
    state = scenario(["grul-the-wanderer"])
    state.queue([(0, Gold(1), None)])
    state.pend(Hurt(0, 1))
    state.queue([(0, Gold(2), None)])
    state.queue([(0, Gold(3), None)], first=True)
    assert state.flow.stack == [
        Queued(((0, Gold(3), None), (0, Gold(1), None), (0, Gold(2), None))),
        Hurt(0, 1),
    ]


@pytest.mark.parametrize("name", ["3-hurt", "4-ko", "4-test"])
def test_the_frames_save_as_plain_json_and_load_back(name: str) -> None:
    state = GAME.load_state(json.loads((SAVES / f"{name}.json").read_text()))
    assert isinstance(state, RuneboundState) and state.flow.stack
    data = json.loads(json.dumps(state.flow.to_json()))
    again = Flow.load(RULES, data["stack"], data["pending"])
    assert again.stack == state.flow.stack
    assert again.pending is not None and state.flow.pending is not None
    assert again.pending.ask == state.flow.pending.ask and again.pending.seat == state.flow.pending.seat
