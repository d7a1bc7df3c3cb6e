"""Two source trees playing the same seeded games in turn: the alternating runs a speed script's
``--against`` makes (``rb_speed.py``, ``kk_speed.py``).

The script is run with ``--json`` under each tree's ``src`` in a fresh process, the trees taking
turns round by round, and prints what its ``play`` answered: ``steps``, ``cpu`` (seconds of the
process's own CPU time), ``seconds`` (wall) and ``digest`` (of every event log: equal digests mean
the same games). The median and best rates of each tree and their ratios close the report (the
median is the figure to report: one lucky round moves the best).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path


def run_under(script: str, src: str, arguments: list[str]) -> dict[str, float | str]:
    """``script --json ARGUMENTS`` in a fresh process with ``src`` first on the path: its figures."""
    command = [sys.executable, script, "--json", *arguments]
    env = {**os.environ, "PYTHONPATH": src}
    out = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout
    result: dict[str, float | str] = json.loads(out)
    return result


def compare(script: str, before: str, arguments: list[str], rounds: int) -> None:
    """Print ``rounds`` alternating runs of ``script`` under ``before`` and under this tree."""
    here = str(Path(__file__).resolve().parent.parent / "src")
    rates: dict[str, list[float]] = {"before": [], "after": []}
    for round_number in range(1, rounds + 1):
        for name, src in (("before", before), ("after", here)):
            result = run_under(script, src, arguments)
            rate = float(result["steps"]) / float(result["cpu"])
            wall = float(result["steps"]) / float(result["seconds"])
            rates[name].append(rate)
            print(
                f"round {round_number} {name:6} {result['steps']} steps in {float(result['cpu']):.2f} CPU-s: "
                f"{rate:.0f} steps/CPU-s ({wall:.0f} wall), digest {result['digest']}"
            )
    for label, pick in (("median", statistics.median), ("best", max)):
        slow, fast = pick(rates["before"]), pick(rates["after"])
        print(f"{label}: before {slow:.0f}, after {fast:.0f} steps/CPU-s, {fast / slow:.2f}×")
