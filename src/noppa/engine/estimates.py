"""Learned position estimates read at play time: a conditional logit over what a game measures.

A game that wants one names what it measures of a seat (``features(state, seat)``, a tuple of
numbers in the order of its feature names) and keeps the fitted weights in a TOML file; its search
``evaluate`` is then ``softmax(scores(load_weights(…), state, features))``: each seat's chance to
win is the softmax of ``weights · features``. The weights are made by ``noppa.bots.fitting`` (the
bots layer, which plays the self-play games); reading them needs only this module, so a game's
rules and search code can use it without importing bots.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from noppa.engine.state import State


class Features(Protocol):
    """What a game measures of one seat in a state (the numbers its feature names name)."""

    def __call__(self, state: Any, seat: int, /) -> tuple[float, ...]: ...


@cache
def load_weights(path: Path, names: tuple[str, ...]) -> tuple[float, ...]:
    """The weights of ``names`` from the ``[weights]`` table of ``path``, in that order.

    Raises ``ValueError`` naming the file and the entry when a weight is missing, unknown or not
    a number.
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: cannot read the evaluation weights: {error}") from None
    table = data.get("weights")
    if not isinstance(table, dict):
        raise ValueError(f"{path}: no [weights] table")
    found: list[float] = []
    for name in names:
        value = table.get(name)
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise ValueError(f"{path}: weights.{name} must be a number, not {value!r}")
        found.append(float(value))
    unknown = sorted(set(table) - set(names))
    if unknown:
        raise ValueError(f"{path}: unknown weights {', '.join(unknown)}")
    return tuple(found)


def softmax(scores: Sequence[float]) -> list[float]:
    """Each seat's share of ``exp(score)``: the conditional logit's chances to win."""
    top = max(scores)
    exps = [math.exp(v - top) for v in scores]
    total = sum(exps)
    return [v / total for v in exps]


def scores(weights: Sequence[float], state: State, features: Features) -> list[float]:
    """``weights · features`` for every seat of ``state``."""
    return [
        sum(w * f for w, f in zip(weights, features(state, s), strict=True)) for s in range(state.players)
    ]
