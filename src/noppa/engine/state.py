"""The base class of every game state: the contract of ``../DESIGN.md`` in code.

A game subclasses :class:`State` and fills in the ``_``-prefixed hooks. The base class does what
every game needs the same way: parsing and checking actions before anything changes, the action
history for exact replay, the event log and what each seat may see of it, cloning, and the saved
game format.
"""

from __future__ import annotations

import copy
import hashlib
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

import msgspec

from noppa.engine import table
from noppa.engine.actions import Action
from noppa.engine.errors import IllegalAction, InvalidAction
from noppa.engine.events import GameEvent, GameOver
from noppa.engine.i18n import LANGS, Phrase, text
from noppa.engine.outcome import Outcome

_to_builtins = msgspec.to_builtins

if TYPE_CHECKING:
    from noppa.engine.dice import Dice
    from noppa.engine.game import Game
    from noppa.engine.options import OptionValue

Event = dict[str, Any]
"""One thing that happened, JSON-safe: ``{"type": "roll", "seat": 0, ...}``.

An event with a ``"to"`` list is private: only those seats see it (spectators never do)."""

SAVE_FORMAT = "noppa-save/1"

_NO_EVENTS_DIGEST = bytes(32)
_encode_event = msgspec.json.Encoder(order="sorted").encode


def _chain_digest(digest: bytes, event: Event) -> bytes:
    """The events digest after ``event``: SHA-256 of the digest before it and the event's JSON."""
    return hashlib.sha256(digest + _encode_event(event)).digest()


def _to_json(events: list[Any]) -> None:
    """Turn the typed events at the end of ``events`` (those :meth:`State.emit` appended since the
    log was last read) into their JSON form, in place, in one call."""
    first = len(events) - 1
    while first and type(events[first - 1]) is not dict:
        first -= 1
    events[first:] = _to_builtins(events[first:])  # events.to_json of each


def _one_line(name: str | None) -> str:
    """A seat's name on one line, its spaces collapsed ("" for none); a :class:`Phrase` stays one."""
    if not name:
        return ""
    if isinstance(name, Phrase):
        return Phrase({lang: " ".join(said.split()) for lang, said in name.by_lang.items()})
    return " ".join(name.split())


def _numbered(name: str, seat: int) -> str:
    """``name`` followed by the seat's number, counted from 1 ("Bot 2")."""
    if isinstance(name, Phrase):
        return Phrase({lang: f"{said} {seat + 1}" for lang, said in name.by_lang.items()})
    return f"{name} {seat + 1}"


def names_json(names: Sequence[str]) -> list[str | dict[str, str]]:
    """Seat names as a save holds them: a text, or ``{lang: text}`` for a :class:`Phrase`."""
    return [name.by_lang if isinstance(name, Phrase) else name for name in names]


def names_from_json(data: Any) -> list[str] | None:
    """The seat names of :func:`names_json`; ``None`` if ``data`` is not such a list."""
    if not isinstance(data, list):
        return None
    names: list[str] = []
    for entry in data:
        if isinstance(entry, str):
            names.append(entry)
        elif (
            isinstance(entry, dict)
            and entry
            and all(isinstance(k, str) and isinstance(v, str) for k, v in entry.items())
        ):
            names.append(Phrase(entry))
        else:
            return None
    return names


