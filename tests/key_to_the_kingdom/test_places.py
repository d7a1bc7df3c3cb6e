"""Black daggers, treasure places, monster cards, the Stone Circle and the dungeon of a place."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from noppa import LoadError
from noppa.games.key_to_the_kingdom.content.monsters import load_monsters, parse_monsters
from noppa.games.key_to_the_kingdom.rules.state_model import Circle, InHazard

from .helpers import ALL, DEAL, begin, events_of, play, put, scenario, texts

rule = pytest.mark.rule


def at_fortress(monster: str, rolls: list[int], *, equipment: list[str] | None = None) -> Any:
    """Seat 0 one step from the Boulder Fortress's first black dagger, ``monster`` on top of the deck."""
    state = scenario()
    state.monster_deck = [m for m in state.monster_deck if m != monster] + [monster]
    put(state, 0, "bf/f4", equipment=equipment)
    begin(state, 0, rolls)
    return state


@rule("KK-TP-01")
def test_black_daggers_can_be_passed_by_and_no_one_jumps_over_a_place() -> None:
    state = at_fortress("cave-troll", [4])
    # four steps pass both daggers by the place; stopping on either to enter is a choice
    assert {"move:bf/f6", "enter:bf/fortress-d1", "enter:bf/fortress-d2"} <= set(texts(state))
    cfg = state.cfg
    assert "bf/fortress" not in {n for sid in cfg.present for n in cfg.walk[sid] if sid != "bf/fortress"}


@rule("KK-TP-02", "KK-TP-03", "KK-SETUP-04")
def test_entering_draws_a_monster_at_once_and_winning_takes_the_case_in_secret() -> None:
    state = at_fortress("cave-troll", [4])  # one step of four: he stops on the dagger anyway
    play(state, "enter:bf/fortress-d1")
    assert events_of(state, "monster")[0]["card"] == "cave-troll"
    assert texts(state) == ["fight:axe", "fight:food", "fight:roll"]
    play(state, "fight:axe")
    adv = state.advs[0]
    assert adv.space == "bf/fortress" and adv.cases == ["boulder-fortress"]
    assert "cave-troll" in state.monster_used and "cave-troll" not in state.monster_deck
    secret = events_of(state, "case_content")[0]
    assert secret["to"] == [0] and secret["treasure"] == DEAL["boulder-fortress"]
    assert state.visible_events(1)[-1] != secret and secret not in state.visible_events(None)
    begin(state, 0, [1])  # next turn: the black dagger is the first step, either one
    assert set(texts(state)) == {"move:bf/fortress-d1", "move:bf/fortress-d2"}


@rule("KK-TP-03")
def test_a_place_whose_case_is_gone_can_be_entered_but_gives_nothing() -> None:
    state = at_fortress("cave-troll", [4])
    state.where["boulder-fortress"] = "seat:1"
    state.advs[1].cases = ["boulder-fortress"]
    play(state, "enter:bf/fortress-d1", "fight:axe")
    assert state.advs[0].cases == [] and state.advs[0].space == "bf/fortress"


@rule("KK-TP-04")
def test_losing_costs_the_cards_price_and_he_flees_never_back_in_this_turn() -> None:
    state = at_fortress("bone-knight", [2, 1, 4], equipment=["rope", "net"])
    play(state, "enter:bf/fortress-d1")  # no sword or shield: a roll of 7-8; 1 loses
    assert texts(state) == ["lose:net", "lose:rope"]
    play(state, "lose:net")  # then he rolls (4) and moves away
    assert [e["why"] for e in events_of(state, "roll")][-1] == "flee"
    assert not [t for t in texts(state) if t.startswith("enter:bf/fortress")]  # not this turn
    assert state.advs[0].no_enter == "boulder-fortress"


