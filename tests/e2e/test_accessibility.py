"""Accessibility (issue 27 item 8; docs/web.md, *Accessibility*): axe-core (npm, pinned in
package-lock.json) finds no serious or critical violation on any page, at a laptop's and a phone's
size, in both languages and both colour schemes; the boards are walkable by a screen reader (the
targets as a labelled list of buttons), every seat colour as text reaches 4.5:1, the odds meter is
named, the log scrolls from the keyboard, and keyboard play reaches the first board target in at
most three Tab presses."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa.web.build import repository_root
from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer
from tests.processes import until

pytestmark = pytest.mark.e2e

AXE = repository_root() / "node_modules" / "axe-core" / "axe.min.js"
LOCALES = {"en": "en-GB", "fi": "fi-FI"}
GAMES = {"dungeon-dice": 21, "key-to-the-kingdom": 4, "runebound": 3}  # seat 0 moves first
TARGETS = ".kk-target, .rb-target, .dd-pit-area.clickable, .dd-path.clickable"
BOARD_CHOICES = {"en": "Choices on the board", "fi": "Valinnat laudalla"}


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.is_file():
        if os.environ.get("CI"):
            pytest.fail("no axe-core in CI: ./check runs `npm ci` before the tests")
        pytest.skip("no axe-core here: run `npm ci` in the repository")
    return AXE.read_text(encoding="utf-8")


@pytest.fixture
def screens(browser: Any) -> Iterator[Any]:
    """Makes pages: ``screens(size, lang, scheme)``; each fails the test on a script error."""
    contexts: list[Any] = []
    errors: list[str] = []

    def make(size: str, lang: str = "en", scheme: str = "light") -> Any:
        width, height = SIZES[size]
        context = browser.new_context(
            viewport={"width": width, "height": height},
            locale=LOCALES[lang],
            color_scheme=scheme,
            reduced_motion="reduce",
            bypass_csp=True,  # axe-core comes in as a script of the test's own
        )
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.set_default_timeout(PATIENCE_MS)
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, errors


def violations(page: Any, axe_source: str) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now, one line each."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=axe_source)
    found: list[dict[str, Any]] = page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)"
    )
    return [
        f"{v['id']} ({v['impact']}): {node['target']} {node.get('failureSummary', '')[:160]!r}"
        for v in found
        if v["impact"] in ("serious", "critical")
        for node in v["nodes"]
    ]


def room(server: LiveServer, game: str, seed: int, seats: list[dict[str, Any]] | None = None) -> str:
    """A room's play link: a person at seat 0 (who moves first) and a bot, unless ``seats``."""
    seats = seats or [{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}]
    body = {"game": game, "players": len(seats), "seed": seed, "seats": seats}
    response = httpx.post(f"{server.url}/api/rooms", json=body, timeout=60)
    assert response.status_code == 201, response.text
    link: str = response.json()["links"]["play"]
    return link


def finished_game(server: LiveServer) -> str:
    """The id of a Dungeon Dice game two bots have played to its end."""
    seats = [{"kind": "bot"}, {"kind": "bot"}]
    body = {"game": "dungeon-dice", "players": 2, "seed": 3, "seats": seats}
    room_id: str = httpx.post(f"{server.url}/api/rooms", json=body, timeout=60).json()["room"]["id"]
    until(
        lambda: httpx.get(f"{server.url}/api/rooms/{room_id}", timeout=60).json()["status"] == "finished",
        "the bots finished their game",
    )
    return room_id


def ready(page: Any) -> None:
    """The page has drawn what it shows (its requests done, its main part filled)."""
    page.wait_for_load_state("networkidle")
    expect(page.locator("#main > *").first).to_be_visible()


@pytest.mark.rule("web-ACCESS-01")
@pytest.mark.rule("web-ACCESS-02")
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_axe_finds_nothing_serious_on_any_page(
    live_server: LiveServer, screens: Any, axe_source: str, size: str, lang: str
) -> None:
    """The lobby, each game's room (at its first decision), tutorial, new-game and rules pages, a
    finished room and its replay, the ratings pages; the light scheme, and the dark one for the
    rooms and the replay."""
    finished = finished_game(live_server)
    base = live_server.url
    pages = {
        "lobby": (base + "/", "light"),
        "players": (base + "/players", "light"),
        "me": (base + "/me", "light"),
        "leaderboard": (base + "/leaderboard/dungeon-dice", "light"),
        "finished room": (f"{base}/r/{finished}", "light"),
        "replay": (f"{base}/replay/{finished}", "light"),
        "replay, dark": (f"{base}/replay/{finished}", "dark"),
    }
    for game, seed in GAMES.items():
        link = room(live_server, game, seed)
        pages[game] = (link, "light")
        pages[f"{game}, dark"] = (link, "dark")
        pages[f"tutorial {game}"] = (f"{base}/tutorial/{game}", "light")
        pages[f"new {game}"] = (f"{base}/new/{game}", "light")
        pages[f"rules {game}"] = (f"{base}/rules/{game}", "light")
    found: dict[str, list[str]] = {}
    for name, (url, scheme) in pages.items():
        page = screens(size, lang, scheme)
        page.goto(url)
        ready(page)
        if name in GAMES or name.removesuffix(", dark") in GAMES or name.startswith("tutorial"):
            expect(page.locator(TARGETS).first).to_be_visible()
        if problems := violations(page, axe_source):
            found[name] = problems
        page.context.close()
    assert found == {}, "\n".join(f"{name}: {line}" for name, lines in found.items() for line in lines)


