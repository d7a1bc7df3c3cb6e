"""Key to the Kingdom in the browser: its board module is served, its board data holds what the
module draws from, and every message the module asks for exists in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

import noppa

MODULE = Path(noppa.__file__).parent / "web" / "static" / "games" / "key-to-the-kingdom.js"


def test_the_game_brings_its_board_module_and_board_data(client: TestClient) -> None:
    kk = client.get("/api/games/key-to-the-kingdom").json()
    assert kk["board"] is True and kk["client"] is True
    assert client.get("/static/games/key-to-the-kingdom.js").status_code == 200
    data = client.get("/api/games/key-to-the-kingdom/board").json()
    spaces = {space["id"]: space for space in data["spaces"]}
    assert data["start"] in spaces and spaces[data["start"]]["kind"] == "start"
    assert set(data["configs"]) == {"in-in", "in-out", "out-in", "out-out"}
    for key, config in data["configs"].items():
        assert set(config["present"]) <= set(spaces), key
        faces = {"fixed"} | {f"{side}-{fold}" for side, fold in config["folds"].items()}
        shown = [part for part in data["parts"].values() if part["face"] in faces]
        assert len(shown) == 4, key  # four of the six kingdom parts lie open at a time
    for place in data["places"].values():
        assert {place["space"], place["dungeon"], *place["daggers"]} <= set(spaces)
        assert place["name"]["en"] and place["name"]["fi"]
    for hazard in data["hazards"].values():
        assert set(hazard["ends"]) <= set(spaces) and hazard["name"]["fi"]
    assert {space["kind"] for space in spaces.values()} >= {"whirlpool", "dungeon", "place", "white-dagger"}


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_message_of_the_board_module_exists(client: TestClient, lang: str) -> None:
    messages = client.get(f"/api/messages?lang={lang}&game=key-to-the-kingdom").json()["messages"]
    source = MODULE.read_text(encoding="utf-8")
    keys = set(re.findall(r"""t\(["'](kk\.[\w.-]+)["']""", source))
    assert keys >= {"kk.ui.adventurers", "kk.ui.cancel", "kk.ui.board_missing", "kk.ui.demon_king"}
    assert sorted(k for k in keys if k.replace(".", "-") not in messages) == []  # t() key → Fluent id
    # keys the module builds from the view's words
    for prefix, words in {
        "kk.ui.fold_": ("in", "out"),
        "kk.ui.where_": ("place", "lost", "used", "pit"),
        "kk.ui.sit_circle_": ("return", "card"),
    }.items():
        assert all((prefix + word).replace(".", "-") in messages for word in words), prefix
