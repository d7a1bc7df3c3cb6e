"""The computer review (``noppa.review``): exact for two-player Dungeon Dice (every value the win
solver's, every roll's luck zero on average), estimated with standard errors elsewhere, refused for
games that are not finished or do not replay."""

from __future__ import annotations

import math
from typing import Any

import pytest

from noppa.bots import make_bot
from noppa.engine import Game, State, get_game
from noppa.engine.chance import ChanceNode, chance_mode, step
from noppa.games.dungeon_dice.ai.win_bot import decision_of, solution
from noppa.games.dungeon_dice.ai.winning import CHALLENGE, Rules
from noppa.review import ESTIMATE, EXACT, Review, ReviewRefused, record_of_file, record_of_state, review
from noppa.review.judges import Exact


def played(game: Game, players: int, seed: int, bots: list[str], options: Any = None) -> State:
    """A game played to its end by ``bots`` (seeded), from the dice seed ``seed``."""
    state: State = game.new_state(players, seed=seed, options=options)
    made = [make_bot(game, spec, seed + seat) for seat, spec in enumerate(bots)]
    while state.to_act is not None:
        seat = state.to_act
        state.apply(made[seat].choose(state.view(seat)))
    return state


def dd_game(seed: int = 7) -> State:
    return played(get_game("dungeon-dice"), 2, seed, ["expectation", "random"])


def test_two_player_dungeon_dice_is_the_solver() -> None:
    """Every value of an exact review is the solver's: each choice's chance to win as
    ``solution(rules).values`` gives it for the position the mover's own view shows."""
    state = dd_game()
    result = review(record_of_state(state))
    assert result.method == EXACT and result.simulations == 0
    rules = Rules.from_options(state.options)
    solved = solution(rules)
    replay = get_game("dungeon-dice").new_state(2, seed=7)
    for entry in result.steps:
        mover = replay.to_act
        assert mover == entry.seat
        values = solved.values(decision_of(replay.view(mover)["state"]))
        kind = CHALLENGE if entry.action.startswith("challenge") else entry.action
        assert entry.played.mean == values[kind] and entry.played.error == 0
        best = max(values.values())
        assert entry.best_value.mean == best
        assert entry.loss.mean == pytest.approx(best - values[kind], abs=1e-15)
        assert entry.before[mover].mean == best and entry.before[1 - mover].mean == 1 - best
        replay.apply(entry.action)
    assert replay.events_digest() == state.events_digest()
    assert result.steps[-1].after[state.outcome.winners[0]].mean == 1.0  # type: ignore[union-attr]


def expected_after(state: State, action: str, judge: Exact, seat: int, faces: tuple[Any, ...] = ()) -> float:
    """The seat's exact chance to win after ``action``, averaged over every outcome of its dice."""
    got = step(state, action, faces)
    if isinstance(got, ChanceNode):
        return sum(
            (float(p) * expected_after(state, action, judge, seat, (*faces, o)) for o, p in got.outcomes), 0.0
        )
    return judge.judge(got).seats[seat].mean


def test_a_rolls_luck_averages_exactly_zero() -> None:
    """Luck is the chance after a roll minus the chance expected over all its outcomes: over every
    outcome of the dice, weighted by its probability, it sums to zero (to the solver's 1e-13)."""
    game = get_game("dungeon-dice")
    assert game.search is not None and game.search.solved(2, game.resolve_options(None))
    judge = Exact(game.search)
    for setup in (
        {"paths": [2, 3], "decision": "decide", "wall": [0, 2, 0, 0, 0, 1], "held": 3},
        {"paths": [5, 4], "current": 1, "decision": "decide", "wall": [1, 1, 1, 0, 0, 0], "held": 1},
    ):
        state = chance_mode(game.position(setup, seed=3), seed=3, rolls=True)
        mover = state.to_act
        assert mover is not None
        judged = judge.judge(state)
        for action in ("roll",):
            expected = expected_after(state, action, judge, mover)
            assert expected == pytest.approx(judged.choices[action].mean, abs=1e-12)


def test_the_win_bot_plays_every_decision_best_and_a_random_player_does_not() -> None:
    state = played(get_game("dungeon-dice"), 2, 11, ["win", "random"])
    result = review(record_of_state(state))
    win, rand = result.summaries
    assert win.accuracy == 1.0 and win.lost.mean == 0.0 and win.costliest == []
    assert rand.accuracy is not None and rand.accuracy < 1.0
    costly = [result.steps[i].loss.mean for i in rand.costliest]
    assert len(costly) == 3 and costly == sorted(costly, reverse=True)
    assert all(result.steps[i].seat == 1 and result.steps[i].significant for i in rand.costliest)
    assert rand.lost.mean == pytest.approx(
        sum(s.loss.mean for s in result.steps if s.seat == 1 and s.decision)
    )


def test_luck_belongs_to_the_seat_who_rolled() -> None:
    """A stop that hands the turn to a player who cannot challenge rolls his six dice at once
    (DD-CHAL-01a): that roll's luck is his, not the stopper's (seed 9: three such stops)."""
    state = dd_game(9)
    result = review(record_of_state(state))
    handed = [s for s in result.steps if s.action == "stop" and s.chance == "roll"]
    assert handed and all(s.roller == 1 - s.seat for s in handed)
    for summary in result.summaries:
        mine = [s.luck.mean for s in result.steps if s.roller == summary.seat and s.luck is not None]
        assert summary.luck.mean == pytest.approx(sum(mine))
        assert summary.rolls == len(mine)


