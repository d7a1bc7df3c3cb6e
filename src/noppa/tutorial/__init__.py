"""Interactive tutorials: a guided first game with forced dice, one per game.

A :class:`Lesson` is a real game played by the rules with a :class:`~noppa.engine.ScriptedDice`
source, so every roll shows what the lesson needs to teach. The learner plays one seat; the other
seats play the moves the lesson writes for them (:class:`Play`). At each of the learner's decisions
the lesson shows a short text (:class:`Step`) and asks for the move that teaches the rule; any other
legal move is answered with a hint naming the move to make, and the state is left as it was. When the
script is played out the lesson ends; the dice then come from a seeded source, so a finished lesson's
game can be played on.

:class:`Tutorial` runs a lesson for any interface: the terminal (``noppa tutorial GAME``) and the web
(``/tutorial/GAME``) both drive it with the learner's moves. It is a pure function of the lesson and
those moves, so the web server keeps no tutorial state: it replays the moves on every request.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from noppa.engine import RulesError, ScriptedDice, SeededDice, State, get_game, text
from noppa.engine.i18n import register_domain

register_domain("tut", Path(__file__).resolve().parent / "locale")

__all__ = [
    "Feedback",
    "Lesson",
    "Play",
    "Step",
    "Tutorial",
    "TutorialError",
    "lesson_for",
    "lessons",
    "prose",
    "taught_rules",
]


@dataclass(frozen=True)
class Step:
    """One decision of the learner: what to read, which move to make, what the board points at."""

    say: str
    """Message key of the text shown when the decision comes (``tut.dd.first_roll``); empty for a
    move the learner has met before, which is then only named (``tut.next``)."""
    expect: str
    """The action text the lesson asks for."""
    rules: tuple[str, ...] = ()
    """The rule IDs this step teaches (the lesson's tests cite them)."""
    point: tuple[str, ...] = ()
    """What the board highlights: action texts of targets, or board element ids of the game's board."""
    params: Mapping[str, Any] = field(default_factory=dict)
    """Values for the message (player numbers, counts)."""


@dataclass(frozen=True)
class Play:
    """A move of another seat, made for it by the lesson."""

    action: str


Beat = Step | Play


@dataclass(frozen=True)
class Lesson:
    """A guided game: the table, the forced dice and what happens at each decision."""

    game: str
    players: int
    title: str
    """Message key of the lesson's title."""
    intro: str
    """Message key of the text shown before the first move."""
    outro: str
    """Message key of the text shown when the script is played out."""
    beats: tuple[Beat, ...]
    rolls: tuple[int, ...] = ()
    picks: tuple[int, ...] = ()
    """Scripted shuffles and blind draws; none leaves decks in data order."""
    options: Mapping[str, Any] = field(default_factory=dict)
    learner: int = 0
    names: tuple[str, ...] = ("", "Eino")
    """The seats' names: the lessons' texts call the learner's opponent Eino (in both languages;
    his Finnish forms are written out in the texts), the learner stays "Player 1"."""

    def new_state(self) -> State:
        """The lesson's game at its first decision, with the forced dice."""
        dice = ScriptedDice(self.rolls, picks=self.picks, then=SeededDice(1))
        names = self.names[: self.players]
        return get_game(self.game).new_state(self.players, options=dict(self.options), dice=dice, names=names)

    @property
    def steps(self) -> list[Step]:
        """The learner's decisions, in order."""
        return [beat for beat in self.beats if isinstance(beat, Step)]


class TutorialError(ValueError):
    """A lesson whose script does not fit the game (a lesson bug, found by its tests)."""


@dataclass(frozen=True)
class Feedback:
    """What became of a move the learner tried."""

    accepted: bool
    message: str
    """For a refused move, why and what to do instead, in the learner's language; else empty."""


class Tutorial:
    """A lesson being played: the state, the learner's current step, and the moves so far."""

    def __init__(self, lesson: Lesson, lang: str = "en") -> None:
        self.lesson = lesson
        self.lang = lang
        self.state = lesson.new_state()
        self.moves: list[str] = []
        """The learner's accepted moves (what the web client sends back to replay the lesson)."""
        self._next = 0
        self._advance()

    @classmethod
    def replay(cls, lesson: Lesson, moves: Iterable[str], lang: str = "en") -> Tutorial:
        """The lesson after the learner's ``moves``; a move the lesson does not take is an error."""
        tutorial = cls(lesson, lang)
        for number, move in enumerate(moves, start=1):
            if not isinstance(move, str):
                raise TutorialError(text("tut.error.move_type", lang, number=number))
            feedback = tutorial.try_move(move)
            if not feedback.accepted:
                raise TutorialError(text("tut.error.move", lang, number=number, reason=feedback.message))
        return tutorial

    @property
    def step(self) -> Step | None:
        """The step waiting for the learner, or ``None`` once the script is played out."""
        if self._next < len(self.lesson.beats):
            beat = self.lesson.beats[self._next]
            if isinstance(beat, Step):
                return beat
        return None

    @property
    def finished(self) -> bool:
        """True once every beat of the lesson has been played."""
        return self._next >= len(self.lesson.beats)

    def say(self) -> str:
        """The text to show now: the step's, or the closing text."""
        step = self.step
        if step is None:
            return prose(self.lesson.outro, self.lang)
        if not step.say:
            return text("tut.next", self.lang, move=self.state.label(step.expect, self.lang))
        return prose(step.say, self.lang, **dict(step.params))

    def try_move(self, move: str) -> Feedback:
        """Make the learner's ``move`` if it is the one the lesson asks for."""
        step = self.step
        if step is None:
            return Feedback(False, text("tut.error.finished", self.lang))
        wanted = step.expect
        if move.strip() != wanted:
            legal = {action.text for action in self.state.legal_actions()}
            key = "tut.hint.other_move" if move.strip() in legal else "tut.hint.not_a_move"
            label = self.state.label(wanted, self.lang)
            return Feedback(False, text(key, self.lang, move=label))
        self.state.apply(wanted)
        self.moves.append(wanted)
        self._next += 1
        self._advance()
        return Feedback(True, "")

    def _advance(self) -> None:
        """Play the other seats' scripted moves up to the learner's next step (or the end)."""
        beats = self.lesson.beats
        while self._next < len(beats):
            beat = beats[self._next]
            seat = self.state.to_act
            if seat is None:
                raise TutorialError(f"{self.lesson.game}: beat {self._next} comes after the game ended")
            if isinstance(beat, Step):
                if seat != self.lesson.learner:
                    raise TutorialError(
                        f"{self.lesson.game}: beat {self._next} is the learner's, but seat {seat} is to act"
                    )
                if beat.expect not in {a.text for a in self.state.legal_actions()}:
                    raise TutorialError(
                        f"{self.lesson.game}: beat {self._next}: {beat.expect!r} is not legal"
                    )
                return
            if seat == self.lesson.learner:
                raise TutorialError(
                    f"{self.lesson.game}: beat {self._next} is scripted, but the learner acts"
                )
            try:
                self.state.apply(beat.action)
            except RulesError as error:
                raise TutorialError(f"{self.lesson.game}: beat {self._next}: {error}") from error
            self._next += 1


def prose(key: str, lang: str, **params: Any) -> str:
    """A lesson text as flowing paragraphs: the catalog's line breaks inside a paragraph become
    spaces (the terminal and the browser wrap to their own width), blank lines stay paragraph breaks."""
    paragraphs = text(key, lang, **params).split("\n\n")
    return "\n\n".join(" ".join(part.split()) for part in paragraphs)


def lessons() -> dict[str, Lesson]:
    """Every game's lesson, by game id."""
    from noppa.tutorial.dungeon_dice import LESSON as DUNGEON_DICE
    from noppa.tutorial.key_to_the_kingdom import LESSON as KEY_TO_THE_KINGDOM
    from noppa.tutorial.runebound import LESSON as RUNEBOUND

    return {lesson.game: lesson for lesson in (DUNGEON_DICE, KEY_TO_THE_KINGDOM, RUNEBOUND)}


def lesson_for(game: str) -> Lesson | None:
    """The lesson of ``game``, if it has one."""
    return lessons().get(game)


def taught_rules(lesson: Lesson) -> Sequence[str]:
    """Every rule ID the lesson's steps teach, in order of first appearance."""
    seen: dict[str, None] = {}
    for step in lesson.steps:
        for rule in step.rules:
            seen.setdefault(rule, None)
    return list(seen)
