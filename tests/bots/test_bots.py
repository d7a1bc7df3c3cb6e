"""Bots: they see only their own view, pick legal actions, and the expectation bot plays well."""

from __future__ import annotations

import random

import pytest

from noppa import get_game
from noppa.bots import RandomBot, bot_names, make_bot
from noppa.engine import Bot


def play(game_id: str, bots: list[Bot], seed: int) -> tuple[int, ...]:
    state = get_game(game_id).new_state(len(bots), seed=seed)
    while state.to_act is not None:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
    assert state.outcome is not None
    return state.outcome.winners


def test_random_bot_picks_legal_actions_reproducibly() -> None:
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=4)
    view = state.view(state.to_act)
    a, b = RandomBot(3), RandomBot(3)
    picks = [a.choose(view) for _ in range(20)]
    assert picks == [b.choose(view) for _ in range(20)]
    assert set(picks) <= set(view["legal"])
    with pytest.raises(ValueError, match="not this seat's turn"):
        a.choose(state.view(None))


def test_bot_names_and_factory() -> None:
    game = get_game("dungeon-dice")
    assert bot_names(game) == ["expectation", "win", "random", "mcts"]
    assert make_bot(game, "default").__class__.__name__ == "ExpectationBot"
    assert make_bot(game, "heuristic").__class__.__name__ == "ExpectationBot"
    with pytest.raises(ValueError, match="no bot 'oracle'"):
        make_bot(game, "oracle")


def test_expectation_bot_follows_the_exact_odds() -> None:
    game = get_game("dungeon-dice")
    bot = make_bot(game, "expectation")
    state = game.new_state(2, seed=12)
    for _ in range(40):
        if state.to_act is None:
            break
        view = state.view(state.to_act)
        choice = bot.choose(view)
        assert choice == view["state"]["odds"]["best"]
        state.apply(choice)


@pytest.mark.slow
def test_expectation_bot_beats_random_bots() -> None:
    game = get_game("dungeon-dice")
    wins = 0
    games = 200
    rng = random.Random(0)
    for seed in range(games):
        seat = rng.randrange(2)
        bots: list[Bot] = [RandomBot(seed), RandomBot(seed + 1)]
        bots[seat] = make_bot(game, "expectation")
        wins += seat in play("dungeon-dice", bots, seed)
    assert wins / games > 0.8
