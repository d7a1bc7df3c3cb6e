"""Dungeon Dice's position builder (``GAME.position``, issue 25 item 6), and refusals from the
decision that owns the rule (item 3): an action is legal exactly when its decision refuses it for no
reason, and a refused action's error is that reason."""

from __future__ import annotations

import random
from typing import Any

import pytest

from noppa import ScriptedDice
from noppa.engine import IllegalAction, LoadError
from noppa.games.dungeon_dice.rules.state import CHALLENGE, ROLL, STOP, DungeonDiceState, refusal
from tests.test_import_cycles import SOURCE, import_edges, module_names

from .helpers import GAME, GUARD, KEY, SHOVEL, texts

rule = pytest.mark.rule


def test_a_position_waits_at_its_decision_and_replays_from_its_save() -> None:
    setup = {"paths": [2, 3], "decision": "decide", "wall": [0, 2, 0, 0, 0, 1], "held": 3}
    state = GAME.position(setup, seed=5)
    assert isinstance(state, DungeonDiceState)
    assert state.to_act == 0 and state.asking() == "decide" and texts(state) == ["roll", "stop"]
    assert state.held == 3 and state.wall == (0, 0, 2, 0, 0, 0, 1) and state.supply == 28 - 5 - 3
    state.apply("roll")
    state.apply(state.legal_actions()[0])
    save = state.to_json()
    assert save["position"]["paths"] == [2, 3]
    again = GAME.load_state(save)
    assert again.to_json() == save


@rule("DD-CHAL-04")
def test_a_position_after_a_won_challenge() -> None:
    setup = {"paths": [1, 2, 4], "current": 1, "decision": "challenge", "target": 2, "taken": 3}
    state = GAME.position(setup, seed=1)
    assert isinstance(state, DungeonDiceState)
    assert state.to_act == 1 and texts(state) == ["stop", "challenge:3"]
    state.apply("stop")
    assert state.paths == [1, 5, 4]


@rule("DD-TURN-01", "DD-CHAL-01a")
def test_a_position_at_the_start_of_a_turn_offers_a_challenge_or_rolls() -> None:
    offered = GAME.position({"paths": [0, 3]}, seed=1)
    assert offered.to_act == 0 and texts(offered) == ["roll", "challenge:2"]  # type: ignore[arg-type]
    rolled = GAME.position({"paths": [0, 0]}, dice=ScriptedDice([KEY, KEY, KEY, SHOVEL, SHOVEL, GUARD]))
    assert rolled.events[1]["type"] == "roll" and rolled.to_act == 0


@pytest.mark.parametrize(
    ("setup", "options", "where"),
    [
        ({"paths": [0]}, {}, "position.paths"),
        ({"paths": [0, 8]}, {}, "position.paths[1]"),
        ({"paths": [0, 0], "current": 2}, {}, "position.current"),
        ({"paths": [0, 0], "decision": "decide"}, {}, "position.wall"),
        ({"paths": [0, 0], "wall": [1, 0, 0, 0, 0, 0]}, {}, "position.wall"),
        ({"paths": [0, 0], "decision": "decide", "wall": [0, 0, 0, 0, 0, 3]}, {}, "position.wall"),
        ({"paths": [0, 0], "decision": "decide", "wall": [4, 3, 0, 0, 0, 0]}, {}, "position.wall"),
        ({"paths": [0, 0], "held": 2}, {}, "position.held"),
        ({"paths": [0, 3], "decision": "challenge", "taken": 1}, {}, "position.target"),
        ({"paths": [0, 3], "decision": "challenge", "target": 0, "taken": 1}, {}, "position.target"),
        ({"paths": [0, 3], "decision": "challenge", "target": 1}, {}, "position.taken"),
        (
            {"paths": [0, 3], "decision": "challenge", "target": 1, "taken": 1},
            {"challenges": "never"},
            "position.decision",
        ),
        (
            {"paths": [7, 7, 7, 7], "decision": "decide", "wall": [2, 0, 0, 0, 0, 0], "held": 1},
            {},
            "position",
        ),
        ({"paths": [0, 0], "decision": "later"}, {}, "position"),
        ({"paths": [0, 0], "score": 3}, {}, "position"),
    ],
)
def test_a_position_the_rules_cannot_reach_is_refused_with_its_field(
    setup: dict[str, Any], options: dict[str, Any], where: str
) -> None:
    with pytest.raises(LoadError) as error:
        GAME.position(setup, options, seed=1)
    assert error.value.where == where


def random_states(count: int) -> list[DungeonDiceState]:
    """States at decisions of random games under varied options."""
    rng = random.Random(25)
    states: list[DungeonDiceState] = []
    choices = [{}, {"challenges": "anytime", "challenge_cards": 1}, {"challenges": "never", "hot_dice": True}]
    for index in range(count):
        state = GAME.new_state(rng.choice([2, 3, 4]), seed=index, options=rng.choice(choices))
        assert isinstance(state, DungeonDiceState)
        for _ in range(rng.randrange(40)):
            if state.to_act is None:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.to_act is not None:
            states.append(state)
    return states


@rule("DD-TURN-01", "DD-TURN-09", "DD-CHAL-01", "DD-CHAL-01a", "DD-CHAL-04")
def test_an_action_is_legal_exactly_when_its_decision_refuses_it_for_no_reason() -> None:
    for state in random_states(120):
        pending = state.flow.pending
        assert pending is not None
        for action in (ROLL, STOP, *CHALLENGE):
            reason = refusal(state, pending.ask, action)
            assert (reason is None) == (action in state.legal_actions()), (state.asking(), action)
            if reason is not None:
                with pytest.raises(IllegalAction) as error:
                    state.clone().apply(action)
                assert error.value.key == reason.key and error.value.params == reason.params


def test_the_rules_never_import_the_words_the_bots_or_the_interface() -> None:
    edges = import_edges(module_names(SOURCE, "noppa"))
    assert "noppa.games.dungeon_dice.rules.frames" in edges["noppa.games.dungeon_dice.rules.state"]
    for module, targets in edges.items():
        if module.startswith("noppa.games.dungeon_dice.rules"):
            for target in targets:
                for part in ("words", "ai", "ui"):
                    assert not target.startswith(f"noppa.games.dungeon_dice.{part}"), (module, target)
