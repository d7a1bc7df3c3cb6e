"""The dice of Dungeon Dice and what a roll earns: pure functions shared by the rules and the odds.

DD-COMP-01: six identical six-sided dice. Faces are numbered as ``ScriptedDice`` takes them:
1 shovel, 2 key, 3 lantern, 4 dagger, 5 ladder (the five escape tools) and 6 guard.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

SHOVEL, KEY, LANTERN, DAGGER, LADDER, GUARD = 1, 2, 3, 4, 5, 6
FACES: tuple[int, ...] = (SHOVEL, KEY, LANTERN, DAGGER, LADDER, GUARD)
TOOLS: tuple[int, ...] = (SHOVEL, KEY, LANTERN, DAGGER, LADDER)
FACE_NAMES: tuple[str, ...] = ("", "shovel", "key", "lantern", "dagger", "ladder", "guard")
"""Face number → data name (index 0 unused)."""

DICE = 6
PATH_LENGTH = 8  # DD-COMP-02 / DD-WIN-01: eight tunnel cards lead out of the dungeon
SUPPLY = 28  # DD-COMP-02: 28 tunnel cards

# DD-TURN-03: tunnel cards for a set of matching dice, by set size (2 → 0, 3 → 1, … 6 → 4).
CARDS_FOR_SET: tuple[int, ...] = (0, 0, 0, 1, 2, 3, 4)

# DD-TURN-04: special combinations of a roll of all six dice.
THREE_PAIRS_CARDS = 1
SIX_DIFFERENT_CARDS = 3

Wall = Sequence[int]
"""Dice on the pit wall by face: index 1…6 (index 0 unused)."""


class Resolution(NamedTuple):
    """What one roll does: dice moved to the wall by face (index 1…6), cards earned, combination."""

    moved: tuple[int, ...]
    earned: int
    combo: str | None


def count_faces(faces: Sequence[int]) -> list[int]:
    """How many of each face (index 1…6) are in ``faces``."""
    counts = [0] * 7
    for face in faces:
        counts[face] += 1
    return counts


def resolve(wall: Wall, faces: Sequence[int]) -> Resolution:
    """Which rolled dice go to the wall and how many tunnel cards they earn.

    - DD-TURN-04: a roll of all six dice onto an empty wall showing six different faces earns 3
      cards, three pairs (guards may be one pair) earn 1; every die of the combination goes to the
      wall (decision: the combination is the roll's match, so all six dice leave the pit).
    - DD-TURN-02: dice of one face rolled two or more times form a new set on the wall.
    - DD-TURN-07: a rolled die whose face already has a set on the wall extends that set, and the
      set earns the difference in cards for its new size.
    - DD-TURN-10: guards match and move like tools; a set of guards earns no cards (guards are not
      escape tools), it only brings the third guard closer.
    """
    counts = count_faces(faces)
    if len(faces) == DICE and not any(wall):
        distinct = sum(1 for c in counts if c)
        if distinct == DICE:
            return Resolution(tuple(counts), SIX_DIFFERENT_CARDS, "six-different")
        if distinct == 3 and all(c in (0, 2) for c in counts):
            return Resolution(tuple(counts), THREE_PAIRS_CARDS, "three-pairs")
    moved = [0] * 7
    earned = 0
    for face in FACES:
        rolled = counts[face]
        if not rolled:
            continue
        have = wall[face]
        if have or rolled >= 2:
            moved[face] = rolled
            if face != GUARD:
                earned += CARDS_FOR_SET[have + rolled] - CARDS_FOR_SET[have]
    return Resolution(tuple(moved), earned, None)


class Landing(NamedTuple):
    """What one roll does to the wall: the wall after it, the moved dice as a face list, the rest."""

    wall: tuple[int, ...]
    """The dice on the wall by face after the roll (index 1…6)."""
    moved: tuple[int, ...]
    moved_faces: tuple[int, ...]
    """The faces that went to the wall, in face order (``[2, 2, 5, 5, 5]``)."""
    earned: int
    combo: str | None
    full: bool
    """Whether all six dice are on the wall after the roll."""
    stay: frozenset[int]
    """The faces rolled whose dice all stay in the pit (a face's dice all move or all stay)."""


@cache
def land(wall: tuple[int, ...], faces: tuple[int, ...]) -> Landing:
    """:func:`resolve` for a roll whose ``faces`` are sorted, with the wall it leaves: remembered.

    A roll's outcome depends only on the wall and which faces came up, not their order, so the
    rules look every roll up here (a few thousand different rolls exist) instead of resolving it
    again. A face's dice all go to the wall or all stay (:func:`resolve`), so the dice left in the
    pit are the rolled dice whose face ``moved`` is zero.
    """
    moved, earned, combo = resolve(wall, faces)
    after = tuple(have + new for have, new in zip(wall, moved, strict=True))
    moved_faces = tuple(face for face in faces if moved[face])
    stay = frozenset(face for face in faces if not moved[face])
    return Landing(after, moved, moved_faces, earned, combo, sum(after) == DICE, stay)
