"""Terminal rendering of Key to the Kingdom with rich, from one seat's view.

A small map of the whole board as it lies now (its paths drawn between the spaces, and a legend
of its signs), a closer map around the player whose turn it is (the ends of his possible moves
marked with their menu numbers), every adventurer's place,
situation, equipment, lost pile and treasure cases (contents only where the viewer knows them),
the Demon King, the folds of the board and the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from noppa.engine import State, text
from noppa.games.key_to_the_kingdom.content.board import load_board
from noppa.games.key_to_the_kingdom.content.components import COLOURS, EQUIPMENT
from noppa.games.key_to_the_kingdom.ui.svg import config_name
from noppa.games.key_to_the_kingdom.words.names import (
    case_name,
    equipment_name,
    hazard_name,
    space_name,
    treasure_name,
)

SEAT_STYLE = (
    "bold white on grey37", "bold white on red3", "bold white on dark_orange3", "bold white on blue",
    "bold white on green4", "bold white on purple",
)  # fmt: skip
SEAT_MARKS = "ABCDEF"
"""An adventurer's sign on the map and in the table: a letter by seat, never a digit, so that no
seat looks like one of the Demon King's numbered spaces."""
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
"""Menu numbers as they are marked on the maps."""
CHOICE_STYLE = "bold black on bright_yellow"
NUMBER_STYLE = "bold black on grey70"
MOVE_KINDS = ("move", "enter", "dagger", "out")
"""The actions whose first argument is the space they go to: marked on the map."""
OVERVIEW_ROWS = 26
CLOSEUP_BOX = (360.0, 220.0)
"""The part of the board (in board units) the close-up shows."""
BACKGROUND = ("~", "·", "─", "│", "╱", "╲")
"""Cells a mark may cover when its own cell is taken: hazard squares, paths and the lines between."""


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def choice_mark(number: int) -> str:
    """The sign of menu choice ``number`` on the map (① … ⑳, then the number itself)."""
    return CIRCLED[number - 1] if number <= len(CIRCLED) else str(number)


