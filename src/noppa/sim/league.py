"""A league of bots: every pair (and larger tables) plays a match, and openskill rates them all.

:func:`plan` lists the matches of a league: for each table size, every set of that many distinct
bots, its bots in a fixed (sorted) order and its seed derived from the league's seed and the
match, never from the order the bots were given. Each match is a simulation
(:class:`~noppa.sim.runner.SimulationSpec`, ``permute`` seating: the seats rotate through every
order) played by :func:`noppa.cli.simulate.simulate` into its own folder ``matches/KEY/`` — its
``games.jsonl``, ``summary.json`` and ``report.html`` as any simulation writes them. A match whose
folder already holds the games of exactly that spec is not played again, so adding a bot plays
only the matches it is in.

:func:`rate` rates every bot from all the games of the league's matches with openskill's
Plackett–Luce model and its defaults (μ = 25, σ = 25/3), as the web server rates players
(``noppa.server.ratings``, which needs the web extra; the model here is the same one): each game
ranks the bots by its outcome's finishing order (a draw ties them), one game at a time in a fixed
order — game 0 of every match (matches sorted by key), then game 1, … — so the ratings are the
same at every run whatever was played when. Each bot gets μ, σ and the conservative ordinal
μ − 3σ. Games stopped at the action limit rank nobody and are not rated.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from noppa.sim.runner import SimulationSpec
from noppa.sim.seeds import derive_seed
from noppa.sim.stats import UNFINISHED, head_to_head

MATCHES = "matches"
"""The folder of a league that holds one folder per match."""


@dataclass(frozen=True)
class Match:
    """One table of a league: its ``key`` (folder name) and the simulation that plays it."""

    key: str
    spec: SimulationSpec

    @property
    def bots(self) -> tuple[str, ...]:
        return self.spec.bots


def match_key(players: int, bots: Sequence[str]) -> str:
    """A folder name for the match of ``bots`` (sorted) at a table of ``players``: readable, and
    unique through a short digest of the exact specs."""
    readable = "-vs-".join(re.sub(r"[^A-Za-z0-9._=-]+", "_", bot)[:32] for bot in bots)
    digest = f"{derive_seed(0, 'match', players, *bots):016x}"[:8]
    return f"{players}p-{readable}-{digest}"


def plan(
    game: str,
    bots: Sequence[str],
    tables: Sequence[int],
    *,
    games: int,
    seed: int,
    options: Mapping[str, Any],
    max_actions: int,
) -> list[Match]:
    """Every match of a league, sorted by key: for each table size in ``tables``, every set of
    that many distinct ``bots``."""
    unique = sorted(dict.fromkeys(bots))
    matches = []
    for players in sorted(set(tables)):
        for group in combinations(unique, players):
            spec = SimulationSpec(
                game=game,
                players=players,
                games=games,
                bots=tuple(group),
                seed=derive_seed(seed, "league", players, *group),
                options=dict(options),
                seating="permute",
                max_actions=max_actions,
            )
            matches.append(Match(match_key(players, group), spec))
    return sorted(matches, key=lambda match: match.key)


def played(folder: Path, spec: SimulationSpec) -> list[dict[str, Any]] | None:
    """The records of a match already played in ``folder`` for exactly ``spec``, or ``None``."""
    try:
        summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
        if summary.get("run", {}).get("interrupted") or summary.get("spec") != spec.to_json():
            return None
        with (folder / "games.jsonl").open(encoding="utf-8") as lines:
            records = [json.loads(line) for line in lines if line.strip()]
    except (OSError, ValueError, AttributeError):
        return None
    return records if len(records) == spec.games else None


def play(
    out: Path,
    matches: Sequence[Match],
    simulate: Callable[[SimulationSpec, Path], Mapping[str, Any]],
) -> tuple[dict[str, list[dict[str, Any]]], list[str]]:
    """The records of every match, playing (with ``simulate(spec, folder)``) those not played yet.

    Returns the records by match key and the keys played now. Stops at a match that was
    interrupted (Ctrl-C): its games are kept in its folder but it counts as not played.
    """
    records: dict[str, list[dict[str, Any]]] = {}
    now: list[str] = []
    for match in matches:
        folder = out / MATCHES / match.key
        found = played(folder, match.spec)
        if found is None:
            summary = simulate(match.spec, folder)
            now.append(match.key)
            if summary.get("run", {}).get("interrupted"):
                raise KeyboardInterrupt
            found = played(folder, match.spec)
            if found is None:  # pragma: no cover - simulate wrote what it was asked
                raise RuntimeError(f"the match {match.key} left no games in {folder}")
        records[match.key] = found
    return records, now


def rating_order(records: Mapping[str, Sequence[Mapping[str, Any]]]) -> list[tuple[str, Mapping[str, Any]]]:
    """The games in the order they are rated: game 0 of every match (by key), then game 1, …"""
    longest = max((len(games) for games in records.values()), default=0)
    return [
        (key, records[key][index])
        for index in range(longest)
        for key in sorted(records)
        if index < len(records[key])
    ]


def rate(records: Mapping[str, Sequence[Mapping[str, Any]]], bots: Sequence[str]) -> dict[str, Any]:
    """Every bot's openskill rating from all the games, in :func:`rating_order`.

    Returns ``bots`` (spec → ``mu``, ``sigma``, ``ordinal`` (μ − 3σ), ``rank``, ``games``,
    ``wins``, ``draws``, ``seats``, ``seat_rate``), ``rated_games`` and ``unrated_games``.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {bot: model.rating(name=bot) for bot in bots}
    facts: dict[str, dict[str, float]] = {bot: defaultdict(float) for bot in bots}
    rated = unrated = 0
    for _, record in rating_order(records):
        seats: list[str] = list(record["bots"])
        for bot in set(seats):
            facts[bot]["games"] += 1
            facts[bot]["seats"] += seats.count(bot)
        winners = record.get("winners") or []
        for seat in winners:
            facts[seats[seat]]["wins"] += 1 / len(winners)
        ranking = record.get("ranking") or []
        if record.get("reason") == UNFINISHED or not ranking:
            unrated += 1
            continue
        if not winners:
            for bot in set(seats):
                facts[bot]["draws"] += 1
        place = {seat: index + 1 for index, group in enumerate(ranking) for seat in group}
        teams = [[ratings[bot]] for bot in seats]
        new = model.rate(teams, ranks=[float(place[seat]) for seat in range(len(seats))])
        for seat, bot in enumerate(seats):
            ratings[bot] = new[seat][0]
        rated += 1
    table: dict[str, dict[str, Any]] = {}
    for bot in bots:
        rating, counts = ratings[bot], facts[bot]
        table[bot] = {
            "mu": rating.mu,
            "sigma": rating.sigma,
            "ordinal": rating.ordinal(),
            "games": int(counts["games"]),
            "wins": counts["wins"],
            "draws": int(counts["draws"]),
            "seats": int(counts["seats"]),
            "seat_rate": counts["wins"] / counts["seats"] if counts["seats"] else None,
        }
    for rank, bot in enumerate(sorted(bots, key=lambda b: (-table[b]["ordinal"], b)), start=1):
        table[bot]["rank"] = rank
    ordered = dict(sorted(table.items(), key=lambda item: item[1]["rank"]))
    return {"bots": ordered, "rated_games": rated, "unrated_games": unrated}


