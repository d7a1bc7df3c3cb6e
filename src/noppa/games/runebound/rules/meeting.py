"""Meeting another hero (§6): negotiating a trade that binds only when both agree.

The active player builds an offer (cards he gives, cards he wants, gold either way; RB-MEET-03 with
gold allowed by default, option ``trade_gold``) and proposes it; the other player accepts or
rejects (``to_act`` switches to him). A negotiation allows up to :data:`MAX_PROPOSALS` proposals,
a project limit so that a meeting always ends. Negotiating gives up attacking that hero this turn
(RB-MEET-02). Attacking is in ``combat.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.events import LeaveMeeting, Meet, Propose, Reject, Traded
from noppa.games.runebound.rules.model import Step, Steps, Trade, TradeAnswerChoice, TradeChoice
from noppa.games.runebound.rules.resolve import LIMITS, discard_actions, give_card, slot_of

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

STEPS = frozenset({Steps.TRADE, Steps.TRADE_ANSWER})
MAX_PROPOSALS = 3
PROPOSE = Action("propose")
LEAVE = Action("leave")
ACCEPT = Action("accept")
REJECT = Action("reject")
CLEAR = Action("clear")


def open_trade(st: RuneboundState, other: int) -> None:
    """Start negotiating with ``other`` (RB-MEET-01)."""
    st.this_turn.met.append(other)  # RB-MEET-02: no attack on this hero this turn
    st.this_turn.adventured = True  # RB-MEET-04: no adventure after a meeting
    st.this_turn.trade = Trade(other)
    st.goto(Steps.TRADE)
    st.emit(Meet(seat=st.current, target=other))


def tradeable(st: RuneboundState, seat: int) -> list[str]:
    """Cards a hero can trade: items, allies and kept cards (not quests)."""
    hero = st.heroes[seat]
    return [*hero.items, *(a.card for a in hero.allies), *hero.boons]


def fits(st: RuneboundState, seat: int, gives: list[str], gets: list[str]) -> bool:
    """Whether the hero keeps the carrying limits after the exchange (RB-LIM-01, RB-LIM-02, RB-LIM-03)."""
    for slot, limit in LIMITS.items():
        hero = st.heroes[seat]
        held = (
            [a.card for a in hero.allies]
            if slot == "ally"
            else [c for c in hero.items if slot_of(st, c) == slot]
        )
        after = len([c for c in held if c not in gives]) + sum(1 for c in gets if slot_of(st, c) == slot)
        if after > limit:
            return False
    return True


def valid(st: RuneboundState, trade: Trade) -> bool:
    """An offer that gives something, can be paid and keeps both heroes within the limits."""
    me, other = st.current, trade.other
    if not (trade.give or trade.want or trade.gold):
        return False
    if trade.gold > st.heroes[me].gold or -trade.gold > st.heroes[other].gold:
        return False
    return fits(st, me, trade.give, trade.want) and fits(st, other, trade.want, trade.give)


def _trade(st: RuneboundState) -> Trade:
    trade = st.this_turn.trade
    assert trade is not None
    return trade


def answer_options(_st: RuneboundState, _ask: TradeAnswerChoice) -> list[Action]:
    """The other player accepts or rejects the offer (RB-MEET-03)."""
    return [ACCEPT, REJECT]


def trade_options(st: RuneboundState, _ask: TradeChoice) -> list[Action]:
    """Build the offer, propose it, or leave."""
    trade = _trade(st)
    out: list[Action] = []
    if trade.proposals < MAX_PROPOSALS:
        out += [Action("give", (c,)) for c in tradeable(st, st.current)]
        out += [Action("want", (c,)) for c in tradeable(st, trade.other)]
        if st.trade_gold:
            if trade.gold < st.heroes[st.current].gold:
                out.append(Action("pay", ("1",)))
            if -trade.gold < st.heroes[trade.other].gold:
                out.append(Action("charge", ("1",)))
        if trade.give or trade.want or trade.gold:
            out.append(CLEAR)
        if valid(st, trade):
            out.append(PROPOSE)
        # RB-LIM-04: discarding is allowed any time (to make room for what a trade brings).
        out += [a for a in discard_actions(st, st.current) if a.args[0] not in trade.give]
    out.append(LEAVE)
    return out


def answer_answer(st: RuneboundState, _decision: Decision[TradeAnswerChoice], action: Action) -> None:
    """The exchange binds, or the offer is rejected; back to building offers (RB-MEET-03)."""
    trade = _trade(st)
    if action.kind == "accept":
        _exchange(st, trade)
        trade.give, trade.want, trade.gold = [], [], 0
    else:
        st.emit(Reject(seat=trade.other, target=st.current))
    st.goto(Steps.TRADE)


def trade_answer(st: RuneboundState, _decision: Decision[TradeChoice], action: Action) -> None:
    """Change the offer, propose it, or leave."""
    trade = _trade(st)
    kind = action.kind
    if kind in ("give", "want"):
        chosen = trade.give if kind == "give" else trade.want
        card = action.args[0]
        if card in chosen:
            chosen.remove(card)
        else:
            chosen.append(card)
    elif kind == "pay":
        trade.gold += 1
    elif kind == "charge":
        trade.gold -= 1
    elif kind == "discard":
        st.discard_card(st.current, action.args[0])
    elif kind == "clear":
        trade.give, trade.want, trade.gold = [], [], 0
    elif kind == "propose":
        trade.proposals += 1
        st.emit(
            Propose(
                seat=st.current,
                target=trade.other,
                give=list(trade.give),
                want=list(trade.want),
                gold=trade.gold,
            )
        )
        st.goto(Steps.TRADE_ANSWER)
    else:
        st.emit(LeaveMeeting(seat=st.current, target=trade.other))
        st.this_turn.trade = None
        st.goto(Steps.ADVENTURE)  # back to the Adventure step: meet another hero, or go on


def _exchange(st: RuneboundState, trade: Trade) -> None:
    """Both agreed: the exchange binds (RB-MEET-03)."""
    me, other = st.current, trade.other
    for giver, taker, cards in ((me, other, trade.give), (other, me, trade.want)):
        hero = st.heroes[giver]
        for card in cards:
            ally = hero.ally(card)
            if ally is not None:
                hero.allies.remove(ally)
            elif card in hero.items:
                hero.items.remove(card)
            else:
                hero.boons.remove(card)
            if card in hero.face_down:
                hero.face_down.remove(card)
                st.heroes[taker].face_down.append(card)
            give_card(st, taker, card)
            if ally is not None:
                moved = st.heroes[taker].ally(card)
                assert moved is not None
                moved.wounds, moved.fatigue = ally.wounds, ally.fatigue
    st.heroes[me].gold -= trade.gold
    st.heroes[other].gold += trade.gold
    st.emit(Traded(seat=me, target=other, give=list(trade.give), want=list(trade.want), gold=trade.gold))


def advance(st: RuneboundState, step: Step) -> bool:
    """Wait for the proposer, or for the other player's answer."""
    trade = st.this_turn.trade
    assert trade is not None
    return st.ask(trade.other if step == Steps.TRADE_ANSWER else st.current)


def asked(st: RuneboundState, step: Step) -> Ask:
    """What the meeting's decision asks now."""
    trade = _trade(st)
    return TradeAnswerChoice(st.current) if step == Steps.TRADE_ANSWER else TradeChoice(trade.other)
