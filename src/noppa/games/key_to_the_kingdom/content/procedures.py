"""The shared vocabulary of hazards and monster cards: rolls, escape methods and effects.

Hazards (hazards.toml) and monster cards (monsters.toml) share one shape — "roll at once, succeed on
these numbers, else choose an escape by equipment, and pay for it" — so both are built from these
values and run by one interpreter (state_hazards.py). A :class:`Roll` is a trial or a branch, a
:class:`Method` one way out of trouble, and an effect a parsed ``verb:argument@position`` triple.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.components import DIE, EQUIPMENT

Effect = tuple[str, str, str]
"""(verb, argument, position): ``goto:climb@skull-red`` is ``("goto", "climb", "skull-red")``."""


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of ``dice`` dice: a trial (``faces``/``need`` or ``sum_at_least``) or, with neither, a
    single die whose face picks a :class:`Branch`."""

    dice: int
    faces: frozenset[int] | None = None
    need: int = 1
    sum_at_least: int | None = None

    @property
    def is_trial(self) -> bool:
        """Whether the roll succeeds or fails (as opposed to branching by its face)."""
        return self.faces is not None or self.sum_at_least is not None

    def succeeds(self, faces: Sequence[int]) -> bool:
        """Whether these faces (all the dice rolled) meet the trial."""
        if self.sum_at_least is not None:
            return sum(faces) >= self.sum_at_least
        return _hits(faces, self.faces) >= self.need

    def settled(self, faces: Sequence[int]) -> bool:
        """Whether more dice cannot change the result (so the rolling stops early)."""
        if len(faces) >= self.dice:
            return True
        if self.sum_at_least is not None:
            return (
                sum(faces) >= self.sum_at_least
                or sum(faces) + DIE * (self.dice - len(faces)) < self.sum_at_least
            )
        hits = _hits(faces, self.faces)
        return hits >= self.need or hits + self.dice - len(faces) < self.need

    def chance(self) -> float:
        """The exact chance that the trial succeeds (for bots and odds displays)."""
        from itertools import product

        if not self.is_trial:
            return 1.0
        wins = sum(1 for faces in product(range(1, DIE + 1), repeat=self.dice) if self.succeeds(faces))
        return float(wins) / float(DIE**self.dice)


def _hits(faces: Sequence[int], wanted: frozenset[int] | None) -> int:
    """How many of ``faces`` are among ``wanted`` (a trial by faces has them)."""
    assert wanted is not None
    hits = 0
    for face in faces:  # a loop: a generator costs more than the one to three dice rolled
        if face in wanted:
            hits += 1
    return hits


@dataclass(frozen=True, slots=True)
class Branch:
    """Where a single die sends the adventurer: ``then`` for the faces ``faces``."""

    faces: frozenset[int]
    then: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Method:
    """One way out of trouble (a hazard's escape, a way to beat a monster).

    Open to an adventurer who holds one of ``needs`` (if any), none of ``without``, and some
    (``equipment = "some"``) or no (``"none"``) equipment at all. ``once`` methods close for good
    after one fails in the same trouble; ``after_fail`` methods open once such a method has failed.
    The method may ``pay`` an equipment card first, then ``roll``; the outcome is ``then`` (no
    roll), a branch of ``on``, or ``win``/``lose``. ``alt`` replaces the trial's faces when a game
    option has a given value.
    """

    id: str
    needs: tuple[str, ...] = ()
    without: tuple[str, ...] = ()
    equipment: str = ""
    once: bool = False
    after_fail: bool = False
    pay: str = ""
    roll: Roll | None = None
    on: tuple[Branch, ...] = ()
    then: tuple[Effect, ...] = ()
    win: tuple[Effect, ...] = ()
    lose: tuple[Effect, ...] = ()
    alt: tuple[str, str, frozenset[int]] | None = None

    def open_to(self, held: frozenset[str] | set[str], failed: bool = False) -> bool:
        """Whether an adventurer holding ``held`` may use this method (``failed``: a once-method failed)."""
        if self.once and failed:
            return False
        if self.needs and not any(e in held for e in self.needs) and not (self.after_fail and failed):
            return False
        if self.without and any(e in held for e in self.without) and not (self.after_fail and failed):
            return False
        if self.equipment == "some" and not held:
            return False
        return not (self.equipment == "none" and held)

    def uses(self, held: frozenset[str] | set[str]) -> str:
        """The equipment the method is used with (the first of ``needs`` held), or ``""``."""
        for e in self.needs:
            if e in held:
                return e
        return ""

    def trial(self, options: Mapping[str, Any]) -> Roll | None:
        """The method's roll under the game's ``options`` (``alt`` applied)."""
        if self.roll is not None and self.alt is not None and options.get(self.alt[0]) == self.alt[1]:
            return Roll(self.roll.dice, self.alt[2], self.roll.need, None)
        return self.roll