@rule("KK-TP-07", "KK-TP-04")
def test_the_choice_says_what_losing_costs_and_the_log_gives_the_dice() -> None:
    state = at_fortress("venom-wyrm", [1], equipment=["sword", "torch"])
    play(state, "enter:bf/fortress-d1")
    assert state.label("fight:torch") == (
        "Fight: with the torch, roll 6–8; if you lose: lose 2 equipment cards of your choice"
        " and flee (roll and move away)"
    )
    assert state.label("fight:torch", "fi") == (
        "Taistele: soihdulla, heitä 6–8; jos häviät: menetät 2 valitsemaasi varustetta"
        " ja pakenet (heität ja siirryt pois)"
    )
    state.dice.script[state.dice.position : state.dice.position] = [3, 5]
    play(state, "fight:sword")  # two rolls totalling 8: lost
    fight = events_of(state, "fight")[0]
    assert fight["faces"] == [3, 5] and not fight["won"]
    assert state.describe(fight) == (
        "Player 1 fights the Venom Wyrm (with the sword, 2 rolls totalling 10 or more): rolls 3, 5, failure."
    )
    assert state.describe(fight, "fi") == (
        "Pelaaja 1 taistelee Myrkkylohikäärmettä vastaan (miekalla, 2 heittoa, yhteensä vähintään 10):"
        " heittää 3, 5 ja epäonnistuu."
    )
    state = at_fortress("cave-troll", [1])
    play(state, "enter:bf/fortress-d1")
    assert state.label("fight:axe") == "Fight: with the axe, at once"  # a sure way costs nothing
    assert (
        state.label("fight:roll", "fi") == "Taistele: heitä 8; jos häviät: pakenet (heität ja siirryt pois)"
    )
    play(state, "fight:axe")
    assert (
        state.describe(events_of(state, "fight")[0])
        == "Player 1 fights the Cave Troll (with the axe, at once): success."
    )


@rule("KK-TP-07", "KK-PILE-03")
def test_an_escape_whose_failure_costs_a_card_says_so() -> None:
    maw = InHazard("pile-bridge", "maw", "a", position=2, route="water")
    state = scenario()
    state.folds = {"west": "out", "east": "in"}
    state.set_config()
    put(state, 0, "dt/pile-stone-2", sit=maw, equipment=["net", "hook"])
    begin(state, 0, [4])
    assert (
        state.label("escape:net")
        == "Escape: with the net, 2 rolls totalling 8 or more; if it fails: lose the net"
    )
    assert state.label("escape:hook", "fi") == (
        "Pakene: koukulla, 2 heittoa, yhteensä vähintään 9; jos epäonnistut: menetät koukun"
    )
    moat = InHazard("moat", "water", "a")
    state = scenario()
    put(state, 0, "dc/moat-water", sit=moat, equipment=["sword", "food"], cases=["ice-mountain"])
    begin(state, 0, [1])  # the crocodiles: a 1 gets him out, but it costs a treasure case
    assert state.label("escape:one") == "Escape: roll 1; if it works: lose a treasure case of your choice"
    assert (
        state.label("escape:one", "fi") == "Pakene: heitä 1; jos onnistut: menetät valitsemasi aarrekotelon"
    )
    assert state.label("escape:sword") == "Escape: with the sword, roll 8"  # failing costs nothing


@rule("KK-TP-05")
@pytest.mark.parametrize(
    ("card", "ends"), [("ghoul-pack", "bf/fortress-dungeon"), ("stone-golem", "bf/fortress-d1")]
)
def test_a_card_may_order_something_else(card: str, ends: str) -> None:
    state = at_fortress(card, [2, 2], equipment=["shield"])  # only the plain roll: 2 loses
    play(state, "enter:bf/fortress-d1")
    assert state.advs[0].space == ends and state.current == 1


@rule("KK-TP-06", "KK-COMP-01")
def test_thirty_monster_cards_each_saying_what_beats_it_and_what_a_loss_costs() -> None:
    cards = load_monsters()
    assert len(cards) == 30
    for card in cards.values():
        assert card.methods and card.loss
        assert any(not m.needs for m in card.methods)  # anyone can fight somehow
    kinds = {verb for card in cards.values() for verb, _, _ in card.loss}
    assert {"flee", "lose", "dungeon", "stay"} <= kinds


@rule("KK-TP-06")
def test_monster_data_errors_name_the_card_and_the_problem() -> None:
    good = {"id": "x", "methods": [{"id": "roll", "roll": {"dice": 1, "faces": [8]}}], "loss": ["flee"]}
    with pytest.raises(LoadError, match="the monster deck has 30 cards"):
        parse_monsters({"monster": [good]})
    bad = {**good, "loss": ["teleport"]}
    with pytest.raises(LoadError, match=r"monster 'x'.*unknown effect 'teleport'"):
        parse_monsters({"monster": [bad]})
    bad = {**good, "methods": [{"id": "sword", "needs": ["lightsaber"]}]}
    with pytest.raises(LoadError, match=r"monster 'x' method 'sword'.*lightsaber"):
        parse_monsters({"monster": [bad]})
    bad = {**good, "methods": [{"id": "roll", "roll": {"dice": 1, "faces": [9]}}]}
    with pytest.raises(LoadError, match=r"monster 'x' method 'roll'.*<= 8 - at `\$\.roll\.faces\[0\]`"):
        parse_monsters({"monster": [bad]})
    with pytest.raises(LoadError, match=r"monster 'x'.*length >= 1 - at `\$\.loss`"):
        parse_monsters({"monster": [{**good, "loss": []}]})


