"""The terminal maps of Key to the Kingdom (issue 28, "The terminal"): every move choice of the
menu marked on a map near the space it goes to, every adventurer visible by a letter (several on one
space side by side), coordinates in the margins, the hazards in view named."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.console import Console

from noppa.bots import make_bot
from noppa.engine import LANGS, State, get_game, text
from noppa.games.key_to_the_kingdom.content.board import load_board
from noppa.games.key_to_the_kingdom.ui.render import (
    MOVE_KINDS,
    SEAT_MARKS,
    KeyToTheKingdomRenderer,
    MapGrid,
    choice_mark,
)

NEAR = 3
"""How far (cells, either way) a mark may stand from its space's own cell when that cell is taken."""


def positions(games: int = 8, moves: int = 160) -> Iterator[State]:
    """Decisions of seeded random-bot games, 2 to 6 players."""
    game = get_game("key-to-the-kingdom")
    for seed in range(games):
        state = game.new_state(2 + seed % 5, seed=seed)
        bot = make_bot(game, "random", seed=seed)
        for _ in range(moves):
            if state.to_act is None:
                break
            yield state
            state.apply(bot.choose(state.view(state.to_act)))


def near(grid: MapGrid, spot: tuple[int, int], x: float, y: float) -> bool:
    cell = grid.cell(x, y)
    assert cell is not None
    return abs(cell[0] - spot[0]) <= NEAR and abs(cell[1] - spot[1]) <= NEAR


def test_every_move_choice_and_every_adventurer_is_marked_on_a_map() -> None:
    board = load_board()
    renderer = KeyToTheKingdomRenderer()
    counted = marked = walked = 0
    for state in positions():
        seat = state.to_act
        marks = renderer.choice_marks(state, seat)
        legal = [state.game.parse_action(a.text) for a in state.legal_actions()]
        moves = {
            number: action.args[0]
            for number, action in enumerate(legal, start=1)
            if action.kind in MOVE_KINDS and action.args and action.args[0] in board.spaces
        }
        walked += bool(moves)
        for number, target in moves.items():
            counted += 1
            space = board.spaces[target]
            grid, spot = (
                (marks.closeup_grid, marks.closeup.get(number))
                if number in marks.closeup
                else (marks.overview_grid, marks.overview.get(number))
            )
            assert spot is not None, (number, target)
            assert grid.cells[spot[0]][spot[1]][0] == choice_mark(number)
            assert near(grid, spot, space.x, space.y), (number, target, spot)
            assert marks.coordinates[number] == marks.overview_grid.coordinate(
                marks.overview_grid.cell(space.x, space.y)
            )
            marked += 1
        overview = marks.overview_grid
        for adv in state.view(seat)["state"]["adventurers"]:
            if adv["escaped"]:
                continue
            spot = overview.seats[adv["seat"]]
            assert overview.cells[spot[0]][spot[1]][0] == SEAT_MARKS[adv["seat"]]
            space = board.spaces[adv["space"]]
            assert near(overview, spot, space.x, space.y)
    assert walked >= 700 and counted >= 2000  # the issue measured 732 positions, 2,403 choices
    assert marked == counted  # 100 % (the old close-up marked 59 %)


def test_seat_marks_are_letters_never_the_demon_kings_numbers() -> None:
    assert all(mark.isalpha() for mark in SEAT_MARKS)
    assert all(not choice_mark(n).isalpha() for n in range(1, 30))


@pytest.mark.parametrize("lang", LANGS)
def test_the_map_has_coordinates_and_names_the_hazards_in_view(lang: str) -> None:
    state = get_game("key-to-the-kingdom").new_state(players=3, seed=4)
    console = Console(width=140, color_system=None, record=True)
    renderer = KeyToTheKingdomRenderer()
    console.print(renderer.render(state, state.to_act, lang))
    screen = console.export_text()
    assert "1234567890123456789" in screen  # the column ruler
    assert " A " in screen and " Z " in screen  # row letters
    assert text("kk.ui.hazards_here", lang) in screen
    marks = renderer.choice_marks(state, state.to_act)
    notes = renderer.choice_notes(state, state.to_act, lang)
    assert notes and set(notes) == set(marks.coordinates)
    for number, where in marks.coordinates.items():
        assert where in notes[number] and choice_mark(number) in notes[number]


def test_players_on_one_space_are_drawn_side_by_side() -> None:
    grid = MapGrid((0, 0, 100, 100), cols=10, rows=5)
    first = grid.put((2, 4), "A", "")
    second = grid.put((2, 4), "B", "")
    third = grid.put((2, 4), "C", "")
    assert first == (2, 4) and len({first, second, third}) == 3
    assert {grid.cells[r][c][0] for r, c in (first, second, third)} == {"A", "B", "C"}
