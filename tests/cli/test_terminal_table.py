"""The terminal as a new user meets it (issue 28, "The terminal" and fault 9): long menus folded,
hexes typed by their coordinates, refusals with the game's own examples, a lesson's instructions
accepted as written, Ctrl-C and the hand-off saving, a finished game kept for ``noppa verify``,
prompts and (y/n) questions, defaults and tables that survive a pipe, and no English (nor a type's
name, nor the system's error text) inside the Finnish interface."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from noppa.bots import make_bot
from noppa.cli.main import main, with_separator
from noppa.cli.play import Session, match_action
from noppa.cli.tutorial import TutorialSession, instructions, yes_or_no
from noppa.engine import LANGS, State, get_game, text
from noppa.games.runebound.rules.state import RuneboundState
from noppa.games.runebound.ui.render import RuneboundRenderer
from noppa.games.runebound.words.capability import hex_coordinate
from noppa.tutorial import Tutorial, lessons
from tests.terminal import console, feeder, noppa_process

FOLD = RuneboundRenderer.menu_fold


@pytest.fixture(autouse=True)
def saves_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``q`` saves: into the test's folder, not the user's."""
    monkeypatch.setenv("NOPPA_HOME", str(tmp_path))


def runebound_moving(seed: int = 3) -> RuneboundState:
    """A two-player Runebound game at its first movement menu (the dice rolled)."""
    state = get_game("runebound").new_state(2, seed=seed)
    assert isinstance(state, RuneboundState)
    state.apply("roll:5")
    return state


def session(state: State, ask: Callable[[str], str], lang: str = "en") -> tuple[Session, io.StringIO]:
    screen, out = console(width=120)
    made = Session(
        state=state,
        bots={},
        bot_names={},
        lang=lang,
        console=screen,
        ask=ask,
        delay=0,
    )
    return made, out


# ---------------------------------------------------------------------- Runebound's menu


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_movement_menu_is_folded_and_plus_shows_the_rest(lang: str) -> None:
    state = runebound_moving()
    legal = state.legal_actions()
    assert len(legal) > FOLD + 2  # 40-odd destinations
    played, out = session(state, feeder(["+", "q"]), lang)
    played.run()
    screen = out.getvalue()
    first, _, rest = screen.partition(text("cli.menu_more", lang, count=len(legal) - FOLD))
    assert rest, "the fold line"
    menu = [line for line in first.splitlines() if re.match(r"^  \d+ ", line)]
    assert len(menu) == FOLD
    assert len([line for line in rest.splitlines() if re.match(r"^  \d+ ", line)]) == len(legal)


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_map_and_the_movement_menu_fit_a_40_row_screen(lang: str) -> None:
    state = runebound_moving()
    played, out = session(state, feeder(["q"]), lang)
    played.run()
    lines = out.getvalue().splitlines()
    prompt_at = max(
        i for i, line in enumerate(lines) if text("cli.menu_help", lang, examples="")[:12] in line
    )
    screen = lines[max(0, prompt_at + 2 - 40) : prompt_at + 1]  # 40 rows, the prompt's row the last
    assert any(re.search(r"A B +C D", line) for line in screen)  # the column letters
    assert any(re.match(r"^\W*13 ", line) for line in screen)  # the last row
    assert any(re.match(r"^  1 ", line) for line in screen)


@pytest.mark.parametrize("lang", LANGS)
def test_a_hex_typed_by_its_coordinates_is_the_move_there(lang: str) -> None:
    state = runebound_moving()
    last = state.legal_actions()[-1]  # folded away, still reachable
    target = last.text.partition(":")[2]
    typed = hex_coordinate(state, target).lower()  # any letter case
    played, out = session(state, feeder([typed, "q"]), lang)
    played.run()
    hero = state.view(0)["state"]["heroes"][0]
    assert hero["hex"] == state.board.index[target], out.getvalue()


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_word_is_answered_with_this_games_examples(lang: str) -> None:
    state = runebound_moving()
    played, out = session(state, feeder(["N99", "Z3", "xyzzy", "q"]), lang)
    played.run()
    screen = out.getvalue()
    assert "challenge:" not in screen and "'stop'" not in screen  # Dungeon Dice's words
    assert text("rb.ui.no_such_hex", lang, hex="N99") in screen
    first_word = state.label(state.legal_actions()[0], lang).split()[0].casefold()
    assert f"'{first_word}'" in screen
    assert "xyzzy" in screen


def test_a_hex_that_is_no_choice_now_is_said_so() -> None:
    state = runebound_moving()
    reachable = {a.text.partition(":")[2] for a in state.legal_actions()}
    elsewhere = next(h for h in state.board.index if h not in reachable and hex_coordinate(state, h) != h)
    typed = hex_coordinate(state, elsewhere)
    played, out = session(state, feeder([typed, "q"]))
    played.run()
    assert text("rb.ui.hex_not_a_choice", "en", hex=typed) in out.getvalue()


