"""The lobby's REST API under ``/api``: the common ground of its route modules (``docs/web.md``
lists every endpoint).

Requests are checked before anything acts on them: the body's size, that it is a JSON object, and
every field's type and range. Refusals answer ``{"error": code, "message": …}`` in the language
asked for (``?lang=fi``), with a fitting HTTP status. This module holds what every route uses (the
JSON answer, refusals, reading a body, the game, room, token and player a request names, the base
of links); the routes are in ``noppa.server.game_api`` (games, messages, health, tutorials),
``noppa.server.room_api`` (rooms: making, seats, invitations, replay, export) and
``noppa.server.player_api`` (players).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import msgspec
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from noppa.engine import LANGS, Game, UnknownGame, get_game
from noppa.server.errors import Refused, number_field
from noppa.server.limits import client_address
from noppa.server.room import Room
from noppa.server.rooms import RoomManager
from noppa.server.tokens import is_room_id, looks_like_token

Handler = Callable[[Request], Awaitable[Response]]


class JSON(JSONResponse):
    """JSON responses encoded by msgspec (fast, and strict about what is JSON)."""

    def render(self, content: Any) -> bytes:
        return msgspec.json.encode(content)


def request_lang(request: Request) -> str:
    """``?lang=``, else the first supported language of ``Accept-Language``, else English."""
    lang = request.query_params.get("lang", "")
    if lang in LANGS:
        return lang
    for part in request.headers.get("accept-language", "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return "en"


def refusal(error: Refused, lang: str) -> JSON:
    """The response for a refusal."""
    return JSON({"error": error.code, "message": error.message(lang)}, status_code=error.status)


def handles(fn: Handler) -> Handler:
    """Turn :class:`Refused` into its JSON answer."""

    async def wrapped(request: Request) -> Response:
        try:
            return await fn(request)
        except Refused as error:
            return refusal(error, request_lang(request))

    wrapped.__name__ = fn.__name__
    wrapped.__doc__ = fn.__doc__
    return wrapped


def manager_of(request: Request) -> RoomManager:
    """The app's room manager."""
    manager: RoomManager = request.app.state.manager
    return manager


def client_of(request: Request) -> str:
    """The client's address, as every per-client limit counts it (web-ADDR-01)."""
    return client_address(request, manager_of(request).config.forwarded_allow_ips)


async def read_json(request: Request) -> dict[str, Any]:
    """The body as a JSON object, refused when too big, not JSON, or not an object."""
    limit = manager_of(request).config.max_message
    declared = request.headers.get("content-length")
    if declared is not None and number_field(declared, "content-length", 0, 2**62, text=True) > limit:
        raise Refused("too_big", status=413, limit=limit)
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise Refused("too_big", status=413, limit=limit)
    try:
        data = msgspec.json.decode(body)
    except msgspec.DecodeError:
        raise Refused("bad_json") from None
    except RecursionError:  # msgspec stops at about a thousand levels of nesting
        raise Refused("too_deep") from None
    if not isinstance(data, dict):
        raise Refused("bad_message")
    return data


def game_or_refuse(game_id: object) -> Game:
    """The registered game ``game_id``."""
    if not isinstance(game_id, str) or len(game_id) > 64:
        raise Refused("bad_field", field="game")
    try:
        return get_game(game_id)
    except UnknownGame:
        raise Refused("no_game", status=404, game=game_id[:64]) from None


async def room_or_refuse(request: Request) -> Room:
    """The room named in the path."""
    room_id = request.path_params["room"]
    room = await manager_of(request).get(room_id) if is_room_id(room_id) else None
    if room is None:
        raise Refused("no_room", status=404)
    return room


def bearer(request: Request) -> str | None:
    """The token of an ``Authorization: Bearer …`` header."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and looks_like_token(token.strip()) else None


DEFAULT_PORTS = {"http": 80, "https": 443}


def base_url(request: Request) -> str:
    """Where links point: ``--public-url``, else the address this connection reached on this server.

    web-LINK-01: never the request's ``Host`` header, which the client writes (a forged one made
    invitation links point at any site). Without ``--public-url`` the origin is the server's own
    socket address as the ASGI server reports it (``scope["server"]``: the address it listens on,
    or for a wildcard ``--host`` the one of its addresses the client connected to).
    """
    configured = manager_of(request).config.public_url
    if configured:
        return configured.rstrip("/")
    scheme = "https" if request.scope.get("scheme") in ("https", "wss") else "http"
    server = request.scope.get("server")
    if not server:
        return f"{scheme}://localhost"
    host, port = str(server[0]), server[1]
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}" if port in (None, DEFAULT_PORTS[scheme]) else f"{scheme}://{shown}:{port}"


def number_param(request: Request, name: str, low: int, high: int, default: int) -> int:
    """The whole-number query parameter ``name``, refused unless it is one from ``low`` to ``high``."""
    raw = request.query_params.get(name)
    return default if raw is None else number_field(raw, name, low, high, text=True)


async def body_player(request: Request, data: dict[str, Any]) -> str | None:
    """The player of a body's personal ``key`` (a seat taken with it is linked, web-KEY-03), or ``None``."""
    if data.get("key") is None:
        return None
    return (await manager_of(request).players.by_key(data.get("key"))).id
