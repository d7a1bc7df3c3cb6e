"""Runebound in words: the game's :class:`~noppa.engine.capabilities.Words` (action labels and log
lines), the words for its content (effects, abilities, cards, hexes) and the reasons an action is
refused.

The rules never import this module: they decide and log typed events (``events.py``); this module
turns those into text. Every string comes from the catalogs (``locale/en.ftl``, ``locale/fi.ftl``,
keys ``rb.…``); content names come from the data (``name.en`` / ``name.fi``). Labels and log lines
are per-kind tables (:data:`LABELS`, :data:`LINES`), one small function per kind that needs more
than its catalog message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from noppa.engine import Action, text
from noppa.engine.capabilities import Words
from noppa.engine.events import GameEvent, GameOver
from noppa.engine.i18n import Name, forms, remembered
from noppa.games.runebound import events
from noppa.games.runebound.content.effects import (
    Ability,
    Attack,
    Effect,
    Gold,
    Heal,
    Immune,
    Keep,
    Regenerate,
    Skill,
    Stat,
    Strike,
    Symbol,
    Test,
)
from noppa.games.runebound.content.schema import Adventure, Content, Stats
from noppa.games.runebound.rules import abilities, combat, market, movement
from noppa.games.runebound.rules.model import Hurt
from noppa.games.runebound.rules.state import RuneboundState

# ---------------------------------------------------------------------- the effect vocabulary


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def describe_effect(effect: Effect, lang: str) -> str:
    """The effect in words, from the catalogs."""
    if isinstance(effect, Attack):
        phase = text(f"rb.phase.{effect.phase}", lang)
        if effect.damage is None:
            return text("rb.effect.attack_own", lang, phase=phase, bonus=_signed(effect.bonus))
        return text("rb.effect.attack", lang, phase=phase, bonus=_signed(effect.bonus), count=effect.damage)
    if isinstance(effect, Stat):
        parts = [
            text(f"rb.stat.{name}", lang) + " " + _signed(value)
            for name in Stat.__struct_fields__
            if (value := getattr(effect, name))
        ]
        return ", ".join(parts)
    if isinstance(effect, Skill):
        return text(
            "rb.effect.skill", lang, skill=text(f"rb.skill.{effect.name}", lang), bonus=_signed(effect.amount)
        )
    if isinstance(effect, Symbol):
        return text("rb.effect.symbol", lang, terrain=text(f"rb.terrain.{effect.terrain}", lang))
    if isinstance(effect, Heal):
        who = text(f"rb.effect.heal_{effect.target}", lang)
        if effect.wounds and effect.fatigue:
            return text("rb.effect.heal_both", lang, wounds=effect.wounds, fatigue=effect.fatigue, who=who)
        if effect.wounds:
            return text("rb.effect.heal_wounds", lang, count=effect.wounds, who=who)
        return text("rb.effect.heal_fatigue", lang, count=effect.fatigue, who=who)
    if isinstance(effect, Test):
        return describe_test(effect, lang)
    if isinstance(effect, Keep):
        return text("rb.effect.keep", lang)
    if isinstance(effect, Strike):
        phase = text(f"rb.phase.{effect.phase}", lang)
        if effect.damage is None:
            return text("rb.effect.strike_own", lang, phase=phase)
        return text("rb.effect.strike", lang, phase=phase, count=effect.damage)
    if isinstance(effect, Immune):
        return text("rb.effect.immune", lang)
    amount = getattr(effect, "amount", 0)
    return text(f"rb.effect.{type(effect).__struct_config__.tag}", lang, count=amount)


def describe_test(test: Test, lang: str) -> str:
    """``Test Body Swim (14)`` with what follows success and failure."""
    attribute = text(f"rb.stat.{test.attribute}", lang)
    if test.skill:
        head = text(
            "rb.test.with_skill",
            lang,
            attribute=attribute,
            skill=text(f"rb.skill.{test.skill}", lang),
            target=test.target,
        )
    else:
        head = text("rb.test.plain", lang, attribute=attribute, target=test.target)
    parts = [head]
    if test.success:
        parts.append(
            text("rb.test.success", lang, effects="; ".join(describe_effect(e, lang) for e in test.success))
        )
    if test.failure:
        parts.append(
            text("rb.test.failure", lang, effects="; ".join(describe_effect(e, lang) for e in test.failure))
        )
    return " ".join(parts)


def describe_ability(ability: Ability, lang: str) -> str:
    """The whole ability in words: window, cost, effect."""
    parts: list[str] = []
    if ability.window != "constant":
        parts.append(text(f"rb.window.{ability.window}", lang))
    if ability.use in ("activate", "single"):
        parts.append(text(f"rb.use.{ability.use}", lang))
    if ability.fatigue:
        parts.append(text("rb.cost.fatigue", lang, count=ability.fatigue))
    if ability.gold:
        parts.append(text("rb.cost.gold", lang, count=ability.gold))
    if ability.discard:
        parts.append(text("rb.cost.discard", lang))
    head = ", ".join(parts)
    body = describe_effect(ability.effect, lang)
    return f"{head}: {body}" if head else body


def describe_trait(ability: Ability, lang: str) -> str:
    """A challenge's trait in words: ``Magic: immune…`` / ``End of every round: it heals 1 wound``."""
    key = "round_end" if isinstance(ability.effect, Regenerate) else ability.window
    return f"{text(f'rb.window.{key}', lang)}: {describe_effect(ability.effect, lang)}"


