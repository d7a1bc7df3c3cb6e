"""The turn's flow: every step has its rules module, and the interruptions settle in their order."""

from __future__ import annotations

import pytest

from noppa.games.runebound import knockout, resolve
from noppa.games.runebound.model import Hurt, Step
from noppa.games.runebound.state import INTERRUPTS, STEP_RULES
from tests.runebound.helpers import scenario


def test_every_step_but_the_end_of_the_turn_has_its_rules_module() -> None:
    assert set(STEP_RULES) == set(Step) - {Step.END_TURN}


@pytest.mark.rule("RB-KO-01", "RB-EX-05")
def test_a_knock_out_comes_before_a_wound_still_to_prevent() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    assert state.interrupt() is None
    state.hurt = Hurt(1, 2)
    assert state.interrupt() is INTERRUPTS[1]
    state.ko_queue.append(0)
    found = state.interrupt()
    assert found is INTERRUPTS[0] and found.legal is knockout.legal
    state.ko_queue.clear()
    found = state.interrupt()
    assert found is not None and found.legal is resolve.hurt_legal
