"""The turn flow: a stack of typed steps and the one decision a game waits for.

A game's rules run as small steps. Each step is a :class:`Frame`, a frozen ``msgspec`` struct that
names what is to be done and carries what it needs ("roll for the first player among seats 0 and
2"); its handler does that one thing and may push further frames, or stop at a :class:`Decision`:
the seat that chooses, the legal actions, and a typed :class:`Ask` saying what is asked ("where does
this move of 5 steps end"). When the player answers, the ask's handler carries the answer out and
the loop goes on until the next decision or the end of the game — as boardgame.io's one Flow serves
every game, one :class:`Flow` serves every game here.

Which handler runs for which frame or ask is one explicit table, a :class:`Rules`, built once per
game with :meth:`Rules.step` and :meth:`Rules.answer`::

    RULES: Rules[MyState] = Rules(idle=NextTurn(), home="mygame.state:RULES")
    RULES.step(NextTurn, next_turn)          # def next_turn(state: MyState, frame: NextTurn) -> None
    RULES.answer(WhereTo, answer_move)       # def answer_move(state, decision: Decision[WhereTo], action)

An ask may instead have *derived* options (``RULES.answer(Choose, answer, options=legal)``, with
``def legal(state, ask) -> Sequence[Action]``): they are worked out from the state each time they are
asked for (:meth:`Flow.options`), never stored, and such a decision is asked even when one action
is legal (a game whose saves record every answer, or whose position a test sets up by hand).

Go-to-definition on a handler lands on its code; mypy checks that each handler takes its own frame
or ask type. The flow keeps no game data of its own beyond the stack and the decision, so a game
state owns one ``Flow`` (``state.flow``) and calls :meth:`Flow.run` after setup and after every
answer (:meth:`Flow.answer` does both).

Saves and copies:

- a frame's JSON form is ``[kind, field, ...]`` (``msgspec`` ``array_like`` with the kind as tag), an
  ask's is a dict of its fields; the decision is ``{"seat", "kind", "options", "ctx"}``
  (:meth:`Flow.to_json`, :meth:`Flow.load`). Frames and asks must therefore hold only JSON-able data:
  str, int, float, bool, None, tuples/lists and dicts of them, or nested structs, and a frame's
  dict or list field is never changed after the push (copies share it);
- frames, asks and decisions are immutable, so :meth:`Flow.copy` copies one list and shares the rest
  (no ``deepcopy``).

The API, kept small and stable for every game: :class:`Frame`, :class:`Ask`, :class:`Decision`,
:class:`FlowState` (what a state must have: ``outcome``, ``to_act``),
:class:`Rules` (``step``, ``answer``, ``frames``, ``asks``, ``frame_from_json``, ``ask_from_json``),
:class:`Flow`
(``push``, ``ask``, ``options``, ``run``, ``answer``, ``resolve``, ``copy``, ``to_json``, ``load``) and
:func:`kind_of`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar, cast

import msgspec

from noppa.engine.actions import Action
from noppa.engine.errors import LoadError
from noppa.engine.outcome import Outcome

__all__ = ["Ask", "Decision", "Flow", "FlowState", "Frame", "Rules", "kind_of"]


class FlowState(Protocol):
    """What the flow needs of a game state (every :class:`noppa.engine.State` has it)."""

    outcome: Outcome | None
    to_act: int | None


class Frame(msgspec.Struct, frozen=True, array_like=True, tag=True, gc=False):
    """One pending step. Subclass it as ``class Roll(Frame, tag="roll", frozen=True)`` with typed
    fields (``frozen=True`` again, for mypy); never changed once made (push a new frame instead).
    Not tracked by the garbage collector (``gc=False``): frames and asks hold only JSON-able data,
    so they are part of no reference cycle."""


class Ask(msgspec.Struct, frozen=True, tag_field="kind", tag=True, gc=False):
    """What a decision asks, with the data its answer needs. Subclass it as
    ``class WhereTo(Ask, tag="move", frozen=True)`` with typed fields."""


def _plain(value: object) -> Any:
    """``value`` as plain JSON data (lists, not tuples), as a JSON round trip returns it."""
    return msgspec.json.decode(msgspec.json.encode(value))


def kind_of(item: Frame | Ask | type[Frame] | type[Ask]) -> str:
    """The kind (tag) of a frame or ask, or of its class."""
    cls = item if isinstance(item, type) else type(item)
    return str(cls.__struct_config__.tag)


S = TypeVar("S", bound=FlowState)
F = TypeVar("F", bound=Frame)
Q = TypeVar("Q", bound=Ask)
Q_co = TypeVar("Q_co", bound=Ask, covariant=True)


class Decision(Generic[Q_co]):
    """A choice the rules give ``seat`` now: ``ask`` says what is asked, ``options`` are the legal
    actions. Immutable."""

    __slots__ = ("ask", "options", "seat")

    def __init__(self, seat: int, ask: Q_co, options: Sequence[Action]) -> None:
        self.seat = seat
        self.ask = ask
        self.options = tuple(options)

    @property
    def kind(self) -> str:
        """The kind of the ask (``move``, ``fight``…)."""
        return kind_of(self.ask)

    @property
    def ctx(self) -> dict[str, Any]:
        """The ask's data as plain JSON (what a view shows)."""
        data = cast("dict[str, Any]", _plain(self.ask))
        del data["kind"]
        return data

    def to_json(self) -> dict[str, Any]:
        """JSON-safe form: ``{"seat", "kind", "options", "ctx"}``."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "options": [a.text for a in self.options],
            "ctx": self.ctx,
        }

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, ask={self.ask!r}, options={[a.text for a in self.options]})"


class Rules(Generic[S]):
    """The one table of a game's steps and answers: kind -> frame or ask class -> handler.

    ``idle`` is the frame run whenever the stack is empty (the next turn). ``skip``, if given, is
    asked before each frame runs and drops the frame when true (for example a step for a seat that
    has left the game). ``home`` is where the table lives, ``"module:ATTRIBUTE"``: a state holding
    it (through its :class:`Flow`) pickles and deep-copies the table as that reference, since its
    handlers may be closures that do not pickle; a table without ``home`` does not pickle.
    """

    __slots__ = ("_answers", "_asks", "_derived", "_frames", "_steps", "home", "idle", "skip")

    def __init__(
        self, idle: Frame, skip: Callable[[S, Frame], bool] | None = None, *, home: str | None = None
    ) -> None:
        self.idle = idle
        self.skip = skip
        self.home = home
        self._steps: dict[type[Frame], Callable[[S, Frame], None]] = {}
        self._answers: dict[type[Ask], Callable[[S, Decision[Ask], Action], None]] = {}
        self._frames: dict[str, type[Frame]] = {}
        self._asks: dict[str, type[Ask]] = {}
        self._derived: dict[type[Ask], Callable[[S, Ask], Sequence[Action]]] = {}

    def __reduce__(self) -> tuple[Callable[[str], Rules[Any]], tuple[str]]:
        """The table by reference (:attr:`home`): the one table of the game, found again on loading."""
        if self.home is None:
            raise TypeError("a Rules table without home='module:ATTRIBUTE' cannot be pickled or copied")
        return rules_at, (self.home,)

    def step(self, cls: type[F], handler: Callable[[S, F], None]) -> None:
        """Run ``handler(state, frame)`` for each frame of class ``cls``."""
        kind = kind_of(cls)
        if kind in self._frames:
            raise ValueError(f"frame kind {kind!r} registered twice")
        self._frames[kind] = cls
        self._steps[cls] = cast("Callable[[S, Frame], None]", handler)

    def answer(
        self,
        cls: type[Q],
        handler: Callable[[S, Decision[Q], Action], None],
        options: Callable[[S, Q], Sequence[Action]] | None = None,
    ) -> None:
        """Run ``handler(state, decision, action)`` when a decision asking ``cls`` is answered.

        With ``options``, the decision's options are derived: ``options(state, ask)`` each time
        they are asked for (:meth:`Flow.options`); :meth:`Flow.ask` is then given none and always
        stops."""
        kind = kind_of(cls)
        if kind in self._asks:
            raise ValueError(f"ask kind {kind!r} registered twice")
        self._asks[kind] = cls
        self._answers[cls] = cast("Callable[[S, Decision[Ask], Action], None]", handler)
        if options is not None:
            self._derived[cls] = cast("Callable[[S, Ask], Sequence[Action]]", options)

    @property
    def frames(self) -> dict[str, type[Frame]]:
        """Every registered frame class, by kind."""
        return dict(self._frames)

    @property
    def asks(self) -> dict[str, type[Ask]]:
        """Every registered ask class, by kind."""
        return dict(self._asks)

    def frame_from_json(self, data: Any) -> Frame:
        """A frame from its JSON form ``[kind, field, ...]``; raises :class:`LoadError` if it is not one."""
        if not isinstance(data, list | tuple) or not data or not isinstance(data[0], str):
            raise LoadError("frame", f"not a frame: {data!r}"[:200])
        cls = self._frames.get(data[0])
        if cls is None:
            raise LoadError("frame", f"unknown frame kind {data[0]!r}")
        try:
            return msgspec.convert(list(data), cls)
        except msgspec.ValidationError as error:
            raise LoadError("frame", f"bad {data[0]!r} frame: {error}") from error

    def ask_from_json(self, kind: str, ctx: Any) -> Ask:
        """An ask from its kind and its data; raises :class:`LoadError` if they do not fit."""
        cls = self._asks.get(kind)
        if cls is None or not isinstance(ctx, dict):
            raise LoadError("decision", f"unknown decision {kind!r} or bad data {ctx!r}"[:200])
        try:
            return msgspec.convert({**ctx, "kind": kind}, cls)
        except msgspec.ValidationError as error:
            raise LoadError("decision", f"bad {kind!r} decision: {error}") from error


def rules_at(home: str) -> Rules[Any]:
    """The :class:`Rules` table at ``home`` (``"module:ATTRIBUTE"``), its module imported if need be."""
    module, _, attribute = home.partition(":")
    table = getattr(importlib.import_module(module), attribute, None)
    if not isinstance(table, Rules) or table.home != home:
        raise LoadError("rules", f"{home!r} is not a turn-flow table")
    return table


class Flow(Generic[S]):
    """A game's stack of pending frames (the last pushed runs first) and its pending decision.

    ``skipping``: whether the rules' ``skip`` is asked before each frame (True unless the game
    turns it off). A game whose frames can be skipped only after some event (someone has left the
    game) turns it off until then and saves a call per frame.
    """

    __slots__ = ("pending", "rules", "skipping", "stack")

    def __init__(self, rules: Rules[S]) -> None:
        self.rules = rules
        self.stack: list[Frame] = []
        self.pending: Decision[Ask] | None = None
        self.skipping = True

    def push(self, frame: Frame) -> None:
        """Schedule ``frame`` (the last pushed runs first)."""
        self.stack.append(frame)

    def ask(self, state: S, seat: int, ask: Ask, options: Sequence[Action], *, secret: bool = False) -> None:
        """Stop for ``seat`` to choose among ``options``; with a single option it is taken at once,
        unless ``secret``: whether there is a choice at all may tell the others a secret. (An ask
        with derived options, :meth:`Rules.answer`, is given none here and always stops.)"""
        decision = Decision(seat, ask, options)
        if len(decision.options) == 1 and not secret:
            self.rules._answers[type(ask)](state, decision, decision.options[0])  # resolve, inlined
        else:
            self.pending = decision

    def options(self, state: S) -> tuple[Action, ...]:
        """The pending decision's legal actions (none if nothing is pending); derived ones
        (:meth:`Rules.answer`) are worked out from ``state`` now."""
        decision = self.pending
        if decision is None:
            return ()
        derive = self.rules._derived.get(type(decision.ask))
        if derive is None:
            return decision.options
        options = derive(state, decision.ask)
        return options if type(options) is tuple else tuple(options)

    def resolve(self, state: S, decision: Decision[Ask], action: Action) -> None:
        """Carry out ``action`` for ``decision`` (without running on)."""
        self.rules._answers[type(decision.ask)](state, decision, action)

    def run(self, state: S) -> None:
        """Run frames until a decision is pending or the game is over; then set ``state.to_act``."""
        rules = self.rules
        steps = rules._steps
        skip = rules.skip
        idle = rules.idle
        stack = self.stack
        while self.pending is None and state.outcome is None:
            frame = stack.pop() if stack else idle
            if skip is not None and self.skipping and skip(state, frame):
                continue
            steps[type(frame)](state, frame)
        state.to_act = None if state.outcome is not None or self.pending is None else self.pending.seat

    def answer(self, state: S, action: Action) -> None:
        """Answer the pending decision with ``action`` (already checked legal) and run on."""
        decision = self.pending
        if decision is None:
            raise ValueError("no decision is pending")
        self.pending = None
        self.rules._answers[type(decision.ask)](state, decision, action)  # resolve, inlined
        pending = self.pending
        if pending is not None and state.outcome is None:
            state.to_act = pending.seat  # the answer asked the next decision itself: run, inlined
            return
        self.run(state)

    def copy(self) -> Flow[S]:
        """An independent copy (frames and decisions are immutable, so they are shared)."""
        new = Flow(self.rules)
        new.stack = self.stack.copy()
        new.pending = self.pending
        new.skipping = self.skipping
        return new

    def to_json(self) -> dict[str, Any]:
        """``{"stack": [frame JSON, ...], "pending": decision JSON or None}``."""
        return {
            "stack": _plain(self.stack),
            "pending": None if self.pending is None else self.pending.to_json(),
        }

    @staticmethod
    def load(
        rules: Rules[S],
        stack: Any,
        pending: Any,
        parse: Callable[[str], Action] = Action.parse,
    ) -> Flow[S]:
        """The flow saved by :meth:`to_json` (its ``stack`` and ``pending``); ``parse`` reads the
        options' texts. Raises :class:`LoadError` on data that is not a flow."""
        flow = Flow(rules)
        if not isinstance(stack, list):
            raise LoadError("stack", f"not a list of frames: {stack!r}"[:200])
        flow.stack = [rules.frame_from_json(frame) for frame in stack]
        if pending is not None:
            if not isinstance(pending, dict):
                raise LoadError("pending", f"not a decision: {pending!r}"[:200])
            try:
                seat = int(pending["seat"])
                kind = str(pending["kind"])
                texts = pending.get("options") or []
                ctx = pending["ctx"]
            except (KeyError, TypeError, ValueError) as error:
                raise LoadError("pending", f"not a decision: {error!r}") from error
            flow.pending = Decision(seat, rules.ask_from_json(kind, ctx), [parse(str(t)) for t in texts])
        return flow
