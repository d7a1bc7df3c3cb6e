"""The RL environments by PettingZoo's and Gymnasium's own checks, for every game and player count."""

from __future__ import annotations

import functools
import re
import runpy
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, render_test, seed_test
from pettingzoo.test.state_test import test_state as state_check
from pettingzoo.test.state_test import test_state_space as state_space_check
from pettingzoo.utils.conversions import turn_based_aec_to_parallel

from noppa import OptionError, get_game, list_games
from noppa.rl import INSTALL, env, raw_env, single_agent_env
from noppa.rl.aec import NoppaAECEnv

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rl_train.py"
SETUPS = [(g, n) for g in list_games() for n in get_game(g).player_counts]


@pytest.fixture(autouse=True)
def _quiet() -> Iterator[None]:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        warnings.filterwarnings("ignore", message=".*reset\\(\\) ignores the options")
        warnings.filterwarnings("ignore", message=".*Illegal move made")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        yield


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=str)
def test_pettingzoo_own_tests_pass(game_id: str, players: int, capsys: pytest.CaptureFixture[str]) -> None:
    api_test(env(game_id, players=players, seed=players), num_cycles=40)
    seed_test(functools.partial(env, game_id, players=players), num_cycles=40)
    render_test(functools.partial(env, game_id, players=players))
    wrapped = env(game_id, players=players)
    state_space_check(wrapped.unwrapped)
    state_check(wrapped, 10)
    capsys.readouterr()


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=str)
def test_gymnasium_check_env_passes_with_default_settings(game_id: str, players: int) -> None:
    check_env(single_agent_env(game_id, players=players, opponents=["random"]))


def test_env_is_wrapped_and_raw_env_is_not() -> None:
    wrapped = env("dungeon-dice", players=2)
    assert isinstance(wrapped.unwrapped, NoppaAECEnv) and not isinstance(wrapped, NoppaAECEnv)
    assert isinstance(raw_env("dungeon-dice", players=2), NoppaAECEnv)


def test_an_illegal_action_through_env_loses_and_raw_env_raises() -> None:
    wrapped = env("dungeon-dice", players=2, seed=1)
    wrapped.reset(seed=1)
    agent = wrapped.agent_selection
    mask = wrapped.observe(agent)["action_mask"]
    wrapped.step(int(np.flatnonzero(mask == 0)[0]))
    assert wrapped.terminations[agent] and wrapped.rewards[agent] == -1
    raw = raw_env("dungeon-dice", players=2, seed=1)
    raw.reset(seed=1)
    mask = raw.observe(raw.agent_selection)["action_mask"]
    with pytest.raises(ValueError, match="not legal now"):
        raw.step(int(np.flatnonzero(mask == 0)[0]))


def test_reset_options_set_the_game_options_and_bad_ones_change_nothing() -> None:
    raw = raw_env("dungeon-dice", players=2, seed=1)
    raw.reset(seed=1, options={"game_options": {"hot_dice": True}})
    assert raw.game_state.options["hot_dice"] is True
    with pytest.raises(OptionError):
        raw.reset(options={"game_options": {"hot_dice": "maybe"}})
    assert raw.game_options["hot_dice"] is True
    gym = single_agent_env("dungeon-dice", opponents=["random"])
    gym.reset(seed=2, options={"game_options": {"challenges": "never"}})
    assert gym.state is not None and gym.state.options["challenges"] == "never"
    with pytest.raises(ValueError, match="game_options"):
        gym.reset(options={"speed": 2})


def test_state_is_every_seats_observation() -> None:
    raw = raw_env("key-to-the-kingdom", players=3, seed=5)
    raw.reset(seed=5)
    state = raw.state()
    assert raw.state_space.contains(state)
    parts = np.split(state, 3)
    for seat, part in enumerate(parts):
        assert np.array_equal(part, raw.observe(f"player_{seat}")["observation"])


def test_turn_based_parallel_form_plays_a_game() -> None:
    parallel = turn_based_aec_to_parallel(raw_env("dungeon-dice", players=3, seed=2))
    observations, _ = parallel.reset(seed=2)
    rng = np.random.default_rng(0)
    steps = 0
    while parallel.agents:
        actions = {}
        for agent in parallel.agents:
            mask = observations[agent]["action_mask"]
            actions[agent] = int(rng.choice(np.flatnonzero(mask))) if mask.any() else 0
        observations, rewards, _, _, _ = parallel.step(actions)
        steps += 1
    assert steps > 3 and sorted(rewards.values())[-1] == 1.0


def test_aec_rewards_at_the_end() -> None:
    aec = env("dungeon-dice", players=2, seed=4)
    aec.reset(seed=4)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        action = (
            None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        )
        aec.step(action)
    assert sorted(totals.values()) == [-1.0, 1.0]
    winner = aec.game_state.outcome.winners[0]
    assert totals[f"player_{winner}"] == 1.0


def test_single_agent_env_against_bots() -> None:
    gym = single_agent_env("dungeon-dice", players=3, opponents=["expectation", "mcts:5"])
    observation, info = gym.reset(seed=3)
    assert info["legal"] and gym.state is not None and gym.state.to_act == info["seat"]
    assert gym.action_masks().tolist() == [bool(v) for v in observation["action_mask"]]
    rewards = []
    for episode in range(6):
        observation, info = gym.reset(seed=episode)
        done = False
        while not done:
            action = int(np.flatnonzero(observation["action_mask"])[0])
            observation, reward, terminated, truncated, info = gym.step(action)
            done = terminated or truncated
        rewards.append(reward)
    assert set(rewards) <= {-1.0, 1.0} and len(rewards) == 6
    observation, _ = gym.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    assert gym.step(illegal)[1:3] == (-1.0, True)
    strict = single_agent_env("dungeon-dice", opponents=["random"], illegal="raise")
    observation, _ = strict.reset(seed=1)
    with pytest.raises(ValueError, match="not legal now"):
        strict.step(int(np.flatnonzero(observation["action_mask"] == 0)[0]))


def test_the_training_example_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", [str(EXAMPLE), "--episodes", "30", "--eval-games", "10"])
    runpy.run_path(str(EXAMPLE), run_name="__main__")
    printed = capsys.readouterr().out
    assert "win rate before training" in printed and "win rate after training" in printed


@pytest.mark.parametrize("module", ["numpy", "noppa.rl", "pettingzoo"])
def test_the_training_example_without_its_modules_says_how_to_run_it(
    monkeypatch: pytest.MonkeyPatch, module: str
) -> None:
    monkeypatch.setitem(sys.modules, module, None)
    monkeypatch.setattr(sys, "argv", [str(EXAMPLE), "--episodes", "1", "--eval-games", "1"])
    with pytest.raises(SystemExit) as stopped:
        runpy.run_path(str(EXAMPLE), run_name="__main__")
    said = str(stopped.value.code)
    assert "\n" not in said and said.startswith("examples/rl_train.py")
    assert ("./run --with rl" in said) if module != "pettingzoo" else (INSTALL in said)


def test_without_the_rl_extra_one_line_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pettingzoo", None)
    with pytest.raises(
        ImportError, match=re.escape(f"noppa.rl needs pettingzoo: install it with  {INSTALL}")
    ):
        raw_env("dungeon-dice")
    with pytest.raises(ImportError, match=re.escape(INSTALL)):
        single_agent_env("dungeon-dice")
