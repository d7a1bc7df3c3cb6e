"""Fit the search bots' position estimate (``search.evaluate``) to heuristic self-play.

    python -m noppa.games.key_to_the_kingdom.fitting --games 3000 --seed 1 --workers 2

Plays games between ``heuristic`` bots (2, 3 and 4 players, the long version), takes every
``--every``-th position of each, measures each seat with ``search.features`` and fits a
*conditional logit* — each seat's chance to win is the softmax of ``weights · features`` — by
Newton's method with a little L2 regularisation, so that the estimate approximates the chance to
win if everyone plays the heuristic from there (policy evaluation of the heuristic, the leaf value
a search improving on it needs). It prints the fit (log-likelihood per position, against an
even split, on the games it fitted and on as many held out) and writes ``data/evaluation.toml``
(``--out`` elsewhere). Needs numpy (``pip install -e '.[sim]'``).
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from noppa.engine import get_game
from noppa.games.key_to_the_kingdom import search

PLAYERS = (2, 3, 4)
L2 = 1e-5
"""Regularisation per position: a feature that never varies keeps a weight of 0, and two that
always add up to the same (equipment and lost cards) share it evenly."""

Sample = tuple[list[tuple[float, ...]], list[int]]
"""One position: each seat's features, and the winners of its game."""


def play(seed: int, every: int) -> list[Sample]:
    """One heuristic self-play game (players by ``seed``): every ``every``-th position, measured."""
    from noppa.bots import make_bot
    from noppa.games.key_to_the_kingdom.state import KeyToTheKingdomState

    game = get_game("key-to-the-kingdom")
    players = PLAYERS[seed % len(PLAYERS)]
    state = game.new_state(players, seed=seed)
    assert isinstance(state, KeyToTheKingdomState)
    bots = [make_bot(game, "heuristic", seed * 8 + s) for s in range(players)]
    taken: list[list[tuple[float, ...]]] = []
    step = 0
    while state.to_act is not None and step < 5000:
        if step % every == 0:
            taken.append([search.features(state, s) for s in range(players)])
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
        step += 1
    if state.outcome is None or not state.outcome.winners:
        return []
    winners = list(state.outcome.winners)
    return [(row, winners) for row in taken]


def _play_star(job: tuple[int, int]) -> list[Sample]:
    return play(*job)


def collect(games: int, seed: int, every: int, workers: int) -> list[Sample]:
    """The samples of ``games`` games seeded ``seed``, ``seed + 1``, … (the same for any ``workers``)."""
    jobs = [(seed + index, every) for index in range(games)]
    samples: list[Sample] = []
    with ProcessPoolExecutor(workers) as pool:
        for found in pool.map(_play_star, jobs, chunksize=8):
            samples.extend(found)
    return samples


def _arrays(samples: list[Sample]) -> dict[int, tuple[Any, Any]]:
    """Samples grouped by the number of players: (features [n, players, k], win shares [n, players])."""
    import numpy as np

    grouped: dict[int, tuple[list[list[tuple[float, ...]]], list[list[float]]]] = {}
    for row, winners in samples:
        players = len(row)
        shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
        found = grouped.setdefault(players, ([], []))
        found[0].append(row)
        found[1].append(shares)
    return {p: (np.array(x, dtype=float), np.array(y, dtype=float)) for p, (x, y) in grouped.items()}


def log_likelihood(weights: Any, data: dict[int, tuple[Any, Any]]) -> tuple[float, int]:
    """The total log-likelihood of the winners under ``weights``, and the number of positions."""
    import numpy as np

    total, count = 0.0, 0
    for x, y in data.values():
        scores = x @ weights
        scores -= scores.max(axis=1, keepdims=True)
        log_p = scores - np.log(np.exp(scores).sum(axis=1, keepdims=True))
        total += float((y * log_p).sum())
        count += len(x)
    return total, count


