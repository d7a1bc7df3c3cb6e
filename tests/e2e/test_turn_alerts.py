"""Turn alerts in headless Chromium: when it becomes your turn the room chimes and, with the page in
the background and notifications allowed, shows one notification; the lobby marks, across all your
games, where it is your turn; the replay's autoplay speed can be chosen."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import LiveServer
from tests.e2e.test_browser import create_room
from tests.processes import until

pytestmark = pytest.mark.e2e

# The page believes it is in the background, and Notification records what it is asked to show.
RECORD_NOTIFICATIONS = """
Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
window.__notes = [];
window.Notification = class {
  static permission = "granted";
  static requestPermission() { return Promise.resolve("granted"); }
  constructor(title, options) { window.__notes.push({ title, body: options.body, tag: options.tag }); }
  close() {}
};
"""


def test_it_becomes_your_turn_a_notification_and_the_lobby_mark(
    browser: Any, live_server: LiveServer
) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-GB")
    context.add_init_script(RECORD_NOTIFICATIONS)
    page = context.new_page()
    try:
        answer = create_room(
            live_server,
            game="dungeon-dice",
            players=2,
            seed=21,
            seats=[{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}],
        )
        page.goto(answer["links"]["play"])
        expect(page.locator(".turn-banner.mine")).to_be_visible()
        assert page.evaluate("window.__notes.length") == 0  # the turn waiting on arrival is not news
        stop = page.locator('.actions button[data-action="stop"]:not([disabled])')
        roll = page.locator('.actions button[data-action="roll"]:not([disabled])')

        def noted() -> bool:  # play until the turn passes to the bot and comes back
            if page.evaluate("window.__notes.length"):
                return True
            if stop.count():
                stop.first.click()
            elif roll.count():
                roll.first.click()
            return False

        until(noted, "the turn came back", every=0.15)
        notes = page.evaluate("window.__notes")
        assert (
            notes
            and notes[0]["title"] == "Dungeon Dice"
            and notes[0]["body"] == "Your turn!"
            and notes[0]["tag"].startswith("noppa-")
        )
        assert page.evaluate("document.documentElement.dataset.yourTurn")  # the chime's mark
        page.goto(live_server.url + "/")
        mark = page.locator(".mine .room-row .pill.your-turn")
        expect(mark).to_have_text("Your turn!")
        expect(page).to_have_title("● your turn in 1 game — noppa")
    finally:
        context.close()


def test_the_turn_alerts_switch_is_kept_in_this_browser(page: Any, live_server: LiveServer) -> None:
    answer = create_room(
        live_server,
        game="dungeon-dice",
        players=2,
        seats=[{"kind": "human", "local": True}, {"kind": "bot"}],
    )
    page.goto(answer["links"]["play"])
    expect(page.locator(".dd-board")).to_be_visible()
    switch = page.locator(".room-tools .turn-alerts")
    expect(switch).to_have_attribute("aria-pressed", "true")
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
    page.reload()
    expect(page.locator(".dd-board")).to_be_visible()
    expect(page.locator(".room-tools .turn-alerts")).to_have_attribute("aria-pressed", "false")
