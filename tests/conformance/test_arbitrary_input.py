"""Arbitrary input into every game's ``parse_action`` and ``apply``: only a refusal, never a crash.

Whatever text or ``Action`` a client sends, the engine answers with :class:`InvalidAction` or
:class:`IllegalAction` (or takes it, when it happens to be legal), whose message can be read in both
languages and repeats no more than a bounded part of the input, and a refused input changes nothing.
Numbers get their own strategy: a kind the game knows followed by up to 199 digits (a 29-digit player
number once raised ``decimal.InvalidOperation`` while Dungeon Dice formatted its refusal).
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from noppa.engine import Action, IllegalAction, InvalidAction, State, get_game, list_games
from noppa.engine.actions import MAX_ACTION_TEXT

from .test_conformance import fingerprint

OPTIONS = {"dungeon-dice": {"challenges": "anytime"}}
"""Options that open the most kinds of action (Dungeon Dice challenges after a roll too)."""


@cache
def positions(game_id: str) -> tuple[tuple[State, ...], tuple[str, ...]]:
    """A few positions of a seeded random game (its start, then later), and every action kind seen."""
    game = get_game(game_id)
    state = game.new_state(2, seed=3, options=OPTIONS.get(game_id, {}))
    rng = random.Random(3)
    found: list[State] = []
    kinds: set[str] = set()
    for step in range(400):
        if state.to_act is None:
            break
        legal = state.legal_actions()
        kinds.update(action.kind for action in legal)
        if step in (0, 3, 12, 40, 150, 399):
            found.append(state.clone())
        state.apply(rng.choice(legal))
    return tuple(found), tuple(sorted(kinds))


TOKEN = st.from_regex(r"[a-z0-9][a-z0-9_\-/.+]{0,20}", fullmatch=True)
DIGITS = st.integers(1, 199).flatmap(lambda n: st.text("0123456789", min_size=n, max_size=n))
"""Digit strings of every length up to 199, long ones as likely as short ones."""


def inputs(kinds: tuple[str, ...]) -> st.SearchStrategy[object]:
    kind = st.sampled_from(kinds)
    return st.one_of(
        st.text(max_size=MAX_ACTION_TEXT + 20),
        st.builds(lambda k, d: f"{k}:{d}", kind, DIGITS),
        st.builds(lambda k, d, e: f"{k}:{d}/{e}", kind, DIGITS, TOKEN),
        st.builds(lambda k, a: f"{k}:{a}", kind, st.text(max_size=40)),
        st.builds(lambda k, parts: ":".join([k, *parts]), kind, st.lists(TOKEN | DIGITS, max_size=3)),
        st.builds(Action, kind, st.lists(st.text(max_size=30) | DIGITS, max_size=3).map(tuple)),
        st.integers() | st.none() | st.binary(max_size=10),
    )


def refuses_cleanly(state: State, typed: object) -> None:
    trial = state.clone()
    before = fingerprint(trial)
    try:
        trial.game.parse_action(typed) if not isinstance(typed, Action) else trial.game.check_action(typed)
    except InvalidAction as error:
        assert error.message("en") and error.message("fi")
    try:
        trial.apply(typed)  # type: ignore[arg-type]
    except (InvalidAction, IllegalAction) as error:
        for lang in ("en", "fi"):
            said = error.message(lang)
            assert said and not said.startswith(f"{state.game.prefix}.")
            assert "…" in said or len(said) < 4 * MAX_ACTION_TEXT + 4_000
        assert fingerprint(trial) == before, f"refused {typed!r} changed the state"


@pytest.mark.parametrize("game_id", list_games())
def test_arbitrary_input_is_refused_or_taken_never_a_crash(game_id: str) -> None:
    found, kinds = positions(game_id)

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(range(len(found))), inputs(kinds))
    def check(which: int, typed: object) -> None:
        refuses_cleanly(found[which], typed)

    check()


@pytest.mark.parametrize("game_id", list_games())
@pytest.mark.parametrize("digits", [28, 29, 40, 199 - 20])
def test_every_kind_with_a_long_number_is_refused(game_id: str, digits: int) -> None:
    found, kinds = positions(game_id)
    for state in found:
        for kind in kinds:
            for typed in (f"{kind}:{'9' * digits}", f"{kind}:1{'0' * digits}", f"{kind}:{'9' * digits}/x"):
                refuses_cleanly(state, typed)
