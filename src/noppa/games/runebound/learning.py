"""Runebound for learning programs: fixed action numbers and a structured observation.

**Actions** are numbered from the game's data, the same in every position: the bare actions; the
hex kinds (``step``, ``move``, ``from``, ``place``) by every hex of the map; the card kinds
(``buy``, ``hire``, ``sell``, ``discard``, ``give``, ``want``, ``lose``, ``take``, ``ally``,
``rest``, ``heal``) by every card instance of the market and every adventure card that can be
kept, plus the hero where a kind allows him; ``use`` by every ability of every hero and card
(``hero``, ``hero/1``, ``elven-scout`` …); ``city`` by city; ``xp`` by bonus; ``attack`` and
``defend`` by combat phase; ``lost`` by slot; ``trade`` and ``fight`` by seat; ``option`` by
adventure option; ``roll`` by the number of movement dice (0 … :data:`MOST_DICE`).

**Observation**: named slices (the table is in ``docs/rl.md``), from one seat's view only.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from noppa.engine import Learning, OptionValue
from noppa.engine.features import Features, seat_order, squash
from noppa.games.runebound.content.effects import COLOURS
from noppa.games.runebound.content.schema import Content, load
from noppa.games.runebound.game import NO_ARGS, RuneboundGame
from noppa.games.runebound.rules.experience import BONUSES, MAX_LIFE_TOKENS
from noppa.games.runebound.rules.hexmap import board
from noppa.games.runebound.rules.state import LOST_SLOTS

MOST_DICE = 9
"""The most movement dice numbered: five, plus four from cards and events (RB-MOVE-01)."""
PHASES = ("ranged", "melee", "magic")
HURTS = ("wound", "fatigue")


@cache
def cards() -> tuple[str, ...]:
    """Every card a hero can hold: market card instances, then the adventure cards kept."""
    content = load()
    kept = [a.id for a in content.adventures.values() if a.keep is not None]
    return (*content.market_ids, *kept)


def _abilities(content: Content) -> list[str]:
    names: list[str] = []
    most = max(len(hero.abilities) for hero in content.heroes.values())
    sources: list[tuple[str, int]] = [("hero", most)]
    for card in cards():
        base = content.market_base.get(card)
        if base is not None:
            entry = content.allies.get(base) or content.items[base]
            sources.append((card, len(entry.abilities)))
        else:
            keep = content.adventures[card].keep
            sources.append((card, len(keep.abilities) if keep is not None else 0))
    for source, count in sources:
        names += [source if index == 0 else f"{source}/{index}" for index in range(count)]
    return names


@cache
def action_space(players: int) -> tuple[str, ...]:
    """Every action text that can be legal with ``players`` seats, in a fixed order."""
    content = load()
    hexes = board().ids
    held = cards()
    most_options = max(len(a.options) for a in content.adventures.values())
    out: list[str] = sorted(NO_ARGS)
    out += ["roll", "take"]
    out += [f"roll:{count}" for count in range(MOST_DICE + 1)]
    for kind in ("step", "move", "from", "place"):
        out += [f"{kind}:{hex_id}" for hex_id in hexes]
    for kind in ("buy", "hire", "sell", "discard", "give", "want", "lose", "take", "ally", "rest"):
        out += [f"{kind}:{card}" for card in held]
    out += ["take:gold", "take:nothing", "rest:hero"]
    out += [f"heal:{who}:{hurt}" for who in ("hero", *held) for hurt in HURTS]
    out += [f"use:{name}" for name in _abilities(content)]
    out += [f"city:{city}" for city in content.cities]
    out += [f"xp:{bonus}" for bonus in BONUSES]
    out += [f"{kind}:{phase}" for kind in ("attack", "defend") for phase in PHASES]
    out += [f"lost:{slot}" for slot in range(1, LOST_SLOTS + 1)]
    out += [f"{kind}:{seat}" for kind in ("trade", "fight") for seat in range(players)]
    out += [f"option:{number}" for number in range(1, most_options + 1)]
    out += ["pay:1", "charge:1"]
    return tuple(out)


@cache
def _hex_colours() -> tuple[tuple[str, str], ...]:
    return tuple((hex_id, colour) for hex_id in board().ids for colour in COLOURS)


def _card(entry: Any) -> str:
    return str(entry["card"]) if isinstance(entry, Mapping) else str(entry)


class RuneboundLearning(Learning):
    """The action numbering and observation of Runebound (see the module's docstring)."""

    chance_sides = 10
    """The most faces of a die the game rolls (ten-sided skill and combat dice, six-sided movement dice)."""
    throws = ((5, 6), (2, 10))
    """Dice thrown together: up to five movement dice (RB-MOVE-01) and the 2d10 (RB-COMP-10, RB-COMP-11)."""

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        """Every action text that can be legal in such a game, in a fixed order."""
        return action_space(players)

    def features(self, view: Mapping[str, Any]) -> Features:
        """The observation of ``view`` (one seat's view) slice by slice."""
        content = load()
        picture = view["state"]
        order = seat_order(view)
        hexes = board().ids
        held = cards()
        heroes = [picture["heroes"][seat] for seat in order]
        out = Features()
        out.per_seat(
            "hero.card", "one-hot over the heroes (data order)", order,
            ([1.0 if h["hero"] == name else 0.0 for name in content.heroes] for h in heroes),
        )  # fmt: skip
        out.per_seat(
            "hero.hex", "one-hot over the map's hexes (data order)", order,
            ([1.0 if h["hex"] == index else 0.0 for index in range(len(hexes))] for h in heroes),
        )  # fmt: skip
        out.per_seat(
            "hero.numbers",
            "to move now, wounds / 10, fatigue / 10, gold / 20, XP on paper / 10, XP tokens' value / 10, "
            "quests / 3, knocked out, placed",
            order,
            (
                [
                    1.0 if picture["current"] == seat else 0.0,
                    squash(h["wounds"], 10),
                    squash(h["fatigue"], 10),
                    squash(h["gold"], 20),
                    squash(h["xp_paper"], 10),
                    squash(sum(int(value) for _, value in h["tokens"]), 10),
                    squash(len(h["quests"]), 3),
                    1.0 if h["out"] else 0.0,
                    1.0 if h["placed"] else 0.0,
                ]
                for seat, h in zip(order, heroes, strict=True)
            ),
        )
        out.per_seat(
            "hero.xp", f"experience bonuses bought / {MAX_LIFE_TOKENS}: {', '.join(BONUSES)}", order,
            ([squash(h["xp"].count(b), MAX_LIFE_TOKENS) for b in BONUSES] for h in heroes),
        )  # fmt: skip
        out.per_seat(
            "hero.cards", "cards held (items, allies, kept cards), over every card instance", order,
            (self._held(h, held) for h in heroes),
        )  # fmt: skip
        out.add(
            "round", "round / round limit", [squash(picture["round"], float(view["options"]["round_limit"]))]
        )
        out.add(
            "decks",
            f"adventure cards left per colour ({', '.join(COLOURS)}) / 40, market deck / its size",
            [
                *(squash(picture["deck_sizes"].get(colour, 0), 40) for colour in COLOURS),
                squash(picture["market_deck_size"], len(content.market_ids)),
            ],
        )
        stacked = {card for stack in picture["stacks"].values() for card in stack}
        out.many_hot("market", "cards on offer in the cities' markets", held, stacked)
        out.many_hot(
            "tokens",
            f"per hex: the adventure token there, one-hot over {', '.join(COLOURS)}",
            _hex_colours(),
            picture["tokens"].items(),
        )
        lost = [content.adventures[_card(slot)].colour if slot else None for slot in picture["lost"]]
        out.add(
            "lost",
            f"per Lost slot (1 … {LOST_SLOTS}): the colour of the adventure in it",
            (1.0 if colour == c else 0.0 for colour in lost for c in COLOURS),
        )
        out.add("doom", "the Path of Doom's marker / 8", [squash(picture["doom"], 8)])
        foe = picture.get("foe") or {}
        out.add(
            "combat",
            "a fight under way, the foe's life / 10 and wounds / 10",
            [
                1.0 if picture["combat"] else 0.0,
                squash(float(foe.get("life", 0)), 10),
                squash(float(foe.get("wounds", 0)), 10),
            ],
        )
        out.options(RuneboundGame.options, view["options"])
        out.add("turn", "it is the observer's decision", [1.0 if view["to_act"] == view["seat"] else 0.0])
        return out

    @staticmethod
    def _held(hero: Mapping[str, Any], held: tuple[str, ...]) -> list[float]:
        mine = {*hero["items"], *(_card(a) for a in hero["allies"]), *hero["boons"]}
        return [1.0 if card in mine else 0.0 for card in held]

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        """The observation of ``view`` as one vector."""
        return self.features(view).values


LEARNING = RuneboundLearning()
