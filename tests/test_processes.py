"""The processes tests start are stopped for sure (``tests/processes.py``): one that ignores the
stop signal is killed with its whole group, and whatever a test leaves running is reaped at the
end of the session, also a grandchild that left the group and also under xdist workers."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests import processes

STUBBORN = """
import os, signal, subprocess, sys, time
signal.signal(signal.SIGINT, signal.SIG_IGN)
signal.signal(signal.SIGTERM, signal.SIG_IGN)
worker = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
print(worker.pid, flush=True)
time.sleep(600)
"""
"""A process that ignores SIGINT and SIGTERM, with a worker of its own; says the worker's pid."""

RUNAWAY = """
import subprocess, sys
escaped = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], start_new_session=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(escaped.pid, flush=True)
"""
"""A process that starts a grandchild in a session of its own, says its pid and ends."""


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by its parent, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_process_that_ignores_the_signal_is_killed_with_its_workers() -> None:
    process = processes.start([sys.executable, "-c", STUBBORN])
    worker = int(processes.read_line(process))  # it ignores SIGINT from here on
    assert not processes.stop(process, signal.SIGINT, grace=0.5)  # it would never stop by itself
    assert process.returncode == -signal.SIGKILL
    processes.until(lambda: not alive(worker), "the worker was killed with its group")


def test_running_stops_the_process_whatever_the_test_does() -> None:
    with (
        pytest.raises(RuntimeError),
        pytest.warns(UserWarning, match="did not stop on SIGINT: killed"),
        processes.running([sys.executable, "-c", STUBBORN], grace=0.5) as process,
    ):
        worker = int(processes.read_line(process))
        raise RuntimeError("the test failed")
    assert process.returncode == -signal.SIGKILL
    processes.until(lambda: not alive(worker), "the worker was killed with its group")


def test_a_command_that_runs_too_long_is_killed() -> None:
    with pytest.raises(subprocess.TimeoutExpired):
        processes.run([sys.executable, "-c", STUBBORN], timeout=1)
    assert processes.run([sys.executable, "-c", "print('done')"]).stdout == "done\n"


def test_the_reaper_kills_what_a_test_left_even_outside_its_group() -> None:
    tag = secrets.token_hex(4)
    left = processes.start([sys.executable, "-c", STUBBORN], tag=tag)
    worker = int(processes.read_line(left))
    runaway = processes.run([sys.executable, "-c", RUNAWAY], tag=tag)
    escaped = int(runaway.stdout)  # in a session of its own, but marked as ours
    assert alive(escaped) and alive(worker) and left.poll() is None
    reaped = processes.reap(processes.owner(tag))
    assert left.pid in reaped and escaped in reaped
    left.wait()
    processes.until(lambda: not alive(escaped) and not alive(worker), "the reaper killed them all")


LEAKY_TEST = """
import sys
from tests import processes

def test_leaves_a_process_running():
    left = processes.start([sys.executable, "-c", "import time; time.sleep(600)"], stdout=None, stderr=None)
    with open({pids!r}, "a") as out:
        print(left.pid, file=out)
"""


@pytest.mark.parametrize("workers", ["0", "2"])
def test_the_session_reaps_what_its_tests_left(tmp_path: Path, workers: str) -> None:
    """A pytest run (on xdist workers or not) whose test leaves a process: none outlives the run."""
    pids = tmp_path / "pids"
    (tmp_path / "test_leaky.py").write_text(LEAKY_TEST.format(pids=str(pids)))
    root = Path(__file__).parent.parent
    env = {k: v for k, v in os.environ.items() if k not in (processes.SESSION, "PYTEST_XDIST_WORKER")}
    env["PYTHONPATH"] = os.pathsep.join([str(root / "src"), str(root)])
    done = processes.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "tests.conftest", "-p", "no:cacheprovider",
         "-n", workers, "--rootdir", str(tmp_path), str(tmp_path / "test_leaky.py")],
        env=env,
        cwd=root,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    left = int(pids.read_text())
    if workers == "0":  # (a worker's report does not reach the controller's terminal)
        assert "killed 1 processes the tests left running" in done.stdout
    assert not alive(left)
