"""Whole games: random playouts of every player count and variant, replay, bots and terminal play."""

from __future__ import annotations

import random
from io import StringIO

import pytest
from rich.console import Console

from noppa.bots import RandomBot
from noppa.engine import Bot, IllegalAction, get_game, list_games
from noppa.games.runebound import GAME
from noppa.games.runebound.ai.bot import HeuristicBot


def test_registered() -> None:
    assert "runebound" in list_games() and get_game("runebound") is GAME


@pytest.mark.rule("RB-COMP-01", "RB-WIN-01")
@pytest.mark.parametrize("players", range(1, 7))
@pytest.mark.parametrize("doom", [False, True])
def test_random_playouts_end(players: int, doom: bool) -> None:
    state = GAME.new_state(
        players, seed=players * 7 + doom, options={"path_of_doom": doom, "round_limit": 25}
    )
    rng = random.Random(players)
    steps = 0
    while state.to_act is not None:
        legal = state.legal_actions()
        assert legal
        action = rng.choice(legal)
        state.label(action, "fi")
        state.apply(action)
        steps += 1
    assert state.outcome is not None and steps < 20000
    for event in state.events[-30:]:
        assert state.describe(event, "en") and state.describe(event, "fi")


def test_save_and_replay_exactly() -> None:
    state = GAME.new_state(3, seed=21)
    rng = random.Random(3)
    for _ in range(300):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    data = state.to_json()
    again = GAME.load_state(data)
    assert again.to_json() == data
    clone = state.clone()
    if clone.to_act is not None:
        clone.apply(clone.legal_actions()[0])
        assert state.to_json() == data  # the clone went its own way


def test_illegal_and_malformed_actions_change_nothing() -> None:
    state = GAME.new_state(2, seed=5)
    before = state.to_json()
    for bad in ("move:h9999", "attack:ranged", "buy:longsword", "xp:mind", "roll:9", "hire:x"):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    for malformed in ("roll:x", "attack:sideways", "frobnicate", "lost:a"):
        with pytest.raises(Exception) as error:
            state.apply(malformed)
        assert "Invalid" in type(error.value).__name__
    assert state.to_json() == before


@pytest.mark.slow  # statistical: many games
def test_heuristic_bot_beats_random() -> None:
    wins = 0
    for seed in range(4):
        state = GAME.new_state(2, seed=seed, options={"round_limit": 25})
        bots: dict[int, Bot] = {seed % 2: HeuristicBot(seed), 1 - seed % 2: RandomBot(seed)}
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(state.view(state.to_act)))
        assert state.outcome is not None
        wins += seed % 2 in state.outcome.winners
    assert wins >= 3


@pytest.mark.parametrize("lang", ["en", pytest.param("fi", marks=pytest.mark.slow)])  # whole games
def test_terminal_play_with_bots(lang: str) -> None:
    from noppa.cli.main import main

    out = StringIO()
    console = Console(file=out, width=140)
    answers = iter(["1"] * 40 + ["q"])
    code = main(
        [
            "play",
            "runebound",
            "--players",
            "3",
            "--bots",
            "2,3",
            "--lang",
            lang,
            "--delay",
            "0",
            "--seed",
            "4",
        ],
        console=console,
        ask=lambda prompt: next(answers),
    )
    assert code == 0
    text = out.getvalue()
    assert ("Heroes" in text) if lang == "en" else ("Sankarit" in text)
