"""Train a small policy for a noppa game against noppa's bots, with numpy and no learning library.

It runs in the Python that has noppa and its ``rl`` extra; from a clone, ``./run --with rl`` once, then::

    .venv/bin/python examples/rl_train.py               # Dungeon Dice, 2 players, vs the expectation bot
    .venv/bin/python examples/rl_train.py --episodes 20000 --opponent random --game dungeon-dice
    .venv/bin/python examples/rl_train.py --save policy.npz   # then play it: examples/policy_bot.py

The learner is a linear softmax policy over the legal actions (the action mask), trained with
REINFORCE and a running-mean baseline on the single-agent environment of ``noppa.rl``: one seat
learns, bots play the other seats, the reward is +1 for a win and −1 for a loss at the end of
each game. It prints the learner's win rate before training, during it, and after it (greedy play
on games it never trained on), and with ``--save FILE`` writes the trained policy (a pickle-free ``.npz``
with a JSON header naming the game and the encoding's version: ``noppa.rl.policy``), which the bot
``python:policy_bot:PolicyBot:path=FILE`` of ``examples/policy_bot.py`` plays. It is a
demonstration of the interfaces, not a strong player: see ``docs/rl.md`` for using a real
library (Stable-Baselines3's MaskablePPO, RLlib, Tianshou…).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

HOW = "from a clone, run `./run --with rl` once, then `.venv/bin/python examples/rl_train.py`"

try:
    import numpy as np

    from noppa.rl import MissingExtra, single_agent_env
    from noppa.rl.policy import Policy
except ModuleNotFoundError as missing:  # not the Python that has noppa and its rl extra: say so in a line
    sys.exit(f"examples/rl_train.py needs {missing.name}, which this Python does not have: {HOW}")

Vector = np.ndarray[Any, np.dtype[np.float64]]


def features(observation: dict[str, Any]) -> Vector:
    """The observation plus a constant 1 (a bias)."""
    return np.append(observation["observation"].astype(np.float64), 1.0)


def probabilities(weights: Vector, x: Vector, mask: Any) -> Vector:
    """Softmax over the legal actions only."""
    logits = weights @ x
    logits = np.where(mask.astype(bool), logits, -np.inf)
    logits -= logits.max()
    exp = np.exp(logits)
    return np.asarray(exp / exp.sum(), dtype=np.float64)


def evaluate(env: Any, weights: Vector, games: int, seed: int) -> float:
    """Win rate of greedy play over ``games`` games."""
    wins = 0.0
    observation, _ = env.reset(seed=seed)
    for _ in range(games):
        done = False
        while not done:
            p = probabilities(weights, features(observation), observation["action_mask"])
            observation, reward, terminated, truncated, _ = env.step(int(np.argmax(p)))
            done = terminated or truncated
        wins += reward > 0
        observation, _ = env.reset()
    return wins / games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--game", default="dungeon-dice")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponent", default="expectation", help="bot spec of the other seats")
    parser.add_argument("--episodes", type=int, default=3000)
    parser.add_argument("--eval-games", type=int, default=400)
    parser.add_argument("--learning-rate", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", default="", help="write the trained policy to this .npz file")
    args = parser.parse_args(argv)

    try:
        env = single_agent_env(args.game, players=args.players, opponents=[args.opponent])
    except MissingExtra as missing:
        sys.exit(f"examples/rl_train.py: {missing}")
    rng = np.random.default_rng(args.seed)
    size = env.encoding.observation_size + 1
    weights = np.zeros((env.encoding.n_actions, size))
    before = evaluate(env, weights, args.eval_games, seed=10**6)
    print(f"{args.game}, {args.players} players, against {args.opponent}")
    print(f"greedy win rate before training: {before:.1%} ({args.eval_games} games)")

    baseline = 0.0
    recent: list[float] = []
    observation, _ = env.reset(seed=args.seed)
    for episode in range(1, args.episodes + 1):
        steps: list[
            tuple[np.ndarray[Any, np.dtype[np.float64]], int, np.ndarray[Any, np.dtype[np.float64]]]
        ] = []
        done = False
        reward = 0.0
        while not done:
            x = features(observation)
            p = probabilities(weights, x, observation["action_mask"])
            action = int(rng.choice(len(p), p=p))
            steps.append((x, action, p))
            observation, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        advantage = float(reward) - baseline
        baseline += 0.01 * (float(reward) - baseline)
        for x, action, p in steps:
            gradient = -np.outer(p, x)
            gradient[action] += x
            weights += args.learning_rate * advantage * gradient
        recent.append(float(reward > 0))
        if episode % max(1, args.episodes // 6) == 0:
            print(f"  episode {episode:>6}: win rate over the last {len(recent)} games {np.mean(recent):.1%}")
            recent.clear()
        observation, _ = env.reset()

    after = evaluate(env, weights, args.eval_games, seed=10**6)
    print(f"greedy win rate after training:  {after:.1%} ({args.eval_games} games)")
    if args.save:
        about = {"trainer": "examples/rl_train.py", "episodes": args.episodes, "opponent": args.opponent}
        policy = Policy(env.game.id, args.players, dict(env.game_options), weights, about)
        print(f"policy written to {policy.save(args.save)}: play it with the bot")
        print(f"  python:policy_bot:PolicyBot:path={args.save}  (from examples/, or with it on PYTHONPATH)")


if __name__ == "__main__":
    main()
