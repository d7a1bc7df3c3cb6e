"""The report of a simulation, in the reader's language: PNG plots (matplotlib, imported only here)
gathered in an HTML page with a glossary.

:func:`write_report` writes into the output folder ``wins_by_bot.png``, ``wins_by_seat.png``,
``length.png``, ``statistics.png`` and ``bot_statistics.png`` (those that have something to show)
and ``report.html``, which holds the summary tables, shows the plots and explains every statistic
and statistical term it uses. Every word comes from the ``report`` catalog or the game's, every
number is written the reader's way (:class:`~noppa.sim.reading.Reader`). Without matplotlib the
page is written with its tables only and says so.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from noppa.engine import get_game
from noppa.engine.i18n import decimal, percent
from noppa.engine.options import spell_option
from noppa.extras import install_command
from noppa.sim.reading import Reader

MAX_PANELS = 32
PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860")
"""A colour per bot in the plots that compare bots."""
QUANTILES = ("p5", "p25", "p50", "p75", "p95")
TERMS = (
    "game_unit",
    "win_rate",
    "seat_rate",
    "chance",
    "ci",
    "wilson",
    "by_construction",
    "head_to_head",
    "points",
    "p_value",
    "sign_test",
    "paired_t",
    "mean_sd",
    "t_interval",
    "percentiles",
    "mean_place",
    "unfinished",
    "draw",
    "seating",
)
"""The statistical terms the glossary explains (``report-term-NAME`` and ``report-term-NAME-about``)."""


def reader_for(summary: Mapping[str, Any], lang: str) -> Reader:
    """The reader of ``summary``'s run in ``lang`` (its game and bots)."""
    spec = summary.get("spec", {})
    return Reader(get_game(spec["game"]), lang, spec.get("bots", ()))


