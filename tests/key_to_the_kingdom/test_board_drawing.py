"""The board as it is drawn (svg.py, the browser's board data, the terminal map): nothing drawn on
top of anything else, names that fit, a terminal map with its paths and a legend (the docs'
pictures being up to date: test_setup.py)."""

from __future__ import annotations

import itertools
import math

import pytest
from rich.console import Console

from noppa import get_game, text
from noppa.games.key_to_the_kingdom.content.board import Board, Space, load_board
from noppa.games.key_to_the_kingdom.ui.client import board_data
from noppa.games.key_to_the_kingdom.ui.render import LEGEND, KeyToTheKingdomRenderer
from noppa.games.key_to_the_kingdom.ui.svg import (
    HAZARD_FONT,
    PLACE_BOX,
    PLACE_FONT,
    PLACE_TEXT,
    _footprint,
    _overlap,
    board_svg,
    hazard_label,
    label_width,
    place_lines,
)

LANGS = ("en", "fi")
BANDS = frozenset({"rainbow", "rim"})
"""Marks whose squares are drawn as one continuous band (the Wizard's rainbow, the Doom Well's rim)."""


def radius(space: Space) -> float:
    """How far a round drawing reaches from its centre (a dagger: its diamond's inscribed circle)."""
    if space.kind in ("white-dagger", "black-dagger"):
        return 8.5
    if space.kind == "path":
        return 11.0
    return {"start": 26.0, "whirlpool": 20.0, "stone-circle": 22.0, "dungeon": 10.0}.get(space.kind, 9.0)


def clash(a: Space, b: Space) -> bool:
    """Whether the drawings of two spaces overlap (a place is a box, the rest round)."""
    if a.kind == "place" and b.kind == "place":
        return False
    if b.kind == "place":
        a, b = b, a
    if a.kind == "place":
        dx = max(abs(b.x - a.x) - PLACE_BOX[0] / 2, 0.0)
        dy = max(abs(b.y - a.y) - PLACE_BOX[1] / 2, 0.0)
        return math.hypot(dx, dy) < radius(b)
    return math.hypot(a.x - b.x, a.y - b.y) < radius(a) + radius(b) - 0.5


def present(board: Board, key: str) -> list[Space]:
    return [board.spaces[s] for s in sorted(board.configs[key].present)]


@pytest.mark.parametrize("key", ["in-in", "in-out", "out-in", "out-out"])
def test_no_space_is_drawn_over_another(key: str) -> None:
    """Issue 15: the Ice Mountain's box covered its side path, the Sleeping Giant's track ran into
    its dagger and the path beside it."""
    board = load_board()
    spaces = present(board, key)
    clashes = [
        (a.id, b.id)
        for a, b in itertools.combinations(spaces, 2)
        if clash(a, b) and not (a.mark in BANDS and a.mark == b.mark)
    ]
    assert clashes == []
    assert not any(clash(board.spaces["im/mountain"], s) for s in spaces if s.id != "im/mountain")


@pytest.mark.parametrize("lang", LANGS)
def test_hazard_names_cover_no_space_no_pawn_and_no_other_name(lang: str) -> None:
    board = load_board()
    boxes = {}
    for hazard_id, hazard in board.hazards.items():
        x, y = hazard_label(board, hazard_id, lang)
        width = label_width(text(f"kk.hazard.{hazard_id}", lang), HAZARD_FONT) + 8
        height = HAZARD_FONT + 2
        boxes[hazard_id] = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
        region = board.parts[hazard.part].region
        assert region[0] <= boxes[hazard_id][0] and boxes[hazard_id][2] <= region[2], hazard_id
        covered = [
            s.id
            for s in board.spaces.values()
            if s.part == hazard.part and _overlap(boxes[hazard_id], _footprint(s))
        ]
        assert covered == [], (hazard_id, covered)
    for a, b in itertools.combinations(boxes, 2):
        together = any(
            {*board.hazards[a].ends, *board.hazards[b].ends} <= config.present
            for config in board.configs.values()
        )
        assert not (together and _overlap(boxes[a], boxes[b])), (a, b)


@pytest.mark.parametrize("lang", LANGS)
def test_every_place_name_fits_its_box(lang: str) -> None:
    board = load_board()
    for place_id in board.places:
        name = text(f"kk.place.{place_id}", lang)
        lines = place_lines(name)
        assert " ".join(lines) == name
        assert 1 <= len(lines) <= 2
        # a line wider than the box is one word, squeezed into it
        assert all(label_width(line, PLACE_FONT) <= PLACE_TEXT or " " not in line for line in lines), lines
    assert 'textLength="58"' in board_svg(board, {"west": "in", "east": "in"}, lang="fi")  # Paholaislinna
    assert place_lines("Kobra") == ["Kobra"]
    assert place_lines("Boulder Fortress") == ["Boulder", "Fortress"]


def test_the_browser_gets_the_same_layout() -> None:
    board = load_board()
    data = board_data(board)
    for hazard_id, hazard in data["hazards"].items():
        for lang in LANGS:
            x, y, room = hazard["label"][lang]
            assert (x, y) == hazard_label(board, hazard_id, lang)
            assert room == label_width(text(f"kk.hazard.{hazard_id}", lang), HAZARD_FONT)
    assert data["places"]["boulder-fortress"]["lines"]["en"] == ["Boulder", "Fortress"]
    assert data["pawn"]["lift"]["place"] > PLACE_BOX[1] / 2  # a pawn stands above a place's name


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_map_draws_its_paths_and_a_legend(lang: str) -> None:
    state = get_game("key-to-the-kingdom").new_state(players=2, seed=4)
    console = Console(width=130, color_system=None, record=True)
    console.print(KeyToTheKingdomRenderer().render(state, 0, lang))
    screen = console.export_text()
    overview = screen.split(text("kk.ui.around", lang, player="", space="").split(":")[0])[0]
    assert overview.count("─") > 40 and overview.count("│") > 30  # the paths between the spaces
    assert "╱" in overview and "╲" in overview
    for glyph, _, key in LEGEND:
        meaning = text(f"kk.ui.legend_{key}", lang)
        assert meaning != f"kk.ui.legend_{key}"
        assert f"{glyph} {meaning}" in screen, meaning
