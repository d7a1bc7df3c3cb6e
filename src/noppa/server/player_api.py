"""The REST API of players: personal keys, the leaderboard, players' pages and a room's chat.

``docs/web.md`` (*Players, ratings and chat*) lists the endpoints. A personal key travels only as
a bearer header (``Authorization: Bearer KEY``) or in a JSON body, never in a query string, so it
is in no server's access log; the link people copy carries it in the fragment (``/me#k=KEY``),
which browsers do not send to a server at all. Numbers and dates come formatted for the asked
language by Babel (``*_text`` fields) beside the raw values.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from babel.dates import format_date
from babel.numbers import format_decimal
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from noppa.engine import UnknownGame, get_game, list_games, text
from noppa.server.api import (
    JSON,
    base_url,
    bearer,
    client_of,
    handles,
    manager_of,
    number_param,
    read_json,
    request_lang,
    room_or_refuse,
)
from noppa.server.errors import Refused
from noppa.server.players import Player, Players
from noppa.server.ratings import REPEATS_A_DAY
from noppa.server.seating import clean_name
from noppa.server.standings import labelled
from noppa.server.tokens import is_room_id

LEADERBOARD_SIZE = 50
"""Players a leaderboard lists unless ``?limit=`` asks for fewer or more (at most 200)."""


def players_of(request: Request) -> Players:
    """The server's players."""
    return manager_of(request).players


async def key_player(request: Request) -> Player:
    """The player whose personal key is the request's bearer; refused clearly otherwise."""
    header = request.headers.get("authorization", "")
    key = bearer(request)
    if key is None:
        raise Refused("bad_key" if header else "no_key", status=403 if header else 401)
    return await players_of(request).by_key(key)


def number(value: float, lang: str) -> str:
    """A number as people of ``lang`` write it (Babel)."""
    return format_decimal(value, locale=lang)


def signed(change: float, lang: str) -> str:
    """A rating change with its sign: ``+138``, ``-73``, ``0``."""
    return ("+" if change > 0 else "") + number(change, lang)


def day(seconds: float, lang: str) -> str:
    """A date as people of ``lang`` write it (Babel, medium length, UTC)."""
    return format_date(datetime.fromtimestamp(seconds, UTC), format="medium", locale=lang)


def game_name(game_id: str, lang: str) -> str:
    """A game's name in ``lang`` (its id if it is no longer installed)."""
    try:
        return get_game(game_id).name(lang)
    except UnknownGame:
        return game_id


def key_link(request: Request, key: str) -> str:
    """The link that restores the player on another device: the key in the fragment only."""
    return f"{base_url(request)}/me#k={key}"


def player_json(player: Player, lang: str, shared: set[str] | None = None) -> dict[str, Any]:
    """A player as pages show them (never the key): ``label`` is the name with the player's mark
    when several players hold it (web-KEY-06), ``shared`` says whether they do."""
    shared = shared or set()
    return {
        "id": player.id,
        "name": player.name,
        "tag": player.tag,
        "label": labelled(player.name, player.id, shared),
        "shared": player.name in shared,
        "since": player.created_at,
        "since_text": day(player.created_at, lang),
    }


def name_of(data: dict[str, Any]) -> str:
    """The ``name`` of a body, cleaned; refused when it is empty or not text."""
    name = clean_name(data.get("name"))
    if not name:
        raise Refused("bad_field", field="name")
    return name


@handles
async def create_player(request: Request) -> Response:
    """``POST /api/players`` ``{"name": …}``: a new player and their personal key (web-KEY-01)."""
    data = await read_json(request)
    player, key = await players_of(request).create(name_of(data), client_of(request))
    lang = request_lang(request)
    return JSON(
        {"player": player_json(player, lang), "key": key, "link": key_link(request, key)}, status_code=201
    )


@handles
async def me(request: Request) -> Response:
    """``GET /api/players/me`` (bearer key): the player, their games (all of them) and ratings."""
    player = await key_player(request)
    lang = request_lang(request)
    players = players_of(request)
    shared = await players.shared_names({player.name})
    return JSON(
        {
            "player": player_json(player, lang, shared),
            "games": [game_row(row, lang) for row in await players.rooms_of(player.id, public_only=False)],
            "ratings": [
                rating_json(row, lang) for row in await players.ratings_of(player.id, public_only=False)
            ],
        }
    )


@handles
async def rename(request: Request) -> Response:
    """``POST /api/players/me`` ``{"name": …}`` (bearer key): another name."""
    player = await key_player(request)
    data = await read_json(request)
    renamed = await players_of(request).rename(player, name_of(data))
    return JSON({"player": player_json(renamed, request_lang(request))})


