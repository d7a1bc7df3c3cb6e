"""Hidden information: case contents, deck orders, magic cards; views, resampling, determinizing."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from noppa.games.key_to_the_kingdom.content.components import CASES, COBRA, KEY
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_model import Circle, Trapped

from .helpers import DEAL, GAME, arrive, begin, fold, kk, play, put, scenario, texts

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
    state.advs[0].sit = Circle("return", 0)
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
            other = kk(GAME.search.resample_hidden(state, seat, seed))
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
        world = kk(GAME.search.determinize(view, seed=seed))
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


# ---------------------------------------------------------------- KK-SECRET-01: pauses give nothing away


def twin(state: KeyToTheKingdomState, seat: int, differs: Callable[[KeyToTheKingdomState], bool]) -> Any:
    """The same position redrawn with what ``seat`` cannot know (resample_hidden), chosen so that
    ``differs`` tells it from ``state``; the dice stay the same."""
    for seed in range(100):
        other = kk(GAME.search.resample_hidden(state, seat, seed))
        if differs(other):
            other.dice = state.dice.clone()
            return other
    raise AssertionError("no redrawn world differs")


def same_for_others(worlds: tuple[KeyToTheKingdomState, ...], actor: int) -> None:
    """Every seat but ``actor``, and the spectator, sees the same in every world: the view with its
    pending decision, ``to_act`` and the whole log."""
    first, *rest = worlds
    for seat in seats(first):
        if seat != actor:
            for other in rest:
                assert other.view(seat) == first.view(seat), seat


def holds_cobra(state: KeyToTheKingdomState) -> bool:
    return state.carries(0, COBRA)


@rule("KK-SECRET-01", "KK-WIN-02", "KK-SNAKE-04")
def test_arriving_at_the_snake_pit_pauses_alike_with_or_without_the_cobra() -> None:
    state = scenario(3)
    put(state, 0, "sc/t3", cases=["dark-tower", "ice-mountain"])  # the Dark Tower case: the Cobra
    assert holds_cobra(state)
    other = twin(state, 1, lambda s: not holds_cobra(s))
    worlds = (state, other)
    for world in worlds:
        arrive(world, 0, "sc/snake-a", [5, 4, 3])  # then three rolls: 12 crosses
        assert world.to_act == 0 and world.pending is not None and world.pending.kind == "cobra"
    assert texts(state) == ["drop:cobra", "keep"] and texts(other) == ["keep"]
    assert state.label("keep") == other.label("keep")  # the words give nothing away either
    same_for_others(worlds, 0)
    for world in worlds:
        play(world, "keep")
        assert world.advs[0].space == "sc/snake-b"
    same_for_others(worlds, 0)


@rule("KK-SECRET-01", "KK-WIN-02")
def test_standing_on_the_snake_pit_the_turn_stops_before_the_roll_for_every_possible_holder() -> None:
    state = scenario(3)
    put(state, 0, "sc/snake-a", cases=["dark-tower"])
    other = twin(state, 2, lambda s: not holds_cobra(s))
    worlds = (state, other)
    for world in worlds:
        begin(world, 0, [5])
        assert world.to_act == 0 and world.pending is not None and world.pending.kind == "preroll"
    assert texts(state) == ["roll", "drop:cobra"] and texts(other) == ["roll"]
    same_for_others(worlds, 0)
    for world in worlds:
        play(world, "roll")
    same_for_others(worlds, 0)
    nobody = scenario(3)
    put(nobody, 0, "sc/snake-a")  # no case at all: everyone knows he has no Cobra, so no pause
    begin(nobody, 0, [5])
    assert nobody.pending is not None and nobody.pending.kind == "move"


@rule("KK-SECRET-01", "KK-WP-05")
def test_giving_up_a_treasure_in_a_whirlpool_stops_even_with_one_case_to_give() -> None:
    state = fold(scenario(3), west="out")
    # the Spirit Castle case holds the Golden Key (data order): only the Ice Mountain case can go
    put(
        state,
        0,
        "dt/hole-1",
        sit=Trapped(2, 0),
        cases=["spirit-castle", "ice-mountain"],
    )
    other = twin(state, 1, lambda s: KEY not in [s.contents[c] for c in s.advs[0].cases])
    worlds = (state, other)
    for world in worlds:
        begin(world, 0, [4])
        assert world.to_act == 0 and world.pending is not None and world.pending.kind == "treasure"
    assert texts(state) == ["treasure:ice-mountain"]
    assert texts(other) == ["treasure:spirit-castle", "treasure:ice-mountain"]
    same_for_others(worlds, 0)
    for world in worlds:
        play(world, "treasure:ice-mountain")
    same_for_others(worlds, 0)


PUBLIC_BY_RULE = {
    "win": "KK-WIN-01/03: leaving with the Key and a counted treasure (or not, carrying the Cobra)",
    "key_magic": "KK-WIN-03: the Key's magic works only for a holder with a second treasure",
    "escaped": "KK-WIN-05/KK-WIN-02: after the first win the Cobra still stops its carrier leaving",
    "unwinnable": "the game ends when no second treasure is left (a decision of docs/rules)",
    "trapped_fail": "KK-WP-05: one whose only treasure is the Key has none to give and keeps trying",
    "cobra_dropped": "KK-WIN-02: everyone sees which case held the Cobra dropped into the pit",
}
"""Events after which the worlds may differ because the rules make that consequence public."""


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, {"version": "short", "teams": "2x2"})])
def test_no_seat_learns_a_secret_from_what_another_may_decide(players: int, options: dict[str, str]) -> None:
    """KK-SECRET-01 as a property: in random positions, redraw what one seat cannot know (keeping the
    decks and magic cards, whose draws are public), apply the same action in both worlds and compare
    that seat's view. A difference is allowed only after an event of PUBLIC_BY_RULE."""
    compared = 0
    for seed in range(2):
        state = kk(GAME.new_state(players, seed=seed, options=options))
        rng = random.Random(seed)
        for _ in range(250):
            if state.to_act is None:
                break
            action = rng.choice(state.legal_actions())
            for seat in seats(state):
                if seat == state.to_act:
                    continue
                other = kk(GAME.search.resample_hidden(state, seat, rng.randrange(10**6)))
                other.dice = state.dice.clone()
                other.monster_deck, other.magic_deck = list(state.monster_deck), list(state.magic_deck)
                for mine, theirs in zip(other.advs, state.advs, strict=True):
                    mine.magic = theirs.magic
                assert other.to_act == state.to_act
                if action not in other.legal_actions():
                    continue  # the actor's own secret choice (dropping a Cobra he holds here only)
                mark = len(state.events)
                real = state.clone()
                real.apply(action)
                other.apply(action)
                public = {e["type"] for e in [*real.events[mark:], *other.events[mark:]]}
                if public & PUBLIC_BY_RULE.keys():
                    continue
                assert other.view(seat) == real.view(seat), (seed, action.text, seat)
                compared += 1
            state.apply(action)
    assert compared > 300
