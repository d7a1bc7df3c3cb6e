"""The RL environments: PettingZoo's own API test for every game, the fallbacks, the bot env."""

from __future__ import annotations

import runpy
import sys
import warnings
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from noppa import get_game, list_games
from noppa.games.dungeon_dice.game import DungeonDiceGame
from noppa.rl import env, single_agent_env
from noppa.rl.encoding import Encoding, hashed_observation

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rl_train.py"


def counts(game_id: str) -> list[int]:
    players = get_game(game_id).player_counts
    return sorted({players.start, players.stop - 1})


@pytest.mark.parametrize(("game_id", "players"), [(g, n) for g in list_games() for n in counts(g)], ids=str)
def test_pettingzoo_api_test_passes(game_id: str, players: int) -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        api_test(env(game_id, players=players, seed=players), num_cycles=300)
        seed_test(lambda: env(game_id, players=players))


class PlainDice(DungeonDiceGame):
    """Dungeon Dice without its learning capability: the environments must fall back."""

    learning = None  # type: ignore[assignment]


def test_fallback_encodings_pass_the_api_test() -> None:
    game = PlainDice()
    encoding = Encoding(game, 3, game.resolve_options({}), max_actions=8, hashed_size=32)
    assert not encoding.fixed_actions and not encoding.own_observation
    assert (encoding.n_actions, encoding.observation_size) == (8, 32 + 3 + 1)
    assert encoding.mask(["roll", "challenge:2"]) == [1, 1, 0, 0, 0, 0, 0, 0]
    assert encoding.action(1, ["roll", "challenge:2"]) == "challenge:2"
    with pytest.raises(ValueError, match="not legal now"):
        encoding.action(2, ["roll", "challenge:2"])
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        api_test(env(game, players=3, seed=1, max_actions=8), num_cycles=200)


def test_hashed_observation_is_bounded_and_sees_changes() -> None:
    state = get_game("dungeon-dice").new_state(2, seed=3)
    view = state.view(0)
    first = hashed_observation(view, 64, 2)
    assert len(first) == 64 + 3 and all(-1 <= v <= 1 for v in first)
    changed = dict(view, state={**view["state"], "paths": [5, 0]})
    assert hashed_observation(changed, 64, 2) != first


def test_dungeon_dice_encoding_is_fixed_and_from_the_view() -> None:
    aec = env("dungeon-dice", players=3, seed=2)
    aec.reset()
    assert aec.encoding.actions == ("roll", "stop", "challenge:1", "challenge:2", "challenge:3")
    agent = aec.agent_selection
    observation = aec.observe(agent)
    legal = aec.infos[agent]["legal"]
    assert [aec.encoding.actions[i] for i in np.flatnonzero(observation["action_mask"])] == legal
    others = [a for a in aec.agents if a != agent]
    assert all(not aec.observe(a)["action_mask"].any() for a in others)
    with pytest.raises(ValueError, match="not legal now"):
        aec.step(1 if "stop" not in legal else 2)


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
    winner = aec.game_state.outcome.winners[0]  # type: ignore[union-attr]
    assert totals[f"player_{winner}"] == 1.0


def test_single_agent_env_against_bots() -> None:
    gym = single_agent_env("dungeon-dice", players=3, opponents=["expectation", "mcts:5"], illegal="lose")
    check_env(gym, skip_render_check=True)
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
    strict = single_agent_env("dungeon-dice", opponents=["random"])
    observation, _ = strict.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="not legal now"):
        strict.step(illegal)


def test_the_training_example_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", [str(EXAMPLE), "--episodes", "30", "--eval-games", "10"])
    runpy.run_path(str(EXAMPLE), run_name="__main__")
    printed = capsys.readouterr().out
    assert "win rate before training" in printed and "win rate after training" in printed
