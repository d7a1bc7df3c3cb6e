"""The shared turn flow (engine/flow.py): a toy game of counting turns runs, stops, answers, copies
and saves through it."""

from __future__ import annotations

import json

import pytest

from noppa.engine import Action, LoadError, Outcome
from noppa.engine.flow import Ask, Decision, Flow, Frame, Rules, kind_of


class Toy:
    """Two seats take turns; each turn asks the seat to add 1 or 2; at 5 or more the game ends."""

    def __init__(self) -> None:
        self.outcome: Outcome | None = None
        self.to_act: int | None = None
        self.total = 0
        self.seat = 1
        self.log: list[str] = []
        self.flow: Flow[Toy] = Flow(RULES)


class NextTurn(Frame, tag="next", frozen=True):
    pass


class Turn(Frame, tag="turn", frozen=True):
    seat: int


class Gone(Frame, tag="gone", frozen=True):
    seat: int
    note: tuple[str, ...] = ()


class HowMany(Ask, tag="how_many", frozen=True):
    total: int


ADD = (Action("add", ("1",)), Action("add", ("2",)))


def next_turn(state: Toy, frame: NextTurn) -> None:
    state.flow.push(Turn((state.seat + 1) % 2))


def turn(state: Toy, frame: Turn) -> None:
    state.seat = frame.seat
    state.log.append(f"turn {frame.seat}")
    options = ADD if state.total < 4 else ADD[:1]
    state.flow.ask(state, frame.seat, HowMany(state.total), options)


def gone(state: Toy, frame: Gone) -> None:
    raise AssertionError("a skipped frame never runs")


def add(state: Toy, decision: Decision[HowMany], action: Action) -> None:
    state.total = decision.ask.total + int(action.args[0])
    state.log.append(f"{decision.seat} adds {action.args[0]}")
    if state.total >= 5:
        state.outcome = Outcome((decision.seat,), ((decision.seat,), (1 - decision.seat,)), "toy")


RULES: Rules[Toy] = Rules(idle=NextTurn(), skip=lambda state, frame: isinstance(frame, Gone))
RULES.step(NextTurn, next_turn)
RULES.step(Turn, turn)
RULES.step(Gone, gone)
RULES.answer(HowMany, add)


def test_the_flow_runs_to_a_decision_and_on_after_each_answer() -> None:
    state = Toy()
    state.flow.push(Gone(1))
    state.flow.run(state)
    assert state.to_act == 0 and state.flow.pending is not None
    assert state.flow.pending.kind == "how_many" and state.flow.pending.ctx == {"total": 0}
    state.flow.answer(state, ADD[1])
    assert state.to_act == 1 and state.total == 2
    state.flow.answer(state, ADD[1])  # 4: the next turn has a single choice, taken at once
    assert state.outcome is not None and state.to_act is None and state.total == 5
    assert state.log == ["turn 0", "0 adds 2", "turn 1", "1 adds 2", "turn 0", "0 adds 1"]


def test_a_copy_goes_its_own_way_and_shares_only_immutable_frames() -> None:
    state = Toy()
    state.flow.push(Turn(1))
    copy = state.flow.copy()
    copy.push(Turn(0))
    assert state.flow.stack == [Turn(1)] and copy.stack == [Turn(1), Turn(0)]
    with pytest.raises(AttributeError):
        Turn(1).seat = 0  # type: ignore[misc]


def test_frames_and_the_decision_save_as_plain_json_and_load_back() -> None:
    state = Toy()
    state.flow.push(Gone(1, ("a", "b")))
    state.flow.push(Turn(0))
    state.flow.run(state)
    saved = json.loads(json.dumps(state.flow.to_json()))
    assert saved == {
        "stack": [["gone", 1, ["a", "b"]]],
        "pending": {"seat": 0, "kind": "how_many", "options": ["add:1", "add:2"], "ctx": {"total": 0}},
    }
    loaded = Flow.load(RULES, saved["stack"], saved["pending"])
    assert loaded.stack == [Gone(1, ("a", "b"))]
    assert loaded.pending is not None and loaded.pending.ask == HowMany(0)
    assert loaded.pending.options == ADD and loaded.to_json() == saved
    assert kind_of(Gone) == "gone" and kind_of(HowMany(1)) == "how_many"


