"""The hex map: geometry, terrain, gems and cities, indexed for fast movement.

Hexes are flat-topped in **odd-q offset coordinates**: ``col`` runs west to east, ``row`` north to
south, and odd columns sit half a hex lower. A hex's id is ``h`` + two-digit column + two-digit row
(``h0706``); inside the engine a hex is its index in :attr:`HexMap.hexes`. Half-visible edge hexes
are kept in the data for drawing but are not in play and cannot be entered (RB-MOVE-06).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache

from noppa.games.runebound.content.schema import Content, HexData, load

EVEN_Q = ((1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1))
ODD_Q = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1))


def hex_id(col: int, row: int) -> str:
    """The text id of a hex: ``h0706``."""
    return f"h{col:02d}{row:02d}"


def neighbour_offsets(col: int) -> tuple[tuple[int, int], ...]:
    """The six (dcol, drow) steps from a hex in column ``col`` (odd-q)."""
    return ODD_Q if col & 1 else EVEN_Q


def axial(col: int, row: int) -> tuple[int, int]:
    """Odd-q offset → axial (q, r)."""
    return col, row - (col - (col & 1)) // 2


def offset_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Hex steps between two offset coordinates, ignoring terrain."""
    aq, ar = axial(*a)
    bq, br = axial(*b)
    return (abs(aq - bq) + abs(ar - br) + abs((aq + ar) - (bq + br))) // 2


@dataclass(frozen=True, eq=False)
class HexMap:
    """The board, indexed: per hex its data, id, neighbours in play and terrain bit."""

    hexes: tuple[HexData, ...]
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    """Neighbours in play of each hex (edge hexes have none and are nobody's neighbour)."""
    terrain_bit: tuple[int, ...]
    """Per hex, the bit of its terrain in a die-face mask; cities are wild (all bits, RB-MOVE-03)."""
    cities: dict[str, int]
    """City id → hex index."""
    gems: tuple[int, ...]
    """Hexes with a gem (RB-COMP-14)."""
    start: int
    """Tamalir, where every hero starts (RB-SETUP-09)."""
    city_hexes: frozenset[int] = frozenset()
    """The hexes of :attr:`cities`, as a set."""

    def distance(self, a: int, b: int) -> int:
        """Steps between two hexes (hexes are adjacent in play, so this is plain hex distance)."""
        ha, hb = self.hexes[a], self.hexes[b]
        return offset_distance((ha.col, ha.row), (hb.col, hb.row))

    def nearest_cities(self, origin: int) -> list[int]:
        """The cities at the smallest number of steps from ``origin`` (RB-KO-04, RB-KO-07 default)."""
        best = min(self.walk_distance(origin, c) for c in self.cities.values())
        return sorted(c for c in self.cities.values() if self.walk_distance(origin, c) == best)

    def walk_distance(self, a: int, b: int) -> int:
        """Steps between two hexes moving only through hexes in play."""
        return _walk(self, a)[b]

    def walk_distances(self, origin: int) -> tuple[int, ...]:
        """:meth:`walk_distance` from ``origin`` to every hex, by index (cached)."""
        return _walk(self, origin)


@cache
def _walk(board: HexMap, origin: int) -> tuple[int, ...]:
    far = len(board.hexes) * 2
    dist = [far] * len(board.hexes)
    dist[origin] = 0
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        for there in board.neighbours[here]:
            if dist[there] == far:
                dist[there] = dist[here] + 1
                queue.append(there)
    return tuple(dist)


TERRAIN_BITS = {"plains": 1, "road": 2, "river": 4, "swamp": 8, "forest": 16, "hills": 32, "mountain": 64}
WILD = 127


def build(content: Content) -> HexMap:
    """Index the map of ``content``."""
    hexes = tuple(content.hexes)
    ids = tuple(hex_id(h.col, h.row) for h in hexes)
    index = {hid: i for i, hid in enumerate(ids)}
    neighbours: list[tuple[int, ...]] = []
    for h in hexes:
        found: list[int] = []
        if h.in_play:
            for dc, dr in neighbour_offsets(h.col):
                other = index.get(hex_id(h.col + dc, h.row + dr))
                if other is not None and hexes[other].in_play:
                    found.append(other)
        neighbours.append(tuple(found))
    bits = tuple(WILD if h.terrain == "city" else TERRAIN_BITS[h.terrain] for h in hexes)
    cities = {h.city: i for i, h in enumerate(hexes) if h.city is not None}
    gems = tuple(i for i, h in enumerate(hexes) if h.gem is not None)
    start = next(cities[c.id] for c in content.cities.values() if c.start)
    return HexMap(hexes, ids, index, tuple(neighbours), bits, cities, gems, start, frozenset(cities.values()))


@cache
def board() -> HexMap:
    """The map of the default content (cached)."""
    return build(load())
