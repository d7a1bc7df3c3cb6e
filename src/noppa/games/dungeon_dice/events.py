"""Every kind of event Dungeon Dice emits, declared once (``DungeonDiceGame.event_type``).

The log holds each as its JSON form (``{"type": "roll", "seat": 0, ...}``), as saves, the wire and
the browser always had it (:mod:`noppa.engine.events`). Seats are numbered from 0 here; the words
name them (DD-NUM-01).
"""

from __future__ import annotations

from typing import TypeAlias

from noppa.engine.events import UNSET, GameEvent, GameOver, UnsetType

__all__ = [
    "Bust",
    "ChallengeLost",
    "ChallengeRoll",
    "ChallengeWon",
    "Challenged",
    "DungeonDiceEvent",
    "Rolled",
    "Shortage",
    "Stopped",
    "TurnBegan",
    "WallFull",
]


class TurnBegan(GameEvent, tag="turn", frozen=True):
    """``seat``'s turn, the game's turn ``number`` (counted from 1), begins (DD-TURN-01)."""

    seat: int
    number: int


class Rolled(GameEvent, tag="roll", frozen=True):
    """A tool roll: the ``faces`` rolled, those ``moved`` to the wall (none: a bust, DD-TURN-08), the
    tunnel cards ``earned`` (drawn from the supply) and the ``combo`` that earned them, if any
    (DD-TURN-02 … DD-TURN-05)."""

    seat: int
    faces: list[int]
    moved: list[int]
    earned: int
    combo: str | None


class Shortage(GameEvent, tag="shortage", frozen=True):
    """The supply could not give ``missing`` of the cards earned (DD-EDGE-01)."""

    seat: int
    missing: int


class WallFull(GameEvent, tag="wall_full", frozen=True):
    """All six dice are on the wall (DD-TURN-12); ``hot``: the player may roll all six again."""

    seat: int
    hot: bool


class Bust(GameEvent, tag="bust", frozen=True):
    """The turn ends with the cards held ``lost``: ``reason`` ``no-match`` (DD-TURN-08) or
    ``guards`` (DD-TURN-11, with ``penalty`` cards taken off the path by the guard-penalty option)."""

    seat: int
    reason: str
    lost: int
    penalty: int


class Stopped(GameEvent, tag="stop", frozen=True):
    """The player stops and lays ``laid`` cards; his path holds ``path``; ``returned`` tool cards
    went back to the supply (DD-EDGE-02) and ``given_back`` taken cards back to ``target``
    (DD-EDGE-03; both left out when none went back)."""

    seat: int
    laid: int
    path: int
    returned: int
    given_back: int | UnsetType = UNSET
    target: int | UnsetType = UNSET


class Challenged(GameEvent, tag="challenge", frozen=True):
    """``seat`` challenges ``target`` (``again``: a second challenge this turn, DD-CHAL-04)."""

    seat: int
    target: int
    again: bool


class ChallengeRoll(GameEvent, tag="challenge_roll", frozen=True):
    """Roll ``attempt`` (1–3) of a challenge: the ``faces`` and the ``guards`` counted so far
    (DD-CHAL-02, DD-CHAL-02a)."""

    seat: int
    attempt: int
    faces: list[int]
    guards: int


class ChallengeWon(GameEvent, tag="challenge_won", frozen=True):
    """The challenge succeeded: ``taken`` cards off ``target``'s path, which now holds ``path``
    (DD-CHAL-03, DD-CHAL-06)."""

    seat: int
    target: int
    taken: int
    path: int


class ChallengeLost(GameEvent, tag="challenge_lost", frozen=True):
    """The challenge failed: ``returned`` taken cards go back to ``target``, the ``lost`` tool cards
    to the supply (DD-CHAL-05)."""

    seat: int
    target: int
    returned: int
    lost: int


DungeonDiceEvent: TypeAlias = (
    TurnBegan
    | Rolled
    | Shortage
    | WallFull
    | Bust
    | Stopped
    | Challenged
    | ChallengeRoll
    | ChallengeWon
    | ChallengeLost
    | GameOver
)
"""The union of every Dungeon Dice event (``DungeonDiceGame.event_type``)."""
