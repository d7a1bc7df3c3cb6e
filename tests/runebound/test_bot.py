"""The heuristic bot where the rules on prices meet its plans (issue 14, item 12)."""

from __future__ import annotations

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.ai.bot import HeuristicBot
from noppa.games.runebound.rules.state import RuneboundState
from noppa.sim.seeds import bot_seed, game_seed
from tests.runebound.helpers import equip, force, legal, neighbour, play, position, scenario


def city_sites(state: RuneboundState) -> list[tuple[float, int, str]]:
    bot = HeuristicBot(0)
    view = state.view(0)
    hero = view["state"]["heroes"][0]
    return [site for site in bot._sites(view, hero) if site[2] == "city"]


@pytest.mark.rule("RB-MKT-08", "RB-MKT-07")
def test_a_city_holds_healing_only_for_a_hero_who_can_pay_for_it() -> None:
    def grul(gold: int, event: str) -> RuneboundState:
        return position([{"hero": "grul-the-wanderer", "wounds": 5, "gold": gold}], event=event)

    assert city_sites(grul(1, "rising-prices")) == []  # healing costs 2: with 1 gold a city heals nothing
    assert city_sites(grul(2, "rising-prices"))  # now one wound can be healed: the cities are worth a visit
    assert city_sites(grul(0, "peace-of-the-realm"))  # healing is free: every wound can be healed


@pytest.mark.rule("RB-MKT-08")
def test_the_bot_heals_for_free_under_peace_of_the_realm() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    hex_id = state.board.ids[state.board.cities["tamalir"]]
    equip(state, 0, at=neighbour(state, hex_id), wounds=2, gold=0)
    equip(state, 1, at=neighbour(state, neighbour(state, hex_id)))
    state.event = "peace-of-the-realm"
    force(state)
    play(state, f"step:{hex_id}")
    bot = HeuristicBot(0)
    while state.step == "market" and "heal:hero:wound" in legal(state):
        play(state, bot.choose(state.view(0)))
    assert state.heroes[0].wounds == 0 and state.heroes[0].gold == 0


def test_the_audited_game_ends_by_a_victory_not_the_round_limit() -> None:
    """Two heuristic bots, seed 13, game 2 of ``noppa simulate``: both heroes once sat in cities
    with 1 gold and their wounds under Rising Prices until the round limit."""
    state = GAME.new_state(2, seed=game_seed(13, 2))
    bots = [HeuristicBot(bot_seed(13, 2, seat)) for seat in range(2)]
    while state.to_act is not None:
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    assert state.outcome is not None and state.outcome.reason != "rb.outcome.time"
