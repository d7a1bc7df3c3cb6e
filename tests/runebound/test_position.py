"""The public position builder (issue 25 item 6): ``GAME.position(...)`` sets up a Runebound game
where a test, a tutorial or a bug report needs it, asks its decision, and its save replays."""

from __future__ import annotations

import json

import pytest

from noppa.engine import LoadError
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
