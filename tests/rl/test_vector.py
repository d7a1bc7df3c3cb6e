"""The batched environment (``noppa.rl.vector_env``) and Dungeon Dice's observation without the odds."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("gymnasium")

import numpy as np
from gymnasium.vector import AutoresetMode

from noppa import get_game, list_games
from noppa.games.dungeon_dice.rules.state import DungeonDiceState
from noppa.rl import single_agent_env, vector_env
from noppa.rl.encoding import Encoding
from noppa.rl.policy import encoding_version
from noppa.rl.vector import NoppaVectorEnv

SETUPS = [(g, n) for g in list_games() for n in get_game(g).player_counts]


def pick(rng: np.random.Generator, mask: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """A uniformly random legal action per row of ``mask``."""
    return np.asarray(np.argmax(rng.random(mask.shape) * mask, axis=-1), dtype=np.int64)


def run(env: NoppaVectorEnv, steps: int, seed: int = 0) -> list[Any]:
    """Reset with ``seed`` and take ``steps`` random legal batches; everything returned, in order."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    out: list[Any] = [obs, info]
    for _ in range(steps):
        result = env.step(pick(rng, obs["action_mask"]))
        obs = result[0]
        out.append(result)
    return out


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=str)
def test_random_masked_steps_match_the_spaces_and_autoreset(game_id: str, players: int) -> None:
    env = vector_env(game_id, num_envs=3, players=players, opponents=["random"], max_steps=4)
    largest = get_game(game_id).player_counts[-1]
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    assert env.observation_space["seats"].shape == (3, largest)
    rng = np.random.default_rng(players)
    obs, info = env.reset(seed=players)
    assert env.observation_space.contains(obs)
    ended = 0
    for _ in range(12):
        actions = pick(rng, obs["action_mask"])
        assert actions in env.action_space
        obs, rewards, terminations, truncations, info = env.step(actions)
        assert env.observation_space.contains(obs)
        assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (
            3,
            env.encoding.observation_size,
        )
        assert rewards.dtype == np.float64 and rewards.shape == (3,)
        assert terminations.dtype == np.bool_ and truncations.dtype == np.bool_
        # every game returned has a legal action: a finished one was started again in this step
        assert (obs["action_mask"].sum(axis=1) >= 1).all()
        assert (obs["seats"] == [[1] * players + [0] * (largest - players)] * 3).all()
        done = terminations | truncations
        if done.any():
            ended += int(done.sum())
            assert (info["_final_obs"] == done).all()
            for i in np.flatnonzero(done):
                final = info["final_obs"][i]
                assert env.single_observation_space.contains(final)
                assert truncations[i] or final["action_mask"].sum() == 0  # a finished game offers nothing
        else:
            assert "final_obs" not in info
    assert ended >= 3  # max_steps=4: every game was cut off or ended at least once


@pytest.mark.parametrize("game_id", list_games())
def test_padding_is_the_same_size_for_every_player_count_and_absent_seats_are_zero(game_id: str) -> None:
    game = get_game(game_id)
    counts = list(game.player_counts)
    env = vector_env(game_id, num_envs=len(counts), players=counts, opponents=["random"])
    obs, info = env.reset(seed=5)
    assert list(info["players"]) == counts
    sizes = {
        vector_env(game_id, 1, n, opponents=["random"]).observation_space["observation"].shape for n in counts
    }
    assert len(sizes) == 1
    for i, n in enumerate(counts):
        single = single_agent_env(game_id, n, opponents=["random"])
        own, _ = single.reset(seed=5 + i)
        placed = env.positions[i]
        assert np.array_equal(obs["observation"][i, placed], own["observation"])
        absent = np.ones(env.encoding.observation_size, dtype=bool)
        absent[placed] = False
        assert not obs["observation"][i, absent].any()
        legal = np.flatnonzero(own["action_mask"])
        assert [env.encoding.actions[a] for a in np.flatnonzero(obs["action_mask"][i])] == [
            single.encoding.actions[a] for a in legal
        ]


