"""How long a SQLite commit takes when the write-ahead log is checkpointed inside it, or beside it.

noppa's store writer commits every move; by default SQLite checkpoints (copies the log into the
database and syncs it) inside the commit that fills the log past 1,000 pages, and every move in
flight waits for that commit. ``StoreWriter`` turns that off and checkpoints from a thread of its
own every second. This prints the commit times of both ways for small transactions like a batch
of moves (four rows of 3 KB), in a temporary folder.

    python benchmarks/sqlite_checkpoint.py --commits 6000

A benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import sqlite3
import tempfile
import threading
import time
from pathlib import Path


def commit_times(path: Path, in_commit: bool, commits: int) -> list[float]:
    """Seconds of each commit, the checkpoints ``in_commit`` (SQLite's default) or beside it."""
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE moves (room TEXT, n INT, snapshot TEXT)")
    stop = threading.Event()

    def checkpoints() -> None:
        other = sqlite3.connect(path, isolation_level=None)
        while not stop.wait(1.0):
            other.execute("PRAGMA wal_checkpoint(PASSIVE)")
        other.close()

    beside = None
    if not in_commit:
        db.execute("PRAGMA wal_autocheckpoint=0")
        beside = threading.Thread(target=checkpoints)
        beside.start()
    row = "x" * 3000
    times = []
    for number in range(commits):
        started = time.perf_counter()
        db.execute("BEGIN")
        db.executemany("INSERT INTO moves VALUES (?, ?, ?)", [(str(number), n, row) for n in range(4)])
        db.execute("COMMIT")
        times.append(time.perf_counter() - started)
    stop.set()
    if beside is not None:
        beside.join()
    db.close()
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--commits", type=int, default=6000, help="commits each way (6000)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="noppa-checkpoint-") as folder:
        for in_commit in (True, False):
            name = "in the commit (SQLite's default)" if in_commit else "beside it (noppa's writer)"
            times = commit_times(Path(folder) / f"{in_commit}.sqlite", in_commit, args.commits)
            n = len(times)
            print(
                f"checkpoints {name:34} p50 {times[n // 2] * 1000:.2f} ms, "
                f"p99.9 {times[int(n * 0.999)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
            )


if __name__ == "__main__":
    main()
