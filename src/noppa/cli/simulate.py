"""``noppa simulate``: many games between bots, in parallel, with a progress bar and a report.

    noppa simulate dungeon-dice --players 2 --games 1000 --bots mcts,heuristic --seed 7 --workers 2

Writes into ``--out``: ``games.jsonl`` (one JSON line per game, in game order, identical for any
``--workers`` and backend), ``summary.json`` (win rates with 95 % intervals, length percentiles, the
game's statistics, the run's speed), PNG plots and ``report.html``. ``docs/simulate.md`` has it all.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shlex
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from noppa.bots import resolve_bot_name
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
from noppa.engine import LANGS, fresh_seed, get_game, text
from noppa.extras import install_command
from noppa.sim.backends import BACKENDS, run
from noppa.sim.reading import Reader
from noppa.sim.report import reader_for, write_report
from noppa.sim.runner import SEATINGS, GameResult, SimulationSpec
from noppa.sim.stats import summarise


def seating_option(lang: str) -> Callable[[str], str]:
    """An argparse ``type`` for ``--seating``: a seating rule by its word in any language
    (``kierto``, ``rotate``: ``cli.sim.seating_word.*``), refused with the words of ``lang``."""
    words = {
        text(f"cli.sim.seating_word.{seating}", language).casefold(): seating
        for seating in SEATINGS
        for language in LANGS
    }

    def parse(raw: str) -> str:
        wanted = raw.strip().casefold()
        if wanted in SEATINGS:
            return wanted
        if wanted in words:
            return words[wanted]
        known = ", ".join(text(f"cli.sim.seating_word.{seating}", lang) for seating in SEATINGS)
        raise argparse.ArgumentTypeError(text("cli.sim.bad_seating", lang, value=raw[:40], known=known))

    return parse


def add_parser(commands: Any, lang: str = "en") -> None:
    """Register ``simulate`` on the ``noppa`` command's subparsers, its help in ``lang``."""
    h, m = help_texts("sim.", lang)

    sim = commands.add_parser(
        "simulate",
        help=h("help"),
        description=h("help"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sim.add_argument("game", metavar=m("game"), help=h("game"))
    sim.add_argument(
        "--players", type=number_option(int, 100, lang, low=1), metavar=m("count"), help=h("players")
    )
    sim.add_argument(
        "--games",
        type=number_option(int, COUNT_HIGH, lang, low=1),
        default=100,
        metavar=m("count"),
        help=h("games"),
    )
    sim.add_argument("--bots", default="heuristic", metavar=m("bots"), help=h("bots"))
    sim.add_argument("--seed", type=number_option(int, SEED_HIGH, lang), metavar=m("seed"), help=h("seed"))
    sim.add_argument(
        "--workers", type=number_option(int, 1024, lang, low=1), metavar=m("count"), help=h("workers")
    )
    sim.add_argument("--out", type=Path, metavar=m("folder"), help=h("out"))
    sim.add_argument("--option", action="append", default=[], metavar=m("option"), help=h("option"))
    sim.add_argument(
        "--seating", type=seating_option(lang), default="permute", metavar=m("seating"), help=h("seating")
    )
    sim.add_argument("--backend", choices=BACKENDS, default="local", help=h("backend"))
    sim.add_argument("--ray-address", metavar=m("host"), help=h("ray_address"))
    sim.add_argument(
        "--max-actions",
        type=number_option(int, COUNT_HIGH, lang, low=1),
        default=100_000,
        metavar=m("count"),
        help=h("max_actions"),
    )
    sim.add_argument("--no-plots", action="store_true", help=h("no_plots"))
    sim.add_argument("--quiet", action="store_true", help=h("quiet"))
    sim.add_argument("--lang", choices=LANGS, help=text("cli.arg.lang", lang))


def simulate_command(args: argparse.Namespace, console: Console, argv: Sequence[str] | None = None) -> int:
    """Run ``noppa simulate`` with parsed ``args``; prints to ``console``."""
    lang = args.lang or default_lang()
    if importlib.util.find_spec("scipy") is None:
        raise CliError("cli.error.needs_sim", command=install_command("sim"))
    if args.backend == "ray" and importlib.util.find_spec("ray") is None:
        raise CliError("cli.error.needs_ray", command=install_command("ray"))
    game = get_game(args.game)
    players = args.players or game.player_counts.start
    seed = fresh_seed() if args.seed is None else args.seed
    bots = tuple(typed_bots(game, args.bots))
    spec = SimulationSpec(
        game=game.id,
        players=players,
        games=args.games,
        bots=bots,
        seed=seed,
        options=parse_options(args.option),
        seating=args.seating,
        max_actions=args.max_actions,
    ).checked()
    if args.workers is not None and args.workers < 1:
        raise CliError("cli.error.workers", workers=args.workers)
    out: Path = args.out or Path("simulations") / f"{game.id}-{players}p-seed{seed}"
    out.mkdir(parents=True, exist_ok=True)
    command = "noppa " + shlex.join(list(argv) if argv is not None else sys.argv[1:])
    if not args.quiet:
        reader = Reader(game, lang, spec.bots)
        starting = text(
            "cli.sim.starting",
            lang,
            game=f"[bold]{game.name(lang)}[/]",
            games=spec.games,
            players=players,
            bots=reader.bots(spec.bots),
            seed=seed,
            backend=reader.backend(args.backend),
            out=out,
        )
        console.print(starting)
        if not args.no_plots and importlib.util.find_spec("matplotlib") is None:
            console.print(text("cli.sim.no_matplotlib", lang, command=install_command("sim")), markup=False)
    summary = simulate(
        spec,
        out,
        backend=args.backend,
        workers=args.workers,
        address=args.ray_address,
        plots=not args.no_plots,
        console=None if args.quiet else console,
        command=command,
        lang=lang,
    )
    if summary["run"]["interrupted"]:
        console.print(text("cli.sim.interrupted", lang, games=summary["games"], path=out))
    if not args.quiet and summary["games"]:
        print_summary(console, summary, lang)
        console.print(text("cli.sim.report", lang, path=out / "report.html"))
    return 130 if summary["run"]["interrupted"] else 0


def simulate(
    spec: SimulationSpec,
    out: Path,
    *,
    backend: str = "local",
    workers: int | None = None,
    address: str | None = None,
    plots: bool = True,
    console: Console | None = None,
    command: str = "",
    lang: str = "en",
) -> dict[str, Any]:
    """Run ``spec`` and write ``games.jsonl``, ``summary.json``, plots and ``report.html`` into ``out``.

    Returns the summary. ``console`` shows a progress bar (``None``: silent).
    """
    spec = spec.checked()
    out.mkdir(parents=True, exist_ok=True)
    records: list[dict[str, Any]] = []
    think: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    bot_totals: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True) if console is not None else None,
        disable=console is None,
        transient=False,
    )
    started = time.perf_counter()
    interrupted = False
    game = get_game(spec.game)
    reader = Reader(game, lang, spec.bots)
    with progress, (out / "games.jsonl").open("w", encoding="utf-8") as lines:
        task = progress.add_task(text("cli.sim.progress", lang), total=spec.games, rate="")

        def advance(result: GameResult) -> None:
            done = progress.tasks[0].completed + 1
            elapsed = time.perf_counter() - started
            rate = text("cli.sim.rate", lang, rate=reader.per_second(done / elapsed)) if elapsed else ""
            progress.update(task, advance=1, rate=rate)

        results = run(spec, backend=backend, workers=workers, address=address, progress=advance)
        try:
            for result in results:
                record = result.record
                records.append(record)
                lines.write(json.dumps(record, separators=(",", ":")) + "\n")
                for seat, bot in enumerate(record["bots"]):
                    think[bot] += result.think[seat]
                    decisions[bot] += result.decisions[seat]
                    for name, value in result.bot_stats[seat].items():
                        bot_totals[bot][name] += value
        except KeyboardInterrupt:
            # Ctrl-C: keep what is done; the summary and report cover the games finished in order.
            interrupted = True
    seconds = time.perf_counter() - started
    resolved = {bot: resolve_bot_name(game, bot.partition(":")[0]) for bot in spec.bots}
    summary: dict[str, Any] = {"spec": spec.to_json(), "bot_names": resolved, **summarise(records)}
    summary["run"] = {
        "command": command,
        "backend": backend,
        "workers": workers,
        "seconds": seconds,
        "interrupted": interrupted,
        "games_per_second": len(records) / seconds if seconds else 0.0,
        "bots": {
            bot: _bot_speed(decisions[bot], think[bot], bot_totals.get(bot, {})) for bot in sorted(decisions)
        },
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    if records:
        write_report(out, summary, records, lang, plots=plots)
    return summary


def _bot_speed(decisions: int, seconds: float, totals: dict[str, float]) -> dict[str, float]:
    speed = {
        "decisions": float(decisions),
        "seconds": seconds,
        "seconds_per_decision": seconds / decisions if decisions else 0.0,
    }
    if totals.get("search_seconds"):
        speed["iterations"] = totals["iterations"]
        speed["iterations_per_second"] = totals["iterations"] / totals["search_seconds"]
    return speed


def print_summary(console: Console, summary: dict[str, Any], lang: str = "en") -> None:
    """The summary's main facts as terminal tables, in ``lang``: bots by their names, numbers the
    way the language writes them (the same :class:`~noppa.sim.reading.Reader` as report.html)."""
    reader = reader_for(summary, lang)

    def t(key: str, **params: Any) -> str:
        return text(f"cli.sim.{key}", lang, **params)

    # The game is the unit: one row per bot with its games won, and per seat what that comes to.
    table = Table(title=t("wins_title"), title_justify="left")
    table.add_column(t("bot"), min_width=22)
    for key in ("games", "wins", "win_rate", "interval", "seats_per_game", "per_seat"):
        table.add_column(t(key), justify="right", no_wrap=key == "interval")
    for bot, facts in summary["wins_by_bot"].items():
        table.add_row(
            reader.bot(bot),
            *reader.win_cells(facts),
            reader.count(facts["seats_per_game"]),
            reader.rate(facts["seat_rate"]),
        )
    for seat, facts in summary["wins_by_seat"].items():
        table.add_row(f"[dim]{reader.seat(seat)}[/]", *reader.win_cells(facts))
    console.print(table)
    pairs = summary.get("head_to_head", {})
    if pairs:
        head = Table(title=t("head_title"), title_justify="left")
        head.add_column(t("pair"), min_width=30)
        for key in ("games", "seats", "wins", "difference", "interval", "p"):
            head.add_column(t(key), justify="right", no_wrap=key == "interval")
        for facts in pairs.values():
            head.add_row(*reader.head_cells(facts))
        console.print(head)
    if summary.get("draws") or summary["unfinished"]:  # games nobody won: draws apart from stopped ones
        console.print(
            reader.t("draws_line", count=summary.get("draws", 0))
            + " "
            + reader.t("unfinished_line", count=summary["unfinished"])
        )
    turns = summary["length"].get("turns", {})
    console.print(
        t(
            "length",
            median=reader.tick(turns.get("p50", 0)),
            low=reader.tick(turns.get("p5", 0)),
            high=reader.tick(turns.get("p95", 0)),
            rate=reader.per_second(float(summary["run"]["games_per_second"])),
        )
    )
