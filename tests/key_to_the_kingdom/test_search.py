"""The search hooks of Key to the Kingdom: the playout policy, the position estimate, statistics."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from noppa.bots import make_bot
from noppa.games.key_to_the_kingdom.ai import search
from noppa.games.key_to_the_kingdom.ai.bot import HeuristicBot, distance_to
from noppa.games.key_to_the_kingdom.ai.fitting import SIGNS
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_model import Endgame
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
            action = GAME.search.rollout_action(state, rng)
            assert state.to_json() == before
            assert action in state.legal_actions()
            again = GAME.search.rollout_action(state, random.Random(0))
            assert again == GAME.search.rollout_action(state, random.Random(0))
            state.apply(action)


def test_rollout_games_mostly_finish_quickly() -> None:
    lengths = []
    rng = random.Random(5)
    for seed in range(12):
        state = new(100 + seed)
        steps = 0
        while state.to_act is not None and steps < 3000:
            state.apply(GAME.search.rollout_action(state, rng))
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
    action = GAME.search.rollout_action(state, random.Random(1))
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
    estimate = GAME.search.evaluate(state)
    assert estimate is not None and len(estimate) == 2
    assert all(0.0 <= v <= 1.0 for v in estimate)
    assert sum(estimate) == pytest.approx(1.0)
    assert estimate[0] > 0.8
    # nobody has anything yet: even
    even = GAME.search.evaluate(scenario(3))
    assert even == pytest.approx([1 / 3] * 3)


def test_evaluate_after_a_win_names_the_winners() -> None:
    state = scenario(3)
    state.endgame = Endgame([1], [], {"0": 6, "2": 6}, "escaped")
    assert GAME.search.evaluate(state) == [0.0, 1.0, 0.0]


def test_evaluate_along_games() -> None:
    for seed in range(3):
        state = new(seed, 3)
        rng = random.Random(seed)
        while state.to_act is not None:
            estimate = GAME.search.evaluate(state)
            assert estimate is not None and sum(estimate) == pytest.approx(1.0)
            state.apply(GAME.search.rollout_action(state, rng))
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
        seats = GAME.study.seat_statistics(state)
        totals = GAME.study.statistics(state)
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


def test_features_measure_what_they_name() -> None:
    state = scenario()
    put(state, 0, "bf/b5", cases=[KEY_CASE, CROWN_CASE])
    put(state, 1, "bf/b5")
    mine = dict(zip(search.FEATURES, search.features(state, 0), strict=True))
    theirs = dict(zip(search.FEATURES, search.features(state, 1), strict=True))
    assert (mine["key"], mine["treasure"], mine["leave"], mine["cases"]) == (1.0, 1.0, 1.0, 2.0)
    assert (theirs["key"], theirs["treasure"], theirs["leave"], theirs["cases"]) == (0.0, 0.0, 0.0, 0.0)
    # free to leave: nearness counts toward home, not toward a case
    assert (
        mine["near"] == 0.0
        and 0.0 < mine["home"] <= 1.0
        and mine["home2"] == pytest.approx(mine["home"] ** 2)
    )
    assert theirs["home"] == 0.0 and 0.0 < theirs["near"] <= 1.0  # he heads for the rival with the cases


def test_the_fitted_weights_value_the_winning_things() -> None:
    weights = dict(zip(search.FEATURES, search.weights(), strict=True))
    assert weights["key"] > 0 and weights["treasure"] > 0 and weights["leave"] > 0
    assert weights["home2"] > 0 and weights["cobra"] < 0
    for name, weight in weights.items():  # no wrong-way slope for a search to follow
        assert weight * SIGNS.get(name, 1) >= 0, name


def test_a_bad_weights_file_names_the_file_and_the_entry(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "evaluation.toml"
    monkeypatch.setattr(search, "EVALUATION_FILE", path)
    good = "\n".join(f"{name} = 0.5" for name in search.FEATURES)
    for text, words in (
        ("[weights]\n" + good.replace("key = 0.5", 'key = "much"'), "weights.key must be a number"),
        ("[weights]\n" + good.replace("cobra = 0.5\n", ""), "weights.cobra must be a number, not None"),
        ("[weights]\n" + good + "\nluck = 1.0", "unknown weights luck"),
        ("weights = 3", "no \\[weights\\] table"),
        ("[weights\n", "cannot read the evaluation weights"),
    ):
        path.write_text(text)
        with pytest.raises(ValueError, match=f"evaluation.toml: {words}"):
            search.weights()
    path.write_text("[weights]\n" + good)
    assert search.weights() == (0.5,) * len(search.FEATURES)
    assert GAME.search.evaluate(scenario(3)) == pytest.approx([1 / 3] * 3)


def test_the_fit_is_made_again_by_the_command_its_file_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A small fit through the game's own fitting module writes weights the game can read."""
    pytest.importorskip("numpy")
    from noppa.bots.fitting import main
    from noppa.games.key_to_the_kingdom.ai import fitting

    assert "python -m noppa.games.key_to_the_kingdom.ai.fitting --games" in search.EVALUATION_FILE.read_text()
    out = tmp_path / "weights.toml"
    main(
        fitting.MODEL,
        "noppa.games.key_to_the_kingdom.ai.fitting",
        ["--games", "6", "--workers", "1", "--every", "8", "--out", str(out)],
    )
    monkeypatch.setattr(search, "EVALUATION_FILE", out)
    found = dict(zip(search.FEATURES, search.weights(), strict=True))
    for name, weight in found.items():
        assert weight * SIGNS.get(name, 1) >= 0, name
