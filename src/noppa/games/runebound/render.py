"""Terminal rendering of Runebound with rich: the hex map, hero sheets, market, combat and log.

The map is drawn column-staggered like the board (odd-q): each hex is a three-character cell,
even columns on one text line and odd columns half a row lower on the next. A cell shows the
terrain by colour and letter, a city by its initial, an adventure token as a coloured ``●``, a lost
challenge as ``L`` and heroes by player number.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from noppa.engine import State, text
from noppa.games.runebound.effects import PHASES, describe_modifiers
from noppa.games.runebound.words import challenge_text

TERRAIN_STYLE = {
    "plains": ("·", "black on khaki1"),
    "road": ("=", "black on wheat1"),
    "river": ("~", "white on dodger_blue2"),
    "swamp": ("≈", "white on dark_olive_green3"),
    "forest": ("♣", "white on dark_green"),
    "hills": ("^", "black on light_goldenrod3"),
    "mountain": ("▲", "white on grey42"),
    "city": ("C", "bold white on dark_red"),
}
GEM_STYLE = {
    "green": "bold green1",
    "yellow": "bold yellow1",
    "blue": "bold deep_sky_blue1",
    "red": "bold red1",
}


class RuneboundRenderer:
    """Draws one seat's view of a Runebound game."""

    log_lines = 12

    def render(
        self, state: State, seat: int | None, lang: str, bots: set[int] | None = None
    ) -> RenderableType:
        from noppa.games.runebound.state import RuneboundState

        assert isinstance(state, RuneboundState)
        view = state.view(seat)
        table: dict[str, Any] = view["state"]
        bots = bots or set()
        parts: list[RenderableType] = []
        parts.append(self._map(state, table, lang))
        if table["step"] == "moving" and seat == table["current"] and view["legal"]:
            example = view["legal"][0].partition(":")[2]
            parts.append(Text(text("rb.ui.move_hint", lang, example=example), style="bold"))
        parts.append(self._side(state, table, lang))
        parts.append(self._heroes(state, table, lang, bots, seat))
        combat = self._combat(state, table, lang)
        if combat is not None:
            parts.append(combat)
        parts.append(self._log(state, seat, lang))
        title = text("rb.ui.title", lang, round=table["round"], turn=view["turn"])
        subtitle = text("rb.ui.turn_of", lang, player=state.player_name(table["current"], lang))
        return Panel(Group(*parts), title=title, subtitle=subtitle, border_style="grey50")

    # ------------------------------------------------------------------ the map

    def _map(self, st: Any, table: dict[str, Any], lang: str) -> RenderableType:
        board = st.board
        cols = [h.col for h in board.hexes if h.in_play]
        rows = [h.row for h in board.hexes if h.in_play]
        width, height = max(cols) + 1, max(rows) + 1
        at: dict[tuple[int, int], int] = {(h.col, h.row): i for i, h in enumerate(board.hexes) if h.in_play}
        heroes_at: dict[int, list[int]] = {}
        for number, hero in enumerate(table["heroes"]):
            heroes_at.setdefault(hero["hex"], []).append(number)
        lost_at = {entry["hex"]: slot + 1 for slot, entry in enumerate(table["lost"]) if entry is not None}
        reachable = set(table["destinations"]) if table["step"] == "moving" else set()
        out = Text()
        for row in range(height):
            for half in (0, 1):
                line = Text("  " if half else "")
                for col in range(width):
                    if col % 2 != half:
                        continue
                    index = at.get((col, row))
                    if index is None:
                        line.append("    ")
                        continue
                    line.append_text(
                        self._cell(
                            st, index, table=table, heroes_at=heroes_at, lost_at=lost_at, reachable=reachable
                        )
                    )
                    line.append("  ")
                out.append_text(line)
                out.append("\n")
        legend = Text()
        for terrain, (char, style) in TERRAIN_STYLE.items():
            legend.append(f" {char} ", style=style)
            legend.append(f"{text(f'rb.terrain.{terrain}', lang)}  ")
        out.append_text(legend)
        return Panel(out, title=text("rb.ui.map", lang), border_style="grey42")

    def _cell(
        self,
        st: Any,
        index: int,
        *,
        table: dict[str, Any],
        heroes_at: dict[int, list[int]],
        lost_at: dict[str, int],
        reachable: set[str],
    ) -> Text:
        data = st.board.hexes[index]
        hex_id = st.board.ids[index]
        char, style = TERRAIN_STYLE[data.terrain]
        if data.city is not None:
            char = data.city[0].upper()
        cell = Text()
        here = heroes_at.get(index, [])
        left = str(here[0] + 1) if here else " "
        cell.append(left, style=f"bold magenta on {style.split(' on ')[-1]}")
        token = table["tokens"].get(hex_id)
        if token is not None:
            cell.append("●", style=f"{GEM_STYLE[token]} on {style.split(' on ')[-1]}")
        elif hex_id in lost_at:
            cell.append("L", style=f"bold red on {style.split(' on ')[-1]}")
        else:
            cell.append(char, style=style)
        background = style.split(" on ")[-1]
        if len(here) > 1:
            cell.append(str(here[1] + 1), style=f"bold magenta on {background}")
        elif hex_id in reachable:
            cell.append("*", style=f"bold bright_white on {background}")  # a destination of the roll
        else:
            cell.append(" ", style=f"on {background}")
        return cell

    # ------------------------------------------------------------------ side panel

    def _side(self, st: Any, table: dict[str, Any], lang: str) -> RenderableType:
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold")
        grid.add_column()
        event = table["event"]
        if event:
            changes = describe_modifiers(st.content.adventures[event].modifiers, lang)
            shown = st.content.name(event, lang) + (f" — {changes}" if changes else "")
        else:
            shown = text("rb.ui.none", lang)
        grid.add_row(text("rb.ui.event", lang), shown)
        front = table["front"]
        if front is not None:
            grid.add_row(
                text("rb.ui.front", lang),
                text(
                    "rb.ui.front_card", lang, card=st.content.name(front["card"], lang), count=front["wounds"]
                ),
            )
        sizes = table["deck_sizes"]
        grid.add_row(text("rb.ui.decks", lang), text("rb.ui.deck_sizes", lang, **sizes))
        grid.add_row("", text("rb.ui.market_deck", lang, count=table["market_deck_size"]))
        for slot, entry in enumerate(table["lost"]):
            if entry is not None:
                grid.add_row(
                    f"{text('rb.ui.lost_list', lang)} {slot + 1}",
                    f"{st.content.name(entry['card'], lang)} @ {entry['hex']}",
                )
        if st.doom_variant:
            grid.add_row(
                text("rb.ui.path", lang),
                f"{len(table['path'])} · {text('rb.ui.doom', lang)} {table['doom']}/8",
            )
        market = Table(title=text("rb.ui.market", lang), show_header=False, box=None, pad_edge=False)
        market.add_column(style="bold")
        market.add_column()
        for city, cards in table["stacks"].items():
            names = ", ".join(f"{st.content.name(c, lang)} ({st.content.card_cost(c)})" for c in cards)
            market.add_row(st.content.name(city, lang), names or "—")
        if table["trade"] is not None:
            trade = table["trade"]
            grid.add_row(
                "⇄",
                text(
                    "rb.ui.offer",
                    lang,
                    give=", ".join(st.content.name(c, lang) for c in trade["give"]) or "—",
                    want=", ".join(st.content.name(c, lang) for c in trade["want"]) or "—",
                    gold=trade["gold"],
                ),
            )
        return Group(grid, market)

    # ------------------------------------------------------------------ hero sheets

    def _heroes(self, st: Any, table: dict[str, Any], lang: str, bots: set[int], viewer: int | None) -> Table:
        from noppa.games.runebound import abilities

        sheet = Table(title=text("rb.ui.heroes", lang), pad_edge=False, expand=False)
        sheet.add_column("")
        sheet.add_column(text("rb.ui.sheet", lang))
        sheet.add_column(text("rb.ui.gear", lang))
        for seat, hero in enumerate(table["heroes"]):
            name = st.player_name(seat, lang) + (" 🤖" if seat in bots else "")
            if seat == table["current"]:
                name = "► " + name
            life = abilities.hero_stat(st, seat, "life")
            stamina = abilities.hero_stat(st, seat, "stamina")
            stats = [
                f"{abilities.hero_stat(st, seat, a)} ({abilities.hero_stat(st, seat, f'{p}_damage')})"
                for a, p in (("mind", "ranged"), ("body", "melee"), ("spirit", "magic"))
            ]
            tokens = " ".join(f"[{GEM_STYLE[c]}]{v}[/]" for c, v in hero["tokens"])
            if hero["xp_paper"]:
                tokens += f" +{hero['xp_paper']}"
            items = ", ".join(
                st.content.name(c, lang) + ("*" if c in hero["face_down"] else "")
                for c in [*hero["items"], *hero["boons"]]
            )
            allies = ", ".join(
                f"{st.content.name(a['card'], lang)} {a['wounds']}/{a['fatigue']}"
                + ("*" if a["card"] in hero["face_down"] else "")
                for a in hero["allies"]
            )
            numbers = Text.from_markup(
                text(
                    "rb.ui.sheet_line",
                    lang,
                    life=f"{life - hero['wounds']}/{life}",
                    fatigue=f"{hero['fatigue']}/{stamina}",
                    gold=hero["gold"],
                    mind=stats[0],
                    body=stats[1],
                    spirit=stats[2],
                    level=1 + len(hero["xp"]),
                    tokens=tokens or "—",
                )
            )
            gear = f"{items or '—'} | {allies or '—'}"
            sheet.add_row(Text(name, style="bold" if seat == viewer else ""), numbers, gear)
        return sheet

    # ------------------------------------------------------------------ combat

    def _combat(self, st: Any, table: dict[str, Any], lang: str) -> RenderableType | None:
        combat = table["combat"]
        if combat is None:
            return None
        foe = table["foe"]
        lines = Text()
        if foe is not None:
            lines.append(
                text(
                    "rb.ui.foe_line",
                    lang,
                    card=st.content.name(foe["card"], lang),
                    mind=foe["mind"],
                    rd=foe["ranged_damage"],
                    body=foe["body"],
                    md=foe["melee_damage"],
                    spirit=foe["spirit"],
                    mg=foe["magic_damage"],
                    wounds=foe["wounds"],
                    life=foe["life"],
                )
            )
            card_text = challenge_text(st.content.adventures[foe["card"]], lang)  # RB-CARD-03
            if card_text:
                lines.append(f"\n{card_text}")
        else:
            lines.append(
                f"{st.player_name(table['current'], lang)} ⚔ {st.player_name(combat['opponent'], lang)}"
            )
        stage = combat["stage"]
        if stage in ("phase", "pvp_def"):
            where = text(f"rb.phase.{PHASES[combat['phase']]}", lang)
        elif stage == "escape":
            where = text("rb.ui.escape", lang)
        else:
            where = text("rb.window.before_combat", lang)
        lines.append(f"\n{text('rb.ui.round', lang, number=combat['round'])} · {where}")
        return Panel(lines, title=text("rb.ui.combat", lang), border_style="red")

    def _log(self, state: Any, seat: int | None, lang: str) -> Panel:
        events = state.visible_events(seat)[-self.log_lines :]
        lines = Text("\n".join(state.describe(e, lang) for e in events))
        return Panel(lines, title=text("rb.ui.log", lang), border_style="grey42")
