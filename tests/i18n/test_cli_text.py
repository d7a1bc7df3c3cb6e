"""The ``noppa`` command in Finnish: help, the game list and its errors hold no English word of
``english_words.txt`` and no option id (``hot_dice``, ``keep-guards``) or bot id (``heuristic``)."""

from __future__ import annotations

import contextlib
import re

import pytest

from noppa.cli.main import main
from tests.i18n.test_game_text import english_words
from tests.terminal import console, feeder

COMMAND_LINES = [
    ["--help"],
    ["play", "--help"],
    ["tutorial", "--help"],
    ["rules", "--help"],
    ["verify", "--help"],
    ["serve", "--help"],
    ["league", "--help"],
    ["league", "dungeon-dice", "--bots", "random"],
    ["db", "current", "--help"],
    ["games"],
    ["play", "dungeon-dice", "--option", "hot=1"],
    ["play", "dungeon-dice", "--option", "hot_dice=often"],
    ["play", "runebound", "--option", "victory=soon"],
    ["play", "dungeon-dice", "--bots", "2:deep"],
    ["play", "dungeon-dice", "--players", "9"],
    ["play", "--seed", "many"],
]
TYPED = re.compile(r"\$\w+|'[^']*'|\{[^}]*\}|--[a-z-]+|\bnoppa [a-z]+\b|^ {4}[a-z]+(?= {2,}|$)", re.MULTILINE)
"""What a person types stays as typed: variables, quoted examples, choices, flags, commands and the
commands listed in the help (argparse's indented rows)."""


def said(argv: list[str]) -> str:
    screen, out = console()
    with contextlib.suppress(SystemExit):  # --help and argparse's errors exit
        main(argv, console=screen, ask=feeder([]))
    return out.getvalue()


@pytest.mark.parametrize("argv", COMMAND_LINES, ids=" ".join)
def test_the_command_speaks_finnish(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NOPPA_LANG", "fi")
    shown = said(argv)
    printed = capsys.readouterr()  # argparse writes help and its errors itself
    shown += printed.out + printed.err
    assert shown.strip()
    plain = TYPED.sub(" ", shown)
    words = {w.casefold() for w in re.findall(r"[A-Za-z_]+(?:-[a-z]+)*", plain)}
    ids = {w for w in words if "_" in w or w in {"keep-guards", "heuristic", "expectation"}}
    english = sorted(words & english_words() - {"dungeon", "dice"})  # the game's own name
    assert not english and not ids, (english, ids, shown[:800])