def statistic_order(summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The game's statistics in the order the game gives them (the most telling first)."""
    names = list(summary.get("statistics", {}))
    given = list(records[0]["statistics"]) if records else []
    return [n for n in given if n in names] + [n for n in names if n not in given]


# ---------------------------------------------------------------------- plots


def write_plots(
    out: Path, summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]], reader: Reader
) -> list[str]:
    """Draw the PNG plots into ``out`` with ``reader``'s words; the file names written (none
    without matplotlib)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.ticker import Formatter, FuncFormatter
    except ImportError:
        return []
    written: list[str] = []
    t = reader.t
    as_rate = FuncFormatter(lambda value, _: percent(value, reader.lang, 0))

    class Ticks(Formatter):
        """An axis's ticks written the reader's way, with as many decimals as their spacing needs."""

        ticks: Sequence[float] = ()

        def set_locs(self, locs: Any) -> None:
            self.ticks = list(locs)

        def __call__(self, x: float, pos: int | None = None) -> str:
            return decimal(x, reader.lang, _decimals(self.ticks))

    def save(figure: Any, name: str, layout: bool = True) -> None:
        if layout:
            figure.tight_layout()
        figure.savefig(out / name, dpi=110)
        plt.close(figure)
        written.append(name)

    chance = summary["chance_rate"]
    for key, name, label in (
        ("wins_by_bot", "wins_by_bot.png", reader.bot),
        ("wins_by_seat", "wins_by_seat.png", reader.seat),
    ):
        table = summary[key]
        keys = list(table)
        rates = [table[k]["rate"] for k in keys]
        # a figure that holds by construction has no interval: no error bar
        lows = [table[k]["rate"] if table[k]["ci_low"] is None else table[k]["ci_low"] for k in keys]
        highs = [table[k]["rate"] if table[k]["ci_high"] is None else table[k]["ci_high"] for k in keys]
        errors = [
            [max(0.0, rate - low) for rate, low in zip(rates, lows, strict=True)],
            [max(0.0, high - rate) for rate, high in zip(rates, highs, strict=True)],
        ]
        figure, axes = plt.subplots(figsize=(8, 1.2 + 0.55 * len(keys)))
        axes.barh([_wrap(label(k), 30) for k in keys], rates, xerr=errors, color="#4c72b0", capsize=4)
        if key == "wins_by_bot":
            # a bot with k of n seats wins k/n of its games by chance
            for row, k in enumerate(keys):
                share = table[k]["chance"]
                axes.plot(
                    [share, share],
                    [row - 0.4, row + 0.4],
                    color="#c44e52",
                    linestyle="--",
                    label=t("plot-chance_share") if row == 0 else None,
                )
            axes.set_title(t("plot-wins_by_bot"))
        else:
            axes.axvline(
                chance, color="#c44e52", linestyle="--", label=t("plot-chance", rate=reader.rate(chance))
            )
            axes.set_title(t("plot-wins_by_seat"))
        axes.legend(loc="lower right", fontsize=8)
        axes.set_xlim(0, 1)
        axes.xaxis.set_major_formatter(as_rate)
        axes.invert_yaxis()
        axes.set_xlabel(t("plot-share_won"))
        save(figure, name)

    lengths = list(records[0]["length"])
    figure, axes_row = plt.subplots(1, len(lengths), figsize=(4 * len(lengths), 3.4), squeeze=False)
    for index, (axes, measure) in enumerate(zip(axes_row[0], lengths, strict=True)):
        _histogram(axes, [record["length"][measure] for record in records], Ticks)
        facts = summary["length"][measure]
        for q, style, line in (("p5", ":", "plot-p5_p95"), ("p50", "-", "plot-median"), ("p95", ":", None)):
            axes.axvline(
                facts[q], color="#c44e52", linestyle=style, linewidth=1, label=t(line) if line else None
            )
        axes.set_title(t("plot-length", measure=reader.length(measure), median=reader.tick(facts["p50"])))
        axes.set_xlabel(reader.length(measure))
        if index == 0:
            axes.set_ylabel(t("plot-games"))
            axes.legend(fontsize=7)
    save(figure, "length.png")

    names = [n for n in statistic_order(summary, records) if summary["statistics"][n].get("sd", 0) > 0]
    names = names[:MAX_PANELS]
    if names:
        columns = min(4, len(names))
        rows = -(-len(names) // columns)
        figure, grid = plt.subplots(rows, columns, figsize=(3.3 * columns, 2.6 * rows), squeeze=False)
        for index, (axes, stat) in enumerate(zip(grid.flat, names, strict=False)):
            _histogram(axes, [record["statistics"].get(stat, 0) for record in records], Ticks)
            axes.set_title(_wrap(reader.statistic(stat), 34), fontsize=9)
            if index % columns == 0:
                axes.set_ylabel(t("plot-games"), fontsize=8)
        for axes in list(grid.flat)[len(names) :]:
            axes.set_visible(False)
        figure.suptitle(t("plot-statistics"), fontsize=11)
        save(figure, "statistics.png")

    bots = summary["bot_statistics"]
    varying = {name for figures in bots.values() for name, facts in figures.items() if facts.get("sd", 0) > 0}
    seat_order = list(records[0]["seat_statistics"][0]) if records[0]["seat_statistics"] else []
    figure_names = [n for n in seat_order if n in varying] + sorted(varying - set(seat_order))
    figure_names = figure_names[:MAX_PANELS]
    if bots and figure_names:
        columns = min(4, len(figure_names))
        rows = -(-len(figure_names) // columns)
        figure, grid = plt.subplots(
            rows, columns, figsize=(3.3 * columns, 1.6 + (0.5 + 0.3 * len(bots)) * rows), squeeze=False
        )
        labels = list(bots)
        colours = [PALETTE[i % len(PALETTE)] for i in range(len(labels))]
        for axes, stat in zip(grid.flat, figure_names, strict=False):
            means = [bots[b].get(stat, {}).get("mean", 0.0) for b in labels]
            spread = [
                max(0.0, facts.get("mean", 0.0) - facts.get("ci_low", facts.get("mean", 0.0)))
                for facts in (bots[b].get(stat, {}) for b in labels)
            ]
            bars = axes.barh(range(len(labels)), means, xerr=spread, color=colours, capsize=3)
            axes.set_yticks([])
            axes.invert_yaxis()
            axes.set_title(_wrap(reader.statistic(stat), 34), fontsize=9)
            axes.xaxis.set_major_formatter(Ticks())
            axes.tick_params(labelsize=8)
        for axes in list(grid.flat)[len(figure_names) :]:
            axes.set_visible(False)
        figure.suptitle(t("plot-bot_statistics"), fontsize=11)
        figure.legend(
            bars, [reader.bot(b) for b in labels], loc="lower center", ncols=min(3, len(labels)), fontsize=8
        )
        figure.tight_layout(rect=(0, 0.04 + 0.03 * -(-len(labels) // 3), 1, 1))
        save(figure, "bot_statistics.png", layout=False)
    return written


def _wrap(label: str, width: int) -> str:
    return "\n".join(textwrap.wrap(label, width)) or label


def _histogram(axes: Any, values: Sequence[float], formatter: Callable[[], Any]) -> None:
    """A histogram of one figure over games: whole values get a bar each, and both axes whole ticks."""
    from matplotlib.ticker import MaxNLocator

    low, high = min(values), max(values)
    whole = all(float(v).is_integer() for v in values)
    if whole and high - low <= 60:
        bins: Any = [v - 0.5 for v in range(int(low), int(high) + 2)]
    else:
        bins = 30
    axes.hist(values, bins=bins, color="#4c72b0", edgecolor="white", linewidth=0.4)
    if whole:
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.xaxis.set_major_formatter(formatter())
    axes.yaxis.set_major_formatter(formatter())
    axes.tick_params(labelsize=8)


def _decimals(ticks: Sequence[float]) -> int:
    """The fewest decimals (up to 3) that write every tick exactly."""
    for digits in range(4):
        if all(abs(tick * 10**digits - round(tick * 10**digits)) < 1e-6 for tick in ticks):
            return digits
    return 3


# ---------------------------------------------------------------------- the page

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #222;
       line-height: 1.4; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #ddd; }
h3 { font-size: 1em; margin-top: 1.5em; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: .5em 0 1em; font-size: .9em; }
th, td { padding: .25em .7em; border-bottom: 1px solid #eee; text-align: right; vertical-align: top; }
th:first-child, td:first-child { text-align: left; }
th { background: #f4f4f4; font-weight: 600; }
td { white-space: nowrap; } td:first-child { white-space: normal; }
code { background: #f4f4f4; padding: 0 .3em; overflow-wrap: anywhere; }
img { max-width: 100%; display: block; margin: 1em 0; }
.note { color: #555; font-size: .9em; max-width: 60em; }
dl { max-width: 60em; } dt { font-weight: 600; margin-top: .6em; } dd { margin: .1em 0 0 1.5em; }
abbr { text-decoration: underline dotted; cursor: help; }
"""


