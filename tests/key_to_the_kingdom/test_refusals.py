"""Refusals come from the decision that owns the rule (``KingdomAsk.refuse`` in the rules), as a
message key and ids; the game's words name the ids in both languages. No second reckoning of
legality (the old ``words.why_illegal``) remains."""

from __future__ import annotations

import re

import pytest

from noppa import IllegalAction
from noppa.engine import text
from noppa.games.key_to_the_kingdom import words
from noppa.games.key_to_the_kingdom.rules.state_frames import KingdomAsk, MoveAsk

from .helpers import begin, scenario

ID = re.compile(r"\b[a-z]{2}/[a-z0-9-]+\b")


def _refused(state: object, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)  # type: ignore[attr-defined]
    return refused.value


@pytest.mark.rule("KK-TURN-04")
def test_an_unreachable_move_is_refused_by_the_move_decision_naming_the_space() -> None:
    state = begin(scenario(), 0, [3])
    before = state.to_json()
    error = _refused(state, "move:dc/t1")
    assert error.key == "kk.error.unreachable"
    assert error.params["steps"] == 3
    for lang in ("en", "fi"):
        message = error.message(lang).replace("'move:dc/t1'", "")  # the echo of his input aside
        assert not ID.search(message), message  # the space by name, never its id
        assert "3" in message
    assert error.message("fi") != error.message("en")
    assert state.to_json() == before


@pytest.mark.rule("KK-TEXT-02")
def test_another_choice_of_the_same_kind_and_an_action_not_asked_are_told_apart() -> None:
    state = begin(scenario(), 0, [3])
    assert state.pending is not None and state.pending.kind == "move"
    assert _refused(state, "dagger:dc/glass-a").key == "kk.error.not_now"
    for lang in ("en", "fi"):
        what = text("kk.decision.move", lang)
        assert what in _refused(state, "dagger:dc/glass-a").message(lang)


def test_the_refusal_is_the_decisions_own_data_before_the_words_name_it() -> None:
    state = begin(scenario(), 0, [3])
    decision = state.pending
    assert decision is not None and isinstance(decision.ask, MoveAsk)
    raw = decision.ask.refuse(state.game.parse_action("move:dc/t1"), decision.options)
    assert (raw.key, raw.params["space"], raw.params["steps"]) == ("kk.error.unreachable", "dc/t1", 3)
    other = KingdomAsk.refuse(decision.ask, state.game.parse_action("pass"), decision.options)
    assert other.key == "kk.error.not_now" and other.params["decision"] == "move"
    named = words.refusal(state, raw)
    for lang in ("en", "fi"):
        assert not ID.search(named.message(lang).replace("'move:dc/t1'", ""))


def test_a_choice_not_offered_of_an_offered_kind_is_not_that() -> None:
    state = begin(scenario(), 0, [3])
    decision = state.pending
    assert decision is not None and isinstance(decision.ask, KingdomAsk)
    offered = decision.options[0]
    other = KingdomAsk.refuse(decision.ask, offered, ())
    assert other.key == "kk.error.not_now"
    assert KingdomAsk.refuse(decision.ask, offered, decision.options).key == "kk.error.not_that"


def test_no_rules_module_imports_the_words() -> None:
    from pathlib import Path

    rules = Path(words.__file__).resolve().parent.parent / "rules"
    modules = sorted(rules.glob("*.py"))
    assert len(modules) > 10
    for module in modules:
        source = module.read_text(encoding="utf-8")
        assert not re.search(r"key_to_the_kingdom\.words|import .*\bwords\b", source), module.name
    assert not hasattr(words, "why_illegal")
