"""Table actions: a resignation and an undo, kept in the action list like any move.

A game's actions are its rules' own; a table action is something a player does *at the table*:
giving up (``!resign 2``) or taking back their last action (``!undo``). Both are stored in
:attr:`State.history` as texts starting with ``!`` (no game action starts so: an action is a word,
``noppa.engine.actions``), so every save, stored room and export replays them exactly as it replays
moves (``Game.load_state``, ``noppa verify``, the replay viewer); :meth:`State.apply` hands them here.

- ``!resign S``: seat ``S`` gives up. A :class:`Resigned` event tells the table. When one seat is left
  that has not resigned, the game ends at once and it wins (reason ``engine.outcome.resigned``);
  otherwise the game goes on (an interface plays the seat, e.g. the server's default bot) and when it
  ends, :func:`with_resignations` ranks the resigned seats last (the first to resign lowest) and
  takes them out of the winners. The :class:`~noppa.engine.Outcome` lists them (``resigned``).
- ``!undo``: takes back the last action that has not been taken back, provided nothing happened
  since that anybody could not have known before it: the dice source drew nothing (no die rolled, no
  card drawn) and no private event (one with ``to``) was logged. The state becomes exactly the
  state of the action list without that action (:func:`earlier` rebuilds it by replay, which is
  also the check: the draw count must be the same). A resignation is not taken back.
- ``!end``: the game ends unfinished (:data:`ENDED_REASON`): nobody wins, the seats that did not
  resign share the first place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine.dice import load_dice
from noppa.engine.errors import IllegalAction, InvalidAction
from noppa.engine.events import GameEvent
from noppa.engine.i18n import text
from noppa.engine.outcome import Outcome

if TYPE_CHECKING:
    from noppa.engine.state import Event, State

PREFIX = "!"
"""What every table action's text starts with (never a game action's)."""
RESIGN = "!resign"
UNDO = "!undo"
END = "!end"
ENDED_REASON = "engine.outcome.ended"
"""The outcome's reason when the game was ended unfinished (``!end``): nobody won."""
RESIGNED_REASON = "engine.outcome.resigned"
"""The outcome's reason when the game ended because every other seat resigned."""


class Resigned(GameEvent, tag="resign", frozen=True):
    """Seat ``seat`` resigned (public)."""

    seat: int


def is_table_action(action: str) -> bool:
    """Whether ``action`` is a table action's text (``!resign 1``, ``!undo``)."""
    return action[:1] == PREFIX


def resign_action(seat: int) -> str:
    """The text of seat ``seat``'s resignation."""
    return f"{RESIGN} {seat}"


def actor(action: str, before: int | None, after: int | None) -> int | None:
    """The seat that took ``action``, given the seats to act ``before`` and ``after`` it, for a
    history's "who did what": a move's is the seat that was to act; a resignation's the seat that
    resigned (``!resign S``: S, whoever was to act); an undo's the seat whose action it took back
    (web-UNDO-01: only one's own), which is to act again after it; ``!end`` is the host's, no
    seat's (``None``)."""
    if not is_table_action(action):
        return before
    parts = action.split(" ")
    if len(parts) == 2 and parts[0] == RESIGN and parts[1].isdigit():
        return int(parts[1])
    if parts == [UNDO]:
        return after
    return None


def apply(state: State, action: str) -> None:
    """Carry out a table action on ``state`` (raises :class:`InvalidAction` / :class:`IllegalAction`;
    either way nothing changes)."""
    parts = action.split(" ")
    if parts == [UNDO]:
        undo(state)
        return
    if parts == [END]:
        end(state)
        return
    if len(parts) == 2 and parts[0] == RESIGN and parts[1].isdigit() and len(parts[1]) <= 3:
        resign(state, int(parts[1]))
        return
    raise InvalidAction("engine.error.table_action", action=action[:40])


def resign(state: State, seat: int) -> None:
    """Seat ``seat`` resigns (see the module's text)."""
    if state.outcome is not None:
        raise IllegalAction("engine.table.game_over")
    if not 0 <= seat < state.players:
        raise InvalidAction("engine.error.table_action", action=resign_action(seat))
    if seat in state.resigned:
        raise IllegalAction("engine.table.already_resigned", seat=state.player_name(seat))
    state.history.append(resign_action(seat))
    state.resigned = (*state.resigned, seat)
    state.emit(Resigned(seat=seat))
    left = [s for s in range(state.players) if s not in state.resigned]
    if len(left) == 1:
        state.finish(Outcome((left[0],), ((left[0],),), RESIGNED_REASON))
    else:
        state._legal = None


