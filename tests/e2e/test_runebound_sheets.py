"""Runebound's sheets in headless Chromium, on a desktop and a phone screen: the hero sheet shows
life, fatigue and the attributes, the markets show prices, the map carries coordinates, the dice
terrain icons and the legend the terrains (RB-UI-01 … RB-UI-04).

``NOPPA_SHOTS=DIR`` saves a screenshot of each screen size there, to look at by eye.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from noppa import list_games
from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer, shoot
from tests.e2e.test_browser import create_room

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif("runebound" not in list_games(), reason="Runebound is not registered"),
]


@pytest.mark.rule("RB-UI-01", "RB-UI-02", "RB-UI-04")
@pytest.mark.parametrize("screen", sorted(SIZES))
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_hero_sheet_market_prices_and_legend(
    live_server: LiveServer, browser: Any, screen: str, lang: str
) -> None:
    width, height = SIZES[screen]
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.set_default_timeout(PATIENCE_MS)
        page.add_init_script(f"localStorage.setItem('noppa.lang', '{lang}')")
        answer = create_room(
            live_server,
            game="runebound",
            players=2,
            seed=3,
            seats=[{"kind": "human", "local": True}, {"kind": "bot"}],
        )
        page.goto(answer["links"]["play"])
        card = page.locator(".rb-hero-card").first
        expect(card).to_be_visible()
        life, fatigue = ("Life", "Fatigue") if lang == "en" else ("Elämäpisteet", "Väsymys")
        attributes = ("Mind", "Body", "Spirit") if lang == "en" else ("Psyyke", "Ruumiinrakenne", "Henki")
        expect(card.locator(".rb-life")).to_contain_text(re.compile(rf"{life} \d+/\d+"))
        expect(card.locator(".rb-fatigue")).to_contain_text(re.compile(rf"{fatigue} \d+/\d+"))
        for name in attributes:
            expect(card.locator(".rb-attributes")).to_contain_text(name)
        page.locator(".rb-markets summary").click()
        gold = "gold" if lang == "en" else "kulta"
        prices = page.locator(".rb-markets .rb-price")
        assert prices.count() > 0
        expect(prices.first).to_contain_text(re.compile(rf"\d+ {gold}"))
        expect(page.locator(".rb-market-card").first.locator(".small")).not_to_be_empty()
        # coordinates in the hexes, the same the menus use; no internal hex id anywhere
        expect(page.locator(".rb-coord", has_text=re.compile(r"^E7$"))).to_have_count(1)
        target = page.locator(".rb-target").first
        label = target.get_attribute("aria-label") or ""
        assert re.search(r"\b[A-N]\d{1,2}\b", label), label
        assert not re.search(r"h\d{4}", page.locator("body").inner_text())
        page.locator(".rb-legend summary").click()
        expect(page.locator(".rb-legend .rb-chip-icon")).to_have_count(7)
        shoot(page, f"runebound-{screen}-{lang}", full_page=True)
    finally:
        context.close()
    assert not errors, errors
