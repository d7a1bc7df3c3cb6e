"""The Market step (§7) and the carrying limits (§8).

Only in a city (RB-MKT-01): one card from the market deck goes onto that city's stack first
(RB-MKT-03), then the player buys, hires, sells and heals in any order, as often as he can pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action, IllegalAction
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.events import Buy, Hire, MarketDraw, MarketHeal, Sell
from noppa.games.runebound.rules import resolve
from noppa.games.runebound.rules.model import MarketChoice, Step, Steps
from noppa.games.runebound.rules.resolve import discard_actions, give_card, room_for, slot_of

if TYPE_CHECKING:
    from noppa.games.runebound.content.schema import Modifiers
    from noppa.games.runebound.rules.state import RuneboundState

STEPS = frozenset({Steps.MARKET})
DONE = Action("done")


def city_here(st: RuneboundState) -> str | None:
    """The city the active hero stands in, if any."""
    hex_ = st.heroes[st.current].hex
    for city, at in st.board.cities.items():
        if at == hex_:
            return city
    return None


def price(st: RuneboundState, card: str) -> int:
    """What buying or hiring ``card`` costs now: printed cost, event and discounts, never below 1."""
    return max(1, st.content.card_cost(card) + st.mods.market_cost - st.this_turn.discount)


def heal_cost(mods: Modifiers) -> int:
    """What one healing costs under the event ``mods``: 1 gold (RB-MKT-07) plus the event's change.

    RB-MKT-08: the change applies as printed, down to nothing: Peace of the Realm's "healing costs
    −1 gold" makes healing free, Rising Prices' "+1 gold" makes it 2. Only a price in gold can floor
    at 0; buying and hiring still cost at least 1 (:func:`price`).
    """
    return max(0, 1 + mods.heal_cost)


def heal_price(st: RuneboundState) -> int:
    """What one healing costs now, with the event in force (RB-MKT-07, RB-MKT-08)."""
    return heal_cost(st.mods)


def sale_price(st: RuneboundState, card: str) -> int:
    """Half the cost, rounded down (RB-MKT-06), plus the event's bonus."""
    return st.content.card_cost(card) // 2 + st.mods.sell_bonus


def can_sell(st: RuneboundState, card: str) -> bool:
    """Market items costing 2 or more; allies only with option sell_allies (RB-MKT-06)."""
    if card not in st.content.market_base or st.content.card_cost(card) <= 1:
        return False
    if slot_of(st, card) == "ally":
        return st.sell_allies
    return True


def market_options(st: RuneboundState, ask: MarketChoice) -> list[Action]:
    """Buy, hire, sell, heal, use a market ability, discard, or finish."""
    seat = st.current
    hero = st.heroes[seat]
    city = ask.city
    out: list[Action] = []
    for card in st.stacks[city]:  # RB-MKT-02: only this city's stack
        if price(st, card) <= hero.gold and room_for(st, seat, card):
            kind = "hire" if slot_of(st, card) == "ally" else "buy"
            out.append(Action(kind, (card,)))  # RB-MKT-04, RB-MKT-05, RB-LIM-03
    out += [Action("sell", (c,)) for c in [*hero.items, *(a.card for a in hero.allies)] if can_sell(st, c)]
    if hero.gold >= heal_price(st):
        if hero.wounds:
            out.append(Action("heal", ("hero", "wound")))  # RB-MKT-07
        if hero.fatigue:
            out.append(Action("heal", ("hero", "fatigue")))
        for ally in hero.allies:
            if ally.wounds:
                out.append(Action("heal", (ally.card, "wound")))
            if ally.fatigue:
                out.append(Action("heal", (ally.card, "fatigue")))
    out += resolve.use_actions(st, seat, "market", "any")
    out += discard_actions(st, seat)
    out.append(DONE)
    return out


def market_answer(st: RuneboundState, decision: Decision[MarketChoice], action: Action) -> None:
    """Carry out a market action."""
    seat = st.current
    hero = st.heroes[seat]
    city = decision.ask.city
    kind = action.kind
    if kind in ("buy", "hire"):
        card = action.args[0]
        cost = price(st, card)
        hero.gold -= cost
        st.stacks[city].remove(card)
        give_card(st, seat, card)
        st.emit((Buy if kind == "buy" else Hire)(seat=seat, card=card, cost=cost))
    elif kind == "sell":
        card = action.args[0]
        gain = sale_price(st, card)
        ally = hero.ally(card)
        if ally is not None:
            hero.allies.remove(ally)
        else:
            hero.items.remove(card)
        if card in hero.face_down:
            hero.face_down.remove(card)
        st.stacks[city].append(card)  # RB-MKT-06: into this city's stack
        hero.gold += gain
        st.emit(Sell(seat=seat, card=card, gain=gain))
    elif kind == "heal":
        who, what = action.args
        figure = None if who == "hero" else hero.ally(who)
        cost = heal_price(st)
        hero.gold -= cost
        target = hero if figure is None else figure
        if what == "wound":
            target.wounds -= 1
        else:
            target.fatigue = 0  # RB-MKT-07: one wound, or all fatigue
        st.emit(MarketHeal(seat=seat, figure=who, what=what, cost=cost))
    elif kind == "use":
        resolve.use(st, seat, action.args[0])
    elif kind == "discard":
        st.discard_card(seat, action.args[0])
    else:
        st.goto(Steps.EXPERIENCE)


def advance(st: RuneboundState, _step: Step) -> bool:
    """Enter the market: draw a card onto the city's stack first (RB-MKT-03)."""
    if not st.this_turn.market_open:
        city = city_here(st)
        if city is None:  # pragma: no cover - the step is entered only in a city
            st.goto(Steps.EXPERIENCE)
            return False
        st.this_turn.market_open = True
        st.set_window("market")  # RB-ACT-04: one activation in the Market step
        if st.market_deck:
            card = st.market_deck.pop()
            st.stacks[city].append(card)
            st.emit(MarketDraw(seat=st.current, city=city, card=card))
    return st.ask(st.current)


def asked(st: RuneboundState, _step: Step) -> Ask:
    """The Market decision, in the city where the hero stands."""
    city = city_here(st)
    assert city is not None
    return MarketChoice(city)


def refuse(st: RuneboundState, ask: MarketChoice, action: Action) -> IllegalAction:
    """Why a market action is refused: a card not in this city's stack (RB-MKT-02), no room for it
    (RB-LIM-03), too little gold (RB-MKT-04, RB-MKT-07), a card that cannot be sold (RB-MKT-06)."""
    seat = st.current
    kind = action.kind
    if kind in ("buy", "hire") and action.args:
        card = action.args[0]
        if card not in st.stacks[ask.city]:
            return IllegalAction("rb.error.not_for_sale", action=action.text)
        if not room_for(st, seat, card):
            return IllegalAction("rb.error.limit", action=action.text)
        return IllegalAction("rb.error.gold", action=action.text, count=price(st, card))
    if kind == "heal" and heal_price(st) > st.heroes[seat].gold:
        return IllegalAction("rb.error.gold", action=action.text, count=heal_price(st))
    if kind == "sell":
        return IllegalAction("rb.error.cannot_sell", action=action.text)
    return resolve.refuse(st, seat, action)