def check_estimated(result: Review, players: int) -> None:
    assert result.method == ESTIMATE and result.simulations > 0
    decisions = [s for s in result.steps if s.decision]
    assert decisions
    for entry in result.steps:
        assert len(entry.before) == players and len(entry.after) == players
        assert all(0.0 <= v.mean <= 1.0 and v.error >= 0 for v in entry.before)
        assert entry.loss.mean >= 0
    assert any(s.played.error > 0 for s in decisions)  # standard errors reported
    assert any(s.luck is not None and s.luck.error > 0 for s in result.steps)
    data = result.to_json()
    assert data["exact"] is False and len(data["summaries"]) == players


def test_key_to_the_kingdom_review_estimates_with_standard_errors() -> None:
    game = get_game("key-to-the-kingdom")
    state = played(game, 2, 3, ["heuristic", "heuristic"])
    assert len(state.history) < 40  # a short game (seed 3 ends in 25 actions)
    ticks: list[tuple[int, int]] = []
    result = review(
        record_of_state(state), simulations=24, seed=1, progress=lambda d, t: ticks.append((d, t))
    )
    check_estimated(result, 2)
    positions = len(state.history) + 1  # before every action, and the end
    assert ticks[-1] == (positions, positions) and len(ticks) == positions
    again = review(record_of_state(state), simulations=24, seed=1)
    assert again.to_json()["steps"] == result.to_json()["steps"]  # the seed makes it reproducible


@pytest.mark.slow
def test_runebound_review_estimates_with_standard_errors() -> None:
    game = get_game("runebound")
    state = played(game, 2, 3, ["heuristic", "heuristic"], {"round_limit": 25})
    result = review(record_of_state(state), simulations=2, seed=1, min_rounds=2)
    check_estimated(result, 2)


def test_three_player_dungeon_dice_is_estimated() -> None:
    state = played(get_game("dungeon-dice"), 3, 5, ["expectation", "expectation", "random"])
    result = review(record_of_state(state), simulations=6, seed=2)
    check_estimated(result, 3)


def test_an_unfinished_game_is_refused() -> None:
    state = get_game("dungeon-dice").new_state(2, seed=1)
    state.apply("roll")
    with pytest.raises(ReviewRefused) as refused:
        record_of_state(state)
    assert "finished" in refused.value.message("en")
    with pytest.raises(ReviewRefused):
        record_of_file(state.to_json())


def test_a_file_that_does_not_replay_is_refused() -> None:
    save = dd_game().to_json()
    save["actions"][3] = "stop" if save["actions"][3] != "stop" else "roll"
    with pytest.raises(ReviewRefused) as refused:
        record_of_file(save, where="game.json")
    assert "replay" in refused.value.message("en") and "toistu" in refused.value.message("fi")


def test_a_saved_game_and_its_record_review_alike() -> None:
    state = dd_game(9)
    from_file = review(record_of_file(state.to_json()))
    from_memory = review(record_of_state(state))
    assert from_file.to_json()["steps"] == from_memory.to_json()["steps"]
    assert not math.isnan(from_file.summaries[0].luck.mean)


def test_a_review_judged_in_parts_is_the_review_made_at_once() -> None:
    """The server's workers judge a game in parts (``judge_part``): the same values, part by part."""
    from noppa.review import assemble, judge_part

    state = played(get_game("key-to-the-kingdom"), 2, 3, ["heuristic", "heuristic"])
    record = record_of_state(state)
    whole = review(record, simulations=12, seed=4)
    judged = []
    total = len(record.actions) + 1
    for start in range(0, total, 7):
        method, part = judge_part(record.to_json(), start, start + 7, simulations=12, seed=4)
        judged.extend(part)
    parts = assemble(record, judged, method=method, simulations=12)
    assert parts.to_json()["steps"] == whole.to_json()["steps"]


@pytest.mark.rule("web-UNDO-01", "web-RESIGN-01")
def test_an_action_taken_back_is_not_reviewed_and_a_resignation_is_no_decision() -> None:
    """The review judges the game that stands: an action taken back (``!undo``) never happened, so
    the review equals the review of the same game without it; a resignation is told as a step of
    the seat that resigned, judged as no decision (nothing lost, no luck)."""
    from noppa import ScriptedDice

    dice = [4, 5, 5, 6, 5, 6, *[1, 1, 2, 3, 4, 5] * 20]
    game = get_game("dungeon-dice")
    undone = game.new_state(2, dice=ScriptedDice(dice))
    plain = game.new_state(2, dice=ScriptedDice(dice))
    undone.apply("stop")
    undone.apply("!undo")
    for state in (undone, plain):
        for action in ("stop", "roll", "!resign 0"):
            state.apply(action)
    assert undone.history == ["stop", "!undo", "stop", "roll", "!resign 0"]
    assert undone.outcome is not None and undone.outcome.resigned == (0,)
    reviewed, expected = review(record_of_state(undone)), review(record_of_state(plain))
    assert [s.action for s in reviewed.steps] == ["stop", "roll", "!resign 0"]
    assert {**reviewed.to_json(), "seconds": 0} == {**expected.to_json(), "seconds": 0}
    last = reviewed.steps[-1]
    assert last.seat == 0 and not last.decision and last.luck is None and last.loss.mean == 0.0
    assert last.label["fi"] == "Luovuta (Pelaaja 1)"
    assert last.after[1].mean == 1.0 and reviewed.summaries[0].decisions == 1
