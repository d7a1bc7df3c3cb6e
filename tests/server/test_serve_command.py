"""``noppa serve`` as a person runs it: it prints its address, answers, and stops on a signal."""

from __future__ import annotations

import gc
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server.app import GC_THRESHOLDS


def test_noppa_serve_prints_its_address_and_answers(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "noppa.cli.main", "serve", "--port", "0", "--data-dir", str(tmp_path)]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"serving at (http://127\.0\.0\.1:\d+)/", line)
        assert found, line
        base = found.group(1)
        health = httpx.get(f"{base}/api/health", timeout=20).json()
        assert health["ok"] is True and "dungeon-dice" in health["games"]
        page = httpx.get(f"{base}/", timeout=10)
        assert page.status_code == 200 and "app.js" in page.text
        assert "noppa.db" in server.stdout.readline()
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
    assert (tmp_path / "noppa.db").exists()


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
        done = subprocess.run(command, check=False, capture_output=True, text=True, timeout=60)
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
