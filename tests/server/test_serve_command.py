"""``noppa serve`` as a person runs it: it prints its address, answers, and stops on a signal."""

from __future__ import annotations

import gc
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.tuning import GC_THRESHOLDS
from tests.server.processes import read_line, run, serve, serving, start, stop


def test_noppa_serve_prints_its_address_and_answers(tmp_path: Path) -> None:
    with serving(serve(tmp_path)) as server:
        health = httpx.get(f"{server.base}/api/health", timeout=60).json()
        assert health["ok"] is True and "dungeon-dice" in health["games"]
        page = httpx.get(f"{server.base}/", timeout=60)
        # the client: its sources, or the bundle under a content-hashed name (docs/web.md, Static files)
        assert page.status_code == 200 and re.search(r'<script type="module" src="/[^"]+\.js"', page.text)
        assert server.process.stdout is not None and "noppa.db" in server.process.stdout.readline()
    assert (tmp_path / "noppa.db").exists()


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_noppa_serve_stops_cleanly_on_a_signal_sent_as_soon_as_it_says_it_serves(
    tmp_path: Path, sig: signal.Signals
) -> None:
    """The address line comes once the server serves and handles SIGINT and SIGTERM: a signal
    sent the moment it is read (as a test, a script or a service manager sends it) stops the
    server through its shut-down (the log's last line), never half-way through its start-up."""
    process = start(serve(tmp_path), stderr=subprocess.PIPE)
    try:
        line = read_line(process)
        assert "serving at" in line, line
        process.send_signal(sig)  # at once
        _, said = process.communicate(timeout=120)  # a loaded machine shuts down in seconds
    finally:
        stopped_by_itself = stop(process)
    assert stopped_by_itself
    assert process.returncode == (130 if sig == signal.SIGINT else -signal.SIGTERM), said
    assert f"noppa stopped ({sig.name})" in said and "Traceback" not in said


def test_a_busy_port_is_reported(tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = [
            sys.executable,
            "-m",
            "noppa.cli.main",
            "serve",
            "--port",
            str(port),
            "--data-dir",
            str(tmp_path),
        ]
        done = run(command)
    assert done.returncode == 2 and "cannot listen" in done.stderr


def test_a_serving_app_tunes_the_garbage_collector(tmp_path: Path) -> None:
    """``tune_gc`` (what ``noppa serve`` asks for) freezes start-up's objects and widens gen 0."""
    before = gc.get_threshold()
    config = ServerConfig(data_dir=tmp_path, bot_delay=0.0, tune_gc=True)
    try:
        with TestClient(create_app(config)) as client:
            assert client.get("/api/health").status_code == 200
            assert gc.get_threshold() == GC_THRESHOLDS and gc.get_freeze_count() > 0
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
    with TestClient(create_app(ServerConfig(data_dir=tmp_path / "plain", bot_delay=0.0))):
        assert gc.get_threshold() == before  # an app embedded elsewhere leaves the process alone
