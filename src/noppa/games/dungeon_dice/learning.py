"""Dungeon Dice for learning programs: the fixed action numbers and the observation's named slices.

The numbers are those of ``encoding.py`` (kept as they were); this module names their slices so
that ``noppa.rl`` and the OpenSpiel bridge (``noppa.openspiel``) can document and split them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from noppa.engine import Learning, OptionValue, State
from noppa.engine.features import Features, Slice
from noppa.games.dungeon_dice import encoding
from noppa.games.dungeon_dice.rules.state import DungeonDiceState


def _slices(players: int) -> tuple[Slice, ...]:
    return (
        Slice(
            "seats",
            4 * players,
            "per seat, the observer first: cards on the path / 8, whose turn, being challenged, "
            "the value of challenging him / 8",
        ),
        Slice("supply", 1, "cards in the supply / 28 (1 when unlimited)"),
        Slice("phase", len(encoding.PHASES), f"one-hot: {', '.join(encoding.PHASES)}"),
        Slice("wall", 6, "dice on the wall per face (shovel … guard) / 6"),
        Slice("pit", 1, "dice left in the pit / 6"),
        Slice("held", 1, "cards at risk this turn / 8"),
        Slice("taken", 1, "cards taken by a challenge this turn / 8"),
        Slice(
            "odds", 4, "exact odds of the view: bust chance, roll value / 8, stop value / 8, challenge chance"
        ),
        Slice("options.hot_dice", 1, "option hot_dice"),
        Slice(
            "options.challenges", len(encoding.TIMINGS), f"option challenges: {', '.join(encoding.TIMINGS)}"
        ),
        Slice("options.challenge_rolls", 1, "option challenge_rolls is fresh"),
        Slice("options.challenge_cards", 1, "option challenge_cards / 3"),
        Slice("options.guard_penalty", 1, "option guard_penalty"),
        Slice("options.supply", 1, "option supply is unlimited"),
        Slice("turn", 1, "it is the observer's turn"),
    )


class DungeonDiceLearning(Learning):
    """Actions ``roll``, ``stop``, ``challenge:1`` … and the 35-number (two players) observation."""

    chance_sides = 6
    """The most faces of a die the game rolls (six six-sided dice, DD-COMP-01)."""
    throws = ((6, 6),)
    """The tool roll throws all six dice together (DD-TURN-01)."""
    shuffles = False
    """Nothing is shuffled or drawn blind: the tunnel cards are alike, the supply a count (DD-COMP-02)."""
    sole_winner = True
    """The first to escape wins alone, or no one does (DD-WIN-01, DD-EDGE-04)."""

    optional_view = ("odds",)
    """The exact odds (the ``odds`` slice and each seat's challenge value) cost more than the rest
    of a step: an observation made ``without=("odds",)`` reads zeros there and never computes them."""

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        """Every action text of a game with ``players`` seats, in a fixed order."""
        return encoding.action_space(players)

    def features(self, view: Mapping[str, Any]) -> Features:
        """The observation of ``view`` slice by slice."""
        values = encoding.encode_view(view)
        out = Features()
        start = 0
        for piece in _slices(int(view["players"])):
            out.add(piece.name, piece.meaning, values[start : start + piece.size])
            start += piece.size
        assert start == len(values), "encoding.py and the slices here disagree"
        return out

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        """The observation of ``view`` as one vector."""
        return encoding.encode_view(view)

    def observe_state(self, state: State, seat: int | None, without: Sequence[str] = ()) -> list[float]:
        """The observation of ``seat``'s view of ``state`` (``without`` the optional parts named),
        read straight from the state: :meth:`encode_view` of that view, without building it."""
        assert isinstance(state, DungeonDiceState)
        return encoding.encode_state(state, seat, odds="odds" not in without)


LEARNING = DungeonDiceLearning()