class MapGrid:
    """A map of one part of the board as a grid of (glyph, style) cells, with row letters and
    column numbers as its coordinates (``D57``: row D, column 57)."""

    def __init__(self, box: tuple[float, float, float, float], cols: int, rows: int) -> None:
        self.box, self.cols, self.rows = box, cols, rows
        self.cells: list[list[tuple[str, str]]] = [[(" ", "") for _ in range(cols)] for _ in range(rows)]
        self.marked: set[tuple[int, int]] = set()
        """Cells that hold a mark (the Demon King, an adventurer, a choice): never drawn over."""
        self.seats: dict[int, tuple[int, int]] = {}
        """Where each adventurer's letter stands."""

    def cell(self, x: float, y: float) -> tuple[int, int] | None:
        x0, y0, x1, y1 = self.box
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return None
        return int((y - y0) / (y1 - y0) * (self.rows - 1)), int((x - x0) / (x1 - x0) * (self.cols - 1))

    def put(self, pos: tuple[int, int], glyph: str, style: str) -> tuple[int, int]:
        """Put a mark at ``pos``, or, when another mark is there, in the nearest cell that holds no
        mark and no space (the row first, then the rows above and below); returns where it went."""
        r, c = pos
        if pos not in self.marked:
            self.cells[r][c] = (glyph, style)
            self.marked.add(pos)
            return pos
        for distance in range(1, max(self.cols, self.rows)):
            steps = ((0, distance), (0, -distance), (-1, distance - 1), (1, distance - 1),
                     (-1, 1 - distance), (1, 1 - distance), (-distance, 0), (distance, 0))  # fmt: skip
            for dr, dc in steps:
                spot = (r + dr, c + dc)
                if not (0 <= spot[0] < self.rows and 0 <= spot[1] < self.cols) or spot in self.marked:
                    continue
                if self.cells[spot[0]][spot[1]][0] not in (" ", *BACKGROUND):
                    continue
                self.cells[spot[0]][spot[1]] = (glyph, style)
                self.marked.add(spot)
                return spot
        return pos  # a full map: not on any board

    @staticmethod
    def row_name(row: int) -> str:
        return chr(ord("A") + row) if row < 26 else f"A{chr(ord('A') + row - 26)}"

    def coordinate(self, pos: tuple[int, int] | None) -> str:
        """``D57``: the row's letter and the column's number (from 1) of a cell."""
        if pos is None:
            return "—"
        return f"{self.row_name(pos[0])}{pos[1] + 1}"

    def text(self, *, coordinates: bool = False) -> Text:
        """The grid as text; with ``coordinates`` the column numbers above (tens over units) and
        the row letters to the left."""
        out = Text(no_wrap=True, overflow="crop")  # a narrow terminal cuts the map's east, not its rows
        margin = "   " if coordinates else ""
        if coordinates:
            tens = [" "] * self.cols
            for col in range(10, self.cols + 1, 10):
                label = str(col // 10)
                for k, char in enumerate(label):
                    tens[col - len(label) + k] = char
            out.append(margin + "".join(tens).rstrip() + "\n", style="dim")
            units = "".join(str((col + 1) % 10) for col in range(self.cols))
            out.append(margin + units + "\n", style="dim")
        for number, row in enumerate(self.cells):
            if coordinates:
                out.append(f"{self.row_name(number):>2} ", style="dim")
            for glyph, style in row:
                out.append(glyph, style=style or None)
            out.append("\n")
        out.rstrip()
        return out


@dataclass
class ChoiceMarks:
    """The maps of one screen and where each move choice of the menu is marked on them."""

    overview_grid: MapGrid
    closeup_grid: MapGrid
    here: str
    closeup: dict[int, tuple[int, int]] = field(default_factory=dict)
    overview: dict[int, tuple[int, int]] = field(default_factory=dict)
    coordinates: dict[int, str] = field(default_factory=dict)
    """Menu number → the overview coordinates of the space it goes to."""


KIND_GLYPH = {
    "path": ("·", "grey62"),
    "start": ("S", "bold white on grey30"),
    "white-dagger": ("†", "bold white"),
    "black-dagger": ("†", "bold red"),
    "place": ("▣", "bold yellow"),
    "dungeon": ("#", "grey50"),
    "whirlpool": ("@", "bold cyan"),
    "black-hole": ("●", "grey23"),
    "stone-circle": ("o", "bold grey70"),
    "interior": ("~", "steel_blue"),
}
LINK_STYLE = "grey42"
"""The paths between spaces, drawn under them."""
LEGEND = (
    ("·", KIND_GLYPH["path"][1], "path"),
    ("†", KIND_GLYPH["white-dagger"][1], "white_dagger"),
    ("†", KIND_GLYPH["black-dagger"][1], "black_dagger"),
    ("▣", KIND_GLYPH["place"][1], "place"),
    ("#", KIND_GLYPH["dungeon"][1], "dungeon"),
    ("@", KIND_GLYPH["whirlpool"][1], "whirlpool"),
    ("●", KIND_GLYPH["black-hole"][1], "black_hole"),
    ("o", KIND_GLYPH["stone-circle"][1], "stone_circle"),
    ("~", KIND_GLYPH["interior"][1], "hazard"),
    ("S", KIND_GLYPH["start"][1], "start"),
    ("5", NUMBER_STYLE, "number"),
    ("K", "bold white on black", "king"),
    ("B", SEAT_STYLE[1], "seat"),
    ("①", CHOICE_STYLE, "choice"),
    ("▬", "bold orange3", "built"),
)
"""The map's signs and their legend keys (``kk.ui.legend_<key>``)."""


def _link_glyph(dx: int, dy: int) -> str:
    """The box-drawing line for a step of a path across the grid."""
    if dy == 0:
        return "─"
    if dx == 0:
        return "│"
    return "╲" if (dx > 0) == (dy > 0) else "╱"


class KeyToTheKingdomRenderer:
    """Draws one seat's view of a game."""

    log_lines = 10

    def render(
        self, state: State, seat: int | None, lang: str, bots: set[int] | None = None
    ) -> RenderableType:
        view = state.view(seat)
        board_view: dict[str, Any] = view["state"]
        bots = bots or set()
        current = int(board_view["current"])
        folds = board_view["folds"]
        title = text("kk.ui.title", lang, turn=view["turn"], name=text("kk.name", lang))
        head = Text(text("kk.ui.configuration", lang, name=config_name(folds, lang)), style="bold")
        dk = board_view["dk"]
        head.append("   ")
        head.append(
            text(
                "kk.ui.demon_king",
                lang,
                number=board_view["dk_number"] or "-",
                space=space_name(load_board(), dk, lang),
            ),
            style="bold red",
        )
        marks = self.choice_marks(state, seat)
        parts: list[RenderableType] = [
            head,
            self._overview(marks.overview_grid, lang),
            self._closeup(state, marks, current, lang),
        ]
        parts.append(self._adventurers(state, board_view, marks.overview_grid, lang, bots))
        parts.append(self._cases(state, board_view, lang))
        parts.append(self._log(state, seat, lang))
        subtitle = text("kk.ui.turn_of", lang, player=state.player_name(current, lang))
        return Panel(Group(*parts), title=title, subtitle=subtitle, border_style="grey50")

    # ------------------------------------------------------------------ maps

    def _grid(
        self, board_view: dict[str, Any], box: tuple[float, float, float, float], cols: int, rows: int
    ) -> MapGrid:
        """The spaces and paths of ``box`` on a grid of ``cols`` × ``rows``, then the Demon King and
        every adventurer on top (each in a cell of his own: :meth:`MapGrid.put`)."""
        board = load_board()
        config = board.configs[board_view["config"]]
        grid = MapGrid(box, cols, rows)
        cell = grid.cell
        # the paths first, so that the spaces are drawn over their ends
        for sid in config.present:
            start = cell(board.spaces[sid].x, board.spaces[sid].y)
            for other in config.walk[sid]:
                end = cell(board.spaces[other].x, board.spaces[other].y)
                if start is None or end is None or other < sid:
                    continue
                (r0, c0), (r1, c1) = start, end
                steps = max(abs(r1 - r0), abs(c1 - c0))
                glyph = _link_glyph(c1 - c0, r1 - r0) if steps else ""
                for k in range(1, steps):
                    r, c = round(r0 + (r1 - r0) * k / steps), round(c0 + (c1 - c0) * k / steps)
                    if grid.cells[r][c][0] == " ":
                        grid.cells[r][c] = (glyph, LINK_STYLE)
        order = sorted(config.present, key=lambda s: board.spaces[s].kind != "interior")
        for sid in order:
            space = board.spaces[sid]
            pos = cell(space.x, space.y)
            if pos is None:
                continue
            glyph, style = KIND_GLYPH.get(space.kind, ("?", ""))
            if space.number:
                glyph, style = str(space.number), NUMBER_STYLE
            r, c = pos
            if grid.cells[r][c][0] in (" ", *BACKGROUND) or space.kind != "path":
                grid.cells[r][c] = (glyph, style)
        for sid in board_view.get("built", []):
            space = board.spaces[sid]
            pos = cell(space.x, space.y)
            if pos:
                grid.cells[pos[0]][pos[1]] = ("▬", "bold orange3")
        dk = board.spaces.get(board_view["dk"])
        if dk is not None and (pos := cell(dk.x, dk.y)):
            grid.put(pos, "K", "bold white on black")
        for adv in board_view["adventurers"]:
            if adv["escaped"]:
                continue
            space = board.spaces[adv["space"]]
            pos = cell(space.x, space.y)
            if pos:  # players on one space stand side by side, none hiding another
                grid.seats[adv["seat"]] = grid.put(pos, seat_mark(adv["seat"]), SEAT_STYLE[adv["seat"] % 6])
        return grid

    def _overview_grid(self, board_view: dict[str, Any]) -> MapGrid:
        board = load_board()
        config = board.configs[board_view["config"]]
        xs = [board.spaces[s].x for s in config.present]
        ys = [board.spaces[s].y for s in config.present]
        x0, x1 = min(xs) - 10, max(xs) + 10
        box = (x0, min(ys) - 5, x1, max(ys) + 5)  # no empty rows above or below the board
        return self._grid(board_view, box, cols=int((x1 - x0) / 11), rows=OVERVIEW_ROWS)

    def _overview(self, grid: MapGrid, lang: str) -> RenderableType:
        return Group(grid.text(coordinates=True), self.legend(lang))

    @staticmethod
    def legend(lang: str) -> Columns:
        """What the map's signs mean, an entry for each (never broken across lines)."""
        entries = []
        for glyph, style, key in LEGEND:
            entry = Text(glyph, style=style)
            entry.append(" " + text(f"kk.ui.legend_{key}", lang), style="dim")
            entries.append(entry)
        return Columns(entries, padding=(0, 3))

    def _closeup_grid(self, board_view: dict[str, Any], seat: int, targets: list[str]) -> tuple[MapGrid, Any]:
        """The close-up around ``seat``'s adventurer, moved (within the board) so that as many of the
        ``targets`` as fit are in it, and the space it is centred on."""
        board = load_board()
        here = board.spaces[board_view["adventurers"][seat]["space"]]
        width, height = board.size
        points = [(here.x, here.y)] + [(board.spaces[t].x, board.spaces[t].y) for t in targets]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        cx = (min(xs) + max(xs)) / 2 if max(xs) - min(xs) <= CLOSEUP_BOX[0] - 20 else here.x
        cy = (min(ys) + max(ys)) / 2 if max(ys) - min(ys) <= CLOSEUP_BOX[1] - 20 else here.y
        x0 = min(max(cx - CLOSEUP_BOX[0] / 2, 0), width - CLOSEUP_BOX[0])
        y0 = min(max(cy - CLOSEUP_BOX[1] / 2, 0), height - CLOSEUP_BOX[1])
        box = (x0, y0, x0 + CLOSEUP_BOX[0], y0 + CLOSEUP_BOX[1])
        return self._grid(board_view, box, cols=61, rows=19), here

    def choice_marks(self, state: State, seat: int | None) -> ChoiceMarks:
        """Where the map marks each choice of the menu that goes to a space: the close-up when the
        space is in it, else the overview (which shows the whole board), so that every move choice
        can be found on the map; with the overview coordinates of each."""
        view = state.view(seat)
        board_view: dict[str, Any] = view["state"]
        board = load_board()
        legal = [state.game.parse_action(t) for t in view["legal"]] if view["legal"] else []
        targets: dict[int, str] = {
            number: action.args[0]
            for number, action in enumerate(legal, start=1)
            if action.kind in MOVE_KINDS and action.args and action.args[0] in board.spaces
        }
        overview = self._overview_grid(board_view)
        current = int(board_view["current"])
        closeup, here = self._closeup_grid(board_view, current, list(dict.fromkeys(targets.values())))
        marks = ChoiceMarks(overview, closeup, here.id)
        for number, target in targets.items():
            space = board.spaces[target]
            glyph = choice_mark(number)
            pos = closeup.cell(space.x, space.y)
            if pos is not None:
                marks.closeup[number] = closeup.put(pos, glyph, CHOICE_STYLE)
            else:
                spot = overview.cell(space.x, space.y)
                assert spot is not None  # the overview holds every space of the board
                marks.overview[number] = overview.put(spot, glyph, CHOICE_STYLE)
            marks.coordinates[number] = overview.coordinate(overview.cell(space.x, space.y))
        return marks

    def choice_notes(self, state: State, seat: int | None, lang: str) -> dict[int, str]:
        """What the menu adds to a move choice: where its mark stands (menu number → text)."""
        marks = self.choice_marks(state, seat)
        notes = {}
        for number, where in marks.coordinates.items():
            key = "kk.ui.choice_closeup" if number in marks.closeup else "kk.ui.choice_overview"
            notes[number] = text(key, lang, mark=choice_mark(number), where=where)
        return notes

    def _closeup(self, state: State, marks: ChoiceMarks, seat: int, lang: str) -> RenderableType:
        board = load_board()
        grid = marks.closeup_grid
        player = state.player_name(seat, lang)
        caption = text("kk.ui.around", lang, player=player, space=space_name(board, marks.here, lang))
        parts: list[RenderableType] = [grid.text()]
        hazards = self._hazards_in(grid, marks.overview_grid, lang)
        if hazards is not None:
            parts.append(hazards)
        return Panel(Group(*parts), title=caption, border_style="grey35")

    def _hazards_in(self, grid: MapGrid, overview: MapGrid, lang: str) -> Text | None:
        """The hazards whose spaces the close-up shows, named, with their overview coordinates."""
        board = load_board()
        seen: dict[str, str] = {}
        for space in board.spaces.values():
            if space.hazard and space.kind != "interior" and grid.cell(space.x, space.y) is not None:
                seen.setdefault(space.hazard, overview.coordinate(overview.cell(space.x, space.y)))
        if not seen:
            return None
        line = Text(text("kk.ui.hazards_here", lang) + " ", style="bold")
        named = sorted(seen.items(), key=lambda item: item[1])
        line.append(", ".join(f"{hazard_name(h, lang)} {where}" for h, where in named), style="dim")
        return line

    # ------------------------------------------------------------------ tables

    def situation(self, adv: dict[str, Any], lang: str) -> str:
        """An adventurer's situation in words."""
        board = load_board()
        sit = adv["sit"]
        if adv["escaped"]:
            return text("kk.ui.sit_escaped", lang)
        if sit is None:
            return text("kk.ui.sit_free", lang)
        kind = sit["k"]
        if kind == "dungeon":
            return text("kk.ui.sit_dungeon", lang, place=text(f"kk.place.{sit['pl']}", lang), tries=sit["c"])
        if kind == "trapped":
            return text(
                "kk.ui.sit_trapped", lang, space=space_name(board, adv["space"], lang), tries=sit["c"]
            )
        if kind == "circle":
            return text(f"kk.ui.sit_circle_{sit['m']}", lang)
        return text(
            "kk.ui.sit_hazard",
            lang,
            hazard=hazard_name(sit["h"], lang),
            space=space_name(board, adv["space"], lang),
        )

    def _adventurers(
        self, state: State, board_view: dict[str, Any], overview: MapGrid, lang: str, bots: set[int]
    ) -> Table:
        board = load_board()
        table = Table(show_header=True, box=None, pad_edge=False, expand=False)
        for key in ("player", "where", "situation", "equipment", "lost", "cases"):
            table.add_column(text(f"kk.ui.col_{key}", lang), overflow="fold")
        for adv in board_view["adventurers"]:
            s = adv["seat"]
            name = Text(f" {seat_mark(s)} ", style=SEAT_STYLE[s % 6])
            name.append(" " + state.player_name(s, lang) + (" 🤖" if s in bots else ""))
            name.append(f" ({text(f'kk.colour.{COLOURS[s]}', lang)})", style="dim")
            if adv["has_magic"]:
                name.append(" ✦", style="bold magenta")
            equipment = ", ".join(equipment_name(e, lang) for e in adv["equipment"]) or "—"
            lost = ", ".join(equipment_name(e, lang) for e in sorted(adv["lost"], key=EQUIPMENT.index)) or "—"
            cases = []
            for case in adv["cases"]:
                known = board_view["cases"][case]["treasure"]
                cases.append(case_name(case, lang) + (f" = {treasure_name(known, lang)}" if known else ""))
            if adv["cobra_dropped"]:
                cases.append(text("kk.ui.cobra_dropped", lang))
            table.add_row(
                name,
                space_name(board, adv["space"], lang)
                + ("" if adv["escaped"] else f" ({overview.coordinate(overview.seats.get(s))})"),
                self.situation(adv, lang),
                equipment,
                lost,
                "; ".join(cases) or "—",
            )
        return table

    def _cases(self, state: State, board_view: dict[str, Any], lang: str) -> Text:
        line = Text(text("kk.ui.cases", lang) + ": ", style="bold")
        for case, info in board_view["cases"].items():
            where = info["where"]
            if where.startswith("seat:"):
                where_text = text("kk.ui.held_by", lang, player=state.player_name(int(where[5:]), lang))
            else:
                where_text = text(f"kk.ui.where_{where}", lang)
            line.append(f"{case_name(case, lang)}: {where_text}")
            if info["treasure"]:
                line.append(f" ({treasure_name(info['treasure'], lang)})", style="bold yellow")
            line.append("  ")
        line.append(
            text("kk.ui.decks", lang, monsters=board_view["monster_deck"], magic=board_view["magic_deck"]),
            style="dim",
        )
        return line

    def _log(self, state: State, seat: int | None, lang: str) -> Panel:
        events = state.visible_events(seat)[-self.log_lines :]
        lines = Text("\n".join(state.describe(e, lang) for e in events))
        return Panel(lines, title=text("kk.ui.log", lang), border_style="grey42")