# ---------------------------------------------------------------------- the lessons


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(lessons()))
def test_every_instruction_a_lesson_gives_is_accepted_as_typed(game: str, lang: str) -> None:
    """Each step's instruction (any sentence of its text, also cut at its colons), typed back
    with or without its punctuation and capitals, is the move the lesson asks for."""
    lesson = lessons()[game]
    tutorial = Tutorial(lesson, lang)
    screen, _ = console()
    learner = TutorialSession(
        state=tutorial.state,
        bots={},
        bot_names={},
        lang=lang,
        console=screen,
        ask=feeder([]),
        delay=0,
        tutorial=tutorial,
    )
    legal_texts = [a.text for a in tutorial.state.legal_actions()]
    steps = 0
    while not tutorial.finished and tutorial.step is not None:
        expected = tutorial.step.expect
        legal_texts = [a.text for a in tutorial.state.legal_actions()]
        for phrase in instructions(tutorial.say()):
            for typed in (phrase, phrase.rstrip(".!"), phrase.rstrip(".!").casefold()):
                assert learner._move(typed, legal_texts) == expected, (typed, expected)
        assert tutorial.try_move(learner._move(instructions(tutorial.say())[0], legal_texts)).accepted
        steps += 1
    assert steps == len(lesson.steps)


def test_a_label_is_matched_without_its_punctuation() -> None:
    """``fight with the net`` names ``Fight: with the net, …`` (the lesson said it so)."""
    lesson = lessons()["key-to-the-kingdom"]
    tutorial = Tutorial(lesson, "en")
    while tutorial.step is not None and not tutorial.step.expect.startswith("fight:"):
        tutorial.try_move(tutorial.step.expect)
    assert match_action(tutorial.state, "fight with the net", "en")[0] == "fight:net"
    assert match_action(tutorial.state, "Fight: with the net", "en")[0] == "fight:net"


def test_the_play_on_question_asks_again_on_other_answers() -> None:
    assert yes_or_no("k", "fi") is True and yes_or_no("Kyllä", "fi") is True and yes_or_no("e", "fi") is False
    assert (
        yes_or_no("y", "en") is True and yes_or_no("no", "en") is False and yes_or_no("maybe", "en") is None
    )
    lesson = lessons()["dungeon-dice"]
    tutorial = Tutorial(lesson, "fi")
    while tutorial.step is not None:
        tutorial.try_move(tutorial.step.expect)
    screen, out = console()
    learner = TutorialSession(
        state=tutorial.state,
        bots={},
        bot_names={},
        lang="fi",
        console=screen,
        ask=feeder(["ehkä", "joo", "e"]),
        delay=0,
        tutorial=tutorial,
    )
    if tutorial.state.outcome is None:
        assert learner._lesson_over() is False
        said = out.getvalue()
        assert said.count(text("cli.yes_no_again", "fi", yes="k", no="e")) == 2


# ---------------------------------------------------------------------- saving and the hand-off


def test_ctrl_c_saves_like_the_end_of_input_and_says_where(tmp_path: Path) -> None:
    save = tmp_path / "interrupted.json"

    def interrupt(prompt: str) -> str:
        raise KeyboardInterrupt

    screen, out = console(width=400)
    argv = ["play", "dungeon-dice", "--players", "2", "--seed", "1", "--lang", "en", "--save", str(save)]
    assert main(argv, console=screen, ask=interrupt) == 130
    assert save.exists() and f"Game saved to {save}" in out.getvalue()


def hot_seat(tmp_path: Path, answers: list[str], *more: str) -> tuple[int, str, Path]:
    save = tmp_path / "hot.json"
    screen, out = console(width=400)
    argv = ["play", "key-to-the-kingdom", "--players", "2", "--seed", "2", "--lang", "en", "--handoff"]
    code = main([*argv, "--save", str(save), *more], console=screen, ask=feeder(answers))
    return code, out.getvalue(), save


def test_q_at_the_hot_seat_hand_off_saves_and_quits(tmp_path: Path) -> None:
    code, said, save = hot_seat(tmp_path, ["1", "q", "1", "1", "1"])
    assert code == 0 and save.exists()
    handoff = text("cli.handoff", "en", player="Player 2")
    assert said.count(handoff) == 1
    after = said.split(handoff, 1)[1]
    assert text("cli.your_move", "en", player="Player 2") not in after  # quit, not played on
    assert f"Game saved to {save}" in after


def test_a_resumed_hot_seat_game_begins_with_the_hand_off(tmp_path: Path) -> None:
    hot_seat(tmp_path, ["1", "q"])
    save = tmp_path / "hot.json"
    screen, out = console(width=400)
    main(["play", "--resume", str(save), "--handoff"], console=screen, ask=feeder(["", "q"]))
    said = out.getvalue()
    to_act = (
        get_game("key-to-the-kingdom").load_state(json.loads(save.read_text(encoding="utf-8"))["game"]).to_act
    )
    assert to_act is not None
    handoff = text("cli.handoff", "en", player=f"Player {to_act + 1}")
    assert handoff in said
    assert said.index(handoff) < said.index(text("cli.your_move", "en", player=f"Player {to_act + 1}"))


