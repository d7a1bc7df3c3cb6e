"""The computer reviews of finished games (``GET /api/rooms/{room}/review``, ``server/review_api.py``).

Revision 0007, after 0006 (the cluster's leases).

- ``noppa_reviews``: a room's review as JSON, by the settings it was computed with (``exact``, or
  ``estimate:SIMULATIONS:SEED``), when it was made and how many seconds it took.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the table of reviews."""
    op.create_table(
        "noppa_reviews",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), nullable=False),
        sa.Column("settings", sa.String(64), nullable=False),
        sa.Column("review", sa.Text, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("seconds", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("room_id", "settings"),
    )


def downgrade() -> None:
    """Drop it (the reviews are computed again when asked for)."""
    op.drop_table("noppa_reviews")
