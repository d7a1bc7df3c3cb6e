"""Allowances: how often a client may do something (one token bucket per client).

The server counts these things this way: rooms created per address (``room_rate`` a minute),
players made per address (``players.PLAYERS_PER_MINUTE``), messages per WebSocket connection
(``rate_per_second``) and chat lines per seat (:data:`CHAT_PER_MINUTE`). Each is an
:class:`Allowance`; ``docs/web.md`` (*Faults*) lists the settings. A client's address is
:func:`client_address`'s, the one place that decides it (web-ADDR-01).
"""

from __future__ import annotations

import ipaddress
import math
import time
from functools import cache

from starlette.requests import HTTPConnection

IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@cache
def trusted_proxies(allowed: tuple[str, ...]) -> tuple[IPNetwork, ...] | None:
    """The networks of ``--forwarded-allow-ips`` (``None``: ``*``, every peer is a trusted proxy).

    Raises ``ValueError`` naming an entry that is neither an address nor a network.
    """
    if "*" in allowed:
        return None
    return tuple(ipaddress.ip_network(entry.strip(), strict=False) for entry in allowed if entry.strip())


def _trusted(address: str, proxies: tuple[IPNetwork, ...] | None) -> bool:
    if proxies is None:
        return True
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in proxies)


def client_address(conn: HTTPConnection, allowed: tuple[str, ...]) -> str:
    """The address of the client of a request or WebSocket: every per-client limit counts by it.

    web-ADDR-01: the peer's own address, unless the peer is one of the proxies named in
    ``allowed`` (``ServerConfig.forwarded_allow_ips``, none by default: ``X-Forwarded-For`` from
    anyone else, a process on this machine included, is ignored). From a trusted proxy, the
    ``X-Forwarded-For`` chain is read from the right, past the trusted proxies, to the first
    address that is not one: the client as the nearest trusted proxy saw it. An entry that is not an
    address ends the walk at the last trusted hop.
    """
    peer = conn.client.host if conn.client else ""
    proxies = trusted_proxies(allowed) if allowed else ()
    if not allowed or not _trusted(peer, proxies):
        return peer
    chain = ",".join(conn.headers.getlist("x-forwarded-for")).split(",")
    found = peer
    for hop in reversed([h.strip() for h in chain if h.strip()]):
        try:
            ipaddress.ip_address(hop)
        except ValueError:
            break
        found = hop
        if not _trusted(hop, proxies):
            break
    return found


CHAT_PER_MINUTE = 20
"""Chat lines one seat may say a minute, however many connections it has (web-CHAT-04)."""
CHAT_BURST = 8
"""Chat lines one seat may say at once before :data:`CHAT_PER_MINUTE` holds it back."""
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
