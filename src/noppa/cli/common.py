"""What every ``noppa`` command shares: its error, the user's language and ``--option`` pairs.

The commands (``main``, ``simulate``, ``league``, ``serve``…) import this module; it imports none
of them, so the command modules form no cycle (``tests/test_import_cycles.py``).
"""

from __future__ import annotations

import argparse
import errno
import os
from collections.abc import Callable, Sequence

from noppa.engine import LANGS, Game, LocalizedError, text
from noppa.engine.i18n import Phrase
from noppa.engine.numbers import decimal_number, whole_number

SEED_HIGH = 2**64 - 1
"""The largest seed a command takes."""
COUNT_HIGH = 10**9
"""The largest count (games, players, workers, actions) a command takes."""


def number_option(
    kind: type[int] | type[float], high: int, lang: str, low: int = 0
) -> Callable[[str], float]:
    """An argparse ``type`` taking a number from ``low`` to ``high`` as :mod:`noppa.engine.numbers`
    parses it (web-INPUT-01: ``١``, ``nan`` or ``80000`` for a port is refused with the range, in
    the reader's language, not taken or met by a traceback). Every number option of every command
    is read by one of these, so none is refused with a type's name (``int``)."""

    def parse(raw: str) -> float:
        if kind is int:
            value: float | None = whole_number(raw, low, high, text=True)
        else:
            value = decimal_number(raw, low, high, text=True)
        if value is None:
            if low == 0:
                raise argparse.ArgumentTypeError(text("cli.option_number", lang, value=raw[:40], high=high))
            said = text("cli.option_range", lang, value=raw[:40], low=low, high=high)
            raise argparse.ArgumentTypeError(said)
        return value

    return parse


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


OS_ERRORS = {
    errno.ENOENT: "missing",
    errno.EACCES: "denied",
    errno.EPERM: "denied",
    errno.EISDIR: "folder",
    errno.ENOTDIR: "not_folder",
    errno.EEXIST: "exists",
    errno.ENOSPC: "full",
    errno.EROFS: "read_only",
    errno.ENAMETOOLONG: "too_long",
    errno.EADDRINUSE: "address_in_use",
    errno.EADDRNOTAVAIL: "address_unavailable",
    errno.EIO: "io",
}
"""The operating system's refusals a person meets, by errno, and their keys ``cli.oserror.*``: told
in the user's language, never the system's English (``No such file or directory``)."""


def os_reason(error: OSError) -> Phrase:
    """Why the system refused, in every language (a :class:`Phrase` for an error's parameter)."""
    key = OS_ERRORS.get(error.errno or 0)
    if key is None:
        return Phrase.of("cli.oserror.other", code=errno.errorcode.get(error.errno or 0, "?"))
    return Phrase.of(f"cli.oserror.{key}")


class SystemRefused(CliError):
    """A file or folder the operating system refused (``cli.error.os``: the path and why, localised)."""

    def __init__(self, error: OSError) -> None:
        where = error.filename if error.filename is not None else ""
        super().__init__("cli.error.os", path=str(where), reason=os_reason(error))


def bot_list(game: Game) -> Phrase:
    """The game's bots as people choose them, in every language ("Random (any legal move), …")."""
    from noppa.bots import bot_label, bot_names

    return Phrase(
        {lang: ", ".join(bot_label(game, name, lang) for name in bot_names(game)) for lang in LANGS}
    )


def typed_bots(game: Game, typed: str) -> list[str]:
    """The bot specs of a typed ``--bots`` list (``satunnainen,haku:500``), a bot that is none of
    the game's refused with the game's bots by their labels in the reader's language (as ``noppa
    play`` lists them), not by their ids."""
    from noppa.bots import ALIASES, bot_names, bot_spec, is_python_spec

    specs = []
    for part in typed.split(","):
        if not part.strip():
            continue
        name = bot_spec(game, part)
        if name.partition(":")[0] not in (*bot_names(game), *ALIASES) and not is_python_spec(name):
            raise CliError("cli.error.bot_name", name=part.strip()[:60], bots=bot_list(game))
        specs.append(name)
    return specs
