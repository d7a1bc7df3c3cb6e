"""noppa: classic dice-and-board games by their full rules.

>>> import noppa
>>> noppa.list_games()[0]
'dungeon-dice'
>>> game = noppa.get_game("dungeon-dice")
>>> state = game.new_state(players=2, seed=1)
>>> state.to_act
0
"""

from noppa.engine import (
    LANGS,
    Action,
    Dice,
    Event,
    Game,
    IllegalAction,
    InvalidAction,
    LoadError,
    NoppaError,
    Option,
    OptionError,
    Outcome,
    RulesError,
    ScriptedDice,
    SeededDice,
    State,
    UnknownGame,
    get_game,
    list_games,
    text,
)

__version__ = "0.1.0"

__all__ = [
    "LANGS",
    "Action",
    "Dice",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "LoadError",
    "NoppaError",
    "Option",
    "OptionError",
    "Outcome",
    "RulesError",
    "ScriptedDice",
    "SeededDice",
    "State",
    "UnknownGame",
    "__version__",
    "get_game",
    "list_games",
    "text",
]
