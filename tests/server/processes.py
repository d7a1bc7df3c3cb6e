"""Real ``noppa serve`` processes for the tests that check what a person running it meets.

They start and stop through ``tests/processes.py`` (their own process group, stopped for sure,
reaped at the session's end); its helpers are here too for the server tests."""

from __future__ import annotations

import asyncio
import contextlib
import re
import signal
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from tests import processes
from tests.processes import read_line, run, running, start, stop, until

__all__ = ["Served", "read_line", "run", "run_async", "running", "serve", "serving", "start", "stop", "until"]


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
    """A started server: its process, the address it printed (``http://127.0.0.1:PORT``) and the
    file of its log (stderr; ``process.stderr`` reads it too, also after the server stopped)."""

    process: subprocess.Popen[str]
    base: str
    log: Path | None = None


@contextlib.contextmanager
def serving(command: list[str], sig: int = signal.SIGINT) -> Iterator[Served]:
    """Start ``command`` (a ``noppa serve``), wait for its address line, and stop it at the end
    (``sig``, then SIGKILL to its whole group if it does not stop: see :func:`tests.processes.stop`).

    The server prints the line once it serves and handles signals, so stopping it at once is safe.
    Its log goes to a file, not a pipe nobody reads (a full pipe would block the server).
    """
    with tempfile.NamedTemporaryFile("w", prefix="noppa-serve-", suffix=".log", delete=False) as log:
        path = Path(log.name)
        server = processes.start(command, stderr=log)
    try:
        server.stderr = path.open()
        line = processes.read_line(server)
        found = re.search(r"serving at (http://127\.0\.0\.1:\d+)/", line)
        if found is None:
            raise AssertionError(f"no address from {command[3:5]}: {line!r} {path.read_text()}")
        yield Served(server, found.group(1), path)
    finally:
        reader = server.stderr
        server.stderr = None  # stop closes the streams it has: keep the log's reader for the test
        if not processes.stop(server, sig):
            warnings.warn(f"noppa serve did not stop on {signal.Signals(sig).name}: killed", stacklevel=3)
        server.stderr = reader
        path.unlink(missing_ok=True)  # the reader still reads it


T = TypeVar("T")


def run_async(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own (the browser tests leave a loop running in this one)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main).result()
