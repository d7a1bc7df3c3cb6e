"""The steps of Key to the Kingdom's turn flow (frames) and the questions it asks (asks).

Each frame is one thing the rules still have to do, with what it needs; each ask is one decision
kind, with the data its answer needs. Their handlers are listed in one table, state_flow.py. A frame
saves as ``[kind, field, ...]`` and an ask as the ``ctx`` dict of its decision — the forms saves have
always held (see :mod:`noppa.engine.flow`).

Frames derived from :class:`SeatStep` act for the adventurer in their ``seat``: they are dropped once
he has left the Kingdom.
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import UNSET, Struct, UnsetType

from noppa.engine import Action, IllegalAction
from noppa.engine.flow import Ask, Frame, kind_of
from noppa.engine.i18n import Phrase
from noppa.games.key_to_the_kingdom.content.procedures import Effect

# ------------------------------------------------------------------ frames


class SeatStep(Frame, frozen=True):
    """A step acting for the adventurer in ``seat`` (skipped once he has escaped)."""

    seat: int


class Setup(Frame, tag="setup", frozen=True):
    """Deal, shuffle, then the draft and the roll for the first player (KK-SETUP-*)."""


class Draft(Frame, tag="draft", frozen=True):
    """The next pick of team ``team`` after ``picks`` picks (KK-TEAM-01)."""

    team: int
    picks: int


class FirstPlayer(Frame, tag="first", frozen=True):
    """Everyone in ``contenders`` rolls; the highest starts (KK-SETUP-07)."""

    contenders: tuple[int, ...]


class NextTurn(Frame, tag="next", frozen=True):
    """The next player's turn (run whenever nothing else is pending)."""


class EndTurn(Frame, tag="endturn", frozen=True):
    """The end of ``seat``'s turn (run even when he has escaped during it)."""

    seat: int


class Turn(SeatStep, tag="turn", frozen=True):
    """``seat``'s turn begins."""


class Preroll(SeatStep, tag="preroll", frozen=True):
    """What he decides before his roll."""


class TurnRoll(SeatStep, tag="roll", frozen=True):
    """The turn's roll, for ``intent`` (move, method, node, dungeon, trapped, try) with ``arg``."""

    intent: str
    arg: str


class ToPlace(SeatStep, tag="to_place", frozen=True):
    """Out of the dungeon into ``place`` (KK-DUN-02)."""

    place: str


class Arrive(SeatStep, tag="arrive", frozen=True):
    """He ended a move on ``space`` (``mode``: turn, flee or special; ``unused`` steps left)."""

    space: str
    mode: str
    unused: int


class Arrival(SeatStep, tag="arrival", frozen=True):
    """What the space he stopped on does (after any steal)."""

    space: str
    mode: str
    unused: int


class Flee(SeatStep, tag="flee", frozen=True):
    """He rolls and flees that many spaces (after a steal, KK-TURN-07, or a lost fight, KK-TP-04)."""


class HazardArrive(SeatStep, tag="hazard_arrive", frozen=True):
    """Into the hazard of white dagger ``dagger`` (KK-HAZ-01)."""

    dagger: str
    unused: int


class NodeStep(SeatStep, tag="node", frozen=True):
    """His hazard node acts (``later``: 1 on a later turn, 0 at once)."""

    later: int


class MethodStep(SeatStep, tag="method", frozen=True):
    """He tries escape method ``method`` (paying for it first)."""

    method: str


class MethodRoll(SeatStep, tag="method_roll", frozen=True):
    """The roll of escape method ``method``, already paid for."""

    method: str


class Walk(SeatStep, tag="walk", frozen=True):
    """One roll of a walk along a track or route (``count`` rolls so far)."""

    count: int


class EffectContext(Struct, frozen=True):
    """What the effects of a roll or a fight may read (each field only when known)."""

    roll: int | UnsetType = UNSET
    prev: int | UnsetType = UNSET
    count: int | UnsetType = UNSET
    landed: str | UnsetType = UNSET
    unused: int | UnsetType = UNSET
    place: str | UnsetType = UNSET
    why: str | UnsetType = UNSET


class Effects(SeatStep, tag="fx", frozen=True):
    """Effect ``index`` of ``effects`` (hazards.toml, monsters.toml), then the rest."""

    effects: tuple[Effect, ...]
    index: int
    ctx: EffectContext


class MonsterStep(SeatStep, tag="monster", frozen=True):
    """On black dagger ``dagger``: a monster card is drawn (KK-TP-02)."""

    dagger: str


class FightRoll(SeatStep, tag="fight_roll", frozen=True):
    """The roll of fighting ``card`` by ``method`` at ``place``, already paid for."""

    card: str
    method: str
    place: str


class MagicOffer(Frame, tag="magic_offer", frozen=True):
    """Magic card holders ``holders`` in turn may stop ``side`` turning outward (KK-MAGIC-01)."""

    side: str
    jumper: int
    holders: tuple[int, ...]


