"""Where the games of a simulation run: in this process, in worker processes, or on a Ray cluster.

Every backend plays the same :func:`~noppa.sim.runner.play_batch` on batches of game indices and
yields the results as they come; :func:`run` puts them back in index order. Since each game's seeds
depend only on the run seed and its index, the records are the same on every backend and for any
number of workers. Batches grow or shrink so that each takes about half a second: quick games
travel in large batches (less overhead), slow ones one by one (a smooth progress bar).
"""

from __future__ import annotations

import heapq
import logging
import os
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from noppa.extras import install_command
from noppa.sim.runner import GameResult, SimulationSpec, play_batch
from noppa.tuning import load_and_tune

TARGET_BATCH_SECONDS = 0.5
MAX_BATCH = 500
BACKENDS = ("local", "ray")


class BatchPlanner:
    """Hands out game indices in batches sized from the time games have taken so far."""

    def __init__(self, games: int, workers: int) -> None:
        self.next = 0
        self.games = games
        self.workers = max(1, workers)
        self.played = 0
        self.seconds = 0.0

    def record(self, results: list[GameResult]) -> None:
        """Learn from finished games."""
        self.played += len(results)
        self.seconds += sum(result.seconds for result in results)

    def take(self) -> list[int]:
        """The next batch of indices (empty when every game is handed out)."""
        if self.next >= self.games:
            return []
        if self.played == 0:
            size = 1
        else:
            per_game = max(self.seconds / self.played, 1e-6)
            size = int(TARGET_BATCH_SECONDS / per_game)
        left = self.games - self.next
        # never more than a fair share of what is left, so the workers finish together
        size = max(1, min(size, MAX_BATCH, -(-left // (2 * self.workers))))
        batch = list(range(self.next, self.next + size))
        self.next += size
        return batch


def default_workers() -> int:
    """As many workers as this process may use cores."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def run_local(spec: SimulationSpec, workers: int) -> Iterator[GameResult]:
    """Play in this process (``workers == 1``) or in ``workers`` spawned processes; any order."""
    data = spec.to_json()
    if workers <= 1:
        for index in range(spec.games):
            yield from play_batch(data, [index])
        return
    import multiprocessing

    planner = BatchPlanner(spec.games, workers)
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=load_and_tune) as pool:
        pending: set[Future[list[GameResult]]] = set()

        def fill() -> None:
            while len(pending) < 2 * workers:
                batch = planner.take()
                if not batch:
                    return
                pending.add(pool.submit(play_batch, data, batch))

        fill()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                pending.discard(future)
                results = future.result()
                planner.record(results)
                yield from results
            fill()


def run_ray(spec: SimulationSpec, workers: int | None, address: str | None) -> Iterator[GameResult]:
    """Play on a Ray cluster: ``address`` of a running one, or a local one with ``workers`` CPUs.

    Every node needs noppa installed (the same version), and the modules of any ``python:`` bots
    (they travel by name): a local Ray this function starts gets the current folder and
    ``PYTHONPATH`` on its workers' path, as the local backend's processes have. Ray is imported
    only here. A cluster this function started is shut down at the end; one it joined is left
    running (it only disconnects).
    """
    try:
        import ray
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise RuntimeError(f"the ray backend needs Ray: {install_command('ray')}") from error
    started_here = not ray.is_initialized()
    if started_here:
        if address:
            ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
        else:
            path = os.pathsep.join(p for p in (os.getcwd(), os.environ.get("PYTHONPATH", "")) if p)
            ray.init(
                num_cpus=workers or default_workers(),
                runtime_env={"env_vars": {"PYTHONPATH": path}},
                include_dashboard=False,
                log_to_driver=False,
                logging_level=logging.ERROR,
            )
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))  # type: ignore[no-untyped-call]
        remote = ray.remote(num_cpus=1)(play_batch)
        data = ray.put(spec.to_json())
        planner = BatchPlanner(spec.games, cpus)
        pending: list[Any] = []

        def fill() -> None:
            while len(pending) < 2 * cpus:
                batch = planner.take()
                if not batch:
                    return
                pending.append(remote.remote(data, batch))

        fill()
        while pending:
            done, rest = ray.wait(pending, num_returns=1)
            pending[:] = rest
            for ref in done:
                results: list[GameResult] = ray.get(ref)
                planner.record(results)
                yield from results
            fill()
    finally:
        if started_here:
            ray.shutdown()


def run(
    spec: SimulationSpec,
    *,
    backend: str = "local",
    workers: int | None = None,
    address: str | None = None,
    progress: Callable[[GameResult], None] | None = None,
) -> Iterator[GameResult]:
    """Every game of ``spec`` (checked first), in index order, on ``backend``.

    ``progress`` is called for each game as it finishes (in any order), before it is yielded.
    """
    spec = spec.checked()
    if backend == "local":
        results = run_local(spec, workers or default_workers())
    elif backend == "ray":
        results = run_ray(spec, workers, address)
    else:
        raise ValueError(f"backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    waiting: list[tuple[int, int, GameResult]] = []
    next_index = 0
    for result in results:
        if progress is not None:
            progress(result)
        heapq.heappush(waiting, (result.index, id(result), result))
        while waiting and waiting[0][0] == next_index:
            yield heapq.heappop(waiting)[2]
            next_index += 1
    while waiting:
        yield heapq.heappop(waiting)[2]
