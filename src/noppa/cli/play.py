"""Terminal play: hot-seat humans and bots around one state, rendered with rich.

The session reads from an input function and writes to a rich console, so tests drive it by
feeding lines. A human answers the numbered menu of legal actions (or types an action's words, in
any letter case: :func:`match_action`); ``q`` saves and quits, ``s`` saves and goes on, ``?`` shows
help (also ``/lopeta``, ``/tallenna``, ``/apua``: a command word always follows ``/``). Bots move
by themselves after a short pause. Everything a player reads comes from the message catalogs.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.json import JSON
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from noppa.cli.files import read_json_file
from noppa.engine import UI, Action, Bot, InvalidAction, RulesError, State, text
from noppa.engine.i18n import short_number
from noppa.engine.numbers import is_digits, parse_number
from noppa.engine.table import UNDO, earlier, effective

SESSION_FORMAT = "noppa-session/1"


COMMANDS = {
    **dict.fromkeys(("q", "/q", "/quit", "/lopeta"), "quit"),
    **dict.fromkeys(("s", "/s", "/save", "/tallenna"), "save"),
    **dict.fromkeys(("?", "/?", "/help", "/apua"), "help"),
    **dict.fromkeys(("+", "/+", "/more", "/lisää"), "more"),
    **dict.fromkeys(("u", "/u", "/undo", "/peru"), "undo"),  # issue 27 item 2: noppa.engine.table
}
"""What a typed answer asks of the session rather than the game. Only single signs and words after
``/`` are commands, so no command is an action's word: ``lopeta`` is the stop action, ``/lopeta``
saves and quits."""


def _words(line: str) -> str:
    return " ".join(line.split()).casefold()


def match_action(state: State, typed: str, lang: str) -> tuple[str | None, list[Action]]:
    """The legal action a typed answer names, in any letter case: its text (``ROLL``), its label in
    ``lang`` or in English (``heitä``), or the one label that begins with the typed words; with the
    candidates instead when several labels begin so."""
    legal = state.legal_actions()
    wanted = _words(typed)
    bare = _bare(typed)
    for action in legal:
        if action.text.casefold() == wanted:
            return action.text, []
    for language in dict.fromkeys((lang, "en")):
        labels = [(action, _words(state.label(action, language))) for action in legal]
        exact = [action for action, label in labels if label == wanted]
        if len(exact) == 1:
            return exact[0].text, []
        starting = [
            action
            for action, label in labels
            if label.startswith(wanted) and not label[len(wanted) : len(wanted) + 1].isalnum()
        ]
        if len(starting) == 1:
            return starting[0].text, []
        if starting:
            return None, starting
        if bare:
            loose = [(action, _bare(label)) for action, label in labels]
            exact = [action for action, label in loose if label == bare]
            if len(exact) == 1:
                return exact[0].text, []
            starting = [
                action
                for action, label in loose
                if label.startswith(bare) and not label[len(bare) : len(bare) + 1].isalnum()
            ]
            if len(starting) == 1:
                return starting[0].text, []
            if starting:
                return None, starting
    by_verb = _verb_and_arguments(state, typed, lang)
    if by_verb is not None:
        return by_verb, []
    return None, []


def _verb_and_arguments(state: State, typed: str, lang: str) -> str | None:
    """The legal action a typed ``VERB:ARGUMENTS`` (or ``VERB ARGUMENTS``) names, with the verb in
    the player's language as the menu writes it, or in English, or the action's own word:
    ``haasta:2``, ``haasta 2`` and ``challenge:2`` all name ``challenge:2``."""
    verb, sep, arguments = typed.strip().partition(":")
    if not sep:
        verb, _, arguments = typed.strip().rpartition(" ")
    verb, arguments = _words(verb), "".join(arguments.split()).casefold()
    if not verb or not arguments:
        return None
    found = []
    for action in state.legal_actions():
        kind, _, given = action.text.partition(":")
        if given.casefold() != arguments:
            continue
        verbs = {kind.casefold()}
        for language in dict.fromkeys((lang, "en")):
            words = _bare(state.label(action, language)).split()
            verbs.update(words[:1])
        if verb in verbs:
            found.append(action.text)
    return found[0] if len(found) == 1 else None


def _bare(line: str) -> str:
    """The words of a line without its punctuation (``Fight: with the net.`` → ``fight with the net``)."""
    kept = "".join(char if char.isalnum() or char.isspace() else " " for char in line)
    return _words(kept)


SYNTAX = "engine.error.syntax"
"""The engine's refusal of a word that is no action at all: the menu answers it with its own lines."""


