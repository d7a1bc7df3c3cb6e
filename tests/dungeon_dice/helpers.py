"""Scenario building for Dungeon Dice tests: a position plus forced dice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from noppa import ScriptedDice, get_game
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

GAME = get_game("dungeon-dice")

SHOVEL, KEY, LANTERN, DAGGER, LADDER, GUARD = 1, 2, 3, 4, 5, 6

# A roll that leaves the player at a decision without earning anything: a pair of shovels. A few of
# them follow the forced rolls so that later turns park at a decision.
PARK = [SHOVEL, SHOVEL, KEY, LANTERN, DAGGER, LADDER]


def scenario(
    rolls: Sequence[int],
    *,
    players: int = 2,
    paths: Sequence[int] | None = None,
    seat: int = 0,
    **options: Any,
) -> DungeonDiceState:
    """A game where ``seat``'s turn begins now, with ``paths`` laid and ``rolls`` forced next
    (``GAME.position``).

    After ``rolls`` come "parking" rolls (a pair, no cards), so a turn that starts by itself
    afterwards stops at a decision instead of running out of dice.
    """
    dice = ScriptedDice([*rolls, *PARK * 4])
    setup = {"paths": list(paths) if paths is not None else [0] * players, "current": seat}
    state = GAME.position(setup, options, dice=dice)
    assert isinstance(state, DungeonDiceState)
    return state


def texts(state: DungeonDiceState) -> list[str]:
    """The legal action texts."""
    return [a.text for a in state.legal_actions()]


def events_of(state: DungeonDiceState, kind: str) -> list[dict[str, Any]]:
    """The events of one type."""
    return [e for e in state.events if e["type"] == kind]
