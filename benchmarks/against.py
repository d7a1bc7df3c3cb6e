"""Two source trees playing the same seeded games in turn: the alternating runs a speed script's
``--against`` makes (``rb_speed.py``, ``kk_speed.py``).

The script is run with ``--json`` under each tree's ``src`` in a fresh process, the trees taking
turns round by round, and prints what its ``play`` answered: ``steps``, ``cpu`` (seconds of the
process's own CPU time), ``seconds`` (wall) and ``digest`` (of every event log: equal digests mean
the same games). The median and best rates of each tree and their ratios close the report (the
median is the figure to report: one lucky round moves the best). :func:`playouts` is the timed
loop of random games both scripts' ``play`` runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


def playouts(new_state: Callable[[int], Any], seeds: Iterable[int], clone: bool) -> dict[str, float | str]:
    """Play a random game from ``new_state(seed)`` for each seed (each action drawn by a
    ``random.Random(seed)``, the state cloned before every step with ``clone``): the steps, the
    seconds and CPU seconds they took (the state's making included), and the digest of every log."""
    steps = 0
    digest = hashlib.sha256()
    seconds = cpu = 0.0
    for seed in seeds:
        start = time.perf_counter()
        start_cpu = time.process_time()
        state = new_state(seed)
        rng = random.Random(seed)
        while state.to_act is not None:
            if clone:
                state = state.clone()
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            steps += 1
        seconds += time.perf_counter() - start
        cpu += time.process_time() - start_cpu
        digest.update(state.events_digest().encode())  # outside the timing: proof, not play
    return {"steps": steps, "seconds": seconds, "cpu": cpu, "digest": digest.hexdigest()[:16]}


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
