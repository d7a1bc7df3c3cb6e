"""A Key to the Kingdom position written down, and the game built from it (``Game.position``).

As python-chess builds a board from a FEN, :class:`Position` says where everyone stands and what
they hold; :func:`build` makes the state and starts the turn of ``current`` by the rules, so the
game waits at that turn's first decision (or plays on by itself up to one). Tests, tutorials and bug
reports use it instead of writing a state's fields. Its JSON form::

    {"seats": [{"space": "dc/t4", "cases": ["glass-bridge"]},
               {"space": "dc/castle-dungeon", "situation": {"k": "dungeon", "pl": "devils-castle"}}],
     "current": 0, "demon_king": "im/t2", "folds": {"west": "out", "east": "in"}}

Everything left out is as at the start of a game: adventurers on the start area with all eight
equipment cards, the Demon King on the start area, both sides folded in, case ``i`` holding
treasure ``i`` (:data:`~noppa.games.key_to_the_kingdom.content.components.CASES`,
:data:`~noppa.games.key_to_the_kingdom.content.components.TREASURES`), the decks in card-data order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NoReturn

import msgspec

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.components import BRIDGE_PIECES, CASES, EQUIPMENT, TREASURES
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_frames import Turn
from noppa.games.key_to_the_kingdom.rules.state_model import (
    Adventurer,
    Bridge,
    Dungeon,
    Endgame,
    InHazard,
    Situation,
)

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.key_to_the_kingdom.game import KeyToTheKingdomGame

__all__ = ["Folds", "Position", "SeatPosition", "build"]


class SeatPosition(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """One adventurer: where he stands, his cards, and what holds him.

    ``space``: a space id ("" for the start area). ``equipment``: his cards (``None``: all eight).
    ``lost``: equipment in his lost pile. ``cases``: the treasure cases he carries (he has looked
    into each). ``magic``: his magic card ("" for none). ``situation``: ``None`` when free to move,
    else as a save writes it: ``{"k": "dungeon", "pl": place, "c": tries}``,
    ``{"k": "trapped", "c": tries}``, ``{"k": "circle", "m": "return"}`` or
    ``{"k": "hz", "h": hazard, "n": node, "d": end}``. ``wizard_done``: the Wizard's task is behind
    him (KK-WIZ-02); ``cobra_dropped``: he dropped the Cobra into the Snake Pit (KK-WIN-02);
    ``had_magic``: he has had his one magic card (KK-MAGIC-03); ``escaped``: he has left the
    Kingdom (KK-WIN-05); ``circle``: the circle spaces still to walk round before the Magic Arch
    (KK-ARCH-02); ``arch_free``: turns the Arch still lets him pass (KK-WIZ-03).
    """

    space: str = ""
    equipment: list[str] | None = None
    lost: list[str] = msgspec.field(default_factory=list)
    cases: list[str] = msgspec.field(default_factory=list)
    magic: str = ""
    situation: Situation | None = None
    wizard_done: bool = False
    cobra_dropped: bool = False
    had_magic: bool = False
    escaped: bool = False
    circle: list[str] | None = None
    arch_free: int = 0


class Folds(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """How each side of the board lies: folded ``in`` (as at the start, KK-SETUP-01) or ``out``."""

    west: Literal["in", "out"] = "in"
    east: Literal["in", "out"] = "in"


class Position(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A Key to the Kingdom position (``KeyToTheKingdomGame.position_type``).

    ``seats``: one :class:`SeatPosition` per player (2–6; the player count). ``current``: the seat
    whose turn begins (the game stands at its first decision); ``turn``: that turn's number.
    ``demon_king``: his space ("" for the start area) and ``dk_number`` the number he stands on
    (0 for none). ``folds``: the board's sides. ``contents``: the treasure in each case (all six, or
    ``None`` for case ``i`` holding treasure ``i``); ``lost_cases``: cases in the lost pile,
    ``used_cases``: cases out of the game, ``pit_case``: the Cobra's case dropped into the Snake Pit;
    ``seen``: seats who have looked into a case they no longer hold (a holder always has).
    ``monster_deck``/``magic_deck``: the decks, the next card last (``None``: every card, in data
    order), ``monster_used``/``magic_used``: the cards played. ``bridge_side``/``bridge_built``: the
    end the Dark Bridge was built from and its pieces, ``bridge_builder``: a builder waiting to roll
    again (-1: none). ``endgame``: after the first escape, the winners, who escaped since, the last
    turns left to each seat and how the winners left (KK-WIN-05).
    """

    seats: list[SeatPosition]
    current: int = 0
    turn: int = 1
    demon_king: str = ""
    dk_number: int = 0
    folds: Folds = msgspec.field(default_factory=Folds)
    contents: dict[str, str] | None = None
    lost_cases: list[str] = msgspec.field(default_factory=list)
    used_cases: list[str] = msgspec.field(default_factory=list)
    pit_case: str = ""
    seen: dict[str, list[int]] = msgspec.field(default_factory=dict)
    monster_deck: list[str] | None = None
    monster_used: list[str] = msgspec.field(default_factory=list)
    magic_deck: list[str] | None = None
    magic_used: list[str] = msgspec.field(default_factory=list)
    bridge_side: Literal["", "a", "b"] = ""
    bridge_built: int = 0
    bridge_builder: int = -1
    endgame: Endgame | None = None


