"""The Experience step (§9)."""

from __future__ import annotations

from typing import Any

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.rules.abilities import hero_stat
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    equip,
    events,
    force,
    legal,
    neighbour,
    play,
    position,
    scenario,
    stack_deck,
    token,
)


def at_experience(
    players: int = 4,
    tokens: list[tuple[str, int]] | None = None,
    items: list[str] | None = None,
    **options: object,
) -> RuneboundState:
    """Grul, with these adventure ``tokens`` and ``items``, steps once and comes to Experience."""
    heroes = [
        "grul-the-wanderer",
        "nym-ashwhisper",
        "ciryn-vael",
        "sela-thornwick",
        "orvan-saltblood",
        "brother-aldric",
    ]
    board = scenario(heroes[:players], options=dict(options) or None)  # where the seed's tokens lie
    here = neighbour(board, board.board.ids[board.heroes[0].hex])
    grul: dict[str, Any] = {"hero": heroes[0], "at": here, "tokens": list(tokens or []), "items": items or []}
    others = [{"hero": hero} for hero in heroes[1:players]]
    state = position([grul, *others], options=dict(options) or None)
    play(state, f"step:{neighbour(state, state.board.ids[state.heroes[0].hex])}")
    while state.step != "experience":
        play(state, "pass" if "pass" in legal(state) else "done")
    return state


@pytest.mark.rule("RB-XP-01", "RB-XP-02", "RB-XP-05", "RB-XP-09")
def test_four_xp_buy_a_token_with_a_bonus() -> None:
    state = at_experience(4, [("green", 1), ("yellow", 3)])
    assert state.xp_cost == 4
    assert {"xp:mind", "xp:body", "xp:spirit", "xp:stamina", "xp:life"} <= set(legal(state))
    before = hero_stat(state, 0, "body")
    play(state, "xp:body")
    assert hero_stat(state, 0, "body") == before + 2
    assert state.heroes[0].xp_spent == 4 and state.level(0) == 2
    play(state, "end")


@pytest.mark.rule("RB-XP-02")
def test_the_xp_table_and_the_option() -> None:
    costs = {n: GAME.new_state(n, seed=1).xp_cost for n in range(1, 7)}
    assert costs == {1: 6, 2: 6, 3: 5, 4: 4, 5: 3, 6: 3}
    assert GAME.new_state(2, seed=1, options={"xp_cost": "4"}).xp_cost == 4


@pytest.mark.rule("RB-XP-03", "RB-REPL-03")
def test_spent_tokens_go_to_the_box_change_from_the_box_or_paper() -> None:
    state = at_experience(4, [("yellow", 3), ("yellow", 3)])
    state.box = [("green", 2)]
    play(state, "xp:mind")  # 6 paid for 4: change 2 from the box
    hero = state.heroes[0]
    assert hero.tokens == [("green", 2)] and sorted(state.box) == [("yellow", 3), ("yellow", 3)]
    state = at_experience(4, [("yellow", 3), ("yellow", 3)])
    state.box = []
    play(state, "xp:mind")
    assert state.heroes[0].tokens == [] and state.heroes[0].xp_paper == 2  # written on paper
    assert events(state, "xp_paid")[-1]["paper"] == 2


@pytest.mark.rule("RB-XP-04")
def test_several_at_once_or_saved() -> None:
    state = at_experience(6, [("blue", 4), ("blue", 3), ("yellow", 3)])
    assert state.xp_cost == 3
    play(state, "xp:mind", "xp:spirit", "xp:stamina")
    assert len(state.heroes[0].xp) == 3 and "xp:mind" not in legal(state)
    state = at_experience(6, [("blue", 4)])
    play(state, "end")  # saving tokens is allowed
    assert state.heroes[0].tokens == [("blue", 4)]


@pytest.mark.rule("RB-XP-06", "RB-XP-07", "RB-XP-08")
def test_life_bars_the_easiest_colours_at_most_three() -> None:
    state = at_experience(6, [("red", 6), ("red", 6), ("red", 6), ("red", 6)])
    play(state, "xp:life", "xp:life", "xp:life")
    assert "xp:life" not in legal(state)  # +3 at most
    assert hero_stat(state, 0, "life") == state.content.heroes["grul-the-wanderer"].life + 3
    from noppa.games.runebound.rules.adventures import barred

    assert barred(state, 0) == ("green", "yellow", "blue")
    # A barred colour's adventure is not offered (default: drawing is barred too).
    state = scenario(["grul-the-wanderer"])
    state.heroes[0].xp = ["life"]
    board = state.board
    green = next(board.ids[h] for h in board.gems if board.hexes[h].gem == "green")
    equip(state, 0, at=neighbour(state, green))
    token(state, green, "green", 1)
    play(state, f"step:{green}")
    assert "adventure" not in legal(state)


@pytest.mark.rule("RB-XP-08")
def test_option_life_bar_challenges_only() -> None:
    state = scenario(["grul-the-wanderer"], options={"life_bar": "challenges"})
    state.heroes[0].xp = ["life"]
    board = state.board
    green = next(board.ids[h] for h in board.gems if board.hexes[h].gem == "green")
    equip(state, 0, at=neighbour(state, green))
    token(state, green, "green", 1)
    stack_deck(state, "green", "rope-bridge", "giant-rats")
    force(state, 9, 9)
    play(state, f"step:{green}", "adventure", "option:1")
    assert events(state, "barred")[-1]["card"] == "giant-rats"  # the encounter was played, not the challenge
    assert state.decks["green"][0] == "giant-rats"


@pytest.mark.rule("RB-XP-03", "RB-ACT-01")
def test_an_experience_ability() -> None:
    state = at_experience(4, [("green", 2), ("green", 1)], items=["scholars-journal"])
    assert "xp:mind" not in legal(state)
    play(state, "use:scholars-journal")  # Experience, activate: +1 XP (on paper)
    assert state.heroes[0].xp_paper == 1 and "use:scholars-journal" not in legal(state)
    play(state, "xp:mind")
    assert state.heroes[0].xp == ["mind"] and state.heroes[0].xp_paper == 0
