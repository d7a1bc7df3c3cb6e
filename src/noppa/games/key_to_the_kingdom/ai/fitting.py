"""Fit Key to the Kingdom's search estimate (``search.evaluate``) to heuristic self-play.

    python -m noppa.games.key_to_the_kingdom.ai.fitting --games 3000 --seed 1 --workers 2

Heuristic bots play 2-, 3- and 4-player games of the long version; every fourth position is
measured with ``search.features`` and the conditional logit is fitted by ``noppa.bots.fitting``
into ``data/evaluation.toml``. Needs numpy (``./run --with sim`` in a clone).
"""

from __future__ import annotations

from noppa.bots.fitting import Model, main
from noppa.games.key_to_the_kingdom.ai import search

SIGNS = {"cobra": -1, "held": -1, "lost": -1, "threat": -1}
"""Features that can only hurt; every other one can only help. Self-play correlates some of them
the wrong way (being held in a dungeon while searching a treasure place); the fit keeps the signs."""

MODEL = Model(
    game="key-to-the-kingdom",
    module="noppa.games.key_to_the_kingdom.ai.search",
    names=search.FEATURES,
    path=search.EVALUATION_FILE,
    players=(2, 3, 4),
    signs=SIGNS,
)

if __name__ == "__main__":
    main(MODEL, __spec__.name if __spec__ else "noppa.games.key_to_the_kingdom.ai.fitting")
