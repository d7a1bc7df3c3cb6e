"""How much stronger the MCTS bot is than each game's heuristic bot, head to head, with 95 % CIs.

    python benchmarks/mcts_strength.py --games 400                    # every game that can determinize
    python benchmarks/mcts_strength.py --game dungeon-dice --mcts mcts:3000:z=2 --games 200
    python benchmarks/mcts_strength.py --game dungeon-dice --option challenge_rolls=fresh --games 100

Two players (or ``--players N``): the MCTS bot at one seat, rotating from game to game, and the
game's heuristic bot (``heuristic``) at every other seat, in ``--workers`` processes; every game
seeded from (``--seed``, index). It prints the MCTS bot's win rate with its Wilson 95 % interval
(against 1/N, what a bot as strong as the others wins), its iterations per second and seconds per
decision.

    python benchmarks/mcts_strength.py --game runebound --players 3 --games 100

For two-player Dungeon Dice it also measures the edge *exactly per decision*. The win solver evaluates the
best-expectation policy against itself (``winning.solve``), which gives, for every decision, the
chance of winning after each choice if both players then play for expectation. By the performance
difference lemma, the MCTS bot's edge over the expectation bot (against the expectation bot) is the
expected sum, over the decisions it makes, of (value of its choice − value of the expectation
choice). Averaged over games this estimate has a far smaller variance than counting wins, so a
few hundred games pin the edge down to a fraction of a percentage point. For reference the script
prints the exact edges of the win-maximising policy and of the one-step improvement (the best any
search with expectation playouts can reach).
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any, NamedTuple

from noppa import get_game, list_games
from noppa.bots import make_bot
from noppa.engine import NoppaError
from noppa.games.dungeon_dice.ai import win_bot, winning
from noppa.sim.seeds import bot_seed, game_seed
from noppa.sim.stats import Z95, wilson

Options = tuple[tuple[str, Any], ...]


class Match(NamedTuple):
    """What is measured: one MCTS bot (``mcts``) against the heuristic bot at every other seat."""

    game_id: str
    mcts: str
    seed: int
    options: Options
    players: int = 2


def play(match: Match, index: int) -> dict[str, Any]:
    """Game ``index``: MCTS at seat ``index % players``, the heuristic bot at every other seat."""
    game_id, mcts, seed, options, players = match
    game = get_game(game_id)
    seat = index % players
    bots = [make_bot(game, "heuristic", bot_seed(seed, index, s)) for s in range(players)]
    bots[seat] = make_bot(game, mcts, bot_seed(seed, index, seat))
    state = game.new_state(players, seed=game_seed(seed, index), options=dict(options))
    exact = game_id == "dungeon-dice" and players == 2  # the win solver is for two players
    rules = winning.Rules.from_options(state.options)
    advantage = 0.0
    decisions = deviations = 0
    while state.to_act is not None:
        view = state.view(state.to_act)
        choice = bots[state.to_act].choose(view)
        if state.to_act == seat:
            decisions += 1
            last = getattr(bots[seat], "last", None)
            if not exact and len(view["legal"]) > 1 and last is not None and last.incumbent is not None:
                deviations += choice != last.incumbent  # the search overruled the heuristic's answer
            if exact:
                reference = str(view["state"]["odds"]["best"])
                if choice != reference:
                    deviations += 1
                    values = win_bot.expectation_pairing(rules).values(win_bot.decision_of(view["state"]))
                    kind, base = choice.partition(":")[0], reference.partition(":")[0]
                    advantage += values[kind] - values[base]
        state.apply(choice)
    assert state.outcome is not None
    winners = state.outcome.winners
    stats = getattr(bots[seat], "stats", {})
    return {
        "win": (1.0 / len(winners)) if seat in winners else 0.0,
        "advantage": advantage if exact else None,
        "decisions": decisions,
        "deviations": deviations,
        "iterations": stats.get("iterations", 0.0),
        "search_seconds": stats.get("search_seconds", 0.0),
    }


def play_star(job: tuple[Match, int]) -> dict[str, Any]:
    return play(*job)


def measure(match: Match, games: int, *, workers: int, every: int) -> None:
    started = time.perf_counter()
    results: list[dict[str, Any]] = []
    with ProcessPoolExecutor(workers) as pool:
        for result in pool.map(play_star, [(match, index) for index in range(games)], chunksize=1):
            results.append(result)
            if every and len(results) % every == 0 and len(results) < games:
                report(match, results, time.perf_counter() - started, final=False)
    report(match, results, time.perf_counter() - started, final=True)


def report(match: Match, results: list[dict[str, Any]], elapsed: float, *, final: bool) -> None:
    """Print the figures of the games played so far."""
    game_id, mcts, _, options, players = match
    games = len(results)
    wins = sum(r["win"] for r in results)
    low, high = wilson(wins, games)
    decisions = sum(r["decisions"] for r in results)
    iterations = sum(r["iterations"] for r in results)
    searching = sum(r["search_seconds"] for r in results)
    status = "" if final else " (so far)"
    rules_text = ", ".join(f"{k}={v}" for k, v in options) or "default rules"
    others = "the heuristic bot" if players == 2 else f"{players - 1} heuristic bots"
    print(f"\n{game_id} ({rules_text}): {mcts} against {others}, {players} players, {games} games{status}")
    print(
        f"  MCTS win rate {wins / games:.1%} (95 % CI {low:.1%} – {high:.1%}); "
        f"a bot only as strong as the others wins {1 / players:.1%}"
    )
    print(
        f"  {iterations / max(searching, 1e-9):,.0f} iterations/s, {searching / max(decisions, 1):.2f} s per "
        f"decision, {decisions / games:.1f} decisions per game; {elapsed:.0f} s in all"
    )
    advantages = [r["advantage"] for r in results if r["advantage"] is not None]
    if not advantages:
        deviations = sum(r["deviations"] for r in results)
        print(f"  the search overruled the heuristic's answer in {deviations} of {decisions} decisions")
    if advantages:
        n = len(advantages)
        mean = sum(advantages) / n
        sd = math.sqrt(sum((a - mean) ** 2 for a in advantages) / (n - 1)) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n)
        deviations = sum(r["deviations"] for r in results)
        print(
            f"  exact per-decision estimate of the edge: {mean:+.2%} per game (95 % CI {mean - half:+.2%} – "
            f"{mean + half:+.2%}); it left the expectation choice in {deviations} of {decisions} decisions"
        )
        if not final:
            return
        rules = winning.Rules.from_options(get_game(game_id).resolve_options(dict(options)))
        expectation = win_bot.expectation_policy(rules)
        best = win_bot.solution(rules)
        for label, policy in (
            ("win-maximising policy", winning.best_policy(best)),
            ("one-step improvement", winning.best_policy(win_bot.expectation_pairing(rules))),
        ):
            pairing = winning.solve(rules, policy, expectation)
            edge = (pairing.win_first_seat() + pairing.win_second_seat()) / 2 - 0.5
            print(f"  for reference, the exact edge of the {label}: {edge:+.2%}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every game)")
    parser.add_argument("--mcts", default="mcts", help="the MCTS bot spec (default: mcts, the game's preset)")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument(
        "--players", type=int, default=2, help="one MCTS bot, the heuristic bot at the others"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=int, default=0, help="print the figures so far every N games")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    args = parser.parse_args(argv)
    for game_id in args.game or list_games():
        if get_game(game_id).search is None:
            print(f"\n{game_id}: no determinize yet, so no MCTS")
            continue
        options = tuple(tuple(pair.split("=", 1)) for pair in args.option)
        try:  # a table the game does not seat, or a bad option, is told here, not in a worker
            get_game(game_id).new_state(args.players, seed=0, options=dict(options))
        except NoppaError as error:
            parser.error(str(error))
        match = Match(game_id, args.mcts, args.seed, options, args.players)
        measure(match, args.games, workers=args.workers, every=args.every)


if __name__ == "__main__":
    main()
