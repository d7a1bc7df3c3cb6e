"""A Dungeon Dice position from its description (``DungeonDiceGame.position``): for tests,
tutorials and bug reports, as python-chess builds a board from a FEN.

Example — Player 1's turn, two keys and a guard on the wall, three cards at risk, Player 2 five
cards from escaping::

    state = GAME.position(
        {"paths": [2, 3], "decision": "decide", "wall": [0, 2, 0, 0, 0, 1], "held": 3}, seed=7
    )
    state.apply("roll")

The dice come from ``seed`` or ``dice`` (a :class:`~noppa.engine.ScriptedDice` forces the rolls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from noppa.engine import Dice, LoadError, OptionValue
from noppa.games.dungeon_dice.rules.faces import DICE, GUARD, PATH_LENGTH, SUPPLY
from noppa.games.dungeon_dice.rules.frames import BeginTurn
from noppa.games.dungeon_dice.rules.state import ASKS, DungeonDiceState

if TYPE_CHECKING:
    from noppa.games.dungeon_dice.game import DungeonDiceGame

__all__ = ["DungeonDicePosition", "build"]


class DungeonDicePosition(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A Dungeon Dice position: the table between two decisions.

    - ``paths``: the tunnel cards on each player's escape path, by seat (2–4 players; 0–7 each, as
      eight cards end the game, DD-WIN-01);
    - ``current``: whose turn it is (the seat, from 0; messages call it Player ``current + 1``);
    - ``turn``: the game's turn number (counted from 1);
    - ``decision``: ``begin`` (the turn begins now: a challenge is offered if one may be made, else
      the six dice are rolled at once, DD-TURN-01, DD-CHAL-01a), ``decide`` (after a roll: stop or
      roll on, DD-TURN-09), or ``challenge`` (after a won challenge against ``target``, DD-CHAL-04);
    - ``wall``: the dice on the wall per face, shovel, key, lantern, dagger, ladder, guard (only at
      ``decide``; at most two guards, DD-TURN-11, at most six dice);
    - ``held``: tool cards earned this turn, at risk (DD-TURN-05); ``taken``: cards taken from
      ``target`` this turn (DD-CHAL-03).

    The supply (with the default 28 cards) holds every card not on a path, held or taken; the
    faces of the last roll are not part of a position (a view shows none).
    """

    paths: list[int]
    current: int = 0
    turn: int = 1
    decision: Literal["begin", "decide", "challenge"] = "begin"
    wall: list[int] = msgspec.field(default_factory=lambda: [0] * 6)
    held: int = 0
    taken: int = 0
    target: int | None = None


def _check(spec: DungeonDicePosition, options: dict[str, OptionValue], where: str) -> None:
    """Raise :class:`LoadError` naming the field of a position the rules cannot reach."""
    players = len(spec.paths)
    if not 2 <= players <= 4:
        raise LoadError(f"{where}.paths", f"2 to 4 players, not {players}")
    for seat, cards in enumerate(spec.paths):
        if not 0 <= cards < PATH_LENGTH:
            raise LoadError(f"{where}.paths[{seat}]", f"0 to {PATH_LENGTH - 1} cards, not {cards}")
    if not 0 <= spec.current < players:
        raise LoadError(f"{where}.current", f"no seat {spec.current} among {players} players")
    if spec.turn < 1:
        raise LoadError(f"{where}.turn", f"turns are counted from 1, not {spec.turn}")
    if len(spec.wall) != 6 or min(spec.wall) < 0 or sum(spec.wall) > DICE:
        raise LoadError(f"{where}.wall", f"six counts, one per face, of at most {DICE} dice: {spec.wall}")
    if spec.wall[GUARD - 1] >= 3:
        raise LoadError(f"{where}.wall", "a third guard on the wall ends the turn (DD-TURN-11)")
    if spec.held < 0 or spec.taken < 0:
        raise LoadError(f"{where}.held" if spec.held < 0 else f"{where}.taken", "a count of cards")
    challenge = spec.decision == "challenge"
    if spec.decision == "decide" and not any(spec.wall):
        raise LoadError(f"{where}.wall", "a decision after a roll has dice on the wall")
    if spec.decision != "decide" and any(spec.wall):
        raise LoadError(f"{where}.wall", "dice are on the wall only after a tool roll (decide)")
    if spec.decision == "begin" and spec.held:
        raise LoadError(f"{where}.held", "no card is held when a turn begins")
    if challenge != (spec.target is not None):
        raise LoadError(f"{where}.target", "a target is the opponent of a won challenge (decision challenge)")
    if not challenge and spec.taken:
        raise LoadError(f"{where}.taken", "cards are taken only by a won challenge (decision challenge)")
    if spec.target is not None:
        if spec.target == spec.current or not 0 <= spec.target < players:
            raise LoadError(f"{where}.target", f"no opponent {spec.target} of seat {spec.current}")
        if options["challenges"] == "never":
            raise LoadError(f"{where}.decision", "no challenge under challenges=never")
        if spec.taken < 1:
            raise LoadError(f"{where}.taken", "a won challenge takes at least one card (DD-CHAL-03)")
    if options["supply"] == "28" and sum(spec.paths) + spec.held + spec.taken > SUPPLY:
        raise LoadError(where, f"more than the {SUPPLY} tunnel cards on the paths, held and taken")


def build(
    game: DungeonDiceGame, spec: DungeonDicePosition, options: dict[str, OptionValue], dice: Dice, where: str
) -> DungeonDiceState:
    """The state ``spec`` describes, at its decision (``DungeonDiceGame._position``)."""
    _check(spec, options, where)
    state = DungeonDiceState(game, len(spec.paths), options, dice, start=False)
    state.paths = list(spec.paths)
    if state.supply is not None:
        state.supply = SUPPLY - sum(spec.paths) - spec.held - spec.taken
    state.current = spec.current
    if spec.decision == "begin":
        state.turn = spec.turn - 1
        state.flow.push(BeginTurn(spec.current))
    else:
        state.turn = spec.turn
        state.wall = (0, *spec.wall)
        state.held, state.taken, state.target = spec.held, spec.taken, spec.target
        state.flow.ask(state, spec.current, ASKS[spec.decision], ())
    state.flow.run(state)
    return state
