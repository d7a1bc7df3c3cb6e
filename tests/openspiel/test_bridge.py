"""The OpenSpiel bridge: OpenSpiel's own random_sim_test, its MCTS and ISMCTS bots, and an exact check.

Games are cut short (``max_steps``) and bots search little so that each test stays well under 30 s.
"""

from __future__ import annotations

import concurrent.futures
import copy
import json
import multiprocessing
import pickle
import re
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("pyspiel")

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import ismcts, mcts, minimax

from noppa import OptionError, ScriptedDice, get_game
from noppa.extras import install_command
from noppa.games.dungeon_dice.ai.win_bot import decision_of, solution
from noppa.games.dungeon_dice.ai.winning import Rules
from noppa.openspiel import NoppaSpielState, game_name
from noppa.rl.encoding import Encoding

SERIALIZED = [("dungeon-dice", 2, 20_000), ("key-to-the-kingdom", 2, 100), ("runebound", 1, 80)]
"""OpenSpiel's own test with serialization, 20 simulations per game (Dungeon Dice to the end, the
long games cut short to keep CI's time: about 4, 3 and 5 s)."""

SIMS = [
    ("dungeon-dice", 4, 1, 20_000),
    ("key-to-the-kingdom", 6, 1, 150),
    ("runebound", 3, 1, 80),
    ("runebound", 6, 1, 40),
]


def load(game_id: str, players: int, max_steps: int = 20_000, **options: Any) -> Any:
    return pyspiel.load_game(game_name(game_id), {"players": players, "max_steps": max_steps, **options})


@pytest.mark.parametrize(("game_id", "players", "max_steps"), SERIALIZED, ids=str)
def test_openspiel_random_sim_test_with_serialization_passes(
    game_id: str, players: int, max_steps: int
) -> None:
    pyspiel.random_sim_test(load(game_id, players, max_steps), 20, serialize=True, verbose=False)


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
    assert info.max_chance_outcomes() == 1024  # the deal
    assert load("runebound", 3, deals=0).max_chance_outcomes() == 252  # five movement dice thrown
    assert load("runebound", 3, deals=0, chance="die").max_chance_outcomes() == 10  # a d10
    assert load("dungeon-dice", 2).max_chance_outcomes() == 462  # six dice thrown together
    assert load("dungeon-dice", 2, chance="die").max_chance_outcomes() == 6
    with pytest.raises(ValueError, match="2–4 players, not 9"):
        pyspiel.load_game("noppa_dungeon_dice", {"players": 9})
    with pytest.raises(OptionError):
        pyspiel.load_game("noppa_dungeon_dice", {"challenges": "sometimes"})


def test_each_die_is_a_chance_node_with_exact_odds_and_the_game_is_the_same() -> None:
    faces = [3, 1, 6, 6, 2, 4, 5, 5, 1, 2, 3, 4]
    state = load("dungeon-dice", 2, chance="die").new_initial_state()
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


@pytest.mark.parametrize("chance", ["roll", "die"])
def test_expectimax_over_the_chance_nodes_agrees_with_the_win_solver(chance: str) -> None:
    """Two-player Dungeon Dice: from positions with up to three dice left to roll, the bridge's
    exact tree of the rest of the turn (each throw, or each die, a chance node), valued at the next
    turn's start by the solver, gives the solver's own chance of winning. The mover has cards on his
    path, so the next turn opens with the opponent's decision (he may challenge) and the walk stops
    there."""
    game = load("dungeon-dice", 2, chance=chance)
    solved = solution(Rules())
    rng = np.random.RandomState(3)
    checked = 0
    for _ in range(400):
        if checked == 6:
            break
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(int(rng.randint(len(state.chance_outcomes()))))
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


