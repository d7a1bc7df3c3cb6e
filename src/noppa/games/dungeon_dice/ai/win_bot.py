"""The ``win`` bot: plays two-player Dungeon Dice by the exact chance of winning (``winning.py``).

The solution for a set of rules is computed on first use (1–20 s), kept in memory, and cached on
disk in ``$NOPPA_HOME/cache`` (else ``$XDG_CACHE_HOME/noppa`` or ``~/.cache/noppa``) — never at
import time. This module also reads the real game's choices into the solver's terms: the
best-expectation bot as a fixed policy (:func:`expectation_policy`) and any view as a decision
(:func:`decision_of`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from noppa.games.dungeon_dice.ai.winning import (
    AFTER,
    CHALLENGE,
    GOAL,
    START,
    TOOL,
    Decision,
    Policy,
    Rules,
    Solution,
    best_choice,
    solve,
)
from noppa.games.dungeon_dice.rules import odds
from noppa.games.dungeon_dice.rules.state import CHALLENGE as CHALLENGE_ACTIONS

if TYPE_CHECKING:
    from noppa.games.dungeon_dice.rules.state import DungeonDiceState

CACHE_FORMAT = "noppa-dd-win/1"


def decision_of(picture: Mapping[str, Any]) -> Decision:
    """The decision a two-player view's ``state`` shows (``view["state"]``; the mover is ``current``)."""
    mover = int(picture["current"])
    paths = picture["paths"]
    mine, theirs = int(paths[mover]), int(paths[1 - mover])
    phase = picture["phase"]
    if phase == "challenge":
        return Decision(AFTER, mine, theirs, odds.EMPTY, int(picture["held"]), int(picture["taken"]))
    if phase == "decide":
        wall = (0, *(int(count) for count in picture["wall"]))
        return Decision(TOOL, mine, theirs, wall, min(int(picture["held"]), GOAL - mine))
    return Decision(START, mine, theirs)


def _position_view(rules: Rules, decision: Decision) -> dict[str, Any]:
    """A view of a two-player position where seat 0 faces ``decision`` (to ask the real rules)."""
    phase = {START: "start", TOOL: "decide", AFTER: "challenge"}[decision.phase]
    return {
        "game": "dungeon-dice",
        "seat": 0,
        "players": 2,
        "options": rules_options(rules),
        "to_act": 0,
        "turn": 1,
        "outcome": None,
        "legal": [],
        "state": {
            "paths": [decision.mine, decision.theirs],
            "supply": 28 - decision.mine - decision.theirs - decision.held,
            "current": 0,
            "phase": phase,
            "wall": list(decision.wall[1:]),
            "last_roll": [],
            "pit_faces": [],
            "held": decision.held,
            "taken": decision.taken,
            "target": 1 if decision.phase == AFTER else None,
        },
        "log": [],
    }


def rules_options(rules: Rules) -> dict[str, Any]:
    """The game's option values for ``rules`` (the supply at its default)."""
    return {
        "hot_dice": rules.hot_dice,
        "challenges": rules.challenges,
        "challenge_rolls": "fresh" if rules.fresh_challenge_rolls else "keep-guards",
        "challenge_cards": rules.challenge_cards,
        "guard_penalty": rules.guard_penalty,
        "supply": "28",
    }


def expectation_policy(rules: Rules) -> Policy:
    """The best-expectation bot's decisions, read from the real game's exact odds at each position."""
    from noppa.engine import SeededDice
    from noppa.engine.registry import get_game
    from noppa.games.dungeon_dice.rules.state import DungeonDiceState

    game = get_game("dungeon-dice")
    assert isinstance(game, type(game))
    chosen: dict[Decision, str] = {}

    def policy(decision: Decision, choices: tuple[str, ...]) -> str:
        found = chosen.get(decision)
        if found is None:
            state = DungeonDiceState.from_view(
                game,  # type: ignore[arg-type]
                _position_view(rules, decision),
                SeededDice(0),
            )
            found = str(state.odds()["best"]).partition(":")[0]  # type: ignore[index]
            chosen[decision] = found
        return found

    return policy


