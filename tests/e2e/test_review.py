"""A finished game told well, in headless Chromium at a laptop's and a phone's size, in English and
Finnish: the game-over card's summary panel (win-chance chart, dice luck, link to the summary), the
summary page (result, each player's statistics, luck, the review's costliest moves), and the replay
page's review (the chart with its marks on the costly moves and "best was …" for each move).

With ``NOPPA_SHOTS`` set the screenshots are saved there (``docs/samples/boards/`` keeps them)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import SIZES, LiveServer, settled, shoot
from tests.processes import until

pytestmark = pytest.mark.e2e

BOTS = [{"kind": "bot"}, {"kind": "bot", "bot": "random"}]

WORDS = {
    "en": {
        "summary": "Summary",
        "heading": "Game summary",
        "luck": "Luck of the dice",
        "best": "best was",
        "costly": "Costliest moves",
    },
    "fi": {
        "summary": "Yhteenveto",
        "heading": "Pelin yhteenveto",
        "luck": "Noppaonni",
        "best": "paras olisi ollut",
        "costly": "Kalleimmat siirrot",
    },
}


def finished_room(server: LiveServer) -> tuple[str, str, dict[str, Any]]:
    """A two-player Dungeon Dice room of two bots, played to its end; its spectator link and review."""
    made = httpx.post(
        f"{server.url}/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": BOTS}, timeout=60
    ).json()
    room = made["room"]["id"]
    review: dict[str, Any] = {}

    def done() -> bool:
        summary = httpx.get(f"{server.url}/api/rooms/{room}", timeout=60).json()
        if summary["status"] != "finished":
            return False
        answer = httpx.get(f"{server.url}/api/rooms/{room}/review", timeout=60)
        if answer.status_code != 200:
            return False
        review.update(answer.json()["review"])
        return True

    until(done, "the bot game finished and was reviewed", seconds=240)
    return room, made["links"]["spectator"], review


@contextlib.contextmanager
def screen(browser: Any, size: str, language: str) -> Iterator[Any]:
    """A page at ``size`` in ``language`` (its own context); a script error fails the test."""
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    context.add_init_script(f"localStorage.setItem('noppa.lang', '{language}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("language", ["en", "fi"])
def test_the_game_over_card_and_the_summary_page(
    live_server: LiveServer, browser: Any, size: str, language: str
) -> None:
    _, spectator, review = finished_room(live_server)
    words = WORDS[language]
    with screen(browser, size, language) as page:
        page.goto(spectator)
        panel = page.locator(".game-over .summary-panel")
        expect(panel.locator(".review-chart")).to_be_visible()
        expect(panel.locator(".review-luck li")).to_have_count(2)
        expect(panel.locator(".review-line")).to_have_count(2)
        settled(page.locator(".over-card"))
        shoot(page, f"summary-panel-{size}-{language}")
        panel.get_by_role("link", name=words["summary"]).click()
        expect(page.locator("h1")).to_contain_text(words["heading"])
        expect(page.locator(".summary-stats tbody tr").first).to_be_visible()
        expect(page.locator(".summary-review .review-chart")).to_be_visible()
        expect(page.locator(".summary-review")).to_contain_text(words["luck"])
        expect(page.locator(".summary-review")).to_contain_text(words["costly"])
        costly = sum(len(s["costliest"]) for s in review["summaries"])
        expect(page.locator(".review-costly li")).to_have_count(costly)
        marks = sum(1 for s in review["steps"] if s["decision"] and s["significant"])
        expect(page.locator(".summary-review .review-mark")).to_have_count(marks)
        shoot(page, f"summary-page-{size}-{language}", full_page=True)
        # no raw message key and no English left in the Finnish page
        body = page.locator("main").inner_text()
        assert "web-" not in body and "review." not in body
        if language == "fi":
            for english in ("Summary", "Luck of the dice", "best was", "Accuracy"):
                assert english not in body


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("language", ["en", "fi"])
def test_the_replay_shows_the_review(live_server: LiveServer, browser: Any, size: str, language: str) -> None:
    room, _, review = finished_room(live_server)
    words = WORDS[language]
    costly = [s for s in review["steps"] if s["decision"] and s["significant"]]
    assert costly  # the random bot gives chances away
    with screen(browser, size, language) as page:
        page.goto(f"{live_server.url}/replay/{room}")
        chart = page.locator(".replay-review .review-chart")
        expect(chart).to_be_visible()
        expect(chart.locator(".review-mark")).to_have_count(len(costly))
        step = costly[0]
        chart.locator(f".review-mark[data-step='{step['index']}']").click()
        expect(page.locator(".replay-controls .counter")).to_contain_text(str(step["index"] + 1))
        note = page.locator(".review-now .review-note")
        expect(note).to_have_attribute("data-step", str(step["index"]))
        expect(note).to_contain_text(words["best"])
        expect(note).to_contain_text(step["best_label"][language])
        cursor = page.locator(".replay-review .review-cursor")
        expect(cursor).to_have_attribute("visibility", "visible")
        x = 6 + (640 - 12) * (step["index"] + 1) / len(review["steps"])  # at the step shown
        assert abs(float(cursor.get_attribute("x1") or "nan") - x) < 0.1
        shoot(page, f"review-replay-{size}-{language}")
        # the note follows the replay to the next move
        page.locator(".replay-controls .next").click()
        expect(note).to_have_attribute("data-step", str(step["index"] + 1))
