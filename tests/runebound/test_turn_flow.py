"""The turn's flow: every step has its rules module, and the interruptions settle in their order.

Runebound runs on the shared turn flow (``engine/flow.py``): the step (and a fight's stage) is a
frame at the bottom of ``state.flow``'s stack, replaced by the rule that leads on (``goto``, along
``state.TRANSITIONS``; ``set_stage``, along ``state.STAGES``); what interrupts a step is a frame
above it, kept in the order of ``state.PENDING``; the flow runs the top one.
"""

from __future__ import annotations

import ast
import inspect
import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from noppa.engine.flow import Flow
from noppa.games.runebound import GAME
from noppa.games.runebound.content.effects import Gold
from noppa.games.runebound.rules import knockout, resolve
from noppa.games.runebound.rules.model import AtMove, Hurt, KnockOut, Queued, Stage, Step
from noppa.games.runebound.rules.state import (
    PENDING,
    RULES,
    STAGE_FRAMES,
    STAGES,
    STEP_FRAMES,
    STEP_RULES,
    TRANSITIONS,
    RuneboundState,
)
from tests.runebound import test_doom, test_experience
from tests.runebound.helpers import (
    equip,
    events,
    force,
    knocked_out_by_the_sky_burns,
    legal,
    neighbour,
    play,
    scenario,
    stack_deck,
)
from tests.runebound.test_adventures import at_gem

SAVES = Path(__file__).resolve().parent / "saves"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def test_every_step_but_the_end_of_the_turn_has_its_rules_module() -> None:
    assert set(STEP_RULES) == set(Step) - {Step.END_TURN}


def test_every_frame_and_decision_is_in_the_one_table() -> None:
    at = {f"at_{step.value}" for step in Step if step not in (Step.COMBAT, Step.END_TURN)}
    stages = {f"fight_{stage.value}" for stage in Stage}
    assert set(RULES.frames) == {"turn", "queued", "knock_out", "hurt", "test", "keep"} | at | stages
    steps = {"move", "rest", "moving", "from", "adventure", "encounter", "replenish", "trade", "trade_answer"}
    fights = {"before_combat", "escape", "phase", "defend"}
    assert set(RULES.asks) == steps | fights | {"market", "experience", "knock_out", "hurt", "test", "keep"}
    assert {type(row.ask).__name__ for row in PENDING.values()} == {
        "KnockOutChoice",
        "PreventChoice",
        "TestChoice",
        "KeepChoice",
    }


@pytest.mark.rule("RB-KO-01", "RB-EX-05")
def test_a_knock_out_comes_before_a_wound_still_to_prevent() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    assert state.flow.stack == [AtMove()] and state.flow.pending is not None
    assert state.flow.pending.kind == "move"
    state.pend(Hurt(1, 2))
    assert state.flow.stack == [AtMove(), Hurt(1, 2)]
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
        AtMove(),
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


# ---------------------------------------------------------------------- the step transitions

SOURCES = Path(__file__).resolve().parents[2] / "src" / "noppa" / "games" / "runebound"
Taken = set[tuple[Step | str, Step]]
Staged = set[tuple[Stage, Stage]]


def _assigns_step(tree: ast.AST) -> list[int]:
    """The lines where ``something.step`` is assigned (plainly, in a tuple, or by ``+=``)."""
    lines = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        while targets:
            target = targets.pop()
            if isinstance(target, ast.Tuple | ast.List):
                targets.extend(target.elts)
            elif isinstance(target, ast.Attribute) and target.attr == "step":
                lines.append(target.lineno)
    return lines


