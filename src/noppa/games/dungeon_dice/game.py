"""Dungeon Dice as a :class:`noppa.engine.Game`: facts, options, action syntax, bots, renderer."""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any

from noppa.engine import (
    Action,
    BotFactory,
    Dice,
    Game,
    InvalidAction,
    Option,
    OptionValue,
    SeededDice,
    State,
)
from noppa.games.dungeon_dice.state import CHALLENGE, ROLL, SAVE_VERSION, STOP, DungeonDiceState

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


class DungeonDiceGame(Game):
    """Dungeon Dice (Parker Brothers, 1977): 2–4 players push their luck to dig an escape tunnel."""

    id = "dungeon-dice"
    prefix = "dd"
    player_counts = range(2, 5)
    options = OPTIONS

    def __init__(self) -> None:
        super().__init__()
        for action in (ROLL, STOP, *CHALLENGE):
            self._interned[action.text] = action

    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> DungeonDiceState:
        return DungeonDiceState(self, players, options, dice)

    def _check_action(self, action: Action) -> None:
        if action.kind in ("roll", "stop"):
            if action.args:
                raise InvalidAction("dd.error.no_arguments", action=action.text)
            return
        if action.kind == "challenge":
            if len(action.args) != 1 or not action.args[0].isdigit():
                raise InvalidAction("dd.error.challenge_syntax", action=action.text)
            return
        raise InvalidAction("dd.error.unknown_action", action=action.text)

    def load_state(self, data: Any, where: str = "saved game") -> State:
        """A saved game; a version-1 save (0-based ``challenge:SEAT``) is read as it was written.

        DD-NUM-01: version 2 numbers players from 1 in ``challenge:N``. A save whose snapshot state
        has no ``version`` is version 1: each ``challenge:SEAT`` becomes ``challenge:SEAT+1``, so it
        replays exactly as before. A save without a snapshot is taken to be current.
        """
        snapshot = data.get("snapshot") if isinstance(data, Mapping) else None
        if isinstance(snapshot, Mapping):
            picture = snapshot.get("state")
            if isinstance(picture, Mapping) and "version" not in picture:
                data = {
                    **data,
                    "actions": _renumber(data.get("actions")),
                    "snapshot": {**snapshot, "state": {**picture, "version": SAVE_VERSION}},
                }
        return super().load_state(data, where)

    def bots(self) -> Mapping[str, BotFactory]:
        from noppa.games.dungeon_dice.bot import ExpectationBot
        from noppa.games.dungeon_dice.win_bot import WinBot

        return {"expectation": ExpectationBot, "win": WinBot}

    def determinize(self, view: Mapping[str, Any], seed: int) -> DungeonDiceState:
        """The position ``view`` shows with fresh dice seeded by ``seed``: nothing else is hidden."""
        return DungeonDiceState.from_view(self, view, SeededDice(seed))

    def search_key(self, state: State, seat: int) -> Hashable:
        from noppa.games.dungeon_dice.playout import search_key

        assert isinstance(state, DungeonDiceState)
        return search_key(state)

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """The best-expectation choice (the ``expectation`` bot's), read straight from the state."""
        from noppa.games.dungeon_dice.playout import best_action

        assert isinstance(state, DungeonDiceState)
        return best_action(state)

    def search_preset(self, players: int) -> str:
        """Two players: a flat, paired search scored by the exact evaluation (+1.3 points over the
        heuristic, ``docs/bots.md``); three or four, where there is no evaluation, the defaults."""
        return "3000:depth=0:tree=1:paired=1" if players == 2 else ""

    def evaluate(self, state: State) -> list[float] | None:
        """Two players: each seat's exact chance to win if both then play for best expectation.

        The value of the heuristic's own policy (``win_bot.expectation_evaluation``), for search
        bots that cut their playouts (``mcts:…:depth=0``); ``None`` with three or four players.
        """
        from noppa.games.dungeon_dice.win_bot import expectation_evaluation

        assert isinstance(state, DungeonDiceState)
        return expectation_evaluation(state)

    def statistics(self, state: State) -> dict[str, float]:
        from noppa.games.dungeon_dice.statistics import statistics

        assert isinstance(state, DungeonDiceState)
        return statistics(state)

    def seat_statistics(self, state: State) -> list[dict[str, float]]:
        from noppa.games.dungeon_dice.statistics import seat_statistics

        assert isinstance(state, DungeonDiceState)
        return seat_statistics(state)

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        from noppa.games.dungeon_dice.encoding import action_space

        return action_space(players)

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        from noppa.games.dungeon_dice.encoding import encode_view

        return encode_view(view)

    def terminal_renderer(self) -> Any:
        from noppa.games.dungeon_dice.render import DungeonDiceRenderer

        return DungeonDiceRenderer()


def _renumber(actions: object) -> object:
    """Version-1 action texts in version 2: ``challenge:SEAT`` becomes ``challenge:SEAT+1``."""
    if not isinstance(actions, list):
        return actions  # load_state names the problem
    out: list[object] = []
    for action in actions:
        kind, _, seat = action.partition(":") if isinstance(action, str) else ("", "", "")
        out.append(f"challenge:{int(seat) + 1}" if kind == "challenge" and seat.isdigit() else action)
    return out
