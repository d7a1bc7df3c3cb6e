"""``noppa league``: every pair of bots (and larger tables) plays a match; openskill rates them.

    noppa league dungeon-dice --bots random,expectation,mcts:200 --games 24 --out leagues/dd

Writes into ``--out``: ``matches/KEY/`` per match (the simulator's ``games.jsonl``, ``summary.json``
and ``report.html``), ``games.jsonl`` (every game, in the order they were rated), ``ratings.json``
and ``report.html``. Run it again with one more bot and only the matches of the new bot are
played (:mod:`noppa.sim.league`; ``docs/simulate.md``, "League").
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shlex
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from noppa.cli.common import (
    COUNT_HIGH,
    SEED_HIGH,
    CliError,
    default_lang,
    help_texts,
    number_option,
    parse_options,
    typed_bots,
)
from noppa.cli.simulate import simulate
from noppa.engine import LANGS, fresh_seed, get_game, text
from noppa.extras import install_command
from noppa.sim.league import league_summary, plan, play, write_games
from noppa.sim.reading import Reader
from noppa.sim.runner import DEFAULT_MAX_ACTIONS, SimulationSpec

DEFAULT_GAMES = 24
"""Games per match: a multiple of every seat order of up to four players (4! = 24)."""


def add_parser(commands: Any, lang: str = "en") -> None:
    """Register ``league`` on the ``noppa`` command's subparsers, its help in ``lang``."""
    h, m = help_texts("league.", lang)

    league = commands.add_parser(
        "league", help=h("help"), description=h("help"), formatter_class=argparse.RawDescriptionHelpFormatter
    )
    league.add_argument("game", metavar=m("game"), help=h("game"))
    league.add_argument("--bots", required=True, metavar=m("bots"), help=h("bots"))
    league.add_argument(
        "--games", type=number_option(int, COUNT_HIGH, lang, low=1), metavar=m("count"), help=h("games")
    )
    league.add_argument("--players", metavar=m("counts"), help=h("players"))
    league.add_argument("--out", type=Path, metavar=m("folder"), help=h("out"))
    league.add_argument("--seed", type=number_option(int, SEED_HIGH, lang), metavar=m("seed"), help=h("seed"))
    league.add_argument(
        "--workers", type=number_option(int, 1024, lang, low=1), metavar=m("count"), help=h("workers")
    )
    league.add_argument("--option", action="append", default=[], metavar=m("option"), help=h("option"))
    league.add_argument(
        "--max-actions",
        type=number_option(int, COUNT_HIGH, lang, low=1),
        default=DEFAULT_MAX_ACTIONS,
        metavar=m("count"),
        help=h("max_actions"),
    )
    league.add_argument("--quiet", action="store_true", help=h("quiet"))
    league.add_argument("--lang", choices=LANGS, help=text("cli.arg.lang", lang))


def league_command(args: argparse.Namespace, console: Console, argv: Sequence[str] | None = None) -> int:
    """Run ``noppa league`` with parsed ``args``; prints to ``console``."""
    lang = args.lang or default_lang()
    if importlib.util.find_spec("scipy") is None or importlib.util.find_spec("openskill") is None:
        raise CliError("cli.error.needs_league", command=install_command("sim"))
    game = get_game(args.game)
    bots = list(dict.fromkeys(typed_bots(game, args.bots)))
    out: Path = args.out or Path("leagues") / game.id
    before = _read_league(out)  # a league run there before: its seed, games and tables by default
    tables = _tables(args.players, list(before.get("tables", [game.player_counts.start])), CliError)
    for players in tables:
        game.check_players(players)
    if len(bots) < max(2, *tables):
        raise CliError("cli.error.league_bots", bots=len(bots), players=max(tables))
    if args.workers is not None and args.workers < 1:
        raise CliError("cli.error.workers", workers=args.workers)
    games = args.games if args.games is not None else int(before.get("games_per_match", DEFAULT_GAMES))
    seed = args.seed if args.seed is not None else before.get("seed", fresh_seed())
    options = game.resolve_options(parse_options(args.option))
    matches = plan(
        game.id, bots, tables, games=games, seed=seed, options=options, max_actions=args.max_actions
    )
    for match in matches:
        match.spec.checked()  # every bot and table size, before anything is played
    out.mkdir(parents=True, exist_ok=True)
    league = {
        "game": game.id,
        "bots": bots,
        "tables": tables,
        "games_per_match": games,
        "seed": seed,
        "options": dict(options),
        "max_actions": args.max_actions,
        "command": "noppa " + shlex.join(list(argv) if argv is not None else sys.argv[1:]),
    }
    reader = Reader(game, lang, bots)
    if not args.quiet:
        console.print(
            text(
                "cli.league.starting",
                lang,
                game=f"[bold]{game.name(lang)}[/]",
                bots=reader.bots(bots),
                matches=len(matches),
                games=games,
                seed=seed,
                out=out,
            )
        )

    def run_match(spec: SimulationSpec, folder: Path) -> Mapping[str, Any]:
        if not args.quiet:
            console.print(text("cli.league.match", lang, bots=reader.bots(spec.bots), players=spec.players))
        return simulate(
            spec,
            folder,
            workers=args.workers,
            plots=False,
            console=None if args.quiet else console,
            command=league["command"],
            lang=lang,
        )

    try:
        records, now = play(out, matches, run_match)
    except KeyboardInterrupt:
        console.print(text("cli.league.interrupted", lang, path=out))
        return 130
    summary = league_summary(league, matches, records)
    summary["played_now"] = now
    (out / "league.json").write_text(json.dumps(league, indent=2) + "\n", encoding="utf-8")
    (out / "ratings.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    write_games(out / "games.jsonl", records)
    from noppa.sim.report import render_league_html

    (out / "report.html").write_text(render_league_html(summary, reader), encoding="utf-8")
    if not args.quiet:
        console.print(text("cli.league.played", lang, played=len(now), kept=len(matches) - len(now)))
        print_ratings(console, summary, reader)
        console.print(text("cli.sim.report", lang, path=out / "report.html"))
    return 0


def _tables(written: str | None, default: list[int], error: Any) -> list[int]:
    """``--players 2,3`` → ``[2, 3]`` (default: the league's before, else the game's fewest)."""
    if not written:
        return sorted(int(n) for n in default)
    try:
        tables = sorted({int(part) for part in written.split(",") if part.strip()})
    except ValueError:
        raise error("cli.error.league_players", players=written) from None
    if not tables:
        raise error("cli.error.league_players", players=written)
    return tables


def _read_league(out: Path) -> dict[str, Any]:
    """The league already in ``out`` (its ``league.json``), or nothing."""
    try:
        found = json.loads((out / "league.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def print_ratings(console: Console, summary: Mapping[str, Any], reader: Reader) -> None:
    """The ratings as a terminal table, best first, written the reader's way."""
    t = reader.t
    table = Table(title=t("league-ratings_title"), title_justify="left")
    for key in ("rank", "bot", "ordinal", "mu", "sigma", "games", "wins", "seat_rate"):
        if key == "bot":
            table.add_column(t(f"league-col-{key}"), min_width=22)
        else:
            table.add_column(t(f"league-col-{key}"), justify="right")
    for bot, facts in summary["bots"].items():
        table.add_row(*reader.rating_cells(bot, facts))
    console.print(table)