def _esc(value: str) -> str:
    return html.escape(value, quote=True)


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], notes: Sequence[str] = ()) -> str:
    """A table of already written cells (escaped here); ``notes`` gives the first cell a tooltip."""
    head = "".join(f"<th>{_esc(h)}</th>" for h in headers)
    lines = []
    for index, row in enumerate(rows):
        cells = [f"<td>{_esc(c)}</td>" for c in row]
        if index < len(notes) and notes[index]:
            cells[0] = f"<td><abbr title='{_esc(notes[index])}'>{_esc(row[0])}</abbr></td>"
        lines.append("<tr>" + "".join(cells) + "</tr>")
    return f"<div class='scroll'><table><tr>{head}</tr>{''.join(lines)}</table></div>"


def _note(text: str) -> str:
    return f"<p class='note'>{_esc(text)}</p>"


def _coded(reader: Reader, key: str, **code: str) -> str:
    """The report message ``key`` as a note whose parameters are code (file names, commands)."""
    marks = {name: f"\x00{index}\x00" for index, name in enumerate(code)}
    written = _esc(reader.t(key, **marks))
    for name, mark in marks.items():
        written = written.replace(mark, f"<code>{_esc(code[name])}</code>")
    return f"<p class='note'>{written}</p>"


def _describe_headers(reader: Reader, first: str) -> list[str]:
    quantiles = [
        reader.t("col-median") if q == "p50" else percent(int(q[1:]) / 100, reader.lang, 0) for q in QUANTILES
    ]
    return [
        first,
        reader.t("col-mean"),
        reader.t("col-sd"),
        reader.t("col-min"),
        *quantiles,
        reader.t("col-max"),
    ]


def _describe_row(reader: Reader, label: str, facts: Mapping[str, float]) -> list[str]:
    keys = ("mean", "sd", "min", *QUANTILES, "max")
    return [label, *(reader.measure(facts.get(k)) for k in keys)]


