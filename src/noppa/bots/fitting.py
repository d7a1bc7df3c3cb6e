"""Fitting learned position estimates for search bots: a conditional logit over heuristic self-play.

A game that wants one names what it measures of a seat (``features(state, seat)``) and reads the fitted
weights at play time with :mod:`noppa.engine.estimates` (``softmax(scores(load_weights(…), state,
features))``). :func:`main` makes the weights: it plays games between the game's ``heuristic`` bots,
takes every ``--every``-th position, and fits the weights by Newton's method with a little L2
regularisation — so that the estimate approximates the chance to win if everyone plays the heuristic
from there (policy *evaluation* of the heuristic: the leaf value a search that improves on the heuristic
needs). Each weight keeps the sign the game gives its feature (a search follows the estimate's every
slope; a correlation of self-play with the wrong sign would lead it astray), and the file records the
command that made it and the fit on held-out games.

Fitting needs numpy (``./run --with sim`` in a clone); reading the weights does not.
"""

from __future__ import annotations

import argparse
import importlib
import math
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from noppa.engine import get_game
from noppa.engine.estimates import Features

L2 = 1e-5
"""Regularisation per position: a feature that never varies keeps a weight of 0, and two that
always add up to the same share it evenly."""

MAX_STEPS = 20_000
"""A self-play game longer than this is left out (none of the heuristics' games come near it)."""

Sample = tuple[list[tuple[float, ...]], list[int]]
"""One position: each seat's features, and the winners of its game."""


@dataclass(frozen=True)
class Model:
    """A game's learned estimate: where its features and weights live, and how to fit them.

    ``module`` names the module holding the ``features`` function (imported by name, so that
    worker processes can find it); ``signs`` gives ``-1`` to the features that can only hurt (all
    others can only help); ``players`` the table sizes the self-play games are played at, in turn.
    """

    game: str
    module: str
    names: tuple[str, ...]
    path: Path
    players: tuple[int, ...]
    signs: Mapping[str, int] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)

    def features(self) -> Features:
        found: Features = importlib.import_module(self.module).features
        return found


# ---------------------------------------------------------------------- self-play and the fit


def play(model: Model, seed: int, every: int) -> list[Sample]:
    """One heuristic self-play game (players by ``seed``): every ``every``-th position, measured."""
    from noppa.bots import make_bot

    game = get_game(model.game)
    features = model.features()
    players = model.players[seed % len(model.players)]
    state = game.new_state(players, seed=seed, options=dict(model.options))
    bots = [make_bot(game, "heuristic", seed * 8 + s) for s in range(players)]
    taken: list[list[tuple[float, ...]]] = []
    step = settled = 0
    search = game.search
    while state.to_act is not None and step < MAX_STEPS:
        # Only positions a search would score (Search.settled): the estimate is fitted where it is read.
        if search is None or search.settled(state):
            if settled % every == 0:
                taken.append([features(state, s) for s in range(players)])
            settled += 1
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
        step += 1
    if state.outcome is None or not state.outcome.winners:
        return []
    winners = list(state.outcome.winners)
    return [(row, winners) for row in taken]


def _play_star(job: tuple[Model, int, int]) -> list[Sample]:
    return play(*job)


def collect(model: Model, games: int, seed: int, every: int, workers: int) -> list[Sample]:
    """The samples of ``games`` games seeded ``seed``, ``seed + 1``, … (the same for any ``workers``)."""
    jobs = [(model, seed + index, every) for index in range(games)]
    samples: list[Sample] = []
    with ProcessPoolExecutor(workers) as pool:
        for found in pool.map(_play_star, jobs, chunksize=4):
            samples.extend(found)
    return samples


def arrays(samples: list[Sample]) -> dict[int, tuple[Any, Any]]:
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
        s = x @ weights
        s -= s.max(axis=1, keepdims=True)
        log_p = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
        total += float((y * log_p).sum())
        count += len(x)
    return total, count


