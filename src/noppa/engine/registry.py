"""The game registry: lazy, so listing games imports none of them.

Games are found through the ``noppa.games`` entry-point group (``id = "module:ATTRIBUTE"``); the
games that ship with noppa are also known by a built-in table, so a source checkout works without
installed metadata. A game is imported the first time :func:`get_game` asks for it.

A game the registry hands out pickles (and deep-copies) as its id, so every state shares the one
game: the registry tells :mod:`copyreg` so when it loads or registers the game. The registry builds
on :mod:`noppa.engine.game`, which knows nothing of it (``tests/test_import_cycles.py``).
"""

from __future__ import annotations

import copyreg
import importlib
from importlib.metadata import entry_points
from typing import Any

from noppa.engine.errors import UnknownGame
from noppa.engine.game import Game
from noppa.engine.state import State

BUILTIN: dict[str, str] = {
    "dungeon-dice": "noppa.games.dungeon_dice:GAME",
    "key-to-the-kingdom": "noppa.games.key_to_the_kingdom:GAME",
    "runebound": "noppa.games.runebound:GAME",
}
"""The games shipped with noppa: id → ``module:attribute``."""

_targets: dict[str, str] = {}
_loaded: dict[str, Game[State]] = {}


def _discover() -> dict[str, str]:
    if not _targets:
        _targets.update(BUILTIN)
        for point in entry_points(group="noppa.games"):
            _targets.setdefault(point.name, point.value)
    return _targets


def list_games() -> list[str]:
    """The ids of every registered game, built-in ones first in their fixed order."""
    targets = _discover()
    builtin = [game_id for game_id in BUILTIN if game_id in targets]
    return builtin + sorted(set(targets) - set(BUILTIN))


def get_game(game_id: str) -> Game[State]:
    """The game registered as ``game_id`` (imported on first use)."""
    game = _loaded.get(game_id)
    if game is not None:
        return game
    target = _discover().get(game_id)
    if target is None:
        raise UnknownGame(game_id, list_games())
    module_name, _, attribute = target.partition(":")
    module = importlib.import_module(module_name)
    game = getattr(module, attribute)
    if not isinstance(game, Game) or game.id != game_id:
        raise TypeError(f"{target} is not the Game {game_id!r}")
    _keep(game)
    return game


def _keep(game: Game[State]) -> None:
    _loaded[game.id] = game
    copyreg.pickle(type(game), _reduce)


def _reduce(game: Game[State]) -> str | tuple[Any, ...]:
    """A registered game pickles as ``get_game(id)``; another of its class as any object does."""
    if _loaded.get(game.id) is game:
        return get_game, (game.id,)
    return game.__reduce_ex__(4)


def register(game: Game) -> None:
    """Register a game object directly (for games defined in a script or a test)."""
    _discover()[game.id] = f"{type(game).__module__}:<registered>"
    _keep(game)
