"""The pyspiel game and state classes of the OpenSpiel bridge (``noppa.openspiel``).

One pyspiel game type per noppa game, registered as ``noppa_<id>`` (dashes as underscores) and as
the game id itself (``dungeon-dice``), with parameters ``players`` (default: the fewest the game
allows), ``seed`` (default 0), ``max_steps`` (the most actions, chance outcomes included, before
the game is cut off as a draw with returns 0; default 20 000), ``chance`` (``"roll"``, the default:
dice thrown together are one chance node over their distinct throws; ``"die"``: each die a node),
``deals`` (the number of equally likely deals of the deal node; 0: no deal node, the one deal of
``seed``; default 1024) and one parameter per rule option, with the option's default. An option
text that OpenSpiel's game-string reader would read as a number is spelled with a leading ``n``
(``supply=n28``); the plain text is accepted too.

- **Players and turns**: the seat ``to_act`` is the current player; at a chance node (a die, a
  throw of several dice, the deal) the current player is ``pyspiel.PlayerId.CHANCE``, outcomes
  numbered ``0 … n − 1`` in :attr:`ChanceNode.outcomes`' order with their exact probabilities.
- **Actions**: the game's fixed numbering (``noppa.rl.encoding``; ``num_distinct_actions`` is its
  length); ``max_chance_outcomes`` is the largest chance node the game can reach.
- **Returns**: at the end +1 to each winner (1/k when k share the win), −1 to the others; 0 to all
  when the game was cut off. Rewards come at the end only (``RewardModel.TERMINAL``). Two-player
  games whose win is never shared (``Learning.sole_winner``: Dungeon Dice) are ``ZERO_SUM``.
- **Information**: every game is declared ``IMPERFECT_INFORMATION`` (Dungeon Dice hides nothing,
  but so every algorithm for imperfect information, ISMCTS included, runs on all three).
  ``observation_tensor``/``observation_string`` are the seat's observation (its view);
  ``information_state_tensor``/``information_state_string`` add what the seat has done so far
  (``noppa.rl.encoding``). At a chance node a seat sees the position before the step under way.
- **resample_from_infostate** redraws what the seat cannot know (``Game.resample_hidden``: hidden
  cards, deck orders, the dice source), so ISMCTS samples worlds consistent with the seat's view.
- ``MCTSBot`` searches the true state, secrets included (that is what OpenSpiel's MCTS does);
  ``ISMCTSBot`` searches information sets and does not cheat.
- **Serialization and pickling**: ``pyspiel.serialize_game_and_state`` and ``pickle`` work on
  games and states (a game pickles as its game string, a state as its history and its data), so
  games and states can go to worker processes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, NamedTuple

import numpy as np
import pyspiel

from noppa.engine import Game, OptionValue, State, get_game, list_games
from noppa.engine import chance as chance_mode
from noppa.engine.capabilities import redraw_dice
from noppa.engine.options import Option
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
DEFAULT_DEALS = 1024
CHANCE_FORMS = ("roll", "die")


def game_name(game_id: str) -> str:
    """The pyspiel short name of a noppa game: ``noppa_`` and the id with underscores."""
    return "noppa_" + game_id.replace("-", "_")


def _reads_as_text(text: str) -> bool:
    """Whether OpenSpiel's game-string reader reads ``text`` back as a string (``GameParameterFromString``:
    empty, true/false, digits with signs and dots, and a closing bracket read as something else)."""
    if not text or text in ("True", "true", "False", "false") or text.endswith(")"):
        return False
    return bool(set(text) - set("+-0123456789."))


def _spelled(option: Option, value: OptionValue) -> OptionValue:
    """``value`` of ``option`` as an OpenSpiel parameter that its game string reads back as itself:
    booleans and numbers as they are, a text the reader would take for a number with a leading ``n``."""
    if isinstance(value, bool | int) or _reads_as_text(str(value)):
        return value
    spelled = "n" + str(value)
    if not _reads_as_text(spelled):
        raise ValueError(f"option {option.name} value {value!r} has no OpenSpiel spelling")
    return spelled


def _option_value(option: Option, given: Any) -> Any:
    """The option value an OpenSpiel parameter stands for (the spelled or the plain text)."""
    plain = given[1:] if isinstance(given, str) and given.startswith("n") else None
    if plain is not None and not _reads_as_text(plain) and plain in {str(v) for v in option.values}:
        return plain
    return given


def _game_type(game: Game, short_name: str, players: int | None = None) -> pyspiel.GameType:
    parameters: dict[str, Any] = {
        "players": game.player_counts.start,
        "seed": 0,
        "max_steps": DEFAULT_MAX_STEPS,
        "chance": CHANCE_FORMS[0],
        "deals": DEFAULT_DEALS,
    }
    for option in game.options:
        kinds = {type(value) for value in option.values}
        if len(kinds) != 1:
            raise ValueError(f"option {option.name} mixes value types {sorted(k.__name__ for k in kinds)}")
        parameters[option.name] = _spelled(option, option.default)
    zero_sum = players == 2 and learning_of(game).sole_winner
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"noppa {game.name('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
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
    """One pyspiel game's fixed facts: the noppa game, seats, options, seed, chance forms, encodings."""

    game: Game
    players: int
    options: dict[str, OptionValue]
    seed: int
    max_steps: int
    rolls: bool
    deals: int
    encoding: Encoding
    chance_outcomes: int
    """The most outcomes of any chance node (``max_chance_outcomes``)."""

    start: list[State | chance_mode.ChanceNode] = field(default_factory=list, compare=False)
    """The game's start, made once (pyspiel makes a fresh state for every clone)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self  # shared by every state of the game: it never changes

    def __reduce__(self) -> tuple[Any, tuple[Key]]:
        """Pickled as its key: the one setup of that game is found (or made) again on loading."""
        options = json.dumps(self.options, sort_keys=True)
        chance = "roll" if self.rolls else "die"
        return _setup, (
            Key(self.game.id, self.players, options, self.seed, self.max_steps, chance, self.deals),
        )

    def first(self) -> State | chance_mode.ChanceNode:
        """A copy of the game's start: its first decision, or the first chance node of its set-up."""
        if not self.start:
            self.start.append(self.new_state())
        start = self.start[0]
        return start if isinstance(start, chance_mode.ChanceNode) else start.clone()

    def new_state(self, faces: list[chance_mode.Outcome] | None = None) -> State | chance_mode.ChanceNode:
        """The set-up in chance mode with the chance outcomes ``faces`` chosen so far."""
        return chance_mode.new_state(
            self.game, self.players, self.seed, self.options, faces or (), rolls=self.rolls, deals=self.deals
        )


