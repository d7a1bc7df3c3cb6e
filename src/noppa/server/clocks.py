"""Turn-based rooms and clocks: how long each seat has to move, and what happens when time runs out.

A room is **real-time** (``live``: people at the table together, the default) or **turn-based**
(``turn``: each moves when they can, over days). It may have a clock, chosen at creation
(:func:`parse_settings`): real-time rooms a time per move (seconds or minutes) or per game
(minutes per player, an optional Fischer increment added after each of the player's moves);
turn-based rooms hours or days per move. A **move** here is a seat's whole go: the run of
decisions the seat makes one after another, until another seat is to act (so a Runebound turn of
a roll, steps and an adventure is one move, and a Key to the Kingdom steal answered by the victim
is a move of each).

The server alone keeps time (``RoomManager.clock``, the server's clock, never the browser's): the
clock holds the deadline of the seat to act, stored with the room after every move, so a
restarted server (or another instance of a cluster taking the room over) enforces the same
deadline, and one that passed while the server was down is handled at once. The room's task
(``Pacing._bot_turns``, which runs on the room's owner only) wakes at the deadline and applies the
room's **time-out policy** (:data:`POLICIES`): a stand-in bot plays the move (``standin``), the
player is skipped where the rules offer a pass (``skip``, else the stand-in plays), or the
player drops out and a bot plays the seat for the rest of the game (``drop``). A person's move
arriving after the deadline is refused (``time_out``), whichever instance it reaches.

The clock shows only what every seat already knows (who is to act, since when, how much time each
seat has left), so it carries no hidden information.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from noppa.engine import LANGS, State, text
from noppa.engine.i18n import Phrase
from noppa.engine.numbers import whole_number
from noppa.server.errors import Refused

log = logging.getLogger("noppa.server.clocks")

LIVE_PACE, TURN_PACE = "live", "turn"
PACES = (LIVE_PACE, TURN_PACE)
"""Real-time (the default) and turn-based rooms."""
STANDIN, SKIP, DROP = "standin", "skip", "drop"
POLICIES = (STANDIN, SKIP, DROP)
"""What happens when a seat's time runs out (web-CLOCK-03)."""

MINUTE, HOUR, DAY = 60, 3600, 86400
LIMITS: dict[tuple[str, str], tuple[int, int]] = {
    (LIVE_PACE, "per_move"): (10, 60 * MINUTE),
    (LIVE_PACE, "per_game"): (MINUTE, 4 * HOUR),
    (LIVE_PACE, "increment"): (0, 10 * MINUTE),
    (TURN_PACE, "per_move"): (HOUR, 14 * DAY),
}
"""Seconds each clock setting may take, by pace (web-CLOCK-01); a pair missing is not allowed."""


def duration(seconds: float, lang: str) -> str:
    """A time for people: "2 h 15 min", "3 days", "45 s" ("2 t 15 min", "3 päivää", "45 s").

    At most two units, the larger first, rounded down; below a minute in seconds.
    """
    whole = max(0, int(seconds))
    days, rest = divmod(whole, DAY)
    hours, rest = divmod(rest, HOUR)
    minutes, secs = divmod(rest, MINUTE)
    parts: list[tuple[str, int]]
    if days:
        parts = [("days", days), ("hours", hours)]
    elif hours:
        parts = [("hours", hours), ("minutes", minutes)]
    elif minutes:
        parts = [("minutes", minutes), ("seconds", secs if minutes < 10 else 0)]
    else:
        parts = [("seconds", secs)]
    shown = [text(f"web.clock.{unit}", lang, count=count) for unit, count in parts if count] or [
        text("web.clock.seconds", lang, count=0)
    ]
    return " ".join(shown)


@dataclass(frozen=True)
class ClockSettings:
    """A room's pace, its time control and its time-out policy, as chosen at creation."""

    pace: str = LIVE_PACE
    per_move: int | None = None
    """Seconds for each move (``None``: no time per move)."""
    per_game: int | None = None
    """Seconds each player has for the whole game (``None``: no game clock)."""
    increment: int = 0
    """Seconds added to a player's game time after each of their moves (Fischer)."""
    policy: str = STANDIN

    @property
    def timed(self) -> bool:
        """Whether the room has a clock at all."""
        return self.per_move is not None or self.per_game is not None

    def to_json(self) -> dict[str, Any]:
        """As stored and shown."""
        return {
            "pace": self.pace,
            "per_move": self.per_move,
            "per_game": self.per_game,
            "increment": self.increment,
            "policy": self.policy,
        }


def pace_words(pace: str) -> Phrase:
    """ "a real-time game" / "a turn-based game" in every language (for a refusal's message)."""
    return Phrase({lang: text(f"web.clock.in_{pace}", lang) for lang in LANGS})


