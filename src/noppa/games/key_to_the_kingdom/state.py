"""Key to the Kingdom as a :class:`noppa.engine.State`: the mixins assembled, plus the engine hooks.

The rules are spread over state_turns.py (setup, the turn, the Demon King, dungeons, moves,
stealing, treasure places), state_hazards.py (the hazard and monster interpreter),
state_specials.py (Stone Circle, Wizard, Dark Bridge), state_board.py (whirlpools and magic) and
state_end.py (winning). This module wires them to the engine: views, snapshots, copies, words.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction
from noppa.games.key_to_the_kingdom import views, words
from noppa.games.key_to_the_kingdom.state_base import KKBase
from noppa.games.key_to_the_kingdom.state_end import EndMixin

if TYPE_CHECKING:
    from noppa.engine import Dice, Event, OptionValue
    from noppa.games.key_to_the_kingdom.game import KeyToTheKingdomGame

SEAT_OPS = frozenset(
    {
        "turn", "preroll", "roll", "node", "method", "method_roll", "walk", "fx", "flee", "arrive",
        "arrival", "monster", "fight_roll", "hazard_arrive", "special", "to_place", "move_on", "exit",
    }
)  # fmt: skip
"""Steps that act for the seat in their first argument: skipped once that adventurer has left."""


class KeyToTheKingdomState(EndMixin, KKBase):
    """A game of Key to the Kingdom. Seats play clockwise from the first player (KK-TURN-03)."""

    game: KeyToTheKingdomGame

    def __init__(
        self, game: KeyToTheKingdomGame, players: int, options: dict[str, OptionValue], dice: Dice
    ) -> None:
        super().__init__(game, players, options, dice)
        self.push("setup")
        self._run()

    def _run(self) -> None:
        ops = self.OPS
        stack = self.stack
        advs = self.advs
        while self.pending is None and self.outcome is None:
            if not stack:
                stack.append(["next"])
            frame = stack.pop()
            op = frame[0]
            if op in SEAT_OPS and advs[frame[1]].escaped:
                continue
            ops[op](self, *frame[1:])
        self.to_act = None if self.outcome is not None or self.pending is None else self.pending.seat
        self._legal = None

    def _op_redo(self, seat: int, kind: str, ctx: dict[str, Any]) -> None:
        """Ask a decision again in this (sampled) world: see views.determinize."""
        if kind == "preroll":
            self.push("preroll", seat)
        elif kind == "cobra":
            self.arrive_at_hazard(seat, str(ctx["dagger"]), int(ctx["unused"]))
        else:
            # giving up a case in a whirlpool never takes the Key (KK-WP-05); other losses may
            whirlpool = ctx.get("pile") == "used"
            options = self.case_actions(seat, "treasure", allow_key=not whirlpool) or self.case_actions(
                seat, "treasure"
            )
            self.ask(seat, "treasure", options, secret=whirlpool, **ctx)

    # ------------------------------------------------------------------ engine hooks

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
        self.bridge = dict(self.bridge)
        self.stack = copy.deepcopy(self.stack)
        self.pending = copy.deepcopy(self.pending)
        self.endgame = copy.deepcopy(self.endgame)

    def _snapshot(self) -> dict[str, Any]:
        return views.snapshot(self)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def _why_illegal(self, action: Action) -> IllegalAction:
        return words.why_illegal(self, action)

    def _label(self, action: Action, lang: str) -> str:
        return words.label(self, action, lang)

    def _describe(self, event: Event, lang: str) -> str:
        return words.describe(self, event, lang)


def _collect(prefix: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for cls in reversed(KeyToTheKingdomState.__mro__):
        for name, value in vars(cls).items():
            if name.startswith(prefix) and callable(value):
                found[name[len(prefix) :]] = value
    return found


KeyToTheKingdomState.OPS = _collect("_op_")
KeyToTheKingdomState.ANSWERS = _collect("_ans_")
