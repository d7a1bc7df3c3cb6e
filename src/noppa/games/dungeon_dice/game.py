"""Dungeon Dice as a :class:`noppa.engine.Game`: facts, options, action syntax, its capabilities."""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any

from noppa.engine import (
    UI,
    Action,
    BotFactory,
    Dice,
    Game,
    InvalidAction,
    LoadError,
    Option,
    OptionValue,
    Search,
    SeededDice,
    Study,
)
from noppa.engine.i18n import short_number
from noppa.engine.numbers import is_digits, parse_number
from noppa.games.dungeon_dice import statistics
from noppa.games.dungeon_dice.ai import playout
from noppa.games.dungeon_dice.ai.bot import ExpectationBot
from noppa.games.dungeon_dice.ai.win_bot import WinBot, decision_of, expectation_evaluation, solution
from noppa.games.dungeon_dice.ai.winning import CHALLENGE as WIN_CHALLENGE
from noppa.games.dungeon_dice.ai.winning import Rules
from noppa.games.dungeon_dice.events import DungeonDiceEvent
from noppa.games.dungeon_dice.learning import LEARNING
from noppa.games.dungeon_dice.rules.position import DungeonDicePosition, build
from noppa.games.dungeon_dice.rules.state import (
    CHALLENGE,
    ROLL,
    SAVE_VERSION,
    STOP,
    DungeonDiceState,
    renumber,
)
from noppa.games.dungeon_dice.ui.render import DungeonDiceRenderer
from noppa.games.dungeon_dice.words.lines import WORDS

OPTIONS = (
    Option("hot_dice", (False, True), False, "dd.option.hot_dice", "DD-TURN-12"),
    Option("challenges", ("start", "anytime", "never"), "start", "dd.option.challenges", "DD-CHAL-01a"),
    Option(
        "challenge_rolls", ("keep-guards", "fresh"), "keep-guards", "dd.option.challenge_rolls", "DD-CHAL-02a"
    ),
    Option("challenge_cards", (3, 1), 3, "dd.option.challenge_cards", "DD-CHAL-03"),
    Option("guard_penalty", (False, True), False, "dd.option.guard_penalty", "DD-TURN-11"),
    Option("supply", ("28", "unlimited"), "28", "dd.option.supply", "DD-EDGE-01"),
)

BOTS: Mapping[str, BotFactory] = {"expectation": ExpectationBot, "win": WinBot}
"""Dungeon Dice's own bots, strongest-by-default first (``docs/bots.md``)."""


class DungeonDiceSearch(Search[DungeonDiceState]):
    """Search: only the dice are hidden, so a view determinizes to exactly its position."""

    def __init__(self, game: DungeonDiceGame) -> None:
        self.game = game

    def determinize(self, view: Mapping[str, Any], seed: int) -> DungeonDiceState:
        """The position ``view`` shows with fresh dice seeded by ``seed``: nothing else is hidden."""
        return DungeonDiceState.from_view(self.game, view, SeededDice(seed))

    def key(self, state: DungeonDiceState, seat: int) -> Hashable:
        """Where the dice went, not the order they fell in (``ai/playout.search_key``)."""
        return playout.search_key(state)

    def rollout_action(self, state: DungeonDiceState, rng: random.Random) -> Action:
        """The best-expectation choice (the ``expectation`` bot's), read straight from the state."""
        return playout.best_action(state)

    def evaluate(self, state: DungeonDiceState) -> list[float] | None:
        """Two players: each seat's exact chance to win if both then play for best expectation.

        The value of the heuristic's own policy (``win_bot.expectation_evaluation``), for search
        bots that cut their playouts (``mcts:…:depth=0``); ``None`` with three or four players.
        """
        return expectation_evaluation(state)

    def solved(self, players: int, options: Mapping[str, Any]) -> bool:
        """Two players: the win solver (``ai/winning.py``) knows every position's exact value."""
        return players == 2

    def exact_values(self, state: DungeonDiceState) -> dict[str, float]:
        """The mover's exact chance to win after each legal action, by the solved two-player game
        (value iteration converged to 1e-13; ``ai/win_bot.solution``)."""
        picture = {  # what decision_of reads of a view, without the view's odds
            "current": state.current,
            "paths": state.paths,
            "phase": state.asking(),
            "wall": list(state.wall[1:]),
            "held": state.held,
            "taken": state.taken,
        }
        values = solution(Rules.from_options(state.options)).values(decision_of(picture))
        return {
            action.text: values[WIN_CHALLENGE if action.kind == "challenge" else action.kind]
            for action in state.legal_actions()
        }

    def preset(self, players: int) -> str:
        """Two players: a flat, paired search scored by the exact evaluation (+1.3 points over the
        heuristic, ``docs/bots.md``); three or four, where there is no evaluation, the defaults."""
        return "3000:depth=0:tree=1:paired=1" if players == 2 else ""


