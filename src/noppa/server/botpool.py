"""Where the server's bots think: worker processes apart from the event loop, with a bounded queue.

A search bot is pure Python: run in a thread of the server it holds the interpreter lock for
seconds, and every person's move waits behind it (60 rooms of ``mcts`` bots drove the server to
94 % CPU and a move's round trip to 115–626 ms). :class:`BotPool` sends the bot and its seat's view
to a worker process and gets back the action text *and the bot*, whose generators have moved on
exactly as they would have in place, so a room plays the same moves whichever worker thought
(nothing of the bot stays in the worker). At most :data:`QUEUE_PER_WORKER` jobs per worker are
handed over at once; the other rooms' bots wait their turn in the event loop, costing nothing.

A bot's budget is its own (a preset's iterations); :data:`THINK_TIMEOUT` bounds the wait for a
worker that hangs, and a worker that dies is replaced.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from noppa.engine import Bot
from noppa.tuning import load_and_tune

T = TypeVar("T")

log = logging.getLogger("noppa.server.bots")

QUEUE_PER_WORKER = 2
"""Bot moves handed to each worker at once (one thinking, one ready to start)."""
THINK_TIMEOUT = 60.0
"""Seconds a bot move may take in a worker before its room plays a fallback instead."""


def _warm() -> None:
    """A worker's start: yield the CPU to the server first, import every game once, tune the collector.

    Bots are background work: when the worker and the serving process want the same core, the
    person's move goes first (``nice`` 10).
    """
    with contextlib.suppress(OSError, AttributeError):  # not every system lets a process lower itself
        os.nice(10)
    load_and_tune()


def think(bot: Bot, view: Mapping[str, Any]) -> tuple[str, Bot]:
    """In a worker: the bot's action for ``view``, and the bot as it is after choosing."""
    return bot.choose(view), bot


class BotPool:
    """Runs ``bot.choose`` in ``workers`` processes (``0``: in threads of this process, as tests do)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self._slots = asyncio.Semaphore(max(1, workers) * QUEUE_PER_WORKER)

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # forkserver: a worker is not a fork of the serving process (its threads, its sockets)
            context = multiprocessing.get_context("forkserver")
            self._executor = ProcessPoolExecutor(self.workers, mp_context=context, initializer=_warm)
        return self._executor

    async def choose(self, bot: Bot, view: Mapping[str, Any]) -> tuple[str, Bot]:
        """The bot's action for ``view`` and the bot to keep for its next move.

        Raises what the bot raised, or :class:`TimeoutError` after :data:`THINK_TIMEOUT` seconds.
        """
        async with self._slots:
            if self.workers <= 0:
                return await asyncio.to_thread(think, bot, view)
            loop = asyncio.get_running_loop()
            try:
                return await asyncio.wait_for(
                    loop.run_in_executor(self._pool(), think, bot, view), timeout=THINK_TIMEOUT
                )
            except BrokenProcessPool:
                log.error("a bot worker died; starting new ones")
                self._executor = None
                raise

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` in a worker, taking a slot as a bot's move does (in a thread when
        the pool has no processes, as in tests): other background work of the bots' kind, such as a
        game's computer review (``server/review_api.py``). Raises what ``fn`` raised."""
        async with self._slots:
            if self.workers <= 0:
                return await asyncio.to_thread(fn, *args, **kwargs)
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(self._pool(), functools.partial(fn, *args, **kwargs))
            except BrokenProcessPool:
                log.error("a bot worker died; starting new ones")
                self._executor = None
                raise

    def close(self) -> None:
        """Stop the workers (a move being thought is dropped)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
