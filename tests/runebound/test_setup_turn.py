"""Setup (§1), the turn (§2) and Refresh (§3)."""

from __future__ import annotations

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import equip, force, play, scenario, stay


@pytest.mark.rule("RB-SETUP-01")
def test_a_token_of_the_gem_colour_on_every_gem() -> None:
    state = GAME.new_state(2, seed=3)
    for hex_ in state.board.gems:
        assert state.board_tokens[hex_][0] == state.board.hexes[hex_].gem


@pytest.mark.rule("RB-SETUP-03")
def test_market_stacks_one_card_each_but_tamalir() -> None:
    state = GAME.new_state(2, seed=3)
    for city, stack in state.stacks.items():
        assert len(stack) == (0 if city == "tamalir" else 1)
    assert len(state.market_deck) == 84 - 7
    assert {state.content.market_base[c] for c in state.market_deck} & set(state.content.allies)  # mixed


@pytest.mark.rule("RB-SETUP-04")
def test_adventure_decks_sorted_by_colour_and_shuffled() -> None:
    plain = {"path_of_doom": False}
    one, two = GAME.new_state(2, seed=1, options=plain), GAME.new_state(2, seed=2, options=plain)
    for colour, deck in one.decks.items():
        assert all(one.content.adventures[c].colour == colour for c in deck)
        assert sorted(deck) == sorted(two.decks[colour])
    assert one.decks["green"] != two.decks["green"]


@pytest.mark.rule("RB-SETUP-07", "RB-SETUP-09", "RB-COMP-02")
def test_heroes_random_or_agreed_all_in_tamalir() -> None:
    state = GAME.new_state(6, seed=4)
    heroes = [h.hero for h in state.heroes]
    assert len(set(heroes)) == 6
    assert {h.hex for h in state.heroes} == {state.board.cities["tamalir"]}
    agreed = GAME.new_state(2, seed=4, heroes=["ciryn-vael", "grul-the-wanderer"])
    assert [h.hero for h in agreed.heroes] == ["ciryn-vael", "grul-the-wanderer"]
    assert len({tuple(h.hero for h in GAME.new_state(2, seed=s).heroes) for s in range(8)}) > 1


@pytest.mark.rule("RB-SETUP-08", "RB-TURN-01")
def test_random_first_player_then_clockwise() -> None:
    firsts = {GAME.new_state(4, seed=s).first for s in range(20)}
    assert len(firsts) > 1
    state = GAME.new_state(3, seed=7)
    order: list[int] = []
    while len(order) < 4:
        if state.step == "move" and (not order or order[-1] != state.current):
            order.append(state.current)
        state.apply("end" if state.step == "experience" else _any(state))
    first = order[0]
    assert order == [first, (first + 1) % 3, (first + 2) % 3, first]


def _any(state: RuneboundState) -> str:
    """A quick choice that needs no dice: one step without rolling, then pass, finish, take."""
    legal: list[str] = [a.text for a in state.legal_actions()]
    steps = [a for a in legal if a.startswith("step:")]
    for choice in (*steps[:1], "pass", "done", "end", "fight_on", "take", "leave"):
        if choice in legal:
            return choice
    return legal[0]


@pytest.mark.rule("RB-TURN-02", "RB-TURN-03", "RB-MKT-01")
def test_five_steps_in_order() -> None:
    state = scenario(["orvan-saltblood", "nym-ashwhisper"])
    steps = [state.step]
    stay(state)  # movement that ends where it began: stays in Tamalir
    steps.append(state.step)  # Adventure: the other hero is here (a meeting is possible)
    play(state, "pass")
    steps.append(state.step)  # a city: the Market
    play(state, "done")
    steps.append(state.step)
    play(state, "end")
    assert steps == ["move", "adventure", "market", "experience"]
    assert state.current == 1 and state.step == "move"  # the next player begins with Refresh


@pytest.mark.rule("RB-REFR-01", "RB-ACT-03")
def test_refresh_turns_activated_cards_face_up() -> None:
    state = scenario(["orvan-saltblood", "nym-ashwhisper"])
    equip(state, 0, items=["travellers-boots"])
    force(state, 1, 1, 1, 1, 1, 1)
    play(state, "use:travellers-boots")
    assert "travellers-boots" in state.heroes[0].face_down
    assert "use:travellers-boots" not in [a.text for a in state.legal_actions()]
    play(state, "roll:6")
    play(state, sorted(a.text for a in state.legal_actions() if a.kind == "move")[0])
    while state.current == 0:
        play(state, _any(state))
    assert "travellers-boots" in state.heroes[0].face_down  # still down during others' turns
    while state.current == 1:
        play(state, _any(state))
    assert state.heroes[0].face_down == []
    assert any(e["type"] == "refresh" and e["seat"] == 0 for e in state.events)


@pytest.mark.rule("RB-SETUP-09")
def test_a_hero_is_on_the_board_from_his_first_turn() -> None:
    state = GAME.new_state(2, seed=0, heroes=["grul-the-wanderer", "nym-ashwhisper"])
    first = state.current
    other = 1 - first
    assert state.heroes[first].placed and not state.heroes[other].placed
    stay(state)  # stays in Tamalir: the other miniature is not there yet, nobody to meet
    assert state.step == "market"
