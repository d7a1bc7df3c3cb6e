"""Players, ratings and stored chat: personal keys, the seats they hold, per-game ratings and
their history, which rooms are rated, and every chat line with the move it was said at.

Revision r0004, after 0003 (the clocks).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the six tables of players, ratings and chat."""
    op.create_table(
        "noppa_players",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("key_at", sa.Float, nullable=False),
    )
    op.create_table(
        "noppa_player_seats",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.UniqueConstraint("room_id", "player_id", name="uq_noppa_player_seats_room_player"),
    )
    op.create_index("ix_noppa_player_seats_player_id", "noppa_player_seats", ["player_id"])
    op.create_table(
        "noppa_rated_rooms",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("settled_at", sa.Float, nullable=True),
        sa.Column("counted", sa.Boolean, nullable=True),
    )
    op.create_table(
        "noppa_ratings",
        sa.Column("game", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "noppa_rating_changes",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("player_id", sa.String(16), sa.ForeignKey("noppa_players.id"), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("place", sa.Integer, nullable=False),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("before", sa.Float, nullable=False),
        sa.Column("after", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_noppa_rating_changes_player_id", "noppa_rating_changes", ["player_id"])
    op.create_table(
        "noppa_chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("text", sa.String(300), nullable=False),
        sa.Column("move", sa.Integer, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_noppa_chat_room_id", "noppa_chat", ["room_id"])


def downgrade() -> None:
    """Drop the six tables (every player, rating and chat line with them)."""
    op.drop_index("ix_noppa_chat_room_id", "noppa_chat")
    op.drop_index("ix_noppa_rating_changes_player_id", "noppa_rating_changes")
    op.drop_index("ix_noppa_player_seats_player_id", "noppa_player_seats")
    for table in (
        "noppa_chat",
        "noppa_rating_changes",
        "noppa_ratings",
        "noppa_rated_rooms",
        "noppa_player_seats",
        "noppa_players",
    ):
        op.drop_table(table)
