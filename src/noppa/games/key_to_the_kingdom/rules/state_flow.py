"""The one table of Key to the Kingdom's turn flow: every step and every answer, with its handler.

Read it as the index of the rules: each frame kind (state_frames.py) runs one function, each decision
kind is answered by one function; go-to-definition on a name leads to the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine.flow import Frame, Rules
from noppa.games.key_to_the_kingdom.rules import (
    state_board,
    state_end,
    state_hazards,
    state_moves,
    state_specials,
    state_turns,
)
from noppa.games.key_to_the_kingdom.rules.state_frames import (
    Arrival,
    Arrive,
    CircleAsk,
    CobraAsk,
    DaggerAsk,
    Draft,
    DraftAsk,
    Effects,
    EndTurn,
    ExitStep,
    FightAsk,
    FightRoll,
    FirstPlayer,
    Flee,
    Flip,
    FlipDone,
    HazardArrive,
    LoseAsk,
    MagicAsk,
    MagicOffer,
    MethodAsk,
    MethodRoll,
    MethodStep,
    MonsterStep,
    MoveAsk,
    MoveOn,
    NextTurn,
    NodeStep,
    OutAsk,
    PartnerAsk,
    Preroll,
    PrerollAsk,
    Redo,
    SeatStep,
    Setup,
    SpecialRoll,
    StealAsk,
    TakeAsk,
    ToPlace,
    TreasureAsk,
    Turn,
    TurnRoll,
    Walk,
)

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState


def gone(state: KeyToTheKingdomState, frame: Frame) -> bool:
    """Whether ``frame`` acts for an adventurer who has already left the Kingdom (it is dropped).

    Asked only once someone has left (``flow.skipping``, set by state_end.win)."""
    return isinstance(frame, SeatStep) and state.advs[frame.seat].escaped


RULES: Rules[KeyToTheKingdomState] = Rules(
    idle=NextTurn(), skip=gone, home="noppa.games.key_to_the_kingdom.rules.state_flow:RULES"
)

# setup and the turn
RULES.step(Setup, state_turns.setup)
RULES.step(Draft, state_turns.draft)
RULES.step(FirstPlayer, state_turns.first_player)
RULES.step(NextTurn, state_turns.next_turn)
RULES.step(Turn, state_turns.turn)
RULES.step(EndTurn, state_turns.end_turn)
RULES.step(Preroll, state_turns.step_preroll)
RULES.step(TurnRoll, state_turns.step_turn_roll)
RULES.step(Arrive, state_turns.arrive)
RULES.step(Arrival, state_turns.arrival)
RULES.step(Flee, state_turns.flee)
RULES.step(Redo, state_turns.redo)
RULES.answer(DraftAsk, state_turns.answer_draft)
RULES.answer(PrerollAsk, state_turns.answer_preroll)
RULES.answer(MoveAsk, state_turns.answer_move)
RULES.answer(StealAsk, state_turns.answer_steal)
RULES.answer(CobraAsk, state_turns.answer_cobra)
# moves, dungeons and losses
RULES.step(ToPlace, state_moves.step_to_place)
RULES.answer(LoseAsk, state_moves.answer_lose)
RULES.answer(TreasureAsk, state_moves.answer_treasure)
# hazards and monsters
RULES.step(HazardArrive, state_hazards.step_hazard_arrive)
RULES.step(NodeStep, state_hazards.node_step)
RULES.step(MethodStep, state_hazards.method_step)
RULES.step(MethodRoll, state_hazards.step_method_roll)
RULES.step(Walk, state_hazards.walk)
RULES.step(Effects, state_hazards.effect)
RULES.step(MonsterStep, state_hazards.monster)
RULES.step(FightRoll, state_hazards.fight_roll)
RULES.answer(MethodAsk, state_hazards.answer_method)
RULES.answer(DaggerAsk, state_hazards.answer_dagger)
RULES.answer(FightAsk, state_hazards.answer_fight)
# the Stone Circle, the Wizard, the Dark Bridge
RULES.step(MoveOn, state_specials.move_on)
RULES.answer(CircleAsk, state_specials.answer_circle)
RULES.answer(TakeAsk, state_specials.answer_take)
# the moving board
RULES.step(MagicOffer, state_board.magic_offer)
RULES.step(Flip, state_board.flip)
RULES.step(SpecialRoll, state_board.special_roll)
RULES.step(FlipDone, state_board.flip_done)
RULES.step(ExitStep, state_board.step_exit)
RULES.answer(MagicAsk, state_board.answer_magic)
RULES.answer(OutAsk, state_board.answer_out)
# winning
RULES.answer(PartnerAsk, state_end.answer_partner)
