"""Numbers for learning programs: every game's fixed action numbering, observation and information state.

Each game gives them in its ``learning`` module (``games/<id>/learning.py``, or the ``learning``
capability of its :class:`~noppa.engine.Game`), derived from its data and never from the legal
actions at hand:

- **actions**: one number per distinct action for the whole game, the same in every position
  (Key to the Kingdom: moves by destination space; Runebound: moves by destination hex, market
  cards by card; Dungeon Dice: ``roll``, ``stop``, ``challenge:N``); the mask marks those legal now;
- **observation**: a fixed-length vector in [−1, 1] of one seat's view, made of named slices
  (:meth:`Encoding.table` prints them; ``docs/rl.md`` holds the tables);
- **information state**: the observation followed by what the seat has done so far — how often
  it took each action (``n / (1 + n)``) and how many decisions it has made (same squash). It is a
  fixed-size summary for search and regret algorithms; the exact, perfect-recall form is the
  string of :func:`information_state_string` (the view, the seat's own actions in order and a
  digest of every event the seat has seen).

This module needs no numpy: the environments turn its lists into arrays.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from noppa.engine import Action, Game, Learning, OptionValue, State
from noppa.engine.features import Slice


def learning_of(game: Game) -> Learning:
    """The learning encodings of ``game``: its ``learning`` capability, else ``LEARNING`` of its
    package's ``learning`` module (the place for encodings that need the game class itself)."""
    if game.learning is not None:
        return game.learning
    package = type(game).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.learning")
    except ModuleNotFoundError as error:
        raise ValueError(f"{game.id} has no learning encodings ({package}.learning)") from error
    found: Learning = module.LEARNING
    return found


class Encoding:
    """The action numbering, observation and information state of one game set-up (players, options)."""

    def __init__(
        self, game: Game, players: int, options: Mapping[str, OptionValue], *, without: Sequence[str] = ()
    ) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.learning = learning_of(game)
        unknown = sorted(set(without) - set(self.learning.optional_view))
        if unknown:
            allowed = ", ".join(self.learning.optional_view) or "nothing"
            names = ", ".join(unknown)
            raise ValueError(
                f"{game.id}: the observation cannot go without {names} (it can without: {allowed})"
            )
        self.without = tuple(without)
        """Costly parts of the view this observation goes without (``Learning.optional_view``)."""
        self._view_flags = dict.fromkeys(self.without, False)
        self.actions = self.learning.action_space(players, self.options)
        self._index = {text: i for i, text in enumerate(self.actions)}
        if len(self._index) != len(self.actions):
            raise ValueError(f"{game.id}: the action space names an action twice")
        self.n_actions = len(self.actions)
        probe = game.new_state(players, seed=0, options=self.options)
        self.slices: tuple[Slice, ...] = tuple(self.learning.features(self.view(probe, 0)).slices)
        self.observation_size = sum(piece.size for piece in self.slices)
        self.info_slices = (
            *self.slices,
            Slice("history.actions", self.n_actions, "how often the seat took each action, n / (1 + n)"),
            Slice("history.decisions", 1, "how many decisions the seat has made, n / (1 + n)"),
        )
        self.info_state_size = self.observation_size + self.n_actions + 1
        self._vector: Callable[[Mapping[str, Any]], list[float]] | None = getattr(
            self.learning, "encode_view", None
        )
        self._from_state: Callable[[State, int | None, Sequence[str]], list[float]] | None = getattr(
            self.learning, "observe_state", None
        )

    # ------------------------------------------------------------------ actions

    def mask(self, legal: Sequence[str]) -> list[int]:
        """1 for every action number legal now, else 0."""
        out = [0] * self.n_actions
        for text in legal:
            index = self._index.get(text)
            if index is None:
                raise ValueError(f"{self.game.id}: legal action {text!r} is not in its action space")
            out[index] = 1
        return out

    def action(self, index: int, legal: Sequence[str]) -> str:
        """The action text of number ``index``; a :class:`ValueError` if it is not legal now."""
        if not 0 <= index < self.n_actions or self.actions[index] not in legal:
            raise self._refusal(index, legal)
        return self.actions[index]

    def _refusal(self, index: int, legal: Sequence[str]) -> ValueError:
        """Why action number ``index`` cannot be taken when ``legal`` are (it is not one of them)."""
        if not 0 <= index < self.n_actions:
            return ValueError(f"action {index} is outside 0…{self.n_actions - 1}")
        text = self.actions[index]
        return ValueError(f"action {index} ({text!r}) is not legal now; legal: {', '.join(legal)}")

    def legal_action(self, index: int, legal: Sequence[Action]) -> Action:
        """The action of ``legal`` (a state's ``legal_actions()``) numbered ``index``: :meth:`action`
        with the legal actions themselves, so that the state applies it without parsing its text.
        The same :class:`ValueError` if it is not legal now."""
        if 0 <= index < self.n_actions:
            text = self.actions[index]
            for option in legal:
                if option.text == text:
                    return option
        raise self._refusal(index, [option.text for option in legal])

    def legal_numbers(self, legal: Sequence[Action]) -> list[int]:
        """The numbers of ``legal`` (a state's ``legal_actions()``), in order: where a mask holds 1."""
        index = self._index
        try:
            return [index[option.text] for option in legal]
        except KeyError as error:
            raise ValueError(
                f"{self.game.id}: legal action {error.args[0]!r} is not in its action space"
            ) from None

    def index(self, text: str, legal: Sequence[str] = ()) -> int:
        """The number of an action text (the inverse of :meth:`action`)."""
        try:
            return self._index[text]
        except KeyError:
            raise ValueError(f"{self.game.id}: {text!r} is not in the action space") from None

    # ------------------------------------------------------------------ observations

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """``seat``'s view without its log, and without the parts this encoding goes without."""
        return state.view(seat, log=False, **self._view_flags)

    def observation(self, state: State, seat: int | None) -> list[float]:
        """``observe(view(state, seat))``: read straight from the state when the game's learning
        module can (``observe_state(state, seat, without)``, Dungeon Dice's: no view is built),
        else through the view."""
        if self._from_state is not None:
            values = self._from_state(state, seat, self.without)
            if len(values) != self.observation_size:
                raise ValueError(f"{self.game.id}: the observation's size changed with the position")
            return values
        return self.observe(self.view(state, seat))

    def observe(self, view: Mapping[str, Any]) -> list[float]:
        """The observation vector of ``view`` (one seat's view).

        A game's learning module may give the vector alone (``encode_view``, Dungeon Dice's: the
        same numbers without naming the slices again); its length is checked.
        """
        if self._vector is not None:
            values = self._vector(view)
            if len(values) != self.observation_size:
                raise ValueError(f"{self.game.id}: the observation's size changed with the position")
            return values
        features = self.learning.features(view)
        if tuple(features.slices) != self.slices:
            raise ValueError(f"{self.game.id}: the observation's slices changed with the position")
        return features.values

    def information_state(self, view: Mapping[str, Any], own_actions: Sequence[int]) -> list[float]:
        """The information-state vector: the observation, then the seat's own actions so far."""
        history = [0.0] * self.n_actions
        for number in set(own_actions):
            times = own_actions.count(number)
            history[number] = times / (1.0 + times)
        done = len(own_actions)
        return [*self.observe(view), *history, done / (1.0 + done)]

    def action_table(self) -> str:
        """The action numbers as a Markdown table: each run of one kind, its first and last action."""
        rows = ["| numbers | kind | first … last |", "|---|---|---|"]
        start = 0
        for end in range(1, self.n_actions + 1):
            kind = self.actions[start].partition(":")[0]
            if end < self.n_actions and self.actions[end].partition(":")[0] == kind:
                continue
            first, last = self.actions[start], self.actions[end - 1]
            span = f"`{first}`" if first == last else f"`{first}` … `{last}`"
            rows.append(f"| {start}–{end - 1} | `{kind}` | {span} |")
            start = end
        return "\n".join(rows)

    def table(self, *, information_state: bool = False) -> str:
        """The slices as a Markdown table (offset, size, name, meaning)."""
        rows = ["| offset | size | slice | meaning |", "|---:|---:|---|---|"]
        offset = 0
        for piece in self.info_slices if information_state else self.slices:
            rows.append(f"| {offset} | {piece.size} | `{piece.name}` | {piece.meaning} |")
            offset += piece.size
        return "\n".join(rows)


