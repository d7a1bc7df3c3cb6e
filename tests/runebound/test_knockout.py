"""Knock-out (§15)."""

from __future__ import annotations

import pytest

from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import equip, events, fight, force, legal, play, position, scenario


def beaten(items: list[str], allies: list[str] | None = None, at: str | None = None) -> RuneboundState:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    from noppa.games.runebound.rules.abilities import hero_stat

    equip(state, 0, items=items, allies=allies or [], fatigue=3, gold=7, at=at)
    state.heroes[0].wounds = hero_stat(state, 0, "life") - 2
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")  # 2 + 5 < 10: 2 more wounds: out
    if "take" in legal(state):
        play(state, "take")  # armour could prevent one: he takes them
    return state


@pytest.mark.rule("RB-KO-01", "RB-KO-02", "RB-KO-03", "RB-KO-05", "RB-KO-06", "RB-KO-07")
def test_knock_out_steps() -> None:
    state = beaten(["plate-armor", "short-sword"], ["village-militia"], at="h0304")
    if legal(state)[0].startswith("city:"):
        play(state, legal(state)[0])
    hero = state.heroes[0]
    here = state.board.index["h0304"]
    assert (hero.wounds, hero.fatigue, hero.gold) == (0, 0, 0)  # RB-KO-02
    assert hero.items == ["short-sword"] and state.market_deck[0] == "plate-armor"  # RB-KO-03
    assert state.lost[0] == ("wild-boar", here)  # RB-KO-05: as after an escape
    assert hero.allies[0].card == "village-militia"
    assert state.current == 1  # RB-KO-06


@pytest.mark.rule("RB-KO-03")
def test_a_tie_for_most_expensive_the_player_chooses() -> None:
    state = beaten(["longsword", "chainmail"])  # both cost 5
    assert sorted(legal(state)) == ["lose:chainmail", "lose:longsword"]
    play(state, "lose:chainmail")
    assert state.heroes[0].items == ["longsword"]


@pytest.mark.rule("RB-KO-04", "RB-KO-07")
def test_nearest_city_ties_chosen_by_the_player() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    board = state.board
    # Find a hex exactly as far from two cities (walking through hexes in play).
    tie = next(
        h for h in range(len(board.hexes)) if board.hexes[h].in_play and len(board.nearest_cities(h)) > 1
    )
    equip(state, 0, wounds=12, at=board.ids[tie])
    force(state, 1, 1)
    fight(state, "wild-boar")
    play(state, "fight_on", "defend:ranged", "defend:melee")
    options = legal(state)
    assert all(a.startswith("city:") for a in options) and len(options) >= 2
    play(state, options[-1])
    assert state.heroes[0].hex == board.cities[options[-1][5:]]


@pytest.mark.rule("RB-KO-07")
def test_a_knock_out_without_a_challenge() -> None:
    # A wound outside any fight: 10 + 1 = 11 = Grul's Life.
    grul = {"hero": "grul-the-wanderer", "wounds": 10, "fatigue": 4}
    state = position([grul, {"hero": "nym-ashwhisper"}], pending={"wounds": [0, 1]})
    assert events(state, "knocked_out") and state.lost == [None] * 6
