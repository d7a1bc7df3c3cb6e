"""The REST API of games: the game list with options and bots, board data, rules pages, the
client's messages, health, and tutorials (``docs/web.md`` lists the endpoints)."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from noppa.bots import bot_label, bot_names
from noppa.engine import LANGS, UI, Game, UnknownGame, get_game, list_games, text
from noppa.engine.events import event_kinds
from noppa.engine.i18n import catalog
from noppa.engine.options import spell_option
from noppa.server.api import JSON, game_or_refuse, handles, manager_of, read_json, refusal, request_lang
from noppa.server.broadcast import LOG_LIMIT
from noppa.server.errors import Refused
from noppa.tutorial import Tutorial, TutorialError, lesson_for, prose
from noppa.web import STATIC


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


def routes() -> list[Route]:
    """The routes of games, messages, health and tutorials."""
    return [
        Route("/api/health", health),
        Route("/api/messages", messages),
        Route("/api/games", games),
        Route("/api/games/{game}", game_detail),
        Route("/api/games/{game}/board", board),
        Route("/api/games/{game}/rules", rules),
        Route("/api/tutorials/{game}", tutorial, methods=["POST"]),
    ]
