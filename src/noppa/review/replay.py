"""A finished game read from a file or a room, replayed exactly with its dice watched.

A review replays the game from its start, action by action, with the same dice the game had
(the saved source or the revealed seed), so every state it judges is the one the players faced.
The dice are wrapped in :class:`WatchedDice`, which counts what each action drew: an action after
which dice were rolled is a roll whose luck the review measures.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableSequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from noppa.engine import Dice, Game, LoadError, LocalizedError, SeededDice, State, get_game
from noppa.engine.dice import load_dice
from noppa.engine.state import names_from_json, names_json
from noppa.engine.table import effective
from noppa.fairness import EXPORT_FORMAT, verify

T = TypeVar("T")


class ReviewRefused(LocalizedError):
    """A game the review will not take, and why (message key under ``review.error.*``)."""


class WatchedDice(Dice):
    """Another source's numbers, counted: dice rolled (:attr:`rolled`) and picks made (:attr:`picked`)."""

    def __init__(self, inner: Dice) -> None:
        self.inner = inner
        self.rolled = 0
        self.picked = 0
        self.state: State | None = None
        """The game these dice serve (:meth:`Record.start` sets it): :attr:`first_roll` reads its log."""
        self.first_roll: int | None = None
        """How many events the game had logged when the first die since :meth:`mark` was rolled."""

    def mark(self) -> None:
        """Start watching for the next action's first die."""
        self.first_roll = None

    def roller(self, default: int) -> int:
        """The seat who rolled the first die since :meth:`mark`: the first event logged after it
        that names a seat (the roll's own event), else ``default`` (the mover). An action can hand
        the turn on and roll for the next player (Dungeon Dice rolls at once for a player who cannot
        challenge): that roll is his, not the mover's."""
        if self.state is None or self.first_roll is None:
            return default
        for event in self.state.events[self.first_roll :]:
            seat = event.get("seat")
            if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.state.players:
                return seat
        return default

    def _rolling(self) -> None:
        if self.first_roll is None and self.state is not None:
            self.first_roll = len(self.state.events)

    def roll(self, sides: int) -> int:
        self.rolled += 1
        self._rolling()
        return self.inner.roll(sides)

    def rolls(self, count: int, sides: int) -> list[int]:
        self.rolled += count
        self._rolling()
        return self.inner.rolls(count, sides)

    def below(self, n: int) -> int:
        self.picked += 1
        return self.inner.below(n)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.picked += 1
        self.inner.shuffle(items)

    def to_json(self) -> dict[str, Any]:
        return self.inner.to_json()

    def clone(self) -> WatchedDice:
        copy = WatchedDice(self.inner.clone())
        copy.rolled, copy.picked = self.rolled, self.picked
        return copy


@dataclass
class Record:
    """A finished game as a review replays it: how it began and every action taken."""

    game: Game
    players: int
    options: dict[str, Any]
    dice: dict[str, Any]
    """The dice source at the start (its JSON form)."""
    actions: list[str]
    names: list[str] = field(default_factory=list)
    position: Any = None
    events_digest: str | None = None
    """The digest of the game's events, when known: the replay must give it."""

    def to_json(self) -> dict[str, Any]:
        """JSON-safe, to hand the record to a worker process (:func:`record_of_json`)."""
        return {
            "game": self.game.id,
            "players": self.players,
            "options": self.options,
            "dice": self.dice,
            "actions": self.actions,
            "names": names_json(self.names),
            "position": self.position,
            "events_digest": self.events_digest,
        }

    def start(self) -> tuple[State, WatchedDice]:
        """The game at its start, with watched dice."""
        dice = WatchedDice(load_dice(dict(self.dice)))
        if self.position is not None:
            state = self.game.position(self.position, self.options, dice=dice)
        else:
            state = self.game.new_state(self.players, options=self.options, dice=dice)
        if self.names:
            state.name_seats(self.names)
        dice.state = state
        return state, dice


def record_of_state(state: State) -> Record:
    """The record of a finished game held in memory (a room's state)."""
    if state.outcome is None:
        raise ReviewRefused("review.error.unfinished")
    return Record(
        state.game,
        state.players,
        dict(state.options),
        dict(state.initial_dice),
        effective(list(state.history)),  # an action taken back (!undo) never happened in the game
        list(state.names),
        state.position,
        state.events_digest(),
    )


def record_of_file(data: Any, where: str = "file") -> Record:
    """The record of a room export or a terminal save (a session file or a bare save), checked
    first as ``noppa verify`` checks it: a file that does not replay exactly is refused."""
    if not isinstance(data, Mapping):
        raise LoadError(where, "expected a JSON object")
    verdict = verify(data, where=where)
    if not verdict.ok:
        raise ReviewRefused("review.error.not_verified", where=verdict.where, problem=verdict.problem)
    if not verdict.finished:
        raise ReviewRefused("review.error.unfinished")
    if data.get("format") == EXPORT_FORMAT:
        game = get_game(str(data["game"]))
        seats = data.get("seats")
        names: list[str] = []
        if isinstance(seats, list):
            by_seat = {s.get("seat"): s.get("name") for s in seats if isinstance(s, Mapping)}
            names = [str(by_seat.get(seat) or "") for seat in range(int(data["players"]))]
        return Record(
            game,
            int(data["players"]),
            dict(data.get("options", {})),
            SeededDice(int(data["seed"])).to_json(),
            effective([str(a) for a in data["actions"]]),
            names,
        )
    inner = data.get("game")
    save = inner if isinstance(inner, Mapping) else data
    game = get_game(str(save["game"]))
    loaded = game.load_state(save, where=where)
    record = record_of_state(loaded)
    saved_names = names_from_json(save.get("names"))
    record.names = list(saved_names or [])
    return record


def record_of_json(data: Mapping[str, Any]) -> Record:
    """The record :meth:`Record.to_json` wrote."""
    return Record(
        get_game(str(data["game"])),
        int(data["players"]),
        dict(data["options"]),
        dict(data["dice"]),
        [str(a) for a in data["actions"]],
        names_from_json(data.get("names")) or [],
        data.get("position"),
        data.get("events_digest"),
    )
