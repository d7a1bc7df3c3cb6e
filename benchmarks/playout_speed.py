"""Random-playout steps per CPU-second of every game, beside two yardsticks measured in the same run.

A step is one decision taken (one ``apply``; the forced rolls after it are part of its time); every
decision is a uniformly random legal action, and each new game starts from a new seed. The
yardsticks:

- **OpenSpiel's pure-Python tic-tac-toe** (``pyspiel.load_game("python_tic_tac_toe")``): a small
  game written in Python against a mature framework's state interface, played the same way
  (``apply_action(choice(legal_actions()))``). Skipped when open_spiel is not installed.
- **A bare loop of Dungeon Dice's rules**: the same rules with the default options, written as one
  plain function over local lists (the dice resolved by the rules' own ``faces.resolve``) — no
  actions, events, history, validation or dice source. What the engine costs on top of the rules
  is the gap between it and ``dungeon-dice``.

Every row runs with the garbage collector as noppa's own long runs set it (``noppa.tuning``: what
is loaded frozen, wider generations), the same for every row: it raises Key to the
Kingdom's and Runebound's ratios to tic-tac-toe by 5–8 %; ``--plain-gc`` keeps CPython's defaults.

Figures are printed, never asserted (the goal in issue 18: Dungeon Dice at least 0.5× the bare loop).

    python benchmarks/playout_speed.py            # about 3 CPU-s per row, in 10 alternating slices
    python benchmarks/playout_speed.py --quick    # a smoke for CI, a fraction of a second per row
    python benchmarks/playout_speed.py --seconds 10 --players 3
"""

from __future__ import annotations

import argparse
import importlib
import random
import time
from collections.abc import Callable

from noppa import get_game, list_games
from noppa.games.dungeon_dice.rules.faces import DICE, GUARD, PATH_LENGTH, SUPPLY, resolve
from noppa.tuning import tune_gc

Playout = Callable[[int], int]
"""Plays one random game from a seed and answers the number of steps it took."""

BARE = "bare dungeon-dice loop"
TIC_TAC_TOE = "openspiel python_tic_tac_toe"


def noppa_playout(game_id: str, players: int) -> Playout:
    """One random game of a noppa game, through the engine's public contract."""
    game = get_game(game_id)

    def play(seed: int) -> int:
        choice = random.Random(seed).choice
        state = game.new_state(players, seed=seed)
        apply = state.apply
        legal_actions = state.legal_actions
        steps = 0
        while state.to_act is not None:
            apply(choice(legal_actions()))
            steps += 1
        return steps

    return play