def _seconds(raw: dict[str, Any], name: str, pace: str, where: str) -> int | None:
    value = raw.get(name)
    if value is None:
        return None
    allowed = LIMITS.get((pace, name))
    if allowed is None:
        raise Refused("clock_not_here", field=f"{where}.{name}", pace=pace_words(pace))
    seconds = whole_number(value, *allowed)  # web-INPUT-01
    if seconds is None:
        low, high = (Phrase({lang: duration(v, lang) for lang in LANGS}) for v in allowed)
        raise Refused("bad_clock", field=f"{where}.{name}", low=low, high=high)
    return seconds


def parse_settings(data: dict[str, Any]) -> ClockSettings:
    """The ``pace``, ``clock`` and ``on_timeout`` fields of a create-room request, checked.

    ``clock`` is absent or ``null`` (no clock), ``{"per_move": seconds}`` or (real-time only)
    ``{"per_game": seconds, "increment": seconds}``. A bad value raises :class:`Refused` naming
    the field and what it allows.
    """
    pace = data.get("pace", LIVE_PACE)
    if pace not in PACES:
        raise Refused("bad_choice", field="pace", choices=", ".join(PACES))
    policy = data.get("on_timeout", STANDIN)
    if policy not in POLICIES:
        raise Refused("bad_choice", field="on_timeout", choices=", ".join(POLICIES))
    raw = data.get("clock")
    if raw is None:
        return ClockSettings(pace=str(pace), policy=str(policy))
    if not isinstance(raw, dict) or not set(raw) <= {"per_move", "per_game", "increment"}:
        raise Refused("bad_field", field="clock")
    per_move = _seconds(raw, "per_move", str(pace), "clock")
    per_game = _seconds(raw, "per_game", str(pace), "clock")
    increment = _seconds(raw, "increment", str(pace), "clock") or 0
    if per_move is not None and per_game is not None:
        raise Refused("clock_both")
    if increment and per_game is None:
        raise Refused("clock_not_here", field="clock.increment", pace=pace_words(str(pace)))
    if per_move is None and per_game is None:
        raise Refused("bad_field", field="clock")
    return ClockSettings(
        pace=str(pace), per_move=per_move, per_game=per_game, increment=increment, policy=str(policy)
    )


RATED_PER_MOVE = {LIVE_PACE: 2 * MINUTE, TURN_PACE: 3 * DAY}
"""web-CLOCK-06: the time per move a rated room is given when its creator chose no clock."""


def rated_clock(settings: ClockSettings, data: dict[str, Any]) -> ClockSettings:
    """The clock of a rated room (web-CLOCK-06): the one chosen, else the default of its pace.

    A rated room without a clock could be stalled for ever by the player who is losing, and never
    rated. ``clock`` left out gets :data:`RATED_PER_MOVE`; ``"clock": null`` (explicitly none) is
    refused (``rated_needs_clock``, 400), since it asks for what a rated room cannot have.
    """
    if settings.timed:
        return settings
    if "clock" in data:
        raise Refused("rated_needs_clock", field="clock")
    return ClockSettings(pace=settings.pace, per_move=RATED_PER_MOVE[settings.pace], policy=settings.policy)


def pass_action(state: State) -> str | None:
    """The first legal action the game's rules name a pass (``Game.pass_actions``), or ``None``."""
    passes = state.game.pass_actions
    for action in state.legal_actions():
        if action.text in passes:
            return action.text
    return None


