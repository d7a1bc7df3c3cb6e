"""Key to the Kingdom as a :class:`noppa.engine.State`: its fields, the questions the rules ask of
it, and the engine hooks.

The rules run on the shared turn flow (:mod:`noppa.engine.flow`): a stack of typed steps
(state_frames.py) whose handlers are plain functions, listed in one table (state_flow.py) and
grouped by subject — state_turns.py (setup, the turn, dungeons, stealing), state_moves.py (moves,
losses, prisons, treasure places), state_hazards.py (the hazard and monster interpreter),
state_specials.py (Stone Circle, Wizard, Dark Bridge), state_board.py (whirlpools and magic) and
state_end.py (winning). This class holds the data they change and the small queries they share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction, State
from noppa.engine.flow import Ask, Decision, Flow, Frame
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.content.board import Board, Config, HazardGeometry, load_board
from noppa.games.key_to_the_kingdom.content.components import (
    BRIDGE_PIECES,
    CASES,
    COBRA,
    DIE,
    EQUIPMENT,
    KEY,
    TREASURES,
)
from noppa.games.key_to_the_kingdom.content.hazards import HazardRules, Node, load_hazards
from noppa.games.key_to_the_kingdom.content.monsters import MagicCard, Monster, load_magic, load_monsters
from noppa.games.key_to_the_kingdom.content.procedures import Method
from noppa.games.key_to_the_kingdom.rules import views
from noppa.games.key_to_the_kingdom.rules.state_flow import RULES
from noppa.games.key_to_the_kingdom.rules.state_frames import KingdomAsk, Setup
from noppa.games.key_to_the_kingdom.rules.state_model import (
    OTHER,
    TEAMS,
    Adventurer,
    Bridge,
    Endgame,
    InHazard,
    act,
)

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.key_to_the_kingdom.game import KeyToTheKingdomGame


_OPEN_METHODS: dict[tuple[int, tuple[str, ...], bool], tuple[Node, tuple[Method, ...]]] = {}
"""The escape methods of a node open to an adventurer, by the node (the hazards are loaded once and
kept), his equipment and whether a once-only method failed: the same few keys recur all game."""


_ANSWERS = RULES._answers
"""The answer handlers by ask class (what :meth:`Flow.ask` looks up)."""


class KeyToTheKingdomState(State):
    """A game of Key to the Kingdom. Seats play clockwise from the first player (KK-TURN-03)."""

    game: KeyToTheKingdomGame

    def __init__(
        self,
        game: KeyToTheKingdomGame,
        players: int,
        options: dict[str, OptionValue],
        dice: Dice,
        *,
        start: bool = True,
    ) -> None:
        """A new game (``start=False``: only the fields, for :func:`worlds.restore` to fill in)."""
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
        self.bridge = Bridge()
        self.current = 0
        self.first_player = 0
        self.flow: Flow[KeyToTheKingdomState] = Flow(RULES)
        self.flow.skipping = False  # no step is skipped before someone has left (state_flow.gone)
        self.first: int | None = None
        """The turn's roll, waiting to be the first roll of what the adventurer does this turn."""
        self.endgame: Endgame | None = None
        self.flip_blocked = False
        self.announced = False
        if start:
            self.push(Setup())
            self.run()

    # ------------------------------------------------------------------ the turn flow

    @property
    def pending(self) -> Decision[Ask] | None:
        """The decision the game waits for (None while the rules run or after the end)."""
        return self.flow.pending

    def run(self) -> None:
        """Run the rules on to the next decision (or the end)."""
        self.flow.run(self)
        self._legal = None

    def push(self, frame: Frame) -> None:
        """Schedule a step (the last pushed runs first)."""
        self.flow.stack.append(frame)

    def ask(self, seat: int, ask: Ask, options: Sequence[Action], *, secret: bool = False) -> None:
        """Stop for ``seat`` to choose among ``options`` (taken at once if there is only one).

        ``secret``: stop even for a single choice, because whether the player has a choice at all
        depends on what the other seats may not know (KK-SECRET-01).

        :meth:`Flow.ask`, inlined (every decision and every forced answer passes here).
        """
        decision = Decision(seat, ask, options)
        if len(decision.options) == 1 and not secret:
            _ANSWERS[type(ask)](self, decision, decision.options[0])
        else:
            self.flow.pending = decision

    def announce(self, seat: int, face: int | None = None, dk: str = "") -> None:
        """Log the start of the turn (with its roll ``face`` and where it sent the Demon King,
        ``dk``, when nothing was chosen before it)."""
        if not self.announced:
            self.announced = True
            if face is None:
                self.emit(events.Turn(seat=seat, number=self.turn))
            else:
                self.emit(events.Turn(seat=seat, number=self.turn, face=face, dk=dk))
        elif face is not None:
            self.emit(events.Roll(seat=seat, face=face, why="turn", dk=dk))

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
            self.emit(events.Roll(seat=seat, face=face, why=why))
        return face

    def roll_many(self, seat: int, why: str, count: int, settled: Callable[[list[int]], bool]) -> list[int]:
        """Up to ``count`` rolls, stopping as soon as ``settled`` says more cannot matter (quiet: the
        caller reports the faces)."""
        if count == 1:  # the usual trial: one die, nothing to settle
            return [self.roll(seat, why, quiet=True)]
        faces: list[int] = []
        while len(faces) < count and not (faces and settled(faces)):
            faces.append(self.roll(seat, why, quiet=True))
        return faces

    # ------------------------------------------------------------------ who and where

    def space_kind(self, space: str) -> str:
        """The kind of a space."""
        return self.board.spaces[space].kind

    def face_of(self, space: str) -> str:
        """The face a space lies on (a whirlpool ring lies on its side, present on both faces)."""
        return self.board.face(self.board.spaces[space])

    def set_config(self) -> None:
        """Recompute the walkable board after a fold changed."""
        self.cfg = self.board.config(self.folds)

    def seats_from_current(self) -> list[int]:
        """Every seat, clockwise from the player whose turn it is."""
        return [(self.current + i) % self.players for i in range(self.players)]

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (just ``seat`` without teams)."""
        for team in self.teams:
            if seat in team:
                return team
        return (seat,)

    def partners(self, seat: int) -> list[int]:
        """``seat``'s teammates."""
        if not self.teams:
            return []
        return [s for s in self.team_of(seat) if s != seat]

    def opponents_at(self, seat: int, space: str) -> list[int]:
        """Opponents on ``space`` who carry treasure cases one may steal (KK-TURN-07)."""
        found: list[int] = []
        team: tuple[int, ...] | None = None
        for a in self.advs:
            if a.cases and a.space == space and not a.escaped:  # the rarest condition first
                if team is None:
                    team = self.team_of(seat) if self.teams else (seat,)
                if a.seat not in team:
                    found.append(a.seat)
        return found

    # ------------------------------------------------------------------ cards and cases

    def lose_equipment(self, seat: int, kind: str, why: str) -> None:
        """``seat`` loses ``kind`` to his lost pile (KK-HAZ-04, KK-SETUP-08)."""
        adv = self.advs[seat]
        if kind in adv.equipment:
            adv.equipment.remove(kind)
            adv.lost.append(kind)
            self.emit(events.Lose(seat=seat, equipment=kind, why=why))

    def gain_equipment(self, seat: int, kind: str, why: str) -> None:
        """``seat`` takes ``kind`` back from his lost pile (one card of each kind at most, KK-HAZ-04)."""
        adv = self.advs[seat]
        if kind in adv.lost and kind not in adv.equipment:
            adv.lost.remove(kind)
            adv.equipment.append(kind)
            adv.equipment.sort(key=EQUIPMENT.index)
            self.emit(events.Regain(seat=seat, equipment=kind, why=why))

    def see(self, case: str, seat: int) -> None:
        """``seat`` looks into ``case`` (secretly: only he learns its card)."""
        seen = self.seen.setdefault(case, [])
        if seat not in seen:
            seen.append(seat)
            seen.sort()
        self.emit(events.CaseContent(seat=seat, case=case, treasure=self.contents[case], to=[seat]))

    def take_case(self, seat: int, case: str, why: str) -> None:
        """``seat`` takes ``case`` and looks inside."""
        self.where[case] = f"seat:{seat}"
        self.advs[seat].cases.append(case)
        self.emit(events.TakeCase(seat=seat, case=case, why=why))
        self.see(case, seat)

    def drop_case(self, seat: int, case: str, where: str, why: str) -> None:
        """``seat`` loses ``case`` to the lost pile (``lost``) or out of the game (``used``)."""
        adv = self.advs[seat]
        adv.cases.remove(case)
        self.where[case] = where
        self.emit(events.LoseCase(seat=seat, case=case, to_pile=where, why=why))

    def case_actions(self, seat: int, kind: str, *, allow_key: bool = True) -> list[Action]:
        """One action per case ``seat`` carries (the Key's case left out when ``allow_key`` is false)."""
        return [act(kind, case) for case in self.advs[seat].cases if allow_key or self.contents[case] != KEY]

    def lost_cases(self) -> list[str]:
        """Cases in the lost pile, by name (their contents stay hidden, KK-STONE-02, KK-WIZ-03)."""
        return [case for case in CASES if self.where.get(case) == "lost"]

    def deal_cases(self) -> None:
        """KK-SETUP-04: shuffle the six treasure cards and put one unseen into each named case."""
        cards = list(TREASURES)
        self.dice.shuffle(cards)
        self.contents = dict(zip(CASES, cards, strict=True))
        self.where = dict.fromkeys(CASES, "place")
        self.seen = {case: [] for case in CASES}

    # ------------------------------------------------------------------ treasures and winning

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

    def cobra_pause(self, seat: int) -> bool:
        """Whether ``seat`` stands free on a Snake Pit white dagger where the table cannot rule out
        that he carries the Cobra: his turn then stops before the roll whether he carries it (and may
        drop it) or not (KK-WIN-02, KK-SECRET-01)."""
        adv = self.advs[seat]
        return (
            adv.sit is None
            and self.board.spaces[adv.space].hazard == "snake-pit"
            and self.cobra_unknown(seat)
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

    def may_escape(self, seat: int) -> bool:
        """Whether ``seat`` may leave by the start area after someone won (KK-WIN-05, KK-WIN-02)."""
        return self.options["cobra"] == "never" or not self.carries(seat, COBRA)

    def winnable(self) -> bool:
        """Whether anyone can still win: the Key and a second treasure still in play (KK-WIN-01)."""
        if self.endgame is not None:
            return True
        if any(a.cobra_dropped for a in self.advs) and self.options["cobra"] != "never":
            return True
        countable = {t for t in TREASURES if t != KEY and (t != COBRA or self.options["cobra"] != "never")}
        return any(
            self.contents[c] in countable and self.where[c] not in ("used", "pit") for c in self.contents
        )

    # ------------------------------------------------------------------ inside a hazard

    def hazard_sit(self, seat: int) -> InHazard:
        """The situation of an adventurer the rules know to be inside a hazard."""
        sit = self.advs[seat].sit
        assert isinstance(sit, InHazard), f"seat {seat} is not in a hazard: {sit!r}"
        return sit

    def node_of(self, seat: int) -> Node:
        """The hazard node the adventurer is in."""
        sit = self.hazard_sit(seat)
        return self.rules[sit.hazard].nodes[sit.node]

    def geo_of(self, seat: int) -> HazardGeometry:
        """Where the hazard he is in lies."""
        return self.board.hazards[self.hazard_sit(seat).hazard]

    def open_methods(self, seat: int, node: Node) -> tuple[Method, ...]:
        """The escape methods open to the adventurer now (KK-HAZ-04: by his equipment)."""
        adv = self.advs[seat]
        sit = adv.sit
        failed = type(sit) is InHazard and bool(sit.failed)
        key = (id(node), tuple(adv.equipment), failed)
        cached = _OPEN_METHODS.get(key)
        if cached is not None and cached[0] is node:  # the same node, not one that took its id
            return cached[1]
        held = set(adv.equipment)
        found = tuple(m for m in node.methods if m.open_to(held, failed))
        _OPEN_METHODS[key] = (node, found)
        return found

    def may_face(self, seat: int) -> bool:
        """Whether the adventurer standing on a white dagger may face its hazard this turn."""
        adv = self.advs[seat]
        space = self.board.spaces[adv.space]
        rules = self.rules[space.hazard]
        geo = self.board.hazards[space.hazard]
        end = geo.end_of(adv.space)
        if rules.special == "dark-bridge":
            return self.bridge.builder in (-1, seat)
        if rules.special == "wizard":
            return not adv.wizard_done  # KK-WIZ-02: once per game
        if space.hazard == "magic-arch":
            if adv.arch_free:
                return False
            if end == "a" and adv.circle is not None:
                return False  # KK-ARCH-02: round the whole circle first
        return bool(rules.face[end])

    def track_square(self, geo: HazardGeometry, track: str, end: str, position: int) -> str:
        """The square ``position`` steps from end ``end`` along ``track`` (0 = that end's dagger)."""
        squares = geo.tracks[track]
        if position <= 0:
            return geo.end(end) if geo.ends else squares[0]
        if position > len(squares):
            return geo.end(OTHER[end]) if geo.ends else squares[-1]
        return squares[position - 1] if end == "a" else squares[len(squares) - position]

    def built_positions(self, end: str) -> set[int]:
        """The built pieces of the Dark Bridge, as positions 1–6 counted from end ``end``."""
        side = self.bridge.side
        built = self.bridge.built
        if not side:
            return set()
        from_a = (
            set(range(1, built + 1))
            if side == "a"
            else set(range(BRIDGE_PIECES - built + 1, BRIDGE_PIECES + 1))
        )
        return from_a if end == "a" else {BRIDGE_PIECES + 1 - p for p in from_a}

    def built_slots(self) -> frozenset[str]:
        """The slot squares that hold a bridge piece (for drawing)."""
        geo = self.board.hazards["dark-bridge"]
        return frozenset(self.track_square(geo, "slots", "a", p) for p in self.built_positions("a"))

    # ------------------------------------------------------------------ engine hooks

    def _legal_actions(self) -> tuple[Action, ...]:
        pending = self.flow.pending
        return () if pending is None else pending.options

    def _apply(self, action: Action) -> None:
        # Flow.answer, inlined: a decision is pending (the action was checked legal)
        flow = self.flow
        decision = flow.pending
        assert decision is not None
        flow.pending = None
        _ANSWERS[type(decision.ask)](self, decision, action)
        pending = flow.pending
        if pending is not None and self.outcome is None:
            self.to_act = pending.seat  # the answer asked the next decision itself
            return
        flow.run(self)

    shared = ("board", "rules", "monster_cards", "magic_cards", "cfg")

    def _reload_shared(self) -> None:
        self.board = load_board()
        self.rules = load_hazards()
        self.monster_cards = load_monsters()
        self.magic_cards = load_magic()
        self.cfg = self.board.config(self.folds)

    def _copy_mutables(self) -> None:
        self.advs = [a.copy() for a in self.advs]
        self.folds = dict(self.folds)
        self.contents = dict(self.contents)
        self.where = dict(self.where)
        self.seen = {case: list(seats) for case, seats in self.seen.items()}
        self.monster_deck = list(self.monster_deck)
        self.monster_used = list(self.monster_used)
        self.magic_deck = list(self.magic_deck)
        self.magic_used = list(self.magic_used)
        self.bridge = Bridge(self.bridge.side, self.bridge.built, self.bridge.builder)
        self.flow = self.flow.copy()
        if self.endgame is not None:
            self.endgame = self.endgame.copy()

    def _snapshot(self) -> dict[str, Any]:
        return views.snapshot(self)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def public_view(self) -> dict[str, Any]:
        return views.public(self)  # what every seat sees alike, made once for all (views.py)

    def _seat_view(self, public: Any, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, public, seat)

    def _why_illegal(self, action: Action) -> IllegalAction:
        """The refusal given by the pending decision (the rules that decided its options), named
        for players by the game's words."""
        decision = self.pending
        if decision is None:
            refusal = IllegalAction("kk.error.nothing_to_decide", action=action.text)
        else:
            assert isinstance(decision.ask, KingdomAsk), decision
            refusal = decision.ask.refuse(action, decision.options)
        return self.game.words.refusal(self, refusal)