@pytest.mark.parametrize(
    ("stack", "pending", "problem"),
    [
        ([["nope", 1]], None, "unknown frame kind 'nope'"),
        ([["turn", "x"]], None, "bad 'turn' frame"),
        ([7], None, "not a frame"),
        ([], {"seat": 0, "kind": "nope", "ctx": {}}, "unknown decision 'nope'"),
        ([], {"seat": 0, "kind": "how_many", "ctx": {"total": "x"}}, "bad 'how_many' decision"),
        ([], {"kind": "how_many"}, "not a decision"),
    ],
)
def test_bad_flow_data_is_refused_with_what_is_wrong(stack: object, pending: object, problem: str) -> None:
    with pytest.raises(LoadError, match=problem):
        Flow.load(RULES, stack, pending)


def test_a_kind_registered_twice_is_refused() -> None:
    rules: Rules[Toy] = Rules(idle=NextTurn())
    rules.step(Turn, turn)
    with pytest.raises(ValueError, match="registered twice"):
        rules.step(Turn, turn)


class Pick(Ask, tag="pick", frozen=True):
    """Derived options: as many ``add:1`` actions as the toy's total allows, worked out when asked."""


class Picking:
    def __init__(self) -> None:
        self.outcome: Outcome | None = None
        self.to_act: int | None = None
        self.total = 0
        self.flow: Flow[Picking] = Flow(PICK_RULES)


class Open(Frame, tag="open", frozen=True):
    pass


def open_pick(state: Picking, frame: Open) -> None:
    state.flow.ask(state, 0, Pick(), ())


def pick_options(state: Picking, ask: Pick) -> list[Action]:
    return list(ADD[: 1 if state.total >= 4 else 2])


def picked(state: Picking, decision: Decision[Pick], action: Action) -> None:
    state.total += int(action.args[0])
    if state.total >= 5:
        state.outcome = Outcome((0,), ((0,),), "toy")


PICK_RULES: Rules[Picking] = Rules(idle=Open())
PICK_RULES.step(Open, open_pick)
PICK_RULES.answer(Pick, picked, options=pick_options)


def test_derived_options_are_worked_out_when_asked_and_a_lone_one_is_still_asked() -> None:
    state = Picking()
    state.flow.run(state)
    assert state.flow.options(state) == ADD and state.flow.pending is not None
    assert state.flow.pending.options == ()  # nothing stored: derived each time
    state.total = 4  # a position changed by hand: the options follow it
    assert state.flow.options(state) == ADD[:1]
    state.flow.answer(state, ADD[0])
    assert state.outcome is not None and state.to_act is None and state.flow.options(state) == ()
    state = Picking()
    state.total = 4
    state.flow.run(state)  # one legal action, yet the decision waits for its answer
    assert state.to_act == 0 and state.flow.options(state) == ADD[:1]


def test_skip_is_asked_only_while_the_flow_is_skipping_and_copies_keep_it() -> None:
    state = Toy()
    state.flow.skipping = False  # a game that knows nothing can be skipped yet
    state.flow.push(Gone(1))
    with pytest.raises(AssertionError, match="never runs"):
        state.flow.run(state)  # not asked: the frame runs
    state = Toy()
    assert state.flow.skipping  # on by default: every frame is asked about
    state.flow.push(Gone(1))
    copy = state.flow.copy()
    state.flow.skipping = False
    assert copy.skipping and not state.flow.copy().skipping
    state.flow = copy
    state.flow.run(state)
    assert state.to_act == 0
