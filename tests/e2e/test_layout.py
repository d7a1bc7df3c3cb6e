"""Every board readable at a laptop's and a phone's size, in both languages (issue 15): the legal
targets and the decision buttons are on the screen without scrolling, no text is cut by its box
or the page, and a board's words neither leave its picture nor run into each other. Also the Key
to the Kingdom pieces beside its labels and its choices brought into sight, Runebound's reach
after a roll brought into sight, and Dungeon Dice's flash banner inside its board and its rows to
challenge clickable under the prisoners."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from noppa import get_game, list_games
from tests.e2e.conftest import PATIENCE_MS, SIZES, LiveServer

pytestmark = pytest.mark.e2e

HERE = Path(__file__).parent / "layout"

LOCALES = {"en": "en-GB", "fi": "fi-FI"}
# seeds whose first move is the human seat's (seat 0)
GAMES = {"dungeon-dice": 21, "key-to-the-kingdom": 4, "runebound": 3}
BOARD = {"dungeon-dice": "svg.dd-board", "key-to-the-kingdom": "svg.kk-board", "runebound": "svg.rb-map"}
TARGETS = ".kk-target, .rb-target, .dd-pit-area.clickable, .dd-path.clickable"

# What the page shows that is cut, covered or off the screen, as readable lines (empty: all well).
# Text boxes are compared in screen pixels with a pixel's tolerance.


def script(name: str) -> str:
    """A function of tests/e2e/layout/ (without its comment lines), for page.evaluate."""
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.startswith("//"))


MOUNT = script("mount.js")
"""Draws a view with a game's board module on the page, as the room does (``{game, view, legal,
lang}``); leaves the plugin in window.plugin, the frame in window.frame, actions in window.acted."""

PROBLEMS = script("problems.js")
"""What is cut, covered or off the screen (a function of the board's selector and the targets')."""


def create_room(server: LiveServer, game: str, seed: int) -> dict[str, Any]:
    """A table of a person (seat 0, who moves first) and a bot."""
    body = {
        "game": game,
        "players": 2,
        "seed": seed,
        "seats": [{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}],
    }
    response = httpx.post(f"{server.url}/api/rooms", json=body, timeout=60)
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


@pytest.fixture
def screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A page at the size and in the language of the test's parameters, failing on script errors."""
    size, lang = request.node.callspec.params["size"], request.node.callspec.params["lang"]
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale=LOCALES[lang], reduced_motion="reduce"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(PATIENCE_MS)
    yield page
    context.close()
    assert not errors, errors


@contextlib.contextmanager
def over_the_lobby(browser: Any, server: LiveServer, size: str, lang: str = "en") -> Iterator[Any]:
    """A page at ``size`` in ``lang`` on which a board may be drawn by hand: the lobby has loaded
    (it cannot replace the board drawn afterwards); closed at the end."""
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale=LOCALES[lang], reduced_motion="reduce"
    )
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_load_state("networkidle")
        yield page
    finally:
        context.close()


def problems(page: Any, game: str) -> list[str]:
    """What is cut, covered or off the screen on the page now (see PROBLEMS)."""
    found: list[str] = page.evaluate(f"(args) => ({PROBLEMS}).apply(null, args)", [BOARD[game], TARGETS])
    return found


def settled(page: Any, game: str, timeout: float = PATIENCE_MS) -> list[str]:
    """The problems on the page once it has settled: none as soon as the page shows none (the
    board module loads and draws after the room's first frame, and pieces glide for a while on a
    loaded machine), else those still there after ``timeout`` milliseconds."""
    try:
        page.wait_for_function(
            f"(args) => ({PROBLEMS}).apply(null, args).length === 0",
            arg=[BOARD[game], TARGETS],
            polling=100,
            timeout=timeout,
        )
    except PlaywrightTimeout:
        return problems(page, game)
    return []


