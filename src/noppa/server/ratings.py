"""Ratings of named players: openskill's Plackett–Luce model, one rating per player and game.

A rated room (chosen when it is made) counts once it is finished: its named players (people who
hold a personal key, ``noppa.server.players``) are ranked by the outcome's finishing order, every
player on their own, or as teams where the game's pair win makes partners win together (Key to the
Kingdom's ``team_win=pair``). Bots and people without a key are left out of the match: a bot's
strength is its preset's, not a person's, and a nameless seat has nobody to rate. A game with fewer
than two named players (or all of them on one team) is settled without counting, and so is one
of the cheap ways to farm a rating (:func:`why_not_counted`): two keys made from one network, or a
pair past :data:`REPEATS_A_DAY` counted games of the game in a day. Such a game is recorded with
the reason it did not count (``noppa_rated_rooms.reason``).

Settling a room is one transaction that first marks the room's row in ``noppa_rated_rooms``
settled (only while it is not yet: the database decides which of two instances is first), then
updates the ratings and writes one history row per player. A server that stopped between the
game's last move and its settling settles it when it starts again (:func:`pending`).

What players read is the conservative ordinal ``μ − 3σ`` (openskill's ``ordinal``) scaled to
whole points: ``1000 + 40 × (μ − 3σ)``; a new player, at μ = 25 and σ = 25/3, reads 1000.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.engine import Connection

from noppa.server.store import (
    player_seats_table,
    players_table,
    rated_rooms_table,
    rating_changes_table,
    ratings_table,
    rooms_table,
)

MODEL = PlackettLuce()
"""The rating model (openskill's defaults: μ = 25, σ = 25/3, β = 25/6)."""

SHOWN_BASE = 1000.0
SHOWN_SCALE = 40.0
"""web-RATE-04: the rating shown is ``SHOWN_BASE + SHOWN_SCALE × (μ − 3σ)``, rounded."""


REPEATS_A_DAY = 3
"""web-RATE-07: counted games one pair of players may have in a game within :data:`DAY`; past them a
game of the pair is recorded but not rated."""
DAY = 86400.0

FEW_NAMED, ONE_ORIGIN, REPEATED = "few_named", "one_origin", "repeated"
"""Why a settled rated room did not count (``noppa_rated_rooms.reason``): fewer than two sides with
a named player (web-RATE-03), two of its players' keys made from one network (web-RATE-06), a pair
that has played enough counted games today (web-RATE-07)."""


def shown(mu: float, sigma: float) -> int:
    """The rating as players read it: the conservative ordinal in whole points (web-RATE-04)."""
    return round(MODEL.rating(mu=mu, sigma=sigma).ordinal(3.0, SHOWN_SCALE, SHOWN_BASE))


def rating_teams(game_id: str, options: dict[str, Any], players: int) -> list[tuple[int, ...]]:
    """The sides the outcome ranks (web-RATE-02): each seat alone, or the pairs that win together.

    Key to the Kingdom's team game with ``team_win=pair`` (KK-TEAM-05: the winner's partner wins
    with him) is rated as teams of partners; with ``team_win=player`` the partners still finish
    one by one, so every seat is its own side.
    """
    if game_id == "key-to-the-kingdom" and options.get("team_win") == "pair":
        from noppa.games.key_to_the_kingdom.state_model import TEAMS

        teams = TEAMS.get(str(options.get("teams")), ())
        if teams and all(seat < players for team in teams for seat in team):
            return list(teams)
    return [(seat,) for seat in range(players)]


@dataclass(frozen=True)
class Entry:
    """One named player in a rated match."""

    seat: int
    player_id: str
    place: int
    """Where the player's side finished (1: first; tied sides share a place)."""
    won: bool


def match(
    game_id: str,
    options: dict[str, Any],
    players: int,
    outcome: dict[str, Any],
    linked: dict[int, str],
) -> list[list[Entry]] | None:
    """The sides of a finished game as openskill rates them, or ``None`` if it does not count.

    ``linked``: the named player of each human seat that has one. A side counts with its named
    members only; it places where its best seat finished (web-RATE-01). Fewer than two sides with
    a named player, or one player on two seats, and nothing is rated (web-RATE-03).
    """
    ranking = outcome.get("ranking") or []
    winners = set(outcome.get("winners") or [])
    place_of: dict[int, int] = {}
    for index, group in enumerate(ranking):
        for seat in group:
            place_of.setdefault(int(seat), index + 1)
    sides: list[list[Entry]] = []
    for team in rating_teams(game_id, options, players):
        place = min((place_of.get(seat, len(ranking) + 1) for seat in team), default=len(ranking) + 1)
        named = [
            Entry(seat, linked[seat], place, bool(winners & set(team))) for seat in team if seat in linked
        ]
        if named:
            sides.append(named)
    people = [entry.player_id for side in sides for entry in side]
    if len(sides) < 2 or len(set(people)) != len(people):
        return None
    return sides


def settle(conn: Connection, room_id: str, now: float | None = None, *, one_network: bool = False) -> bool:
    """Rate a finished rated room once, in the caller's transaction; whether this call did it.

    ``False``: the room is not rated, not finished, or was settled already (by this instance
    before, or by another one: the conditional update finds its row settled and changes nothing).
    A match that could be rated but is one of the cheap ways to farm a rating is recorded with
    its reason and not rated (:func:`why_not_counted`; ``one_network``: keys of one network count).
    """
    now = time.time() if now is None else now
    room = conn.execute(
        sa.select(
            rooms_table.c.game,
            rooms_table.c.players,
            sa.type_coerce(rooms_table.c.options, sa.Text).label("options"),
            sa.type_coerce(rooms_table.c.outcome, sa.Text).label("outcome"),
            rooms_table.c.status,
        ).where(rooms_table.c.id == room_id)
    ).first()
    if room is None or room.status != "finished" or room.outcome is None:
        return False
    marked = conn.execute(
        sa.update(rated_rooms_table)
        .where(rated_rooms_table.c.room_id == room_id, rated_rooms_table.c.settled_at.is_(None))
        .values(settled_at=now)
    )
    if marked.rowcount != 1:
        return False
    outcome, options = _decoded(room.outcome), _decoded(room.options)
    # every linked seat, also one its clock dropped to a bot (web-CLOCK-03 ``drop``): its player's
    # result stands, or stalling until dropped would dodge a loss
    linked = {
        r.seat: r.player_id
        for r in conn.execute(
            sa.select(player_seats_table.c.seat, player_seats_table.c.player_id).where(
                player_seats_table.c.room_id == room_id
            )
        )
    }
    known = outcome is not None and options is not None
    sides = match(room.game, options or {}, room.players, outcome or {}, linked) if known else None
    reason = FEW_NAMED if sides is None else why_not_counted(conn, room.game, sides, now, one_network)
    if sides is None or reason is not None:
        conn.execute(
            sa.update(rated_rooms_table)
            .where(rated_rooms_table.c.room_id == room_id)
            .values(counted=False, reason=reason)
        )
        return True
    _rate(conn, room_id, room.game, sides, now)
    conn.execute(
        sa.update(rated_rooms_table).where(rated_rooms_table.c.room_id == room_id).values(counted=True)
    )
    return True


def why_not_counted(
    conn: Connection, game: str, sides: list[list[Entry]], now: float, one_network: bool = False
) -> str | None:
    """Why a match that could be rated is not: the cheap ways to farm a rating (``None``: it counts).

    web-RATE-06: two of its players hold keys made from one network (``noppa_players.origin``):
    one person with a second key. web-RATE-07: two players of different sides already have
    :data:`REPEATS_A_DAY` counted games of ``game`` together within a day.
    """
    ids = [entry.player_id for side in sides for entry in side]
    origins = [
        origin
        for origin in conn.execute(
            sa.select(players_table.c.origin).where(players_table.c.id.in_(ids))
        ).scalars()
        if origin
    ]
    if len(set(origins)) != len(origins) and not one_network:
        return ONE_ORIGIN
    side_of = {entry.player_id: index for index, side in enumerate(sides) for entry in side}
    together: dict[str, set[str]] = {}
    for room_id, player_id in conn.execute(
        sa.select(rating_changes_table.c.room_id, rating_changes_table.c.player_id).where(
            rating_changes_table.c.game == game,
            rating_changes_table.c.player_id.in_(ids),
            rating_changes_table.c.at > now - DAY,
        )
    ):
        together.setdefault(room_id, set()).add(player_id)
    pairs: dict[tuple[str, str], int] = {}
    for present in together.values():
        for a in present:
            for b in present:
                if a < b and side_of[a] != side_of[b]:
                    pairs[a, b] = pairs.get((a, b), 0) + 1
    if any(count >= REPEATS_A_DAY for count in pairs.values()):
        return REPEATED
    return None


def _decoded(raw: Any) -> dict[str, Any] | None:
    """A JSON column read as text (SQLite) or decoded (PostgreSQL): an object, else ``None``."""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except (ValueError, RecursionError):
            return None
    return raw if isinstance(raw, dict) else None


def _rate(conn: Connection, room_id: str, game: str, sides: list[list[Entry]], now: float) -> None:
    ids = [entry.player_id for side in sides for entry in side]
    rows = {
        r.player_id: r
        for r in conn.execute(
            sa.select(ratings_table)
            .where(ratings_table.c.game == game, ratings_table.c.player_id.in_(ids))
            .with_for_update()  # PostgreSQL: two games of one player settle one after the other
        )
    }
    before = [
        [
            MODEL.rating(mu=rows[e.player_id].mu, sigma=rows[e.player_id].sigma)
            if e.player_id in rows
            else MODEL.rating()
            for e in side
        ]
        for side in sides
    ]
    after = MODEL.rate(before, ranks=[float(side[0].place) for side in sides])
    for side, olds, news in zip(sides, before, after, strict=True):
        for entry, old, new in zip(side, olds, news, strict=True):
            row = rows.get(entry.player_id)
            values = {"mu": new.mu, "sigma": new.sigma, "updated_at": now}
            if row is None:
                conn.execute(
                    sa.insert(ratings_table).values(
                        game=game, player_id=entry.player_id, games=1, wins=int(entry.won), **values
                    )
                )
            else:
                conn.execute(
                    sa.update(ratings_table)
                    .where(ratings_table.c.game == game, ratings_table.c.player_id == entry.player_id)
                    .values(games=row.games + 1, wins=row.wins + int(entry.won), **values)
                )
            conn.execute(
                sa.insert(rating_changes_table).values(
                    room_id=room_id,
                    player_id=entry.player_id,
                    game=game,
                    seat=entry.seat,
                    place=entry.place,
                    won=entry.won,
                    mu=new.mu,
                    sigma=new.sigma,
                    before=float(shown(old.mu, old.sigma)),
                    after=float(shown(new.mu, new.sigma)),
                    at=now,
                )
            )


def pending(conn: Connection, limit: int = 100) -> list[str]:
    """Finished rated rooms not settled yet (a server stopped before it rated them)."""
    return list(
        conn.execute(
            sa.select(rated_rooms_table.c.room_id)
            .join(rooms_table, rooms_table.c.id == rated_rooms_table.c.room_id)
            .where(rated_rooms_table.c.settled_at.is_(None), rooms_table.c.status == "finished")
            .limit(limit)
        ).scalars()
    )
