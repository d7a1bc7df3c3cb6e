"""The numbers a hero sheet and a market shelf show, for the terminal and the browser alike.

A hero card's printed values change in play (XP tokens, constant bonuses of items and boons,
RB-XP-05), so the sheet carries the values *now*; the browser gets them in the public view
(``state.sheets`` and ``state.prices``), the terminal reads the same functions. Everything here is
public: cards on the table and the tokens in front of a hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from noppa.games.runebound.content.effects import SKILLS, Skill

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

STATS = ("life", "stamina", "mind", "body", "spirit", "ranged_damage", "melee_damage", "magic_damage")
"""The values of a hero card, in the order the sheet lists them."""


def hero_sheet(st: RuneboundState, seat: int) -> dict[str, Any]:
    """Seat ``seat``'s hero now: every value of :data:`STATS`, the skill bonuses it has, its level,
    the experience it could spend and how much more the next XP token needs (RB-XP-02)."""
    from noppa.games.runebound.rules import abilities
    from noppa.games.runebound.rules.experience import xp_available

    hero = st.heroes[seat]
    sheet: dict[str, Any] = {name: abilities.hero_stat(st, seat, name) for name in STATS}
    named = set(st.content.heroes[hero.hero].skills)  # only skills some card names can be nonzero
    named.update(
        a.effect.name
        for _, found in abilities.sources(st, seat)
        for a in found
        if isinstance(a.effect, Skill)
    )
    sheet["skills"] = {
        skill: bonus
        for skill in SKILLS
        if skill in named and (bonus := abilities.skill_bonus(st, seat, skill))
    }
    xp = xp_available(st, seat)
    sheet["level"] = 1 + len(hero.xp)
    sheet["xp"] = xp
    sheet["xp_next"] = max(0, st.xp_cost - xp)
    return sheet


def sheets(st: RuneboundState) -> list[dict[str, Any]]:
    """:func:`hero_sheet` of every seat, in seat order."""
    return [hero_sheet(st, seat) for seat in range(len(st.heroes))]


def prices(st: RuneboundState) -> dict[str, int]:
    """What each card on a city's market costs now (RB-MKT-08: events and discounts included)."""
    from noppa.games.runebound.rules.market import price

    return {card: price(st, card) for stack in st.stacks.values() for card in stack}
