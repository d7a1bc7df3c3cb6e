"""The engine contract: games and their capabilities, states, actions, dice, events, outcomes, errors,
registry, messages.

See ``docs/engine.md`` for the whole contract with examples. This package never imports a game.
"""

from noppa.engine.actions import Action
from noppa.engine.bot import Bot, BotFactory, Reseedable, reads_log
from noppa.engine.capabilities import UI, Learning, Search, Study, TerminalRenderer
from noppa.engine.dice import Dice, ScriptedDice, ScriptExhausted, SeededDice, load_dice
from noppa.engine.errors import (
    IllegalAction,
    InvalidAction,
    LoadError,
    LocalizedError,
    NoppaError,
    OptionError,
    PlayerCountError,
    RulesError,
    UnknownGame,
)
from noppa.engine.game import Game, fresh_seed
from noppa.engine.i18n import LANGS, text
from noppa.engine.options import Option, OptionValue
from noppa.engine.outcome import Outcome
from noppa.engine.registry import get_game, list_games, register
from noppa.engine.state import Event, State

__all__ = [
    "LANGS",
    "UI",
    "Action",
    "Bot",
    "BotFactory",
    "Dice",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "Learning",
    "LoadError",
    "LocalizedError",
    "NoppaError",
    "Option",
    "OptionError",
    "OptionValue",
    "Outcome",
    "PlayerCountError",
    "Reseedable",
    "RulesError",
    "ScriptExhausted",
    "ScriptedDice",
    "Search",
    "SeededDice",
    "State",
    "Study",
    "TerminalRenderer",
    "UnknownGame",
    "fresh_seed",
    "get_game",
    "list_games",
    "load_dice",
    "reads_log",
    "register",
    "text",
]
