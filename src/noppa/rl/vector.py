"""Batched environments: N games against the bots stepped at once, Gymnasium's vector API.

:class:`NoppaVectorEnv` is ``num_envs`` copies of :class:`~noppa.rl.single.BotOpponentsEnv` (one
learning seat per game, noppa bots in the others) behind :class:`gymnasium.vector.VectorEnv`: one
call steps every game and returns numpy arrays — observations, action masks, rewards, terminations,
truncations. A game that ends is started again in the same step (``AutoresetMode.SAME_STEP``): the
observation returned is the new game's, the last one of the finished game is in
``infos["final_obs"]`` (``infos["_final_obs"]`` marks those games).

**Padding.** The observation is the same size for every player count of the game: it is the
encoding of the game's largest player count, and a game with fewer seats fills the per-seat slices
(the observer first) for its seats and leaves zeros for the absent ones; ``seats`` marks the seats
present (1) and absent (0), in the same order. Action numbers are those of the largest player count
too (a smaller game's actions are a part of them), so one network fits every player count, and
``players=(2, 3, 4)`` mixes them in one batch (game ``i`` has ``players[i % len(players)]`` seats).

**Seeds.** ``reset(seed=s)`` seeds game ``i`` with ``s + i`` (as Gymnasium's ``SyncVectorEnv``
does), or with ``seed[i]`` for a list: game ``i`` then plays exactly the games of
``single_agent_env(…).reset(seed=s + i)`` given the same actions. Games started by autoreset
continue each game's own sequence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from noppa.engine import Action, Game, get_game
from noppa.rl.encoding import Encoding
from noppa.rl.single import BotOpponentsEnv

Array = np.ndarray[Any, Any]


def _scatter(small: Encoding, large: Encoding) -> Array:
    """Where each number of ``small``'s observation goes in ``large``'s (the largest player count).

    Slices of equal size map one to one; a per-seat slice of ``small`` fills the first of
    ``large``'s blocks (the observer first) and leaves the blocks of absent seats.
    """
    if [piece.name for piece in small.slices] != [piece.name for piece in large.slices]:
        raise ValueError(f"{small.game.id}: the observation's slices differ between player counts")
    out: list[int] = []
    at = 0
    for mine, padded in zip(small.slices, large.slices, strict=True):
        if mine.size != padded.size and (
            padded.size % large.players or mine.size != padded.size // large.players * small.players
        ):
            raise ValueError(f"{small.game.id}: slice {mine.name} is not one block per seat")
        out.extend(range(at, at + mine.size))
        at += padded.size
    return np.asarray(out, dtype=np.intp)


class NoppaVectorEnv(gymnasium.vector.VectorEnv[dict[str, Any], Any, Array]):
    """``num_envs`` games of ``game_id``, each one learning seat against bots, stepped together.

    ``players`` is a player count or a sequence of them (game ``i`` gets ``players[i % len]``;
    default: the fewest the game allows). ``opponents``, ``seat``, ``max_steps``, ``illegal`` and
    ``without`` are those of :class:`~noppa.rl.single.BotOpponentsEnv`. The observation is a dict of
    arrays with one row per game: ``observation`` (float32, padded to the largest player count),
    ``action_mask`` (int8) and ``seats`` (int8, 1 for each seat present, the observer first).
    ``infos`` holds ``seat`` (the learner's seat per game), ``players`` and, for a game that ended
    on an illegal action, ``illegal`` (Gymnasium's ``_key`` masks beside each).
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - Gymnasium's convention
        "autoreset_mode": AutoresetMode.SAME_STEP,
        "render_modes": [],
    }
    single_observation_space: gymnasium.spaces.Dict
    observation_space: gymnasium.spaces.Dict

    def __init__(
        self,
        game_id: str | Game,
        num_envs: int = 8,
        players: int | Sequence[int] | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        opponents: Sequence[str] = ("default",),
        seat: int | None = None,
        max_steps: int | None = 10_000,
        illegal: str = "lose",
        without: Sequence[str] = (),
    ) -> None:
        game = get_game(game_id) if isinstance(game_id, str) else game_id
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, not {num_envs}")
        counts = (
            (game.player_counts.start,)
            if players is None
            else (players,)
            if isinstance(players, int)
            else tuple(players)
        )
        if not counts:
            raise ValueError("give at least one player count")
        for count in counts:
            if count not in game.player_counts:
                allowed = f"{game.player_counts.start}…{game.player_counts[-1]}"
                raise ValueError(f"{game.id} is played by {allowed} players, not {count}")
        self.game = game
        self.num_envs = num_envs
        self.envs = [
            BotOpponentsEnv(
                game,
                counts[i % len(counts)],
                options,
                opponents=opponents,
                seat=seat,
                max_steps=max_steps,
                illegal=illegal,
                without=without,
            )
            for i in range(num_envs)
        ]
        self.illegal = illegal
        self.max_players = game.player_counts[-1]
        game_options = self.envs[0].game_options
        self.encoding = Encoding(game, self.max_players, game_options, without=without)
        """The padded encoding: the largest player count's slices and action numbers."""
        scatters = {
            count: _scatter(Encoding(game, count, game_options, without=without), self.encoding)
            for count in set(counts)
        }
        self._scatters = scatters
        self.positions = [scatters[env.players] for env in self.envs]
        """Per game, where its own observation's numbers sit in its padded row (an index array)."""
        size, n_actions = self.encoding.observation_size, self.encoding.n_actions
        self.single_observation_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(-1.0, 1.0, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (n_actions,), np.int8),
                "seats": gymnasium.spaces.Box(0, 1, (self.max_players,), np.int8),
            }
        )
        self.single_action_space = gymnasium.spaces.Discrete(n_actions)
        batched = batch_space(self.single_observation_space, num_envs)
        assert isinstance(batched, gymnasium.spaces.Dict)
        self.observation_space = batched
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._obs = np.zeros((num_envs, size), dtype=np.float32)
        self._mask = np.zeros((num_envs, n_actions), dtype=np.int8)
        self._seats = np.zeros((num_envs, self.max_players), dtype=np.int8)
        for i, env in enumerate(self.envs):
            self._seats[i, : env.players] = 1
        self._started = False

    # ------------------------------------------------------------------ observations

    def _write(self, which: Sequence[int], obs: Array, mask: Array) -> None:
        """The observations and masks of the games ``which`` (their learners' views) into their rows
        of the arrays: the numbers read from each state, then put in place once per player count."""
        values: dict[int, list[list[float]]] = {}
        rows: dict[int, list[int]] = {}
        numbers = self.encoding.legal_numbers
        for i in which:
            env = self.envs[i]
            state = env.state
            assert state is not None
            values.setdefault(env.players, []).append(env.encoding.observation(state, env.seat))
            rows.setdefault(env.players, []).append(i)
            mask[i] = 0
            if state.to_act == env.seat:
                for number in numbers(state.legal_actions()):
                    mask[i, number] = 1
        for count, found in values.items():
            obs[np.asarray(rows[count], dtype=np.intp)[:, None], self._scatters[count]] = np.asarray(
                found, dtype=np.float32
            )

    def _observations(self) -> dict[str, Any]:
        return {
            "observation": self._obs.copy(),
            "action_mask": self._mask.copy(),
            "seats": self._seats.copy(),
        }

    def _infos(self) -> dict[str, Any]:
        every = np.ones(self.num_envs, dtype=np.bool_)
        return {
            "seat": np.asarray([env.seat for env in self.envs], dtype=np.int64),
            "_seat": every,
            "players": np.asarray([env.players for env in self.envs], dtype=np.int64),
            "_players": every.copy(),
        }

    def action_masks(self) -> Array:
        """The legal actions of every game now, as booleans (``num_envs`` × actions)."""
        return self._mask.astype(np.bool_)

    # ------------------------------------------------------------------ the API

    def reset(
        self, *, seed: int | Sequence[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start a new game in every env (or in those of ``options["reset_mask"]``).

        ``seed``: an int ``s`` seeds game ``i`` with ``s + i``; a list gives each game its seed.
        ``options={"game_options": {...}}`` plays this and the later games with those game options
        (checked before anything changes); another key raises :class:`ValueError`.
        """
        options = dict(options or {})
        unknown = sorted(set(options) - {"game_options", "reset_mask"})
        if unknown:
            names = ", ".join(map(str, unknown))
            raise ValueError(f"reset() takes the options 'game_options' and 'reset_mask', not {names}")
        if isinstance(seed, int):
            seeds: list[int | None] = [seed + i for i in range(self.num_envs)]
        elif seed is None:
            seeds = [None] * self.num_envs
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"give one seed per env ({self.num_envs}), not {len(seeds)}")
        chosen = np.ones(self.num_envs, dtype=np.bool_)
        if "reset_mask" in options:
            chosen = np.asarray(options["reset_mask"], dtype=np.bool_)
            if chosen.shape != (self.num_envs,):
                raise ValueError(f"reset_mask must have one boolean per env ({self.num_envs})")
        if not self._started and not chosen.all():
            raise ValueError("the first reset() starts every env: leave out reset_mask")
        if "game_options" in options:
            resolved = self.game.resolve_options(options["game_options"])
            for env in self.envs:
                env.game_options = resolved
        if isinstance(seed, int):
            super().reset(seed=seed)
        which = [int(i) for i in np.flatnonzero(chosen)]
        for i in which:
            self.envs[i]._new_game(seeds[i])
        self._write(which, self._obs, self._mask)
        self._started = True
        return self._observations(), self._infos()

    def step(self, actions: Any) -> tuple[dict[str, Any], Array, Array, Array, dict[str, Any]]:
        """One action per game (in the padded numbering), then the bots' up to each learner's next
        decision; a game that ends starts again at once (its last observation in ``final_obs``)."""
        if not self._started:
            raise RuntimeError("call reset() first")
        chosen = np.asarray(actions)
        if chosen.shape != (self.num_envs,) or not np.issubdtype(chosen.dtype, np.integer):
            raise ValueError(f"give one integer action per env: shape ({self.num_envs},), not {chosen.shape}")
        # every action is checked before any is played: an illegal one with illegal="raise" changes nothing
        texts: list[Action | None] = []
        for i, env in enumerate(self.envs):
            try:
                texts.append(self.encoding.legal_action(int(chosen[i]), env._legal()))
            except ValueError as error:
                if self.illegal == "raise":
                    raise ValueError(f"env {i}: {error}") from None
                texts.append(None)
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminations = np.zeros(self.num_envs, dtype=np.bool_)
        truncations = np.zeros(self.num_envs, dtype=np.bool_)
        infos = self._infos()
        finished: list[int] = []
        for i, env in enumerate(self.envs):
            text = texts[i]
            if text is None:
                env._forfeit = True
                rewards[i], terminations[i] = -1.0, True
                infos.setdefault("illegal", np.zeros(self.num_envs, dtype=np.int64))[i] = chosen[i]
                infos.setdefault("_illegal", np.zeros(self.num_envs, dtype=np.bool_))[i] = True
            else:
                rewards[i], terminations[i], truncations[i] = env._play(text)
            if terminations[i] or truncations[i]:
                finished.append(i)
        if finished:
            final_obs = np.full(self.num_envs, None, dtype=object)
            last_obs = np.zeros_like(self._obs)
            last_mask = np.zeros_like(self._mask)
            self._write(finished, last_obs, last_mask)
            for i in finished:
                final_obs[i] = {
                    "observation": last_obs[i].copy(),
                    "action_mask": last_mask[i].copy(),
                    "seats": self._seats[i].copy(),
                }
            final_info = {key: value.copy() for key, value in infos.items()}
            infos["final_obs"] = final_obs
            infos["_final_obs"] = np.zeros(self.num_envs, dtype=np.bool_)
            infos["_final_obs"][finished] = True
            infos["final_info"] = final_info
            infos["_final_info"] = infos["_final_obs"].copy()
            for i in finished:
                self.envs[i]._new_game(None)
            infos["seat"] = self._infos()["seat"]
        self._write(range(self.num_envs), self._obs, self._mask)
        return self._observations(), rewards, terminations, truncations, infos

    def close_extras(self, **kwargs: Any) -> None:
        """Nothing to release."""
