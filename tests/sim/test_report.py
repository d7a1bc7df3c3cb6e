"""report.html, its plots and the terminal summary in the reader's language: names for every
statistic and bot, numbers as the language writes them, no id, key or English word in Finnish
(the scanner of ``tests/i18n/test_game_text.py``), and a glossary."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from noppa import get_game, list_games
from noppa.bots import bot_label
from noppa.engine.i18n import check_catalogs, collecting_problems
from noppa.sim import SimulationSpec, report
from noppa.sim.reading import Reader
from noppa.sim.report import TERMS, write_report
from noppa.sim.runner import SEATINGS
from tests.i18n.test_game_text import problems_in

LANGS = ("en", "fi")
RUNS = {
    "dungeon-dice": SimulationSpec("dungeon-dice", 2, 4, ("heuristic", "random"), seed=4),
    "key-to-the-kingdom": SimulationSpec("key-to-the-kingdom", 2, 3, ("heuristic", "random"), seed=3),
    "runebound": SimulationSpec("runebound", 2, 2, ("heuristic", "random"), seed=2),
}
"""A few games of each game, heuristic against random: every statistic the game keeps shows."""


class Visible(HTMLParser):
    """The text a reader sees on a page (tooltips and image descriptions included), without the
    command line and the file names, which are written in code as typed."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("code", "style"):
            self._skip += 1
        self.lines.extend(value for name, value in attrs if name in ("title", "alt") and value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("code", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.lines.append(data.strip())


def plot_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Collects every text of every plot drawn from now on (titles, labels, ticks, legends)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.text import Text

    seen: list[str] = []
    close = plt.close

    def closing(figure: Any = None) -> None:
        seen.extend(t.get_text() for t in figure.findobj(Text) if t.get_text().strip())
        close(figure)

    monkeypatch.setattr(plt, "close", closing)
    return seen


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, tuple[dict[str, Any], list[Any]]]]:
    """Each game's run: its summary and records (the files are written in English)."""
    from noppa.cli.simulate import simulate

    found = {}
    for game_id, spec in RUNS.items():
        out = tmp_path_factory.mktemp(game_id)
        summary = simulate(spec, out, workers=1, plots=False, command=f"noppa simulate {game_id}")
        records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
        found[game_id] = (summary, records)
    yield found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(RUNS))