def build(
    game: KeyToTheKingdomGame,
    spec: Position,
    options: dict[str, OptionValue],
    dice: Dice,
    where: str,
) -> KeyToTheKingdomState:
    """The state ``spec`` describes, at the first decision of ``spec.current``'s turn.

    Raises :class:`LoadError` naming the entry (``position.seats[1].space``) for a position the
    rules cannot reach."""
    players = len(spec.seats)
    if players not in game.player_counts:
        raise LoadError(f"{where}.seats", f"2 to 6 adventurers, got {players}")
    state = KeyToTheKingdomState(game, players, options, dice, start=False)
    check = _Check(state, where)
    state.folds = {"west": spec.folds.west, "east": spec.folds.east}
    state.set_config()
    state.dk = check.space("demon_king", spec.demon_king or state.board.start)
    if not 0 <= spec.dk_number <= 8:
        check.fail("dk_number", f"a Demon King number 1–8 (or 0), got {spec.dk_number}")
    state.dk_number = spec.dk_number
    state.contents = check.contents(spec.contents)
    state.where = dict.fromkeys(CASES, "place")
    state.seen = {case: [] for case in CASES}
    state.advs = [check.seat(seat, entry) for seat, entry in enumerate(spec.seats)]
    for entry, cases in (("lost_cases", spec.lost_cases), ("used_cases", spec.used_cases)):
        for case in cases:
            check.free_case(entry, case)
            state.where[case] = entry.removesuffix("_cases")
    if spec.pit_case:
        check.free_case("pit_case", spec.pit_case)
        state.where[spec.pit_case] = "pit"
    for case, seats in spec.seen.items():
        if case not in state.seen or any(not 0 <= seat < players for seat in seats):
            check.fail("seen", f"{case!r}: a treasure case and the seats who have looked into it")
        state.seen[case] = sorted(set(state.seen[case]) | set(seats))
    cards = list(state.monster_cards)
    state.monster_deck = check.deck("monster_deck", spec.monster_deck, cards, spec.monster_used)
    state.monster_used = check.deck("monster_used", spec.monster_used, cards, [])
    cards = list(state.magic_cards)
    state.magic_deck = check.deck("magic_deck", spec.magic_deck, cards, spec.magic_used)
    state.magic_used = check.deck("magic_used", spec.magic_used, cards, [])
    if not 0 <= spec.bridge_built <= BRIDGE_PIECES or bool(spec.bridge_side) != bool(spec.bridge_built):
        check.fail("bridge_built", "pieces 1–6 built from a side 'a' or 'b', or none and no side")
    if not -1 <= spec.bridge_builder < players:
        check.fail("bridge_builder", f"a seat or -1, got {spec.bridge_builder}")
    state.bridge = Bridge(spec.bridge_side, spec.bridge_built, spec.bridge_builder)
    state.endgame = None if spec.endgame is None else spec.endgame.copy()
    state.flow.skipping = any(adv.escaped for adv in state.advs)
    if not 0 <= spec.current < players or state.advs[spec.current].escaped:
        check.fail("current", f"no adventurer in the Kingdom at seat {spec.current}")
    if spec.turn < 1:
        check.fail("turn", f"turns count from 1, got {spec.turn}")
    state.current = state.first_player = spec.current
    state.turn = spec.turn - 1  # the turn that begins counts itself
    state.push(Turn(spec.current))
    state.run()
    return state


