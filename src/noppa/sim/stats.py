"""Summaries of simulated games: win rates with 95 % confidence intervals, percentiles, means.

**The game is the unit of every interval.** A bot that fills several seats of a game makes one
observation there, not several: its *share of the game's win* (1 if one of its seats won, 1/k of
a win for each of a game's k winners), so its game win rate is a proportion over games. Its seats
won ``wins / seats`` of the time; since a bot holds the same number of seats in every game of a
run, that per-seat rate and its interval are the game figures divided by its seats per game. A bot
that holds every seat wins every finished game by construction: no interval is given then.

Win rates use the Wilson score interval, which behaves at 0 % and 100 % and for small samples,
unlike the normal approximation (kept as a formula: it takes the fractional win counts of shared
wins, which scipy's ``binomtest`` does not; the tests check it against scipy on whole counts).
Means use Student's t (scipy, of the ``sim`` extra, imported only when a summary is made). Two bots
that meet in the same games are compared *paired*: the mean of the per-game difference of their
win shares, with a paired t interval.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

Z95 = 1.959963984540054
CONFIDENCE = 0.95
PERCENTILES = (5, 25, 50, 75, 95)


def wilson(wins: float, games: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate ``wins / games`` (95 % by default)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def t_interval(mean: float, sd: float, n: int) -> tuple[float, float]:
    """The 95 % Student's t interval of a mean of ``n`` values (``n >= 2``) with sample sd ``sd``."""
    if sd == 0:
        return (mean, mean)
    from scipy import stats as scipy_stats

    low, high = scipy_stats.t.interval(CONFIDENCE, n - 1, loc=mean, scale=sd / math.sqrt(n))
    return (float(low), float(high))


def percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) of sorted values, interpolating linearly between ranks."""
    if not ordered:
        return math.nan
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def describe(values: Iterable[float]) -> dict[str, float]:
    """Count, mean, standard deviation, 95 % t interval of the mean, min, percentiles and max.

    With a single value there is no interval (no ``ci_low``/``ci_high``).
    """
    data = sorted(float(v) for v in values)
    n = len(data)
    if n == 0:
        return {"n": 0}
    mean = sum(data) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in data) / (n - 1)) if n > 1 else 0.0
    out = {"n": n, "mean": mean, "sd": sd}
    if n > 1:
        out["ci_low"], out["ci_high"] = t_interval(mean, sd, n)
    out["min"] = data[0]
    for q in PERCENTILES:
        out[f"p{q}"] = percentile(data, q)
    out["max"] = data[-1]
    return out


def win_table(pairs: Iterable[tuple[str, float]]) -> dict[str, dict[str, float]]:
    """From (who, share of the game's win) once per game: games, wins, rate and its 95 % interval.

    Each pair must be one game's observation of ``who`` (a seat number, a seat and bot): a bot with
    several seats in a game is summed first (:func:`bot_wins`).
    """
    games: dict[str, int] = defaultdict(int)
    wins: dict[str, float] = defaultdict(float)
    for who, share in pairs:
        games[who] += 1
        wins[who] += share
    table = {}
    for who, played in games.items():
        low, high = wilson(wins[who], played)
        table[who] = {
            "games": played,
            "wins": wins[who],
            "rate": wins[who] / played,
            "ci_low": low,
            "ci_high": high,
        }
    return table


def shares(record: Mapping[str, Any]) -> list[float]:
    """Each seat's share of the win in one game record."""
    winners = record["winners"]
    out = [0.0] * record["players"]
    for seat in winners:
        out[seat] = 1.0 / len(winners)
    return out


def bot_shares(record: Mapping[str, Any]) -> dict[str, float]:
    """Each bot's share of the win in one game: the sum over its seats (one observation per game)."""
    out: dict[str, float] = defaultdict(float)
    for bot, share in zip(record["bots"], shares(record), strict=True):
        out[bot] += share
    return dict(out)


def bot_wins(records: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per bot: its game win rate (Wilson over games) and what that means per seat.

    ``games`` games played, ``seats`` seats held in all, ``seats_per_game``; ``wins`` games won
    (shared wins in part); ``rate``, ``ci_low``, ``ci_high`` the share of its games it won;
    ``chance`` the share it would win if all seats were alike (its seats per game / players);
    ``seat_rate``, ``seat_ci_low``, ``seat_ci_high`` the same per seat (wins / seats);
    ``by_construction`` whether it held every seat of every game, so that it wins every finished
    game whatever it does: then there is no interval (the ``ci`` fields are ``None``).
    """
    played: dict[str, int] = defaultdict(int)
    seats: dict[str, int] = defaultdict(int)
    wins: dict[str, float] = defaultdict(float)
    alone: dict[str, bool] = defaultdict(lambda: True)
    for record in records:
        for bot, share in bot_shares(record).items():
            played[bot] += 1
            wins[bot] += share
            held = record["bots"].count(bot)
            seats[bot] += held
            alone[bot] = alone[bot] and held == record["players"]
    table: dict[str, dict[str, Any]] = {}
    for bot in sorted(played):
        games, per_game = played[bot], seats[bot] / played[bot]
        rate = wins[bot] / games
        facts: dict[str, Any] = {
            "games": games,
            "seats": seats[bot],
            "seats_per_game": per_game,
            "wins": wins[bot],
            "rate": rate,
            "ci_low": None,
            "ci_high": None,
            "chance": per_game / records[0]["players"],
            "seat_rate": wins[bot] / seats[bot],
            "seat_ci_low": None,
            "seat_ci_high": None,
            "by_construction": alone[bot],
        }
        if not alone[bot]:
            low, high = wilson(wins[bot], games)
            facts.update(ci_low=low, ci_high=high, seat_ci_low=low / per_game, seat_ci_high=high / per_game)
        table[bot] = facts
    return table


def head_to_head(records: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every two bots that met, compared paired, game by game: ``"a vs b"`` → the facts.

    Over the ``games`` where both played: ``wins_a`` and ``wins_b`` (their game wins), the mean of
    the per-game difference of their win shares (``difference``, = rate of a − rate of b in those
    games), its 95 % interval and the two-sided ``p_value`` of no difference. When every game went
    to a or to b (each difference ±1, as between two bots that fill the table) the difference is
    2·(a's share of the games) − 1, and ``method`` is ``"wilson"``: Wilson's interval on that share,
    mapped back, with the exact binomial test's p. Otherwise (a third bot won some, or wins were
    shared) ``method`` is ``"paired-t"``: the paired t interval (cut to [−1, 1]) and t test; if
    then every game gave the same difference, ``"constant"``, with no interval and no p (``None``).

    The unit is the *deal* (``record["deal"]``, the game itself unless the run used ``mirror``
    seating): games dealt the same dice are one observation, their differences averaged, since
    they are not independent. ``deals`` counts them.
    """
    from scipy import stats as scipy_stats

    met: dict[tuple[str, str], dict[object, list[tuple[float, float]]]] = defaultdict(dict)
    for position, record in enumerate(records):
        share = bot_shares(record)
        deal = record.get("deal")
        deal = ("game", position) if deal is None else int(deal)
        for a, b in combinations(sorted(share), 2):
            met[a, b].setdefault(deal, []).append((share[a], share[b]))
    out: dict[str, dict[str, Any]] = {}
    for (a, b), deals in sorted(met.items()):
        games = [pair for dealt in deals.values() for pair in dealt]
        n = len(deals)
        differences = [sum(x - y for x, y in dealt) / len(dealt) for dealt in deals.values()]
        mean = sum(differences) / n
        facts: dict[str, Any] = {
            "bots": [a, b],
            "games": len(games),
            "deals": n,
            "wins_a": sum(x for x, _ in games),
            "wins_b": sum(y for _, y in games),
            "difference": mean,
            "ci_low": None,
            "ci_high": None,
            "p_value": None,
            "method": "paired-t",
        }
        if all(d in (-1.0, 1.0) for d in differences):
            ahead = sum(1 for d in differences if d > 0)
            low, high = wilson(ahead, n)
            p_value = scipy_stats.binomtest(ahead, n).pvalue
            facts.update(ci_low=2 * low - 1, ci_high=2 * high - 1, p_value=float(p_value), method="wilson")
        elif len(set(differences)) > 1:
            test = scipy_stats.ttest_1samp(differences, 0.0)
            interval = test.confidence_interval(CONFIDENCE)
            low, high = max(-1.0, float(interval.low)), min(1.0, float(interval.high))
            facts.update(ci_low=low, ci_high=high, p_value=float(test.pvalue))
        else:  # every game the same difference, not ±1 (say 0: a third bot won them all): no spread
            facts["method"] = "constant"
        out[f"{a} vs {b}"] = facts
    return out


def places(record: Mapping[str, Any]) -> list[float]:
    """Each seat's place in one game (1 is first; tied seats share the best place of their group)."""
    out = [0.0] * record["players"]
    place = 1
    for group in record["ranking"]:
        for seat in group:
            out[seat] = float(place)
        place += len(group)
    return out


def per_bot_means(record: Mapping[str, Any], figures: Sequence[float]) -> dict[str, float]:
    """Each bot's mean of a per-seat figure over its seats in one game (one observation per game)."""
    sums: dict[str, float] = defaultdict(float)
    for bot, value in zip(record["bots"], figures, strict=True):
        sums[bot] += value
    return {bot: total / record["bots"].count(bot) for bot, total in sums.items()}


def summarise(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The summary of a run's game records (everything in ``summary.json`` but the run facts)."""
    if not records:
        return {"games": 0}
    first = records[0]
    players = int(first["players"])
    by_seat: list[tuple[str, float]] = []
    by_seat_bot: list[tuple[str, float]] = []
    seat_figures: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    ranks: dict[str, list[float]] = defaultdict(list)
    unfinished = 0
    for record in records:
        share = shares(record)
        if not record["winners"]:
            unfinished += 1
        for seat, bot in enumerate(record["bots"]):
            # Seats are numbered as players read them, from 1 (DD-NUM-01: one numbering everywhere).
            by_seat.append((str(seat + 1), share[seat]))
            by_seat_bot.append((f"{seat + 1}:{bot}", share[seat]))
        if record["ranking"]:
            for bot, place in per_bot_means(record, places(record)).items():
                ranks[bot].append(place)
        figures = record["seat_statistics"] or []
        for name in sorted({name for seat in figures for name in seat}):
            values = [float(seat.get(name, 0.0)) for seat in figures]
            for bot, mean in per_bot_means(record, values).items():
                seat_figures[bot][name].append(mean)
    lengths = {name: describe(record["length"][name] for record in records) for name in first["length"]}
    names = sorted({name for record in records for name in record["statistics"]})
    statistics = {name: describe(record["statistics"].get(name, 0.0) for record in records) for name in names}
    bot_statistics = {
        bot: {name: describe(values) for name, values in sorted(figures.items())}
        for bot, figures in sorted(seat_figures.items())
    }
    return {
        "games": len(records),
        "players": players,
        "chance_rate": 1.0 / players,
        "unfinished": unfinished,
        "wins_by_bot": bot_wins(records),
        "head_to_head": head_to_head(records),
        "wins_by_seat": dict(sorted(win_table(by_seat).items(), key=lambda item: int(item[0]))),
        "wins_by_seat_and_bot": dict(sorted(win_table(by_seat_bot).items())),
        "mean_place_by_bot": {bot: describe(values) for bot, values in sorted(ranks.items())},
        "length": lengths,
        "statistics": statistics,
        "bot_statistics": bot_statistics,
    }
