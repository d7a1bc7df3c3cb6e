"""The store's tables, as the newest migration leaves them (``noppa.server.migrations``).

Rooms, their seats and moves, and the meta table (the store, ``noppa.server.store``); players,
their seats and rooms, ratings, their history and stored chat (``noppa.server.players``,
``noppa.server.ratings``). A change here is a new migration: ``noppa.server.migrations.new_revision``
compares these tables with what the migrations so far build.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

metadata = sa.MetaData()
"""Every table below (autogenerate compares the migrations with it)."""

ID = sa.String(16)
"""A room's or a player's public id (``noppa.server.tokens.new_room_id``)."""
HASH = sa.String(64)
"""A SHA-256 in hex: of a token, a key, a session; a commitment; a salt."""
GAME = sa.String(64)
"""A game's id."""
NAME = sa.String(40)
"""A name people gave (a seat's, a player's)."""


def room_ref(*, primary_key: bool = True, index: bool = False) -> sa.Column[Any]:
    """The ``room_id`` column of a table whose rows belong to a room."""
    return sa.Column(
        "room_id", ID, sa.ForeignKey("noppa_rooms.id"), primary_key=primary_key, nullable=False, index=index
    )


def player_ref(*, primary_key: bool = True, index: bool = False) -> sa.Column[Any]:
    """The ``player_id`` column of a table whose rows belong to a player."""
    return sa.Column(
        "player_id",
        ID,
        sa.ForeignKey("noppa_players.id"),
        primary_key=primary_key,
        nullable=False,
        index=index,
    )


def required(**types: Any) -> list[sa.Column[Any]]:
    """Columns that always hold a value (``NOT NULL``), by name and type, in this order."""
    return [sa.Column(name, type_, nullable=False) for name, type_ in types.items()]


rooms_table = sa.Table(
    "noppa_rooms",
    metadata,
    sa.Column("id", ID, primary_key=True),
    sa.Column("game", GAME, nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("lang", sa.String(8), nullable=False),
    sa.Column("public", sa.Boolean, nullable=False),
    sa.Column("title", sa.String(80), nullable=False, default=""),
    sa.Column("status", sa.String(16), nullable=False, index=True),
    sa.Column("dice", sa.JSON, nullable=False),
    sa.Column("snapshot", sa.JSON, nullable=True),
    sa.Column("moves", sa.Integer, nullable=False, default=0),
    sa.Column("to_act", sa.Integer, nullable=True),
    sa.Column("outcome", sa.JSON, nullable=True),
    sa.Column("host_hash", HASH, nullable=False),
    sa.Column("away_after", sa.Integer, nullable=False, default=0),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False, index=True),
    # fairness (docs/web.md, "Security and fairness"): added by migration 0002
    sa.Column("seed", sa.BigInteger, nullable=True),
    sa.Column("salt", HASH, nullable=True),
    sa.Column("commitment", HASH, nullable=True),
    # turn-based rooms and clocks (noppa.server.clocks): added by migration 0003
    sa.Column("clock", sa.JSON, nullable=True),
    # snapshots at checkpoints (web-STORE-02): added by migration 0008; NULL: after every action
    sa.Column("snapshot_at", sa.Integer, nullable=True),
)

seats_table = sa.Table(
    "noppa_seats",
    metadata,
    room_ref(),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("bot", sa.String(64), nullable=True),
    sa.Column("name", NAME, nullable=False, default=""),
    sa.Column("token_hash", HASH, nullable=False),
    sa.Column("claimed", sa.Boolean, nullable=False, default=False),
    sa.Column("open", sa.Boolean, nullable=False, default=False),
    sa.Column("local", sa.Boolean, nullable=False, default=False),
    # seats that stay yours: added by migration 0002
    sa.Column("session_hash", HASH, nullable=True),
    sa.Column("link_gen", sa.Integer, nullable=False, default=0, server_default="0"),
)

