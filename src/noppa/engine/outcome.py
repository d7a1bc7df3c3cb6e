"""How a game ended."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from noppa.engine.errors import LoadError


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``winners`` are the seats that won (several in team games or shared escapes); ``ranking`` lists
    groups of tied seats, best first, covering every seat; ``reason`` is a message key saying why the
    game ended (for example ``dd.outcome.escaped``); ``resigned`` the seats that gave up, if any.
    """

    winners: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    reason: str
    resigned: tuple[int, ...] = ()
    """The seats that resigned, in order (ranked last; ``noppa.engine.table``)."""

    def to_json(self) -> dict[str, Any]:
        """JSON-safe form (``resigned`` only when a seat resigned, so older results read the same)."""
        data: dict[str, Any] = {
            "winners": list(self.winners),
            "ranking": [list(group) for group in self.ranking],
            "reason": self.reason,
        }
        if self.resigned:
            data["resigned"] = list(self.resigned)
        return data

    @staticmethod
    def from_json(data: Any, where: str = "outcome") -> Outcome:
        """Inverse of :meth:`to_json`."""
        try:
            return Outcome(
                tuple(int(s) for s in data["winners"]),
                tuple(tuple(int(s) for s in group) for group in data["ranking"]),
                str(data["reason"]),
                tuple(int(s) for s in data.get("resigned", ())),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise LoadError(where, f"not an outcome: {error}") from error
