"""The platform as people use it, in headless Chromium: create a game, play it by clicking, invite
a second person, keep secrets apart, survive a server restart, replay the game."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import expect

from noppa import get_game, list_games, text
from noppa.server import ServerConfig
from tests.e2e.conftest import LiveServer
from tests.processes import until
from tests.server.secret_game import GAME as SECRET
from tests.server.secret_game import SecretState

pytestmark = pytest.mark.e2e


def create_room(server: LiveServer, **body: Any) -> dict[str, Any]:
    """Create a room through the REST API (the UI's own path is tested separately)."""
    response = httpx.post(f"{server.url}/api/rooms", json=body, timeout=60)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def distinct_numbers() -> tuple[int, list[int]]:
    """A seed of the secret game that deals the two seats different numbers, and the numbers."""
    for seed in range(1, 50):
        state = SECRET.new_state(2, seed=seed)
        assert isinstance(state, SecretState)
        if state.numbers[0] != state.numbers[1]:
            return seed, state.numbers
    raise AssertionError("no such seed")


def mine_shown(page: Any) -> str:
    """What the generic board shows as the viewer's hidden number."""
    return str(page.locator(".generic-board dt:text-is('mine') + dd").inner_text()).strip()


def test_dungeon_dice_against_a_bot_by_clicking_then_replay(live_server: LiveServer, page: Any) -> None:
    page.goto(live_server.url + "/")
    page.get_by_role("button", name="FI").click()
    expect(page.get_by_role("heading", name="Aloita peli")).to_be_visible()
    page.get_by_role("button", name="EN").click()
    expect(page.get_by_role("heading", name="Start a game")).to_be_visible()
    page.locator("[data-game='dungeon-dice']").get_by_role("link", name="New game").click()
    page.locator(".seat-row input[type=text]").fill("Alice")
    expect(page.locator("select[name=away]")).to_have_value("0")  # no stand-in unless the host asks
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator(".turn-banner")).to_be_visible()
    expect(page.locator(".player.you")).to_contain_text("Alice")
    board_clicks = 0
    decisions = 0

    def decided() -> bool:  # one decision when one is open; the game's end ends the wait
        nonlocal board_clicks, decisions
        if page.locator(".game-over:not([hidden])").count():
            return True
        pit = page.locator(".dd-pit-area.clickable")
        stop = page.locator('.actions button[data-action="stop"]:not([disabled])')
        if pit.count() and (decisions % 3 == 0 or not stop.count()):
            expect(page.locator(".dd-odds")).to_contain_text("%")
            pit.first.click()
            board_clicks += 1
            decisions += 1
        elif stop.count():
            stop.first.click()
            decisions += 1
        return False

    until(decided, "the game ended", seconds=240, every=0.04)
    expect(page.locator(".game-over")).to_be_visible()
    assert board_clicks > 0
    expect(page.locator(".over-card")).to_contain_text("Winner")
    expect(page.locator(".log li.over")).to_have_count(1)
    page.get_by_role("link", name="Replay").click()
    expect(page.locator(".replay-controls")).to_be_visible()
    expect(page.locator(".counter")).to_have_text(re.compile(r"Move 0 of \d+"))
    page.locator(".replay-controls .next").click()
    expect(page.locator(".counter")).to_have_text(re.compile(r"Move 1 of \d+"))
    expect(page.locator(".last-move")).not_to_be_empty()
    expect(page.locator(".dd-board")).to_be_visible()
    page.keyboard.press("End")
    expect(page.locator(".counter")).to_have_text(re.compile(r"Move (\d+) of \1"))
    page.locator(".replay-speed").select_option("0.2")  # autoplay speed, kept for the next replay
    assert page.evaluate("localStorage.getItem('noppa.replay_speed')") == "0.2"


