"""Reinforcement-learning adapters: PettingZoo AEC environments and a Gymnasium env against bots.

Install the extra (from a clone ``./run --with rl``; see :func:`noppa.extras.install_command`), then::

    from noppa.rl import env, raw_env, single_agent_env
    aec = env("dungeon-dice", players=2)                      # PettingZoo AEC, standard wrappers
    gym = single_agent_env("dungeon-dice", opponents=["expectation"])   # one learner vs bots
    batch = vector_env("dungeon-dice", num_envs=64, players=(2, 3, 4))  # 64 of those, numpy batches

Every registered game has a fixed action numbering, a structured observation and an information
state (:mod:`noppa.rl.encoding`, from the game's ``learning`` module). PettingZoo, Gymnasium and
numpy are imported only when an environment is made; without them a one-line error names the
install command. ``docs/rl.md`` shows how to train against the bots.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from noppa.extras import install_command

if TYPE_CHECKING:
    from noppa.engine import Game
    from noppa.rl.aec import NoppaAECEnv
    from noppa.rl.single import BotOpponentsEnv
    from noppa.rl.vector import NoppaVectorEnv

INSTALL = install_command("rl")
"""The command that installs the ``rl`` extra for this installation (:func:`noppa.extras.install_command`)."""


class MissingExtra(ImportError):
    """An optional dependency is not installed; the message names the install command."""


def _needs_rl() -> None:
    try:
        import gymnasium  # noqa: F401
        import numpy  # noqa: F401
        import pettingzoo  # noqa: F401
    except ModuleNotFoundError as error:
        raise MissingExtra(f"noppa.rl needs {error.name}: install it with  {INSTALL}") from None


def raw_env(
    game_id: str | Game, players: int | None = None, options: Mapping[str, Any] | None = None, **kwargs: Any
) -> NoppaAECEnv:
    """A PettingZoo AEC environment for ``game_id`` without wrappers (:class:`noppa.rl.aec.NoppaAECEnv`)."""
    _needs_rl()
    from noppa.rl.aec import NoppaAECEnv

    return NoppaAECEnv(game_id, players, options, **kwargs)


def env(
    game_id: str | Game, players: int | None = None, options: Mapping[str, Any] | None = None, **kwargs: Any
) -> Any:
    """:func:`raw_env` inside PettingZoo's standard wrappers (an illegal action loses, order enforced)."""
    from noppa.rl.aec import wrapped

    return wrapped(raw_env(game_id, players, options, **kwargs))


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
    _needs_rl()
    from noppa.rl.single import BotOpponentsEnv

    return BotOpponentsEnv(game_id, players, options, opponents=opponents, **kwargs)


def vector_env(
    game_id: str | Game,
    num_envs: int = 8,
    players: int | Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    *,
    opponents: Sequence[str] = ("default",),
    **kwargs: Any,
) -> NoppaVectorEnv:
    """A Gymnasium vector environment: ``num_envs`` games of :func:`single_agent_env` stepped at once,
    with padded numpy observations, masks and rewards and autoreset.

    See :class:`noppa.rl.vector.NoppaVectorEnv`.
    """
    _needs_rl()
    from noppa.rl.vector import NoppaVectorEnv

    return NoppaVectorEnv(game_id, num_envs, players, options, opponents=opponents, **kwargs)


__all__ = ["INSTALL", "MissingExtra", "env", "raw_env", "single_agent_env", "vector_env"]
