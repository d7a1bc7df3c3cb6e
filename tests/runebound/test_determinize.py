"""Determinizing a seat's view: the movement roll stays exact, and no adventure card goes missing."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.content.schema import load
from noppa.games.runebound.rules.hidden import PUBLIC
from noppa.games.runebound.rules.model import KeepCard, Unseen
from noppa.games.runebound.rules.movement import roll_masks
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    asked_the_way_in,
    equip,
    fight,
    force,
    hexid,
    legal,
    play,
    position,
    scenario,
)


def seat_view(state: RuneboundState) -> dict[str, Any]:
    seat = state.to_act
    assert seat is not None
    data = json.loads(json.dumps(state.view(seat)))
    assert isinstance(data, dict)
    return data


def guess(state: RuneboundState, seed: int = 7) -> RuneboundState:
    made = GAME.search.determinize(seat_view(state), seed)
    assert isinstance(made, RuneboundState)
    return made


def same_to_the_seat(real: RuneboundState, made: RuneboundState) -> None:
    seat = real.to_act
    assert seat is not None and made.to_act == seat
    assert sorted(legal(made)) == sorted(legal(real))
    assert made.view(seat)["state"] == real.view(seat)["state"]


@pytest.mark.rule("RB-MOVE-02", "RB-CMB-08")
def test_the_roll_s_destinations_survive_after_the_hero_has_moved() -> None:
    # The roll's destinations stay in the view after the move; they used to be recomputed from the
    # hero's new hex, which gave other hexes.
    state = scenario(["orvan-saltblood"])
    force(state, 1, 1, 1, 1, 1)
    play(state, "roll:5")
    far = max(state.this_turn.destinations, key=lambda h: state.board.walk_distance(state.heroes[0].hex, h))
    origin = state.this_turn.destinations[far][0]
    play(state, f"move:{state.board.ids[far]}")
    if state.step == "from":
        play(state, f"from:{state.board.ids[origin]}")
    assert state.to_act is not None and state.this_turn.destinations
    made = guess(state)
    assert made.this_turn.destinations == state.this_turn.destinations
    same_to_the_seat(state, made)


@pytest.mark.rule("RB-MOVE-02", "RB-CMB-08")
def test_the_way_in_is_offered_the_same_in_the_determinized_state() -> None:
    state, choice = asked_the_way_in()
    made = guess(state)
    same_to_the_seat(state, made)
    origin = state.board.ids[state.this_turn.destinations[choice][-1]]
    play(made, f"from:{origin}")
    assert made.heroes[0].hex == choice and made.heroes[0].came_from == hexid(made, origin)


@pytest.mark.rule("RB-MOVE-02")
def test_more_dice_than_the_set_holds_wrap_around_the_set() -> None:
    # An extra die beyond the five of the set is rolled as die i mod 5; reading such a roll back
    # used to raise IndexError.
    dice = load().dice
    faces = [1, 2, 3, 4, 5, 6, 2]
    masks = roll_masks(dice, faces)
    assert len(masks) == 7 and masks[5] == roll_masks(dice, [6])[0]
    # Orvan's five dice, one more in Fair Weather and one from the Traveller's Boots.
    state = position([{"hero": "orvan-saltblood", "items": ["travellers-boots"]}], event="fair-weather")
    play(state, "use:travellers-boots")
    assert "roll:7" in legal(state)
    force(state, *faces)
    play(state, "roll:7")
    assert state.step == "moving" and len(state.this_turn.rolled) == 7
    made = guess(state)
    assert made.this_turn.destinations == state.this_turn.destinations
    same_to_the_seat(state, made)


def adventure_cards(state: RuneboundState) -> list[str]:
    """Every adventure card wherever it lies on the table (each must appear exactly once)."""
    adventures = load().adventures
    cards = [c for deck in state.decks.values() for c in deck] + list(state.path) + list(state.removed)
    cards += [c for stack in state.stacks.values() for c in stack]
    cards += [e[0] for e in state.lost if e is not None]
    for hero in state.heroes:
        cards += hero.items + [a.card for a in hero.allies] + hero.boons + hero.quests
    cb = state.combat
    # A lost challenge fought again stays in its slot; an encounter's foe is the encounter card.
    fighting = None if cb is None or cb.lost_slot is not None or cb.kind == "encounter" else cb.card
    keep = state.pending(KeepCard)
    kept = None if keep is None else keep.card
    cards += [c for c in (state.event, state.encounter, kept, state.front, fighting) if c]
    return [c for c in cards if c in adventures]


@pytest.mark.rule("RB-ADV-05", "RB-KO-06")
@pytest.mark.parametrize("seed", [20, 70])
def test_no_adventure_card_vanishes_when_an_encounter_is_cut_short(seed: int) -> None:
    # Seeds where a hero is knocked out by an encounter's skill test: the encounter used to vanish
    # with the end of the turn, so a determinized state had one card more in its deck.
    total = sorted(load().adventures)
    state = GAME.new_state(1 + seed % 6, seed=seed, options={"path_of_doom": seed % 2 == 1})
    assert isinstance(state, RuneboundState)
    rng = random.Random(seed)
    for step in range(600):
        if state.to_act is None:
            break
        cards = adventure_cards(state)
        assert sorted(cards) == total, f"step {step}"
        if step % 5 == 0:
            same_to_the_seat(state, guess(state, step))
        state.apply(rng.choice(state.legal_actions()))


def test_playing_a_determinization_on_leaves_the_view_alone() -> None:
    # A search bot determinizes one view dict many times. The fight's lists (allies that attacked,
    # seats done with Before Combat) used to be shared with the view, so an ally's attack in one
    # determinization showed in the next, and the search applied an action it thought legal.
    state = scenario(["orvan-saltblood"])
    equip(state, 0, allies=["pack-mule"])
    fight(state, "wild-boar")
    while state.to_act is not None and not any(a.startswith("ally:") for a in legal(state)):
        state.apply(next(a for a in state.legal_actions() if a.kind in ("fight_on", "attack", "defend")))
    assert any(a.startswith("ally:") for a in legal(state))
    view = state.view(0)
    before = json.dumps(view, sort_keys=True)
    for seed in range(3):
        made = GAME.search.determinize(view, seed)
        made.apply("ally:pack-mule")
        assert json.dumps(view, sort_keys=True) == before


@pytest.mark.rule("RB-KO-01", "RB-EX-05", "RB-SKILL-02")
@pytest.mark.parametrize("name", ["3-hurt", "4-ko", "4-test"])
def test_a_pending_knock_out_wound_or_test_is_rebuilt_from_the_view(name: str) -> None:
    # The saves stop with a frame on the turn flow (wounds to prevent, a knock-out's spoils, a
    # skill test before its roll): the determinized state has the same frames and asks the same.
    saves = Path(__file__).resolve().parent / "saves"
    real = GAME.load_state(json.loads((saves / f"{name}.json").read_text()))
    assert isinstance(real, RuneboundState) and real.flow.stack
    made = guess(real)
    assert made.flow.stack == real.flow.stack
    assert made.flow.pending is not None and real.flow.pending is not None
    assert made.flow.pending.kind == real.flow.pending.kind
    same_to_the_seat(real, made)


def _positions(seed: int, players: int, every: int) -> list[RuneboundState]:
    """Positions of one random game (the Path of Doom on, so face-down Path cards occur), one
    every ``every`` decisions, each a clone."""
    state = GAME.new_state(players, seed=seed, options={"path_of_doom": True})
    assert isinstance(state, RuneboundState)
    rng = random.Random(seed)
    out: list[RuneboundState] = []
    step = 0
    while state.to_act is not None and len(out) < 40:
        if step % every == 0:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    return out


@pytest.mark.rule("RB-SETUP-01", "RB-COMP-16", "RB-DOOM-02")
@pytest.mark.parametrize("seed", [3, 11])
def test_determinizing_a_seat_s_view_never_changes_what_that_seat_sees(seed: int) -> None:
    # What a seat cannot see is drawn (deck orders, face-down Path cards, token values); what it
    # sees, the view, stays exactly as it was, for every seat, at the decision to make and after
    # it is made in the determinized world and in the real one alike.
    for real in _positions(seed, 2 + seed % 3, 7):
        for seat in range(real.players):
            data = json.loads(json.dumps(real.view(seat)))
            made = GAME.search.determinize(data, seed * 1000 + seat)
            assert isinstance(made, RuneboundState)
            assert made.view(seat)["state"] == data["state"]
            assert made.to_act == real.to_act
            assert sorted(legal(made)) == sorted(legal(real))


def test_the_public_table_read_back_from_a_view_is_the_state_s_own() -> None:
    # determinize reads the public table back part by part (hidden.PUBLIC): each part read from a
    # view equals the state's, so the view and the state describe one public structure. (The turn's
    # scratch values show only while their step can read them: read back, they show the same.)
    for real in _positions(5, 3, 11):
        data = json.loads(json.dumps(real.view(0)))["state"]
        for part in PUBLIC:
            value = part.load(data, real.board.index)
            if part.attr == "this_turn":
                shown = GAME.search.determinize({**real.view(0), "state": data}, 0)
                assert shown.view(0)["state"]["flow"] == data["flow"]
                continue
            assert value == getattr(real, part.attr), part.attr


def test_determinize_replaces_what_no_seat_sees_whole_and_shares_nothing_with_the_view() -> None:
    # The unknowns are one struct (Unseen) drawn for the view: the decks hold exactly the adventure
    # cards nobody sees, and playing the determinized state on changes nothing in the view dict.
    real = _positions(9, 2, 13)[-1]
    data = json.loads(json.dumps(real.view(0)))
    before = json.dumps(data, sort_keys=True)
    made = GAME.search.determinize(data, 1)
    assert isinstance(made.unseen, Unseen)
    dealt = sorted(c for deck in made.unseen.decks.values() for c in deck) + sorted(made.unseen.path)
    hidden_real = sorted(c for deck in real.unseen.decks.values() for c in deck) + sorted(real.unseen.path)
    assert sorted(dealt) == sorted(hidden_real)
    assert sorted(made.unseen.market_deck) == sorted(real.unseen.market_deck)
    assert {h: t[0] for h, t in made.board_tokens.items()} == {h: t[0] for h, t in real.board_tokens.items()}
    rng = random.Random(2)
    while made.to_act is not None and made.turn < real.turn + 2:
        made.apply(rng.choice(made.legal_actions()))
    assert json.dumps(data, sort_keys=True) == before
