"""Snapshots at checkpoints: the move a room's stored snapshot was taken after (web-STORE-02).

Revision 0008, after 0007. One column, ``noppa_rooms.snapshot_at``: how many of the room's actions
its ``snapshot`` follows. A move writes the snapshot only every ``CHECKPOINT`` moves and with the
game's last (``noppa.server.room``); the moves in between store their action row alone, and a load
replays the actions, checks the snapshot after the first ``snapshot_at`` of them and replays the
rest. Rooms already there get the number of their stored actions: their snapshot follows every
one, as it did then (``NULL`` is read the same way, but a room that moves on must say where its
snapshot stands).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``snapshot_at`` to rooms."""
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.add_column(sa.Column("snapshot_at", sa.Integer, nullable=True))
    op.execute(
        "UPDATE noppa_rooms SET snapshot_at = "
        "(SELECT count(*) FROM noppa_moves WHERE noppa_moves.room_id = noppa_rooms.id) "
        "WHERE snapshot IS NOT NULL"
    )


def downgrade() -> None:
    """Drop ``snapshot_at`` (an older noppa then finds a checkpoint's snapshot older than the last
    move, says so in its log and keeps the replay, which is exact either way)."""
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.drop_column("snapshot_at")
