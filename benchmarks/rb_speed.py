"""Runebound speed: random playouts on one core, in games/s and steps/s.

python benchmarks/rb_speed.py              # 200 games, 2–4 players
python benchmarks/rb_speed.py --games 20   # quicker
"""

from __future__ import annotations

import argparse
import random
import time

from noppa.games.runebound import GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--doom", action="store_true", help="the Path of Doom variant")
    args = parser.parse_args()
    steps = 0
    start = time.perf_counter()
    for seed in range(args.games):
        players = 2 + seed % 3
        state = GAME.new_state(players, seed=seed, options={"path_of_doom": args.doom})
        rng = random.Random(seed)
        while state.to_act is not None:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            steps += 1
    elapsed = time.perf_counter() - start
    print(f"{args.games} random games (2–4 players) in {elapsed:.2f} s")
    print(
        f"{args.games / elapsed:.1f} games/s, {steps / elapsed:.0f} steps/s, "
        f"{steps / args.games:.0f} steps/game"
    )


if __name__ == "__main__":
    main()
