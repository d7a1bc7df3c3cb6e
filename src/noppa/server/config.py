"""Settings of one server: where the data lives, how bots pace themselves, the input limits.

``docs/web.md`` (*Faults*) says what each limit protects and what a refused client is told.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


def default_data_dir() -> Path:
    """``$NOPPA_HOME/data``, else ``~/.local/share/noppa/data`` (beside the terminal's saves)."""
    home = os.environ.get("NOPPA_HOME")
    base = Path(home) if home else Path.home() / ".local" / "share" / "noppa"
    return base / "data"


@dataclass(frozen=True)
class ServerConfig:
    """Everything a server needs to start; the defaults are a private server on this machine."""

    database_url: str | None = None
    """SQLAlchemy URL (``postgresql+psycopg://…``); ``None`` is SQLite in :attr:`data_dir`."""
    redis_url: str | None = None
    """``redis://host:port/db``: this server is one of several instances on one PostgreSQL database
    (``noppa.server.cluster``); ``None``: the only server of its database."""
    route_slot: tuple[int, int] | None = None
    """(I, N): this instance is the I-th (from 1) of the N servers a load balancer hashes rooms
    over by their id (web-CLUSTER-04, ``docs/web.md``, *Deployment*): it makes only rooms the hash
    sends to it. ``None``: any id."""
    data_dir: Path = field(default_factory=default_data_dir)
    bot_delay: float = 0.8
    """Seconds a bot waits before it moves, so people can follow the game."""
    max_message: int = 8192
    """Largest WebSocket message or request body accepted, in bytes."""
    max_rooms_listed: int = 60
    rate_per_second: float = 20.0
    """Messages per second one connection may send on average (bursts of twice that pass)."""
    forwarded_allow_ips: tuple[str, ...] = ()
    """The proxies (addresses or networks, ``*``: any) whose ``X-Forwarded-For`` names the client
    (web-ADDR-01, ``noppa.server.limits.client_address``); none by default."""
    public_url: str = ""
    """Base of the links the server hands out (``https://noppa.example``); empty: the request's own."""
    tune_gc: bool = False
    """Tune the process's garbage collector for serving (``noppa serve`` does; see
    :func:`noppa.tuning.tune_gc`)."""
    max_rooms: int = 1000
    """Most rooms waiting or under way on the server at once (in memory); more are refused (503)."""
    max_bot_rooms: int = 40
    """Most rooms with a bot seat under way on the server at once; more are refused (503)."""
    client_rooms: int = 20
    """Most rooms waiting or under way that one client (address) created; more are refused (429)."""
    client_bot_rooms: int = 3
    """Most rooms with a bot seat under way that one client created; more are refused (429)."""
    room_rate: float = 10.0
    """Rooms one client may create per minute, in bursts of as many; faster is refused (429)."""
    bot_workers: int = 1
    """Processes the bots think in, apart from the event loop; 0: threads of this process."""
    db_timeout: float = 5.0
    """Seconds a SQLite write waits for a lock another program holds before the player is told."""
    rate_one_network: bool = False
    """Rate games between personal keys made from one network (web-RATE-06: a club whose players
    all reach the server from one address); off, such games are recorded but not rated."""

    def url(self) -> str:
        """The database URL in use."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.data_dir / 'noppa.db'}"
