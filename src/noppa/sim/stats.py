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
that meet in the same games are compared *paired* and *per seat held*: the mean of the per-game
difference of their win rates per seat, with an interval and a p value from one method
(:func:`head_to_head`), so that they never disagree.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

Z95 = 1.959963984540054
CONFIDENCE = 0.95
PERCENTILES = (5, 25, 50, 75, 95)
UNFINISHED = "sim.unfinished"
"""The ``reason`` of a game stopped at the action limit (a draw has the game's own reason)."""


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
    """Every two bots that met, compared **per seat held**, game by game: ``"a vs b"`` → the facts.

    In each game where both played, a's *seat rate* is its share of the game's win divided by the
    seats it held (one of its seats won: 1/seats), b's the same; the game's difference is a's minus
    b's. Dividing by the seats makes bots with different numbers of seats comparable: a bot in three
    seats of four wins more games than one in one seat by holding more seats, not by playing better,
    and two copies of one bot differ by zero per seat whatever seats they hold. (With equal seats it
    is the difference of game shares divided by the seats.) ``difference`` is the mean over games
    (= a's win rate per seat − b's in those games), with ``seats_a``, ``seats_b`` (seats per game,
    averaged), ``uneven`` (whether they differed), ``games``, ``wins_a`` and ``wins_b`` (game wins).

    The interval and the two-sided ``p_value`` of no difference always come from **one** method, so
    that the interval excludes 0 exactly when p < 0.05:

    - ``"sign"`` when every observation's difference has the same size, only its sign varying (as
      between two bots that fill the table: one of them won each game): the exact sign test — the
      binomial test of "a ahead" at 1/2, two-sided as twice the smaller tail — and its dual, the
      Clopper–Pearson interval on a's share of the observations, mapped back to the difference;
    - ``"paired-t"`` otherwise: the one-sample t test on the differences and its t interval (cut to
      [−1, 1], where a difference of seat rates lies: the cut never moves it across 0);
    - ``"constant"`` when every observation gave the same difference that is not a sign test's (0:
      a third bot won them all): no interval and no p (``None``).

    The unit is the *deal* (``record["deal"]``, the game itself unless the run used ``mirror``
    seating): games dealt the same dice are one observation, their differences averaged, since
    they are not independent. ``deals`` counts them.
    """
    met: dict[tuple[str, str], dict[object, list[tuple[float, float, int, int]]]] = defaultdict(dict)
    for position, record in enumerate(records):
        share = bot_shares(record)
        held = Counter(record["bots"])
        deal = record.get("deal")
        deal = ("game", position) if deal is None else int(deal)
        for a, b in combinations(sorted(share), 2):
            met[a, b].setdefault(deal, []).append((share[a], share[b], held[a], held[b]))
    out: dict[str, dict[str, Any]] = {}
    for (a, b), deals in sorted(met.items()):
        games = [game for dealt in deals.values() for game in dealt]
        differences = [sum(x / k - y / m for x, y, k, m in dealt) / len(dealt) for dealt in deals.values()]
        facts: dict[str, Any] = {
            "bots": [a, b],
            "games": len(games),
            "deals": len(deals),
            "wins_a": sum(game[0] for game in games),
            "wins_b": sum(game[1] for game in games),
            "seats_a": sum(game[2] for game in games) / len(games),
            "seats_b": sum(game[3] for game in games) / len(games),
            "uneven": any(k != m for _, _, k, m in games),
            **compare(differences),
        }
        out[f"{a} vs {b}"] = facts
    return out


def compare(differences: Sequence[float]) -> dict[str, Any]:
    """The mean of paired ``differences`` with its 95 % interval and the two-sided p value of a
    zero mean, both from one method (``sign``, ``paired-t`` or ``constant``: :func:`head_to_head`)."""
    from scipy import stats as scipy_stats

    n = len(differences)
    mean = sum(differences) / n
    facts: dict[str, Any] = {"difference": mean, "ci_low": None, "ci_high": None, "p_value": None}
    sizes = {round(abs(d), 12) for d in differences}
    if len(sizes) == 1 and 0 not in sizes:
        size = abs(differences[0])
        ahead = sum(1 for d in differences if d > 0)
        low, high = clopper_pearson(ahead, n)
        tails = min(scipy_stats.binom.cdf(ahead, n, 0.5), scipy_stats.binom.sf(ahead - 1, n, 0.5))
        facts.update(
            ci_low=size * (2 * low - 1),
            ci_high=size * (2 * high - 1),
            p_value=min(1.0, 2 * float(tails)),
            method="sign",
        )
    elif len(set(differences)) > 1:
        test = scipy_stats.ttest_1samp(differences, 0.0)
        interval = test.confidence_interval(CONFIDENCE)
        low, high = max(-1.0, float(interval.low)), min(1.0, float(interval.high))
        facts.update(ci_low=low, ci_high=high, p_value=float(test.pvalue), method="paired-t")
    else:  # every observation the same difference, not a sign test's (say 0: a third bot won them all)
        facts["method"] = "constant"
    return facts


def clopper_pearson(successes: int, trials: int) -> tuple[float, float]:
    """The exact (Clopper–Pearson) 95 % interval of a binomial proportion: the values of the
    proportion that neither one-sided exact test at 2.5 % rejects (the dual of the sign test)."""
    from scipy import stats as scipy_stats

    alpha = 1 - CONFIDENCE
    low = 0.0 if successes == 0 else float(scipy_stats.beta.ppf(alpha / 2, successes, trials - successes + 1))
    high = (
        1.0
        if successes == trials
        else float(scipy_stats.beta.ppf(1 - alpha / 2, successes + 1, trials - successes))
    )
    return (low, high)


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
    unfinished = draws = 0
    for record in records:
        share = shares(record)
        if record.get("reason") == UNFINISHED:
            unfinished += 1
        elif not record["winners"]:
            draws += 1  # the game ended by its rules with no winner (Dungeon Dice: nobody escaped)
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
        "draws": draws,
        "wins_by_bot": bot_wins(records),
        "head_to_head": head_to_head(records),
        "wins_by_seat": dict(sorted(win_table(by_seat).items(), key=lambda item: int(item[0]))),
        "wins_by_seat_and_bot": dict(sorted(win_table(by_seat_bot).items())),
        "mean_place_by_bot": {bot: describe(values) for bot, values in sorted(ranks.items())},
        "length": lengths,
        "statistics": statistics,
        "bot_statistics": bot_statistics,
    }
