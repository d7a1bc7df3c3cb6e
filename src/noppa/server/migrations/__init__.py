"""The store's schema migrations (Alembic), shipped inside the package: no ``alembic.ini`` needed.

Every change to the tables of :mod:`noppa.server.store` is a revision in ``versions/``; the store
upgrades every database it opens to the newest one (``docs/web.md``, "Schema migrations").
"""

from __future__ import annotations

from pathlib import Path

from alembic.config import Config

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
