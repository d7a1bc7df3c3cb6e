"""Pacing: a room's bot task, its clock's deadlines, stand-ins for people away.

A room's :class:`Pacing` runs one task (on the instance that owns the room, in a cluster) that
plays the bot seats after ``--bot-delay``, seeing only their own seat's view; starts the clock of
the seat to act and applies the time-out policy when its time runs out (web-CLOCK-03); and, where
the host chose it (``away_after``), lets the game's default bot stand in for a person on another
device who left. It keeps who is away since when, and which seats stand-ins play.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

from noppa.bots import make_bot
from noppa.engine import Bot, RulesError, reads_log
from noppa.engine.errors import BotSpecError
from noppa.server.clocks import DROP, SKIP, pass_action
from noppa.server.errors import Refused
from noppa.server.seat import BOT, HUMAN, SKIPPED, STANDIN, Seat
from noppa.server.status import FINISHED, LIVE, RUNNING
from noppa.server.store import Store
from noppa.server.tasks import cancel_and_wait

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection as SqlConnection

    from noppa.server.room import Room

log = logging.getLogger("noppa.server.pacing")


def bot_seed(room: str, seat: int) -> int:
    """The seed of the bot at ``seat`` of ``room``: the same in every process (a digest, not
    ``hash()``, which Python salts per process: the bot would choose differently after a restart
    or on another cluster instance)."""
    return int.from_bytes(hashlib.sha256(f"{room}/{seat}".encode()).digest()[:4], "big")


def _sooner(a: float | None, b: float | None) -> float | None:
    """The shorter of two waits (``None``: no wait)."""
    return b if a is None else a if b is None else min(a, b)


class Pacing:
    """A room's bot task, clock deadlines and stand-ins."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.bots: dict[int, Bot] = {}
        self.standins: set[int] = set()
        """The seats a stand-in bot plays now (their person is away)."""
        now = time.time()
        self.away_since: dict[int, float] = {s.seat: now for s in room.seats if s.kind == HUMAN}
        """Seat → when (``time.time()``) its person was last seen leaving (or the room was made)."""
        self._task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ what the room tells

    @property
    def running(self) -> bool:
        """Whether the bot task runs (on this instance)."""
        return self._task is not None

    def start(self) -> None:
        """Start the bot task (if the game can still move, and in a cluster if this instance owns it)."""
        room = self.room
        if self._task is None and room.status in LIVE and room.owned:
            self._task = asyncio.create_task(self._play_bots(), name=f"bots-{room.id}")

    async def stop(self) -> None:
        """Stop the bot task."""
        task, self._task = self._task, None
        if task is not None:
            await cancel_and_wait(task)

    def arrived(self, seats: Iterable[int], *, here: bool = True) -> bool:
        """A connection plays ``seats`` now: not away; whether a person took a seat back from a
        stand-in (only ``here``, on the instance that plays the stand-ins)."""
        came_back = False
        for number in seats:
            self.away_since.pop(number, None)
            if here and number in self.standins:
                self.standins.discard(number)
                came_back = True
        return came_back

    def left(self, seats: Iterable[int]) -> None:
        """Nobody plays ``seats`` now: away from now."""
        now = time.time()
        for number in seats:
            self.away_since[number] = now

    def forget(self, seat: int, *, bot: bool = True, away: bool = False) -> None:
        """``seat`` changed hands: no stand-in plays it (and its ``bot``, if asked, is made anew);
        ``away``: nobody holds it from now."""
        self.standins.discard(seat)
        if bot:
            self.bots.pop(seat, None)
        if away:
            self.away_since[seat] = time.time()

    def remote_standins(self, standins: frozenset[int], *, owner: bool) -> None:
        """The owner says which seats its stand-in bots play (shown here; played there)."""
        if not owner and standins != self.standins:
            self.standins = set(standins)
            self.room.broadcast.announce()

    def poke(self) -> None:
        """The room changed: wake the bot task, unless all it would find is a present person's
        turn with no clock (it would wait again, for ever): a room of people woke it for every move.

        Skipping is safe whatever the task is doing: it reads the room afresh at the top of every
        round, and a wait it computed before (a seat away) only ends early, to find nothing.
        """
        room = self.room
        seat = room.state.to_act
        if (
            room.clock is None
            and room.status == RUNNING
            and seat is not None
            and room.seats[seat].kind == HUMAN
            and seat not in self.standins
            and seat not in self.away_since
            and room.owned
        ):
            return
        room.wake.set()

    def timed(self, seat: int | None) -> bool:
        """Whether a move of ``seat`` is timed: a person's, in a running game."""
        room = self.room
        return seat is not None and room.status != FINISHED and room.seats[seat].kind == HUMAN

    # ------------------------------------------------------------------ the task

    def _bot_for(self, seat: int) -> Bot | None:
        """The bot that moves for ``seat`` now: its own, or a stand-in for a person who left."""
        room = self.room
        info = room.seats[seat]
        if info.kind == BOT:
            name = info.bot or "default"
        elif seat in self.standins or (room.clock is not None and room.clock.out == seat):
            name = "default"  # a person away, or out of time on this move (web-CLOCK-03)
        else:
            return None
        bot = self.bots.get(seat)
        if bot is None:
            try:
                bot = make_bot(room.game, name, seed=bot_seed(room.id, seat))
            except BotSpecError as refused:
                # a bot the server no longer makes (its --bot-module gone after a restart): the
                # game's default bot plays the seat rather than the room stopping for ever
                log.warning("room %s seat %d: %s; the game's default bot plays it", room.id, seat, refused)
                bot = make_bot(room.game, "default", seed=bot_seed(room.id, seat))
            self.bots[seat] = bot
        return bot

    def _away_wait(self, seat: int) -> float | None:
        """Seconds until a stand-in bot takes ``seat`` over, or ``None`` (never, or already).

        Only where the host asked for stand-ins (``away_after`` > 0), only for a remote person who
        has taken the seat: a hot-seat seat (the host's own device) waits for its people.
        """
        room = self.room
        info = room.seats[seat]
        if (
            room.away_after <= 0
            or info.kind != HUMAN
            or info.local
            or not info.claimed
            or seat in self.standins
        ):
            return None
        since = self.away_since.get(seat)
        if since is None:
            return None
        left = since + room.away_after - time.time()
        if left <= 0:
            self.standins.add(seat)
            self.bots.pop(seat, None)
            room.broadcast.changed()
            return 0.0
        return left

    async def _play_bots(self) -> None:
        try:
            await self._bot_turns()
        finally:
            if self._task is asyncio.current_task():  # ended by itself: a later start() starts anew
                self._task = None

    async def _bot_turns(self) -> None:
        room = self.room
        delay = room.manager.config.bot_delay
        while room.status in LIVE and room.owned:  # a cluster instance that lost the lease stops
            room.wake.clear()
            seat = room.state.to_act
            wait: float | None = None
            if room.status == RUNNING and room.clock is not None:
                wait = await self._follow_clock(seat)
            if room.status == RUNNING and seat is not None:
                wait = _sooner(wait, self._away_wait(seat))
                if await self._skip(seat):
                    continue
                bot = self._bot_for(seat)
                if bot is not None:
                    move = room.move
                    if delay > 0:
                        await asyncio.sleep(delay)
                    if room.move != move or room.state.to_act != seat or self._bot_for(seat) is not bot:
                        continue
                    await self._bot_move(seat, bot, move)
                    continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(room.wake.wait(), timeout=wait)

    async def _follow_clock(self, seat: int | None) -> float | None:
        """Start the clock of the seat to act, apply the time-out policy when its time has run out
        (web-CLOCK-03); seconds until the next deadline."""
        room = self.room
        clock = room.clock
        assert clock is not None
        now = room.manager.clock()
        changed = clock.follow(now, seat, self.timed(seat))  # a seat dropped out: a bot's moves now
        dropped: list[Seat] = []
        timed_out = False
        if clock.overdue(now):
            async with room.lock:  # a person's move being stored now was in time, or is refused
                if clock is room.clock and clock.overdue(room.manager.clock()):
                    out = clock.time_out()
                    timed_out = True
                    log.info("room %s: seat %d ran out of time (%s)", room.id, out, clock.settings.policy)
                    if clock.settings.policy == DROP:
                        info = room.seats[out]  # the seat goes to the game's default bot for good
                        info.kind, info.bot, info.open = BOT, room.game.default_bot(), False
                        self.forget(out)
                        dropped.append(info)
        if changed or timed_out:
            try:
                await room.seating.store_seats(dropped)
                await self._store_clock()
            except Refused as error:  # the database is locked…: the next move stores the clock
                log.warning("room %s: the clock could not be stored now: %s", room.id, error)
            room.broadcast.changed()  # the clients see it, the other instances read it from the store
        return 0.0 if timed_out else clock.wait(now)

    async def _store_clock(self) -> None:
        room = self.room
        room_id, saved = room.id, None if room.clock is None else room.clock.to_json()

        def job(conn: SqlConnection) -> None:
            Store.update_room(conn, room_id, clock=saved)

        await room.manager.writer.write(job)

    async def _skip(self, seat: int) -> bool:
        """Where the ``skip`` policy plays for a seat out of time and the rules offer a pass: play it."""
        room = self.room
        clock = room.clock
        if clock is None or clock.out != seat or clock.settings.policy != SKIP:
            return False
        action = pass_action(room.state)
        if action is None:
            return False  # no pass in the rules here: the stand-in plays this decision
        try:
            await room.act(seat, action, by=SKIPPED, expect=room.move)
        except (RulesError, Refused) as refusal:
            log.info("room %s: the pass for seat %d was not played: %s", room.id, seat, refusal)
            await asyncio.sleep(0.1)
        return True

    async def _bot_move(self, seat: int, bot: Bot, move: int) -> None:
        room = self.room
        # the log only for a bot that reads it (engine.bot.reads_log; none of noppa's own does):
        # the whole log made a decision's message grow with the game (238 KB at move 1,600)
        view = room.state.view(seat, log=reads_log(bot))
        try:
            action, thought = await room.manager.bot_pool.choose(bot, view)
        except Exception:
            log.exception("room %s: bot of seat %d failed; playing its first legal action", room.id, seat)
            action, thought = view["legal"][0], bot
        if self._bot_for(seat) is not bot or room.move != move:
            return  # the person came back (or the game moved) while the bot thought
        self.bots[seat] = thought  # the same bot, its generators moved on where it thought
        by = STANDIN if room.clock is not None and room.clock.out == seat else BOT
        try:
            await room.act(seat, action, by=by, expect=move)
        except RulesError:
            log.warning(
                "room %s: bot of seat %d chose %r, not legal; playing the first", room.id, seat, action
            )
            with contextlib.suppress(RulesError, Refused):
                await room.act(seat, room.state.legal_actions()[0].text, by=by, expect=move)
        except Refused as refusal:
            if refusal.code not in ("stale", "not_your_turn", "game_over"):
                log.warning("room %s: bot move refused: %s", room.id, refusal)
                await asyncio.sleep(1.0)
