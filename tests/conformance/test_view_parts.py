"""Views made from kept parts (:mod:`noppa.engine.parts`) are the views made from nothing.

Along seeded random games of every game, at every step, every seat's and a spectator's view (and
each made from the shared part, as the web server does) is compared byte for byte (JSON in the
order the keys come) with the same view made while :func:`~noppa.engine.parts.afresh` is active; then
every list and dict of the views is emptied, and the next views must not notice: no view shares a
mutable object with a kept part, so none with another version of the position.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from noppa.engine import State, get_game, list_games
from noppa.engine.parts import afresh

STEPS = 300


def views(state: State) -> dict[str, Any]:
    """Every seat's and a spectator's view (without the log), and each made from the shared part."""
    seats: list[int | None] = [None, *range(state.players)]
    made: dict[str, Any] = {f"view {seat}": state.view(seat, log=False) for seat in seats}
    public = state.public_view()
    if public is not None:
        made |= {f"view_from {seat}": state.view_from(public, seat) for seat in seats}
    return made


def emptied(value: Any) -> None:
    """Empty every list and dict in ``value``, innermost first."""
    if isinstance(value, dict):
        for inner in value.values():
            emptied(inner)
        value.clear()
    elif isinstance(value, list):
        for inner in value:
            emptied(inner)
        value.clear()


@pytest.mark.parametrize("game_id", list_games())
@pytest.mark.parametrize("seed", [1, 2])
def test_views_from_kept_parts_equal_views_made_afresh(game_id: str, seed: int) -> None:
    state = get_game(game_id).new_state(2, seed=seed)
    rng = random.Random(seed)
    for step in range(STEPS):
        kept = views(state)
        with afresh():
            fresh = views(state)
        for name, view in fresh.items():
            assert msgspec.json.encode(kept[name]) == msgspec.json.encode(view), f"step {step}: {name}"
        emptied(kept)
        again = views(state)  # the views just emptied shared nothing with what is kept
        assert msgspec.json.encode(again) == msgspec.json.encode(fresh), f"step {step}: emptied views"
        if state.outcome is not None:
            break
        state.apply(rng.choice(state.legal_actions()))