def cases() -> Iterator[Any]:
    for game in GAMES:
        for size in SIZES:
            for lang in LOCALES:
                marks = []
                if game not in list_games():
                    marks.append(pytest.mark.skip(reason=f"{game} is not registered"))
                yield pytest.param(game, size, lang, id=f"{game}-{size}-{lang}", marks=marks)


@pytest.mark.parametrize(("game", "size", "lang"), list(cases()))
def test_the_first_move_is_on_the_screen_and_no_text_is_cut(
    live_server: LiveServer, screen: Any, game: str, *, size: str, lang: str, request: pytest.FixtureRequest
) -> None:
    answer = create_room(live_server, game, GAMES[game])
    screen.goto(answer["links"]["play"])
    expect(screen.locator(BOARD[game])).to_be_visible()
    expect(screen.locator(".actions h2")).to_be_visible()  # the first move is ours
    expect(screen.locator(TARGETS).or_(screen.locator(".actions button.act")).first).to_be_visible()
    assert settled(screen, game) == []
    if game == "key-to-the-kingdom" and size == "laptop":
        # the board's choices are listed unfolded beside it (on a phone they stay one tap away)
        expect(screen.locator("details.more-choices[open] button.act")).to_have_count(3)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_dungeon_dice_stays_readable_through_a_game(
    live_server: LiveServer, screen: Any, size: str, lang: str
) -> None:
    """Rolls, stops and challenges until the game ends, checking the page at every decision. It
    waits for what it checks (a decision to take, the page without problems), never for a time."""
    answer = create_room(live_server, "dungeon-dice", 5)
    screen.goto(answer["links"]["play"])
    ready = screen.locator(".actions button.act:not([disabled]), .game-over:not([hidden])").first
    over = screen.locator(".game-over:not([hidden])")
    seen: set[str] = set()
    for decision in range(300):
        ready.wait_for()  # ours to decide (clicking disables the buttons until the answer)
        if over.count():
            break
        found = settled(screen, "dungeon-dice")
        assert found == [], (decision, found)
        buttons = screen.locator(".actions button.act:not([disabled])")
        actions = [str(b.get_attribute("data-action")) for b in buttons.all()]
        seen.update(a.partition(":")[0] for a in actions)
        challenge = [a for a in actions if a.startswith("challenge:")]
        choice = (
            challenge[0] if challenge else ("stop" if "stop" in actions and decision % 4 == 3 else actions[0])
        )
        screen.locator(f'.actions button[data-action="{choice}"]').click()
    assert over.count(), "the game did not end in 300 decisions"
    assert {"roll", "stop", "challenge"} <= seen


def test_dungeon_dice_flash_fits_its_board(live_server: LiveServer, browser: Any) -> None:
    """The banner over the pit for a challenge roll (its longest words) lies inside the board, and
    its words inside the banner, at both sizes and in both languages."""
    view = get_game("dungeon-dice").new_state(players=2, seed=21).view(0)
    for size, lang in (("laptop", "en"), ("phone", "fi"), ("laptop", "fi"), ("phone", "en")):
        with over_the_lobby(browser, live_server, size, lang) as page:
            page.evaluate(MOUNT, {"game": "dungeon-dice", "view": view, "legal": [], "lang": lang})
            shown = page.evaluate(script("dd_flash.js"))
        assert shown["text"] and shown["boxInside"] and shown["wordsInside"], (size, lang, shown)


