"""The lobby's REST API under ``/api`` (``docs/web.md`` lists every endpoint).

Requests are checked before anything acts on them: the body's size, that it is a JSON object, and
every field's type and range. Refusals answer ``{"error": code, "message": …}`` in the language
asked for (``?lang=fi``), with a fitting HTTP status.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from noppa.bots import bot_label, bot_names, is_python_spec
from noppa.bots.custom import web_refusal
from noppa.engine import LANGS, UI, Game, OptionError, UnknownGame, get_game, list_games, text
from noppa.engine.events import event_kinds
from noppa.engine.i18n import Phrase, catalog
from noppa.engine.numbers import whole_number
from noppa.engine.options import spell_option
from noppa.fairness import verify
from noppa.server.clocks import TURN_PACE, parse_settings, rated_clock
from noppa.server.errors import Refused, number_field
from noppa.server.limits import client_address
from noppa.server.rooms import (
    BOT,
    FINISHED,
    HUMAN,
    LOG_LIMIT,
    RUNNING,
    WAITING,
    Room,
    RoomManager,
    RoomSpec,
    SeatSpec,
    clean_name,
)
from noppa.server.tokens import is_room_id, looks_like_token, seat_token
from noppa.tutorial import Tutorial, TutorialError, lesson_for, prose
from noppa.web import STATIC

AWAY_CHOICES = (0, 30, 60, 120, 300, 900)
"""Seconds after which a bot stands in for a remote person who left (0, the default: never)."""
MAX_IDS = 50

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


# ---------------------------------------------------------------------- games


def game_json(game: Game, lang: str) -> dict[str, Any]:
    """A game as the lobby describes it."""
    counts = game.player_counts
    default_bot = game.default_bot()
    return {
        "id": game.id,
        "name": game.name(lang),
        "summary": game.summary(lang),
        "min_players": counts.start,
        "max_players": counts.stop - 1,
        "has_secrets": game.has_secrets,
        "options": [
            {
                "name": option.name,
                "label": option.label(lang),
                "values": list(option.values),
                "spelled": [spell_option(v) for v in option.values],
                "labels": [option.value_label(v, lang) for v in option.values],
                "default": option.default,
                "description": text(option.description, lang),
                "rule": option.rule,
            }
            for option in game.options
        ],
        "bots": [
            {"name": name, "default": name == default_bot, "label": bot_label(game, name, lang)}
            for name in bot_names(game)
        ],
        "board": (game.ui or UI()).board_data() is not None,
        "client": (STATIC / "games" / f"{game.id}.js").is_file(),
        "prefix": game.prefix,
        "tutorial": lesson_for(game.id) is not None,
        # the event kinds the game declares (Game.event_type): board modules check theirs against it
        "events": list(event_kinds(game.event_type)),
    }


async def games(request: Request) -> Response:
    """``GET /api/games``: every registered game with its options and bots."""
    lang = request_lang(request)
    return JSON([game_json(get_game(game_id), lang) for game_id in list_games()])


@handles
async def game_detail(request: Request) -> Response:
    """``GET /api/games/{game}``."""
    return JSON(game_json(game_or_refuse(request.path_params["game"]), request_lang(request)))


@handles
async def board(request: Request) -> Response:
    """``GET /api/games/{game}/board``: the game's static board data (404 when it has none)."""
    data = (game_or_refuse(request.path_params["game"]).ui or UI()).board_data()
    if data is None:
        raise Refused("no_board", status=404)
    return JSON(data, headers={"cache-control": "public, max-age=3600"})


@handles
async def rules(request: Request) -> Response:
    """``GET /api/games/{game}/rules``: the rules for players as Markdown (or ``null``)."""
    game = game_or_refuse(request.path_params["game"])
    lang = request_lang(request)
    return JSON({"game": game_json(game, lang), "markdown": game.rules_markdown(lang)})


async def messages(request: Request) -> Response:
    """``GET /api/messages?lang=&game=``: the client's Fluent messages (web, engine, the game's)."""
    lang = request_lang(request)
    found = {k: v for k, v in catalog("", lang).items() if k.startswith(("web-", "engine-"))}
    game_id = request.query_params.get("game")
    if game_id:
        try:
            game = get_game(game_id)
        except UnknownGame:
            return refusal(Refused("no_game", status=404, game=game_id[:64]), lang)
        found.update(catalog(game.prefix, lang))
    return JSON(
        {"lang": lang, "langs": list(LANGS), "messages": found}, headers={"cache-control": "no-cache"}
    )


