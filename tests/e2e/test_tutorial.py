"""The tutorials in headless Chromium: each lesson is played through by clicking the move it asks
for, a wrong move gets a hint, the lesson's text is in the page's language, and a finished lesson
leads to a real game. Screenshots go to $NOPPA_SHOTS when set (for people to look at)."""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa.tutorial import lesson_for, lessons, prose
from tests.e2e.conftest import SIZES, LiveServer, shoot

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("game", sorted(lessons()))
def test_a_lesson_is_played_through_by_clicking_in_the_browser(
    live_server: LiveServer, page: Any, game: str
) -> None:
    lesson = lesson_for(game)
    assert lesson is not None
    lang = "fi" if game != "runebound" else "en"
    page.goto(f"{live_server.url}/")
    page.evaluate(f"localStorage.setItem('noppa.lang', '{lang}')")
    page.goto(f"{live_server.url}/tutorial/{game}")
    expect(page.locator(".lesson-text")).to_contain_text(prose(lesson.intro, lang)[:40])
    shoot(page, f"tutorial-{game}-start")
    steps = lesson.steps
    # a legal move that is not the lesson's gets a hint and changes nothing
    other = page.locator(".actions button.act:not(.lesson-pick)")
    if other.count():
        if not other.first.is_visible():  # the board's own choices are folded, as in a room
            page.locator(".actions .more-choices summary").click()
        other.first.click()
        expect(page.locator(".lesson-hint")).to_be_visible()
        expect(page.locator(".lesson-step")).to_contain_text(
            f"1/{len(steps)}" if lang == "fi" else f"1 of {len(steps)}"
        )
    for number, step in enumerate(steps, start=1):
        pick = page.locator(f".actions button.lesson-pick[data-action='{step.expect}']")
        expect(pick).to_be_visible()
        if number == 2:
            shoot(page, f"tutorial-{game}-step2")
        pick.click()
        if number < len(steps):
            label = f"{number + 1}/{len(steps)}" if lang == "fi" else f"{number + 1} of {len(steps)}"
            expect(page.locator(".lesson-step")).to_contain_text(label)
    expect(page.locator(".lesson-end a.primary")).to_be_visible()
    shoot(page, f"tutorial-{game}-end")
    page.locator(".lesson-end a.primary").click()
    expect(page).to_have_url(f"{live_server.url}/new/{game}")


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_lesson_text_and_its_move_are_in_sight_on_laptop_and_phone(
    browser: Any, live_server: LiveServer, size: str
) -> None:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, locale="fi-FI")
    page = context.new_page()
    try:
        for game in sorted(lessons()):
            page.goto(f"{live_server.url}/tutorial/{game}")
            pick = page.locator(".actions button.lesson-pick")
            expect(pick).to_be_visible()
            expect(page.locator(".lesson-text")).to_be_in_viewport()
            pick.scroll_into_view_if_needed()
            expect(pick).to_be_in_viewport()
            shoot(page, f"tutorial-{game}-{size}")
    finally:
        context.close()


def test_the_tutorial_api_refuses_what_is_not_the_lesson(live_server: LiveServer) -> None:
    url = f"{live_server.url}/api/tutorials/dungeon-dice"
    answer = httpx.post(url, json={"moves": ["fly"]}, timeout=60)
    assert answer.status_code == 400 and answer.json()["error"] == "tutorial_moves"
    answer = httpx.post(url, json={"moves": "roll"}, timeout=60)
    assert answer.status_code == 400 and answer.json()["error"] == "bad_field"
    answer = httpx.post(f"{live_server.url}/api/tutorials/no-such-game", json={}, timeout=60)
    assert answer.status_code == 404
    answer = httpx.post(url + "?lang=fi", json={"moves": [], "try": "stop"}, timeout=60)
    data = answer.json()
    assert answer.status_code == 200 and data["feedback"]["accepted"] is False and data["moves"] == []
    assert "opetellaan toista" in data["feedback"]["message"]