def no_action(error: RulesError, typed: str) -> bool:
    """Whether a refusal says the typed word is no action at all (``H6``, ``xyzzy``), not what is
    wrong with an action (``challenge:9``): then the menu's own lines are the examples to give,
    whichever game's words the engine's message would teach."""
    unknown = error.key == SYNTAX or error.key.endswith(".error.unknown_action")
    return isinstance(error, InvalidAction) and unknown and ":" not in typed


MENU_FOLD = 12
"""A longer menu shows this many lines and a line saying how to see the rest (``+``), so that it
does not push the board off a 40-row screen."""


def default_save_dir() -> Path:
    """Where saved games go unless told otherwise (``$NOPPA_HOME/saves``)."""
    import os

    home = os.environ.get("NOPPA_HOME")
    base = Path(home) if home else Path.home() / ".local" / "share" / "noppa"
    return base / "saves"


@dataclass
class Session:
    """One game being played in the terminal."""

    state: State
    bots: dict[int, Bot]
    bot_names: dict[int, str]
    lang: str
    console: Console
    ask: Callable[[str], str]
    delay: float = 0.6
    save_path: Path | None = None
    handoff: bool = False
    resumed: bool = False
    """A saved game going on: with ``handoff`` the first person is shown the hand-off too."""
    renderer: Any = field(default=None, init=False)
    _printed: int = field(default=0, init=False)
    _last_human: int | None = field(default=None, init=False)

    @property
    def all_bots(self) -> bool:
        return len(self.bots) == self.state.players

    def t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    # ------------------------------------------------------------------ main loop

    def run(self) -> int:
        """Play until the game ends or a human quits. Returns the process exit code.

        Ctrl-C saves the game as the end of input does and says where (exit code 130); a game
        played to its end with ``--save`` is written there too, so that ``noppa verify`` can check it.
        """
        try:
            return self._run()
        except KeyboardInterrupt:
            self.console.print()
            if self.state.outcome is None:
                self.interrupted()
            return 130

    def interrupted(self) -> None:
        """Ctrl-C in an unfinished game: saved, as at the end of input."""
        self._save_and_say()

    def _run(self) -> int:
        renderer = (self.state.game.ui or UI()).terminal_renderer()
        self.renderer = renderer
        if self.all_bots:
            self._print_new_events()
        while self.state.to_act is not None:
            seat = self.state.to_act
            bot = self.bots.get(seat)
            if bot is not None:
                if self.delay and not self.all_bots:
                    self.console.print(
                        Text(self.t("cli.bot_thinking", player=self._name(seat)), style="dim italic")
                    )
                    time.sleep(self.delay)
                action = bot.choose(self.state.view(seat))
                label = self.state.label(action, self.lang)
                self.state.apply(action)
                if not self.all_bots:
                    self.console.print(
                        Text(self.t("cli.bot_chose", player=self._name(seat), action=label), style="cyan")
                    )
                self._print_new_events()
                continue
            changed = self._last_human is not None and self._last_human != seat
            first = self.resumed and self._last_human is None
            if self.handoff and (changed or first) and not self._handoff(seat):
                return 0
            self._last_human = seat
            self._show(renderer, seat)
            if not self._human_turn(seat):
                return 0
        self._finish(renderer)
        if self.save_path is not None:  # a finished game is kept too, to be verified later
            self._save_and_say(finished=True)
        return 0

    def _name(self, seat: int) -> str:
        """The seat's name: the one chosen at the keyboard, the bot's own, else "Player N"."""
        return self.state.player_name(seat, self.lang)

    def _show(self, renderer: Any, seat: int) -> None:
        self._printed = len(self.state.events)
        if renderer is None:
            self.console.print(Panel(JSON(json.dumps(self.state.view(seat)["state"]))))
        else:
            self.console.print(renderer.render(self.state, seat, self.lang, set(self.bots)))

    def _print_new_events(self) -> None:
        """Print the log lines since the last screen, as the watching seat may see them."""
        viewer = None if self.all_bots else self._viewer()
        for event in self.state.visible_events(viewer, self._printed):
            self.console.print(Text(self.state.describe(event, self.lang)))
        self._printed = len(self.state.events)

    def _viewer(self) -> int | None:
        if self._last_human is not None:
            return self._last_human
        humans = [s for s in range(self.state.players) if s not in self.bots]
        return humans[0] if humans else None

    def _handoff(self, seat: int) -> bool:
        """Hand the keyboard over; ``q`` (or the end of input) there saves and quits (False)."""
        self.console.clear()
        self.console.print(
            Panel(Text(self.t("cli.handoff", player=self._name(seat))), border_style="magenta")
        )
        answer = self._read(self.t("cli.press_enter"))
        if answer is None or COMMANDS.get(answer.strip().casefold()) == "quit":
            self._save_and_say()
            return False
        return True

    def _read(self, prompt: str) -> str | None:
        try:
            return self.ask(prompt)
        except EOFError:
            return None

    def _menu(self, legal: Sequence[Action], *, everything: bool = False) -> None:
        """The numbered choices, with the map's note for each (where it is marked); a long menu is
        folded after :data:`MENU_FOLD` lines unless ``everything``."""
        notes_of = getattr(self.renderer, "choice_notes", None)
        notes: dict[int, str] = notes_of(self.state, self.state.to_act, self.lang) if notes_of else {}
        fold = int(getattr(self.renderer, "menu_fold", MENU_FOLD))
        shown = legal if everything or len(legal) <= fold + 2 else legal[:fold]
        for number, action in enumerate(shown, start=1):
            line = f"  [bold cyan]{number}[/] {escape(self.state.label(action, self.lang))}"
            if number in notes:
                line += f"  [dim]{escape(notes[number])}[/]"
            self.console.print(line)
        if len(shown) < len(legal):
            self.console.print(Text(self.t("cli.menu_more", count=len(legal) - len(shown)), style="dim"))

    def _examples(self, legal: Sequence[Action]) -> str:
        """Words of this game's menu to teach typing by (the first word of the first two lines)."""
        words: list[str] = []
        for action in legal:
            first = _bare(self.state.label(action, self.lang)).split()
            if first and first[0] not in words:
                words.append(first[0])
            if len(words) == 2:
                break
        return ", ".join(f"'{word}'" for word in words) or "'1'"

    def resolve(self, answer: str) -> tuple[str | None, str | None]:
        """The action text a typed answer names, or the line to say why none (``(None, why)``):
        a menu number, what the game's renderer reads (a hex's coordinates), or the words of a line."""
        legal = self.state.legal_actions()
        if is_digits(answer):
            picked = parse_number(answer, canonical=False)
            if picked is None or not 1 <= picked <= len(legal):
                shown = short_number(answer) if picked is None else picked
                return None, self.t("cli.out_of_range", number=shown, count=len(legal))
            return legal[picked - 1].text, None
        typed_action = getattr(self.renderer, "typed_action", None)
        if typed_action is not None:
            found_here, refusal = typed_action(self.state, answer, self.lang)
            if found_here is not None or refusal is not None:
                return found_here, refusal
        found, candidates = match_action(self.state, answer, self.lang)
        if candidates:
            labels = ", ".join(f"'{self.state.label(a, self.lang)}'" for a in candidates)
            return None, self.t("cli.ambiguous", typed=answer, labels=labels)
        if found is not None:
            return found, None
        if len(answer.split()) > 1:  # words, but of no line: not an action text
            return None, self.t("cli.no_match", typed=answer)
        return answer, None  # an action's text (``challenge:2``): the game says what is wrong with it

    def not_a_choice(self, answer: str, legal: Sequence[Action]) -> str:
        """What to say to a word that is neither a line of the menu nor an action of this game,
        with this game's menu as the examples (not another game's)."""
        return self.t("cli.not_a_choice", typed=answer, count=len(legal), examples=self._examples(legal))

    def _human_turn(self, seat: int) -> bool:
        """Ask until a legal action is taken (True) or the player quits (False)."""
        legal = self.state.legal_actions()
        self.console.print(Text(self.t("cli.your_move", player=self._name(seat)), style="bold"))
        self._menu(legal)
        self.console.print(Text(self.t("cli.menu_help", examples=self._examples(legal)), style="dim"))
        while True:
            answer = self._read(self.t("cli.prompt"))
            if answer is None:
                self._save_and_say()
                return False
            answer = answer.strip()
            command = COMMANDS.get(answer.casefold())
            if command == "quit":
                self._save_and_say()
                return False
            if command == "save":
                self._save_and_say()
                continue
            if command == "help":
                self.console.print(Text(self.t("cli.help")))
                continue
            if command == "more":
                self._menu(legal, everything=True)
                continue
            if command == "undo":
                if self._undo():
                    return True
                continue
            if not answer:
                continue
            choice, refusal = self.resolve(answer)
            if choice is None:
                self.console.print(Text(refusal or "", style="bold red"))
                continue
            try:
                self.state.apply(choice)
            except RulesError as error:
                refused = no_action(error, answer)
                said = self.not_a_choice(answer, legal) if refused else error.message(self.lang)
                self.console.print(Text(said, style="bold red"))
                self.console.print(Text(self.t("cli.try_again"), style="dim"))
                continue
            self._print_new_events()
            return True

    def _undo(self) -> bool:
        """Take back the last action of a person at this keyboard, and the bots' after it, when no
        die was rolled, no card drawn and nothing hidden shown since (``noppa.engine.table``)."""
        trial = self.state.clone()
        try:
            while True:
                _, mover = earlier(trial)
                taken = effective(trial.history)[-1]
                trial.apply(UNDO)
                if mover not in self.bots:
                    break
        except RulesError as error:
            self.console.print(Text(error.message(self.lang), style="bold red"))
            return False
        self.state = trial
        self._printed = len(trial.events)
        self.console.print(Text(self.t("cli.undone", action=trial.label(taken, self.lang)), style="cyan"))
        return True

    def _finish(self, renderer: Any) -> None:
        outcome = self.state.outcome
        if outcome is None:
            return
        if not self.all_bots:
            self._show(renderer, outcome.winners[0] if outcome.winners else 0)
        winners = ", ".join(self._name(s) for s in outcome.winners)
        key = "cli.game_over" if outcome.winners else "cli.game_over_no_winner"
        line = self.t(key, winners=winners, reason=self.t(outcome.reason), turns=self.state.turn)
        self.console.print(Panel(Text(line), border_style="green"))
        for place, group in enumerate(outcome.ranking, start=1):
            names = ", ".join(self._name(s) for s in group)
            self.console.print(Text(f"  {place}. {names}"))

    # ------------------------------------------------------------------ saving

    def session_json(self) -> dict[str, Any]:
        """The saved game plus who the bots are and the language."""
        return {
            "format": SESSION_FORMAT,
            "lang": self.lang,
            "bots": {str(seat): name for seat, name in self.bot_names.items()},
            "game": self.state.to_json(),
        }

    def save(self) -> Path:
        path = self.save_path
        if path is None:
            stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
            path = default_save_dir() / f"{self.state.game.id}-{stamp}.json"
            self.save_path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.session_json(), ensure_ascii=False, indent=1), encoding="utf-8")
        return path

    def _save_and_say(self, *, finished: bool = False) -> None:
        path = self.save()
        key = "cli.saved_finished" if finished else "cli.saved"
        self.console.print(Text(self.t(key, path=str(path)), style="green"))


def read_session(path: Path) -> Mapping[str, Any]:
    """The contents of a session file (or a bare saved game); errors name the file."""
    from noppa.engine import LoadError

    data = read_json_file(path)
    if not isinstance(data, dict):
        raise LoadError(str(path), "expected a JSON object")
    if data.get("format") == SESSION_FORMAT:
        return data
    return {"format": SESSION_FORMAT, "lang": None, "bots": {}, "game": data}