def test_game_i_plays_the_games_of_single_agent_env_seeded_s_plus_i() -> None:
    env = vector_env("dungeon-dice", num_envs=4, players=3, opponents=["random"])
    singles = [single_agent_env("dungeon-dice", 3, opponents=["random"]) for _ in range(4)]
    rng = np.random.default_rng(2)
    obs, _ = env.reset(seed=40)
    for i, single in enumerate(singles):
        single.reset(seed=40 + i)
    for _ in range(60):
        actions = pick(rng, obs["action_mask"])
        obs, rewards, terminations, truncations, info = env.step(actions)
        for i, single in enumerate(singles):
            last, reward, terminated, truncated, _ = single.step(int(actions[i]))
            assert (reward, terminated, truncated) == (rewards[i], terminations[i], truncations[i])
            if terminated or truncated:
                final = info["final_obs"][i]["observation"][env.positions[i]]
                assert np.array_equal(final, last["observation"])
                last, _ = single.reset()
            assert np.array_equal(obs["observation"][i, env.positions[i]], last["observation"])


def test_same_seed_same_trajectories_other_seed_others() -> None:
    def flat(results: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in results[2:]:
            obs, rewards, terminations, truncations, _ = item
            out += [
                obs["observation"].tolist(),
                rewards.tolist(),
                terminations.tolist(),
                truncations.tolist(),
            ]
        return out

    def make() -> NoppaVectorEnv:
        return vector_env("dungeon-dice", num_envs=5, players=(2, 3, 4), opponents=["random", "expectation"])

    first, again, other = run(make(), 80, seed=3), run(make(), 80, seed=3), run(make(), 80, seed=4)
    assert flat(first) == flat(again)
    assert flat(first) != flat(other)


def test_an_illegal_action_loses_or_raises_and_then_changes_nothing() -> None:
    env = vector_env("dungeon-dice", num_envs=2, players=2, opponents=["random"], seat=0)
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    legal = int(np.flatnonzero(obs["action_mask"][0])[0])
    obs, rewards, terminations, _, info = env.step(np.array([legal, illegal]))
    assert rewards[1] == -1.0 and terminations[1] and info["_illegal"].tolist() == [False, True]
    assert info["illegal"][1] == illegal
    strict = vector_env("dungeon-dice", num_envs=2, players=2, opponents=["random"], seat=0, illegal="raise")
    obs, _ = strict.reset(seed=1)
    before = [env_.state.to_json() for env_ in strict.envs if env_.state is not None]
    bad = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    with pytest.raises(ValueError, match=r"env 1: action \d"):
        strict.step(np.array([int(np.flatnonzero(obs["action_mask"][0])[0]), bad]))
    assert [env_.state.to_json() for env_ in strict.envs if env_.state is not None] == before
    for wrong in (np.array([0]), np.array([0.5, 1.0]), np.zeros((2, 1), dtype=np.int64)):
        with pytest.raises(ValueError, match="one integer action per env"):
            strict.step(wrong)
    assert [env_.state.to_json() for env_ in strict.envs if env_.state is not None] == before


def test_bad_arguments_are_named() -> None:
    with pytest.raises(ValueError, match="played by 2…4 players, not 5"):
        vector_env("dungeon-dice", num_envs=2, players=5)
    with pytest.raises(ValueError, match="num_envs must be at least 1"):
        vector_env("dungeon-dice", num_envs=0)
    with pytest.raises(ValueError, match="cannot go without odds"):
        vector_env("key-to-the-kingdom", num_envs=1, without=("odds",))
    env = vector_env("dungeon-dice", num_envs=2, opponents=["random"])
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.array([0, 0]))
    with pytest.raises(ValueError, match="not colour"):
        env.reset(seed=0, options={"colour": 1})
    with pytest.raises(ValueError, match="first reset"):
        env.reset(seed=0, options={"reset_mask": np.array([True, False])})
    with pytest.raises(ValueError, match="one seed per env"):
        env.reset(seed=[1, 2, 3])


def test_reset_mask_and_game_options() -> None:
    env = vector_env("dungeon-dice", num_envs=2, players=2, opponents=["random"])
    first, _ = env.reset(seed=[7, 8], options={"game_options": {"hot_dice": True}})
    assert all(e.state is not None and e.state.options["hot_dice"] for e in env.envs)
    kept = env.envs[1].state
    again, _ = env.reset(seed=[7, None], options={"reset_mask": np.array([True, False])})
    assert env.envs[1].state is kept
    assert np.array_equal(first["observation"], again["observation"])


