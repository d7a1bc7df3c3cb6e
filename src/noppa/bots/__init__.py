"""Game-agnostic bots and the way to make any bot a game offers.

Every bot sees only ``state.view(seat)`` of its own seat and answers an action text. ``random`` plays
any registered game; games add their own (``game.bots()``), e.g. Dungeon Dice's ``expectation``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.engine import Bot, BotFactory, Game


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the view offers no legal action: it is not this seat's turn")
        return str(self._random.choice(legal))


GENERIC: dict[str, BotFactory] = {"random": RandomBot}


def bot_names(game: Game) -> list[str]:
    """The bots available for ``game``: its own first (strongest first), then the generic ones."""
    own = list(game.bots())
    return own + [name for name in GENERIC if name not in own]


def make_bot(game: Game, name: str, seed: int = 0) -> Bot:
    """A bot called ``name`` for ``game``; ``"default"`` is the game's strongest."""
    if name == "default":
        name = game.default_bot()
    factory = {**GENERIC, **game.bots()}.get(name)
    if factory is None:
        raise ValueError(f"no bot {name!r} for {game.id}; bots: {', '.join(bot_names(game))}")
    return factory(seed)


__all__ = ["GENERIC", "RandomBot", "bot_names", "make_bot"]
