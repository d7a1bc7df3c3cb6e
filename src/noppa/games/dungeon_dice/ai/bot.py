"""The best-expectation bot: always takes the choice with the highest exact expected cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class ExpectationBot:
    """Plays ``view["state"]["odds"]["best"]``: maximises the cards laid this turn (exact odds).

    It reads nothing but its own seat's view, so it could sit at any table, local or remote.
    """

    name = "expectation"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = view["legal"]
        odds = view["state"].get("odds")
        best = odds.get("best") if odds else None
        if best in legal:
            return str(best)
        return str(legal[0])
