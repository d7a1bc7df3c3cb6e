"""Chance mode: every die a game rolls becomes a chance node with its exact outcome probabilities.

Research tools that search over chance (OpenSpiel's algorithms, expectiminimax, value iteration)
need to see each roll before it happens, with what it may show and how likely each face is. The
games roll inside ``apply``; chance mode gets the rolls out without changing any game:

- the state's dice source is a :class:`ChanceDice`, which plays back the faces already chosen for
  the step under way and, at the first die it has no face for, raises :class:`ChanceNeeded`
  with that die's sides;
- :func:`step` runs ``apply`` on a clone with the faces chosen so far: either the step completes
  (a new state at its next decision, or the end), or the clone is dropped and the die that stopped
  it is returned as a :class:`ChanceNode`. Choosing a face and calling :func:`step` again with one
  face more replays the step from the same clone point, so every die draw is one chance node and a
  failed run leaves nothing behind.

A die of ``sides`` faces shows each face with probability exactly ``1/sides`` (the engine's dice
are fair, ``Dice.roll``). Shuffles and blind picks (``Dice.below``) stay *sampled*: they come from
the seeded source inside the :class:`ChanceDice`, so a chance-mode game is still reproducible from
its seed, and two states that share a history share their decks. A chance-mode state saves
(``to_json``) for inspection but is not loaded back: research tools keep their own histories.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableSequence, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, TypeVar

from noppa.engine.dice import Dice, ScriptError, SeededDice

if TYPE_CHECKING:
    from noppa.engine.actions import Action
    from noppa.engine.game import Game
    from noppa.engine.state import State

T = TypeVar("T")


class ChanceNeeded(Exception):
    """Raised by :class:`ChanceDice` at a die it has no face for: the step waits for chance.

    Not a :class:`~noppa.engine.RulesError`: it never reaches a player. :func:`step` catches it.
    """

    def __init__(self, sides: int) -> None:
        super().__init__(f"a d{sides} is to be rolled")
        self.sides = sides


class ChanceDice(Dice):
    """The dice of a chance-mode state: forced faces for dice, a seeded source for shuffles.

    ``faces`` are the faces chosen so far for the step under way, used in order; the die after them
    raises :class:`ChanceNeeded`. ``sampled`` answers :meth:`below` (shuffles, blind picks).
    """

    def __init__(self, sampled: Dice, faces: Sequence[int] = ()) -> None:
        self.sampled = sampled
        self.faces = list(faces)
        self.position = 0

    def roll(self, sides: int) -> int:
        if self.position >= len(self.faces):
            raise ChanceNeeded(sides)
        face = self.faces[self.position]
        if not 1 <= face <= sides:
            raise ScriptError(f"chance outcome #{self.position + 1} is {face}, not a face of a d{sides}")
        self.position += 1
        return face

    def below(self, n: int) -> int:
        return self.sampled.below(n)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.sampled.shuffle(items)

    def to_json(self) -> dict[str, Any]:
        """``{kind: "chance", faces, position, sampled}``: for inspection, not for :func:`load_dice`."""
        return {
            "kind": "chance",
            "faces": list(self.faces),
            "position": self.position,
            "sampled": self.sampled.to_json(),
        }

    def clone(self) -> ChanceDice:
        copy = ChanceDice(self.sampled.clone(), self.faces)
        copy.position = self.position
        return copy


@dataclass(frozen=True)
class ChanceNode:
    """A die about to be rolled: its faces ``1 … sides``, each with probability ``1/sides``."""

    sides: int

    @property
    def outcomes(self) -> tuple[tuple[int, Fraction], ...]:
        """Every face with its exact probability (they sum to 1)."""
        return tuple((face, Fraction(1, self.sides)) for face in range(1, self.sides + 1))


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
    faces: Sequence[int] = (),
) -> State | ChanceNode:
    """A chance-mode game: the state at its first decision, or the next die its set-up rolls.

    ``seed`` seeds the shuffles; ``faces`` are the set-up's dice chosen so far.
    """
    dice = ChanceDice(SeededDice(seed), faces)
    try:
        state = game.new_state(players, options=options, dice=dice)
    except ChanceNeeded as need:
        return ChanceNode(need.sides)
    return _settle(state)


def step(state: State, action: Action | str, faces: Sequence[int] = ()) -> State | ChanceNode:
    """``action`` applied to a copy of ``state`` with the dice ``faces``, or the die it waits for.

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
        return ChanceNode(need.sides)
    return _settle(trial)


def chance_mode(state: State, seed: int) -> State:
    """A copy of ``state`` (at a decision) whose later dice are chance nodes, shuffles seeded ``seed``."""
    copy = state.clone()
    copy.dice = ChanceDice(SeededDice(seed))
    return copy
