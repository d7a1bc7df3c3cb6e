"""What keeps a server from doing its whole job right now, for ``/api/health`` (web-FAULT-01).

Every long-lived connection of a serving process (the PostgreSQL connection holding the server's
lock and a cluster's room leases, a cluster's Redis channel) has an :class:`Outage`: while the
connection is down, the loop that owns it tries again with a growing pause (:meth:`Outage.failed`,
at most :data:`MOST` seconds), and ``/api/health`` answers 503 ``degraded`` naming it and since when.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from noppa.server.lock import ServerLock

log = logging.getLogger("noppa.server.outages")

FIRST = 0.25
"""Seconds before the second attempt to connect again."""
MOST = 2.0
"""The longest pause between two attempts: a database back after a restart is used within seconds."""


@dataclass
class Outage:
    """One long-lived connection: since when it is down (``None``: up), why, and the next pause."""

    what: str
    """The connection in words for the operator ("database lock connection", "Redis channel")."""
    since: float | None = None
    """When it went down (``time.time()``), ``None`` while it is up."""
    error: str = ""
    """What the last attempt met."""
    attempts: int = 0
    """Failed attempts to connect again since it went down."""

    def down(self, error: BaseException | str) -> None:
        """It went down (or is still down): remember since when and why."""
        if self.since is None:
            self.since = time.time()
            log.error("%s down: %s", self.what, error)
        self.error = _short(error)

    def failed(self, error: BaseException | str) -> float:
        """An attempt to connect again failed: the seconds to wait before the next one."""
        self.down(error)
        self.attempts += 1
        return min(FIRST * 2.0 ** (self.attempts - 1), MOST)

    def up(self) -> None:
        """It is connected again."""
        if self.since is not None:
            log.warning("%s up again after %.1f s", self.what, time.time() - self.since)
        self.since, self.error, self.attempts = None, "", 0

    def reason(self) -> str | None:
        """In words for ``/api/health``, or ``None`` while it is up."""
        if self.since is None:
            return None
        at = datetime.fromtimestamp(self.since, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
        return f"{self.what} down since {at}" + (f": {self.error}" if self.error else "")


def _short(error: BaseException | str) -> str:
    """The first line of an error, bounded (a driver's message can be long)."""
    text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return text[:300]


LOCK_EVERY = 2.0
"""Seconds between two checks of a single server's lock connection (PostgreSQL)."""


async def keep_lock(lock: ServerLock, outage: Outage) -> None:
    """Keep a single server's lock connection up: check it every :data:`LOCK_EVERY` seconds; when it
    broke, connect again with a growing pause and take the lock again (web-FAULT-01).

    Taking it again fails while another server holds the database (it started while the connection
    was down): this server stays degraded, saying so, and keeps trying.
    """
    while True:
        await asyncio.sleep(LOCK_EVERY if outage.since is None else 0)
        if outage.since is None:
            if await asyncio.to_thread(lock.alive):
                continue
            outage.down("the connection closed")
        try:
            await asyncio.to_thread(lock.reopen)
        except Exception as error:
            pause = outage.failed(error)
            log.warning("could not take the database lock again (%s); next try in %.2f s", error, pause)
            await asyncio.sleep(pause)
            continue
        outage.up()
