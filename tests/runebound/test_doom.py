"""The Path of Doom variant (§19) and the Showdown (§20, completed by noppa's design)."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.engine import ScriptedDice
from noppa.games.runebound import GAME
from noppa.games.runebound.rules.doom import add_to_path, cards_per_doom
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import events, fight, force, legal, play, position, scenario, stay, take_card


def doom_game(players: int = 2) -> RuneboundState:
    heroes = [
        "korrak-stonefist",
        "nym-ashwhisper",
        "ciryn-vael",
        "sela-thornwick",
        "orvan-saltblood",
        "brother-aldric",
    ]
    return scenario(heroes[:players], options={"path_of_doom": True})


@pytest.mark.rule("RB-DOOM-01", "RB-DOOM-02")
def test_the_path_starts_with_a_hidden_green_card() -> None:
    state = doom_game()
    assert len(state.path) == 1 and state.content.adventures[state.path[0]].colour == "green"
    assert len(state.decks["green"]) == 34
    view = state.view(0)["state"]
    assert view["path"] == ["green"] and state.path[0] not in str(view)
    assert GAME.new_state(2, seed=0).path  # the recommended variant is the default
    plain = GAME.new_state(2, seed=0, options={"path_of_doom": False})
    assert plain.path == [] and len(plain.decks["green"]) == 35


@pytest.mark.rule("RB-DOOM-03", "RB-DEF-04")
def test_played_cards_go_to_the_path() -> None:
    state = doom_game()
    force(state, 10, 10, 10, 10)
    fight(state, "giant-rats")
    play(state, "fight_on", "defend:ranged", "attack:melee")
    assert events(state, "defeated") and state.path[-1] == "giant-rats"
    assert "giant-rats" not in state.decks["green"]


@pytest.mark.rule("RB-DOOM-04", "RB-DOOM-05", "RB-DOOM-06", "RB-DOOM-07")
def test_a_doom_token_every_n_cards() -> None:
    assert [cards_per_doom(n) for n in range(1, 7)] == [2, 4, 6, 8, 8, 8]
    state = doom_game(2)
    first = state.path[0]
    for card in ("giant-rats", "cave-troll"):
        take_card(state, card)
        add_to_path(state, card)
    assert state.doom == 0 and len(state.path) == 3
    take_card(state, "manticore")
    add_to_path(state, "manticore")  # the 4th card (the first one counts)
    assert state.doom == 1 and state.path == ["manticore"]
    assert state.decks["green"][:2] == ["giant-rats", first][::-1] or set(state.decks["green"][:2]) == {
        "giant-rats",
        first,
    }
    assert state.decks["yellow"][0] == "cave-troll"
    assert events(state, "doom")[-1]["city"] == "vynelvale"


@pytest.mark.rule("RB-DOOM-08", "RB-DOOM-09", "RB-SHOW-01", "RB-SHOW-02", "RB-SHOW-03", "RB-SHOW-04")
def test_the_eighth_token_starts_the_showdown_after_the_turn() -> None:
    state = doom_game(2)
    state.doom = 7
    take_card(state, "dragon-herald")
    state.lost[0] = ("dragon-herald", state.board.gems[0])
    state.lost_order = [0]
    cards = list(state.decks["yellow"][:3])
    for card in cards:
        take_card(state, card)
        add_to_path(state, card)
    assert state.doom == 8 and state.showdown_pending
    assert events(state, "doom")[-1]["city"] == "frostgate"
    state.heroes[1].xp = ["mind", "body"]
    end_the_turn(state, *[1] * 30)
    assert state.showdown
    red = state.decks["red"]
    assert all(state.content.adventures[c].kind == "challenge" for c in red)  # no events or encounters
    assert "dragon-herald" in red or (state.combat is not None and state.combat.card == "dragon-herald")
    assert state.lost[0] is None
    order = events(state, "showdown")[-1]
    assert order["order"] == [1, 0] and order["levels"] == [3, 1]  # level = 1 + XP tokens
    assert state.current == 1 and state.combat is not None and state.combat.kind == "showdown"


@pytest.mark.rule("RB-SHOW-05")
def test_showdown_fights_no_escape_and_the_fallen_are_out() -> None:
    state = showdown([{"hero": "korrak-stonefist", "wounds": 9}, {"hero": "nym-ashwhisper"}])
    assert state.combat is not None and state.combat.card == "high-lord-margath"
    assert "escape" not in legal(state)
    force(state, *[1] * 30)
    while state.combat is not None and state.current == state.showdown_order[0]:
        options = legal(state)
        play(
            state,
            next(
                (a for a in options if a.startswith("defend:")), "take" if "take" in options else options[0]
            ),
        )
    fallen = events(state, "showdown_out")
    assert fallen and state.heroes[int(str(fallen[-1]["seat"]))].out
    assert state.front == "high-lord-margath"  # it stays face up for the next hero
    assert state.decks["red"][-1] == "dragon-herald"


@pytest.mark.rule("RB-SHOW-05")
def test_wounds_on_the_front_stay_for_the_next_hero() -> None:
    state = showdown([{"hero": "korrak-stonefist"}, {"hero": "nym-ashwhisper"}])
    first = state.current
    assert state.combat is not None and state.combat.card == "high-lord-margath"
    state.combat.foe_wounds = 4  # as if the first hero's blows had landed
    force(state, *[1] * 60)
    while state.combat is not None and state.current == first:
        options = legal(state)
        play(
            state,
            next(
                (a for a in options if a.startswith("defend:")), "take" if "take" in options else options[0]
            ),
        )
    assert state.heroes[first].out and state.front == "high-lord-margath" and state.front_wounds == 4
    assert state.current != first and state.combat is not None and state.combat.foe_wounds == 4
    assert events(state, "showdown_front")[-1]["count"] == 4
    assert state.view(0)["state"]["front"] == {"card": "high-lord-margath", "wounds": 4}


def showdown(heroes: list[dict[str, Any]], *, current: int = 1, rolls: int = 10) -> RuneboundState:
    """The eighth doom token is placed and seat ``current``'s turn is over: the Showdown begins
    (RB-DOOM-08), with High Lord Margath on top of the red deck and the Dragon Herald next; the
    dice give 1s (``rolls`` of them, whatever the Showdown rolls before its first decision)."""
    return position(
        heroes,
        options={"path_of_doom": True},
        dice=ScriptedDice([1] * rolls),
        current=current,
        step="end_turn",  # the turn is over (RB-TURN-03)
        doom=8,
        decks={"red": ["high-lord-margath", "dragon-herald"]},
    )


def end_the_turn(state: RuneboundState, *then: int) -> None:
    """The current hero stays put and passes the rest of his turn; ``then`` forces the dice that
    follow its end (RB-TURN-03)."""
    stay(state)
    while state.step != "experience":
        play(state, "pass" if "pass" in legal(state) else "done")
    force(state, *then)
    play(state, "end")


@pytest.mark.rule("RB-SHOW-05")
def test_when_every_hero_falls_the_dragon_lords_win() -> None:
    state = showdown([{"hero": "korrak-stonefist", "wounds": 9}], current=0, rolls=30)
    while state.outcome is None:
        options = legal(state)
        play(
            state,
            next(
                (a for a in options if a.startswith("defend:")), "take" if "take" in options else options[0]
            ),
        )
    assert state.outcome.winners == () and state.outcome.reason == "rb.outcome.dragons"


@pytest.mark.rule("RB-SHOW-04", "RB-SHOW-05")
def test_a_fallen_hero_rises_again_by_giving_up_a_level() -> None:
    state = showdown([{"hero": "korrak-stonefist", "xp": ["body", "mind"]}, {"hero": "nym-ashwhisper"}])
    assert state.current == 0  # the higher level goes first
    force(state, *[1] * 60)
    while state.combat is not None and state.current == 0:
        options = legal(state)
        play(
            state,
            next(
                (a for a in options if a.startswith("defend:")), "take" if "take" in options else options[0]
            ),
        )
    rise = events(state, "showdown_rise")[-1]
    assert rise["seat"] == 0 and rise["bonus"] == "mind" and rise["level"] == 2
    hero = state.heroes[0]
    assert not hero.out and hero.xp == ["body"] and hero.wounds == 0 and hero.xp_spent == state.xp_cost
    assert state.front == "high-lord-margath" and state.current == 1
    assert "rises again" in state.describe(rise, "en") and state.describe(rise, "fi")
