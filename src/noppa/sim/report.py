"""The report of a simulation: PNG plots (matplotlib, imported only here) gathered in an HTML page.

:func:`write_report` writes into the output folder ``wins_by_bot.png``, ``wins_by_seat.png``,
``length.png``, ``statistics.png`` and ``bot_statistics.png`` (those that have something to show)
and ``report.html``, which holds the summary tables and shows the plots. Without matplotlib the
page is written with its tables only and says so.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

MAX_PANELS = 32


def _pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def _ci(low: float | None, high: float | None) -> str:
    """A 95 % interval of rates, or why there is none."""
    return "by construction" if low is None or high is None else f"{_pct(low)} – {_pct(high)}"


def _pp(value: float) -> str:
    return f"{100 * value:+.1f} pp"


def _num(value: Any) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return "–"
        if value.is_integer() and abs(value) < 1e15:
            return f"{int(value):,}"
        return f"{value:,.2f}" if abs(value) < 1000 else f"{value:,.0f}"
    return html.escape(str(value))


# ---------------------------------------------------------------------- plots


def write_plots(out: Path, summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]) -> list[str]:
    """Draw the PNG plots into ``out``; the file names written (none without matplotlib)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    written: list[str] = []

    def save(figure: Any, name: str) -> None:
        figure.tight_layout()
        figure.savefig(out / name, dpi=110)
        plt.close(figure)
        written.append(name)

    chance = summary["chance_rate"]
    for key, title, name in (
        ("wins_by_bot", "Share of its games each bot won (95 % CI, by game)", "wins_by_bot.png"),
        ("wins_by_seat", "Win rate by seat (95 % CI; players numbered from 1)", "wins_by_seat.png"),
    ):
        table = summary[key]
        labels = list(table)
        rates = [table[k]["rate"] for k in labels]
        # a figure that holds by construction has no interval: no error bar
        lows = [table[k]["rate"] if table[k]["ci_low"] is None else table[k]["ci_low"] for k in labels]
        highs = [table[k]["rate"] if table[k]["ci_high"] is None else table[k]["ci_high"] for k in labels]
        errors = [
            [max(0.0, rate - low) for rate, low in zip(rates, lows, strict=True)],
            [max(0.0, high - rate) for rate, high in zip(rates, highs, strict=True)],
        ]
        figure, axes = plt.subplots(figsize=(7, 0.6 + 0.5 * len(labels)))
        axes.barh(labels, rates, xerr=errors, color="#4c72b0", capsize=4)
        if key == "wins_by_bot":
            # a bot with k of n seats wins k/n of its games by chance
            for row, label in enumerate(labels):
                share = table[label]["chance"]
                axes.plot([share, share], [row - 0.4, row + 0.4], color="#c44e52", linestyle="--")
        else:
            axes.axvline(chance, color="#c44e52", linestyle="--", label=f"chance ({_pct(chance)})")
            axes.legend(loc="lower right")
        axes.set_xlim(0, 1)
        axes.invert_yaxis()
        axes.set_xlabel("share of games won")
        axes.set_title(title)
        save(figure, name)

    lengths = list(records[0]["length"])
    figure, axes_row = plt.subplots(1, len(lengths), figsize=(4 * len(lengths), 3.2), squeeze=False)
    for axes, name in zip(axes_row[0], lengths, strict=True):
        values = [record["length"][name] for record in records]
        _histogram(axes, values)
        facts = summary["length"][name]
        for q, style in (("p5", ":"), ("p50", "-"), ("p95", ":")):
            axes.axvline(facts[q], color="#c44e52", linestyle=style, linewidth=1)
        axes.set_title(f"{name} per game (median {facts['p50']:g})")
    save(figure, "length.png")

    names = [n for n, facts in summary["statistics"].items() if facts.get("sd", 0) > 0][:MAX_PANELS]
    if names:
        columns = min(4, len(names))
        rows = -(-len(names) // columns)
        figure, grid = plt.subplots(rows, columns, figsize=(3.3 * columns, 2.5 * rows), squeeze=False)
        for axes, name in zip(grid.flat, names, strict=False):
            _histogram(axes, [record["statistics"].get(name, 0) for record in records])
            axes.set_title(name, fontsize=9)
        for axes in list(grid.flat)[len(names) :]:
            axes.set_visible(False)
        save(figure, "statistics.png")

    bots = summary["bot_statistics"]
    figure_names = sorted(
        {name for figures in bots.values() for name, facts in figures.items() if facts.get("sd", 0) > 0}
    )[:MAX_PANELS]
    if bots and figure_names:
        columns = min(4, len(figure_names))
        rows = -(-len(figure_names) // columns)
        figure, grid = plt.subplots(rows, columns, figsize=(3.3 * columns, 0.9 + 0.45 * len(bots) * rows))
        labels = list(bots)
        for axes, name in zip(getattr(grid, "flat", [grid]), figure_names, strict=False):
            means = [bots[b].get(name, {}).get("mean", 0.0) for b in labels]
            spread = [
                max(0.0, facts.get("mean", 0.0) - facts.get("ci_low", facts.get("mean", 0.0)))
                for facts in (bots[b].get(name, {}) for b in labels)
            ]
            axes.barh(labels, means, xerr=spread, color="#55a868", capsize=3)
            axes.invert_yaxis()
            axes.set_title(f"{name} per game", fontsize=9)
            axes.tick_params(labelsize=8)
        for axes in list(getattr(grid, "flat", [grid]))[len(figure_names) :]:
            axes.set_visible(False)
        save(figure, "bot_statistics.png")
    return written


def _histogram(axes: Any, values: Sequence[float]) -> None:
    low, high = min(values), max(values)
    whole = all(float(v).is_integer() for v in values)
    if whole and high - low <= 60:
        bins: Any = [v - 0.5 for v in range(int(low), int(high) + 2)]
    else:
        bins = 30
    axes.hist(values, bins=bins, color="#4c72b0", edgecolor="white", linewidth=0.4)
    axes.tick_params(labelsize=8)


# ---------------------------------------------------------------------- the page

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 70em; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: .5em 0 1em; font-size: .9em; }
th, td { padding: .25em .7em; border-bottom: 1px solid #eee; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f4f4f4; } code { background: #f4f4f4; padding: 0 .3em; }
img { max-width: 100%; display: block; margin: 1em 0; } .note { color: #666; font-size: .9em; }
"""


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{_num(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def _win_rows(table: Mapping[str, Mapping[str, float]]) -> list[list[Any]]:
    return [
        [who, int(t["games"]), t["wins"], _pct(t["rate"]), _ci(t["ci_low"], t["ci_high"])]
        for who, t in table.items()
    ]


def _bot_rows(table: Mapping[str, Mapping[str, Any]]) -> list[list[Any]]:
    return [
        [
            bot,
            int(t["games"]),
            t["wins"],
            _pct(t["rate"]),
            _ci(t["ci_low"], t["ci_high"]),
            _pct(t["chance"]),
            t["seats_per_game"],
            _pct(t["seat_rate"]),
            _ci(t["seat_ci_low"], t["seat_ci_high"]),
        ]
        for bot, t in table.items()
    ]


def _head_rows(table: Mapping[str, Mapping[str, Any]]) -> list[list[Any]]:
    return [
        [
            " − ".join(t["bots"]),
            int(t["games"]),
            f"{_num(t['wins_a'])} – {_num(t['wins_b'])}",
            _pp(t["difference"]),
            "–" if t["ci_low"] is None else f"{_pp(t['ci_low'])} … {_pp(t['ci_high'])}",
            "–" if t["p_value"] is None else f"{t['p_value']:.3g}",
            t["method"],
        ]
        for t in table.values()
    ]


def _describe_rows(table: Mapping[str, Mapping[str, float]]) -> list[list[Any]]:
    keys = ("mean", "sd", "min", "p5", "p25", "p50", "p75", "p95", "max")
    return [[name, *(facts.get(k, math.nan) for k in keys)] for name, facts in table.items()]


def render_html(summary: Mapping[str, Any], plots: Sequence[str], title: str) -> str:
    """The report page for ``summary`` (with its ``run`` facts) showing the ``plots``."""
    run = summary.get("run", {})
    spec = summary.get("spec", {})
    parts = [
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
    ]
    parts.append(f"<style>{_STYLE}</style></head><body><h1>{html.escape(title)}</h1>")
    if run.get("command"):
        parts.append(f"<p><code>{html.escape(run['command'])}</code></p>")
    options = ", ".join(f"{k}={v}" for k, v in spec.get("options", {}).items()) or "defaults"
    parts.append(
        f"<p>{summary['games']} games, {summary['players']} players, bots "
        f"{html.escape(', '.join(spec.get('bots', [])))} (seating: {html.escape(spec.get('seating', ''))}), "
        f"seed {spec.get('seed')}, options: {html.escape(options)}. "
        f"Chance alone wins {_pct(summary['chance_rate'])} of games. "
        f"Unfinished games: {summary['unfinished']}.</p>"
    )
    aliases = [f"{k} = {v}" for k, v in summary.get("bot_names", {}).items() if k.partition(":")[0] != v]
    if aliases:
        parts.append(f"<p class='note'>Bots by another name: {html.escape('; '.join(aliases))}.</p>")
    parts.append("<h2>Who wins</h2>")
    headers = [
        "bot",
        "games",
        "games won",
        "win rate",
        "95 % CI",
        "by chance",
        "seats per game",
        "per seat",
        "95 % CI per seat",
    ]
    parts.append(_table(headers, _bot_rows(summary["wins_by_bot"])))
    parts.append(
        "<p class='note'>Each game is one observation of a bot, however many seats it holds: its share of "
        "the game's win (1 if one of its seats won). <i>By chance</i> is its share of the seats; "
        "<i>per seat</i> is its wins over its seats (the game figures divided by its seats per game). "
        "A bot that holds every seat wins every finished game by construction, so it has no interval.</p>"
    )
    if summary.get("head_to_head"):
        heads = ["a − b", "games", "wins a – b", "difference", "95 % CI", "p", "method"]
        parts.append(_table(heads, _head_rows(summary["head_to_head"])))
        parts.append(
            "<p class='note'>Head to head: in every game where both played, the difference of their "
            "shares of the win, averaged over those games (pp = percentage points). When every game "
            "went to one of the two, Wilson's interval and the exact binomial test; otherwise a "
            "paired t interval and t test.</p>"
        )
    parts.append(_table(["seat", "games", "wins", "win rate", "95 % CI"], _win_rows(summary["wins_by_seat"])))
    parts.append(
        _table(
            ["seat:bot", "games", "wins", "win rate", "95 % CI"], _win_rows(summary["wins_by_seat_and_bot"])
        )
    )
    places = [
        [bot, f["mean"], f["sd"], f.get("ci_low", math.nan), f.get("ci_high", math.nan)]
        for bot, f in summary["mean_place_by_bot"].items()
    ]
    parts.append(_table(["bot", "mean place (its seats, per game)", "sd", "95 % CI low", "high"], places))
    parts.extend(f"<img src='{name}' alt='{name}'>" for name in plots if name.startswith("wins"))
    parts.append("<h2>How long games last</h2>")
    heads = ["measure", "mean", "sd", "min", "p5", "p25", "median", "p75", "p95", "max"]
    parts.append(_table(heads, _describe_rows(summary["length"])))
    parts.extend(f"<img src='{name}' alt='{name}'>" for name in plots if name == "length.png")
    if summary["statistics"]:
        parts.append("<h2>What happens in a game</h2>")
        parts.append(_table(["statistic (per game)", *heads[1:]], _describe_rows(summary["statistics"])))
        parts.extend(f"<img src='{name}' alt='{name}'>" for name in plots if name == "statistics.png")
    bots = summary["bot_statistics"]
    names = sorted({name for figures in bots.values() for name in figures})
    if names:
        parts.append("<h2>How each bot plays (mean per seat and game)</h2>")
        rows = [[name, *(bots[b].get(name, {}).get("mean", math.nan) for b in bots)] for name in names]
        parts.append(_table(["statistic", *bots], rows))
        parts.extend(f"<img src='{name}' alt='{name}'>" for name in plots if name == "bot_statistics.png")
    if run:
        parts.append("<h2>The run</h2>")
        parts.append(
            f"<p>{run.get('backend')} backend, {run.get('workers')} workers: {run.get('seconds', 0):.1f} s, "
            f"{_rate(run.get('games_per_second', 0))} games/s.</p>"
        )
        rows = [
            [
                bot,
                int(f["decisions"]),
                1000 * f["seconds_per_decision"],
                f.get("iterations_per_second", math.nan),
            ]
            for bot, f in run.get("bots", {}).items()
        ]
        parts.append(_table(["bot", "decisions", "ms per decision", "search iterations/s"], rows))
    if not plots:
        parts.append("<p class='note'>No plots: install matplotlib (pip install 'noppa[sim]').</p>")
    parts.append(
        "<p class='note'>Win rates: Wilson 95 % intervals over games; a shared win counts 1/k for each "
        "of k winners. Means: Student's t 95 % intervals, a bot's figures averaged over its seats in "
        "each game. Files: games.jsonl (one game per line), summary.json.</p></body></html>"
    )
    return "\n".join(parts)


def write_report(
    out: Path, summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]], title: str
) -> list[str]:
    """Write the plots and ``report.html`` into ``out``; the plot files written."""
    plots = write_plots(out, summary, records) if records else []
    (out / "report.html").write_text(render_html(summary, plots, title), encoding="utf-8")
    return plots


def _rate(games_per_second: float) -> str:
    """Games per second, with three decimals when a game takes seconds (search bots)."""
    return f"{games_per_second:,.1f}" if games_per_second >= 1 else f"{games_per_second:.3f}"
