"""The one error hierarchy of noppa.

Every refusal a player can cause is a :class:`RulesError`: either the input could not be understood
(:class:`InvalidAction`) or it was understood but is not allowed now (:class:`IllegalAction`). A failed
``apply`` never changes the state. Errors carry a message key and parameters so that interfaces can
show them in the player's language (:meth:`RulesError.message`); ``str(error)`` is the English text.

Bad saved games and bad content data raise :class:`LoadError`, whose message names the file or
record, the entry and the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class NoppaError(Exception):
    """Base class of every error noppa raises on purpose."""


class LocalizedError(NoppaError):
    """An error a person reads: ``key`` and ``params`` localise it; ``str()`` is the English text."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params: Mapping[str, Any] = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"fi"``)."""
        from noppa.engine.i18n import text

        return text(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.message("en")


class BotSpecError(LocalizedError, ValueError):
    """A bot spec (``mcts:500:c=1.0``, ``random``) that makes no bot: message key under ``bot.error``.

    A :class:`ValueError` too, for callers that check a spec before anything else."""


class RulesError(LocalizedError):
    """An action was refused (see :class:`InvalidAction` and :class:`IllegalAction`)."""


class InvalidAction(RulesError):
    """The action could not be understood: wrong type, bad syntax, unknown kind or argument."""


class IllegalAction(RulesError):
    """The action is well formed but the rules do not allow it now."""


class LoadError(NoppaError, ValueError):
    """Saved game or content data that cannot be loaded; the message says where and why."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}")


class UnknownGame(LocalizedError, KeyError):
    """No game is registered under that id."""

    def __init__(self, game_id: str, known: list[str]) -> None:
        self.game_id = game_id
        self.known = known
        super().__init__("engine.error.unknown_game", game=game_id, known=", ".join(known) or "-")


class OptionError(LocalizedError, ValueError):
    """A game option that does not exist or has a value it does not allow."""


class PlayerCountError(LocalizedError, ValueError):
    """A game asked for with a number of players it is not made for."""
