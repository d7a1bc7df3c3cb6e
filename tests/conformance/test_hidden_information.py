"""Hidden information stays hidden through what happens next, in every game (issue 13.1).

A view may not change when what its seat cannot know is drawn afresh (``test_conformance`` checks
that); this goes one step further. At positions spread over seeded random playouts, for every seat
and the spectator, ``game.search.resample_hidden`` redraws what that seat cannot know, and the same next
action is applied in the real world and the redrawn one. The seat's views after it must be equal:
whose turn it is, what the decision is, the state and every new log line. It is done twice: with
the dice set equal in both worlds (so that only the secrets differ), and with the dice redrawn too
(then anything from the first number drawn on may differ: a roll is public as it happens, and so is
what follows from it; nothing before it may).

A secret may show only where the rules turn it face up: the first new log line that differs must
come at or after an event listed in ``REVEALS``, each with the rule that makes it public.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from noppa.engine import Dice, Event, Game, State, get_game, list_games
from noppa.engine.capabilities import redraw_dice


@dataclass(frozen=True)
class Reveal:
    """Events of kind ``kind`` (with the fields ``where`` at those values) make a secret public."""

    kind: str
    reason: str
    where: tuple[tuple[str, str], ...] = ()

    def matches(self, event: Event) -> bool:
        """Whether ``event`` is one of these."""
        return event["type"] == self.kind and all(event.get(k) == v for k, v in self.where)


REVEALS: dict[str, tuple[Reveal, ...]] = {
    "dungeon-dice": (),  # nothing is hidden but the dice
    "key-to-the-kingdom": (
        Reveal("monster", "KK-TP-02: entering a place, the top monster card is drawn and fought in the open"),
        Reveal(
            "case_content",
            "KK-TP-03, KK-TURN-07: a case that comes to a player, taken in a place or stolen, shows "
            "him its card (an event only he sees)",
        ),
        Reveal(
            "lose_case",
            "KK-WP-05: trapped in a ring for three turns, one gives up a case other than the Key, or, "
            "holding no such case, keeps trying: everyone sees which",
            (("why", "whirlpool"),),
        ),
    ),
    "runebound": (
        Reveal("draw", "RB-ADV-02: the top adventure card of the token's colour is drawn and shown to all"),
        Reveal("market_draw", "RB-MKT-03: a market card is turned face up onto the city's stack"),
        Reveal("token_won", "RB-COMP-16, RB-DEF-03: a won adventure token shows its XP value"),
    ),
}
"""Per game: the events that make something hidden public, each with the rule that does."""

Table = tuple[int, dict[str, Any]]

TABLES: dict[str, tuple[Table, ...]] = {
    "dungeon-dice": ((2, {}), (4, {"challenges": "anytime"})),
    "key-to-the-kingdom": ((2, {}), (3, {}), (4, {"teams": "2x2"})),
    "runebound": ((2, {}), (3, {"path_of_doom": True})),
}
"""Per game: the player counts and options played (a few of each, to keep the run short); another
game plays its fewest and most players with its default options."""


def tables(game: Game) -> tuple[Table, ...]:
    """The tables to play ``game`` at."""
    counts = game.player_counts
    return TABLES.get(game.id, ((counts.start, {}), (counts.stop - 1, {})))


SEEDS = (1, 2)
POSITIONS = 40
"""Positions checked per playout, spread over the game."""


def positions(
    game: Game, players: int, options: dict[str, Any], seed: int
) -> Iterator[tuple[int, State, str]]:
    """About ``POSITIONS`` positions of one seeded random playout, spread evenly over it, each with
    its step and the action the playout takes next."""
    state = game.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    actions: list[str] = []
    while state.to_act is not None:
        actions.append(rng.choice(state.legal_actions()).text)
        state.apply(actions[-1])
    stride = max(1, len(actions) // POSITIONS)
    state = game.new_state(players, seed=seed, options=options)
    for step, action in enumerate(actions):
        if step % stride == 0:
            yield step, state, action
        state.apply(action)


class Watched(Dice):
    """The dice of a state, noting how many events the state held when the first number was drawn."""

    def __init__(self, inner: Dice, events: list[Event]) -> None:
        self.inner = inner
        self.events = events
        self.first_draw: int | None = None

    def _note(self) -> None:
        if self.first_draw is None:
            self.first_draw = len(self.events)

    def roll(self, sides: int) -> int:
        self._note()
        return self.inner.roll(sides)

    def below(self, n: int) -> int:
        self._note()
        return self.inner.below(n)

    def to_json(self) -> dict[str, Any]:
        return self.inner.to_json()

    def clone(self) -> Dice:
        return self.inner.clone()


@dataclass
class World:
    """One world after the action: the state, the new log lines ``seat`` sees (with the index of
    each among the new events), and where the first number was drawn (an index into new events)."""

    state: State
    lines: list[tuple[int, Event]]
    first_draw: int | None


def play(state: State, action: str, seat: int | None) -> World:
    """``action`` applied to a copy of ``state``, as ``seat`` sees it happen."""
    copy = state.clone()
    start = len(copy.events)
    watched = Watched(copy.dice, copy.events)
    copy.dice = watched
    copy.apply(action)
    copy.dice = watched.inner
    lines = []
    for index, event in enumerate(copy.events[start:]):
        shown = copy._redact(event, seat)
        if shown is not None:
            lines.append((index, shown))
    first_draw = None if watched.first_draw is None else watched.first_draw - start
    return World(copy, lines, first_draw)


def first_difference(ours: World, theirs: World) -> int | None:
    """The index of the first new log line that differs between the two worlds, or ``None``."""
    for index, ((_, a), (_, b)) in enumerate(zip(ours.lines, theirs.lines, strict=False)):
        if a != b:
            return index
    if len(ours.lines) == len(theirs.lines):
        return None
    return min(len(ours.lines), len(theirs.lines))


def revealed(game_id: str, world: World, upto: int) -> bool:
    """Whether an event that makes a secret public comes at or before new line ``upto``."""
    reveals = REVEALS.get(game_id, ())
    return any(r.matches(event) for r in reveals for _, event in world.lines[: upto + 1])


def rolled(world: World, upto: int) -> bool:
    """Whether a number was drawn before new line ``upto`` happened (or before the end)."""
    if world.first_draw is None:
        return False
    at = world.lines[upto][0] if upto < len(world.lines) else len(world.state.events)
    return world.first_draw <= at


def compare(
    game_id: str, state: State, other: State, action: str, seat: int | None, *, same_dice: bool
) -> str | None:
    """What ``seat`` sees differently after ``action`` in the two worlds, or ``None`` if nothing.

    A difference is allowed from an event of ``REVEALS`` on, and, when the dice differ, from the
    first number drawn on: a roll is public, and what follows from it may differ."""
    ours, theirs = play(state, action, seat), play(other, action, seat)
    index = first_difference(ours, theirs)
    if index is not None:
        if any(revealed(game_id, w, index) or (not same_dice and rolled(w, index)) for w in (ours, theirs)):
            return None
        a = ours.lines[index][1] if index < len(ours.lines) else None
        b = theirs.lines[index][1] if index < len(theirs.lines) else None
        return f"new log line {index}: {a!r} vs {b!r}"
    our_view, their_view = ours.state.view(seat, log=False), theirs.state.view(seat, log=False)
    if our_view == their_view:
        return None
    if not same_dice and (ours.first_draw is not None or theirs.first_draw is not None):
        return None
    keys = [k for k in our_view if our_view[k] != their_view.get(k)]
    if keys == ["state"]:
        keys = [f"state.{k}" for k in our_view["state"] if our_view["state"][k] != their_view["state"].get(k)]
    return "view differs in " + ", ".join(keys) + f" (to_act {ours.state.to_act} vs {theirs.state.to_act})"


def game_cases() -> Iterator[Any]:
    for game_id in list_games():
        yield pytest.param(game_id, id=game_id)


@pytest.mark.parametrize("game_id", list(game_cases()))
def test_what_a_seat_cannot_know_never_shows_in_what_happens_next(game_id: str) -> None:
    game = get_game(game_id)
    leaks: list[str] = []
    for players, options in tables(game):
        for seed in SEEDS:
            rng = random.Random(seed)
            for step, state, action in positions(game, players, options, seed):
                for seat in [None, *range(players)]:
                    redraw = rng.randrange(1 << 30)
                    search = game.search
                    other = (
                        search.resample_hidden(state, seat, redraw) if search else redraw_dice(state, redraw)
                    )
                    # Both ways: the secrets alone redrawn (the dice kept), and the dice too.
                    for same_dice in (True, False):
                        world = other.clone()
                        if same_dice:
                            world.dice = state.dice.clone()
                        if not world.is_legal(action):
                            continue
                        found = compare(game_id, state, world, action, seat, same_dice=same_dice)
                        if found is not None:
                            dice = "same" if same_dice else "other"
                            leaks.append(
                                f"{players}p {options} seed {seed} step {step} seat {seat} {dice} dice, "
                                f"after {action!r}: {found}"
                            )
    assert not leaks, f"{len(leaks)} leaks, first: " + "\n".join(leaks[:5])
