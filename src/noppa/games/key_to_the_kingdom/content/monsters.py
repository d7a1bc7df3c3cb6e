"""The 30 monster cards and the 6 magic cards as data, checked on load (KK-TP-06, KK-MAGIC-01).

A monster card is a list of :class:`~noppa.games.key_to_the_kingdom.content.procedures.Method` (what beats
it) and a loss (what losing costs), in the vocabulary the hazards use, so one interpreter runs both.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any

import msgspec

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.board import DATA
from noppa.games.key_to_the_kingdom.content.components import MAGIC_CARDS, MONSTER_CARDS
from noppa.games.key_to_the_kingdom.content.procedures import (
    Effect,
    Method,
    parse_effects,
    parse_method,
)
from noppa.games.key_to_the_kingdom.content.schema import Id, decode, fail, named, read_toml

MONSTER_VERBS: dict[str, str] = {
    "win": "",
    "flee": "",
    "stay": "",
    "dungeon": "",
    "lose": "arg",
    "treasure": "arg",
}
"""Effects a monster card may order (KK-TP-03..05)."""

WIN: tuple[Effect, ...] = (("win", "", ""),)
POWERS = ("hold-board",)


@dataclass(frozen=True, slots=True)
class Monster:
    """A monster card: the ways to beat it and what a loss costs."""

    id: str
    methods: tuple[Method, ...]
    loss: tuple[Effect, ...]

    def outcome(self, method: Method, won: bool) -> tuple[Effect, ...]:
        """The effects after ``method`` was tried and won or lost."""
        if won:
            return method.win or WIN
        return method.lose or self.loss


@dataclass(frozen=True, slots=True)
class MagicCard:
    """A magic card (KK-MAGIC-01): a name and its power."""

    id: str
    power: str


class _MonsterData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One ``[[monster]]``: its ways to be beaten (:class:`~.procedures.MethodData`, decoded one by one
    so a problem names the method) and what a loss costs."""

    id: Id
    methods: Annotated[list[dict[str, Any]], msgspec.Meta(min_length=1)]
    loss: Annotated[list[Id], msgspec.Meta(min_length=1)]


class _MagicData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One ``[[magic]]``: a card and its power."""

    id: Id
    power: Id


class _Deck(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``monsters.toml`` or ``magic.toml``: a list of card tables, each decoded on its own."""

    monster: list[dict[str, Any]] | None = None
    magic: list[dict[str, Any]] | None = None


def _cards(raw: Any, file: str, table: str) -> list[dict[str, Any]]:
    deck = decode(_Deck, raw, f"{file}: top level")
    other = "magic" if table == "monster" else "monster"
    if getattr(deck, other) is not None:
        fail(f"{file}: top level", f"unknown table [[{other}]]; this file holds [[{table}]]")
    cards: list[dict[str, Any]] | None = getattr(deck, table)
    if cards is None:
        fail(f"{file}: top level", f"expected [[{table}]] tables")
    return cards


def parse_monsters(raw: Any, file: str = "monsters.toml") -> dict[str, Monster]:
    """Build and check the monster deck from parsed TOML."""
    monsters: dict[str, Monster] = {}
    for index, item in enumerate(_cards(raw, file, "monster")):
        where = named(file + ":", "monster", index, item)
        card = decode(_MonsterData, item, where)
        if card.id in monsters:
            fail(where, "defined twice")
        monsters[card.id] = _monster(where, card)
    if len(monsters) != MONSTER_CARDS:
        raise LoadError(
            file, f"the monster deck has {MONSTER_CARDS} cards (KK-COMP-01), found {len(monsters)}"
        )
    return monsters


def _monster(where: str, card: _MonsterData) -> Monster:
    """A monster card, once what its schema cannot say holds."""
    methods = tuple(parse_method(where, m, i, MONSTER_VERBS) for i, m in enumerate(card.methods))
    for method in methods:
        if method.roll is not None and not method.roll.is_trial:
            fail(where, f"method {method.id!r}: a monster's roll is a trial (faces or sum_at_least)")
        if method.once or method.after_fail or method.on:
            fail(where, f"method {method.id!r}: 'once', 'after_fail' and 'on' are for hazards")
    loss = parse_effects(where, card.loss, MONSTER_VERBS)
    if any(verb == "win" for verb, _, _ in loss):
        fail(where, "a loss cannot win")
    if any(verb == "treasure" and arg != "choice" for verb, arg, _ in loss):
        fail(where, "'treasure:' takes 'choice'")
    if not any(not m.needs and m.equipment != "some" for m in methods) and not any(
        m.equipment == "none" for m in methods
    ):
        fail(where, "an adventurer without the equipment needs some way to fight (a method with no 'needs')")
    return Monster(card.id, methods, loss)


def parse_magic(raw: Any, file: str = "magic.toml") -> dict[str, MagicCard]:
    """Build and check the magic deck from parsed TOML."""
    magic: dict[str, MagicCard] = {}
    for index, item in enumerate(_cards(raw, file, "magic")):
        where = named(file + ":", "magic", index, item)
        card = decode(_MagicData, item, where)
        if card.id in magic:
            fail(where, "defined twice")
        if card.power not in POWERS:
            fail(where, f"unknown power {card.power!r}; the rules know {', '.join(POWERS)} (KK-MAGIC-01)")
        magic[card.id] = MagicCard(card.id, card.power)
    if len(magic) != MAGIC_CARDS:
        raise LoadError(file, f"the magic deck has {MAGIC_CARDS} cards (KK-COMP-01), found {len(magic)}")
    return magic


@cache
def load_monsters() -> dict[str, Monster]:
    """The monster cards of ``data/monsters.toml``, in data order."""
    return parse_monsters(read_toml(DATA / "monsters.toml"))


@cache
def load_magic() -> dict[str, MagicCard]:
    """The magic cards of ``data/magic.toml``, in data order."""
    return parse_magic(read_toml(DATA / "magic.toml"))
