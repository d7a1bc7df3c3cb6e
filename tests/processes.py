"""Every process a test starts, started and stopped one way, so that none outlives the test run.

A process starts in a session (and process group) of its own, with a mark in its environment
(``NOPPA_TEST_OWNER``) that its own children inherit. :func:`stop` asks it to stop (SIGINT, or
the signal given), waits for that as long as a loaded machine may need, then kills the whole group
(SIGKILL), so neither a process that ignores the signal nor one that hangs in its shut-down, nor
the workers it started, outlive the test. The test session's end (``pytest_sessionfinish`` in
``tests/conftest.py``, on each xdist worker and on the controller, and ``atexit``) reaps whatever
a test left running: every process that carries the session's mark, wherever it went (a
grandchild in a session of its own included), and the groups this process started.

Nothing here waits for a fixed time to pass: the bounds are generous and only run out when what
is waited for never happens.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import secrets
import select
import signal
import subprocess
import time
import warnings
from collections.abc import Awaitable, Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

OWNER = "NOPPA_TEST_OWNER"
"""The environment variable that marks a test's process (and its children) as the session's."""
SESSION = "NOPPA_TEST_SESSION"
"""The test session's id, set by the controller before xdist starts its workers (they inherit it)."""

STOP_GRACE = 60.0
"""Seconds a stopped process has to end by itself before its group is killed (a loaded machine
shuts a server down in a few seconds; the bound is only for one that never will)."""
READY_WITHIN = 180.0
"""Seconds a started process has to say it is ready (start-up at load 30 took about 20 s)."""

_groups: set[int] = set()
"""The process groups this process started and has not yet seen stopped."""


def session_id() -> str:
    """This test session's id (made once, here or by the controller, and inherited by workers)."""
    if SESSION not in os.environ:
        os.environ[SESSION] = f"{os.getpid()}-{secrets.token_hex(4)}"
    return os.environ[SESSION]


def owner(tag: str = "") -> str:
    """The mark of this worker's processes: ``SESSION:WORKER:`` (``tag`` appended, for a test that
    reaps only its own)."""
    return f"{session_id()}:{os.environ.get('PYTEST_XDIST_WORKER', 'main')}:{tag}"


def start(
    command: list[str],
    *,
    env: Mapping[str, str] | None = None,
    stdout: int | IO[Any] | None = subprocess.PIPE,
    stderr: int | IO[Any] | None = subprocess.PIPE,
    tag: str = "",
    **popen: Any,
) -> subprocess.Popen[str]:
    """Start ``command`` (text mode) in a session of its own, marked as this test session's.

    Stop it with :func:`stop` in a ``finally`` (or use :func:`running`).
    """
    marked = dict(os.environ if env is None else env)
    marked[OWNER] = owner(tag)
    process = subprocess.Popen(
        command, stdout=stdout, stderr=stderr, text=True, env=marked, start_new_session=True, **popen
    )
    _groups.add(process.pid)
    return process


def _exited(process: subprocess.Popen[str]) -> bool:
    """Whether ``process`` has ended, without reaping it (its pid, the group's id, stays taken)."""
    if process.returncode is not None:
        return True
    try:
        return os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:  # reaped elsewhere
        return True


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def stop(process: subprocess.Popen[str], sig: int = signal.SIGINT, grace: float = STOP_GRACE) -> bool:
    """Stop ``process``: send it ``sig``, wait up to ``grace`` seconds for it to end, else kill its
    whole group; then kill what is left of the group (its workers) in any case.

    True when it ended by itself (or had already ended).
    """
    if process.returncode is not None and process.pid not in _groups:
        return True  # stopped before
    by_itself = True
    try:
        if not _exited(process):
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(sig)
            end = time.monotonic() + grace
            while not _exited(process) and time.monotonic() < end:
                time.sleep(0.02)
            by_itself = _exited(process)
    finally:
        _kill_group(process.pid)  # the leader is not reaped yet: the group's id is still ours
        process.wait()
        _groups.discard(process.pid)
        for stream in (process.stdout, process.stderr, process.stdin):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
    return by_itself


@contextlib.contextmanager
def running(
    command: list[str], *, sig: int = signal.SIGINT, grace: float = STOP_GRACE, **start_args: Any
) -> Iterator[subprocess.Popen[str]]:
    """``command`` started with :func:`start`, stopped with :func:`stop` at the end, come what may."""
    process = start(command, **start_args)
    try:
        yield process
    finally:
        if not stop(process, sig, grace):
            warnings.warn(f"{command[:4]} did not stop on {signal.Signals(sig).name}: killed", stacklevel=3)


def run(command: list[str], *, timeout: float = 300.0, **start_args: Any) -> subprocess.CompletedProcess[str]:
    """Run ``command`` to its end like ``subprocess.run(capture_output=True, text=True)``, in a
    group of its own that is killed if it runs past ``timeout`` (then ``TimeoutExpired``)."""
    process = start(command, stdin=subprocess.DEVNULL, **start_args)
    try:
        out, err = process.communicate(timeout=timeout)
    finally:
        stop(process, signal.SIGKILL, grace=0)  # ended: only what it left in its group goes
    return subprocess.CompletedProcess(command, process.returncode, out, err)


def read_line(process: subprocess.Popen[str], within: float = READY_WITHIN) -> str:
    """The next line ``process`` writes to its stdout (a pipe); "" if it ends (or says nothing
    within ``within`` seconds, which only a hung process does)."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], within)
    return process.stdout.readline() if ready else ""


def until(check: Callable[[], bool], what: str, seconds: float = 120.0, every: float = 0.02) -> None:
    """Wait until ``check()`` holds, polling; fail only if it does not within ``seconds`` (a bound
    generous enough that only an event that never comes reaches it)."""
    end = time.monotonic() + seconds
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"not within {seconds} s: {what}")
        time.sleep(every)


async def until_async(check: Callable[[], bool | Awaitable[bool]], what: str, seconds: float = 120.0) -> None:
    """:func:`until` in a coroutine: wait until ``check()`` (or what it awaits) holds, polling
    without blocking the event loop; fail only if it does not within ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        held = check()
        if not isinstance(held, bool):
            held = await held
        if held:
            return
        if time.monotonic() > end:
            raise AssertionError(f"not within {seconds} s: {what}")
        await asyncio.sleep(0.02)


def marked(prefix: str) -> list[int]:
    """The pids of the live processes whose mark starts with ``prefix`` (from ``/proc``)."""
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:  # gone, or not ours to read
            continue
        for variable in environ.split(b"\0"):
            if variable.startswith(f"{OWNER}=".encode()):
                if variable.decode(errors="replace").split("=", 1)[1].startswith(prefix):
                    found.append(int(entry.name))
                break
    return found


def reap(prefix: str | None = None) -> list[int]:
    """Kill (SIGKILL) every process a test started and left: the groups this process started and
    every live process marked with ``prefix``. By default an xdist worker's own, and in the
    controller (or a run without workers) the whole session's, once the workers are done.
    Returns their pids."""
    if prefix is None:
        prefix = owner() if "PYTEST_XDIST_WORKER" in os.environ else f"{session_id()}:"
    left = sorted(_groups)
    for pgid in left:
        _kill_group(pgid)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pgid, os.WNOHANG)
    _groups.clear()
    strays = [pid for pid in marked(prefix) if pid != os.getpid()]
    for pid in strays:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
    return sorted(set(left) | set(strays))


atexit.register(reap)
