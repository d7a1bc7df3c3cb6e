"""Runebound in words: action labels, log lines and the reasons an action is refused.

Every string comes from the catalogs (``locale/en.ftl``, ``locale/fi.ftl``, keys ``rb.…``);
content names come from the data (``name.en`` / ``name.fi``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction, text
from noppa.engine.i18n import Name, forms
from noppa.games.runebound.effects import Gold, Keep, describe_ability, describe_effect, describe_trait
from noppa.games.runebound.model import Hurt

if TYPE_CHECKING:
    from noppa.engine import Event
    from noppa.games.runebound.content import Adventure, Content, Stats
    from noppa.games.runebound.effects import Ability
    from noppa.games.runebound.state import RuneboundState


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
    return text(
        "rb.ui.values",
        lang,
        mind=stats.mind,
        body=stats.body,
        spirit=stats.spirit,
        rd=stats.ranged_damage,
        md=stats.melee_damage,
        mg=stats.magic_damage,
        life=stats.life,
        stamina=stats.stamina,
    )


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
    return Name(card_name(st, city, lang), forms(f"rb.city.{city}", lang))


def hex_city(st: RuneboundState, hex_id: str) -> str | None:
    """The city on hex ``hex_id``, if any."""
    index = st.board.index.get(hex_id)
    return None if index is None else st.board.hexes[index].city


def _hex_tail(st: RuneboundState, index: int, lang: str, *, distance: bool) -> str:
    """What lies on hex ``index`` now and how far it is: ``, green adventure · 3 steps away``."""
    parts: list[str] = []
    token = st.board_tokens.get(index)
    if token is not None:
        parts.append(text("rb.ui.adventure_here", lang, colour=text(f"rb.colour.{token[0]}", lang)))
    for slot, entry in enumerate(st.lost):
        if entry is not None and entry[1] == index:
            parts.append(text("rb.ui.lost_here", lang, slot=slot + 1))
    for seat, hero in enumerate(st.heroes):
        if seat != st.current and hero.hex == index and hero.placed:
            parts.append(text("rb.ui.hero_here", lang, player=st.player_name(seat, lang)))
    tail = "".join(f", {part}" for part in parts)
    if distance:
        steps = st.board.walk_distance(st.heroes[st.current].hex, index)
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
    where = coordinate(data.col, data.row)
    if data.city is not None:
        head = text("rb.ui.city_at", lang, city=card_name(st, data.city, lang), coordinate=where)
    else:
        head = text("rb.ui.hex", lang, coordinate=where, terrain=text(f"rb.terrain.{data.terrain}", lang))
    return head + _hex_tail(st, index, lang, distance=distance)


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
    from noppa.games.runebound import abilities

    found = abilities.find(st, seat, name)
    if found is None:
        return name
    source, _, ability = found
    owner = card_name(st, st.heroes[seat].hero if source == "hero" else source, lang)
    return text("rb.ui.ability_of", lang, owner=owner, ability=describe_ability(ability, lang))


def _decider(st: RuneboundState) -> int:
    return st.to_act if st.to_act is not None else st.current


def label(st: RuneboundState, action: Action, lang: str) -> str:
    """The action as a player reads it."""
    kind = action.kind
    args = action.args
    seat = _decider(st)
    if kind == "roll" and args:
        from noppa.games.runebound.movement import rest_amount

        count = int(args[0])
        rest = rest_amount(st, count)
        if rest:
            return text("rb.action.rest", lang, count=count, rest=rest)
        return text("rb.action.roll_dice", lang, count=count)
    if kind in ("step", "move", "from", "place"):
        return _hex_action(st, kind, args[0], lang)
    if kind == "use":
        return text("rb.action.use", lang, ability=ability_label(st, seat, args[0], lang))
    if kind in ("discard", "lose", "buy", "hire", "sell", "give", "want", "ally"):
        extra: dict[str, Any] = {}
        if kind in ("buy", "hire"):
            from noppa.games.runebound.market import price

            extra["cost"] = price(st, args[0])
        if kind == "sell":
            from noppa.games.runebound.market import sale_price

            extra["gain"] = sale_price(st, args[0])
        return text(f"rb.action.{kind}", lang, card=card_name(st, args[0], lang), **extra)
    if kind == "rest":
        who = card_name(st, st.heroes[seat].hero if args[0] == "hero" else args[0], lang)
        return text("rb.action.rest_one", lang, figure=who)
    if kind == "lost":
        entry = st.lost[int(args[0]) - 1] if args[0].isdigit() and 0 < int(args[0]) <= len(st.lost) else None
        return text(
            "rb.action.lost", lang, slot=args[0], card=card_name(st, entry[0] if entry else None, lang)
        )
    if kind in ("trade", "fight"):
        return text(f"rb.action.{kind}", lang, player=st.player_name(int(args[0]), lang))
    if kind == "adventure":
        token = st.board_tokens.get(st.heroes[st.current].hex)
        colour = text(f"rb.colour.{token[0]}", lang) if token else ""
        return text("rb.action.adventure", lang, colour=colour)
    if kind == "option":
        return _option_label(st, int(args[0]) - 1, lang)
    if kind in ("attack", "defend"):
        return _combat_label(st, kind, args[0], lang)
    if kind == "take" and args:
        if args[0] == "gold":
            return text("rb.action.take_gold", lang)
        if args[0] == "nothing":
            return text("rb.action.take_nothing", lang)
        return text("rb.action.take_card", lang, card=card_name(st, args[0], lang))
    if kind == "take":
        hurt = st.pending(Hurt)
        count = 0 if hurt is None else hurt.amount
        return text("rb.action.take_wounds", lang, count=count)
    if kind == "city":
        return text("rb.action.city", lang, city=city_name(st, args[0], lang))
    if kind == "heal":
        who = card_name(st, st.heroes[seat].hero if args[0] == "hero" else args[0], lang)
        from noppa.games.runebound.market import heal_price

        return text(f"rb.action.heal_{args[1]}", lang, figure=who, price=price_text(heal_price(st), lang))
    if kind == "xp":
        return text("rb.action.xp", lang, bonus=text(f"rb.xp.{args[0]}", lang), cost=st.xp_cost)
    if kind in ("pay", "charge"):
        return text(f"rb.action.{kind}", lang)
    if kind == "escape":
        from noppa.games.runebound import abilities
        from noppa.games.runebound.combat import foe_value

        cb = st.combat
        value = abilities.hero_stat(st, seat, "mind") + abilities.escape_bonus(st, seat)
        if cb is not None and cb.kind != "pvp":
            return text("rb.action.escape", lang, value=value, target=foe_value(st, cb, "ranged"))
        return text("rb.action.escape_pvp", lang, value=value)
    if kind == "fight_on":
        cb = st.combat
        key = "rb.action.begin_fight" if cb is not None and cb.stage == "bc" else "rb.action.fight_on"
        return text(key, lang)
    if kind == "pass":
        return text("rb.action.pass", lang)
    if kind == "leave":
        return text("rb.action.leave_meeting" if st.this_turn.trade is not None else "rb.action.leave", lang)
    return text(f"rb.action.{kind}", lang)


def _option_label(st: RuneboundState, index: int, lang: str) -> str:
    from noppa.games.runebound.effects import describe_effect, describe_test

    if st.encounter is None:
        return str(index + 1)
    card = st.content.adventures[st.encounter]
    if not 0 <= index < len(card.options):
        return str(index + 1)
    option = card.options[index]

    def effects(items: list[Any]) -> str:
        return "; ".join(describe_effect(e, lang) for e in items)

    parts: list[str] = []
    if option.gold:
        parts.append(text("rb.cost.gold", lang, count=option.gold))
    if option.fatigue:
        parts.append(text("rb.cost.fatigue", lang, count=option.fatigue))
    if option.test is not None:
        parts.append(describe_test(option.test, lang))
    if option.foe is not None:
        foe = option.foe
        parts.append(
            text(
                "rb.ui.foe",
                lang,
                mind=foe.mind,
                body=foe.body,
                spirit=foe.spirit,
                rd=foe.ranged_damage,
                md=foe.melee_damage,
                mg=foe.magic_damage,
                life=foe.life,
            )
        )
    head = ", ".join(parts)
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


def _combat_label(st: RuneboundState, kind: str, phase: str, lang: str) -> str:
    from noppa.games.runebound import combat

    cb = st.combat
    seat = _decider(st)
    name = text(f"rb.phase.{phase}", lang)
    if cb is None:
        return text(f"rb.action.{kind}", lang, phase=name, value="?", target="?")
    value = combat.hero_roll_value(st, seat, phase) + st.this_turn.roll_bonus.get(f"{seat}:hero", 0)
    if cb.kind == "pvp":
        target = cb.target if cb.target is not None else "?"
    else:
        target = combat.foe_value(st, cb, phase)
        if kind == "defend" and combat.foe_damage(st, cb, phase) <= 0:
            return text("rb.action.defend_free", lang, phase=name)
    return text(f"rb.action.{kind}", lang, phase=name, value=value, target=target)


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


def describe(st: RuneboundState, event: Event, lang: str) -> str:
    """One log line."""
    kind = event["type"]
    params: dict[str, Any] = {k: v for k, v in event.items() if k != "type"}
    if "seat" in event and isinstance(event["seat"], int):
        params["player"] = st.player_name(event["seat"], lang)
    if "target" in event and isinstance(event["target"], int):
        params["opponent"] = st.player_name(event["target"], lang)
    for key in ("card", "ally", "replaced", "current"):
        if key in event and isinstance(event[key], str):
            params[key] = card_name(st, event[key], lang)
    if "hex" in event:
        params["hex"] = hex_name(st, event["hex"], lang)
        city = hex_city(st, event["hex"])
        if city is not None:
            params["city"] = city_name(st, city, lang)  # RB-UI-05: the message inflects it
            if kind in ("moved", "escaped"):
                kind = f"{kind}_city"
    if "phase" in event:
        params["phase"] = (
            text(f"rb.phase.{event['phase']}", lang)
            if event["phase"] != "escape"
            else text("rb.ui.escape", lang)
        )
    if "colour" in event:
        params["colour"] = text(f"rb.colour.{event['colour']}", lang)
    if "dice" in event:
        params["dice"] = "+".join(str(d) for d in event["dice"])
    if "count" not in params:
        params["count"] = 0
    if kind in ("attack", "defend", "ally_attack", "ability_attack", "escape", "test", "foe_strike"):
        params["result"] = text("rb.ui.success" if event.get("success") else "rb.ui.failure", lang)
    if kind == "test":
        params["attribute"] = text(f"rb.stat.{event['attribute']}", lang)
        params["skill"] = text(f"rb.skill.{event['skill']}", lang) if event.get("skill") else "—"
    if kind == "ability":
        params["ability"] = ability_label_static(st, event, lang)
    if kind == "setup":
        params["heroes"] = ", ".join(card_name(st, h, lang) for h in event["heroes"])
        params["player"] = seat_and_hero(st, event["first"], lang)
    if kind == "turn" and isinstance(event.get("seat"), int):
        params["player"] = seat_and_hero(st, event["seat"], lang)
    if kind == "move_roll":
        params["faces"] = " ".join(_face(st, i, f, lang) for i, f in enumerate(event["faces"])) or "—"
    if kind in ("xp", "showdown_rise"):
        params["bonus"] = text(f"rb.xp.{event['bonus']}", lang)
    if kind in ("heal",):
        params["figure"] = card_name(
            st, st.heroes[event["seat"]].hero if event["figure"] == "hero" else event["figure"], lang
        )
        params["price"] = price_text(event["cost"], lang)
    if kind in ("propose", "traded"):
        params["give"] = ", ".join(card_name(st, c, lang) for c in event["give"]) or "—"
        params["want"] = ", ".join(card_name(st, c, lang) for c in event["want"]) or "—"
    if kind == "game_over":
        params["winners"] = ", ".join(st.player_name(s, lang) for s in event["winners"]) or "—"
        params["reason"] = text(event["reason"], lang)
    if kind == "showdown":
        params["order"] = ", ".join(st.player_name(s, lang) for s in event["order"])
    if isinstance(event.get("city"), str):
        params["city"] = city_name(st, event["city"], lang)
    if kind == "rested":
        params["figure"] = card_name(
            st, st.heroes[event["seat"]].hero if event["figure"] == "hero" else event["figure"], lang
        )
    if kind == "xp_paid":
        params["spent"] = ", ".join(str(t[1]) for t in event["spent"]) or "—"
    if kind == "refresh":
        params["cards"] = ", ".join(
            card_name(st, c if c != "hero" else st.heroes[event["seat"]].hero, lang) for c in event["cards"]
        )
    if kind == "test" and not event.get("skill"):
        kind = "test_plain"  # no skill named: the line says nothing of one
    return text(f"rb.event.{kind}", lang, **params)


def ability_label_static(st: RuneboundState, event: Event, lang: str) -> str:
    """The ability an ``ability`` event names (the card may be gone by now)."""
    from noppa.games.runebound import abilities

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


# ---------------------------------------------------------------------- refusals


def why_illegal(st: RuneboundState, action: Action) -> IllegalAction:
    """A reason a player understands for refusing ``action`` now."""
    from noppa.games.runebound import abilities, market, resolve

    kind = action.kind
    seat = _decider(st)
    hero = st.heroes[seat]
    step = st.step
    if kind == "move" and step == "moving":
        return IllegalAction("rb.error.unreachable", action=action.text)
    if kind == "move":
        return IllegalAction("rb.error.roll_first", action=action.text)
    if kind == "step" and step == "move":
        return IllegalAction("rb.error.not_adjacent", action=action.text)
    if kind == "roll" and step == "move" and action.args and action.args[0].isdigit():
        from noppa.games.runebound.movement import max_dice, roll_counts

        if int(action.args[0]) <= max_dice(st):  # RB-MOVE-10: a rest that removes nothing more
            hero = st.heroes[st.current]
            fatigue = hero.fatigue + sum(a.fatigue for a in hero.allies)
            return IllegalAction(
                "rb.error.rest_useless", action=action.text, count=min(roll_counts(st)), fatigue=fatigue
            )
        return IllegalAction("rb.error.too_many_dice", action=action.text, count=max_dice(st))
    if kind == "attack" and st.combat is not None and st.combat.attacked:
        return IllegalAction("rb.error.attacked_already", action=action.text)
    if kind == "attack" and st.combat is not None and action.args and action.args[0] != _phase(st):
        return IllegalAction(
            "rb.error.wrong_phase", action=action.text, phase=_phase(st)
        )  # the message words it
    if kind == "ally" and st.combat is not None and action.args[0] in st.combat.allies_attacked:
        return IllegalAction("rb.error.ally_attacked", action=action.text)
    if kind == "use":
        found = abilities.find(st, seat, action.args[0])
        if found is None:
            return IllegalAction("rb.error.no_such_ability", action=action.text)
        source, _, ability = found
        if ability.use == "activate" and source in hero.face_down:
            return IllegalAction("rb.error.face_down", action=action.text)
        if ability.use == "activate" and st.window_acts.get(seat, 0) >= 1:
            return IllegalAction("rb.error.activation_limit", action=action.text)
        if ability.fatigue:
            return IllegalAction("rb.error.fatigue_limit", action=action.text)
        return IllegalAction("rb.error.not_now", action=action.text)
    if kind in ("buy", "hire") and step == "market":
        card = action.args[0]
        city = market.city_here(st)
        if city is None or card not in st.stacks[city]:
            return IllegalAction("rb.error.not_for_sale", action=action.text)
        if not resolve.room_for(st, seat, card):
            return IllegalAction("rb.error.limit", action=action.text)
        return IllegalAction("rb.error.gold", action=action.text, count=market.price(st, card))
    if kind == "heal" and step == "market" and market.heal_price(st) > st.heroes[seat].gold:
        return IllegalAction("rb.error.gold", action=action.text, count=market.heal_price(st))
    if kind == "sell" and step == "market":
        return IllegalAction("rb.error.cannot_sell", action=action.text)
    if kind == "discard":
        return IllegalAction("rb.error.cannot_discard", action=action.text)
    if kind == "xp":
        return IllegalAction("rb.error.xp", action=action.text, count=st.xp_cost)
    if kind == "adventure":
        return IllegalAction("rb.error.no_adventure", action=action.text)
    if kind in ("trade", "fight"):
        return IllegalAction("rb.error.no_meeting", action=action.text)
    if kind == "propose":
        return IllegalAction("rb.error.bad_offer", action=action.text)
    legal = ", ".join(a.text for a in st.legal_actions())
    return IllegalAction("rb.error.illegal", action=action.text, legal=legal)


def _phase(st: RuneboundState) -> str:
    from noppa.games.runebound.effects import PHASES

    cb = st.combat
    return PHASES[min(cb.phase, 2)] if cb is not None else "ranged"
