"""End-to-end fixtures: the real server (uvicorn, in a thread, restartable on the same port and
database) and the system Chromium driven by Playwright (``executable_path=/usr/bin/chromium``)."""

from __future__ import annotations

import dataclasses
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from playwright.sync_api import expect

from noppa.cli.serve import bind
from noppa.server import ServerConfig, create_app
from tests.processes import until
from tests.server.conftest import server_seeds  # noqa: F401 (autouse: each room's seed from the test's name)
from tests.server.secret_game import registered

CHROMIUM = os.environ.get("NOPPA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


PATIENCE_MS = 60_000
"""How long a browser test waits for what it expects (a page, a bot's move, an answer) before it
fails, in milliseconds: Playwright's own 5 s (``expect``) and 30 s (actions) assume a quick
machine. Each wait ends as soon as the event happens, so only a test that fails waits it out."""
expect.set_options(timeout=PATIENCE_MS)

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
"""The two screens every browser test looks at: a laptop's and a phone's (CSS pixels)."""


def settled(locator: Any) -> None:
    """Wait until the element's own CSS animations have finished (a card that fades in is at rest),
    the event itself rather than a pause a slow machine may outlast."""
    locator.evaluate("element => Promise.all(element.getAnimations().map(a => a.finished)).then(() => true)")


def shoot(page: Any, name: str, *, full_page: bool = False) -> None:
    """Save a screenshot ``NAME.png`` into ``$NOPPA_SHOTS`` when it is set (for people to look at)."""
    folder = os.environ.get("NOPPA_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=full_page)


class LiveServer:
    """``noppa serve`` in a thread: start, stop and start again on the same port and database."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.port = 0
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        sock = bind("127.0.0.1", self.port)
        self.port = sock.getsockname()[1]
        server = uvicorn.Server(
            uvicorn.Config(create_app(self.config), log_level="warning", lifespan="on", ws_max_size=65536)
        )
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        thread.start()
        until(lambda: server.started or not thread.is_alive(), "the server started")
        if not server.started:
            raise RuntimeError("the server did not start")
        self._server, self._thread = server, thread

    def stop(self) -> None:
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        server.should_exit = True
        thread.join(timeout=120)
        self._server = self._thread = None

    def restart(self) -> None:
        self.stop()
        self.start()


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A fresh server over a fresh database, with quick bots."""
    # every browser of the tests comes from this machine's one address: its keys are rated
    # against each other as a club's on one network are (web-RATE-06, ``rate_one_network``)
    server = LiveServer(
        dataclasses.replace(ServerConfig(data_dir=tmp_path), bot_delay=0.05, rate_one_network=True)
    )
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the whole session."""
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip(f"no Chromium at {CHROMIUM}: install the Debian package 'chromium' (./check does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh browser context (its own storage) and page, failing the test on script errors."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(PATIENCE_MS)
    yield page
    context.close()
    assert not errors, errors


@pytest.fixture
def secret_game() -> Iterator[str]:
    """The small test game with secrets, registered for one test."""
    with registered() as game_id:
        yield game_id


@pytest.fixture(scope="session", autouse=True)
def static_build() -> bool:
    """The browser tests play the client as it is served: the static build of the sources as they
    are (made here when they changed since the last build and esbuild is installed; docs/web.md,
    *Static files*), else the sources themselves."""
    from noppa.web.build import ensure_built

    return ensure_built()
