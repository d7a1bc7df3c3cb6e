"""How a person reads a simulation's figures, in their language: report.html, its plots and the
terminal summary of ``noppa simulate`` all write through a :class:`Reader`.

Its texts are the ``report`` message domain (``sim/locale/{en,fi}.ftl``); a game's statistics are
named by the game's own catalog (``PREFIX-stat-NAME``, a short name, and ``PREFIX-stat-NAME-about``,
one line, beside the game's ``statistics.py``); bots by the labels the web shows
(:func:`noppa.bots.bot_label`). Each kind of figure has one format, the reader's (Babel):

========================  ======================================  =====================
figure                    English                                 Finnish
========================  ======================================  =====================
count (games, wins)       ``1,200`` (a shared win: ``2.5``)       ``1 200``, ``2,5``
rate (win rates, CI)      ``12.5%``, ``12.5% – 30.1%``            ``12,5 %``
difference of two rates   ``+4.2 pp``                             ``+4,2 %-yks.``
measure (mean, sd, …)     ``31.25``                               ``31,25``
p value                   ``0.031``, ``< 0.001``                  ``0,031``
========================  ======================================  =====================

The machine files (``games.jsonl``, ``summary.json``) keep the machine names and plain numbers.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from babel.lists import format_list

from noppa.bots import bot_label, is_python_spec, resolve_bot_name
from noppa.engine import Game, text
from noppa.engine.i18n import decimal, has_text, percent, register_domain

register_domain("report", Path(__file__).resolve().parent / "locale")


class Reader:
    """The figures of one run of ``game`` written for a reader of ``lang``."""

    def __init__(self, game: Game, lang: str, bots: Iterable[str] = ()) -> None:
        """``bots``: the run's bot specs, so that two specs with the same label can be told apart."""
        self.game = game
        self.lang = lang
        specs = list(dict.fromkeys(bots))
        labels = {spec: self._spec_label(spec) for spec in specs}
        shared = {label for label in labels.values() if list(labels.values()).count(label) > 1}
        self._bots = {
            spec: self.t("bot-spec", bot=label, spec=spec) if label in shared else label
            for spec, label in labels.items()
        }

    def t(self, key: str, /, **params: Any) -> str:
        """The report message ``report.KEY`` in the reader's language."""
        return text(f"report.{key}", self.lang, **params)

    # ------------------------------------------------------------------ numbers

    def count(self, value: float) -> str:
        """A count (games, wins): whole, or with one decimal when shared wins made it fractional."""
        return decimal(value, self.lang, 0 if float(value).is_integer() else 1)

    def rate(self, value: float) -> str:
        """A rate as a percentage with one decimal."""
        return percent(value, self.lang, 1)

    def interval(self, low: float | None, high: float | None) -> str:
        """A 95 % interval of rates, or *by construction* when there is none."""
        if low is None or high is None:
            return self.t("by_construction")
        return self.t("range", low=self.rate(low), high=self.rate(high))

    def points(self, difference: float) -> str:
        """A difference of two rates in signed percentage points."""
        sign = "+" if difference > 0 else "−" if difference < 0 else "±"
        return self.t("points", value=f"{sign}{decimal(abs(100 * difference), self.lang, 1)}")

    def points_interval(self, low: float | None, high: float | None) -> str:
        """A 95 % interval of a difference in percentage points, ``–`` when there is none."""
        if low is None or high is None:
            return "–"
        return self.t("points_range", low=self.points(low), high=self.points(high))

    def measure(self, value: float | None) -> str:
        """A mean, standard deviation, percentile or extreme: two decimals; ``–`` when missing."""
        if value is None or math.isnan(value):
            return "–"
        return decimal(value, self.lang, 2)

    def measure_interval(self, low: float | None, high: float | None) -> str:
        """A 95 % interval of a mean, ``–`` when there is none (a single game)."""
        if low is None or high is None:
            return "–"
        return self.t("range", low=self.measure(low), high=self.measure(high))

    def p_value(self, p: float | None) -> str:
        """A p value with three decimals (``< 0.001`` below that); ``–`` when there is none."""
        if p is None:
            return "–"
        return (
            self.t("p_small", value=decimal(0.001, self.lang, 3)) if p < 0.001 else decimal(p, self.lang, 3)
        )

    def per_second(self, rate: float) -> str:
        """Games per second: three decimals when a game takes seconds (search bots), else one."""
        return decimal(rate, self.lang, 1 if rate >= 1 else 3)

    def tick(self, value: float) -> str:
        """A plot's axis tick: whole numbers plainly, others with one decimal."""
        return decimal(value, self.lang, 0 if float(value).is_integer() else 1)

    # ------------------------------------------------------------------ names

    def bot(self, spec: str) -> str:
        """A bot spec of the run as players read it (``mcts:300`` → "Search (MCTS), 300 iterations")."""
        return self._bots.get(spec) or self._spec_label(spec)

    def _spec_label(self, spec: str) -> str:
        if is_python_spec(spec):
            return bot_label(self.game, spec, self.lang)  # your own bot: its module and name as typed
        base, _, params = spec.partition(":")
        label = bot_label(self.game, resolve_bot_name(self.game, base.strip()), self.lang)
        if not params:
            return label
        parts = []
        for index, param in enumerate(params.split(":")):
            if index == 0 and param.isdigit():
                parts.append(self.t("bot-iterations", count=int(param)))
            elif index == 0 and param.endswith("s") and _is_number(param[:-1]):
                parts.append(self.t("bot-seconds", seconds=decimal(float(param[:-1]), self.lang, 2)))
            else:
                parts.append(param)  # a search setting, written as on the command line
        return self.t("bot-with", bot=label, settings=", ".join(parts))

    def bots(self, specs: Iterable[str]) -> str:
        """The run's bots as a list the reader's language writes ("A, B and C", "A, B ja C")."""
        return format_list([self.bot(spec) for spec in specs], locale=self.lang)

    def seat(self, seat: str | int) -> str:
        """Seat ``seat`` (numbered from 1, as players read them)."""
        return self.t("seat", seat=int(seat))

    def seat_and_bot(self, key: str) -> str:
        """A ``wins_by_seat_and_bot`` key, ``"2:heuristic"``, as "Seat 2: Heuristic"."""
        seat, _, spec = key.partition(":")
        return self.t("seat_and_bot", seat=self.seat(seat), bot=self.bot(spec))

    def pair(self, bots: Iterable[str]) -> str:
        """Two bots of a head-to-head comparison, "A − B"."""
        a, b = bots
        return self.t("pair", a=self.bot(a), b=self.bot(b))

    # ------------------------------------------------------------------ rows of the summary

    def win_cells(self, facts: Mapping[str, Any]) -> list[str]:
        """A ``wins_by_*`` entry as the cells every win table shows: games, wins, rate, interval."""
        return [
            self.count(facts["games"]),
            self.count(facts["wins"]),
            self.rate(facts["rate"]),
            self.interval(facts["ci_low"], facts["ci_high"]),
        ]

    def head_cells(self, facts: Mapping[str, Any]) -> list[str]:
        """A ``head_to_head`` entry as its common cells: pair, games, seats per game, score,
        difference per seat, its interval and the p value of the same test."""
        seats = self.t("score", a=self.count(facts["seats_a"]), b=self.count(facts["seats_b"]))
        return [
            self.pair(facts["bots"]),
            self.count(facts["games"]),
            seats,
            self.t("score", a=self.count(facts["wins_a"]), b=self.count(facts["wins_b"])),
            self.points(facts["difference"]),
            self.points_interval(facts["ci_low"], facts["ci_high"]),
            self.p_value(facts["p_value"]),
        ]

    def rating_cells(self, bot: str, facts: Mapping[str, Any]) -> list[str]:
        """A league's rating of ``bot`` as its row: rank, name, ordinal (μ − 3σ), μ, σ, games,
        games won, win rate per seat held."""
        rate = facts.get("seat_rate")
        return [
            self.count(facts["rank"]),
            self.bot(bot),
            self.measure(facts["ordinal"]),
            self.measure(facts["mu"]),
            self.measure(facts["sigma"]),
            self.count(facts["games"]),
            self.count(facts["wins"]),
            "–" if rate is None else self.rate(rate),
        ]

    def statistic(self, name: str) -> str:
        """The short name of one of the game's statistics (``dd-stat-NAME``)."""
        return text(self._stat_key(name), self.lang)

    def about(self, name: str) -> str:
        """The one-line explanation of one of the game's statistics (``dd-stat-NAME-about``)."""
        return text(self._stat_key(name) + ".about", self.lang)

    def has_statistic(self, name: str) -> bool:
        """Whether the game's catalog names and explains the statistic ``name``."""
        key = self._stat_key(name)
        return has_text(key, self.lang) and has_text(key + ".about", self.lang)

    def _stat_key(self, name: str) -> str:
        return f"{self.game.prefix}.stat.{name}"

    def length(self, measure: str) -> str:
        """A measure of a game's length (``turns``, ``actions``, ``events``)."""
        return self.t(f"length-{measure}")

    def method(self, method: str) -> str:
        """How a head-to-head interval and p value were found (``sign``, ``paired-t``, ``constant``)."""
        return self.t(f"method-{method.replace('-', '_')}")

    def seating(self, seating: str) -> str:
        """A seating rule's name."""
        return self.t(f"seating-{seating}")

    def backend(self, backend: str) -> str:
        """Where the games ran (``local``, ``ray``), as a phrase after "run"."""
        return self.t(f"backend-{backend}")


def _is_number(written: str) -> bool:
    try:
        float(written)
    except ValueError:
        return False
    return True
