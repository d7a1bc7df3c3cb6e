"""Terminal rendering of Runebound with rich: the hex map, hero sheets, market, combat and log.

The map is drawn column-staggered like the board (odd-q): each hex is a three-character cell,
even columns on one text line and odd columns half a row lower on the next. A cell shows the
terrain by colour and letter, a city by its initial, an adventure token as a coloured ``●``, a lost
challenge as ``L`` and heroes by player number.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from noppa.engine import State, text
from noppa.games.runebound.content.effects import PHASES
from noppa.games.runebound.words.capability import (
    COLUMNS,
    card_text,
    challenge_text,
    coordinate,
    describe_modifiers,
    hex_coordinate,
    price_text,
)

MARGIN = 3
"""Characters left of the map for the row numbers."""

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


def city_letter(st: Any, city: str, lang: str) -> str:
    """The letter a city has on the terminal map: its name's initial in ``lang`` (unique, RB-UI-05)."""
    return str(st.content.name(city, lang))[0].upper()


COORDINATE = re.compile(r"([a-z])\s*(\d{1,2})", re.IGNORECASE)
"""A hex typed at the menu as the map's margins name it: ``H6``, ``h 6``."""


class RuneboundRenderer:
    """Draws one seat's view of a Runebound game."""

    log_lines = 12

    def typed_action(self, state: Any, typed: str, lang: str) -> tuple[str | None, str | None]:
        """A hex typed by its coordinates (``H6``) at the menu: the one choice that goes there or
        comes from there (move, step, arrive), or why none does; ``(None, None)`` for other words."""
        found = COORDINATE.fullmatch(typed.strip())
        if found is None:
            return None, None
        wanted = f"{found.group(1).upper()}{int(found.group(2))}"
        hexes = {hex_coordinate(state, hex_id): hex_id for hex_id in state.board.index}
        if wanted not in hexes:
            return None, text("rb.ui.no_such_hex", lang, hex=wanted)
        choices = [
            action.text
            for action in state.legal_actions()
            if state.game.parse_action(action.text).args[:1] == (hexes[wanted],)
        ]
        if len(choices) == 1:
            return choices[0], None
        return None, text("rb.ui.hex_not_a_choice", lang, hex=wanted)

    def render(
        self, state: State, seat: int | None, lang: str, bots: set[int] | None = None
    ) -> RenderableType:
        from noppa.games.runebound.rules.state import RuneboundState

        assert isinstance(state, RuneboundState)
        view = state.view(seat)
        table: dict[str, Any] = view["state"]
        bots = bots or set()
        parts: list[RenderableType] = []
        moving = table["step"] == "moving" and seat == table["current"] and bool(view["legal"])
        if not moving:
            parts.append(self._map(state, table, lang))
        parts.append(self._side(state, table, lang))
        parts.append(self._heroes(state, table, lang, bots, seat))
        mine = seat if seat is not None else table["current"]
        parts.append(self._sheet(state, table, lang, mine))
        combat = self._combat(state, table, lang)
        if combat is not None:
            parts.append(combat)
        parts.append(self._log(state, seat, lang))
        if moving:  # the map last, just above the folded menu: both on a 40-row screen
            parts.append(self._map(state, table, lang, compact=True))
        title = text("rb.ui.title", lang, round=table["round"], turn=view["turn"])
        subtitle = text("rb.ui.turn_of", lang, player=state.player_name(table["current"], lang))
        return Panel(Group(*parts), title=title, subtitle=subtitle, border_style="grey50")

    # ------------------------------------------------------------------ the map

    menu_fold = 6
    """How many lines of a long menu the terminal shows before "+ shows them all": with the
    compact map above it, a movement menu and the whole map fit a 40-row screen."""

    def _map(self, st: Any, table: dict[str, Any], lang: str, *, compact: bool = False) -> RenderableType:
        """The board, columns lettered above and rows numbered beside (RB-UI-01), and its legend;
        ``compact`` (choosing where to move): without a frame, the legend above it and one line of
        it below, so that the map's last row stands right above the menu."""
        board = st.board
        cols = [h.col for h in board.hexes if h.in_play]
        rows = [h.row for h in board.hexes if h.in_play]
        width, height = max(cols) + 1, max(rows) + 1
        at: dict[tuple[int, int], int] = {(h.col, h.row): i for i, h in enumerate(board.hexes) if h.in_play}
        heroes_at: dict[int, list[int]] = {}
        for number, hero in enumerate(table["heroes"]):
            if hero["placed"] and not hero["out"]:
                heroes_at.setdefault(hero["hex"], []).append(number)
        lost_at = {entry["hex"]: slot + 1 for slot, entry in enumerate(table["lost"]) if entry is not None}
        reachable = set(table["destinations"]) if table["step"] == "moving" else set()
        # A cell is 3 characters and 2 of space; even columns on a row's first line, odd columns
        # two characters further right on its second, so column c's cell starts at MARGIN + offset.
        offsets = [(col // 2) * 5 + 2 * (col % 2) for col in range(width)]
        header = [" "] * (offsets[-1] + 3)
        for col in range(width):
            header[offsets[col] + 1] = coordinate(col, 0)[0]
        out = Text(" " * MARGIN + "".join(header).rstrip() + "\n", style="bold")
        for row in range(height):
            for half in (0, 1):
                margin = f"{row + 1:>2} " if half == 0 else " " * MARGIN
                line = Text(margin, style="bold")
                line.append("  " if half else "")
                for col in range(width):
                    if col % 2 != half:
                        continue
                    index = at.get((col, row))
                    if index is None:
                        line.append("     ")
                        continue
                    line.append_text(
                        self._cell(
                            st,
                            index,
                            table=table,
                            heroes_at=heroes_at,
                            lost_at=lost_at,
                            reachable=reachable,
                            lang=lang,
                        )
                    )
                    line.append("  ")
                out.append_text(line)
                out.append("\n")
        if compact:  # the complete legend above the map (RB-UI-04), a line of it below
            out.append_text(Text(text("rb.ui.map_compact_legend", lang), style="bold"))
            return Group(self._legend(st, lang), out)
        out.append_text(self._legend(st, lang))
        return Panel(out, title=text("rb.ui.map", lang), border_style="grey42")

    def _legend(self, st: Any, lang: str) -> Text:
        """Every mark the map uses, in words (RB-UI-01, RB-UI-04)."""
        legend = Text()
        for terrain, (char, style) in TERRAIN_STYLE.items():
            if terrain == "city":
                continue
            legend.append(f" {char} ", style=style)
            legend.append(f" {text(f'rb.terrain.{terrain}', lang)}  ")
        legend.append("\n")
        city_style = TERRAIN_STYLE["city"][1]
        for city in st.content.cities:
            legend.append(f" {city_letter(st, city, lang)} ", style=city_style)
            legend.append(f" {st.content.name(city, lang)}  ")
        legend.append("\n")
        for style in GEM_STYLE.values():
            legend.append("●", style=style)
        legend.append(f" {text('rb.legend.token', lang)}  ")
        legend.append("L", style="bold red")
        legend.append(f" {text('rb.legend.lost', lang)}  ")
        legend.append("1", style="bold magenta")
        legend.append(f" {text('rb.legend.hero', lang)}  ")
        legend.append("*", style="bold")
        legend.append(f" {text('rb.legend.reachable', lang)}\n")
        legend.append(text("rb.legend.coordinates", lang, last=coordinate(len(COLUMNS) - 1, 12)), style="dim")
        return legend

    def _cell(
        self,
        st: Any,
        index: int,
        *,
        table: dict[str, Any],
        heroes_at: dict[int, list[int]],
        lost_at: dict[str, int],
        reachable: set[str],
        lang: str,
    ) -> Text:
        data = st.board.hexes[index]
        hex_id = st.board.ids[index]
        char, style = TERRAIN_STYLE[data.terrain]
        if data.city is not None:
            char = city_letter(st, data.city, lang)
        cell = Text()
        here = heroes_at.get(index, [])
        background = style.split(" on ")[-1]
        left = str(here[0] + 1) if here else " "
        cell.append(left, style=f"bold magenta on {background}")
        token = table["tokens"].get(hex_id)
        if token is not None:
            cell.append("●", style=f"{GEM_STYLE[token]} on {background}")
        elif hex_id in lost_at:
            cell.append("L", style=f"bold red on {background}")
        else:
            cell.append(char, style=style)
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
                    f"{st.content.name(entry['card'], lang)} · {hex_coordinate(st, entry['hex'])}",
                )
        if st.doom_variant:
            grid.add_row(
                text("rb.ui.path", lang),
                f"{len(table['path'])} · {text('rb.ui.doom', lang)} {table['doom']}/8",
            )
        market = Table(title=text("rb.ui.market", lang), show_header=False, box=None, pad_edge=False)
        market.add_column(style="bold")
        market.add_column(style="bold")
        market.add_column(justify="right")
        market.add_column()
        for city, cards in table["stacks"].items():
            name = st.content.name(city, lang)
            if not cards:
                market.add_row(name, "—", "", "")
            for card in cards:  # RB-UI-02: each card with its price now, its values and its text
                price = price_text(table["prices"][card], lang)
                market.add_row(name, st.content.name(card, lang), price, card_text(st.content, card, lang))
                name = ""
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
        """Every hero on one line each: life, fatigue, gold, attributes, level, tokens, cards."""
        sheet = Table(title=text("rb.ui.heroes", lang), pad_edge=False, expand=False)
        sheet.add_column("")
        sheet.add_column(text("rb.sheet.life_head", lang), justify="right")
        sheet.add_column(text("rb.sheet.fatigue_head", lang), justify="right")
        sheet.add_column(text("rb.sheet.gold_head", lang), justify="right")
        sheet.add_column(text("rb.sheet.attributes_head", lang))
        sheet.add_column(text("rb.sheet.level_head", lang), justify="right")
        sheet.add_column(text("rb.sheet.cards_head", lang))
        for seat, hero in enumerate(table["heroes"]):
            values = table["sheets"][seat]
            name = st.player_name(seat, lang) + (" 🤖" if seat in bots else "")
            if seat == table["current"]:
                name = "► " + name
            attributes = " ".join(
                f"{text(f'rb.sheet.short_{a}', lang)} {values[a]}({values[f'{p}_damage']})"
                for a, p in (("mind", "ranged"), ("body", "melee"), ("spirit", "magic"))
            )
            cards = [
                st.content.name(c, lang) + ("*" if c in hero["face_down"] else "")
                for c in [*hero["items"], *hero["boons"], *(a["card"] for a in hero["allies"])]
            ]
            sheet.add_row(
                Text(name, style="bold" if seat == viewer else ""),
                f"{values['life'] - hero['wounds']}/{values['life']}",
                f"{hero['fatigue']}/{values['stamina']}",
                str(hero["gold"]),
                attributes,
                str(values["level"]),
                ", ".join(cards) or "—",
            )
        sheet.caption = text("rb.sheet.caption", lang)
        return sheet

    def _sheet(self, st: Any, table: dict[str, Any], lang: str, seat: int) -> RenderableType:
        """One hero's whole card (RB-UI-02): life and wounds, fatigue and its limit, attributes with
        their damage, skills, the hero's ability, items, allies, trophies, gold and experience."""
        hero = table["heroes"][seat]
        values = table["sheets"][seat]
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold")
        grid.add_column()
        grid.add_row(
            text("rb.sheet.life", lang),
            text(
                "rb.sheet.life_value",
                lang,
                left=values["life"] - hero["wounds"],
                life=values["life"],
                count=hero["wounds"],
            ),
        )
        grid.add_row(
            text("rb.sheet.fatigue", lang),
            text("rb.sheet.fatigue_value", lang, count=hero["fatigue"], stamina=values["stamina"]),
        )
        for attribute, phase in (("mind", "ranged"), ("body", "melee"), ("spirit", "magic")):
            grid.add_row(
                text(f"rb.stat.{attribute}", lang),
                text(
                    "rb.sheet.attribute_value",
                    lang,
                    value=values[attribute],
                    kind=text(f"rb.stat.{phase}_damage", lang),
                    damage=values[f"{phase}_damage"],
                ),
            )
        skills = ", ".join(
            f"{text(f'rb.skill.{name}', lang)} +{bonus}" for name, bonus in values["skills"].items()
        )
        grid.add_row(text("rb.sheet.skills", lang), skills or "—")
        grid.add_row(text("rb.sheet.ability", lang), card_text(st.content, hero["hero"], lang) or "—")
        for card in [*hero["items"], *hero["boons"]]:
            down = f" ({text('rb.ui.face_down', lang)})" if card in hero["face_down"] else ""
            grid.add_row(
                text("rb.sheet.item", lang),
                f"{st.content.name(card, lang)}{down}: {card_text(st.content, card, lang)}",
            )
        for ally in hero["allies"]:
            down = f", {text('rb.ui.face_down', lang)}" if ally["card"] in hero["face_down"] else ""
            state = text("rb.sheet.ally_state", lang, wounds=ally["wounds"], fatigue=ally["fatigue"])
            name = st.content.name(ally["card"], lang)
            says = card_text(st.content, ally["card"], lang)
            grid.add_row(text("rb.sheet.ally", lang), f"{name} ({state}{down}): {says}")
        tokens = Text()
        for colour, value in hero["tokens"]:
            tokens.append(f"{value} ", style=GEM_STYLE[colour])
        grid.add_row(text("rb.sheet.gold", lang), price_text(hero["gold"], lang))
        grid.add_row(
            text("rb.sheet.experience", lang),
            text(
                "rb.sheet.experience_value",
                lang,
                level=values["level"],
                xp=values["xp"],
                count=values["xp_next"],
            ),
        )
        if hero["tokens"]:
            grid.add_row(text("rb.ui.tokens", lang), tokens)
        if hero["quests"]:
            grid.add_row(
                text("rb.sheet.quests", lang), ", ".join(st.content.name(q, lang) for q in hero["quests"])
            )
        player, name = st.player_name(seat, lang), st.content.name(hero["hero"], lang)
        title = player if name in player else text("rb.sheet.title", lang, hero=name, player=player)
        return Panel(grid, title=title, border_style="magenta", expand=False)

    # ------------------------------------------------------------------ combat

    def _combat(self, st: Any, table: dict[str, Any], lang: str) -> RenderableType | None:
        """The fight at hand (RB-UI-03): the foe's value and damage per phase, life, card text, stage."""
        combat = table["combat"]
        if combat is None:
            return None
        foe = table["foe"]
        parts: list[RenderableType] = []
        if foe is not None:
            values = Table(box=None, pad_edge=False, show_edge=False)
            values.add_column(text("rb.sheet.phase", lang), style="bold")
            values.add_column(text("rb.sheet.to_beat", lang), justify="right")
            values.add_column(text("rb.sheet.damage", lang), justify="right")
            for phase, attribute in (("ranged", "mind"), ("melee", "body"), ("magic", "spirit")):
                values.add_row(
                    text(f"rb.phase.{phase}", lang), str(foe[attribute]), str(foe[f"{phase}_damage"])
                )
            head = Text(st.content.name(foe["card"], lang), style="bold")
            head.append(
                "  "
                + text(
                    "rb.sheet.foe_life",
                    lang,
                    life=foe["life"],
                    left=foe["life"] - foe["wounds"],
                    count=foe["wounds"],
                )
            )
            parts += [head, values]
            card_text_ = challenge_text(st.content.adventures[foe["card"]], lang)  # RB-CARD-03
            if card_text_:
                parts.append(Text(card_text_))
        else:
            parts.append(
                Text(f"{st.player_name(table['current'], lang)} ⚔ {st.player_name(combat['opponent'], lang)}")
            )
        stage = combat["stage"]
        if stage in ("phase", "pvp_def"):
            where = text(f"rb.phase.{PHASES[combat['phase']]}", lang)
        elif stage == "escape":
            where = text("rb.ui.escape", lang)
        else:
            where = text("rb.window.before_combat", lang)
        parts.append(Text(f"{text('rb.ui.round', lang, number=combat['round'])} · {where}", style="bold"))
        return Panel(Group(*parts), title=text("rb.ui.combat", lang), border_style="red", expand=False)

    def _log(self, state: Any, seat: int | None, lang: str) -> Panel:
        events = state.visible_events(seat)[-self.log_lines :]
        lines = Text("\n".join(state.describe(e, lang) for e in events))
        return Panel(lines, title=text("rb.ui.log", lang), border_style="grey42")
