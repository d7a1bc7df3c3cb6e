"""Key to the Kingdom as a :class:`noppa.engine.Game`: facts, options, action syntax, its capabilities."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.engine import (
    UI,
    Action,
    BotFactory,
    Dice,
    Game,
    InvalidAction,
    Option,
    OptionError,
    OptionValue,
    Search,
    Study,
)
from noppa.engine.i18n import LANGS, Phrase
from noppa.engine.numbers import parse_number
from noppa.games.key_to_the_kingdom import statistics
from noppa.games.key_to_the_kingdom.ai import search, worlds
from noppa.games.key_to_the_kingdom.ai.bot import HeuristicBot
from noppa.games.key_to_the_kingdom.content.board import load_board
from noppa.games.key_to_the_kingdom.content.components import CASES, EQUIPMENT
from noppa.games.key_to_the_kingdom.events import EVENT_TYPE
from noppa.games.key_to_the_kingdom.rules.position import Position, build
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_model import TEAM_PLAYERS, TEAMS
from noppa.games.key_to_the_kingdom.ui.client import board_data
from noppa.games.key_to_the_kingdom.ui.render import KeyToTheKingdomRenderer
from noppa.games.key_to_the_kingdom.words import KeyToTheKingdomWords

OPTIONS = (
    Option("version", ("long", "short"), "long", "kk.option.version", "KK-SETUP-09"),
    Option("teams", ("none", "2x2", "3x2"), "none", "kk.option.teams", "KK-TEAM-01"),
    Option("cobra", ("drop", "never"), "drop", "kk.option.cobra", "KK-WIN-02"),
    Option("turn_back", ("never", "allowed"), "never", "kk.option.turn_back", "KK-TURN-05"),
    Option("dk_adjacent", ("safe", "captured"), "safe", "kk.option.dk_adjacent", "KK-DK-04"),
    Option("glass_high_rolls", ("fail", "save"), "fail", "kk.option.glass_high_rolls", "KK-GLASS-03"),
    Option("team_win", ("pair", "player"), "pair", "kk.option.team_win", "KK-TEAM-05"),
)

NO_ARGUMENT = frozenset({"roll", "face", "try", "pass", "keep"})
ONE_ARGUMENT = frozenset(
    {
        "move", "enter", "escape", "fight", "lose", "treasure", "dagger", "steal", "magic", "take",
        "partner", "out", "pick", "lend", "drop",
    }
)  # fmt: skip

BOTS: Mapping[str, BotFactory] = {"heuristic": HeuristicBot}
"""Key to the Kingdom's own bots."""


class KeyToTheKingdomSearch(Search[KeyToTheKingdomState]):
    """Search: secrets sampled consistently with a view (worlds.py), a quick playout and estimate
    (ai/search.py)."""

    def __init__(self, game: KeyToTheKingdomGame) -> None:
        self.game = game

    def determinize(self, view: Mapping[str, Any], seed: int) -> KeyToTheKingdomState:
        """A complete playable state consistent with one seat's view."""
        return worlds.determinize(self.game, view, seed)

    def resample_hidden(
        self, state: KeyToTheKingdomState, seat: int | None, seed: int
    ) -> KeyToTheKingdomState:
        """A copy with every secret ``seat`` cannot know drawn afresh (cases, decks, magic, dice)."""
        return worlds.resample(state, seat, seed)

    def rollout_action(self, state: KeyToTheKingdomState, rng: random.Random) -> Action:
        """The playout policy: a quick copy of the heuristic bot's plan (ai/search.py)."""
        return search.rollout_action(state, rng)

    def evaluate(self, state: KeyToTheKingdomState) -> list[float] | None:
        """Each seat's estimated chance to win, for playouts cut short (ai/search.py)."""
        return search.evaluate(state)

    def preset(self, players: int) -> str:
        """A flat search with ten-action playouts scored by the fitted estimate (``docs/bots.md``:
        122 of 200 two-player games against the heuristic)."""
        return "400:depth=10:tree=1:extend=3:z=2"


class KeyToTheKingdomUI(UI[KeyToTheKingdomState]):
    """The terminal renderer, and the board's spaces, parts, hazards and configurations."""

    def terminal_renderer(self) -> KeyToTheKingdomRenderer:
        return KeyToTheKingdomRenderer()

    def board_data(self) -> Mapping[str, Any]:
        """The board's spaces, parts, hazards and configurations for graphical clients."""
        return board_data(load_board())


