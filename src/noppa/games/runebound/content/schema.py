"""Runebound content: the heroes, cards, tokens, map and dice, loaded from ``data/*.toml``.

The files and their format are documented in ``docs/runebound/content.md``. The content is noppa's
own, made to the component list (RB-COMP-04: 29 allies and 55 items) and the public facts (RB-FACT-01
map make-up, RB-FACT-02 dice, RB-FACT-03 cities, RB-FACT-04 original heroes); the worked example's
cards carry what it reveals (RB-EX-12 Blood of the Bloodmother, RB-EX-13 Varikas the Dead).
Loading checks every entry with msgspec and then the rules the content must obey (counts,
references, windows); any problem raises :class:`LoadError` naming the file, the entry and what
is wrong. :func:`load` caches the default content; :func:`load_from` reads another folder (an
owner's real cards, say).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar

import msgspec

from noppa.engine import LoadError
from noppa.games.runebound.content.effects import (
    EFFECTS_FOR_WINDOW,
    FOE_EFFECTS_FOR_WINDOW,
    FOE_ONLY,
    SKILLS,
    Ability,
    Attribute,
    Colour,
    DamageBonus,
    Effect,
    Keep,
    Quest,
    RollBonus,
    Skill,
    Strike,
    Terrain,
    Test,
)

DATA = Path(__file__).resolve().parent.parent / "data"

T = TypeVar("T")


class Name(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A name in both languages."""

    en: str
    fi: str

    def get(self, lang: str) -> str:
        """The name in ``lang`` (English when ``lang`` is unknown)."""
        return self.fi if lang == "fi" else self.en