def describe_modifiers(modifiers: msgspec.Struct, lang: str) -> str:
    """What an event in force changes, in words (``challenges +1 to beat, healing costs +1 gold``)."""
    parts = [
        text(f"rb.modifier.{name}", lang, value=_signed(value))
        for name in modifiers.__struct_fields__
        if (value := getattr(modifiers, name))
    ]
    return ", ".join(parts)


# ---------------------------------------------------------------------- cards and hexes


def challenge_text(card: Adventure, lang: str) -> str:
    """A challenge's card text (RB-CARD-03): its Before Combat effects, its traits and what its
    defeat brings besides gold and the card itself (RB-FOE-05), in words."""
    parts: list[str] = []
    if card.before_combat:
        effects = "; ".join(describe_effect(e, lang) for e in card.before_combat)
        parts.append(f"{text('rb.window.before_combat', lang)}: {effects}")
    parts += [describe_trait(t, lang) for t in card.abilities]
    after = [e for e in card.reward if not isinstance(e, (Gold, Keep))]
    if after:
        effects = "; ".join(describe_effect(e, lang) for e in after)
        parts.append(f"{text('rb.window.defeated', lang)}: {effects}")
    return " · ".join(parts)


def values_text(stats: Stats, lang: str) -> str:
    """An ally's (or a foe's) printed numbers in words: attributes, damage per phase, Life, Stamina."""
    return text("rb.ui.values", lang, **_numbers(stats), stamina=stats.stamina)


def _numbers(stats: Stats) -> dict[str, int]:
    """A figure's printed attributes, damage per phase and Life, as the catalogs' arguments."""
    return {
        "mind": stats.mind,
        "body": stats.body,
        "spirit": stats.spirit,
        "rd": stats.ranged_damage,
        "md": stats.melee_damage,
        "mg": stats.magic_damage,
        "life": stats.life,
    }


def card_text(content: Content, card: str, lang: str) -> str:
    """What a hero card, market card or kept adventure card says, in words (RB-CARD-04, RB-UI-02):
    an ally's values, an item's class, then every ability; a challenge its card text."""
    base = content.market_base.get(card, card)
    parts: list[str] = []
    found: list[Ability] = []
    if base in content.heroes:
        found = content.heroes[base].abilities
    elif base in content.allies:
        ally = content.allies[base]
        parts.append(values_text(ally, lang))
        found = ally.abilities
    elif base in content.items:
        item = content.items[base]
        parts.append(text(f"rb.class.{item.item_class}", lang))
        found = item.abilities
    elif base in content.adventures:
        adventure = content.adventures[base]
        if adventure.kind == "challenge":
            parts.append(challenge_text(adventure, lang))
        if adventure.keep is not None:  # what the card does for the hero who keeps it
            kept: list[str] = []
            if adventure.keep.stats is not None:
                kept.append(values_text(adventure.keep.stats, lang))
            kept += [describe_ability(a, lang) for a in adventure.keep.abilities]
            if kept:
                parts.append(text("rb.ui.kept", lang, text=" · ".join(kept)))
        return " · ".join(p for p in parts if p)
    parts += [describe_ability(a, lang) for a in found]
    return " · ".join(parts)


def card_name(st: RuneboundState, card: str | None, lang: str) -> str:
    """A card's (or hero's, or city's) name in ``lang``."""
    if card is None:
        return "—"
    return st.content.name(card, lang)


