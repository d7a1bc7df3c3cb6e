"""``noppa``: play in the terminal (``noppa play``), list the games (``noppa games``), simulate.

With no command, ``noppa`` opens a menu that asks for the game, the players and the language.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from noppa.bots import (
    ALIASES,
    bot_names,
    bot_seat_name,
    bot_spec,
    check_bot_spec,
    is_python_spec,
    make_bot,
)
from noppa.cli.common import (
    SEED_HIGH,
    CliError,
    SystemRefused,
    bot_list,
    default_lang,
    help_texts,
    number_option,
    parse_options,
)
from noppa.cli.db import add_parser as add_db
from noppa.cli.db import db_command
from noppa.cli.files import read_json_file
from noppa.cli.league import add_parser as add_league
from noppa.cli.league import league_command
from noppa.cli.play import Session, read_session
from noppa.cli.review import add_parser as add_review
from noppa.cli.review import review_command
from noppa.cli.serve import add_parser as add_serve
from noppa.cli.serve import serve_command
from noppa.cli.simulate import add_parser as add_simulate
from noppa.cli.simulate import simulate_command
from noppa.cli.tutorial import add_parser as add_tutorial
from noppa.cli.tutorial import tutorial_command
from noppa.engine import (
    LANGS,
    Bot,
    Game,
    LoadError,
    LocalizedError,
    NoppaError,
    get_game,
    list_games,
    text,
)
from noppa.engine.i18n import Phrase, shorten
from noppa.engine.numbers import parse_number


def parse_bots(spec: str | None, players: int, game: Game) -> dict[int, str]:
    """``"2,3"``, ``"2:random,3"`` or ``"all"`` → seat (0-based) → bot name. Players count from 1."""
    if not spec:
        return {}
    default = game.default_bot()
    if spec.strip().casefold() in {text("cli.all_seats", lang).casefold() for lang in LANGS}:
        return dict.fromkeys(range(players), default)
    chosen: dict[int, str] = {}
    for part in spec.split(","):
        number_text, _, typed = part.strip().partition(":")
        number = parse_number(number_text, canonical=False)
        if number is None or not 1 <= number <= players:
            raise CliError("cli.error.bot_seat", part=shorten(part.strip()), players=players)
        name = bot_spec(game, typed) if typed else default
        if name.partition(":")[0] not in (*bot_names(game), *ALIASES) and not is_python_spec(name):
            raise CliError("cli.error.bot_name", name=typed, bots=bot_list(game))
        check_bot_spec(game, name)  # parameters, e.g. mcts:500
        chosen[number - 1] = name
    return chosen


ARGPARSE_TEXTS = {
    "usage: ": "usage",
    "positional arguments": "positional",
    "options": "options",
    "show this help message and exit": "help",
    "argument %(argument_name)s: %(message)s": "argument",
    "unrecognized arguments: %s": "unrecognized",
    "the following arguments are required: %s": "required",
    "expected one argument": "expected_one",
    "invalid %(type)s value: %(value)r": "invalid_type",
    "invalid choice: %(value)r (choose from %(choices)s)": "invalid_choice",
    "ambiguous option: %(option)s could match %(matches)s": "ambiguous",
    "%(prog)s: error: %(message)s\n": "error",
}
"""argparse's own texts (its gettext message ids) and the catalog keys ``cli.argparse.*`` that
say them in the user's language."""


