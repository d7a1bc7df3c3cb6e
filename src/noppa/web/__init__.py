"""The browser client of the web platform: static HTML, CSS and ES modules, served as they are.

``static/app.js`` is the shell (lobby, room, replay, rules pages); ``static/games/<game-id>.js`` are
the per-game board renderers, loaded by game id, with ``static/games/generic.js`` as the fallback
for a game without one. ``docs/web.md`` describes the plugin interface.
"""

from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"
"""The folder the server serves at ``/static``."""

__all__ = ["STATIC"]
