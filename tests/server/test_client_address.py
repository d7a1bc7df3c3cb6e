"""Whose limits a request counts against (web-ADDR-01): the address that connected, unless that is a
proxy named by ``--forwarded-allow-ips``; then the client its ``X-Forwarded-For`` names.

Before, uvicorn trusted ``X-Forwarded-For`` from any loopback peer, so a process on the server's
machine could name a new address with every request and escape every per-client limit."""

from __future__ import annotations

from pathlib import Path

import httpx2 as httpx
import pytest
from starlette.requests import Request

from noppa.server.limits import client_address, trusted_proxies
from noppa.server.players import PLAYERS_PER_MINUTE
from tests.server.processes import serve, serving

pytestmark = pytest.mark.rule("web-ADDR-01")


def request_from(peer: str, *forwarded: str) -> Request:
    headers = [(b"x-forwarded-for", value.encode()) for value in forwarded]
    return Request({"type": "http", "method": "GET", "path": "/", "headers": headers, "client": (peer, 5000)})


@pytest.mark.parametrize(
    ("peer", "forwarded", "allowed", "client"),
    [
        ("127.0.0.1", ["10.1.1.1"], (), "127.0.0.1"),  # none trusted by default, loopback included
        ("203.0.113.9", ["10.1.1.1"], ("127.0.0.1",), "203.0.113.9"),  # not a named proxy
        ("127.0.0.1", ["10.1.1.1"], ("127.0.0.1",), "10.1.1.1"),
        ("127.0.0.1", [], ("127.0.0.1",), "127.0.0.1"),
        # a client's own X-Forwarded-For comes first; the proxy appends what it saw: read from the right
        ("127.0.0.1", ["6.6.6.6, 10.1.1.1"], ("127.0.0.1",), "10.1.1.1"),
        ("127.0.0.1", ["6.6.6.6", "10.1.1.1"], ("127.0.0.1",), "10.1.1.1"),
        # two trusted proxies in a row, named as a network
        ("10.0.0.2", ["198.51.100.7, 10.0.0.3"], ("10.0.0.0/8",), "198.51.100.7"),
        ("10.0.0.2", ["not-an-address, 10.0.0.3"], ("10.0.0.0/8",), "10.0.0.3"),
        ("::1", ["2001:db8::5"], ("::1",), "2001:db8::5"),
        ("192.0.2.1", ["198.51.100.7"], ("*",), "198.51.100.7"),
    ],
)
def test_the_client_address_trusts_only_the_named_proxies(
    peer: str, forwarded: list[str], allowed: tuple[str, ...], client: str
) -> None:
    assert client_address(request_from(peer, *forwarded), allowed) == client


def test_a_proxy_list_that_is_not_addresses_is_refused() -> None:
    with pytest.raises(ValueError, match=r"1\.2\.3\.x"):
        trusted_proxies(("127.0.0.1", "1.2.3.x"))


@pytest.mark.rule("web-ADDR-01")
@pytest.mark.parametrize(
    ("lang", "said"), [("en", "is neither an address nor a network"), ("fi", "ei ole osoite")]
)
def test_noppa_serve_refuses_a_proxy_that_is_not_an_address_in_the_readers_language(
    lang: str, said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--forwarded-allow-ips`` names the entry that is neither an address nor a network, in the
    reader's language, and exits 2 before anything starts (it was an English library message)."""
    from noppa.cli.main import main

    monkeypatch.setenv("NOPPA_LANG", lang)
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--forwarded-allow-ips", "10.0.0.1,1.2.3.x"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "'1.2.3.x'" in err and said in err and "Traceback" not in err


def make_players(base: str, forwarded: list[str]) -> list[int]:
    return [
        httpx.post(
            f"{base}/api/players", json={"name": "Anna"}, headers={"x-forwarded-for": address}, timeout=20
        ).status_code
        for address in forwarded
    ]


def test_forwarded_for_from_this_machine_is_ignored_by_default(tmp_path: Path) -> None:
    """A local process naming a new address in each request still counts as itself (real server)."""
    with serving(serve(tmp_path, "--quiet")) as server:
        statuses = make_players(server.base, [f"10.9.0.{n}" for n in range(PLAYERS_PER_MINUTE + 1)])
    assert statuses == [201] * PLAYERS_PER_MINUTE + [429]


def test_forwarded_for_from_a_named_proxy_names_the_client(tmp_path: Path) -> None:
    """Behind a named proxy each visitor has their own limits, and one visitor is still limited."""
    with serving(serve(tmp_path, "--quiet", "--forwarded-allow-ips", "127.0.0.1")) as server:
        many = make_players(server.base, [f"10.9.0.{n}" for n in range(PLAYERS_PER_MINUTE + 1)])
        one = make_players(server.base, ["10.9.9.9"] * (PLAYERS_PER_MINUTE + 1))
        spoofed = make_players(server.base, [f"6.6.6.{n}, 10.9.9.9" for n in range(2)])
    assert many == [201] * (PLAYERS_PER_MINUTE + 1)
    assert one == [201] * PLAYERS_PER_MINUTE + [429]
    assert spoofed == [429, 429]  # what the client wrote before the proxy's entry changes nothing
