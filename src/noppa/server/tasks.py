"""Stopping the server's background tasks for sure."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger("noppa.server.tasks")


async def cancel_and_wait(task: asyncio.Task[Any]) -> None:
    """Cancel ``task`` and wait until it has ended, without swallowing a cancellation of our own.

    ``await task`` inside ``suppress(CancelledError)`` would also swallow the cancellation of the
    caller: the sweeper, cancelled while it stopped a room, swept on forever and the server never
    shut down. And a task can miss one cancellation (in Python 3.11 ``asyncio.wait_for`` drops it
    when its awaitable finishes at the same moment), so the cancellation is repeated every second.
    """
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=1.0)
    if not task.cancelled() and task.exception() is not None:
        log.error("task %s ended with an error", task.get_name(), exc_info=task.exception())
