"""Scenario helpers: build a Runebound position, then force the dice."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

from noppa.engine import ScriptedDice
from noppa.games.runebound import GAME
from noppa.games.runebound.rules.model import AllyState
from noppa.games.runebound.rules.position import RuneboundPosition
from noppa.games.runebound.rules.state import RuneboundState


def scenario(
    heroes: list[str],
    *,
    seed: int = 0,
    options: dict[str, object] | None = None,
) -> RuneboundState:
    """A fresh game with these heroes (seat order), at the first player's Movement decision.

    The first player is made seat 0 whatever the seed chose, so scenarios read simply. Scenarios
    play without the Path of Doom (the default of real games) unless ``options`` asks for it, so
    played cards go under their decks where a test looks for them.
    """
    # Every hero on the board (Tamalir), seat 0 to play: the public position builder.
    return position([{"hero": h} for h in heroes], seed=seed, options=options)


def position(
    heroes: list[dict[str, Any]],
    *,
    seed: int = 0,
    options: dict[str, object] | None = None,
    dice: ScriptedDice | None = None,
    **setup: Any,
) -> RuneboundState:
    """The position ``heroes`` and ``setup`` describe (:class:`RuneboundPosition`'s fields), built by
    ``GAME.position`` without the Path of Doom unless ``options`` asks for it (as :func:`scenario`).

    ``dice``: forced dice from the start (the deal then follows the data's order), else ``seed``."""
    options = {"path_of_doom": False, **(options or {})}
    spec = msgspec.convert({"heroes": heroes, **setup}, RuneboundPosition)
    if dice is None:
        state = GAME.position(spec, options, seed=seed)
    else:
        state = GAME.position(spec, options, dice=dice)
    assert isinstance(state, RuneboundState)
    return state


def hexid(state: RuneboundState, hex_id: str) -> int:
    """The index of a hex id."""
    return state.board.index[hex_id]


def take_card(state: RuneboundState, card: str) -> None:
    """Remove a market or adventure card from wherever it lies (decks, stacks)."""
    for pile in [state.market_deck, *state.stacks.values(), *state.decks.values(), state.path]:
        if card in pile:
            pile.remove(card)
            return


def equip(
    state: RuneboundState,
    seat: int,
    *,
    items: Iterable[str] = (),
    allies: Iterable[str] = (),
    at: str | None = None,
    wounds: int = 0,
    fatigue: int = 0,
    gold: int | None = None,
) -> None:
    """Give a hero cards and tokens and put him on a hex: for a state no decision of which has been
    read yet (the legal actions are worked out once per decision). Where a test reads one first,
    build each position through :func:`position` instead."""
    hero = state.heroes[seat]
    for card in items:
        take_card(state, card)
        hero.items.append(card)
    for card in allies:
        take_card(state, card)
        hero.allies.append(AllyState(card))
    if at is not None:
        hero.hex = hexid(state, at)
    hero.wounds = wounds
    hero.fatigue = fatigue
    if gold is not None:
        hero.gold = gold


def stack_deck(state: RuneboundState, colour: str, *top: str) -> None:
    """Put adventure cards on top of a deck, the first named on the very top."""
    for card in reversed(top):
        take_card(state, card)
        state.decks[colour].append(card)


def token(state: RuneboundState, hex_id: str, colour: str, value: int) -> None:
    """Put an adventure token on a hex."""
    state.board_tokens[hexid(state, hex_id)] = (colour, value)


def force(state: RuneboundState, *rolls: int, picks: Iterable[int] = ()) -> ScriptedDice:
    """From now on the dice give exactly ``rolls`` (2d10 faces as 1…10, movement dice 1…6)."""
    dice = ScriptedDice(list(rolls), picks=list(picks))
    state.dice = dice
    return dice


def stay(state: RuneboundState, *then: int) -> None:
    """Spend the Movement step staying put: roll every die allowed (forced to 1) and use none.

    No die need be used (RB-MOVE-04); ``then`` forces the dice that follow.
    """
    from noppa.games.runebound.rules.movement import max_dice

    count = max_dice(state)
    force(state, *([1] * count), *then)
    here = state.board.ids[state.heroes[state.current].hex]
    play(state, f"roll:{count}")
    if state.step == "moving":
        play(state, f"move:{here}")


def play(state: RuneboundState, *actions: str) -> None:
    """Apply actions in order."""
    for action in actions:
        state.apply(action)


def events(state: RuneboundState, kind: str) -> list[dict[str, object]]:
    """The events of one type."""
    return [e for e in state.events if e["type"] == kind]


def neighbour(state: RuneboundState, hex_id: str) -> str:
    """Some hex next to ``hex_id`` with no token, lost token or city."""
    index = hexid(state, hex_id)
    for other in state.board.neighbours[index]:
        if other not in state.board_tokens and state.board.hexes[other].city is None:
            return state.board.ids[other]
    raise AssertionError(f"no empty neighbour of {hex_id}")


def fight(state: RuneboundState, card: str) -> None:
    """The current hero, at his Movement step, fights challenge ``card`` where he stands, as in
    play: a token of its colour there (one of value 2 if none), the card on top of its deck; he
    stays put (the movement dice forced to 1) and adventures (RB-ADV-02, RB-ADV-03). The dice the
    test forced before are the fight's."""
    assert state.step == "move", "a fight is set up from the Movement step"
    forced = state.dice
    hero = state.heroes[state.current]
    colour = state.content.adventures[card].colour
    state.board_tokens.setdefault(hero.hex, (colour, 2))
    stack_deck(state, colour, card)
    stay(state)
    state.dice = forced
    play(state, "adventure")


def state_id(state: RuneboundState, index: int) -> str:
    """The id of hex ``index``."""
    return state.board.ids[index]


def legal(state: RuneboundState) -> list[str]:
    """The legal action texts."""
    return [a.text for a in state.legal_actions()]


def asked_the_way_in() -> tuple[RuneboundState, int]:
    """Orvan rolls five dice (all 1s) and moves to a hex reachable from several last hexes, where a
    green token makes him choose the way in (RB-MOVE-02, RB-CMB-08); returns the state and hex."""
    probe = scenario(["orvan-saltblood"])
    force(probe, 1, 1, 1, 1, 1)
    play(probe, "roll:5")
    choice = next(h for h, o in probe.this_turn.destinations.items() if len(o) > 1)
    # A fight may follow there: the way in is asked.
    state = position([{"hero": "orvan-saltblood"}], tokens={state_id(probe, choice): ("green", 1)})
    force(state, 1, 1, 1, 1, 1)
    play(state, "roll:5", f"move:{state.board.ids[choice]}")
    assert state.step == "from"
    return state, choice


def knocked_out_by_the_sky_burns(heroes: list[str], seat: int) -> RuneboundState:
    """Hero ``seat`` (Nym, Life 8, Stamina 6) on 7 wounds and 6 fatigue when the active hero's red
    card is The Sky Burns: every hero takes 2 fatigue, Nym's overflow is a wound, and he is out
    (RB-EVT-01, RB-WND-02, RB-KO-01); his knock-out is then played through (RB-KO-06)."""
    board = scenario(heroes)  # where the seed's tokens lie
    here = neighbour(board, board.board.ids[board.board.start])
    setups: list[dict[str, Any]] = [{"hero": hero} for hero in heroes]
    setups[0]["at"] = here  # the active hero adventures on a red token: The Sky Burns on top
    setups[seat] |= {"wounds": 7, "fatigue": 6}
    state = position(setups, step="adventure", tokens={here: ("red", 1)}, decks={"red": ["the-sky-burns"]})
    force(state)
    play(state, "adventure")
    assert events(state, "knocked_out")[-1]["seat"] == seat
    while state.knocked_out:
        play(state, legal(state)[0])
    return state