def _argparse_translator(lang: str) -> Callable[[str], str]:
    """argparse's gettext hook in ``lang``: its known texts from the catalog, others unchanged."""

    def translate(message: str) -> str:
        key = ARGPARSE_TEXTS.get(message)
        if key is None:
            return message
        said = text(f"cli.argparse.{key}", lang)
        return said + " " if message.endswith(": ") else said + "\n" if message.endswith("\n") else said

    return translate


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command-line parser, its help in ``lang``, argparse's own texts and errors included."""

    h, m = help_texts("", lang)
    setattr(argparse, "_", _argparse_translator(lang))  # noqa: B010  # argparse reads its module's _

    parser = argparse.ArgumentParser(prog="noppa", description=h("description"))
    commands = parser.add_subparsers(dest="command", metavar=m("command"))
    play = commands.add_parser("play", help=h("play"))
    play.add_argument("game", nargs="?", metavar=m("game"), help=h("game"))
    play.add_argument(
        "--players", type=number_option(int, 100, lang, low=1), metavar=m("count"), help=h("players")
    )
    play.add_argument("--bots", metavar=m("bots"), help=h("bots"))
    play.add_argument("--lang", choices=LANGS, help=h("lang"))
    play.add_argument("--seed", type=number_option(int, SEED_HIGH, lang), metavar=m("seed"), help=h("seed"))
    play.add_argument("--option", action="append", default=[], metavar=m("option"), help=h("option"))
    play.add_argument("--resume", type=Path, metavar=m("file"), help=h("resume"))
    play.add_argument("--save", type=Path, metavar=m("file"), help=h("save"))
    play.add_argument("--delay", type=number_option(float, 60, lang), metavar=m("seconds"), help=h("delay"))
    play.add_argument("--handoff", action="store_true", help=h("handoff"))
    play.add_argument("--names", metavar=m("names"), help=h("names"))
    games = commands.add_parser("games", help=h("games"))
    games.add_argument("--lang", choices=LANGS, help=h("lang"))
    rules = commands.add_parser("rules", help=h("rules"))
    rules.add_argument("game", metavar=m("game"), help=h("game"))
    rules.add_argument("--lang", choices=LANGS, help=h("rules_lang"))
    add_simulate(commands, lang)
    add_league(commands, lang)
    add_serve(commands, h, m, lang)
    add_db(commands, h, m)
    add_tutorial(commands, lang)
    add_review(commands, lang)
    verify = commands.add_parser(
        "verify",
        help=h("verify"),
        description=h("verify"),
        epilog=h("verify_exit"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("file", type=Path, metavar=m("file"), help=h("verify_file"))
    verify.add_argument("--lang", choices=LANGS, help=h("lang"))
    return parser


def main(
    argv: Sequence[str] | None = None,
    *,
    console: Console | None = None,
    ask: Callable[[str], str] | None = None,
) -> int:
    """Entry point of the ``noppa`` command; ``console`` and ``ask`` let tests drive it."""
    console = console or Console(highlight=False, width=None if sys.stdout.isatty() else PIPED_WIDTH)
    at_keyboard = ask is None and sys.stdin.isatty()  # a person to ask for names, not a test
    ask = ask or prompting(console)
    lang = default_lang()
    args = build_parser(lang).parse_args(argv)
    lang = getattr(args, "lang", None) or lang
    try:
        if args.command == "games":
            return list_games_command(console, lang)
        if args.command == "play":
            return play_command(args, console, ask, ask_names=at_keyboard)
        if args.command == "rules":
            return rules_command(args.game, console, lang)
        if args.command == "simulate":
            return simulate_command(args, console, argv)
        if args.command == "league":
            return league_command(args, console, argv)
        if args.command == "tutorial":
            return tutorial_command(args, console, ask, lang)
        if args.command == "verify":
            return verify_command(args.file, console, lang)
        if args.command == "review":
            return review_command(args, console, lang)
        if args.command == "serve":
            return serve_command(args)
        if args.command == "db":
            return db_command(args, console, lang)
        return menu(console, ask)
    except LocalizedError as error:
        console.print(f"[bold red]noppa:[/] {escape(error.message(lang))}")
        return 2
    except LoadError as error:
        console.print(f"[bold red]noppa:[/] {escape(text('cli.error.load', lang, where=error.where))}")
        console.print(f"  {escape(error.problem)}")
        return 2
    except (NoppaError, ValueError) as error:
        console.print(f"[bold red]noppa:[/] {escape(str(error))}")
        return 2
    except OSError as error:  # a folder or file the system refused: said in the user's language
        said = SystemRefused(error).message(lang)
        console.print(f"[bold red]noppa:[/] {escape(said)}")
        return 2
    except KeyboardInterrupt:
        console.print()
        return 130


PIPED_WIDTH = 200
"""The width of output that goes to a pipe or a file (no terminal to measure): wide enough that a
table is not cut at rich's 80 columns; ``$COLUMNS`` still wins."""


def with_separator(prompt: str) -> str:
    """A prompt that ends in a space (``Which game? 7``, not ``Which game?7``): ``: `` after a
    prompt that ends in a word, one space after ``?``, ``:`` or ``>``."""
    if not prompt or prompt.endswith((" ", "\t")):
        return prompt
    if prompt.endswith(("?", ":", ">", ")", ".", "!")):
        return prompt + " "
    return prompt + ": "


def prompting(console: Console) -> Callable[[str], str]:
    """Ask at the terminal (``console.input``), every prompt with its separator."""

    def ask(prompt: str) -> str:
        return console.input(escape(with_separator(prompt)))

    return ask


def list_games_command(console: Console, lang: str) -> int:
    for game_id in list_games():
        game = get_game(game_id)
        counts = game.player_counts
        console.print(f"[bold]{game.name(lang)}[/] ({game_id}, {counts.start}–{counts.stop - 1})")
        console.print(f"  {escape(game.summary(lang))}")
        table = Table(show_header=True, box=None, pad_edge=False)
        table.add_column(text("cli.option", lang))
        table.add_column(text("cli.values_default", lang))
        table.add_column(text("cli.description", lang))
        for option in game.options:
            mark = text("cli.default_mark", lang)  # in words too: bold is lost in a pipe
            values = " | ".join(
                f"[bold]{escape(option.value_label(v, lang))} {escape(mark)}[/]"
                if v == option.default
                else escape(option.value_label(v, lang))
                for v in option.values
            )
            table.add_row(escape(option.label(lang)), values, escape(text(option.description, lang)))
        console.print(table)
        console.print(f"  {text('cli.bots', lang)}: {escape(bot_list(game).by_lang[lang])}\n")
    return 0


def rules_command(game_id: str, console: Console, lang: str) -> int:
    """Print a game's rules for players (its ``rules_markdown``), rendered for the terminal."""
    from rich.markdown import Markdown

    game = get_game(game_id)
    page = game.rules_markdown(lang)
    if page is None:
        raise CliError("cli.error.no_rules", game=game.name(lang))
    console.print(Markdown(page))
    return 0


VERIFIED, NOT_VERIFIED, UNREADABLE, UNFINISHED = 0, 1, 2, 3
"""The exit codes of ``noppa verify`` (docs/web.md, *Security and fairness*; ``noppa verify --help``):
verified and finished; not verified (a roll, move, event, outcome or the commitment does not match);
the command line or the file is wrong (argparse's own code for a bad command line); verified so
far, but the game has no result."""


def verify_command(path: Path, console: Console, lang: str) -> int:
    """``noppa verify FILE``: the commitment and the replay of a room export or saved game.

    Exit codes: :data:`VERIFIED`, :data:`NOT_VERIFIED`, :data:`UNREADABLE` (one line saying why,
    from :func:`~noppa.cli.files.read_json_file` or the check of the file's fields), :data:`UNFINISHED`.
    """
    from noppa.fairness import verify

    data = read_json_file(path)  # FileRefused: one line, exit 2 (main)
    try:
        verdict = verify(data, where=str(path))
    except LoadError as error:
        said = text("cli.verify_malformed", lang, where=error.where, problem=shorten(error.problem, 200))
        console.print(f"[bold red]{escape(said)}[/]")
        return UNREADABLE
    if verdict.digest is None:
        console.print(escape(text("cli.verify_no_digest", lang)))
    elif verdict.digest:
        console.print(escape(text("cli.verify_digest", lang, commitment=data["commitment"])))
    if not verdict.ok:
        said = text("cli.verify_failed", lang, where=verdict.where, problem=shorten(verdict.problem, 200))
        console.print(f"[bold red]{escape(said)}[/]")
        return NOT_VERIFIED
    said = text(
        "cli.verify_ok" if verdict.finished else "cli.verify_unfinished",
        lang,
        game=get_game(verdict.game).name(lang),
        count=verdict.moves,
        events=verdict.events,
    )
    if not verdict.finished:
        console.print(f"[bold yellow]{escape(said)}[/]")
        return UNFINISHED
    console.print(f"[green]{escape(said)}[/]")
    return VERIFIED


def play_command(
    args: argparse.Namespace, console: Console, ask: Callable[[str], str], *, ask_names: bool = False
) -> int:
    """``noppa play``: a new or resumed game; people at the keyboard without ``--names`` are asked
    their names when ``ask_names`` (a terminal, not a script)."""
    lang = args.lang or default_lang()
    if args.resume is not None:
        saved = read_session(args.resume)
        game_data = saved["game"]
        game_id = game_data.get("game") if isinstance(game_data, dict) else None
        if not isinstance(game_id, str):
            raise LoadError(str(args.resume), "no game id in the file")
        game = get_game(game_id)
        state = game.load_state(game_data, where=str(args.resume))
        lang = args.lang or saved.get("lang") or lang
        if args.bots is not None:
            chosen = parse_bots(args.bots, state.players, game)
        else:
            chosen = {int(seat): str(name) for seat, name in dict(saved.get("bots", {})).items()}
        save_path = args.save or args.resume
    else:
        game_id = args.game or choose_game(console, ask, lang)
        game = get_game(game_id)
        players = args.players or game.player_counts.start
        state = game.new_state(players, seed=args.seed, options=parse_options(args.option))
        chosen = parse_bots(args.bots, players, game)
        save_path = args.save
    given = [name.strip() for name in args.names.split(",")] if args.names else []
    if ask_names and not given and args.resume is None:
        given = names_of_people(ask, lang, [s for s in range(state.players) if s not in chosen])
    return run_session(
        state,
        chosen=chosen,
        lang=lang,
        console=console,
        ask=ask,
        delay=args.delay,
        save_path=save_path,
        handoff=args.handoff,
        names=given,
        resumed=args.resume is not None,
    )


def name_seats(state: Any, chosen: dict[int, str], given: Sequence[str]) -> None:
    """Name the seats: the people at the keyboard by ``given`` (in seat order; a saved game keeps
    the names it has), the bots by their own names ("Heuristic bot"); "Player N" where none."""
    people = iter(given)
    names: list[str] = []
    for seat in range(state.players):
        if seat in chosen:
            names.append(bot_seat_name(state.game, chosen[seat]))
        else:
            before = state.names[seat] if seat < len(state.names) else ""
            names.append(next(people, "") or ("" if isinstance(before, Phrase) else before))
    if any(names):
        state.name_seats(names)


def run_session(
    state: Any,
    *,
    chosen: dict[int, str],
    lang: str,
    console: Console,
    ask: Callable[[str], str],
    delay: float | None,
    save_path: Path | None,
    handoff: bool = False,
    names: Sequence[str] = (),
    resumed: bool = False,
) -> int:
    game = state.game
    name_seats(state, chosen, names)
    bots: dict[int, Bot] = {seat: make_bot(game, name, seed=seat) for seat, name in chosen.items()}
    humans = state.players - len(bots)
    session = Session(
        state=state,
        bots=bots,
        bot_names=chosen,
        lang=lang,
        console=console,
        ask=ask,
        delay=0.6 if delay is None else delay,
        save_path=save_path,
        handoff=handoff or (humans > 1 and getattr(game, "has_secrets", False)),
        resumed=resumed,
    )
    if humans == 0:
        console.print(escape(text("cli.all_bots", lang, game=game.name(lang), players=state.players)))
    return session.run()


def names_of_people(ask: Callable[[str], str], lang: str, seats: Sequence[int]) -> list[str]:
    """Ask the people at the keyboard their names, seat by seat (Enter: "Player N")."""
    names = []
    for seat in seats:
        fallback = text("engine.player", lang, number=seat + 1)
        try:
            names.append(ask(text("cli.ask_name", lang, number=seat + 1, default=fallback)).strip())
        except EOFError:
            raise KeyboardInterrupt from None
    return names


def choose_game(console: Console, ask: Callable[[str], str], lang: str) -> str:
    games = list_games()
    for number, game_id in enumerate(games, start=1):
        game = get_game(game_id)
        counts = game.player_counts
        console.print(
            f"  [bold cyan]{number}[/] {game.name(lang)} [dim]({counts.start}–{counts.stop - 1})[/]"
        )
    index = ask_number(console, ask, prompt=text("cli.choose_game", lang), low=1, high=len(games), lang=lang)
    return games[index - 1]


def ask_number(
    console: Console,
    ask: Callable[[str], str],
    *,
    prompt: str,
    low: int,
    high: int,
    lang: str,
    default: int | None = None,
) -> int:
    """Ask until the answer is a whole number from ``low`` to ``high`` (Enter takes ``default``)."""
    while True:
        try:
            answer = ask(prompt).strip()
        except EOFError:
            raise KeyboardInterrupt from None
        if not answer and default is not None:
            return default
        number = parse_number(answer, canonical=False)
        if number is not None and low <= number <= high:
            return number
        console.print(f"[bold red]{text('cli.number_between', lang, low=low, high=high)}[/]")


def menu(console: Console, ask: Callable[[str], str]) -> int:
    """The opening menu: language, game, players, bots; then play."""
    console.print("[bold]noppa[/] — " + " / ".join(text("cli.tagline", lang) for lang in LANGS))
    for number, lang in enumerate(LANGS, start=1):
        console.print(f"  [bold cyan]{number}[/] {text('cli.language_name', lang)}")
    lang_default = LANGS.index(default_lang()) + 1
    choice = ask_number(
        console,
        ask,
        prompt=f"Language / Kieli (Enter: {lang_default})",
        low=1,
        high=len(LANGS),
        lang="en",
        default=lang_default,
    )
    lang = LANGS[choice - 1]
    game = get_game(choose_game(console, ask, lang))
    counts = game.player_counts
    players = ask_number(
        console,
        ask,
        prompt=text("cli.how_many_players", lang, low=counts.start, high=counts.stop - 1),
        low=counts.start,
        high=counts.stop - 1,
        lang=lang,
    )
    humans = ask_number(
        console,
        ask,
        prompt=text("cli.how_many_humans", lang, players=players),
        low=0,
        high=players,
        lang=lang,
    )
    chosen = dict.fromkeys(range(humans, players), game.default_bot())
    names = names_of_people(ask, lang, list(range(humans)))
    state = game.new_state(players)
    return run_session(
        state, chosen=chosen, lang=lang, console=console, ask=ask, delay=None, save_path=None, names=names
    )


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    entry()