@pytest.mark.rule("DD-UI-01")
@pytest.mark.parametrize("size", list(SIZES))
def test_dungeon_dice_prisoners_leave_the_row_to_challenge_clickable(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    """The other player's prisoner on each card of the path in turn: the row to click for a
    challenge is never covered, at its middle or under the prisoner, and a click on the prisoner
    challenges (deep in a game a prisoner stood on the row's middle and took the click)."""
    view = get_game("dungeon-dice").new_state(players=2, seed=21).view(0)
    with over_the_lobby(browser, live_server, size) as page:
        page.evaluate(MOUNT, {"game": "dungeon-dice", "view": view, "legal": [], "lang": "en"})
        shown = page.evaluate(script("dd_rows.js"), {"view": view})
    assert shown["found"] == [], "\n".join(shown["found"])
    assert shown["rows"] == 8 and shown["acted"] == ["challenge:2"] * 8


@pytest.mark.rule("RB-UI-06")
@pytest.mark.parametrize("size", list(SIZES))
def test_runebound_the_hexes_a_roll_reaches_are_brought_into_sight(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    """After the first roll of five movement dice (seed 3: 36 hexes reachable, the map's width
    and more) the map's window is centred on them: every one within two hexes of the hero is on
    the screen and clickable, and three quarters of them all."""
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale="en-GB", reduced_motion="reduce"
    )
    page = context.new_page()
    page.set_default_timeout(PATIENCE_MS)
    answer = create_room(live_server, "runebound", GAMES["runebound"])
    page.goto(answer["links"]["play"])
    page.locator('.actions button[data-action="roll:5"]').click()
    expect(page.locator(".rb-target")).to_have_count(36)
    reach = page.evaluate(script("rb_reach.js"))
    assert reach["found"] == [], reach
    assert reach["onScreen"] >= 27, reach  # three quarters (laptop: all 36; phone: 31)
    context.close()


def kk_position(wanted: str) -> tuple[dict[str, Any], list[list[str]]]:
    """A seat's view (and its legal actions with labels) from random games, where at least two
    legal actions are of the kind ``wanted`` (``dagger``: the two daggers of a hazard)."""
    game = get_game("key-to-the-kingdom")
    for seed in range(1, 80):
        state = game.new_state(players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(800):
            seat = state.to_act
            if seat is None:
                break
            legal = state.legal_actions()
            if sum(a.text.startswith(wanted + ":") for a in legal) >= 2:
                return state.view(seat), [[a.text, state.label(a, "en")] for a in legal]
            state.apply(rng.choice(legal))
    raise AssertionError(f"no position with two '{wanted}' choices in the random games tried")


@pytest.mark.parametrize("size", list(SIZES))
def test_key_to_the_kingdom_two_daggers_are_shown_on_the_board(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    view, legal = kk_position("dagger")
    width, height = SIZES[size]
    with over_the_lobby(browser, live_server, size) as page:
        page.evaluate(MOUNT, {"game": "key-to-the-kingdom", "view": view, "legal": legal, "lang": "en"})
        daggers = [a[len("dagger:") :] for a, _ in legal if a.startswith("dagger:")]
        for space in daggers:
            target = page.locator(f".kk-target[data-space='{space}']")
            expect(target).to_have_count(1)
            box = target.bounding_box()
            assert (
                box
                and box["x"] >= 0
                and box["x"] + box["width"] <= width
                and box["y"] >= 0
                and box["y"] + box["height"] <= height
            )
        # pointing at a choice in the list marks its dagger on the board
        for space in daggers:
            page.locator(f".actions button[data-action='dagger:{space}']").hover()
            expect(page.locator(".kk-target.hot")).to_have_count(1)
            expect(page.locator(".kk-target.hot")).to_have_attribute("data-space", space)


@pytest.mark.parametrize("lang", list(LOCALES))
def test_key_to_the_kingdom_pawns_leave_every_label_readable(
    live_server: LiveServer, page: Any, lang: str
) -> None:
    """Both adventurers on every space of every configuration of the board, one space after the
    other: their pawns never cover a place's, a hazard's or a part's name, the start's label or a
    numbered space."""
    view, legal = kk_position("move")
    page.emulate_media(reduced_motion="reduce")
    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")  # the lobby has drawn: it cannot replace the board below
    page.evaluate(MOUNT, {"game": "key-to-the-kingdom", "view": view, "legal": legal, "lang": lang})
    covered = page.evaluate(script("kk_pawns.js"))
    assert covered["pawns"] > 1200 and covered["labels"] >= 25  # both pawns, four configurations
    assert covered["found"] == [], "\n".join(covered["found"])
