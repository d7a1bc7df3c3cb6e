"""Players in headless Chromium: browser A makes a personal link and plays a rated game against
Bea (browser C, with a link of her own); browser B opens A's link and is Anna there, with her games;
the finished game puts both on the leaderboard; the chat survives a reload and shows in the replay.

``NOPPA_SHOTS=DIR`` saves the leaderboard and a player's page at 1366×768 and 390×844 there.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer, settled, shoot
from tests.e2e.test_browser import create_room

pytestmark = pytest.mark.e2e


def make_key(page: Any, server: LiveServer, name: str) -> str:
    """Make a personal link on the /me page; return the key this browser now keeps."""
    page.goto(f"{server.url}/me")
    page.fill('input[name="name"]', name)
    page.click("form.me-create button[type=submit]")
    expect(page.locator(".player-name")).to_have_text(name)
    key: str = page.evaluate("localStorage.getItem('noppa.key')")
    assert key and page.locator("input.key-link").input_value() == f"{server.url}/me#k={key}"
    return key


def test_a_personal_link_a_rated_game_the_leaderboard_and_stored_chat(
    browser: Any, live_server: LiveServer, secret_game: str
) -> None:
    laptop = {"width": 1366, "height": 768}
    contexts = [browser.new_context(viewport=laptop, locale="en-GB") for _ in range(3)]
    errors: list[str] = []
    a, b, c = (context.new_page() for context in contexts)
    for page in (a, b, c):
        page.set_default_timeout(PATIENCE_MS)
        page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        anna = make_key(a, live_server, "Anna")
        make_key(c, live_server, "Bea")
        answer = create_room(
            live_server,
            game=secret_game,
            players=2,
            rated=True,
            key=anna,
            seats=[{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}],
        )
        room = answer["room"]["id"]
        a.goto(answer["links"]["play"])
        c.goto(answer["links"]["seats"]["1"]["url"])
        expect(c.locator('input[name="name"]')).to_have_value("Bea")  # the player's name
        c.click("form.join button[type=submit]")
        expect(c.locator(".chat-box form.chat")).to_be_visible()
        # a rated room says so from its start: in its header and in the lobby
        expect(c.locator(".room-name .pill.rated")).to_have_text("Rated game")
        b.goto(live_server.url)
        expect(b.locator(".room-row .pill.rated").first).to_have_text("Rated game")
        shoot(b, "lobby-rated-laptop-en", full_page=True)
        # web-RATE-08: the host's invitations offer no new link for a started rated game, and say why
        a.get_by_role("button", name="Invite the players").click()
        expect(a.locator(".invites .no-reissue")).to_contain_text("links cannot be renewed")
        expect(a.locator(".invite .reissue")).to_have_count(0)
        a.locator(".invites").get_by_role("button", name="Look at the board").click()
        a.fill(".chat-box input", "good luck, Bea")
        a.press(".chat-box input", "Enter")
        expect(c.locator(".chat-log li")).to_have_text(["Anna: good luck, Bea"])
        for move in range(4):
            page, action = (a, "reveal") if move % 2 == 0 else (c, "peek")
            page.locator(f'.actions button[data-action="{action}"]:not([disabled])').click()
        expect(a.locator(".game-over")).to_be_visible()
        expect(a.locator(".over-rating")).to_contain_text("Rated game: the new ratings")
        expect(a.locator(".rating-changes li").first).to_contain_text("Anna 1,138 (+138)")
        a.reload()  # the chat is stored with the game
        expect(a.locator(".chat-log li")).to_have_text(["Anna: good luck, Bea"])
        expect(a.locator(".rating-changes li")).to_have_count(2)
        settled(a.locator(".over-card"))  # the card fades in
        shoot(a, "room-over-laptop-en", full_page=True)

        # browser B opens Anna's link: the same name, her games; the key leaves the address bar
        b.goto(f"{live_server.url}/me#k={anna}")
        expect(b.locator(".notice")).to_contain_text("Welcome back, Anna")
        assert b.url == f"{live_server.url}/me"
        expect(b.locator(".player-name")).to_have_text("Anna")
        expect(b.locator(f'.games-table tr[data-room="{room}"]')).to_contain_text("won")
        shoot(b, "me-laptop-en", full_page=True)
        b.goto(live_server.url)
        expect(b.locator(f'.mine a[href="/replay/{room}"]')).to_be_visible()

        # the finished rated game is on the leaderboard, Anna first
        b.goto(f"{live_server.url}/leaderboard/{secret_game}")
        expect(b.locator(".leaderboard tbody tr td:nth-child(2)")).to_have_text(["Anna", "Bea"])
        expect(b.locator(".leaderboard tr.me")).to_contain_text("Anna")
        # the replay shows the chat from the move it was said at
        b.goto(f"{live_server.url}/replay/{room}?step=0")
        expect(b.locator(".chat-box .chat-log li")).to_have_text(["Anna: good luck, Bea"])

        # a new link: the old one stops working on the other device
        a.goto(f"{live_server.url}/me")
        a.once("dialog", lambda dialog: dialog.accept())
        a.get_by_role("button", name="Make a new link").click()
        expect(a.locator(".notice")).to_contain_text("new link is ready")
        b.goto(f"{live_server.url}/me")
        expect(b.locator(".error")).to_contain_text("does not work")
        expect(b.locator("form.me-create")).to_be_visible()

        for screen, (width, height) in SIZES.items():
            for lang in ("en", "fi"):
                b.set_viewport_size({"width": width, "height": height})
                b.evaluate(f"localStorage.setItem('noppa.lang', '{lang}')")
                b.goto(f"{live_server.url}/leaderboard/{secret_game}")
                expect(b.locator(".leaderboard")).to_be_visible()
                shoot(b, f"leaderboard-{screen}-{lang}", full_page=True)
                b.locator(".leaderboard tbody a").first.click()
                expect(b.locator(".rating-chart circle")).to_have_count(1)
                shoot(b, f"player-{screen}-{lang}", full_page=True)
                assert b.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
                a.set_viewport_size({"width": width, "height": height})
                a.evaluate(f"localStorage.setItem('noppa.lang', '{lang}')")
                a.goto(f"{live_server.url}/me")
                expect(a.locator(".key-box")).to_be_visible()
                shoot(a, f"me-{screen}-{lang}", full_page=True)
                assert a.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    finally:
        for context in contexts:
            context.close()
    assert not errors, errors


@pytest.mark.rule("web-CLOCK-06")
def test_the_form_gives_a_rated_game_a_clock(live_server: LiveServer, page: Any) -> None:
    """Choosing *Rated game* takes "no clock" out of the clock choices and says why; unchosen, it is
    back. The room made has the clock the form showed."""
    page.goto(f"{live_server.url}/new/dungeon-dice")
    clock = page.locator('select[name="clock"]')
    expect(clock).to_have_value("none")
    page.locator('input[name="rated"]').check()
    expect(clock).to_have_value("move")
    assert "none" not in clock.locator("option").evaluate_all("(options) => options.map((o) => o.value)")
    expect(page.locator(".rated-clock")).to_contain_text("A rated game always has a clock")
    page.locator('input[name="rated"]').uncheck()
    expect(page.locator(".rated-clock")).to_have_count(0)
    assert "none" in clock.locator("option").evaluate_all("(options) => options.map((o) => o.value)")


@pytest.mark.rule("web-CHAT-05")
def test_the_host_hides_a_chat_line_and_it_stays_hidden(
    browser: Any, live_server: LiveServer, secret_game: str
) -> None:
    """The host's × on a line hides it at the guest's table at once, and after a reload (Finnish)."""
    contexts = [
        browser.new_context(viewport={"width": 1366, "height": 768}, locale=lang)
        for lang in ("en-GB", "fi-FI")
    ]
    errors: list[str] = []
    host, guest = (context.new_page() for context in contexts)
    for page in (host, guest):
        page.set_default_timeout(PATIENCE_MS)
        page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        answer = create_room(
            live_server,
            game=secret_game,
            players=2,
            seats=[{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}],
        )
        host.goto(answer["links"]["play"])
        guest.goto(answer["links"]["seats"]["1"]["url"])
        guest.fill('input[name="name"]', "Bea")
        guest.click("form.join button[type=submit]")
        expect(guest.locator(".chat-box form.chat")).to_be_visible()
        guest.fill(".chat-box input", "something rude")
        guest.press(".chat-box input", "Enter")
        guest.fill(".chat-box input", "sorry")
        guest.press(".chat-box input", "Enter")
        expect(host.locator(".chat-log li")).to_have_text(["Bea: something rude", "Bea: sorry"])
        expect(guest.locator(".chat-log .chat-hide")).to_have_count(0)  # the host's alone
        host.locator(".chat-log li").first.locator(".chat-hide").click()
        expect(host.locator(".chat-log li")).to_have_text(["Bea: (hidden by the host)", "Bea: sorry"])
        hidden_fi = ["Bea: (pelin luoja piilotti viestin)", "Bea: sorry"]
        expect(guest.locator(".chat-log li")).to_have_text(hidden_fi)
        guest.reload()
        expect(guest.locator(".chat-log li")).to_have_text(hidden_fi)
        assert errors == []
    finally:
        for context in contexts:
            context.close()
