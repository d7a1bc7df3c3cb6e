"""Game-agnostic bots and the way to make any bot a game offers.

Every bot sees only ``state.view(seat)`` of its own seat and answers an action text. ``random`` plays
any registered game; ``mcts`` (information-set Monte Carlo tree search) plays every game that offers
a search (``game.search``, which can ``determinize`` a view); games add their own (``game.bots()``),
e.g. Dungeon Dice's ``expectation``.

A **bot spec** names a bot and, for bots that take them, its parameters after colons:
``random``, ``expectation``, ``mcts``, ``mcts:500`` (iterations), ``mcts:0.25s`` (seconds),
``mcts:2000:c=0.5:rollout=random``. ``default`` is the game's strongest own bot and ``heuristic`` its
own heuristic bot (the game's default bot unless it has one called ``heuristic``), so one spec such as
``mcts,heuristic,random`` fits every game. ``python:MODULE:NAME`` is your own bot
(:mod:`noppa.bots.custom`, ``docs/bots-your-own.md``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.bots.custom import allow_modules, is_python_spec, make_python_bot
from noppa.bots.custom import label as python_label
from noppa.bots.mcts import NO_INCUMBENT, ROLLOUT_INCUMBENT, MCTSBot
from noppa.engine import Bot, BotFactory, Game
from noppa.engine.errors import BotSpecError
from noppa.engine.i18n import LANGS, Phrase, has_text, text


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"
    reads_legal_only = True
    """It reads ``view["legal"]`` alone (``engine.bot.reads_legal_only``)."""

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def reseed(self, seed: int) -> None:
        """Restart the generator (``engine.Reseedable``)."""
        self._random.seed(seed)

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the view offers no legal action: it is not this seat's turn")
        return str(self._random.choice(legal))


GENERIC: dict[str, BotFactory] = {"random": RandomBot, "mcts": MCTSBot}
"""Bots for every game, by name. A factory with a ``from_spec(params, seed)`` takes parameters."""

NEEDS_DETERMINIZE = frozenset({"mcts"})
"""Generic bots that search, so they play only games that implement ``determinize``."""

ALIASES = ("default", "heuristic")


def bot_names(game: Game) -> list[str]:
    """The bots available for ``game``: its own first (strongest first), then the generic ones."""
    own = list(game.bots())
    generic = [
        name
        for name in GENERIC
        if name not in own and (name not in NEEDS_DETERMINIZE or game.search is not None)
    ]
    return own + generic


def resolve_bot_name(game: Game, name: str) -> str:
    """The bot a name stands for: ``default`` and ``heuristic`` become the game's own bot."""
    own = game.bots()
    if name == "default" or (name == "heuristic" and name not in own):
        return game.default_bot()
    return name


def game_name(game: Game) -> Phrase:
    """The game's name in every language, for messages."""
    return Phrase({lang: game.name(lang) for lang in LANGS})


def make_bot(game: Game, name: str, seed: int = 0) -> Bot:
    """A bot for ``game`` from a bot spec (``"random"``, ``"mcts:500"``, ``"default"``,
    ``"python:MODULE:NAME"``…)."""
    if is_python_spec(name):
        return make_python_bot(game, name, seed)
    base, _, params = name.partition(":")
    base = resolve_bot_name(game, base.strip())
    own = game.bots()
    factory = own.get(base) or GENERIC.get(base)
    if factory is None:
        raise BotSpecError(
            "bot.error.unknown", bot=base, game=game_name(game), bots=", ".join(bot_names(game))
        )
    if base in NEEDS_DETERMINIZE and base not in own and game.search is None:
        raise BotSpecError("bot.error.no_determinize", bot=base, game=game_name(game))
    if params:
        configure = getattr(factory, "from_spec", None)
        if configure is None:
            raise BotSpecError("bot.error.no_parameters", bot=base, params=params)
        bot: Bot = configure(params, seed)
        if isinstance(bot, MCTSBot):
            check_incumbent(game, bot)
            check_rollout(game, bot)
        return bot
    if factory is MCTSBot:
        return MCTSBot(seed, preset=True)  # plain ``mcts``: the search tuned for the game
    return factory(seed)


def check_incumbent(game: Game, bot: MCTSBot) -> None:
    """A :class:`ValueError` unless the MCTS bot's ``incumbent=`` names a bot for ``game``."""
    name = bot.incumbent
    if name is not None and name not in (ROLLOUT_INCUMBENT, NO_INCUMBENT):
        _check_named_bot(
            game, name, "bot.error.mcts_incumbent_unknown", rollout=ROLLOUT_INCUMBENT, none=NO_INCUMBENT
        )


def check_rollout(game: Game, bot: MCTSBot) -> None:
    """A :class:`ValueError` unless the MCTS bot's ``rollout=`` is ``game``, ``random`` or a bot."""
    if bot.rollout not in ("game", "random"):
        _check_named_bot(game, bot.rollout, "bot.error.mcts_rollout_unknown")


def _check_named_bot(game: Game, name: str, key: str, **args: str) -> None:
    """A :class:`BotSpecError` ``key`` (saying why, and ``args``) unless ``name`` makes a bot."""
    try:
        make_bot(game, name, 0)
    except BotSpecError as error:
        why = Phrase({lang: error.message(lang).rstrip(".") for lang in LANGS})
        raise BotSpecError(key, value=name, why=why, **args) from None


def check_bot_spec(game: Game, spec: str) -> str:
    """``spec`` if it makes a bot for ``game``; otherwise a :class:`ValueError` saying why."""
    make_bot(game, spec, 0)
    return spec


def bot_label(game: Game, spec: str, lang: str) -> str:
    """A bot's name for people choosing one, with what it does ("Random (any legal move)")."""
    if is_python_spec(spec):
        return text("bot.label.python", lang, bot=python_label(spec))
    base = resolve_bot_name(game, spec.partition(":")[0].strip())
    for key in (f"{game.prefix}.bot.{base}", f"bot.label.{base}"):
        if has_text(key, lang):
            return text(key, lang)
    return base


def bot_spec(game: Game, typed: str) -> str:
    """The bot spec a person typed: a spec (``mcts:500``), or with its bot named in any language
    by its label or its seat name, in any letter case (``Satunnainen``, ``haku:500``)."""
    base, sep, params = typed.strip().partition(":")
    wanted = " ".join(base.split()).casefold()
    for name in (*bot_names(game), *ALIASES):
        said = {name.casefold()}
        for lang in LANGS:
            said.add(str(bot_seat_name(game, name).by_lang.get(lang, "")).casefold())
            said.add(bot_label(game, name, lang).partition(" (")[0].casefold())
        if wanted in said:
            return name + sep + params
    return typed.strip()


def bot_seat_name(game: Game, spec: str) -> Phrase:
    """How a bot's seat is called in every language ("Random bot", "Satunnaisbotti")."""
    if is_python_spec(spec):
        return Phrase.of("bot.name.python", bot=python_label(spec))
    base = resolve_bot_name(game, spec.partition(":")[0].strip())
    key = f"bot.name.{base}" if has_text(f"bot.name.{base}") else "bot.name.other"
    return Phrase.of(key, bot=base)


__all__ = [
    "ALIASES",
    "GENERIC",
    "MCTSBot",
    "RandomBot",
    "allow_modules",
    "bot_label",
    "bot_names",
    "bot_seat_name",
    "bot_spec",
    "check_bot_spec",
    "is_python_spec",
    "make_bot",
    "resolve_bot_name",
]
