"""A bot that plays a trained policy file: ``python:policy_bot:PolicyBot:path=FILE``.

    python examples/rl_train.py --save policy.npz            # trains and writes policy.npz
    cd examples && noppa simulate dungeon-dice --games 200 \
        --bots python:policy_bot:PolicyBot:path=../policy.npz,expectation

noppa makes it as ``PolicyBot(game, seed, path="...")`` (a bot spec's ``KEY=VALUE`` parameters
come as keyword strings). The file format and its checks are :mod:`noppa.rl.policy`;
``docs/bots-your-own.md`` walks through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from noppa.engine import Game
from noppa.rl.policy import load_policy


class PolicyBot:
    """Greedy play of a linear softmax policy (``noppa.rl.policy``) for the game it was trained on."""

    def __init__(self, game: Game, seed: int, path: str = "policy.npz") -> None:
        self.policy = load_policy(path)  # refuses another encoding version, naming both
        if self.policy.game != game.id:
            raise ValueError(f"{path} is a policy for {self.policy.game}, not for {game.id}")
        self.encoding = self.policy.encoding()

    def choose(self, view: Mapping[str, Any]) -> str:
        """The legal action the policy rates highest (the seed is not needed: greedy play)."""
        return self.policy.best(self.encoding, view)
