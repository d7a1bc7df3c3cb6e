"""Terminal play driven through its input, as a person at the keyboard would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from noppa.cli.main import main
from tests.terminal import console, feeder


def test_all_bot_game_plays_to_the_end_and_prints_the_log() -> None:
    screen, out = console()
    code = main(
        ["play", "dungeon-dice", "--players", "3", "--bots", "all", "--seed", "7", "--lang", "en"],
        console=screen,
        ask=feeder([]),
    )
    text = out.getvalue()
    assert code == 0
    assert "3 bots play a whole game" in text
    assert "— Turn 1: Expectation bot 1 —" in text  # three bots of a kind: told apart by seat
    assert "Player 1" not in text
    assert "escapes from the dungeon and wins!" in text
    assert "Game over after" in text


def test_people_at_the_keyboard_name_themselves_and_the_log_says_their_names() -> None:
    screen, out = console()
    argv = ["play", "dungeon-dice", "--bots", "2:satunnainen", "--names", "Liisa", "--seed", "3"]
    main([*argv, "--lang", "fi", "--delay", "0"], console=screen, ask=feeder(["1", "q"]))
    text = out.getvalue()
    assert "Vuoro 1: Liisa" in text and "Liisa heittää" in text and "Satunnaisbotti" in text
    assert "Pelaaja" not in text


def test_the_menu_asks_each_person_for_a_name() -> None:
    screen, out = console()
    answers = ["2", "1", "2", "1", "Aino", "q"]  # Finnish, the first game, 2 players, 1 person: Aino
    main([], console=screen, ask=feeder(answers))
    text = out.getvalue()
    assert "Aino" in text and "Pelaaja 1" not in text


def test_all_bot_game_in_finnish() -> None:
    screen, out = console()
    main(
        ["play", "dungeon-dice", "--players", "2", "--bots", "all", "--seed", "3", "--lang", "fi"],
        console=screen,
        ask=feeder([]),
    )
    text = out.getvalue()
    assert "Vuoro 1: Odotusarvobotti 1" in text
    assert "Peli päättyi" in text and "pakenee tyrmästä" in text


def test_a_human_plays_a_whole_game_against_a_bot(tmp_path: Path) -> None:
    screen, out = console()
    code = main(
        [
            "play",
            "dungeon-dice",
            "--players",
            "2",
            "--bots",
            "2",
            "--seed",
            "5",
            "--delay",
            "0",
            "--lang",
            "en",
        ],
        console=screen,
        ask=feeder([], then="1"),
    )
    text = out.getvalue()
    assert code == 0
    assert "Player 1, your move:" in text
    assert "Exact odds" in text and "Chance the next roll loses everything" in text
    assert "Escape paths" in text and "The pit wall" in text
    assert "Game over after" in text


def test_typos_and_out_of_range_choices_are_answered_and_asked_again(tmp_path: Path) -> None:
    screen, out = console()
    save = tmp_path / "game.json"
    code = main(
        [
            "play",
            "dungeon-dice",
            "--players",
            "2",
            "--bots",
            "2",
            "--seed",
            "5",
            "--delay",
            "0",
            "--lang",
            "en",
            "--save",
            str(save),
        ],
        console=screen,
        ask=feeder(["rool", "99", "0", "challenge:x", "²", "9" * 5000, "challenge:" + "9" * 40, "?", "q"]),
    )
    text = out.getvalue()
    assert code == 0
    assert "There is no choice 9999999…" in text  # 5,000 digits: shortened, not a crash
    assert "There is no Player 9999999…" in text
    assert "'rool' is none of the choices: type a number from 1 to" in text and "'roll'" in text
    assert "There is no choice 99" in text
    assert "There is no choice 0" in text
    assert "is not a challenge" in text
    assert "Choose a numbered line" in text
    assert "Traceback" not in text
    assert save.exists()
    assert f"Game saved to {save}" in text.replace("\n", "")


def test_quit_saves_and_resume_continues_the_same_game(tmp_path: Path) -> None:
    save = tmp_path / "saved.json"
    screen, _ = console()
    main(
        [
            "play",
            "dungeon-dice",
            "--players",
            "3",
            "--bots",
            "3",
            "--seed",
            "9",
            "--delay",
            "0",
            "--lang",
            "fi",
            "--save",
            str(save),
        ],
        console=screen,
        ask=feeder(["1", "q"]),
    )
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["format"] == "noppa-session/1" and data["bots"] == {"2": "expectation"}
    assert data["lang"] == "fi"
    before = list(data["game"]["actions"])
    screen, out = console()
    main(["play", "--resume", str(save)], console=screen, ask=feeder(["q"]))
    again = json.loads(save.read_text(encoding="utf-8"))
    assert again["game"]["actions"][: len(before)] == before
    assert "Kuopan seinä" in out.getvalue()  # the saved language came back


def test_end_of_input_saves_instead_of_crashing(tmp_path: Path) -> None:
    save = tmp_path / "eof.json"
    screen, _out = console()
    code = main(
        ["play", "dungeon-dice", "--players", "2", "--seed", "1", "--lang", "en", "--save", str(save)],
        console=screen,
        ask=feeder([]),
    )
    assert code == 0 and save.exists()


def test_the_menu_asks_for_language_game_and_players() -> None:
    screen, out = console()
    code = main([], console=screen, ask=feeder(["2", "99", "1", "3", "0"]))
    text = out.getvalue()
    assert code == 0
    assert "Vastaa luvulla 1–" in text  # game 99 does not exist: asked again, in Finnish
    assert "3 bottia pelaa kokonaisen pelin" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "chess"], "Unknown game 'chess'"),
        (["play", "dungeon-dice", "--players", "6"], "2–4 players"),
        (["play", "dungeon-dice", "--bots", "5"], "not a player number 1–2"),
        (["play", "dungeon-dice", "--bots", "2:genius"], "no bot 'genius'"),
        (["play", "dungeon-dice", "--option", "hot_dice=often"], "must be one of: no, yes"),
        (["play", "dungeon-dice", "--option", "speed"], "write NAME=VALUE"),
    ],
)
def test_bad_command_lines_get_a_clear_message(argv: list[str], message: str) -> None:
    screen, out = console()
    assert main(argv, console=screen, ask=feeder([])) == 2
    assert message in out.getvalue().replace("\n", " ")


def test_a_bad_save_file_is_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "noppa-save/1", "game": "dungeon-dice", "players": 2, "actions": 5}')
    screen, out = console()
    assert main(["play", "--resume", str(broken)], console=screen, ask=feeder([])) == 2
    assert f"Cannot load {broken}.actions:  expected a list of action texts" in out.getvalue().replace(
        "\n", ""
    )
    missing = tmp_path / "missing.json"
    assert main(["play", "--resume", str(missing)], console=screen, ask=feeder([])) == 2
    said = " ".join(out.getvalue().split())  # wrapped where the temporary path's length puts it
    assert "Cannot read" in said and "there is no such file" in said


def test_games_lists_options_and_bots() -> None:
    screen, out = console()
    assert main(["games"], console=screen, ask=feeder([])) == 0
    text = out.getvalue()
    assert "dungeon-dice" in text and "Hot dice" in text and "Expectation (best exact odds)" in text


@pytest.mark.parametrize("game_id", ["dungeon-dice", "key-to-the-kingdom", "runebound"])
def test_rules_prints_each_games_players_rules_in_both_languages(game_id: str) -> None:
    pages = []
    for lang in ("en", "fi"):
        screen, out = console()
        assert main(["rules", game_id, "--lang", lang], console=screen, ask=feeder([])) == 0
        pages.append(out.getvalue())
        assert len(out.getvalue()) > 500
    assert pages[0] != pages[1]


def test_rules_of_an_unknown_game_is_a_clear_error() -> None:
    screen, out = console()
    assert main(["rules", "chess", "--lang", "en"], console=screen, ask=feeder([])) == 2
    assert "Unknown game 'chess'" in out.getvalue()


def test_words_that_begin_no_line_are_answered_in_the_players_language() -> None:
    screen, out = console()
    argv = ["play", "dungeon-dice", "--bots", "2", "--seed", "3", "--lang", "fi", "--delay", "0"]
    main(argv, console=screen, ask=feeder(["heitä kaikki nopat nyt", "q"]))
    text = out.getvalue()
    assert "Mikään rivi ei ala sanoilla 'heitä kaikki nopat nyt'" in text and "challenge:1" not in text