def outcome_rewards(state: State) -> list[float]:
    """+1 to each winner (1/k when k seats share the win), −1 to the others; 0 if no one won."""
    outcome = state.outcome
    if outcome is None or not outcome.winners:
        return [0.0] * state.players
    share = 1.0 / len(outcome.winners)
    return [share if seat in outcome.winners else -1.0 for seat in range(state.players)]


Seen = tuple[int, int, bytes]
"""How far :func:`seen_digest` has read a seat's events: events read, events visible, chain digest."""
NOTHING_SEEN: Seen = (0, 0, bytes(32))


def seen_digest(state: State, seat: int, before: Seen = NOTHING_SEEN) -> Seen:
    """A digest of every event ``seat`` has seen, chained on from ``before`` (read once each)."""
    read, visible, digest = before
    for event in state.visible_events(seat, read):
        text = json.dumps(event, sort_keys=True, separators=(",", ":")).encode()
        digest = hashlib.sha256(digest + text).digest()
        visible += 1
    return len(state.events), visible, digest


def information_state_string(
    state: State, seat: int, own_actions: Sequence[str], seen: Seen | None = None
) -> str:
    """What ``seat`` knows, exactly: its view, its own actions in order, a digest of the events it saw.

    ``seen`` is :func:`seen_digest` brought up to date by the caller (it saves reading the log).
    """
    view = state.view(seat, log=False)
    _, visible, digest = seen_digest(state, seat) if seen is None else seen
    return "\n".join(
        (
            f"seat {seat}",
            f"my actions: {' '.join(own_actions) or '-'}",
            f"events seen: {visible} (chained sha256 {digest.hex()[:16]})",
            json.dumps(view, sort_keys=True, separators=(",", ":")),
        )
    )


def docs_tables(players: int = 2) -> str:
    """The observation tables of every registered game (``players`` seats) for ``docs/rl.md``."""
    from noppa.engine import get_game, list_games

    parts: list[str] = []
    for game_id in list_games():
        game = get_game(game_id)
        count = max(players, game.player_counts.start)
        encoding = Encoding(game, count, game.resolve_options({}))
        parts.append(
            f"### {game.name('en')} (`{game_id}`), {count} players: "
            f"{encoding.n_actions} actions, {encoding.observation_size} numbers\n\n"
            f"Actions:\n\n{encoding.action_table()}\n\nObservation:\n\n{encoding.table()}"
        )
    return "\n\n".join(parts)