def _page_top(reader: Reader, title: str, command: str | None) -> list[str]:
    """The start of a report page: its head, its title and the command that made it (if known)."""
    parts = [
        f"<!doctype html><html lang='{reader.lang}'><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{_esc(title)}</title>",
        f"<style>{_STYLE}</style></head><body><h1>{_esc(title)}</h1>",
    ]
    if command:
        parts.append(f"<p>{_esc(reader.t('command'))} <code>{_esc(command)}</code></p>")
    return parts


def render_html(
    summary: Mapping[str, Any], plots: Sequence[str], reader: Reader, order: Sequence[str] = ()
) -> str:
    """The report page for ``summary`` (with its ``run`` facts) showing the ``plots``, written for
    ``reader``; ``order`` lists the game's statistics in the game's order (else the summary's)."""
    t = reader.t
    lang = reader.lang
    run = summary.get("run", {})
    spec = summary.get("spec", {})
    game = reader.game
    title = t("title", game=game.name(lang), players=summary["players"], games=summary["games"])
    parts = _page_top(reader, title, run.get("command"))
    parts.append(
        "<p>"
        + _esc(
            t(
                "facts",
                games=summary["games"],
                players=summary["players"],
                bots=reader.bots(spec.get("bots", [])),
                kinds=len(set(spec.get("bots", []))),
                seating=reader.seating(spec.get("seating", "permute")),
                seed=str(spec.get("seed")),
            )
        )
        + " "
        + _options(spec.get("options", {}), reader)
        + " "
        + _esc(t("chance_line", rate=reader.rate(summary["chance_rate"])))
        + " "
        + _esc(t("draws_line", count=summary.get("draws", 0)))
        + " "
        + _esc(t("unfinished_line", count=summary["unfinished"]))
        + "</p>"
    )

    parts.append(f"<h2>{_esc(t('h-wins'))}</h2>")
    headers = [
        t(f"col-{c}")
        for c in ("bot", "games", "wins", "rate", "ci", "chance", "seats", "seat_rate", "seat_ci")
    ]
    rows = [
        [
            reader.bot(bot),
            *reader.win_cells(f),
            reader.rate(f["chance"]),
            reader.count(f["seats_per_game"]),
            reader.rate(f["seat_rate"]),
            reader.interval(f["seat_ci_low"], f["seat_ci_high"]),
        ]
        for bot, f in summary["wins_by_bot"].items()
    ]
    parts.append(_table(headers, rows))
    parts.append(_note(t("note-wins")))
    if summary.get("head_to_head"):
        parts.append(f"<h3>{_esc(t('h-head'))}</h3>")
        heads = [
            t(f"col-{c}") for c in ("pair", "games", "seats_ab", "wins_ab", "difference", "ci", "p", "method")
        ]
        rows = [[*reader.head_cells(f), reader.method(f["method"])] for f in summary["head_to_head"].values()]
        parts.append(_table(heads, rows))
        parts.append(_note(t("note-head")))
    parts.append(f"<h3>{_esc(t('h-seats'))}</h3>")
    heads = [t(f"col-{c}") for c in ("seat", "games", "wins", "rate", "ci")]
    parts.append(_table(heads, _win_rows(summary["wins_by_seat"], reader, reader.seat)))
    heads = [t("col-seat_bot"), *heads[1:]]
    parts.append(_table(heads, _win_rows(summary["wins_by_seat_and_bot"], reader, reader.seat_and_bot)))
    parts.append(f"<h3>{_esc(t('h-places'))}</h3>")
    rows = [
        [reader.bot(bot), reader.measure(f.get("mean")), reader.measure(f.get("sd")),
         reader.measure_interval(f.get("ci_low"), f.get("ci_high"))]
        for bot, f in summary["mean_place_by_bot"].items()
    ]  # fmt: skip
    parts.append(_table([t("col-bot"), t("col-mean_place"), t("col-sd"), t("col-ci")], rows))
    parts.extend(_image(name, reader) for name in plots if name.startswith("wins"))

    parts.append(f"<h2>{_esc(t('h-length'))}</h2>")
    rows = [_describe_row(reader, reader.length(m), f) for m, f in summary["length"].items()]
    parts.append(_table(_describe_headers(reader, t("col-measure")), rows))
    parts.extend(_image(name, reader) for name in plots if name == "length.png")

    statistics = summary["statistics"]
    names = [n for n in order if n in statistics] + [n for n in statistics if n not in order]
    if names:
        parts.append(f"<h2>{_esc(t('h-statistics'))}</h2>")
        rows = [_describe_row(reader, reader.statistic(n), statistics[n]) for n in names]
        notes = [reader.about(n) for n in names]
        parts.append(_table(_describe_headers(reader, t("col-statistic")), rows, notes))
        parts.extend(_image(name, reader) for name in plots if name == "statistics.png")
    bot_figures = summary["bot_statistics"]
    seat_names = sorted({n for figures in bot_figures.values() for n in figures}, key=_ranked(names))
    if seat_names:
        parts.append(f"<h2>{_esc(t('h-bot_statistics'))}</h2>")
        rows = [
            [
                reader.statistic(n),
                *(reader.measure(bot_figures[b].get(n, {}).get("mean")) for b in bot_figures),
            ]
            for n in seat_names
        ]
        notes = [reader.about(n) for n in seat_names]
        parts.append(_table([t("col-statistic"), *(reader.bot(b) for b in bot_figures)], rows, notes))
        parts.extend(_image(name, reader) for name in plots if name == "bot_statistics.png")
    if run:
        parts.append(f"<h2>{_esc(t('h-run'))}</h2>")
        workers = run.get("workers")
        parts.append(
            _note(
                t(
                    "run",
                    backend=reader.backend(str(run.get("backend", "local"))),
                    workers=t("workers-all") if workers is None else t("workers", count=workers),
                    seconds=reader.measure(float(run.get("seconds", 0.0))),
                    rate=reader.per_second(float(run.get("games_per_second", 0.0))),
                )
            )
        )
        rows = [
            [
                reader.bot(bot),
                reader.count(f["decisions"]),
                reader.count(round(1e6 * f["seconds_per_decision"])),
                reader.count(round(f["iterations_per_second"])) if "iterations_per_second" in f else "–",
            ]
            for bot, f in run.get("bots", {}).items()
        ]
        parts.append(
            _table([t(f"col-{c}") for c in ("bot", "decisions", "microseconds", "iterations")], rows)
        )
    if not plots:
        parts.append(_coded(reader, "no_plots", command=install_command("sim")))
    parts.append(_glossary(reader, [*names, *(n for n in seat_names if n not in names)]))
    files = {"games": "games.jsonl", "summary": "summary.json", "docs": "noppa simulate --help"}
    parts.append(_coded(reader, "files", **files) + "</body></html>")
    return "\n".join(parts)


