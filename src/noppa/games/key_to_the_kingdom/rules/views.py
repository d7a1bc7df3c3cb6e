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
    return seat_view(state, public(state), seat)


def public(state: KeyToTheKingdomState) -> dict[str, Any]:
    """What every seat and spectator sees alike: a spectator's view (the secrets left out), and the
    pending decision's choices apart (under ``"options"``) for the seats :func:`seat_view` shows
    them to. Made once per position and shared: each seat adds only its own part."""
    advs = []
    for adv in state.advs:
        shown = adv.to_json()
        del shown["magic"]
        shown["seat"] = adv.seat
        shown["has_magic"] = bool(adv.magic)
        shown["team"] = list(state.team_of(adv.seat))
        advs.append(shown)
    cases = {case: {"where": state.where.get(case, "place"), "treasure": None} for case in CASES}
    pending: dict[str, Any] | None = None
    options: Any = None
    flow = state.flow.to_json()
    decision = state.pending
    if decision is not None:
        options = flow["pending"]["options"]
        pending = {**flow["pending"], "options": None if decision.kind in SECRET_KINDS else options}
    spectator = {
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
    return {"view": spectator, "options": options}


def seat_view(state: KeyToTheKingdomState, shared: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``seat``'s view made from :func:`public` of the same position: the magic card of its own
    adventurers (KK-SETUP-04), the contents of the cases it has held (KK-SETUP-03) and the choices
    of a secret decision that is its own; everything else is the shared part itself."""
    spectator: dict[str, Any] = shared["view"]
    if seat is None:
        return spectator
    view = dict(spectator)
    view["adventurers"] = [
        {**shown, "magic_card": adv.magic} if adv.seat == seat else shown
        for adv, shown in zip(state.advs, spectator["adventurers"], strict=True)
    ]
    cases = spectator["cases"]
    view["cases"] = {
        case: {"where": shown["where"], "treasure": state.contents[case]}
        if seat in state.seen.get(case, ())
        else shown
        for case, shown in cases.items()
    }
    decision = state.pending
    if decision is not None and decision.kind in SECRET_KINDS and decision.seat == seat:
        view["pending"] = {**spectator["pending"], "options": shared["options"]}
    return view
