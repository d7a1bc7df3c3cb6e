"""The win-maximising solver for two players, checked against the real rules and against itself."""

from __future__ import annotations

import math
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from noppa import SeededDice
from noppa.bots import make_bot
from noppa.games.dungeon_dice import GAME
from noppa.games.dungeon_dice.ai import win_bot, winning
from noppa.games.dungeon_dice.ai.playout import best_action
from noppa.games.dungeon_dice.ai.win_bot import WinBot, expectation_policy
from noppa.games.dungeon_dice.ai.winning import (
    AFTER,
    START,
    TOOL,
    WIN,
    Decision,
    Rules,
    best_policy,
    solve,
    turn_distribution,
)
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

VARIANTS = [
    {},
    {"hot_dice": True},
    {"challenges": "anytime"},
    {"challenges": "never"},
    {"challenge_rolls": "fresh", "challenge_cards": 1},
    {"guard_penalty": True},
]


def position(options: dict[str, Any], mine: int, theirs: int, seed: int) -> DungeonDiceState:
    """A two-player game where seat 0 starts a turn with ``mine`` cards against ``theirs``."""
    view = {
        "players": 2,
        "options": options,
        "turn": 1,
        "to_act": 0,
        "outcome": None,
        "state": {
            "paths": [mine, theirs],
            "supply": 28 - mine - theirs,
            "current": 0,
            "phase": "start",
            "wall": [0] * 6,
            "last_roll": [],
            "pit_faces": [],
            "held": 0,
            "taken": 0,
            "target": None,
        },
    }
    return DungeonDiceState.from_view(GAME, view, SeededDice(seed))


def play_turn(options: dict[str, Any], mine: int, theirs: int, seed: int) -> tuple[int, int] | str:
    """One turn of the real game played by the expectation bot's choice: how it ended.

    The opponent's next turn may play itself (a roll with no choice), so the paths at the end of
    this turn are read from this turn's events.
    """
    state = position(options, mine, theirs, seed)
    while state.to_act == 0:
        state.apply(best_action(state))
    paths = [mine, theirs]
    for event in state.events:
        kind = event["type"]
        if kind == "turn" and event["seat"] == 1:
            break
        if kind == "game_over":
            return WIN
        if kind == "stop":
            paths[0] = event["path"]
        elif kind == "challenge_won":
            paths[1] = event["path"]
        elif kind == "challenge_lost":
            paths[1] += event["returned"]
        elif kind == "bust":
            paths[0] -= event["penalty"]
    return (paths[0], paths[1])


@pytest.mark.rule("DD-TURN-08", "DD-TURN-11", "DD-TURN-12", "DD-CHAL-02a", "DD-CHAL-03", "DD-CHAL-05")
@pytest.mark.parametrize(
    "options", VARIANTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults"
)
def test_the_solvers_turn_matches_the_real_game(options: dict[str, Any]) -> None:
    """The turn the solver models ends where the real engine's turns end, as often (4 SE)."""
    rules = Rules.from_options(GAME.resolve_options(options))
    policy = expectation_policy(rules)
    rng = random.Random(1)
    places = ((0, 0), (5, 3)) if options.get("hot_dice") else ((0, 0), (5, 3), (2, 6), (7, 1))
    for mine, theirs in places:
        exact = turn_distribution(rules, policy, mine, theirs)
        assert sum(exact.values()) == pytest.approx(1.0, abs=1e-9)
        turns = 800 if options.get("hot_dice") else 1500
        seen = Counter(play_turn(options, mine, theirs, rng.randrange(1 << 30)) for _ in range(turns))
        for end in set(exact) | set(seen):
            p = exact.get(end, 0.0)
            error = math.sqrt(max(p * (1 - p), 1e-4) / turns)
            assert abs(seen[end] / turns - p) < 4 * error + 1e-3, (mine, theirs, end, seen[end] / turns, p)


def test_the_game_value_is_consistent() -> None:
    solved = win_bot.solution(Rules())
    table = solved.first
    assert all(0.0 < value < 1.0 for row in table for value in row)
    # Near the end the mover is ahead; against 7 cards he is far behind. (More cards are not always
    # better: a player with none on his path cannot be challenged.)
    assert table[7][7] > 0.6 and table[0][7] < 0.25 and table[7][0] > 0.75
    assert min(row[7] for row in table) == table[0][7]
    # The first player's edge from the opening, found by value iteration: 50.28 %.
    assert table[0][0] == pytest.approx(0.50278, abs=1e-5)


