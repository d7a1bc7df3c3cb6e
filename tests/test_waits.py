"""No server or browser test waits for a fixed time to pass (docs/architecture.md, *Tests*).

A pause that a slow machine outlasts makes a test flaky, or makes a check that something did not
happen pass before it could have happened. A test waits instead for the event itself: a message
(``receive_until``), a state (``tests.processes.until``, ``until_async``, ``finished``), a
process's line (``read_line``), the server's injected clock (``FakeTime``, ``weighed``,
``settled`` in tests/server/conftest.py), or Playwright's ``expect``. This test reads every module
of tests/server and tests/e2e and fails on a wall-clock sleep there: ``time.sleep``,
``asyncio.sleep`` of anything but ``0`` (which only yields to the event loop), a bare ``sleep``,
and Playwright's ``wait_for_timeout``. The polling helpers with a deadline are listed below.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SCANNED = ("server", "e2e")

ALLOWED = {
    ("server/test_cluster.py", "eventually"): "a polling helper with a deadline, as tests.processes.until",
    (
        "server/test_cluster_scale.py",
        "test_a_cluster_over_20000_running_rooms_plays_on_and_fails_over",
    ): "a window "
    "of time to count PostgreSQL's reads in: the rate over it is what the test bounds from above, and a "
    "slower machine only reads less",
    ("server/test_cluster.py", "person"): "the simulated browser's pause before it reconnects "
    "(behaviour of the client under test, bounded by the test's own deadline), not a wait for an event",
}
"""(module, function) → why a sleep there is not a wait for a time to pass."""

SLEEPS = {"sleep", "wait_for_timeout"}


def _yields_only(call: ast.Call) -> bool:
    """``asyncio.sleep(0)``: gives the event loop a turn, waits for no time."""
    return len(call.args) == 1 and isinstance(call.args[0], ast.Constant) and call.args[0].value == 0


def sleeps(source: str) -> list[tuple[int, str]]:
    """The wall-clock sleeps of a module: (line, enclosing function) of each."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                func = child.func
                name = getattr(func, "attr", None) or getattr(func, "id", "")
                if name in SLEEPS and not _yields_only(child):
                    found.append((child.lineno, function))
            visit(child, function)

    visit(ast.parse(source), "<module>")
    return found


def test_no_server_or_browser_test_sleeps_for_a_time() -> None:
    offending = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            module = path.relative_to(ROOT).as_posix()
            for line, function in sleeps(path.read_text()):
                if (module, function) not in ALLOWED:
                    offending.append(f"tests/{module}:{line} in {function}()")
    assert not offending, "wait for the event, not for a time to pass:\n" + "\n".join(offending)


def test_the_check_finds_each_kind_of_sleep_and_lets_a_yield_pass() -> None:
    source = """
import asyncio, time
from time import sleep
def a():
    time.sleep(0.2)
async def b():
    await asyncio.sleep(0)
    await asyncio.sleep(0.5)
def c(page):
    page.wait_for_timeout(500)
    sleep(1)
"""
    assert sleeps(source) == [(5, "a"), (8, "b"), (10, "c"), (11, "c")]


def test_every_allowed_sleep_is_still_there() -> None:
    """An entry of ALLOWED whose sleep is gone is removed, so the list does not grow stale."""
    present = {
        (path.relative_to(ROOT).as_posix(), function)
        for folder in SCANNED
        for path in (ROOT / folder).rglob("*.py")
        for _, function in sleeps(path.read_text())
    }
    assert set(ALLOWED) <= present
