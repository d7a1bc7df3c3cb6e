"""Placeholder; replaced by the heuristic bot."""
from __future__ import annotations
from collections.abc import Mapping
from typing import Any
import random

class HeuristicBot:
    name = "heuristic"
    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)
    def choose(self, view: Mapping[str, Any]) -> str:
        return str(self._random.choice(view["legal"]))