class Key(NamedTuple):
    """What makes one pyspiel game's :class:`Setup`: its game and parameters."""

    game_id: str
    players: int
    options_json: str
    seed: int
    max_steps: int
    chance: str
    deals: int


@cache
def _setup(key: Key) -> Setup:
    game_id, players, options_json, seed, max_steps, chance, deals = key
    game = get_game(game_id)
    options = game.resolve_options(json.loads(options_json))
    learning = learning_of(game)
    rolls = chance == "roll"
    deals = deals if learning.shuffles else 0
    largest = learning.chance_sides
    if rolls:
        largest = max([largest, *(chance_mode.roll_outcome_count(n, sides) for n, sides in learning.throws)])
    return Setup(
        game,
        players,
        options,
        seed,
        max_steps,
        rolls,
        deals,
        Encoding(game, players, options),
        max(largest, deals),
    )


def load_game(text: str) -> pyspiel.Game:
    """``pyspiel.load_game(text)`` with the noppa games registered (how a pickled game is loaded)."""
    register()
    return pyspiel.load_game(text)


class NoppaSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A noppa game as a pyspiel game (subclassed per game and name by :func:`register`)."""

    game_id: str = ""
    short_name: str = ""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = get_game(self.game_id)
        given = dict(params or {})
        players = int(given.get("players", game.player_counts.start))
        counts = game.player_counts
        if players not in counts:
            raise ValueError(f"{game.id} is for {counts.start}–{counts.stop - 1} players, not {players}")
        max_steps = int(given.get("max_steps", DEFAULT_MAX_STEPS))
        if max_steps < 1:
            raise ValueError(f"max_steps must be at least 1, not {max_steps}")
        chance = str(given.get("chance", CHANCE_FORMS[0]))
        if chance not in CHANCE_FORMS:
            raise ValueError(f"chance must be one of {', '.join(CHANCE_FORMS)}, not {chance!r}")
        deals = int(given.get("deals", DEFAULT_DEALS))
        if deals < 0:
            raise ValueError(f"deals must be 0 (the one deal of seed) or more, not {deals}")
        seed = int(given.get("seed", 0))
        options = {
            option.name: _option_value(option, given.get(option.name, option.default))
            for option in game.options
        }
        self.setup = _setup(
            Key(self.game_id, players, json.dumps(options, sort_keys=True), seed, max_steps, chance, deals)
        )
        kind = _game_type(game, self.short_name, players)
        zero_sum = kind.utility == pyspiel.GameType.Utility.ZERO_SUM
        info = pyspiel.GameInfo(
            num_distinct_actions=self.setup.encoding.n_actions,
            max_chance_outcomes=self.setup.chance_outcomes,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=max_steps,
        )
        canonical: dict[str, Any] = {
            "players": players,
            "seed": seed,
            "max_steps": max_steps,
            "chance": chance,
            "deals": deals,
        }
        for option in game.options:
            canonical[option.name] = _spelled(option, self.setup.options[option.name])
        super().__init__(kind, info, canonical)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickled as its game string, loaded again by name (the class is made at registration)."""
        return load_game, (str(self),)

    def new_initial_state(self) -> NoppaSpielState:
        """The start of a game: its set-up's chance nodes (the deal, dice), then the first decision."""
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
        self.faces: list[chance_mode.Outcome] = []
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
            outcomes = self.node.outcomes
            if not 0 <= number < len(outcomes):
                raise ValueError(
                    f"chance outcome {number} is not one of {describe(self.node)} (0 … {len(outcomes) - 1})"
                )
            self.faces.append(outcomes[number][0])
            if self.state is None:
                self._advance(setup.new_state(self.faces))
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
        """Each outcome of the chance node (numbered in :attr:`ChanceNode.outcomes`' order: a die's
        face − 1, a throw's index, a deal's number) with its exact probability."""
        node = self.core.node
        if node is None:
            raise ValueError("not a chance node")
        return list(_chances(node))

    def _apply_action(self, action: int) -> None:
        self.core.choose(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            node = self.core.node
            texts = () if node is None else _outcome_texts(node)
            return texts[action] if 0 <= action < len(texts) else f"chance outcome {action}"
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
        core.state = chance_mode.chance_mode(redrawn, seed, rolls=self._setup.rolls)
        return copy  # type: ignore[no-any-return]

    def __str__(self) -> str:
        core = self.core
        if core.state is None:
            return f"set-up, {len(core.faces)} chance outcomes chosen"
        view = core.state.view(None, log=False)
        head = f"turn {view['turn']}, to act {view['to_act']}, steps {core.steps}"
        if core.node is not None:
            head += f", {describe(core.node)} for {core.pending!r} (outcomes so far {core.faces})"
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
            return f"set-up, {len(state.core.faces)} chance outcomes chosen"
        if self.information_state:
            core = state.core
            return information_state_string(
                state.noppa_state, player, core.mine[player], core.seen_by(player)
            )
        view = state.noppa_state.view(player, log=False)
        return json.dumps(view, sort_keys=True, separators=(",", ":"))


@cache
def _chances(node: chance_mode.ChanceNode) -> tuple[tuple[int, float], ...]:
    """The node's outcomes as OpenSpiel's (number, probability) pairs (made once per node kind)."""
    return tuple((number, float(p)) for number, (_, p) in enumerate(node.outcomes))


@cache
def _outcome_texts(node: chance_mode.ChanceNode) -> tuple[str, ...]:
    """Each outcome of the node in words: "face 3", "throw 1 1 2 5 6 6", "deal 17"."""
    texts = []
    for outcome, _ in node.outcomes:
        if isinstance(outcome, tuple):
            texts.append("throw " + " ".join(map(str, outcome)))
        else:
            texts.append(f"deal {outcome}" if node.kind == "deal" else f"face {outcome}")
    return tuple(texts)


def describe(node: chance_mode.ChanceNode) -> str:
    """A chance node in words: "a d6", "a throw of 6d6", "the deal (1024 deals)"."""
    if node.kind == "roll":
        return f"a throw of {node.count}d{node.sides}"
    return f"the deal ({node.sides} deals)" if node.kind == "deal" else f"a d{node.sides}"


def names(game_id: str) -> tuple[str, ...]:
    """The names a noppa game is registered under: ``noppa_<id>`` and the id itself."""
    return (game_name(game_id), game_id)


def register() -> None:
    """Register every noppa game with pyspiel under each of its :func:`names` (once)."""
    known = set(pyspiel.registered_names())
    for game_id in list_games():
        game = get_game(game_id)
        for name in names(game_id):
            if name in known:
                continue
            cls = type(
                f"NoppaSpielGame_{name.replace('-', '_')}",
                (NoppaSpielGame,),
                {"game_id": game_id, "short_name": name, "__module__": __name__},
            )
            pyspiel.register_game(_game_type(game, name), cls)
