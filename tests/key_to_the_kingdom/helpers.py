"""Scenario building for Key to the Kingdom tests: a position written down, then forced dice.

:func:`scenario` makes a game at the start position (``GAME.position``), the test writes the position
it needs (adventurers, cases, the Demon King, the board's folds), and :func:`begin` starts a turn
from exactly that position with the rolls the test forces: it builds the game again by
``GAME.position`` (:func:`position_of` writes the state down) in the test's ``state``, whose log keeps
the earlier turns. After the rolls comes one "parking" roll for the next player, who is left at a
decision, so a test sees the whole turn and nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from noppa import Dice, ScriptedDice
from noppa.games import key_to_the_kingdom
from noppa.games.key_to_the_kingdom.content.components import CASES, EQUIPMENT, TREASURES
from noppa.games.key_to_the_kingdom.rules.position import Folds, Position, SeatPosition
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_model import Situation

GAME = key_to_the_kingdom.GAME
ALL = list(EQUIPMENT)

# With scripted dice and no picks, the deal keeps data order: case i holds treasure i.
DEAL = dict(zip(CASES, TREASURES, strict=True))


def scenario(players: int = 2, **options: Any) -> KeyToTheKingdomState:
    """A game at the start position: every adventurer on the start area with all eight equipment
    cards, the Demon King on the start area, case ``i`` holding treasure ``i``; nothing logged yet.
    (Its pending decision is left for :func:`begin` to replace with the turn the test starts.)"""
    state = GAME.position(
        Position(seats=[SeatPosition() for _ in range(players)]), options, dice=ScriptedDice([3])
    )
    assert isinstance(state, KeyToTheKingdomState)
    state.events.clear()
    state.turn = 0
    return state


def position_of(state: KeyToTheKingdomState, seat: int) -> Position:
    """The position ``state`` stands in, written down, with ``seat``'s turn to begin."""
    taken = {case: int(where[5:]) for case, where in state.where.items() if where.startswith("seat:")}
    return Position(
        seats=[
            SeatPosition(
                space=adv.space,
                equipment=list(adv.equipment),
                lost=list(adv.lost),
                cases=list(adv.cases),
                magic=adv.magic,
                situation=None if adv.sit is None else msgspec.structs.replace(adv.sit),
                wizard_done=adv.wizard_done,
                cobra_dropped=adv.cobra_dropped,
                had_magic=adv.had_magic,
                escaped=adv.escaped,
                circle=None if adv.circle is None else list(adv.circle),
                arch_free=adv.arch_free,
            )
            for adv in state.advs
        ],
        current=seat,
        turn=state.turn + 1,
        demon_king=state.dk,
        dk_number=state.dk_number,
        folds=Folds(west=state.folds["west"], east=state.folds["east"]),  # type: ignore[arg-type]
        contents=dict(state.contents),
        lost_cases=[case for case in CASES if state.where[case] == "lost"],
        used_cases=[case for case in CASES if state.where[case] == "used"],
        pit_case=next((case for case in CASES if state.where[case] == "pit"), ""),
        seen={
            case: [s for s in seats if taken.get(case) != s] for case, seats in state.seen.items() if seats
        },
        monster_deck=list(state.monster_deck),
        monster_used=list(state.monster_used),
        magic_deck=list(state.magic_deck),
        magic_used=list(state.magic_used),
        bridge_side=state.bridge.side,  # type: ignore[arg-type]
        bridge_built=state.bridge.built,
        bridge_builder=state.bridge.builder,
        endgame=None if state.endgame is None else state.endgame.copy(),
    )


def start_turn(state: KeyToTheKingdomState, seat: int, dice: Dice) -> KeyToTheKingdomState:
    """``seat``'s turn begins from the position ``state`` stands in, with ``dice``: the game is built
    again by ``GAME.position`` in ``state`` itself (the object the test holds), its log kept."""
    fresh = GAME.position(position_of(state, seat), state.options, dice=dice, names=state.names)
    assert isinstance(fresh, KeyToTheKingdomState)
    earlier = state.events
    vars(state).update(vars(fresh))
    state.events = earlier + fresh.events
    return state


