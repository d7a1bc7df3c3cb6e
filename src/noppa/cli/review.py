"""``noppa review FILE``: a computer review of a finished game (a terminal save or a room export).

The review itself is :mod:`noppa.review`; this module reads the file (bounded and refused clearly,
:mod:`noppa.cli.files`), shows progress while the positions are judged, and prints the report in
the user's language, or with ``--json`` the review's data.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from noppa.cli.files import read_json_file
from noppa.engine import LANGS, get_game, text
from noppa.engine.i18n import percent


def add_parser(commands: Any, lang: str) -> None:
    """Register ``review`` with the ``noppa`` command's subparsers."""
    import noppa.review  # registers the review's catalogs  # noqa: F401

    review = commands.add_parser("review", help=text("review.arg.review", lang))
    file_name = text("cli.metavar.file", lang)
    review.add_argument("file", type=Path, metavar=file_name, help=text("review.arg.file", lang))
    review.add_argument("--json", action="store_true", help=text("review.arg.json", lang))
    review.add_argument("--lang", choices=LANGS, help=text("cli.arg.lang", lang))
    review.add_argument(
        "--simulations",
        type=int,
        default=None,
        metavar=text("review.arg.count", lang),
        help=text("review.arg.simulations", lang),
    )
    seed_name = text("cli.metavar.seed", lang)
    review.add_argument("--seed", type=int, default=0, metavar=seed_name, help=text("review.arg.seed", lang))


def review_command(args: argparse.Namespace, console: Console, lang: str) -> int:
    """Review the game in ``args.file``; print the report (or its JSON). Exit 0, or 2 for a file or
    game the review refuses (``main`` prints the one line saying why)."""
    from noppa.review import DEFAULT_SIMULATIONS, ReviewRefused, record_of_file, review

    data = read_json_file(args.file)  # FileRefused: one line, exit 2 (main)
    record = record_of_file(data, where=str(args.file))
    simulations = DEFAULT_SIMULATIONS if args.simulations is None else args.simulations
    if simulations < 1:
        raise ReviewRefused("review.error.simulations", value=simulations)
    quiet = args.json or not console.is_terminal

    def progress(done: int, total: int) -> None:
        if not quiet:
            console.print(escape(text("review.progress", lang, done=done, total=total)), end="\r")

    result = review(record, simulations=simulations, seed=args.seed, progress=progress)
    if args.json:
        console.out(json.dumps(result.to_json(), ensure_ascii=False), highlight=False)
        return 0
    for line in report_lines(result.to_json(), lang):
        console.print(line)
    return 0


def signed(value: float, lang: str) -> str:
    """A change of a chance as a signed percentage ("+4.1%", "−2.0 %")."""
    said = percent(abs(value), lang)
    return ("+" if value >= 0 else "−") + said


def with_error(value: list[float], lang: str, *, sign: bool = False) -> str:
    """A value ``[mean, standard error]`` as "52.3% ± 1.1%" (the error left out where it is 0)."""
    mean, error = value
    said = signed(mean, lang) if sign else percent(mean, lang)
    return said if error == 0 else f"{said} ± {percent(error, lang)}"


def report_lines(data: dict[str, Any], lang: str) -> list[Any]:
    """The review's report in ``lang``: the method, each player's summary and costliest decisions,
    then every action with its best move, value lost and luck (rich renderables, escaped)."""
    game = get_game(str(data["game"]))
    title = text("review.title", lang, game=game.name(lang), players=data["players"])
    out: list[Any] = [f"[bold]{escape(title)}[/]"]
    if data["exact"]:
        out.append(escape(text("review.method.exact", lang)))
    else:
        out.append(escape(text("review.method.estimate", lang, simulations=data["simulations"])))
    outcome = data.get("outcome")
    names = [summary["name"][lang] for summary in data["summaries"]]
    if outcome:
        winners = ", ".join(names[seat] for seat in outcome["winners"]) or "-"
        out.append(escape(text("review.result", lang, winners=winners, reason=text(outcome["reason"], lang))))
    steps = data["steps"]
    out.append("")
    for summary in data["summaries"]:
        accuracy = summary["accuracy"]
        out.append(
            escape(
                text(
                    "review.summary",
                    lang,
                    player=summary["name"][lang],
                    accuracy=percent(accuracy, lang, 0) if accuracy is not None else "-",
                    best=summary["best_played"],
                    decisions=summary["decisions"],
                    lost=with_error(summary["lost"], lang),
                    luck=with_error(summary["luck"], lang, sign=True),
                    rolls=summary["rolls"],
                )
            )
        )
        for index in summary["costliest"]:
            step = steps[index]
            out.append(
                "  "
                + escape(
                    text(
                        "review.costly",
                        lang,
                        number=index + 1,
                        turn=step["turn"],
                        played=step["label"][lang],
                        best=step["best_label"][lang],
                        lost=with_error(step["loss"], lang),
                    )
                )
            )
    out.append("")
    table = Table(box=None, pad_edge=False, show_header=True)
    for key in ("number", "player", "played", "best", "lost", "luck", "chance"):
        table.add_column(text(f"review.column.{key}", lang))
    for step in steps:
        best = ""
        lost = ""
        if step["decision"] and step["significant"]:
            best = step["best_label"][lang]
            lost = with_error(step["loss"], lang)
        luck = ""
        if step["luck"] is not None and step["chance"] == "roll":
            luck = with_error(step["luck"], lang, sign=True)
            if step["roller"] != step["seat"]:
                luck = text("review.luck_of", lang, luck=luck, player=names[step["roller"]])
        seat = step["seat"]
        table.add_row(
            str(step["index"] + 1),
            escape(names[seat]),
            escape(step["label"][lang]),
            escape(best),
            escape(lost),
            escape(luck),
            escape(with_error(step["before"][seat], lang)),
        )
    out.append(table)
    return out
