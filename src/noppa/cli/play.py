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
from collections.abc import Callable, Mapping
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
from noppa.engine import UI, Action, Bot, RulesError, State, text
from noppa.engine.i18n import short_number
from noppa.engine.numbers import is_digits, parse_number
from noppa.engine.table import UNDO, earlier, effective

SESSION_FORMAT = "noppa-session/1"


COMMANDS = {
    **dict.fromkeys(("q", "/q", "/quit", "/lopeta"), "quit"),
    **dict.fromkeys(("s", "/s", "/save", "/tallenna"), "save"),
    **dict.fromkeys(("?", "/?", "/help", "/apua"), "help"),
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
    return None, []


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
    _printed: int = field(default=0, init=False)
    _last_human: int | None = field(default=None, init=False)

    @property
    def all_bots(self) -> bool:
        return len(self.bots) == self.state.players

    def t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    # ------------------------------------------------------------------ main loop

    def run(self) -> int:
        """Play until the game ends or a human quits. Returns the process exit code."""
        renderer = (self.state.game.ui or UI()).terminal_renderer()
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
            if self.handoff and self._last_human is not None and self._last_human != seat:
                self._handoff(seat)
            self._last_human = seat
            self._show(renderer, seat)
            if not self._human_turn(seat):
                return 0
        self._finish(renderer)
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

    def _handoff(self, seat: int) -> None:
        self.console.clear()
        self.console.print(
            Panel(Text(self.t("cli.handoff", player=self._name(seat))), border_style="magenta")
        )
        self._read(self.t("cli.press_enter"))

    def _read(self, prompt: str) -> str | None:
        try:
            return self.ask(prompt)
        except EOFError:
            return None

    def _human_turn(self, seat: int) -> bool:
        """Ask until a legal action is taken (True) or the player quits (False)."""
        legal = self.state.legal_actions()
        self.console.print(Text(self.t("cli.your_move", player=self._name(seat)), style="bold"))
        for number, action in enumerate(legal, start=1):
            self.console.print(f"  [bold cyan]{number}[/] {escape(self.state.label(action, self.lang))}")
        self.console.print(Text(self.t("cli.menu_help"), style="dim"))
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
            if command == "undo":
                if self._undo():
                    return True
                continue
            if not answer:
                continue
            if is_digits(answer):
                picked = parse_number(answer, canonical=False)
                if picked is None or not 1 <= picked <= len(legal):
                    shown = short_number(answer) if picked is None else picked
                    self.console.print(
                        Text(self.t("cli.out_of_range", number=shown, count=len(legal)), style="bold red")
                    )
                    continue
                choice: str = legal[picked - 1].text
            else:
                found, candidates = match_action(self.state, answer, self.lang)
                if candidates:
                    labels = ", ".join(f"'{self.state.label(a, self.lang)}'" for a in candidates)
                    line = self.t("cli.ambiguous", typed=answer, labels=labels)
                    self.console.print(Text(line, style="bold red"))
                    continue
                if found is None and len(answer.split()) > 1:  # words, but of no line: not an action text
                    self.console.print(Text(self.t("cli.no_match", typed=answer), style="bold red"))
                    continue
                choice = found or answer
            try:
                self.state.apply(choice)
            except RulesError as error:
                self.console.print(Text(error.message(self.lang), style="bold red"))
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

    def _save_and_say(self) -> None:
        path = self.save()
        self.console.print(Text(self.t("cli.saved", path=str(path)), style="green"))


def read_session(path: Path) -> Mapping[str, Any]:
    """The contents of a session file (or a bare saved game); errors name the file."""
    from noppa.engine import LoadError

    data = read_json_file(path)
    if not isinstance(data, dict):
        raise LoadError(str(path), "expected a JSON object")
    if data.get("format") == SESSION_FORMAT:
        return data
    return {"format": SESSION_FORMAT, "lang": None, "bots": {}, "game": data}