def fit(data: dict[int, tuple[Any, Any]], signs: Sequence[int] | None = None, iterations: int = 30) -> Any:
    """The conditional-logit weights, by Newton's method with L2 (converges in a few steps).

    With ``signs`` (one per feature, ``1`` or ``-1``) each weight keeps its sign: one that comes
    out the wrong way is fixed at 0 and the others are fitted again, until none does.
    """
    import numpy as np

    k = next(iter(data.values()))[0].shape[2]
    free = list(range(k))
    while True:
        weights = _newton(data, free, iterations)
        wrong = [i for i in free if signs is not None and weights[i] * signs[i] < 0]
        if not wrong:
            return weights
        free = [i for i in free if i not in wrong]
        if not free:
            return np.zeros(k)


def _newton(data: dict[int, tuple[Any, Any]], free: list[int], iterations: int) -> Any:
    """The maximum of the penalised log-likelihood over the weights in ``free`` (the rest 0)."""
    import numpy as np

    k = next(iter(data.values()))[0].shape[2]
    weights = np.zeros(k)
    count = sum(len(x) for x, _ in data.values())
    for _ in range(iterations):
        gradient = -L2 * count * weights
        hessian = -L2 * count * np.eye(k)
        for x, y in data.values():
            s = x @ weights
            s -= s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            mean = np.einsum("np,npk->nk", p, x)
            gradient += np.einsum("np,npk->k", y, x) - mean.sum(axis=0)
            hessian -= np.einsum("np,npk,npl->kl", p, x, x) - mean.T @ mean
        step = np.zeros(k)
        step[free] = np.linalg.solve(hessian[np.ix_(free, free)], gradient[free])
        weights = weights - step
        if float(np.abs(step).max()) < 1e-9:
            break
    return weights


def write(path: Path, model: Model, weights: Any, *, command: str, fitted: float, held: float) -> None:
    """The weights as TOML, with the command that made them and how well they fit."""
    lines = [
        f"# {model.game}: the search bots' position estimate (evaluate), a conditional logit fitted to",
        "# heuristic self-play by noppa.bots.fitting. Made again with:",
        f"#   {command}",
        f"# Log-likelihood per position: {fitted:.4f} on the fitted games, {held:.4f} held out.",
        "",
        "[weights]",
    ]
    lines.extend(f"{name} = {float(value):.6f}" for name, value in zip(model.names, weights, strict=True))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(model: Model, module: str, argv: list[str] | None = None) -> None:
    """The command line of a game's fitting module (``python -m MODULE --games 3000 …``)."""
    parser = argparse.ArgumentParser(
        prog=f"python -m {module}",
        description=f"Fit {model.game}'s search estimate to heuristic self-play (noppa.bots.fitting).",
    )
    parser.add_argument("--games", type=int, default=3000, help="games to fit on (as many more are held out)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=4, help="take every n-th position of a game")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=model.path)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    train = arrays(collect(model, args.games, args.seed, args.every, args.workers))
    test = arrays(collect(model, args.games, args.seed + 10_000_000, args.every, args.workers))
    weights = fit(train, [model.signs.get(name, 1) for name in model.names])
    fitted, n_fit = log_likelihood(weights, train)
    held, n_held = log_likelihood(weights, test)
    even = sum(len(x) * -math.log(p) for p, (x, _) in test.items())  # each seat 1/p
    print(f"{n_fit} positions fitted, {n_held} held out, {time.perf_counter() - started:.0f} s")
    print(f"log-likelihood per position: fitted {fitted / n_fit:.4f}, held out {held / n_held:.4f}")
    print(f"an even split would give {even / n_held:.4f} on the held-out positions")
    for name, value in zip(model.names, weights, strict=True):
        print(f"  {name:10s} {value:+.4f}")
    command = f"python -m {module} --games {args.games} --seed {args.seed} --every {args.every}"
    write(args.out, model, weights, command=command, fitted=fitted / n_fit, held=held / n_held)
    print(f"written to {args.out}")
