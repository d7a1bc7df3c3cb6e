"""Parts of a view worked out once per value of what they follow from, shared by all games.

What a seat sees changes little from one move to the next (a hero's sheet, the tokens on a map, the
prices on the markets): a game's view keeps such a part in a :class:`Parts` table by the values it
is made from (a key the game builds cheaply), and works it out again only when one of them changes.
Tables hold what is met lately (emptied when full), and what they hand out is copied by the caller
or immutable, so no view shares a mutable object with another. While :func:`afresh` is active every
part is worked out anew and nothing is kept: a test compares a view so made with the usual one.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

V = TypeVar("V")

_off: list[bool] = []
"""Non-empty while :func:`afresh` is active."""


class Parts(Generic[V]):
    """A table of one kind of view part by its key, holding at most ``limit`` entries (emptied when
    full, so a long-running server keeps the parts of the positions met lately)."""

    __slots__ = ("limit", "table")

    def __init__(self, limit: int = 4096) -> None:
        self.limit = limit
        self.table: dict[Hashable, V] = {}

    def get(self, key: Hashable) -> V | None:
        """The part kept for ``key``, or ``None`` (always ``None`` while :func:`afresh` is active)."""
        if _off:
            return None
        return self.table.get(key)

    def put(self, key: Hashable, part: V) -> V:
        """Keep ``part`` for ``key`` (unless :func:`afresh` is active) and return it."""
        if not _off:
            table = self.table
            if len(table) >= self.limit:
                table.clear()
            table[key] = part
        return part


@contextmanager
def afresh() -> Iterator[None]:
    """While active, every view part is worked out anew and none is kept (for the tests that check
    a view made from kept parts equals one made from nothing)."""
    _off.append(True)
    try:
        yield
    finally:
        _off.pop()
