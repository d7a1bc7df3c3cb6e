"""The typed pieces of a Key to the Kingdom state: adventurers, their situations, actions, teams.

An adventurer free to move has no situation (``sit is None``); otherwise he is in exactly one of
:class:`Dungeon`, :class:`Trapped`, :class:`Circle` or :class:`InHazard`. Situations are mutable
``msgspec`` structs (a counter goes up turn by turn); a copy of the state copies them. Their saved
form is the dict a save has always held (``{"k": "dungeon", "pl": …, "c": …}``): the short keys
are the structs' field names in JSON, so saves from before the typed model load unchanged.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec import UNSET, UnsetType, field

from noppa.engine import Action

_ACTIONS: dict[tuple[str, str], Action] = {}


def act(kind: str, arg: str = "") -> Action:
    """The (interned) action ``kind`` or ``kind:arg``."""
    key = (kind, arg)
    found = _ACTIONS.get(key)
    if found is None:
        found = Action(kind, (arg,) if arg else ())
        _ACTIONS[key] = found
    return found


ROLL = act("roll")
PASS = act("pass")
FACE = act("face")
TRY = act("try")
KEEP = act("keep")
DROP_COBRA = act("drop", "cobra")

TEAMS: dict[str, tuple[tuple[int, ...], ...]] = {
    "none": (),
    "2x2": ((0, 2), (1, 3)),
    "3x2": ((0, 3), (1, 4), (2, 5)),
}
"""Partners sit opposite each other (KK-TEAM-01)."""
TEAM_PLAYERS = {"2x2": 4, "3x2": 6}

OTHER = {"a": "b", "b": "a"}
"""The other end of a hazard."""


class Dungeon(msgspec.Struct, tag_field="k", tag="dungeon"):
    """Imprisoned in the dungeon of ``place`` after ``tries`` failed turns (KK-DK-02, KK-DUN-01..03)."""

    place: str = field(name="pl")
    tries: int = field(name="c", default=0)


class Trapped(msgspec.Struct, tag_field="k", tag="trapped"):
    """In a whirlpool or a black hole after ``tries`` failed turns (KK-WP-04); ``held`` (1) when a
    magic card stopped the board and holds him (KK-MAGIC-02), else 0."""

    tries: int = field(name="c", default=0)
    held: int = 0


class Circle(msgspec.Struct, tag_field="k", tag="circle"):
    """In the Stone Circle: waiting for lost cards to come back (``mode="return"``, ``taken`` so
    far, KK-STONE-02) or trying again for a magic card (``mode="card"``, KK-STONE-03)."""

    mode: Literal["return", "card"] = field(name="m")
    taken: int | UnsetType = field(name="n", default=UNSET)


class InHazard(msgspec.Struct, tag_field="k", tag="hz"):
    """Inside ``hazard``, at its node ``node``, having come from end ``end`` ("a" or "b").

    ``position``: squares along the node's track or ``route``; ``failed`` (1): a once-only escape
    method failed at this node; ``trouble`` (1): he got into trouble, so his crossing frees no
    teammate (KK-TEAM-03); ``unused``: steps of the move that brought him here; ``lost_turns``: turns
    already waited at a node that costs turns (set from the first one).
    """

    hazard: str = field(name="h")
    node: str = field(name="n")
    end: str = field(name="d")
    position: int = field(name="p", default=0)
    route: str = field(name="r", default="")
    failed: int = field(name="x", default=0)
    trouble: int = field(name="t", default=0)
    unused: int = field(name="u", default=0)
    lost_turns: int | UnsetType = field(name="c", default=UNSET)


class Bridge(msgspec.Struct):
    """The Dark Bridge: the end it was built from ("" while unbuilt), the pieces built, and a
    builder waiting to roll again (-1 for none, KK-DARK-01)."""

    side: str = ""
    built: int = 0
    builder: int = -1


class Endgame(msgspec.Struct):
    """After the first escape (KK-WIN-05): the winners, who escaped since in order, the last turns
    left to each other seat (by seat number as text, as saved) and how the winners left."""

    winners: list[int]
    escaped: list[int]
    left: dict[str, int]
    how: str

    def copy(self) -> Endgame:
        """An independent copy."""
        return Endgame(list(self.winners), list(self.escaped), dict(self.left), self.how)


Situation = Dungeon | Trapped | Circle | InHazard
"""What holds an adventurer who is not free to move."""


def situation_kind(sit: Situation) -> str:
    """The saved kind of a situation: ``dungeon``, ``trapped``, ``circle`` or ``hz``."""
    return str(type(sit).__struct_config__.tag)


def situation_to_json(sit: Situation | None) -> dict[str, Any] | None:
    """The saved form of a situation (a dict with the short keys), or None."""
    if sit is None:
        return None
    data: dict[str, Any] = msgspec.to_builtins(sit)
    return data


def situation_from_json(data: Any) -> Situation | None:
    """Inverse of :func:`situation_to_json`; raises ``msgspec.ValidationError`` on bad data."""
    if data is None:
        return None
    sit: Situation = msgspec.convert(data, Situation)
    return sit


class Adventurer:
    """One seat's adventurer and cards. ``sit`` is his situation (None when free to move)."""

    __slots__ = (
        "arch_free",
        "cases",
        "circle",
        "cobra_dropped",
        "equipment",
        "escaped",
        "had_magic",
        "lost",
        "magic",
        "no_enter",
        "seat",
        "sit",
        "space",
        "wizard_done",
    )

    def __init__(self, seat: int, space: str) -> None:
        self.seat = seat
        self.space = space
        self.sit: Situation | None = None
        self.equipment: list[str] = []
        self.lost: list[str] = []
        self.cases: list[str] = []
        self.magic = ""
        self.had_magic = False
        self.wizard_done = False
        self.escaped = False
        self.circle: list[str] | None = None
        self.arch_free = 0
        """Turns left in which the Magic Arch lets him pass freely (KK-WIZ-03)."""
        self.no_enter = ""
        self.cobra_dropped = False

    def copy(self) -> Adventurer:
        """An independent copy."""
        new = Adventurer.__new__(Adventurer)
        new.seat = self.seat
        new.space = self.space
        new.sit = None if self.sit is None else msgspec.structs.replace(self.sit)
        new.equipment = self.equipment.copy()
        new.lost = self.lost.copy()
        new.cases = self.cases.copy()
        new.magic = self.magic
        new.had_magic = self.had_magic
        new.wizard_done = self.wizard_done
        new.escaped = self.escaped
        new.circle = None if self.circle is None else self.circle.copy()
        new.arch_free = self.arch_free
        new.no_enter = self.no_enter
        new.cobra_dropped = self.cobra_dropped
        return new

    def to_json(self) -> dict[str, Any]:
        """Everything about him, secrets included (the case contents are kept by the state)."""
        return {
            "space": self.space,
            "sit": situation_to_json(self.sit),
            "equipment": list(self.equipment),
            "lost": list(self.lost),
            "cases": list(self.cases),
            "magic": self.magic,
            "had_magic": self.had_magic,
            "wizard_done": self.wizard_done,
            "escaped": self.escaped,
            "circle": None if self.circle is None else list(self.circle),
            "arch_free": self.arch_free,
            "no_enter": self.no_enter,
            "cobra_dropped": self.cobra_dropped,
        }

    @staticmethod
    def from_json(seat: int, data: dict[str, Any]) -> Adventurer:
        """Inverse of :meth:`to_json`."""
        adv = Adventurer(seat, str(data["space"]))
        adv.sit = situation_from_json(data["sit"])
        adv.equipment = [str(e) for e in data["equipment"]]
        adv.lost = [str(e) for e in data["lost"]]
        adv.cases = [str(c) for c in data["cases"]]
        adv.magic = str(data["magic"])
        adv.had_magic = bool(data["had_magic"])
        adv.wizard_done = bool(data["wizard_done"])
        adv.escaped = bool(data["escaped"])
        adv.circle = None if data["circle"] is None else [str(s) for s in data["circle"]]
        adv.arch_free = int(data["arch_free"])
        adv.no_enter = str(data["no_enter"])
        adv.cobra_dropped = bool(data["cobra_dropped"])
        return adv
