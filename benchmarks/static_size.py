"""What a room page costs a browser to load: script requests and bytes on the wire (issue 26 goal 5).

Loads a room page of each game in headless Chromium (the system one, through Playwright) from a
server in this process, three ways, each with an empty cache:

- ``before``: the ES modules one by one from ``/static/`` and nothing compressed (the server
  before the static build: the browser is made to ask for ``identity``);
- ``sources``: the same modules, gzipped on the fly (a checkout without Node.js);
- ``built``: the build (``python -m noppa.web.build``): one module and one stylesheet under hashed
  names, the brotli copies.

and prints, per game and way, the script requests, all requests of the page's own files (scripts,
stylesheet, icon, page) and their bytes as sent (Content-Length of the encoded body), then the same
page loaded again (the cache warm: what is still fetched). ``--quick``: Dungeon Dice only.

Usage: python benchmarks/static_size.py [--quick]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx2 as httpx
import uvicorn

from noppa.cli.serve import bind
from noppa.server import ServerConfig, create_app
from noppa.server.assets import Assets
from noppa.web.build import BUNDLE, ensure_built

CHROMIUM = "/usr/bin/chromium"
GAMES = ["dungeon-dice", "key-to-the-kingdom", "runebound"]


@contextmanager
def serving(assets: Assets, data_dir: Path) -> Iterator[str]:
    """A server in a thread over ``data_dir``; its address."""
    sock = bind("127.0.0.1", 0)
    config = ServerConfig(data_dir=data_dir)
    server = uvicorn.Server(
        uvicorn.Config(create_app(config, assets=assets), log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the server did not start")
        thread.join(0.05)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=60)


def measure(browser: Any, url: str, *, identity: bool) -> dict[str, list[tuple[str, int]]]:
    """Load ``url`` twice in a fresh context; per load the page's own files: (type, bytes sent)."""
    headers = {"accept-encoding": "identity"} if identity else {}
    context = browser.new_context(extra_http_headers=headers)
    loads: dict[str, list[tuple[str, int]]] = {}
    try:
        page = context.new_page()
        for load in ("cold", "warm"):
            seen: list[tuple[str, int]] = []

            def done(request: Any, seen: list[tuple[str, int]] = seen) -> None:
                if "/api/" in request.url or request.url.startswith("ws"):
                    return
                response = request.response()
                status = response.status if response else 0
                size = int(response.headers.get("content-length", "0")) if response and status == 200 else 0
                seen.append((request.resource_type, size))

            page.on("requestfinished", done)
            page.goto(url)
            page.wait_for_selector(".turn-banner, .board svg, .actions button", timeout=60_000)
            page.wait_for_load_state("networkidle")
            page.remove_listener("requestfinished", done)
            loads[load] = seen
    finally:
        context.close()
    return loads


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="Dungeon Dice only")
    args = parser.parse_args()
    if not ensure_built():
        print("no esbuild: run `npm ci` first (the built figures need the build)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    games = GAMES[:1] if args.quick else GAMES
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        ways = [
            ("before", Assets(bundle=Path(tmp) / "none"), True),
            ("sources", Assets(bundle=Path(tmp) / "none"), False),
            ("built", Assets(bundle=BUNDLE), False),
        ]
        print(f"{'game':<20} {'way':<8} {'scripts':>7} {'requests':>8} {'bytes':>9}   warm: requests bytes")
        for game in games:
            for way, assets, identity in ways:
                with serving(assets, Path(tmp) / way / game) as url:
                    seats = [{"kind": "human", "local": True}, {"kind": "bot"}]
                    body = {"game": game, "players": 2, "seed": 1, "seats": seats}
                    room = httpx.post(f"{url}/api/rooms", json=body, timeout=60).json()
                    loads = measure(browser, room["links"]["play"], identity=identity)
                cold, warm = loads["cold"], loads["warm"]
                scripts = sum(1 for kind, _ in cold if kind == "script")
                print(
                    f"{game:<20} {way:<8} {scripts:>7} {len(cold):>8} {sum(size for _, size in cold):>9,}"
                    f"   {sum(1 for _, size in warm if size):>5} {sum(size for _, size in warm):>8,}"
                )
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
