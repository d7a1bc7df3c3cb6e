"""Stopping a room's tasks: every task ends, and a cancellation of the one who stops is kept."""

from __future__ import annotations

import asyncio
import contextlib
from typing import TypeVar

from noppa.server.tasks import cancel_and_wait
from tests.server.processes import run_async

T = TypeVar("T")


run = run_async


async def forever() -> None:
    """Work that never ends by itself (only a cancellation stops it)."""
    await asyncio.Event().wait()


def test_a_task_that_swallows_a_cancellation_is_cancelled_again() -> None:
    async def stubborn() -> None:
        with contextlib.suppress(asyncio.CancelledError):  # as asyncio.wait_for in Python 3.11 can
            await forever()
        await forever()

    async def main() -> tuple[bool, bool]:
        task = asyncio.create_task(stubborn())
        await asyncio.sleep(0)
        stopper = asyncio.create_task(cancel_and_wait(task))
        done, _ = await asyncio.wait({stopper}, timeout=30)  # it would never end by itself
        return stopper in done, task.cancelled()

    assert run(main()) == (True, True)


def test_the_stopper_s_own_cancellation_is_not_swallowed() -> None:
    """A sweeper cancelled while it stops a room must end too (it used to sweep on forever)."""
    stopping, cleaned = asyncio.Event(), asyncio.Event()

    async def slow_to_stop() -> None:
        try:
            await forever()
        except asyncio.CancelledError:
            stopping.set()
            await cleaned.wait()  # cleaning up, until the test lets it finish
            raise

    async def sweeper(room_task: asyncio.Task[None]) -> None:
        await cancel_and_wait(room_task)
        await forever()  # the next sweeps

    async def main() -> tuple[bool, bool]:
        room_task = asyncio.create_task(slow_to_stop())
        await asyncio.sleep(0)
        sweep = asyncio.create_task(sweeper(room_task))
        await stopping.wait()
        sweep.cancel()
        await asyncio.wait({sweep}, timeout=30)  # the sweeper ends though the room's clean-up goes on
        swept = sweep.cancelled()
        cleaned.set()
        await asyncio.wait({room_task}, timeout=30)  # its clean-up goes on and ends by itself
        return swept, room_task.cancelled()

    assert run(main()) == (True, True)
