"""``noppa tutorial GAME``: a guided first game in the terminal.

The lesson's texts come before each of the learner's decisions, above the usual numbered menu; a
move the lesson does not ask for is answered with a hint and asked again. Once the script is played
out, a game that is not over yet can be played on against the game's default bot.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from noppa.bots import make_bot
from noppa.cli.common import number_option
from noppa.cli.play import COMMANDS, Session, _bare, match_action
from noppa.engine import LANGS, LocalizedError, get_game, text
from noppa.engine.numbers import parse_number
from noppa.tutorial import Tutorial, lesson_for, prose


def add_parser(commands: Any, lang: str) -> None:
    """Register ``tutorial`` with the ``noppa`` command's subparsers."""
    tutorial = commands.add_parser("tutorial", help=text("cli.arg.tutorial", lang))
    tutorial.add_argument(
        "game", metavar=text("cli.metavar.game", lang), help=text("cli.arg.tutorial_game", lang)
    )
    tutorial.add_argument("--lang", choices=LANGS, help=text("cli.arg.lang", lang))
    tutorial.add_argument(
        "--delay",
        type=number_option(float, 60, lang),
        default=0.6,
        metavar=text("cli.metavar.seconds", lang),
        help=text("cli.arg.delay", lang),
    )


@dataclass
class TutorialSession(Session):
    """A terminal session whose learner is guided by a :class:`Tutorial` until its script ends."""

    tutorial: Tutorial | None = None
    _asked_play_on: bool = field(default=False, init=False)

    def print_opening(self) -> None:
        """The log of what happened before the learner's first decision (the opening roll)."""
        self._last_human = self.tutorial.lesson.learner if self.tutorial else None
        self._print_new_events()

    def interrupted(self) -> None:
        """Ctrl-C in a lesson: it stops as ``q`` stops it (a lesson is not saved)."""
        self.console.print(Text(self.t("tut.cli.stopped", game=self.state.game.id), style="dim"))

    def _human_turn(self, seat: int) -> bool:
        tutorial = self.tutorial
        if tutorial is None or tutorial.finished:
            return super()._human_turn(seat)
        steps = tutorial.lesson.steps
        number = len(tutorial.moves) + 1
        title = self.t("tut.step", number=number, count=len(steps))
        self.console.print(Panel(Text(tutorial.say()), title=title, border_style="yellow"))
        legal = self.state.legal_actions()
        self._menu(legal, everything=True)
        while True:
            answer = self._read(self.t("cli.prompt"))
            if answer is None or COMMANDS.get(answer.strip().casefold()) == "quit":
                self.console.print(Text(self.t("tut.cli.stopped", game=self.state.game.id), style="dim"))
                return False
            move = self._move(answer.strip(), [a.text for a in legal])
            feedback = tutorial.try_move(move)
            if feedback.accepted:
                self._print_new_events()
                if tutorial.finished:
                    return self._lesson_over()
                return True
            self.console.print(Text(feedback.message, style="bold yellow"))

    def _move(self, answer: str, legal: list[str]) -> str:
        """The action text of a typed answer: a menu number, the lesson's own instruction as it
        reads (``Fight with the net.``, with or without its punctuation), or the words of an action
        (as in play)."""
        number = parse_number(answer, canonical=False)
        if number is not None and 1 <= number <= len(legal):
            return legal[number - 1]
        tutorial = self.tutorial
        step = tutorial.step if tutorial is not None else None
        asked = instructions(tutorial.say()) if tutorial is not None and step is not None else []
        if step is not None and _bare(answer) in {_bare(phrase) for phrase in asked}:
            return step.expect
        found, _ = match_action(self.state, answer, self.lang)
        return found or answer

    def _lesson_over(self) -> bool:
        """Say the lesson is over; offer to play on when the game is not (False ends the session)."""
        assert self.tutorial is not None
        self.console.print(Panel(Text(self.tutorial.say()), border_style="green"))
        if self.state.outcome is not None:
            return True
        while True:
            answer = self._read(self.t("tut.cli.play_on"))
            said = None if answer is None else yes_or_no(answer, self.lang)
            if answer is None or said is False:
                self.console.print(Text(self.t("tut.cli.lesson_over"), style="dim"))
                return False
            if said:
                return True
            yes, no = self.t("tut.cli.yes"), self.t("tut.cli.no")
            self.console.print(Text(self.t("cli.yes_no_again", yes=yes, no=no), style="bold red"))


def yes_or_no(answer: str, lang: str) -> bool | None:
    """A (y/n) answer: ``True``, ``False``, or ``None`` for anything else (then asked again). The
    language's letters (``k``/``e``) and its words, and the English ones, are understood."""
    said = answer.strip().casefold()
    yes = {text("tut.cli.yes", lang), text("engine.option.yes", lang), "y", "yes"}
    no = {text("tut.cli.no", lang), text("engine.option.no", lang), "n", "no"}
    if said in {word.casefold() for word in yes}:
        return True
    if said in {word.casefold() for word in no}:
        return False
    return None


def instructions(said: str) -> list[str]:
    """What a lesson's text tells the learner to do, as a learner may type it back: any of its
    sentences (the instruction is not always the last: "Stop on the black dagger and enter the
    Boulder Fortress. To get in you must beat the monster."), each also cut at its colons (``Next:
    End the turn.`` → ``End the turn``; ``Move to the white dagger of the Wild Boar: a white
    dagger starts a hazard…`` → ``Move to the white dagger of the Wild Boar``)."""
    phrases: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", said.strip()):
        phrases.append(sentence)
        if ":" in sentence:
            phrases += [sentence.rsplit(":", 1)[1], sentence.split(":", 1)[0]]
    return [phrase.strip() for phrase in phrases if phrase.strip()]


def tutorial_command(args: argparse.Namespace, console: Console, ask: Callable[[str], str], lang: str) -> int:
    """Run the lesson of ``args.game`` in the terminal."""
    game = get_game(args.game)
    lesson = lesson_for(game.id)
    if lesson is None:
        raise LocalizedError("tut.error.no_lesson", game=game.name(lang))
    tutorial = Tutorial(lesson, lang)
    state = tutorial.state
    bot_name = game.default_bot()
    others = [seat for seat in range(state.players) if seat != lesson.learner]
    session = TutorialSession(
        state=state,
        bots={seat: make_bot(game, bot_name, seed=seat) for seat in others},
        bot_names=dict.fromkeys(others, bot_name),
        lang=lang,
        console=console,
        ask=ask,
        delay=args.delay,
        tutorial=tutorial,
    )
    console.print(Text(text("tut.cli.intro", lang, title=text(lesson.title, lang)), style="bold"))
    console.print(Panel(Text(prose(lesson.intro, lang)), border_style="yellow"))
    session.print_opening()
    return session.run()