@handles
async def replace_key(request: Request) -> Response:
    """``POST /api/players/me/key`` (bearer key): a new key; the old one and its link stop working."""
    player = await key_player(request)
    key = await players_of(request).replace_key(player)
    return JSON({"key": key, "link": key_link(request, key)})


def game_row(row: dict[str, Any], lang: str) -> dict[str, Any]:
    """One of a player's games, with its words and numbers in ``lang``."""
    change = None if row["before"] is None else row["after"] - row["before"]
    return {
        **row,
        "game_name": game_name(row["game"], lang),
        "date_text": day(row["updated_at"], lang),
        "place_text": None if row["place"] is None else number(row["place"], lang),
        "after_text": None if row["after"] is None else number(row["after"], lang),
        "change": change,
        "change_text": None if change is None else signed(change, lang),
    }


def rating_json(row: dict[str, Any], lang: str) -> dict[str, Any]:
    """A player's rating in one game, with its history, in ``lang``."""
    return {
        "game": row["game"],
        "game_name": game_name(row["game"], lang),
        "rating": row["rating"],
        "rating_text": number(row["rating"], lang),
        "games": row["games"],
        "wins": row["wins"],
        "games_text": number(row["games"], lang),
        "wins_text": number(row["wins"], lang),
        "history": [
            {**point, "rating_text": number(point["rating"], lang), "date_text": day(point["at"], lang)}
            for point in row["history"]
        ],
    }


@handles
async def profile(request: Request) -> Response:
    """``GET /api/players/{player}``: a player's public page: ratings, history, public games."""
    player_id = request.path_params["player"]
    players = players_of(request)
    player = await players.by_id(player_id) if is_room_id(player_id) else None
    if player is None:
        raise Refused("no_player", status=404)
    lang = request_lang(request)
    shared = await players.shared_names({player.name})
    return JSON(
        {
            "player": player_json(player, lang, shared),
            "ratings": [
                rating_json(row, lang) for row in await players.ratings_of(player.id, public_only=True)
            ],
            "games": [game_row(row, lang) for row in await players.rooms_of(player.id, public_only=True)],
        }
    )


@handles
async def leaderboard(request: Request) -> Response:
    """``GET /api/leaderboard/{game}?limit=``: the game's named players by rating, best first."""
    game_id = request.path_params["game"]
    if game_id not in list_games():
        raise Refused("no_game", status=404, game=game_id[:64])
    limit = number_param(request, "limit", 1, 200, LEADERBOARD_SIZE)
    lang = request_lang(request)
    rows = await players_of(request).leaderboard(game_id, limit)
    return JSON(
        {
            "game": {"id": game_id, "name": game_name(game_id, lang)},
            "games": [{"id": g, "name": game_name(g, lang)} for g in list_games()],
            "rows": [
                {
                    **row,
                    "place": index + 1,
                    "rating_text": number(row["rating"], lang),
                    "games_text": number(row["games"], lang),
                    "wins_text": number(row["wins"], lang),
                }
                for index, row in enumerate(rows)
            ],
        }
    )


@handles
async def chat(request: Request) -> Response:
    """``GET /api/rooms/{room}/chat``: the room's stored chat lines with the move each was said at."""
    room = await room_or_refuse(request)
    return JSON({"lines": await players_of(request).chat_lines(room.id)})


@handles
async def room_rating(request: Request) -> Response:
    """``GET /api/rooms/{room}/rating``: whether the room is rated, and its players' rating changes."""
    room = await room_or_refuse(request)
    lang = request_lang(request)
    found = await players_of(request).room_rating(room.id)
    found["changes"] = [
        {
            **row,
            "change": row["after"] - row["before"],
            "after_text": number(row["after"], lang),
            "change_text": signed(row["after"] - row["before"], lang),
        }
        for row in found["changes"]
    ]
    reason = found["reason"]  # why a settled rated room did not count (web-RATE-03, -06, -07)
    found["reason_text"] = (
        None if reason is None else text(f"web.over.unrated.{reason}", lang, count=REPEATS_A_DAY)
    )
    return JSON(found)


def routes() -> list[Route]:
    """The players' routes."""
    return [
        Route("/api/players", create_player, methods=["POST"]),
        Route("/api/players/me", me, methods=["GET"]),
        Route("/api/players/me", rename, methods=["POST"]),
        Route("/api/players/me/key", replace_key, methods=["POST"]),
        Route("/api/players/{player}", profile),
        Route("/api/leaderboard/{game}", leaderboard),
        Route("/api/rooms/{room}/chat", chat),
        Route("/api/rooms/{room}/rating", room_rating),
    ]
