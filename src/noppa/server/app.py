"""The ASGI application: lobby REST API, WebSocket play, and the static browser client."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.middleware.gzip import GZipMiddleware
from starlette.routing import Match, Mount, Route, WebSocketRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from noppa.engine import list_games
from noppa.server.assets import Assets, Sources
from noppa.server.config import ServerConfig
from noppa.server.connection import Connection
from noppa.server.database import StoreUnavailable, where_of
from noppa.server.game_api import routes as game_routes
from noppa.server.player_api import routes as player_routes
from noppa.server.review_api import routes as review_routes
from noppa.server.room_api import routes as room_routes
from noppa.server.rooms import RoomManager
from noppa.server.store import Store
from noppa.tuning import tune_gc

log = logging.getLogger("noppa.server")

SECURITY_HEADERS: list[tuple[bytes, bytes]] = [
    (
        b"content-security-policy",
        b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        b"connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class SecurityHeaders:
    """Adds the headers that keep the pages from being framed, sniffed or leaking referrers."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, send_with_headers)


class Compressed:
    """gzip for the API's JSON and the unbundled sources, as they go (web-STATIC-03). The page and
    the build's files are served from the copies the build compressed (:mod:`noppa.server.assets`)
    and pass by."""

    COMPRESSED = ("/api/", "/static/")

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.gzip = GZipMiddleware(app, minimum_size=500, compresslevel=6)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"].startswith(self.COMPRESSED):
            await self.gzip(scope, receive, send)
        else:
            await self.app(scope, receive, send)


class Noppa(Starlette):
    """The app: Starlette's, except that a WebSocket of live play (``/ws/rooms/{room}``) goes
    straight to its route with the server's own ``send``.

    Every middleware passes a WebSocket by (``SecurityHeaders`` and ``Compressed`` act on HTTP
    only; Starlette's error middleware too), but Starlette's exception middleware wraps ``send``
    in a function of its own, called for every frame of every move, that looks for an HTTP
    response start: nothing a WebSocket of play needs (it handles ``WebSocketException`` and
    ``HTTPException``, which the play route never raises). The handshake is the route's, as
    before; any other WebSocket path goes through the whole stack (and is refused there).
    """

    play_route: WebSocketRoute | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        route = self.play_route
        if scope["type"] == "websocket" and route is not None:
            match, child = route.matches(scope)
            if match is Match.FULL:
                scope["app"] = self
                scope.update(child)
                await route.handle(scope, receive, send)
                return
        await super().__call__(scope, receive, send)


async def play(ws: WebSocket) -> None:
    """``/ws/rooms/{room}``: live play."""
    manager: RoomManager = ws.app.state.manager
    await Connection(ws, manager).run(ws.path_params["room"])


def open_store(config: ServerConfig) -> Store:
    """The serving store of ``config``: locked for this process and proven writable.

    Raises :class:`~noppa.server.database.StoreUnavailable` saying why the server cannot start.
    """
    if config.redis_url and not config.url().startswith("postgresql"):
        raise StoreUnavailable("cli.serve.cluster_needs_postgres", where=where_of(config.url()))
    return Store(config.url(), server=True, busy_timeout=config.db_timeout, cluster=bool(config.redis_url))


def create_app(
    config: ServerConfig | None = None, store: Store | None = None, assets: Assets | None = None
) -> Noppa:
    """The platform as an ASGI app (run it with uvicorn, or ``noppa serve``).

    ``store``: one already opened with :func:`open_store` (``noppa serve`` opens it first, so a
    database that cannot serve stops it with a message before it listens); else the app opens it.
    ``assets``: the browser client to serve (by default the build in ``noppa/web/bundle`` when it
    is fresh, else the sources).
    """
    config = config or ServerConfig()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[dict[str, Any]]:
        nonlocal store
        opened, store = store or open_store(config), None  # a second start opens its own
        manager = RoomManager(config, opened)
        app.state.manager = manager
        for game_id in list_games():  # import the games (and their catalogs) once, up front
            try:
                from noppa.engine import get_game

                get_game(game_id)
            except Exception:
                log.exception("game %s could not be loaded", game_id)
        await manager.start()
        if config.tune_gc:
            tune_gc()
        try:
            yield {}
        finally:
            await manager.close()

    assets = assets or Assets()
    page = assets.index
    live = WebSocketRoute("/ws/rooms/{room}", play)
    routes = [
        *game_routes(),
        *room_routes(),
        *review_routes(),
        *player_routes(),
        live,
        Route("/assets/{name}", assets.asset, methods=["GET", "HEAD"]),
        Mount("/static", Sources(), name="static"),
        Route("/", page),
        Route("/new", page),
        Route("/new/{game}", page),
        Route("/r/{room}", page),
        Route("/replay/{room}", page),
        Route("/summary/{room}", page),
        Route("/rules/{game}", page),
        Route("/tutorial/{game}", page),
        Route("/me", page),
        Route("/players", page),
        Route("/leaderboard/{game}", page),
        Route("/p/{player}", page),
    ]
    app = Noppa(routes=routes, lifespan=lifespan)
    app.play_route = live
    app.state.assets = assets
    app.add_middleware(Compressed)
    app.add_middleware(SecurityHeaders)
    return app
