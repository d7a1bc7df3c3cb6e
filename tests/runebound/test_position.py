"""The public position builder (issue 25 item 6): ``GAME.position(...)`` sets up a Runebound game
where a test, a tutorial or a bug report needs it, asks its decision, and its save replays."""

from __future__ import annotations

import json

import pytest

from noppa.engine import LoadError, ScriptedDice
from noppa.games.runebound import GAME
from noppa.games.runebound.rules.position import HeroSetup, RuneboundPosition
from noppa.games.runebound.rules.state import RuneboundState

SETUP = {
    "heroes": [
        {"hero": "orvan-saltblood", "at": "h0706", "gold": 7, "wounds": 2, "items": ["longsword"]},
        {"hero": "nym-ashwhisper", "at": "frostgate", "xp": ["mind"]},
    ],
    "current": 1,
    "step": "market",
    "tokens": {"h0806": ["green", 1]},
    "decks": {"green": ["goblin-raiders"]},
}


def test_a_position_stands_where_it_says_and_asks_its_decision() -> None:
    state = GAME.position(SETUP, {"path_of_doom": False}, seed=3)
    assert isinstance(state, RuneboundState)
    orvan, nym = state.heroes
    assert state.board.ids[orvan.hex] == "h0706" and (orvan.gold, orvan.wounds) == (7, 2)
    assert orvan.items == ["longsword"] and "longsword" not in state.market_deck
    assert nym.hex == state.board.cities["frostgate"] and nym.xp == ["mind"]
    assert state.board_tokens[state.board.index["h0806"]] == ("green", 1)
    assert state.decks["green"][-1] == "goblin-raiders"
    assert (state.current, state.first, state.step, state.to_act) == (1, 1, "market", 1)
    assert state.flow.pending is not None and state.flow.pending.kind == "market"
    assert "done" in [a.text for a in state.legal_actions()]


def test_a_game_from_a_position_saves_and_replays() -> None:
    state = GAME.position(RuneboundPosition(heroes=[HeroSetup(hero="korrak-stonefist")]), seed=5)
    for _ in range(25):
        if state.to_act is None:
            break
        state.apply(state.legal_actions()[0])
    saved = json.loads(json.dumps(state.to_json()))
    assert saved["position"]["heroes"][0]["hero"] == "korrak-stonefist"
    again = GAME.load_state(saved)
    assert again.events_digest() == state.events_digest() and again.history == state.history


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"heroes": [{"hero": "nobody"}]}, "position.heroes[0].hero"),
        ({"heroes": [{"hero": "nym-ashwhisper", "at": "h9999"}]}, "position.heroes[0].at"),
        ({"heroes": [{"hero": "nym-ashwhisper", "items": ["no-such-card"]}]}, "position.heroes[0].items[0]"),
        ({"heroes": [{"hero": "nym-ashwhisper", "wounds": 99}]}, "position.heroes[0].wounds"),
        ({"current": 4}, "position.current"),
        ({"decks": {"green": ["the-sky-burns"]}}, "position.decks.green[0]"),
        ({"step": "market", "heroes": [{"hero": "orvan-saltblood", "at": "h0806"}]}, "position.heroes[0].at"),
    ],
)
def test_a_position_the_rules_cannot_reach_is_refused_naming_the_entry(
    change: dict[str, object], where: str
) -> None:
    setup = {**SETUP, "step": "move", "current": 0, **change}
    with pytest.raises(LoadError) as caught:
        GAME.position(setup, seed=1)
    assert caught.value.where == where


def test_a_setup_that_is_not_a_position_is_refused() -> None:
    with pytest.raises(LoadError, match="heroes"):
        GAME.position({"current": 0}, seed=1)
    with pytest.raises(LoadError):
        GAME.position({"heroes": [{"hero": "nym-ashwhisper", "colour": "red"}]}, seed=1)


def _replays(state: RuneboundState) -> None:
    """The save records the position; loading it replays to the same game."""
    saved = json.loads(json.dumps(state.to_json()))
    again = GAME.load_state(saved)
    assert isinstance(again, RuneboundState)
    assert again.events_digest() == state.events_digest() and again.history == state.history
    assert [a.text for a in again.legal_actions()] == [a.text for a in state.legal_actions()]


FIGHT = {
    "heroes": [{"hero": "grul-the-wanderer", "at": "h0806"}],
    "step": "adventure",
    "tokens": {"h0806": ["green", 2]},
}


@pytest.mark.rule("RB-ADV-03", "RB-CMB-01", "RB-CMB-05", "RB-CMB-07")
def test_a_fight_in_progress_stands_at_its_stage() -> None:
    state = GAME.position({**FIGHT, "fight": {"foe": "wild-boar"}}, dice=ScriptedDice([1, 1]))
    assert isinstance(state, RuneboundState) and state.combat is not None
    assert (state.step, state.combat.card, state.combat.round) == ("combat", "wild-boar", 1)
    assert "wild-boar" not in state.decks["green"]
    assert sorted(a.text for a in state.legal_actions()) == ["escape", "fight_on"]
    state = GAME.position(
        {**FIGHT, "fight": {"foe": "wild-boar", "stage": "round", "rounds": 2, "foe_wounds": 1}},
        dice=ScriptedDice([1, 1]),
    )
    assert isinstance(state, RuneboundState) and state.combat is not None
    assert (state.combat.round, state.combat.foe_wounds) == (3, 1)
    state.apply("fight_on")
    _replays(state)


