"""Chance mode: every roll a game makes becomes a chance node with its exact outcome probabilities.

Research tools that search over chance (OpenSpiel's algorithms, expectiminimax, value iteration)
need to see each roll before it happens, with what it may show and how likely each outcome is. The
games roll inside ``apply``; chance mode gets the rolls out without changing any game:

- the state's dice source is a :class:`ChanceDice`, which plays back the outcomes already chosen for
  the step under way and, at the first roll it has no outcome for, raises :class:`ChanceNeeded`
  with that roll's :class:`ChanceNode`;
- :func:`step` runs ``apply`` on a clone with the outcomes chosen so far: either the step completes
  (a new state at its next decision, or the end), or the clone is dropped and the node that stopped
  it is returned. Choosing an outcome and calling :func:`step` again with one outcome more replays
  the step from the same clone point, so a failed run leaves nothing behind.

The forms of a node (:attr:`ChanceNode.kind`):

- ``"die"``: one die of ``sides`` faces, each with probability exactly ``1/sides`` (the engine's dice
  are fair, ``Dice.roll``);
- ``"roll"`` (with ``rolls=True``): the dice a game throws together (``Dice.rolls``, ``count`` > 1)
  are one node over the distinct multisets of faces, each with its exact multinomial probability
  (462 outcomes for six six-sided dice instead of 6⁶ leaves); the game is handed the faces in
  ascending order, which is the same throw (a game reads a throw as a multiset);
- ``"deal"`` (with ``deals=N``): the first shuffle or blind pick of the game (``Dice.below``) waits
  for a node of ``N`` equally likely deals; deal ``k`` seeds every later shuffle and blind pick with
  a seed made from the game's seed and ``k``. Without ``deals`` the shuffles are sampled from the
  seed itself, and every game has the same deal.

A chance-mode game is still reproducible from its seed and its chance outcomes, and two states that
share a history share their decks. A chance-mode state saves (``to_json``) for inspection but is not
loaded back: research tools keep their own histories.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from collections import Counter
from collections.abc import Mapping, MutableSequence, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from noppa.engine.dice import Dice, ScriptError, SeededDice

if TYPE_CHECKING:
    from noppa.engine.actions import Action
    from noppa.engine.game import Game
    from noppa.engine.state import State

T = TypeVar("T")


Outcome = int | tuple[int, ...]
"""A chance outcome: a die's face, a roll's faces in ascending order, or a deal's number."""


@dataclass(frozen=True)
class ChanceNode:
    """A roll about to happen: one die, ``count`` dice thrown as one roll, or the deal.

    ``kind`` ``"die"``: faces ``1 … sides``, each ``1/sides``; ``"roll"``: every multiset of
    ``count`` faces of a d``sides`` (as an ascending tuple) with its multinomial probability;
    ``"deal"``: deals ``0 … sides − 1``, each ``1/sides``.
    """

    sides: int
    count: int = 1
    kind: Literal["die", "roll", "deal"] = "die"

    @property
    def outcomes(self) -> tuple[tuple[Outcome, Fraction], ...]:
        """Every outcome with its exact probability (they sum to 1), in a fixed order."""
        if self.kind == "roll":
            return roll_outcomes(self.count, self.sides)
        if self.kind == "deal":
            return tuple((deal, Fraction(1, self.sides)) for deal in range(self.sides))
        return tuple((face, Fraction(1, self.sides)) for face in range(1, self.sides + 1))


@cache
def roll_outcomes(count: int, sides: int) -> tuple[tuple[Outcome, Fraction], ...]:
    """Each distinct throw of ``count`` dice of ``sides`` faces (faces ascending) with its exact
    probability: count! / (m₁! m₂! …) / sides^count for face multiplicities m₁, m₂, …"""
    total = sides**count
    outcomes: list[tuple[Outcome, Fraction]] = []
    for faces in itertools.combinations_with_replacement(range(1, sides + 1), count):
        orders = math.factorial(count)
        for multiplicity in Counter(faces).values():
            orders //= math.factorial(multiplicity)
        outcomes.append((faces, Fraction(orders, total)))
    return tuple(outcomes)


def roll_outcome_count(count: int, sides: int) -> int:
    """How many distinct throws ``count`` dice of ``sides`` faces have: C(sides + count − 1, count)."""
    return math.comb(sides + count - 1, count)


