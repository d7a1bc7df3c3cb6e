"""``noppa simulate``: many games between bots, in parallel, with a progress bar and a report.

    noppa simulate dungeon-dice --players 2 --games 1000 --bots mcts,heuristic --seed 7 --workers 2

Writes into ``--out``: ``games.jsonl`` (one JSON line per game, in game order, identical for any
``--workers`` and backend), ``summary.json`` (win rates with 95 % intervals, length percentiles, the
game's statistics, the run's speed), PNG plots and ``report.html``. ``docs/simulate.md`` has it all.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
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
from noppa.engine import fresh_seed, get_game
from noppa.sim.backends import BACKENDS, run
from noppa.sim.report import write_report
from noppa.sim.runner import SEATINGS, GameResult, SimulationSpec
from noppa.sim.stats import summarise


def add_parser(commands: Any) -> None:
    """Register ``simulate`` on the ``noppa`` command's subparsers."""
    sim = commands.add_parser(
        "simulate",
        help="play many games between bots and write statistics, plots and a report",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sim.add_argument("game", help="game id (see 'noppa games')")
    sim.add_argument("--players", type=int, help="number of players (default: the fewest the game allows)")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument(
        "--bots",
        default="heuristic",
        help="bot specs, comma-separated, repeated to fill the seats: e.g. mcts,heuristic,random or "
        "mcts:500 (iterations), mcts:0.2s (time), expectation (default: heuristic)",
    )
    sim.add_argument("--seed", type=int, help="seed of the whole run (default: a fresh one, printed)")
    sim.add_argument(
        "--workers", type=int, help="processes (local) or CPUs of a local Ray (default: all cores)"
    )
    sim.add_argument("--out", type=Path, help="output folder (default: simulations/GAME-Np-seedS)")
    sim.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)"
    )
    sim.add_argument(
        "--seating",
        choices=SEATINGS,
        default="permute",
        help="permute (default): every order of the bots in turn; rotate: the bots move one seat on "
        "each game; fixed; shuffle (seeded)",
    )
    sim.add_argument("--backend", choices=BACKENDS, default="local", help="local processes (default) or ray")
    sim.add_argument(
        "--ray-address", metavar="ADDR", help="join a running Ray cluster (e.g. ray://host:10001)"
    )
    sim.add_argument("--max-actions", type=int, default=100_000, help="stop a game after this many actions")
    sim.add_argument("--no-plots", action="store_true", help="write the report without plots")
    sim.add_argument("--quiet", action="store_true", help="no progress bar and no summary table")


def simulate_command(args: argparse.Namespace, console: Console, argv: Sequence[str] | None = None) -> int:
    """Run ``noppa simulate`` with parsed ``args``; prints to ``console``."""
    from noppa.cli.main import parse_options

    game = get_game(args.game)
    players = args.players or game.player_counts.start
    seed = fresh_seed() if args.seed is None else args.seed
    bots = tuple(part.strip() for part in args.bots.split(",") if part.strip())
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
        raise ValueError(f"--workers must be at least 1, not {args.workers}")
    out: Path = args.out or Path("simulations") / f"{game.id}-{players}p-seed{seed}"
    out.mkdir(parents=True, exist_ok=True)
    command = "noppa " + shlex.join(list(argv) if argv is not None else sys.argv[1:])
    if not args.quiet:
        console.print(
            f"[bold]{game.name()}[/]: {spec.games} games, {players} players, bots "
            f"{', '.join(spec.bots)}, seed {seed}, {args.backend} backend → {out}"
        )
    summary = simulate(
        spec,
        out,
        backend=args.backend,
        workers=args.workers,
        address=args.ray_address,
        plots=not args.no_plots,
        console=None if args.quiet else console,
        command=command,
    )
    if not args.quiet:
        print_summary(console, summary)
        console.print(f"Report: {out / 'report.html'}")
    return 0


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
    with progress, (out / "games.jsonl").open("w", encoding="utf-8") as lines:
        task = progress.add_task("games", total=spec.games, rate="")

        def advance(result: GameResult) -> None:
            done = progress.tasks[0].completed + 1
            elapsed = time.perf_counter() - started
            progress.update(task, advance=1, rate=f"{done / elapsed:,.1f} games/s" if elapsed else "")

        for result in run(spec, backend=backend, workers=workers, address=address, progress=advance):
            record = result.record
            records.append(record)
            lines.write(json.dumps(record, separators=(",", ":")) + "\n")
            for seat, bot in enumerate(record["bots"]):
                think[bot] += result.think[seat]
                decisions[bot] += result.decisions[seat]
                for name, value in result.bot_stats[seat].items():
                    bot_totals[bot][name] += value
    seconds = time.perf_counter() - started
    game = get_game(spec.game)
    resolved = {bot: resolve_bot_name(game, bot.partition(":")[0]) for bot in spec.bots}
    summary: dict[str, Any] = {"spec": spec.to_json(), "bot_names": resolved, **summarise(records)}
    summary["run"] = {
        "command": command,
        "backend": backend,
        "workers": workers,
        "seconds": seconds,
        "games_per_second": len(records) / seconds if seconds else 0.0,
        "bots": {
            bot: _bot_speed(decisions[bot], think[bot], bot_totals.get(bot, {})) for bot in sorted(decisions)
        },
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    title = f"{game.name()} — {spec.players} players, {spec.games} games"
    if plots:
        write_report(out, summary, records, title)
    else:
        write_report(out, summary, [], title)
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


def print_summary(console: Console, summary: dict[str, Any]) -> None:
    """The summary's main facts as terminal tables."""
    table = Table(title="Win rate (95 % CI)", title_justify="left")
    for column in ("bot", "seats", "wins", "rate", "95 % CI"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for bot, t in summary["wins_by_bot"].items():
        table.add_row(
            bot,
            str(t["games"]),
            f"{t['wins']:g}",
            f"{100 * t['rate']:.1f} %",
            f"{100 * t['ci_low']:.1f} – {100 * t['ci_high']:.1f} %",
        )
    for seat, t in summary["wins_by_seat"].items():
        table.add_row(
            f"[dim]seat {seat}[/]",
            str(t["games"]),
            f"{t['wins']:g}",
            f"{100 * t['rate']:.1f} %",
            f"{100 * t['ci_low']:.1f} – {100 * t['ci_high']:.1f} %",
        )
    console.print(table)
    length = summary["length"]
    turns = length.get("turns", {})
    console.print(
        f"Turns per game: median {turns.get('p50', 0):g} (5–95 %: {turns.get('p5', 0):g}–"
        f"{turns.get('p95', 0):g}); {summary['run']['games_per_second']:,.1f} games/s"
    )
