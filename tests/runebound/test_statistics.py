"""Runebound's figures for simulation reports agree with the game's events and its outcome."""

from __future__ import annotations

from noppa.bots import make_bot
from noppa.games.runebound import GAME
from noppa.games.runebound.statistics import GAME_FIGURES, SEAT_FIGURES


def test_figures_count_the_events_and_say_how_the_game_ended() -> None:
    state = GAME.new_state(2, seed=3)
    bots = [make_bot(GAME, "heuristic", seed=seat) for seat in range(2)]
    while state.to_act is not None:
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    assert state.outcome is not None
    seats = GAME.study.seat_statistics(state)
    figures = GAME.study.statistics(state)
    assert [set(s) for s in seats] == [set(SEAT_FIGURES)] * 2
    assert set(figures) == (set(SEAT_FIGURES) - {"won"}) | set(GAME_FIGURES)
    kinds = [event["type"] for event in state.events]
    assert figures["challenges_won"] == kinds.count("defeated")
    assert figures["knocked_out"] == kinds.count("knocked_out")
    assert figures["turns"] == kinds.count("turn")
    assert [seat for seat in range(2) if seats[seat]["won"]] == list(state.outcome.winners)
    ending = ("won_by_runes", "won_by_margath", "round_limit", "dragon_lords_won")
    assert sum(figures[name] for name in ending) == 1
    assert figures["rounds"] >= 1 and figures["doom"] == state.doom
    assert figures["showdown"] == int(state.showdown)
    for seat, mine in enumerate(seats):
        assert mine["level"] == state.level(seat) and mine["runes"] == state.runes(seat)
        assert mine["skill_tests_passed"] <= mine["skill_tests"]
        assert mine["challenges_won"] <= mine["challenges"]
