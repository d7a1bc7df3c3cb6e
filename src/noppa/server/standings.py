"""What players' pages and leaderboards read, and players' names as shown.

Reads on a connection the caller opens (``noppa.server.players.Players`` runs them in a thread):
a player's games (web-KEY-05) and ratings with their history, a room's rating changes, a game's
leaderboard. Names are not unique (web-KEY-06): a name that several players hold is shown with
each one's mark, ``"Aino #3f2a"`` (:func:`labelled`).
"""

from __future__ import annotations

import hashlib
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from noppa.server import ratings
from noppa.server.tables import (
    player_rooms_table,
    player_seats_table,
    players_table,
    rated_rooms_table,
    rating_changes_table,
    ratings_table,
    rooms_table,
)


def tag_of(player_id: str) -> str:
    """A short mark that stays with a player (from their public id): "3f2a" in "Aino #3f2a".

    Names are not unique (web-KEY-06): everywhere a name is shown, a name that several keys hold
    carries its player's mark, so nobody passes for another by taking their name.
    """
    return hashlib.sha256(f"noppa-player/1:{player_id}".encode()).hexdigest()[:4]


def shared_names(conn: Connection, names: set[str]) -> set[str]:
    """Of ``names``, those more than one player holds (web-KEY-06)."""
    found = conn.execute(
        sa.select(players_table.c.name)
        .where(players_table.c.name.in_(sorted(names)[:500]))
        .group_by(players_table.c.name)
        .having(sa.func.count() > 1)
    ).scalars()
    return set(found)


def labelled(name: str, player_id: str, shared: set[str]) -> str:
    """The name as shown: with the player's mark when several players hold it ("Aino #3f2a")."""
    return f"{name} #{tag_of(player_id)}" if name in shared else name


def games_of(conn: Connection, player_id: str, *, public_only: bool, limit: int) -> list[dict[str, Any]]:
    """The player's games, newest first: room, game, status, seat, its place and rating change.

    Every room the player sat in (web-KEY-05), also one whose seat changed hands after (a
    reissued link: ``left``).
    """
    sat = player_rooms_table
    holds = player_seats_table
    query = (
        sa.select(
            sat.c.room_id,
            sat.c.seat,
            rooms_table.c.game,
            rooms_table.c.title,
            rooms_table.c.status,
            rooms_table.c.public,
            rooms_table.c.players,
            rooms_table.c.updated_at,
            rated_rooms_table.c.room_id.label("rated"),
            rated_rooms_table.c.reason,
            holds.c.seat.label("held"),
            rating_changes_table.c.place,
            rating_changes_table.c.won,
            rating_changes_table.c.before,
            rating_changes_table.c.after,
        )
        .join(rooms_table, rooms_table.c.id == sat.c.room_id)
        .outerjoin(rated_rooms_table, rated_rooms_table.c.room_id == sat.c.room_id)
        .outerjoin(holds, sa.and_(holds.c.room_id == sat.c.room_id, holds.c.player_id == sat.c.player_id))
        .outerjoin(
            rating_changes_table,
            sa.and_(
                rating_changes_table.c.room_id == sat.c.room_id,
                rating_changes_table.c.player_id == sat.c.player_id,
            ),
        )
        .where(sat.c.player_id == player_id)
        .order_by(rooms_table.c.updated_at.desc())
        .limit(limit)
    )
    if public_only:
        query = query.where(rooms_table.c.public.is_(True))
    return [
        {
            "room": r.room_id,
            "seat": r.seat if r.held is None else r.held,
            "left": r.held is None,
            "game": r.game,
            "title": r.title,
            "status": r.status,
            "public": r.public,
            "players": r.players,
            "updated_at": r.updated_at,
            "rated": r.rated is not None,
            "unrated_reason": r.reason,
            "place": r.place,
            "won": r.won,
            "before": None if r.before is None else round(r.before),
            "after": None if r.after is None else round(r.after),
        }
        for r in conn.execute(query)
    ]


def ratings_of(conn: Connection, player_id: str, *, public_only: bool) -> list[dict[str, Any]]:
    """The player's rating in each game they played rated, with its history (oldest first).

    ``public_only``: a point of the history names its room only if the room is public (a private
    room's id is the right to watch it). ``conn``: one moment of the store (``Store.reading``).
    """
    rows = conn.execute(
        sa.select(ratings_table).where(ratings_table.c.player_id == player_id).order_by(ratings_table.c.game)
    ).all()
    changes = conn.execute(
        sa.select(
            rating_changes_table.c.game,
            rating_changes_table.c.room_id,
            rating_changes_table.c.after,
            rating_changes_table.c.at,
            rooms_table.c.public,
        )
        .join(rooms_table, rooms_table.c.id == rating_changes_table.c.room_id)
        .where(rating_changes_table.c.player_id == player_id)
        .order_by(rating_changes_table.c.at)
    ).all()
    history: dict[str, list[dict[str, Any]]] = {}
    for c in changes:
        room = c.room_id if c.public or not public_only else None
        history.setdefault(c.game, []).append({"room": room, "rating": round(c.after), "at": c.at})
    return [
        {
            "game": r.game,
            "rating": ratings.shown(r.mu, r.sigma),
            "mu": r.mu,
            "sigma": r.sigma,
            "games": r.games,
            "wins": r.wins,
            "history": history.get(r.game, []),
        }
        for r in rows
    ]


def room_rating(conn: Connection, room_id: str) -> dict[str, Any]:
    """Whether a room is rated, whether it counted, and each named player's change (best first).

    ``conn``: one moment of the store (``Store.reading``).
    """
    rated = conn.execute(
        sa.select(rated_rooms_table.c.counted, rated_rooms_table.c.reason).where(
            rated_rooms_table.c.room_id == room_id
        )
    ).first()
    rows = conn.execute(
        sa.select(rating_changes_table, players_table.c.name)
        .join(players_table, players_table.c.id == rating_changes_table.c.player_id)
        .where(rating_changes_table.c.room_id == room_id)
        .order_by(rating_changes_table.c.place, rating_changes_table.c.seat)
    ).all()
    shared = shared_names(conn, {r.name for r in rows})
    changes = [
        {
            "seat": r.seat,
            "player": r.player_id,
            "name": r.name,
            "label": labelled(r.name, r.player_id, shared),
            "place": r.place,
            "won": r.won,
            "before": round(r.before),
            "after": round(r.after),
        }
        for r in rows
    ]
    return {
        "rated": rated is not None,
        "counted": None if rated is None else rated.counted,
        "reason": None if rated is None else rated.reason,
        "changes": changes,
    }


def leaderboard(conn: Connection, game: str, limit: int) -> list[dict[str, Any]]:
    """The named players of ``game`` by their shown rating, best first."""
    rows = conn.execute(
        sa.select(ratings_table, players_table.c.name)
        .join(players_table, players_table.c.id == ratings_table.c.player_id)
        .where(ratings_table.c.game == game)
        .order_by((ratings_table.c.mu - 3 * ratings_table.c.sigma).desc(), players_table.c.name)
        .limit(limit)
    ).all()
    shared = shared_names(conn, {r.name for r in rows})
    return [
        {
            "player": r.player_id,
            "name": r.name,
            "label": labelled(r.name, r.player_id, shared),
            "rating": ratings.shown(r.mu, r.sigma),
            "games": r.games,
            "wins": r.wins,
        }
        for r in rows
    ]
