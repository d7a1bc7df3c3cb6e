"""Drawing the board as SVG: a pure function of the board data, a configuration and optional pieces.

``board_svg(board, folds)`` draws one configuration of the folding board from ``data/board.toml``;
the pictures in docs/key-to-the-kingdom/ are made by it (``tools``: ``python -m
noppa.games.key_to_the_kingdom.ui.svg DIR``), and the web platform can draw the same coordinates.
"""

from __future__ import annotations

import itertools
import math
import sys
from collections.abc import Mapping
from functools import cache
from html import escape
from pathlib import Path

from noppa.engine import text
from noppa.games.key_to_the_kingdom.content.board import FOLDS, Board, Space, load_board

PART_FILL = {
    "devils-castle": "#f1dcd7",
    "boulder-fortress": "#e6e1d3",
    "spirit-castle": "#e3e6f3",
    "dark-tower": "#dcd6e8",
    "ice-mountain": "#def0f4",
    "martyrs-temple": "#e9efd9",
}
MARK_FILL = {
    "boat": "#9a6b3f",
    "serpent-boat": "#9a6b3f",
    "serpent": "#3f8f3a",
    "rock": "#8c8c8c",
    "skull": "#f5f5f0",
    "skull-red": "#d23b3b",
    "skull-blue": "#3b62d2",
    "quicksand": "#d8c07a",
    "glass": "#bfe9f2",
    "moat-water": "#6fa8dc",
    "blue-arrow": "#2255cc",
    "escape": "#b9b2a5",
    "trap": "#5b4a3a",
    "grey-stone": "#a4a4a4",
    "red-stone": "#c94a3a",
    "pit": "#5b4a3a",
    "nest": "#d9d9d9",
    "spider": "#8a5a2b",
    "web": "#eeeeee",
    "giant": "#c9a982",
    "well": "#2f2f3a",
    "rim": "#9b9b9b",
    "fall": "#6fa8dc",
    "pile": "#7a5530",
    "maw": "#b02a2a",
    "water": "#9cc7ea",
    "stone": "#9b9b9b",
    "rainbow": "#f2c14e",
    "arch": "#8a5fbf",
    "cave": "#a9dcea",
    "push": "#9b9b9b",
    "red-arrow": "#d23b3b",
    "octopus": "#d23b3b",
    "plank": "#9a6b3f",
    "gap": "#9cc7ea",
    "bridge-slot": "#ffffff",
    "branch": "#2e7d32",
    "tree": "#66a266",
}
RAINBOW = ("#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#5e35b1")
SEAT_COLOURS = ("#7f7f7f", "#d32f2f", "#8d5524", "#1e63c6", "#2e9d3a", "#8e44ad")
"""The adventurers' colours: grey, red, brown, blue, green, violet (KK-COMP-01)."""
LETTER = 0.62
"""A bold sans-serif letter's width in font sizes: the estimate by which labels are laid out."""
HAZARD_FONT = 10
PLACE_FONT = 9
PLACE_BOX = (66.0, 32.0)
"""A treasure place's box: narrow enough to leave the paths beside it clear."""
PLACE_TEXT = 58
"""How wide a place's name may be inside its box before it takes two lines."""
PAWN = "M0,0 h-8 q0,-5 4,-7 q-3,-3 -3,-7 a7,7 0 1,1 14,0 q0,4 -3,7 q4,2 4,7 z"
"""An adventurer's pawn, its base at (0, 0), 21 units high (the browser draws the same)."""
PAWN_HEIGHT = 21
PAWN_LIFT = {"place": 17.0, "start": 4.0, "stone-circle": 8.0, "whirlpool": 8.0, "": 7.0}
"""How far above its space's centre a pawn's base stands, by the space's kind ("": any other),
so that the space's name or number stays readable."""
INTERIOR_RADIUS = {
    "quicksand": 14,
    "moat-water": 16,
    "well": 14,
    "water": 13,
    "cave": 14,
    "pit": 13,
    "nest": 12,
}
EXTENT = {
    "place": (PLACE_BOX[0] / 2, PLACE_BOX[1] / 2),
    "start": (26.0, 26.0),
    "whirlpool": (20.0, 20.0),
    "stone-circle": (22.0, 22.0),
}
"""Half the width and height of a space's drawing, by kind (others: ``_extent``)."""


