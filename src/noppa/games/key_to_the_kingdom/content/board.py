"""The board of Key to the Kingdom as data: spaces, parts, folding sides, treasure places, hazards.

The board is two parts whose outer flaps fold (KK-SETUP-01): the middle of the board (the Devil's
Castle and the Boulder Fortress) never moves; each folding side shows one of two parts of the
Kingdom, its ``in`` part while the flap is folded inward (how every game starts) and its ``out`` part
once a whirlpool has opened it outward (KK-WP-03). Four of the six parts are visible at a time, and
each of the four combinations of the two sides is a :class:`Config` with its own walkable graph.

Everything comes from ``data/board.toml``, decoded by its msgspec schema (:class:`Space`,
:class:`Side`, :class:`Part` and the file structs below) and then cross-checked (:class:`_BoardCheck`,
with a table of the checks each kind of space needs): a problem raises
:class:`~noppa.engine.LoadError` naming the file, the entry and what is wrong. The layout is an
original one authored for noppa (KK-WP-07 [DATA]); docs/key-to-the-kingdom/data-format.md tells an
owner of the physical game how to enter the real board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, NoReturn, get_args

import msgspec

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.schema import Id, decode, named, read_toml

DATA = Path(__file__).resolve().parent.parent / "data"

Kind = Literal[
    "path",  # an ordinary space of a path
    "start",  # the grey stone start area (KK-SETUP-06)
    "white-dagger",  # where a hazard begins and ends (KK-HAZ-01)
    "black-dagger",  # the way into and out of a treasure place (KK-TP-01)
    "place",  # a treasure place (KK-SETUP-04)
    "dungeon",  # the dungeon of a treasure place (KK-DK-02)
    "whirlpool",  # a whirlpool ring in a hole of a folding side (KK-WP-01)
    "black-hole",  # an empty black hole for adventurers who fall off the board (KK-WP-04)
    "stone-circle",  # the Stone Circle (KK-STONE-01)
    "interior",  # a square inside a hazard: reached only by that hazard's rules
]
KINDS: frozenset[str] = frozenset(get_args(Kind))
WALKABLE = frozenset({"path", "start", "white-dagger", "black-dagger", "whirlpool", "stone-circle"})
"""Kinds a move may step onto (a treasure place is entered only by beating its monster, KK-TP-02)."""
STOPS = frozenset({"white-dagger", "whirlpool", "stone-circle", "start"})
"""Kinds where a move ends on arrival, whatever is left of the number (KK-HAZ-01, KK-WP-01, KK-STONE-01)."""
FOLDS = ("in", "out")
SIDES = ("west", "east")
FIXED = "fixed"
NUMBERS = range(1, 9)


Face = Literal["fixed", "west-in", "west-out", "east-in", "east-out"]


class Space(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One space of the board (one ``[[space]]`` of ``board.toml``, decoded as it is)."""

    id: Id
    kind: Kind
    part: str = ""
    """The part of the Kingdom it lies in; empty for a whirlpool ring (it belongs to the face shown)."""
    side: str = ""
    """For a whirlpool ring, the folding side whose hole holds it."""
    x: float
    y: float
    number: Annotated[int, msgspec.Meta(ge=1, le=8)] | None = None
    """The Demon King's number (1–8) painted on it, if any (KK-TURN-01)."""
    mark: str = ""
    """What an interior square is (a boat, a gap, a red stone…): hazard rules react to it."""
    hazard: str = ""
    """The hazard a white dagger belongs to."""
    place: str = ""
    """The treasure place a black dagger, place or dungeon belongs to."""
    route: str = ""
    """For a square one may fall from: the route (of its hazard) the adventurer falls onto."""
    blue_arrow: bool = False
    around: tuple[Id, ...] = ()
    """For a black hole: the spaces around it, where an adventurer climbs out (KK-WP-04)."""
    links: tuple[Id, ...] = ()


@dataclass(frozen=True, slots=True)
class Route:
    """A one-way way out of a hazard: from an optional starting spot over its squares to a land space."""

    name: str
    origin: str | None
    squares: tuple[str, ...]
    to: str


