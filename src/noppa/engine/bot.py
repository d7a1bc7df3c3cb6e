"""What a bot is: something that picks an action from its seat's view, and nothing more."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol


class Bot(Protocol):
    """A player program. It sees only ``view(seat)`` of its own seat and answers an action text."""

    def choose(self, view: Mapping[str, Any]) -> str:
        """The action to take; ``view["legal"]`` lists the legal action texts."""
        ...


BotFactory = Callable[[int], Bot]
"""Makes a bot from a seed (bots that draw random numbers use their own generator, never the game's)."""
