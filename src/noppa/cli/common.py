"""What every ``noppa`` command shares: its error, the user's language and ``--option`` pairs.

The commands (``main``, ``simulate``, ``league``, ``serve``…) import this module; it imports none
of them, so the command modules form no cycle (``tests/test_import_cycles.py``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from noppa.engine import LANGS, LocalizedError, text


def help_texts(section: str, lang: str) -> tuple[Callable[[str], str], Callable[[str], str]]:
    """A command's argument help (``cli.arg.{section}KEY``) and metavars (``cli.metavar.KEY``), in
    ``lang``: ``h, m = help_texts("sim.", lang)``."""

    def h(key: str) -> str:
        return text(f"cli.arg.{section}{key}", lang)

    def m(key: str) -> str:
        return text(f"cli.metavar.{key}", lang)

    return h, m


class CliError(LocalizedError):
    """A command line that cannot be carried out (message key under ``cli.error``)."""


def default_lang() -> str:
    """``$NOPPA_LANG``, else Finnish when ``$LANG`` is Finnish, else English."""
    chosen = os.environ.get("NOPPA_LANG", "")
    if chosen in LANGS:
        return chosen
    return "fi" if os.environ.get("LANG", "").lower().startswith("fi") else "en"


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """``["hot_dice=true"]`` → ``{"hot_dice": "true"}`` (values are checked by the game)."""
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise CliError("cli.error.option_syntax", pair=pair)
        options[name.strip()] = value.strip()
    return options
