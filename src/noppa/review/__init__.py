"""Computer review of a finished game: every decision judged, every roll's luck measured.

:func:`review` replays a finished game exactly (:mod:`noppa.review.replay`) and judges every position
it passes through (:mod:`noppa.review.judges`): two-player Dungeon Dice exactly by the solved game,
every other table by the search bot's playouts with standard errors. For each action it records the
move played, the best move, the mover's chance to win given away (the *loss*), and, when the action
rolled dice, the roll's *luck*: the mover's chance to win after the roll minus his expected chance
over all its outcomes (the value of the choice he made). Per player: accuracy (the share of his
decisions where he played a best move), the value he gave away, his three costliest decisions and
the sum of his rolls' luck. docs/bots.md ("Computer review") tells the method.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from noppa.engine import State
from noppa.engine.i18n import LANGS, register_domain
from noppa.engine.table import RESIGN, is_table_action
from noppa.review.judges import DEFAULT_SIMULATIONS, ESTIMATE, EXACT, MIN_ROUNDS, Judge, final, judge_for
from noppa.review.model import Judgement, Review, Step, Summary, Value
from noppa.review.replay import Record, ReviewRefused, record_of_file, record_of_json, record_of_state

register_domain("review", Path(__file__).resolve().parent / "locale")

__all__ = [
    "DEFAULT_SIMULATIONS",
    "ESTIMATE",
    "EXACT",
    "Record",
    "Review",
    "ReviewRefused",
    "Step",
    "Summary",
    "Value",
    "assemble",
    "judge_part",
    "judge_positions",
    "record_of_file",
    "record_of_json",
    "record_of_state",
    "review",
]

Progress = Callable[[int, int], None]
"""Told (actions judged, actions in the game) as the review goes."""

EXACT_TOLERANCE = 1e-9
"""A loss below this is no loss in an exact review (the solver converged to 1e-13)."""
SIGNIFICANCE = 2.0
"""An estimated loss counts as a mistake when it exceeds this many of its standard errors."""
COSTLIEST = 3


def review(
    record: Record,
    *,
    simulations: int = DEFAULT_SIMULATIONS,
    seed: int = 0,
    progress: Progress | None = None,
    judge: Judge | None = None,
    min_rounds: int = MIN_ROUNDS,
) -> Review:
    """Review the finished game ``record`` (see the module's docstring).

    ``simulations`` is the playouts per position of an estimated review (shared among its choices);
    ``seed`` seeds them, so a review is reproducible; ``progress`` is told after each position;
    ``min_rounds`` is the fewest sampled worlds per position (a quick, rough review: fewer).
    """
    started = time.perf_counter()
    if judge is None:
        judge = judge_for(
            record.game,
            record.players,
            record.options,
            simulations=simulations,
            seed=seed,
            min_rounds=min_rounds,
        )
    judged = judge_positions(record, judge, 0, len(record.actions) + 1, progress=progress)
    return assemble(
        record, judged, method=judge.method, simulations=simulations, seconds=time.perf_counter() - started
    )


def judge_positions(
    record: Record, judge: Judge, start: int, stop: int, *, progress: Progress | None = None
) -> list[Judgement]:
    """The judgements of positions ``start`` … ``stop − 1`` of the game: position ``i`` is the
    game before its action ``i`` (position ``len(actions)``, the end). Each is judged on its own
    (an estimate seeded by the review's seed and the position's number), so a review cut into
    parts, as the server's workers compute it, gives the same values as one made at once."""
    state, _ = record.start()
    total = len(record.actions) + 1
    stop = min(stop, total)
    for action in record.actions[:start]:
        state.apply(action)
    out: list[Judgement] = []
    for index in range(start, stop):
        if index > start:
            state.apply(record.actions[index - 1])
        judge.reseed(index)
        out.append(judge.judge(state) if state.to_act is not None else final(state))
        if progress is not None:
            progress(index + 1, total)
    return out


def judge_part(
    record: dict[str, Any], start: int, stop: int, *, simulations: int, seed: int
) -> tuple[str, list[Judgement]]:
    """In a worker process: positions ``start`` … ``stop − 1`` of the game ``record``
    (:meth:`Record.to_json`) judged, and the method (the server's reviews, ``server/review_api.py``)."""
    found = record_of_json(record)
    judge = judge_for(found.game, found.players, found.options, simulations=simulations, seed=seed)
    return judge.method, judge_positions(found, judge, start, stop)


def assemble(
    record: Record, judged: list[Judgement], *, method: str, simulations: int, seconds: float = 0.0
) -> Review:
    """The review of ``record`` from the judgements of all its positions (:func:`judge_positions`):
    the game is replayed once more with its dice watched, to tell rolls from moves."""
    if len(judged) != len(record.actions) + 1:
        raise ValueError(f"{len(judged)} judgements for {len(record.actions) + 1} positions")
    state, dice = record.start()
    exact = method == EXACT
    steps: list[Step] = []
    for index, action in enumerate(record.actions):
        current, following = judged[index], judged[index + 1]
        mover = state.to_act
        if mover is None:
            where = f"actions[{index}]"
            raise ReviewRefused("review.error.not_verified", where=where, problem="after the end")
        turn = state.turn
        if is_table_action(action):  # a resignation or the game ended at the table: nobody's move
            steps.append(_table_step(state, index, action, mover, (current, following)))
            state.apply(action)
            continue
        parsed = record.game.parse_action(action)
        text = parsed.text
        label = {lang: state.label(parsed, lang) for lang in LANGS}
        best = current.best or text
        best_label = {lang: state.label(best, lang) for lang in LANGS}
        rolled, picked = dice.rolled, dice.picked
        dice.mark()
        state.apply(parsed)
        played = current.choices.get(text, current.seats[mover])
        best_value = current.choices.get(best, played)
        if exact:
            loss = Value(max(0.0, best_value.mean - played.mean))
            significant = loss.mean > EXACT_TOLERANCE
        else:
            error = current.loss_errors.get(text, math.hypot(best_value.error, played.error))
            loss = Value(max(0.0, best_value.mean - played.mean), error)
            significant = loss.mean > EXACT_TOLERANCE and loss.mean > SIGNIFICANCE * error
        chance = "roll" if dice.rolled > rolled else "draw" if dice.picked > picked else None
        luck = None
        roller = mover
        if chance is not None:
            roller = dice.roller(mover) if chance == "roll" else mover
            expected = current.after.get(text, current.seats)[roller]
            luck = following.seats[roller] - expected
            if exact:
                luck = Value(luck.mean)
        steps.append(
            Step(
                index=index,
                seat=mover,
                turn=turn,
                action=text,
                label=label,
                decision=len(current.choices) > 1,
                played=played,
                best=best,
                best_label=best_label,
                best_value=best_value,
                loss=loss,
                chance=chance,
                luck=luck,
                before=current.seats,
                after=following.seats,
                significant=significant,
                roller=roller,
            )
        )
        if mover in state.resigned:  # the stand-in bot plays a resigned seat: not its player's choice
            steps[-1].decision = False
            steps[-1].significant = False
    if record.events_digest is not None and state.events_digest() != record.events_digest:
        raise ReviewRefused("review.error.not_verified", where="events", problem="the replay differs")
    return Review(
        game=record.game.id,
        players=record.players,
        options=dict(record.options),
        method=method,
        simulations=0 if exact else simulations,
        outcome=None if state.outcome is None else state.outcome.to_json(),
        start=judged[0].seats,
        steps=steps,
        summaries=_summaries(state, steps),
        seconds=seconds,
    )


def _table_step(
    state: State, index: int, action: str, mover: int, judged: tuple[Judgement, Judgement]
) -> Step:
    """The step of a table action (``noppa.engine.table``): told as it was, judged as no decision
    (``!resign S`` is seat S's, ``!end`` the mover's), no roll, no loss counted."""
    seat = int(action.split()[1]) if action.startswith(RESIGN) else mover
    current, following = judged
    label = {lang: state.label(action, lang) for lang in LANGS}
    mine = current.seats[seat]
    return Step(
        index=index,
        seat=seat,
        turn=state.turn,
        action=action,
        label=label,
        decision=False,
        played=mine,
        best=action,
        best_label=label,
        best_value=mine,
        loss=Value(0.0),
        chance=None,
        luck=None,
        before=current.seats,
        after=following.seats,
        significant=False,
        roller=seat,
    )


def _summaries(state: State, steps: list[Step]) -> list[Summary]:
    out: list[Summary] = []
    for seat in range(state.players):
        mine = [s for s in steps if s.seat == seat and s.decision]
        best_played = sum(1 for s in mine if not s.significant)
        # Only the losses beyond their noise count: the best of several noisy means is biased
        # upwards, so small estimated losses summed over hundreds of decisions would add up to a
        # loss nobody made (exactly computed losses are all counted, they carry no noise).
        lost_mean = sum(s.loss.mean for s in mine if s.significant)
        lost_error = math.sqrt(sum(s.loss.error**2 for s in mine if s.significant))
        rolls = [s.luck for s in steps if s.roller == seat and s.luck is not None and s.chance == "roll"]
        luck = Value(sum(v.mean for v in rolls), math.sqrt(sum(v.error**2 for v in rolls)))
        costly = sorted((s for s in mine if s.significant), key=lambda s: -s.loss.mean)[:COSTLIEST]
        out.append(
            Summary(
                seat=seat,
                name={lang: state.player_name(seat, lang) for lang in LANGS},
                decisions=len(mine),
                best_played=best_played,
                lost=Value(lost_mean, lost_error),
                luck=luck,
                rolls=len(rolls),
                costliest=[s.index for s in costly],
            )
        )
    return out
