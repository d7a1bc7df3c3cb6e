"""Fit Runebound's search estimate (``playout.evaluate``) to heuristic self-play.

    python -m noppa.games.runebound.ai.fitting --games 400 --seed 1 --every 1 --workers 2

Heuristic bots play 2- and 3-hero games with the default options; the start of every turn (the
positions a search scores, ``playout.settled``) is measured with ``playout.features`` and the
conditional logit is fitted by ``noppa.bots.fitting`` into ``data/evaluation.toml`` (about 3½
minutes on two cores). Needs numpy (``./run --with sim`` in a clone).
"""

from __future__ import annotations

from noppa.bots.fitting import Model, main
from noppa.games.runebound.ai import playout

MODEL = Model(
    game="runebound",
    module="noppa.games.runebound.ai.playout",
    names=playout.FEATURES,
    path=playout.EVALUATION_FILE,
    players=(2, 3),
)
"""Every feature can only help (no sign is given as -1)."""

if __name__ == "__main__":
    main(MODEL, __spec__.name if __spec__ else "noppa.games.runebound.ai.fitting")
