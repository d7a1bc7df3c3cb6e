"""A seat at a room's table: its lasting fields, one definition for the live room and the store.

The store keeps a seat as one row of ``noppa_seats`` whose columns are these fields by name
(``noppa.server.store``); a live room (``noppa.server.room``) holds the same objects and changes
them, and a write takes a :meth:`Seat.copy` so the writer thread stores what the seat was then.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

HUMAN, BOT = "human", "bot"
"""A seat's ``kind``: played by a person, or on the server by its bot."""
STANDIN, SKIPPED = "standin", "skip"
"""Who played a stored move besides a person or the seat's bot: a stand-in bot, or a pass played
because the seat's time ran out (``noppa.server.clocks``; the moves table's ``by``)."""


@dataclass
class Seat:
    """One seat: played by a person (``human``) or on the server by a bot (``bot``)."""

    seat: int
    """Its number, from 0."""
    kind: str
    bot: str | None
    """The bot that plays it (a ``bot`` seat; ``None``: the game's default), by name."""
    name: str
    """The name its person chose (or the host gave); empty: nobody named it."""
    token_hash: str
    """The hash of its invitation token (``-`` for a bot's seat)."""
    claimed: bool = False
    open: bool = False
    """Anyone may take it from the lobby (until someone does)."""
    local: bool = False
    """Played on the host's device (hot-seat)."""
    session_hash: str | None = None
    """The hash of the device-bound session token of whoever claimed the seat (``None``: nobody)."""
    link_gen: int = 0
    """How many times the host reissued this seat's invitation link (its token derives from it)."""

    def copy(self) -> Seat:
        """The seat as it is now (what a write stores, whatever the live seat becomes meanwhile)."""
        return replace(self)
