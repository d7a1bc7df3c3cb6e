"""What a server's store writer does under load: commits, jobs a commit, its thread's CPU a job.

Put this folder first on ``PYTHONPATH`` and name an output file in ``NOPPA_WRITER_TRACE``: its
``sitecustomize`` imports this module, and a ``noppa serve`` started so (the one
``benchmarks/web_load.py`` starts included) writes
``FILE.<pid>``, a line every half second: the time, the writer's commits, jobs and group-commit
waits so far (web-STORE-03), the CPU seconds of the writer's thread, of the loop's (main) thread
and of the whole process, and the writer thread's CPU inside its commits. ``NOPPA_GROUP_WINDOW``
(seconds) replaces ``store.GROUP_WINDOW`` in that server, to compare windows in one tree.

    NOPPA_WRITER_TRACE=/tmp/writer PYTHONPATH=benchmarks/stall_trace:src \\
        python benchmarks/web_load.py --games 200 --seconds 20 --warmup 5
    python benchmarks/stall_trace/writer_trace.py /tmp/writer.* --start 8 --end 24

The summary covers the trace's seconds ``--start`` to ``--end`` after the server's start (the
load's measured window): commits and jobs a second, jobs a commit, waits, and the writer thread's,
its commits' and the main thread's CPU per job (a job is a move but for a few: a room made, a seat
taken, a rating settled). Without ``NOPPA_WRITER_TRACE`` this file does nothing. A benchmark tool,
not a test.
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
import threading
import time
from collections.abc import Sequence
from types import ModuleType
from typing import Any

_COUNTS = {"commits": 0, "jobs": 0, "in_commits": 0.0}
_WRITER: list[int] = []
"""The writer thread's native id, once it runs."""
_LIVE: list[Any] = []
"""The store writers running (their ``waits``)."""


def _thread_cpu(tid: int) -> float:
    """CPU seconds (user and system) of one thread of this process."""
    try:
        with open(f"/proc/self/task/{tid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _patch(store: ModuleType) -> None:
    writer = store.StoreWriter
    window = os.environ.get("NOPPA_GROUP_WINDOW")
    defaults = writer.__init__.__kwdefaults__ or {}
    if window is not None and "window" in defaults:
        defaults["window"] = float(window)
    run, commit = writer._run, writer._commit

    def traced_run(self: Any) -> None:
        _WRITER.append(threading.get_native_id())
        _LIVE.append(self)
        run(self)

    def traced_commit(self: Any, batch: list[Any]) -> None:
        _COUNTS["commits"] += 1
        _COUNTS["jobs"] += len(batch)
        cpu = time.thread_time()
        try:
            commit(self, batch)
        finally:
            _COUNTS["in_commits"] += time.thread_time() - cpu

    writer._run, writer._commit = traced_run, traced_commit


class _Finder(importlib.abc.MetaPathFinder):
    """Patches ``noppa.server.store`` as it is imported (before any writer starts)."""

    def find_spec(self, name: str, path: Sequence[str] | None, target: ModuleType | None = None) -> Any:
        if name != "noppa.server.store":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return spec
        loader = spec.loader
        execute = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            execute(module)
            _patch(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _write(path: str) -> None:
    main = threading.main_thread().native_id or 0
    with open(path, "a", buffering=1, encoding="ascii") as out:
        while True:
            time.sleep(0.5)
            writer = _thread_cpu(_WRITER[0]) if _WRITER else 0.0
            waits = sum(getattr(w, "waits", 0) for w in _LIVE)
            times = os.times()
            out.write(
                f"{time.time():.3f} {_COUNTS['commits']} {_COUNTS['jobs']} {waits} {writer:.2f} "
                f"{_thread_cpu(main):.2f} {times.user + times.system:.2f} {_COUNTS['in_commits']:.4f}\n"
            )


def summary(path: str, start: float, end: float) -> str:
    """Rates and CPU per job over seconds ``start`` to ``end`` of one trace."""
    with open(path, encoding="ascii") as trace:
        rows = [[float(x) for x in line.split()] for line in trace if line.strip()]
    if len(rows) < 3:
        return f"{path}: too short"
    first = rows[0][0]
    a = min(rows, key=lambda r: abs(r[0] - first - start))
    b = min(rows, key=lambda r: abs(r[0] - first - end))
    seconds = b[0] - a[0]
    commits, jobs, waits = b[1] - a[1], b[2] - a[2], b[3] - a[3]
    writer, main, process, in_commits = b[4] - a[4], b[5] - a[5], b[6] - a[6], b[7] - a[7]
    per = 1000 / max(jobs, 1)
    return (
        f"{path}: {seconds:.1f} s, {commits / seconds:.0f} commits/s, {jobs / seconds:.0f} jobs/s, "
        f"{jobs / max(commits, 1):.2f} jobs a commit, {waits / max(commits, 1):.0%} waited a window; "
        f"ms of CPU a job: writer thread {writer * per:.3f} (in commits {in_commits * per:.3f}), "
        f"main thread {main * per:.3f}, process {process * per:.3f}"
    )


def start(out: str) -> None:
    """Trace this process if it is a ``noppa serve`` (called by ``sitecustomize``)."""
    if "serve" in sys.argv:
        sys.meta_path.insert(0, _Finder())
        threading.Thread(
            target=_write, args=(f"{out}.{os.getpid()}",), name="writer-trace", daemon=True
        ).start()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("traces", nargs="+")
    parser.add_argument("--start", type=float, default=8.0, help="seconds after the server's start (8)")
    parser.add_argument("--end", type=float, default=24.0, help="seconds after the server's start (24)")
    arguments = parser.parse_args()
    for name in arguments.traces:
        print(summary(name, arguments.start, arguments.end))
