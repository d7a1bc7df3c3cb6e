"""What happened in a game of Key to the Kingdom, counted from its events, for simulation reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine.tally import tally_seats, totals

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState

SEAT_FIGURES = (
    "turns",
    "hazard_attempts",
    "hazard_failures",
    "hazards_crossed",
    "demon_king_captures",
    "monster_captures",
    "dungeon_fails",
    "monsters",
    "monsters_beaten",
    "cases_taken",
    "steals",
    "cases_lost",
    "whirlpools",
    "stone_circle_visits",
    "equipment_lost",
    "turns_lost",
    "moves",
    "falls",
    "equipment_regained",
    "hazards_faced_on_dagger",
    "cases_stolen_from",
    "cobra_dropped",
    "won",
    "escaped",
    "lost_forever",
)
"""The figures counted for each seat (``seat_statistics``), all numbers, the most telling first."""

GAME_FIGURES = ("board_turns", "demon_king_placed", "unwinnable", "won_by_key_magic")
"""Figures of the whole game besides the totals of the seat figures."""

_COUNTED = {
    "turn": "turns",
    "move": "moves",
    "face": "hazards_faced_on_dagger",
    "lost_turn": "turns_lost",
    "fall": "falls",
    "fell": "falls",
    "lose": "equipment_lost",
    "regain": "equipment_regained",
    "monster": "monsters",
    "steal": "steals",
    "lose_case": "cases_lost",
    "dungeon_fail": "dungeon_fails",
    "whirlpool": "whirlpools",
    "circle_return": "stone_circle_visits",
    "circle_card": "stone_circle_visits",
    "circle_miss": "stone_circle_visits",
    "cobra_dropped": "cobra_dropped",
    "escaped": "escaped",
    "lost_forever": "lost_forever",
}
"""Events that count one for the seat they name."""


def seat_statistics(state: KeyToTheKingdomState) -> list[dict[str, float]]:
    """Per seat: turns, hazards attempted, crossed and failed, monsters, cases taken and stolen, the
    Demon King's captures, whirlpool jumps, Stone Circle visits, and how his game ended."""
    seats, rest = tally_seats(state.events, state.players, SEAT_FIGURES, _COUNTED)
    for seat, event in rest:
        kind = event["type"]
        figures = seats[seat]
        if kind == "hazard_done":
            # every way into a hazard (arriving on its dagger, facing it, falling in) ends here
            figures["hazard_attempts"] += 1
            figures["hazards_crossed" if event["success"] else "hazard_failures"] += 1
        elif kind == "fight" and event.get("won"):
            figures["monsters_beaten"] += 1
        elif kind == "take_case":
            figures["cases_taken"] += 1
        elif kind == "captured":
            figures["demon_king_captures" if event["why"] == "demon-king" else "monster_captures"] += 1
        elif kind == "win":
            for winner in event["winners"]:
                seats[winner]["won"] = 1.0
    for event in state.events:
        if event["type"] == "steal":
            seats[int(event["victim"])]["cases_stolen_from"] += 1
    return seats


def statistics(state: KeyToTheKingdomState) -> dict[str, float]:
    """Game totals of the seat figures (but who won), plus board turns, the Demon King's placings,
    whether the game became unwinnable and whether the Key's magic ended it (short version)."""
    seats = seat_statistics(state)
    extra: dict[str, float] = dict.fromkeys(GAME_FIGURES, 0.0)
    for event in state.events:
        kind = event["type"]
        if kind == "board_turned":
            extra["board_turns"] += 1
        elif kind == "demon_king_placed":
            extra["demon_king_placed"] += 1
        elif kind == "unwinnable":
            extra["unwinnable"] = 1.0
        elif kind == "key_magic":
            extra["won_by_key_magic"] = 1.0
    return totals(seats, SEAT_FIGURES) | extra
