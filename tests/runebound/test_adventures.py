"""The Adventure step (§5): drawing, events, replenishing, encounters and lost challenges."""

from __future__ import annotations

import pytest

from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import (
    equip,
    events,
    force,
    hexid,
    neighbour,
    play,
    position,
    scenario,
    stack_deck,
    token,
)


def at_gem(
    colour: str, heroes: list[str] | None = None, *, sun: bool | None = None, **options: object
) -> tuple[RuneboundState, str]:
    """A hero next to a gem hex of ``colour`` holding a token; returns the state and the hex id."""
    state = scenario(heroes or ["korrak-stonefist"], options=dict(options) or None)
    board = state.board
    hex_ = next(
        board.ids[h]
        for h in board.gems
        if board.hexes[h].gem == colour and (sun is None or board.hexes[h].sun == sun)
    )
    equip(state, 0, at=neighbour(state, hex_))
    token(state, hex_, colour, 2)
    return state, hex_


@pytest.mark.rule("RB-ADV-01")
def test_declining_goes_to_experience() -> None:
    state, hex_ = at_gem("green")
    play(state, f"step:{hex_}")
    legal = [a.text for a in state.legal_actions()]
    assert "adventure" in legal and "pass" in legal
    play(state, "pass")
    assert state.step == "experience"
    assert hexid(state, hex_) in state.board_tokens


@pytest.mark.rule("RB-ADV-02", "RB-ADV-03", "RB-COMP-15")
def test_draw_the_top_card_of_the_colour_and_fight_a_challenge() -> None:
    state, hex_ = at_gem("blue")
    stack_deck(state, "blue", "manticore")
    size = len(state.decks["blue"])
    play(state, f"step:{hex_}", "adventure")
    draw = events(state, "draw")[-1]
    assert (draw["card"], draw["colour"], draw["card_kind"]) == ("manticore", "blue", "challenge")
    assert "to" not in draw  # shown to all players
    assert len(state.decks["blue"]) == size - 1
    assert state.combat is not None and state.combat.card == "manticore"


@pytest.mark.rule("RB-EVT-01", "RB-EVT-05", "RB-CARD-04")
def test_first_event_takes_effect_then_draw_again() -> None:
    state, hex_ = at_gem("yellow")
    stack_deck(state, "yellow", "rising-prices", "cave-troll")
    force(state)
    play(state, f"step:{hex_}", "adventure")
    assert state.event == "rising-prices"
    assert state.mods.market_cost == 1 and state.mods.heal_cost == 1
    assert events(state, "draw")[-1]["card"] == "cave-troll"  # RB-EVT-05: same colour again
    assert state.combat is not None


@pytest.mark.rule("RB-EVT-02", "RB-EVT-03", "RB-EVT-04")
def test_event_numbers_decide() -> None:
    state, hex_ = at_gem("green")
    state.event = "blood-moon"  # a II from the yellow deck in force
    # A lower number (I) has no effect and goes under its own (green) deck.
    stack_deck(state, "green", "fair-weather", "bandit-tolls", "giant-rats")
    force(state)
    play(state, f"step:{hex_}", "adventure")
    void = events(state, "event_void")[0]
    assert void["card"] == "fair-weather" and state.decks["green"][0] == "fair-weather"
    # An equal number replaces it; the old event goes under the deck of ITS colour (yellow).
    assert events(state, "event")[-1]["card"] == "bandit-tolls"
    assert state.event == "bandit-tolls" and state.decks["yellow"][0] == "blood-moon"
    # Once a III is in force, only another III can replace it.
    state = drawing("yellow", "blood-moon", event="dragon-shadow")
    assert events(state, "event_void")[0]["card"] == "blood-moon" and state.event == "dragon-shadow"
    state = drawing("red", "the-sky-burns", event="dragon-shadow")
    assert state.event == "the-sky-burns" and state.decks["blue"][0] == "dragon-shadow"