def test_dungeon_dice_view_keeps_the_odds_for_players_and_leaves_them_out_when_asked() -> None:
    state = get_game("dungeon-dice").new_state(2, seed=3)
    assert isinstance(state, DungeonDiceState)
    view = state.view(0)
    assert view["state"]["odds"] == state.odds() and view["state"]["odds"] is not None
    lean = state.view(0, log=False, odds=False)
    assert lean["state"]["odds"] is None
    assert {k: v for k, v in lean["state"].items() if k != "odds"} == {
        k: v for k, v in view["state"].items() if k != "odds"
    }


def test_an_observation_without_the_odds_never_computes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("dungeon-dice")
    full = Encoding(game, 2, game.resolve_options({}))
    lean = Encoding(game, 2, game.resolve_options({}), without=("odds",))
    assert lean.slices == full.slices and encoding_version(lean) != encoding_version(full)
    state = game.new_state(2, seed=0)
    state.apply("roll")
    odds_at = [
        i
        for i, v in enumerate(full.observe(full.view(state, 0)))
        if v != lean.observe(lean.view(state, 0))[i]
    ]
    assert odds_at  # the full observation shows the odds, the lean one zeros there

    def refuse(self: DungeonDiceState) -> None:
        raise AssertionError("the odds were computed")

    monkeypatch.setattr(DungeonDiceState, "odds", refuse)
    monkeypatch.setattr(DungeonDiceState, "odds_numbers", refuse)
    env = vector_env("dungeon-dice", num_envs=4, players=(2, 3), opponents=["random"], without=("odds",))
    run(env, 40)
    single = single_agent_env("dungeon-dice", 2, opponents=["random"], without=("odds",))
    obs, _ = single.reset(seed=0)
    for _ in range(40):
        obs, _, terminated, truncated, _ = single.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if terminated or truncated:
            obs, _ = single.reset()


def test_dungeon_dice_direct_vector_equals_its_named_slices() -> None:
    game = get_game("dungeon-dice")
    encoding = Encoding(game, 3, game.resolve_options({}))
    rng = np.random.default_rng(0)
    for seed in range(20):
        state = game.new_state(3, seed=seed)
        while state.to_act is not None:
            view = state.view(state.to_act, log=False)
            assert encoding.observe(view) == encoding.learning.features(view).values
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])


def test_bots_that_read_the_view_still_get_the_odds_and_the_random_bot_does_not() -> None:
    env = single_agent_env("dungeon-dice", 2, opponents=["expectation"], seat=0, without=("odds",))
    seen: list[Any] = []
    obs, _ = env.reset(seed=2)
    bot = env.bots[1]
    choose = bot.choose

    def spy(view: Any) -> str:
        seen.append(view["state"]["odds"])
        return choose(view)

    for _ in range(30):
        env.bots[1].choose = spy  # type: ignore[method-assign]
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if terminated or truncated:
            obs, _ = env.reset()
    assert seen and all(odds is not None for odds in seen)
    randomly = single_agent_env("dungeon-dice", 2, opponents=["random"], seat=0)
    randomly.reset(seed=2)
    assert getattr(randomly.bots[1], "reads_legal_only", False)


def test_a_bot_that_reads_only_the_legal_actions_is_shown_only_them() -> None:
    """``reads_legal_only`` (the random bot): its view is its seat and the legal actions, no game
    picture and no odds; its answer is applied as the legal action it names."""
    env = single_agent_env("dungeon-dice", 2, opponents=["random"], seat=0)
    obs, _ = env.reset(seed=3)
    bot = env.bots[1]
    choose = bot.choose
    seen: list[dict[str, Any]] = []

    def spy(view: Any) -> str:
        seen.append(dict(view))
        return choose(view)

    for _ in range(40):
        env.bots[1].choose = spy  # type: ignore[method-assign]
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        if terminated or truncated:
            obs, _ = env.reset()
    assert seen
    for view in seen:
        assert set(view) == {"seat", "to_act", "legal"} and view["seat"] == view["to_act"] == 1
        assert view["legal"] and all(isinstance(text, str) for text in view["legal"])
