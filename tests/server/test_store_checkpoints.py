"""Snapshots at checkpoints (web-STORE-02): a move stores its action row; the room's snapshot only
every ``CHECKPOINT`` moves and with the last. A room loaded at any step is the live game exactly
(its dice included), from new rows, batched rows and rows stored before revision 0008."""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.engine import State
from noppa.server import ServerConfig, create_app
from noppa.server import room as room_module
from noppa.server.replays import rebuild
from noppa.server.store import MOVE_COLUMNS, MoveWrite, Store, run_jobs
from noppa.server.tables import rooms_table
from tests.server.conftest import create
from tests.server.test_migrations import old_database

LOCAL = {"kind": "human", "local": True}


def loaded(store: Store, room_id: str) -> tuple[int | None, State]:
    """The room as a restarted server would rebuild it: its snapshot's move, and its state."""
    found = store.load_room(room_id)
    assert found is not None
    state = rebuild(*found)
    assert state is not None
    return found[0].snapshot_at, state


@pytest.mark.backends
@pytest.mark.rule("web-STORE-02")
@pytest.mark.parametrize("game", ["dungeon-dice", "key-to-the-kingdom"])
def test_a_room_loaded_at_every_step_is_the_live_game(
    config: ServerConfig, game: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """After every move (random legal ones, seeded), the stored room rebuilds to the live state to
    the last field: the dice generator's state, the log's digest, the game's secrets."""
    monkeypatch.setattr(room_module, "CHECKPOINT", 3)
    choose = random.Random(26)
    with TestClient(create_app(config)) as client:
        room_id = create(client, game=game, players=2, seats=[LOCAL, LOCAL])["room"]["id"]
        manager = client.app.state.manager  # type: ignore[attr-defined]
        room = manager.rooms[room_id]
        at, rebuilt = loaded(manager.store, room_id)
        assert at == 0 and rebuilt.to_json() == room.state.to_json()
        for step in range(1, 121):
            state = room.state
            assert client.portal is not None
            client.portal.call(room.act, state.to_act, choose.choice(state.legal_actions()).text)
            at, rebuilt = loaded(manager.store, room_id)
            over = room.state.outcome is not None
            assert at == (step if over else step - step % 3)
            assert rebuilt.to_json() == room.state.to_json(), step
            if over:
                break
        assert game != "dungeon-dice" or room.state.outcome is not None  # its last move stored too
    assert "without the snapshot" not in caplog.text


@contextlib.contextmanager
def new_room(config: ServerConfig) -> Iterator[tuple[str, State, Store]]:
    """A hot-seat Dungeon Dice room made by the server (then stopped): its id, its state, and a
    store on its database (closed afterwards)."""
    with TestClient(create_app(config)) as client:
        room_id = create(client, players=2, seats=[LOCAL, LOCAL])["room"]["id"]
        live = client.app.state.manager.rooms[room_id].state.clone()  # type: ignore[attr-defined]
    store = Store(config.url())
    try:
        yield room_id, live, store
    finally:
        store.close()


def write(conn: sa.Connection, room_id: str, state: State, actions: list[str], every: int) -> None:
    """Store ``actions`` (applied to ``state``) as the server's moves do, all in one batch."""
    jobs = []
    for action in actions:
        state.apply(action)
        n = len(state.history)
        columns: dict[str, Any] = dict.fromkeys(MOVE_COLUMNS)
        columns |= {"moves": n, "to_act": state.to_act, "status": "running"}
        if n % every == 0:
            columns |= {"snapshot": state.to_json()["snapshot"], "snapshot_at": n}
        jobs.append(MoveWrite(room_id=room_id, n=n, seat=0, action=action, by="human", room=columns))
    run_jobs(conn, jobs)


@pytest.mark.backends
@pytest.mark.rule("web-STORE-02")
def test_moves_batched_past_a_checkpoint_keep_its_snapshot(config: ServerConfig) -> None:
    """Moves 1–5 of one room in one commit, move 4 a checkpoint: the row keeps move 4's snapshot
    and move 5's columns; the room rebuilds exactly."""
    with new_room(config) as (room_id, live, store):
        shadow = live.clone()
        actions = []
        for _ in range(5):
            actions.append(shadow.legal_actions()[-1].text)
            shadow.apply(actions[-1])
        with store.engine.begin() as conn:
            write(conn, room_id, live, actions, every=4)
        found = store.load_room(room_id)
        assert found is not None and (found[0].moves, found[0].snapshot_at) == (5, 4)
        assert found[0].to_act == live.to_act
        assert loaded(store, room_id)[1].to_json() == live.to_json()


@pytest.mark.rule("web-STORE-02")
def test_rooms_stored_with_a_snapshot_every_move_still_load(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A database from before revision 0008 (a snapshot after every move, no ``snapshot_at``):
    each room rebuilds exactly, its snapshot checked after all its actions; moves stored after the
    upgrade go on from it."""
    saved = old_database(tmp_path / "old.db", fairness_columns=True)
    store = Store(f"sqlite:///{tmp_path / 'old.db'}", server=True)
    try:
        with caplog.at_level(logging.WARNING):
            for room_id, game in saved.items():
                found = store.load_room(room_id)
                assert found is not None  # revision 0008: the snapshot follows every action
                assert found[0].snapshot_at == len(game["actions"])
                state = rebuild(*found)
                assert state is not None and state.to_json() == game
                if not game["actions"]:
                    continue
                with store.engine.begin() as conn:  # play on: the new rows and an old one mix
                    write(conn, room_id, state, [state.legal_actions()[0].text], every=1_000)
                at, again = loaded(store, room_id)
                assert at == len(game["actions"]) and again.to_json() == state.to_json()
        assert "without the snapshot" not in caplog.text
    finally:
        store.close()


@pytest.mark.rule("web-STORE-02")
def test_a_snapshot_claiming_a_move_past_the_actions_is_set_aside(
    config: ServerConfig, caplog: pytest.LogCaptureFixture
) -> None:
    """A ``snapshot_at`` the actions do not reach (the row was changed outside noppa): the log
    says so and the replay of every action stands."""
    with new_room(config) as (room_id, live, store):
        with store.engine.begin() as conn:
            write(conn, room_id, live, [live.legal_actions()[0].text], every=1_000)
            conn.execute(sa.update(rooms_table).where(rooms_table.c.id == room_id).values(snapshot_at=7))
        with caplog.at_level(logging.WARNING):
            assert loaded(store, room_id)[1].to_json() == live.to_json()
        assert "claims to follow action 7 of 1" in caplog.text