class Flip(Frame, tag="flip", frozen=True):
    """``side`` of the board turns, unless a magic card stopped it (KK-WP-02)."""

    side: str
    jumper: int


class SpecialRoll(SeatStep, tag="special", frozen=True):
    """One of ``left`` special rolls of an adventurer on ``side`` as it turns (KK-WP-02)."""

    left: int
    side: str


class FlipDone(Frame, tag="flip_done", frozen=True):
    """``side`` has turned: who stayed on it falls (KK-WP-03/04)."""

    side: str
    jumper: int


class ExitStep(SeatStep, tag="exit", frozen=True):
    """Out of a whirlpool or black hole (KK-WP-04)."""


class MoveOn(SeatStep, tag="move_on", frozen=True):
    """He rolls and moves on at once (KK-STONE-03)."""


# ------------------------------------------------------------------ asks


class KingdomAsk(Ask, frozen=True):
    """A decision of Key to the Kingdom. The rules that give it its options also say why any other
    action is refused (:meth:`refuse`): legality is decided in one place, here, and the refusal is
    data (a message key and its arguments, ids included) that the game's words name for players."""

    def refuse(self, action: Action, options: tuple[Action, ...]) -> IllegalAction:
        """Why ``action``, none of ``options``, is refused: another choice of the same kind than
        those offered (``not_that``), or nothing this decision asks (``not_now``); ``decision`` is
        the kind asked, ``what`` its catalog name in every language (KK-TEXT-02)."""
        offered = any(option.kind == action.kind for option in options)
        key = "kk.error.not_that" if offered else "kk.error.not_now"
        kind = kind_of(self)
        return IllegalAction(key, action=action.text, decision=kind, what=Phrase.of(f"kk.decision.{kind}"))


class DraftAsk(KingdomAsk, tag="draft", frozen=True):
    """Which equipment card to pick for the team (KK-TEAM-01)."""


class PrerollAsk(KingdomAsk, tag="preroll", frozen=True):
    """What to do before the turn's roll: roll, an escape method, lend, drop the Cobra…"""


class MoveAsk(KingdomAsk, tag="move", frozen=True):
    """Where a move of ``steps`` from ``start`` ends (``used``: steps each end takes)."""

    steps: int
    mode: str
    start: str
    used: Mapping[str, int]

    def refuse(self, action: Action, options: tuple[Action, ...]) -> IllegalAction:
        """A move or an entry that these ``steps`` do not reach (KK-TURN-04: the options are exactly
        the spaces a move of ``steps`` can end on); ``space`` is the target's id."""
        if action.kind in ("move", "enter"):
            return IllegalAction(
                "kk.error.unreachable", action=action.text, space=action.args[0], steps=self.steps
            )
        return super().refuse(action, options)


class StealAsk(KingdomAsk, tag="steal", frozen=True):
    """Which opponent's case to steal on ``space``, or none (KK-TURN-07)."""

    space: str
    mode: str
    unused: int


class LoseAsk(KingdomAsk, tag="lose", frozen=True):
    """Which equipment card to lose (KK-HAZ-04)."""

    why: str


class TreasureAsk(KingdomAsk, tag="treasure", frozen=True):
    """Which case to lose to ``pile`` (``lost`` or ``used``)."""

    pile: str
    why: str


class CobraAsk(KingdomAsk, tag="cobra", frozen=True):
    """Drop the Cobra before meeting the Snake Pit, or keep it (KK-WIN-02, KK-SECRET-01)."""

    dagger: str
    unused: int


class MagicAsk(KingdomAsk, tag="magic", frozen=True):
    """Play the magic card to stop ``side`` turning under ``jumper``, or not (KK-MAGIC-01)."""

    side: str
    jumper: int


class OutAsk(KingdomAsk, tag="out", frozen=True):
    """Onto which free space he climbs out (KK-WP-04)."""


class PartnerAsk(KingdomAsk, tag="partner", frozen=True):
    """Whom the Key's magic takes along (KK-WIN-03)."""


class CircleAsk(KingdomAsk, tag="circle", frozen=True):
    """Which magic of the Stone Circle to use (KK-STONE-01)."""


class TakeAsk(KingdomAsk, tag="take", frozen=True):
    """Which lost card ``source`` (circle or wizard) gives back."""

    source: str


class DaggerAsk(KingdomAsk, tag="dagger", frozen=True):
    """Out onto which dagger (``success``: 1 when he got through)."""

    success: int


class MethodAsk(KingdomAsk, tag="method", frozen=True):
    """Which escape method to try (KK-HAZ-04)."""


class FightAsk(KingdomAsk, tag="fight", frozen=True):
    """How to fight monster ``card`` at ``place`` (KK-TP-02)."""

    card: str
    place: str


class Redo(Frame, tag="redo", frozen=True):
    """Ask a secret decision of ``seat`` again in a resampled world (worlds.determinize)."""

    seat: int
    ask: PrerollAsk | CobraAsk | TreasureAsk
