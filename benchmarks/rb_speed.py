"""Runebound speed: random playouts on one core, in steps per CPU-second, optionally against another tree.

Every game is seeded and every decision a seeded uniformly random legal action, so two source
trees with the same rules play exactly the same games: the script prints a digest of all event
logs to prove it. ``--clone`` also clones the state before every step (what tree search pays).

    python benchmarks/rb_speed.py                          # 200 games, 2–4 players
    python benchmarks/rb_speed.py --games 20 --doom        # quicker, the Path of Doom variant
    python benchmarks/rb_speed.py --against /tmp/old/src   # old and new trees, alternating, 3 rounds

With ``--against``, each round runs this script under the other tree's ``src`` and under this one
(each in a fresh process, same games: ``against.py``), and the ratios of the median and of the
best rates are printed. Rates are per second of the process's own CPU time
(``time.process_time``), which a machine shared with other work inflates far less than wall time;
the wall-clock rate is printed beside it.
"""

from __future__ import annotations

import argparse
import json

from against import compare, playouts


def play(games: int, doom: bool, clone: bool) -> dict[str, float | str]:
    """Play ``games`` seeded random games; their steps, seconds and the digest of every log."""
    from noppa import get_game

    game = get_game("runebound")
    return playouts(
        lambda seed: game.new_state(2 + seed % 3, seed=seed, options={"path_of_doom": doom}),
        range(games),
        clone,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--doom", action="store_true", help="the Path of Doom variant")
    parser.add_argument("--clone", action="store_true", help="clone the state before every step")
    parser.add_argument("--against", help="another tree's src directory to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:
        print(json.dumps(play(args.games, args.doom, args.clone)))
        return
    if not args.against:
        result = play(args.games, args.doom, args.clone)
        rate = float(result["steps"]) / float(result["cpu"])
        wall = float(result["steps"]) / float(result["seconds"])
        print(
            f"{args.games} random games (2–4 players), {result['steps']} steps, {rate:.0f} steps/CPU-s "
            f"({wall:.0f} steps/s wall), digest {result['digest']}"
        )
        return
    arguments = ["--games", str(args.games)] + (["--doom"] if args.doom else [])
    compare(__file__, args.against, arguments + (["--clone"] if args.clone else []), args.rounds)


if __name__ == "__main__":
    main()