def test_an_invited_friend_joins_and_each_sees_only_their_secret(
    live_server: LiveServer, browser: Any, page: Any, secret_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed, numbers = distinct_numbers()
    # a table with an invited person gets the server's own seed: the test makes that draw known
    monkeypatch.setattr("noppa.server.rooms.new_seed", lambda: seed)
    answer = create_room(
        live_server,
        game=secret_game,
        players=2,
        seats=[{"kind": "human", "local": True, "name": "Host"}, {"kind": "human"}],
    )
    page.goto(answer["links"]["play"])
    expect(page.locator(".invites")).to_be_visible()  # the host waits and sees the invitation links
    link = page.locator(".invite input").input_value()
    assert "#t=" in link
    guest_context = browser.new_context()
    guest = guest_context.new_page()
    guest.goto(link)
    guest.get_by_label("Your name").fill("Guest")
    guest.get_by_role("button", name="Join the game").click()
    expect(guest.locator(".generic-board")).to_be_visible()
    expect(page.locator(".invites")).to_be_hidden()  # everyone is here: the game started
    assert "#t=" not in guest.url  # the token left the address bar (it stays in this browser only)
    expect(page.locator(".generic-board dt:text-is('mine') + dd")).to_have_text(str(numbers[0]))
    expect(guest.locator(".generic-board dt:text-is('mine') + dd")).to_have_text(str(numbers[1]))
    watcher_context = browser.new_context()
    watcher = watcher_context.new_page()
    watcher.goto(answer["links"]["spectator"])
    expect(watcher.locator(".generic-board")).to_be_visible()
    assert mine_shown(watcher) == "—"
    # the host peeks: a private event the guest's log never shows
    page.get_by_role("button", name="Peek at my number").click()
    expect(page.locator(".log")).to_contain_text("peek by seat 0")
    guest.get_by_role("button", name="Reveal my number").click()
    expect(page.locator(".log")).to_contain_text(f"reveal by seat 1: {numbers[1]}")
    assert "peek by seat 0" not in guest.locator(".log").inner_text()
    assert "peek by seat 0" not in watcher.locator(".log").inner_text()
    guest_context.close()
    watcher_context.close()


def test_hot_seat_hands_the_device_over_between_secrets(
    live_server: LiveServer, page: Any, secret_game: str
) -> None:
    seed, numbers = distinct_numbers()
    answer = create_room(
        live_server,
        game=secret_game,
        players=2,
        seed=seed,
        seats=[{"kind": "human", "local": True}, {"kind": "human", "local": True}],
    )
    page.goto(answer["links"]["play"])
    curtain = page.locator(".curtain")
    expect(curtain).to_be_visible()
    expect(curtain).to_contain_text("Player 1")
    curtain.get_by_role("button").click()
    expect(page.locator(".generic-board dt:text-is('mine') + dd")).to_have_text(str(numbers[0]))
    page.get_by_role("button", name="Reveal my number").click()
    expect(curtain).to_be_visible()
    expect(curtain).to_contain_text("Player 2")
    expect(page.locator(".generic-board dt:text-is('mine') + dd")).to_have_text("—")  # hidden meanwhile
    curtain.get_by_role("button").click()
    expect(page.locator(".generic-board dt:text-is('mine') + dd")).to_have_text(str(numbers[1]))


def test_a_game_survives_a_server_restart(live_server: LiveServer, page: Any) -> None:
    answer = create_room(
        live_server,
        game="dungeon-dice",
        players=2,
        seed=21,
        seats=[{"kind": "human", "local": True}, {"kind": "bot"}],
    )
    page.goto(answer["links"]["play"])
    log = page.locator(".log li")
    for _ in range(3):
        lines = log.count()
        stop = page.locator('.actions button[data-action="stop"]:not([disabled])')
        stop.or_(page.locator('.actions button[data-action="roll"]:not([disabled])')).first.click()
        expect(log).not_to_have_count(lines)  # the move was played
    expect(page.locator(".actions button.act:not([disabled])").first).to_be_visible()
    before = page.locator(".log li").all_inner_texts()
    assert len(before) > 3
    live_server.restart()
    expect(page.locator(".notice.warn")).to_be_hidden()
    expect(page.locator(".log li")).to_have_count(len(before))
    assert page.locator(".log li").all_inner_texts() == before
    page.locator(".actions button.act:not([disabled])").first.click()
    expect(page.locator(".log li")).not_to_have_count(len(before))


@pytest.mark.skipif("runebound" not in list_games(), reason="Runebound is not registered")
def test_runebound_hero_moves_by_clicking_a_hex(live_server: LiveServer, page: Any) -> None:
    answer = create_room(
        live_server,
        game="runebound",
        players=2,
        seed=3,
        seats=[{"kind": "human", "local": True}, {"kind": "bot"}],
    )
    page.goto(answer["links"]["play"])
    expect(page.locator(".rb-map")).to_be_visible()
    expect(page.locator(".rb-hero-card").first).to_be_visible()
    target = page.locator(".rb-target").first
    expect(target).to_be_visible()
    hex_id = target.get_attribute("data-hex")
    assert hex_id and target.get_attribute("data-action", timeout=1000)
    # hex choices live on the map, not as buttons
    assert page.locator(f'.actions > button[data-action$="{hex_id}"]').count() == 0
    lines = page.locator(".log li").count()
    target.click()
    expect(page.locator(".log li")).not_to_have_count(lines)
    # the log names the hex by the coordinate the map shows, never by its id
    from noppa.games.runebound.words.capability import coordinate

    expect(page.locator(".log")).to_contain_text(coordinate(int(hex_id[1:3]), int(hex_id[3:5])))


def test_key_to_the_kingdom_adventurer_moves_by_clicking_a_space(live_server: LiveServer, page: Any) -> None:
    # seed 4: Alice (seat 0) starts, with three places her first roll can take her
    answer = create_room(
        live_server,
        game="key-to-the-kingdom",
        players=2,
        seed=4,
        seats=[{"kind": "human", "local": True, "name": "Alice"}, {"kind": "bot"}],
    )
    board_data = httpx.get(f"{live_server.url}/api/games/key-to-the-kingdom/board", timeout=60).json()
    names = {space["id"]: space["name"] for space in board_data["spaces"]}
    page.goto(answer["links"]["play"])
    board = page.locator("svg.kk-board")
    expect(board).to_be_visible()
    assert page.locator(".generic-board").count() == 0
    # the starting configuration: both flaps folded in, four of the six kingdom parts
    expect(board).to_have_attribute("data-config", "in-in")
    expect(page.locator(".kk-part")).to_have_count(4)
    parts = ["Spirit Castle", "Devil's Castle", "Boulder Fortress", "Ice Mountain"]
    expect(page.locator(".kk-part-name")).to_have_text(parts)
    assert page.locator(".kk-space[data-space='start']").count() == 1
    assert page.locator(".kk-space[data-space='whirlpool/west']").count() == 1
    assert page.locator(".kk-space[data-space^='mt/']").count() == 0  # Martyrs' Temple is folded away
    expect(page.locator(".kk-crown")).to_have_count(1)
    expect(page.locator(".kk-piece")).to_have_count(2)
    expect(page.locator(".kk-adventurer")).to_have_count(2)
    first = page.locator(".kk-adventurer").first
    expect(first).to_contain_text("Alice")
    expect(first).to_contain_text("free")
    expect(first).to_contain_text("food bag")
    targets = page.locator(".kk-target")
    expect(targets).to_have_count(3)
    # destinations are chosen on the board, not with buttons
    assert page.locator(".actions > button[data-action^='move:']").count() == 0
    target = targets.first
    space = target.get_attribute("data-space")
    assert space and target.get_attribute("data-action") == f"move:{space}"
    lines = page.locator(".log li").count()
    target.click()
    expect(page.locator(".log li")).not_to_have_count(lines)
    moved = re.compile(r"moves \d+ steps?: " + re.escape(names[space]["en"]))
    expect(page.locator(".log")).to_contain_text(moved)
    # the board and the panel speak Finnish too
    page.get_by_role("button", name="FI").click()
    expect(page.get_by_role("heading", name="Seikkailijat")).to_be_visible()
    expect(page.locator(".kk-part-name").nth(1)).to_have_text("Paholaislinna")


def kk_view_with_two_choices_on_one_space() -> tuple[dict[str, Any], list[list[str]]]:
    """A seat's view where one space offers both stopping on a black dagger and entering its
    treasure place, while the seat knows a treasure in its own case but not in its opponent's."""
    game = get_game("key-to-the-kingdom")
    for seed in range(1, 60):
        state = game.new_state(players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            seat = state.to_act
            if seat is None:
                break
            legal = [a.text for a in state.legal_actions()]
            board = state.view(seat)["state"]
            mine = board["adventurers"][seat]["cases"]
            theirs = board["adventurers"][1 - seat]["cases"]
            if (
                any(t.startswith("enter:") and "move:" + t[6:] in legal for t in legal)
                and any(board["cases"][c]["treasure"] for c in mine)
                and theirs
            ):
                labels = [[a.text, state.label(a, "en")] for a in state.legal_actions()]
                return state.view(seat), labels
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position in the random games tried")


def test_key_to_the_kingdom_module_draws_only_the_view_and_offers_a_choice_menu(
    live_server: LiveServer, page: Any
) -> None:
    view, legal = kk_view_with_two_choices_on_one_space()
    seat = view["seat"]
    board = view["state"]
    page.goto(live_server.url + "/")
    claims = page.evaluate(
        """async ({view, legal}) => {
          const { t, loadMessages } = await import("/static/i18n.js");
          await loadMessages("en", "key-to-the-kingdom");
          const create = (await import("/static/games/key-to-the-kingdom.js")).default;
          const board = Object.assign(document.createElement("div"), { className: "board" });
          const panel = document.createElement("div");
          const box = Object.assign(document.createElement("div"), { id: "kk-test" });
          box.append(board, panel);
          document.body.append(box);
          const boardData = await (await fetch("/api/games/key-to-the-kingdom/board")).json();
          window.acted = [];
          const plugin = create({
            board, panel, boardData, t, lang: "en", replay: false, game: { id: "key-to-the-kingdom" },
            act: (action) => window.acted.push(action), name: (seat) => `P${seat + 1}`, color: () => "#c33",
          });
          plugin.update({ view, legal: new Map(legal), events: [], viewing: view.seat, players: [],
                          status: "running", pending: false });
          return legal.map(([action]) => plugin.claims(action));
        }""",
        {"view": view, "legal": legal},
    )
    assert claims == [a.partition(":")[0] in ("move", "enter", "dagger", "out") for a, _ in legal]
    assert any(claims) and not all(claims)  # the space choices, not "face"
    expect(page.locator("svg.kk-board")).to_have_attribute("data-config", board["config"])
    # a case's treasure shows where the view gives it, and nowhere else
    cards = page.locator(".kk-adventurer")
    known = [board["cases"][c]["treasure"] for c in board["adventurers"][seat]["cases"]]
    shown = cards.nth(seat).locator(".kk-cases li.known")
    expect(shown).to_have_count(len([k for k in known if k]))
    for treasure in filter(None, known):
        expect(cards.nth(seat)).to_contain_text(text(f"kk.treasure.{treasure}", "en"))
    opponent = cards.nth(1 - seat).locator(".kk-cases li")
    expect(opponent).to_have_count(len(board["adventurers"][1 - seat]["cases"]))
    hidden = [c for c in board["adventurers"][1 - seat]["cases"] if not board["cases"][c]["treasure"]]
    assert opponent.filter(has_text="=").count() == len(board["adventurers"][1 - seat]["cases"]) - len(hidden)
    # a space with two choices opens a menu of both; choosing one plays it
    texts = [a for a, _ in legal]
    twice = next(a[6:] for a in texts if a.startswith("enter:") and "move:" + a[6:] in texts)
    page.locator(f".kk-target[data-space='{twice}']").click()
    menu = page.locator(".kk-chooser button[data-action]")
    expect(menu).to_have_count(2)
    page.locator(f".kk-chooser button[data-action='enter:{twice}']").click()
    expect(page.locator(".kk-chooser")).to_be_hidden()
    assert page.evaluate("window.acted") == [f"enter:{twice}"]


def last_faces(frame: dict[str, Any]) -> list[int]:
    """The faces of the last roll in a replay frame's log ([] before the first roll)."""
    faces: list[int] = []
    for line in frame["log"]:
        event = line["event"]
        if isinstance(event.get("face"), int):
            faces = [event["face"]]
        elif isinstance(event.get("faces"), list) and event["faces"]:
            faces = list(event["faces"])[-4:]
    return faces


def test_key_to_the_kingdom_replay_shows_the_last_roll_after_a_jump(tmp_path: Path, page: Any) -> None:
    """Jumping to any step of a replay shows the die as it last fell (not only stepping forward)."""
    server = LiveServer(ServerConfig(data_dir=tmp_path, bot_delay=0.0))
    server.start()
    try:
        # seed 7: two heuristic bots finish in a few dozen moves
        room = create_room(server, game="key-to-the-kingdom", players=2, seed=7, seats=[{"kind": "bot"}] * 2)
        room_id = room["room"]["id"]
        until(
            lambda: httpx.get(f"{server.url}/api/rooms/{room_id}", timeout=60).json()["status"] == "finished",
            "the bots finished",
        )
        end = httpx.get(f"{server.url}/api/rooms/{room_id}/replay?step=99999", timeout=60).json()
        total = end["total"]
        frames = {
            step: httpx.get(f"{server.url}/api/rooms/{room_id}/replay?step={step}", timeout=60).json()
            for step in range(total + 1)
        }
        rolled = [step for step, frame in frames.items() if last_faces(frame)]
        assert rolled, "the game rolled the die"
        # a step whose last roll differs from the final one, to jump from the end back to it
        middle = next(s for s in rolled if last_faces(frames[s]) != last_faces(end))
        page.goto(f"{server.url}/replay/{room_id}?step={total}")
        expect(page.locator(".counter")).to_have_text(re.compile(rf"Move {total} of {total}"))
        numbers = page.locator(".kk-dice-box .kk-die-num")
        expect(numbers).to_have_text([str(f) for f in last_faces(end)])
        page.locator(".replay-controls input[type=range]").fill(str(middle))
        expect(page.locator(".counter")).to_have_text(re.compile(rf"Move {middle} of {total}"))
        expect(numbers).to_have_text([str(f) for f in last_faces(frames[middle])])
    finally:
        server.stop()


def test_a_seat_link_plays_on_the_first_browser_only_and_the_table_sees_who_is_away(
    live_server: LiveServer, browser: Any, page: Any
) -> None:
    """On main a third browser that opened an already-claimed seat's link was told "Your turn!"."""
    answer = create_room(
        live_server,
        game="dungeon-dice",
        players=2,
        seats=[{"kind": "human", "local": True, "name": "Host"}, {"kind": "human"}],
    )
    page.goto(answer["links"]["play"])
    link = page.locator(".invite input").input_value()
    guest_context = browser.new_context(locale="en-GB")
    guest = guest_context.new_page()
    guest.goto(link)
    guest.get_by_label("Your name").fill("Guest")
    guest.get_by_role("button", name="Join the game").click()
    expect(guest.locator(".player.you")).to_contain_text("Guest")
    guest.reload()  # the claiming browser keeps its seat (its session is in its own storage)
    expect(guest.locator(".player.you")).to_contain_text("Guest")
    guest.goto(link)  # and the link itself still opens the game there
    expect(guest.locator(".player.you")).to_contain_text("Guest")
    for locale, heading in (("en-GB", "This seat is taken"), ("fi-FI", "Paikka on jo otettu")):
        third_context = browser.new_context(locale=locale)
        third = third_context.new_page()
        third.goto(link)
        expect(third.get_by_role("heading", name=heading)).to_be_visible()
        expect(third.locator(".refused .error")).not_to_be_empty()
        third.get_by_role("link", name=re.compile("Watch the game|Katso peliä")).click()
        expect(third.locator(".turn-banner")).to_be_visible()
        expect(third.locator(".player.you")).to_have_count(0)
        assert "Your turn" not in third.locator(".turn-banner").inner_text()
        third_context.close()
    # the guest closes the tab: the host sees who is away and since when, and the seat waits
    guest_context.close()
    expect(page.locator(".player[data-seat='1'] .away-since")).to_contain_text(re.compile(r"away since \d"))
    # the host gives the seat a new link: the old one is spent
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Invite the players").click()
    page.locator(".invite .reissue").click()
    expect(page.locator(".invite input")).not_to_have_value(link)


def test_the_room_shows_the_commitment_and_the_replay_verifies_the_dice(
    live_server: LiveServer, page: Any
) -> None:
    answer = create_room(
        live_server, game="dungeon-dice", players=2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}]
    )
    room = answer["room"]["id"]
    page.goto(answer["links"]["spectator"])
    page.locator("details.fair summary").click()
    expect(page.locator("details.fair .commitment")).to_have_text(answer["room"]["commitment"])
    expect(page.locator(".game-over")).to_be_visible()
    expect(page.locator("details.fair .seed")).not_to_be_empty()
    page.goto(f"{live_server.url}/replay/{room}")
    box = page.locator(".fairness")
    expect(box).to_have_attribute("data-verified", "true")
    expect(box).to_contain_text("checked in this browser")
    expect(box.locator(".commitment")).to_have_text(answer["room"]["commitment"])
    page.get_by_role("button", name="FI").click()
    page.goto(f"{live_server.url}/replay/{room}")
    expect(page.locator(".fairness")).to_contain_text("tarkistettu tässä selaimessa")
