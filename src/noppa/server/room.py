"""One live room: the one place where actions are applied, stored and then announced.

A :class:`Room` holds one game's :class:`~noppa.engine.State`, its seats, status and clock.
:meth:`Room.act` checks who may act, lets the engine validate and apply the action, writes the move
to the store (awaiting the commit) and only then tells the connections. The room's other concerns
are parts it holds, each with a small interface:

- ``room.seating`` (:class:`~noppa.server.seating.Seating`): tokens, invitations, taking and
  reissuing seats, giving the seats nobody took to bots;
- ``room.pacing`` (:class:`~noppa.server.pacing.Pacing`): the bot task, the clock's deadlines,
  stand-ins for people away;
- ``room.broadcast`` (:class:`~noppa.server.broadcast.Broadcast`): the connections, what each is
  sent (only what its seat may see), presence and chat.

:class:`~noppa.server.rooms.RoomManager` creates, loads, lists and evicts rooms.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from noppa.bots import bot_seat_name
from noppa.engine import NoppaError, State, text
from noppa.engine.table import UNDO, is_table_action
from noppa.fairness import EXPORT_FORMAT
from noppa.server.broadcast import Broadcast
from noppa.server.clocks import Clock
from noppa.server.errors import Refused
from noppa.server.pacing import Pacing
from noppa.server.replays import rebuild
from noppa.server.seat import BOT, HUMAN
from noppa.server.seating import Seating
from noppa.server.status import FINISHED, RUNNING, WAITING
from noppa.server.store import Conflict, MoveWrite, RoomRecord, Store
from noppa.server.table_play import rewound

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection as SqlConnection

    from noppa.server.cluster import Cluster
    from noppa.server.leases import Fence
    from noppa.server.rooms import RoomManager

log = logging.getLogger("noppa.server.room")

CHECKPOINT = 32
"""Every how many moves a move stores the room's snapshot (web-STORE-02), with the dice generator's
state (web-STORE-01); the game's last move stores one too."""


def fairness_of(status: str, seed: int | None, salt: str | None, digest: str | None) -> dict[str, Any]:
    """``commitment`` from the start; ``reveal`` (the seed and salt) only once the game is over.

    The seed travels as a decimal string, the very text the commitment hashes (a 63-bit number
    would lose digits in a browser's JSON numbers).
    """
    shown = status == FINISHED and seed is not None and salt is not None
    return {"commitment": digest, "reveal": {"seed": str(seed), "salt": salt} if shown else None}


def without_state(dice: Any) -> None:
    """Drop the generator ``state`` from saved dice (and the sources they chain to), in place."""
    while isinstance(dice, dict):
        dice.pop("state", None)
        dice = dice.get("then")


