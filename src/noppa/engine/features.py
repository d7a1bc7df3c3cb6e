"""Building blocks of the games' learning encodings (``games/<id>/learning.py``): named slices.

A game's observation for learning programs is a fixed-length vector of numbers in [−1, 1] made of
named slices (``adventurer.space``, ``hero.gold`` …). The encoder writes them one after another
through :class:`Features`; the same code therefore says both the numbers and the layout, and
``noppa.rl`` prints the layout as the tables of ``docs/rl.md`` (a test compares them). A slice's
size may depend on the player count, the options and the game's data (board, card lists), never
on the position.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from noppa.engine.options import Option


class Slice(NamedTuple):
    """One named part of an observation: ``size`` numbers meaning ``meaning``."""

    name: str
    size: int
    meaning: str


def squash(value: float, scale: float) -> float:
    """``value / scale`` clipped to [−1, 1] (a count or an amount on its usual scale)."""
    x = value / scale
    return -1.0 if x < -1.0 else 1.0 if x > 1.0 else x


@lru_cache(maxsize=256)
def _places(choices: tuple[Any, ...]) -> dict[Any, int]:
    return {choice: place for place, choice in reversed(list(enumerate(choices)))}


class Features:
    """An observation under construction: its slices in order and their numbers."""

    def __init__(self) -> None:
        self.slices: list[Slice] = []
        self.values: list[float] = []

    def add(self, name: str, meaning: str, values: Iterable[float]) -> None:
        """Append the slice ``name`` with ``values`` (clipped to [−1, 1])."""
        numbers = [float(v) for v in values]
        if numbers and (min(numbers) < -1.0 or max(numbers) > 1.0):
            numbers = [-1.0 if v < -1.0 else 1.0 if v > 1.0 else v for v in numbers]
        self.slices.append(Slice(name, len(numbers), meaning))
        self.values.extend(numbers)

    def one_hot(self, name: str, meaning: str, choices: Sequence[Any], value: Any) -> None:
        """1 at ``value``'s place among ``choices``, 0 elsewhere (all 0 when it is none of them)."""
        self.many_hot(name, meaning, choices, (value,))

    def many_hot(self, name: str, meaning: str, choices: Sequence[Any], values: Iterable[Any]) -> None:
        """1 at the place of each of ``values`` among ``choices``."""
        places = _places(tuple(choices))
        block = [0.0] * len(places)
        for value in values:
            place = places.get(value)
            if place is not None:
                block[place] = 1.0
        self.slices.append(Slice(name, len(block), meaning))
        self.values.extend(block)

    def per_seat(
        self, name: str, meaning: str, order: Sequence[int], each: Iterable[Iterable[float]]
    ) -> None:
        """One block per seat in ``order`` (the observer first), ``each`` giving a block per seat."""
        blocks = [list(block) for block in each]
        assert len(blocks) == len(order)
        self.add(name, f"per seat, the observer first: {meaning}", (v for block in blocks for v in block))

    def options(self, declared: Sequence[Option], values: Mapping[str, Any]) -> None:
        """The game's options, each one-hot over its allowed values (``options.<name>``)."""
        for option in declared:
            self.one_hot(
                f"options.{option.name}",
                f"option {option.name}: one-hot over {', '.join(map(str, option.values))}",
                option.values,
                values.get(option.name, option.default),
            )


def seat_order(view: Mapping[str, Any]) -> list[int]:
    """The seats starting from the observer (a spectator's view starts from seat 0)."""
    players = int(view["players"])
    me = int(view["seat"] or 0)
    return [(me + offset) % players for offset in range(players)]
