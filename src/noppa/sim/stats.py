"""Summaries of simulated games: win rates with 95 % confidence intervals, percentiles, means.

Pure Python (no numpy), so a summary never needs the plotting extras. Win rates use the Wilson
score interval, which behaves at 0 % and 100 % and for small samples, unlike the normal
approximation. A game won by several seats counts 1/k of a win for each of its k winners.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

Z95 = 1.959963984540054
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


def percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) of sorted values, interpolating linearly between ranks."""
    if not ordered:
        return math.nan
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def describe(values: Iterable[float]) -> dict[str, float]:
    """Count, mean, standard deviation, 95 % CI of the mean, min, percentiles and max."""
    data = sorted(float(v) for v in values)
    n = len(data)
    if n == 0:
        return {"n": 0}
    mean = sum(data) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in data) / (n - 1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    out = {"n": n, "mean": mean, "sd": sd, "ci_low": mean - half, "ci_high": mean + half, "min": data[0]}
    for q in PERCENTILES:
        out[f"p{q}"] = percentile(data, q)
    out["max"] = data[-1]
    return out


def win_table(pairs: Iterable[tuple[str, float]]) -> dict[str, dict[str, float]]:
    """From (who, share of a win) per seat and game: games, wins, rate and its 95 % interval."""
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


def summarise(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The summary of a run's game records (everything in ``summary.json`` but the run facts)."""
    if not records:
        return {"games": 0}
    first = records[0]
    players = int(first["players"])
    by_bot: list[tuple[str, float]] = []
    by_seat: list[tuple[str, float]] = []
    by_seat_bot: list[tuple[str, float]] = []
    seat_figures: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    unfinished = 0
    for record in records:
        share = shares(record)
        if not record["winners"]:
            unfinished += 1
        for seat, bot in enumerate(record["bots"]):
            by_bot.append((bot, share[seat]))
            # Seats are numbered as players read them, from 1 (DD-NUM-01: one numbering everywhere).
            by_seat.append((str(seat + 1), share[seat]))
            by_seat_bot.append((f"{seat + 1}:{bot}", share[seat]))
            figures = record["seat_statistics"][seat] if record["seat_statistics"] else {}
            for name, value in figures.items():
                seat_figures[bot][name].append(float(value))
    lengths = {name: describe(record["length"][name] for record in records) for name in first["length"]}
    names = sorted({name for record in records for name in record["statistics"]})
    statistics = {name: describe(record["statistics"].get(name, 0.0) for record in records) for name in names}
    bot_statistics = {
        bot: {name: describe(values) for name, values in sorted(figures.items())}
        for bot, figures in seat_figures.items()
    }
    ranks: dict[str, list[float]] = defaultdict(list)
    for record in records:
        place = 1
        for group in record["ranking"]:
            for seat in group:
                ranks[record["bots"][seat]].append(float(place))
            place += len(group)
    return {
        "games": len(records),
        "players": players,
        "chance_rate": 1.0 / players,
        "unfinished": unfinished,
        "wins_by_bot": dict(sorted(win_table(by_bot).items())),
        "wins_by_seat": dict(sorted(win_table(by_seat).items(), key=lambda item: int(item[0]))),
        "wins_by_seat_and_bot": dict(sorted(win_table(by_seat_bot).items())),
        "mean_place_by_bot": {bot: describe(values) for bot, values in sorted(ranks.items())},
        "length": lengths,
        "statistics": statistics,
        "bot_statistics": bot_statistics,
    }
