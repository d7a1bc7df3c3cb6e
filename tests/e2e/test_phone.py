"""Phones and laptops (issue 27 item 6; docs/web.md, *The browser client*): pinch-zoom and pan on
Key to the Kingdom's board and Runebound's map (and their zoom buttons), the phone's header on one
line, the chat box's placeholder whole."""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer

pytestmark = pytest.mark.e2e

LOCALES = {"en": "en-GB", "fi": "fi-FI"}
WINDOWS = {"key-to-the-kingdom": (4, ".kk-scroll"), "runebound": (3, ".rb-scroll")}


def play_link(server: LiveServer, game: str, seed: int) -> str:
    seats = [{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}]
    body = {"game": game, "players": 2, "seed": seed, "seats": seats}
    response = httpx.post(f"{server.url}/api/rooms", json=body, timeout=60)
    assert response.status_code == 201, response.text
    link: str = response.json()["links"]["play"]
    return link


def new_page(browser: Any, size: str, lang: str = "en") -> Any:
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height},
        locale=LOCALES[lang],
        has_touch=phone,
        is_mobile=phone,
        reduced_motion="reduce",
    )
    page = context.new_page()
    page.set_default_timeout(PATIENCE_MS)
    return page


def width_of(page: Any, window: str) -> float:
    found: float = page.eval_on_selector(f"{window} svg", "e => e.getBoundingClientRect().width")
    return found


@pytest.mark.parametrize("game", list(WINDOWS))
def test_a_pinch_zooms_the_board_not_the_page_and_the_buttons_zoom_too(
    live_server: LiveServer, browser: Any, game: str
) -> None:
    seed, window = WINDOWS[game]
    page = new_page(browser, "phone")
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(play_link(live_server, game, seed))
        expect(page.locator(".kk-target, .rb-target").first).to_be_visible()
        start = width_of(page, window)
        page.get_by_role("button", name="Zoom in").click()
        assert width_of(page, window) == pytest.approx(start * 1.25, rel=0.02)
        page.get_by_role("button", name="Zoom out").click()
        assert width_of(page, window) == pytest.approx(start, rel=0.02)
        # two fingers, 80 px apart, spread to 200 px: the picture 2.5 times as wide, the page as it was
        box = page.locator(window).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = page.context.new_cdp_session(page)
        touch = "Input.dispatchTouchEvent"
        cdp.send(touch, {"type": "touchStart", "touchPoints": [{"x": x - 40, "y": y}, {"x": x + 40, "y": y}]})
        for step in range(1, 6):
            points = [{"x": x - 40 - 12 * step, "y": y}, {"x": x + 40 + 12 * step, "y": y}]
            cdp.send(touch, {"type": "touchMove", "touchPoints": points})
        scrolled = page.eval_on_selector(window, "e => [e.scrollLeft, e.scrollTop]")
        # both fingers move 30 px to the left together: the picture pans 30 px the other way
        for step in range(1, 4):
            points = [{"x": x - 100 - 10 * step, "y": y}, {"x": x + 100 - 10 * step, "y": y}]
            cdp.send(touch, {"type": "touchMove", "touchPoints": points})
        cdp.send(touch, {"type": "touchEnd", "touchPoints": []})
        assert width_of(page, window) == pytest.approx(start * 2.5, rel=0.03)
        assert page.evaluate("window.visualViewport.scale") == 1
        panned = page.eval_on_selector(window, "e => [e.scrollLeft, e.scrollTop]")
        assert panned[0] == pytest.approx(scrolled[0] + 30, abs=3)
        # the targets stay playable at any zoom
        page.get_by_role("button", name="Default size").click()
        assert width_of(page, window) == pytest.approx(start, rel=0.02)
        expect(page.locator(".kk-target, .rb-target").first).to_be_visible()
    finally:
        page.context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_phone_header_is_one_line(live_server: LiveServer, browser: Any, lang: str) -> None:
    page = new_page(browser, "phone", lang)
    try:
        page.goto(live_server.url + "/")
        expect(page.locator(".top nav a").first).to_be_visible()
        tops = page.eval_on_selector_all(
            ".top nav a, .top .lang",
            "els => els.map(e => { const b = e.getBoundingClientRect(); return b.top + b.height / 2; })",
        )
        assert max(tops) - min(tops) < 4, tops  # one row: their middles on one line
        # every link whole on the screen (the nav would scroll sideways rather than cut one)
        cut = page.eval_on_selector(".top nav", "nav => nav.scrollWidth - nav.clientWidth")
        assert cut <= 1
    finally:
        page.context.close()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_chat_placeholder_is_whole(live_server: LiveServer, browser: Any, size: str, lang: str) -> None:
    page = new_page(browser, size, lang)
    try:
        page.goto(play_link(live_server, "dungeon-dice", 21))
        field = page.locator("form.chat input")
        expect(field).to_be_visible()
        room = field.evaluate(
            """input => {
                const style = getComputedStyle(input);
                const canvas = document.createElement("canvas").getContext("2d");
                canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
                const text = canvas.measureText(input.placeholder).width;
                const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
                const inner = input.clientWidth - padding;
                return inner - text;
            }"""
        )
        assert room >= 0, f"the placeholder is {-room:.0f} px wider than its box"
    finally:
        page.context.close()


