"""Invitation links come from the configuration, never from the request's ``Host`` (web-LINK-01):
``--public-url``, else the address the server listens on. Before, a request with a forged ``Host``
got links to any site, with the seat tokens in them."""

from __future__ import annotations

from pathlib import Path

import httpx2 as httpx
import pytest

from tests.server.processes import serve, serving

pytestmark = pytest.mark.rule("web-LINK-01")

REMOTE = {
    "game": "dungeon-dice",
    "players": 2,
    "seats": [{"kind": "human", "local": True}, {"kind": "human"}],
}
FORGED = {"host": "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https"}


def links_of(base: str) -> list[str]:
    made = httpx.post(f"{base}/api/rooms", json=REMOTE, headers=FORGED, timeout=20).json()
    room, host = made["room"]["id"], made["host_token"]
    again = httpx.get(
        f"{base}/api/rooms/{room}/invites", headers={**FORGED, "authorization": f"Bearer {host}"}, timeout=20
    ).json()
    player = httpx.post(f"{base}/api/players", json={"name": "Anna"}, headers=FORGED, timeout=20).json()
    links = made["links"]
    return [
        links["seats"]["1"]["url"],
        links["spectator"],
        links["play"],
        again["seats"]["1"]["url"],
        again["spectator"],
        player["link"],
    ]


def test_a_forged_host_gets_links_to_the_address_the_server_listens_on(tmp_path: Path) -> None:
    with serving(serve(tmp_path, "--quiet")) as server:
        links = links_of(server.base)
    assert all(link.startswith(server.base + "/") for link in links), links


def test_a_forged_host_gets_links_to_the_public_url(tmp_path: Path) -> None:
    with serving(serve(tmp_path, "--quiet", "--public-url", "https://noppa.example/")) as server:
        links = links_of(server.base)
    assert all(link.startswith("https://noppa.example/") for link in links), links
