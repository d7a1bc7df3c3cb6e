"""The OpenSpiel bridge: OpenSpiel's own random_sim_test, its MCTS and ISMCTS bots, and an exact check.

Games are cut short (``max_steps``) and bots search little so that each test stays well under 30 s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("pyspiel")

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from noppa import OptionError, ScriptedDice, get_game
from noppa.extras import install_command
from noppa.games.dungeon_dice.ai.win_bot import decision_of, solution
from noppa.games.dungeon_dice.ai.winning import Rules
from noppa.openspiel import NoppaSpielState, game_name
from noppa.rl.encoding import Encoding

SIMS = [
    ("dungeon-dice", 2, 3, 20_000),
    ("dungeon-dice", 4, 1, 20_000),
    ("key-to-the-kingdom", 2, 1, 250),
    ("key-to-the-kingdom", 6, 1, 150),
    ("runebound", 1, 1, 250),
    ("runebound", 3, 1, 80),
    ("runebound", 6, 1, 40),
]


def load(game_id: str, players: int, max_steps: int = 20_000, **options: Any) -> Any:
    return pyspiel.load_game(game_name(game_id), {"players": players, "max_steps": max_steps, **options})


@pytest.mark.parametrize(("game_id", "players", "sims", "max_steps"), SIMS, ids=str)
def test_openspiel_random_sim_test_passes(game_id: str, players: int, sims: int, max_steps: int) -> None:
    pyspiel.random_sim_test(load(game_id, players, max_steps), sims, serialize=False, verbose=False)


def test_every_game_is_registered_with_its_facts() -> None:
    game = load("runebound", 3)
    kind, info = game.get_type(), game
    assert kind.short_name == "noppa_runebound" and kind.min_num_players == 1 and kind.max_num_players == 6
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    encoding = Encoding(get_game("runebound"), 3, get_game("runebound").resolve_options({}))
    assert info.num_distinct_actions() == encoding.n_actions and info.num_players() == 3
    assert info.max_chance_outcomes() == 10
    with pytest.raises(ValueError, match="2–4 players, not 9"):
        pyspiel.load_game("noppa_dungeon_dice", {"players": 9})
    with pytest.raises(OptionError):
        pyspiel.load_game("noppa_dungeon_dice", {"challenges": "sometimes"})


def test_each_die_is_a_chance_node_with_exact_odds_and_the_game_is_the_same() -> None:
    faces = [3, 1, 6, 6, 2, 4, 5, 5, 1, 2, 3, 4]
    state = load("dungeon-dice", 2).new_initial_state()
    used = 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert outcomes == [(face, 1 / 6) for face in range(6)]
        state.apply_action(faces[used] - 1)
        used += 1
    assert used == 6
    state.apply_action(state.legal_actions()[0])  # roll: the dice left in the pit, one node each
    while state.is_chance_node():
        state.apply_action(faces[used] - 1)
        used += 1
    plain = get_game("dungeon-dice").new_state(2, dice=ScriptedDice(faces[:used]))
    plain.apply("roll")
    assert state.noppa_state.view(0) == plain.view(0)


def test_tensors_and_strings_come_from_the_encodings() -> None:
    game = load("key-to-the-kingdom", 3)
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    while state.is_chance_node() or state.current_player() != 0:
        if state.is_chance_node():
            state.apply_action(int(rng.integers(len(state.chance_outcomes()))))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    encoding = Encoding(get_game("key-to-the-kingdom"), 3, get_game("key-to-the-kingdom").resolve_options({}))
    view = state.noppa_state.view(0, log=False)
    assert np.allclose(state.observation_tensor(0), encoding.observe(view))
    assert len(state.information_state_tensor(0)) == encoding.info_state_size
    assert json.loads(state.observation_string(0))["seat"] == 0
    before = state.information_state_string(0)
    action = state.legal_actions()[0]
    assert state.information_state_string(0).startswith("seat 0\nmy actions: -")
    state.apply_action(action)
    while state.is_chance_node():
        state.apply_action(0)
    assert state.information_state_string(0) != before
    assert encoding.actions[action] in state.information_state_string(0).splitlines()[1]


def test_resampling_keeps_what_the_seat_knows() -> None:
    state = load("runebound", 2).new_initial_state()
    while state.is_chance_node():
        state.apply_action(0)
    seat = state.current_player()
    sample = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(7, 0.0, 1.0))
    assert sample.information_state_string(seat) == state.information_state_string(seat)
    assert sample.legal_actions() == state.legal_actions()


def play(
    game: Any, bots: list[Any], rng: np.random.RandomState, decisions: int
) -> tuple[NoppaSpielState, list[int]]:
    """Play ``decisions`` decisions; the state and which seat made each decision."""
    state = game.new_initial_state()
    deciders: list[int] = []
    while not state.is_terminal() and len(deciders) < decisions:
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=chances)))
        else:
            seat = state.current_player()
            action = bots[seat].step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            deciders.append(seat)
    return state, deciders


@pytest.mark.parametrize(
    ("game_id", "max_steps"), [("dungeon-dice", 300), ("key-to-the-kingdom", 60), ("runebound", 60)]
)
def test_openspiel_mcts_and_ismcts_play_every_game(game_id: str, max_steps: int) -> None:
    game = load(game_id, 2, max_steps)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, 2, 4, evaluator, random_state=rng),
        ismcts.ISMCTSBot(game, evaluator, 2, 4, random_state=rng),
    ]
    # ISMCTS's own resampler seeds itself from the clock; this one draws from the test's generator,
    # so that the game is the same at every run.
    bots[1].set_resampler(lambda state, seat: state.resample_from_infostate(seat, rng.uniform))
    _, deciders = play(game, bots, rng, decisions=12)
    assert len(deciders) == 12 and set(deciders) == {0, 1}, deciders


Leaf = Callable[[NoppaSpielState], float | None]


def expectimax(state: NoppaSpielState, player: int, leaf: Leaf, memo: dict[str, float]) -> float:
    """The exact expected return of ``player`` over the bridge's tree: max for him, min for the other,
    each chance node weighted by its outcomes' probabilities; ``leaf`` values the positions where the
    walk stops."""
    if state.is_terminal():
        return float(state.returns()[player])
    if state.is_chance_node():
        total = 0.0
        for outcome, chance in state.chance_outcomes():
            child = state.clone()
            child.apply_action(outcome)
            total += chance * expectimax(child, player, leaf, memo)
        return total
    key = state.observation_string(player)
    if key in memo:
        return memo[key]
    value = leaf(state)
    if value is None:
        children = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            children.append(expectimax(child, player, leaf, memo))
        value = max(children) if state.current_player() == player else min(children)
    memo[key] = value
    return value


def test_expectimax_over_the_chance_nodes_agrees_with_the_win_solver() -> None:
    """Two-player Dungeon Dice: from positions with up to three dice left to roll, the bridge's
    exact tree of the rest of the turn (every die a chance node), valued at the next turn's start by
    the solver, gives the solver's own chance of winning. The mover has cards on his path, so the
    next turn opens with the opponent's decision (he may challenge) and the walk stops there."""
    game = load("dungeon-dice", 2)
    solved = solution(Rules())
    rng = np.random.RandomState(3)
    checked = 0
    for _ in range(400):
        if checked == 6:
            break
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(int(rng.randint(6)))
                continue
            picture = state.noppa_state.view(None, log=False)["state"]
            mover = state.current_player()
            if picture["phase"] == "decide" and picture["pit"] <= 3 and picture["paths"][mover] >= 1:
                turn = state.noppa_state.turn

                def leaf(node: NoppaSpielState, mover: int = mover, turn: int = turn) -> float | None:
                    if node.noppa_state.turn == turn:
                        return None
                    win = solved.value(decision_of(node.noppa_state.view(None, log=False)["state"]))
                    mine = win if node.current_player() == mover else 1.0 - win
                    return 2.0 * mine - 1.0

                exact = (expectimax(state, mover, leaf, {}) + 1.0) / 2.0
                assert exact == pytest.approx(solved.value(decision_of(picture)), abs=1e-9)
                checked += 1
                break
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert checked == 6


def test_without_the_openspiel_extra_one_line_names_the_install_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib
    import sys

    monkeypatch.delitem(sys.modules, "noppa.openspiel")
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    with pytest.raises(
        ImportError, match=re.escape(f"needs pyspiel: install it with  {install_command('openspiel')}")
    ):
        importlib.import_module("noppa.openspiel")
