"""A PettingZoo AEC environment for any registered game (``pettingzoo`` and ``numpy`` needed).

Agents are ``player_0`` … ``player_{n-1}`` (the seats). The agent to act is the seat the game
waits for; a seat can act several times in a row (Dungeon Dice: roll, roll, stop) and chance moves
happen inside the game. Each observation is a dict, as in PettingZoo's classic games:
``observation`` (float32 vector in [−1, 1] from the agent's own view only) and ``action_mask``
(int8, 1 where the action is legal now; all 0 when it is not the agent's turn). Actions are
``Discrete(n)`` by the game's fixed numbering (:class:`noppa.rl.encoding.Encoding`). When the game
ends every agent is terminated with reward +1 for a win (1/k for k winners) and −1 for a loss; a
game cut off after ``max_steps`` actions is truncated with reward 0. ``infos[agent]`` holds
``legal`` (action texts) for the agent to act.

:class:`NoppaAECEnv` is PettingZoo's ``raw_env``; :func:`wrapped` adds PettingZoo's standard
wrappers as its classic games do (an illegal action ends the game with −1 for the agent who took
it, an out-of-range action is an assertion error, the call order is enforced).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from noppa.engine import Game, State, get_game
from noppa.rl.encoding import Encoding, outcome_rewards


class NoppaAECEnv(AECEnv):  # type: ignore[misc]
    """One game of ``game_id`` (an id or a :class:`~noppa.engine.Game`) as a PettingZoo AEC environment.

    ``players`` defaults to the fewest the game allows; ``options`` are game options; ``seed`` seeds
    the sequence of games (``reset(seed=…)`` starts it again); ``max_steps`` truncates endless games;
    ``render_mode`` ``"ansi"`` returns the new log lines as text, ``"human"`` prints them;
    ``without=("odds",)`` (Dungeon Dice) leaves the costly exact odds out of the observations.
    :meth:`state` is every seat's observation side by side (``state_space``), for centralised
    critics; it shows what some seat knows, never a secret no seat holds.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's convention; each env sets its own name
        "render_modes": ["human", "ansi"],
        "name": "noppa_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str | Game,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        seed: int | None = None,
        max_steps: int | None = 10_000,
        render_mode: str | None = None,
        lang: str = "en",
        without: Sequence[str] = (),
    ) -> None:
        super().__init__()
        self.game = get_game(game_id) if isinstance(game_id, str) else game_id
        self.players = players or self.game.player_counts.start
        self.game_options = self.game.resolve_options(options)
        self.without = tuple(without)
        self.encoding = Encoding(self.game, self.players, self.game_options, without=self.without)
        self.max_steps = max_steps
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}"
            )
        self.render_mode = render_mode
        self.lang = lang
        self.metadata = {**self.metadata, "name": f"noppa_{self.game.id.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self.agent_name_mapping = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size = self.encoding.observation_size
        self.observation_spaces = {
            agent: gymnasium.spaces.Dict(
                {
                    "observation": gymnasium.spaces.Box(-1.0, 1.0, (size,), np.float32),
                    "action_mask": gymnasium.spaces.Box(0, 1, (self.encoding.n_actions,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.state_space = gymnasium.spaces.Box(-1.0, 1.0, (size * self.players,), np.float32)
        self.action_spaces = {
            agent: gymnasium.spaces.Discrete(self.encoding.n_actions) for agent in self.possible_agents
        }
        self._seeds = random.Random(seed)
        self.state_: State | None = None
        self._shown = 0
        self._steps = 0

    def __str__(self) -> str:
        return str(self.metadata["name"])

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The observation space of ``agent`` (the same object every time)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The action space of ``agent`` (the same object every time)."""
        return self.action_spaces[agent]

    @property
    def game_state(self) -> State:
        """The noppa state of the current game (after :meth:`reset`)."""
        if self.state_ is None:
            raise RuntimeError("call reset() first")
        return self.state_

    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        """Start a new game; ``seed`` restarts the sequence of game seeds.

        ``options={"game_options": {...}}`` plays this and the later games with those game options
        (checked: a bad name or value raises :class:`~noppa.engine.OptionError` and nothing
        changes); other keys are ignored with a warning (PettingZoo's ``api_test`` passes one).
        """
        if options:
            unknown = sorted(set(options) - {"game_options"})
            if unknown:
                gymnasium.logger.warn(f"reset() ignores the options {', '.join(map(str, unknown))}")
            if "game_options" in options:
                self.game_options = self.game.resolve_options(options["game_options"])
                self.encoding = Encoding(self.game, self.players, self.game_options, without=self.without)
        if seed is not None:
            self._seeds = random.Random(seed)
        self.state_ = self.game.new_state(
            self.players, seed=self._seeds.getrandbits(63), options=self.game_options
        )
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._shown = 0
        self._steps = 0
        self._select()

    def _select(self) -> None:
        state = self.game_state
        for agent in self.agents:
            self.infos[agent] = {}
        if state.to_act is not None:
            self.agent_selection = self.possible_agents[state.to_act]
            self.infos[self.agent_selection] = {"legal": [a.text for a in state.legal_actions()]}

    def observe(self, agent: str) -> dict[str, Any]:
        """``agent``'s observation and action mask, from its own view only."""
        state = self.game_state
        seat = self.agent_name_mapping[agent]
        mask = np.zeros(self.encoding.n_actions, dtype=np.int8)
        if state.to_act == seat:
            for number in self.encoding.legal_numbers(state.legal_actions()):
                mask[number] = 1
        return {
            "observation": np.asarray(self.encoding.observation(state, seat), dtype=np.float32),
            "action_mask": mask,
        }

    def state(self) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The global state: every seat's observation, seat 0 first (``state_space``)."""
        state = self.game_state
        parts = [self.encoding.observation(state, seat) for seat in range(self.players)]
        return np.asarray([v for part in parts for v in part], dtype=np.float32)

    def step(self, action: Any) -> None:
        """Take ``action`` (an index) for the agent to act; ``None`` for an agent that is done."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.game_state
        state.apply(self.encoding.legal_action(int(action), state.legal_actions()))
        self._steps += 1
        self._cumulative_rewards[agent] = 0.0
        for name in self.agents:
            self.rewards[name] = 0.0
        if state.to_act is None:
            for name, reward in zip(self.possible_agents, outcome_rewards(state), strict=True):
                self.rewards[name] = reward
                self.terminations[name] = True
            self._next_agent(agent)
        elif self.max_steps is not None and self._steps >= self.max_steps:
            for name in self.agents:
                self.truncations[name] = True
            self._next_agent(agent)
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _next_agent(self, agent: str) -> None:
        seat = self.agent_name_mapping[agent]
        self.agent_selection = self.possible_agents[(seat + 1) % self.players]
        for name in self.agents:
            self.infos[name] = {}

    def render(self) -> str | None:
        """The log lines since the last render (``ansi``), or print them (``human``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        state = self.game_state
        lines = [state.describe(event, self.lang) for event in state.visible_events(None, self._shown)]
        self._shown = len(state.events)
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def wrapped(env: NoppaAECEnv) -> Any:
    """``env`` inside PettingZoo's standard wrappers, as its classic games do."""
    from pettingzoo.utils import wrappers

    out: Any = wrappers.TerminateIllegalWrapper(env, illegal_reward=-1)
    out = wrappers.AssertOutOfBoundsWrapper(out)
    return wrappers.OrderEnforcingWrapper(out)