def test_save_keeps_a_game_played_to_its_end_for_verify(tmp_path: Path) -> None:
    save = tmp_path / "finished.json"
    screen, out = console(width=400)
    argv = ["play", "dungeon-dice", "--bots", "all", "--seed", "4", "--lang", "en", "--save", str(save)]
    assert main(argv, console=screen, ask=feeder([])) == 0
    assert save.exists()
    assert text("cli.saved_finished", "en", path=str(save)) in out.getvalue()
    screen, out = console(width=400)
    assert main(["verify", str(save), "--lang", "en"], console=screen, ask=feeder([])) == 0


# ---------------------------------------------------------------------- prompts, defaults, pipes


def test_prompts_end_with_a_separator() -> None:
    assert with_separator("Which game?") == "Which game? "
    assert with_separator("Language / Kieli (Enter: 1)") == "Language / Kieli (Enter: 1) "
    assert with_separator("Language / Kieli") == "Language / Kieli: "
    assert with_separator("> ") == "> "
    assert (
        with_separator("Press Enter when ready (q saves and quits).")
        == "Press Enter when ready (q saves and quits). "
    )


def test_defaults_are_marked_in_words_and_piped_tables_are_not_cut() -> None:
    done = noppa_process("games", "--lang", "fi")
    assert done.returncode == 0
    assert "ei (oletus)" in done.stdout  # bold is lost in a pipe, the word stays
    widest = max(len(line.rstrip()) for line in done.stdout.splitlines())
    assert widest > 80  # the description column is not squeezed into 80 columns
    english = noppa_process("games", "--lang", "en")
    assert "(default)" in english.stdout and "Hot dice" in english.stdout


# ---------------------------------------------------------------------- options and fault 9


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["serve", "--port", "80000"], "'80000' ei ole luku väliltä 0–65\u00a0535"),
        (["play", "dungeon-dice", "--players", "x"], "'x' ei ole luku väliltä 1–100"),
        (["play", "dungeon-dice", "--seed", "-1"], "'-1' ei ole luku"),
        (["simulate", "dungeon-dice", "--games", "0"], "'0' ei ole luku väliltä 1–"),
        (["simulate", "dungeon-dice", "--seating", "x"], "kaikki, peili, kierto, kiinteä, sekoitus"),
        (["tutorial", "dungeon-dice", "--delay", "nan"], "'nan' ei ole luku väliltä 0–60"),
    ],
)
def test_bad_options_are_one_clear_finnish_line(
    argv: list[str], said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NOPPA_LANG", "fi")
    done = noppa_process(*argv)
    assert done.returncode == 2
    assert said in done.stderr
    assert (
        "Traceback" not in done.stderr
        and "tyyppi" not in done.stderr
        and re.search(r"\bint\b", done.stderr) is None
    )


def test_the_systems_refusals_are_told_in_finnish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NOPPA_LANG", "fi")
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    done = noppa_process("simulate", "dungeon-dice", "--games", "1", "--out", str(blocker / "out"))
    said = done.stdout + done.stderr
    assert done.returncode == 2 and "Traceback" not in said
    assert text("cli.oserror.not_folder", "fi") in said and "Not a directory" not in said


def test_an_unknown_bot_is_answered_with_the_bots_finnish_labels() -> None:
    screen, out = console(width=400)
    argv = ["simulate", "dungeon-dice", "--bots", "xyz", "--games", "1", "--lang", "fi"]
    assert main(argv, console=screen, ask=feeder([])) == 2
    said = out.getvalue()
    assert "Satunnainen" in said and "random" not in said


def test_seating_is_taken_in_either_language() -> None:
    from noppa.cli.simulate import seating_option

    parse = seating_option("fi")
    assert parse("kierto") == "rotate" and parse("ROTATE") == "rotate" and parse("peili") == "mirror"


def test_a_finnish_player_challenges_as_the_rules_teach() -> None:
    """``haasta:2`` and ``haasta 2`` (the Finnish rules page and error say so) name ``challenge:2``."""
    game = get_game("dungeon-dice")
    state = game.new_state(3, seed=3)
    bot = make_bot(game, "random", seed=1)
    while not any(a.text.startswith("challenge:") for a in state.legal_actions()):
        state.apply(bot.choose(state.view(state.to_act)))
    wanted = next(a.text for a in state.legal_actions() if a.text.startswith("challenge:"))
    number = wanted.partition(":")[2]
    for typed in (f"haasta:{number}", f"haasta {number}", f"Haasta:{number}", wanted):
        assert match_action(state, typed, "fi")[0] == wanted, typed
    assert "haasta:2" in text("dd.error.challenge_syntax", "fi", action="x")
    page = game.rules_markdown("fi") or ""
    assert "challenge:2" not in page and "haasta:2" in page


def test_a_busy_port_is_told_in_finnish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    monkeypatch.setenv("NOPPA_LANG", "fi")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = noppa_process("serve", "--port", str(port), "--data-dir", str(tmp_path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert text("cli.oserror.address_in_use", "fi") in done.stderr and "Address" not in done.stderr
