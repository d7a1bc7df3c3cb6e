"""The heuristic bot's dealings with other heroes: duels, threats and trades (RB-MEET, RB-PVP).

Functions of an :class:`~noppa.games.runebound.ai.appraise.Appraiser` and a seat's view: what attacking
a hero is worth, who could come for our Runes, which of another hero's cards is worth buying with
gold, and whether to accept an offer. The bot (``bot.py``) calls them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from noppa.games.runebound.ai.appraise import GOLD, RUNE, SHOP_POINTS, WIN, Appraiser
from noppa.games.runebound.ai.tactics import Side, duel_odds


def rune_count(judge: Appraiser, hero: Mapping[str, Any]) -> int:
    """Dragon Runes a hero holds (RB-WIN-02)."""
    return sum(1 for c in hero["items"] if judge.is_rune(c))


def side(judge: Appraiser, hero: Mapping[str, Any]) -> Side:
    """A hero's numbers for a duel, with the wounds he carries."""
    fighter = judge.fighter(hero)
    own = fighter.hero
    return Side(own.values, own.damage, max(1, own.life - hero["wounds"]))


def duel_worth(judge: Appraiser, hero: Mapping[str, Any], other: Mapping[str, Any]) -> float:
    """The worth of attacking ``other``: his Runes (or gold) if we win, a knock-out if we lose."""
    mine = side(judge, hero)
    theirs = side(judge, other)
    p = duel_odds(mine, theirs)
    runes = rune_count(judge, other)
    if runes:
        prize = WIN if rune_count(judge, hero) >= 2 else RUNE * (1 + rune_count(judge, hero))
    else:
        prize = max(
            other["gold"] * GOLD,
            max((judge.card_worth(c) * GOLD for c in other["items"]), default=0),
        )
    return p * prize - (1 - p) * judge.ko_cost(hero) - 3.0


def threats(judge: Appraiser, view: Mapping[str, Any], hero: Mapping[str, Any]) -> list[tuple[float, int]]:
    """Heroes who could come and take our Runes or gold: (expected loss, where they stand)."""
    runes = rune_count(judge, hero)
    at_stake = RUNE * runes + (hero["gold"] * GOLD if hero["gold"] >= 8 else 0.0)
    if at_stake <= 0:
        return []
    mine = side(judge, hero)
    out = []
    for seat, other in enumerate(view["state"]["heroes"]):
        if seat == view["seat"] or not other["placed"] or other["out"]:
            continue
        out.append((duel_odds(side(judge, other), mine) * at_stake, other["hex"]))
    return out


def offer(
    judge: Appraiser, view: Mapping[str, Any], hero: Mapping[str, Any], seat: int
) -> tuple[float, str, int] | None:
    """The best card to buy from hero ``seat`` for gold: (worth, card, price), or None.

    The price is the card's cost and two more, which a heuristic bot accepts (``_answer``).
    """
    other = view["state"]["heroes"][seat]
    fighter = judge.fighter(hero)
    goal = judge.goal(view, hero, fighter)
    base = judge.strength(fighter, goal)
    best: tuple[float, str, int] | None = None
    for card in [*other["items"], *(a["card"] for a in other["allies"])]:
        if card not in judge.content.market_base or not judge.fits(hero, card):
            continue
        price = judge.content.card_cost(card) + 2
        if price > hero["gold"]:
            continue
        worth = SHOP_POINTS * judge.card_gain(hero, card, goal, base) - price * GOLD
        if worth > 0 and (best is None or worth > best[0]):
            best = (worth, card, price)
    return best


def answer(judge: Appraiser, view: Mapping[str, Any], hero: Mapping[str, Any]) -> str:
    """Accept an offer only if what comes is worth more than what goes (and no Rune goes).

    ``give`` is what the proposer gives (we get it); ``want`` is what he wants from us. A card
    that goes is worth its cost, or what it adds to our odds if that is more.
    """
    trade = view["state"]["trade"]
    if any(judge.is_rune(c) for c in trade["want"]):
        return "reject"
    fighter = judge.fighter(hero)
    goal = judge.goal(view, hero, fighter)
    base = judge.strength(fighter, goal)
    gives = max(0, -trade["gold"])
    for card in trade["want"]:
        items = [c for c in hero["items"] if c != card]
        allies = [(a["card"], a["wounds"]) for a in hero["allies"] if a["card"] != card]
        loss = base - judge.strength(judge.fighter(hero, items=items, allies=allies), goal)
        gives += max(judge.card_worth(card), SHOP_POINTS * loss / GOLD)
    gets = sum(judge.card_worth(c) for c in trade["give"]) + max(0, trade["gold"])
    return "accept" if gets > gives + 1 else "reject"
