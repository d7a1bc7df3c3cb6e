"""The base class of every game: its facts, its options, and how states are made and loaded."""

from __future__ import annotations

import json
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar

from noppa.engine.actions import Action
from noppa.engine.bot import BotFactory
from noppa.engine.dice import Dice, ScriptError, ScriptExhausted, SeededDice, load_dice
from noppa.engine.errors import InvalidAction, LoadError, OptionError, PlayerCountError, RulesError
from noppa.engine.i18n import text
from noppa.engine.options import Option, OptionValue, resolve_options
from noppa.engine.state import SAVE_FORMAT, State


def fresh_seed() -> int:
    """A new random seed (63 bits from the operating system)."""
    return secrets.randbits(63)


class Game(ABC):
    """One game: declare the facts as class attributes and implement the hooks."""

    id: ClassVar[str]
    """Registry id, e.g. ``"dungeon-dice"``."""
    prefix: ClassVar[str]
    """Message-catalog prefix, e.g. ``"dd"``."""
    player_counts: ClassVar[range]
    options: ClassVar[tuple[Option, ...]] = ()
    has_secrets: ClassVar[bool] = False
    """Whether seats hold information others may not see (hot-seat play then hides the screen)."""

    def __init__(self) -> None:
        self._interned: dict[str, Action] = {}

    # ------------------------------------------------------------------ facts

    def name(self, lang: str = "en") -> str:
        """The game's name in ``lang``."""
        return text(f"{self.prefix}.name", lang)

    def summary(self, lang: str = "en") -> str:
        """One paragraph saying what the game is."""
        return text(f"{self.prefix}.summary", lang)

    def option(self, name: str) -> Option:
        """The declared option ``name``."""
        for option in self.options:
            if option.name == name:
                return option
        raise OptionError(
            "engine.error.unknown_option",
            game=self.id,
            name=name,
            known=", ".join(o.name for o in self.options) or "-",
        )

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, OptionValue]:
        """All options with their values; unknown names and bad values raise :class:`OptionError`."""
        return resolve_options(self.id, self.options, given)

    # ------------------------------------------------------------------ states

    def new_state(
        self,
        players: int,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        dice: Dice | None = None,
    ) -> State:
        """A new game at its first decision. Give ``seed`` or ``dice`` (forced rolls), not both."""
        if not isinstance(players, int) or players not in self.player_counts:
            counts = self.player_counts
            raise PlayerCountError(
                "engine.error.player_count",
                game=self.id,
                low=counts.start,
                high=counts.stop - 1,
                players=repr(players),
            )
        resolved = self.resolve_options(options)
        if dice is None:
            dice = SeededDice(fresh_seed() if seed is None else seed)
        elif seed is not None:
            raise ValueError("give a seed or a dice source, not both")
        return self._new_state(players, resolved, dice)

    @abstractmethod
    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> State:
        """Build the state and play forced steps up to the first decision."""

    def parse_action(self, text_form: object) -> Action:
        """The action written ``text_form``; raises :class:`InvalidAction` if it is not one of ours."""
        if isinstance(text_form, str):
            known = self._interned.get(text_form)
            if known is not None:
                return known
        action = Action.parse(text_form)
        self._check_action(action)
        if len(self._interned) < 4096:
            self._interned[action.text] = action
        return action

    def check_action(self, action: Action) -> Action:
        """``action`` if its text parses back to it as one of ours; :class:`InvalidAction` if not.

        An :class:`Action` built directly (``Action("move", ())``) is held to exactly the test of
        its text form, so an interface or bot cannot slip past :meth:`parse_action`.
        """
        if type(action.args) is not tuple:
            raise InvalidAction("engine.error.parts", got=repr((action.kind, action.args))[:60])
        if self.parse_action(action.text) != action:
            raise InvalidAction("engine.error.syntax", action=action.text[:60])
        return action

    @abstractmethod
    def _check_action(self, action: Action) -> None:
        """Raise :class:`InvalidAction` unless ``action`` has a kind and arguments of this game."""

    def replay(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        dice: Dice | Mapping[str, Any] | int,
        actions: Sequence[str],
    ) -> State:
        """The state reached by ``actions`` from the start; exact, since games are deterministic.

        ``dice`` is the seed the game started from, a dice source, or a saved source's JSON.
        """
        if isinstance(dice, Dice):
            source = dice
        elif isinstance(dice, int):
            source = SeededDice(dice)
        else:
            source = load_dice(dict(dice))
        state = self.new_state(players, options=options, dice=source)
        for action in actions:
            state.apply(action)
        return state

    def load_state(self, data: Any, where: str = "saved game") -> State:
        """Rebuild a state from :meth:`State.to_json` by exact replay, checked against its snapshot.

        Any problem raises :class:`LoadError` naming the entry (``actions[12]``) and what is wrong.
        """
        if not isinstance(data, Mapping):
            raise LoadError(where, f"expected a JSON object, got {type(data).__name__}")
        if data.get("format") != SAVE_FORMAT:
            raise LoadError(f"{where}.format", f"expected {SAVE_FORMAT!r}, got {data.get('format')!r}")
        if data.get("game") != self.id:
            raise LoadError(f"{where}.game", f"this is {self.id!r}, the save is {data.get('game')!r}")
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or players not in self.player_counts:
            raise LoadError(f"{where}.players", f"not a player count of {self.id}: {players!r}")
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise LoadError(f"{where}.options", "expected an object")
        actions = data.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise LoadError(f"{where}.actions", "expected a list of action texts")
        try:
            state = self.new_state(
                players, options=options, dice=load_dice(data.get("dice"), f"{where}.dice")
            )
        except OptionError as error:
            raise LoadError(f"{where}.options", str(error)) from error
        except (ScriptExhausted, ScriptError) as error:
            raise LoadError(f"{where}.dice", str(error)) from error
        for index, action in enumerate(actions):
            try:
                state.apply(action)
            except RulesError as error:
                raise LoadError(f"{where}.actions[{index}]", f"{action!r}: {error}") from error
            except (ScriptExhausted, ScriptError) as error:
                raise LoadError(f"{where}.actions[{index}]", str(error)) from error
        snapshot = data.get("snapshot")
        if snapshot is not None:
            mine = _as_saved(state.to_json()["snapshot"], snapshot)
            difference = first_difference(snapshot, mine, f"{where}.snapshot")
            if difference is not None:
                raise LoadError(difference, "does not match the game replayed from its actions")
        return state

    # ------------------------------------------------------------------ extras

    def bots(self) -> Mapping[str, BotFactory]:
        """The bots this game offers beyond the generic ones, by name (e.g. ``"heuristic"``)."""
        return {}

    def default_bot(self) -> str:
        """The name of the strongest bot people should meet by default."""
        names = list(self.bots())
        return names[0] if names else "random"

    def resample_hidden(self, state: State, seat: int | None, seed: int) -> State:
        """A copy of ``state`` with everything ``seat`` cannot know drawn afresh (dice included).

        Used by the leak tests: ``view(seat)`` must not change. Games with secrets override this to
        reshuffle decks and hidden cards consistently with what ``seat`` knows.
        """
        copy = state.clone()
        copy.dice = SeededDice(seed)
        return copy

    def determinize(self, view: Mapping[str, Any], seed: int) -> State:
        """A complete state consistent with ``view`` (one seat's view), its unknowns drawn at random.

        Search bots (information-set MCTS) call this: they see only their own view, and sample the
        hidden parts (other seats' secrets, deck orders, the dice) with ``seed``. The state need not
        replay from a seed; it must accept every action ``view["legal"]`` lists and play on.
        """
        raise NotImplementedError(f"{self.id} does not implement determinize")

    def terminal_renderer(self) -> Any:
        """An object with ``render(state, seat, lang) -> rich renderable`` for terminal play."""
        return None

    def board_data(self) -> Mapping[str, Any] | None:
        """Static, JSON-safe data a graphical client needs to draw the board, or ``None``.

        Optional: the web platform serves it at ``/api/games/{id}/board`` to the game's browser
        module (``noppa/web/static/games/{id}.js``). Put here what never changes during a game and
        holds no secret (space or hex coordinates, terrain, connections, card art names); what
        changes belongs in ``view(seat)``. The default is ``None``: nothing beyond the view.
        """
        return None

    def rules_markdown(self, lang: str = "en") -> str | None:
        """The rules for players in ``lang`` as Markdown, or ``None`` if the game ships none.

        The default reads ``rules/{lang}.md`` beside the game's package (English when ``lang`` has
        none); the web platform shows it as the game's rules page.
        """
        from importlib import resources

        package = type(self).__module__.rpartition(".")[0] or type(self).__module__
        try:
            folder = resources.files(package) / "rules"
            for name in (f"{lang}.md", "en.md"):
                page = folder / name
                if page.is_file():
                    return page.read_text(encoding="utf-8")
        except (ModuleNotFoundError, OSError, TypeError):
            return None
        return None

    # ------------------------------------------------------------------ search, study and RL
    # Optional hooks with working defaults: search bots, simulation reports and RL environments use
    # them generically; a game overrides what it can do better (docs/engine.md, "Optional hooks").

    def can_determinize(self) -> bool:
        """Whether this game implements :meth:`determinize` (search bots need it)."""
        return type(self).determinize is not Game.determinize

    def search_key(self, state: State, seat: int) -> Hashable:
        """What ``seat`` knows of ``state`` that matters for the rest of the game, as a hashable key.

        Information-set search merges the positions a move or a roll can lead to when their keys are
        equal. The default is the seat's picture of the game (``view(seat)["state"]``) and whose turn
        it is; a game can give a smaller key that leaves out what no longer matters (the order the
        last dice fell in), so that more playouts share a node.
        """
        picture = json.dumps(state._view(seat), sort_keys=True, separators=(",", ":"), default=str)
        return (state.to_act, picture)

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """A quick, sensible action for search playouts, drawing randomness from ``rng`` only.

        It is called on states a search bot built with :meth:`determinize`, many thousand times a
        second, so it may read the whole state but must be fast. The default is uniformly random.
        """
        return rng.choice(state.legal_actions())

    def evaluate(self, state: State) -> list[float] | None:
        """Each seat's estimated chance to win from ``state`` (numbers in [0, 1]), or ``None``.

        Search bots score the playouts they cut short with it (the MCTS bot's ``depth``); without it
        a cut playout counts as a draw among all seats. Like ``rollout_action`` it must be quick.
        """
        return None

    def settled(self, state: State) -> bool:
        """Whether :meth:`evaluate` can judge ``state`` as it stands: no fight or turn half-played.

        A search cuts its playouts after ``depth`` actions only where the game is settled, and plays
        on until it is: an estimate read in the middle of a fight sees the wounds but not the spoils
        (the horizon effect). The default is ``True`` everywhere: cut where the depth says.
        """
        return True

    def search_preset(self, players: int) -> str:
        """The MCTS bot's settings that play this game best at ``players``, as a bot spec's parameters.

        The plain bot spec ``mcts`` plays with them (e.g. ``"400:depth=10:tree=1"``); a spec with
        parameters of its own (``mcts:500``) uses exactly those and the engine's defaults for the
        rest. The default, ``""``, is the engine's defaults.
        """
        return ""

    def statistics(self, state: State) -> dict[str, float]:
        """Figures of a (finished) game for simulation reports, from its events: e.g. busts, challenges.

        The default has none; ``noppa simulate`` always reports the winner, ranking and length.
        """
        return {}

    def seat_statistics(self, state: State) -> list[dict[str, float]]:
        """The same figures per seat (one dict per seat), so reports can compare bots."""
        return [{} for _ in range(state.players)]

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...] | None:
        """Every action text that can ever be legal in such a game, in a fixed order, or ``None``.

        RL environments number actions by this list. Without it they fall back to numbering the
        legal actions of the moment in the order :meth:`State.legal_actions` gives them.
        """
        return None

    def encode_view(self, view: Mapping[str, Any]) -> list[float] | None:
        """A fixed-length numeric picture of one seat's view, or ``None`` (RL observations).

        The length may depend only on the player count and options. Without it RL environments
        hash the numbers of ``view["state"]`` into a fixed-size vector.
        """
        return None


