"""A stored game replayed: a room's state rebuilt from the store, and the replay viewer's cursor.

:func:`rebuild` replays a stored room (an exact replay checked against its snapshot) when it loads
or when a cluster instance's copy went another way; a room that cannot be rebuilt is ``broken`` and
shows :func:`placeholder`. :class:`ReplayCursor` steps through a finished game for the replay viewer.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Any

from noppa.engine import Game, LoadError, NoppaError, State, get_game, load_dice, table
from noppa.engine.dice import ScriptError, ScriptExhausted
from noppa.engine.i18n import shorten
from noppa.server.broadcast import latest_visible
from noppa.server.store import RoomRecord

log = logging.getLogger("noppa.server.replays")

MAX_STORED_DRAWS = 1_000_000
"""Most draws a stored room's initial dice may claim (a new room's have drawn none).

Positioning seeded dice replays every draw, so a row claiming 3e9 of them kept a core busy for
minutes while the room loaded; such a room is ``broken`` instead.
"""


def rebuild(record: RoomRecord, actions: list[str]) -> State | None:
    """Replay a stored game; a snapshot that disagrees is reported, the replay stands.

    web-STORE-02: the snapshot is the last checkpoint's, taken after the first ``snapshot_at`` of
    the actions (all of them in rooms stored before revision 0008): the replay is checked there and
    goes on through the rest.

    ``None`` when the game cannot be rebuilt from what is stored (the room is then ``broken``):
    options or dice that do not decode, dice that claim an absurd number of draws (replaying
    them would keep a core busy for minutes), a move the rules refuse.
    """
    game = get_game(record.game)
    if {"options", "dice"} & set(record.damaged):
        log.error("room %s: its stored %s is not valid JSON", record.id, " and ".join(record.damaged))
        return None
    if "snapshot" in record.damaged:
        log.warning("room %s: its stored snapshot is not valid JSON; replaying without it", record.id)
    draws = record.dice.get("draws", 0) if isinstance(record.dice, dict) else 0
    if not isinstance(draws, int) or draws > MAX_STORED_DRAWS:
        log.error("room %s: its dice claim %r draws before the first move", record.id, draws)
        return None
    where = f"room {record.id}"
    snapshot = record.snapshot
    at = len(actions) if record.snapshot_at is None else record.snapshot_at
    if snapshot is not None and not (isinstance(at, int) and 0 <= at <= len(actions)):
        log.warning("room %s: its snapshot claims to follow action %r of %d", record.id, at, len(actions))
        snapshot = None
    if snapshot is None:
        at = len(actions)
    save = {
        "format": "noppa-save/1",
        "game": record.game,
        "players": record.players,
        "options": record.options,
        "dice": record.dice,
        "actions": actions[:at],
        "snapshot": snapshot,
    }
    try:
        if snapshot is not None:
            try:
                return _go_on(game.load_state(save, where=where), actions, at, where)
            except LoadError as error:
                log.warning("room %s: %s; replaying without the snapshot", record.id, error)
        save["actions"], save["snapshot"] = actions, None
        return game.load_state(save, where=where)
    except (LoadError, RecursionError) as error:
        if isinstance(error, RecursionError):
            log.error("room %s: its stored data nest too deeply", record.id)
        else:
            log.error("room %s cannot be replayed: %s", record.id, error)
        return None


def _go_on(state: State, actions: list[str], start: int, where: str) -> State:
    """``state`` (after the first ``start`` actions) taken through the rest; :class:`LoadError`
    names the first the rules refuse, as :meth:`Game.load_state` does."""
    for index in range(start, len(actions)):
        action = actions[index]
        try:
            state.apply(action)
        except (NoppaError, ScriptError, ScriptExhausted) as error:
            raise LoadError(f"{where}.actions[{index}]", f"{shorten(repr(action))}: {error}") from error
    return state


def placeholder(record: RoomRecord) -> State:
    """The start a ``broken`` room shows (nobody moves in it): its stored setup if that is valid.

    The stored dice are left out: they may be what broke the room.
    """
    game = get_game(record.game)
    try:
        return game.new_state(record.players, options=record.options, seed=0)
    except (NoppaError, ValueError, TypeError, AttributeError):
        players = record.players if record.players in game.player_counts else game.player_counts.start
        return game.new_state(players, seed=0)


@dataclass
class ReplayCursor:
    """A finished game stepped through: the state after ``step`` actions, with checkpoints."""

    game: Game
    players: int
    options: dict[str, Any]
    dice: dict[str, Any]
    actions: list[str]
    state: State
    step: int = 0
    marks: list[int] = field(default_factory=list)
    """``marks[k]``: how many events existed after ``k`` actions."""
    checkpoints: dict[int, State] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    names: tuple[str, ...] = ()
    """The seats' names, given to every state the replay rebuilds (its log lines say them)."""
    lines: dict[tuple[int, str], tuple[dict[str, Any], str]] = field(default_factory=dict)
    """Log lines written, by event (its id, the event kept so the id stays its own) and language."""

    def seek(self, step: int) -> State:
        """The state after ``step`` actions (moving from the nearest earlier checkpoint)."""
        step = max(0, min(step, len(self.actions)))
        if step < self.step:
            base = max((k for k in self.checkpoints if k <= step), default=None)
            if base is None:
                self.state = self.game.new_state(
                    self.players, options=self.options, dice=load_dice(self.dice), names=self.names
                )
                self.step = 0
            else:
                self.state = self.checkpoints[base].clone()
                self.step = base
        while self.step < step:
            self.state.apply(self.actions[self.step])
            self.step += 1
            if len(self.marks) == self.step:
                self.marks.append(len(self.state.events))
            if self.step % 64 == 0 and self.step not in self.checkpoints:
                self.checkpoints[self.step] = self.state.clone()
        return self.state

    def frame(self, step: int, seat: int | None, lang: str) -> dict[str, Any]:
        """What the replay viewer shows after ``step`` actions, as ``seat`` saw it (``None``: all)."""
        with self.lock:
            return self._frame(step, seat, lang)

    def _frame(self, step: int, seat: int | None, lang: str) -> dict[str, Any]:
        step = max(0, min(step, len(self.actions)))
        last = None
        if step > 0:
            before = self.seek(step - 1)  # the cursor's one state: read it before seeking on
            action = self.actions[step - 1]
            to_act, label = before.to_act, before.label(action, lang)
            after = self.seek(step).to_act
            # who took it: a resignation's seat is the resigner, not the seat to act (table.actor)
            last = {"seat": table.actor(action, to_act, after), "action": action, "label": label}
        state = self.seek(step)
        view = state.view(seat, log=False)
        start = self.marks[step - 1] if step > 0 else 0
        # the latest lines only, each written once per replay and language: a frame at step 1,600
        # wrote every line up to it (506 ms of CPU holding the interpreter lock) before
        lines = [{"text": self._describe(state, e, lang), "event": e} for e in latest_visible(state, seat)]
        return {
            "step": step,
            "total": len(self.actions),
            "last": last,
            "view": view,
            "log": lines,
            "fresh": len(state.visible_events(seat, start)),
        }

    def _describe(self, state: State, event: dict[str, Any], lang: str) -> str:
        """``state.describe`` remembered per event and language (the replay's states share their
        earlier events: a clone copies the list, not the events)."""
        key = (id(event), lang)
        found = self.lines.get(key)
        if found is not None and found[0] is event:  # the cache holds the event: its id is its own
            return found[1]
        line = state.describe(event, lang)
        if len(self.lines) > 8192:
            self.lines.clear()
        self.lines[key] = (event, line)
        return line