def test_only_the_state_moves_the_step() -> None:
    found = {
        f"{path.relative_to(SOURCES)}:{line}"
        for path in SOURCES.rglob("*.py")
        if path.name != "state.py" or path.parent != SOURCES / "rules"
        for line in _assigns_step(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert found == set(), "the step changes only through RuneboundState.goto"


def test_each_step_and_stage_is_a_frame_of_its_own() -> None:
    """The idle frame only begins a turn: every other step (a fight's every stage) has its frame."""
    assert set(STEP_FRAMES) == set(Step) - {Step.END_TURN}
    assert set(STAGE_FRAMES) == set(STAGES) == set(Stage)
    assert len({type(frame) for frame in [*STEP_FRAMES.values(), *STAGE_FRAMES.values()]}) == len(
        Step
    ) - 2 + len(Stage)
    assert STEP_FRAMES[Step.COMBAT] == STAGE_FRAMES[Stage.BC_FOE]  # a fight begins at its foe's Before Combat
    assert all(frame.step is step for step, frame in STEP_FRAMES.items())
    assert all(frame.stage is stage for stage, frame in STAGE_FRAMES.items())


def test_goto_refuses_a_transition_the_table_does_not_allow() -> None:
    state = scenario(["grul-the-wanderer"])
    assert Step.MARKET not in TRANSITIONS[Step.MOVE]
    with pytest.raises(AssertionError, match="no step transition move -> market"):
        state.goto(Step.MARKET)
    assert state.step == Step.MOVE


@pytest.mark.rule("RB-KO-06")
@pytest.mark.parametrize("step", [s for s in Step if s is not Step.END_TURN])
def test_a_knocked_out_hero_s_turn_ends_from_any_step(step: Step) -> None:
    """Damage or fatigue can knock the active hero out at any step (a skill test's fatigue after an
    adventure, seen in an MCTS game, was missing from the table): his turn ends from there."""
    state = scenario(["grul-the-wanderer"])
    state.resume_at(step)
    assert state.step == step
    state.goto(Step.END_TURN, knocked_out=True)
    assert state.step == Step.END_TURN and state.flow.stack == []  # the idle frame begins the next turn


def test_set_stage_refuses_a_transition_the_table_does_not_allow() -> None:
    state = scenario(["grul-the-wanderer"])
    with pytest.raises(AssertionError, match="no fight stage transition"):
        state.set_stage(Stage.BC)  # no fight
    state.resume_at(Step.COMBAT, Stage.ESCAPE)
    assert Stage.ROUND not in STAGES[Stage.ESCAPE]
    with pytest.raises(AssertionError, match="no fight stage transition escape -> round"):
        state.set_stage(Stage.ROUND)
    assert state.stage == Stage.ESCAPE


def test_every_stage_has_its_row_and_every_entry_its_rule_ids() -> None:
    documented = set(re.findall(r"`(RB-[A-Z]+-\d+)`", (DOCS / "runebound.md").read_text(encoding="utf-8")))
    for row in STAGES.values():
        for ids in row.values():
            assert ids and set(ids.split()) <= documented, ids


def test_every_step_has_its_row_and_every_entry_its_rule_ids() -> None:
    assert set(TRANSITIONS) == set(Step)
    documented = set(re.findall(r"`(RB-[A-Z]+-\d+)`", (DOCS / "runebound.md").read_text(encoding="utf-8")))
    for row in TRANSITIONS.values():
        for ids in row.values():
            assert ids and set(ids.split()) <= documented, ids


@pytest.fixture
def taken(monkeypatch: pytest.MonkeyPatch) -> Taken:
    """The step transitions taken while the test runs."""
    seen: Taken = set()
    goto = RuneboundState.goto

    def record(state: RuneboundState, step: Step, *, knocked_out: bool = False) -> None:
        if knocked_out:  # RB-KO-06: the turn ends from any step, outside the table
            seen.add((KNOCKED_OUT, step))
        else:
            seen.add((state.step, step))
        goto(state, step, knocked_out=knocked_out)

    monkeypatch.setattr(RuneboundState, "goto", record)
    return seen


KNOCKED_OUT = "knocked out"
"""Where a knocked-out hero's turn ends from, in the recorded transitions: any step (RB-KO-06)."""


@pytest.fixture
def staged(monkeypatch: pytest.MonkeyPatch) -> Staged:
    """The fight's stage transitions taken while the test runs."""
    seen: set[tuple[Stage, Stage]] = set()
    set_stage = RuneboundState.set_stage

    def record(state: RuneboundState, stage: Stage) -> None:
        seen.add((state.stage, stage))
        set_stage(state, stage)

    monkeypatch.setattr(RuneboundState, "set_stage", record)
    return seen


def _random_games(games: int) -> None:
    for seed in range(games):
        players = 2 + seed % 3
        state = GAME.new_state(players, seed=seed, options={"path_of_doom": seed % 2 == 1})
        rng = random.Random(seed)
        while state.to_act is not None:
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))])


@pytest.mark.rule("RB-KO-06")
def test_an_event_that_knocks_out_the_active_hero_ends_his_turn(taken: Taken) -> None:
    state = knocked_out_by_the_sky_burns(["nym-ashwhisper", "grul-the-wanderer"], 0)
    assert (KNOCKED_OUT, Step.END_TURN) in taken and state.current == 1


@pytest.mark.rule("RB-ADV-04", "RB-SKILL-02", "RB-KO-06")
def test_an_encounter_that_knocks_out_the_hero_ends_his_turn(taken: Taken) -> None:
    state, hex_ = at_gem("green", ["nym-ashwhisper", "grul-the-wanderer"])
    equip(state, 0, at=neighbour(state, hex_), wounds=7)  # Nym: Life 8
    stack_deck(state, "green", "river-ford")
    force(state, 1, 1)  # the swim test fails (Body + 2 < 11): 1 wound: out
    play(state, f"step:{hex_}", "adventure", "option:1")
    assert events(state, "knocked_out")[-1]["seat"] == 0
    assert (KNOCKED_OUT, Step.END_TURN) in taken and state.current == 1


SCRIPTED: dict[tuple[Step, Step], Callable[..., None]] = {
    (Step.DRAW, Step.AFTER_ADVENTURE): test_experience.test_option_life_bar_challenges_only,
    (Step.AFTER_ADVENTURE, Step.MARKET): test_doom.test_played_cards_go_to_the_path,
    (Step.END_TURN, Step.COMBAT): test_doom.test_showdown_fights_no_escape_and_the_fallen_are_out,
}
"""The transitions 30 random games do not take, and the scripted test that takes each."""


def test_random_games_take_only_the_table_s_transitions_and_scripted_tests_the_rest(
    taken: Taken, staged: Staged
) -> None:
    _random_games(30)  # 2–4 heroes, the Path of Doom in every other game
    stages = {(a, b) for a, row in STAGES.items() for b in row}
    assert staged <= stages  # and every stage but the foe's Before Combat is reached (it is the start)
    assert {b for _, b in staged} == set(Stage) - {Stage.BC_FOE}
    allowed = {(a, b) for a, row in TRANSITIONS.items() for b in row}
    knock_outs = {transition for transition in taken if transition[0] == KNOCKED_OUT}
    assert knock_outs <= {(KNOCKED_OUT, Step.END_TURN)}  # RB-KO-06, from whatever step
    assert taken - knock_outs <= allowed
    assert allowed - taken == set(SCRIPTED)
    for transition, test in SCRIPTED.items():
        taken.clear()
        args = [taken] if "taken" in inspect.signature(test).parameters else []
        test(*args)
        assert transition in taken, test.__name__