COLUMNS = "ABCDEFGHIJKLMN"
"""The map's column letters, west to east (columns 0…13 of the hexes in play)."""


def coordinate(col: int, row: int) -> str:
    """A hex as the map's margins name it: column letter and row number, ``E7`` (RB-UI-01).

    The terminal map prints the letters above and the numbers beside it, the browser map writes them
    in the hexes; edge hexes, which are out of play (RB-MOVE-06), have none.
    """
    if not (0 <= col < len(COLUMNS) and row >= 0):
        return ""
    return f"{COLUMNS[col]}{row + 1}"


def hex_coordinate(st: RuneboundState, hex_id: str) -> str:
    """The coordinate of hex ``hex_id`` (``h0406`` → ``E7``), or the id itself if there is none."""
    index = st.board.index.get(hex_id)
    if index is None:
        return hex_id
    data = st.board.hexes[index]
    return coordinate(data.col, data.row) or hex_id


def hex_name(st: RuneboundState, hex_id: str, lang: str) -> str:
    """``Tammilinna`` or ``E7 (forest)``: what never changes (for the log)."""
    index = st.board.index.get(hex_id)
    if index is None:
        return hex_id
    data = st.board.hexes[index]
    if data.city is not None:
        return card_name(st, data.city, lang)
    where = coordinate(data.col, data.row)
    return text("rb.ui.hex", lang, coordinate=where, terrain=text(f"rb.terrain.{data.terrain}", lang))


def city_name(st: RuneboundState, city: str, lang: str) -> Name:
    """A city's name in ``lang`` with the Finnish forms ``data/names.toml`` declares (RB-UI-05), for
    messages that inflect it: ``{ CASE($city, "to") }`` writes *Tammilinnaan*."""
    return _city_name(card_name(st, city, lang), city, lang)


@remembered
def _city_name(nominative: str, city: str, lang: str) -> Name:
    """:func:`city_name` from its nominative: made once per city and language, then shared."""
    return Name(nominative, forms(f"rb.city.{city}", lang))


def hex_city(st: RuneboundState, hex_id: str) -> str | None:
    """The city on hex ``hex_id``, if any."""
    index = st.board.index.get(hex_id)
    return None if index is None else st.board.hexes[index].city


def _hex_tail(st: RuneboundState, index: int, lang: str, *, distance: bool) -> str:
    """What lies on hex ``index`` now and how far it is: ``, green adventure · 3 steps away``."""
    token = st.board_tokens.get(index)
    lost = tuple(slot + 1 for slot, entry in enumerate(st.lost) if entry is not None and entry[1] == index)
    current = st.current
    heroes = tuple(
        st.player_name(seat, lang)
        for seat, hero in enumerate(st.heroes)
        if seat != current and hero.hex == index and hero.placed
    )
    steps = st.board.walk_distance(st.heroes[current].hex, index) if distance else None
    return _tail_text(None if token is None else token[0], lost, heroes, steps, lang)


@remembered
def _tail_text(
    colour: str | None, lost: tuple[int, ...], heroes: tuple[str, ...], steps: int | None, lang: str
) -> str:
    """:func:`_hex_tail` from what it shows (the token's colour, the lost-challenge slots, the other
    heroes' players, the steps away or ``None``): written once per such facts and language, as a
    move's menu shows the same hexes move after move."""
    parts: list[str] = []
    if colour is not None:
        parts.append(text("rb.ui.adventure_here", lang, colour=text(f"rb.colour.{colour}", lang)))
    parts.extend(text("rb.ui.lost_here", lang, slot=slot) for slot in lost)
    parts.extend(text("rb.ui.hero_here", lang, player=name) for name in heroes)
    tail = "".join(f", {part}" for part in parts)
    if steps is not None:
        away = text("rb.ui.stay_here", lang) if steps == 0 else text("rb.ui.steps_away", lang, count=steps)
        tail = f"{tail} · {away}"
    return tail


def hex_label(st: RuneboundState, hex_id: str, lang: str, *, distance: bool = False) -> str:
    """``Tammilinna (E7)`` or ``E7 (forest), green adventure, Player 2``: what is there now (menus).

    With ``distance`` the steps from the active hero follow (``· 3 steps away``, or ``stay here``).
    """
    index = st.board.index.get(hex_id)
    if index is None:
        return hex_id
    data = st.board.hexes[index]
    city = None if data.city is None else card_name(st, data.city, lang)
    return _hex_head(data.col, data.row, data.terrain, city, lang) + _hex_tail(
        st, index, lang, distance=distance
    )


