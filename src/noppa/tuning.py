"""The garbage collector's settings for noppa's long runs.

A long run (a server, a simulation's worker, a bot worker, a playout benchmark) loads the games'
content and catalogs once and then makes and drops millions of short-lived objects. With CPython's
defaults (700, 10, 10) the collector walks everything start-up loaded at every full collection,
and objects living a few tens of milliseconds (a move's messages, a playout's frames) reach the
oldest generation: measured in ``benchmarks/web_load.py`` as full collections every ~14 s that
stalled every move in flight for 150–330 ms, and in random playouts as 6–14 % of the time.

:func:`tune_gc` freezes what is loaded (frozen objects are still freed by reference counting; the
collector only stops walking them) and widens the young generation so short-lived objects die
young. A library call never does this by itself: only noppa's own entry points that run long call
it (``noppa serve``, ``noppa sim``'s workers, the bots' worker processes, the benchmarks).
"""

from __future__ import annotations

import gc

GC_THRESHOLDS = (20_000, 4, 20)
"""The collector's generation thresholds for a long run (CPython's default is 700, 10, 10)."""


def tune_gc() -> None:
    """Freeze what is loaded and widen the young generation: call once the long-lived is loaded.

    Measured with ``benchmarks/web_load.py`` (Dungeon Dice, one instance, SQLite):

    - 200 games, 60–90 s: with CPython's defaults full collections came every ~14 s and walked
      100–200 thousand objects, stalling every move in flight for 150–330 ms (p99 86–400 ms); a
      young generation of 50,000 let a move's objects die young (p99 17 ms, the longest stall 73 ms).
    - 800 games (issue 26, goal 6): with (50,000, 20, 10) the middle generation gathered twenty
      young collections' survivors (the games' states, the words remembered) and one collection of
      it walked them all for 340 ms of CPU in whichever thread it fell, the interpreter lock held:
      every move in flight waited (p99 341–449 ms over four 20 s runs, 341 ms over 60 s). With
      (20,000, 4, 20) the middle generation holds four collections' survivors: p99 65–66 ms over
      20 s, 140 ms over 60 s (a full collection, rarer, is the rest), the same CPU per move; at
      200 games p99 7.6 against 6.0 ms.

    In random playouts (``benchmarks/playout_speed.py``) Key to the Kingdom and Runebound take
    5–8 % fewer CPU seconds per step.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def load_and_tune() -> None:
    """Import every game once, then :func:`tune_gc` (a worker process's start)."""
    from noppa.engine.registry import get_game, list_games

    for game_id in list_games():
        get_game(game_id)
    tune_gc()