@cache
def expectation_pairing(rules: Rules) -> Solution:
    """The best-expectation policy against itself, solved exactly (about a second, kept in memory)."""
    policy = expectation_policy(rules)
    return solve(rules, policy, policy, symmetric=True)


_EXPECTATION_VALUES: dict[tuple[Rules, Decision], float] = {}


def expectation_evaluation(state: DungeonDiceState) -> list[float] | None:
    """Each seat's exact chance to win from ``state`` if both then play for best expectation.

    The search bot's leaf evaluation (``Game.evaluate``): the value of the position under the
    ``expectation`` bot's policy for both players, read from :func:`expectation_pairing` — policy
    *evaluation* of the heuristic, not the win-maximising solution, so a search scored by it
    improves on the heuristic by its own look-ahead. ``None`` with three or four players (not
    solved) and in a finished game.
    """
    if state.players != 2 or state.to_act is None:
        return None
    rules = Rules.from_options(state.options)
    decision = decision_of(
        {
            "current": state.current,
            "paths": state.paths,
            "phase": state.asking(),
            "wall": list(state.wall[1:]),
            "held": state.held,
            "taken": state.taken,
        }
    )
    key = (rules, decision)
    value = _EXPECTATION_VALUES.get(key)
    if value is None:
        value = _EXPECTATION_VALUES[key] = expectation_pairing(rules).value(decision)
    values = [1.0 - value, 1.0 - value]
    values[state.current] = value
    return values


def cache_dir() -> Path:
    """Where solutions are kept: ``$NOPPA_HOME/cache``, else ``$XDG_CACHE_HOME/noppa`` (``~/.cache``)."""
    home = os.environ.get("NOPPA_HOME")
    if home:
        return Path(home) / "cache"
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "noppa"


def _cache_file(rules: Rules) -> Path:
    return cache_dir() / f"dungeon-dice-win-{rules.key()}.json"


def _load(rules: Rules) -> Solution | None:
    try:
        data = json.loads(_cache_file(rules).read_text())
        if data.get("format") != CACHE_FORMAT or data.get("rules") != asdict(rules):
            return None
        table = [[float(v) for v in row] for row in data["table"]]
        hot = [[[float(v) for v in cell] for cell in row] for row in data["hot"]]
        if len(table) != GOAL or any(len(row) != GOAL or not all(0 <= v <= 1 for v in row) for row in table):
            return None
        if len(hot) != GOAL or any(len(row) != GOAL for row in hot):
            return None
        return Solution(rules, table, table, hot, hot, int(data["sweeps"]), float(data["seconds"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _store(solution: Solution) -> None:
    path = _cache_file(solution.rules)
    data = {
        "format": CACHE_FORMAT,
        "rules": asdict(solution.rules),
        "sweeps": solution.sweeps,
        "seconds": solution.seconds,
        "table": solution.first,
        "hot": solution.hot_first,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(data))
        temporary.replace(path)
    except OSError:
        pass  # the cache only saves time


@cache
def solution(rules: Rules) -> Solution:
    """The game solved for ``rules``: from memory, else the disk cache, else value iteration (1–20 s)."""
    found = _load(rules)
    if found is None:
        found = solve(rules)
        _store(found)
    return found


class WinBot:
    """Plays to win a two-player game: every decision by the exact chance of winning (:func:`solve`).

    With three or four players, where the game is not solved, it plays the best-expectation choice.
    It reads nothing but its own seat's view.
    """

    name = "win"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._values: dict[tuple[Rules, Decision], dict[str, float]] = {}

    def choose(self, view: Mapping[str, Any]) -> str:
        legal = list(view["legal"])
        if not legal:
            raise ValueError("the view offers no legal action: it is not this seat's turn")
        picture = view["state"]
        fallback = str((picture.get("odds") or {}).get("best", legal[0]))
        if view["players"] != 2 or len(legal) == 1:
            return fallback if fallback in legal else str(legal[0])
        rules = Rules.from_options(view["options"])
        decision = decision_of(picture)
        key = (rules, decision)
        values = self._values.get(key)
        if values is None:
            values = self._values[key] = solution(rules).values(decision)
        kind = best_choice(values)
        chosen = CHALLENGE_ACTIONS[1 - int(picture["current"])].text if kind == CHALLENGE else kind
        return chosen if chosen in legal else fallback
