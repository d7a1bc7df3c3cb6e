"""Fast helpers for search bots: the best-expectation choice straight from a state, and a search key.

Search bots play thousands of games a second on states they built themselves (``determinize``).
Building a view for every step would cost more than the rules; these read the state directly and
remember every answer, so the same position is never solved twice.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from noppa.engine import Action
from noppa.games.dungeon_dice.rules import odds
from noppa.games.dungeon_dice.rules.faces import PATH_LENGTH
from noppa.games.dungeon_dice.rules.state import (
    AFTER_CHALLENGE,
    CHALLENGE,
    DECIDE,
    ROLL,
    STOP,
    DungeonDiceState,
)


def best_action(state: DungeonDiceState) -> Action:
    """The action of highest exact expectation: the same as ``state.odds()["best"]``, memoised."""
    seat = state.current
    targets = tuple((t, state.paths[t]) for t in state._challenge_targets())
    phase = state.asking()
    wall = tuple(state.wall) if phase == DECIDE else odds.EMPTY
    key = (
        phase,
        wall,
        state.held,
        state.taken,
        PATH_LENGTH - state.paths[seat],
        state._cap(),
        state._guard_loss(),
        state.hot_dice,
        state.fresh_challenge_rolls,
        state.challenge_cards,
        targets,
        state._later(float(odds.challenge_fraction(state.fresh_challenge_rolls))),
    )
    found = _BEST.get(key)
    if found is None:
        found = _BEST[key] = _best(*key)
    return found


_BEST: dict[tuple[Any, ...], Action] = {}


def _best(  # noqa: PLR0917 - the memo key, spelled out
    phase: str,
    wall: tuple[int, ...],
    held: int,
    taken: int,
    need: int,
    cap: int,
    guard_loss: int,
    hot_dice: bool,
    fresh: bool,
    take: int,
    targets: tuple[tuple[int, int], ...],
    later: tuple[float, ...],
) -> Action:
    # Mirrors DungeonDiceState.odds(): the same values, the same order of ties (stop, roll, challenge).
    choices: list[tuple[float, Action]] = []
    if phase == AFTER_CHALLENGE:
        # the tool cards held before the challenge are laid with the taken ones (DD-CHAL-01a)
        choices.append((float(min(held + taken, need)), STOP))
    else:
        solver = odds.turn_odds(cap, guard_loss, hot_dice, later)
        if phase == DECIDE:
            choices.append((solver.stop_value(held), STOP))
        choices.append((solver.roll_value(wall, held), ROLL))
    chance = float(odds.challenge_fraction(fresh))
    for target, cards in targets:
        choices.append((odds.challenge_value(held + taken, cards, take, chance, need), CHALLENGE[target]))
    best_value, best = choices[0]
    for value, action in choices[1:]:
        if value > best_value:
            best_value, best = value, action
    return best


def search_key(state: DungeonDiceState) -> Hashable:
    """Everything about a position that matters for the rest of the game (no secrets: for any seat).

    The faces of the last roll are left out: only where the dice went (the wall) matters.
    """
    return (
        state.to_act,
        state.asking(),
        tuple(state.paths),
        state.supply,
        tuple(state.wall),
        state.held,
        state.taken,
        state.target,
    )