def deal_seed(seed: int, deal: int) -> int:
    """The seed of the shuffles after deal ``deal`` of a game seeded ``seed`` (63 bits of SHA-256)."""
    digest = hashlib.sha256(f"noppa-deal:{seed}:{deal}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class ChanceNeeded(Exception):
    """Raised by :class:`ChanceDice` at a roll it has no outcome for: the step waits for chance.

    Not a :class:`~noppa.engine.RulesError`: it never reaches a player. :func:`step` catches it.
    """

    def __init__(self, node: ChanceNode) -> None:
        super().__init__(f"a {node.kind} ({node.count}d{node.sides}) is to happen")
        self.node = node

    @property
    def sides(self) -> int:
        """The faces of the die (or the number of deals)."""
        return self.node.sides


class ChanceDice(Dice):
    """The dice of a chance-mode state: chosen outcomes for rolls, a seeded source for shuffles.

    ``faces`` are the outcomes chosen so far for the step under way, used in order; the roll after
    them raises :class:`ChanceNeeded`. ``rolls``: dice thrown together (:meth:`rolls`) are one
    node. ``sampled`` answers :meth:`below` (shuffles, blind picks); ``None`` while the deal is to
    come (``deals`` equally likely deals, each seeding the shuffles from ``seed``).
    """

    def __init__(
        self,
        sampled: Dice | None,
        faces: Sequence[Outcome] = (),
        *,
        rolls: bool = False,
        deals: int = 0,
        seed: int = 0,
    ) -> None:
        if sampled is None and deals < 1:
            raise ValueError("chance dice without a shuffle source need deals ≥ 1")
        self.sampled = sampled
        self.faces: list[Outcome] = list(faces)
        self.position = 0
        self.grouped = rolls
        self.deals = deals
        self.seed = seed

    def _next(self, node: ChanceNode) -> Outcome:
        if self.position >= len(self.faces):
            raise ChanceNeeded(node)
        outcome = self.faces[self.position]
        self.position += 1
        return outcome

    def roll(self, sides: int) -> int:
        face = self._next(ChanceNode(sides))
        if not isinstance(face, int) or not 1 <= face <= sides:
            raise ScriptError(f"chance outcome #{self.position} is {face!r}, not a face of a d{sides}")
        return face

    def rolls(self, count: int, sides: int) -> list[int]:
        if not self.grouped or count < 2:
            return super().rolls(count, sides)
        faces = self._next(ChanceNode(sides, count, "roll"))
        if (
            not isinstance(faces, tuple)
            or len(faces) != count
            or any(not isinstance(f, int) or not 1 <= f <= sides for f in faces)
        ):
            raise ScriptError(f"chance outcome #{self.position} is {faces!r}, not a throw of {count}d{sides}")
        return sorted(faces)

    def _source(self) -> Dice:
        if self.sampled is None:
            deal = self._next(ChanceNode(self.deals, 1, "deal"))
            if not isinstance(deal, int) or not 0 <= deal < self.deals:
                last = self.deals - 1
                raise ScriptError(f"chance outcome #{self.position} is {deal!r}, not a deal 0 … {last}")
            self.sampled = SeededDice(deal_seed(self.seed, deal))
        return self.sampled

    def below(self, n: int) -> int:
        return self._source().below(n)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._source().shuffle(items)

    def to_json(self) -> dict[str, Any]:
        """``{kind: "chance", faces, position, sampled, …}``: for inspection, not for :func:`load_dice`."""
        return {
            "kind": "chance",
            "faces": [list(f) if isinstance(f, tuple) else f for f in self.faces],
            "position": self.position,
            "rolls": self.grouped,
            "deals": self.deals,
            "seed": self.seed,
            "sampled": None if self.sampled is None else self.sampled.to_json(),
        }

    def clone(self) -> ChanceDice:
        copy = ChanceDice(
            None if self.sampled is None else self.sampled.clone(),
            self.faces,
            rolls=self.grouped,
            deals=self.deals,
            seed=self.seed,
        )
        copy.position = self.position
        return copy


def _settle(state: State) -> State:
    dice = state.dice
    assert isinstance(dice, ChanceDice)
    if dice.position != len(dice.faces):
        raise ScriptError(f"{len(dice.faces) - dice.position} chance outcome(s) given that no die used")
    dice.faces = []
    dice.position = 0
    return state


def new_state(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    faces: Sequence[Outcome] = (),
    *,
    rolls: bool = False,
    deals: int = 0,
) -> State | ChanceNode:
    """A chance-mode game: the state at its first decision, or the next chance node of its set-up.

    ``seed`` seeds the shuffles (with ``deals``, the deals' shuffles); ``faces`` are the set-up's
    outcomes chosen so far; ``rolls`` and ``deals`` as in :class:`ChanceDice`.
    """
    sampled = None if deals else SeededDice(seed)
    dice = ChanceDice(sampled, faces, rolls=rolls, deals=deals, seed=seed)
    try:
        state = game.new_state(players, options=options, dice=dice)
    except ChanceNeeded as need:
        return need.node
    return _settle(state)


def step(state: State, action: Action | str, faces: Sequence[Outcome] = ()) -> State | ChanceNode:
    """``action`` applied to a copy of ``state`` with the chance outcomes ``faces``, or the node it
    waits for.

    ``state`` must be in chance mode (:func:`new_state` or :func:`chance_mode`) and is never
    changed. An illegal or malformed action raises as :meth:`State.apply` does.
    """
    if not isinstance(state.dice, ChanceDice):
        raise TypeError("the state is not in chance mode: start it with noppa.engine.chance.new_state")
    trial = state.clone()
    assert isinstance(trial.dice, ChanceDice)
    trial.dice.faces = list(faces)
    trial.dice.position = 0
    try:
        trial.apply(action)
    except ChanceNeeded as need:
        return need.node
    return _settle(trial)


def chance_mode(state: State, seed: int, *, rolls: bool = False) -> State:
    """A copy of ``state`` (at a decision) whose later rolls are chance nodes, shuffles seeded ``seed``
    (``rolls``: dice thrown together are one node)."""
    copy = state.clone()
    copy.dice = ChanceDice(SeededDice(seed), rolls=rolls, seed=seed)
    return copy