def _extent(space: Space) -> tuple[float, float]:
    if space.kind in EXTENT:
        return EXTENT[space.kind]
    if space.kind == "interior":
        radius = float(INTERIOR_RADIUS.get(space.mark, 9))
        return (13.0, 9.0) if space.mark in ("boat", "serpent-boat") else (radius, radius)
    return (12.0, 12.0)


def _footprint(space: Space) -> tuple[float, float, float, float]:
    """The box a space's drawing and a pawn standing on it take (left, top, right, bottom)."""
    half_w, half_h = _extent(space)
    half_w = max(half_w, 11.0)  # the pawn, its outline and a letter's breadth of room
    lift = PAWN_LIFT.get(space.kind, PAWN_LIFT[""]) + PAWN_HEIGHT
    return (
        space.x - half_w,
        space.y - max(half_h, lift),
        space.x + half_w,
        space.y + half_h,
    )


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


def place_lines(name: str) -> list[str]:
    """A place's name in the lines it takes inside its box: one, or two split at the space nearest
    the middle when one line would be wider than the box."""
    if label_width(name, PLACE_FONT) <= PLACE_TEXT or " " not in name:
        return [name]
    cuts = [i for i, c in enumerate(name) if c == " "]
    cut = min(cuts, key=lambda i: abs(len(name) - 2 * i))
    return [name[:cut], name[cut + 1 :]]


def label_width(name: str, size: float) -> float:
    """The width a label of ``name`` in bold letters of ``size`` takes by the estimate labels are
    laid out with (the browser squeezes a wider one into it)."""
    return len(name) * LETTER * size


def hazard_label(board: Board, hazard_id: str, lang: str) -> tuple[float, float]:
    """The centre of a hazard's name on the board (see ``_hazard_labels``)."""
    return _hazard_labels(board, lang)[hazard_id]


@cache  # the board never changes: its labels are laid out once
def _hazard_labels(board: Board, lang: str) -> dict[str, tuple[float, float]]:
    """Every hazard's name placed in turn: over the middle of its squares, or just above, below,
    left or right of them (their middle first, then further along), the first spot where the
    letters cover no space of its part (nor a pawn standing there) nor a name placed before and
    stay inside the part; else the spot that covers least."""
    placed: dict[str, tuple[float, float]] = {}
    names: list[tuple[float, float, float, float]] = []
    for hazard_id in sorted(board.hazards):
        spot, box = _place_label(board, hazard_id, lang, names)
        placed[hazard_id] = spot
        names.append(box)
    return placed


def _place_label(
    board: Board, hazard_id: str, lang: str, names: list[tuple[float, float, float, float]]
) -> tuple[tuple[float, float], tuple[float, float, float, float]]:
    hazard = board.hazards[hazard_id]
    own = [board.spaces[s] for s in _hazard_ids(board, hazard_id)]
    own = [s for s in own if s.kind != "dungeon"] or own  # a place's dungeon lies away from the hazard
    boxes = [_footprint(s) for s in own]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    width = label_width(text(f"kk.hazard.{hazard_id}", lang), HAZARD_FONT) + 8  # with its halo
    height = HAZARD_FONT + 2.0
    cx, cy = sum(s.x for s in own) / len(own), sum(s.y for s in own) / len(own)
    spots = [(cx, cy)]
    for gap in (1.0, height + 1):  # close to the squares, then a line further out
        for k in (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5):  # the middle of each side, then along it
            spots += [
                (cx + k * width / 4, top - height / 2 - gap),
                (cx + k * width / 4, bottom + height / 2 + gap),
                (left - width / 2 - gap, cy + k * height),
                (right + width / 2 + gap, cy + k * height),
            ]
    region = board.parts[hazard.part].region
    reach = width + 3 * height + 60  # no spot lies further from the squares than this
    others = [  # its part's spaces near its squares, and the whirlpools on the sides between parts
        _footprint(s)
        for s in board.spaces.values()
        if (
            s.part == hazard.part
            or (not s.part and region[0] <= s.x <= region[2] and region[1] <= s.y <= region[3])
        )
        and left - reach <= s.x <= right + reach
        and top - reach <= s.y <= bottom + reach
    ] + names

    def box_at(spot: tuple[float, float]) -> tuple[float, float, float, float]:
        return spot[0] - width / 2, spot[1] - height / 2, spot[0] + width / 2, spot[1] + height / 2

    def covered(box: tuple[float, float, float, float]) -> float:
        inside = region[0] + 4 <= box[0] and box[2] <= region[2] - 4 and region[1] + 4 <= box[1]
        return sum(_overlap(box, other) for other in others) + (
            0.0 if inside and box[3] <= region[3] - 24 else 1e6
        )

    best, least = spots[0], math.inf
    for spot in spots:  # in order of preference: the first that covers nothing wins
        cover = covered(box_at(spot))
        if cover < least:
            best, least = spot, cover
        if not cover:
            break
    spot = round(best[0], 1), round(best[1], 1)
    return spot, box_at(spot)