class Reader:
    """Checked access to one TOML table; every error names the file, the entry and the problem."""

    def __init__(self, file: str, where: str, table: Any) -> None:
        self.file = file
        self.where = where
        if not isinstance(table, dict):
            self.fail(f"expected a table, got {table!r}")
        self.table: dict[str, Any] = table

    def fail(self, problem: str) -> NoReturn:
        raise LoadError(f"{self.file}: {self.where}", problem)

    def only(self, allowed: set[str]) -> None:
        unknown = sorted(set(self.table) - allowed)
        if unknown:
            self.fail(
                f"unknown key(s) {', '.join(map(repr, unknown))}; allowed: {', '.join(sorted(allowed))}"
            )

    def text(self, key: str, default: str | None = None) -> str:
        value = self.table.get(key, default)
        if not isinstance(value, str) or (not value and default is None):
            self.fail(f"{key!r} must be a non-empty string, got {value!r}")
        return value

    def integer(self, key: str, default: int | None = None, low: int = 0, high: int = 1000) -> int:
        value = self.table.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail(f"{key!r} must be a whole number {low}–{high}, got {value!r}")
        return value

    def flag(self, key: str) -> bool:
        value = self.table.get(key, False)
        if not isinstance(value, bool):
            self.fail(f"{key!r} must be true or false, got {value!r}")
        return value

    def names(self, key: str, allowed: Sequence[str] | None = None) -> tuple[str, ...]:
        value = self.table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            self.fail(f"{key!r} must be a list of names, got {value!r}")
        if allowed is not None:
            for v in value:
                if v not in allowed:
                    self.fail(f"{key!r}: unknown {v!r}; expected one of {', '.join(allowed)}")
        return tuple(value)

    def faces(self, key: str) -> frozenset[int]:
        value = self.table.get(key)
        if (
            not isinstance(value, list)
            or not value
            or not all(isinstance(v, int) and 1 <= v <= DIE for v in value)
        ):
            self.fail(f"{key!r} must list faces of the die (1–{DIE}), got {value!r}")
        return frozenset(value)


def parse_effect(reader: Reader, text: Any, verbs: Mapping[str, str]) -> Effect:
    """One effect; ``verbs`` maps each allowed verb to ``""`` (no argument), ``"arg"`` or ``"arg?"``."""
    if not isinstance(text, str) or not text:
        reader.fail(f"an effect must be a non-empty string, got {text!r}")
    verb, _, rest = text.partition(":")
    argument, _, position = rest.partition("@")
    shape = verbs.get(verb)
    if shape is None:
        reader.fail(f"unknown effect {text!r}; effects: {', '.join(sorted(verbs))}")
    if shape == "" and (argument or position):
        reader.fail(f"effect {verb!r} takes no argument, got {text!r}")
    if shape == "arg" and not argument:
        reader.fail(f"effect {verb!r} needs an argument, like '{verb}:name'")
    if verb == "lose" and argument not in (*EQUIPMENT, "choice"):
        reader.fail(f"'lose:' takes an equipment ({', '.join(EQUIPMENT)}) or 'choice', got {argument!r}")
    return (verb, argument, position)


def parse_effects(reader: Reader, key: str, verbs: Mapping[str, str]) -> tuple[Effect, ...]:
    """The list of effects under ``key`` (empty when missing)."""
    value = reader.table.get(key, [])
    if not isinstance(value, list):
        reader.fail(f"{key!r} must be a list of effects, got {value!r}")
    return tuple(parse_effect(reader, item, verbs) for item in value)


