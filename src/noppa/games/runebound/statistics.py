"""What happened in a game of Runebound, counted from its events and final state, for simulation reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine.tally import tally_seats, totals

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

SEAT_FIGURES = (
    "turns",
    "challenges",
    "challenges_won",
    "escapes",
    "knocked_out",
    "hero_fights",
    "tokens_won",
    "skill_tests",
    "skill_tests_passed",
    "events_drawn",
    "items_bought",
    "allies_hired",
    "wounds_taken",
    "rests",
    "level",
    "runes",
    "gold",
    "won",
)
"""The figures counted for each seat (``seat_statistics``), all numbers, the most telling first."""

GAME_FIGURES = (
    "rounds",
    "won_by_runes",
    "won_by_margath",
    "round_limit",
    "dragon_lords_won",
    "doom",
    "showdown",
)
"""Figures of the whole game besides the totals of the seat figures."""

_COUNTED = {
    "turn": "turns",
    "escaped": "escapes",
    "knocked_out": "knocked_out",
    "pvp": "hero_fights",
    "token_won": "tokens_won",
    "event": "events_drawn",
    "buy": "items_bought",
    "hire": "allies_hired",
    "rested": "rests",
}
"""Events that count one for the seat they name."""

_REASONS = {
    "rb.outcome.runes": "won_by_runes",
    "rb.outcome.margath": "won_by_margath",
    "rb.outcome.time": "round_limit",
    "rb.outcome.dragons": "dragon_lords_won",
    "rb.outcome.showdown_empty": "dragon_lords_won",
}
"""How a game ended (the outcome's reason) → the game figure set to 1."""


def seat_statistics(state: RuneboundState) -> list[dict[str, float]]:
    """Per seat: turns, challenges fought and won, escapes, knock-outs, fights between heroes,
    tokens, skill tests, the market, wounds, and the hero's level, Runes and gold at the end."""
    seats, rest = tally_seats(state.events, state.players, SEAT_FIGURES, _COUNTED)
    for seat, event in rest:
        kind = event["type"]
        figures = seats[seat]
        if kind == "combat" and event.get("fight") in ("challenge", "showdown"):
            figures["challenges"] += 1
        elif kind == "defeated":
            figures["challenges_won"] += 1
        elif kind == "test":
            figures["skill_tests"] += 1
            figures["skill_tests_passed"] += 1 if event.get("success") else 0
        elif kind == "wounded":
            figures["wounds_taken"] += float(event.get("count", 0))
    for seat, figures in enumerate(seats):
        figures["level"] = float(state.level(seat))
        figures["runes"] = float(state.runes(seat))
        figures["gold"] = float(state.heroes[seat].gold)
    if state.outcome is not None:
        for winner in state.outcome.winners:
            seats[winner]["won"] = 1.0
    return seats


def statistics(state: RuneboundState) -> dict[str, float]:
    """Game totals of the seat figures (but who won), plus the rounds played, how the game ended
    (Runes, Margath, the round limit, the Dragon Lords) and, with the Path of Doom, the doom tokens
    placed and whether the Showdown came."""
    seats = seat_statistics(state)
    extra: dict[str, float] = dict.fromkeys(GAME_FIGURES, 0.0)
    for event in state.events:
        kind = event["type"]
        if kind == "turn":
            extra["rounds"] = max(extra["rounds"], float(event.get("round", 0)))
        elif kind == "doom":
            extra["doom"] = max(extra["doom"], float(event.get("count", 0)))
        elif kind == "showdown":
            extra["showdown"] = 1.0
    if state.outcome is not None and state.outcome.reason in _REASONS:
        extra[_REASONS[state.outcome.reason]] = 1.0
    return totals(seats, SEAT_FIGURES) | extra
