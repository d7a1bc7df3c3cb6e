"""Hidden information: case contents, deck orders, magic cards; views, resampling, determinizing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from noppa.games.key_to_the_kingdom.content import CASES

from .helpers import DEAL, GAME, begin, kk, play, put, scenario, texts

rule = pytest.mark.rule


def played(players: int, seed: int, steps: int) -> Any:
    state = kk(GAME.new_state(players, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def seats(state: Any) -> list[int | None]:
    return [None, *range(state.players)]


@rule("KK-SETUP-04", "KK-TP-03")
def test_a_case_is_known_only_to_those_who_held_it_in_every_seats_view() -> None:
    state = scenario(3)
    put(state, 0, "dc/t5", cases=["ice-mountain"])
    state.seen["ice-mountain"] = [0]
    for seat in seats(state):
        known = state.view(seat)["state"]["cases"]["ice-mountain"]["treasure"]
        assert known == (DEAL["ice-mountain"] if seat == 0 else None)
        text = json.dumps(state.view(seat))
        if seat != 0:
            assert DEAL["ice-mountain"] not in text


@rule("KK-TURN-07")
def test_stealing_is_blind_and_the_labels_reveal_nothing() -> None:
    state = scenario()
    put(state, 1, "bf/b4", cases=["ice-mountain", "spirit-castle"])
    put(state, 0, "bf/b2")
    begin(state, 0, [2, 1])
    play(state, "move:bf/b4")
    for lang in ("en", "fi"):
        labels = " ".join(state.label(a, lang) for a in state.legal_actions())
        assert "Key" not in labels and "avain" not in labels.lower() and "Chalice" not in labels
    assert state.view(0)["state"]["cases"]["spirit-castle"]["treasure"] is None  # not before stealing
    play(state, "steal:1/spirit-castle")
    assert state.view(0)["state"]["cases"]["spirit-castle"]["treasure"] == DEAL["spirit-castle"]
    assert state.view(1)["state"]["cases"]["spirit-castle"]["treasure"] == DEAL["spirit-castle"]  # he held it
    assert state.view(None)["state"]["cases"]["spirit-castle"]["treasure"] is None


@rule("KK-STONE-02", "KK-WIZ-03")
def test_taking_a_lost_case_is_a_blind_choice_by_name() -> None:
    state = scenario()
    state.where["spirit-castle"] = "lost"
    state.where["ice-mountain"] = "lost"
    put(state, 0, "dc/stone-circle", equipment=[])
    state.advs[0].sit = {"k": "circle", "m": "return", "n": 0}
    begin(state, 0, [3])
    assert texts(state) == ["take:case/spirit-castle", "take:case/ice-mountain"]
    assert state.view(0)["state"]["cases"]["spirit-castle"]["treasure"] is None


@rule("KK-SETUP-03", "KK-MAGIC-03")
def test_deck_orders_and_other_players_magic_cards_never_show() -> None:
    state = scenario(3)
    state.advs[1].magic = state.magic_deck.pop()
    for seat in seats(state):
        view = state.view(seat)["state"]
        assert isinstance(view["monster_deck"], int) and isinstance(view["magic_deck"], int)
        mine = view["adventurers"][1]
        assert mine["has_magic"] is True
        assert ("magic_card" in mine) is (seat == 1)
        if seat != 1:
            assert state.advs[1].magic not in json.dumps(state.view(seat))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_resampling_what_a_seat_cannot_know_leaves_its_view_unchanged(players: int) -> None:
    state = played(players, seed=players, steps=400)
    for seat in seats(state):
        before = state.view(seat)
        changed = False
        for seed in range(6):
            other = kk(GAME.resample_hidden(state, seat, seed))
            assert other.view(seat) == before
            changed = changed or other.contents != state.contents or other.monster_deck != state.monster_deck
        assert changed, "resampling should redraw something hidden"


def test_another_seats_secret_decision_shows_its_kind_not_its_choices() -> None:
    state = scenario()
    put(state, 0, "sc/snake-a", cases=["dark-tower"])  # the Cobra: dropping is a choice only he sees
    begin(state, 0, [5])
    assert texts(state) == ["roll", "drop:cobra"]
    other = state.view(1)["state"]["pending"]
    assert other["kind"] == "preroll" and other["options"] is None
    assert state.view(0)["state"]["pending"]["options"] == ["roll", "drop:cobra"]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 7), (5, 3)])
def test_determinize_builds_a_playable_state_consistent_with_one_view(players: int, seed: int) -> None:
    state = played(players, seed=seed, steps=250)
    if state.to_act is None:
        pytest.skip("the game ended early")
    for seat in seats(state):
        view = state.view(seat)
        world = kk(GAME.determinize(view, seed=seed))
        assert world.to_act == state.to_act
        if seat == state.to_act:
            assert [a.text for a in world.legal_actions()] == view["legal"]
        mine = world.view(seat)["state"]
        assert mine["adventurers"] == view["state"]["adventurers"]
        for case in CASES:
            if view["state"]["cases"][case]["treasure"] is not None:
                assert world.contents[case] == view["state"]["cases"][case]["treasure"]
        rng = random.Random(seed)
        for _ in range(60):  # the sampled world plays on
            if world.to_act is None:
                break
            world.apply(rng.choice(world.legal_actions()))