async def health(request: Request) -> Response:
    """``GET /api/health``; in a cluster also this instance's name, the rooms it owns, its takeovers.

    While a long-lived connection is down (web-FAULT-01): 503, ``ok`` false, ``status`` "degraded"
    and ``degraded``, a line per connection saying which and since when.
    """
    manager = manager_of(request)
    down = [reason for outage in manager.outages() if (reason := outage.reason()) is not None]
    answer: dict[str, Any] = {
        "ok": not down,
        "status": "degraded" if down else "ok",
        "games": list_games(),
        "live_rooms": len(manager.rooms),
    }
    if down:
        answer["degraded"] = down
    cluster = manager.cluster
    if cluster is not None:
        answer["cluster"] = {
            "instance": cluster.instance,
            "owned_rooms": len(cluster.leases.owned),
            "takeovers": cluster.takeovers,
        }
    return JSON(answer, status_code=503 if down else 200)


# ---------------------------------------------------------------------- rooms


def _bool(data: dict[str, Any], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise Refused("bad_field", field=name)
    return value


def parse_room_spec(data: dict[str, Any]) -> RoomSpec:
    """Check a create-room request field by field."""
    game = game_or_refuse(data.get("game"))
    counts = game.player_counts
    players = data.get("players", counts.start)
    if whole_number(players, counts.start, counts.stop - 1) is None:  # web-INPUT-01
        raise Refused("bad_players", low=counts.start, high=counts.stop - 1)
    options = data.get("options", {})
    if not isinstance(options, dict) or len(options) > 64:
        raise Refused("bad_field", field="options")
    try:
        resolved = game.resolve_options(options)
    except OptionError as error:
        raise Refused("bad_option", detail=Phrase({lang: error.message(lang) for lang in LANGS})) from None
    lang = data.get("lang", "en")
    if lang not in LANGS:
        raise Refused("bad_field", field="lang")
    raw_seats = data.get("seats")
    if raw_seats is None:
        raw_seats = [{"kind": HUMAN, "local": True}] + [{"kind": BOT}] * (players - 1)
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        raise Refused("bad_seats", players=players)
    names = bot_names(game)
    seats = []
    for index, raw in enumerate(raw_seats):
        if not isinstance(raw, dict):
            raise Refused("bad_field", field=f"seats[{index}]")
        kind = raw.get("kind")
        if kind not in (HUMAN, BOT):
            raise Refused("bad_field", field=f"seats[{index}].kind")
        bot = raw.get("bot")
        if kind == BOT:
            if bot is None or bot == "default":
                bot = game.default_bot()
            if is_python_spec(str(bot)):  # your own bot: only from a module the operator allowed
                refusal = web_refusal(game, str(bot))
                if refusal is not None:
                    raise Refused("bad_bot", refusal.key, **refusal.params)
            elif bot not in names:
                labels = Phrase({lang: ", ".join(bot_label(game, n, lang) for n in names) for lang in LANGS})
                raise Refused("bad_bot", bot=str(bot)[:40], bots=labels)
        local = _bool(raw, "local", False)
        opened = _bool(raw, "open", False)
        seats.append(
            SeatSpec(kind=str(kind), bot=bot, name=clean_name(raw.get("name")), local=local, open=opened)
        )
    away = data.get("away_after", 0)
    if whole_number(away, 0, max(AWAY_CHOICES)) not in AWAY_CHOICES:  # 30.0 is not one
        raise Refused("bad_field", field="away_after")
    clock = parse_settings(data)
    if clock.pace == TURN_PACE and away:
        raise Refused("away_turn_based")  # a turn-based room waits for its people, however long
    title = data.get("title", "")
    if not isinstance(title, str):
        raise Refused("bad_field", field="title")
    seed = data.get("seed")
    if seed is not None:
        seed = number_field(seed, "seed", 0, 2**63 - 1)
    if seed is not None and any(s.kind == HUMAN and not s.local for s in seats):
        # whoever knows the seed knows every future roll: only a table of the host's own device
        # (and bots) may have a seed the host chose; anyone invited gets the server's own draw
        raise Refused("seed_not_private")
    rated = _bool(data, "rated", False)
    on_device = sum(s.kind == HUMAN and s.local for s in seats)
    if rated and sum(s.kind == HUMAN and not s.local for s in seats) + (on_device == 1) < 2:
        # web-RATE-03: at least two people who can be named (one seat per device)
        raise Refused("rated_needs_people")
    if rated:
        clock = rated_clock(clock, data)  # web-CLOCK-06: a rated room has a clock
    return RoomSpec(
        game=game,
        players=players,
        options=dict(resolved),
        seats=seats,
        lang=str(lang),
        public=_bool(data, "public", True),
        title=clean_name(title, 60),
        away_after=away,
        seed=seed,
        clock=clock,
        rated=rated,
    )


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


def invites(request: Request, room: Room, host_token: str) -> dict[str, Any]:
    """The links of a room: one per human seat the host does not play, and the spectators'."""
    base = base_url(request)
    seats = {}
    for seat in room.seats:
        if seat.kind == HUMAN and not seat.local:
            token = seat_token(host_token, room.id, seat.number, seat.link_gen)
            seats[str(seat.number)] = {
                "url": f"{base}/r/{room.id}#t={token}",
                "claimed": seat.claimed,
                "open": seat.open,
                "reissue": room.reissuable,  # web-RATE-08
            }
    return {"seats": seats, "spectator": f"{base}/r/{room.id}", "play": f"{base}/r/{room.id}#t={host_token}"}


@handles
async def create_room(request: Request) -> Response:
    """``POST /api/rooms``: create a room; the answer holds the host token and the invitations."""
    data = await read_json(request)
    spec = parse_room_spec(data)
    spec.player = await body_player(request, data)
    room, host = await manager_of(request).create(spec, client_of(request))
    lang = request_lang(request)
    return JSON(
        {"room": room.summary(lang), "host_token": host, "links": invites(request, room, host)},
        status_code=201,
    )


@handles
async def list_rooms(request: Request) -> Response:
    """``GET /api/rooms?status=open,running,finished`` or ``?ids=a,b``: rooms for the lobby."""
    manager = manager_of(request)
    lang = request_lang(request)
    ids = request.query_params.get("ids")
    if ids is not None:
        wanted = [i for i in ids.split(",") if is_room_id(i)][:MAX_IDS]
        return JSON({"rooms": await manager.summaries(wanted, lang)})
    asked = request.query_params.get("status", "open,running,finished").split(",")
    statuses = {"open": WAITING, "waiting": WAITING, "running": RUNNING, "finished": FINISHED}
    chosen = sorted({statuses[s] for s in asked if s in statuses})
    if not chosen:
        raise Refused("bad_field", field="status")
    rooms = await manager.listing(chosen, lang, limit=manager.config.max_rooms_listed)
    return JSON({"rooms": rooms})


@handles
async def room_detail(request: Request) -> Response:
    """``GET /api/rooms/{room}``: one room's lobby entry."""
    room = await room_or_refuse(request)
    return JSON(room.summary(request_lang(request)))


@handles
async def room_invites(request: Request) -> Response:
    """``GET /api/rooms/{room}/invites`` with the host token as bearer: the links again."""
    room = await room_or_refuse(request)
    return JSON(invites(request, room, host_or_refuse(request, room)))


def host_or_refuse(request: Request, room: Room) -> str:
    """The host token of the request (as bearer), refused when it is not this room's host's."""
    token = bearer(request)
    if token is None or not room.authorize(token).host:
        raise Refused("not_host", status=403)
    return token


@handles
async def reissue(request: Request) -> Response:
    """``POST /api/rooms/{room}/seats/{seat}/reissue`` as host: a new link; the old one's device is out."""
    room = await room_or_refuse(request)
    host = host_or_refuse(request, room)
    seat = number_field(request.path_params["seat"], "seat", 0, len(room.seats) - 1, text=True)
    await room.reissue(seat, host)
    return JSON(invites(request, room, host))


@handles
async def claim(request: Request) -> Response:
    """``POST /api/rooms/{room}/claim`` ``{"name": …}`` with an invitation as bearer: take its seat.

    The first device to do so gets a session token for the seat (kept in that browser); the
    invitation is spent, and later opens of it are told the seat is taken.
    """
    room = await room_or_refuse(request)
    token = bearer(request)
    if token is None:
        raise Refused("bad_token", status=403)
    data = await read_json(request)
    player = await body_player(request, data)
    grant, session = await room.claim(room.authorize(token), clean_name(data.get("name")), player)
    return JSON({"seat": min(grant.seats), "token": session})


@handles
async def export(request: Request) -> Response:
    """``GET /api/rooms/{room}/export``: a finished game with its seed and salt, for ``noppa verify``."""
    room = await room_or_refuse(request)
    if room.status != FINISHED:
        raise Refused("not_finished", status=409)
    return JSON(
        room.export(), headers={"content-disposition": f'attachment; filename="noppa-{room.id}.json"'}
    )


@handles
async def verification(request: Request) -> Response:
    """``GET /api/rooms/{room}/verify``: what ``noppa verify`` says of the export, checked here."""
    room = await room_or_refuse(request)
    if room.status != FINISHED:
        raise Refused("not_finished", status=409)
    if room.commitment is None:
        raise Refused("no_commitment", status=409)
    verdict = await asyncio.to_thread(verify, room.export(), f"room {room.id}")
    return JSON(verdict.to_json())


@handles
async def whoami(request: Request) -> Response:
    """``GET /api/rooms/{room}/me`` with a token as bearer: what that token plays (for the join form)."""
    room = await room_or_refuse(request)
    token = bearer(request)
    if token is None:
        raise Refused("bad_token", status=403)
    grant = room.authorize(token)
    return JSON(
        {
            "role": grant.role,
            "host": grant.host,
            "invitation": grant.link,
            "seats": [
                {"seat": n, "claimed": room.seats[n].claimed, "name": room.seats[n].name}
                for n in sorted(grant.seats)
            ],
        }
    )


@handles
async def join(request: Request) -> Response:
    """``POST /api/rooms/{room}/join`` ``{"seat": n, "name": "…"}``: take an open seat."""
    room = await room_or_refuse(request)
    data = await read_json(request)
    seat = number_field(data.get("seat"), "seat", 0, len(room.seats) - 1)
    player = await body_player(request, data)
    token = await manager_of(request).join_open_seat(room, seat, clean_name(data.get("name")), player)
    # no link with it: the session token stays in the joining browser (one device per seat)
    return JSON({"seat": seat, "token": token})


def number_param(request: Request, name: str, low: int, high: int, default: int) -> int:
    """The whole-number query parameter ``name``, refused unless it is one from ``low`` to ``high``."""
    raw = request.query_params.get(name)
    return default if raw is None else number_field(raw, name, low, high, text=True)


STEP_BOUND = 10**9
"""``?step=`` may be any whole number of at most this size: past either end means that end."""


def _step(request: Request, total: int) -> int:
    """``?step=``: negative steps mean the start, as the replay slider's keys may ask."""
    step = number_param(request, "step", -STEP_BOUND, STEP_BOUND, total)
    return max(0, min(step, total))


@handles
async def replay(request: Request) -> Response:
    """``GET /api/rooms/{room}/replay?step=&seat=``: a finished game after ``step`` moves."""
    room = await room_or_refuse(request)
    if room.status != FINISHED:
        raise Refused("not_finished", status=409)
    lang = request_lang(request)
    seat: int | None = None
    if request.query_params.get("seat", ""):
        seat = number_param(request, "seat", 0, room.state.players - 1, 0)
    manager = manager_of(request)
    cursor = await manager.replay_cursor(room)
    step = _step(request, len(cursor.actions))
    frame = await asyncio.to_thread(cursor.frame, step, seat, lang)
    frame.update(
        room=room.id,
        game=room.game.id,
        players=room.players_json(lang),
        outcome=room.outcome_json(lang),
        viewing=seat,
    )
    return JSON(frame)


MAX_TUTORIAL_MOVES = 200
"""More moves than any lesson has: a longer list is refused before anything is replayed."""


@handles
async def tutorial(request: Request) -> Response:
    """``POST /api/tutorials/{game}`` ``{"moves": [...], "try": action?}``: the lesson after the
    learner's moves, and after ``try`` when the lesson takes it (else ``feedback`` says why not).

    The server keeps no tutorial state: the client sends back the accepted ``moves`` each time, and
    the lesson is replayed from its forced dice (a few milliseconds).
    """
    game = game_or_refuse(request.path_params["game"])
    lang = request_lang(request)
    lesson = lesson_for(game.id)
    if lesson is None:
        raise Refused("no_tutorial", status=404, game=game.name(lang))
    data = await read_json(request)
    moves = data.get("moves", [])
    attempt = data.get("try")
    if not isinstance(moves, list) or len(moves) > MAX_TUTORIAL_MOVES:
        raise Refused("bad_field", field="moves")
    if attempt is not None and (not isinstance(attempt, str) or len(attempt) > 200):
        raise Refused("bad_field", field="try")
    try:
        lesson_now = Tutorial.replay(lesson, moves, lang)
    except TutorialError as error:
        raise Refused("tutorial_moves", reason=str(error)) from None
    feedback = None
    if attempt is not None:
        answer = lesson_now.try_move(attempt)
        feedback = {"accepted": answer.accepted, "message": answer.message}
    return JSON(tutorial_json(lesson_now, game, lang, feedback))


def tutorial_json(
    lesson_now: Tutorial, game: Game, lang: str, feedback: dict[str, Any] | None
) -> dict[str, Any]:
    """What the tutorial page draws: the text, the learner's view, choices, log and seats."""
    lesson = lesson_now.lesson
    state = lesson_now.state
    learner = lesson.learner
    step = lesson_now.step
    legal = []
    if step is not None and state.to_act == learner:
        legal = [{"action": a.text, "label": state.label(a, lang)} for a in state.legal_actions()]
    events = state.visible_events(learner)
    return {
        "game": game_json(game, lang),
        "title": text(lesson.title, lang),
        "intro": prose(lesson.intro, lang),
        "say": lesson_now.say(),
        "step": len(lesson_now.moves) + (0 if lesson_now.finished else 1),
        "steps": len(lesson.steps),
        "finished": lesson_now.finished,
        "expect": step.expect if step is not None else None,
        "point": list(step.point) if step is not None and step.point else ([step.expect] if step else []),
        "moves": list(lesson_now.moves),
        "feedback": feedback,
        "viewing": learner,
        "view": state.view(learner),
        "legal": legal,
        "log": [{"text": state.describe(e, lang), "event": e} for e in events[-LOG_LIMIT:]],
        "players": [
            {"seat": seat, "label": state.player_name(seat, lang), "you": seat == learner}
            for seat in range(state.players)
        ],
    }


async def body_player(request: Request, data: dict[str, Any]) -> str | None:
    """The player of a body's personal ``key`` (a seat taken with it is linked, web-KEY-03), or ``None``."""
    if data.get("key") is None:
        return None
    return (await manager_of(request).players.by_key(data.get("key"))).id


def routes() -> list[Route]:
    """The API's routes (the players' are in ``noppa.server.player_api``)."""
    return [
        Route("/api/health", health),
        Route("/api/messages", messages),
        Route("/api/games", games),
        Route("/api/games/{game}", game_detail),
        Route("/api/games/{game}/board", board),
        Route("/api/games/{game}/rules", rules),
        Route("/api/tutorials/{game}", tutorial, methods=["POST"]),
        Route("/api/rooms", list_rooms, methods=["GET"]),
        Route("/api/rooms", create_room, methods=["POST"]),
        Route("/api/rooms/{room}", room_detail),
        Route("/api/rooms/{room}/invites", room_invites),
        Route("/api/rooms/{room}/me", whoami),
        Route("/api/rooms/{room}/join", join, methods=["POST"]),
        Route("/api/rooms/{room}/replay", replay),
        Route("/api/rooms/{room}/claim", claim, methods=["POST"]),
        Route("/api/rooms/{room}/seats/{seat}/reissue", reissue, methods=["POST"]),
        Route("/api/rooms/{room}/export", export),
        Route("/api/rooms/{room}/verify", verification),
    ]
