"""Figures' numbers and their abilities: what a hero's Mind is now, and which abilities he may use.

A hero's attribute is the hero card plus +2 per XP token of that kind (RB-XP-05) plus the constant
bonuses of the cards he holds (RB-ITEM-03). Abilities come from *sources*: ``hero`` (the hero card),
and each ally, item and kept adventure card by its card id. An ability is named ``source`` or
``source/n`` (its position on the card, from 0) in actions like ``use:soul-burn``.

The activation limits (RB-ACT-03, RB-ACT-04, RB-ACT-05) are kept here: one activated card per window
(movement, market,
Before Combat, each combat round; RB-ACT-04), single-use and constant cards outside the count,
a card turned face down until the owner's next Refresh.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, TypeVar

from noppa.games.runebound.content.effects import (
    Ability,
    Attack,
    Discount,
    Heal,
    MoveDice,
    Prevent,
    RollBonus,
    Skill,
    Stat,
    Symbol,
)
from noppa.games.runebound.content.schema import Stats
from noppa.games.runebound.rules.model import Hurt, Steps

if TYPE_CHECKING:
    from noppa.games.runebound.rules.model import AllyState, HeroState
    from noppa.games.runebound.rules.state import RuneboundState

T = TypeVar("T")

PHASE_WINDOWS = ("ranged", "melee", "magic")


def card_abilities(st: RuneboundState, card: str) -> list[Ability]:
    """The abilities printed on a card instance (market card or kept adventure card)."""
    content = st.content
    base = content.market_base.get(card)
    if base is not None:
        entry = content.allies.get(base) or content.items[base]
        return entry.abilities
    adventure = content.adventures.get(card)
    if adventure is not None and adventure.keep is not None:
        return adventure.keep.abilities
    return []


def ally_stats(st: RuneboundState, card: str) -> Stats:
    """The printed numbers of an ally (a market ally or an adventure card kept as one)."""
    base = st.content.market_base.get(card)
    if base is not None:
        return st.content.allies[base]
    keep = st.content.adventures[card].keep
    assert keep is not None and keep.stats is not None
    return keep.stats


def sources(st: RuneboundState, seat: int) -> Iterator[tuple[str, list[Ability]]]:
    """Every ability source of a hero: the hero card, allies, items and kept cards."""
    hero = st.heroes[seat]
    yield "hero", st.content.heroes[hero.hero].abilities
    for ally in hero.allies:
        yield ally.card, card_abilities(st, ally.card)
    for card in hero.items:
        yield card, card_abilities(st, card)
    for card in hero.boons:
        yield card, card_abilities(st, card)


def constant_stat(st: RuneboundState, seat: int, name: str) -> int:
    """The sum of constant :class:`Stat` bonuses ``name`` of the hero's own cards (RB-ITEM-03),
    summed once per set of cards and name (:data:`_STAT_TOTALS`)."""
    key = _cards_key(st.heroes[seat])
    totals = _STAT_TOTALS.get(key)
    if totals is None:
        totals = _STAT_TOTALS[key] = {}
    total = totals.get(name)
    if total is None:
        total = totals[name] = sum(getattr(effect, name) for effect in _own_stats(st, seat))
    return total


_STAT_TOTALS: dict[CardsKey, dict[str, int]] = {}
"""By a hero's cards (:func:`_cards_key`): each constant stat bonus of his own cards, summed."""


def _own_stats(st: RuneboundState, seat: int) -> tuple[Stat, ...]:
    """The constant :class:`Stat` bonuses of the hero's own cards, found once per set of cards."""
    return _own(st, seat, _OWN_STATS, _constant_stats)


def _own(
    st: RuneboundState,
    seat: int,
    table: dict[CardsKey, tuple[T, ...]],
    pick: Callable[[list[Ability]], Iterable[T]],
) -> tuple[T, ...]:
    """What ``pick`` finds among the abilities of the hero's own cards (an ally's card helps the
    ally, not the hero), in order, kept in ``table`` by the hero's cards."""
    hero = st.heroes[seat]
    key = _cards_key(hero)
    found = table.get(key)
    if found is None:
        found = table[key] = tuple(
            item
            for source, abilities in sources(st, seat)
            if hero.ally(source) is None
            for item in pick(abilities)
        )
    return found


_OWN_STATS: dict[CardsKey, tuple[Stat, ...]] = {}
"""By a hero's cards: the constant stat bonuses of his own cards, in order."""


_CONSTANT_STATS: dict[int, tuple[list[Ability], tuple[Stat, ...]]] = {}
_WINDOWED: dict[tuple[int, str], tuple[list[Ability], tuple[tuple[int, Ability], ...]]] = {}