class Room:
    """One game being played (or over): its state, seats and status, and the parts that serve it."""

    def __init__(self, manager: RoomManager, record: RoomRecord, state: State) -> None:
        self.manager = manager
        self.id = record.id
        self.game = state.game
        self._names: tuple[str, ...] = ()
        self.title = record.title
        self.lang = record.lang
        self.public = record.public
        self.rated = record.rated
        self.status = record.status
        self.away_after = record.away_after
        self.created_at = record.created_at
        self.updated_at = record.updated_at
        self.host_hash = record.host_hash
        self.seed = record.seed
        self.salt = record.salt
        self.commitment = record.commitment
        self.clock = Clock.from_json(record.clock, record.players)
        """The room's pace and clock (``None``: real-time without a clock)."""
        self.seats = [seat.copy() for seat in record.seats]
        self.last_seen = time.monotonic()
        self.lock = asyncio.Lock()
        """Held while a move is applied and stored (and while a deadline is applied)."""
        self.wake = asyncio.Event()
        """Set whenever the room changed: its bot task looks again at who is to act and when."""
        self.seating = Seating(self)
        self.pacing = Pacing(self)
        self.broadcast = Broadcast(self)
        self.state = state

    # ------------------------------------------------------------------ facts

    @property
    def state(self) -> State:
        """The game being played; it carries the seats' names, so its log lines say them."""
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        self._state = state
        self._names = self.seat_names()
        state.name_seats(self._names[: state.players])  # a broken room's stand-in may seat fewer

    def seat_names(self) -> tuple[str, ...]:
        """The seats' names as the log says them: the name a person chose, a bot's own, or none."""
        return tuple(
            s.name or (bot_seat_name(self.game, s.bot or "default") if s.kind == BOT else "")
            for s in self.seats
        )

    def sync_names(self) -> bool:
        """Give the state the seats' names anew if one changed (a seat taken, given to a bot);
        whether one did."""
        names = self.seat_names()
        if names == self._names:
            return False
        self._names = names
        self._state.name_seats(names[: self._state.players])
        return True

    @property
    def move(self) -> int:
        """How many actions have been applied."""
        return len(self.state.history)

    @property
    def has_bots(self) -> bool:
        """Whether a bot plays a seat (the rooms that cost the server's CPU)."""
        return any(seat.kind == BOT for seat in self.seats)

    @property
    def cluster(self) -> Cluster | None:
        """The cluster this instance is part of (``None``: a single server)."""
        return self.manager.cluster

    @property
    def owned(self) -> bool:
        """Whether this instance runs the room's bots and timers (a single server runs them all)."""
        cluster = self.manager.cluster
        return cluster is None or cluster.owns(self.id)

    def fairness_json(self) -> dict[str, Any]:
        """The commitment, and once the game is over the seed and salt that open it (``reveal``)."""
        return fairness_of(self.status, self.seed, self.salt, self.commitment)

    def export(self) -> dict[str, Any]:
        """A finished game as ``noppa verify`` checks it: everything to replay it, and every event."""
        if self.status != FINISHED:
            raise Refused("not_finished", status=409)
        state = self.state
        return {
            "format": EXPORT_FORMAT,
            "room": self.id,
            "game": self.game.id,
            "players": state.players,
            "options": dict(state.options),
            "seats": [{"seat": s.seat, "name": s.name, "kind": s.kind, "bot": s.bot} for s in self.seats],
            "commitment": self.commitment,
            "seed": None if self.seed is None else str(self.seed),
            "salt": self.salt,
            "actions": list(state.history),
            "events": state.events,
            "outcome": None if state.outcome is None else state.outcome.to_json(),
        }

    def summary(self, lang: str) -> dict[str, Any]:
        """The room as the lobby lists it."""
        return {
            "id": self.id,
            "game": self.game.id,
            "game_name": self.game.name(lang),
            "title": self.title,
            "players": self.state.players,
            "lang": self.lang,
            "public": self.public,
            "rated": self.rated,
            "status": self.status,
            "moves": self.move,
            "turn": self.state.turn,
            "to_act": self.state.to_act,
            "seats": self.broadcast.players_json(lang),
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "watchers": len(self.broadcast.listeners),
            "away_after": self.away_after,
            "clock": self.clock_json(),
            **self.fairness_json(),
        }

    def clock_json(self) -> dict[str, Any] | None:
        """The clock as every client may see it (``None``: real-time without a clock)."""
        return None if self.clock is None else self.clock.public(self.manager.clock())

    def outcome_json(self, lang: str) -> dict[str, Any] | None:
        """The outcome with its words in ``lang``."""
        outcome = self.state.outcome
        if outcome is None:
            return None
        data = outcome.to_json()
        data["text"] = text(outcome.reason, lang)
        data["winners_text"] = ", ".join(self.display_name(s, lang) for s in outcome.winners)
        return data

    def display_name(self, seat: int, lang: str) -> str:
        """The seat's name ("Anna", "Random bot"), or "Player 2" for a seat nobody named."""
        return self.state.player_name(seat, lang)

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Start the room's bot task (if the game can still move, and in a cluster if this instance
        owns it)."""
        self.pacing.start()

    async def stop(self) -> None:
        """Stop the room's bot task."""
        await self.pacing.stop()

    # ------------------------------------------------------------------ acting

    async def act(self, seat: int, action: str, *, by: str = HUMAN, expect: int | None = None) -> None:
        """Apply ``action`` for ``seat``, store it, then announce it.

        Raises :class:`Refused` (not running, not this seat's turn, stale) or the engine's
        :class:`~noppa.engine.RulesError`; a refusal changes nothing.
        """
        cluster = self.cluster
        lease = None
        if by != HUMAN and cluster is not None:
            if not cluster.owns(self.id):  # the room went to another instance while the bot thought
                raise Refused("stale", status=409)
            lease = cluster.leases.fence(self.id)  # web-CLUSTER-02: checked at commit
        async with self.lock:
            if self.status == WAITING:
                raise Refused("not_started", status=409)
            if self.status != RUNNING:
                raise Refused("game_over", status=409)
            if expect is not None and expect != self.move:
                raise Refused("stale", status=409)
            state = self.state
            if state.to_act != seat and not is_table_action(action):  # resign/undo: table_play
                raise Refused("not_your_turn", status=409)
            now = self.manager.clock()
            clock = self.clock
            if by == HUMAN and self.seats[seat].kind == BOT:
                raise Refused("dropped", status=409)  # web-CLOCK-03: the seat dropped out on time
            if by == HUMAN and clock is not None:
                try:
                    clock.check(seat, now)  # web-CLOCK-05: a move after the deadline is refused
                except Refused:
                    self.wake.set()  # the room's task applies the time-out policy now
                    raise
            state.apply(action)  # the engine validates; a RulesError leaves the state unchanged
            before = None if clock is None else clock.copy()
            if clock is not None:
                clock.follow(now, state.to_act, self.pacing.timed(state.to_act))
            n = self.move
            status = FINISHED if state.outcome is not None else RUNNING
            outcome = None if state.outcome is None else state.outcome.to_json()
            columns = {
                "moves": n,
                "to_act": state.to_act,
                "status": status,
                "outcome": outcome,
                "clock": None if clock is None else clock.to_json(),
            }
            if n % CHECKPOINT == 0 or state.outcome is not None:
                # web-STORE-02: the snapshot (dice generator's state included, web-STORE-01) only
                # every CHECKPOINT moves and with the last; the moves between store their row alone
                columns |= {"snapshot": state.to_json()["snapshot"], "snapshot_at": n}
            job = MoveWrite(
                room_id=self.id, n=n, seat=seat, action=state.history[-1], by=by, room=columns, lease=lease
            )
            try:
                await self.manager.writer.write(job)
            except Conflict as error:
                # web-CLUSTER-01: another instance stored this move number first (or the lease
                # is gone): the store is the truth, so this copy catches up and the player looks again
                log.info("room %s: move %d was not stored (%s); catching up", self.id, n, error)
                if lease is not None and cluster is not None:
                    cluster.lost(self.id)
                self.clock = before
                self._undo_last()
                await self._catch_up_locked()
                stale = True
            except Exception as error:
                if isinstance(error, Refused):  # the database is away or damaged: said once per try
                    log.warning(
                        "room %s: move %d could not be stored (%s); undoing it", self.id, n, error.code
                    )
                else:
                    log.exception("room %s: move %d could not be stored; undoing it", self.id, n)
                self.clock = before
                self._undo_last()
                if isinstance(error, Refused) and error.code == "damaged":
                    raise  # web-FAULT-02: trying again would not help: say why
                raise Refused("storage", status=503) from error
            else:
                stale = False
                self.status = status
                self.updated_at = time.time()
                if cluster is not None:
                    cluster.publish(self.id, "move", n=n, a=job.action, c=job.room["clock"])
        if status == FINISHED and not stale and self.rated:  # web-RATE-05: the instance that stored
            # the last move rates (an unrated room has nothing to settle: no writer job, ~0.7 ms of its CPU)
            await self.manager.players.settle(self.id)  # before anyone is told, so pages show the change
        self.broadcast.announce()
        if stale:
            raise Refused("stale", status=409)

    def remote_move(self, n: int, action: str, clock: object = None) -> None:
        """Another instance stored move ``n`` (``action``, and the room's ``clock`` after it): apply
        it here, or catch up from the store."""
        cluster = self.cluster
        if n <= self.move:
            return  # known already (caught up from the store before the message came)
        if n != self.move + 1 or self.lock.locked() or self.status != RUNNING:
            if cluster is not None:
                cluster.catch_up_soon(self)
            return
        try:
            self.state.apply(action)
        except NoppaError:
            log.warning("room %s: move %d from another instance does not apply; catching up", self.id, n)
            if cluster is not None:
                cluster.catch_up_soon(self)
            return
        self.status = FINISHED if self.state.outcome is not None else RUNNING
        if clock is not None:
            self.clock = Clock.from_json(clock, self.state.players)
        self.updated_at = time.time()
        self.broadcast.announce()
        if action == UNDO:
            rewound(self)

    async def catch_up(self) -> None:
        """Bring this copy of the room level with the store (its seats, status and moves)."""
        async with self.lock:
            await self._catch_up_locked()
        self.broadcast.announce()

    async def _catch_up_locked(self) -> None:
        store = self.manager.store
        found = await asyncio.to_thread(store.load_room, self.id, after=self.move)
        if found is None:
            return
        record, newer = found
        self._catch_up_seats(record)
        if record.moves != self.move:
            applied = record.moves > self.move and len(newer) == record.moves - self.move
            if applied:
                try:
                    for action in newer:
                        self.state.apply(action)
                except NoppaError:
                    applied = False
            if not applied:  # this copy went another way: the store's history replaces it
                everything = await asyncio.to_thread(store.load_room, self.id)
                rebuilt = None if everything is None else await asyncio.to_thread(rebuild, *everything)
                if rebuilt is not None:
                    self.state = rebuilt
            self.broadcast.forget()
        self.status = record.status
        self.clock = Clock.from_json(record.clock, record.players)
        self.updated_at = record.updated_at

    def _catch_up_seats(self, record: RoomRecord) -> None:
        """Take the stored seats: a seat given to a bot gets it, a reissued link drops its holder."""
        for seat, stored in zip(self.seats, record.seats, strict=False):
            revoked = stored.link_gen != seat.link_gen
            if stored.kind != seat.kind:
                self.pacing.bots.pop(seat.seat, None)
            seat.kind, seat.bot, seat.name = stored.kind, stored.bot, stored.name
            seat.token_hash, seat.claimed, seat.open = stored.token_hash, stored.claimed, stored.open
            seat.local, seat.session_hash, seat.link_gen = stored.local, stored.session_hash, stored.link_gen
            if revoked:
                self.pacing.forget(seat.seat, bot=False)
                self.broadcast.revoke(seat.seat)

    def _undo_last(self) -> None:
        state = self.state
        self.state = self.game.replay(
            state.players, dict(state.options), state.initial_dice, state.history[:-1]
        )
        self.broadcast.forget()

    async def set_status(self, status: str) -> None:
        """Store the room's new status (a game that starts starts its first move's clock)."""
        self.status = status
        room_id = self.id
        clock = self.clock
        if status == RUNNING and clock is not None:  # the first move's clock starts with the game
            clock.follow(self.manager.clock(), self.state.to_act, self.pacing.timed(self.state.to_act))
        more = {} if clock is None else {"clock": clock.to_json()}
        cluster = self.cluster
        leased: dict[str, Fence | None] = {}

        def job(conn: SqlConnection) -> None:
            Store.update_room(conn, room_id, status=status, **more)
            if status == RUNNING and cluster is not None:  # web-CLUSTER-05
                leased[room_id] = cluster.leases.take_in(conn, room_id)

        await self.manager.writer.write(job)
        if status == RUNNING and cluster is not None:
            await cluster.adopt(self, leased.get(room_id))