@remembered
def _hex_head(col: int, row: int, terrain: str, city: str | None, lang: str) -> str:
    """The part of :func:`hex_label` that never changes (``Tammilinna (E7)``, ``E7 (forest)``):
    written once per hex and language, from what decides it."""
    where = coordinate(col, row)
    if city is not None:
        return text("rb.ui.city_at", lang, city=city, coordinate=where)
    return text("rb.ui.hex", lang, coordinate=where, terrain=text(f"rb.terrain.{terrain}", lang))


def _hex_action(st: RuneboundState, kind: str, hex_id: str, lang: str) -> str:
    """A move, step, way in or token placing, a city by its inflected name (RB-UI-05)."""
    city = hex_city(st, hex_id)
    distance = kind == "move"
    if city is None or kind == "place":
        return text(f"rb.action.{kind}", lang, hex=hex_label(st, hex_id, lang, distance=distance))
    index = st.board.index[hex_id]
    data = st.board.hexes[index]
    return text(
        f"rb.action.{kind}_city",
        lang,
        city=city_name(st, city, lang),
        coordinate=coordinate(data.col, data.row),
        tail=_hex_tail(st, index, lang, distance=distance),
    )


def ability_label(st: RuneboundState, seat: int, name: str, lang: str) -> str:
    """``Padded Leather Armor: damage, activate: prevent 1 wound``."""
    found = abilities.find(st, seat, name)
    if found is None:
        return name
    source, _, ability = found
    owner = card_name(st, st.heroes[seat].hero if source == "hero" else source, lang)
    return text("rb.ui.ability_of", lang, owner=owner, ability=describe_ability(ability, lang))


# ---------------------------------------------------------------------- labels


def _decider(st: RuneboundState) -> int:
    return st.to_act if st.to_act is not None else st.current


def _figure(st: RuneboundState, seat: int, figure: str, lang: str) -> str:
    """``hero`` (the seat's hero) or an ally's card, by name."""
    return card_name(st, st.heroes[seat].hero if figure == "hero" else figure, lang)


LabelWords = Callable[[RuneboundState, Action, int, str], str]
"""How one action kind reads: ``(state, action, deciding seat, lang)``."""


def _roll_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    if not action.args:
        return text("rb.action.roll", lang)
    count = int(action.args[0])
    rest = movement.rest_amount(st, count)
    if rest:
        return text("rb.action.rest", lang, count=count, rest=rest)
    return text("rb.action.roll_dice", lang, count=count)


def _hex_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return _hex_action(st, action.kind, action.args[0], lang)


def _use_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text("rb.action.use", lang, ability=ability_label(st, seat, action.args[0], lang))


def _card_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text(f"rb.action.{action.kind}", lang, card=card_name(st, action.args[0], lang))


def _buy_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    card = action.args[0]
    label = text(
        f"rb.action.{action.kind}", lang, card=card_name(st, card, lang), cost=market.price(st, card)
    )
    twins = _twins(st, card)
    if len(twins) > 1:  # two copies of one card on one stack: two choices must not read the same
        label = text("rb.ui.copy", lang, label=label, number=twins.index(card) + 1, count=len(twins))
    return label


def _twins(st: RuneboundState, card: str) -> list[str]:
    """The copies of ``card`` (itself among them) on the stack that holds it, in stack order."""
    base = st.content.market_base.get(card, card)
    for stack in st.stacks.values():
        if card in stack:
            return [c for c in stack if st.content.market_base.get(c, c) == base]
    return [card]


def _sell_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    card = action.args[0]
    return text("rb.action.sell", lang, card=card_name(st, card, lang), gain=market.sale_price(st, card))


def _rest_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text("rb.action.rest_one", lang, figure=_figure(st, seat, action.args[0], lang))


def _lost_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    slot = action.args[0]
    entry = st.lost[int(slot) - 1] if slot.isdigit() and 0 < int(slot) <= len(st.lost) else None
    return text("rb.action.lost", lang, slot=slot, card=card_name(st, entry[0] if entry else None, lang))


def _player_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text(f"rb.action.{action.kind}", lang, player=st.player_name(int(action.args[0]), lang))


def _adventure_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    token = st.board_tokens.get(st.heroes[st.current].hex)
    colour = text(f"rb.colour.{token[0]}", lang) if token else ""
    return text("rb.action.adventure", lang, colour=colour)


