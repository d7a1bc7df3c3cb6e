"""Turn-based rooms and clocks: a room's pace, time control and running clock.

Revision 0003, after 0002. One JSON column, ``noppa_rooms.clock`` (``noppa.server.clocks``): the
settings chosen at creation and the clock as it runs (each seat's time, the deadline of the move
under way), so a restarted server enforces the same deadlines. Rooms already there keep ``NULL``:
real-time, without a clock, as they were made.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``clock`` to rooms."""
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.add_column(sa.Column("clock", sa.JSON, nullable=True))


def downgrade() -> None:
    """Drop ``clock`` again (every room becomes real-time and untimed)."""
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.drop_column("clock")