@pytest.mark.rule("RB-SKILL-02", "RB-ACT-01")
def test_a_pending_skill_test_asks_for_its_abilities_first() -> None:
    setup = {
        "heroes": [{"hero": "ciryn-vael"}],
        "pending": {"test": {"seat": 0, "attribute": "mind", "target": 15, "skill": "lore"}},
    }
    state = GAME.position(setup, dice=ScriptedDice([4, 5]))
    assert sorted(a.text for a in state.legal_actions()) == ["roll", "use:hero"]
    state.apply("roll")
    _replays(state)


@pytest.mark.rule("RB-LIM-05")
def test_a_card_over_the_limit_waits_for_a_discard() -> None:
    setup = {
        "heroes": [{"hero": "grul-the-wanderer", "allies": ["village-militia", "crossbowman"]}],
        "pending": {"keep": [0, "a-matter-of-honour"]},
    }
    state = GAME.position(setup, seed=1)
    assert sorted(a.text for a in state.legal_actions()) == [
        "decline",
        "discard:crossbowman",
        "discard:village-militia",
    ]
    state.apply("discard:crossbowman")
    _replays(state)


@pytest.mark.rule("RB-KO-01", "RB-KO-02")
def test_a_knocked_out_hero_is_settled_first() -> None:
    setup = {
        "heroes": [{"hero": "grul-the-wanderer"}, {"hero": "nym-ashwhisper", "wounds": 8, "gold": 2}],
        "pending": {"knocked_out": [1]},
    }
    state = GAME.position(setup, seed=1)
    assert isinstance(state, RuneboundState)
    assert [e["seat"] for e in state.events if e["type"] == "knocked_out"] == [1]
    while state.knocked_out:
        state.apply(state.legal_actions()[0])
    nym = state.heroes[1]
    assert (nym.wounds, nym.gold) == (0, 0)
    _replays(state)


@pytest.mark.rule("RB-TURN-03", "RB-TURN-01")
def test_a_turn_that_is_over_hands_on_to_the_next_seat() -> None:
    setup = {"heroes": [{"hero": "grul-the-wanderer"}, {"hero": "nym-ashwhisper"}], "step": "end_turn"}
    state = GAME.position(setup, seed=1)
    assert (state.current, state.step) == (1, "move")
    _replays(state)


def test_market_stacks_and_tired_allies() -> None:
    setup = {
        "heroes": [
            {
                "hero": "grul-the-wanderer",
                "allies": ["village-militia"],
                "tired_allies": {"village-militia": 1},
            }
        ],
        "market": ["elven-bow", "longsword"],
        "markets": {"tamalir": ["hunting-bow"]},
        "tokens": {"h0806": ["green", 1], "h0807": None},
    }
    state = GAME.position(setup, seed=1)
    assert isinstance(state, RuneboundState)
    assert state.market_deck[-2:] == ["longsword", "elven-bow"]
    assert state.board.index["h0807"] not in state.board_tokens
    assert state.stacks["tamalir"][-1] == "hunting-bow" and state.heroes[0].allies[0].fatigue == 1
    _replays(state)


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"fight": {"foe": "the-sky-burns"}}, "position.fight.foe"),
        ({"fight": {"foe": "wild-boar"}, "step": "move"}, "position.step"),
        ({"fight": {"foe": "wild-boar"}, "tokens": {}}, "position.fight"),
        ({"fight": {"foe": "wild-boar", "rounds": 1}}, "position.fight.rounds"),
        ({"fight": {"foe": "wild-boar", "foe_wounds": 99}}, "position.fight.foe_wounds"),
        ({"pending": {"knocked_out": [0]}}, "position.pending.knocked_out[0]"),
        ({"pending": {"knocked_out": [3]}}, "position.pending.knocked_out[0]"),
        ({"pending": {"wounds": [0, 0]}}, "position.pending.wounds"),
        ({"pending": {"keep": [0, "longsword"]}}, "position.pending.keep"),
        ({"pending": {"test": {"seat": 5, "attribute": "mind", "target": 9}}}, "position.pending.test.seat"),
        (
            {"pending": {"test": {"seat": 0, "attribute": "mind", "target": 0}}},
            "position.pending.test.target",
        ),
        ({"markets": {"atlantis": []}}, "position.markets"),
        ({"doom": 9}, "position.doom"),
        ({"tokens": {"h0706": ["green", 1]}}, "position.tokens.h0706"),
        ({"market": ["longsword", "wild-boar"]}, "position.market[1]"),
        ({"markets": {"tamalir": ["wild-boar"]}}, "position.markets.tamalir[0]"),
        (
            {"heroes": [{"hero": "grul-the-wanderer", "tired_allies": {"crossbowman": 1}}]},
            "position.heroes[0].tired_allies",
        ),
    ],
)
def test_a_fight_or_pending_thing_the_rules_cannot_reach_is_refused_naming_the_entry(
    change: dict[str, object], where: str
) -> None:
    with pytest.raises(LoadError) as caught:
        GAME.position({**FIGHT, **change}, seed=1)
    assert caught.value.where == where


@pytest.mark.rule("RB-DOOM-08", "RB-SHOW-01")
def test_the_eighth_doom_token_calls_the_showdown_when_the_turn_ends() -> None:
    setup = {
        "heroes": [{"hero": "korrak-stonefist"}, {"hero": "nym-ashwhisper"}],
        "step": "end_turn",
        "doom": 8,
    }
    state = GAME.position(setup, {"path_of_doom": True}, seed=4)
    assert isinstance(state, RuneboundState)
    assert state.showdown and state.combat is not None and state.combat.kind == "showdown"
    _replays(state)
    with pytest.raises(LoadError) as caught:
        GAME.position({**setup, "doom": 3}, {"path_of_doom": False}, seed=4)
    assert caught.value.where == "position.doom"