def test_the_report_reads_cleanly(
    game_id: str, lang: str, runs: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    summary, records = runs[game_id]
    monkeypatch.setattr(report, "MAX_PANELS", 4)  # every kind of panel, fewer of them (time)
    drawn = plot_texts(monkeypatch)
    with collecting_problems() as fluent:
        plots = write_report(tmp_path, summary, records, lang)
        console = Console(record=True, width=160)
        from noppa.cli.simulate import print_summary

        print_summary(console, summary, lang)
    assert {"wins_by_bot.png", "wins_by_seat.png", "length.png", "statistics.png"} <= set(plots)
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert f"<html lang='{lang}'>" in page
    visible = Visible()
    visible.feed(page)
    boxes = r"[│┃┏┓┗┛┡┩└┘━─┳┻╇╈┼┬┴]+"
    terminal = [re.sub(boxes, " ", line).strip() for line in console.export_text().splitlines()]
    shown = {"page": visible.lines, "plot": drawn, "terminal": [line for line in terminal if line]}
    assert drawn and shown["terminal"]
    bad = sorted(set(fluent))
    statistics = set(summary["statistics"]) | {n for f in summary["bot_statistics"].values() for n in f}
    everything = "\n".join(line for lines in shown.values() for line in lines)
    scan = bool(problems_in(everything, game_id, lang))  # once over all: each line only to say where
    for where, lines in shown.items():
        for line in dict.fromkeys(lines):
            if scan:
                bad.extend(f"{where} {line!r}: {why}" for why in problems_in(line, game_id, lang))
            for name in statistics:
                # no statistic by its machine name; in Finnish not even a one-word one ("turns")
                if ("_" in name or lang == "fi") and re.search(rf"\b{name}\b", line):
                    bad.append(f"{where} {line!r}: the statistic id {name!r}")
            for number in re.findall(r"\d[\d.,\u00a0 ]*\s?%?", line):
                if lang == "fi" and (re.search(r"\d\.\d", number) or re.search(r"\d%", number)):
                    bad.append(f"{where} {line!r}: {number!r} is not written the Finnish way")
                if lang == "en" and re.search(r"\d\s%|\d,\d{1,2}(?!\d)", number):
                    bad.append(f"{where} {line!r}: {number!r} is not written the English way")
    assert not bad, f"{len(bad)} problems, first: " + "\n".join(bad[:25])


@pytest.mark.parametrize("game_id", list(RUNS))
def test_the_glossary_names_and_explains_every_statistic_and_term(
    game_id: str, runs: Any, tmp_path: Path
) -> None:
    summary, records = runs[game_id]
    reader = Reader(get_game(game_id), "fi", summary["spec"]["bots"])
    write_report(tmp_path, summary, records, "fi", plots=False)
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    glossary = page[page.index("id='glossary'") :]
    names = set(summary["statistics"]) | {n for f in summary["bot_statistics"].values() for n in f}
    for name in sorted(names):
        assert reader.has_statistic(name), f"{game_id}: no name or explanation for {name!r}"
        assert f"<dt>{reader.statistic(name)}</dt><dd>{reader.about(name)}</dd>" in glossary
    for term in TERMS:
        assert f"<dt>{reader.t(f'term-{term}')}</dt>" in glossary
    assert "Sanasto" in page and "luottamusväli" in glossary


@pytest.mark.parametrize("game_id", list_games())
def test_every_statistic_a_game_keeps_has_a_name_and_a_line_in_both_languages(game_id: str) -> None:
    """Every figure the game's study reports, for a game just begun: names are declared, not found."""
    game = get_game(game_id)
    state = game.new_state(game.player_counts.start, seed=1)
    study = game.study
    assert study is not None
    names = set(study.statistics(state)) | {n for seat in study.seat_statistics(state) for n in seat}
    assert names
    for lang in LANGS:
        reader = Reader(game, lang)
        missing = sorted(n for n in names if not reader.has_statistic(n))
        assert not missing, f"{game_id} ({lang}): no name or explanation for {missing}"
        assert len({reader.statistic(n) for n in names}) == len(names), "two statistics share a name"


def test_numbers_are_written_the_readers_way() -> None:
    game = get_game("dungeon-dice")
    en, fi = Reader(game, "en"), Reader(game, "fi")
    assert (en.rate(0.125), fi.rate(0.125)) == ("12.5%", "12,5\u00a0%")
    assert en.interval(0.125, 0.3) == "12.5% – 30.0%" and fi.interval(None, None) == "väistämätön"
    assert (en.points(0.042), fi.points(-0.042), en.points(0.0)) == ("+4.2 pp", "−4,2 %-yks.", "±0.0 pp")
    assert (en.count(1200), fi.count(1200), fi.count(2.5)) == ("1,200", "1\u00a0200", "2,5")
    assert (en.measure(31.25), fi.measure(31.25), fi.measure(None)) == ("31.25", "31,25", "–")
    assert (en.p_value(0.0312), fi.p_value(0.0001), en.p_value(None)) == ("0.031", "< 0,001", "–")


def test_bots_are_named_as_the_web_names_them() -> None:
    game = get_game("dungeon-dice")
    en = Reader(game, "en", ["heuristic", "mcts:300:c=0.5", "mcts:0.2s"])
    assert en.bot("heuristic") == bot_label(game, "expectation", "en") == "Expectation (best exact odds)"
    assert en.bot("mcts:300:c=0.5") == "Search (Monte Carlo tree search), 300 iterations, c=0.5"
    assert en.bot("mcts:0.2s") == "Search (Monte Carlo tree search), 0.20 s per decision"
    assert Reader(game, "fi").bot("random") == "Satunnainen (mikä tahansa sallittu siirto)"
    twins = Reader(game, "en", ["default", "expectation"])  # two specs, one bot: told apart
    assert twins.bot("default") == "Expectation (best exact odds) (default)"
    assert en.bots(["heuristic", "random"]) == "Expectation (best exact odds) and Random (any legal move)"


def test_the_catalogs_are_complete_and_name_every_seating_and_method() -> None:
    assert check_catalogs() == []
    reader = Reader(get_game("runebound"), "fi")
    with collecting_problems() as problems:
        for seating in SEATINGS:
            reader.seating(seating)
        for method in ("sign", "paired-t", "constant"):
            reader.method(method)
        for backend in ("local", "ray"):
            reader.backend(backend)
        for measure in ("turns", "actions", "events"):
            reader.length(measure)
    assert problems == []
