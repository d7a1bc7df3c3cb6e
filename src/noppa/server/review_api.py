"""``GET /api/rooms/{room}/review``: the computer review of a finished game (``noppa.review``), and
``GET /api/rooms/{room}/summary``: what its summary page tells besides (result, statistics).

The first request for a room's review starts it and answers ``202 {"status": "working", "done",
"total"}``; the review is computed in the bot worker pool (``server/botpool.py``), off the event
loop, in parts of a few positions each, so the next requests see its progress (positions judged
of the game's positions) and the rooms' bots keep their turns in the pool between the parts. Once
done it is stored (table ``noppa_reviews``, by the settings it was computed with) and every later
request, on any instance, answers ``200 {"status": "done", "review": {...}}`` from the store.

Only finished games are reviewed (409 before the end, 404 for no such room): a review shows
everything of the game, the dice and every seat's hidden cards included, which is what a finished
game's replay and export already show (``docs/web.md``, "once a game is over nothing in it is
secret any more"). A review that fails answers 500 once and is tried again at the next request.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import weakref
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from noppa.engine.i18n import has_text, text
from noppa.server.api import JSON, handles, manager_of, request_lang, room_or_refuse
from noppa.server.errors import Refused
from noppa.server.room import Room
from noppa.server.rooms import RoomManager
from noppa.server.status import FINISHED
from noppa.server.store import Store
from noppa.server.tables import reviews_table

log = logging.getLogger("noppa.server.review")

SIMULATIONS = 100
"""Playouts per position of the server's estimated reviews (every table but two-player Dungeon
Dice): a two-player Key to the Kingdom game is reviewed in about a minute on one worker."""
SEED = 0
"""The seed of the server's reviews: the same game always gets the same review."""
PARTS = 20
"""An estimated review is computed in about this many parts (its progress moves part by part)."""
AT_ONCE = 1
"""Reviews a server computes at once; the others wait their turn (their progress stays at 0), so
that finished games never take more of the worker pool than one slot between the rooms' bots."""


def settings_of(room: Room) -> str:
    """How the room's review is computed, as the store keys it: ``exact`` or ``estimate:N:SEED``."""
    if room.game.id == "dungeon-dice" and room.state.players == 2:
        return "exact"
    return f"estimate:{SIMULATIONS}:{SEED}"


@dataclass
class Job:
    """A review being computed: positions judged of all, the task, and how it ended."""

    total: int
    done: int = 0
    task: asyncio.Task[None] | None = None
    result: str | None = None
    failed: bool = False
    started: float = field(default_factory=time.perf_counter)


_jobs: weakref.WeakKeyDictionary[RoomManager, dict[tuple[str, str], Job]] = weakref.WeakKeyDictionary()
_turns: weakref.WeakKeyDictionary[RoomManager, asyncio.Semaphore] = weakref.WeakKeyDictionary()


def jobs_of(manager: RoomManager) -> dict[tuple[str, str], Job]:
    """The reviews a server is computing, by (room, settings)."""
    return _jobs.setdefault(manager, {})


def stored_review(store: Store, room_id: str, settings: str) -> str | None:
    """The stored review's JSON, or ``None``."""
    with store.reading() as conn:
        found = conn.execute(
            sa.select(reviews_table.c.review).where(
                reviews_table.c.room_id == room_id, reviews_table.c.settings == settings
            )
        ).scalar_one_or_none()
    return None if found is None else str(found)


def store_review(store: Store, room_id: str, settings: str, review: str, seconds: float) -> None:
    """Keep a review (another instance that stored it first wins; its review is the same)."""
    try:
        with store.engine.begin() as conn:
            conn.execute(
                sa.insert(reviews_table).values(
                    room_id=room_id, settings=settings, review=review, at=time.time(), seconds=seconds
                )
            )
    except sa.exc.IntegrityError:
        pass


async def compute(manager: RoomManager, room: Room, settings: str, job: Job) -> None:
    """Judge the room's game part by part in the pool, assemble the review, store it (one review
    at a time: :data:`AT_ONCE`)."""
    turn = _turns.setdefault(manager, asyncio.Semaphore(AT_ONCE))
    try:
        async with turn:
            await _compute(manager, room, settings, job)
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("room %s: the review failed", room.id)
        job.failed = True


