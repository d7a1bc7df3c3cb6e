"""Where a server's event loop stalls: loop lag, collector pauses, store commits and checkpoints.

Put this folder first on ``PYTHONPATH`` and name an output file in ``NOPPA_STALL_TRACE``; every
Python process started so (a ``noppa serve`` that ``benchmarks/web_load.py`` starts included)
writes ``FILE.<pid>``:

    NOPPA_STALL_TRACE=/tmp/stalls PYTHONPATH=benchmarks/stall_trace:src \\
        python benchmarks/web_load.py --games 400
    python benchmarks/stall_trace/sitecustomize.py /tmp/stalls.*    # the summary

- ``LAG``: a callback posted to the event loop every 10 ms ran this many ms late (over 50 ms), with
  samples of the loop thread's stack and of the store's threads while it waited;
- ``GC``: every collection, its generation, wall and CPU ms and the thread it ran in (any thread
  holds the interpreter lock while it collects);
- ``COMMIT`` / ``CHECKPOINT``: the store writer's batches over 30 ms (wall and CPU ms, jobs) and
  SQLite checkpoints over 20 ms.

The summary counts the lags over 100 ms and how many overlap a collection, a commit or a
checkpoint. Without ``NOPPA_STALL_TRACE`` (or ``NOPPA_WRITER_TRACE``) this file does nothing. A benchmark
tool, not a test.

``NOPPA_WRITER_TRACE`` (a file name) also starts ``writer_trace.py`` of this folder: the store
writer's commits, jobs a commit and CPU a job, each half second.
"""

from __future__ import annotations

import asyncio
import asyncio.events
import gc
import os
import re
import sys
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any, TextIO

LAG = 0.05
"""Seconds late a loop callback must be to be written down."""


def _stack(frame: FrameType | None, depth: int = 14) -> str:
    names: list[str] = []
    while frame is not None and len(names) < depth:
        code = frame.f_code
        names.append(f"{code.co_name}({os.path.basename(code.co_filename)}:{frame.f_lineno})")
        frame = frame.f_back
    return ";".join(reversed(names))