# ---------------------------------------------------------------- the Stone Circle


def circle_visit(rolls: list[int], *, lost: list[str] | None = None, lost_cases: Sequence[str] = ()) -> Any:
    state = scenario()
    for case in lost_cases:
        state.where[case] = "lost"
    put(state, 0, "dc/b2", equipment=[e for e in ALL if e not in (lost or [])])
    state.advs[0].lost = list(lost or [])
    begin(state, 0, rolls)
    play(state, "move:dc/stone-circle")
    return state


@rule("KK-STONE-01")
def test_the_stone_circle_needs_no_exact_count_and_one_magic_works_a_visit() -> None:
    state = circle_visit([5], lost=["rope"])  # two steps of five: the move ends in the circle
    assert state.advs[0].space == "dc/stone-circle"
    assert texts(state) == ["magic:return", "magic:card"]


@rule("KK-STONE-02")
def test_the_first_magic_returns_three_cards_next_turn_cases_chosen_blind() -> None:
    state = circle_visit([5], lost=["rope", "net"], lost_cases=["ice-mountain", "dark-tower"])
    play(state, "magic:return")
    assert state.advs[0].sit == Circle("return", 0) and state.current == 1
    begin(state, 0, [3])
    assert texts(state) == ["take:net", "take:rope", "take:case/ice-mountain", "take:case/dark-tower"]
    play(state, "take:rope", "take:case/dark-tower", "take:net")
    adv = state.advs[0]
    assert "rope" in adv.equipment and "net" in adv.equipment and adv.cases == ["dark-tower"]
    assert adv.sit is None and state.pending is not None and state.pending.kind == "move"


@rule("KK-STONE-03", "KK-MAGIC-03")
def test_the_second_magic_a_one_or_eight_wins_a_magic_card_then_he_moves_on() -> None:
    state = circle_visit([5, 8, 2])  # nothing lost: the card magic at once; 8 wins; 2 moves him on
    adv = state.advs[0]
    assert adv.magic and adv.had_magic and events_of(state, "magic_card")[0]["to"] == [0]
    assert [e["steps"] for e in events_of(state, "move") if e["seat"] == 0] == [2, 2]  # in and out
    state = scenario()
    put(state, 0, "dc/b2")
    state.advs[0].had_magic = True  # one magic card a game: the circle has nothing more for him
    begin(state, 0, [5])
    play(state, "move:dc/stone-circle")
    assert events_of(state, "circle_idle") and state.current == 1


@rule("KK-STONE-03")
def test_the_second_magic_one_roll_a_turn_or_he_gives_up_and_moves_on() -> None:
    state = circle_visit([5, 4])
    assert state.advs[0].sit == Circle("card") and state.current == 1
    begin(state, 0, [6])
    assert texts(state) == ["try", "roll"]
    play(state, "try")  # the turn's roll is the try: 6, no card
    assert state.advs[0].sit == Circle("card")
    begin(state, 0, [2])
    play(state, "roll")  # tired of trying: he moves on with the roll
    assert state.advs[0].sit is None and state.pending is not None and state.pending.kind == "move"


@rule("KK-STONE-04")
def test_every_visit_to_the_stone_circle_can_return_lost_cards() -> None:
    state = circle_visit([5], lost=["rope"])
    play(state, "magic:return")
    begin(state, 0, [2])  # the rope back; then two steps out of the circle (a single way)
    assert state.advs[0].space == "dc/b2" and "rope" in state.advs[0].equipment
    state.advs[0].lost = ["net"]
    state.advs[0].equipment.remove("net")
    put(state, 0, "dc/b2")
    begin(state, 0, [5])
    play(state, "move:dc/stone-circle")
    assert "magic:return" in texts(state)