def _take_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    if not action.args:
        hurt = st.pending(Hurt)
        return text("rb.action.take_wounds", lang, count=0 if hurt is None else hurt.amount)
    what = action.args[0]
    if what in ("gold", "nothing"):
        return text(f"rb.action.take_{what}", lang)
    return text("rb.action.take_card", lang, card=card_name(st, what, lang))


def _city_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text("rb.action.city", lang, city=city_name(st, action.args[0], lang))


def _heal_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    who, what = action.args
    price = price_text(market.heal_price(st), lang)
    return text(f"rb.action.heal_{what}", lang, figure=_figure(st, seat, who, lang), price=price)


def _xp_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text("rb.action.xp", lang, bonus=text(f"rb.xp.{action.args[0]}", lang), cost=st.xp_cost)


def _escape_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    cb = st.combat
    value = abilities.hero_stat(st, seat, "mind") + abilities.escape_bonus(st, seat)
    if cb is not None and cb.kind != "pvp":
        return text("rb.action.escape", lang, value=value, target=combat.foe_value(st, cb, "ranged"))
    return text("rb.action.escape_pvp", lang, value=value)


def _fight_on_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    begins = st.combat is not None and st.stage == "bc"
    return text("rb.action.begin_fight" if begins else "rb.action.fight_on", lang)


def _leave_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    return text("rb.action.leave_meeting" if st.this_turn.trade is not None else "rb.action.leave", lang)


def _option_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    index = int(action.args[0]) - 1
    if st.encounter is None:
        return str(index + 1)
    card = st.content.adventures[st.encounter]
    if not 0 <= index < len(card.options):
        return str(index + 1)
    option = card.options[index]

    def effects(items: list[Any]) -> str:
        return "; ".join(describe_effect(e, lang) for e in items)

    head = ", ".join(_option_costs(option, lang))
    tail: list[str] = []
    if option.quest is not None:
        reward = effects(option.reward)
        tail.append(text("rb.ui.quest", lang, city=city_name(st, option.quest, lang), reward=reward))
    elif option.success:
        if option.test is None and option.foe is None:
            head = f"{head}: {effects(option.success)}" if head else effects(option.success)
        else:
            tail.append(text("rb.test.success", lang, effects=effects(option.success)))
    if option.failure:
        tail.append(text("rb.test.failure", lang, effects=effects(option.failure)))
    return text("rb.action.option", lang, number=index + 1, text=" ".join([head, *tail]))


def _option_costs(option: Any, lang: str) -> list[str]:
    """What an encounter option asks first: its costs, its test, its foe."""
    parts: list[str] = []
    if option.gold:
        parts.append(text("rb.cost.gold", lang, count=option.gold))
    if option.fatigue:
        parts.append(text("rb.cost.fatigue", lang, count=option.fatigue))
    if option.test is not None:
        parts.append(describe_test(option.test, lang))
    if option.foe is not None:
        parts.append(text("rb.ui.foe", lang, **_numbers(option.foe)))
    return parts


def _combat_label(st: RuneboundState, action: Action, seat: int, lang: str) -> str:
    kind, phase = action.kind, action.args[0]
    cb = st.combat
    name = text(f"rb.phase.{phase}", lang)
    if cb is None:
        return text(f"rb.action.{kind}", lang, phase=name, value="?", target="?")
    value = combat.hero_roll_value(st, seat, phase) + st.this_turn.roll_bonus.get(f"{seat}:hero", 0)
    if cb.kind == "pvp":
        target: int | str = cb.target if cb.target is not None else "?"
    else:
        target = combat.foe_value(st, cb, phase)
        if kind == "defend" and combat.foe_damage(st, cb, phase) <= 0:
            return text("rb.action.defend_free", lang, phase=name)
    return text(f"rb.action.{kind}", lang, phase=name, value=value, target=target)


LABELS: dict[str, LabelWords] = {
    "roll": _roll_label,
    "step": _hex_label,
    "move": _hex_label,
    "from": _hex_label,
    "place": _hex_label,
    "use": _use_label,
    "discard": _card_label,
    "lose": _card_label,
    "give": _card_label,
    "want": _card_label,
    "ally": _card_label,
    "buy": _buy_label,
    "hire": _buy_label,
    "sell": _sell_label,
    "rest": _rest_label,
    "lost": _lost_label,
    "trade": _player_label,
    "fight": _player_label,
    "adventure": _adventure_label,
    "option": _option_label,
    "attack": _combat_label,
    "defend": _combat_label,
    "take": _take_label,
    "city": _city_label,
    "heal": _heal_label,
    "xp": _xp_label,
    "escape": _escape_label,
    "fight_on": _fight_on_label,
    "leave": _leave_label,
}
"""The action kinds whose label needs more than their catalog message ``rb.action.<kind>``."""