def walk(state: Any, rng: np.random.RandomState, steps: int) -> Any:
    """``steps`` random actions and chance outcomes (by their probabilities) from ``state``."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=chances)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


GAMES = [("dungeon-dice", 2), ("key-to-the-kingdom", 3), ("runebound", 2)]


@pytest.mark.parametrize(("game_id", "players"), GAMES, ids=str)
def test_games_and_states_pickle_serialize_and_deep_copy_as_clones(game_id: str, players: int) -> None:
    """Issue 29 (1, 8): pickle, OpenSpiel's serialization and ``copy.deepcopy`` give a state that
    plays on exactly as its clone does, at the start, at a chance node and at a decision."""
    game = load(game_id, players, 400)
    assert pickle.loads(pickle.dumps(game)) == game
    rng = np.random.RandomState(5)
    state = game.new_initial_state()
    for steps in (0, 1, 30, 60):
        state = walk(state, rng, steps)
        _, loaded = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
        copies = [pickle.loads(pickle.dumps(state)), loaded, copy.deepcopy(state), state.clone()]
        seed = int(rng.randint(1 << 30))
        played = [walk(twin, np.random.RandomState(seed), 40) for twin in copies]
        expected = str(played[-1]), played[-1].history()
        for twin in played[:-1]:
            assert (str(twin), twin.history()) == expected


def double(game: str) -> Any:
    """Runs in a worker process: the game came pickled; one random game to its end."""
    loaded = pickle.loads(bytes.fromhex(game))
    state = walk(loaded.new_initial_state(), np.random.RandomState(0), 10_000)
    return str(loaded), state.is_terminal()


def test_a_pickled_game_goes_to_a_worker_process() -> None:
    game = load("dungeon-dice", 3, 300)
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context) as pool:
        name, ended = pool.submit(double, pickle.dumps(game).hex()).result(timeout=120)
    assert name == str(game) and ended


def test_every_option_value_survives_the_game_string() -> None:
    """Issue 29 (1): ``supply="28"`` used to come back from the game string as the number 28."""
    for game_id in ("dungeon-dice", "key-to-the-kingdom", "runebound"):
        noppa_game = get_game(game_id)
        for option in noppa_game.options:
            for value in option.values:
                players = 6 if value == "3x2" else 4 if value == "2x2" else 2
                game = pyspiel.load_game(game_name(game_id), {option.name: value, "players": players})
                again = pyspiel.load_game(str(game))
                assert str(again) == str(game)
                assert again.setup.options[option.name] == value
    assert "supply=n28" in str(pyspiel.load_game("noppa_dungeon_dice"))
    assert pyspiel.load_game("noppa_runebound(xp_cost=n3)").setup.options["xp_cost"] == "3"


def test_the_game_ids_are_names_too() -> None:
    game = pyspiel.load_game("dungeon-dice", {"players": 3})
    assert str(game).startswith("dungeon-dice(") and game.num_players() == 3
    assert str(pyspiel.load_game(str(game))) == str(game)
    assert pyspiel.load_game("key-to-the-kingdom(players=2)").num_players() == 2


def test_two_player_dungeon_dice_is_zero_sum_and_the_others_general_sum() -> None:
    zero = pyspiel.GameType.Utility.ZERO_SUM
    assert load("dungeon-dice", 2).get_type().utility == zero
    assert load("dungeon-dice", 2).utility_sum() == 0.0
    assert load("dungeon-dice", 3).get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert load("runebound", 2).get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM


@pytest.mark.slow  # a search
def test_expectiminimax_at_depth_two_finishes_on_dungeon_dice() -> None:
    """Issue 29 (3): each throw is one node of at most 462 outcomes (126 for the four dice left
    here), so OpenSpiel's expectiminimax searches two decisions deep — the throw between them and,
    after a bust, the next player's throw, each in full — in seconds; with a node per die the
    throws alone were 6⁴ and 6⁶ leaves. A bust passes straight to the next throw with no decision
    between, so chains of busts are unbounded: ``max_steps`` (here three steps past the root)
    bounds the search."""
    game = load("dungeon-dice", 2, 4)
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    while state.is_chance_node():
        outcomes, chances = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rng.choice(outcomes, p=chances)))
    assert len(state.child(state.legal_actions()[0]).chance_outcomes()) == 126

    def value(node: Any) -> float:
        return 0.0

    best, action = minimax.expectiminimax(state, 2, value, state.current_player())
    assert action in state.legal_actions() and best == 0.0  # every line is cut before its end


def decks(state: Any) -> str:
    """Everything the noppa state holds (decks and hidden cards included) as text."""
    return json.dumps(state.noppa_state.to_json()["snapshot"], sort_keys=True)


def test_each_episode_has_its_own_deal_unless_the_deal_is_fixed() -> None:
    """Issue 29 (2): the deal is a chance node (``deals`` equally likely deals), so OpenSpiel's
    RL environment deals anew every episode; ``deals=0`` keeps the one deal of ``seed``."""
    game = load("key-to-the-kingdom", 2, 200)
    first = game.new_initial_state()
    assert first.is_chance_node() and len(first.chance_outcomes()) == 1024
    assert first.action_to_string(pyspiel.PlayerId.CHANCE, 5) == "deal 5"
    assert {p for _, p in first.chance_outcomes()} == {1 / 1024}
    environment = rl_environment.Environment(game, seed=3)
    seen = set()
    for _ in range(3):
        environment.reset()
        seen.add(decks(environment.get_state))
    assert len(seen) == 3, "two episodes had the same deal"
    fixed = load("key-to-the-kingdom", 2, 200, deals=0)
    assert fixed.new_initial_state().chance_outcomes()[0][1] != 1 / 1024
    environment = rl_environment.Environment(fixed, seed=3)
    contents = set()
    for _ in range(3):
        environment.reset()
        contents.add(json.dumps(environment.get_state.noppa_state.contents, sort_keys=True))
    assert len(contents) == 1, "deals=0 dealt differently"
