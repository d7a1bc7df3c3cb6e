"""A room's status, as stored and shown: waiting for its people, running, finished, or broken."""

from __future__ import annotations

WAITING, RUNNING, FINISHED, BROKEN = "waiting", "running", "finished", "broken"
"""``broken``: a stored game that cannot be rebuilt, shown read-only (``noppa.server.replays``)."""
LIVE = (WAITING, RUNNING)
"""The statuses of a room whose game can still move."""
