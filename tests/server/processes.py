"""Real ``noppa serve`` processes for the tests that check what a person running it meets."""

from __future__ import annotations

import asyncio
import contextlib
import re
import signal
import subprocess
import sys
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar


def serve(data_dir: Path, *extra: str) -> list[str]:
    """The command line of ``noppa serve`` on a free port over ``data_dir``, with ``extra`` flags."""
    return [
        sys.executable,
        "-m",
        "noppa.cli.main",
        "serve",
        "--port",
        "0",
        "--data-dir",
        str(data_dir),
        *extra,
    ]


@dataclass
class Served:
    """A started server: its process and the address it printed (``http://127.0.0.1:PORT``)."""

    process: subprocess.Popen[str]
    base: str


@contextlib.contextmanager
def serving(command: list[str]) -> Iterator[Served]:
    """Start ``command`` (a ``noppa serve``), read its address line, and stop it (SIGINT) at the end."""
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"serving at (http://127\.0\.0\.1:\d+)/", line)
        assert found, line + (server.stderr.read() if server.stderr and server.poll() is not None else "")
        yield Served(server, found.group(1))
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        server.wait(timeout=30)


T = TypeVar("T")


def run_async(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own (the browser tests leave a loop running in this one)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main).result()