def _trace(out: TextIO) -> None:
    """Install the collector callback, the loop watcher and the store patches."""
    started = [0.0, 0.0]

    def collected(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0], started[1] = time.perf_counter(), time.thread_time()
            return
        wall, cpu = time.perf_counter() - started[0], time.thread_time() - started[1]
        out.write(
            f"GC {time.time():.3f} gen={info['generation']} ms={wall * 1000:.1f} "
            f"cpu_ms={cpu * 1000:.1f} collected={info['collected']} "
            f"thread={threading.current_thread().name}\n"
        )

    gc.callbacks.append(collected)
    loops: list[asyncio.AbstractEventLoop] = []
    set_running: Callable[[asyncio.AbstractEventLoop | None], None] = asyncio.events._set_running_loop

    def set_running_loop(loop: asyncio.AbstractEventLoop | None) -> None:
        if loop is not None and not loops:
            loops.append(loop)
        set_running(loop)

    asyncio.events._set_running_loop = set_running_loop  # uvloop takes it from here too
    asyncio._set_running_loop = set_running_loop

    def watch() -> None:
        while not loops:
            time.sleep(0.1)
        loop, main = loops[0], threading.main_thread().ident
        while True:
            ran = threading.Event()
            start = time.perf_counter()
            try:
                loop.call_soon_threadsafe(ran.set)
            except RuntimeError:  # the loop closed
                return
            samples = []
            while not ran.wait(0.01):
                if time.perf_counter() - start > LAG:
                    frames = sys._current_frames()
                    stacks = {
                        t.name: _stack(frames.get(t.ident or 0))
                        for t in threading.enumerate()
                        if t.ident == main or "store" in t.name
                    }
                    del frames  # (a frame kept alive keeps its cursor's statement open)
                    samples.append((time.perf_counter() - start, stacks))
            late = time.perf_counter() - start
            if late > LAG:
                out.write(f"LAG {time.time():.3f} ms={late * 1000:.1f}\n")
                for at, stacks in samples[:: max(1, len(samples) // 6)]:
                    for name, stack in stacks.items():
                        out.write(f"  at {at * 1000:.0f} {name}: {stack}\n")
            time.sleep(0.01)

    def patch_store() -> None:
        while getattr(sys.modules.get("noppa.server.store"), "StoreWriter", None) is None:
            time.sleep(0.05)
        writer = sys.modules["noppa.server.store"].StoreWriter
        commit, checkpoint = writer._commit, writer._checkpoint

        def timed_commit(self: Any, batch: list[Any]) -> None:
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                commit(self, batch)
            finally:
                wall = time.perf_counter() - wall
                if wall > 0.03:
                    cpu = time.thread_time() - cpu
                    at, took = f"{time.time():.3f}", f"ms={wall * 1000:.1f} cpu_ms={cpu * 1000:.1f}"
                    out.write(f"COMMIT {at} {took} jobs={len(batch)}\n")

        def timed_checkpoint(self: Any, mode: str) -> None:
            wall = time.perf_counter()
            try:
                checkpoint(self, mode)
            finally:
                wall = time.perf_counter() - wall
                if wall > 0.02:
                    out.write(f"CHECKPOINT {time.time():.3f} ms={wall * 1000:.1f} {mode}\n")

        writer._commit, writer._checkpoint = timed_commit, timed_checkpoint

    threading.Thread(target=watch, name="stall-trace-loop", daemon=True).start()
    threading.Thread(target=patch_store, name="stall-trace-patch", daemon=True).start()


def summary(path: str) -> str:
    """The lags over 100 ms of one trace, and how many overlap each kind of pause."""
    spans: dict[str, list[tuple[float, float]]] = {"GC": [], "COMMIT": [], "CHECKPOINT": []}
    lags: list[tuple[float, float]] = []
    what = "a process"
    with open(path, encoding="utf-8") as trace:
        for line in trace:
            if line.startswith("ARGV"):
                what = "a noppa server" if "'serve'" in line else "a client or tool"
            found = re.match(r"(LAG|GC|COMMIT|CHECKPOINT) (\S+) .*?ms=([\d.]+)(?: cpu_ms=([\d.]+))?", line)
            if found is None:
                continue
            kind, end, wall = found[1], float(found[2]), float(found[3]) / 1000
            if kind == "GC" and float(found[4] or 0) < 5:
                continue  # a collection of under 5 ms of CPU does not make a 100 ms lag
            (lags if kind == "LAG" else spans[kind]).append((end - wall, end))
    long = [(start, end) for start, end in lags if end - start > 0.1]
    if not long:
        return f"{path} ({what}): no lag over 100 ms"
    worst = max(end - start for start, end in long) * 1000
    parts = [f"{path} ({what}): {len(long)} lags over 100 ms (the longest {worst:.0f} ms)"]
    for kind, pauses in spans.items():
        overlapping = sum(1 for s, e in long if any(ps < e and pe > s for ps, pe in pauses))
        parts.append(f"{overlapping} overlap a {kind}")
    return "; ".join(parts)


_OUT = os.environ.get("NOPPA_STALL_TRACE")
if _OUT and __name__ != "__main__":
    _file = open(f"{_OUT}.{os.getpid()}", "a", buffering=1, encoding="utf-8")  # noqa: SIM115 (the process's life)
    _file.write(f"ARGV {sys.argv}\n")
    _trace(_file)

_WRITER_OUT = os.environ.get("NOPPA_WRITER_TRACE")
if _WRITER_OUT and __name__ != "__main__":  # the store writer's counts (writer_trace.py, beside this)
    import writer_trace

    writer_trace.start(_WRITER_OUT)

if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(summary(name))