SIGNS = {"cobra": -1, "held": -1, "lost": -1, "threat": -1}
"""Features that can only hurt; every other one can only help. A search follows the estimate's
every slope, so a weight of the wrong sign — a correlation of self-play, such as being held in a
dungeon while searching a treasure place — would lead it astray (into the Demon King's reach, or
away from home); such a weight is fixed at 0 instead."""


def fit(data: dict[int, tuple[Any, Any]], iterations: int = 30, *, signs: bool = True) -> Any:
    """The conditional-logit weights, by Newton's method with L2 (converges in a few steps).

    With ``signs`` each weight keeps the sign :data:`SIGNS` gives its feature (positive unless
    named there): a weight that comes out the wrong way is fixed at 0 and the rest fitted again.
    """
    import numpy as np

    k = len(search.FEATURES)
    free = list(range(k))
    while True:
        weights = _newton(data, free, iterations)
        wrong = [i for i in free if signs and weights[i] * SIGNS.get(search.FEATURES[i], 1) < 0]
        if not wrong:
            return weights
        free = [i for i in free if i not in wrong]
        if not free:
            return np.zeros(k)


def _newton(data: dict[int, tuple[Any, Any]], free: list[int], iterations: int) -> Any:
    """The maximum of the penalised log-likelihood over the weights in ``free`` (the rest 0)."""
    import numpy as np

    k = len(search.FEATURES)
    weights = np.zeros(k)
    count = sum(len(x) for x, _ in data.values())
    for _ in range(iterations):
        gradient = -L2 * count * weights
        hessian = -L2 * count * np.eye(k)
        for x, y in data.values():
            scores = x @ weights
            scores -= scores.max(axis=1, keepdims=True)
            p = np.exp(scores)
            p /= p.sum(axis=1, keepdims=True)
            mean = np.einsum("np,npk->nk", p, x)
            gradient += np.einsum("np,npk->k", y, x) - mean.sum(axis=0)
            second = np.einsum("np,npk,npl->kl", p, x, x) - mean.T @ mean
            hessian -= second
        sub = np.ix_(free, free)
        step = np.zeros(k)
        step[free] = np.linalg.solve(hessian[sub], gradient[free])
        weights = weights - step
        if float(np.abs(step).max()) < 1e-9:
            break
    return weights


def write(path: Path, weights: Any, *, games: int, seed: int, every: int, fitted: float, held: float) -> None:
    """The weights as TOML, with how they were made."""
    lines = [
        "# Key to the Kingdom: the search bots' position estimate (search.evaluate), a conditional logit",
        "# fitted to heuristic self-play by noppa.games.key_to_the_kingdom.fitting. Made again with:",
        f"#   python -m noppa.games.key_to_the_kingdom.fitting --games {games} --seed {seed} --every {every}",
        f"# Log-likelihood per position: {fitted:.4f} on the fitted games, {held:.4f} held out.",
        "",
        "[weights]",
    ]
    lines.extend(f"{name} = {float(value):.6f}" for name, value in zip(search.FEATURES, weights, strict=True))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=3000, help="games to fit on (as many more are held out)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=4, help="take every n-th position of a game")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=search.EVALUATION_FILE)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    train = _arrays(collect(args.games, args.seed, args.every, args.workers))
    test = _arrays(collect(args.games, args.seed + 10_000_000, args.every, args.workers))
    weights = fit(train)
    fitted, n_fit = log_likelihood(weights, train)
    held, n_held = log_likelihood(weights, test)
    even = sum(len(x) * -math.log(p) for p, (x, _) in test.items())  # each seat 1/p
    print(f"{n_fit} positions fitted, {n_held} held out, {time.perf_counter() - started:.0f} s")
    print(f"log-likelihood per position: fitted {fitted / n_fit:.4f}, held out {held / n_held:.4f}")
    print(f"an even split would give {even / n_held:.4f} on the held-out positions")
    for name, value in zip(search.FEATURES, weights, strict=True):
        print(f"  {name:10s} {value:+.4f}")
    write(
        args.out,
        weights,
        games=args.games,
        seed=args.seed,
        every=args.every,
        fitted=fitted / n_fit,
        held=held / n_held,
    )
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