@dataclass(frozen=True, slots=True)
class HazardGeometry:
    """Where a hazard lies: its white daggers (end a, end b), named spots, tracks and routes."""

    id: str
    part: str
    ends: tuple[str, ...]
    spots: Mapping[str, str]
    tracks: Mapping[str, tuple[str, ...]]
    routes: Mapping[str, Route]

    def end_of(self, space: str) -> str:
        """``"a"`` or ``"b"``: which end ``space`` is."""
        return "a" if self.ends[0] == space else "b"

    def end(self, letter: str) -> str:
        """The white dagger of end ``letter`` (a hazard with one white dagger has only end a)."""
        return self.ends[0] if letter == "a" or len(self.ends) == 1 else self.ends[1]


@dataclass(frozen=True, slots=True)
class Place:
    """A treasure place: its space, its black daggers and its dungeon."""

    id: str
    space: str
    daggers: tuple[str, ...]
    dungeon: str
    part: str


class Side(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A folding side (one ``[[side]]``): the part shown folded in, the part shown opened out, and its
    whirlpool ring."""

    id: Id
    inner: Id = msgspec.field(name="in")
    outer: Id = msgspec.field(name="out")
    whirlpool: Id


class Part(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One of the six parts of the Kingdom (one ``[[part]]``)."""

    id: Id
    face: Face
    """``fixed`` or ``<side>-<fold>``, e.g. ``west-in``."""
    region: tuple[int | float, int | float, int | float, int | float]
    """The drawing area ``[x0, y0, x1, y1]`` (whole numbers stay whole, as the drawing writes them)."""


class Config:
    """One configuration of the folding board: what is present and how one may walk."""

    __slots__ = ("folds", "key", "near", "numbers", "part_of", "present", "walk")

    def __init__(self, board: Board, folds: Mapping[str, str]) -> None:
        self.folds = dict(folds)
        self.key = config_key(folds)
        faces = {FIXED} | {f"{side}-{fold}" for side, fold in folds.items()}
        present = {s.id for s in board.spaces.values() if s.kind == "whirlpool" or board.face(s) in faces}
        self.present = frozenset(present)
        walk: dict[str, tuple[str, ...]] = {}
        near: dict[str, set[str]] = {sid: set() for sid in present}
        for sid in present:
            space = board.spaces[sid]
            if space.kind == "place":
                steps = tuple(d for d in board.places[space.place].daggers if d in present)
                for dagger in steps:
                    near[sid].add(dagger)
                    near[dagger].add(sid)
            elif space.kind in WALKABLE:
                steps = tuple(n for n in space.links if n in present)
                near[sid].update(steps)
            else:
                steps = ()
            walk[sid] = steps
        self.walk = walk
        self.near = {sid: frozenset(n) for sid, n in near.items()}
        self.numbers = {s.number: s.id for s in board.spaces.values() if s.number and s.id in present}
        part_of = {}
        for sid in present:
            space = board.spaces[sid]
            part_of[sid] = space.part or board.shown_part(space.side, folds[space.side])
        self.part_of = part_of


def config_key(folds: Mapping[str, str]) -> str:
    """``"in-in"``, ``"out-in"``…: the west side's fold, then the east side's."""
    return f"{folds['west']}-{folds['east']}"


class Board:
    """The whole board, checked. Use :func:`load_board` (cached) rather than building one."""

    def __init__(
        self,
        spaces: Mapping[str, Space],
        *,
        parts: Mapping[str, Part],
        sides: Mapping[str, Side],
        places: Mapping[str, Place],
        hazards: Mapping[str, HazardGeometry],
        start: str,
        size: tuple[float, float],
    ) -> None:
        self.spaces = dict(spaces)
        self.parts = dict(parts)
        self.sides = dict(sides)
        self.places = dict(places)
        self.hazards = dict(hazards)
        self.start = start
        self.size = size
        self.blue_arrow = next(s.id for s in self.spaces.values() if s.blue_arrow)
        self.place_of_part = {p.part: p.id for p in self.places.values()}
        owner: dict[str, str] = {}
        for hazard in self.hazards.values():
            for sid in _hazard_spaces(hazard):
                owner.setdefault(sid, hazard.id)
        self.hazard_of = owner
        """Hazard owning each interior square, spot and white dagger."""
        holes: dict[str, list[str]] = {}
        for space in self.spaces.values():
            if space.kind == "black-hole":
                holes.setdefault(self.face(space), []).append(space.id)
        self.black_holes = {face: tuple(ids) for face, ids in holes.items()}
        """The black holes on each face (``west-out``…), in board order (KK-WP-04)."""
        self.configs = {
            config_key({"west": w, "east": e}): Config(self, {"west": w, "east": e})
            for w in FOLDS
            for e in FOLDS
        }

    def face(self, space: Space) -> str:
        """The face a space lies on (``fixed``, ``west-in``, … or the side of a whirlpool ring)."""
        if space.kind == "whirlpool":
            return space.side
        return self.parts[space.part].face

    def shown_part(self, side: str, fold: str) -> str:
        """The part a side shows when folded ``fold``."""
        s = self.sides[side]
        return s.inner if fold == "in" else s.outer

    def config(self, folds: Mapping[str, str]) -> Config:
        """The configuration for these folds."""
        return self.configs[config_key(folds)]


def _hazard_spaces(hazard: HazardGeometry) -> Iterable[str]:
    yield from hazard.ends
    yield from hazard.spots.values()
    for track in hazard.tracks.values():
        yield from track
    for route in hazard.routes.values():
        if route.origin:
            yield route.origin
        yield from route.squares


# ---------------------------------------------------------------------------------------------- loading


class _Head(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``[board]``: the start area and the drawing size."""

    start: Id
    width: float
    height: float


class _RouteData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``[hazard.<id>.routes.<name>]``: from an optional spot over squares to a land space."""

    origin: Id | None = msgspec.field(name="from", default=None)
    squares: tuple[Id, ...]
    to: Id


class _HazardData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``[hazard.<id>]``: the hazard's part, white daggers, spots, tracks and routes."""

    part: Id
    ends: tuple[Id, ...] = ()
    spots: dict[str, Id] = {}
    tracks: dict[str, tuple[Id, ...]] = {}
    routes: dict[str, _RouteData] = {}


class _PlaceData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``[place.<id>]``: a treasure place's space, black daggers and dungeon."""

    space: Id
    daggers: tuple[Id, ...]
    dungeon: Id


class _BoardFile(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The whole of ``board.toml`` (docs/key-to-the-kingdom/data-format.md)."""

    board: _Head
    side: list[Side] = []
    part: list[Part] = []
    place: dict[str, _PlaceData] = {}
    hazard: dict[str, _HazardData] = {}
    space: list[Space] = []


_SECTIONS: dict[str, tuple[type[Any], bool]] = {
    "board": (_Head, False),
    "side": (Side, True),
    "part": (Part, True),
    "place": (_PlaceData, False),
    "hazard": (_HazardData, False),
    "space": (Space, True),
}
"""Each table of the file: the schema of one entry, and whether the entries are a list (``[[x]]``,
each with its ``id``) or tables keyed by id (``[x.<id>]``; ``[board]`` is one table)."""


def _decode(raw: Mapping[str, Any], file: str) -> _BoardFile:
    """The file decoded by its schema; a problem names the entry that has it (:func:`_name_the_entry`)."""
    try:
        return msgspec.convert(raw, _BoardFile)
    except msgspec.ValidationError as error:
        _name_the_entry(raw, file)
        raise LoadError(file, str(error)) from error


def _name_the_entry(raw: Mapping[str, Any], file: str) -> None:
    """Decode the file entry by entry to raise the first problem with the name of its entry."""
    unknown = sorted(set(raw) - set(_SECTIONS))
    if unknown:
        raise LoadError(f"{file}: top level", f"unknown table(s) {', '.join(map(repr, unknown))}")
    for section, (schema, listed) in _SECTIONS.items():
        value = raw.get(section)
        if value is None or section == "board":
            _entry(file, f"[{section}]", schema, value)
        elif listed:
            if not isinstance(value, list):
                raise LoadError(f"{file}: [[{section}]]", f"expected [[{section}]] entries")
            for index, item in enumerate(value):
                _entry(file, named("", section, index, item), schema, item)
        elif not isinstance(value, dict):
            raise LoadError(f"{file}: [{section}]", f"expected tables [{section}.<id>]")
        else:
            for key, item in value.items():
                routes = item.get("routes") if section == "hazard" and isinstance(item, dict) else None
                for name, route in routes.items() if isinstance(routes, dict) else ():
                    _entry(file, f"hazard {key!r} route {name!r}", _RouteData, route)
                _entry(file, f"{section} {key!r}", schema, item)


def _entry(file: str, where: str, schema: type[Any], item: Any) -> None:
    if item is None and schema is not _Head:
        return
    if schema is Space and isinstance(item, dict) and item.get("kind") not in KINDS:
        kind = item.get("kind")
        raise LoadError(f"{file}: {where}", f"unknown kind {kind!r}; kinds: {', '.join(sorted(KINDS))}")
    decode(schema, item, f"{file}: {where}")


def parse_board(raw: Mapping[str, Any], file: str = "board.toml") -> Board:
    """Build and check a :class:`Board` from parsed TOML: the schema first (:class:`_BoardFile`), then
    the cross-references between entries (:func:`_check`); every problem names its entry."""
    data = _decode(raw, file)
    if not data.space:
        raise LoadError(f"{file}: [[space]]", "the board has no spaces")
    for table, entries in (("space", data.space), ("part", data.part), ("side", data.side)):
        _unique(file, table, [entry.id for entry in entries])
    spaces = {space.id: space for space in data.space}
    places = {
        pid: Place(pid, p.space, p.daggers, p.dungeon, spaces[p.space].part if p.space in spaces else "")
        for pid, p in data.place.items()
    }
    hazards = {
        hid: HazardGeometry(
            hid,
            h.part,
            h.ends,
            h.spots,
            h.tracks,
            {name: Route(name, r.origin, r.squares, r.to) for name, r in h.routes.items()},
        )
        for hid, h in data.hazard.items()
    }
    return _check(
        file,
        spaces,
        parts={p.id: p for p in data.part},
        sides={s.id: s for s in data.side},
        places=places,
        hazards=hazards,
        start=data.board.start,
        size=(data.board.width, data.board.height),
    )


def _unique(file: str, table: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for entry_id in ids:
        if entry_id in seen:
            raise LoadError(f"{file}: {table} {entry_id!r}", "defined twice")
        seen.add(entry_id)


def _check(
    file: str,
    spaces: dict[str, Space],
    *,
    parts: dict[str, Part],
    sides: dict[str, Side],
    places: dict[str, Place],
    hazards: dict[str, HazardGeometry],
    start: str,
    size: tuple[float, float],
) -> Board:
    """The board, once every cross-reference between its entries holds (each problem names its
    entry): the sides and parts, each space by its kind, the start area, the places, the hazards,
    then every configuration the folds make."""
    check = _BoardCheck(file, spaces, parts=parts, sides=sides, places=places, hazards=hazards)
    check.sides_and_parts()
    for space in spaces.values():
        check.space(space, size)
        extra = _SPACE_CHECKS.get(space.kind)
        if extra is not None:
            extra(check, space)
    check.start_area(start)
    check.places_()
    check.hazards_()
    board = Board(spaces, parts=parts, sides=sides, places=places, hazards=hazards, start=start, size=size)
    check.configurations(board)
    return board


class _BoardCheck:
    """The cross-reference checks of one board file (:func:`_check`)."""

    def __init__(
        self,
        file: str,
        spaces: dict[str, Space],
        *,
        parts: dict[str, Part],
        sides: dict[str, Side],
        places: dict[str, Place],
        hazards: dict[str, HazardGeometry],
    ) -> None:
        self.file = file
        self.spaces = spaces
        self.parts = parts
        self.sides = sides
        self.places = places
        self.hazards = hazards
        self.owner: dict[str, str] = {}
        """The hazard each interior square belongs to."""

    def fail(self, where: str, problem: str) -> NoReturn:
        raise LoadError(f"{self.file}: {where}", problem)

    def need(self, where: str, sid: str, what: str, kinds: Iterable[str] | None = None) -> Space:
        """The space ``sid`` that ``where`` names as ``what`` (of one of ``kinds``)."""
        space = self.spaces.get(sid)
        if space is None:
            self.fail(where, f"{what} {sid!r} is not a space of the board")
        if kinds is not None and space.kind not in kinds:
            self.fail(where, f"{what} {sid!r} is a {space.kind}, expected {' or '.join(kinds)}")
        return space

    def face_of(self, space: Space) -> str:
        return space.side if space.kind == "whirlpool" else self.parts[space.part].face

    def sides_and_parts(self) -> None:
        """Two sides, six parts on known faces, each side's two parts and its whirlpool."""
        sides, parts = self.sides, self.parts
        if set(sides) != set(SIDES):
            self.fail("[[side]]", f"the board has the sides {sorted(sides)}, expected exactly {list(SIDES)}")
        faces = {FIXED} | {f"{s}-{f}" for s in SIDES for f in FOLDS}
        for part in parts.values():
            if part.face not in faces:
                self.fail(
                    f"part {part.id!r}", f"unknown face {part.face!r}; faces: {', '.join(sorted(faces))}"
                )
        if len(parts) != 6:
            self.fail("[[part]]", f"the Kingdom has six parts, one per treasure place; found {len(parts)}")
        for side in sides.values():
            for fold, pid in (("in", side.inner), ("out", side.outer)):
                if pid not in parts:
                    self.fail(f"side {side.id!r}", f"{fold!r} names unknown part {pid!r}")
                if parts[pid].face != f"{side.id}-{fold}":
                    self.fail(
                        f"side {side.id!r}",
                        f"part {pid!r} has face {parts[pid].face!r}, expected {side.id}-{fold}",
                    )
            ring = self.need(f"side {side.id!r}", side.whirlpool, "whirlpool", ["whirlpool"])
            if ring.side != side.id:
                self.fail(
                    f"space {ring.id!r}", f"a whirlpool of side {side.id!r} must say side = {side.id!r}"
                )

    def space(self, space: Space, size: tuple[float, float]) -> None:
        """What every space must be: on a known part, on the board, its links walkable both ways."""
        where = f"space {space.id!r}"
        if space.kind == "whirlpool":
            self.whirlpool(space)
        elif space.part not in self.parts:
            self.fail(where, f"unknown part {space.part!r}; parts: {', '.join(sorted(self.parts))}")
        if not (0.0 <= space.x <= size[0] and 0.0 <= space.y <= size[1]):
            self.fail(where, f"coordinates ({space.x}, {space.y}) lie outside the board {size}")
        if space.number is not None and space.kind != "path":
            self.fail(where, "a Demon King number must be on an ordinary path space")
        if space.links and space.kind not in WALKABLE:
            self.fail(
                where, f"a {space.kind} has no walkable links (it is reached by the rules, not by walking)"
            )
        for other_id in space.links:
            other = self.need(where, other_id, "link to", None)
            if other.kind not in WALKABLE:
                self.fail(where, f"links to {other_id!r}, a {other.kind}, which cannot be walked onto")
            if space.id not in other.links:
                self.fail(where, f"links to {other_id!r} but {other_id!r} does not link back")
            a, b = self.face_of(space), self.face_of(other)
            if not _shown_together(a, b):
                self.fail(
                    where, f"links to {other_id!r} across faces {a} and {b}, which are never shown together"
                )

    def whirlpool(self, space: Space) -> None:
        """A whirlpool ring belongs to a side, not to a part (checked before its links)."""
        if space.part or space.side not in self.sides:
            self.fail(f"space {space.id!r}", "a whirlpool ring has no part and names its side (west or east)")

    def black_hole(self, space: Space) -> None:
        where = f"space {space.id!r}"
        if not self.face_of(space).endswith("-out"):
            self.fail(where, "black holes lie on a face shown when a side is opened outward (KK-WP-04)")
        if not space.around:
            self.fail(where, "a black hole needs the spaces 'around' it")
        for sid in space.around:
            other = self.need(where, sid, "space around", WALKABLE)
            if self.face_of(other) not in (self.face_of(space), FIXED):
                self.fail(where, f"space around {sid!r} is not on the same face")

    def white_dagger(self, space: Space) -> None:
        if space.hazard not in self.hazards:
            self.fail(
                f"space {space.id!r}", f"a white dagger names its hazard; {space.hazard!r} is not a hazard"
            )

    def of_a_place(self, space: Space) -> None:
        if space.place not in self.places:
            self.fail(f"space {space.id!r}", f"names unknown treasure place {space.place!r}")

    def start_area(self, start: str) -> None:
        """One start area on a part that never folds, whose only neighbour carries the blue arrow."""
        spaces = self.spaces
        if start not in spaces or spaces[start].kind != "start":
            self.fail("[board]", f"start {start!r} must be the space of kind 'start'")
        if sum(1 for s in spaces.values() if s.kind == "start") != 1:
            self.fail("[board]", "the board has exactly one start area")
        if self.face_of(spaces[start]) != FIXED:
            self.fail(f"space {start!r}", "the start area lies on a part that never folds")
        arrows = [s.id for s in spaces.values() if s.blue_arrow]
        if len(arrows) != 1:
            self.fail("[board]", f"exactly one space carries the blue arrow, found {arrows}")
        if spaces[start].links != (arrows[0],):
            self.fail(
                f"space {start!r}", f"the start area's only neighbour is the blue arrow's space {arrows[0]!r}"
            )

    def places_(self) -> None:
        """Six treasure places, one per part, each with its black daggers and dungeon."""
        if len(self.places) != 6:
            self.fail("[place]", f"six treasure places, found {len(self.places)}")
        seen_parts: set[str] = set()
        for place in self.places.values():
            where = f"place {place.id!r}"
            space = self.need(where, place.space, "space", ["place"])
            if space.place != place.id:
                self.fail(where, f"its space {place.space!r} says place = {space.place!r}")
            if space.part in seen_parts:
                self.fail(where, f"part {space.part!r} already has a treasure place")
            seen_parts.add(space.part)
            for dagger in place.daggers:
                d = self.need(where, dagger, "black dagger", ["black-dagger"])
                if d.place != place.id or d.part != space.part:
                    self.fail(where, f"black dagger {dagger!r} belongs to {d.place!r} in {d.part!r}")
            dungeon = self.need(where, place.dungeon, "dungeon", ["dungeon"])
            if dungeon.part != space.part:
                self.fail(where, f"its dungeon {place.dungeon!r} lies in another part")
        for space in self.spaces.values():
            if space.kind == "black-dagger" and space.id not in self.places[space.place].daggers:
                self.fail(f"space {space.id!r}", f"is not listed among the daggers of {space.place!r}")

    def hazard(self, hazard: HazardGeometry) -> None:
        """A hazard's part, ends, spots, tracks and routes; its interior squares are its own."""
        where = f"hazard {hazard.id!r}"
        if hazard.part not in self.parts:
            self.fail(where, f"unknown part {hazard.part!r}")
        for end in hazard.ends:
            end_space = self.need(where, end, "end", ["white-dagger"])
            if end_space.hazard != hazard.id:
                self.fail(where, f"its end {end!r} says hazard = {end_space.hazard!r}")
        for name, sid in hazard.spots.items():
            self.need(f"{where} spot {name!r}", sid, "spot", None)
        for tid, track in hazard.tracks.items():
            for sid in track:
                self.need(f"{where} track {tid!r}", sid, "square", ["interior", "path"])
        for route in hazard.routes.values():
            rw = f"{where} route {route.name!r}"
            if route.origin:
                self.need(rw, route.origin, "from", ["interior"])
            for sid in route.squares:
                self.need(rw, sid, "square", ["interior"])
            self.need(rw, route.to, "to", WALKABLE)
        owner = self.owner
        for sid in _hazard_spaces(hazard):
            if self.spaces[sid].kind == "interior":
                if sid in owner and owner[sid] != hazard.id:
                    self.fail(f"space {sid!r}", f"used by two hazards, {owner[sid]!r} and {hazard.id!r}")
                owner[sid] = hazard.id

    def hazards_(self) -> None:
        """Every hazard, then what the spaces say of them: ends, interior squares, fall routes."""
        for hazard in self.hazards.values():
            self.hazard(hazard)
        for space in self.spaces.values():
            where = f"space {space.id!r}"
            if space.kind == "white-dagger" and space.id not in self.hazards[space.hazard].ends:
                self.fail(where, f"is not an end of hazard {space.hazard!r}")
            if space.kind == "interior" and space.id not in self.owner:
                self.fail(where, "an interior square that no hazard uses")
            if space.route:
                hazard_id = self.owner.get(space.id)
                if hazard_id is None or space.route not in self.hazards[hazard_id].routes:
                    self.fail(where, f"falls onto route {space.route!r}, which its hazard does not have")

    def configurations(self, board: Board) -> None:
        """Every configuration of the folds: the numbers 1–8 once each, two routes per whirlpool,
        every walkable space reachable from the start area."""
        for key, config in board.configs.items():
            where = f"configuration {key}"
            numbers = sorted(self.spaces[s].number or 0 for s in config.present if self.spaces[s].number)
            if numbers != list(NUMBERS):
                self.fail(where, f"the Demon King's numbers must be 1–8 once each, found {numbers}")
            for side in self.sides.values():
                routes = config.walk[side.whirlpool]
                if len(routes) != 2:
                    self.fail(
                        where,
                        f"whirlpool {side.whirlpool!r} has {len(routes)} routes, expected two (KK-WP-01)",
                    )
            reach = _reachable(board, config)
            for sid in sorted(config.present):
                if self.spaces[sid].kind in WALKABLE and sid not in reach:
                    self.fail(where, f"space {sid!r} cannot be reached from the start area")


_SPACE_CHECKS: dict[str, Callable[[_BoardCheck, Space], None]] = {
    "black-hole": _BoardCheck.black_hole,
    "white-dagger": _BoardCheck.white_dagger,
    "black-dagger": _BoardCheck.of_a_place,
    "place": _BoardCheck.of_a_place,
    "dungeon": _BoardCheck.of_a_place,
}
"""The checks a space of each kind needs beyond every space's (:meth:`_BoardCheck.space`)."""


def _shown_together(a: str, b: str) -> bool:
    """Whether spaces on faces ``a`` and ``b`` can be on the board at the same time."""
    if FIXED in (a, b) or a == b:
        return True
    if a in SIDES:
        return b.startswith(a + "-")
    if b in SIDES:
        return a.startswith(b + "-")
    return False


def _reachable(board: Board, config: Config) -> set[str]:
    """Walkable spaces reachable from the start, crossing hazards from end to end."""
    seen = {board.start}
    todo = [board.start]
    while todo:
        sid = todo.pop()
        nexts = list(config.walk[sid])
        space = board.spaces[sid]
        if space.kind == "white-dagger":
            nexts.extend(e for e in board.hazards[space.hazard].ends if e in config.present)
            nexts.extend(r.to for r in board.hazards[space.hazard].routes.values() if r.to in config.present)
        if space.kind == "black-dagger":
            nexts.append(board.places[space.place].space)
        for n in nexts:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def load_board_file(path: Path) -> Board:
    """Read and check a board file."""
    return parse_board(read_toml(path), path.name)


@cache
def load_board() -> Board:
    """The board of ``data/board.toml`` (loaded and checked once)."""
    return load_board_file(DATA / "board.toml")
