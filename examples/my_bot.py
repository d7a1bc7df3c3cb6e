"""The smallest bot of your own: ``noppa play dungeon-dice --bots 2:python:my_bot:CautiousBot``.

A bot is any object with ``choose(view) -> str``; noppa makes it from the spec
``python:MODULE:NAME`` by calling ``NAME(game, seed)`` (a class, or a function returning the bot).
``view`` is what its seat may see: ``view["legal"]`` lists the action texts it may answer
(``docs/bots-your-own.md``; each game's ``docs/engine.md`` section describes its view).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.engine import Game


class CautiousBot:
    """Stops as soon as it may, otherwise picks at random among the legal actions.

    In Dungeon Dice ``stop`` banks the treasure; in a game without a ``stop`` it plays at random.
    """

    def __init__(self, game: Game, seed: int, stop: str = "stop") -> None:
        self.random = random.Random(seed)  # its own generator, never the game's dice
        self.stop = stop

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = list(view["legal"])
        if self.stop in legal:
            return self.stop
        return str(self.random.choice(legal))


def make(game: Game, seed: int) -> CautiousBot:
    """A factory works as well as a class: ``python:my_bot:make``."""
    return CautiousBot(game, seed)