@pytest.mark.rule("web-ACCESS-02")
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_seat_colour_as_a_name_reaches_4_5_to_1(
    live_server: LiveServer, screens: Any, axe_source: str, scheme: str
) -> None:
    """Six seats (every colour of the palette) in Key to the Kingdom: axe-core's contrast check
    finds no player's name below 4.5:1."""
    seats = [{"kind": "human", "local": True, "name": "Alice"}] + [{"kind": "bot"}] * 5
    page = screens("laptop", "en", scheme)
    page.goto(room(live_server, "key-to-the-kingdom", 4, seats))
    ready(page)
    expect(page.locator(".player .pname")).to_have_count(6)
    page.add_script_tag(content=axe_source)
    found = page.evaluate(
        "axe.run('.players', {runOnly: ['color-contrast']}).then(r => r.violations.flatMap(v => v.nodes))"
    )
    assert found == []
    colours = page.eval_on_selector_all(".player .pname", "els => els.map(e => getComputedStyle(e).color)")
    assert len(set(colours)) == 6  # still six colours, told apart


@pytest.mark.rule("web-ACCESS-01")
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))
def test_keyboard_play_reaches_the_first_board_target_in_three_tabs(
    live_server: LiveServer, screens: Any, game: str, size: str
) -> None:
    """From a room page as it opens: at most three Tab presses reach a board target, and Enter
    plays it. The targets are a list named for a screen reader, each a named button."""
    page = screens(size)
    page.goto(room(live_server, game, GAMES[game]))
    expect(page.locator(TARGETS).first).to_be_visible()
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate(f"!!document.activeElement && document.activeElement.matches({TARGETS!r})"):
            break
    else:
        pytest.fail(f"three Tab presses reached {page.evaluate('document.activeElement.outerHTML')[:200]}")
    if game != "dungeon-dice":
        choices = page.get_by_role("list", name=BOARD_CHOICES["en"])
        expect(choices).to_have_count(1)
        buttons = choices.get_by_role("listitem").get_by_role("button")
        expect(buttons).to_have_count(page.locator(TARGETS).count())
        for label in buttons.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"):
            assert label and ":" not in label.split(" ")[0]  # a label, never an action id
    lines = page.locator(".log li").count()
    page.keyboard.press("Enter")
    menu = page.locator("[role=menu]:not([hidden]) button[role=menuitem]")
    if menu.count():  # several choices on one place: the first of its menu
        menu.first.press("Enter")
    expect(page.locator(".log li")).not_to_have_count(lines)


@pytest.mark.rule("web-ACCESS-03")
@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_odds_meter_is_named_and_the_log_scrolls_from_the_keyboard(
    live_server: LiveServer, screens: Any, lang: str
) -> None:
    name = {
        "en": "Chance the next roll loses everything",
        "fi": "Todennäköisyys menettää kaikki seuraavalla heitolla",
    }
    page = screens("laptop", lang)
    page.goto(room(live_server, "dungeon-dice", GAMES["dungeon-dice"]))
    expect(page.get_by_role("meter", name=name[lang])).to_be_visible()
    finished = finished_game(live_server)
    page.goto(f"{live_server.url}/replay/{finished}")
    ready(page)
    log = page.locator(".log")
    expect(log.locator("li").first).to_be_attached()
    # the log is reached by Tab, and scrolls with the keys that scroll a page
    for _ in range(60):
        if page.evaluate("!!document.activeElement && document.activeElement.classList.contains('log')"):
            break
        page.keyboard.press("Tab")
    else:
        pytest.fail("Tab never reached the log")
    if log.evaluate("el => el.scrollHeight > el.clientHeight"):
        log.evaluate("el => { el.scrollTop = 0; }")
        page.keyboard.press("End")
        until(lambda: log.evaluate("el => el.scrollTop") > 0, "the log scrolled")