def _constant_stats(abilities: list[Ability]) -> tuple[Stat, ...]:
    """The constant :class:`Stat` bonuses among a card's printed abilities, found once per card
    (the lists are the content's own, never changed; each entry keeps its list alive, so its id
    is never another list's)."""
    entry = _CONSTANT_STATS.get(id(abilities))
    if entry is None:
        stats = tuple(a.effect for a in abilities if a.window == "constant" and isinstance(a.effect, Stat))
        entry = _CONSTANT_STATS[id(abilities)] = (abilities, stats)
    return entry[1]


def _windowed(abilities: list[Ability], window: str) -> tuple[tuple[int, Ability], ...]:
    """A card's abilities that may be used (not constant) in ``window``, with their positions,
    found once per card and window (as :func:`_constant_stats`)."""
    entry = _WINDOWED.get((id(abilities), window))
    if entry is None:
        found = tuple(
            (index, ability)
            for index, ability in enumerate(abilities)
            if ability.use != "constant" and _window_matches(ability, window)
        )
        entry = _WINDOWED[id(abilities), window] = (abilities, found)
    return entry[1]


def hero_stat(st: RuneboundState, seat: int, name: str) -> int:
    """A hero's attribute, Life, Stamina or damage now, with XP tokens and constant bonuses."""
    hero = st.heroes[seat]
    card = st.content.heroes[hero.hero]
    value: int = getattr(card, name)
    if name in ("mind", "body", "spirit", "stamina"):
        value += 2 * hero.xp.count(name)  # RB-XP-05
    elif name == "life":
        value += hero.xp.count("life")  # RB-XP-05
    return value + constant_stat(st, seat, name)


def skill_bonus(st: RuneboundState, seat: int, skill: str | None) -> int:
    """The hero's bonus in ``skill``: hero card plus constant skill cards (RB-SKILL-02, RB-SKILL-04)."""
    if skill is None:
        return 0
    hero = st.heroes[seat]
    total = st.content.heroes[hero.hero].skills.get(skill, 0)
    for source, abilities in sources(st, seat):
        if source == "hero" or hero.ally(source) is not None:
            continue
        for ability in abilities:
            if (
                ability.window == "constant"
                and isinstance(ability.effect, Skill)
                and ability.effect.name == skill
            ):
                total += ability.effect.amount
    return total


def constant_bonus(st: RuneboundState, seat: int, window: str, kind: type) -> int:
    """Constant roll or damage bonuses of the hero's own cards for ``window`` (a sword in melee),
    summed once per set of cards, window and kind (:data:`_BONUS_TOTALS`)."""
    key = _cards_key(st.heroes[seat])
    totals = _BONUS_TOTALS.get(key)
    if totals is None:
        totals = _BONUS_TOTALS[key] = {}
    total = totals.get((window, kind))
    if total is None:
        total = 0
        for ability in _own_constants(st, seat):
            if not isinstance(ability.effect, kind):
                continue
            if ability.window == window or (ability.window == "combat" and window in PHASE_WINDOWS):
                total += int(getattr(ability.effect, "amount", 0))
        totals[window, kind] = total
    return total


_BONUS_TOTALS: dict[CardsKey, dict[tuple[str, type], int]] = {}
"""By a hero's cards (:func:`_cards_key`): each window's constant bonus of each kind, summed."""


def _own_constants(st: RuneboundState, seat: int) -> tuple[Ability, ...]:
    """The constant abilities of the hero's own cards (not his allies'), found once per set of cards."""
    return _own(st, seat, _OWN_CONSTANTS, lambda abilities: [a for a in abilities if a.use == "constant"])


CardsKey = tuple[str, ...] | tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""A hero's cards: his hero card, then his allies, items and kept cards (the hero card alone when
he holds no other). Card ids name the same printed card in every game (the content is loaded once),
so tables by this key are shared by all games; they hold only the combinations met."""


def _cards_key(hero: HeroState) -> CardsKey:
    allies, items, boons = hero.allies, hero.items, hero.boons
    if allies or items or boons:
        return (hero.hero, tuple([a.card for a in allies]), tuple(items), tuple(boons))
    return (hero.hero,)


_OWN_CONSTANTS: dict[CardsKey, tuple[Ability, ...]] = {}
"""By a hero's cards: the constant abilities of his own cards, in order."""


def escape_bonus(st: RuneboundState, seat: int) -> int:
    """Constant escape bonuses (hero abilities and items) plus the event's modifier."""
    return constant_stat(st, seat, "escape") + constant_bonus(st, seat, "escape", RollBonus) + st.mods.escape