def _ranked(order: Sequence[str]) -> Callable[[str], tuple[int, str]]:
    """A sort key: names in ``order`` first, in that order, then the rest alphabetically."""
    position = {name: index for index, name in enumerate(order)}
    return lambda name: (position.get(name, len(position)), name)


def _options(options: Mapping[str, Any], reader: Reader) -> str:
    """The options that differ from the game's defaults, written as on the command line."""
    changed = [
        f"{option.name}={spell_option(options[option.name])}"
        for option in reader.game.options
        if option.name in options and options[option.name] != option.default
    ]
    if not changed:
        return _esc(reader.t("options-default"))
    return (
        _esc(reader.t("options-changed")) + " " + ", ".join(f"<code>{_esc(c)}</code>" for c in changed) + "."
    )


def _win_rows(
    table: Mapping[str, Mapping[str, Any]], reader: Reader, label: Callable[[str], str]
) -> list[list[str]]:
    return [[label(who), *reader.win_cells(f)] for who, f in table.items()]


def _image(name: str, reader: Reader) -> str:
    alt = reader.t(f"alt-{name.removesuffix('.png')}")
    return f"<img src='{name}' alt='{_esc(alt)}'>"


def _glossary(reader: Reader, statistics: Sequence[str]) -> str:
    """The glossary: each of the game's statistics the report shows, then each statistical term."""
    t = reader.t
    parts = [f"<h2 id='glossary'>{_esc(t('h-glossary'))}</h2>"]
    if statistics:
        parts.append(f"<h3>{_esc(t('h-glossary_statistics', game=reader.game.name(reader.lang)))}</h3><dl>")
        parts.extend(
            f"<dt>{_esc(reader.statistic(n))}</dt><dd>{_esc(reader.about(n))}</dd>" for n in statistics
        )
        parts.append("</dl>")
    parts.append(f"<h3>{_esc(t('h-glossary_terms'))}</h3><dl>")
    parts.extend(
        f"<dt>{_esc(t(f'term-{term}'))}</dt><dd>{_esc(t(f'term-{term}-about'))}</dd>" for term in TERMS
    )
    parts.append("</dl>")
    return "".join(parts)


