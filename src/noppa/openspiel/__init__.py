"""The OpenSpiel bridge: every noppa game as a pyspiel Python game, each throw and deal a chance node.

Install the extra (from a clone ``./run --with openspiel``; see :func:`noppa.extras.install_command`), then::

    import pyspiel
    import noppa.openspiel                     # registers noppa_dungeon_dice (and dungeon-dice), …
    game = pyspiel.load_game("noppa_dungeon_dice", {"players": 2})
    pyspiel.random_sim_test(game, 5, serialize=True, verbose=False)

The games run in the engine's chance mode (:mod:`noppa.engine.chance`): a throw of the dice (or,
with ``chance="die"``, each die) is a chance node whose outcomes come with their exact
probabilities, and a game that shuffles starts at a deal node of ``deals`` equally likely deals.
Actions are the game's fixed numbering (:mod:`noppa.rl.encoding`); the observation and
information-state tensors and strings come from the same encodings. Games and states pickle. See
``docs/rl.md``.
"""

from __future__ import annotations

from noppa.extras import install_command

INSTALL = install_command("openspiel")

try:
    import numpy  # noqa: F401
    import pyspiel  # noqa: F401
except ModuleNotFoundError as _error:
    raise ImportError(f"noppa.openspiel needs {_error.name}: install it with  {INSTALL}") from None

from noppa.openspiel.bridge import NoppaSpielGame, NoppaSpielState, game_name, register  # noqa: E402

register()

__all__ = ["INSTALL", "NoppaSpielGame", "NoppaSpielState", "game_name", "register"]
