"""Fair dice and seats that stay yours: the seed, salt and commitment of a room; a seat's session.

Revision 0002, after 0001 (the columns the store used to add by hand, ``FAIRNESS_COLUMNS``).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``seed``, ``salt``, ``commitment`` to rooms and ``session_hash``, ``link_gen`` to seats."""
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.add_column(sa.Column("seed", sa.BigInteger, nullable=True))
        rooms.add_column(sa.Column("salt", sa.String(64), nullable=True))
        rooms.add_column(sa.Column("commitment", sa.String(64), nullable=True))
    with op.batch_alter_table("noppa_seats") as seats:
        seats.add_column(sa.Column("session_hash", sa.String(64), nullable=True))
        seats.add_column(sa.Column("link_gen", sa.Integer, nullable=False, server_default="0"))


def downgrade() -> None:
    """Drop the five columns again."""
    with op.batch_alter_table("noppa_seats") as seats:
        seats.drop_column("link_gen")
        seats.drop_column("session_hash")
    with op.batch_alter_table("noppa_rooms") as rooms:
        rooms.drop_column("commitment")
        rooms.drop_column("salt")
        rooms.drop_column("seed")
