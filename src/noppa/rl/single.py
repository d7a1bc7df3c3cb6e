"""A single-agent Gymnasium environment: one seat learns, noppa bots play the others.

This is the usual way to train against the bots. The observation is the same dict as the AEC
environment's (``observation``, ``action_mask``); :meth:`BotOpponentsEnv.action_masks` gives the mask
to libraries that ask for it (sb3-contrib's ``MaskablePPO``). Reward: +1 for a win, −1 for a loss
(1/k for a shared win), at the end only; 0 when the game is truncated after ``max_steps`` of the
learner's actions. An illegal action ends the game at once with reward −1 (``illegal="lose"``, the
default, as Gymnasium's ``check_env`` and learners that ignore the mask expect), or raises a
``ValueError`` with ``illegal="raise"``. ``without=("odds",)`` (Dungeon Dice) leaves the costly
exact odds out of the observation (zeros there): a step then never computes them for the learner.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np

from noppa.bots import make_bot
from noppa.engine import Action, Bot, Game, State, get_game
from noppa.engine.bot import reads_legal_only, reads_log
from noppa.rl.encoding import Encoding, outcome_rewards
from noppa.sim.seeds import derive_seed


def _among(legal: tuple[Action, ...], text: str) -> Action | str:
    """The action of ``legal`` written ``text``, else ``text`` itself (for the state to refuse)."""
    for action in legal:
        if action.text == text:
            return action
    return text


class BotOpponentsEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """The learner plays ``seat`` (``None``: a random seat each game) against bots.

    ``opponents`` are bot specs (``"expectation"``, ``"mcts:200"``, ``"random"``…), repeated to
    fill the other seats. Bots get fresh seeds every game, drawn from the environment's seed.
    """

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - Gymnasium's convention

    def __init__(
        self,
        game_id: str | Game,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        opponents: Sequence[str] = ("default",),
        seat: int | None = None,
        max_steps: int | None = 10_000,
        render_mode: str | None = None,
        illegal: str = "lose",
        without: Sequence[str] = (),
    ) -> None:
        if illegal not in ("raise", "lose"):
            raise ValueError(f"illegal must be 'raise' or 'lose', not {illegal!r}")
        self.illegal = illegal
        self.game = get_game(game_id) if isinstance(game_id, str) else game_id
        self.players = players or self.game.player_counts.start
        self.game_options = self.game.resolve_options(options)
        if seat is not None and not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0…{self.players - 1}, not {seat}")
        if not opponents:
            raise ValueError("give at least one opponent bot")
        for spec in opponents:
            make_bot(self.game, spec, 0)
        self.opponents = tuple(opponents)
        self.fixed_seat = seat
        self.encoding = Encoding(self.game, self.players, self.game_options, without=without)
        self.max_steps = max_steps
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}"
            )
        self.render_mode = render_mode
        size = self.encoding.observation_size
        self.observation_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(-1.0, 1.0, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.encoding.n_actions,), np.int8),
            }
        )
        self.action_space = gymnasium.spaces.Discrete(self.encoding.n_actions)
        self._no_mask = np.zeros(self.encoding.n_actions, dtype=np.int8)
        self._seeds = random.Random()
        self._game_seed = 0
        self.state: State | None = None
        self.seat = 0
        self.bots: dict[int, Bot] = {}
        self._steps = 0
        self._forfeit = False

    def _observation(self) -> dict[str, Any]:
        """The learner's observation and mask, read from the state (no view is built for them)."""
        state = self.state
        assert state is not None
        observation = self.encoding.observation(state, self.seat)
        return {"observation": np.asarray(observation, dtype=np.float32), "action_mask": self._mask()}

    def _mask(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        """The learner's action mask (all 0 when it is not the learner's turn)."""
        state = self.state
        assert state is not None
        mask = self._no_mask.copy()
        if state.to_act == self.seat:
            for number in self.encoding.legal_numbers(state.legal_actions()):
                mask[number] = 1
        return mask

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The legal actions now, as booleans (for maskable learners)."""
        return self._mask().astype(np.bool_)

    def _play_bots(self) -> None:
        state = self.state
        assert state is not None
        while state.to_act is not None and state.to_act != self.seat:
            seat = state.to_act
            bot = self.bots[seat]
            if reads_legal_only(bot):
                # a bot that reads only the legal actions (engine.bot.reads_legal_only) is shown
                # only them, and its answer is found among them (the state need not parse it)
                legal = state.legal_actions()
                choice = bot.choose({"seat": seat, "to_act": seat, "legal": [a.text for a in legal]})
                state.apply(_among(legal, choice))
            else:
                # the log only for a bot that reads it (engine.bot.reads_log): it walks every event
                state.apply(bot.choose(state.view(seat, log=reads_log(bot))))

    def _info(self) -> dict[str, Any]:
        assert self.state is not None
        return {
            "legal": [a.text for a in self.state.legal_actions()],
            "seat": self.seat,
            "seed": self._game_seed,
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game, played by the bots up to the learner's first decision.

        ``options={"game_options": {...}}`` plays this and the later games with those game options;
        a bad name or value, or another key, raises and changes nothing.
        """
        if options:
            unknown = sorted(set(options) - {"game_options"})
            if unknown:
                raise ValueError(
                    f"reset() takes the option 'game_options', not {', '.join(map(str, unknown))}"
                )
            if "game_options" in options:
                self.game_options = self.game.resolve_options(options["game_options"])
        super().reset(seed=seed)
        self._new_game(seed)
        return self._observation(), self._info()

    def _new_game(self, seed: int | None) -> None:
        """Start a game (``seed``: restart the sequence of games) and let the bots play up to the learner."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self._game_seed = self._seeds.getrandbits(63)
        self.seat = self.fixed_seat if self.fixed_seat is not None else self._seeds.randrange(self.players)
        others = [s for s in range(self.players) if s != self.seat]
        self.bots = {
            s: make_bot(
                self.game, self.opponents[i % len(self.opponents)], derive_seed(self._game_seed, "bot", s)
            )
            for i, s in enumerate(others)
        }
        self.state = self.game.new_state(self.players, seed=self._game_seed, options=self.game_options)
        self._steps = 0
        self._forfeit = False
        self._play_bots()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """The learner's action, then the bots' up to its next decision or the end."""
        legal = self._legal()
        try:
            chosen = self.encoding.legal_action(int(action), legal)
        except ValueError:
            if self.illegal == "raise":
                raise
            self._forfeit = True
            return self._observation(), -1.0, True, False, {**self._info(), "illegal": int(action)}
        reward, terminated, truncated = self._play(chosen)
        return self._observation(), reward, terminated, truncated, self._info()

    def _legal(self) -> tuple[Action, ...]:
        """The learner's legal actions now (an error if there is no game to play)."""
        state = self.state
        if state is None:
            raise RuntimeError("call reset() first")
        if state.to_act is None or self._forfeit:
            raise RuntimeError("the game is over: call reset()")
        return state.legal_actions()

    def _play(self, action: Action) -> tuple[float, bool, bool]:
        """Play the learner's legal ``action``, then the bots': (reward, terminated, truncated)."""
        state = self.state
        assert state is not None
        state.apply(action)
        self._steps += 1
        self._play_bots()
        if state.to_act is None:
            return outcome_rewards(state)[self.seat], True, False
        return 0.0, False, self.max_steps is not None and self._steps >= self.max_steps

    def render(self) -> str | None:
        """The whole log so far, as text."""
        if self.state is None:
            return None
        return "\n".join(self.state.describe(event) for event in self.state.visible_events(self.seat))
