"""``noppa serve`` as a person runs it: it prints its address, answers, and stops on a signal."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx


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
