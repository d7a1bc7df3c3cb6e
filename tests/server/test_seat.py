"""One seat type for the live room and the store (issue 25 item 9).

The server's live seat and the store's seat row were two classes that had drifted (``bot_name``
against ``bot``); now both are :class:`noppa.server.seat.Seat`. Every field of it is stored and
read back, so a field added to the seat without a column (or the other way round) fails here.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from noppa.server.seat import Seat
from noppa.server.store import RoomRecord, Store


def unlike_default(field: dataclasses.Field[Any], seat: int) -> object:
    """A value of ``field``'s type that is no default and differs from seat to seat."""
    kind = str(field.type)
    if field.name == "seat":
        return seat
    if kind == "bool":
        return True
    if kind == "int":
        return 7 + seat
    if kind in ("str", "str | None"):
        return f"{field.name}-{seat}"
    raise AssertionError(f"Seat.{field.name}: a type this test does not know ({kind}); add it")


def test_every_field_of_a_seat_is_stored_and_read_back(tmp_path: Path) -> None:
    seats = [
        Seat(**{field.name: unlike_default(field, number) for field in dataclasses.fields(Seat)})  # type: ignore[arg-type]
        for number in range(2)
    ]
    record = RoomRecord(
        id="seatroundtrip",
        game="dungeon-dice",
        players=2,
        options={},
        lang="en",
        public=True,
        title="",
        status="waiting",
        dice={},
        snapshot=None,
        moves=0,
        to_act=0,
        outcome=None,
        host_hash="-",
        away_after=0,
        created_at=1.0,
        updated_at=1.0,
        seats=[seat.copy() for seat in seats],
    )
    store = Store(f"sqlite:///{tmp_path / 'noppa.db'}")
    try:
        with store.engine.begin() as conn:
            Store.insert_room(conn, record)
        found = store.load_room(record.id)
    finally:
        store.close()
    assert found is not None
    assert found[0].seats == seats
