"""The base class of every game: its facts, its options, and how states are made and loaded."""

from __future__ import annotations

import secrets
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any, ClassVar, Generic

import msgspec

from noppa.engine.actions import Action
from noppa.engine.bot import BotFactory
from noppa.engine.capabilities import UI, Learning, S, Search, Study, Words
from noppa.engine.dice import Dice, ScriptError, ScriptExhausted, SeededDice, load_dice
from noppa.engine.errors import (
    InvalidAction,
    LoadError,
    OptionError,
    PlayerCountError,
    RulesError,
)
from noppa.engine.events import GameOver
from noppa.engine.i18n import LANGS, Phrase, shorten, text
from noppa.engine.options import Option, OptionValue, resolve_options
from noppa.engine.state import SAVE_FORMAT, names_from_json


def fresh_seed() -> int:
    """A new random seed (63 bits from the operating system)."""
    return secrets.randbits(63)


class Game(ABC, Generic[S]):
    """One game: its facts as class attributes, how states are made, parsed and loaded.

    ``S`` is the game's state type. What a game offers beyond this core lives in capability objects
    (:mod:`noppa.engine.capabilities`), each ``None`` when the game does not offer it.
    """

    id: ClassVar[str]
    """Registry id, e.g. ``"dungeon-dice"``."""
    prefix: ClassVar[str]
    """Message-catalog prefix, e.g. ``"dd"``."""
    player_counts: ClassVar[range]
    options: ClassVar[tuple[Option, ...]] = ()
    has_secrets: ClassVar[bool] = False
    """Whether seats hold information others may not see (hot-seat play then hides the screen)."""
    event_type: ClassVar[Any] = GameOver
    """The union of the game's event structs (:mod:`noppa.engine.events`), ``GameOver`` included:
    every event the game logs decodes by it (``noppa.engine.events.decode``)."""
    pass_actions: ClassVar[frozenset[str]] = frozenset()
    """Actions (text form) by which the rules let a player pass, doing nothing: where one is legal,
    the web server's ``skip`` time-out policy plays it (``docs/web.md``, *Turn-based rooms and clocks*)."""

    position_type: ClassVar[Any] = None
    """The schema of a position (a ``msgspec`` struct) that :meth:`position` builds a game from;
    ``None``: the game has no position builder."""

    words: Words[S] | None = None
    """How the game's actions and events read (labels, log lines); ``None``: one catalog message per
    action and event kind."""
    search: Search[S] | None = None
    """What search bots need (``determinize`` and the rest); ``None``: no search bot plays it."""
    study: Study[S] | None = None
    """The game's own figures for simulation reports; ``None``: winner, ranking and length only."""
    learning: Learning | None = None
    """Fixed numberings of actions and views for RL; ``None``: the environments' generic fallback."""
    ui: UI[S] | None = None
    """A terminal renderer and board data for graphical clients; ``None``: neither."""

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
            game=self.spoken_name(),
            name=name,
            known=Phrase({lang: ", ".join(o.label(lang) for o in self.options) or "-" for lang in LANGS}),
        )

    def spoken_name(self) -> Phrase:
        """The game's name in every language, for a message read later in one of them."""
        return Phrase({lang: self.name(lang) for lang in LANGS})

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, OptionValue]:
        """All options with their values; unknown names and bad values raise :class:`OptionError`.

        An option may be named by its name or its label, a value by its spelling or its label."""
        return resolve_options(self.spoken_name, self.options, given)  # (its name only for an error)

    # ------------------------------------------------------------------ states

    def check_players(self, players: object) -> None:
        """Raise :class:`PlayerCountError` (the game by its name, the count shortened) unless this
        game is played by ``players`` players: every place that takes a player count asks here."""
        if not isinstance(players, int) or players not in self.player_counts:
            counts = self.player_counts
            raise PlayerCountError(
                "engine.error.player_count",
                game=self.spoken_name(),
                low=counts.start,
                high=counts.stop - 1,
                players=shorten(repr(players)),
            )

    def new_state(
        self,
        players: int,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        dice: Dice | None = None,
        names: Sequence[str | None] = (),
    ) -> S:
        """A new game at its first decision. Give ``seed`` or ``dice`` (forced rolls), not both.

        ``names`` are the seats' names chosen at the table (:meth:`State.name_seats`)."""
        self.check_players(players)
        resolved = self.resolve_options(options)
        if dice is None:
            dice = SeededDice(fresh_seed() if seed is None else seed)
        elif seed is not None:
            raise ValueError("give a seed or a dice source, not both")
        state = self._new_state(players, resolved, dice)
        if names:
            state.name_seats(names)
        return state

    @abstractmethod
    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> S:
        """Build the state and play forced steps up to the first decision."""

    def position(
        self,
        setup: Any,
        options: Mapping[str, Any] | None = None,
        *,
        seed: int | None = None,
        dice: Dice | None = None,
        names: Sequence[str | None] = (),
        where: str = "position",
    ) -> S:
        """A game at the position ``setup`` describes, waiting for its decision — as python-chess
        builds a board from a FEN. For tests, tutorials and bug reports.

        ``setup`` is the game's ``position_type`` (a struct) or its JSON form; the player count
        comes from it. The game plays on from there by its rules with the dice given (``seed`` or
        ``dice``), and its save records the position, so it replays exactly. A setup that does not
        fit the schema, or describes no position the rules can reach, raises :class:`LoadError`
        naming the entry (``position.heroes[1].hex``) and what is wrong.
        """
        if self.position_type is None:
            raise LoadError(where, f"{self.id} has no position builder")
        try:
            spec = msgspec.convert(
                msgspec.to_builtins(setup) if isinstance(setup, msgspec.Struct) else setup,
                self.position_type,
            )
        except msgspec.ValidationError as error:
            raise LoadError(where, str(error)) from error
        resolved = self.resolve_options(options)
        if dice is None:
            dice = SeededDice(fresh_seed() if seed is None else seed)
        elif seed is not None:
            raise ValueError("give a seed or a dice source, not both")
        initial_dice = dice.to_json()  # before the builder rolls: a replay builds it again
        state = self._position(spec, resolved, dice, where)
        state.position = msgspec.to_builtins(spec)
        state.initial_dice = initial_dice
        if names:
            state.name_seats(names)
        return state

    def _position(self, spec: Any, options: dict[str, OptionValue], dice: Dice, where: str) -> S:
        """Build the state ``spec`` (a ``position_type``) describes and ask its decision."""
        raise LoadError(where, f"{self.id} has no position builder")

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
    ) -> S:
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

    def load_state(self, data: Any, where: str = "saved game") -> S:
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
            dice = load_dice(data.get("dice"), f"{where}.dice")
            if "position" in data:  # a game built by position(): it replays from there
                state = self.position(data["position"], options, dice=dice, where=f"{where}.position")
                if state.players != players:
                    raise LoadError(f"{where}.players", f"the position has {state.players} players")
            else:
                state = self.new_state(players, options=options, dice=dice)
        except OptionError as error:
            raise LoadError(f"{where}.options", str(error)) from error
        except (ScriptExhausted, ScriptError) as error:
            raise LoadError(f"{where}.dice", str(error)) from error
        if "names" in data:  # saves from before seat names have none: "Player N" then
            names = names_from_json(data["names"])
            if names is None or len(names) > players:
                raise LoadError(f"{where}.names", f"expected at most {players} names (texts)")
            state.name_seats(names)
        for index, action in enumerate(actions):
            try:
                state.apply(action)
            except RulesError as error:
                raise LoadError(f"{where}.actions[{index}]", f"{shorten(repr(action))}: {error}") from error
            except (ScriptExhausted, ScriptError) as error:
                raise LoadError(f"{where}.actions[{index}]", str(error)) from error
        snapshot = data.get("snapshot")
        if snapshot is not None:
            mine = _as_saved(state.to_json()["snapshot"], snapshot)
            difference = first_difference(snapshot, mine, f"{where}.snapshot")
            if difference is not None:
                raise LoadError(difference, "does not match the game replayed from its actions")
        return state

    def sides(self, options: Mapping[str, Any], players: int) -> list[tuple[int, ...]]:
        """The sides that win and lose together at a table of ``players`` with ``options``, as a
        rating ranks them (web-RATE-02): each seat alone unless the game's rules pair seats."""
        return [(seat,) for seat in range(players)]

    # ------------------------------------------------------------------ extras

    def bots(self) -> Mapping[str, BotFactory]:
        """The bots this game offers beyond the generic ones, by name (e.g. ``"heuristic"``)."""
        return {}

    def default_bot(self) -> str:
        """The name of the strongest bot people should meet by default."""
        names = list(self.bots())
        return names[0] if names else "random"

    def rules_markdown(self, lang: str = "en") -> str | None:
        """The rules for players in ``lang`` as Markdown, or ``None`` if the game ships none.

        The default reads ``pages/{lang}.md`` in the game's package (English when ``lang`` has
        none); the web platform shows it as the game's rules page.
        """
        package = type(self).__module__.rpartition(".")[0] or type(self).__module__
        try:
            folder = resources.files(package) / "pages"
            for name in (f"{lang}.md", "en.md"):
                page = folder / name
                if page.is_file():
                    return page.read_text(encoding="utf-8")
        except (ModuleNotFoundError, OSError, TypeError):
            return None
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
