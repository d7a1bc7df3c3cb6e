"""The state of a Key to the Kingdom game: its fields, the step loop and the shared helpers.

The rules run as a stack of small steps (``frames``): each step does one thing — roll the turn's
die, resolve a hazard node, offer a move — and may push further steps or stop at a decision
(:class:`Decision`). A decision with a single choice is taken at once, so the state only stops
where a player truly chooses. Frames and decisions are plain lists and dicts, so a state copies,
saves and loads exactly. The rules themselves live in the mixins (state_turns.py,
state_hazards.py, state_specials.py, state_board.py, state_end.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from noppa.engine import Action, State
from noppa.games.key_to_the_kingdom.board import Board, Config, load_board
from noppa.games.key_to_the_kingdom.content import CASES, COBRA, DIE, EQUIPMENT, KEY, TREASURES
from noppa.games.key_to_the_kingdom.hazards import HazardRules, load_hazards
from noppa.games.key_to_the_kingdom.monsters import MagicCard, Monster, load_magic, load_monsters

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue

Frame = list[Any]
"""One pending step: ``[op, args...]`` (JSON-safe)."""

_ACTIONS: dict[tuple[str, str], Action] = {}


def act(kind: str, arg: str = "") -> Action:
    """The (interned) action ``kind`` or ``kind:arg``."""
    key = (kind, arg)
    found = _ACTIONS.get(key)
    if found is None:
        found = Action(kind, (arg,) if arg else ())
        _ACTIONS[key] = found
    return found


ROLL = act("roll")
PASS = act("pass")

TEAMS: dict[str, tuple[tuple[int, ...], ...]] = {
    "none": (),
    "2x2": ((0, 2), (1, 3)),
    "3x2": ((0, 3), (1, 4), (2, 5)),
}
"""Partners sit opposite each other (KK-TEAM-01)."""
TEAM_PLAYERS = {"2x2": 4, "3x2": 6}


class Adventurer:
    """One seat's adventurer and cards. ``sit`` is his situation (None when free to move)."""

    __slots__ = (
        "arch_free",
        "cases",
        "circle",
        "cobra_dropped",
        "equipment",
        "escaped",
        "had_magic",
        "lost",
        "magic",
        "no_enter",
        "seat",
        "sit",
        "space",
        "wizard_done",
    )

    def __init__(self, seat: int, space: str) -> None:
        self.seat = seat
        self.space = space
        self.sit: dict[str, Any] | None = None
        self.equipment: list[str] = []
        self.lost: list[str] = []
        self.cases: list[str] = []
        self.magic = ""
        self.had_magic = False
        self.wizard_done = False
        self.escaped = False
        self.circle: list[str] | None = None
        self.arch_free = 0
        """Turns left in which the Magic Arch lets him pass freely (KK-WIZ-03)."""
        self.no_enter = ""
        self.cobra_dropped = False

    def copy(self) -> Adventurer:
        """An independent copy."""
        new = Adventurer(self.seat, self.space)
        new.sit = None if self.sit is None else dict(self.sit)
        new.equipment = self.equipment.copy()
        new.lost = self.lost.copy()
        new.cases = self.cases.copy()
        new.magic = self.magic
        new.had_magic = self.had_magic
        new.wizard_done = self.wizard_done
        new.escaped = self.escaped
        new.circle = None if self.circle is None else self.circle.copy()
        new.arch_free = self.arch_free
        new.no_enter = self.no_enter
        new.cobra_dropped = self.cobra_dropped
        return new

    def to_json(self) -> dict[str, Any]:
        """Everything about him, secrets included (the case contents are kept by the state)."""
        return {
            "space": self.space,
            "sit": None if self.sit is None else dict(self.sit),
            "equipment": list(self.equipment),
            "lost": list(self.lost),
            "cases": list(self.cases),
            "magic": self.magic,
            "had_magic": self.had_magic,
            "wizard_done": self.wizard_done,
            "escaped": self.escaped,
            "circle": None if self.circle is None else list(self.circle),
            "arch_free": self.arch_free,
            "no_enter": self.no_enter,
            "cobra_dropped": self.cobra_dropped,
        }

    @staticmethod
    def from_json(seat: int, data: dict[str, Any]) -> Adventurer:
        """Inverse of :meth:`to_json`."""
        adv = Adventurer(seat, str(data["space"]))
        adv.sit = None if data["sit"] is None else dict(data["sit"])
        adv.equipment = [str(e) for e in data["equipment"]]
        adv.lost = [str(e) for e in data["lost"]]
        adv.cases = [str(c) for c in data["cases"]]
        adv.magic = str(data["magic"])
        adv.had_magic = bool(data["had_magic"])
        adv.wizard_done = bool(data["wizard_done"])
        adv.escaped = bool(data["escaped"])
        adv.circle = None if data["circle"] is None else [str(s) for s in data["circle"]]
        adv.arch_free = int(data["arch_free"])
        adv.no_enter = str(data["no_enter"])
        adv.cobra_dropped = bool(data["cobra_dropped"])
        return adv