REACH = """() => {
  const window_ = document.querySelector('.rb-scroll').getBoundingClientRect();
  const outside = [];
  for (const el of document.querySelectorAll('.rb-target')) {
    const r = el.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const inside = x >= window_.left && x <= window_.right && y >= window_.top && y <= window_.bottom;
    const hit = inside && y <= innerHeight && document.elementFromPoint(x, y);
    if (!(hit && (hit === el || el.contains(hit)))) outside.push(el.dataset.hex);
  }
  return outside;
}"""


@pytest.mark.rule("RB-UI-06")
@pytest.mark.parametrize("size", list(SIZES))
def test_runebound_every_reachable_hex_is_inside_the_map_window_and_clickable(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    """Five movement dice at the start (seed 3): 36 hexes reachable, wider than a phone's window;
    the window zooms out until every one is inside it, on the screen and clickable at its middle,
    and each has its dark edge under its light outline."""
    page = new_page(browser, size)
    try:
        page.goto(play_link(live_server, "runebound", 3))
        page.locator('.actions button[data-action="roll:5"]').click()
        expect(page.locator(".rb-target")).to_have_count(36)
        expect(page.locator(".rb-target-edge")).to_have_count(36)
        page.wait_for_function(f"() => ({REACH})().length === 0", polling=100)
        colours = page.eval_on_selector(
            ".rb-target", "e => [getComputedStyle(e).stroke, getComputedStyle(e.previousSibling).stroke]"
        )
        assert colours == ["rgb(255, 243, 77)", "rgb(26, 20, 16)"]
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", list(LOCALES))
def test_key_to_the_kingdom_last_roll_is_whole_on_a_laptop(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    """At 1366×768, whatever the list of choices, the last roll lies whole on the screen (it was
    below a long list, cut by the screen's bottom)."""
    page = new_page(browser, "laptop", lang)
    try:
        page.goto(play_link(live_server, "key-to-the-kingdom", 4))
        dice = page.locator(".kk-dice-box:not([hidden]) .kk-dice")
        for _ in range(6):
            if dice.count():
                break
            target = page.locator(".kk-target:not(.waiting)").first
            target.wait_for()
            lines = page.locator(".log li").count()
            target.click()
            expect(page.locator(".log li")).not_to_have_count(lines)
        expect(dice).to_be_visible()
        box = dice.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= SIZES["laptop"][1], box
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", list(LOCALES))
def test_dungeon_dice_odds_are_in_sight_while_deciding_on_a_phone(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    """The full odds lie far below the board on a phone: their gist (the chance to lose all, the
    best move) stands above the board, on the screen above the bar of decisions."""
    page = new_page(browser, "phone", lang)
    try:
        page.goto(play_link(live_server, "dungeon-dice", 21))
        brief = page.locator(".dd-odds-brief")
        expect(brief).to_be_visible()
        expect(brief).to_contain_text("%")
        box = brief.bounding_box()
        bar = page.locator(".actions").bounding_box()
        assert box and bar and box["y"] >= 0 and box["y"] + box["height"] <= bar["y"], (box, bar)
    finally:
        page.context.close()
    laptop = new_page(browser, "laptop", lang)
    try:
        laptop.goto(play_link(live_server, "dungeon-dice", 21))
        expect(laptop.locator(".dd-odds .meter")).to_be_visible()
        expect(laptop.locator(".dd-odds-brief")).to_be_hidden()  # beside the board, the odds themselves
    finally:
        laptop.context.close()


WATCH = """() => {
  window.tumbled = false;
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node.nodeType === 1 && (node.matches(".tumbling") || node.querySelector(".tumbling")))
          window.tumbled = true;
  }).observe(document.querySelector(".board"), { subtree: true, childList: true });
}"""
"""Records in window.tumbled whether tumbling dice are drawn on the board from now on."""


def test_a_refused_move_in_a_tutorial_does_not_roll_the_dice_again(
    live_server: LiveServer, browser: Any
) -> None:
    """Dungeon Dice's lesson: its first roll tumbles the dice; a move the lesson does not ask for
    afterwards is refused with a hint, and the dice do not tumble again (they did before)."""
    width, height = SIZES["laptop"]
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = context.new_page()
    page.set_default_timeout(PATIENCE_MS)
    try:
        page.goto(f"{live_server.url}/tutorial/dungeon-dice")
        pick = page.locator(".actions button.lesson-pick")
        expect(pick).to_be_visible()
        page.evaluate(WATCH)
        pick.click()
        expect(page.locator(".lesson-step")).to_contain_text("2 of")
        page.wait_for_function("() => window.tumbled")  # the lesson's roll tumbles the dice
        page.wait_for_function("() => !document.querySelector('.board .tumbling')")
        other = page.locator(".actions button.act:not(.lesson-pick)")
        if not other.count():
            pytest.skip("the lesson's second step offers one move only")
        page.evaluate(WATCH)
        other.first.click()
        expect(page.locator(".lesson-hint")).to_be_visible()
        expect(page.locator(".actions button.lesson-pick").first).to_be_enabled()
        assert page.evaluate("() => window.tumbled") is False
    finally:
        context.close()