class State(ABC):
    """A game in progress. Use the public methods; games implement the ``_`` hooks."""

    __slots__ = ("__dict__", "_log")

    game: Game
    players: int
    options: Mapping[str, OptionValue]
    dice: Dice
    initial_dice: dict[str, Any]
    history: list[str]
    _log: list[Any]
    """The event log behind :attr:`events`: dicts, then the structs :meth:`emit` appended since it
    was last read. A slot, not an entry of the instance's ``__dict__``: the game's own attributes
    are what ``vars(state)`` holds (a game may copy all of them, as Runebound's clone does), and
    reaching ``__dict__`` on every emit would make CPython 3.11 give up its fast attribute reads on
    the state. :meth:`__getstate__` and :func:`noppa.engine.table.undo` carry it over."""
    outcome: Outcome | None
    to_act: int | None
    turn: int
    _digest: tuple[int, bytes] = (0, _NO_EVENTS_DIGEST)
    """How many events :meth:`events_digest` has folded in, and the digest after them."""
    names: tuple[str, ...] = ()
    """The names chosen at the table, by seat ("" where none; a :class:`Phrase` for a name said
    differently in each language, such as a bot's). Table facts, not rules: saves keep them, and
    they never change what happens (see :meth:`name_seats`)."""

    resigned: tuple[int, ...] = ()
    """The seats that resigned, in order (``noppa.engine.table``); the game may go on without them."""

    shared: ClassVar[tuple[str, ...]] = ()
    """Attributes holding the game's fixed data, loaded once and shared by every state (board,
    content, rule tables): a pickle leaves them out and :meth:`_reload_shared` puts the one copy
    back, so that a loaded state is small and shares them as a clone does (lookups by identity)."""

    def __init__(self, game: Game, players: int, options: Mapping[str, OptionValue], dice: Dice) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.dice = dice
        self.initial_dice = dice.to_json()
        self.history = []
        self.events = []
        self.outcome = None
        self.to_act = None
        self.turn = 0
        self.position: dict[str, Any] | None = None
        """The position this game started from when :meth:`Game.position` built it (its JSON form,
        kept in saves so they replay from it); ``None`` for a game from the start."""
        self._legal: tuple[Action, ...] | None = None

    # ------------------------------------------------------------------ contract

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat ``to_act`` may take now; empty only when the game is over."""
        legal = self._legal
        if legal is None:
            legal = () if self.to_act is None else self._legal_actions()
            self._legal = legal
        return legal

    def apply(self, action: Action | str) -> None:
        """Take ``action`` (or its text) for the seat ``to_act`` and advance to the next decision.

        Raises :class:`InvalidAction` for input that is not an action of this game and
        :class:`IllegalAction` for one the rules do not allow now; either way nothing changes.
        """
        if type(action) is not Action:
            if isinstance(action, str):
                if action[:1] == "!":  # a table action (resign, undo): noppa.engine.table
                    table.apply(self, action)
                    return
                action = self._parse_answer(action)
            elif not isinstance(action, Action):
                raise InvalidAction("engine.error.not_an_action", got=type(action).__name__)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        # The usual case, an action taken from legal_actions() itself, is found by identity (an
        # Action's == is Python code, and the options before it would each call it).
        for option in legal if self.to_act is not None else ():
            if option is action:
                break
        else:
            self._check_illegal(action, legal)
        self.history.append(action.text)
        self._legal = None
        self._apply(action)

    def _parse_answer(self, text: str) -> Action:
        """The action a player's typed answer to :meth:`apply` stands for (the game's
        ``parse_action``); a game may accept shorthands for the decision pending."""
        return self.game.parse_action(text)

    def _check_illegal(self, action: Action, legal: tuple[Action, ...]) -> None:
        """Raise the error for ``action`` unless the game runs and ``action`` equals one of
        ``legal`` (an equal action made apart, not the same object)."""
        if self.to_act is None or action not in legal:
            # A legal action is well formed; any other is held to the test of its text first.
            self.game.check_action(action)
            if self.to_act is None:
                raise IllegalAction("engine.error.game_over", action=action.text)
            raise self._why_illegal(action)

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` would be accepted now."""
        try:
            parsed = self.game.parse_action(action) if isinstance(action, str) else action
        except InvalidAction:
            return False
        return parsed in self.legal_actions()

    def view(self, seat: int | None, *, log: bool = True) -> dict[str, Any]:
        """What ``seat`` may know, JSON-safe; ``None`` is a spectator. Never holds the dice source.

        ``log=False`` leaves out the ``log`` entry (interfaces that send the log line by line, such
        as the web server, save the walk over every event).
        """
        self._check_seat(seat)
        view = self._framed(seat, self._view(seat))
        if log:
            view["log"] = self.visible_events(seat)
        return view

    def public_view(self) -> object | None:
        """What every seat's and spectator's game-specific view is made from alike, or ``None``
        (the default): the game makes each seat's whole (:meth:`_view`).

        A caller that wants several seats' views of one position makes this once and gives it to
        :meth:`view_from` for each seat (the web server does, once per move). A game that returns
        one defines :meth:`_seat_view`; a game whose :meth:`view` adds to the engine's must keep
        returning ``None`` (or add the same in :meth:`view_from`).
        """
        return None

    def view_from(self, public: object, seat: int | None) -> dict[str, Any]:
        """``view(seat, log=False)``, made from :meth:`public_view` of this very position (equal to
        it: the seat's private part is added to the shared one, never the other way round)."""
        self._check_seat(seat)
        return self._framed(seat, self._seat_view(public, seat))

    def _framed(self, seat: int | None, game_part: dict[str, Any]) -> dict[str, Any]:
        """A view around its game-specific part (:meth:`view` without the log)."""
        mine = seat is not None and seat == self.to_act
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "options": dict(self.options),
            "to_act": self.to_act,
            "turn": self.turn,
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "legal": [a.text for a in self.legal_actions()] if mine else [],
            "state": game_part,
        }

    @property
    def events(self) -> list[Event]:
        """Every event logged, in order, each as its JSON form (:data:`Event`).

        :meth:`emit` appends the typed event itself (a frozen struct) and the log is made JSON-safe
        here, when it is read: a playout that never reads it never pays for it. The list is the same
        object from one read to the next (its length is always the number of events logged), but
        only a read through this property guarantees every entry is a dict.
        """
        events = self._log
        if events and type(events[-1]) is not dict:
            _to_json(events)
        return events

    @events.setter
    def events(self, events: list[Event]) -> None:
        self._log = events

    def visible_events(self, seat: int | None, start: int = 0) -> list[Event]:
        """The events from index ``start`` on that ``seat`` may see, as that seat sees them."""
        self._check_seat(seat)
        out: list[Event] = []
        for event in self.events[start:]:
            shown = self._redact(event, seat)
            if shown is not None:
                out.append(shown)
        return out

    def clone(self) -> Self:
        """An independent copy, dice included: the copy and the original can go separate ways."""
        new = copy.copy(self)
        new.dice = self.dice.clone()
        new.history = self.history.copy()
        new.events = self.events.copy()
        new._copy_mutables()
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """``copy.deepcopy`` is :meth:`clone`: a generic deep copy would also copy what every state
        shares by identity (the game, its content and rule tables) and break lookups by ``is``."""
        new = self.clone()
        memo[id(self)] = new
        return new

    def __getstate__(self) -> dict[str, Any]:
        """What a pickle holds: every attribute but the :attr:`shared` ones, and the event log (as
        readers see it: every event JSON-safe)."""
        data = dict(self.__dict__)
        for name in self.shared:
            data.pop(name, None)
        data["_log"] = self.events
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        # a pickle made before the log was a slot holds it as "events"
        self._log = data.pop("_log") if "_log" in data else data.pop("events", [])
        self.__dict__.update(data)
        if self.shared:
            self._reload_shared()

    def _reload_shared(self) -> None:
        """Set the :attr:`shared` attributes again (after loading a pickle); games with any define it."""
        raise NotImplementedError(f"{type(self).__name__} lists shared attributes but does not reload them")

    def events_digest(self) -> str:
        """A SHA-256 digest (hex) of every event, in order: equal digests mean equal logs.

        It is a chain: each event's digest is the SHA-256 of the digest before it (32 zero bytes at
        the start) followed by the event as compact JSON with sorted keys, so saving after every
        move costs only the new events.
        """
        count, digest = self._digest
        events = self.events
        if count > len(events):
            count, digest = 0, _NO_EVENTS_DIGEST
        for event in events[count:]:
            digest = _chain_digest(digest, event)
        self._digest = (len(events), digest)
        return digest.hex()

    def to_json(self) -> dict[str, Any]:
        """The saved game: how to replay it exactly, plus a snapshot to check the replay against."""
        return {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "dice": self.initial_dice,
            **({"position": self.position} if self.position is not None else {}),
            "actions": list(self.history),
            **({"names": names_json(self.names)} if any(self.names) else {}),
            "snapshot": {
                "to_act": self.to_act,
                "turn": self.turn,
                "outcome": None if self.outcome is None else self.outcome.to_json(),
                "events": len(self.events),
                "events_digest": self.events_digest(),
                "dice": self.dice.to_json(),
                "state": self._snapshot(),
            },
        }

    def label(self, action: Action | str, lang: str = "en") -> str:
        """The action as a player reads it, in ``lang`` (through the game's ``words``)."""
        if isinstance(action, str) and table.is_table_action(action):
            return table.label(self, action, lang)
        checked = (
            self.game.parse_action(action) if isinstance(action, str) else self.game.check_action(action)
        )
        words = self.game.words
        if words is not None:
            return words.label(self, checked, lang)
        return self._label(checked, lang)

    def describe(self, event: Event, lang: str = "en") -> str:
        """One log line for ``event`` in ``lang`` (through the game's ``words``)."""
        if table.is_table_event(event):  # resign, or a game over by the table (noppa.engine.table)
            return table.describe(self, event, lang)
        words = self.game.words
        if words is not None:
            return words.describe(self, event, lang)
        return self._describe(event, lang)

    def player_name(self, seat: int, lang: str = "en") -> str:
        """How seat ``seat`` is called in messages: the name chosen at the table, else "Player 1"."""
        return self.seat_name(seat, lang) or text("engine.player", lang, number=seat + 1)

    def seat_name(self, seat: int, lang: str = "en") -> str:
        """The name chosen at the table for seat ``seat``, in ``lang``; "" if it has none."""
        name = self.names[seat] if 0 <= seat < len(self.names) else ""
        return name.by_lang.get(lang, str(name)) if isinstance(name, Phrase) else name

    def name_seats(self, names: Sequence[str | None]) -> None:
        """Give the seats the names chosen at the table, by seat (``None`` or "": "Player N").

        Names are trimmed to one line; a name two seats share gets its seat's number ("Bot 2",
        "Bot 3"), so every log line still tells the players apart.
        """
        if len(names) > self.players:
            raise ValueError(f"{len(names)} names for {self.players} seats")
        cleaned = [_one_line(name) for name in names]
        shared = Counter(str(name) for name in cleaned if name)
        self.names = tuple(
            _numbered(name, seat) if name and shared[str(name)] > 1 else name
            for seat, name in enumerate(cleaned)
        )

    # ------------------------------------------------------------------ for games

    def emit(self, event: GameEvent) -> None:
        """Append ``event``, a typed event of the game's ``event_type`` (:mod:`noppa.engine.events`),
        to the log, where every reader finds it as its JSON form (what views, saves and the wire
        carry). The struct is kept until the log is read: nothing it holds may change after this."""
        self._log.append(event)  # made JSON-safe when read (the events property)

    def finish(self, outcome: Outcome) -> None:
        """End the game with ``outcome`` (the seats that resigned ranked last: ``noppa.engine.table``)."""
        if self.resigned:
            outcome = table.with_resignations(outcome, self.resigned)
        self.outcome = outcome
        self.to_act = None
        self._legal = None
        self.emit(GameOver(**outcome.to_json()))

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and (
            not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players
        ):
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")

    def _redact(self, event: Event, seat: int | None) -> Event | None:
        """How ``seat`` sees ``event``: as is, changed, or not at all (``None``)."""
        to = event.get("to")
        if to is None:
            return event
        return event if seat is not None and seat in to else None

    def _why_illegal(self, action: Action) -> IllegalAction:
        """The error for a well-formed action that is not legal now; games say more where they can."""
        actions = self.legal_actions()
        legal = Phrase({lang: "; ".join(self.label(a, lang) for a in actions) for lang in LANGS})
        return IllegalAction("engine.error.illegal", action=action.text, legal=legal)

    def _label(self, action: Action, lang: str) -> str:
        """The label of a game without ``words``: one catalog message per action kind."""
        return text(f"{self.game.prefix}.action.{action.kind}", lang, args=" ".join(action.args))

    def _describe(self, event: Event, lang: str) -> str:
        """The log line of a game without ``words``: one catalog message per event kind."""
        params = {k: v for k, v in event.items() if k != "type"}
        return text(f"{self.game.prefix}.event.{event['type']}", lang, **params)

    def _copy_mutables(self) -> None:
        """Replace the game's own mutable fields by copies (called on the fresh clone)."""

    @abstractmethod
    def _legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of ``to_act`` (never empty while the game runs)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action and every forced consequence up to the next decision."""

    @abstractmethod
    def _view(self, seat: int | None) -> dict[str, Any]:
        """The game-specific part of :meth:`view`."""

    def _seat_view(self, public: Any, seat: int | None) -> dict[str, Any]:
        """The game-specific part of ``seat``'s view made from :meth:`public_view` (equal to
        ``_view(seat)``); only games whose :meth:`public_view` returns one are asked."""
        raise NotImplementedError(f"{type(self).__name__} gives no public view")

    @abstractmethod
    def _snapshot(self) -> dict[str, Any]:
        """The complete game-specific state, JSON-safe (secrets included: it is not a view)."""