def label(st: RuneboundState, action: Action, lang: str) -> str:
    """The action as a player reads it."""
    words = LABELS.get(action.kind)
    if words is None:
        return text(f"rb.action.{action.kind}", lang)
    return words(st, action, _decider(st), lang)


# ---------------------------------------------------------------------- log lines


def price_text(cost: int, lang: str) -> str:
    """A price in gold as a player reads it: "1 gold", "2 gold", or "free" (RB-MKT-08)."""
    return text("rb.ui.price", lang, count=cost) if cost else text("rb.ui.free", lang)


def seat_and_hero(st: RuneboundState, seat: int, lang: str) -> str:
    """A seat with its hero, for the lines that open a game and a turn: "Liisa (Sela Thornwick)"."""
    name = st.player_name(seat, lang)
    if st.seat_name(seat, lang) and 0 <= seat < len(st.heroes):
        return f"{name} ({card_name(st, st.heroes[seat].hero, lang)})"
    return name


Logged = Mapping[str, Any]
"""A logged event: the JSON form of one of :mod:`noppa.games.runebound.events`."""

LineWords = Callable[[RuneboundState, Logged, str, dict[str, Any]], "str | None"]
"""What one event kind adds to its message's arguments: ``(state, event, lang, arguments)``; it
fills ``arguments`` in and returns the message kind to use instead of the event's, or ``None``."""

CARD_FIELDS = ("card", "ally", "replaced", "current")
"""The fields that name a card, written as its name."""


