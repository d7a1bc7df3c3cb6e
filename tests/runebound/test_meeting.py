"""Meeting heroes (§6): negotiation and trade, and combat between heroes (§16)."""

from __future__ import annotations

import pytest

from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import equip, events, force, hexid, legal, neighbour, play, scenario


def meeting(
    heroes: list[str] | None = None, *, empty: bool = True, **options: object
) -> tuple[RuneboundState, str]:
    state = scenario(heroes or ["grul-the-wanderer", "nym-ashwhisper"], options=dict(options) or None)
    board = state.board
    spot = next(
        board.ids[h]
        for h in range(len(board.hexes))
        if board.hexes[h].in_play
        and board.hexes[h].city is None
        and (h not in state.board_tokens) == empty
        and all(n not in board.cities.values() for n in board.neighbours[h])
    )
    equip(state, 0, at=neighbour(state, spot))
    for seat in range(1, len(state.heroes)):
        equip(state, seat, at=spot)
    force(state)
    play(state, f"step:{spot}")
    return state, spot


@pytest.mark.rule("RB-MEET-01", "RB-MEET-06")
def test_meet_a_hero_in_an_empty_hex() -> None:
    state, _ = meeting()
    assert {"trade:1", "fight:1", "pass"} <= set(legal(state))


@pytest.mark.rule("RB-MEET-06")
def test_option_no_meeting_in_empty_hexes() -> None:
    state, _ = meeting(meet_anywhere=False)
    assert state.step == "experience"


@pytest.mark.rule("RB-MEET-04")
def test_adventure_or_meeting_not_both() -> None:
    state, _spot = meeting(empty=False)
    assert {"adventure", "trade:1", "fight:1"} <= set(legal(state))
    play(state, "trade:1", "leave")
    assert "adventure" not in legal(state)


@pytest.mark.rule("RB-MEET-02", "RB-MEET-05")
def test_negotiating_gives_up_the_attack_and_one_attack_a_turn() -> None:
    state, _ = meeting(["grul-the-wanderer", "nym-ashwhisper", "ciryn-vael"])
    play(state, "trade:1", "leave")
    assert "fight:1" not in legal(state) and "trade:1" not in legal(state)
    assert "fight:2" in legal(state)
    play(state, "fight:2")
    assert state.this_turn.fought
    from noppa.games.runebound.rules.adventures import options

    assert not [a for a in options(state) if a.kind == "fight"]


@pytest.mark.rule("RB-MEET-03", "RB-TURN-01")
def test_a_trade_binds_when_both_agree() -> None:
    state, _ = meeting()
    equip(state, 0, items=["hunting-bow"], gold=5)
    equip(state, 1, allies=["falconer"])
    play(state, "trade:1", "give:hunting-bow", "want:falconer", "pay:1", "propose")
    assert state.to_act == 1 and set(legal(state)) == {"accept", "reject"}
    play(state, "reject")
    assert state.to_act == 0 and state.heroes[0].items == ["hunting-bow"]
    play(state, "propose", "accept")
    assert [a.card for a in state.heroes[0].allies] == ["falconer"] and state.heroes[1].items == [
        "hunting-bow"
    ]
    assert (state.heroes[0].gold, state.heroes[1].gold) == (4, 4)
    assert events(state, "traded")


@pytest.mark.rule("RB-MEET-03")
def test_option_no_gold_in_trades_and_the_proposal_limit() -> None:
    state, _ = meeting(trade_gold=False)
    equip(state, 0, items=["hunting-bow"])
    play(state, "trade:1")
    assert "pay:1" not in legal(state)
    play(state, "give:hunting-bow")
    for _ in range(3):
        play(state, "propose", "reject")
    assert legal(state) == ["leave"]


def pvp() -> RuneboundState:
    state, spot = meeting()
    state.heroes[0].came_from = hexid(state, neighbour(state, spot))
    return state


