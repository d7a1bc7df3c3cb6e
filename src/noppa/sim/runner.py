"""Playing one game of a simulation, the same way on every backend.

:class:`SimulationSpec` says what to simulate; :func:`play_game` plays game ``index`` of it and
returns a :class:`GameResult`: the JSON record that goes to ``games.jsonl`` (a pure function of the
spec and the index) plus the time it took (which is not). Backends only decide where
:func:`play_batch` runs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from noppa.bots import check_bot_spec, make_bot
from noppa.engine import Game, LocalizedError, OptionValue, Study, get_game, reads_log
from noppa.sim.seeds import bot_seed, derive_seed, game_seed
from noppa.sim.stats import UNFINISHED

SEATINGS = ("permute", "mirror", "rotate", "fixed", "shuffle")
DEFAULT_MAX_ACTIONS = 100_000


class SimulationError(LocalizedError):
    """A simulation that cannot run: a bad spec, or a bot that failed (the message says where)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # it travels back from worker processes and Ray tasks with its key and parameters
        return (_rebuild_error, (self.key, dict(self.params)))


def _rebuild_error(key: str, params: dict[str, Any]) -> SimulationError:
    return SimulationError(key, **params)


@dataclass(frozen=True)
class SimulationSpec:
    """What to simulate: ``games`` games of ``game`` for ``players`` with these bots and options.

    ``bots`` lists bot specs (``"mcts:500"``, ``"heuristic"``, ``"random"``…), repeated to fill the
    seats. ``seating`` says who sits where in game ``i``: ``permute`` (default) goes through every
    order of the list in turn, so each bot plays every seat, and after every other bot, equally
    often (over any multiple of players! games), each game with its own dice; ``mirror`` plays the
    same orders but every block of players! games on one dice seed (a *deal*), so two bots meet on
    the same dice in every seat and the head-to-head pairs them deal by deal; ``rotate`` moves the
    list one seat on per game (every seat equally often, but always after the same neighbour);
    ``fixed`` keeps the list's order; ``shuffle`` deals the seats at random (seeded). ``seed``
    makes the whole run repeatable.
    """

    game: str
    players: int
    games: int
    bots: tuple[str, ...]
    seed: int = 0
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    seating: str = "permute"
    max_actions: int = DEFAULT_MAX_ACTIONS

    def checked(self) -> SimulationSpec:
        """This spec with its options resolved, or an error saying what is wrong (in any language)."""
        game = get_game(self.game)
        game.check_players(self.players)
        if self.games < 1:
            raise SimulationError("sim.error.games", games=self.games)
        if not self.bots:
            raise SimulationError("sim.error.no_bots")
        if len(self.bots) > self.players:
            raise SimulationError("sim.error.too_many_bots", bots=len(self.bots), players=self.players)
        if self.seating not in SEATINGS:
            raise SimulationError("sim.error.seating", seating=self.seating, known=", ".join(SEATINGS))
        for spec in self.bots:
            check_bot_spec(game, spec)
        options = game.resolve_options(self.options)
        return SimulationSpec(
            self.game,
            self.players,
            self.games,
            tuple(self.bots),
            self.seed,
            options,
            self.seating,
            self.max_actions,
        )

    def deal(self, index: int) -> int:
        """The deal of game ``index``: games of one deal share their dice seed (``mirror`` seating)."""
        return index // math.factorial(self.players) if self.seating == "mirror" else index

    def dice_seed(self, index: int) -> int:
        """The dice seed of game ``index``: that of its deal."""
        return game_seed(self.seed, self.deal(index))

    def seat_bots(self, index: int) -> list[str]:
        """The bot spec at each seat in game ``index``."""
        filled = [self.bots[seat % len(self.bots)] for seat in range(self.players)]
        if self.seating in ("permute", "mirror"):
            order = _permutation(self.players, index)
            return [filled[i] for i in order]
        if self.seating == "rotate":
            shift = index % self.players
            return filled[-shift:] + filled[:-shift] if shift else filled
        if self.seating == "shuffle":
            import random

            random.Random(derive_seed(self.seed, "seating", index)).shuffle(filled)
        return filled

    def to_json(self) -> dict[str, Any]:
        """JSON-safe form (for ``summary.json`` and for shipping to workers)."""
        data = asdict(self)
        data["bots"] = list(self.bots)
        data["options"] = dict(self.options)
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> SimulationSpec:
        """Inverse of :meth:`to_json`."""
        return SimulationSpec(
            str(data["game"]),
            int(data["players"]),
            int(data["games"]),
            tuple(str(b) for b in data["bots"]),
            int(data["seed"]),
            dict(data.get("options", {})),
            str(data.get("seating", "permute")),
            int(data.get("max_actions", DEFAULT_MAX_ACTIONS)),
        )


