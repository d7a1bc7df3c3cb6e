"""What a bot is: something that picks an action from its seat's view, and nothing more."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable


class Bot(Protocol):
    """A player program. It sees only ``view(seat)`` of its own seat and answers an action text.

    The view comes without its ``log`` entry unless the bot says it reads it with a class attribute
    ``reads_log = True`` (see :func:`reads_log`): building a seat's log walks every event of the
    game, at every decision, which most bots never look at.
    """

    def choose(self, view: Mapping[str, Any]) -> str:
        """The action to take; ``view["legal"]`` lists the legal action texts."""
        ...


@runtime_checkable
class Reseedable(Protocol):
    """A bot whose own random numbers can be restarted from a seed (optional, beside ``choose``).

    A search that plays the same bot through two playouts meant to share their luck (the MCTS
    bot's ``paired=1``) reseeds it at the start of each, so even its tie-breaks are common.
    """

    def reseed(self, seed: int) -> None:
        """Restart the bot's own generator from ``seed``; nothing else of it changes."""
        ...


def reads_log(bot: object) -> bool:
    """Whether ``bot`` reads ``view["log"]`` (its ``reads_log`` attribute; no attribute: it does not)."""
    return bool(getattr(bot, "reads_log", False))


def reads_legal_only(bot: object) -> bool:
    """Whether ``bot`` reads nothing of its view but ``view["legal"]`` (its ``reads_legal_only``
    attribute; no attribute: it may read anything). Such a bot may be shown a view holding only
    ``seat``, ``to_act`` and ``legal``, as ``noppa.rl``'s environments do: no game picture, and
    none of its costly parts (Dungeon Dice's exact odds)."""
    return bool(getattr(bot, "reads_legal_only", False))


BotFactory = Callable[[int], Bot]
"""Makes a bot from a seed (bots that draw random numbers use their own generator, never the game's)."""
