"""Speed of bots, search and simulation, for every registered game. Figures are printed, never asserted.

    python benchmarks/sim_bench.py             # about two minutes
    python benchmarks/sim_bench.py --quick     # a smoke run for CI (a few seconds plus starting Ray)
    python benchmarks/sim_bench.py --no-ray    # skip the Ray cluster
    python benchmarks/sim_bench.py --game key-to-the-kingdom --no-ray   # sections 1 and 2, one game

1. **Games per second per bot**: every seat played by the same bot, in one process, through
   views exactly as ``noppa simulate`` plays (so bot thinking is included); beside it the same
   games with every view carrying the event log (``logs``: how ``noppa simulate`` played before
   views left out the log that no bot reads) and the speed-up.
2. **MCTS iterations per second**: searches from positions along a game, with the game's playout
   policy and with random playouts, and for games with their own ``evaluate`` (Key to the Kingdom)
   with the game's playouts cut after 40 actions (``game/40``), as the search bot is used there.
3. **Simulation throughput and scaling**: the same seeded simulation on the local backend with 1
   and 2 worker processes and on a local Ray cluster with 2 CPUs; the records must be identical.
4. **The Dungeon Dice win solver**: its size, sweeps and solve time (no cache), and the exact win
   rate of the win-maximising policy against the best-expectation policy.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from pathlib import Path
from tempfile import TemporaryDirectory

from noppa import get_game, list_games
from noppa.bots import MCTSBot, bot_names
from noppa.engine import Game, State
from noppa.extras import install_command
from noppa.sim import SimulationSpec, play_game, run
from noppa.sim.runner import GameResult

FAILURES: list[str] = []


def table(game: Game) -> int:
    """The smallest table of two or more players (or the game's only size)."""
    counts = game.player_counts
    return 2 if 2 in counts else counts.start


CUT = 40
"""Playout depth of the search bot for games with their own ``evaluate`` (their playouts are long)."""


def cuts_playouts(game: Game) -> bool:
    """Whether the game scores playouts cut short (its search has its own ``evaluate``)."""
    return game.search is not None and game.search.has_evaluation


def preset_settings(game: Game, players: int) -> str:
    """The game's search preset for the table without its budget (``depth=10:tree=1``…), or ``""``."""
    preset = game.search.preset(players) if game.search else ""
    return ":".join(part for part in preset.split(":") if "=" in part)


def bots_to_time(game: Game, players: int, mcts: str) -> list[str]:
    """Every bot of the game; the search bot only at the smallest table of two (its games are long),
    with the game's preset settings at this budget (else playouts cut at ``CUT`` actions when the
    game can evaluate them)."""
    names = []
    for name in bot_names(game):
        if name == "mcts":
            if players == table(game):
                preset = preset_settings(game, players)
                if preset:
                    names.append(f"{mcts}:{preset}")
                else:
                    names.append(f"{mcts}:depth={CUT}" if cuts_playouts(game) else mcts)
        else:
            names.append(name)
    return names


def failed(what: str, error: Exception) -> None:
    """Report a measurement that could not be made (a game's bug shows here), and go on."""
    FAILURES.append(what)
    print(f"  FAILED {what}: {type(error).__name__}: {error}")


def games_per_second(game_id: str, players: int, bot: str, seconds: float) -> tuple[int, float, float, float]:
    """Self-play games of ``bot`` for about ``seconds``: (games, games/s, actions/s, games/s with logs).

    Games alternate: the even ones are played as ``noppa simulate`` plays them, the odd ones with
    every view carrying its event log (``play_game(logs=True)``, as it played before views left the
    log out), so both figures come from the same moments of a busy machine. (Not the same game
    twice: a replay would find the game's caches warm.) ``games`` counts both kinds.
    """
    spec = SimulationSpec(game_id, players, 10**9, (bot,), seed=1).checked()
    play_game(spec, 10**9 - 1)  # warm up: first uses load tables
    games = actions = plain = logged = 0
    spent = [0.0, 0.0]
    clock = time.perf_counter
    while sum(spent) < seconds or not (plain and logged):
        with_logs = games % 2 == 1
        started = clock()
        result = play_game(spec, games, logs=with_logs)
        spent[with_logs] += clock() - started
        if with_logs:
            logged += 1
        else:
            plain += 1
            actions += result.record["length"]["actions"]
        games += 1
    return games, plain / spent[0], actions / spent[0], logged / spent[1]


def positions(game: Game, players: int, count: int) -> Iterator[State]:
    """Decisions with a real choice along one random game."""
    state = game.new_state(players, seed=3)
    rng = random.Random(3)
    found = 0
    while state.to_act is not None and found < count:
        if len(state.legal_actions()) > 1:
            found += 1
            yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def iterations_per_second(game: Game, players: int, settings: str, seconds: float) -> tuple[int, float]:
    """MCTS searches (bot spec parameters ``settings``) from several positions for ``seconds`` in all:
    (iterations, iterations/s)."""
    places = list(positions(game, players, 8))
    iterations = 0
    spent = 0.0
    for state in places:
        bot = MCTSBot.from_spec(f"{seconds / len(places)}s:{settings}", 0)
        bot.choose(state.view(state.to_act))
        assert bot.last is not None
        iterations += bot.last.iterations
        spent += bot.last.seconds
    return iterations, iterations / spent


def timed_run(spec: SimulationSpec, **how: object) -> tuple[list[GameResult], float]:
    started = time.perf_counter()
    results = list(run(spec, **how))  # type: ignore[arg-type]
    return results, time.perf_counter() - started


def scaling(games: int, search_games: int, mcts: str, use_ray: bool) -> None:
    print("\n3. Simulation throughput and scaling (same seed: records must be identical)")
    workloads = [
        ("light", SimulationSpec("dungeon-dice", 2, games, ("heuristic", "random"), seed=1)),
        ("search", SimulationSpec("dungeon-dice", 2, search_games, (mcts, "heuristic"), seed=1)),
    ]
    rows: dict[str, list[tuple[str, list[GameResult], float]]] = {}
    for label, spec in workloads:
        rows[label] = [("local, 1 worker", *timed_run(spec, backend="local", workers=1))]
        rows[label].append(("local, 2 workers", *timed_run(spec, backend="local", workers=2)))
    if use_ray:
        import logging

        import ray

        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
        try:
            for label, spec in workloads:
                rows[label].append(("ray, 2 CPUs", *timed_run(spec, backend="ray")))
        finally:
            ray.shutdown()
    print(f"{'workload':<9} {'backend':<16} {'games':>6} {'seconds':>8} {'games/s':>9} {'speed-up':>8}  same")
    for label, _ in workloads:
        base = [r.record for r in rows[label][0][1]]
        base_seconds = rows[label][0][2]
        for name, results, seconds in rows[label]:
            same = [r.record for r in results] == base
            print(
                f"{label:<9} {name:<16} {len(results):>6} {seconds:>8.2f} {len(results) / seconds:>9.1f} "
                f"{base_seconds / seconds:>8.2f}  {'yes' if same else 'NO'}"
            )


def solver(quick: bool) -> None:
    from noppa.games.dungeon_dice.ai import win_bot, winning

    print("\n4. Dungeon Dice, two players: the win-maximising policy (value iteration, no cache)")
    rules = winning.Rules()
    size = winning.count_decisions(rules)
    solved = winning.solve(rules)
    print(
        f"default rules: {size['positions']} turn-start positions, {size['decisions']:,} decision states "
        f"({size['tool']:,} roll-or-stop, {size['after']} after a challenge); {solved.sweeps} sweeps, "
        f"{solved.seconds:.2f} s"
    )
    if quick:
        return
    expectation = win_bot.expectation_policy(rules)
    pairing = winning.solve(rules, winning.best_policy(solved), expectation)
    first, second = pairing.win_first_seat(), pairing.win_second_seat()
    print(
        f"exact: win policy beats the expectation policy {first:.2%} moving first, {second:.2%} "
        f"moving second, {(first + second) / 2:.2%} on average"
    )
    hot = winning.Rules(hot_dice=True)
    size = winning.count_decisions(hot)
    started = time.perf_counter()
    solved_hot = winning.solve(hot)
    print(
        f"hot dice: {size['decisions']:,} decision states; {solved_hot.sweeps} sweeps, "
        f"{time.perf_counter() - started:.2f} s"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--games", type=int, default=3000, help="games of the light scaling workload")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray cluster")
    parser.add_argument("--strict", action="store_true", help="exit with status 1 if a measurement fails")
    parser.add_argument(
        "--game", action="append", help="only this game in sections 1 and 2 (repeatable; default: every game)"
    )
    args = parser.parse_args(argv)
    games_to_time = args.game or list_games()
    seconds = 0.1 if args.quick else args.seconds
    games = 40 if args.quick else args.games
    mcts = "mcts:20" if args.quick else "mcts:100"
    try:
        import ray  # noqa: F401

        use_ray = not args.no_ray
    except ImportError:
        use_ray = False
        print(f"(Ray is not installed: {install_command('ray')}; its figures are skipped)")

    print(f"1. Games per second, self-play through views, one process ({mcts}: iterations per decision)")
    print(
        f"{'game':<20} {'players':>7} {'bot':<38} {'games':>6} {'games/s':>9} {'actions/s':>10} "
        f"{'logs g/s':>9} {'speed-up':>8}"
    )
    for game_id in games_to_time:
        game = get_game(game_id)
        counts = game.player_counts
        tables = [table(game)] if args.quick else sorted({counts.start, table(game), min(4, counts.stop - 1)})
        for players in tables:
            for bot in bots_to_time(game, players, mcts):
                try:
                    n, per_second, actions, with_logs = games_per_second(game_id, players, bot, seconds)
                except Exception as error:
                    failed(f"{game_id} {players} players {bot}", error)
                    continue
                print(
                    f"{game_id:<20} {players:>7} {bot:<38} {n:>6} {per_second:>9.2f} {actions:>10.0f} "
                    f"{with_logs:>9.2f} {per_second / with_logs:>8.2f}"
                )

    print("\n2. MCTS iterations per second (8 positions along a random game; preset: the game's settings)")
    print(f"{'game':<20} {'players':>7} {'rollout':<8} {'iterations':>10} {'per second':>11}")
    for game_id in games_to_time:
        game = get_game(game_id)
        if game.search is None:
            print(f"{game_id:<20} (no determinize yet: no MCTS)")
            continue
        counts = game.player_counts
        tables = [table(game)] if args.quick else sorted({table(game), min(4, counts.stop - 1)})
        for players in tables:
            kinds = [("game", ""), ("random", "rollout=random")]
            if cuts_playouts(game):
                kinds.append((f"game/{CUT}", f"depth={CUT}"))
            preset = preset_settings(game, players)
            if preset:
                kinds.append(("preset", preset))
            for label, settings in kinds:
                try:
                    n, per_second = iterations_per_second(game, players, settings, seconds * 2)
                except Exception as error:
                    failed(f"MCTS on {game_id}, {players} players, {label} playouts", error)
                    continue
                print(f"{game_id:<20} {players:>7} {label:<8} {n:>10} {per_second:>11.0f}")

    if args.game:
        if FAILURES:
            print(f"\n{len(FAILURES)} measurement(s) failed: {'; '.join(FAILURES)}")
            if args.strict:
                raise SystemExit(1)
        return
    scaling(games, 4 if args.quick else 40, mcts, use_ray)
    with TemporaryDirectory() as cache:
        import os

        os.environ["NOPPA_HOME"] = str(Path(cache))
        solver(args.quick)
    if FAILURES:
        print(f"\n{len(FAILURES)} measurement(s) failed: {'; '.join(FAILURES)}")
        if args.strict:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