def write_report(
    out: Path,
    summary: Mapping[str, Any],
    records: Sequence[Mapping[str, Any]],
    lang: str = "en",
    *,
    plots: bool = True,
) -> list[str]:
    """Write the plots (unless ``plots`` is false) and ``report.html`` into ``out``, in ``lang``;
    the plot files written."""
    reader = reader_for(summary, lang)
    drawn = write_plots(out, summary, records, reader) if plots and records else []
    page = render_html(summary, drawn, reader, statistic_order(summary, records))
    (out / "report.html").write_text(page, encoding="utf-8")
    return drawn


# ---------------------------------------------------------------------- the league page

LEAGUE_TERMS = (
    "rating",
    "mu",
    "sigma",
    "ordinal",
    "rating_order",
    "head_to_head",
    "ci",
    "p_value",
    "sign_test",
    "paired_t",
)
"""The terms the league page's glossary explains (``report-term-NAME`` and ``-about``)."""


def render_league_html(summary: Mapping[str, Any], reader: Reader) -> str:
    """The report page of a league (``ratings.json``'s content), written for ``reader``: the
    ratings, every match with its head-to-head and a link to its own report, and a glossary."""
    t = reader.t
    title = t("league-title", game=reader.game.name(reader.lang))
    parts = _page_top(reader, title, summary.get("command"))
    parts.append(
        "<p>"
        + _esc(
            t(
                "league-facts",
                bots=reader.bots(summary["bots"]),
                matches=len(summary["matches"]),
                games=summary["games_per_match"],
                tables=", ".join(str(n) for n in summary["tables"]),
                seed=str(summary["seed"]),
                rated=summary["rated_games"],
                unrated=summary["unrated_games"],
            )
        )
        + " "
        + _options(summary.get("options", {}), reader)
        + "</p>"
    )
    parts.append(f"<h2>{_esc(t('league-ratings_title'))}</h2>")
    heads = [
        t(f"league-col-{c}") for c in ("rank", "bot", "ordinal", "mu", "sigma", "games", "wins", "seat_rate")
    ]
    rows = [reader.rating_cells(bot, facts) for bot, facts in summary["bots"].items()]
    parts.append(_table(heads, rows))
    parts.append(_note(t("league-note-ratings")))
    parts.append(f"<h2>{_esc(t('league-h-matches'))}</h2>")
    heads = [
        t(f"col-{c}") for c in ("pair", "games", "seats_ab", "wins_ab", "difference", "ci", "p", "method")
    ]
    lines = []
    for match in summary["matches"]:
        for facts in match["head_to_head"].values():
            lines.append([*reader.head_cells(facts), reader.method(facts["method"])])
    parts.append(_table(heads, lines))
    parts.append(_note(t("note-head")))
    links = "".join(
        f"<li><a href='{_esc(match['folder'])}/report.html'>{_esc(reader.bots(match['bots']))}</a> "
        f"({_esc(t('league-table', players=match['players']))})</li>"
        for match in summary["matches"]
    )
    parts.append(f"<h3>{_esc(t('league-h-reports'))}</h3><ul>{links}</ul>")
    parts.append(f"<h2 id='glossary'>{_esc(t('h-glossary'))}</h2><dl>")
    parts.extend(
        f"<dt>{_esc(t(f'term-{term}'))}</dt><dd>{_esc(t(f'term-{term}-about'))}</dd>" for term in LEAGUE_TERMS
    )
    parts.append("</dl>")
    files = {"ratings": "ratings.json", "games": "games.jsonl", "docs": "noppa league --help"}
    parts.append(_coded(reader, "league-files", **files) + "</body></html>")
    return "\n".join(parts)