def model_facts() -> dict[str, Any]:
    """The rating model as ``ratings.json`` states it."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    return {
        "name": "openskill PlackettLuce",
        "mu": model.mu,
        "sigma": model.sigma,
        "beta": model.beta,
        "tau": model.tau,
        "ordinal": "mu - 3 * sigma",
        "order": "game 0 of every match (matches sorted by key), then game 1, and so on",
    }


def league_summary(
    league: Mapping[str, Any], matches: Sequence[Match], records: Mapping[str, Sequence[Mapping[str, Any]]]
) -> dict[str, Any]:
    """``ratings.json``: the league's set-up, the model, each bot's rating and each match."""
    bots = list(league["bots"])
    rated = rate(records, bots)
    return {
        **league,
        "model": model_facts(),
        **rated,
        "matches": [
            {
                "key": match.key,
                "players": match.spec.players,
                "bots": list(match.bots),
                "games": len(records[match.key]),
                "folder": f"{MATCHES}/{match.key}",
                "head_to_head": head_to_head(records[match.key]),
            }
            for match in matches
        ],
    }


def write_games(path: Path, records: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
    """All the league's games in one ``games.jsonl``, in the order they were rated, each line a
    simulator record with its ``match`` key added."""
    with path.open("w", encoding="utf-8") as lines:
        for key, record in rating_order(records):
            lines.write(json.dumps({"match": key, **record}, separators=(",", ":")) + "\n")