def _people_and_cards(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> None:
    if isinstance(event.get("seat"), int):
        params["player"] = st.player_name(event["seat"], lang)
    if isinstance(event.get("target"), int):
        params["opponent"] = st.player_name(event["target"], lang)
    for key in CARD_FIELDS:
        if isinstance(event.get(key), str):
            params[key] = card_name(st, event[key], lang)


def _places(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> None:
    if "hex" in event:
        params["hex"] = hex_name(st, event["hex"], lang)
        city = hex_city(st, event["hex"])
        if city is not None:
            params["city"] = city_name(st, city, lang)  # RB-UI-05: the message inflects it
    if isinstance(event.get("city"), str):
        params["city"] = city_name(st, event["city"], lang)


def _fight_words(event: Logged, lang: str, params: dict[str, Any]) -> None:
    if "phase" in event:
        phase = event["phase"]
        params["phase"] = text(f"rb.phase.{phase}", lang) if phase != "escape" else text("rb.ui.escape", lang)
        params["stage"] = phase  # the messages say the phase in the case their sentence needs
    if "colour" in event:
        params["colour"] = text(f"rb.colour.{event['colour']}", lang)
        params["hue"] = event["colour"]  # ditto: "keltaisen kortin", "keltaisesta pakasta"
    if "dice" in event:
        params["dice"] = "+".join(str(d) for d in event["dice"])
        value = event.get("value")
        if isinstance(value, int):  # "7+9 − 1", never "7+9 + -1"
            params["dice"] += f" + {value}" if value >= 0 else f" − {-value}"


def _arguments(st: RuneboundState, event: Logged, lang: str) -> dict[str, Any]:
    """The message arguments every kind shares: the event's fields, names for seats, cards and
    hexes, words for phases and colours, the dice as ``4+7``; ``count`` 0 when there is none."""
    params: dict[str, Any] = {k: v for k, v in event.items() if k != "type"}
    _people_and_cards(st, event, lang, params)
    _places(st, event, lang, params)
    _fight_words(event, lang, params)
    params.setdefault("count", 0)
    return params


def _in_city(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    """A move or escape into a city reads ``…_city``, the city inflected (RB-UI-05)."""
    return f"{event['type']}_city" if hex_city(st, event["hex"]) is not None else None


def _roll_result(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["result"] = text("rb.ui.success" if event.get("success") else "rb.ui.failure", lang)
    params["won"] = "yes" if event.get("success") else "no"
    return None


def _test_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    _roll_result(st, event, lang, params)
    attribute = text(f"rb.stat.{event['attribute']}", lang)
    params["attribute"] = attribute.lower() if lang == "fi" else attribute  # mid-sentence: "henki"
    params["stat"] = event["attribute"]  # "henkitestin": the message compounds the attribute
    if not event.get("skill"):
        params["skill"] = "—"
        return "test_plain"  # no skill named: the line says nothing of one
    params["skill"] = text(f"rb.skill.{event['skill']}", lang)
    return None


def _ability_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    """What the hero did with an ability, told (RB-UI-02): "käyttää Sela Orjantappuran kykyä: ottaa
    1 väsymyksen ja saa ylimääräisen metsäsymbolin" — never the card's text quoted as an order."""
    source, seat = event["source"], event["seat"]
    if source == "hero":
        hero = st.heroes[seat].hero
        params["owner"] = Name(card_name(st, hero, lang), forms(f"rb.hero.{hero}", lang))
        found = st.content.heroes[hero].abilities
    else:
        params["owner"] = card_name(st, source, lang)
        found = abilities.card_abilities(st, source)
    index = event["index"]
    ability = found[index] if index < len(found) else None
    params["how"] = "hero" if source == "hero" else (ability.use if ability is not None else "card")
    params["did"] = narrate_ability(ability, lang) if ability is not None else "—"
    return None


def narrate_ability(ability: Ability, lang: str) -> str:
    """An ability's costs and effect as what the hero did, in the third person: "takes 1 fatigue and
    gets +2 to the roll" (the log's words; :func:`describe_ability` is the card's text)."""
    parts: list[str] = []
    if ability.fatigue:
        parts.append(text("rb.did.fatigue", lang, count=ability.fatigue))
    if ability.gold:
        parts.append(text("rb.did.gold_paid", lang, count=ability.gold))
    if ability.discard:
        parts.append(text("rb.did.discard", lang))
    parts.append(narrate_effect(ability.effect, lang))
    if len(parts) == 1:
        return parts[0]
    return text("rb.did.and", lang, first=", ".join(parts[:-1]), last=parts[-1])


def narrate_effect(effect: Effect, lang: str) -> str:
    """An effect as what the hero did (third person), for the log; the card text where no telling
    is written (those effects are never used as abilities in play)."""
    if isinstance(effect, Attack):
        return text("rb.did.attack", lang, stage=effect.phase)
    if isinstance(effect, Symbol):
        return text("rb.did.symbol", lang, terrain=effect.terrain)
    if isinstance(effect, Heal):
        if effect.wounds and effect.fatigue:
            return text("rb.did.heal_both", lang, wounds=effect.wounds, fatigue=effect.fatigue)
        if effect.wounds:
            return text("rb.did.heal_wounds", lang, count=effect.wounds)
        return text("rb.did.heal_fatigue", lang, count=effect.fatigue)
    tag = str(type(effect).__struct_config__.tag)
    if tag in ("roll_bonus", "damage_bonus", "prevent", "gold", "move_dice"):
        return text(f"rb.did.{tag}", lang, count=getattr(effect, "amount", 0))
    return describe_effect(effect, lang)


def _setup_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["heroes"] = ", ".join(card_name(st, h, lang) for h in event["heroes"])
    params["player"] = seat_and_hero(st, event["first"], lang)
    return None


def _turn_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    if isinstance(event.get("seat"), int):
        params["player"] = seat_and_hero(st, event["seat"], lang)
    return None


def _move_roll_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["faces"] = " ".join(_face(st, i, f, lang) for i, f in enumerate(event["faces"])) or "—"
    return None if event["faces"] else "move_roll_none"


def _bonus_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["bonus"] = text(f"rb.xp.{event['bonus']}", lang)
    return None


def _figure_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["figure"] = _figure(st, event["seat"], event["figure"], lang)
    return None


def _heal_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    _figure_line(st, event, lang, params)
    params["price"] = price_text(event["cost"], lang)
    return "heal_wound" if event.get("what") == "wound" else "heal_fatigue"


def _healed_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    if event["wounds"] and event["fatigue"]:
        return "healed_both"
    params["count"] = event["wounds"] or event["fatigue"]
    return "healed_wounds" if event["wounds"] else "healed_fatigue"


def _trade_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    give = [card_name(st, c, lang) for c in event["give"]]
    want = [card_name(st, c, lang) for c in event["want"]]
    gold = int(event.get("gold", 0))
    if gold:  # gold goes with the side that pays it
        (give if gold > 0 else want).append(text("rb.ui.price", lang, count=abs(gold)))
    params["give"] = _listed(give, lang)
    params["want"] = _listed(want, lang)
    return None


def _listed(items: list[str], lang: str) -> str:
    """``a, b ja c``; nothing at all in words."""
    if not items:
        return text("rb.did.nothing", lang)
    if len(items) == 1:
        return items[0]
    return text("rb.did.and", lang, first=", ".join(items[:-1]), last=items[-1])


def _game_over_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    winners = [st.player_name(s, lang) for s in event["winners"]]
    params["winners"] = _listed(winners, lang)
    params["count"] = len(winners)
    params["reason"] = text(event["reason"], lang)
    return None


def _showdown_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["order"] = ", ".join(st.player_name(s, lang) for s in event["order"])
    return None


def _xp_paid_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["spent"] = ", ".join(str(token[1]) for token in event["spent"]) or "—"
    params["count"] = sum(int(token[1]) for token in event["spent"])
    return None


def _refresh_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    params["cards"] = ", ".join(_figure(st, event["seat"], c, lang) for c in event["cards"])
    return None


def _foe_wounded_line(st: RuneboundState, event: Logged, lang: str, params: dict[str, Any]) -> str | None:
    """A foe whose wounds reach its Life falls: never "6 wounds of 4"."""
    return "foe_falls" if event["wounds"] >= event["life"] else None


LINES: dict[type[GameEvent], LineWords] = {
    events.FoeWounded: _foe_wounded_line,
    events.Moved: _in_city,
    events.Escaped: _in_city,
    events.Attacked: _roll_result,
    events.Defended: _roll_result,
    events.AllyAttack: _roll_result,
    events.AbilityAttack: _roll_result,
    events.Escape: _roll_result,
    events.FoeStrike: _roll_result,
    events.SkillTest: _test_line,
    events.AbilityUsed: _ability_line,
    events.Setup: _setup_line,
    events.TurnBegun: _turn_line,
    events.MoveRoll: _move_roll_line,
    events.XpBought: _bonus_line,
    events.ShowdownRise: _bonus_line,
    events.Rested: _figure_line,
    events.MarketHeal: _heal_line,
    events.Healed: _healed_line,
    events.Propose: _trade_line,
    events.Traded: _trade_line,
    GameOver: _game_over_line,
    events.Showdown: _showdown_line,
    events.XpPaid: _xp_paid_line,
    events.Refresh: _refresh_line,
}
"""The event kinds whose line needs more than the shared arguments, by their typed event class."""

_LINES_BY_KIND: dict[str, LineWords] = {str(cls.__struct_config__.tag): words for cls, words in LINES.items()}


def describe(st: RuneboundState, event: Logged, lang: str) -> str:
    """One log line: the message ``rb.event.<kind>`` with the event's arguments in words."""
    kind = event["type"]
    params = _arguments(st, event, lang)
    words = _LINES_BY_KIND.get(kind)
    if words is not None:
        kind = words(st, event, lang, params) or kind
    return text(f"rb.event.{kind}", lang, **params)


def ability_label_static(st: RuneboundState, event: Logged, lang: str) -> str:
    """The ability an ``ability`` event names (the card may be gone by now)."""
    source = event["source"]
    seat = event["seat"]
    if source == "hero":
        owner = card_name(st, st.heroes[seat].hero, lang)
        found = st.content.heroes[st.heroes[seat].hero].abilities
    else:
        owner = card_name(st, source, lang)
        found = abilities.card_abilities(st, source)
    index = event["index"]
    if index < len(found):
        return text("rb.ui.ability_of", lang, owner=owner, ability=describe_ability(found[index], lang))
    return owner


def _face(st: RuneboundState, die: int, face: int, lang: str) -> str:
    dice = st.content.dice
    symbols = dice[die % len(dice)].faces[face - 1]
    return "[" + "/".join(text(f"rb.terrain.{s}", lang) for s in symbols) + "]"


# ---------------------------------------------------------------------- the capability


class RuneboundWords(Words[RuneboundState]):
    """Runebound's words, as ``RuneboundGame.words``: labels, log lines, and (until the decisions
    give them) the reasons an action is refused."""

    def label(self, state: RuneboundState, action: Action, lang: str) -> str:
        return label(state, action, lang)

    def describe(self, state: RuneboundState, event: Mapping[str, Any], lang: str) -> str:
        return describe(state, event, lang)
