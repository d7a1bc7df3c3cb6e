"""Summary statistics: Wilson intervals, percentiles and the summary of game records."""

from __future__ import annotations

import math

import pytest

from noppa.sim.seeds import bot_seed, derive_seed, game_seed
from noppa.sim.stats import describe, percentile, summarise, wilson


def test_wilson_interval_known_values() -> None:
    # Wilson 95 % for 50/100 is 40.38 %–59.62 %; for 0/10 it is 0 %–27.75 % (textbook values).
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles_and_describe() -> None:
    data = [float(v) for v in range(1, 101)]
    assert percentile(data, 50) == pytest.approx(50.5)
    assert percentile(data, 5) == pytest.approx(5.95)
    facts = describe(reversed(data))
    assert facts["n"] == 100 and facts["mean"] == 50.5 and facts["min"] == 1 and facts["max"] == 100
    assert facts["sd"] == pytest.approx(math.sqrt(sum((v - 50.5) ** 2 for v in data) / 99))
    assert describe([]) == {"n": 0}


def test_seeds_are_stable_and_distinct() -> None:
    # Golden values: a change here would change every published simulation.
    assert derive_seed(0, "game", 0) == game_seed(0, 0) == 1626706634805885211
    seeds = {game_seed(7, i) for i in range(1000)} | {
        bot_seed(7, i, s) for i in range(1000) for s in range(4)
    }
    assert len(seeds) == 5000
    assert all(0 <= s < 2**63 for s in seeds)


def record(bots: list[str], winners: list[int], turns: int, **figures: float) -> dict[str, object]:
    return {
        "players": len(bots),
        "bots": bots,
        "winners": winners,
        "ranking": [winners, [s for s in range(len(bots)) if s not in winners]],
        "length": {"turns": turns, "actions": 2 * turns},
        "statistics": figures,
        "seat_statistics": [{"rolls": float(turns + seat)} for seat in range(len(bots))],
    }


def test_summary_counts_wins_by_bot_and_seat() -> None:
    records = [
        record(["a", "b"], [0], 10, busts=1),
        record(["b", "a"], [1], 20, busts=3),
        record(["a", "b"], [1], 30, busts=2),
        record(["b", "a"], [0, 1], 40, busts=0),
    ]
    summary = summarise(records)
    a, b = summary["wins_by_bot"]["a"], summary["wins_by_bot"]["b"]
    assert (a["games"], a["wins"], b["wins"]) == (4, 2.5, 1.5)
    assert summary["wins_by_seat"]["1"]["wins"] == 1.5
    assert summary["wins_by_seat_and_bot"]["2:a"]["wins"] == 1.5
    assert summary["length"]["turns"]["p50"] == 25
    assert summary["statistics"]["busts"]["mean"] == 1.5
    assert summary["bot_statistics"]["a"]["rolls"]["mean"] == pytest.approx((10 + 21 + 30 + 41) / 4)
    assert summary["chance_rate"] == 0.5 and summary["unfinished"] == 0
