"""Where a database's schema stands, and bringing it to the newest revision (Alembic).

The migrations are shipped in ``noppa.server.migrations``; the tables they build are
``noppa.server.tables``. A database made before migrations is stamped at the revision its columns
match, then upgraded; one at a revision this noppa does not know is refused.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import sqlalchemy as sa
from alembic import command
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy.engine import Connection

from noppa.server import migrations
from noppa.server.database import StoreUnavailable, where_of
from noppa.server.tables import rooms_table

SCHEMA_MIGRATED = "alembic"
"""The meta table's "schema" row once Alembic keeps the schema (before migrations it was "1", and
a noppa from then refuses any other value: it cannot run on tables newer than it)."""


MIGRATION_LOCK_KEY = 0x6E6F_7070_6101
"""The PostgreSQL advisory lock held while one server upgrades the schema (the others wait)."""

PRE_MIGRATION_COLUMNS = {
    "noppa_rooms": {"seed", "salt", "commitment"},
    "noppa_seats": {"session_hash", "link_gen"},
}
"""The columns revision 0002 adds: a database from before migrations with them all is at 0002."""


@functools.cache
def _scripts() -> ScriptDirectory:
    """The migrations shipped in the package (read once)."""
    return ScriptDirectory.from_config(migrations.config())


@dataclass(frozen=True)
class Schema:
    """Where a database's schema stands."""

    revision: str | None
    """Its revision (``None``: it has no noppa tables)."""
    made_before_migrations: bool = False
    """No ``alembic_version``: ``revision`` is the one its columns match."""

    def describe(self) -> str:
        """In words for the log."""
        if self.revision is None:
            return "an empty database"
        if self.made_before_migrations:
            return f"revision {self.revision} of a database made before migrations"
        return f"revision {self.revision}"


def newest_revision() -> str:
    """The newest schema revision this noppa knows."""
    head = _scripts().get_current_head()
    assert head is not None  # one line of revisions, never empty
    return head


def schema_of(conn: Connection, url: str) -> Schema:
    """Where the schema of the database on ``conn`` stands (it is not changed).

    A database at a revision this noppa does not know (a newer noppa upgraded it) raises
    :class:`StoreUnavailable`.
    """
    current = MigrationContext.configure(conn).get_current_heads()
    for revision in current:
        try:
            _scripts().get_revision(revision)
        except CommandError:
            raise StoreUnavailable(
                "cli.serve.newer", where=where_of(url), revision=revision, head=newest_revision()
            ) from None
    if current:
        return Schema(", ".join(current))
    inspector = sa.inspect(conn)
    if not inspector.has_table(rooms_table.name):
        return Schema(None)
    have = all(
        wanted <= {c["name"] for c in inspector.get_columns(table)}
        for table, wanted in PRE_MIGRATION_COLUMNS.items()
    )
    return Schema("0002" if have else "0001", made_before_migrations=True)


def migrate(conn: Connection, url: str) -> Schema:
    """Bring the schema to the newest revision, on ``conn`` and in its transaction; where it was.

    A database made before migrations (the noppa tables but no ``alembic_version``) is first
    stamped at the revision its columns match; an empty one is built from revision 0001 up; one
    at a revision this noppa does not know raises :class:`StoreUnavailable`.
    """
    if conn.dialect.name == "postgresql":  # two servers starting at once: one upgrades, then the other looks
        conn.execute(sa.select(sa.func.pg_advisory_xact_lock(MIGRATION_LOCK_KEY)))
    elif conn.dialect.name == "sqlite" and not conn.connection.dbapi_connection.in_transaction:  # type: ignore[union-attr]
        conn.exec_driver_sql("BEGIN")  # else Python's sqlite3 runs each CREATE and ALTER in its own commit
    found = schema_of(conn, url)
    if found.made_before_migrations and found.revision is not None:
        MigrationContext.configure(conn).stamp(_scripts(), found.revision)
    if found.revision != newest_revision():
        cfg = migrations.config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
    return found