async def _compute(manager: RoomManager, room: Room, settings: str, job: Job) -> None:
    from noppa.review import assemble, judge_part, record_of_state

    record = record_of_state(room.state)
    data = record.to_json()
    exact = settings == "exact"
    size = job.total if exact else max(1, -(-job.total // PARTS))
    judged: list[Any] = []
    method = "exact"
    for start in range(0, job.total, size):
        method, part = await manager.bot_pool.run(
            judge_part, data, start, start + size, simulations=SIMULATIONS, seed=SEED
        )
        judged.extend(part)
        job.done = min(job.total, start + size)
    review = await asyncio.to_thread(
        assemble,
        record,
        judged,
        method=method,
        simulations=SIMULATIONS,
        seconds=time.perf_counter() - job.started,
    )
    written = json.dumps(review.to_json(), ensure_ascii=False, separators=(",", ":"))
    job.result = written
    await asyncio.to_thread(store_review, manager.store, room.id, settings, written, review.seconds)


@handles
async def review(request: Request) -> Response:
    """``GET /api/rooms/{room}/review``: the review, or its progress (see the module's docstring)."""
    room = await room_or_refuse(request)
    if room.status != FINISHED or room.state.outcome is None:
        raise Refused("not_finished", "web.error.review_unfinished", status=409)
    if room.game.search is None and settings_of(room) != "exact":
        raise Refused("review_unavailable", status=409, game=room.game.spoken_name())
    manager = manager_of(request)
    settings = settings_of(room)
    jobs = jobs_of(manager)
    key = (room.id, settings)
    job = jobs.get(key)
    if job is not None and job.result is not None:
        return _done(job.result)
    if job is None:
        stored = await asyncio.to_thread(stored_review, manager.store, room.id, settings)
        if stored is not None:
            return _done(stored)
        job = jobs[key] = Job(total=len(room.state.history) + 1)
        job.task = asyncio.create_task(compute(manager, room, settings, job), name=f"review-{room.id}")
        job.task.add_done_callback(lambda _: _forget(jobs, key))
    if job.failed:
        jobs.pop(key, None)
        raise Refused("review_failed", status=500)
    return JSON(
        {"status": "working", "done": job.done, "total": job.total, "exact": settings == "exact"},
        status_code=202,
    )


@handles
async def summary(request: Request) -> Response:
    """``GET /api/rooms/{room}/summary?lang=``: a finished game told for its summary page: the
    result and why, the seats, and each player's statistics for the game as the simulator names
    them (``Study.seat_statistics``; each figure's name and one line about it in ``lang``). The
    dice luck and the chart come from the review (``/review``)."""
    room = await room_or_refuse(request)
    if room.status != FINISHED or room.state.outcome is None:
        raise Refused("not_finished", "web.error.review_unfinished", status=409)
    lang = request_lang(request)
    state = room.state
    game = room.game
    study = game.study
    seats = await asyncio.to_thread(study.seat_statistics, state) if study is not None else []
    names = sorted({name for figures in seats for name in figures})
    labels = {}
    for name in names:
        key = f"{game.prefix}.stat.{name}"
        if has_text(key, lang):
            about = f"{key}.about"
            said = text(about, lang) if has_text(about, lang) else ""
            labels[name] = {"label": text(key, lang), "about": said}
    return JSON(
        {
            "room": room.id,
            "game": game.id,
            "game_name": game.name(lang),
            "players": room.broadcast.players_json(lang),
            "outcome": room.outcome_json(lang),
            "moves": len(state.history),
            "turns": state.turn,
            "statistics": {
                "labels": labels,
                "order": [name for name in names if name in labels],
                "seats": [{k: v for k, v in figures.items() if k in labels} for figures in seats],
            },
        }
    )


def _forget(jobs: dict[tuple[str, str], Job], key: tuple[str, str]) -> None:
    """A finished job stays only while its review may not be in the store (it failed to store, or
    it failed: the next request is told once); one that stored its review is forgotten."""
    job = jobs.get(key)
    if job is not None and job.result is not None and not job.failed:
        jobs.pop(key, None)


def _done(review_json: str) -> Response:
    body = '{"status":"done","review":' + review_json + "}"
    return Response(body.encode(), media_type="application/json")


def routes() -> list[Route]:
    """The review's route."""
    return [Route("/api/rooms/{room}/review", review), Route("/api/rooms/{room}/summary", summary)]