def _fmt(value: float) -> str:
    return f"{value:.0f}" if value == int(value) else f"{value:.1f}"


def board_svg(
    board: Board,
    folds: Mapping[str, str],
    *,
    lang: str = "en",
    pieces: Mapping[int, str] | None = None,
    demon_king: str | None = None,
    built: frozenset[str] = frozenset(),
    labels: bool = True,
) -> str:
    """The SVG of the board configuration ``folds`` (e.g. ``{"west": "in", "east": "in"}``).

    ``pieces`` maps seats to the spaces of their adventurers, ``demon_king`` is the Demon King's
    space and ``built`` the Dark Bridge slots already built.
    """
    config = board.config(folds)
    present = config.present
    shown_parts = [p for p in board.parts.values() if p.face == "fixed" or p.face in _faces(folds)]
    x0 = min(p.region[0] for p in shown_parts)
    x1 = max(p.region[2] for p in shown_parts)
    y0 = min(p.region[1] for p in shown_parts)
    y1 = max(p.region[3] for p in shown_parts)
    width, height = x1 - x0, y1 - y0 + 30
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{_fmt(x0)} {_fmt(y0 - 30)} {_fmt(width)} '
        f'{_fmt(height)}" width="{_fmt(width)}" height="{_fmt(height)}" font-family="sans-serif">',
        f"<title>{escape(text('kk.ui.configuration', lang, name=config_name(folds, lang)))}</title>",
        f'<rect x="{_fmt(x0)}" y="{_fmt(y0 - 30)}" width="{_fmt(width)}" height="{_fmt(height)}" '
        'fill="#fbf8f0"/>',
        f'<text x="{_fmt(x0 + 8)}" y="{_fmt(y0 - 10)}" font-size="15" font-weight="bold">'
        f"{escape(text('kk.name', lang))} — {escape(config_name(folds, lang))}</text>",
    ]
    for part in shown_parts:
        rx0, ry0, rx1, ry1 = part.region
        out.append(
            f'<rect x="{_fmt(rx0 + 2)}" y="{_fmt(ry0 + 2)}" width="{_fmt(rx1 - rx0 - 4)}" '
            f'height="{_fmt(ry1 - ry0 - 4)}" rx="10" fill="{PART_FILL.get(part.id, "#eee")}" '
            f'stroke="#b5a88a"/>'
        )
        if labels:
            out.append(
                f'<text x="{_fmt((rx0 + rx1) / 2)}" y="{_fmt(ry1 - 6)}" font-size="13" text-anchor="middle" '
                f'fill="#5a4a30" font-style="italic">{escape(text(f"kk.part.{part.id}", lang))}</text>'
            )
    # links between walkable spaces
    drawn: set[tuple[str, str]] = set()
    for sid in sorted(present):
        a = board.spaces[sid]
        for nid in config.walk[sid]:
            key = (sid, nid) if sid < nid else (nid, sid)
            if key in drawn:
                continue
            drawn.add(key)
            b = board.spaces[nid]
            out.append(_line(a, b, "#8d7b5a", 3))
    # hazard tracks and routes
    for hazard in board.hazards.values():
        if not all(e in present for e in hazard.ends) or hazard.part not in {p.id for p in shown_parts}:
            continue
        for track in hazard.tracks.values():
            chain = [board.spaces[s] for s in track]
            if len(hazard.ends) == 2 and hazard.id not in ("magic-arch",):
                chain = [board.spaces[hazard.ends[0]], *chain, board.spaces[hazard.ends[1]]]
            for p, q in itertools.pairwise(chain):
                out.append(_line(p, q, "#c4b28c", 2, dash="4 3"))
        for route in hazard.routes.values():
            chain = [board.spaces[s] for s in ((route.origin,) if route.origin else ()) + route.squares]
            chain.append(board.spaces[route.to])
            for p, q in itertools.pairwise(chain):
                out.append(_line(p, q, "#d23b3b", 1.5, dash="2 3"))
    for sid in sorted(present, key=lambda s: (board.spaces[s].kind != "place", s)):
        out.append(_space(board, board.spaces[sid], lang, built))
    if labels:
        for hazard in board.hazards.values():
            if not any(s in present for s in _hazard_ids(board, hazard.id)):
                continue
            if hazard.part not in {p.id for p in shown_parts}:
                continue
            cx, cy = hazard_label(board, hazard.id, lang)
            name = escape(text(f"kk.hazard.{hazard.id}", lang))
            at = (
                f'x="{_fmt(cx)}" y="{_fmt(cy + HAZARD_FONT * 0.35)}" font-size="{HAZARD_FONT}" '
                'font-weight="bold" text-anchor="middle"'
            )
            # drawn twice, a light halo under dark letters, so the name reads over any square
            out.append(f'<text {at} fill="none" stroke="#fbf8f0" stroke-width="3.5">{name}</text>')
            out.append(f'<text {at} fill="#3a2f20">{name}</text>')
    if demon_king is not None and demon_king in board.spaces:
        s = board.spaces[demon_king]
        out.append(
            f'<path d="M{_fmt(s.x - 12)},{_fmt(s.y + 4)} L{_fmt(s.x - 8)},{_fmt(s.y - 16)} '
            f"L{_fmt(s.x)},{_fmt(s.y - 6)} L{_fmt(s.x + 8)},{_fmt(s.y - 16)} "
            f'L{_fmt(s.x + 12)},{_fmt(s.y + 4)} Z" '
            f'fill="#111" stroke="#e0c040" stroke-width="1.5"><title>Demon King</title></path>'
        )
    for seat, sid in sorted((pieces or {}).items()):
        if sid not in board.spaces:
            continue
        # a pawn standing above its space's centre, beside the Demon King's numbered circles
        s = board.spaces[sid]
        dx = -15 + 15 * (seat % 3)
        dy = -PAWN_LIFT.get(s.kind, PAWN_LIFT[""]) + 12 * (seat // 3)
        out.append(
            f'<path transform="translate({_fmt(s.x + dx)} {_fmt(s.y + dy)})" d="{PAWN}" '
            f'fill="{SEAT_COLOURS[seat % 6]}" stroke="#fff" stroke-width="1.5">'
            f"<title>{seat + 1}</title></path>"
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _faces(folds: Mapping[str, str]) -> set[str]:
    return {f"{side}-{fold}" for side, fold in folds.items()}


def config_name(folds: Mapping[str, str], lang: str = "en") -> str:
    """A configuration in words: which way each side is folded."""
    return text(
        "kk.ui.folds",
        lang,
        west=text(f"kk.ui.fold_{folds['west']}", lang),
        east=text(f"kk.ui.fold_{folds['east']}", lang),
    )


def _hazard_ids(board: Board, hazard_id: str) -> list[str]:
    hazard = board.hazards[hazard_id]
    ids = list(hazard.ends) + list(hazard.spots.values())
    for track in hazard.tracks.values():
        ids.extend(track)
    return ids


def _line(a: Space, b: Space, colour: str, width: float, dash: str | None = None) -> str:
    extra = f' stroke-dasharray="{dash}"' if dash else ""
    return (
        f'<line x1="{_fmt(a.x)}" y1="{_fmt(a.y)}" x2="{_fmt(b.x)}" y2="{_fmt(b.y)}" stroke="{colour}" '
        f'stroke-width="{width}"{extra}/>'
    )


def _space(board: Board, s: Space, lang: str, built: frozenset[str]) -> str:
    x, y = _fmt(s.x), _fmt(s.y)
    tip = f"<title>{escape(s.id)}</title>"
    kind = s.kind
    if kind == "path":
        parts = [
            f'<circle cx="{x}" cy="{y}" r="11" fill="#f6efdc" stroke="#6b5a3a" stroke-width="1.5">'
            f"{tip}</circle>"
        ]
        if s.number:
            parts.append(f'<circle cx="{x}" cy="{y}" r="9" fill="#1b1b1b"/>')
            parts.append(
                f'<text x="{x}" y="{_fmt(s.y + 4)}" font-size="11" font-weight="bold" fill="#fff" '
                f'text-anchor="middle">{s.number}</text>'
            )
        if s.blue_arrow:
            start = board.spaces[board.start]
            dx = 1 if start.x > s.x else -1
            parts.append(
                f'<path d="M{_fmt(s.x + 13 * dx)},{_fmt(s.y - 7)} L{_fmt(s.x + 27 * dx)},{y} '
                f'L{_fmt(s.x + 13 * dx)},{_fmt(s.y + 7)} Z" fill="#1e63c6"/>'
            )
        return "".join(parts)
    if kind == "start":
        return (
            f'<circle cx="{x}" cy="{y}" r="26" fill="#b0b0b0" stroke="#555" stroke-width="2">{tip}</circle>'
            f'<text x="{x}" y="{_fmt(s.y + 4)}" font-size="10" text-anchor="middle" font-weight="bold">'
            f"{escape(text('kk.ui.start', lang))}</text>"
        )
    if kind in ("white-dagger", "black-dagger"):
        fill, ink = ("#ffffff", "#000") if kind == "white-dagger" else ("#111111", "#fff")
        d = 12
        return (
            f'<path d="M{x},{_fmt(s.y - d)} L{_fmt(s.x + d)},{y} L{x},{_fmt(s.y + d)} '
            f'L{_fmt(s.x - d)},{y} Z" '
            f'fill="{fill}" stroke="#000" stroke-width="1.5">{tip}</path>'
            f'<text x="{x}" y="{_fmt(s.y + 4)}" font-size="11" fill="{ink}" text-anchor="middle">†</text>'
        )
    if kind == "place":
        lines = place_lines(text(f"kk.place.{s.place}", lang))
        first = s.y + PLACE_FONT * 0.35 - (len(lines) - 1) * PLACE_FONT * 0.55
        # a single word too long for the box is squeezed into it
        squeeze = f' textLength="{_fmt(PLACE_TEXT)}" lengthAdjust="spacingAndGlyphs"'
        words = "".join(
            f'<tspan x="{x}" y="{_fmt(first + i * PLACE_FONT * 1.1)}"'
            f"{squeeze if label_width(line, PLACE_FONT) > PLACE_TEXT else ''}>{escape(line)}</tspan>"
            for i, line in enumerate(lines)
        )
        return (
            f'<rect x="{_fmt(s.x - PLACE_BOX[0] / 2)}" y="{_fmt(s.y - PLACE_BOX[1] / 2)}" '
            f'width="{_fmt(PLACE_BOX[0])}" height="{_fmt(PLACE_BOX[1])}" rx="6" fill="#e8c35a" '
            f'stroke="#7a5a10" stroke-width="2">{tip}</rect>'
            f'<text font-size="{PLACE_FONT}" text-anchor="middle" font-weight="bold">{words}</text>'
        )
    if kind == "dungeon":
        bars = "".join(
            f'<line x1="{_fmt(s.x - 6 + 4 * i)}" y1="{_fmt(s.y - 9)}" x2="{_fmt(s.x - 6 + 4 * i)}" '
            f'y2="{_fmt(s.y + 9)}" stroke="#bbb" stroke-width="1.5"/>'
            for i in range(4)
        )
        box = f'<rect x="{_fmt(s.x - 10)}" y="{_fmt(s.y - 10)}" width="20" height="20" fill="#333">'
        return f"{box}{tip}</rect>{bars}"
    if kind == "whirlpool":
        return (
            f'<circle cx="{x}" cy="{y}" r="17" fill="#3c6fa0" stroke="#000" stroke-width="6">{tip}</circle>'
            f'<path d="M{x},{y} m-8,0 a8,8 0 1,1 8,8 a5,5 0 1,1 -5,-5" fill="none" stroke="#dfefff" '
            'stroke-width="2"/>'
        )
    if kind == "black-hole":
        return f'<circle cx="{x}" cy="{y}" r="12" fill="#000">{tip}</circle>'
    if kind == "stone-circle":
        stones = "".join(
            f'<circle cx="{_fmt(s.x + 16 * _cos(i))}" cy="{_fmt(s.y + 16 * _sin(i))}" r="5" fill="#8a8a8a" '
            f'stroke="#444"/>'
            for i in range(8)
        )
        return f'<circle cx="{x}" cy="{y}" r="22" fill="#dcd6c8" stroke="#888">{tip}</circle>{stones}'
    # interior squares of hazards
    fill = MARK_FILL.get(s.mark, "#ddd")
    if s.mark == "rainbow":
        index = int(s.id.rsplit("-", 1)[-1]) if s.id.rsplit("-", 1)[-1].isdigit() else 0
        fill = RAINBOW[index % len(RAINBOW)]
    if s.mark in ("bridge-slot", "gap", "stone", "push", "octopus", "pile", "plank"):
        built_fill = "#5a4030" if s.id in built else fill
        dash = ' stroke-dasharray="3 2"' if s.mark in ("bridge-slot", "gap") and s.id not in built else ""
        return (
            f'<rect x="{_fmt(s.x - 9)}" y="{_fmt(s.y - 9)}" width="18" height="18" fill="{built_fill}" '
            f'stroke="#333"{dash}>{tip}</rect>'
        )
    if s.mark in ("boat", "serpent-boat"):
        stroke = "#d23b3b" if s.mark == "serpent-boat" else "#333"
        return (
            f'<ellipse cx="{x}" cy="{y}" rx="13" ry="8" fill="{fill}" stroke="{stroke}" stroke-width="2">'
            f"{tip}</ellipse>"
        )
    if s.mark in ("blue-arrow", "red-arrow"):
        return (
            f'<path d="M{_fmt(s.x - 8)},{_fmt(s.y - 8)} L{_fmt(s.x + 9)},{y} '
            f'L{_fmt(s.x - 8)},{_fmt(s.y + 8)} Z" '
            f'fill="{fill}" stroke="#222">{tip}</path>'
        )
    return (
        f'<circle cx="{x}" cy="{y}" r="{INTERIOR_RADIUS.get(s.mark, 9)}" fill="{fill}" stroke="#333" '
        f'stroke-width="1">{tip}</circle>'
    )


def _cos(i: int) -> float:
    return math.cos(math.pi * i / 4)


def _sin(i: int) -> float:
    return math.sin(math.pi * i / 4)


def all_configurations() -> list[dict[str, str]]:
    """The four configurations of the folding board, the starting one first."""
    return [{"west": w, "east": e} for w in FOLDS for e in FOLDS]


def write_docs(directory: Path, lang: str = "en") -> list[Path]:
    """Write ``board-<west>-<east>.svg`` for every configuration into ``directory``."""
    board = load_board()
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for folds in all_configurations():
        path = directory / f"board-{folds['west']}-{folds['east']}.svg"
        path.write_text(board_svg(board, folds, lang=lang), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - a maintenance command
    for written in write_docs(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/key-to-the-kingdom")):
        print(written)
