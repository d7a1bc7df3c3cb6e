"""Runebound's decisions with what they are about in sight (issue 27 item 6; docs/web.md, *The
browser client*): a fight's foe beside the choices of the fight on a phone, the market's offer beside
the market's choices on a laptop and a phone, and the lesson's step 19 (a move to a far hex) with its
text, its move and its hex on a phone's screen. Played through the Runebound lesson, whose dice are
set: step 7 is the Giant Rats' ranged phase, step 15 Tamalir's market, step 19 the move to J10."""

from __future__ import annotations

import re
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa.tutorial import lesson_for
from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer, shoot
from tests.e2e.test_phone import new_page

pytestmark = pytest.mark.e2e

LOCALES = {"en": "en-GB", "fi": "fi-FI"}
FIGHT, MARKET, FAR_MOVE = 7, 15, 19

IN_SIGHT = """(el) => {
  const r = el.getBoundingClientRect();
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(x, y);
  return Boolean(hit && (hit === el || el.contains(hit)));
}"""
"""Whether an element lies whole on the screen and is not covered at its middle."""


def lesson_page(browser: Any, server: LiveServer, size: str, lang: str) -> Any:
    page = new_page(browser, size, lang)
    page.add_init_script(f"localStorage.setItem('noppa.lang', '{lang}')")
    page.goto(f"{server.url}/tutorial/runebound")
    return page


