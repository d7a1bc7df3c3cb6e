"""The map as an SVG picture: a pure function of the content (for the web platform and the docs).

Flat-topped hexes in odd-q offset coordinates: hex (col, row) is centred at
``x = 1.5 · size · col``, ``y = √3 · size · (row + ½ · (col mod 2))``. Edge hexes (not in play) are
drawn faded; gems are coloured dots, a sun ring is a gold circle around the gem, cities carry names.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

from noppa.engine import text
from noppa.games.runebound.content.schema import Content, load
from noppa.games.runebound.words.capability import coordinate

TERRAIN_FILL = {
    "plains": "#e8dc8c",
    "road": "#8c5a2b",
    "river": "#4f8fd6",
    "swamp": "#6d7d4a",
    "forest": "#2f6b36",
    "hills": "#c9b36e",
    "mountain": "#8a8a8a",
    "city": "#8b1e2d",
}
GEM_FILL = {"green": "#3fd15b", "yellow": "#ffd93d", "blue": "#3fb6ff", "red": "#ff3f3f"}


def hex_center(col: int, row: int, size: float) -> tuple[float, float]:
    """The centre of hex (col, row) for hexes of circumradius ``size``."""
    return 1.5 * size * col, math.sqrt(3) * size * (row + 0.5 * (col & 1))


def map_svg(content: Content | None = None, *, size: float = 22.0, lang: str = "en") -> str:
    """The whole map as an SVG document (a string)."""
    content = content or load()
    points = [hex_center(h.col, h.row, size) for h in content.hexes]
    min_x = min(x for x, _ in points) - size
    min_y = min(y for _, y in points) - size
    width = max(x for x, _ in points) - min_x + size
    height = max(y for _, y in points) - min_y + size
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{min_x:.1f} {min_y:.1f} {width:.1f} {height:.1f}" '
        f'width="{width:.0f}" height="{height:.0f}" font-family="sans-serif">'
    ]
    labels: list[str] = []
    for data, (cx, cy) in zip(content.hexes, points, strict=True):
        corners = " ".join(
            f"{cx + size * math.cos(angle):.1f},{cy + size * math.sin(angle):.1f}"
            for angle in (math.radians(60 * k) for k in range(6))
        )
        fill = TERRAIN_FILL[data.terrain]
        opacity = "1" if data.in_play else "0.25"
        place = text(f"rb.terrain.{data.terrain}", lang)
        where = coordinate(data.col, data.row)  # RB-UI-01: the map's coordinate, not the hex id
        title = escape(f"{where} · {place}" if where else place)
        out.append(
            f'<polygon points="{corners}" fill="{fill}" fill-opacity="{opacity}" stroke="#333" '
            f'stroke-width="0.8"><title>{title}</title></polygon>'
        )
        if data.gem is not None:
            if data.sun:
                out.append(
                    f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size * 0.42:.1f}" fill="none" '
                    f'stroke="#f5b700" stroke-width="2" stroke-dasharray="3 2"/>'
                )
            out.append(
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size * 0.25:.1f}" fill="{GEM_FILL[data.gem]}" '
                f'stroke="#111" stroke-width="0.8"/>'
            )
        if data.city is not None:
            name = escape(content.cities[data.city].name.get(lang))
            labels.append(
                f'<text x="{cx:.1f}" y="{cy + size * 0.15:.1f}" font-size="{size * 0.5:.1f}" '
                f'text-anchor="middle" fill="#fff" stroke="#000" stroke-width="0.6" '
                f'paint-order="stroke">{name}</text>'
            )
    out.extend(labels)
    out.append("</svg>")
    return "\n".join(out)


if __name__ == "__main__":  # pragma: no cover - writes the picture in docs/
    print(map_svg())
