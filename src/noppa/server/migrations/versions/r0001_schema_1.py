"""Schema 1: rooms, seats, moves and the meta table, as noppa made them before any migration.

Revision 0001, the first. A database made before Alembic without the fairness columns is stamped
here, then upgraded.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the four tables of schema 1 (and the rooms' two indexes)."""
    op.create_table(
        "noppa_rooms",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("lang", sa.String(8), nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.Column("title", sa.String(80), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("dice", sa.JSON, nullable=False),
        sa.Column("snapshot", sa.JSON, nullable=True),
        sa.Column("moves", sa.Integer, nullable=False),
        sa.Column("to_act", sa.Integer, nullable=True),
        sa.Column("outcome", sa.JSON, nullable=True),
        sa.Column("host_hash", sa.String(64), nullable=False),
        sa.Column("away_after", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_index("ix_noppa_rooms_status", "noppa_rooms", ["status"])
    op.create_index("ix_noppa_rooms_updated_at", "noppa_rooms", ["updated_at"])
    op.create_table(
        "noppa_seats",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("bot", sa.String(64), nullable=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("claimed", sa.Boolean, nullable=False),
        sa.Column("open", sa.Boolean, nullable=False),
        sa.Column("local", sa.Boolean, nullable=False),
    )
    op.create_table(
        "noppa_moves",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.String(200), nullable=False),
        sa.Column("by", sa.String(8), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "noppa_meta",
        sa.Column("key", sa.String(32), primary_key=True),
        sa.Column("value", sa.String(200), nullable=False),
    )


def downgrade() -> None:
    """Drop the four tables (every game with them)."""
    for table in ("noppa_meta", "noppa_moves", "noppa_seats", "noppa_rooms"):
        op.drop_table(table)
