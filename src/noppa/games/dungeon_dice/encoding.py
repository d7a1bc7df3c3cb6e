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
from noppa.games.dungeon_dice.rules.state import CHALLENGE

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
