"""Issue 29 (8): ``copy.deepcopy`` of an environment is an independent copy that plays on as the
original does (a deep copy of a Key to the Kingdom state used to share its dice generator and break
on a legal move)."""

from __future__ import annotations

import copy

import pytest

pytest.importorskip("pettingzoo")

from noppa.engine import list_games
from noppa.rl import raw_env


@pytest.mark.parametrize("game_id", list_games())
def test_a_deep_copied_environment_plays_on_as_the_original(game_id: str) -> None:
    original = raw_env(game_id, 2, seed=4)
    original.reset(seed=4)
    for _ in original.agent_iter(30):
        observation, *_ = original.last()
        original.step(int(observation["action_mask"].argmax()))
    twin = copy.deepcopy(original)
    played = []
    for env in (original, twin):
        for _ in env.agent_iter(60):
            observation, _, terminated, truncated, _ = env.last()
            action = None if terminated or truncated else int(observation["action_mask"].nonzero()[0][-1])
            env.step(action)
        played.append((env.game_state.events, env.game_state.to_json()))
    assert played[1] == played[0]