def figure_stamina(st: RuneboundState, seat: int, ally: AllyState | None) -> int:
    """Stamina of the hero or of one of his allies."""
    if ally is None:
        return hero_stat(st, seat, "stamina")
    return ally_stats(st, ally.card).stamina


def is_tired(hero: HeroState) -> bool:
    """Whether the hero or an ally carries a wound or fatigue token (RB-MOVE-01)."""
    if hero.wounds or hero.fatigue:
        return True
    return bool(hero.allies) and any(a.wounds or a.fatigue for a in hero.allies)


def _window_matches(ability: Ability, window: str) -> bool:
    # RB-ACT-02, RB-EX-01: a Magic ability (Soul Burn) only in the Magic phase, and so on.
    if ability.window == window:
        return True
    return ability.window == "combat" and window in PHASE_WINDOWS


def ability_name(source: str, index: int) -> str:
    """The text of an ability in actions: ``source`` for the first, ``source/n`` for others."""
    return source if index == 0 else f"{source}/{index}"


def find(st: RuneboundState, seat: int, name: str) -> tuple[str, int, Ability] | None:
    """The ability called ``name`` (see :func:`ability_name`) of this hero."""
    source, _, number = name.partition("/")
    index = int(number) if number.isdigit() else 0
    for found, abilities in sources(st, seat):
        if found == source and index < len(abilities):
            return source, index, abilities[index]
    return None


def usable(st: RuneboundState, seat: int, window: str, *more: str) -> list[str]:
    """The abilities ``seat`` may use now in ``window`` (then in each of ``more``, in turn), by name.

    RB-ACT-02, RB-ACT-03, RB-ACT-04, RB-ACT-05: window, face down, limits, free cards; RB-WND-03: fatigue.
    """
    hero = st.heroes[seat]
    allies, items, boons = hero.allies, hero.items, hero.boons
    windows = (window, *more) if more else window
    key: UsableKey
    if allies or items or boons:
        key = (hero.hero, windows, tuple([a.card for a in allies]), tuple(items), tuple(boons))
    else:
        key = (hero.hero, windows)  # the hero card alone (the usual case early on)
    candidates = _CANDIDATES.get(key)
    if candidates is None:
        candidates = _CANDIDATES[key] = tuple(
            (source, index, ability)
            for each in (window, *more)
            for source, abilities in sources(st, seat)
            for index, ability in _windowed(abilities, each)
        )
    if not candidates:
        return []
    names: list[str] = []
    acts_left = st.window_acts.get(seat, 0) < 1  # counted per seat: RB-PVP-05
    for source, index, ability in candidates:
        ally = hero.ally(source) if allies else None
        if ability.use == "activate" and (source in hero.face_down or not acts_left):
            continue  # RB-ACT-03: face down until Refresh; RB-ACT-04: one per window
        if ability.use == "free" and f"{seat}:{source}/{index}" in st.free_used:
            continue
        if ability.fatigue:
            payer_fatigue = hero.fatigue if ally is None else ally.fatigue
            if payer_fatigue + ability.fatigue > figure_stamina(st, seat, ally):
                continue  # RB-WND-03
        if ability.gold > hero.gold:
            continue
        if not _effect_applies(st, seat, ability, ally):
            continue
        names.append(ability_name(source, index))
    return names


Windows = str | tuple[str, ...]
UsableKey = tuple[str, Windows] | tuple[str, Windows, tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""A hero card, the window (or windows), and the hero's allies, items and kept cards if he holds any."""

_CANDIDATES: dict[UsableKey, tuple[tuple[str, int, Ability], ...]] = {}
"""By a hero's cards (hero card, allies, items, kept cards; the hero card alone when he holds no
other) and a window (or windows, one after another): the abilities among them
that may be used (not constant) in that window, in the order :func:`sources` gives them. Card ids
name the same printed card in every game (the content is loaded once), so the table is shared; it
holds only the combinations met."""


def _effect_applies(st: RuneboundState, seat: int, ability: Ability, ally: AllyState | None) -> bool:
    effect = ability.effect
    hero = st.heroes[seat]
    if isinstance(effect, Heal):
        if effect.target == "self" and ally is not None:
            return bool((effect.wounds and ally.wounds) or (effect.fatigue and ally.fatigue))
        return bool((effect.wounds and hero.wounds) or (effect.fatigue and hero.fatigue))
    if isinstance(effect, Prevent):
        hurt = st.pending(Hurt)
        return hurt is not None and hurt.seat == seat and hurt.amount > 0
    if isinstance(effect, Attack):
        return st.combat is not None
    if isinstance(effect, (MoveDice, Symbol)):
        return st.step == Steps.MOVE
    if isinstance(effect, Discount):
        return st.step == Steps.MARKET
    return True
