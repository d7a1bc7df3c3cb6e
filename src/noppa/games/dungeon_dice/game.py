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
    LoadError,
    Option,
    OptionValue,
    SeededDice,
    State,
)
from noppa.games.dungeon_dice.state import CHALLENGE, ROLL, SAVE_VERSION, STOP, DungeonDiceState, renumber

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
        assert isinstance(state, DungeonDiceState)
        state.legacy_actions = legacy
        return state

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
