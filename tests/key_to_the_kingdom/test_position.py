"""The position builder (``GAME.position``, position.py): a position written down, the game built
from it at the first decision of the turn it names, saved with it so it replays, and every setup
the rules cannot reach refused naming its entry."""

from __future__ import annotations

import json

import pytest

from noppa import LoadError, OptionError, ScriptedDice
from noppa.games.key_to_the_kingdom.rules.position import Folds, Position, SeatPosition
from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon

from .helpers import GAME, kk, texts

CASE = "devils-castle"

EXAMPLE = {
    "seats": [
        {"space": "dc/t4", "cases": ["devils-castle"]},
        {"space": "dc/castle-dungeon", "situation": {"k": "dungeon", "pl": "devils-castle"}},
    ],
    "current": 0,
    "turn": 7,
    "demon_king": "im/t2",
    "folds": {"west": "out", "east": "in"},
}


@pytest.mark.rule("KK-TURN-04")
def test_a_written_position_stands_at_its_turns_first_decision() -> None:
    state = kk(GAME.position(EXAMPLE, dice=ScriptedDice([3, 5])))
    assert state.players == 2 and state.current == 0 and state.turn == 7
    assert state.folds == {"west": "out", "east": "in"}
    assert state.advs[0].cases == ["devils-castle"] and state.seen["devils-castle"] == [0]
    assert state.advs[1].sit == Dungeon("devils-castle", 0)
    assert state.pending is not None and state.pending.kind == "move"  # the turn's roll of 3
    assert all(text.startswith("move:") for text in texts(state))
    assert state.events[0]["type"] == "turn" and state.events[0]["face"] == 3


def test_the_struct_and_its_json_form_build_the_same_game() -> None:
    spec = Position(
        seats=[
            SeatPosition(space="dc/t4", cases=["devils-castle"]),
            SeatPosition(space="dc/castle-dungeon", situation=Dungeon("devils-castle")),
        ],
        turn=7,
        demon_king="im/t2",
        folds=Folds(west="out"),
    )
    one = GAME.position(spec, dice=ScriptedDice([3, 5]))
    other = GAME.position(EXAMPLE, dice=ScriptedDice([3, 5]))
    assert one.to_json() == other.to_json()


def test_a_game_built_from_a_position_saves_and_replays_exactly() -> None:
    state = kk(GAME.position(EXAMPLE, seed=11))
    for _ in range(30):
        if state.to_act is None:
            break
        state.apply(state.legal_actions()[0])
    saved = json.loads(json.dumps(state.to_json()))
    assert saved["position"]["seats"][0]["space"] == "dc/t4"
    assert GAME.load_state(saved).to_json() == saved


def test_left_out_is_as_at_the_start_of_a_game() -> None:
    state = kk(GAME.position({"seats": [{}, {}, {}]}, dice=ScriptedDice([3, 3])))
    assert [adv.space for adv in state.advs] == [state.board.start] * 3
    assert all(len(adv.equipment) == 8 for adv in state.advs)
    assert state.dk_number == 3 and set(state.where.values()) == {"place"}  # KK-DK-01: the roll moved him
    assert len(state.monster_deck) == 30 and len(state.magic_deck) == 6


@pytest.mark.parametrize(
    ("change", "entry"),
    [
        ({"seats": [{}]}, "position.seats"),
        ({"seats": [{"space": "nowhere"}, {}]}, "position.seats[0].space"),
        ({"seats": [{"equipment": ["axe", "laser"]}, {}]}, "position.seats[0].equipment"),
        (
            {"seats": [{}, {"cases": ["devils-castle"]}], "lost_cases": ["devils-castle"]},
            "position.lost_cases",
        ),
        ({"seats": [{"cases": ["devils-castle"]}, {"cases": ["devils-castle"]}]}, "position.seats[1].cases"),
        ({"seats": [{}, {"situation": {"k": "dungeon", "pl": "atlantis"}}]}, "position.seats[1].situation"),
        ({"seats": [{}, {"situation": {"k": "hz", "h": "rat-trap", "n": "nope", "d": "a"}}]}, "situation"),
        ({"seats": [{}, {}], "current": 2}, "position.current"),
        ({"seats": [{}, {}], "demon_king": "x"}, "position.demon_king"),
        ({"seats": [{}, {}], "contents": {"devils-castle": "golden-key"}}, "position.contents"),
        ({"seats": [{}, {}], "bridge_built": 3}, "position.bridge_built"),
        ({"seats": [{}, {}], "monster_deck": ["no-such-monster"]}, "position.monster_deck"),
        ({"seats": [{}, {}], "colour": "red"}, "position"),
        ({"seats": [{}, {}], "folds": {"west": "sideways"}}, "position"),
    ],
)
def test_a_position_the_rules_cannot_reach_is_refused_naming_the_entry(
    change: dict[str, object], entry: str
) -> None:
    with pytest.raises(LoadError) as refused:
        GAME.position(change, dice=ScriptedDice([3, 3]))
    assert refused.value.where.startswith(entry) or entry in refused.value.where, refused.value


@pytest.mark.rule("KK-TEAM-01")
def test_teams_need_their_player_count_in_a_position_too() -> None:
    with pytest.raises(OptionError):
        GAME.position({"seats": [{}, {}, {}]}, {"teams": "2x2"}, dice=ScriptedDice([3]))
    state = kk(GAME.position({"seats": [{}, {}, {}, {}]}, {"teams": "2x2"}, dice=ScriptedDice([3, 3])))
    assert state.teams == ((0, 2), (1, 3))
