"""The table in Chromium (issue 27 items 1, 2, 3 and 7): resigning with a confirmation, taking back,
move confirmation on a phone and a laptop, and an honest connection (choices disabled while it is
down, back within two seconds of a server restart, a board module retried, a reissued link's "you"
tag gone at once, finished games' bots by their labels in the lobby), in English and Finnish."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa import get_game
from noppa.bots import bot_label
from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer
from tests.e2e.test_browser import create_room
from tests.processes import until

pytestmark = pytest.mark.e2e

AGAINST_A_BOT = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "bot"}]
HOT_SEAT = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human", "local": True, "name": "Bea"}]


@pytest.fixture
def screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[tuple[Any, bool]]:
    """A page in a fresh context of a given size and language (``request.param``: (size, lang)),
    and whether it is Finnish."""
    size, lang = getattr(request, "param", ("laptop", "en"))
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height},
        locale="fi-FI" if lang == "fi" else "en-GB",
        is_mobile=phone,
        has_touch=phone,
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(PATIENCE_MS)
    yield page, lang == "fi"
    context.close()
    assert not errors, errors


def enabled(page: Any, action: str) -> Any:
    return page.locator(f'.actions button.act[data-action="{action}"]:not([disabled])')


@pytest.mark.rule("web-RESIGN-01")
@pytest.mark.parametrize("screen", [("laptop", "fi"), ("phone", "en")], indirect=True)
def test_resigning_asks_first_then_the_other_wins(live_server: LiveServer, screen: Any) -> None:
    page, fi = screen
    answer = create_room(live_server, game="dungeon-dice", players=2, seed=3, seats=AGAINST_A_BOT)
    page.goto(answer["links"]["play"])
    resign = page.locator(".table-controls button.resign")
    expect(resign).to_have_text("Luovuta" if fi else "Resign")
    page.once("dialog", lambda dialog: dialog.dismiss())  # changed my mind: nothing happens
    resign.click()
    expect(page.locator(".pill.running")).to_be_visible()
    asked: list[str] = []

    def accept(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.accept()

    page.once("dialog", accept)
    resign.click()
    expect(page.locator(".game-over")).to_be_visible()
    assert asked and "Anna" in asked[0]
    told = "Kaikki muut pelaajat luovuttivat." if fi else "Every other player resigned."
    expect(page.locator(".over-card")).to_contain_text(told)
    expect(page.locator(".log")).to_contain_text("Anna luovutti." if fi else "Anna resigned.")
    expect(page.locator(".log li").last).to_contain_text(
        "voittaa: kaikki muut" if fi else "wins: every other"
    )
    expect(page.locator(".table-controls")).to_have_count(0)


@pytest.mark.rule("web-UNDO-01")
@pytest.mark.parametrize("screen", [("laptop", "en"), ("phone", "fi")], indirect=True)
def test_taking_back_in_hot_seat_and_a_refusal_said(live_server: LiveServer, screen: Any) -> None:
    page, fi = screen
    page.add_init_script("localStorage.setItem('noppa.confirm', 'off')")
    answer = create_room(live_server, game="dungeon-dice", players=2, seed=5, seats=HOT_SEAT)
    page.goto(answer["links"]["play"])
    enabled(page, "stop").click()  # Anna stops at once: Bea is to act
    expect(page.locator(".player.to-act")).to_contain_text("Bea")
    page.locator(".table-controls button.undo").click()
    expect(page.locator(".player.to-act")).to_contain_text("Anna")
    lines = page.locator(".log li").count()
    enabled(page, "roll").click()
    expect(page.locator(".log li")).not_to_have_count(lines)  # one state brings the roll's lines
    before = page.locator(".log li").count()
    page.locator(".table-controls button.undo").click()  # a die was rolled: refused, and said
    refusal = "heitetty noppaa" if fi else "dice have been rolled"
    expect(page.locator(".toast.error")).to_contain_text(refusal)
    assert page.locator(".log li").count() == before


@pytest.mark.parametrize("screen", [("phone", "en"), ("laptop", "fi")], indirect=True)
def test_move_confirmation_is_a_setting_suggested_on_phones(live_server: LiveServer, screen: Any) -> None:
    page, fi = screen
    answer = create_room(live_server, game="dungeon-dice", players=2, seed=5, seats=HOT_SEAT)
    page.goto(answer["links"]["play"])
    phone = not fi  # the phone's run is in English, the laptop's in Finnish
    toggle = page.locator(".confirm-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")  # off until this player turns it on
    if phone:
        expect(toggle).to_have_text("Ask before each move? (suggested on a phone)")
    else:
        expect(toggle).to_have_text("Siirron varmistus: pois")
    toggle.click()  # kept with the browser's other settings
    expect(toggle).to_have_text("Ask before each move: on" if phone else "Siirron varmistus: päällä")
    assert page.evaluate("localStorage.getItem('noppa.confirm')") == "on"
    enabled(page, "stop").click()
    bar = page.locator(".confirm-move")
    expect(bar).to_be_visible()
    expect(page.locator('.actions button.act[data-action="stop"]')).to_have_attribute(
        "data-confirming", "true"
    )
    expect(page.locator(".player.to-act")).to_contain_text("Anna")  # nothing sent yet
    bar.locator("button.quiet").click()  # choose again
    expect(bar).to_have_count(0)
    enabled(page, "stop").click()
    page.locator(".confirm-move button.confirm").click()
    expect(page.locator(".player.to-act")).to_contain_text("Bea")
    toggle.click()  # off: a click is sent at once
    lines = page.locator(".log li").count()
    enabled(page, "roll").click()
    expect(page.locator(".log li")).not_to_have_count(lines)
    expect(page.locator(".confirm-move")).to_have_count(0)


@pytest.mark.parametrize("screen", [("laptop", "en"), ("phone", "fi")], indirect=True)
def test_disconnected_choices_wait_and_a_restart_reconnects_within_two_seconds(
    live_server: LiveServer, screen: Any
) -> None:
    page, fi = screen
    page.add_init_script("localStorage.setItem('noppa.confirm', 'off')")
    answer = create_room(live_server, game="dungeon-dice", players=2, seed=21, seats=AGAINST_A_BOT)
    page.goto(answer["links"]["play"])
    expect(page.locator(".actions button.act:not([disabled])").first).to_be_visible()
    live_server.stop()
    notice = page.locator(".notice.warn")
    expect(notice).to_contain_text("Valintasi odottavat" if fi else "Your choices wait")
    expect(page.locator(".actions button.act:not([disabled])")).to_have_count(0)
    expect(page.locator(".table-controls button:not([disabled])")).to_have_count(0)
    live_server.start()
    back = time.monotonic()
    expect(notice).to_be_hidden()
    expect(page.locator(".actions button.act:not([disabled])").first).to_be_visible()
    took = time.monotonic() - back
    print(f"reconnected {took:.2f} s after the server was back")  # the figure of issue 27 item 7
    assert took < 2.0, f"reconnected {took:.2f} s after the server was back"


def test_a_board_module_that_failed_to_load_is_retried(live_server: LiveServer, page: Any) -> None:
    """What a board needs from the server is fetched again when it failed once: its board data here
    (the board module itself is inside the bundled client when the build is there, so the data is
    what can fail in every mode; games/index.js retries both alike)."""
    asked: list[str] = []

    def once(route: Any) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.abort()
        else:
            route.continue_()

    page.route("**/api/games/key-to-the-kingdom/board*", once)
    answer = create_room(live_server, game="key-to-the-kingdom", players=2, seed=5, seats=HOT_SEAT)
    page.goto(answer["links"]["play"])
    # the board is drawn only from its data (else a notice stands), which the second asking brought
    expect(page.locator("svg.kk-board")).to_be_visible()
    assert len(asked) >= 2


def test_a_reissued_link_drops_the_you_tag_at_once(live_server: LiveServer, browser: Any, page: Any) -> None:
    seats = [{"kind": "human", "local": True, "name": "Anna"}, {"kind": "human"}]
    answer = create_room(live_server, game="dungeon-dice", players=2, seats=seats)
    guest_context = browser.new_context(locale="en-GB")
    try:
        guest = guest_context.new_page()
        guest.goto(answer["links"]["seats"]["1"]["url"])
        guest.get_by_label("Your name").fill("Bea")
        guest.get_by_role("button", name="Join the game").click()
        expect(guest.locator(".player.you")).to_contain_text("Bea")
        room = answer["room"]["id"]
        reissued = httpx.post(
            f"{live_server.url}/api/rooms/{room}/seats/1/reissue",
            headers={"authorization": f"Bearer {answer['host_token']}"},
            timeout=60,
        )
        assert reissued.status_code == 200, reissued.text
        expect(guest.locator(".player.you")).to_have_count(0)
        expect(guest.locator(".tag.you")).to_have_count(0)
    finally:
        guest_context.close()


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_finished_games_in_the_lobby_show_bots_by_their_labels(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    answer = create_room(
        live_server,
        game="dungeon-dice",
        players=2,
        seed=7,
        seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}],
    )
    room = answer["room"]["id"]
    until(
        lambda: httpx.get(f"{live_server.url}/api/rooms/{room}", timeout=60).json()["status"] == "finished",
        "the bot game finished",
        seconds=240,
    )
    live_server.restart()  # the lobby now reads the finished game from the store
    context = browser.new_context(locale="fi-FI" if lang == "fi" else "en-GB")
    try:
        page = context.new_page()
        page.goto(live_server.url + "/")
        entry = page.locator(f'li.room-row:has(a[href="/replay/{room}"])')
        game = get_game("dungeon-dice")
        for spec in (game.default_bot(), "random"):
            expect(entry).to_contain_text(bot_label(game, spec, lang))
        assert f": {game.default_bot()}" not in entry.inner_text()
    finally:
        context.close()
