"""What a computer review holds: a value with its standard error, each step of the game, each
player's summary (``noppa.review``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

REVIEW_FORMAT = "noppa-review/1"


@dataclass(frozen=True)
class Value:
    """A chance to win in [0, 1] and its standard error (0 where it is exact)."""

    mean: float
    error: float = 0.0

    def __sub__(self, other: Value) -> Value:
        """The difference of two independent values (their errors add in quadrature)."""
        return Value(self.mean - other.mean, math.hypot(self.error, other.error))

    def to_json(self) -> list[float]:
        """``[mean, standard error]``, rounded to what a report can show."""
        return [round(self.mean, 6), round(self.error, 6)]


@dataclass(frozen=True)
class Judgement:
    """One position judged: each seat's chance to win, and the mover's chance after each choice.

    ``choices`` maps each legal action (its text) to the mover's chance to win after taking it,
    averaged over every outcome of the dice it rolls; ``best`` is the choice of highest value;
    ``loss_errors`` (estimates only) the standard error of each choice's value lost against ``best``,
    from the same sampled worlds (common random numbers), smaller than the two errors combined.
    """

    seats: tuple[Value, ...]
    choices: dict[str, Value] = field(default_factory=dict)
    after: dict[str, tuple[Value, ...]] = field(default_factory=dict)
    """Each choice's value for every seat (to measure the luck of what follows it)."""
    best: str | None = None
    loss_errors: dict[str, float] = field(default_factory=dict)


@dataclass
class Step:
    """One action of the game as the review sees it.

    ``decision`` is true where the mover had more than one choice (only those count for accuracy);
    ``loss`` is the mover's chance to win given away against ``best``; ``chance`` says whether the
    action rolled dice (``"roll"``) or drew or shuffled only (``"draw"``), ``None`` if neither, and
    then ``luck`` is how much what fell changed the chance to win of the seat who rolled
    (``roller``): his chance after it minus his expected chance over all outcomes of the choice made.
    """

    index: int
    seat: int
    turn: int
    action: str
    label: dict[str, str]
    decision: bool
    played: Value
    best: str
    best_label: dict[str, str]
    best_value: Value
    loss: Value
    chance: str | None
    luck: Value | None
    before: tuple[Value, ...]
    """Each seat's chance to win before the action."""
    after: tuple[Value, ...]
    """Each seat's chance to win after it (the next position, or the result)."""
    significant: bool = False
    """Whether the loss exceeds its noise (exact: more than 1e-9; estimates: two standard errors)."""
    roller: int = 0
    """The seat whose roll ``luck`` measures (the mover, or the next player the action rolled for)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "turn": self.turn,
            "action": self.action,
            "label": self.label,
            "decision": self.decision,
            "played": self.played.to_json(),
            "best": self.best,
            "best_label": self.best_label,
            "best_value": self.best_value.to_json(),
            "loss": self.loss.to_json(),
            "significant": self.significant,
            "chance": self.chance,
            "luck": None if self.luck is None else self.luck.to_json(),
            "roller": self.roller,
            "before": [v.to_json() for v in self.before],
            "after": [v.to_json() for v in self.after],
        }


@dataclass
class Summary:
    """One player's figures: accuracy, value lost, the costliest decisions, luck."""

    seat: int
    name: dict[str, str]
    decisions: int
    best_played: int
    lost: Value
    luck: Value
    """The sum of the luck of the player's own rolls."""
    rolls: int
    costliest: list[int]
    """Indices (into the review's steps) of the three decisions that lost the most, costliest first."""

    @property
    def accuracy(self) -> float | None:
        """The share of the player's decisions (more than one choice) where he played a best move."""
        return None if self.decisions == 0 else self.best_played / self.decisions

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "decisions": self.decisions,
            "best_played": self.best_played,
            "accuracy": None if self.accuracy is None else round(self.accuracy, 6),
            "lost": self.lost.to_json(),
            "luck": self.luck.to_json(),
            "rolls": self.rolls,
            "costliest": self.costliest,
        }


@dataclass
class Review:
    """A finished game reviewed: every step, each player's summary, how it was computed."""

    game: str
    players: int
    options: dict[str, Any]
    method: str
    """``"exact"`` (two-player Dungeon Dice, the win solver) or ``"estimate"`` (the search bot's)."""
    simulations: int
    """Playouts per position (estimates; 0 where exact)."""
    outcome: dict[str, Any] | None
    start: tuple[Value, ...]
    """Each seat's chance to win at the first decision."""
    steps: list[Step]
    summaries: list[Summary]
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "method": self.method,
            "exact": self.method == "exact",
            "simulations": self.simulations,
            "outcome": self.outcome,
            "start": [v.to_json() for v in self.start],
            "steps": [step.to_json() for step in self.steps],
            "summaries": [summary.to_json() for summary in self.summaries],
            "seconds": round(self.seconds, 3),
        }