def test_obvious_decisions() -> None:
    values = win_bot.solution(Rules()).values
    # Enough cards at risk to escape: stop.
    wall = (0, 3, 0, 0, 0, 0, 0)
    assert winning.best_choice(values(Decision(TOOL, 7, 7, wall, 1))) == "stop"
    # The opponent escapes next turn almost surely when he has 7: keep rolling with one card held.
    assert winning.best_choice(values(Decision(TOOL, 0, 7, wall, 1))) == "roll"
    # After a won challenge with enough cards to escape: stop.
    assert winning.best_choice(values(Decision(AFTER, 5, 2, held=0, taken=3))) == "stop"
    assert set(values(Decision(START, 3, 0))) == {"roll"}


@pytest.mark.slow  # the exact solver over every pairing
def test_exact_pairings() -> None:
    rules = Rules()
    best = win_bot.solution(rules)
    expectation = expectation_policy(rules)
    win_vs_expectation = solve(rules, best_policy(best), expectation, tolerance=1e-9)
    average = (win_vs_expectation.win_first_seat() + win_vs_expectation.win_second_seat()) / 2
    assert average == pytest.approx(0.51269, abs=2e-5)  # the edge of playing to win, not for cards
    # Nobody beats the optimal policy: a best response to it gains nothing.
    response = solve(rules, None, best_policy(best), tolerance=1e-9)
    assert response.win_first_seat() == pytest.approx(best.first[0][0], abs=1e-7)
    assert response.win_second_seat() == pytest.approx(1 - best.first[0][0], abs=1e-7)


@pytest.mark.slow  # whole games of the win bot
def test_the_win_bot_plays_from_its_view(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NOPPA_HOME", str(tmp_path))
    win_bot.solution.cache_clear()
    bot = make_bot(GAME, "win")
    assert isinstance(bot, WinBot)
    state = GAME.new_state(2, seed=3)
    while state.to_act is not None:
        view = state.view(state.to_act)
        choice = bot.choose(view)
        assert choice in view["legal"]
        state.apply(choice)
    cached = list((tmp_path / "cache").glob("dungeon-dice-win-*.json"))
    assert len(cached) == 1
    first = win_bot.solution(Rules()).first
    win_bot.solution.cache_clear()
    assert win_bot.solution(Rules()).first == first  # read back from the file
    # Three players: the game is not solved, the bot plays the best expectation.
    three = GAME.new_state(3, seed=1)
    view = three.view(three.to_act)
    assert bot.choose(view) == view["state"]["odds"]["best"]


@pytest.mark.slow  # solves again without its cache
def test_a_corrupt_cache_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NOPPA_HOME", str(tmp_path))
    rules = Rules(challenges="never")
    (tmp_path / "cache").mkdir()
    win_bot._cache_file(rules).write_text('{"format": "noppa-dd-win/1", "table": "nonsense"}')
    win_bot.solution.cache_clear()
    assert win_bot.solution(rules).sweeps > 0


def test_the_evaluation_is_the_expectation_pairings_value() -> None:
    """``evaluate``: each seat's exact chance to win if both then play for best expectation."""
    rules = Rules()
    pairing = win_bot.expectation_pairing(rules)
    first = GAME.search.evaluate(position({}, 0, 0, seed=1))  # before the first roll
    assert first is not None
    assert first[0] == pytest.approx(pairing.win_first_seat(), abs=1e-12)
    assert sum(first) == pytest.approx(1.0)
    for mine, theirs in ((0, 0), (3, 5), (7, 2)):
        value = GAME.search.evaluate(position({}, mine, theirs, seed=mine))
        assert value is not None and value[0] == pytest.approx(pairing.first[mine][theirs], abs=1e-12)
    assert GAME.search.evaluate(GAME.new_state(3, seed=1)) is None  # three players: not solved


def test_the_evaluation_is_consistent_along_the_expectation_policy() -> None:
    """Taking the expectation choice keeps the value where no dice fall: a stop ends the turn
    with the mover's value unchanged (now read from the opponent's turn)."""
    checked = 0
    for seed in range(30):
        state = GAME.new_state(2, seed=seed)
        assert isinstance(state, DungeonDiceState)
        while state.to_act is not None:
            action = best_action(state)
            before = GAME.search.evaluate(state)
            mover = state.current
            assert before is not None and 0.0 <= before[mover] <= 1.0
            state.apply(action)
            if action.text == "stop" and state.to_act is not None and state.current != mover:
                after = GAME.search.evaluate(state)
                assert after is not None
                assert after[mover] == pytest.approx(before[mover], abs=1e-9)
                checked += 1
    assert checked > 50
