"""What each seat may know: the snapshot of a state and each seat's view of it.

Secrets of Key to the Kingdom (KK-SETUP-03/04): what is in each treasure case (known only to those
who have held it), the order of the monster and magic decks, and which magic card a player holds.
:func:`view` leaves them out; worlds.py redraws them (``resample``) or builds a whole state from a
view (``determinize``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from noppa.games.key_to_the_kingdom.content.components import CASES

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState


SECRET_KINDS = frozenset({"preroll", "cobra", "treasure"})
"""Decisions whose choices can give away a secret (carrying the Cobra, which case holds the Key):
another seat sees that such a decision is pending, not its choices."""


def snapshot(state: KeyToTheKingdomState) -> dict[str, Any]:
    """The complete game-specific state, secrets included."""
    return {
        "folds": dict(state.folds),
        "dk": state.dk,
        "dk_number": state.dk_number,
        "adventurers": [a.to_json() for a in state.advs],
        "contents": dict(state.contents),
        "where": dict(state.where),
        "seen": {c: list(s) for c, s in state.seen.items()},
        "monster_deck": list(state.monster_deck),
        "monster_used": list(state.monster_used),
        "magic_deck": list(state.magic_deck),
        "magic_used": list(state.magic_used),
        "bridge": msgspec.to_builtins(state.bridge),
        "current": state.current,
        "first_player": state.first_player,
        **state.flow.to_json(),
        "first": state.first,
        "endgame": None if state.endgame is None else msgspec.to_builtins(state.endgame),
        "flip_blocked": state.flip_blocked,
        "announced": state.announced,
    }


def view(state: KeyToTheKingdomState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: a spectator) may know, JSON-safe."""
    advs = []
    for adv in state.advs:
        public = adv.to_json()
        del public["magic"]
        public["seat"] = adv.seat
        public["has_magic"] = bool(adv.magic)
        public["team"] = list(state.team_of(adv.seat))
        if seat == adv.seat:
            public["magic_card"] = adv.magic
        advs.append(public)
    cases = {}
    for case in CASES:
        known = seat is not None and seat in state.seen.get(case, [])
        cases[case] = {
            "where": state.where.get(case, "place"),
            "treasure": state.contents[case] if known else None,
        }
    pending: dict[str, Any] | None = None
    flow = state.flow.to_json()
    decision = state.pending
    if decision is not None:
        shown = decision.kind not in SECRET_KINDS or decision.seat == seat
        pending = {**flow["pending"], "options": flow["pending"]["options"] if shown else None}
    return {
        "config": state.cfg.key,
        "folds": dict(state.folds),
        "dk": state.dk,
        "dk_number": state.dk_number,
        "current": state.current,
        "first_player": state.first_player,
        "adventurers": advs,
        "cases": cases,
        "monster_deck": len(state.monster_deck),
        "monster_used": list(state.monster_used),
        "magic_deck": len(state.magic_deck),
        "magic_used": list(state.magic_used),
        "bridge": msgspec.to_builtins(state.bridge),
        "built": sorted(state.built_slots()),
        "stack": flow["stack"],
        "pending": pending,
        "first": state.first,
        "endgame": None if state.endgame is None else msgspec.to_builtins(state.endgame),
        "flip_blocked": state.flip_blocked,
        "announced": state.announced,
    }
