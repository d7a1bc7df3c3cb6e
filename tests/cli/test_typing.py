"""Typed answers in the terminal and argparse's own texts, in the player's language."""

from __future__ import annotations

import pytest

from noppa import get_game
from noppa.cli.main import build_parser
from noppa.cli.play import COMMANDS, match_action
from noppa.engine import State


def after_first_roll() -> State:
    state = get_game("dungeon-dice").new_state(2, seed=1)
    state.apply("roll")
    return state


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("heitä", "roll"), ("HEITÄ", "roll"), ("ROLL", "roll"), ("lopeta", "stop"), ("Stop", "stop")],
)
def test_typed_words_find_the_action_in_any_letter_case(typed: str, meant: str) -> None:
    state = after_first_roll()
    assert match_action(state, typed, "fi") == (meant, [])


def test_unknown_words_find_nothing_and_shared_beginnings_list_the_candidates() -> None:
    state = get_game("dungeon-dice").new_state(3, seed=1)
    for action in ("roll", "stop", "roll", "stop", "roll", "roll", "roll"):
        state.apply(action)
    assert match_action(state, "xyz", "fi") == (None, [])
    found, candidates = match_action(state, "haasta", "fi")  # two opponents to challenge
    assert found is None and [a.text for a in candidates] == ["challenge:1", "challenge:2"]
    assert match_action(state, "haasta vastustaja pelaaja 2", "fi")[0] == "challenge:2"


def test_no_session_command_is_an_action_word() -> None:
    assert "lopeta" not in COMMANDS and "quit" not in COMMANDS and "tallenna" not in COMMANDS
    assert COMMANDS["/lopeta"] == "quit" and COMMANDS["q"] == "quit" and COMMANDS["/tallenna"] == "save"


def test_argparse_speaks_finnish(capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser("fi")
    assert "käyttö:" in parser.format_help() and "valitsimet" in parser.format_help()
    with pytest.raises(SystemExit):
        parser.parse_args(["play", "--players", "x"])
    said = capsys.readouterr().err
    assert "virhe" in said and "ei ole luku väliltä 1–100" in said and "invalid" not in said
    assert "tyyppi" not in said and "int" not in said.split("virhe")[1]  # a range in words, no type name
    build_parser("en")  # the next parser speaks English again