def put(
    state: KeyToTheKingdomState,
    seat: int,
    space: str,
    *,
    equipment: Iterable[str] | None = None,
    cases: Iterable[str] = (),
    sit: Situation | None = None,
) -> None:
    """Place ``seat``'s adventurer, with his equipment, cases (taken and seen) and situation."""
    adv = state.advs[seat]
    adv.space = space
    adv.sit = sit
    if equipment is not None:
        adv.equipment = sorted(equipment, key=EQUIPMENT.index)
    for case in cases:
        state.where[case] = f"seat:{seat}"
        adv.cases.append(case)
        if seat not in state.seen[case]:
            state.seen[case].append(seat)


def begin(
    state: KeyToTheKingdomState,
    seat: int,
    rolls: Sequence[int],
    *,
    park: int | None = 3,
    picks: Sequence[int] = (),
) -> KeyToTheKingdomState:
    """Start ``seat``'s turn now with ``rolls`` forced (then ``park`` for the next player's roll)."""
    script = [*rolls] + ([park] if park is not None else [])
    return start_turn(state, seat, ScriptedDice(script, picks=picks))


def texts(state: KeyToTheKingdomState) -> list[str]:
    """The legal action texts."""
    return [a.text for a in state.legal_actions()]


def events_of(state: KeyToTheKingdomState, kind: str) -> list[dict[str, Any]]:
    """The events of one type."""
    return [e for e in state.events if e["type"] == kind]


def turn_events(state: KeyToTheKingdomState, number: int = 1) -> list[dict[str, Any]]:
    """The events of the ``number``-th turn since the scenario began."""
    out: list[dict[str, Any]] = []
    seen = 0
    for event in state.events:
        if event["type"] == "turn":
            seen += 1
        if seen == number:
            out.append(event)
    return out


def play(state: KeyToTheKingdomState, *actions: str) -> KeyToTheKingdomState:
    """Apply actions in order."""
    for action in actions:
        state.apply(action)
    return state


def fold(state: KeyToTheKingdomState, west: str = "in", east: str = "in") -> KeyToTheKingdomState:
    """Set the folding sides (``in`` or ``out``)."""
    state.folds = {"west": west, "east": east}
    state.set_config()
    return state


def arrive(
    state: KeyToTheKingdomState,
    seat: int,
    dagger: str,
    rolls: Sequence[int],
    *,
    park: int | None = 3,
    equipment: Iterable[str] | None = None,
    cases: Iterable[str] = (),
) -> KeyToTheKingdomState:
    """Walk ``seat`` one step onto ``dagger`` (his roll is a 1: the Demon King goes to his 1), so
    that the hazard's arrival rolls are ``rolls``."""
    hazard = state.board.spaces[dagger].hazard
    ends = state.board.hazards[hazard].ends if hazard else ()
    neighbour = next(n for n in state.cfg.walk[dagger] if n not in ends and state.space_kind(n) == "path")
    put(state, seat, neighbour, equipment=equipment, cases=cases)
    begin(state, seat, [1, *rolls], park=park)
    if f"move:{dagger}" in texts(state):
        state.apply(f"move:{dagger}")
    return state


def face(
    state: KeyToTheKingdomState,
    seat: int,
    dagger: str,
    rolls: Sequence[int],
    *,
    park: int | None = 3,
    equipment: Iterable[str] | None = None,
    cases: Iterable[str] = (),
) -> KeyToTheKingdomState:
    """``seat`` stands on ``dagger`` and, after the turn's roll (the first of ``rolls``), faces its
    hazard instead of moving away; the hazard's own rolls follow (the Boats sail with the turn's roll)."""
    put(state, seat, dagger, equipment=equipment, cases=cases)
    begin(state, seat, rolls, park=park)
    state.apply("face")
    return state


def later(state: KeyToTheKingdomState, seat: int, rolls: Sequence[int], *, park: int | None = 3) -> None:
    """Start another turn of ``seat`` (his situation kept) with ``rolls``."""
    begin(state, seat, rolls, park=park)


def kk(state: Any) -> KeyToTheKingdomState:
    """The state, typed as a Key to the Kingdom state."""
    assert isinstance(state, KeyToTheKingdomState)
    return state


def script(state: KeyToTheKingdomState) -> ScriptedDice:
    """The scripted dice of a scenario."""
    assert isinstance(state.dice, ScriptedDice)
    return state.dice


def next_rolls(state: KeyToTheKingdomState, *faces: int) -> None:
    """Force ``faces`` to be the very next rolls (before whatever else is scripted)."""
    dice = script(state)
    dice.script[dice.position : dice.position] = list(faces)


def more_rolls(state: KeyToTheKingdomState, *faces: int) -> None:
    """Append ``faces`` to the end of the script."""
    script(state).script.extend(faces)
