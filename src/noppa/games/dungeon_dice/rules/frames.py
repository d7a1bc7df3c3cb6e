"""The steps of Dungeon Dice's turn flow (frames) and the decisions it asks (asks).

Their handlers are listed in one table, :data:`noppa.games.dungeon_dice.rules.state.RULES` (see
:mod:`noppa.engine.flow`). A turn is short: the next turn begins (:class:`NextTurn`, run whenever
nothing else is pending, or :class:`BeginTurn` for a given seat), its tool roll is one step
(:class:`ToolRoll`), and the player then answers one of three decisions, each named by the kind a
view and a save show as ``state.phase``:

- :class:`StartAsk` (``start``): the turn begins with a challenge offered: roll or challenge
  (DD-TURN-01, DD-CHAL-01a);
- :class:`DecideAsk` (``decide``): after a roll that put a die on the wall: stop, roll on, or (with
  ``challenges=anytime``) challenge (DD-TURN-06, DD-TURN-07, DD-TURN-09);
- :class:`AfterChallengeAsk` (``challenge``): after a won challenge: stop, or challenge the same
  opponent again (DD-CHAL-04).

Every decision's options are derived from the state each time they are asked for, so a decision is
asked even with one option (a stop after a challenge is a move of its own in every save).
"""

from __future__ import annotations

from noppa.engine.flow import Ask, Frame

__all__ = ["AfterChallengeAsk", "BeginTurn", "DecideAsk", "NextTurn", "StartAsk", "ToolRoll"]


class NextTurn(Frame, tag="next", frozen=True):
    """The next seat's turn begins (clockwise, DD-SETUP-02); run whenever nothing else is pending."""


class BeginTurn(Frame, tag="begin", frozen=True):
    """``seat``'s turn begins (seat 0 first, DD-SETUP-02)."""

    seat: int


class ToolRoll(Frame, tag="roll", frozen=True):
    """Roll the dice in the pit (all six at the start of a turn): DD-TURN-01, DD-TURN-07."""


class StartAsk(Ask, tag="start", frozen=True):
    """The turn begins and an opponent may be challenged: roll all six dice, or challenge."""


class DecideAsk(Ask, tag="decide", frozen=True):
    """A roll put dice on the wall: stop and lay the cards, or roll on (DD-TURN-09)."""


class AfterChallengeAsk(Ask, tag="challenge", frozen=True):
    """A challenge was won: stop, or challenge the same opponent again (DD-CHAL-04)."""
