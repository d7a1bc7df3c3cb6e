"""The tutorials: every lesson plays through by the rules, refuses other moves, and replays."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from noppa.cli.main import main
from noppa.engine import LANGS
from noppa.engine.i18n import check_catalogs
from noppa.tutorial import Lesson, Tutorial, TutorialError, lesson_for, lessons, prose, taught_rules

LESSONS = sorted(lessons().values(), key=lambda lesson: lesson.game)


def lesson(game: str) -> Lesson:
    found = lesson_for(game)
    assert found is not None
    return found


@pytest.mark.parametrize("chosen", LESSONS, ids=lambda lesson: lesson.game)
@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_plays_through_by_the_rules(chosen: Lesson, lang: str) -> None:
    tutorial = Tutorial(chosen, lang)
    texts = [prose(chosen.intro, lang)]
    for step in chosen.steps:
        assert tutorial.step == step
        texts.append(tutorial.say())
        assert tutorial.try_move(step.expect).accepted
    assert tutorial.finished and tutorial.step is None
    texts.append(tutorial.say())
    for said in texts:
        assert said and "{" not in said and "tut-" not in said and "\n" not in said.replace("\n\n", "")
    assert taught_rules(chosen), "a lesson teaches rules"


def test_the_catalogs_hold_every_lesson_text_in_both_languages() -> None:
    assert check_catalogs() == []


@pytest.mark.parametrize("chosen", LESSONS, ids=lambda lesson: lesson.game)
def test_another_move_gets_a_hint_and_changes_nothing(chosen: Lesson) -> None:
    tutorial = Tutorial(chosen, "en")
    step = tutorial.step
    assert step is not None
    before = list(tutorial.state.history)
    other = next((a.text for a in tutorial.state.legal_actions() if a.text != step.expect), None)
    if other is not None:
        feedback = tutorial.try_move(other)
        assert not feedback.accepted
        assert tutorial.state.label(step.expect, "en") in feedback.message
    feedback = tutorial.try_move("fly away")
    assert not feedback.accepted and "not a move" in feedback.message
    assert tutorial.state.history == before and tutorial.step == step


@pytest.mark.parametrize("chosen", LESSONS, ids=lambda lesson: lesson.game)
def test_a_lesson_replays_from_the_learners_moves(chosen: Lesson) -> None:
    played = Tutorial(chosen)
    for step in chosen.steps[:3]:
        played.try_move(step.expect)
    again = Tutorial.replay(chosen, played.moves)
    assert again.state.history == played.state.history and again.step == played.step
    with pytest.raises(TutorialError, match="Move 1"):
        Tutorial.replay(chosen, ["fly away"])


@pytest.mark.rule(
    "DD-TURN-02",
    "DD-TURN-03",
    "DD-TURN-04",
    "DD-TURN-06",
    "DD-TURN-07",
    "DD-TURN-11",
    "DD-CHAL-03",
    "DD-WIN-01",
)
def test_the_dungeon_dice_lesson_shows_each_rule_it_names() -> None:
    tutorial = Tutorial(lesson("dungeon-dice"))
    state = tutorial.state

    def seen() -> dict[str, object]:
        return dict(state.view(0)["state"])

    assert [event["type"] for event in state.events] == ["turn", "roll"]  # the opening roll, by itself
    assert seen()["wall"] == [3, 0, 0, 0, 0, 0] and seen()["held"] == 1  # three shovels: 1 card (DD-TURN-03)
    assert seen()["pit_faces"] == [2, 3, 6]  # single key, lantern and guard stay (DD-TURN-02)
    tutorial.try_move("roll")
    assert seen()["wall"] == [4, 0, 0, 0, 0, 0] and seen()["held"] == 2  # the set grows (DD-TURN-07)
    tutorial.try_move("stop")
    assert seen()["paths"] == [2, 1]  # laid on the path (DD-TURN-06); Player 2 laid one too
    tutorial.try_move("challenge:2")
    tutorial.try_move("stop")  # Player 2's card taken and laid (DD-CHAL-03)
    after = [event["type"] for event in state.events]
    assert "challenge_won" in after and "bust" in after  # Player 2's third guard (DD-TURN-11)
    assert seen()["paths"] == [6, 1]  # six different faces: 3 cards (DD-TURN-04); three pairs: 1
    tutorial.try_move("roll")
    tutorial.try_move("stop")
    assert state.outcome is not None and state.outcome.winners == (0,)  # eight cards (DD-WIN-01)


def test_noppa_tutorial_guides_the_learner_in_the_terminal() -> None:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    answers = iter(["2", "1", "stop", "2", "2", "1", "1", "2"])
    code = main(
        ["tutorial", "dungeon-dice", "--lang", "fi", "--delay", "0"],
        console=console,
        ask=lambda _: next(answers),
    )
    said = out.getvalue()
    assert code == 0
    assert "opetellaan toista" in said  # the first answer (stop) was not the lesson's move
    assert "Pääsit pakoon ja voitit!" in " ".join(said.split())
    assert "Vaihe 6/6" in said


def test_noppa_tutorial_names_a_game_without_a_lesson() -> None:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    assert main(["tutorial", "no-such-game"], console=console, ask=lambda _: "") == 2


@pytest.mark.rule(
    "KK-TURN-01",
    "KK-HAZ-01",
    "KK-BOAR-01",
    "KK-DK-02",
    "KK-TP-02",
    "KK-TP-03",
    "KK-DUN-02",
    "KK-TURN-07",
    "KK-WP-03",
)
def test_the_key_to_the_kingdom_lesson_shows_each_rule_it_names() -> None:
    tutorial = Tutorial(lesson("key-to-the-kingdom"))
    state = tutorial.state

    def happens(move: str) -> list[str]:
        before = len(state.events)
        assert tutorial.try_move(move).accepted
        return [event["type"] for event in state.events[before:]]

    assert state.view(0)["state"]["dk_number"] == 6  # the turn's roll moves the Demon King first (KK-TURN-01)
    boar = happens("move:bf/boar-b")
    assert boar[:4] == [
        "move",
        "lose",
        "escape",
        "hazard_done",
    ]  # the food bag pays the Wild Boar (KK-BOAR-01)
    assert boar[-1] == "captured"  # the learner's 4 puts the Demon King on Player 2 (KK-DK-02)
    assert happens("enter:bf/fortress-d2") == ["move", "monster"]  # a black dagger draws a monster (KK-TP-02)
    fight = happens("fight:net")
    assert fight[:4] == [
        "fight",
        "enter_place",
        "take_case",
        "case_content",
    ]  # won: in, with the case (KK-TP-03)
    assert (
        "dungeon_escape" in fight and "into_place" in fight
    )  # an 8 frees Player 2 into the place (KK-DUN-02)
    assert "steal" in happens("move:bf/f4")  # Player 2 ends on the learner's space and steals (KK-TURN-07)
    happens("move:bf/f1")
    assert happens("steal:1/boulder-fortress")[:2] == ["steal", "take_case"]
    for move in ("move:bf/t2", "move:im/e1", "move:im/mountain-d2"):
        happens(move)
    assert "board_turned" in happens("move:whirlpool/east")  # jumping in turns the east side (KK-WP-03)
    assert tutorial.finished and state.outcome is None and state.to_act == 1  # the game plays on


@pytest.mark.rule(
    "RB-MOVE-01",
    "RB-MOVE-08",
    "RB-CMB-10",
    "RB-CMB-17",
    "RB-DEF-01",
    "RB-DEF-03",
    "RB-MKT-07",
    "RB-XP-01",
    "RB-XP-05",
)
def test_the_runebound_lesson_shows_each_rule_it_names() -> None:
    tutorial = Tutorial(lesson("runebound"))
    state = tutorial.state
    seen: list[list[str]] = []
    for step in tutorial.lesson.steps:
        before = len(state.events)
        legal = [action.text for action in state.legal_actions()]
        if step.expect == "step:h0706":
            assert "roll:4" in legal and "roll:5" not in legal  # wounded: four dice at most (RB-MOVE-01)
        assert tutorial.try_move(step.expect).accepted
        seen.append([event["type"] for event in state.events[before:]])
    flat = [kind for kinds in seen for kind in kinds]
    assert "defend_free" in flat  # no damage to defend against: no roll (RB-CMB-17)
    assert ["attack", "wounded"] in seen  # a missed attack costs the foe's damage (RB-CMB-10)
    assert flat.count("defeated") == 3 and flat.count("token_won") == 3  # (RB-DEF-01, RB-DEF-03)
    assert "heal" in flat  # a wound healed in Tamalir's market for 1 gold (RB-MKT-07)
    hero = state.view(0)["state"]["heroes"][0]
    assert hero["xp"] == ["mind"] and hero["xp_spent"] == 6 and hero["tokens"] == []  # (RB-XP-01, RB-XP-05)
    assert tutorial.finished and [a.text for a in state.legal_actions()] == ["end"]
