"""Refusals come from the decision that owns the rule (issue 25 item 3).

The pending decision's rules module says why an action it does not allow is refused, as a message
key and its arguments (``IllegalAction(key, **args)``, data: the rules never import the words);
legality is decided there alone, and the words only word the key, in both languages. A refused
action changes nothing.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from noppa.engine import IllegalAction
from noppa.games.runebound import GAME
from noppa.games.runebound.rules.model import PhaseChoice
from noppa.games.runebound.rules.state import DECISIONS, REFUSALS, RuneboundState
from tests.runebound.helpers import play, scenario

SAVES = Path(__file__).resolve().parent / "saves"
PACKAGE = Path(__file__).resolve().parents[2] / "src" / "noppa" / "games" / "runebound"


def saved(name: str) -> RuneboundState:
    state = GAME.load_state(json.loads((SAVES / f"{name}.json").read_text()))
    assert isinstance(state, RuneboundState)
    return state


def refusal(state: RuneboundState, action: str) -> IllegalAction:
    before = (json.dumps(state.to_json()), state.to_act)
    with pytest.raises(IllegalAction) as caught:
        play(state, action)
    assert (json.dumps(state.to_json()), state.to_act) == before  # nothing changed
    error = caught.value
    for lang in ("en", "fi"):
        message = error.message(lang)
        assert action in message and not message.startswith("rb.error") and "{" not in message
    return error


@pytest.mark.rule("RB-MOVE-08", "RB-MOVE-10", "RB-MOVE-01")
def test_the_movement_decision_refuses_with_its_own_reasons() -> None:
    state = scenario(["orvan-saltblood"])
    assert refusal(state, "step:h0101").key == "rb.error.not_adjacent"
    error = refusal(state, "roll:9")
    assert (error.key, error.params["count"]) == ("rb.error.too_many_dice", 5)
    assert refusal(state, "roll:0").key == "rb.error.rest_useless"
    assert refusal(state, "move:h0706").key == "rb.error.roll_first"
    assert refusal(state, "xp:body").key == "rb.error.xp"  # an action of another step


@pytest.mark.rule("RB-MOVE-02")
def test_a_hex_the_roll_does_not_reach_is_refused_by_the_destination_decision() -> None:
    state = scenario(["orvan-saltblood"])
    play(state, "roll:5")
    while state.flow.pending is not None and state.flow.pending.kind == "rest":
        play(state, state.legal_actions()[0].text)
    assert state.flow.pending is not None and state.flow.pending.kind == "moving"
    far = next(h for h in state.board.ids if h not in {a.args[0] for a in state.legal_actions()})
    assert refusal(state, f"move:{far}").key == "rb.error.unreachable"


@pytest.mark.rule("RB-CMB-09", "RB-CMB-14", "RB-ACT-02")
def test_the_fight_refuses_an_attack_out_of_its_phase() -> None:
    state = saved("fight-phase")  # the melee phase of a fight against a challenge
    error = refusal(state, "attack:magic")
    assert (error.key, error.params["phase"]) == ("rb.error.wrong_phase", "melee")
    assert refusal(state, "use:no-such-card").key == "rb.error.no_such_ability"
    play(state, "attack:melee")  # the save's dice: the hero attacks, the foe stands; on to magic
    assert state.flow.pending is not None and state.flow.pending.ask == PhaseChoice("magic")
    assert refusal(state, "attack:magic").key == "rb.error.attacked_already"  # RB-CMB-14: once a round


@pytest.mark.rule("RB-MKT-02", "RB-MKT-06")
def test_the_market_refuses_a_card_of_another_city_and_a_sale_it_does_not_allow() -> None:
    state = saved("market-buy")  # Frostgate, 4 gold
    assert refusal(state, "buy:war-axe-2").key == "rb.error.not_for_sale"  # in Vynelvale's stack
    assert refusal(state, "sell:no-such-card").key == "rb.error.cannot_sell"


@pytest.mark.rule("RB-CMB-07")
def test_a_decision_without_reasons_of_its_own_lists_what_is_legal() -> None:
    state = saved("fight-escape")
    error = refusal(state, "done")
    assert error.key == "rb.error.illegal" and "escape" in error.params["legal"]


def test_every_decision_has_its_refusals_and_the_words_decide_no_legality() -> None:
    assert set(REFUSALS) == {row.ask for row in DECISIONS}
    words = ast.parse((PACKAGE / "words" / "capability.py").read_text())
    names = {n.name for n in ast.walk(words) if isinstance(n, ast.FunctionDef)}
    assert "why_illegal" not in names
    for path in (PACKAGE / "rules").glob("*.py"):  # the rules never import the words
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert ".runebound.words" not in node.module, path.name
                assert not (node.module.endswith("runebound") and any(a.name == "words" for a in node.names))
