"""The leases of a cluster's running rooms, in a table instead of one advisory lock per room.

Revision 0006, after 0005.

- ``noppa_instances``: each cluster instance (its owner name, new at every start) and until when
  it counts as alive (``expires``, epoch seconds by the database's clock); an instance renews its
  one row every half second (``noppa.server.leases``).
- ``noppa_leases``: one row per running room: the instance that owns it (runs its bots, timers and
  stand-ins; ``NULL``: nobody) and its fencing number (``token``), raised at every change of owner;
  a bot's move commits only while its instance's (owner, token) is still the row's (web-CLUSTER-02);
  and since when nobody owns it (``free_since``: the instance that starts a room takes it first).
- On PostgreSQL a trigger keeps the rows in step with the rooms' status, in the transaction that
  changes it: a room that starts running gets its row, one that stops running loses it. The running
  rooms already there get theirs here (owned by nobody: the first instance takes them).

One advisory lock per running room failed at about 14,000 rooms on a default PostgreSQL (``out of
shared memory``: its lock table); rows have no such limit.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

TRIGGER = """
CREATE OR REPLACE FUNCTION noppa_room_lease() RETURNS trigger AS $$
BEGIN
    IF NEW.status = 'running' THEN
        INSERT INTO noppa_leases (room_id, owner, token, free_since)
        VALUES (NEW.id, NULL, 0, EXTRACT(EPOCH FROM clock_timestamp())::float8)
        ON CONFLICT (room_id) DO NOTHING;
    ELSIF TG_OP = 'UPDATE' THEN
        DELETE FROM noppa_leases WHERE room_id = NEW.id;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER noppa_room_lease_insert AFTER INSERT ON noppa_rooms
    FOR EACH ROW EXECUTE FUNCTION noppa_room_lease();
CREATE TRIGGER noppa_room_lease_update AFTER UPDATE OF status ON noppa_rooms
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION noppa_room_lease();
"""
"""A room's lease row follows its status (only when the status changes: a move's update, which
writes the same status again, does not run it)."""


def upgrade() -> None:
    """Add the instances and leases tables; on PostgreSQL the trigger, and the running rooms' rows."""
    op.create_table(
        "noppa_instances",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("expires", sa.Float, nullable=False),
        sa.Column("started", sa.Float, nullable=False),
    )
    op.create_table(
        "noppa_leases",
        sa.Column("room_id", sa.String(16), sa.ForeignKey("noppa_rooms.id"), primary_key=True),
        sa.Column("owner", sa.String(16), nullable=True),
        sa.Column("token", sa.BigInteger, nullable=False, server_default="0"),
        sa.Column("free_since", sa.Float, nullable=False, server_default="0"),
    )
    op.create_index("ix_noppa_leases_owner", "noppa_leases", ["owner"])
    if op.get_bind().dialect.name == "postgresql":  # clusters run on PostgreSQL only
        op.execute(TRIGGER)
        op.execute(
            "INSERT INTO noppa_leases (room_id, owner, token) "
            "SELECT id, NULL, 0 FROM noppa_rooms WHERE status = 'running'"
        )


def downgrade() -> None:
    """Drop them again (a cluster of the older noppa takes its rooms by advisory locks)."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS noppa_room_lease_update ON noppa_rooms")
        op.execute("DROP TRIGGER IF EXISTS noppa_room_lease_insert ON noppa_rooms")
        op.execute("DROP FUNCTION IF EXISTS noppa_room_lease()")
    op.drop_index("ix_noppa_leases_owner", "noppa_leases")
    op.drop_table("noppa_leases")
    op.drop_table("noppa_instances")