@pytest.mark.rule("RB-PVP-01", "RB-PVP-02", "RB-PVP-04", "RB-PVP-06", "RB-PVP-10")
def test_hero_against_hero_rounds() -> None:
    state = pvp()
    force(state, 5, 5, 1, 1, 1, 1, 9, 9, 1, 1, 9, 9, 9, 9, 1, 1)
    play(state, "fight:1")
    assert state.to_act == 1 and "use:hero" in legal(state)  # defender's Before Combat first
    play(state, "fight_on")
    assert state.to_act == 0 and legal(state) == ["fight_on", "escape"]
    play(state, "fight_on")
    target = events(state, "target_roll")[-1]
    assert (target["seat"], target["total"]) == (1, 10 + 5)  # the defender rolls first: 2d10 + Mind
    play(state, "defend:ranged")  # 2 + 1 < 15: Grul takes Nym's ranged damage 3
    assert state.heroes[0].wounds == 3
    play(state, "attack:melee")  # Nym's target 2 + 2; Grul 18 + 5: Nym takes 3
    assert state.heroes[1].wounds == 3
    play(state, "defend:magic")
    assert state.combat is not None and state.combat.attacker == 1  # round 2: the roles swap
    play(state, "fight_on")  # only the hero who attacked may escape
    assert state.to_act == 1  # Nym now chooses attack or defend


@pytest.mark.rule("RB-PVP-03", "RB-PVP-07")
def test_only_the_attacker_escapes_and_that_ends_the_turn() -> None:
    state = pvp()
    force(state, 9, 9, 1, 1)
    play(state, "fight:1", "fight_on", "escape")
    assert events(state, "escaped") and state.current == 1


@pytest.mark.rule("RB-PVP-08", "RB-PVP-09", "RB-PVP-05")
def test_the_winner_takes_one_thing_the_loser_is_knocked_out() -> None:
    state = pvp()
    equip(state, 1, allies=["falconer"], items=["hunting-bow"], wounds=7, gold=4)
    state.heroes[1].allies[0].wounds = 1
    force(state, 1, 1, 1, 1, 1, 1, 10, 10)
    play(state, "fight:1", "fight_on", "fight_on", "defend:ranged", "attack:melee")
    # Grul 20 + 5 beats Nym's 2 + 2: Nym (Life 8) takes 3 and is knocked out.
    assert state.to_act == 0
    assert set(legal(state)) == {"take:hunting-bow", "take:falconer", "take:gold"}
    play(state, "take:falconer")
    taken = state.heroes[0].ally("falconer")
    assert taken is not None and taken.wounds == 1  # the ally keeps its tokens
    loser = state.heroes[1]
    assert (loser.wounds, loser.gold, loser.items) == (0, 0, [])  # knocked out: bow was the costliest
    assert state.heroes[0].tokens == [] and state.current == 1  # no XP; turn over


@pytest.mark.rule("RB-PVP-11", "RB-PVP-10")
def test_a_failed_attack_costs_the_defenders_damage() -> None:
    state = pvp()
    force(state, 9, 9, 1, 1, 1, 1)
    play(state, "fight:1", "fight_on", "fight_on", "attack:ranged")
    assert state.heroes[0].wounds == 3  # Nym's ranged damage


@pytest.mark.rule("RB-PVP-08", "RB-LIM-03")
def test_the_winner_makes_room_before_taking_a_card_over_his_limit() -> None:
    state = pvp()
    equip(state, 0, allies=["village-militia", "crossbowman"])
    equip(state, 1, allies=["falconer"], wounds=7)
    force(state, 1, 1, 1, 1, 1, 1, 10, 10)
    # Before Combat: the falconer's hero has nothing to use; the crossbowman's volley is left unused.
    play(state, "fight:1", "fight_on", "fight_on", "fight_on", "defend:ranged", "take", "attack:melee")
    options = legal(state)
    assert "take:falconer" not in options and "discard:crossbowman" in options
    play(state, "discard:crossbowman", "take:falconer")
    assert [a.card for a in state.heroes[0].allies] == ["village-militia", "falconer"]
