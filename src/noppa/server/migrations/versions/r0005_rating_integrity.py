"""The rating system's integrity: where a personal key was made, every room a player sat in, and
why a rated room did not count.

Revision 0005, after 0004.

- ``noppa_players.origin``: a keyed digest (HMAC-SHA-256, cut to 32 hex digits) of the network a
  key was made from (an IPv4 address, an IPv6 /64), never the address itself; games between keys
  of one origin are not rated (web-RATE-06). Keys made before have none.
- ``noppa_meta`` row ``origin_key``: the random secret of that digest, drawn here once per
  database, so the digest of an address cannot be found by hashing every address.
- ``noppa_player_rooms``: every room a player sat in (web-KEY-05), kept when the seat changes hands
  (a reissued link); filled from ``noppa_player_seats`` for the rooms already there.
- ``noppa_rated_rooms.reason``: why a settled rated room did not count (web-RATE-03, -06, -07).
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the origin of keys, the rooms players sat in and the reason a rated room did not count."""
    with op.batch_alter_table("noppa_players") as players:
        players.add_column(sa.Column("origin", sa.String(32), nullable=True))
    with op.batch_alter_table("noppa_rated_rooms") as rated:
        rated.add_column(sa.Column("reason", sa.String(16), nullable=True))
    op.create_table(
        "noppa_player_rooms",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_noppa_player_rooms_player_id", "noppa_player_rooms", ["player_id"])
    op.execute(
        "INSERT INTO noppa_player_rooms (room_id, player_id, seat, at) "
        "SELECT room_id, player_id, seat, at FROM noppa_player_seats"
    )
    meta = sa.table("noppa_meta", sa.column("key", sa.String), sa.column("value", sa.String))
    op.execute(sa.delete(meta).where(meta.c.key == "origin_key"))
    op.execute(sa.insert(meta).values(key="origin_key", value=secrets.token_hex(32)))


def downgrade() -> None:
    """Drop them again (the rooms players left and the origins of keys are forgotten)."""
    meta = sa.table("noppa_meta", sa.column("key", sa.String), sa.column("value", sa.String))
    op.execute(sa.delete(meta).where(meta.c.key == "origin_key"))
    op.drop_index("ix_noppa_player_rooms_player_id", "noppa_player_rooms")
    op.drop_table("noppa_player_rooms")
    with op.batch_alter_table("noppa_rated_rooms") as rated:
        rated.drop_column("reason")
    with op.batch_alter_table("noppa_players") as players:
        players.drop_column("origin")
