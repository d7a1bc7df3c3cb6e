"""Terminal rendering of Dungeon Dice with rich: the paths, the pit, the wall, the odds and the log."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from noppa.engine import State, text
from noppa.engine.i18n import decimal, percent
from noppa.games.dungeon_dice.rules.faces import FACE_NAMES, GUARD, PATH_LENGTH

FACE_STYLE = (
    "",
    "bold yellow",
    "bold bright_yellow",
    "bold dark_orange",
    "bold cyan",
    "bold green",
    "bold white on red",
)


def die(face: int, lang: str) -> Text:
    """One die as a coloured badge."""
    return Text(f"[{text(f'dd.face.{FACE_NAMES[face]}', lang)}]", style=FACE_STYLE[face])


class DungeonDiceRenderer:
    """Draws one seat's view of a Dungeon Dice game."""

    log_lines = 8

    def render(
        self, state: State, seat: int | None, lang: str, bots: set[int] | None = None
    ) -> RenderableType:
        view = state.view(seat)
        board: dict[str, Any] = view["state"]
        bots = bots or set()
        current = board["current"]
        title = text("dd.ui.title", lang, turn=view["turn"])
        parts: list[RenderableType] = [self._paths(state, board, lang, bots)]
        parts.append(self._pit(state, board, lang))
        odds = board.get("odds")
        if odds and view["to_act"] is not None:
            parts.append(self._odds(state, odds, lang))
        parts.append(self._log(state, seat, lang))
        subtitle = text("dd.ui.turn_of", lang, player=state.player_name(current, lang))
        return Panel(Group(*parts), title=title, subtitle=subtitle, border_style="grey50")

    def _paths(self, state: State, board: dict[str, Any], lang: str, bots: set[int]) -> Table:
        table = Table(title=text("dd.ui.paths", lang), show_header=False, box=None, pad_edge=False)
        table.add_column(justify="right")
        table.add_column()
        table.add_column(justify="right")
        for seat, cards in enumerate(board["paths"]):
            name = state.player_name(seat, lang) + (" 🤖" if seat in bots else "")
            marker = "► " if seat == board["current"] and state.to_act is not None else "  "
            row = Text("☻" if cards == 0 else " ", style="bold magenta")
            row.append(f"{text('dd.ui.start', lang)} ", style="dim")
            for space in range(1, PATH_LENGTH + 1):
                if space == cards:
                    row.append("☻", style="bold magenta")
                elif space < cards:
                    row.append("▰", style="green")
                else:
                    row.append("▱", style="grey42")
            row.append(f" {text('dd.ui.exit', lang)}", style="bold green" if cards >= PATH_LENGTH else "dim")
            table.add_row(
                Text(marker + name, style="bold" if marker.strip() else ""), row, f"{cards}/{PATH_LENGTH}"
            )
        return table

    def _pit(self, state: State, board: dict[str, Any], lang: str) -> Table:
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column(style="bold")
        table.add_column()
        pit = Text()
        for face in board["pit_faces"]:
            pit.append_text(die(face, lang))
            pit.append(" ")
        pit.append(text("dd.ui.dice_in_pit", lang, count=board["pit"]), style="dim")
        table.add_row(text("dd.ui.pit", lang), pit)
        wall = Text()
        for face in range(1, 7):
            count = board["wall"][face - 1]
            if count:
                wall.append_text(die(face, lang))
                wall.append(f"×{count}  ")
        if not wall.plain:
            wall.append(text("dd.ui.empty", lang) + "  ", style="dim")
        guards = board["wall"][GUARD - 1]
        wall.append(text("dd.ui.guards", lang, count=guards), style="red" if guards else "dim")
        table.add_row(text("dd.ui.wall", lang), wall)
        risk = Text(text("dd.ui.cards", lang, count=board["held"] + board["taken"]), style="bold")
        if board["taken"] and board["target"] is not None:
            risk.append(
                "  ("
                + text(
                    "dd.ui.taken", lang, count=board["taken"], player=state.player_name(board["target"], lang)
                )
                + ")"
            )
        table.add_row(text("dd.ui.at_risk", lang), risk)
        supply = board["supply"]
        table.add_row(
            text("dd.ui.supply", lang), text("dd.ui.unlimited", lang) if supply is None else str(supply)
        )
        return table

    def _odds(self, state: State, odds: dict[str, Any], lang: str) -> Panel:
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column()
        table.add_column(justify="right", style="bold")
        if "bust" in odds:
            table.add_row(text("dd.ui.bust_chance", lang), percent(odds["bust"], lang))
        if "roll" in odds:
            table.add_row(text("dd.ui.expect_roll", lang), decimal(odds["roll"], lang))
        if "stop" in odds:
            table.add_row(text("dd.ui.expect_stop", lang), decimal(odds["stop"], lang))
        for target, expected in odds["challenges"].items():
            line = text(
                "dd.ui.expect_challenge",
                lang,
                player=state.player_name(int(target), lang),
                chance=percent(odds["challenge_chance"], lang),
            )
            table.add_row(line, decimal(expected, lang))
        table.add_row(text("dd.ui.best", lang), state.label(odds["best"], lang))
        return Panel(table, title=text("dd.ui.odds", lang), border_style="cyan")

    def _log(self, state: State, seat: int | None, lang: str) -> Panel:
        events = state.visible_events(seat)[-self.log_lines :]
        lines = Text("\n".join(state.describe(e, lang) for e in events))
        return Panel(lines, title=text("dd.ui.log", lang), border_style="grey42")
