"""Driving terminal play from tests: a console that records, and scripted answers to its prompts."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Callable, Iterable

from rich.console import Console


def console(width: int = 110) -> tuple[Console, io.StringIO]:
    """A plain (uncoloured) console of ``width`` columns and the buffer it writes to."""
    out = io.StringIO()
    return Console(file=out, width=width, force_terminal=False, color_system=None), out


def feeder(lines: Iterable[str], *, then: str | None = None) -> Callable[[str], str]:
    """Answers prompts with ``lines``, then ``then`` forever (or EOF)."""
    queue = list(lines)

    def ask(prompt: str) -> str:
        if queue:
            return queue.pop(0)
        if then is None:
            raise EOFError
        return then

    return ask


def noppa_process(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The real ``noppa`` command run to its end in a child process (its output captured; stopped
    for sure by :func:`tests.processes.run`)."""
    from tests.processes import run

    return run([sys.executable, "-m", "noppa.cli.main", *argv], timeout=timeout)