class _Check:
    """The checks of one position, each naming its entry."""

    def __init__(self, state: KeyToTheKingdomState, where: str) -> None:
        self.state = state
        self.where = where

    def fail(self, entry: str, problem: str) -> NoReturn:
        raise LoadError(f"{self.where}.{entry}", problem)

    def space(self, entry: str, sid: str) -> str:
        if sid not in self.state.cfg.present:
            self.fail(entry, f"{sid!r} is not a space of the board as it lies")
        return sid

    def contents(self, given: dict[str, str] | None) -> dict[str, str]:
        if given is None:
            return dict(zip(CASES, TREASURES, strict=True))
        if sorted(given) != sorted(CASES) or sorted(given.values()) != sorted(TREASURES):
            self.fail("contents", f"each of the cases {', '.join(CASES)} holds one of {', '.join(TREASURES)}")
        return dict(given)

    def free_case(self, entry: str, case: str) -> None:
        if self.state.where.get(case) != "place":
            self.fail(entry, f"{case!r} is not a treasure case still free")

    def deck(self, entry: str, given: list[str] | None, cards: list[str], used: list[str]) -> list[str]:
        if given is None:
            return [card for card in cards if card not in used]
        unknown = [card for card in given if card not in cards]
        if unknown or len(set(given)) != len(given):
            self.fail(entry, f"unknown or repeated cards: {unknown or given}")
        return list(given)

    def seat(self, seat: int, entry: SeatPosition) -> Adventurer:
        """The adventurer ``entry`` describes (his cases taken and seen)."""
        state = self.state
        at = f"seats[{seat}]"
        adv = Adventurer(seat, self.space(f"{at}.space", entry.space or state.board.start))
        for name, cards in (("equipment", entry.equipment or []), ("lost", entry.lost)):
            bad = [card for card in cards if card not in EQUIPMENT]
            if bad or len(set(cards)) != len(cards):
                self.fail(
                    f"{at}.{name}",
                    f"unknown or repeated equipment {bad or cards}; cards: {', '.join(EQUIPMENT)}",
                )
        adv.equipment = (
            list(EQUIPMENT) if entry.equipment is None else sorted(entry.equipment, key=EQUIPMENT.index)
        )
        if set(adv.equipment) & set(entry.lost):
            self.fail(f"{at}.lost", "a card cannot be both held and lost")
        adv.lost = list(entry.lost)
        for case in entry.cases:
            if state.where.get(case) != "place":
                self.fail(f"{at}.cases", f"{case!r} is not a treasure case still free")
            state.where[case] = f"seat:{seat}"
            state.seen[case].append(seat)
            adv.cases.append(case)
        if entry.magic and entry.magic not in state.magic_cards:
            self.fail(f"{at}.magic", f"{entry.magic!r} is not a magic card")
        adv.magic = entry.magic
        adv.had_magic = entry.had_magic or bool(entry.magic)
        adv.sit = self.situation(f"{at}.situation", entry.situation)
        adv.wizard_done = entry.wizard_done
        adv.cobra_dropped = entry.cobra_dropped
        adv.escaped = entry.escaped
        adv.circle = None if entry.circle is None else [self.space(f"{at}.circle", s) for s in entry.circle]
        adv.arch_free = entry.arch_free
        return adv

    def situation(self, entry: str, sit: Situation | None) -> Situation | None:
        state = self.state
        if isinstance(sit, Dungeon) and sit.place not in state.board.places:
            self.fail(entry, f"{sit.place!r} is not a treasure place")
        if isinstance(sit, InHazard):
            rules = state.rules.get(sit.hazard)
            if rules is None or sit.node not in rules.nodes or sit.end not in ("a", "b"):
                self.fail(entry, f"no node {sit.node!r} from end {sit.end!r} in hazard {sit.hazard!r}")
        return sit