def parse_roll(reader: Reader, raw: Any) -> Roll:
    """A ``roll = {dice, faces, need}`` or ``{dice, sum_at_least}`` table (or just ``{dice = 1}``)."""
    r = Reader(reader.file, f"{reader.where} roll", raw)
    r.only({"dice", "faces", "need", "sum_at_least"})
    dice = r.integer("dice", 1, 1, 12)
    faces = r.faces("faces") if "faces" in raw else None
    need = r.integer("need", 1, 1, dice)
    total = r.integer("sum_at_least", 0, 0, DIE * dice) if "sum_at_least" in raw else None
    if faces is not None and total is not None:
        r.fail("a roll has faces or sum_at_least, not both")
    if (faces is None and total is None) and dice != 1:
        r.fail("a roll that branches by its face (no faces, no sum_at_least) is a single die")
    return Roll(dice, faces, need, total)


def parse_branches(reader: Reader, key: str, verbs: Mapping[str, str]) -> tuple[Branch, ...]:
    """The ``on = [{faces, then}, ...]`` table; the faces must cover 1–8 exactly once."""
    value = reader.table.get(key, [])
    if not isinstance(value, list):
        reader.fail(f"{key!r} must be a list of {{faces, then}} tables")
    branches = []
    covered: list[int] = []
    for index, raw in enumerate(value):
        r = Reader(reader.file, f"{reader.where} {key}[{index}]", raw)
        r.only({"faces", "then"})
        faces = r.faces("faces")
        covered.extend(faces)
        branches.append(Branch(faces, parse_effects(r, "then", verbs)))
    if branches and sorted(covered) != list(range(1, DIE + 1)):
        reader.fail(f"{key!r} must give every face 1–{DIE} exactly once, got {sorted(covered)}")
    return tuple(branches)


_METHOD_KEYS = {
    "id", "needs", "without", "equipment", "once", "after_fail", "pay", "roll", "on", "then", "win", "lose",
    "alt",
}  # fmt: skip


def parse_method(reader: Reader, raw: Any, index: int, verbs: Mapping[str, str]) -> Method:
    """One escape method (hazards) or way to beat a monster (monster cards)."""
    where = f"{reader.where} method #{index + 1}"
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        where = f"{reader.where} method {raw['id']!r}"
    r = Reader(reader.file, where, raw)
    r.only(_METHOD_KEYS)
    equipment = r.text("equipment", "")
    if equipment not in ("", "some", "none"):
        r.fail(f"'equipment' is 'some' or 'none', got {equipment!r}")
    pay = r.text("pay", "")
    if pay and pay not in (*EQUIPMENT, "choice"):
        r.fail(f"'pay' names an equipment or 'choice', got {pay!r}")
    roll = parse_roll(r, raw["roll"]) if "roll" in raw else None
    on = parse_branches(r, "on", verbs)
    then = parse_effects(r, "then", verbs)
    win = parse_effects(r, "win", verbs)
    lose = parse_effects(r, "lose", verbs)
    if roll is None and (on or win or lose):
        r.fail("'on', 'win' and 'lose' follow a roll; without a roll use 'then'")
    if roll is not None and then:
        r.fail("after a roll the outcome is 'win'/'lose' (a trial) or 'on' (by face), not 'then'")
    if roll is not None and roll.is_trial and on:
        r.fail("a trial has 'win'/'lose'; 'on' is for a single die read by its face")
    if roll is not None and not roll.is_trial and not on:
        r.fail("a roll without faces or sum_at_least needs 'on' branches")
    alt = None
    if "alt" in raw:
        a = Reader(reader.file, f"{where} alt", raw["alt"])
        a.only({"option", "value", "faces"})
        alt = (a.text("option"), a.text("value"), a.faces("faces"))
    return Method(
        id=r.text("id"),
        needs=r.names("needs", EQUIPMENT),
        without=r.names("without", EQUIPMENT),
        equipment=equipment,
        once=r.flag("once"),
        after_fail=r.flag("after_fail"),
        pay=pay,
        roll=roll,
        on=on,
        then=then,
        win=win,
        lose=lose,
        alt=alt,
    )
