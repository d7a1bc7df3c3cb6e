"""Who runs a cluster's running rooms: leases in a table, renewed once per instance, fenced at commit.

Each instance of a cluster (``noppa.server.cluster``) has a row in ``noppa_instances`` under an
owner name of its own (new at every start, and again whenever it lost its leases) and renews it
every :data:`RENEW_EVERY` seconds with one ``UPDATE`` of that one row, however many rooms it owns;
it counts as alive while the row's ``expires`` (the database's clock, so the machines' clocks never
matter) lies ahead. Each running room has a row in ``noppa_leases`` (a trigger keeps them in step
with the rooms' status, migration r0006): its owner, and a fencing number (``token``) raised at
every change of owner. A room is free when nobody owns it or its owner expired; an instance takes
free rooms by a conditional ``UPDATE`` (of two instances trying at once exactly one gets a room).

web-CLUSTER-02: a bot's move carries its :class:`Fence` (room, owner, token); the commit locks the
room's lease row (``FOR SHARE``) and checks, in the same transaction, that the owner and token are
still the row's and the owner has not expired (:func:`lost_fences`). An instance that stalled past
its expiry, or whose room another took, stores no more bot moves for it; a takeover waits for a
commit in flight, so no move is stored under an owner after the room changed hands.

Why a table and not one advisory lock per room (as before): PostgreSQL keeps advisory locks in its
shared lock table, and a default server failed at about 14,000 running rooms with ``out of shared
memory``; checking a lease meant scanning ``pg_locks`` (8 ms at 10,000 leases), and finding free
rooms meant listing every running room and every lock each second. Rows have no such limit; the
per-second work is one renewal, one look at the (few) instances, and an index lookup of the free
rooms, which costs nothing while no instance died. The price: an instance killed by ``kill -9``
keeps its rooms until its row expires (:data:`LEASE_TTL` seconds) instead of at once; one that
stops normally hands them back at once (:meth:`Leases.retire`).
"""

from __future__ import annotations

import contextlib
import secrets
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from noppa.server.lock import ServerLock

RENEW_EVERY = 1.0
"""Seconds between two renewals of an instance's row (each also looks for free rooms: :meth:`Leases.tick`)."""
LEASE_TTL = 3.0
"""Seconds an instance's leases last without a renewal: how soon a killed instance's rooms are free."""
TAKE_AT_ONCE = 200
"""Most free rooms an instance takes in one round (it loads each: the others take the rest)."""
ADOPT_GRACE = 2.0
"""Seconds a room that just started running is left to the instance that started it (which takes it
at once) before the others count it free: else another's round could take it in between."""
FORGET_AFTER = 600.0
"""Seconds after its expiry that an instance's row (owning nothing) is deleted."""

NOW = "EXTRACT(EPOCH FROM clock_timestamp())::float8"
"""The database's clock in epoch seconds (every expiry is compared with it, never a machine's)."""

DEAD = f"ARRAY(SELECT id FROM noppa_instances WHERE expires <= {NOW})"
"""The instances that expired (their rooms are free)."""

FREE = f"((owner IS NULL AND free_since <= {NOW} - :grace) OR owner = ANY({DEAD}))"
"""A free room: nobody's for :data:`ADOPT_GRACE` seconds, or an expired instance's."""

ALIVE = f"EXISTS (SELECT 1 FROM noppa_instances WHERE id = :me AND expires > {NOW})"
"""Whether this instance has not expired (it takes rooms only while it has not)."""

TAKE = (
    "UPDATE noppa_leases l SET owner = :me, token = l.token + 1"
    " WHERE l.room_id = ANY(CAST(:rooms AS text[])) AND (l.owner IS NULL OR NOT EXISTS"
    f" (SELECT 1 FROM noppa_instances i WHERE i.id = l.owner AND i.expires > {NOW}))"
    f" AND {ALIVE} RETURNING l.room_id, l.token"
)
"""Take the leases of ``:rooms`` that are free (nobody's, or an expired owner's) for ``:me``."""


@dataclass(frozen=True)
class Fence:
    """What a bot move's commit checks (web-CLUSTER-02): the room's lease is still (owner, token)."""

    room_id: str
    owner: str
    token: int


def lost_fences(conn: Connection, fences: Iterable[Fence]) -> set[Fence]:
    """The fences no longer held (their row changed owner or token, or the owner expired).

    Locks the rooms' lease rows until the transaction ends (``FOR SHARE``): a takeover, which
    updates the row, waits for this commit.
    """
    wanted = sorted(set(fences), key=lambda f: f.room_id)
    if not wanted:
        return set()
    rows = conn.execute(
        sa.text(
            "SELECT l.room_id, l.owner, l.token FROM noppa_leases l"
            " WHERE l.room_id = ANY(CAST(:rooms AS text[])) AND EXISTS (SELECT 1 FROM noppa_instances i"
            f" WHERE i.id = l.owner AND i.expires > {NOW}) ORDER BY l.room_id FOR SHARE OF l"
        ),
        {"rooms": [f.room_id for f in wanted]},
    ).all()
    held = {Fence(r[0], r[1], int(r[2])) for r in rows}
    return set(wanted) - held