def walk_to(page: Any, wanted: int, lang: str) -> None:
    """Plays the lesson's moves until its step `wanted` is at hand."""
    lesson = lesson_for("runebound")
    assert lesson is not None
    count = len(lesson.steps)
    for number, step in enumerate(lesson.steps[: wanted - 1], start=1):
        page.locator(f".actions button.lesson-pick[data-action='{step.expect}']").click()
        label = f"{number + 1}/{count}" if lang == "fi" else f"{number + 1} of {count}"
        expect(page.locator(".lesson-step")).to_contain_text(label)


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_foe_is_in_sight_while_deciding_in_a_fight(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    """On a phone the foe's sheet lies far below the map: the bar of decisions carries the foe in
    brief (its life, and per phase the value to beat and its damage, the phase at hand marked); a
    laptop shows the foe's sheet itself beside the choices."""
    page = lesson_page(browser, live_server, "phone", lang)
    try:
        walk_to(page, FIGHT, lang)
        brief = page.locator(".actions .rb-foe-brief")
        expect(brief).to_be_visible()
        life = "Life 2/2" if lang == "en" else "Elämäpisteet 2/2"
        expect(brief).to_contain_text(life)
        expect(brief).to_contain_text("Giant Rats" if lang == "en" else "Jättirotat")
        rows = brief.locator("tbody tr").all_inner_texts()
        assert [row.split("\t")[1:] for row in rows] == [["7", "8", "8"], ["0", "1", "0"]], rows
        expect(brief.locator("thead th.now")).to_have_text("Ranged" if lang == "en" else "Heittoase")
        shoot(page, f"runebound-fight-phone-{lang}")
        assert brief.evaluate(IN_SIGHT), brief.bounding_box()
        assert page.locator(".actions button.lesson-pick").evaluate(IN_SIGHT)
    finally:
        page.context.close()
    laptop = lesson_page(browser, live_server, "laptop", lang)
    try:
        walk_to(laptop, FIGHT, lang)
        expect(laptop.locator(".rb-fight .rb-foe")).to_be_in_viewport()
        expect(laptop.locator(".rb-foe-brief")).to_be_hidden()
    finally:
        laptop.context.close()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_market_offer_is_in_sight_at_the_market(
    live_server: LiveServer, browser: Any, size: str, lang: str
) -> None:
    """At Tamalir's market the offer there (the Elven Scout for 5 gold) is beside the choices: on a
    laptop at the top of the panel under them, with the card's text; on a phone in the bar of
    decisions, by name and price."""
    page = lesson_page(browser, live_server, size, lang)
    try:
        walk_to(page, MARKET, lang)
        where = "Tamalir" if lang == "en" else "Tammilinna"
        price = "5 gold" if lang == "en" else "5 kultaa"
        offer = page.locator(".actions .rb-offer-brief" if size == "phone" else ".rb-offer")
        expect(offer).to_be_visible()
        expect(offer).to_contain_text(where)
        expect(offer.locator(".rb-market-card")).to_have_count(1)
        expect(offer.locator(".rb-price")).to_have_text(price)
        if size == "laptop":
            expect(offer.locator(".rb-market-card .small")).not_to_be_empty()
            expect(page.locator(".actions .rb-offer-brief")).to_be_hidden()
        shoot(page, f"runebound-market-{size}-{lang}")
        assert offer.evaluate(IN_SIGHT), offer.bounding_box()
        assert page.locator(".actions button.lesson-pick").evaluate(IN_SIGHT)
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_lesson_step_19_text_move_and_hex_are_in_sight_on_a_phone(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    """Step 19 asks for a move to a hex three steps away, one of 57 choices: the lesson's text,
    its move and its hex are all on the phone's screen at once (the bar listed every hex's move,
    filling half the screen; the page scrolled the text away to show the map above it)."""
    page = lesson_page(browser, live_server, "phone", lang)
    try:
        walk_to(page, FAR_MOVE, lang)
        step = lesson_for("runebound").steps[FAR_MOVE - 1]  # type: ignore[union-attr]
        hex_id = step.expect.split(":")[1]
        pick = page.locator(f".actions button.lesson-pick[data-action='{step.expect}']")
        expect(pick).to_be_visible()
        target = page.locator(f".rb-target[data-hex='{hex_id}']")
        expect(target).to_have_class(re.compile(r"\blesson-point\b"))
        page.wait_for_function(
            f"() => ({IN_SIGHT})(document.querySelector(\".rb-target[data-hex='{hex_id}']\"))"
        )
        assert pick.evaluate(IN_SIGHT)
        text = page.locator(".lesson-text")
        box = text.bounding_box()
        header = page.locator(".top").bounding_box()
        assert (
            box
            and header
            and box["y"] >= header["y"] + header["height"]
            and box["y"] + box["height"] <= SIZES["phone"][1]
        ), box
        shoot(page, f"runebound-lesson-19-phone-{lang}")
    finally:
        page.context.close()


CHOOSE = """() => {
  const buttons = [...document.querySelectorAll('.actions button.act:not([disabled])')];
  const wanted = [
    (b) => b.dataset.action === 'roll:5',
    (b) => b.dataset.action.startsWith('move:') && /green/.test(b.textContent),
    (b) => b.dataset.action.startsWith('from:'),
    (b) => b.dataset.action === 'adventure',
  ];
  for (const test of wanted) {
    const found = buttons.find(test);
    if (found) { found.click(); return found.dataset.action; }
  }
  return null;
}"""
"""Clicks the choice that leads the hero into a fight: roll every die, move to a green adventure,
say where from, take up the adventure (null when none of them is offered)."""


OFFERED = "() => [...document.querySelectorAll('.actions button.act')].map((b) => b.dataset.action).join(' ')"
"""The choices the bar offers, as one text (it changes once a choice is taken)."""


def test_a_room_shows_the_foe_in_its_bar_of_decisions_on_a_phone(
    live_server: LiveServer, browser: Any
) -> None:
    """The room's bar (not only the lesson's) carries the foe in brief: a table of a person and a
    bot (seed 1), the hero rolling, moving to a green adventure and taking it up: the Stone
    Sprite."""
    width, height = SIZES["phone"]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale="en-GB", has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.set_default_timeout(PATIENCE_MS)
    try:
        body = {
            "game": "runebound",
            "players": 2,
            "seed": 1,
            "seats": [{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}],
        }
        answer = httpx.post(f"{live_server.url}/api/rooms", json=body, timeout=60)
        assert answer.status_code == 201, answer.text
        page.goto(answer.json()["links"]["play"])
        brief = page.locator(".actions .rb-foe-brief")
        for _ in range(8):
            page.wait_for_function(
                "() => document.querySelector('.actions:not([hidden]) button.act:not([disabled])')"
            )
            if brief.count():
                break
            offered = page.evaluate(OFFERED)
            assert page.evaluate(CHOOSE), page.locator(".actions").inner_text()
            page.wait_for_function(f"() => ({OFFERED})() !== {offered!r}")
        expect(brief).to_be_visible()
        expect(brief).to_contain_text("Life")
        assert brief.evaluate(IN_SIGHT)
        shoot(page, "runebound-room-fight-phone-en")
    finally:
        context.close()
