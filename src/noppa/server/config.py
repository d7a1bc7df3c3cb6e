"""Settings of one server: where the data lives, how bots pace themselves, the input limits."""

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
    data_dir: Path = field(default_factory=default_data_dir)
    bot_delay: float = 0.8
    """Seconds a bot waits before it moves, so people can follow the game."""
    max_message: int = 8192
    """Largest WebSocket message or request body accepted, in bytes."""
    max_rooms_listed: int = 60
    rate_per_second: float = 20.0
    """Messages per second one connection may send on average (bursts of twice that pass)."""
    public_url: str = ""
    """Base of the links the server hands out (``https://noppa.example``); empty: the request's own."""
    tune_gc: bool = False
    """Tune the process's garbage collector for serving (``noppa serve`` does; see ``tune_gc``)."""

    def url(self) -> str:
        """The database URL in use."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.data_dir / 'noppa.db'}"
