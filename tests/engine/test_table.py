"""Table actions in the engine (``noppa.engine.table``): a resignation and an undo are kept in the
action list, so a save replays them exactly; what may not be taken back is refused with a reason."""

from __future__ import annotations

import pytest

from noppa import IllegalAction, InvalidAction, Outcome, ScriptedDice, get_game, text
from noppa.engine.table import with_resignations
from tests.server.secret_game import GAME as SECRET

DD = get_game("dungeon-dice")
EARNS_A_CARD = [4, 5, 5, 6, 5, 6]
"""A first roll that earns a card: the next turn opens on a decision (challenge or roll)."""
PARK = [1, 1, 2, 3, 4, 5]


@pytest.mark.rule("web-UNDO-01")
def test_an_undo_returns_exactly_and_the_save_replays_it() -> None:
    state = DD.new_state(2, dice=ScriptedDice([*EARNS_A_CARD, *PARK * 20]))
    before = state.to_json()["snapshot"]
    state.apply("stop")
    assert state.to_act == 1
    state.apply("!undo")
    assert state.to_json()["snapshot"] == before and state.history == ["stop", "!undo"]
    loaded = DD.load_state(state.to_json())
    assert loaded.history == ["stop", "!undo"] and loaded.to_json() == state.to_json()
    state.apply("roll")  # a die rolled: cannot be taken back, and nothing changes
    saved = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply("!undo")
    assert refused.value.message("fi").startswith("Siirtoa ei voi enää perua: sen jälkeen on heitetty")
    assert state.to_json() == saved


@pytest.mark.rule("web-UNDO-01")
def test_hidden_information_shown_or_nothing_left_cannot_be_taken_back() -> None:
    state = SECRET.new_state(2, dice=ScriptedDice([3, 5]))
    with pytest.raises(IllegalAction) as nothing:
        state.apply("!undo")
    assert "no action of yours" in nothing.value.message("en")
    state.apply("peek")  # private: seen, cannot be unseen
    with pytest.raises(IllegalAction) as hidden:
        state.apply("!undo")
    assert "hidden information" in hidden.value.message("en")
    state.apply("reveal")  # public and no draw: taken back
    state.apply("!undo")
    assert state.history == ["peek", "reveal", "!undo"] and state.to_act == 1


@pytest.mark.rule("web-RESIGN-01")
def test_resigning_ranks_last_and_the_last_seat_standing_wins() -> None:
    state = DD.new_state(3, dice=ScriptedDice([*EARNS_A_CARD, *PARK * 20]))
    state.apply("!resign 1")
    assert state.outcome is None and state.resigned == (1,)
    assert state.describe(state.events[-1], "fi") == "Pelaaja 2 luovutti."
    assert state.label("!resign 1", "en") == "Resign (Player 2)"
    with pytest.raises(IllegalAction):
        state.apply("!resign 1")  # once is enough
    state.apply("!resign 0")
    assert state.outcome == Outcome((2,), ((2,), (0,), (1,)), "engine.outcome.resigned", resigned=(1, 0))
    assert state.events[-1]["resigned"] == [1, 0]
    assert state.describe(state.events[-1], "en") == "Player 3 wins: every other player resigned."
    assert DD.load_state(state.to_json()).outcome == state.outcome


@pytest.mark.rule("web-RESIGN-01")
def test_a_game_that_ends_after_a_resignation_ranks_the_resigner_last() -> None:
    played = Outcome((1,), ((1,), (0, 2)), "dd.outcome.escaped")
    assert with_resignations(played, (1,)) == Outcome(
        (0, 2), ((0, 2), (1,)), "engine.outcome.resigned", resigned=(1,)
    )
    assert with_resignations(played, (2,)) == Outcome(
        (1,), ((1,), (0,), (2,)), "dd.outcome.escaped", resigned=(2,)
    )
    assert with_resignations(played, ()) is played
    assert Outcome.from_json(played.to_json()) == played and "resigned" not in played.to_json()


def test_malformed_table_actions_are_refused_and_change_nothing() -> None:
    state = DD.new_state(2, dice=ScriptedDice([*EARNS_A_CARD, *PARK * 20]))
    saved = state.to_json()
    for bad in ("!resign 7", "!resign x", "!resign", "!fly", "!undo now", "!resign 1 2"):
        with pytest.raises(InvalidAction):
            state.apply(bad)
    assert state.to_json() == saved
    assert "'!fly' is not a table action" in text("engine.error.table_action", "en", action="!fly")


def test_ending_unfinished_has_no_winner() -> None:
    state = DD.new_state(3, dice=ScriptedDice([*EARNS_A_CARD, *PARK * 20]))
    state.apply("!resign 2")
    state.apply("!end")
    assert state.outcome == Outcome((), ((0, 1), (2,)), "engine.outcome.ended", resigned=(2,))
    with pytest.raises(IllegalAction):
        state.apply("!undo")
