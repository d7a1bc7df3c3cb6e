"""The Market step (§7), item usage (§7) and carrying limits (§8)."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.engine import IllegalAction
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    equip,
    events,
    force,
    legal,
    neighbour,
    play,
    position,
    scenario,
)


def in_city(
    city: str = "tamalir",
    top: str | None = None,
    *,
    stack: list[str] | None = None,
    event: str | None = None,
    **hero: Any,
) -> RuneboundState:
    """Grul steps into ``city`` (Nym further off): its Market step, ``top`` the market card it draws
    (RB-MKT-01), ``stack`` cards already in its stack, ``event`` in force; ``hero`` his setup."""
    board = scenario(["grul-the-wanderer", "nym-ashwhisper"])  # where the seed's tokens lie
    hex_id = board.board.ids[board.board.cities[city]]
    here = neighbour(board, hex_id)
    state = position(
        [
            {"hero": "grul-the-wanderer", "at": here, **hero},
            {"hero": "nym-ashwhisper", "at": neighbour(board, here)},
        ],
        market=[] if top is None else [top],
        markets={} if stack is None else {city: stack},
        event=event,
    )
    force(state)
    play(state, f"step:{hex_id}")
    return state


@pytest.mark.rule("RB-MKT-01", "RB-MKT-02", "RB-MKT-03")
def test_a_new_card_then_only_this_city_stack() -> None:
    state = in_city("tamalir", top="elven-bow", gold=10)
    assert state.step == "market"
    assert state.stacks["tamalir"] == ["elven-bow"]  # Tamalir starts empty and gets cards too
    assert events(state, "market_draw")[-1]["card"] == "elven-bow"
    other = state.stacks["riverwatch"][0]
    buys = [a for a in legal(state) if a.startswith(("buy:", "hire:"))]
    assert buys == ["buy:elven-bow"] and f"buy:{other}" not in buys


@pytest.mark.rule("RB-MKT-04", "RB-MKT-05", "RB-SETUP-05")
def test_buy_and_hire() -> None:
    state = in_city("tamalir", top="mercenary-captain", stack=["hunting-bow"], gold=12)
    play(state, "hire:mercenary-captain", "buy:hunting-bow")
    hero = state.heroes[0]
    assert [a.card for a in hero.allies] == ["mercenary-captain"] and hero.items == ["hunting-bow"]
    assert hero.gold == 12 - 6 - 3 and state.stacks["tamalir"] == []


@pytest.mark.rule("RB-MKT-06")
def test_selling_items_half_price_not_for_one_gold() -> None:
    state = in_city("tamalir", items=["hunting-bow", "stamina-draught"], allies=["falconer"], gold=0)
    assert "sell:hunting-bow" in legal(state)
    assert "sell:stamina-draught" not in legal(state)  # a 1-gold item cannot be sold
    assert "sell:falconer" not in legal(state)  # allies are not sold (default reading)
    play(state, "sell:hunting-bow")
    assert state.heroes[0].gold == 1 and "hunting-bow" in state.stacks["tamalir"]  # 3 // 2


@pytest.mark.rule("RB-MKT-06")
def test_option_sell_allies() -> None:
    state = scenario(["grul-the-wanderer"], options={"sell_allies": True})
    tamalir = state.board.ids[state.board.start]
    equip(state, 0, allies=["falconer"], at=neighbour(state, tamalir), gold=0)
    force(state)
    play(state, f"step:{tamalir}", "sell:falconer")
    assert state.heroes[0].gold == 2 and state.heroes[0].allies == []


@pytest.mark.rule("RB-MKT-06")
def test_selling_only_in_a_city() -> None:
    state = scenario(["grul-the-wanderer"])
    equip(state, 0, items=["hunting-bow"])
    with pytest.raises(IllegalAction):
        state.apply("sell:hunting-bow")


@pytest.mark.rule("RB-LIM-01", "RB-LIM-03", "RB-LIM-04")
def test_two_weapons_one_armor() -> None:
    state = in_city(
        "tamalir",
        top="longsword",
        stack=["chainmail"],
        items=["short-sword", "hunting-bow", "round-shield"],
        gold=20,
    )
    assert "buy:longsword" not in legal(state) and "buy:chainmail" not in legal(state)
    with pytest.raises(IllegalAction, match="limit"):
        state.apply("buy:longsword")
    play(state, "discard:short-sword")  # RB-LIM-04: discarding is allowed any time
    assert state.market_deck[0] == "short-sword"
    play(state, "buy:longsword")
    assert set(state.heroes[0].items) == {"hunting-bow", "round-shield", "longsword"}


@pytest.mark.rule("RB-LIM-02")
def test_two_allies() -> None:
    state = in_city("tamalir", top="falconer", allies=["village-militia", "crossbowman"], gold=20)
    assert "hire:falconer" not in legal(state)


@pytest.mark.rule("RB-LIM-05", "RB-DEF-02")
def test_an_adventure_ally_over_the_limit() -> None:
    state = position(
        [{"hero": "grul-the-wanderer", "allies": ["village-militia", "crossbowman"]}],
        pending={"keep": [0, "a-matter-of-honour"]},  # the reward he keeps: a third ally
    )
    assert sorted(legal(state)) == ["decline", "discard:crossbowman", "discard:village-militia"]
    play(state, "discard:crossbowman")
    assert [a.card for a in state.heroes[0].allies] == ["village-militia", "a-matter-of-honour"]
    assert "discard:a-matter-of-honour" not in legal(state)  # a kept reward is never discarded


@pytest.mark.rule("RB-ITEM-01", "RB-ITEM-02", "RB-ACT-04")
def test_market_activation_and_single_use() -> None:
    state = in_city(
        "tamalir", top="elven-bow", items=["merchants-ledger", "healing-potion"], gold=5, wounds=2
    )
    play(state, "use:merchants-ledger")  # activate: 1 gold off
    assert "use:merchants-ledger" not in legal(state)
    play(state, "buy:elven-bow")
    assert state.heroes[0].gold == 0
    play(state, "use:healing-potion")
    assert state.heroes[0].wounds == 0 and state.market_deck[0] == "healing-potion"


@pytest.mark.rule("RB-MKT-07", "RB-MKT-08", "RB-EVT-01")
def test_peace_of_the_realm_makes_healing_free() -> None:
    state = in_city("tamalir", gold=0, wounds=2, fatigue=1)
    assert not [a for a in legal(state) if a.startswith("heal:")]  # 1 gold each, and he has none
    # "healing costs −1 gold": 1 − 1 = nothing
    state = in_city("tamalir", event="peace-of-the-realm", gold=0, wounds=2, fatigue=1)
    assert {"heal:hero:wound", "heal:hero:fatigue"} <= set(legal(state))
    assert state.label("heal:hero:wound") == "Heal 1 wound of Grul the Wanderer (free)"
    assert state.label("heal:hero:wound", "fi").endswith("(ilmaiseksi)")
    play(state, "heal:hero:wound", "heal:hero:wound", "heal:hero:fatigue")
    hero = state.heroes[0]
    assert (hero.wounds, hero.fatigue, hero.gold) == (0, 0, 0)
    assert [e["cost"] for e in events(state, "heal")] == [0, 0, 0]
    line = state.describe(events(state, "heal")[-1])
    assert line == "A healer tends Grul the Wanderer for free: all fatigue gone."
    assert not [a for a in legal(state) if a.startswith("heal:")]  # nothing left to heal


@pytest.mark.rule("RB-MKT-07", "RB-MKT-08")
def test_rising_prices_heal_for_two_gold() -> None:
    state = in_city("tamalir", event="rising-prices", gold=1, wounds=2)  # "healing costs +1 gold"
    assert "heal:hero:wound" not in legal(state)  # 1 gold is not enough
    with pytest.raises(IllegalAction, match="costs 2 gold"):
        play(state, "heal:hero:wound")
    assert state.heroes[0].gold == 1 and state.heroes[0].wounds == 2  # refused: nothing changed
    state = in_city("tamalir", event="rising-prices", gold=3, wounds=2)
    assert state.label("heal:hero:wound", "fi") == "Paranna 1 haava: Vaeltaja Grul (2 kultaa)"
    play(state, "heal:hero:wound")
    assert (state.heroes[0].gold, state.heroes[0].wounds) == (1, 1)
    state = in_city("tamalir", gold=1, wounds=1)  # no event: the usual price
    assert state.label("heal:hero:wound", "fi") == "Paranna 1 haava: Vaeltaja Grul (1 kulta)"