def openspiel_playout() -> Playout | None:
    """One random game of OpenSpiel's pure-Python tic-tac-toe, or ``None`` without open_spiel."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        importlib.import_module("open_spiel.python.games.tic_tac_toe")  # registers the Python game
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")

    def play(seed: int) -> int:
        choice = random.Random(seed).choice
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            steps += 1
        return steps

    return play


def bare_dungeon_dice(players: int) -> Playout:
    """Dungeon Dice's rules with the default options as one plain loop: the engine-free yardstick.

    Challenges at the start of a turn (DD-CHAL-01a), guards kept between challenge rolls
    (DD-CHAL-02a), three cards taken (DD-CHAL-03), the 28-card supply (DD-EDGE-01), no hot dice and
    no guard penalty. A decision is a uniformly random pick among the same choices the engine offers.
    """

    def play(seed: int) -> int:
        rng = random.Random(seed)
        choice = rng.choice
        rand = random.Random(seed + 1).random
        paths = [0] * players
        supply = SUPPLY
        seat = 0
        steps = 0
        while True:
            # a turn: challenge (only at its start) or roll, then roll on or stop
            wall = [0] * 7
            held = taken = 0
            target = -1
            targets = [s for s in range(players) if s != seat and paths[s]]
            choices: list[str | int] = ["roll", *targets]
            pick = choice(choices) if targets else "roll"
            if targets:
                steps += 1
            ended = False
            while pick != "roll" and not ended:  # challenges of one opponent, then stop or again
                target = int(pick)
                guards = 0
                for _ in range(3):
                    guards += sum(1 for _ in range(DICE - guards) if int(rand() * 6) + 1 == GUARD)
                    if guards >= 3:
                        break
                if guards < 3:
                    paths[target] += taken
                    ended = True
                    break
                take = min(3, paths[target])
                paths[target] -= take
                taken += take
                again: list[str | int] = ["stop", target]
                pick = choice(again) if paths[target] else "stop"
                steps += 1
                if pick == "stop":
                    break
            if not ended and pick == "roll":
                while True:
                    faces = [int(rand() * 6) + 1 for _ in range(DICE - sum(wall))]
                    moved, earned, _ = resolve(wall, faces)
                    if not any(moved):
                        supply += held
                        ended = True
                        break
                    for face in range(1, 7):
                        wall[face] += moved[face]
                    if wall[GUARD] >= 3:
                        supply += held
                        ended = True
                        break
                    drawn = min(earned, supply)
                    supply -= drawn
                    held += drawn
                    if sum(wall) == DICE:
                        break  # a full wall ends the turn, the cards kept
                    steps += 1
                    if choice(("roll", "stop")) == "stop":
                        break
            if not ended:
                need = PATH_LENGTH - paths[seat]
                own = min(held, need)
                laid = min(taken, need - own)
                supply += held - own
                if target >= 0:
                    paths[target] += taken - laid
                paths[seat] += own + laid
                if paths[seat] >= PATH_LENGTH:
                    return steps
            seat = (seat + 1) % players

    return play


def measure(
    rows: list[tuple[str, Playout]], seconds: float, rounds: int
) -> dict[str, tuple[int, int, float]]:
    """(games, steps, seconds) per row, the rows taking turns in ``rounds`` short slices.

    Time is this process's CPU time (``time.process_time``), so waiting for a core on a shared
    machine is not counted. The load still changes from one second to the next (caches, clock);
    taking turns gives every row the same mix of quiet and busy moments, so the ratios between rows
    hold even when the absolute figures wander. Each slice plays whole games, seeded in turn.
    """
    totals = {name: (0, 0, 0.0) for name, _ in rows}
    clock = time.process_time
    for _ in range(rounds):
        for name, play in rows:
            games, steps, elapsed = totals[name]
            start = clock()
            deadline = start + seconds / rounds
            while True:
                steps += play(games)
                games += 1
                now = clock()
                if now >= deadline:
                    break
            totals[name] = (games, steps, elapsed + now - start)
    return totals


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per row (default 3)")
    parser.add_argument("--players", type=int, default=2, help="player count of every game (default 2)")
    parser.add_argument(
        "--rounds", type=int, default=10, help="slices each row's time is cut into (default 10)"
    )
    parser.add_argument("--quick", action="store_true", help="a short smoke run for CI")
    parser.add_argument(
        "--plain-gc",
        action="store_true",
        help="keep CPython's collector settings (by default tuned as noppa's long runs are)",
    )
    args = parser.parse_args(argv)
    seconds = 0.2 if args.quick else args.seconds
    rounds = 1 if args.quick else max(1, args.rounds)
    game_ids = list_games()
    rows: list[tuple[str, Playout]] = [
        (game_id, noppa_playout(game_id, args.players)) for game_id in game_ids
    ]
    rows.append((BARE, bare_dungeon_dice(args.players)))
    tic_tac_toe = openspiel_playout()
    if tic_tac_toe is not None:
        rows.append((TIC_TAC_TOE, tic_tac_toe))
    for _, play in rows:
        play(10**6)  # warm up: imports, caches, the first game's setup
    if not args.plain_gc:
        tune_gc()  # as noppa sim's workers and the servers run: the same for every row
    figures: dict[str, float] = {}
    collector = "CPython's default collector" if args.plain_gc else "the collector tuned (noppa.tuning)"
    print(
        f"random playouts, {args.players} players, about {seconds:g} CPU-s a row in {rounds} turns"
        f" (one core, {collector})"
    )
    print(f"{'':<36} {'games':>7} {'steps':>9} {'steps/CPU-s':>12}")
    for name, (games, steps, elapsed) in measure(rows, seconds, rounds).items():
        figures[name] = steps / elapsed
        print(f"{name:<36} {games:>7} {steps:>9} {figures[name]:>12,.0f}")
    print()
    for game_id in game_ids:
        line = f"{game_id:<20} {figures[game_id] / figures[BARE]:5.2f}× the bare loop"
        if tic_tac_toe is not None:
            line += f"   {figures[game_id] / figures[TIC_TAC_TOE]:5.2f}× OpenSpiel tic-tac-toe"
        print(line)


if __name__ == "__main__":
    main()