moves_table = sa.Table(
    "noppa_moves",
    metadata,
    room_ref(),
    sa.Column("n", sa.Integer, primary_key=True),
    *required(seat=sa.Integer, action=sa.String(200), by=sa.String(8), at=sa.Float),
)

meta_table = sa.Table(
    "noppa_meta",
    metadata,
    sa.Column("key", sa.String(32), primary_key=True),
    sa.Column("value", sa.String(200), nullable=False),
)

# players, ratings and stored chat (docs/web.md, "Players, ratings and chat"): migrations r0004, r0005
players_table = sa.Table(
    "noppa_players",
    metadata,
    sa.Column("id", ID, primary_key=True),
    sa.Column("name", NAME, nullable=False),
    sa.Column("key_hash", HASH, nullable=False, unique=True),
    *required(created_at=sa.Float, key_at=sa.Float),
    # migration r0005: a keyed digest of the network the key was made from, never the address
    sa.Column("origin", sa.String(32), nullable=True),
)

player_seats_table = sa.Table(
    "noppa_player_seats",
    metadata,
    room_ref(),
    sa.Column("seat", sa.Integer, primary_key=True),
    player_ref(primary_key=False, index=True),
    *required(at=sa.Float),
    sa.UniqueConstraint("room_id", "player_id", name="uq_noppa_player_seats_room_player"),
)

# migration r0005: every room a player sat in, kept when the seat changes hands (web-KEY-05)
player_rooms_table = sa.Table(
    "noppa_player_rooms",
    metadata,
    room_ref(),
    player_ref(index=True),
    *required(seat=sa.Integer, at=sa.Float),
)

rated_rooms_table = sa.Table(
    "noppa_rated_rooms",
    metadata,
    room_ref(),
    sa.Column("settled_at", sa.Float, nullable=True),
    sa.Column("counted", sa.Boolean, nullable=True),
    sa.Column("reason", sa.String(16), nullable=True),  # migration r0005: why it did not count
)

ratings_table = sa.Table(
    "noppa_ratings",
    metadata,
    sa.Column("game", GAME, primary_key=True),
    player_ref(),
    *required(mu=sa.Float, sigma=sa.Float, games=sa.Integer, wins=sa.Integer, updated_at=sa.Float),
)

rating_changes_table = sa.Table(
    "noppa_rating_changes",
    metadata,
    room_ref(),
    player_ref(index=True),
    *required(game=GAME, seat=sa.Integer, place=sa.Integer, won=sa.Boolean),  # who, and how they placed
    *required(mu=sa.Float, sigma=sa.Float, before=sa.Float, after=sa.Float, at=sa.Float),  # the rating then
)

chat_table = sa.Table(
    "noppa_chat",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    room_ref(primary_key=False, index=True),
    *required(seat=sa.Integer, name=NAME, text=sa.String(300), move=sa.Integer, at=sa.Float),
)

reviews_table = sa.Table(
    "noppa_reviews",
    metadata,
    room_ref(),
    sa.Column("settings", sa.String(64), primary_key=True),  # how it was computed: "exact", "estimate:200:0"
    *required(review=sa.Text, at=sa.Float, seconds=sa.Float),  # the review's JSON (server/review_api.py)
)

# migration r0006: the leases of a cluster's running rooms (``noppa.server.leases``)
instances_table = sa.Table(
    "noppa_instances",
    metadata,
    sa.Column("id", ID, primary_key=True),  # a cluster instance's owner name, new at every start
    *required(expires=sa.Float, started=sa.Float),  # epoch seconds by the database's clock
)

leases_table = sa.Table(
    "noppa_leases",
    metadata,
    room_ref(),  # a row per running room (PostgreSQL keeps them in step with the status: r0006)
    sa.Column("owner", ID, nullable=True, index=True),  # the instance that runs its bots; None: nobody
    sa.Column("token", sa.BigInteger, nullable=False, default=0, server_default="0"),  # the fencing number
    sa.Column("free_since", sa.Float, nullable=False, default=0.0, server_default="0"),  # nobody's since
)