def drawing(colour: str, card: str, *, event: str) -> RuneboundState:
    """Korrak adventures on a ``colour`` token with ``card`` on top of its deck, ``event`` in force."""
    board = scenario(["korrak-stonefist"])  # where the seed's tokens lie
    here = neighbour(board, board.board.ids[board.board.start])
    state = position(
        [{"hero": "korrak-stonefist", "at": here}],
        step="adventure",
        tokens={here: (colour, 2)},
        decks={colour: [card]},
        event=event,
    )
    play(state, "adventure")
    return state


@pytest.mark.rule("RB-EVT-01")
def test_an_event_with_immediate_effects_reaches_every_hero() -> None:
    state, hex_ = at_gem("green", ["korrak-stonefist", "nym-ashwhisper"])
    stack_deck(state, "green", "bandit-tolls", "giant-rats")
    force(state)
    play(state, f"step:{hex_}", "adventure")
    assert [h.gold for h in state.heroes] == [2, 2]


@pytest.mark.rule("RB-REPL-01", "RB-REPL-02", "RB-REPL-03")
def test_replenish_from_the_box_onto_empty_sun_gems() -> None:
    state, hex_ = at_gem("green")
    board = state.board
    here = hexid(state, hex_)
    sun_green = [h for h in board.gems if board.hexes[h].sun and board.hexes[h].gem == "green" and h != here]
    plain_green = [
        h for h in board.gems if not board.hexes[h].sun and board.hexes[h].gem == "green" and h != here
    ]
    for h in sun_green[:2] + plain_green[:1]:
        state.board_tokens.pop(h, None)
    state.box = [("green", 1), ("green", 2), ("yellow", 3)]
    stack_deck(state, "green", "fair-weather", "giant-rats")
    force(state, picks=[0])
    play(state, f"step:{hex_}", "adventure")
    assert events(state, "replenish")
    assert all(h in state.board_tokens for h in sun_green[:2])  # empty sun-ring gems filled
    assert plain_green[0] not in state.board_tokens  # a gem without a sun ring is not
    assert state.box == [("yellow", 3)]  # only box tokens were used, colour for colour


@pytest.mark.rule("RB-REPL-01")
def test_option_replenish_only_after_effective_events() -> None:
    state, hex_ = at_gem("green", replenish="effective")
    state.event = "dragon-shadow"
    stack_deck(state, "green", "fair-weather", "giant-rats")
    force(state)
    play(state, f"step:{hex_}", "adventure")
    assert events(state, "event_void") and not events(state, "replenish")


@pytest.mark.rule("RB-REPL-04")
def test_too_few_tokens_the_drawer_chooses() -> None:
    state, hex_ = at_gem("green")
    board = state.board
    sun_green = [
        h for h in board.gems if board.hexes[h].sun and board.hexes[h].gem == "green" and board.ids[h] != hex_
    ]
    for h in sun_green[:3]:
        state.board_tokens.pop(h, None)
    state.box = [("green", 1)]
    stack_deck(state, "green", "fair-weather", "giant-rats")
    force(state)
    play(state, f"step:{hex_}", "adventure")
    assert state.step == "replenish" and state.to_act == 0
    places = [a.text for a in state.legal_actions()]
    assert places == [f"place:{board.ids[h]}" for h in sun_green[:3]]
    play(state, places[1])
    assert sun_green[1] in state.board_tokens and state.box == []
    assert state.combat is not None  # then the adventure goes on


@pytest.mark.rule("RB-ADV-04", "RB-ADV-05", "RB-SKILL-02")
def test_an_encounter_with_a_test_then_a_new_card() -> None:
    state, hex_ = at_gem("green")
    stack_deck(state, "green", "rope-bridge", "giant-rats")
    force(state, 5, 5)
    play(state, f"step:{hex_}", "adventure")
    assert state.step == "encounter"
    play(state, "option:1")  # Test Body Athletics (11): 5 + 5 + Body 5 + Athletics 0 = 15
    assert events(state, "test")[-1]["success"] is True
    assert state.heroes[0].gold == 3 + 2
    assert "rope-bridge" in state.removed  # removed from the game, not under a deck
    assert events(state, "draw")[-1]["card"] == "giant-rats"  # and a new card of the same colour


