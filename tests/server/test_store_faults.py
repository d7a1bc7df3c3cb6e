"""The store under faults: a PostgreSQL restart under a cluster, reads racing commits, a damaged
SQLite file (docs/web.md, *Faults*). Against real processes where that is what a user meets."""

from __future__ import annotations

import contextlib
import functools
import glob
import json
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient
from websockets.exceptions import ConnectionClosed

from noppa.server import ServerConfig, create_app
from noppa.server import store as store_module
from noppa.server.replays import rebuild
from noppa.server.store import MoveWrite, Store
from tests.processes import run, start, stop
from tests.server.conftest import create, fresh_postgres, real_component, receive_until, until
from tests.server.processes import serve, serving
from tests.server.test_cluster import instance, started, stored_moves
from tests.server.test_faults import refused

# ---------------------------------------------------------------------- a PostgreSQL of our own


def _postgres_bin() -> Path | None:
    """The newest PostgreSQL server's bin folder (``None``: not installed; ``./check`` installs it)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(found[-1]).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class OwnPostgres:
    """A throwaway PostgreSQL cluster this test may stop and start (the shared one it may not)."""

    bin: Path
    folder: Path
    port: int

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://noppa@127.0.0.1:{self.port}/noppa"

    def _as_pg(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        data, log = str(self.folder / "pg"), str(self.folder / "pg.log")
        self._as_pg(str(self.bin / "pg_ctl"), "-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start")

    def stop(self, mode: str = "fast") -> None:
        self._as_pg(str(self.bin / "pg_ctl"), "-D", str(self.folder / "pg"), "-m", mode, "-w", "stop")


@contextlib.contextmanager
def own_postgres() -> Iterator[OwnPostgres]:
    """initdb in a temporary folder, start it on a free port, stop it and remove it at the end."""
    bin = _postgres_bin()
    if bin is None:
        reason = "no PostgreSQL server binaries (/usr/lib/postgresql/*/bin; ./check installs them)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    folder = Path(tempfile.mkdtemp(prefix="noppa-pg."))
    folder.chmod(0o755)
    if os.getuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(folder, "postgres")
    server = OwnPostgres(bin, folder, _free_port())
    try:
        server._as_pg(str(bin / "initdb"), "-D", str(folder / "pg"), "-A", "trust", "-U", "noppa")
        server.start()
        where = ["-h", "127.0.0.1", "-p", str(server.port), "-U", "noppa"]
        subprocess.run([str(bin / "createdb"), *where, "noppa"], check=True, capture_output=True, timeout=60)
        yield server
    finally:
        if (folder / "pg" / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.SubprocessError):
                server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


def _degraded(base: str) -> bool:
    return _health(base)[0] == 503


def _health(base: str) -> tuple[int, dict[str, Any]]:
    try:
        answer = httpx.get(f"{base}/api/health", timeout=5)
    except httpx.HTTPError:
        return 0, {}
    return answer.status_code, answer.json()


# ---------------------------------------------------------------------- issue 24, item 2


@pytest.mark.rule("web-FAULT-01")
def test_a_cluster_takes_its_leases_again_after_postgresql_restarts(tmp_path: Path) -> None:
    """web-FAULT-01: PostgreSQL restarts under two instances: while it is away both say degraded
    (503, naming the lock connection); within seconds of its return one instance holds the room's
    lease again and the bots play on, each move stored once. (Before: 0 leases for ever, health ok.)
    """
    redis_url = real_component("NOPPA_TEST_REDIS_URL", "Redis")
    with own_postgres() as pg:
        config = ServerConfig(database_url=pg.url, redis_url=redis_url, data_dir=tmp_path)
        command = [*instance(config), "--bot-delay", "0.2"]
        processes: list[subprocess.Popen[str]] = []
        bases: list[str] = []
        try:
            for name in ("a", "b"):
                process, base = started(command, tmp_path / f"{name}.log")
                processes.append(process)
                bases.append(base)
            body = {"game": "key-to-the-kingdom", "players": 2, "public": False,
                    "seats": [{"kind": "bot"}, {"kind": "bot"}]}  # fmt: skip
            made = httpx.post(f"{bases[0]}/api/rooms", json=body, timeout=20)
            assert made.status_code == 201, made.text
            room = made.json()["room"]["id"]

            def moves() -> int:
                try:
                    found: int = httpx.get(f"{bases[1]}/api/rooms/{room}", timeout=5).json()["moves"]
                except (httpx.HTTPError, ValueError, KeyError):
                    return -1
                return found

            until(lambda: moves() >= 3, "the bots play")
            pg.stop("fast")
            for base in bases:  # both notice, and say so
                until(functools.partial(_degraded, base), f"{base} says degraded", seconds=60)
                _, answer = _health(base)
                assert answer["ok"] is False and answer["status"] == "degraded", answer
                assert any("database lock connection down since" in line for line in answer["degraded"])
            pg.start()
            back = time.monotonic()
            until(lambda: all(_health(base)[0] == 200 for base in bases), "both healthy again", seconds=60)

            def owners() -> list[int]:
                return sorted(_health(base)[1].get("cluster", {}).get("owned_rooms", -1) for base in bases)

            until(lambda: owners() == [0, 1], "one instance holds the room's lease again", seconds=60)
            print(f"the lease was taken again {time.monotonic() - back:.2f} s after PostgreSQL was back")
            at = moves()
            until(lambda: moves() >= at + 3, "the bots play on", seconds=60)
        finally:
            for process in processes:
                stop(process)
        stored = stored_moves(config, room)
        assert [n for n, _, _ in stored] == list(range(1, len(stored) + 1))
        log = "".join((tmp_path / f"{name}.log").read_text() for name in ("a", "b"))
        assert "database lock connection up again" in log


@pytest.mark.rule("web-FAULT-01")
def test_a_single_server_takes_its_lock_again_after_postgresql_restarts(tmp_path: Path) -> None:
    """web-FAULT-01: a single server on PostgreSQL holds the database's lock on a connection of its
    own; the database restarts: health says degraded until the lock is taken again, then ok, a
    bot game plays on, and rooms are made again (a second server still cannot start beside it)."""
    with own_postgres() as pg:
        command = serve(tmp_path, "--database-url", pg.url, "--bot-delay", "0.5")
        process, base = started(command, tmp_path / "serve.log")
        try:
            body = {
                "game": "key-to-the-kingdom",
                "players": 2,
                "public": False,
                "seats": [{"kind": "bot"}] * 2,
            }
            room = httpx.post(f"{base}/api/rooms", json=body, timeout=20).json()["room"]["id"]

            def moves() -> int:
                found: int = httpx.get(f"{base}/api/rooms/{room}", timeout=5).json()["moves"]
                return found

            until(lambda: moves() >= 1, "the bots play")
            pg.stop("fast")
            until(lambda: _health(base)[0] == 503, "health says degraded", seconds=60)
            assert any("database lock connection down since" in line for line in _health(base)[1]["degraded"])
            pg.start()
            until(lambda: _health(base)[0] == 200, "health ok again", seconds=60)
            at = moves()
            until(lambda: moves() >= at + 2, "the bots play on", seconds=60)
            made = httpx.post(f"{base}/api/rooms", json={"game": "dungeon-dice", "public": False}, timeout=20)
            assert made.status_code == 201, made.text
            assert "already uses the database" in refused(command)  # the lock is held again
        finally:
            stop(process)


def _own_redis(folder: Path, port: int) -> subprocess.Popen[str]:
    """A Redis of this test's own (the shared one it may not stop)."""
    command = ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", ""]
    command += ["--appendonly", "no", "--dir", str(folder)]
    return start(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.mark.rule("web-FAULT-01")
def test_a_cluster_instance_says_degraded_while_redis_is_away(tmp_path: Path) -> None:
    """web-FAULT-01: the Redis channel goes away under an instance: health says degraded, naming it,
    until it listens again (with a growing pause between tries), then ok."""
    if shutil.which("redis-server") is None:
        reason = "no redis-server (./check installs it)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    port = _free_port()
    redis = _own_redis(tmp_path, port)
    processes = [redis]
    try:
        with fresh_postgres() as url:
            config = ServerConfig(
                database_url=url, redis_url=f"redis://127.0.0.1:{port}/0", data_dir=tmp_path
            )
            until(lambda: _answers(port), "Redis answers")
            process, base = started(instance(config), tmp_path / "a.log")
            processes.append(process)
            assert _health(base)[0] == 200
            redis.kill()
            redis.wait(timeout=10)
            until(lambda: _health(base)[0] == 503, "health says degraded", seconds=60)
            assert any("Redis channel down since" in line for line in _health(base)[1]["degraded"])
            redis = _own_redis(tmp_path, port)
            processes.append(redis)
            until(lambda: _health(base)[0] == 200, "health ok again", seconds=60)
            stop(process)
    finally:
        for each in processes:
            stop(each)


def _answers(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


# ---------------------------------------------------------------------- issue 24, item 17


@pytest.mark.backends
@pytest.mark.rule("web-FAULT-03")
def test_a_room_is_read_in_one_snapshot_while_moves_commit(
    config: ServerConfig, caplog: pytest.LogCaptureFixture
) -> None:
    """web-FAULT-03: rooms loaded again and again from another connection while bots commit move
    after move: every load is one moment of the store (its row's move count, its seats and its
    action list agree) and replays with its snapshot, never "replaying without the snapshot".
    (Before, four statements at READ COMMITTED: a move committed in between gave a row older than
    the action list.)"""
    seats = [{"kind": "bot"}, {"kind": "bot"}]
    with TestClient(create_app(config)) as client:
        rooms = [
            create(client, players=2, seats=seats, game="key-to-the-kingdom")["room"]["id"] for _ in range(3)
        ]
        reader = Store(config.url())
        try:
            loads = replays = 0
            moved: set[int] = set()
            deadline = time.monotonic() + 60
            with ThreadPoolExecutor(3) as pool:
                while loads < 600 and time.monotonic() < deadline:
                    for found in pool.map(reader.load_room, rooms * 2):
                        assert found is not None
                        record, actions = found
                        assert record.moves == len(actions), (record.moves, len(actions))
                        moved.add(record.moves)
                        loads += 1
                        if loads % 25 == 0:
                            assert rebuild(record, actions) is not None
                            replays += 1
                    listed = reader.list_rooms(["running", "finished"], 10, public_only=False)
                    assert all(len(room.seats) == 2 for room in listed)
        finally:
            reader.close()
    assert len(moved) > 20, "the reads did not race the commits"  # they ran while moves were stored
    assert replays >= 20
    assert "replaying without the snapshot" not in caplog.text


# ---------------------------------------------------------------------- issue 24, item 6

PAGE = 4096
"""SQLite's page size (its default, which noppa keeps)."""


def _stored_games(folder: Path) -> dict[str, str]:
    """A SQLite database in ``folder`` with three finished bot games made first (their moves fill
    the first pages of the moves table) and a hot-seat game after them. Returns ``bots``, the room
    of the table's first move, and ``people`` with its ``host`` token."""
    config = ServerConfig(data_dir=folder, bot_delay=0.0, bot_workers=0)
    with TestClient(create_app(config)) as client:
        bots = [
            create(client, players=2, seats=[{"kind": "bot"}] * 2, game="key-to-the-kingdom")["room"]["id"]
            for _ in range(3)
        ]
        for room in bots:
            until(functools.partial(_finished, client, room), "the bots finish")
        people = create(client, players=2, seats=[{"kind": "human", "local": True}] * 2)
    assert not (folder / "noppa.db-wal").exists() or (folder / "noppa.db-wal").stat().st_size == 0
    conn = sqlite3.connect(folder / "noppa.db")
    try:
        first = conn.execute("SELECT room_id FROM noppa_moves WHERE rowid = 1").fetchone()[0]
    finally:
        conn.close()
    return {"bots": first, "people": people["room"]["id"], "host": people["host_token"]}


def _finished(client: TestClient, room: str) -> bool:
    return bool(client.get(f"/api/rooms/{room}").json()["status"] == "finished")


def _garble(path: Path, offset: int, size: int) -> None:
    """Overwrite ``size`` bytes of ``path`` at ``offset`` with fixed noise (as a failing disk might)."""
    noise = random.Random(offset).randbytes(size)
    with path.open("r+b") as file:
        file.seek(offset)
        file.write(noise)


def _damage(kind: str, path: Path) -> None:
    if kind == "garbage":
        path.write_bytes(random.Random(24).randbytes(5 * PAGE))
    elif kind == "truncated":
        with path.open("r+b") as file:
            file.truncate(path.stat().st_size // 2)
    else:  # overwritten pages: two in the middle of the file
        pages = path.stat().st_size // PAGE
        assert pages >= 6, pages
        _garble(path, (pages // 2) * PAGE, 2 * PAGE)


@pytest.mark.rule("web-FAULT-02")
@pytest.mark.parametrize("kind", ["garbage", "truncated", "overwritten"])
def test_a_damaged_sqlite_file_stops_the_server_with_one_clear_message(tmp_path: Path, kind: str) -> None:
    """web-FAULT-02: ``noppa serve`` checks its SQLite file at start (``PRAGMA quick_check``) and
    refuses a damaged one with one line and exit 2, in English and Finnish. (Before: a garbage or
    half-truncated file stopped it with a traceback; overwritten pages let it start, and creating a
    room answered 500.)"""
    _stored_games(tmp_path)
    database = tmp_path / "noppa.db"
    _damage(kind, database)
    english = refused(serve(tmp_path))
    assert "the database" in english and "is damaged" in english and "Restore it from a backup" in english
    assert str(database) in "".join(english.split())  # the terminal may fold the path
    assert "Traceback" not in english
    finnish = run(serve(tmp_path), env={**os.environ, "NOPPA_LANG": "fi"})
    assert finnish.returncode == 2
    assert "on vioittunut" in " ".join((finnish.stdout + finnish.stderr).split())


def _first_leaf_of_moves(path: Path, room: str) -> int:
    """The page holding the moves table's first rows (``room``'s first moves among them)."""
    conn = sqlite3.connect(path)
    try:
        leaves = conn.execute(
            "SELECT pageno, ncell FROM dbstat WHERE name = 'noppa_moves' AND pagetype = 'leaf' ORDER BY path"
        ).fetchall()
        first = conn.execute(
            "SELECT min(rowid), count(*) FROM noppa_moves WHERE room_id = ?", (room,)
        ).fetchone()
    finally:
        conn.close()
    assert len(leaves) >= 2 and first[0] == 1, (leaves, first)  # the rooms after live on other pages
    return int(leaves[0][0])


@pytest.mark.rule("web-FAULT-02")
def test_a_page_damaged_while_serving_refuses_its_room_and_every_other_room_serves(tmp_path: Path) -> None:
    """web-FAULT-02: a page of one room's moves is overwritten while a real server runs: that room
    answers 503 ``damaged`` (REST and WebSocket, a clear message), and every other room is served:
    the lobby lists, a stored game is shown and played on, a new room is made and played."""
    made = _stored_games(tmp_path)
    database = tmp_path / "noppa.db"
    page = _first_leaf_of_moves(database, made["bots"])
    with serving(serve(tmp_path)) as server:  # started on a sound file (the check passes)
        base = server.base
        _garble(database, (page - 1) * PAGE, PAGE)
        answer = httpx.get(f"{base}/api/rooms/{made['bots']}", timeout=20)
        assert answer.status_code == 503, answer.text
        assert answer.json()["error"] == "damaged"
        assert "stored data are damaged" in answer.json()["message"]
        assert _hello(base, made["bots"], made["host"])[0]["code"] == "damaged"
        # every other room serves
        assert httpx.get(f"{base}/api/rooms", timeout=20).status_code == 200
        assert httpx.get(f"{base}/api/rooms/{made['people']}", timeout=20).json()["status"] == "running"
        assert _hello(base, made["people"], made["host"], act=True)[-1]["move"] == 1
        new = httpx.post(f"{base}/api/rooms", json={"game": "dungeon-dice", "players": 2, "public": False,
                         "seats": [{"kind": "human", "local": True}] * 2}, timeout=20)  # fmt: skip
        assert new.status_code == 201, new.text
        assert _hello(base, new.json()["room"]["id"], new.json()["host_token"], act=True)[-1]["move"] == 1
        assert httpx.get(f"{base}/api/health", timeout=20).status_code == 200


def _hello(base: str, room: str, token: str, *, act: bool = False) -> list[dict[str, Any]]:
    """Say hello to ``room`` over a real WebSocket; the errors it answered, or (``act``) the states
    up to the one after the first legal action."""
    from websockets.sync.client import connect

    url = base.replace("http", "ws", 1) + f"/ws/rooms/{room}"
    seen: list[dict[str, Any]] = []
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        while True:
            try:
                message = json.loads(ws.recv(timeout=20))
            except ConnectionClosed:
                return seen
            if message["type"] == "error":
                seen.append(message)
            elif message["type"] == "state" and act:
                seen.append(message)
                if message["move"] >= 1:
                    return seen
                if message["legal"]:
                    ws.send(json.dumps({"type": "act", "action": message["legal"][0]["action"],
                                        "move": message["move"]}))  # fmt: skip


@pytest.mark.rule("web-FAULT-02")
def test_a_write_that_meets_a_damaged_page_is_refused_for_its_room_only(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """web-FAULT-02: the store meets a damaged page while storing one room's move (injected at the
    store layer: which page a write touches is not for a test to choose): that player is told
    ``damaged`` and the move is not played; a move in another room, in the same batch or after,
    is stored."""
    seats = [{"kind": "human", "local": True}] * 2
    made = [create(client, players=2, seats=seats) for _ in range(2)]
    damaged, sound = (answer["room"]["id"] for answer in made)
    real = store_module.run_jobs

    def failing(conn: Any, jobs: Any) -> None:
        jobs = list(jobs)
        if any(isinstance(job, MoveWrite) and job.room_id == damaged for job in jobs):
            raise sa.exc.DatabaseError(
                "INSERT", None, sqlite3.DatabaseError("database disk image is malformed")
            )
        real(conn, jobs)

    monkeypatch.setattr(store_module, "run_jobs", failing)
    for answer in made:
        with client.websocket_connect(f"/ws/rooms/{answer['room']['id']}") as ws:
            ws.send_json({"type": "hello", "token": answer["host_token"]})
            state = receive_until(ws, "state")
            ws.send_json({"type": "act", "action": state["legal"][0]["action"], "move": state["move"]})
            if answer["room"]["id"] == damaged:
                error = receive_until(ws, "error")
                assert error["code"] == "damaged" and "stored data are damaged" in error["message"]
            else:
                assert receive_until(ws, "state")["move"] == 1
    assert client.get(f"/api/rooms/{damaged}").json()["moves"] == 0
    assert client.get(f"/api/rooms/{sound}").json()["moves"] == 1
