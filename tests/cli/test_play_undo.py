"""The terminal's ``u`` (issue 27 item 2): it takes back a person's last action, and the bots' after
it, while no die was rolled, no card drawn and nothing hidden shown since; else it says why."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

from noppa import ScriptedDice, get_game
from noppa.bots import make_bot
from noppa.cli.play import Session
from noppa.engine.i18n import text

GAME = get_game("dungeon-dice")


def session(
    answers: list[str], tmp_path: Path, bots: dict[int, str] | None = None
) -> tuple[Session, io.StringIO]:
    """A hot-seat (or bot) session of Dungeon Dice on forced dice, answering ``answers`` in turn."""
    # Anna's first roll earns a card, so Bea's turn opens on a decision (challenge or roll), no roll
    state = GAME.new_state(2, dice=ScriptedDice([4, 5, 5, 6, 5, 6, *[1, 1, 2, 3, 4, 5] * 20]))
    out = io.StringIO()
    typed: Iterator[str] = iter(answers)

    def ask(prompt: str) -> str:
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    made = {seat: make_bot(GAME, spec, seed=1) for seat, spec in (bots or {}).items()}
    played = Session(
        state=state,
        bots=made,
        bot_names=dict(bots or {}),
        lang="fi",
        console=Console(file=out, width=120, color_system=None),
        ask=ask,
        delay=0.0,
        save_path=tmp_path / "save.json",
    )
    return played, out


@pytest.mark.rule("web-UNDO-01")
def test_u_takes_back_a_stop_and_refuses_after_a_roll(tmp_path: Path) -> None:
    played, out = session(["stop", "u", "roll", "u", "q"], tmp_path)
    played.run()
    said = out.getvalue()
    assert "Peruttu: " in said
    assert "Siirtoa ei voi enää perua: sen jälkeen on heitetty noppaa tai nostettu kortti." in said
    assert played.state.history == ["stop", "!undo", "roll"]
    replayed = GAME.load_state(played.state.to_json())
    assert replayed.to_json()["snapshot"] == played.state.to_json()["snapshot"]


@pytest.mark.rule("web-UNDO-01")
@pytest.mark.parametrize(
    ("lang", "words"), [("en", ("u takes back", "'/undo'")), ("fi", ("u peruu", "'/peru'"))]
)
def test_the_prompt_and_the_help_tell_of_u(tmp_path: Path, lang: str, words: tuple[str, str]) -> None:
    """The line under every menu and the help ('?') name ``u`` as README does: they named s, q and ?
    only, so a player of the terminal never learnt of taking back."""
    assert words[0] in text("cli.menu_help", lang, examples="1")
    assert "'u'" in text("cli.help", lang) and words[1] in text("cli.help", lang)
    played, out = session(["?", "q"], tmp_path)
    played.run()
    shown = " ".join(out.getvalue().split())
    assert " ".join(text("cli.menu_help", "fi", examples="").split())[-40:] in shown
    assert "'u' tai '/peru' peruu" in shown
