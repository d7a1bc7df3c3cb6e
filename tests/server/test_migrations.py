"""Schema migrations: an older database is upgraded and keeps every game; a newer one is refused."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from starlette.testclient import TestClient

from noppa.cli.main import main
from noppa.engine import get_game
from noppa.server import ServerConfig, create_app
from noppa.server.database import StoreUnavailable
from noppa.server.migrations import config, new_revision
from noppa.server.schema import Schema, migrate, newest_revision
from noppa.server.store import Store
from noppa.server.tables import metadata
from noppa.server.tokens import new_room_id
from tests.server.processes import serve, serving
from tests.server.test_faults import refused

HEAD = newest_revision()

GAMES = (("dungeon-dice", 2, 7, 9), ("key-to-the-kingdom", 3, 11, 14), ("dungeon-dice", 4, 5, 0))
"""Rooms of the old database: game, players, seed, moves made."""


def schema_1(engine: sa.Engine) -> sa.MetaData:
    """Make the tables exactly as noppa made them before migrations; the tables made, as read back.

    Revision 0001 is schema 1 to the column (its own docstring: the four tables as
    ``metadata.create_all`` made them), so it builds them; Alembic's version table is then dropped,
    as a database from before migrations has none.
    """
    cfg = config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        conn.execute(sa.text("DROP TABLE alembic_version"))
    old = sa.MetaData()
    old.reflect(engine)
    return old


def old_database(path: Path, *, fairness_columns: bool) -> dict[str, dict[str, Any]]:
    """A database made before migrations, with rooms that have moves; each room's saved game by id.

    ``fairness_columns``: as the last noppa before migrations left it (its hand-written
    ``ALTER TABLE`` had added them), else as schema 1 first was.
    """
    engine = sa.create_engine(f"sqlite:///{path}")
    old = schema_1(engine)
    rooms, seats, moves, meta = (
        old.tables[n] for n in ("noppa_rooms", "noppa_seats", "noppa_moves", "noppa_meta")
    )
    saved: dict[str, dict[str, Any]] = {}
    with engine.begin() as conn:
        conn.execute(sa.insert(meta).values(key="schema", value="1"))
        if fairness_columns:
            for table, column, sql_type in (
                ("noppa_rooms", "seed", "BIGINT"),
                ("noppa_rooms", "salt", "VARCHAR(64)"),
                ("noppa_rooms", "commitment", "VARCHAR(64)"),
                ("noppa_seats", "session_hash", "VARCHAR(64)"),
                ("noppa_seats", "link_gen", "INTEGER NOT NULL DEFAULT 0"),
            ):
                conn.execute(sa.text(f"ALTER TABLE {table} ADD COLUMN {column} {sql_type}"))
        for number, (game_id, players, seed, made) in enumerate(GAMES):
            state = get_game(game_id).new_state(players, seed=seed)
            for _ in range(made):
                state.apply(state.legal_actions()[0])
            game = state.to_json()
            room_id = new_room_id()
            saved[room_id] = game
            now = time.time()
            conn.execute(
                sa.insert(rooms).values(
                    id=room_id,
                    game=game_id,
                    players=players,
                    options=game["options"],
                    lang="fi",
                    public=number % 2 == 0,
                    title=f"Peli {number}",
                    status="running" if made else "waiting",
                    dice=game["dice"],
                    snapshot=game["snapshot"] if made else None,
                    moves=made,
                    to_act=0,
                    outcome=None,
                    host_hash="h" * 64,
                    away_after=60,
                    created_at=now,
                    updated_at=now,
                )
            )
            conn.execute(
                sa.insert(seats),
                [
                    {
                        "room_id": room_id,
                        "seat": seat,
                        "kind": "human" if seat == 0 else "bot",
                        "bot": None if seat == 0 else "heuristic",
                        "name": f"Pelaaja {seat}",
                        "token_hash": f"{seat}" * 64,
                        "claimed": seat == 0,
                        "open": False,
                        "local": False,
                    }
                    for seat in range(players)
                ],
            )
            if made:
                conn.execute(
                    sa.insert(moves),
                    [
                        {"room_id": room_id, "n": n, "seat": 0, "action": action, "by": "human", "at": now}
                        for n, action in enumerate(game["actions"])
                    ],
                )
    engine.dispose()
    return saved


def revision(store: Store) -> tuple[str, ...]:
    """The revision the database is stamped at."""
    with store.engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_heads()


@pytest.mark.parametrize(
    "fairness_columns", [False, True], ids=["schema-1", "schema-1-with-fairness-columns"]
)
def test_an_old_database_is_upgraded_and_keeps_every_game(
    tmp_path: Path, fairness_columns: bool, caplog: pytest.LogCaptureFixture
) -> None:
    saved = old_database(tmp_path / "old.db", fairness_columns=fairness_columns)
    with caplog.at_level(logging.INFO, logger="noppa.server.store"):
        store = Store(f"sqlite:///{tmp_path / 'old.db'}", server=True)
    try:
        assert revision(store) == (HEAD,)
        stamped = "0002" if fairness_columns else "0001"
        assert (
            f"upgraded from revision {stamped} of a database made before migrations to revision {HEAD}"
            in caplog.text
        )
        assert set(store.room_ids(["waiting", "running"])) == set(saved)
        for room_id, game in saved.items():
            found = store.load_room(room_id)
            assert found is not None
            room, actions = found
            assert actions == game["actions"] and room.dice == game["dice"] and room.lang == "fi"
            assert (room.seed, room.salt, room.commitment) == (None, None, None)
            assert room.clock is None  # revision 0003: an older room stays real-time, without a clock
            assert [(s.seat, s.kind, s.name, s.link_gen, s.session_hash) for s in room.seats] == [
                (n, "human" if n == 0 else "bot", f"Pelaaja {n}", 0, None) for n in range(room.players)
            ]
            replayed = get_game(room.game).load_state(  # the snapshot is checked: an exact replay
                {**game, "actions": actions, "snapshot": room.snapshot or game["snapshot"]}
            )
            assert replayed.to_json() == game
        with store.engine.connect() as conn:  # the tables are the code's, to the last column
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    finally:
        store.close()


def test_the_server_serves_the_games_of_an_upgraded_database(tmp_path: Path) -> None:
    saved = old_database(tmp_path / "noppa.db", fairness_columns=False)
    config = ServerConfig(data_dir=tmp_path, bot_delay=0.0, bot_workers=0)
    with TestClient(create_app(config)) as client:
        for room_id, game in saved.items():
            summary = client.get(f"/api/rooms/{room_id}").json()  # loaded: its bots may play on
            assert summary["moves"] >= len(game["actions"]) and summary["status"] in {"waiting", "running"}


def test_a_fresh_database_is_built_by_the_migrations(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'new.db'}")
    try:
        assert revision(store) == (HEAD,)
        with store.engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    finally:
        store.close()


def test_a_second_start_changes_nothing(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    url = f"sqlite:///{tmp_path / 'old.db'}"
    old_database(tmp_path / "old.db", fairness_columns=False)
    Store(url, server=True).close()
    store = Store(url, server=True)
    try:
        with store.engine.begin() as conn:
            assert migrate(conn, url) == Schema(HEAD)
        assert revision(store) == (HEAD,) and len(store.room_ids(["waiting", "running"])) == len(GAMES)
    finally:
        store.close()
    with caplog.at_level(logging.INFO, logger="noppa.server.store"):
        Store(url, server=True).close()
    assert "upgraded" not in caplog.text


def newer(tmp_path: Path) -> str:
    """The URL of a database a newer noppa has upgraded to revision 9999."""
    url = f"sqlite:///{tmp_path / 'noppa.db'}"
    Store(url).close()
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    return url


def test_a_database_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    url = newer(tmp_path)
    with pytest.raises(StoreUnavailable) as refusal:
        Store(url, server=True)
    assert refusal.value.key == "cli.serve.newer"
    assert "schema revision 9999" in refusal.value.message("en") and HEAD in refusal.value.message("en")
    assert "rakenneversiossa 9999" in refusal.value.message("fi")
    with pytest.raises(StoreUnavailable):  # the lock was let go: the same refusal, not "taken"
        Store(url, server=True)
    engine = sa.create_engine(url)
    with engine.connect() as conn:  # nothing was changed
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar_one() == "9999"
    engine.dispose()


def test_noppa_serve_upgrades_in_one_line_and_refuses_a_newer_database(tmp_path: Path) -> None:
    old = tmp_path / "old"
    old.mkdir()
    old_database(old / "noppa.db", fairness_columns=True)
    with serving(serve(old)) as server:
        pass
    assert server.process.stderr is not None
    said = server.process.stderr.read()
    assert said.count("upgraded from revision 0002 of a database made before migrations") == 1
    assert "Running upgrade" not in said and "Context impl" not in said  # Alembic's own lines are quiet
    assert "is at schema revision 9999, which this version of noppa does not know" in refused(
        serve(tmp_path, "--database-url", newer(tmp_path))
    )


def test_an_upgrade_that_fails_leaves_the_database_as_it_was(tmp_path: Path) -> None:
    old_database(tmp_path / "odd.db", fairness_columns=False)
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'odd.db'}")
    with engine.begin() as conn:  # a column someone added by hand: revision 0002 cannot add it again
        conn.execute(sa.text("ALTER TABLE noppa_seats ADD COLUMN link_gen INTEGER NOT NULL DEFAULT 0"))
    with pytest.raises(StoreUnavailable) as refusal:
        Store(f"sqlite:///{tmp_path / 'odd.db'}", server=True)
    assert refusal.value.key == "cli.serve.unusable" and "link_gen" in refusal.value.message("en")
    with engine.connect() as conn:  # one transaction: the columns 0002 had added, and the stamp, are gone
        inspector = sa.inspect(conn)
        assert not inspector.has_table("alembic_version")
        assert "seed" not in {c["name"] for c in inspector.get_columns("noppa_rooms")}
    engine.dispose()


def test_a_new_revision_comes_numbered_with_what_the_tables_gained(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tables = sa.MetaData()
    for table in metadata.tables.values():
        table.to_metadata(tables)
    sa.Table("noppa_badges", tables, sa.Column("room_id", sa.String(16), primary_key=True))
    monkeypatch.setattr("noppa.server.tables.metadata", tables)  # the tables env.py compares with
    written = new_revision("rooms earn badges", into=tmp_path)
    after = f"{int(HEAD) + 1:04d}"
    assert written.name == f"r{after}_rooms_earn_badges.py"
    source = written.read_text()
    assert f'revision = "{after}"' in source and f'down_revision = "{HEAD}"' in source
    assert "op.create_table(" in source and "noppa_badges" in source
    assert (
        "drop_table(" in source.split("def downgrade")[1] and "drop_" not in source.split("def downgrade")[0]
    )


def test_noppa_db_says_where_the_schema_stands_and_upgrades_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def said(*command: str, data_dir: Path = tmp_path, code: int = 0) -> str:
        assert main(["db", *command, "--data-dir", str(data_dir)]) == code
        return " ".join(capsys.readouterr().out.split())  # the console folds long lines

    assert "has no noppa tables yet" in said("current", data_dir=tmp_path / "none")
    assert not (tmp_path / "none" / "noppa.db").exists()  # looking made no file
    old_database(tmp_path / "noppa.db", fairness_columns=False)
    assert "made before schema migrations (its tables match revision 0001)" in said("current")
    assert f"was upgraded from schema revision 0001 to {HEAD}" in said("upgrade")
    assert f"is at schema revision {HEAD}, the newest this noppa knows" in said("current")
    assert f"already at schema revision {HEAD}" in said("upgrade")
    newer(tmp_path)
    assert "is at schema revision 9999, which this version of noppa does not know" in said("current", code=2)


@pytest.mark.rule("web-KEY-05", "web-RATE-06")
def test_revision_0005_keeps_the_games_players_sat_in_and_draws_its_origin_key(tmp_path: Path) -> None:
    """A database at 0004 with a player's seat: upgraded, the room is among the player's games
    (``noppa_player_rooms``), older keys have no origin, and the database has its own secret."""
    from alembic import command

    from noppa.server import migrations

    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        cfg = migrations.config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0004")
        conn.execute(
            sa.text(
                "INSERT INTO noppa_rooms (id, game, players, options, lang, public, title, status, dice,"
                " snapshot, moves, to_act, outcome, host_hash, away_after, created_at, updated_at)"
                " VALUES ('room00000001', 'dungeon-dice', 2, '{}', 'en', 1, '', 'running', '{}', NULL,"
                " 0, 0, NULL, 'h', 0, 1, 1)"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO noppa_players (id, name, key_hash, created_at, key_at)"
                " VALUES ('player000001', 'Anna', 'k', 1, 1)"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO noppa_player_seats (room_id, seat, player_id, at)"
                " VALUES ('room00000001', 1, 'player000001', 5)"
            )
        )
    engine.dispose()
    store = Store(url, server=True)
    try:
        assert revision(store) == (HEAD,)
        with store.engine.connect() as conn:
            sat = conn.execute(sa.text("SELECT room_id, player_id, seat, at FROM noppa_player_rooms")).all()
            assert [tuple(row) for row in sat] == [("room00000001", "player000001", 1, 5.0)]
            assert conn.execute(sa.text("SELECT origin FROM noppa_players")).scalar() is None
            secret = conn.execute(sa.text("SELECT value FROM noppa_meta WHERE key = 'origin_key'")).scalar()
            assert isinstance(secret, str) and len(secret) == 64
    finally:
        store.close()