class KeyToTheKingdomGame(Game[KeyToTheKingdomState]):
    """Key to the Kingdom (Pimeyden valtakunta, Paul Bennett, 1990): 2–6 adventurers, a folding
    board, a Demon King and 21 hazards between them and the Golden Key."""

    id = "key-to-the-kingdom"
    prefix = "kk"
    player_counts = range(2, 7)
    pass_actions = frozenset({"magic:pass"})  # KK-MAGIC-01: a holder may leave it unplayed
    options = OPTIONS
    event_type = EVENT_TYPE
    position_type = Position
    """A position written down (position.py): seats' spaces, cards and cases, the Demon King, the
    folds, the turn to stand at; ``GAME.position(Position(...))`` builds it."""
    has_secrets = True
    search: KeyToTheKingdomSearch
    study = Study(statistics=statistics.statistics, seat_statistics=statistics.seat_statistics)
    """Game figures for simulation reports: hazards, monsters, cases, the Demon King (statistics.py)."""
    ui = KeyToTheKingdomUI()
    words: KeyToTheKingdomWords = KeyToTheKingdomWords()
    playout_step_bound = 60_000
    """Random playouts of this game are long: random adventurers jump into whirlpools often, and each
    turn of the board costs the fallen a treasure (KK-WP-05), so the second treasure is often hard to
    find again. Most random games end within a few thousand steps; rare ones pass 20,000. Games of
    the heuristic bot end in a few hundred turns."""

    def __init__(self) -> None:
        super().__init__()
        self.search = KeyToTheKingdomSearch(self)

    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> KeyToTheKingdomState:
        self._check_teams(players, options)
        return KeyToTheKingdomState(self, players, options, dice)

    def _position(
        self, spec: Position, options: dict[str, OptionValue], dice: Dice, where: str
    ) -> KeyToTheKingdomState:
        self._check_teams(len(spec.seats), options)
        return build(self, spec, options, dice, where)

    def _check_teams(self, players: int, options: dict[str, OptionValue]) -> None:
        teams = str(options["teams"])
        if teams != "none" and TEAM_PLAYERS[teams] != players:
            # KK-TEAM-01: 2 teams of 2 need four players, 3 teams of 2 need six
            option = self.option("teams")
            raise OptionError(
                "kk.error.team_players",
                option=Phrase({lang: option.label(lang) for lang in LANGS}),
                label=Phrase({lang: option.value_label(teams, lang) for lang in LANGS}),
                none=Phrase({lang: option.value_label("none", lang) for lang in LANGS}),
                needed=TEAM_PLAYERS[teams],
                players=players,
            )

    def _check_action(self, action: Action) -> None:
        kind = action.kind
        args = action.args
        if kind in NO_ARGUMENT:
            if args:
                raise InvalidAction("kk.error.no_arguments", action=action.text)
            return
        if kind not in ONE_ARGUMENT:
            raise InvalidAction("kk.error.unknown_action", action=action.text)
        if len(args) != 1:
            raise InvalidAction("kk.error.one_argument", action=action.text)
        arg = args[0]
        board = load_board()
        ok = True
        if kind in ("move", "enter", "dagger", "out"):
            ok = arg in board.spaces
        elif kind in ("lose", "pick", "lend"):
            ok = arg in EQUIPMENT
        elif kind == "treasure":
            ok = arg in CASES
        elif kind == "take":
            ok = arg in EQUIPMENT or (arg.startswith("case/") and arg[5:] in CASES)
        elif kind in ("partner",):
            number = parse_number(arg)
            ok = number is not None and number < 6
        elif kind == "steal":
            seat, _, case = arg.partition("/")
            number = parse_number(seat)
            ok = number is not None and number < 6 and case in CASES
        elif kind == "magic":
            ok = arg in ("play", "pass", "return", "card")
        elif kind == "drop":
            ok = arg == "cobra"
        if not ok:
            raise InvalidAction(f"kk.error.bad_{kind}", action=action.text)

    def bots(self) -> Mapping[str, BotFactory]:
        return BOTS

    def sides(self, options: Mapping[str, Any], players: int) -> list[tuple[int, ...]]:
        """With teams that win together (``team_win=pair``, KK-TEAM-05) each team of partners is one
        side (KK-TEAM-01: partners sit opposite); otherwise, and for options that make no game,
        every seat is a side of its own."""
        try:
            resolved = self.resolve_options(options)
        except OptionError:
            return super().sides(options, players)
        teams = TEAMS[str(resolved["teams"])]
        if teams and resolved["team_win"] == "pair" and sum(len(team) for team in teams) == players:
            return [tuple(team) for team in teams]
        return super().sides(options, players)
