"""The search hooks of Key to the Kingdom: the playout policy, the position estimate, statistics."""

from __future__ import annotations

import random

import pytest

from noppa.bots import make_bot
from noppa.games.key_to_the_kingdom import search
from noppa.games.key_to_the_kingdom.bot import HeuristicBot, distance_to
from noppa.games.key_to_the_kingdom.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.statistics import GAME_FIGURES, SEAT_FIGURES

from .helpers import DEAL, GAME, begin, put, scenario, texts

KEY_CASE = next(case for case, treasure in DEAL.items() if treasure == "golden-key")
CROWN_CASE = next(case for case, treasure in DEAL.items() if treasure == "crown-of-glory")


def new(seed: int, players: int = 2, **options: str) -> KeyToTheKingdomState:
    state = GAME.new_state(players, seed=seed, options=options)
    assert isinstance(state, KeyToTheKingdomState)
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_rollout_action_is_legal_reproducible_and_leaves_the_state_alone(players: int) -> None:
    for seed in range(4):
        state = new(seed, players)
        rng = random.Random(seed)
        for _ in range(300):
            if state.to_act is None:
                break
            before = state.to_json()
            action = GAME.rollout_action(state, rng)
            assert state.to_json() == before
            assert action in state.legal_actions()
            again = GAME.rollout_action(state, random.Random(0))
            assert again == GAME.rollout_action(state, random.Random(0))
            state.apply(action)


def test_rollout_games_mostly_finish_quickly() -> None:
    lengths = []
    rng = random.Random(5)
    for seed in range(12):
        state = new(100 + seed)
        steps = 0
        while state.to_act is not None and steps < 3000:
            state.apply(GAME.rollout_action(state, rng))
            steps += 1
        lengths.append(steps)
    # the heuristic plan reaches an end in a few hundred actions (random play needs thousands)
    assert sorted(lengths)[len(lengths) // 2] < 400


def test_rollout_heads_home_with_the_key_and_a_treasure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "EXPLORE", 0.0)
    state = scenario()
    put(state, 0, "bf/b5", cases=[KEY_CASE, CROWN_CASE])
    assert search.goals(state, 0) == (state.board.start,)
    begin(state, 0, [1])
    assert state.pending is not None and state.pending.kind == "move"
    assert len(texts(state)) > 1
    action = GAME.rollout_action(state, random.Random(1))
    # like the heuristic bot: a step that leaves him 5 from home rather than 3, but out of the Demon
    # King's reach, rather than onto a space one of his numbers covers
    assert action.text == HeuristicBot(1).choose(state.view(0)) == "move:bf/f7"
    home = distance_to(state.cfg.key, state.board.start)
    assert home["bf/f7"] < 60


def test_rollout_seeks_the_cases_without_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "EXPLORE", 0.0)
    state = scenario()
    wanted = search.goals(state, 0)
    daggers = {d for place in state.board.places.values() for d in place.daggers}
    assert wanted and set(wanted) <= daggers
    put(state, 1, "bf/b5", cases=[CROWN_CASE])
    assert "bf/b5" in search.goals(state, 0)  # an opponent with a case is worth robbing


def test_evaluate_is_a_distribution_that_favours_progress() -> None:
    state = scenario()
    put(state, 0, "bf/b5", cases=[KEY_CASE, CROWN_CASE])
    put(state, 1, "bf/b5")
    estimate = GAME.evaluate(state)
    assert estimate is not None and len(estimate) == 2
    assert all(0.0 <= v <= 1.0 for v in estimate)
    assert sum(estimate) == pytest.approx(1.0)
    assert estimate[0] > 0.8
    # nobody has anything yet: even
    even = GAME.evaluate(scenario(3))
    assert even == pytest.approx([1 / 3] * 3)


def test_evaluate_after_a_win_names_the_winners() -> None:
    state = scenario(3)
    state.endgame = {"winners": [1], "escaped": [], "left": {"0": 6, "2": 6}, "how": "escaped"}
    assert GAME.evaluate(state) == [0.0, 1.0, 0.0]


def test_evaluate_along_games() -> None:
    for seed in range(3):
        state = new(seed, 3)
        rng = random.Random(seed)
        while state.to_act is not None:
            estimate = GAME.evaluate(state)
            assert estimate is not None and sum(estimate) == pytest.approx(1.0)
            state.apply(GAME.rollout_action(state, rng))
            if len(state.history) > 400:
                break


def test_mcts_with_cut_playouts_plays_a_legal_action() -> None:
    state = new(7)
    assert state.to_act is not None
    view = state.view(state.to_act)
    bot = make_bot(GAME, "mcts:30:depth=20", 1)
    choice = bot.choose(view)
    assert choice in view["legal"]


def heuristic_game(seed: int, players: int = 2) -> KeyToTheKingdomState:
    state = new(seed, players)
    bots = [make_bot(GAME, "heuristic", seed * 10 + s) for s in range(players)]
    while state.to_act is not None:
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return state


def test_statistics_of_finished_games() -> None:
    for seed in range(4):
        state = heuristic_game(seed, 3)
        seats = GAME.seat_statistics(state)
        totals = GAME.statistics(state)
        assert len(seats) == 3
        assert all(set(figures) == set(SEAT_FIGURES) for figures in seats)
        assert set(totals) == (set(SEAT_FIGURES) - {"won"}) | set(GAME_FIGURES)
        for name in SEAT_FIGURES:
            if name != "won":
                assert totals[name] == sum(figures[name] for figures in seats)
        assert state.outcome is not None
        assert [s for s in range(3) if seats[s]["won"]] == sorted(state.outcome.winners)
        turns = sum(1 for e in state.events if e["type"] == "turn")
        assert totals["turns"] == turns
        assert totals["hazards_crossed"] + totals["hazard_failures"] == totals["hazard_attempts"]
        assert totals["hazard_attempts"] == sum(1 for e in state.events if e["type"] == "hazard_done")
        assert totals["hazards_faced_on_dagger"] == sum(1 for e in state.events if e["type"] == "face")
        assert totals["steals"] == sum(f["cases_stolen_from"] for f in seats)
        assert totals["cases_taken"] >= 1
