"""Clocks in headless Chromium: a room made through the form with a short clock shows every seat's
time, the one running ticks down from the server's deadline, and when it runs out the room's policy
acts (a stand-in bot plays the move) and the page says so. A turn-based room shows its days.
Screenshots go to $NOPPA_SHOTS when set (for people to look at)."""

from __future__ import annotations

import re
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import SIZES, LiveServer, shoot
from tests.e2e.test_browser import create_room
from tests.processes import until

pytestmark = pytest.mark.e2e


def seconds_shown(text: str) -> int:
    """ "10 s" → 10 (the short clocks of this test stay under a minute)."""
    found = re.fullmatch(r"(\d+) s", text.strip())
    assert found is not None, text
    return int(found.group(1))


@pytest.mark.rule("web-CLOCK-04")
def test_a_short_clock_ticks_runs_out_and_a_stand_in_plays(page: Any, live_server: LiveServer) -> None:
    """It waits for each thing it checks (a tick, the time-out, the stand-in's move, the clock
    running again), never for a time: on a loaded machine the stand-in's move may end the turn
    (a bust) and the bot then plays its whole turn before the person's clock runs again."""
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{live_server.url}/new/dungeon-dice")
    page.locator('input[type="text"][placeholder]').first.fill("Alice")
    page.select_option('select[name="clock"]', "move")
    page.select_option('select[name="clock-time"]', "10")
    page.select_option('select[name="on-timeout"]', "standin")
    page.locator('button[type="submit"]').click()
    expect(page.locator(".turn-banner.mine")).to_be_visible()
    info = page.locator(".clock-info")
    expect(info).to_have_text(
        "Real-time · 10 s per move — When time runs out, a stand-in bot plays the move."
    )
    running = page.locator('.players .player[data-seat="0"] .tag.clock.running')
    expect(running).to_be_visible()
    first = seconds_shown(running.inner_text())
    assert 1 <= first <= 10
    toast = page.locator(".toast.error")

    def ticked() -> bool:  # it ticks down (unless the whole 10 s went by before it was looked at)
        shown = running.all_inner_texts()
        return bool(toast.count()) or (bool(shown) and seconds_shown(shown[0]) < first)

    until(ticked, "the clock ticked")
    assert page.locator('.players .player[data-seat="1"] .tag.clock').count() == 0  # bots have none
    shoot(page, "clock-ticking-laptop")
    expect(toast).to_have_text("Alice: time ran out.")
    room = page.url.rsplit("/", 1)[1]
    summary: dict[str, Any] = {}

    def stand_in_played() -> bool:  # the stand-in thinks a moment, then plays
        summary.update(httpx.get(f"{live_server.url}/api/rooms/{room}", timeout=60).json())
        return bool(summary["moves"])

    until(stand_in_played, "the stand-in played")
    assert summary["moves"] >= 1 and summary["clock"]["timeouts"][0] == 1
    expect(running).to_be_visible()  # Alice's next move, after the bot's turn if the stand-in's busted
    shoot(page, "clock-timed-out-laptop")


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_turn_based_room_shows_its_days(page: Any, live_server: LiveServer, size: str) -> None:
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    answer = create_room(
        live_server,
        game="key-to-the-kingdom",
        players=3,
        seed=2,  # Aino starts
        pace="turn",
        clock={"per_move": 2 * 86400},
        on_timeout="skip",
        seats=[{"kind": "human", "local": True, "name": "Aino"}, {"kind": "bot"}, {"kind": "bot"}],
    )
    page.goto(answer["links"]["play"])
    expect(page.locator(".clock-info")).to_contain_text("Turn-based · 2 days per move")
    clock = page.locator('.players .player[data-seat="0"] .tag.clock.running')
    expect(clock).to_have_text(re.compile(r"^(2 days|1 day 23 h)$"))
    expect(page.locator('.players .player[data-seat="1"] .tag.clock')).to_have_count(0)
    expect(page.locator(".board svg").first).to_be_visible()
    shoot(page, f"clock-turn-based-{size}")
    page.goto(f"{live_server.url}/")
    expect(page.locator(".mine .room-row").first).to_contain_text("Turn-based · 2 days per move")
    expect(page.locator(".mine .room-row .tag.clock").first).to_have_text(
        re.compile(r"^(2 days|1 day 23 h) left$")
    )
    page.locator(".mine").scroll_into_view_if_needed()
    shoot(page, f"clock-lobby-{size}")


def test_the_form_offers_turn_based_times_and_leaves_stand_ins_for_the_clock(
    page: Any, live_server: LiveServer
) -> None:
    page.goto(f"{live_server.url}/new/dungeon-dice")
    page.locator('button[name="pace-turn"]').click()
    expect(page.locator('select[name="away"]')).to_be_disabled()
    page.select_option('select[name="clock"]', "move")
    options = page.locator('select[name="clock-time"] option').all_inner_texts()
    assert options[0] == "1 h" and options[-1] == "14 days" and "1 day" in options
    page.select_option('select[name="clock-time"]', str(3 * 86400))
    page.select_option('select[name="on-timeout"]', "drop")
    page.locator('button[type="submit"]').click()
    expect(page.locator(".clock-info")).to_have_text(
        "Turn-based · 3 days per move — When time runs out, the player drops out: a bot plays the seat"
        " for the rest of the game."
    )
    expect(page.locator(".dd-board")).to_be_visible()
    shoot(page, "clock-form-turn-based")


def test_the_clock_reads_in_finnish(page: Any, live_server: LiveServer) -> None:
    page.add_init_script("localStorage.setItem('noppa.lang', 'fi')")
    page.set_viewport_size({"width": 390, "height": 844})
    answer = create_room(
        live_server,
        game="dungeon-dice",
        players=2,
        seed=0,  # Aino starts
        clock={"per_game": 900, "increment": 5},
        on_timeout="drop",
        seats=[{"kind": "human", "local": True, "name": "Aino"}, {"kind": "bot"}],
    )
    page.goto(answer["links"]["play"])
    expect(page.locator(".clock-info")).to_have_text(
        "Reaaliaikainen · 15 min pelaajaa kohden · + 5 s jokaisen siirron jälkeen — Kun aika loppuu,"
        " pelaaja putoaa pelistä: botti pelaa hänen paikkansa loppuun asti."
    )
    expect(page.locator('.players .player[data-seat="0"] .tag.clock.running')).to_have_text(
        re.compile(r"^1[45] min$")
    )
    expect(page.locator(".dd-board")).to_be_visible()
    shoot(page, "clock-game-fi-phone")
