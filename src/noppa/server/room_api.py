"""The REST API of rooms: making one (every field checked), the lobby's listing, a room's entry,
its invitations and seats (claim, join, reissue, who a token is), and a finished game's replay,
export and verification (``docs/web.md`` lists the endpoints)."""

from __future__ import annotations

import asyncio
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from noppa.bots import bot_label, bot_names, is_python_spec
from noppa.bots.custom import web_refusal
from noppa.engine import LANGS, Game, OptionError
from noppa.engine.i18n import Phrase
from noppa.engine.numbers import whole_number
from noppa.fairness import verify
from noppa.server.api import (
    JSON,
    base_url,
    bearer,
    body_player,
    client_of,
    game_or_refuse,
    handles,
    manager_of,
    number_param,
    read_json,
    request_lang,
    room_or_refuse,
)
from noppa.server.clocks import TURN_PACE, parse_settings, rated_clock
from noppa.server.errors import Refused, number_field
from noppa.server.room import Room
from noppa.server.rooms import RoomSpec, SeatSpec
from noppa.server.seat import BOT, HUMAN
from noppa.server.seating import clean_name
from noppa.server.status import FINISHED, RUNNING, WAITING
from noppa.server.tokens import is_room_id, seat_token

AWAY_CHOICES = (0, 30, 60, 120, 300, 900)
"""Seconds after which a bot stands in for a remote person who left (0, the default: never)."""
MAX_IDS = 50


def _bool(data: dict[str, Any], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise Refused("bad_field", field=name)
    return value


def parse_seat(game: Game, index: int, raw: object) -> SeatSpec:
    """Check seat ``index`` of a create-room request: its kind, bot, name and flags."""
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
        elif bot not in (names := bot_names(game)):
            labels = Phrase({lang: ", ".join(bot_label(game, n, lang) for n in names) for lang in LANGS})
            raise Refused("bad_bot", bot=str(bot)[:40], bots=labels)
    local = _bool(raw, "local", False)
    opened = _bool(raw, "open", False)
    return SeatSpec(kind=str(kind), bot=bot, name=clean_name(raw.get("name")), local=local, open=opened)


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
    seats = [parse_seat(game, index, raw) for index, raw in enumerate(raw_seats)]
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


def invites(request: Request, room: Room, host_token: str) -> dict[str, Any]:
    """The links of a room: one per human seat the host does not play, and the spectators'."""
    base = base_url(request)
    seats = {}
    for seat in room.seats:
        if seat.kind == HUMAN and not seat.local:
            token = seat_token(host_token, room.id, seat.seat, seat.link_gen)
            seats[str(seat.seat)] = {
                "url": f"{base}/r/{room.id}#t={token}",
                "claimed": seat.claimed,
                "open": seat.open,
                "reissue": room.seating.reissuable,  # web-RATE-08
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
    if token is None or not room.seating.authorize(token).host:
        raise Refused("not_host", status=403)
    return token


@handles
async def reissue(request: Request) -> Response:
    """``POST /api/rooms/{room}/seats/{seat}/reissue`` as host: a new link; the old one's device is out."""
    room = await room_or_refuse(request)
    host = host_or_refuse(request, room)
    seat = number_field(request.path_params["seat"], "seat", 0, len(room.seats) - 1, text=True)
    await room.seating.reissue(seat, host)
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
    grant, session = await room.seating.claim(
        room.seating.authorize(token), clean_name(data.get("name")), player
    )
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
    grant = room.seating.authorize(token)
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
    token = await room.seating.join(seat, clean_name(data.get("name")), player)
    # no link with it: the session token stays in the joining browser (one device per seat)
    return JSON({"seat": seat, "token": token})


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
        players=room.broadcast.players_json(lang),
        outcome=room.outcome_json(lang),
        viewing=seat,
    )
    return JSON(frame)


def routes() -> list[Route]:
    """The routes of rooms."""
    return [
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