class Decision:
    """A choice the rules give ``seat`` now: ``kind`` names it, ``options`` are the legal actions."""

    __slots__ = ("ctx", "kind", "options", "seat")

    def __init__(self, seat: int, kind: str, options: Sequence[Action], ctx: dict[str, Any]) -> None:
        self.seat = seat
        self.kind = kind
        self.options = tuple(options)
        self.ctx = ctx

    def to_json(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "options": [a.text for a in self.options],
            "ctx": self.ctx,
        }


class KKBase(State):
    """Fields and machinery shared by every part of the rules."""

    OPS: ClassVar[dict[str, Callable[..., None]]] = {}
    ANSWERS: ClassVar[dict[str, Callable[..., None]]] = {}

    def __init__(self, game: Any, players: int, options: dict[str, OptionValue], dice: Dice) -> None:
        super().__init__(game, players, options, dice)
        self.board: Board = load_board()
        self.rules: dict[str, HazardRules] = load_hazards()
        self.monster_cards: dict[str, Monster] = load_monsters()
        self.magic_cards: dict[str, MagicCard] = load_magic()
        self.long = options["version"] == "long"
        self.teams = TEAMS[str(options["teams"])]
        self.folds = {"west": "in", "east": "in"}  # KK-SETUP-01: both flaps start folded inward
        self.cfg: Config = self.board.config(self.folds)
        self.dk: str = self.board.start  # KK-SETUP-06: the Demon King starts on the start area
        self.dk_number = 0
        self.advs = [Adventurer(seat, self.board.start) for seat in range(players)]
        self.contents: dict[str, str] = {}
        """The treasure card in each case (secret: KK-SETUP-04)."""
        self.where: dict[str, str] = {}
        """Where each case is: ``place``, ``seat:N``, ``lost``, ``used`` or ``pit``."""
        self.seen: dict[str, list[int]] = {}
        """Who has looked into each case: a holder sees his cases, and remembers."""
        self.monster_deck: list[str] = []
        self.monster_used: list[str] = []
        self.magic_deck: list[str] = []
        self.magic_used: list[str] = []
        # KK-SETUP-02: the six bridge pieces start beside the board (the Dark Bridge unbuilt)
        self.bridge: dict[str, Any] = {"side": "", "built": 0, "builder": -1}
        """The Dark Bridge: the end it was built from, the pieces built, a builder waiting to roll."""
        self.current = 0
        self.first_player = 0
        self.stack: list[Frame] = []
        self.pending: Decision | None = None
        self.first: int | None = None
        """The turn's roll, waiting to be the first roll of what the adventurer does this turn."""
        self.endgame: dict[str, Any] | None = None
        self.flip_blocked = False
        self.announced = False

    # ------------------------------------------------------------------ the step loop

    def _run(self) -> None:
        ops = self.OPS
        stack = self.stack
        while self.pending is None and self.outcome is None:
            if not stack:
                stack.append(["next"])
            frame = stack.pop()
            ops[frame[0]](self, *frame[1:])
        self.to_act = None if self.outcome is not None or self.pending is None else self.pending.seat
        self._legal = None

    def push(self, *frame: Any) -> None:
        """Schedule a step (the last pushed runs first)."""
        self.stack.append(list(frame))

    def ask(
        self, seat: int, kind: str, options: Sequence[Action], *, secret: bool = False, **ctx: Any
    ) -> None:
        """Stop for ``seat`` to choose among ``options`` (taken at once if there is only one).

        ``secret``: stop even for a single choice, because whether the player has a choice at all
        depends on what the other seats may not know (KK-SECRET-01).
        """
        decision = Decision(seat, kind, options, ctx)
        if len(decision.options) == 1 and not secret:
            self.answer(decision, decision.options[0])
        else:
            self.pending = decision

    def answer(self, decision: Decision, action: Action) -> None:
        """Carry out ``action`` for ``decision``."""
        self.ANSWERS[decision.kind](self, decision, action)

    def _legal_actions(self) -> tuple[Action, ...]:
        return () if self.pending is None else self.pending.options

    def _apply(self, action: Action) -> None:
        decision = self.pending
        assert decision is not None
        self.pending = None
        self.answer(decision, action)
        self._run()

    # ------------------------------------------------------------------ dice

    def roll(self, seat: int, why: str, *, quiet: bool = False) -> int:
        """One roll of the eight-sided die (the turn's roll, if it is still waiting to be used).

        A ``quiet`` roll is reported by the caller's own event (which carries the face).
        """
        first = self.first
        if first is not None:
            self.first = None
            return first
        face = self.dice.roll(DIE)
        if not quiet:
            self.emit("roll", seat=seat, face=face, why=why)
        return face

    def roll_many(self, seat: int, why: str, count: int, settled: Callable[[list[int]], bool]) -> list[int]:
        """Up to ``count`` rolls, stopping as soon as ``settled`` says more cannot matter (quiet: the
        caller reports the faces)."""
        faces: list[int] = []
        while len(faces) < count and not (faces and settled(faces)):
            faces.append(self.roll(seat, why, quiet=True))
        return faces

    # ------------------------------------------------------------------ shared helpers

    def space_kind(self, space: str) -> str:
        """The kind of a space."""
        return self.board.spaces[space].kind

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (just ``seat`` without teams)."""
        for team in self.teams:
            if seat in team:
                return team
        return (seat,)

    def partners(self, seat: int) -> list[int]:
        """``seat``'s teammates."""
        return [s for s in self.team_of(seat) if s != seat]

    def opponents_at(self, seat: int, space: str) -> list[int]:
        """Opponents on ``space`` who carry treasure cases one may steal (KK-TURN-07)."""
        team = self.team_of(seat)
        return [
            a.seat for a in self.advs if a.space == space and a.seat not in team and not a.escaped and a.cases
        ]

    def lose_equipment(self, seat: int, kind: str, why: str) -> None:
        """``seat`` loses ``kind`` to his lost pile (KK-HAZ-04, KK-SETUP-08)."""
        adv = self.advs[seat]
        if kind in adv.equipment:
            adv.equipment.remove(kind)
            adv.lost.append(kind)
            self.emit("lose", seat=seat, equipment=kind, why=why)

    def gain_equipment(self, seat: int, kind: str, why: str) -> None:
        """``seat`` takes ``kind`` back from his lost pile (one card of each kind at most, KK-HAZ-04)."""
        adv = self.advs[seat]
        if kind in adv.lost and kind not in adv.equipment:
            adv.lost.remove(kind)
            adv.equipment.append(kind)
            adv.equipment.sort(key=EQUIPMENT.index)
            self.emit("regain", seat=seat, equipment=kind, why=why)

    def see(self, case: str, seat: int) -> None:
        """``seat`` looks into ``case`` (secretly: only he learns its card)."""
        seen = self.seen.setdefault(case, [])
        if seat not in seen:
            seen.append(seat)
            seen.sort()
        self.emit("case_content", seat=seat, case=case, treasure=self.contents[case], to=[seat])

    def take_case(self, seat: int, case: str, why: str) -> None:
        """``seat`` takes ``case`` and looks inside."""
        self.where[case] = f"seat:{seat}"
        self.advs[seat].cases.append(case)
        self.emit("take_case", seat=seat, case=case, why=why)
        self.see(case, seat)

    def drop_case(self, seat: int, case: str, where: str, why: str) -> None:
        """``seat`` loses ``case`` to the lost pile (``lost``) or out of the game (``used``)."""
        adv = self.advs[seat]
        adv.cases.remove(case)
        self.where[case] = where
        self.emit("lose_case", seat=seat, case=case, to_pile=where, why=why)

    def case_actions(self, seat: int, kind: str, *, allow_key: bool = True) -> list[Action]:
        """One action per case ``seat`` carries (the Key's case left out when ``allow_key`` is false)."""
        return [act(kind, case) for case in self.advs[seat].cases if allow_key or self.contents[case] != KEY]

    def lost_cases(self) -> list[str]:
        """Cases in the lost pile, by name (their contents stay hidden, KK-STONE-02, KK-WIZ-03)."""
        return [case for case in CASES if self.where.get(case) == "lost"]

    def set_config(self) -> None:
        """Recompute the walkable board after a fold changed."""
        self.cfg = self.board.config(self.folds)

    def carries(self, seat: int, treasure: str) -> bool:
        """Whether ``seat`` carries ``treasure`` (the state knows; players know only their own)."""
        return any(self.contents[c] == treasure for c in self.advs[seat].cases)

    def cobra_unknown(self, seat: int) -> bool:
        """Whether the table cannot rule out that ``seat`` carries the Cobra (``cobra=drop``, he
        carries a case and the Cobra is not yet in the Snake Pit): then his Snake Pit pauses are the
        same whether he carries it or not (KK-SECRET-01)."""
        return (
            self.options["cobra"] == "drop"
            and bool(self.advs[seat].cases)
            and "pit" not in self.where.values()
        )

    def counted_treasures(self, seat: int) -> int:
        """Treasures other than the Key that count for winning (KK-WIN-01, KK-WIN-02)."""
        adv = self.advs[seat]
        never = self.options["cobra"] == "never"
        count = sum(1 for c in adv.cases if self.contents[c] not in (KEY, COBRA))
        if adv.cobra_dropped and not never:
            count += 1
        return count

    def can_leave(self, seat: int) -> bool:
        """Whether ``seat`` may leave the Kingdom as a winner: the Key and another treasure, and no
        Cobra still carried (KK-WIN-01, KK-WIN-02)."""
        if self.options["cobra"] != "never" and self.carries(seat, COBRA):
            return False
        return self.carries(seat, KEY) and self.counted_treasures(seat) >= 1

    # ------------------------------------------------------------------ rules defined by the mixins

    def node_of(self, seat: int) -> Any:
        raise NotImplementedError

    def open_methods(self, seat: int, node: Any) -> list[Any]:
        raise NotImplementedError

    def may_face(self, seat: int) -> bool:
        raise NotImplementedError

    def face_hazard(self, seat: int, turn_roll: int) -> None:
        raise NotImplementedError

    def arrive_at_hazard(self, seat: int, dagger: str, unused: int) -> None:
        raise NotImplementedError

    def dark_bridge(self, seat: int, end: str) -> None:
        raise NotImplementedError

    def special_node(self, seat: int) -> None:
        raise NotImplementedError

    def wizard_reward(self, seat: int, kind: str) -> None:
        raise NotImplementedError

    def circle_arrival(self, seat: int) -> None:
        raise NotImplementedError

    def circle_try(self, seat: int) -> None:
        raise NotImplementedError

    def circle_return(self, seat: int) -> None:
        raise NotImplementedError

    def jump_into(self, seat: int, ring: str) -> None:
        raise NotImplementedError

    def trapped_try(self, seat: int, face: int) -> None:
        raise NotImplementedError

    def key_magic(self, seat: int) -> None:
        raise NotImplementedError

    def win(self, seat: int, how: str, partner: int | None = None) -> None:
        raise NotImplementedError

    def escape(self, seat: int) -> None:
        raise NotImplementedError

    def endgame_next(self) -> None:
        raise NotImplementedError

    def endgame_turn_done(self, seat: int) -> None:
        raise NotImplementedError

    def check_winnable(self) -> None:
        raise NotImplementedError

    def announce(self, seat: int, **roll: Any) -> None:
        raise NotImplementedError

    def may_escape(self, seat: int) -> bool:
        """Whether ``seat`` may leave by the start area after someone won (KK-WIN-05, KK-WIN-02)."""
        return self.options["cobra"] == "never" or not self.carries(seat, COBRA)


def deal_cases(state: KKBase) -> None:
    """KK-SETUP-04: shuffle the six treasure cards and put one unseen into each named case."""
    cards = list(TREASURES)
    state.dice.shuffle(cards)
    state.contents = dict(zip(CASES, cards, strict=True))
    state.where = dict.fromkeys(CASES, "place")
    state.seen = {case: [] for case in CASES}