def _permutation(size: int, index: int) -> list[int]:
    """The ``index``-th (modulo size!) permutation of ``range(size)`` in lexicographic order."""
    items = list(range(size))
    index %= math.factorial(size)
    out: list[int] = []
    for left in range(size, 0, -1):
        block = math.factorial(left - 1)
        position, index = divmod(index, block)
        out.append(items.pop(position))
    return out


@dataclass
class GameResult:
    """One game played: its ``record`` (deterministic) and how long it took (not).

    ``think`` and ``decisions`` are per seat: seconds spent in ``choose`` and how many decisions;
    ``bot_stats`` per seat the totals a bot keeps in its ``stats`` dict (MCTS: iterations).
    """

    index: int
    record: dict[str, Any]
    seconds: float
    think: list[float]
    decisions: list[int]
    bot_stats: list[dict[str, float]]


def play_game(spec: SimulationSpec, index: int, *, logs: bool = False) -> GameResult:
    """Play game ``index`` of ``spec`` (whose options are resolved) from its own seeds.

    A bot sees its view with the event log only if it reads it (``engine.reads_log``), or with
    ``logs=True`` every bot does (the benchmark's measure of what the logs cost); the record is
    the same either way.
    """
    game: Game = get_game(spec.game)
    started = time.perf_counter()
    seed = spec.dice_seed(index)
    names = spec.seat_bots(index)
    seeds = [bot_seed(spec.seed, index, seat) for seat in range(spec.players)]
    bots = [make_bot(game, name, s) for name, s in zip(names, seeds, strict=True)]
    state = game.new_state(spec.players, seed=seed, options=spec.options)
    with_log = [logs or reads_log(bot) for bot in bots]
    think = [0.0] * spec.players
    decisions = [0] * spec.players
    clock = time.perf_counter
    actions = 0
    while state.to_act is not None and actions < spec.max_actions:
        seat = state.to_act
        view = state.view(seat, log=with_log[seat])
        before = clock()
        try:
            choice = bots[seat].choose(view)
            think[seat] += clock() - before
            state.apply(choice)
        except Exception as error:
            raise SimulationError(
                "sim.error.bot_failed",
                index=index,
                seed=seed,
                bot=names[seat],
                seat=seat,
                action=actions,
                error=str(error),
            ) from error
        decisions[seat] += 1
        actions += 1
    outcome = state.outcome
    study = game.study or Study()
    record: dict[str, Any] = {
        "index": index,
        "deal": spec.deal(index),
        "seed": seed,
        "game": spec.game,
        "players": spec.players,
        "options": dict(spec.options),
        "bots": names,
        "bot_seeds": seeds,
        "winners": [] if outcome is None else list(outcome.winners),
        "ranking": [] if outcome is None else [list(group) for group in outcome.ranking],
        "reason": UNFINISHED if outcome is None else outcome.reason,
        "length": {"turns": state.turn, "actions": len(state.history), "events": len(state.events)},
        "statistics": _numbers(study.statistics(state)),
        "seat_statistics": [_numbers(figures) for figures in study.seat_statistics(state)],
    }
    bot_stats = [dict(getattr(bot, "stats", None) or {}) for bot in bots]
    return GameResult(index, record, time.perf_counter() - started, think, decisions, bot_stats)


def _numbers(figures: Mapping[str, float]) -> dict[str, float]:
    """Figures as plain JSON numbers (whole numbers as ints, so records stay short)."""
    out: dict[str, float] = {}
    for name, value in figures.items():
        number = float(value)
        out[name] = int(number) if number.is_integer() else number
    return out


def play_batch(spec_data: dict[str, Any], indices: Sequence[int]) -> list[GameResult]:
    """Play several games of a spec given as JSON (what a worker process or Ray task runs)."""
    spec = SimulationSpec.from_json(spec_data)
    return [play_game(spec, index) for index in indices]