@pytest.mark.rule("RB-DOOM-09", "RB-DOOM-03", "RB-ADV-05")
def test_with_the_path_of_doom_a_played_encounter_joins_the_path() -> None:
    state, hex_ = at_gem("green", path_of_doom=True)
    stack_deck(state, "green", "rope-bridge", "giant-rats")
    force(state, 5, 5)
    play(state, f"step:{hex_}", "adventure", "option:1")  # passed, as above
    assert state.path[-1] == "rope-bridge" and "rope-bridge" not in state.removed
    assert events(state, "path")[-1]["count"] == 2  # after the setup card


@pytest.mark.rule("RB-ADV-04")
def test_a_quest_takes_several_turns() -> None:
    state, hex_ = at_gem("green")
    stack_deck(state, "green", "lost-child", "giant-rats")
    force(state, 9, 9)
    play(state, f"step:{hex_}", "adventure", "option:1")
    hero = state.heroes[0]
    assert hero.quests == ["lost-child"]
    # Later the hero reaches Riverwatch: the reward, and the card leaves the game; then the Market.
    riverwatch = state.board.ids[state.board.cities["riverwatch"]]
    state = position(
        [{"hero": "korrak-stonefist", "at": neighbour(state, riverwatch), "quests": ["lost-child"]}]
    )
    force(state)
    play(state, f"step:{riverwatch}")
    hero = state.heroes[0]
    assert hero.quests == [] and "lost-child" in state.removed and state.step == "market"
    assert hero.gold == 3 + 4


@pytest.mark.rule("RB-LOST-02")
def test_a_seventh_lost_challenge_pushes_out_the_oldest() -> None:
    state = scenario(["korrak-stonefist"])
    from noppa.games.runebound.rules.adventures import add_lost

    hexes = list(state.board.gems)[:7]
    cards = ["giant-rats", "wolf-pack", "goblin-raiders", "wild-boar", "poacher", "cave-bats", "deserter"]
    for card, h in zip(cards, hexes, strict=True):
        add_lost(state, card, h)
    assert state.lost[0] == ("deserter", hexes[6])  # slot 1 reused, its token moved
    assert state.decks["green"][0] == "giant-rats"  # the oldest went under its deck
    assert state.lost_order == [1, 2, 3, 4, 5, 0]


@pytest.mark.rule("RB-LOST-03", "RB-LOST-04", "RB-LOST-01")
def test_attempting_and_defeating_a_lost_challenge() -> None:
    state, hex_ = at_gem("green")
    from noppa.games.runebound.rules.adventures import add_lost

    add_lost(state, "giant-rats", hexid(state, hex_))
    size = len(state.decks["green"])
    force(state, 10, 10, 10, 10, 10, 10)
    play(state, f"step:{hex_}")
    assert "lost:1" in [a.text for a in state.legal_actions()]
    play(state, "lost:1")
    assert len(state.decks["green"]) == size  # no card drawn
    assert state.combat is not None and state.combat.card == "giant-rats"
    play(state, "fight_on", "attack:ranged")  # 20 + 1 vs 7: hit for 1
    play(state, "defend:melee", "defend:magic", "fight_on", "attack:ranged")
    assert events(state, "defeated")[-1]["card"] == "giant-rats"
    assert state.lost[0] is None and state.lost_order == []  # the slot is free, its token back
    assert state.heroes[0].tokens == [("green", 2)]  # the adventure token left there is won
    assert state.decks["green"][0] == "giant-rats"


@pytest.mark.rule("RB-EVT-01")
def test_the_screen_says_what_the_event_in_force_changes() -> None:
    from io import StringIO

    from rich.console import Console

    from noppa.games.runebound import GAME
    from noppa.games.runebound.words.capability import describe_modifiers

    state = GAME.new_state(2, seed=1)
    state.event = "blood-moon"
    assert describe_modifiers(state.mods, "en") == "challenges +1 to beat"
    assert describe_modifiers(state.mods, "fi") == "haasteiden luvut +1"
    console = Console(file=StringIO(), width=160, color_system=None)
    console.print(GAME.ui.terminal_renderer().render(state, 0, "en"))
    assert "challenges +1 to beat" in console.file.getvalue()  # type: ignore[attr-defined]
