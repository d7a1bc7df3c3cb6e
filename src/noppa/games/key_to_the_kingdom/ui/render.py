"""Terminal rendering of Key to the Kingdom with rich, from one seat's view.

A small map of the whole board as it lies now (its paths drawn between the spaces, and a legend
of its signs), a closer map around the player whose turn it is (the ends of his possible moves
marked with their menu numbers), every adventurer's place,
situation, equipment, lost pile and treasure cases (contents only where the viewer knows them),
the Demon King, the folds of the board and the log.
"""

from __future__ import annotations

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
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
"""Menu numbers as they are marked on the close-up map."""
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
    ("5", "bold black on grey70", "number"),
    ("K", "bold white on black", "king"),
    ("1", SEAT_STYLE[1], "adventurer"),
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
        legal = [state.game.parse_action(t) for t in view["legal"]] if view["legal"] else []
        parts: list[RenderableType] = [
            head,
            self._overview(board_view, lang),
            self._closeup(state, board_view, current, legal, lang),
        ]
        parts.append(self._adventurers(state, board_view, seat, lang, bots))
        parts.append(self._cases(state, board_view, lang))
        parts.append(self._log(state, seat, lang))
        subtitle = text("kk.ui.turn_of", lang, player=state.player_name(current, lang))
        return Panel(Group(*parts), title=title, subtitle=subtitle, border_style="grey50")

    # ------------------------------------------------------------------ maps

    def _grid(
        self, board_view: dict[str, Any], box: tuple[float, float, float, float], cols: int, rows: int
    ) -> tuple[list[list[tuple[str, str]]], Any]:
        x0, y0, x1, y1 = box
        board = load_board()
        config = board.configs[board_view["config"]]
        grid = [[(" ", "") for _ in range(cols)] for _ in range(rows)]

        def cell(x: float, y: float) -> tuple[int, int] | None:
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                return None
            c = int((x - x0) / (x1 - x0) * (cols - 1))
            r = int((y - y0) / (y1 - y0) * (rows - 1))
            return r, c

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
                    if grid[r][c][0] == " ":
                        grid[r][c] = (glyph, LINK_STYLE)
        order = sorted(config.present, key=lambda s: board.spaces[s].kind != "interior")
        for sid in order:
            space = board.spaces[sid]
            pos = cell(space.x, space.y)
            if pos is None:
                continue
            glyph, style = KIND_GLYPH.get(space.kind, ("?", ""))
            if space.number:
                glyph, style = str(space.number), "bold black on grey70"
            r, c = pos
            if grid[r][c][0] in (" ", "~", "·", "─", "│", "╱", "╲") or space.kind != "path":
                grid[r][c] = (glyph, style)
        built = set(board_view.get("built", []))
        for sid in built:
            space = board.spaces[sid]
            pos = cell(space.x, space.y)
            if pos:
                grid[pos[0]][pos[1]] = ("▬", "bold orange3")
        dk = board.spaces.get(board_view["dk"])
        if dk is not None and (pos := cell(dk.x, dk.y)):
            grid[pos[0]][pos[1]] = ("K", "bold white on black")
        for adv in board_view["adventurers"]:
            if adv["escaped"]:
                continue
            space = board.spaces[adv["space"]]
            pos = cell(space.x, space.y)
            if pos:
                grid[pos[0]][pos[1]] = (str(adv["seat"] + 1), SEAT_STYLE[adv["seat"] % 6])
        return grid, cell

    @staticmethod
    def _text(grid: list[list[tuple[str, str]]]) -> Text:
        out = Text(no_wrap=True, overflow="crop")  # a narrow terminal cuts the map's east, not its rows
        for row in grid:
            for glyph, style in row:
                out.append(glyph, style=style or None)
            out.append("\n")
        out.rstrip()
        return out

    def _overview(self, board_view: dict[str, Any], lang: str) -> RenderableType:
        board = load_board()
        config = board.configs[board_view["config"]]
        xs = [board.spaces[s].x for s in config.present]
        x0, x1 = min(xs) - 10, max(xs) + 10
        grid, _ = self._grid(board_view, (x0, 20, x1, 790), cols=int((x1 - x0) / 11), rows=26)
        return Group(self._text(grid), self.legend(lang))

    @staticmethod
    def legend(lang: str) -> Columns:
        """What the map's signs mean, an entry for each (never broken across lines)."""
        entries = []
        for glyph, style, key in LEGEND:
            entry = Text(glyph, style=style)
            entry.append(" " + text(f"kk.ui.legend_{key}", lang), style="dim")
            entries.append(entry)
        return Columns(entries, padding=(0, 3))

    def _closeup(
        self, state: State, board_view: dict[str, Any], seat: int, legal: list[Any], lang: str
    ) -> RenderableType:
        board = load_board()
        adv = board_view["adventurers"][seat]
        here = board.spaces[adv["space"]]
        width, height = board.size
        x0 = min(max(here.x - 180, 0), width - 360)
        y0 = min(max(here.y - 110, 0), height - 220)
        grid, cell = self._grid(board_view, (x0, y0, x0 + 360, y0 + 220), cols=61, rows=19)
        for number, action in enumerate(legal, start=1):
            if (
                action.kind in ("move", "enter", "dagger", "out")
                and action.args
                and action.args[0] in board.spaces
            ):
                target = board.spaces[action.args[0]]
                pos = cell(target.x, target.y)
                if pos and number <= len(CIRCLED):
                    grid[pos[0]][pos[1]] = (CIRCLED[number - 1], "bold black on bright_yellow")
        caption = text(
            "kk.ui.around", lang, player=state.player_name(seat, lang), space=space_name(board, here.id, lang)
        )
        return Panel(self._text(grid), title=caption, border_style="grey35")

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
        self, state: State, board_view: dict[str, Any], seat: int | None, lang: str, bots: set[int]
    ) -> Table:
        board = load_board()
        table = Table(show_header=True, box=None, pad_edge=False, expand=False)
        for key in ("player", "where", "situation", "equipment", "lost", "cases"):
            table.add_column(text(f"kk.ui.col_{key}", lang), overflow="fold")
        for adv in board_view["adventurers"]:
            s = adv["seat"]
            name = Text(f" {s + 1} ", style=SEAT_STYLE[s % 6])
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
                space_name(board, adv["space"], lang),
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
