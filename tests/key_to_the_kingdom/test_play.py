"""Terminal play and the heuristic bot: whole games through the command line, in both languages."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from rich.console import Console

from noppa.bots import RandomBot, make_bot
from noppa.cli.main import main
from noppa.games.key_to_the_kingdom.ai.bot import HeuristicBot
from tests.terminal import console as plain_console
from tests.terminal import feeder

from .helpers import GAME, kk

rule = pytest.mark.rule


def console() -> tuple[Console, io.StringIO]:
    return plain_console(width=120)


def test_bots_play_a_whole_game_in_finnish() -> None:
    screen, out = console()
    args = ["play", "key-to-the-kingdom", "--players", "3", "--bots", "all", "--seed", "3", "--lang", "fi"]
    assert main(args, console=screen, ask=feeder([])) == 0
    text = out.getvalue()
    assert "Pimeyden valtakunta" in text and "Peli päättyi" in text
    assert "Paholaiskuningas siirtyy numeroonsa" in text


@rule("KK-TEAM-01", "KK-SETUP-09")
def test_a_team_game_of_bots_in_english() -> None:
    screen, out = console()
    args = ["play", "key-to-the-kingdom", "--players", "4", "--bots", "all", "--seed", "5", "--lang", "en"]
    assert main([*args, "--option", "teams=2x2"], console=screen, ask=feeder([])) == 0
    text = out.getvalue()
    assert "takes the" in text  # the team's split of the equipment
    assert "Game over" in text


def test_a_person_plays_against_a_bot_saves_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "kk.json"
    screen, out = console()
    args = ["play", "key-to-the-kingdom", "--players", "2", "--bots", "2", "--seed", "2", "--lang", "en"]
    code = main([*args, "--delay", "0", "--save", str(save)], console=screen, ask=feeder(["1", "1", "q"]))
    assert code == 0 and save.exists()
    text = out.getvalue()
    assert "Around Player 1" in text and "Demon King" in text
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["game"]["game"] == "key-to-the-kingdom"
    before = len(data["game"]["actions"])
    screen, out = console()
    code = main(
        ["play", "--resume", str(save), "--delay", "0"], console=screen, ask=feeder(["1", "2", "1", "q"])
    )
    assert code == 0 and "Game saved" in out.getvalue()
    again = json.loads(save.read_text(encoding="utf-8"))
    assert again["game"]["actions"][:before] == data["game"]["actions"]
    assert len(again["game"]["actions"]) > before


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_renderer_draws_every_seat_in_every_situation(lang: str) -> None:
    renderer = GAME.ui.terminal_renderer()
    state = kk(GAME.new_state(4, seed=9))
    rng = random.Random(9)
    for step in range(400):
        if state.to_act is None:
            break
        if step % 40 == 0:
            for seat in (None, 0, 1, 2, 3):
                screen, out = console()
                viewer = state.to_act if seat is None else seat
                screen.print(renderer.render(state, viewer, lang, {1}))
                assert out.getvalue()
        state.apply(rng.choice(state.legal_actions()))


def test_the_heuristic_bot_beats_random_bots() -> None:
    wins = 0
    for seed in range(12):
        state = kk(GAME.new_state(2, seed=seed))
        bots: dict[int, HeuristicBot | RandomBot] = {
            seed % 2: HeuristicBot(seed),
            1 - seed % 2: RandomBot(seed),
        }
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(state.view(state.to_act)))
        assert state.outcome is not None
        wins += seed % 2 in state.outcome.winners
    assert wins >= 11


def test_the_heuristic_bot_is_the_default_and_answers_from_its_view_only() -> None:
    assert GAME.default_bot() == "heuristic"
    bot = make_bot(GAME, "heuristic", seed=1)
    for players in (2, 6):
        state = kk(GAME.new_state(players, seed=players, options={"version": "short"}))
        steps = 0
        while state.to_act is not None and steps < 3000:
            view = json.loads(json.dumps(state.view(state.to_act)))  # nothing but the seat's view
            choice = bot.choose(view)
            assert choice in view["legal"]
            state.apply(choice)
            steps += 1
        assert state.outcome is not None


@pytest.mark.slow  # a script playing games
def test_the_bot_report_script_runs_in_quick_mode(capsys: pytest.CaptureFixture[str]) -> None:
    import runpy

    script = Path(__file__).resolve().parents[2] / "benchmarks" / "kk_bot_report.py"
    module = runpy.run_path(str(script), run_name="kk_bot_report")
    module["main"](["--quick"])
    printed = capsys.readouterr().out
    assert "win rate" in printed and "median" in printed