@dataclass
class Clock:
    """A room's clock as it runs: each seat's game time, whose move is timed and until when."""

    settings: ClockSettings
    banks: list[float]
    """Seconds of game time each seat has left (a per-game clock), not counting the move under way."""
    seat: int | None = None
    """The seat whose move is timed now (the seat to act when it is a person's)."""
    since: float | None = None
    """When (server epoch seconds) that seat's move began."""
    deadline: float | None = None
    """When that move's time runs out (``None``: untimed, a bot's move, or not running)."""
    out: int | None = None
    """The seat whose time ran out on this move: the policy plays the rest of it."""
    timeouts: list[int] = field(default_factory=list)
    """How many times each seat's time ran out."""

    @classmethod
    def new(cls, settings: ClockSettings, players: int) -> Clock:
        """A clock that has not started."""
        bank = float(settings.per_game or 0)
        return cls(settings, [bank] * players, timeouts=[0] * players)

    @classmethod
    def from_json(cls, data: object, players: int) -> Clock | None:
        """The stored clock (``None``: the room has none, or what is stored is not a clock)."""
        if not isinstance(data, dict):
            return None
        try:
            settings = ClockSettings(
                pace=str(data.get("pace", LIVE_PACE)),
                per_move=_opt_int(data.get("per_move")),
                per_game=_opt_int(data.get("per_game")),
                increment=int(data.get("increment") or 0),
                policy=str(data.get("policy", STANDIN)),
            )
            if settings.pace not in PACES or settings.policy not in POLICIES:
                raise ValueError(f"pace {settings.pace!r}, policy {settings.policy!r}")
            clock = cls.new(settings, players)
            banks = data.get("banks")
            if isinstance(banks, list) and len(banks) == players:
                clock.banks = [float(b) for b in banks]
            timeouts = data.get("timeouts")
            if isinstance(timeouts, list) and len(timeouts) == players:
                clock.timeouts = [int(n) for n in timeouts]
            clock.seat = _opt_int(data.get("seat"))
            clock.since = _opt_float(data.get("since"))
            clock.deadline = _opt_float(data.get("deadline"))
            clock.out = _opt_int(data.get("out"))
        except (TypeError, ValueError) as error:
            log.error("a stored clock is not valid (%s): the room plays without one", error)
            return None
        return clock

    def to_json(self) -> dict[str, Any]:
        """As stored (every field, the settings included)."""
        return {
            **self.settings.to_json(),
            "banks": list(self.banks),
            "seat": self.seat,
            "since": self.since,
            "deadline": self.deadline,
            "out": self.out,
            "timeouts": list(self.timeouts),
        }

    def copy(self) -> Clock:
        """An independent copy (to put back when a move could not be stored)."""
        return Clock(
            self.settings,
            list(self.banks),
            self.seat,
            self.since,
            self.deadline,
            self.out,
            list(self.timeouts),
        )

    # ------------------------------------------------------------------ running

    def follow(self, now: float, to_act: int | None, timed: bool) -> bool:
        """The seat to act is ``to_act`` (``timed``: a person's move, in a running game).

        When that is another seat than the one timed so far, the move of the one before ends
        (its game time is charged, its increment added) and the new seat's move begins now.
        Returns whether anything changed (then the clock is stored).
        """
        timed = timed and self.settings.timed and self.out != to_act
        if to_act == self.seat and (self.deadline is not None) == timed:
            return False
        if to_act == self.seat and self.since is not None:  # the same move, a person's now (or not)
            self.deadline = self._deadline(to_act, self.since) if timed else None
            return True
        self._end_move(now)
        self.seat = to_act
        self.since = now if to_act is not None else None
        self.out = None
        self.deadline = self._deadline(to_act, now) if timed else None
        return True

    def _deadline(self, seat: int | None, since: float) -> float | None:
        if seat is None or not self.settings.timed:
            return None
        if self.settings.per_move is not None:
            return since + self.settings.per_move
        return since + self.banks[seat]

    def _end_move(self, now: float) -> None:
        seat, since = self.seat, self.since
        timed = self.deadline is not None or self.out is not None
        if seat is None or since is None or self.settings.per_game is None or not timed:
            return
        # web-CLOCK-02: game time is charged for the move, then the Fischer increment is added
        self.banks[seat] = max(0.0, self.banks[seat] - (now - since)) + self.settings.increment

    def overdue(self, now: float) -> bool:
        """Whether the timed move's deadline has passed and no policy plays it yet."""
        return self.deadline is not None and self.out is None and now >= self.deadline

    def wait(self, now: float) -> float | None:
        """Seconds until the deadline (``None``: none to wait for)."""
        if self.deadline is None or self.out is not None:
            return None
        return max(0.0, self.deadline - now)

    def time_out(self) -> int:
        """The timed seat's time ran out: the policy plays the rest of its move; returns the seat."""
        seat = self.seat
        assert seat is not None and self.deadline is not None
        self.out = seat
        self.timeouts[seat] += 1
        if self.settings.per_game is not None:
            self.banks[seat] = 0.0
        self.deadline = None
        return seat

    def check(self, seat: int, now: float) -> None:
        """Refuse (``time_out``) a person's move for ``seat`` once its time has run out."""
        if seat == self.seat and (self.out == seat or (self.deadline is not None and now >= self.deadline)):
            raise Refused("time_out", status=409)

    def left(self, seat: int, now: float) -> float | None:
        """Seconds ``seat`` has left now: of this move when it is timed, else what its next move gets."""
        if not self.settings.timed:
            return None
        if seat == self.seat and self.deadline is not None:
            return max(0.0, self.deadline - now)
        if seat == self.out:
            return 0.0
        if self.settings.per_move is not None:
            return float(self.settings.per_move)
        return self.banks[seat]

    def public(self, now: float) -> dict[str, Any]:
        """What every client may see: settings, each seat's time left, the running deadline.

        ``now`` is the server's time, sent along so the browser counts down from the server's
        clock and not its own (web-CLOCK-04).
        """
        return {
            **self.settings.to_json(),
            "now": now,
            "running": self.seat if self.deadline is not None else None,
            "deadline": self.deadline,
            "out": self.out,
            "left": [self.left(seat, now) for seat in range(len(self.banks))],
            "timeouts": list(self.timeouts),
        }


def _opt_int(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{value!r} is not a number")
    return int(value)


def _opt_float(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{value!r} is not a number")
    return float(value)


def public_of(stored: object, players: int, now: float) -> dict[str, Any] | None:
    """A stored clock as every client may see it (``None``: real-time without a clock)."""
    clock = Clock.from_json(stored, players)
    return None if clock is None else clock.public(now)