class Leases:
    """This instance's leases, on the connection that holds the server's shared lock.

    Every method runs in a worker thread (``asyncio.to_thread``); one at a time on the connection.
    """

    def __init__(self, lock: ServerLock) -> None:
        self._lock = lock
        self._mutex = threading.Lock()
        self.owned: dict[str, int] = {}
        """Rooms this instance owns → their fencing number."""
        self.owner = ""
        """This instance's owner name in ``noppa_instances`` (new whenever it lost its leases)."""
        self._conn = self._connection()
        self.pid = self._backend_pid()
        self._register()

    @contextlib.contextmanager
    def _using(self) -> Iterator[Connection]:
        """The connection, one thread at a time; a statement that failed is rolled back (else the
        connection's transaction stays aborted and every later statement fails too)."""
        with self._mutex:
            try:
                yield self._conn
            except sa.exc.DBAPIError as error:
                # a statement the database refused; never after a broken connection: rolled back,
                # SQLAlchemy would connect anew on next use, a session without the server's lock
                # (the renewal loop reopens it properly)
                broken = error.connection_invalidated or isinstance(
                    error, (sa.exc.OperationalError, sa.exc.InterfaceError)
                )
                if not broken:
                    with contextlib.suppress(Exception):
                        self._conn.rollback()
                raise

    def _connection(self) -> Connection:
        conn = self._lock.connection
        if conn is None:
            raise RuntimeError("a cluster needs a serving store on PostgreSQL")
        return conn

    def _backend_pid(self) -> int:
        pid = int(self._conn.execute(sa.select(sa.func.pg_backend_pid())).scalar_one())
        # this connection reads leases by their indexes whatever the statistics say: right after
        # many rooms changed hands they can still say every owner is empty, and a scan of every
        # lease (each half second) looks cheaper than it is. No JIT: the costs a disabled scan
        # gets would have PostgreSQL compile each statement, 0.5 s of its CPU every time
        self._conn.execute(sa.text("SET enable_seqscan = off"))
        self._conn.execute(sa.text("SET jit = off"))
        self._conn.commit()
        return pid

    def _register(self) -> None:
        """Join under a new owner name (the rooms of an older one are free once it expired)."""
        self.owner = secrets.token_hex(8)
        self._conn.execute(
            sa.text(f"INSERT INTO noppa_instances (id, expires, started) VALUES (:me, {NOW} + :ttl, {NOW})"),
            {"me": self.owner, "ttl": LEASE_TTL},
        )
        self._conn.commit()

    # ------------------------------------------------------------------ the connection

    def alive(self) -> bool:
        """Whether the connection holding the leases still answers."""
        with self._mutex:
            return self._lock.alive()

    def reopen(self) -> None:
        """Connect again and take the server's lock again (raises what connecting raised).

        The leases are rows: they outlive the connection. :meth:`renew` says whether they are
        still this instance's.
        """
        with self._mutex:
            self._lock.reopen()
            self._conn = self._connection()
            self.pid = self._backend_pid()

    # ------------------------------------------------------------------ this instance

    def mine(self) -> set[str]:
        """The rooms this instance owns (a copy: another thread may be taking one right now)."""
        with self._mutex:
            return set(self.owned)

    def renew(self) -> set[str]:
        """Renew this instance's row (one ``UPDATE``, whatever the rooms); the rooms it lost.

        Past its expiry it renews nothing (another instance may be taking its rooms right now): it
        lets every room go and joins again under a new name, and takes free rooms as any other.
        """
        with self._using():
            renewed = self._conn.execute(
                sa.text(
                    f"UPDATE noppa_instances SET expires = {NOW} + :ttl"
                    f" WHERE id = :me AND expires > {NOW} RETURNING id"
                ),
                {"me": self.owner, "ttl": LEASE_TTL},
            ).first()
            self._conn.commit()
            if renewed is not None:
                return set()
            gone, self.owned = set(self.owned), {}
            self._register()
            return gone

    def retire(self) -> None:
        """Stop: hand every room back (free at once, not after the expiry) and expire the row."""
        with self._using():
            self._conn.execute(
                sa.text("UPDATE noppa_leases SET owner = NULL, free_since = 0 WHERE owner = :me"),
                {"me": self.owner},
            )
            self._conn.execute(
                sa.text(f"UPDATE noppa_instances SET expires = {NOW} WHERE id = :me"), {"me": self.owner}
            )
            self._conn.commit()
            self.owned = {}

    def forget_old(self) -> int:
        """Delete the rows of instances long expired that own nothing; how many went."""
        with self._using():
            gone = self._conn.execute(
                sa.text(
                    f"DELETE FROM noppa_instances i WHERE i.expires < {NOW} - :after"
                    " AND NOT EXISTS (SELECT 1 FROM noppa_leases l WHERE l.owner = i.id)"
                ),
                {"after": FORGET_AFTER},
            ).rowcount
            self._conn.commit()
            return int(gone)

    # ------------------------------------------------------------------ rooms

    def fence(self, room_id: str) -> Fence | None:
        """What a bot move's commit checks for ``room_id`` (``None``: this instance does not own it)."""
        token = self.owned.get(room_id)
        return None if token is None else Fence(room_id, self.owner, token)

    # web-CLUSTER-05: a room that starts running here is leased in the transaction that starts it
    def take_in(self, conn: Connection, room_id: str) -> Fence | None:
        """Take the lease of ``room_id`` on ``conn`` (the store writer's), in the transaction that
        makes the room run (its lease row, made by the trigger there, is never seen ownerless by the
        others); the fence to pass to :meth:`held` once that transaction committed, ``None`` if this
        instance could not take it (it expired)."""
        owner = self.owner
        row = conn.execute(sa.text(TAKE), {"me": owner, "rooms": [room_id]}).first()
        return None if row is None else Fence(room_id, owner, int(row[1]))

    def held(self, fence: Fence) -> None:
        """The transaction in which :meth:`take_in` took ``fence`` committed: the room is this
        instance's (unless it joined anew meanwhile: then the fence is an old name's, and the room
        is free for the others once that name expired)."""
        if fence.owner == self.owner:
            self.owned[fence.room_id] = fence.token

    def take(self, room_ids: Iterable[str]) -> set[str]:
        """Take the leases of ``room_ids`` that are free (never waiting long); the ones taken."""
        with self._using():
            wanted = sorted(set(room_ids) - set(self.owned))
            if not wanted:
                return set()
            rows = self._conn.execute(sa.text(TAKE), {"me": self.owner, "rooms": wanted}).all()
            self._conn.commit()
            return self._got(rows)

    def take_free(self, limit: int = TAKE_AT_ONCE) -> set[str]:
        """Take up to ``limit`` free rooms: nobody's, or an expired instance's; the ones taken.

        One statement: index lookups (the owner column) and a look at the instances, nothing per
        running room.
        """
        with self._using():
            taken = self._take_free(limit)
            self._conn.commit()
            return taken

    def _take_free(self, limit: int) -> set[str]:
        rows = self._conn.execute(
            sa.text(
                "UPDATE noppa_leases SET owner = :me, token = token + 1"
                " WHERE room_id IN (SELECT room_id FROM noppa_leases"
                f"  WHERE {FREE} LIMIT :limit)"
                f" AND {FREE}"  # again, once the row is locked
                f" AND {ALIVE} RETURNING room_id, token"
            ),
            {"me": self.owner, "limit": limit, "grace": ADOPT_GRACE},
        ).all()
        return self._got(rows)

    def tick(self, limit: int = TAKE_AT_ONCE) -> tuple[set[str], set[str]]:
        """The lease loop's round, one transaction: renew this instance's row and, only if some room
        is free, take up to ``limit`` of them; (the rooms lost, the rooms taken).

        While no instance died and every room has its owner (nearly always) this is one statement,
        whatever the number of rooms: the renewal, and an index lookup that finds nothing free.
        Past its expiry the instance lets every room go and joins again (as :meth:`renew`); it takes
        free rooms from the next round on.
        """
        with self._using():
            renewed, free = self._conn.execute(
                sa.text(
                    f"WITH renewed AS (UPDATE noppa_instances SET expires = {NOW} + :ttl"
                    f"  WHERE id = :me AND expires > {NOW} RETURNING id)"
                    " SELECT EXISTS (SELECT 1 FROM renewed),"
                    f" EXISTS (SELECT 1 FROM noppa_leases WHERE {FREE})"
                ),
                {"me": self.owner, "ttl": LEASE_TTL, "grace": ADOPT_GRACE},
            ).one()
            if not renewed:
                self._conn.commit()
                gone, self.owned = set(self.owned), {}
                self._register()
                return gone, set()
            taken = self._take_free(limit) if free else set()
            self._conn.commit()
            return set(), taken

    def _got(self, rows: Iterable[Any]) -> set[str]:
        taken = {str(room): int(token) for room, token in rows}
        self.owned.update(taken)
        return set(taken)

    def release(self, room_ids: Iterable[str]) -> None:
        """Let the leases of ``room_ids`` go (the rooms are over, or this instance stops)."""
        with self._using():
            gone = sorted(set(room_ids) & set(self.owned))
            if not gone:
                return
            for room_id in gone:
                self.owned.pop(room_id, None)
            self._conn.execute(
                sa.text(
                    "UPDATE noppa_leases SET owner = NULL, free_since = 0 WHERE owner = :me"
                    " AND room_id = ANY(CAST(:rooms AS text[]))"
                ),
                {"me": self.owner, "rooms": gone},
            )
            self._conn.commit()

    def lost(self, room_id: str) -> None:
        """A fenced commit found the room's lease gone: not ours any more."""
        self.owned.pop(room_id, None)
