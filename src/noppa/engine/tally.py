"""Counting a game's events per seat, for the games' ``statistics`` and ``seat_statistics`` hooks."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def tally_seats(
    events: Iterable[Mapping[str, Any]],
    players: int,
    figures: Iterable[str],
    counted: Mapping[str, str],
) -> tuple[list[dict[str, float]], list[tuple[int, Mapping[str, Any]]]]:
    """Per seat, every figure at 0 and then 1 more for each event whose type ``counted`` maps to it.

    An event counts for the seat it names (``seat``); events that name no valid seat are skipped.
    Returns the figures and the other events that name a seat, as (seat, event), in order, for the
    game to count what needs more than a type (results, amounts).
    """
    names = tuple(figures)
    seats: list[dict[str, float]] = [dict.fromkeys(names, 0.0) for _ in range(players)]
    rest: list[tuple[int, Mapping[str, Any]]] = []
    for event in events:
        seat = event.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < players:
            continue
        name = counted.get(str(event["type"]))
        if name is not None:
            seats[seat][name] += 1
        else:
            rest.append((seat, event))
    return seats, rest


def totals(
    seats: Iterable[Mapping[str, float]], figures: Iterable[str], *, skip: str = "won"
) -> dict[str, float]:
    """The game's totals of the seat figures, but ``skip`` (who won is no total)."""
    rows = list(seats)
    return {name: sum(row[name] for row in rows) for name in figures if name != skip}
