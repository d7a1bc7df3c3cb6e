"""Mass simulation: many seeded games between bots, in parallel, summarised with confidence intervals.

- :mod:`noppa.sim.runner` — :class:`SimulationSpec` and :func:`play_game` (one game, one record);
- :mod:`noppa.sim.backends` — :func:`run`: local processes or a Ray cluster, same records either way;
- :mod:`noppa.sim.stats` — intervals by game (Wilson, t, paired head-to-head), :func:`summarise`;
- :mod:`noppa.sim.report` — PNG plots and the HTML page with its glossary;
- :mod:`noppa.sim.reading` — every figure, bot and statistic as the reader's language writes it;
- :mod:`noppa.sim.seeds` — every game's and bot's seed from (run seed, game index).

The command is ``noppa simulate`` (``docs/simulate.md``). Nothing here knows a game by name.
"""

from noppa.sim.backends import run
from noppa.sim.runner import GameResult, SimulationError, SimulationSpec, play_game
from noppa.sim.stats import summarise, wilson

__all__ = ["GameResult", "SimulationError", "SimulationSpec", "play_game", "run", "summarise", "wilson"]
