"""``noppa db``: the schema of the server's database (``current``: where it stands; ``upgrade``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from noppa.engine import text
from noppa.extras import install_command


def add_parser(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    h: Callable[[str], str],
    m: Callable[[str], str],
) -> None:
    """Register ``db current`` and ``db upgrade``; ``h(key)`` gives the help text of ``cli.arg.<key>``,
    ``m(key)`` the metavar ``cli.metavar.<key>``."""
    db = commands.add_parser("db", help=h("db"))
    actions = db.add_subparsers(dest="db_command", required=True)
    for name in ("current", "upgrade"):
        action = actions.add_parser(name, help=h(f"db_{name}"))
        action.add_argument("--database-url", metavar="URL", help=h("serve_database_url"))
        action.add_argument("--data-dir", type=Path, metavar=m("folder"), help=h("serve_data_dir"))


def db_command(args: argparse.Namespace, console: Console, lang: str) -> int:
    """Say where the schema stands, or upgrade it (a server using the database refuses that)."""
    try:
        import sqlalchemy as sa

        from noppa.server import ServerConfig
        from noppa.server.config import default_data_dir
        from noppa.server.database import sqlite_file, where_of
        from noppa.server.schema import Schema, newest_revision, schema_of
        from noppa.server.store import Store
    except ImportError as error:  # the web extra is not installed
        needs = text(
            "cli.error.needs_web", lang, command_name="db", command=install_command("web"), problem=str(error)
        )
        console.print(escape(needs))
        return 2
    url = ServerConfig(database_url=args.database_url, data_dir=args.data_dir or default_data_dir()).url()
    where, head = where_of(url), newest_revision()
    if args.db_command == "upgrade":
        store = Store(url, server=True)  # StoreUnavailable (a server uses it, newer…): main says why
        found = store.schema_before
        store.close()
        if found == Schema(head):
            key = "up_to_date"
        elif found.revision is None:
            key = "created"
        else:
            key = "upgraded_before" if found.made_before_migrations else "upgraded"
    else:
        path = sqlite_file(url)
        if path is not None and not path.exists():  # looking must not make the file
            found = Schema(None)
        else:
            engine = sa.create_engine(url)
            try:
                with engine.connect() as conn:
                    found = schema_of(conn, url)
            finally:
                engine.dispose()
        if found.revision is None:
            key = "empty"
        elif found.made_before_migrations:
            key = "before_migrations"
        else:
            key = "current" if found.revision == head else "behind"
    console.print(escape(text(f"cli.db.{key}", lang, where=where, revision=found.revision or "", head=head)))
    return 0
