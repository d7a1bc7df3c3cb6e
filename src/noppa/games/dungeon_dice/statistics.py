"""What happened in a game of Dungeon Dice, counted from its events, for simulation reports."""

from __future__ import annotations

from noppa.games.dungeon_dice.rules.state import DungeonDiceState

SEAT_FIGURES = (
    "turns",
    "rolls",
    "cards_earned",
    "cards_laid",
    "cards_lost",
    "busts_no_match",
    "busts_guards",
    "guard_penalties",
    "full_walls",
    "six_different",
    "three_pairs",
    "challenges",
    "challenges_won",
    "challenges_lost",
    "cards_taken",
    "cards_given_back",
    "cards_taken_from",
    "cards_recovered",
    "shortages",
    "final_path",
)
"""The figures counted for each seat (``seat_statistics``), all numbers."""


def seat_statistics(state: DungeonDiceState) -> list[dict[str, float]]:
    """Per seat: turns, tool rolls, cards earned / laid / lost, busts by cause, challenges…"""
    seats: list[dict[str, float]] = [dict.fromkeys(SEAT_FIGURES, 0.0) for _ in range(state.players)]
    for event in state.events:
        kind = event["type"]
        if kind == "game_over":
            continue
        figures = seats[event["seat"]]
        if kind == "turn":
            figures["turns"] += 1
        elif kind == "roll":
            figures["rolls"] += 1
            figures["cards_earned"] += event["earned"]
            combo = event["combo"]
            if combo == "six-different":
                figures["six_different"] += 1
            elif combo == "three-pairs":
                figures["three_pairs"] += 1
        elif kind == "bust":
            figures["busts_guards" if event["reason"] == "guards" else "busts_no_match"] += 1
            figures["cards_lost"] += event["lost"]
            figures["guard_penalties"] += event["penalty"]
        elif kind == "stop":
            figures["cards_laid"] += event["laid"]
            if event.get("given_back"):
                # DD-EDGE-03: taken cards beyond the eighth go back to the player they came from
                figures["cards_given_back"] += event["given_back"]
                seats[event["target"]]["cards_recovered"] += event["given_back"]
        elif kind == "wall_full":
            figures["full_walls"] += 1
        elif kind == "challenge":
            figures["challenges"] += 1
        elif kind == "challenge_won":
            figures["challenges_won"] += 1
            figures["cards_taken"] += event["taken"]
            seats[event["target"]]["cards_taken_from"] += event["taken"]
        elif kind == "challenge_lost":
            # DD-CHAL-05: the cards taken this turn go back to the challenged player
            figures["challenges_lost"] += 1
            figures["cards_lost"] += event["lost"]
            figures["cards_given_back"] += event["returned"]
            seats[event["target"]]["cards_recovered"] += event["returned"]
        elif kind == "shortage":
            figures["shortages"] += event["missing"]
    for seat, figures in enumerate(seats):
        figures["final_path"] = float(state.paths[seat])
    return seats


def statistics(state: DungeonDiceState) -> dict[str, float]:
    """Game totals of the seat figures, plus the runner-up's path (how close the race was)."""
    seats = seat_statistics(state)
    totals = {name: sum(figures[name] for figures in seats) for name in SEAT_FIGURES if name != "final_path"}
    paths = sorted((figures["final_path"] for figures in seats), reverse=True)
    totals["runner_up_path"] = paths[1] if len(paths) > 1 else 0.0
    return totals
