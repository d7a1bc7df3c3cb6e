"""Allowances: how often a client may do something (one token bucket per client).

The server counts three things this way: rooms created per address (``room_rate`` a minute),
players made per address (``players.PLAYERS_PER_MINUTE``) and messages per WebSocket connection
(``rate_per_second``). Each is an :class:`Allowance`; ``docs/web.md`` (*Faults*) lists the settings.
"""

from __future__ import annotations

import math
import time

FORGET_AFTER = 10_000
"""Past this many clients, those whose allowance is full again are forgotten."""


class Allowance:
    """``rate`` a ``per`` seconds for each client, in bursts of ``burst`` (by default ``rate``).

    A client starts with a full burst; each :meth:`take` uses one, and the allowance refills at
    ``rate / per`` a second up to the burst. A rate of 0 allows nothing.
    """

    def __init__(self, rate: float, *, per: float = 60.0, burst: float | None = None) -> None:
        self.rate = rate
        self.per = per
        self.burst = rate if burst is None else burst
        self._left: dict[str, tuple[float, float]] = {}
        """Client → (how many it may still do, when that was counted)."""

    def take(self, client: str = "") -> int:
        """Count one for ``client``: 0 if allowed, else the whole seconds until it would be (≥ 1)."""
        now = time.monotonic()
        refill = self.rate / self.per
        left, since = self._left.get(client, (self.burst, now))
        left = min(self.burst, left + (now - since) * refill)
        if left < 1:
            self._left[client] = (left, now)
            return max(1, math.ceil((1 - left) / refill)) if refill > 0 else math.ceil(self.per)
        self._left[client] = (left - 1, now)
        if len(self._left) > FORGET_AFTER:
            full = self.burst / refill if refill > 0 else self.per
            self._left = {k: v for k, v in self._left.items() if v[1] > now - full}
        return 0