class Stats(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """Attributes and damage of a hero, ally or challenge.

    RB-CARD-01 (Life), RB-CARD-02 (Stamina), RB-CARD-06, RB-CARD-07, RB-CARD-08 (Mind, Body, Spirit).
    """

    life: int
    mind: int
    body: int
    spirit: int
    ranged_damage: int
    melee_damage: int
    magic_damage: int
    stamina: int = 0


class Hero(Stats, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """A hero card (RB-COMP-02)."""

    id: str
    name: Name
    skills: dict[str, int] = {}
    abilities: list[Ability] = []


class Ally(Stats, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """An ally card of the market deck (RB-COMP-17): stats, abilities and a hiring cost."""

    id: str
    name: Name
    cost: int  # RB-CARD-04: allies and items carry a cost in gold
    copies: int = 1
    abilities: list[Ability] = []


ItemClass = Literal["weapon", "armor", "artifact", "gear", "rune"]
ItemUse = Literal["activated", "single", "constant"]


class Item(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """An item card: class, type, usage icon, cost and abilities (RB-COMP-17, RB-ITEM-01)."""

    id: str
    name: Name
    cost: int
    item_class: ItemClass = msgspec.field(name="class")
    type: str
    use: ItemUse
    copies: int = 1
    abilities: list[Ability] = []


class KeepAs(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """What an adventure card becomes when kept as a reward (RB-DEF-02, RB-LIM-05)."""

    becomes: Literal["item", "ally", "boon"] = msgspec.field(name="as")
    item_class: ItemClass = msgspec.field(name="class", default="artifact")
    type: str = "trophy"
    use: ItemUse = "constant"
    stats: Stats | None = None
    abilities: list[Ability] = []


class Modifiers(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """The global changes an event makes while it is in force (RB-EVT-01)."""

    move_dice: int = 0
    heal_cost: int = 0
    market_cost: int = 0
    sell_bonus: int = 0
    challenge_values: int = 0
    challenge_damage: int = 0
    challenge_life: int = 0
    escape: int = 0
    test: int = 0
    reward_gold: int = 0
    rest: int = 0


class Option_(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """One way to play an encounter (RB-ADV-04): a price, a test or a fight, and what follows."""

    gold: int = 0
    fatigue: int = 0
    test: Test | None = None
    foe: Stats | None = None
    success: list[Effect] = []
    failure: list[Effect] = []
    quest: str | None = None
    reward: list[Effect] = []


AdventureKind = Literal["challenge", "event", "encounter"]


class Adventure(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """An adventure card (RB-COMP-03, RB-COMP-15): a challenge, an event or an encounter."""

    id: str
    name: Name
    colour: Colour
    kind: AdventureKind
    # challenge
    stats: Stats | None = None
    before_combat: list[Effect] = []
    abilities: list[Ability] = []
    """The challenge's traits, in force while it is fought (RB-FOE-01, RB-FOE-03, RB-FOE-04)."""
    reward: list[Effect] = []
    keep: KeepAs | None = None
    rune: bool = False
    margath: bool = False
    # event: its number I–III (RB-CARD-04)
    number: int = 0
    modifiers: Modifiers = Modifiers()
    on_draw: list[Effect] = []
    # encounter
    options: list[Option_] = []


class TokenSet(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """``count`` adventure tokens of ``colour`` worth ``value`` XP (RB-COMP-05, RB-COMP-16)."""

    colour: Colour
    value: int
    count: int


class HexData(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """One hex of the map, in odd-q offset coordinates (flat-topped, odd columns shifted down)."""

    col: int
    row: int
    terrain: Terrain | Literal["city"]
    gem: Colour | None = None
    sun: bool = False
    city: str | None = None
    in_play: bool = True


class City(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """A city: its name, and its market stack's place in the Path of Doom (1 = Vynelvale)."""

    id: str
    name: Name
    path: int
    start: bool = False


class MapFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """``data/map.toml``."""

    city: list[City]
    hex: list[HexData]


class Die(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A movement die: six faces, each with two or more terrain symbols (RB-COMP-12)."""

    faces: list[list[Terrain]]


@dataclass(frozen=True)
class Content:
    """Everything the game is played with, checked and indexed."""

    heroes: dict[str, Hero]
    allies: dict[str, Ally]
    items: dict[str, Item]
    adventures: dict[str, Adventure]
    tokens: list[TokenSet]
    cities: dict[str, City]
    hexes: list[HexData]
    dice: list[Die]
    market_ids: list[str] = field(default_factory=list)
    """Every market card instance id (copies get ``-2``, ``-3`` …), in data order."""
    market_base: dict[str, str] = field(default_factory=dict)
    """Instance id → the ally or item entry id."""

    def card_cost(self, card: str) -> int:
        """The printed cost of a market card instance (0 for adventure cards)."""
        base = self.market_base.get(card)
        if base is None:
            return 0
        entry: Ally | Item = self.allies[base] if base in self.allies else self.items[base]
        return entry.cost

    def name(self, card: str, lang: str) -> str:
        """The name of a hero, card instance or city in ``lang``."""
        base = self.market_base.get(card, card)
        tables: tuple[dict[str, Any], ...] = (
            self.allies,
            self.items,
            self.adventures,
            self.heroes,
            self.cities,
        )
        for table in tables:
            entry = table.get(base)
            if entry is not None:
                return str(entry.name.get(lang))
        return card


# ---------------------------------------------------------------------- loading


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError as error:
        raise LoadError(str(path), "file not found") from error
    except tomllib.TOMLDecodeError as error:
        raise LoadError(str(path), f"not TOML: {error}") from error


def _entries(path: Path, table: str, kind: type[T]) -> list[T]:
    raw = _read(path).get(table, [])
    if not isinstance(raw, list):
        raise LoadError(f"{path.name}", f"[[{table}]] must be an array of tables")
    out: list[T] = []
    for index, entry in enumerate(raw):
        label = entry.get("id", f"#{index + 1}") if isinstance(entry, dict) else f"#{index + 1}"
        try:
            out.append(msgspec.convert(entry, kind))
        except msgspec.ValidationError as error:
            raise LoadError(f"{path.name}: {table} {label}", str(error)) from error
    return out


def _check(condition: bool, where: str, problem: str) -> None:
    if not condition:
        raise LoadError(where, problem)


def _check_abilities(abilities: Iterable[Ability], where: str) -> None:
    for number, ability in enumerate(abilities, start=1):
        allowed = EFFECTS_FOR_WINDOW[ability.window]
        _check(
            isinstance(ability.effect, allowed),
            f"{where}: ability {number}",
            f"effect {type(ability.effect).__name__} cannot be used in window {ability.window!r}",
        )
        if ability.window == "constant":
            _check(
                ability.use == "constant",
                f"{where}: ability {number}",
                "a constant ability has use 'constant'",
            )
        elif ability.use == "constant":
            # A constant bonus to the rolls of a window (a sword's +1 in melee) applies by itself.
            _check(
                isinstance(ability.effect, (RollBonus, DamageBonus)),
                f"{where}: ability {number}",
                "only roll and damage bonuses can be constant outside the 'constant' window",
            )
        if isinstance(ability.effect, Skill):
            _check(
                ability.effect.name in SKILLS,
                f"{where}: ability {number}",
                f"unknown skill {ability.effect.name!r}",
            )
        _check(
            ability.fatigue >= 0 and ability.gold >= 0,
            f"{where}: ability {number}",
            "costs cannot be negative",
        )


def _check_traits(abilities: Iterable[Ability], where: str) -> None:
    """A challenge's traits: a foe effect in a combat window, never paid for (RB-FOE-01…04)."""
    for number, ability in enumerate(abilities, start=1):
        allowed = FOE_EFFECTS_FOR_WINDOW.get(ability.window, ())
        _check(
            isinstance(ability.effect, allowed),
            f"{where}: ability {number}",
            f"a challenge cannot have effect {type(ability.effect).__name__} in window {ability.window!r}",
        )
        _check(
            ability.use == "free" and not (ability.fatigue or ability.gold or ability.discard),
            f"{where}: ability {number}",
            "a challenge's ability is always in force: no use, costs or discard",
        )


def _check_effects(effects: Iterable[Effect], where: str, *, strike: bool = False) -> None:
    for effect in effects:
        _check(not isinstance(effect, Quest), where, "'quest' is internal; use an option's quest field")
        _check(
            not isinstance(effect, FOE_ONLY) or (strike and isinstance(effect, Strike)),
            where,
            f"effect {type(effect).__struct_config__.tag!r} belongs to a challenge's own text"
            + (" (before_combat: only 'strike')" if strike else ""),
        )
        if isinstance(effect, Test):
            _check(effect.skill is None or effect.skill in SKILLS, where, f"unknown skill {effect.skill!r}")
            _check(2 <= effect.target <= 40, where, f"test target {effect.target} is out of range")
            _check_effects(effect.success, where)
            _check_effects(effect.failure, where)


def _check_stats(stats: Stats, where: str, *, needs_stamina: bool) -> None:
    values = (
        stats.life,
        stats.mind,
        stats.body,
        stats.spirit,
        stats.ranged_damage,
        stats.melee_damage,
        stats.magic_damage,
    )
    _check(all(v >= 0 for v in values), where, "stats cannot be negative")
    _check(stats.life >= 1, where, "life must be at least 1")
    if needs_stamina:
        _check(stats.stamina >= 1, where, "stamina must be at least 1")


def load_from(folder: Path) -> Content:
    """Read and check the content in ``folder``."""
    heroes = _entries(folder / "heroes.toml", "hero", Hero)
    allies = _entries(folder / "market.toml", "ally", Ally)
    items = _entries(folder / "market.toml", "item", Item)
    adventures = _entries(folder / "adventures.toml", "adventure", Adventure)
    tokens = _entries(folder / "tokens.toml", "token", TokenSet)
    dice = _entries(folder / "dice.toml", "die", Die)
    map_raw = _read(folder / "map.toml")
    try:
        board = msgspec.convert(map_raw, MapFile)
    except msgspec.ValidationError as error:
        raise LoadError("map.toml", str(error)) from error

    ids: set[str] = set()

    def unique(entry_id: str, where: str) -> None:
        _check(entry_id not in ids, where, f"id {entry_id!r} is used twice")
        _check(
            entry_id.replace("-", "").isalnum() and entry_id == entry_id.lower(),
            where,
            f"id {entry_id!r} must be lowercase letters, digits and '-'",
        )
        ids.add(entry_id)

    for hero in heroes:
        where = f"heroes.toml: hero {hero.id}"
        unique(hero.id, where)
        _check_stats(hero, where, needs_stamina=True)
        _check_abilities(hero.abilities, where)
        for skill in hero.skills:
            _check(skill in SKILLS, where, f"unknown skill {skill!r}")
    market_ids: list[str] = []
    market_base: dict[str, str] = {}
    market_cards: list[Ally | Item] = [*allies, *items]
    for card in market_cards:
        kind = "ally" if isinstance(card, Ally) else "item"
        where = f"market.toml: {kind} {card.id}"
        unique(card.id, where)
        _check(card.cost >= 1, where, "cost must be at least 1")
        _check(card.copies >= 1, where, "copies must be at least 1")
        _check_abilities(card.abilities, where)
        if isinstance(card, Ally):
            _check_stats(card, where, needs_stamina=True)
        for copy in range(1, card.copies + 1):
            instance = card.id if copy == 1 else f"{card.id}-{copy}"
            _check(instance not in market_base, where, f"instance id {instance!r} clashes")
            market_ids.append(instance)
            market_base[instance] = card.id
    for adventure in adventures:
        where = f"adventures.toml: adventure {adventure.id}"
        unique(adventure.id, where)
        _check(
            adventure.kind == "challenge" or not adventure.abilities, where, "only a challenge has abilities"
        )
        if adventure.kind == "challenge":
            _check(adventure.stats is not None, where, "a challenge needs stats")
            assert adventure.stats is not None
            _check_stats(adventure.stats, where, needs_stamina=False)
            _check_effects(adventure.before_combat, where, strike=True)
            _check_traits(adventure.abilities, where)
            _check_effects(adventure.reward, where)
            if any(isinstance(e, Keep) for e in adventure.reward):
                _check(adventure.keep is not None, where, "a 'keep' reward needs a [keep] entry")
        elif adventure.kind == "event":
            _check(adventure.number in (1, 2, 3), where, "an event is numbered 1, 2 or 3 (I–III)")
            _check(
                not adventure.options and adventure.stats is None, where, "an event has no stats or options"
            )
        else:
            _check(bool(adventure.options), where, "an encounter needs at least one option")
            for option in adventure.options:
                _check_effects(option.success, where)
                _check_effects(option.failure, where)
                _check_effects(option.reward, where)
                if option.foe is not None:
                    _check_stats(option.foe, where, needs_stamina=False)
                wants_keep = any(isinstance(e, Keep) for e in [*option.success, *option.reward])
                if wants_keep:
                    _check(adventure.keep is not None, where, "a 'keep' effect needs a [keep] entry")
        if adventure.keep is not None:
            _check_abilities(adventure.keep.abilities, where)
            if adventure.keep.becomes == "ally":
                _check(adventure.keep.stats is not None, where, "a card kept as an ally needs stats")
    cities = {city.id: city for city in board.city}
    for city in board.city:
        unique(city.id, f"map.toml: city {city.id}")
    for index, hex_ in enumerate(board.hex):
        where = f"map.toml: hex #{index + 1} ({hex_.col},{hex_.row})"
        if hex_.terrain == "city":
            _check(hex_.city in cities, where, f"city {hex_.city!r} is not a [[city]]")
            _check(hex_.gem is None, where, "a city has no gem")
        else:
            _check(hex_.city is None, where, "only city hexes name a city")
        _check(not hex_.sun or hex_.gem is not None, where, "a sun ring surrounds a gem")
        _check(hex_.in_play or (hex_.gem is None and hex_.city is None), where, "an edge hex holds nothing")
    for die_index, die in enumerate(dice, start=1):
        where = f"dice.toml: die {die_index}"
        _check(len(die.faces) == 6, where, "a movement die has 6 faces")
        for face in die.faces:
            _check(
                len(face) >= 2 and len(set(face)) == len(face),
                where,
                f"face {face} needs two or more different symbols",
            )
    for quest in (o.quest for a in adventures for o in a.options):
        _check(quest is None or quest in cities, "adventures.toml", f"quest city {quest!r} is unknown")
    return Content(
        heroes={h.id: h for h in heroes},
        allies={a.id: a for a in allies},
        items={i.id: i for i in items},
        adventures={a.id: a for a in adventures},
        tokens=tokens,
        cities=cities,
        hexes=list(board.hex),
        dice=dice,
        market_ids=market_ids,
        market_base=market_base,
    )


@cache
def load() -> Content:
    """The content shipped with noppa (cached)."""
    return load_from(DATA)


__all__ = ["Attribute", "Content", "load", "load_from"]
