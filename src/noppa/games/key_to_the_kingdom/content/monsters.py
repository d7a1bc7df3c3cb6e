"""The 30 monster cards and the 6 magic cards as data, checked on load (KK-TP-06, KK-MAGIC-01).

A monster card is a list of :class:`~noppa.games.key_to_the_kingdom.content.procedures.Method` (what beats
it) and a loss (what losing costs), in the vocabulary the hazards use, so one interpreter runs both.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.board import DATA
from noppa.games.key_to_the_kingdom.content.components import MAGIC_CARDS, MONSTER_CARDS
from noppa.games.key_to_the_kingdom.content.procedures import (
    Effect,
    Method,
    Reader,
    parse_effects,
    parse_method,
)

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


def parse_monsters(raw: Any, file: str = "monsters.toml") -> dict[str, Monster]:
    """Build and check the monster deck from parsed TOML."""
    top = Reader(file, "top level", raw)
    top.only({"monster"})
    cards = raw.get("monster")
    if not isinstance(cards, list):
        top.fail("expected [[monster]] tables")
    monsters: dict[str, Monster] = {}
    for index, item in enumerate(cards):
        where = f"monster #{index + 1}"
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            where = f"monster {item['id']!r}"
        r = Reader(file, where, item)
        r.only({"id", "methods", "loss"})
        mid = r.text("id")
        if mid in monsters:
            r.fail("defined twice")
        methods_raw = item.get("methods")
        if not isinstance(methods_raw, list) or not methods_raw:
            r.fail("'methods' lists the ways to beat the monster")
        methods = tuple(parse_method(r, m, i, MONSTER_VERBS) for i, m in enumerate(methods_raw))
        for method in methods:
            if method.roll is not None and not method.roll.is_trial:
                r.fail(f"method {method.id!r}: a monster's roll is a trial (faces or sum_at_least)")
            if method.once or method.after_fail or method.on:
                r.fail(f"method {method.id!r}: 'once', 'after_fail' and 'on' are for hazards")
        loss = parse_effects(r, "loss", MONSTER_VERBS)
        if not loss:
            r.fail("'loss' says what losing the fight costs")
        if any(verb == "win" for verb, _, _ in loss):
            r.fail("a loss cannot win")
        if any(verb == "treasure" and arg != "choice" for verb, arg, _ in loss):
            r.fail("'treasure:' takes 'choice'")
        if not any(not m.needs and m.equipment != "some" for m in methods) and not any(
            m.equipment == "none" for m in methods
        ):
            r.fail("an adventurer without the equipment needs some way to fight (a method with no 'needs')")
        monsters[mid] = Monster(mid, methods, loss)
    if len(monsters) != MONSTER_CARDS:
        raise LoadError(
            file, f"the monster deck has {MONSTER_CARDS} cards (KK-COMP-01), found {len(monsters)}"
        )
    return monsters


def parse_magic(raw: Any, file: str = "magic.toml") -> dict[str, MagicCard]:
    """Build and check the magic deck from parsed TOML."""
    top = Reader(file, "top level", raw)
    top.only({"magic"})
    cards = raw.get("magic")
    if not isinstance(cards, list):
        top.fail("expected [[magic]] tables")
    magic: dict[str, MagicCard] = {}
    for index, item in enumerate(cards):
        r = Reader(file, f"magic #{index + 1}", item)
        r.only({"id", "power"})
        cid = r.text("id")
        r.where = f"magic {cid!r}"
        if cid in magic:
            r.fail("defined twice")
        power = r.text("power")
        if power not in POWERS:
            r.fail(f"unknown power {power!r}; the rules know {', '.join(POWERS)} (KK-MAGIC-01)")
        magic[cid] = MagicCard(cid, power)
    if len(magic) != MAGIC_CARDS:
        raise LoadError(file, f"the magic deck has {MAGIC_CARDS} cards (KK-COMP-01), found {len(magic)}")
    return magic


def _read(path: Path) -> Any:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise LoadError(path.name, f"not valid TOML: {error}") from error


@cache
def load_monsters() -> dict[str, Monster]:
    """The monster cards of ``data/monsters.toml``, in data order."""
    return parse_monsters(_read(DATA / "monsters.toml"))


@cache
def load_magic() -> dict[str, MagicCard]:
    """The magic cards of ``data/magic.toml``, in data order."""
    return parse_magic(_read(DATA / "magic.toml"))
