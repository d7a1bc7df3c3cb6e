"""The store's schema migrations (Alembic), shipped inside the package: no ``alembic.ini`` needed.

Every change to the tables of :mod:`noppa.server.tables` is a revision in ``versions/``; the store
upgrades every database it opens to the newest one (``docs/web.md``, "Schema migrations").
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import Script, ScriptDirectory

HERE = Path(__file__).resolve().parent
"""The script location: ``env.py``, ``script.py.mako`` and ``versions/``."""


def config(url: str = "") -> Config:
    """An Alembic configuration of these migrations (``url``: for Alembic's own commands).

    The store runs them on its own connection instead (``config.attributes["connection"]``).
    """
    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    cfg.set_main_option("file_template", "r%%(rev)s_%%(slug)s")  # r0003_what_it_does.py
    cfg.set_main_option("truncate_slug_length", "40")
    if url:
        cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def new_revision(message: str, *, into: Path = HERE / "versions") -> Path:
    """Write the next revision, ``r<NNNN>_<message>.py``, and return its file.

    Its operations are Alembic's autogenerate: the tables of :mod:`noppa.server.tables` compared with
    a scratch SQLite database the migrations so far built. Read and adjust what it wrote (renames
    come out as a drop and an add; data to carry over is yours to write). ``into``: another
    folder, for tests.
    """
    with tempfile.TemporaryDirectory() as scratch:
        cfg = config(f"sqlite:///{Path(scratch) / 'scratch.db'}")
        cfg.set_main_option("path_separator", "os")
        cfg.set_main_option("version_locations", os.pathsep.join((str(HERE / "versions"), str(into))))
        head = ScriptDirectory.from_config(cfg).get_current_head()
        command.upgrade(cfg, "head")
        made = command.revision(
            cfg, message, autogenerate=True, rev_id=f"{int(head or 0) + 1:04d}", version_path=str(into)
        )
    assert isinstance(made, Script)
    return Path(made.path)
