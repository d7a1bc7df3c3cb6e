"""Your own bot: the bot spec ``python:MODULE:NAME`` (``docs/bots-your-own.md``).

``MODULE`` is imported by name (from the installed packages, then the current folder) and
``NAME`` in it is called as ``NAME(game, seed)`` — a class or any factory — to make a bot: an object
with ``choose(view) -> str`` (:class:`noppa.engine.Bot`). Parameters after the name,
``python:MODULE:NAME:key=value:…``, are passed on as keyword arguments (strings):
``NAME(game, seed, key="value")``.

Because only the module's *name* travels, the spec works wherever noppa makes bots: ``noppa play``,
``noppa simulate`` on any number of worker processes (each imports the module itself) and on Ray
(every node must be able to import it), ``noppa league``, and the web server — there only for the
modules its operator allows (``noppa serve --bot-module MODULE``), since importing a module runs
its code: :func:`allow_modules` sets that allow-list, and the factory refuses the rest.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterable
from typing import Any

from noppa.engine import Bot, Game
from noppa.engine.errors import BotSpecError

PREFIX = "python"
"""The first part of a spec that names a bot by its Python module."""

_ALLOWED: dict[str, frozenset[str] | None] = {"modules": None}
"""``modules``: the modules a ``python:`` spec may name: ``None`` is any (the command line, the user's own
code); the web server sets the ones its operator allowed (none by default)."""


def allow_modules(modules: Iterable[str] | None) -> None:
    """Allow ``python:`` bots from these modules only (``None``: from any module again).

    ``noppa serve`` calls it with its ``--bot-module`` values, so a web server makes no bot from a
    module its operator did not name (none unless named).
    """
    allowed = None if modules is None else frozenset(m.strip() for m in modules if m.strip())
    _ALLOWED["modules"] = allowed
    if allowed:
        _find_here()  # now, so that worker processes started later look here too


def allowed_modules() -> frozenset[str] | None:
    """The modules ``python:`` specs may name now (``None``: any)."""
    return _ALLOWED["modules"]


def is_python_spec(spec: str) -> bool:
    """Whether ``spec`` names a bot by its module (``python:MODULE:NAME``)."""
    return spec.strip().partition(":")[0].strip() == PREFIX


def parse(spec: str) -> tuple[str, str, dict[str, str]]:
    """``python:MODULE:NAME[:key=value…]`` → (module, name, parameters); a :class:`BotSpecError`
    saying how to write it otherwise."""
    parts = [part.strip() for part in spec.strip().split(":")]
    if len(parts) < 3 or parts[0] != PREFIX or not parts[1] or not parts[2].isidentifier():
        raise BotSpecError("bot.error.python_spec", spec=spec.strip())
    module, name, rest = parts[1], parts[2], parts[3:]
    if not all(piece.isidentifier() for piece in module.split(".")):
        raise BotSpecError("bot.error.python_spec", spec=spec.strip())
    params: dict[str, str] = {}
    for part in rest:
        key, equals, value = part.partition("=")
        if not equals or not key.strip().isidentifier():
            raise BotSpecError("bot.error.python_parameter", part=part, spec=spec.strip())
        params[key.strip()] = value.strip()
    return module, name, params


def web_refusal(game: Game, spec: str) -> BotSpecError | None:
    """Why a web request may not seat the ``python:`` bot ``spec`` (``None``: it may).

    Only a module the server's operator allowed (``noppa serve --bot-module``): a server that set
    no allow-list allows none. The bot is made once here, so a room never seats one that fails.
    """
    try:
        module, _, _ = parse(spec)
        allowed = _ALLOWED["modules"]
        if allowed is None or module not in allowed:
            return BotSpecError("bot.error.python_not_allowed", module=module[:60])
        make_python_bot(game, spec, 0)
    except BotSpecError as error:
        return error
    return None


def make_python_bot(game: Game, spec: str, seed: int) -> Bot:
    """The bot ``python:MODULE:NAME`` names, made for ``game`` with ``seed``; a localised
    :class:`BotSpecError` saying what is wrong otherwise (the module state is left as it was)."""
    module_name, name, params = parse(spec)
    allowed = _ALLOWED["modules"]
    if allowed is not None and module_name not in allowed:
        raise BotSpecError("bot.error.python_not_allowed", module=module_name)
    module = _import(module_name)
    factory = getattr(module, name, None)
    if factory is None or not callable(factory):
        raise BotSpecError("bot.error.python_no_name", module=module_name, name=name)
    try:
        bot: Any = factory(game, seed, **params)
    except Exception as error:  # the user's code: say what it said, and where
        raise BotSpecError(
            "bot.error.python_failed", spec=spec.strip(), error=f"{type(error).__name__}: {error}"
        ) from error
    if not callable(getattr(bot, "choose", None)):
        raise BotSpecError("bot.error.python_not_bot", spec=spec.strip(), kind=type(bot).__name__)
    result: Bot = bot
    return result


def _import(module_name: str) -> Any:
    """Import ``module_name`` as ``python -m`` would find it: installed, or in the current folder."""
    _find_here()
    try:
        return importlib.import_module(module_name)
    except Exception as error:
        raise BotSpecError(
            "bot.error.python_import", module=module_name, error=f"{type(error).__name__}: {error}"
        ) from error


def _find_here() -> None:
    """Put the current folder on the module path, after the installed packages (a file here never
    shadows them), unless it is there already."""
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.append(here)


def label(spec: str) -> str:
    """How the spec reads in tables and menus: ``MODULE:NAME`` and its parameters as typed."""
    return spec.strip().partition(":")[2]