def _as_saved(mine: dict[str, Any], saved: Any) -> dict[str, Any]:
    """``mine`` (a replayed snapshot) without what a save from before digests did not hold.

    Those saves have no ``events_digest`` and no generator ``state`` in their dice; the rest of
    their snapshot (event count, draws, the game's state) is still compared.
    """
    if isinstance(saved, Mapping):
        if "events_digest" not in saved:
            mine.pop("events_digest", None)
        _as_saved_dice(mine.get("dice"), saved.get("dice"))
    return mine


def _as_saved_dice(mine: Any, saved: Any) -> None:
    """Drop the generator ``state`` from the dice ``mine`` where the saved dice have none."""
    while isinstance(mine, dict) and isinstance(saved, Mapping):
        if "state" not in saved:
            mine.pop("state", None)
        mine, saved = mine.get("then"), saved.get("then")


def first_difference(expected: Any, actual: Any, path: str) -> str | None:
    """The path of the first place two JSON values differ, or ``None``."""
    if isinstance(expected, Mapping) and isinstance(actual, Mapping):
        for key in sorted(set(expected) | set(actual), key=str):
            if key not in expected or key not in actual:
                return f"{path}.{key}"
            found = first_difference(expected[key], actual[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path} (length {len(expected)} vs {len(actual)})"
        for index, (a, b) in enumerate(zip(expected, actual, strict=True)):
            found = first_difference(a, b, f"{path}[{index}]")
            if found is not None:
                return found
        return None
    return None if expected == actual and type(expected) is type(actual) else path
