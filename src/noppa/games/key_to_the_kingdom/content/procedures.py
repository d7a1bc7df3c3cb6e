"""The shared vocabulary of hazards and monster cards: rolls, escape methods and effects.

Hazards (hazards.toml) and monster cards (monsters.toml) share one shape — "roll at once, succeed on
these numbers, else choose an escape by equipment, and pay for it" — so both are built from these
values and run by one interpreter (state_hazards.py). A :class:`Roll` is a trial or a branch, a
:class:`Method` one way out of trouble, and an effect a parsed ``verb:argument@position`` triple.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import msgspec

from noppa.games.key_to_the_kingdom.content.components import DIE, EQUIPMENT
from noppa.games.key_to_the_kingdom.content.schema import Id, decode, fail, named

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


# ---------------------------------------------------------------------------------------------- schemas

DieFace = Annotated[int, msgspec.Meta(ge=1, le=DIE)]
Faces = Annotated[frozenset[DieFace], msgspec.Meta(min_length=1)]
"""Faces of the die: a non-empty list of whole numbers 1–8 (KK-COMP-01)."""


class RollData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``roll = {dice, faces, need}``, ``{dice, sum_at_least}`` or ``{dice = 1}`` (a branching die)."""

    dice: Annotated[int, msgspec.Meta(ge=1, le=12)] = 1
    faces: Faces | None = None
    need: Annotated[int, msgspec.Meta(ge=1)] = 1
    sum_at_least: Annotated[int, msgspec.Meta(ge=0)] | None = None


class BranchData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One of ``on = [{faces, then}, …]``."""

    faces: Faces
    then: list[Id] = []


class AltData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``alt = {option, value, faces}``: the trial's faces under a game option's value."""

    option: Id
    value: Id
    faces: Faces


class MethodData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One method table of a hazard node's ``methods`` or a monster card's (see :class:`Method`)."""

    id: Id
    needs: tuple[Id, ...] = ()
    without: tuple[Id, ...] = ()
    equipment: Literal["", "some", "none"] = ""
    once: bool = False
    after_fail: bool = False
    pay: str = ""
    roll: RollData | None = None
    on: list[BranchData] = []
    then: list[Id] = []
    win: list[Id] = []
    lose: list[Id] = []
    alt: AltData | None = None


# ---------------------------------------------------------------------------------------------- values


def parse_effect(where: str, text: str, verbs: Mapping[str, str]) -> Effect:
    """One effect; ``verbs`` maps each allowed verb to ``""`` (no argument), ``"arg"`` or ``"arg?"``."""
    verb, _, rest = text.partition(":")
    argument, _, position = rest.partition("@")
    shape = verbs.get(verb)
    if shape is None:
        fail(where, f"unknown effect {text!r}; effects: {', '.join(sorted(verbs))}")
    if shape == "" and (argument or position):
        fail(where, f"effect {verb!r} takes no argument, got {text!r}")
    if shape == "arg" and not argument:
        fail(where, f"effect {verb!r} needs an argument, like '{verb}:name'")
    if verb == "lose" and argument not in (*EQUIPMENT, "choice"):
        fail(where, f"'lose:' takes an equipment ({', '.join(EQUIPMENT)}) or 'choice', got {argument!r}")
    return (verb, argument, position)


def parse_effects(where: str, texts: Sequence[str], verbs: Mapping[str, str]) -> tuple[Effect, ...]:
    """A list of effects."""
    return tuple(parse_effect(where, text, verbs) for text in texts)


def parse_roll(where: str, data: RollData) -> Roll:
    """A roll, once what its schema cannot say holds (``need`` and the sum within reach, one kind)."""
    where = f"{where} roll"
    if data.need > data.dice:
        fail(where, f"'need' must be a whole number 1–{data.dice}, got {data.need}")
    if data.sum_at_least is not None and data.sum_at_least > DIE * data.dice:
        fail(where, f"'sum_at_least' must be a whole number 0–{DIE * data.dice}, got {data.sum_at_least}")
    if data.faces is not None and data.sum_at_least is not None:
        fail(where, "a roll has faces or sum_at_least, not both")
    if (data.faces is None and data.sum_at_least is None) and data.dice != 1:
        fail(where, "a roll that branches by its face (no faces, no sum_at_least) is a single die")
    return Roll(data.dice, data.faces, data.need, data.sum_at_least)


def parse_branches(
    where: str, branches: Sequence[BranchData], verbs: Mapping[str, str]
) -> tuple[Branch, ...]:
    """The ``on`` branches; their faces must cover 1–8 exactly once."""
    covered: list[int] = []
    out = []
    for index, branch in enumerate(branches):
        covered.extend(branch.faces)
        out.append(Branch(branch.faces, parse_effects(f"{where} on[{index}]", branch.then, verbs)))
    if out and sorted(covered) != list(range(1, DIE + 1)):
        fail(where, f"'on' must give every face 1–{DIE} exactly once, got {sorted(covered)}")
    return tuple(out)


def _equipment(where: str, key: str, names: Sequence[str]) -> tuple[str, ...]:
    for name in names:
        if name not in EQUIPMENT:
            fail(where, f"{key!r}: unknown {name!r}; expected one of {', '.join(EQUIPMENT)}")
    return tuple(names)


def parse_method(where: str, raw: Any, index: int, verbs: Mapping[str, str]) -> Method:
    """One escape method (hazards) or way to beat a monster (monster cards), ``where`` being its owner."""
    where = named(where, "method", index, raw)
    data = decode(MethodData, raw, where)
    if data.pay and data.pay not in (*EQUIPMENT, "choice"):
        fail(where, f"'pay' names an equipment or 'choice', got {data.pay!r}")
    roll = parse_roll(where, data.roll) if data.roll is not None else None
    if roll is None and (data.on or data.win or data.lose):
        fail(where, "'on', 'win' and 'lose' follow a roll; without a roll use 'then'")
    if roll is not None and data.then:
        fail(where, "after a roll the outcome is 'win'/'lose' (a trial) or 'on' (by face), not 'then'")
    if roll is not None and roll.is_trial and data.on:
        fail(where, "a trial has 'win'/'lose'; 'on' is for a single die read by its face")
    if roll is not None and not roll.is_trial and not data.on:
        fail(where, "a roll without faces or sum_at_least needs 'on' branches")
    alt = (data.alt.option, data.alt.value, data.alt.faces) if data.alt is not None else None
    return Method(
        id=data.id,
        needs=_equipment(where, "needs", data.needs),
        without=_equipment(where, "without", data.without),
        equipment=data.equipment,
        once=data.once,
        after_fail=data.after_fail,
        pay=data.pay,
        roll=roll,
        on=parse_branches(where, data.on, verbs),
        then=parse_effects(where, data.then, verbs),
        win=parse_effects(where, data.win, verbs),
        lose=parse_effects(where, data.lose, verbs),
        alt=alt,
    )
