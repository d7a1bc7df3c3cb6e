"""Numbers for learning programs: a fixed action numbering and a fixed-length observation per game.

A game may define both (``game.learning``: ``action_space`` and ``encode_view``, see ``docs/engine.md``).
Where it does not, these fallbacks make every game usable all the same:

- **actions**: index ``i`` is the ``i``-th legal action of the moment, in the order
  ``state.legal_actions()`` gives them, up to ``max_actions`` (default 128); the mask marks the indices
  that exist now. An index means a different action in a different position, which learning copes
  with less well than a fixed numbering, but it is always correct.
- **observations**: every number and every string of the view's ``state`` is *hashed* by its path
  (``paths/2``, ``phase=start``) into one of ``hashed_size`` (default 256) slots with a ±1 sign;
  numbers are squashed by x/(1+|x|) first. Then come the seat (one-hot) and whether it is the seat's
  turn. Values are clipped to [−1, 1].

This module needs no numpy: the environments turn its lists into arrays.
"""

from __future__ import annotations

import math
import warnings
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from noppa.engine import Game, Learning, OptionValue

DEFAULT_MAX_ACTIONS = 128
DEFAULT_HASHED_SIZE = 256


class Encoding:
    """The action numbering and observation vector of one game setup (players and options)."""

    def __init__(
        self,
        game: Game,
        players: int,
        options: Mapping[str, OptionValue],
        *,
        max_actions: int = DEFAULT_MAX_ACTIONS,
        hashed_size: int = DEFAULT_HASHED_SIZE,
    ) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.learning = game.learning or Learning()
        self.actions = self.learning.action_space(players, self.options)
        self.fixed_actions = self.actions is not None
        self._index = {text: i for i, text in enumerate(self.actions or ())}
        self.n_actions = len(self.actions) if self.actions is not None else max_actions
        self.hashed_size = hashed_size
        probe = game.new_state(players, seed=0, options=self.options)
        seat = probe.to_act if probe.to_act is not None else 0
        own = self.learning.encode_view(probe.view(seat))
        self.own_observation = own is not None
        self.observation_size = len(own) if own is not None else hashed_size + players + 1
        self._warned = False

    # ------------------------------------------------------------------ actions

    def mask(self, legal: Sequence[str]) -> list[int]:
        """1 for every index that is a legal action now, else 0."""
        out = [0] * self.n_actions
        if self.actions is not None:
            for text in legal:
                index = self._index.get(text)
                if index is None:
                    raise ValueError(f"{self.game.id}: legal action {text!r} is not in its action_space")
                out[index] = 1
            return out
        if len(legal) > self.n_actions and not self._warned:
            self._warned = True
            warnings.warn(
                f"{self.game.id}: {len(legal)} legal actions but max_actions={self.n_actions}; "
                "the rest cannot be chosen (raise max_actions)",
                stacklevel=2,
            )
        for index in range(min(len(legal), self.n_actions)):
            out[index] = 1
        return out

    def action(self, index: int, legal: Sequence[str]) -> str:
        """The action text of ``index`` now; a :class:`ValueError` if it is not legal."""
        if self.actions is not None:
            if not 0 <= index < len(self.actions):
                raise ValueError(f"action {index} is outside 0…{len(self.actions) - 1}")
            text = self.actions[index]
            if text not in legal:
                raise ValueError(f"action {index} ({text!r}) is not legal now; legal: {', '.join(legal)}")
            return text
        if not 0 <= index < min(len(legal), self.n_actions):
            raise ValueError(f"action {index} is not legal now: only 0…{len(legal) - 1} are")
        return legal[index]

    def index(self, text: str, legal: Sequence[str]) -> int:
        """The index of a legal action text (the inverse of :meth:`action`)."""
        if self.actions is not None:
            return self._index[text]
        return list(legal).index(text)

    # ------------------------------------------------------------------ observations

    def observe(self, view: Mapping[str, Any]) -> list[float]:
        """The observation vector of ``view`` (one seat's view)."""
        if self.own_observation:
            own = self.learning.encode_view(view)
            assert own is not None
            if len(own) != self.observation_size:
                raise ValueError(
                    f"{self.game.id}: encode_view gave {len(own)} numbers, expected {self.observation_size}"
                )
            return [min(1.0, max(-1.0, float(v))) for v in own]
        return hashed_observation(view, self.hashed_size, self.players)


def hashed_observation(view: Mapping[str, Any], size: int, players: int) -> list[float]:
    """The fallback observation: the view's ``state`` hashed into ``size`` slots, then seat and turn."""
    slots = [0.0] * size

    def add(path: str, value: float) -> None:
        code = zlib.crc32(path.encode())
        sign = 1.0 if code & 1 else -1.0
        slots[(code >> 1) % size] += sign * value

    def walk(path: str, item: Any) -> None:
        if isinstance(item, bool):
            add(path, 1.0 if item else 0.0)
        elif isinstance(item, int | float):
            number = float(item)
            if math.isfinite(number):
                add(path, number / (1.0 + abs(number)))
        elif isinstance(item, str):
            add(f"{path}={item}", 1.0)
        elif isinstance(item, Mapping):
            for key, value in item.items():
                walk(f"{path}/{key}", value)
        elif isinstance(item, list | tuple):
            for position, value in enumerate(item):
                walk(f"{path}/{position}", value)

    walk("", view.get("state"))
    seat = view.get("seat")
    seats = [1.0 if seat == s else 0.0 for s in range(players)]
    turn = [1.0 if seat is not None and view.get("to_act") == seat else 0.0]
    return [min(1.0, max(-1.0, v)) for v in slots] + seats + turn
