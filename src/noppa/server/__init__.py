"""The web platform: lobby (REST), live play (WebSockets), persistence, bots on the server.

Layers, all above the engine contract and knowing no game by name:

- :mod:`noppa.server.store` keeps every room in SQL (SQLite by default, PostgreSQL by URL):
  game, options, initial dice, the action list and a snapshot every 32nd move and after the last
  (web-STORE-02), and the seats
  (its tables in :mod:`~noppa.server.tables`, their revisions in :mod:`~noppa.server.schema`).
- :mod:`noppa.server.rooms` keeps the live rooms; one :mod:`noppa.server.room` applies actions
  (the only place that does) and writes them to the store before anyone hears of them, holding
  its seating, pacing (bots, clocks, stand-ins) and broadcast parts.
- :mod:`noppa.server.connection` speaks the WebSocket protocol of ``docs/web.md``.
- :mod:`noppa.server.game_api`, :mod:`~noppa.server.room_api` and :mod:`~noppa.server.player_api`
  are the lobby's REST API (on the ground of :mod:`noppa.server.api`); :mod:`noppa.server.app`
  assembles the ASGI app with the static browser client of :mod:`noppa.web`.
"""

from noppa.server.app import create_app
from noppa.server.config import ServerConfig

__all__ = ["ServerConfig", "create_app"]
