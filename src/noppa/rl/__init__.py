"""Reinforcement-learning adapters: PettingZoo AEC environments and a Gymnasium env against bots.

Install the extras (``pip install 'noppa[rl]'``), then::

    from noppa.rl import env, single_agent_env
    aec = env("dungeon-dice", players=2)                      # PettingZoo AEC, every seat an agent
    gym = single_agent_env("dungeon-dice", opponents=["expectation"])   # one learner vs bots

Every registered game works: a game's own ``action_space`` and ``encode_view`` give a fixed
numbering and observation, the documented fallbacks (:mod:`noppa.rl.encoding`) cover the rest.
PettingZoo, Gymnasium and numpy are imported only when an environment is made. ``docs/rl.md``
shows how to train against the bots.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from noppa.engine import Game
    from noppa.rl.aec import NoppaAECEnv
    from noppa.rl.single import BotOpponentsEnv


def env(
    game_id: str | Game, players: int | None = None, options: Mapping[str, Any] | None = None, **kwargs: Any
) -> NoppaAECEnv:
    """A PettingZoo AEC environment for ``game_id`` (see :class:`noppa.rl.aec.NoppaAECEnv`)."""
    from noppa.rl.aec import NoppaAECEnv

    return NoppaAECEnv(game_id, players, options, **kwargs)


def single_agent_env(
    game_id: str | Game,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    *,
    opponents: Sequence[str] = ("default",),
    **kwargs: Any,
) -> BotOpponentsEnv:
    """A Gymnasium environment: one learning seat against noppa bots.

    See :class:`noppa.rl.single.BotOpponentsEnv`.
    """
    from noppa.rl.single import BotOpponentsEnv

    return BotOpponentsEnv(game_id, players, options, opponents=opponents, **kwargs)


__all__ = ["env", "single_agent_env"]
