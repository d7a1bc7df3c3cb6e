"""How positions are judged: exactly for two-player Dungeon Dice (the win solver), by the search
bot's playouts with standard errors everywhere else.

A judge answers, for a position waiting for a decision, each seat's chance to win and the mover's
chance after each legal choice (:class:`~noppa.review.model.Judgement`); for a finished game the
result itself (1 to the winner, shared among several, 0 to the rest).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Protocol

from noppa.bots.mcts import MCTSBot, rewards_of, search_of
from noppa.review.model import Judgement, Value

if TYPE_CHECKING:
    from noppa.engine import Game, Search, State

EXACT, ESTIMATE = "exact", "estimate"
DEFAULT_SIMULATIONS = 200
"""Playouts per position by default: a typical two-player Key to the Kingdom or Dungeon Dice game is
reviewed in a minute or two on one core; the standard errors say how far to trust each value."""
MIN_ROUNDS = 4
"""The fewest sampled worlds per position, whatever the number of choices."""


class Judge(Protocol):
    """Judges positions of one game (see the module's docstring)."""

    method: str

    def judge(self, state: State) -> Judgement: ...

    def reseed(self, position: int) -> None:
        """Seed what judges position number ``position`` (so positions judged apart agree)."""


def final(state: State) -> Judgement:
    """The judgement of a finished game: its result, exact."""
    return Judgement(tuple(Value(v) for v in rewards_of(state)))


def judge_for(
    game: Game, players: int, options: Any, *, simulations: int, seed: int, min_rounds: int = MIN_ROUNDS
) -> Judge:
    """The exact judge where the game is solved for this setting (``Search.solved``: two-player
    Dungeon Dice), else the search bot's estimates."""
    if game.search is None:
        from noppa.review.replay import ReviewRefused

        raise ReviewRefused("review.error.no_search", game=game.spoken_name())
    if game.search.solved(players, options):
        return Exact(game.search)
    return Estimator(game, players, simulations=simulations, seed=seed, min_rounds=min_rounds)


class Exact:
    """A solved setting judged by the game's solution (``Search.exact_values``; for two-player
    Dungeon Dice the win solver, ``games/dungeon_dice/ai/winning.py``).

    Every value is the mover's exact chance to win if both players play perfectly from there on.
    A choice that rolls dice is valued over every outcome of the roll with its probability, so a
    roll's luck (the value after it minus the choice's value) averages exactly zero. The solved
    settings are two-player games: the other seat's chance is one minus the mover's.
    """

    method = EXACT

    def __init__(self, search: Search[Any]) -> None:
        self.search = search

    def reseed(self, position: int) -> None:
        """Nothing to seed: the solution is exact."""

    def judge(self, state: State) -> Judgement:
        if state.to_act is None:
            return final(state)
        mover = state.to_act
        choices = {text: Value(mine) for text, mine in self.search.exact_values(state).items()}
        after = {text: _pair(mover, value.mean) for text, value in choices.items()}
        best = _best(choices)
        return Judgement(_pair(mover, choices[best].mean), choices, after, best)


def _pair(mover: int, mine: float) -> tuple[Value, ...]:
    """Both seats' chances when the mover (seat ``mover``) wins with chance ``mine``."""
    pair = [Value(1.0 - mine), Value(1.0 - mine)]
    pair[mover] = Value(mine)
    return tuple(pair)


def _best(choices: dict[str, Value]) -> str:
    """The choice of highest value (the first listed among equals: the game's own order); a choice
    never sampled (its value not a number) is never the best."""
    return max(choices, key=lambda text: -math.inf if math.isnan(choices[text].mean) else choices[text].mean)


class Estimator:
    """Positions judged by the search bot's playouts, as the ``mcts`` bot of the game's preset
    plays them (its playout policy, depth and evaluation: ``Search.preset``).

    From the mover's view (what he knew when he chose) it samples ``rounds`` complete worlds
    (``Search.determinize``: hidden cards and future dice drawn afresh) and in each plays every
    legal choice once, each from a copy of the same world with the same playout seed (common random
    numbers, as the bot's paired search does): ``rounds`` is ``simulations`` shared out among the
    choices, at least ``min_rounds`` (:data:`MIN_ROUNDS`). A choice's value is its mean reward (1
    for a win, the game's evaluation where a playout is cut), with the standard error of that mean; a choice's
    value lost against the best is the mean of the paired differences, with their standard error.
    """

    method = ESTIMATE

    def __init__(
        self, game: Game, players: int, *, simulations: int, seed: int, min_rounds: int = MIN_ROUNDS
    ) -> None:
        if simulations < 1 or min_rounds < 1:
            raise ValueError("simulations and min_rounds must be at least 1")
        self.min_rounds = min_rounds
        self.game = game
        self.simulations = simulations
        self.seed = seed
        self.random = random.Random(seed)
        bot = MCTSBot(seed, preset=True)
        bot.apply_preset(game, players)
        # paired: a playout bot with random numbers of its own restarts them from each playout's
        # seed, so a position's values depend on nothing but the seeds (not on what was judged before)
        self.playout = bot.playout_function(game, paired=True)
        self.search = search_of(game)

    def reseed(self, position: int) -> None:
        """Draw position ``position``'s worlds and playouts from the review's seed and its number."""
        self.random = random.Random(f"noppa-review:{self.seed}:{position}")

    def judge(self, state: State) -> Judgement:
        if state.to_act is None:
            return final(state)
        mover = state.to_act
        view = state.view(mover)
        legal = [action.text for action in state.legal_actions()]
        rounds = max(self.min_rounds, math.ceil(self.simulations / len(legal)))
        players = state.players
        sums: dict[str, list[list[float]]] = {t: [[0.0, 0.0] for _ in range(players)] for t in legal}
        samples: dict[str, list[float]] = {t: [] for t in legal}
        for _ in range(rounds):
            world = self.search.determinize(view, self.random.getrandbits(62))
            offered = {action.text: action for action in world.legal_actions()}
            seed = self.random.getrandbits(62)
            for text in legal:
                action = offered.get(text)
                if action is None:  # not legal in this sampled world (rare): no sample
                    samples[text].append(math.nan)
                    continue
                copy = world.clone()
                copy.apply(action)
                rewards = self.playout(copy, random.Random(seed))
                for seat, reward in enumerate(rewards):
                    sums[text][seat][0] += reward
                    sums[text][seat][1] += reward * reward
                samples[text].append(rewards[mover])
        counts = {text: sum(1 for x in samples[text] if not math.isnan(x)) for text in legal}
        after = {text: tuple(_mean_error(s, counts[text]) for s in sums[text]) for text in legal}
        choices = {text: after[text][mover] for text in legal}
        best = _best(choices)
        loss_errors = {text: _paired_error(samples[best], samples[text]) for text in legal}
        return Judgement(after[best], choices, after, best, loss_errors)


def _mean_error(moments: list[float], count: int) -> Value:
    """Mean and its standard error from [sum, sum of squares] of ``count`` samples."""
    if count == 0:
        return Value(math.nan, math.inf)
    mean = moments[0] / count
    if count == 1:
        return Value(mean, 0.5)  # one sample says nothing of its spread: a win's largest
    variance = max(0.0, moments[1] / count - mean * mean) * count / (count - 1)
    return Value(mean, math.sqrt(variance / count))


def _paired_error(best: list[float], other: list[float]) -> float:
    """The standard error of the mean difference of two choices played on the same worlds."""
    pairs = [a - b for a, b in zip(best, other, strict=True) if not (math.isnan(a) or math.isnan(b))]
    n = len(pairs)
    if n < 2:
        return 0.5
    mean = sum(pairs) / n
    variance = sum((d - mean) ** 2 for d in pairs) / (n - 1)
    return math.sqrt(variance / n)
