"""What a game may offer beyond its core contract, one object per use: words, search, study,
learning, UI.

A :class:`~noppa.engine.Game` holds each as an attribute (``game.words``, ``game.search``,
``game.study``, ``game.learning``, ``game.ui``) that is ``None`` when the game does not offer
it. Each is generic over the game's state type, so a game's methods take its own state and mypy
checks them; the methods with a body are working defaults a game overrides where it can do better.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Any, Generic, Protocol

from typing_extensions import TypeVar

from noppa.engine.actions import Action
from noppa.engine.dice import SeededDice
from noppa.engine.features import Features
from noppa.engine.state import State

if TYPE_CHECKING:
    from noppa.engine.options import OptionValue

S = TypeVar("S", bound=State, default=Any)
T = TypeVar("T", bound=State)
"""A game's state type. Code that does not know the game writes plain ``Game`` (``Game[Any]``), so
that every game is one; what it gets from a capability is then a state of unknown type."""


def redraw_dice(state: T, seed: int) -> T:
    """A copy of ``state`` with fresh dice seeded by ``seed``: all a game without secrets hides."""
    copy = state.clone()
    copy.dice = SeededDice(seed)
    return copy


class Search(ABC, Generic[S]):
    """What search bots (information-set MCTS, ``noppa.bots.mcts``) need of a game.

    Only :meth:`determinize` is required; the other methods are defaults a game overrides.
    """

    @abstractmethod
    def determinize(self, view: Mapping[str, Any], seed: int) -> S:
        """A complete state consistent with ``view`` (one seat's view), its unknowns drawn at random.

        Search bots see only their own view and sample the hidden parts (other seats' secrets,
        deck orders, the dice) with ``seed``. The state need not replay from a seed; it must accept
        every action ``view["legal"]`` lists and play on.
        """

    def resample_hidden(self, state: S, seat: int | None, seed: int) -> S:
        """A copy of ``state`` with everything ``seat`` cannot know drawn afresh (dice included).

        Used by the leak tests: ``view(seat)`` must not change. The default redraws only the dice
        (:func:`redraw_dice`); games with secrets reshuffle decks and hidden cards consistently with
        what ``seat`` knows.
        """
        return redraw_dice(state, seed)

    def key(self, state: S, seat: int) -> Hashable:
        """What ``seat`` knows of ``state`` that matters for the rest of the game, as a hashable key.

        Information-set search merges the positions a move or a roll can lead to when their keys are
        equal. The default is the seat's picture of the game (``view(seat)["state"]``) and whose turn
        it is; a game can give a smaller key that leaves out what no longer matters (the order the
        last dice fell in), so that more playouts share a node.
        """
        picture = json.dumps(state._view(seat), sort_keys=True, separators=(",", ":"), default=str)
        return (state.to_act, picture)

    def rollout_action(self, state: S, rng: random.Random) -> Action:
        """A quick, sensible action for search playouts, drawing randomness from ``rng`` only.

        It is called on states made by :meth:`determinize`, many thousand times a second, so it may
        read the whole state but must be fast. The default is uniformly random.
        """
        return rng.choice(state.legal_actions())

    @property
    def has_rollout_policy(self) -> bool:
        """Whether :meth:`rollout_action` is the game's own policy, not the uniformly random default."""
        return type(self).rollout_action is not Search.rollout_action

    def evaluate(self, state: S) -> list[float] | None:
        """Each seat's estimated chance to win from ``state`` (numbers in [0, 1]), or ``None``.

        Search bots score the playouts they cut short with it (the MCTS bot's ``depth``); without it
        a cut playout counts as a draw among all seats. Like :meth:`rollout_action` it must be quick.
        """
        return None

    @property
    def has_evaluation(self) -> bool:
        """Whether :meth:`evaluate` is the game's own (the default scores nothing)."""
        return type(self).evaluate is not Search.evaluate

    def settled(self, state: S) -> bool:
        """Whether :meth:`evaluate` can judge ``state`` as it stands: no fight or turn half-played.

        A search cuts its playouts after ``depth`` actions only where the game is settled, and plays
        on until it is: an estimate read in the middle of a fight sees the wounds but not the spoils
        (the horizon effect). The default is ``True`` everywhere: cut where the depth says.
        """
        return True

    def solved(self, players: int, options: Mapping[str, Any]) -> bool:
        """Whether games of this setting are solved: :meth:`exact_values` answers for every
        position of them. The default is ``False`` (no game is solved)."""
        return False

    def exact_values(self, state: S) -> dict[str, float]:
        """The mover's exact chance to win after each legal action of ``state`` (by the action's
        text), both sides playing perfectly from there on, where :meth:`solved` says the setting is
        solved. A choice that rolls dice is valued over every outcome with its probability. The
        computer review (``noppa.review``) judges such games exactly with it."""
        raise NotImplementedError(f"{type(self).__name__} solves no setting")

    def preset(self, players: int) -> str:
        """The MCTS bot's settings that play this game best at ``players``, as a bot spec's parameters.

        The plain bot spec ``mcts`` plays with them (e.g. ``"400:depth=10:tree=1"``); a spec with
        parameters of its own (``mcts:500``) uses exactly those and the engine's defaults for the
        rest. The default, ``""``, is the engine's defaults.
        """
        return ""


class Study(Generic[S]):
    """Figures of finished games for simulation reports (``noppa simulate``).

    The reports always hold the winner, ranking and length; these are the game's own figures. Each
    figure ``NAME`` is named for readers by the game's catalog: ``PREFIX-stat-NAME`` (a short name)
    and ``PREFIX-stat-NAME-about`` (one line), in every language.
    """

    def __init__(
        self,
        statistics: Callable[[S], dict[str, float]] | None = None,
        seat_statistics: Callable[[S], list[dict[str, float]]] | None = None,
    ) -> None:
        """A game gives its two functions here (no subclass that only forwards to them)."""
        self._statistics = statistics
        self._seat_statistics = seat_statistics

    def statistics(self, state: S) -> dict[str, float]:
        """Figures of a (finished) game from its events: e.g. busts, challenges."""
        return {} if self._statistics is None else self._statistics(state)

    def seat_statistics(self, state: S) -> list[dict[str, float]]:
        """The same figures per seat (one dict per seat), so reports can compare bots."""
        if self._seat_statistics is None:
            return [{} for _ in range(state.players)]
        return self._seat_statistics(state)


class Learning:
    """Fixed encodings for learning programs (``noppa.rl``, ``noppa.openspiel``), derived from the
    game's data and never from the legal actions at hand (``games/<id>/learning.py``)."""

    chance_sides: int = 6
    """The most faces of any die the game rolls (the chance outcomes of the OpenSpiel bridge)."""
    throws: tuple[tuple[int, int], ...] = ()
    """The dice the game throws together (``Dice.rolls``), as (count, sides), the most of each kind:
    a throw node of chance mode has one outcome per distinct throw."""
    shuffles: bool = True
    """Whether the game shuffles or picks blind (``Dice.below``); ``False``: chance mode has no deal."""
    sole_winner: bool = False
    """Whether a game never ends with the win shared (two players: +1/−1 or 0/0, a zero-sum game)."""

    optional_view: tuple[str, ...] = ()
    """Costly parts of the view an observation may go without: each a keyword of the state's
    ``view()`` that turns the part off when ``False`` (Dungeon Dice: ``odds``). An encoding made
    ``without`` one reads zeros where the part's numbers were (``noppa.rl.encoding.Encoding``)."""

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        """Every action text that can be legal in such a game, in a fixed order: action numbers."""
        raise NotImplementedError

    def features(self, view: Mapping[str, Any]) -> Features:
        """One seat's view as named slices of numbers in [-1, 1]; the layout may depend on the player
        count, the options and the game's data, never on the position."""
        raise NotImplementedError


class Words(ABC, Generic[S]):
    """A game's words: how its actions and events read in each language.

    The rules never import the module that implements this: they decide, and say what they decided
    as data (an action, a typed event, an :class:`~noppa.engine.errors.IllegalAction` with its
    message key and arguments); the words turn that into text. :meth:`State.label` and
    :meth:`State.describe` go through ``game.words`` when the game has one, and fall back to one
    catalog message per action or event kind (``{prefix}.action.{kind}``,
    ``{prefix}.event.{type}``) when it has none.
    """

    @abstractmethod
    def label(self, state: S, action: Action, lang: str) -> str:
        """``action`` (well formed, checked by the game) as a player reads it at ``state``."""

    @abstractmethod
    def describe(self, state: S, event: Mapping[str, Any], lang: str) -> str:
        """One log line for ``event`` (a logged event: the JSON form of the game's event type)."""


class TerminalRenderer(Protocol):
    """Draws one seat's picture of a game for terminal play (``noppa play``)."""

    def render(self, state: Any, seat: int | None, lang: str, bots: set[int] | None = None) -> Any:
        """A rich renderable of ``state`` as ``seat`` may see it (``bots``: the seats bots play)."""
        ...


class UI(Generic[S]):
    """How interfaces draw the game: a terminal renderer and static data for graphical boards."""

    def terminal_renderer(self) -> TerminalRenderer | None:
        """The renderer for terminal play, or ``None`` (the terminal then shows the view as text)."""
        return None

    def board_data(self) -> Mapping[str, Any] | None:
        """Static, JSON-safe data a graphical client needs to draw the board, or ``None``.

        The web platform serves it at ``/api/games/{id}/board`` to the game's browser module
        (``noppa/web/static/games/{id}.js``). Put here what never changes during a game and holds
        no secret (space or hex coordinates, terrain, connections, card art names); what changes
        belongs in ``view(seat)``.
        """
        return None
