"""The numbers a hero sheet and a market shelf show, for the terminal and the browser alike.

A hero card's printed values change in play (XP tokens, constant bonuses of items and boons,
RB-XP-05), so the sheet carries the values *now*; the browser gets them in the public view
(``state.sheets`` and ``state.prices``), the terminal reads the same functions. Everything here is
public: cards on the table and the tokens in front of a hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from noppa.engine.parts import Parts
from noppa.games.runebound.content.effects import SKILLS, Skill

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

STATS = ("life", "stamina", "mind", "body", "spirit", "ranged_damage", "melee_damage", "magic_damage")
"""The values of a hero card, in the order the sheet lists them."""


def hero_sheet(st: RuneboundState, seat: int) -> dict[str, Any]:
    """Seat ``seat``'s hero now: every value of :data:`STATS`, the skill bonuses it has, its level,
    the experience it could spend and how much more the next XP token needs (RB-XP-02).

    The values of the cards (:data:`STATS`, the skills, the level) are worked out once per hero
    card, set of cards held and XP tokens bought (:func:`_card_values`), as they change only when
    one of these does; a fresh dict is made every time (no view shares one with another)."""
    from noppa.games.runebound.rules.experience import xp_available

    stats, skills, level = _card_values(st, seat)
    sheet: dict[str, Any] = dict(zip(STATS, stats, strict=True))
    sheet["skills"] = dict(skills)
    xp = xp_available(st, seat)
    sheet["level"] = level
    sheet["xp"] = xp
    sheet["xp_next"] = max(0, st.xp_cost - xp)
    return sheet


CardValues = tuple[tuple[int, ...], tuple[tuple[str, int], ...], int]
"""A hero sheet's values of the cards: :data:`STATS` in order, the nonzero skill bonuses in the
order of :data:`SKILLS`, and the level."""

_CARD_VALUES: Parts[CardValues] = Parts()
""":func:`_card_values` by a hero's cards and XP tokens: shared by all games (card ids name the same
printed card in every game, as :mod:`abilities`' tables by cards assume)."""


def _card_values(st: RuneboundState, seat: int) -> CardValues:
    """The sheet's values that follow from the hero card, the cards he holds (his allies', items'
    and kept cards' constant bonuses, RB-ITEM-03, RB-SKILL-02) and his XP tokens (RB-XP-05), found
    once per such combination."""
    from noppa.games.runebound.rules import abilities

    hero = st.heroes[seat]
    key = (abilities._cards_key(hero), tuple(hero.xp))  # the key abilities keeps its tables by
    found = _CARD_VALUES.get(key)
    if found is None:
        found = _CARD_VALUES.put(key, _card_values_now(st, seat))
    return found


def _card_values_now(st: RuneboundState, seat: int) -> CardValues:
    """:func:`_card_values` worked out from the rules (:mod:`abilities`)."""
    from noppa.games.runebound.rules import abilities

    hero = st.heroes[seat]
    stats = tuple(abilities.hero_stat(st, seat, name) for name in STATS)
    named = set(st.content.heroes[hero.hero].skills)  # only skills some card names can be nonzero
    named.update(
        a.effect.name
        for _, found in abilities.sources(st, seat)
        for a in found
        if isinstance(a.effect, Skill)
    )
    skills = tuple(
        (skill, bonus)
        for skill in SKILLS
        if skill in named and (bonus := abilities.skill_bonus(st, seat, skill))
    )
    return stats, skills, 1 + len(hero.xp)


def sheets(st: RuneboundState) -> list[dict[str, Any]]:
    """:func:`hero_sheet` of every seat, in seat order."""
    return [hero_sheet(st, seat) for seat in range(len(st.heroes))]


_PRICES: Parts[tuple[tuple[str, int], ...]] = Parts()
""":func:`prices` by the event's and the turn's change to every price and the cards on the markets
(shared by all games)."""


def prices(st: RuneboundState) -> dict[str, int]:
    """What each card on a city's market costs now (RB-MKT-08: events and discounts included),
    worked out once per change of the prices' change or of the cards on the markets."""
    from noppa.games.runebound.rules.market import price

    change = st.mods.market_cost - st.this_turn.discount  # market.price's change to every price
    key = (change, *map(tuple, st.stacks.values()))
    found = _PRICES.get(key)
    if found is None:
        found = _PRICES.put(
            key, tuple((card, price(st, card)) for stack in st.stacks.values() for card in stack)
        )
    return dict(found)
