"""A room page loads its scripts in at most five requests, from the static build, compressed
(issue 26 goal 5; docs/web.md, *Static files*)."""

from __future__ import annotations

import os
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa.web.build import find_esbuild
from tests.e2e.conftest import LiveServer

pytestmark = pytest.mark.e2e


@pytest.mark.rule("web-STATIC-01")
@pytest.mark.parametrize("game", ["dungeon-dice", "key-to-the-kingdom", "runebound"])
def test_a_room_page_loads_at_most_five_scripts_compressed(
    live_server: LiveServer, page: Any, static_build: bool, game: str
) -> None:
    if not static_build:
        if os.environ.get("CI") or find_esbuild() is not None:
            pytest.fail("the static build could not be made")
        pytest.skip("no esbuild here: run `npm ci` in the repository")
    scripts: list[Any] = []
    page.on(
        "requestfinished",
        lambda request: scripts.append(request) if request.resource_type == "script" else None,
    )
    seats = [{"kind": "human", "local": True}, {"kind": "bot"}]
    response = httpx.post(
        f"{live_server.url}/api/rooms", json={"game": game, "players": 2, "seats": seats}, timeout=60
    )
    assert response.status_code == 201, response.text
    page.goto(response.json()["links"]["play"])
    expect(page.locator(".turn-banner")).to_be_visible()
    expect(page.locator(".board svg").first).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert 1 <= len(scripts) <= 5, [request.url for request in scripts]
    for request in scripts:
        assert "/assets/" in request.url
        headers = request.response().all_headers()
        assert headers["content-encoding"] == "br"
        assert headers["cache-control"] == "public, max-age=31536000, immutable"