def with_resignations(outcome: Outcome, resigned: tuple[int, ...]) -> Outcome:
    """``outcome`` with the resigned seats ranked last (the first to resign lowest) and out of the
    winners; the reason becomes :data:`RESIGNED_REASON` if only resigned seats had won."""
    if not resigned:
        return outcome
    gone = set(resigned)
    ranking = [tuple(s for s in group if s not in gone) for group in outcome.ranking]
    ranking = [group for group in ranking if group]
    ranking += [(s,) for s in reversed(resigned)]
    winners = tuple(s for s in outcome.winners if s not in gone)
    reason = outcome.reason
    if not winners and outcome.winners:
        winners, reason = ranking[0], RESIGNED_REASON
    return Outcome(winners, tuple(ranking), reason, resigned=tuple(resigned))


def end(state: State) -> None:
    """End the game unfinished: nobody wins, the seats still in it share the first place and the
    resigned ones rank below (the server's host ends a game whose people have all left)."""
    if state.outcome is not None:
        raise IllegalAction("engine.table.game_over")
    state.history.append(END)
    playing = tuple(s for s in range(state.players) if s not in state.resigned)
    state.finish(Outcome((), (playing,) if playing else (), ENDED_REASON))


def effective(history: list[str]) -> list[str]:
    """The actions that stand: ``history`` with every ``!undo`` and the action it took back removed."""
    stack: list[str] = []
    for action in history:
        if action == UNDO:
            stack.pop()
        else:
            stack.append(action)
    return stack


def replay(state: State, actions: list[str]) -> State:
    """A new state of ``state``'s game and setup (dice, options, position, names) after ``actions``."""
    game = state.game
    dice = load_dice(state.initial_dice)
    fresh: State
    if state.position is not None:
        fresh = game.position(state.position, dict(state.options), dice=dice)
    else:
        fresh = game.new_state(state.players, options=dict(state.options), dice=dice)
    fresh.name_seats(state.names)
    for action in actions:
        fresh.apply(action)
    return fresh


def earlier(state: State) -> tuple[State, int]:
    """The state before ``state``'s last standing action, and the seat that took that action.

    Raises :class:`IllegalAction` (with a reason a player reads) when it may not be taken back: the
    game is over, there is nothing to take back (or it is a resignation), a die was rolled or a card
    drawn since (the dice source's draws differ), or hidden information was shown (a private event).
    """
    if state.outcome is not None:
        raise IllegalAction("engine.table.game_over")
    stack = effective(state.history)
    if not stack or is_table_action(stack[-1]):
        raise IllegalAction("engine.table.nothing_to_undo")
    before = replay(state, stack[:-1])
    if before.dice.to_json() != state.dice.to_json():
        raise IllegalAction("engine.table.undo_dice")
    if any(_private(event) for event in state.events[len(before.events) :]):
        raise IllegalAction("engine.table.undo_hidden")
    mover = before.to_act
    assert mover is not None  # it acted: the game was running
    return before, mover


def _private(event: Event) -> bool:
    return event.get("to") is not None


def undo(state: State) -> None:
    """Take back ``state``'s last standing action (see :func:`earlier`): ``state`` becomes exactly
    the earlier position, its history keeps both the action and the ``!undo``."""
    before, _ = earlier(state)
    history = [*state.history, UNDO]
    vars(state).clear()
    vars(state).update(vars(before))
    state.events = before.events  # the log is a slot, not in vars (State._log)
    state.history = history


def label(state: State, action: str, lang: str) -> str:
    """A table action as a player reads it."""
    if action == UNDO:
        return text("engine.table.undo", lang)
    if action == END:
        return text("engine.table.end", lang)
    seat = action.rsplit(" ", maxsplit=1)[-1]
    number = int(seat) if seat.isdigit() and int(seat) < state.players else 0
    return text("engine.table.resign", lang, name=state.player_name(number, lang))


def is_table_event(event: Event) -> bool:
    """Whether the engine rather than the game says ``event``'s line: a resignation, or the end of a
    game that ended by the table (every other seat resigned, or ended unfinished)."""
    kind = event.get("type")
    return kind == "resign" or (
        kind == "game_over" and event.get("reason") in (RESIGNED_REASON, ENDED_REASON)
    )


def describe(state: State, event: Event, lang: str) -> str:
    """The log line of a table event (:func:`is_table_event`)."""
    if event["type"] == "resign":
        return text("engine.event.resign", lang, name=state.player_name(int(event["seat"]), lang))
    if event["reason"] == ENDED_REASON:
        return text(ENDED_REASON, lang)
    names = ", ".join(state.player_name(int(seat), lang) for seat in event["winners"])
    return text("engine.event.won_by_resignation", lang, names=names)
