"""Fixed encodings of Dungeon Dice for learning programs (``noppa.rl``): actions and observations.

Actions are numbered ``roll``, ``stop``, ``challenge:1`` … ``challenge:{players}`` (player numbers).
An observation is one seat's view as numbers in [−1, 1], seats rotated so that the observer comes first:

- per seat (observer first): cards on the path / 8, whose turn it is, who is being challenged;
- the supply / 28 (1 when unlimited), the phase (start, decide, after a challenge, over, one-hot);
- the wall per face / 6, the dice in the pit / 6, cards held and cards taken / 8;
- the exact odds of the view: bust chance, roll and stop values / 8, the chance a challenge
  succeeds, and per seat the value of challenging him / 8 (0 where no challenge is open);
- the options (hot dice, challenge timing one-hot, fresh challenge rolls, cards a challenge takes
  / 3, guard penalty, unlimited supply) and whether it is the observer's turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from noppa.games.dungeon_dice.rules.faces import DICE, PATH_LENGTH, SUPPLY
from noppa.games.dungeon_dice.rules.state import CHALLENGE, DungeonDiceState

PHASES = ("start", "decide", "challenge", "over")
TIMINGS = ("start", "anytime", "never")


def action_space(players: int) -> tuple[str, ...]:
    """Every action text of a game with ``players`` seats, in a fixed order."""
    return ("roll", "stop", *(CHALLENGE[seat].text for seat in range(players)))


def _clip(value: float) -> float:
    return -1.0 if value < -1.0 else 1.0 if value > 1.0 else value


def encode_view(view: Mapping[str, Any]) -> list[float]:
    """The observation of ``view`` (a seat's view; a spectator is seen from seat 0)."""
    players = int(view["players"])
    me = view["seat"] or 0
    picture = view["state"]
    options = view["options"]
    odds = picture.get("odds") or {}
    challenges = odds.get("challenges") or {}
    target = picture["target"]
    order = [(me + offset) % players for offset in range(players)]
    out: list[float] = []
    for seat in order:
        out.append(picture["paths"][seat] / PATH_LENGTH)
        out.append(1.0 if picture["current"] == seat and view["outcome"] is None else 0.0)
        out.append(1.0 if target == seat else 0.0)
        value = challenges.get(str(seat))
        out.append(0.0 if value is None else _clip(value / PATH_LENGTH))
    supply = picture["supply"]
    out.append(1.0 if supply is None else supply / SUPPLY)
    out.extend(1.0 if picture["phase"] == phase else 0.0 for phase in PHASES)
    out.extend(count / DICE for count in picture["wall"])
    out.append(picture["pit"] / DICE)
    out.append(_clip(picture["held"] / PATH_LENGTH))
    out.append(_clip(picture["taken"] / PATH_LENGTH))
    out.append(float(odds.get("bust", 0.0)))
    out.append(_clip(float(odds.get("roll", 0.0)) / PATH_LENGTH))
    out.append(_clip(float(odds.get("stop", 0.0)) / PATH_LENGTH))
    out.append(float(odds.get("challenge_chance", 0.0)))
    out.append(1.0 if options["hot_dice"] else 0.0)
    out.extend(1.0 if options["challenges"] == timing else 0.0 for timing in TIMINGS)
    out.append(1.0 if options["challenge_rolls"] == "fresh" else 0.0)
    out.append(int(options["challenge_cards"]) / 3)
    out.append(1.0 if options["guard_penalty"] else 0.0)
    out.append(1.0 if options["supply"] == "unlimited" else 0.0)
    out.append(1.0 if view["to_act"] == me else 0.0)
    return out


_PHASE = {phase: tuple(1.0 if phase == other else 0.0 for other in PHASES) for phase in PHASES}
"""The phase's one-hot numbers, by phase."""
_NO_ODDS = (0.0, 0.0, 0.0, 0.0)
_WALLS: dict[tuple[int, ...], tuple[float, ...]] = {}
"""The wall's numbers (each face's dice, then the pit's), by wall."""
_OPTIONS: dict[int, tuple[Mapping[str, Any], tuple[float, ...]]] = {}
"""The options' numbers, by the identity of the options (a game's options never change): the states
of one game, and of every game an environment starts, share theirs."""


def _option_numbers(options: Mapping[str, Any]) -> tuple[float, ...]:
    found = _OPTIONS.get(id(options))
    if found is not None and found[0] is options:
        return found[1]
    numbers = (
        1.0 if options["hot_dice"] else 0.0,
        *(1.0 if options["challenges"] == timing else 0.0 for timing in TIMINGS),
        1.0 if options["challenge_rolls"] == "fresh" else 0.0,
        int(options["challenge_cards"]) / 3,
        1.0 if options["guard_penalty"] else 0.0,
        1.0 if options["supply"] == "unlimited" else 0.0,
    )
    if len(_OPTIONS) >= 64:
        _OPTIONS.clear()
    _OPTIONS[id(options)] = (options, numbers)  # (held, so that its id is not another's)
    return numbers


def _wall_numbers(wall: tuple[int, ...]) -> tuple[float, ...]:
    found = _WALLS.get(wall)
    if found is None:
        found = _WALLS[wall] = (*(count / DICE for count in wall[1:]), (DICE - sum(wall)) / DICE)
    return found


_ROTATIONS = {
    players: tuple(tuple((me + offset) % players for offset in range(players)) for me in range(players))
    for players in range(1, 5)
}
"""The seats in the observation's order (the observer first), by player count and observer."""


def encode_state(state: DungeonDiceState, seat: int | None, *, odds: bool = True) -> list[float]:
    """``encode_view(state.view(seat, odds=odds))``, the same numbers read straight from the state.

    A learning step's observation (``noppa.rl``) builds no view, options dict or odds dict: the odds
    come as :meth:`DungeonDiceState.odds_numbers`, and only when ``odds`` asks for them.
    """
    me = seat or 0
    numbers = state.odds_numbers() if odds else None
    values = None if numbers is None else numbers[4]
    current = state.current if state.outcome is None else None
    target = state.target
    paths = state.paths
    out: list[float] = []
    for other in _ROTATIONS[state.players][me]:
        value = None if values is None else values[other]
        out += (
            paths[other] / PATH_LENGTH,
            1.0 if current == other else 0.0,
            1.0 if target == other else 0.0,
            0.0 if value is None else _clip(value / PATH_LENGTH),
        )
    supply = state.supply
    held = state.held / PATH_LENGTH
    taken = state.taken / PATH_LENGTH
    out += (
        1.0 if supply is None else supply / SUPPLY,
        *_PHASE[state.asking()],
        *_wall_numbers(state.wall),
        held if held < 1.0 else 1.0,  # (never below 0: _clip's upper half)
        taken if taken < 1.0 else 1.0,
    )
    if numbers is None:
        out += _NO_ODDS
    else:
        chance, bust, roll, stop, _ = numbers
        out += (
            0.0 if bust is None else bust,
            0.0 if roll is None else _clip(roll / PATH_LENGTH),
            0.0 if stop is None else _clip(stop / PATH_LENGTH),
            chance,
        )
    out += _option_numbers(state.options)
    out.append(1.0 if state.to_act == me else 0.0)
    return out
