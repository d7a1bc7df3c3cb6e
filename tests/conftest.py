"""Shared test configuration: Hypothesis's profiles, and the reaper of the processes tests start."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from tests import processes

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def pytest_configure(config: pytest.Config) -> None:
    """The session's id, before xdist starts its workers (they inherit it): every process a test
    starts through ``tests/processes.py`` carries it, so the session's end can find it."""
    del config
    processes.session_id()


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every browser test (``e2e``) is ``slow`` too, so the fast tier (``./check --fast``, which
    runs ``-m "not slow"``) leaves them out without a second marker to remember."""
    for item in items:
        if item.get_closest_marker("e2e") is not None:
            item.add_marker(pytest.mark.slow)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Reap every process a test started and left (each worker its own, the controller all)."""
    left = processes.reap()
    if left:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"killed {len(left)} processes the tests left running: {left}")
