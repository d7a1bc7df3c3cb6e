"""The pyspiel game and state classes of the OpenSpiel bridge (``noppa.openspiel``).

One pyspiel game type per noppa game, ``noppa_<id>`` (dashes as underscores), with parameters
``players`` (default: the fewest the game allows), ``seed`` (the shuffles; default 0),
``max_steps`` (the most actions, chance outcomes included, before the game is cut off as a draw
with returns 0; default 20 000) and one parameter per rule option, with the option's default.

- **Players and turns**: the seat ``to_act`` is the current player; at a die about to be rolled
  the current player is ``pyspiel.PlayerId.CHANCE``, with outcomes ``0 … sides − 1`` (face − 1),
  each of probability ``1 / sides``. A noppa step that rolls several dice is several chance nodes.
- **Actions**: the game's fixed numbering (``noppa.rl.encoding``; ``num_distinct_actions`` is its
  length); ``max_chance_outcomes`` is the game's largest die.
- **Returns**: at the end +1 to each winner (1/k when k share the win), −1 to the others; 0 to all
  when the game was cut off. Rewards come at the end only (``RewardModel.TERMINAL``).
- **Information**: every game is declared ``IMPERFECT_INFORMATION`` (Dungeon Dice hides nothing,
  but so every algorithm for imperfect information, ISMCTS included, runs on all three).
  ``observation_tensor``/``observation_string`` are the seat's observation (its view);
  ``information_state_tensor``/``information_state_string`` add what the seat has done so far
  (``noppa.rl.encoding``). At a chance node a seat sees the position before the step under way.
- **resample_from_infostate** redraws what the seat cannot know (``Game.resample_hidden``: hidden
  cards, deck orders, the dice source), so ISMCTS samples worlds consistent with the seat's view.
- ``MCTSBot`` searches the true state, secrets included (that is what OpenSpiel's MCTS does);
  ``ISMCTSBot`` searches information sets and does not cheat.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np
import pyspiel

from noppa.engine import Game, OptionValue, State, get_game, list_games
from noppa.engine import chance as chance_mode
from noppa.engine.capabilities import redraw_dice
from noppa.rl.encoding import (
    NOTHING_SEEN,
    Encoding,
    Seen,
    information_state_string,
    learning_of,
    outcome_rewards,
    seen_digest,
)

DEFAULT_MAX_STEPS = 20_000


def game_name(game_id: str) -> str:
    """The pyspiel short name of a noppa game: ``noppa_`` and the id with underscores."""
    return "noppa_" + game_id.replace("-", "_")


def _game_type(game: Game) -> pyspiel.GameType:
    parameters: dict[str, Any] = {
        "players": game.player_counts.start,
        "seed": 0,
        "max_steps": DEFAULT_MAX_STEPS,
    }
    for option in game.options:
        parameters[option.name] = option.default
    return pyspiel.GameType(
        short_name=game_name(game.id),
        long_name=f"noppa {game.name('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.player_counts.stop - 1,
        min_num_players=game.player_counts.start,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


@dataclass(frozen=True)
class Setup:
    """One pyspiel game's fixed facts: the noppa game, seats, options, seed, encodings."""

    game: Game
    players: int
    options: dict[str, OptionValue]
    seed: int
    max_steps: int
    encoding: Encoding
    sides: int

    start: list[State | chance_mode.ChanceNode] = field(default_factory=list, compare=False)
    """The game's start, made once (pyspiel makes a fresh state for every clone)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self  # shared by every state of the game: it never changes

    def first(self) -> State | chance_mode.ChanceNode:
        """A copy of the game's start: its first decision, or the first die of its set-up."""
        if not self.start:
            self.start.append(chance_mode.new_state(self.game, self.players, self.seed, self.options))
        start = self.start[0]
        return start if isinstance(start, chance_mode.ChanceNode) else start.clone()


@cache
def _setup(game_id: str, players: int, options_json: str, seed: int, max_steps: int) -> Setup:
    game = get_game(game_id)
    options = game.resolve_options(json.loads(options_json))
    return Setup(
        game,
        players,
        options,
        seed,
        max_steps,
        Encoding(game, players, options),
        learning_of(game).chance_sides,
    )


class NoppaSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A noppa game as a pyspiel game (subclassed per game by :func:`register`)."""

    game_id: str = ""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = get_game(self.game_id)
        kind = _game_type(game)
        given = dict(params or {})
        players = int(given.get("players", game.player_counts.start))
        counts = game.player_counts
        if players not in counts:
            raise ValueError(f"{game.id} is for {counts.start}–{counts.stop - 1} players, not {players}")
        max_steps = int(given.get("max_steps", DEFAULT_MAX_STEPS))
        if max_steps < 1:
            raise ValueError(f"max_steps must be at least 1, not {max_steps}")
        options = {option.name: given.get(option.name, option.default) for option in game.options}
        self.setup = _setup(
            self.game_id, players, json.dumps(options, sort_keys=True), int(given.get("seed", 0)), max_steps
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=self.setup.encoding.n_actions,
            max_chance_outcomes=self.setup.sides,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=max_steps,
        )
        super().__init__(kind, info, given)

    def new_initial_state(self) -> NoppaSpielState:
        """The start of a game: its set-up's dice as chance nodes, then the first decision."""
        return NoppaSpielState(self)

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None
    ) -> Observer:
        """The observer of observations (default) or, with ``perfect_recall``, of information states."""
        if params:
            raise ValueError(f"observer parameters are not supported; got {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self.setup, information_state=recall)


class _Core:
    """The bridge state's data; its deep copy clones the noppa state (pyspiel's ``clone``)."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.state: State | None = None
        self.node: chance_mode.ChanceNode | None = None
        self.pending: str | None = None
        self.faces: list[int] = []
        self.mine: list[list[str]] = [[] for _ in range(setup.players)]
        self.numbers: list[list[int]] = [[] for _ in range(setup.players)]
        self.seen: list[Seen] = [NOTHING_SEEN] * setup.players
        self.steps = 0
        self.cut = False
        self._advance(setup.first())

    def _advance(self, result: State | chance_mode.ChanceNode) -> None:
        if isinstance(result, chance_mode.ChanceNode):
            self.node = result
        else:
            self.state, self.node, self.pending, self.faces = result, None, None, []

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        copy = _Core.__new__(_Core)
        copy.setup = self.setup
        copy.state = None if self.state is None else self.state.clone()
        copy.node, copy.pending, copy.faces = self.node, self.pending, list(self.faces)
        copy.mine = [list(m) for m in self.mine]
        copy.numbers = [list(n) for n in self.numbers]
        copy.seen = list(self.seen)
        copy.steps, copy.cut = self.steps, self.cut
        return copy

    def seen_by(self, seat: int) -> Seen:
        """The digest of the events ``seat`` has seen, brought up to date."""
        assert self.state is not None
        self.seen[seat] = seen_digest(self.state, seat, self.seen[seat])
        return self.seen[seat]

    def choose(self, number: int) -> None:
        setup = self.setup
        if self.node is not None:
            sides = self.node.sides
            if not 0 <= number < sides:
                raise ValueError(f"chance outcome {number} is not a face of a d{sides} (0 … {sides - 1})")
            self.faces.append(number + 1)
            if self.state is None:
                self._advance(
                    chance_mode.new_state(setup.game, setup.players, setup.seed, setup.options, self.faces)
                )
            else:
                assert self.pending is not None
                self._advance(chance_mode.step(self.state, self.pending, self.faces))
        else:
            assert self.state is not None and self.state.to_act is not None
            seat = self.state.to_act
            legal = [a.text for a in self.state.legal_actions()]
            text = setup.encoding.action(number, legal)
            self.mine[seat].append(text)
            self.numbers[seat].append(number)
            self.pending = text
            self._advance(chance_mode.step(self.state, text))
        self.steps += 1
        if self.steps >= setup.max_steps and not self.over:
            self.cut = True

    @property
    def over(self) -> bool:
        return self.cut or (self.node is None and self.state is not None and self.state.to_act is None)


class NoppaSpielState(pyspiel.State):  # type: ignore[misc]
    """A position of a noppa game for OpenSpiel (see the module's docstring)."""

    def __init__(self, game: NoppaSpielGame) -> None:
        super().__init__(game)
        self._setup = game.setup
        self._data: _Core | None = None

    @property
    def core(self) -> _Core:
        """The data, made on first use (pyspiel's ``clone`` makes a state and then copies it over)."""
        if self._data is None:
            self._data = _Core(self._setup)
        return self._data

    @property
    def noppa_state(self) -> State:
        """The noppa state: at a chance node, the position before the step under way."""
        state = self.core.state
        if state is None:
            raise ValueError("the game's set-up is still rolling: no position yet")
        return state

    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` at a die, ``TERMINAL`` at the end."""
        core = self.core
        if core.over:
            return int(pyspiel.PlayerId.TERMINAL)
        if core.node is not None:
            return int(pyspiel.PlayerId.CHANCE)
        assert core.state is not None and core.state.to_act is not None
        return core.state.to_act

    def _legal_actions(self, player: int) -> list[int]:
        core = self.core
        if core.over or core.node is not None or core.state is None or core.state.to_act != player:
            return []
        index = self._setup.encoding.index
        return sorted(index(a.text) for a in core.state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Each face of the die about to be rolled (as face − 1) with its exact probability."""
        node = self.core.node
        if node is None:
            raise ValueError("not a chance node")
        return [(face - 1, float(p)) for face, p in node.outcomes]

    def _apply_action(self, action: int) -> None:
        self.core.choose(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"face {action + 1}"
        return self._setup.encoding.actions[action]

    def is_terminal(self) -> bool:
        """Whether the game has ended (or was cut off after ``max_steps``)."""
        return self.core.over

    def returns(self) -> list[float]:
        """+1 to each winner (1/k when k share), −1 to the others; 0 before the end or when cut off."""
        core = self.core
        if core.cut or core.state is None or core.node is not None:
            return [0.0] * self._setup.players
        return outcome_rewards(core.state)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> NoppaSpielState:
        """A state ``player_id`` cannot tell from this one, its unknowns (cards, decks, dice) redrawn."""
        copy = self.clone()
        core = copy.core
        seed = int(float(probability_sampler()) * (1 << 62))
        game = self._setup.game
        redrawn = (
            game.search.resample_hidden(self.noppa_state, player_id, seed)
            if game.search is not None
            else redraw_dice(self.noppa_state, seed)
        )
        core.state = chance_mode.chance_mode(redrawn, seed)
        return copy  # type: ignore[no-any-return]

    def __str__(self) -> str:
        core = self.core
        if core.state is None:
            return f"set-up, {len(core.faces)} dice rolled"
        view = core.state.view(None, log=False)
        head = f"turn {view['turn']}, to act {view['to_act']}, steps {core.steps}"
        if core.node is not None:
            head += f", rolling a d{core.node.sides} for {core.pending!r} (faces so far {core.faces})"
        return f"{head}\n{json.dumps(view['state'], sort_keys=True)}"


class Observer:
    """OpenSpiel's observer: the observation (or information-state) tensor with named slices."""

    def __init__(self, setup: Setup, *, information_state: bool) -> None:
        self.setup = setup
        self.information_state = information_state
        encoding = setup.encoding
        slices = encoding.info_slices if information_state else encoding.slices
        size = encoding.info_state_size if information_state else encoding.observation_size
        self.tensor = np.zeros(size, np.float32)
        self.dict: dict[str, np.ndarray[Any, np.dtype[np.float32]]] = {}
        start = 0
        for piece in slices:
            self.dict[piece.name] = self.tensor[start : start + piece.size]
            start += piece.size

    def set_from(self, state: NoppaSpielState, player: int) -> None:
        """Fill :attr:`tensor` with what ``player`` sees (or knows) in ``state`` (zeros during set-up)."""
        if state.core.state is None:
            self.tensor[:] = 0.0
            return
        view = state.noppa_state.view(player, log=False)
        encoding = self.setup.encoding
        if self.information_state:
            values = encoding.information_state(view, state.core.numbers[player])
        else:
            values = encoding.observe(view)
        self.tensor[:] = values

    def string_from(self, state: NoppaSpielState, player: int) -> str:
        """The observation (or exact information state) of ``player`` as text."""
        if state.core.state is None:
            return f"set-up, {len(state.core.faces)} dice rolled"
        if self.information_state:
            core = state.core
            return information_state_string(
                state.noppa_state, player, core.mine[player], core.seen_by(player)
            )
        view = state.noppa_state.view(player, log=False)
        return json.dumps(view, sort_keys=True, separators=(",", ":"))


def register() -> None:
    """Register every noppa game with pyspiel (once; ``pyspiel.load_game("noppa_…")`` then works)."""
    known = set(pyspiel.registered_names())
    for game_id in list_games():
        name = game_name(game_id)
        if name in known:
            continue
        kind = _game_type(get_game(game_id))
        cls = type(f"NoppaSpielGame_{name}", (NoppaSpielGame,), {"game_id": game_id})
        pyspiel.register_game(kind, cls)