class DungeonDiceUI(UI[DungeonDiceState]):
    """The terminal renderer; the browser board needs no static data beyond the view."""

    def terminal_renderer(self) -> DungeonDiceRenderer:
        return DungeonDiceRenderer()


class DungeonDiceGame(Game[DungeonDiceState]):
    """Dungeon Dice (Parker Brothers, 1977): 2–4 players push their luck to dig an escape tunnel."""

    id = "dungeon-dice"
    prefix = "dd"
    player_counts = range(2, 5)
    pass_actions = frozenset({"stop"})  # DD-TURN-09: after a roll the player may stop
    options = OPTIONS
    search: DungeonDiceSearch
    event_type = DungeonDiceEvent
    position_type = DungeonDicePosition
    words = WORDS
    study = Study(statistics=statistics.statistics, seat_statistics=statistics.seat_statistics)
    """Busts, challenges and turns for simulation reports (``statistics.py``)."""
    learning = LEARNING
    ui = DungeonDiceUI()

    def __init__(self) -> None:
        super().__init__()
        self.search = DungeonDiceSearch(self)
        for action in (ROLL, STOP, *CHALLENGE):
            self._interned[action.text] = action

    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> DungeonDiceState:
        return DungeonDiceState(self, players, options, dice)

    def _position(
        self, spec: DungeonDicePosition, options: dict[str, OptionValue], dice: Dice, where: str
    ) -> DungeonDiceState:
        """The position ``spec`` describes (position.py), at its decision."""
        return build(self, spec, options, dice, where)

    def _check_action(self, action: Action) -> None:
        if action.kind in ("roll", "stop"):
            if action.args:
                raise InvalidAction("dd.error.no_arguments", action=action.text)
            return
        if action.kind == "challenge":
            if len(action.args) != 1 or not is_digits(action.args[0]):
                raise InvalidAction("dd.error.challenge_syntax", action=action.text)
            if parse_number(action.args[0], canonical=False) is None:
                # a player number of many digits: refused here, the number cut short in the message
                raise InvalidAction("dd.error.no_such_player", number=short_number(action.args[0]))
            if parse_number(action.args[0]) is None:
                raise InvalidAction("dd.error.challenge_syntax", action=action.text)
            return
        raise InvalidAction("dd.error.unknown_action", action=action.text)

    def load_state(self, data: Any, where: str = "saved game") -> DungeonDiceState:
        """A saved game; a version-1 save (0-based ``challenge:SEAT``) is read as it was written.

        DD-NUM-01: version 2 numbers players from 1 in ``challenge:N``. A save whose snapshot state
        has no ``version`` is version 1: each ``challenge:SEAT`` becomes ``challenge:SEAT+1``, so it
        replays exactly as before. In a version-2 save of a game begun as version 1, the first
        ``legacy_actions`` are renumbered so. A save without a snapshot is taken to be current.
        """
        legacy = 0
        snapshot: Mapping[str, Any] = {}
        if isinstance(data, Mapping) and isinstance(data.get("snapshot"), Mapping):
            snapshot = data["snapshot"]
        picture = snapshot.get("state")
        actions = data.get("actions") if snapshot else None
        if (
            isinstance(picture, Mapping)
            and isinstance(actions, list)
            and all(isinstance(a, str) for a in actions)
        ):
            found = picture.get("legacy_actions", 0) if "version" in picture else len(actions)
            if not isinstance(found, int) or isinstance(found, bool) or not 0 <= found <= len(actions):
                raise LoadError(f"{where}.snapshot.state.legacy_actions", f"not an action count: {found!r}")
            legacy = found
            current = {key: value for key, value in picture.items() if key != "legacy_actions"}
            data = {
                **data,
                "actions": renumber(actions[:legacy], 1) + actions[legacy:],
                "snapshot": {**snapshot, "state": {**current, "version": SAVE_VERSION}},
            }
        state = super().load_state(data, where)
        state.legacy_actions = legacy
        return state

    def bots(self) -> Mapping[str, BotFactory]:
        return BOTS
