"""Alembic's environment for noppa: run the migrations on the store's connection (or on a URL).

The store passes its open connection in ``config.attributes["connection"]``, inside its own
transaction. Alembic's own commands (``noppa db``, or ``alembic`` with :func:`noppa.server.migrations.config`)
give a URL instead; ``--sql`` (offline) writes the SQL out.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import context
from sqlalchemy.engine import Connection

from noppa.server.tables import metadata

config = context.config


def _run(connection: Connection) -> None:
    # SQLite cannot ALTER much: batch mode copies a table where an ALTER needs it
    context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()
elif (given := config.attributes.get("connection")) is not None:
    _run(given)
else:
    engine = sa.create_engine(config.get_main_option("sqlalchemy.url") or "sqlite://")
    try:
        with engine.begin() as conn:
            _run(conn)
    finally:
        engine.dispose()
