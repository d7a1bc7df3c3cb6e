"""The board as static JSON for graphical clients (served at ``/api/games/key-to-the-kingdom/board``).

Everything here comes from ``data/board.toml`` and never changes during a game, so it holds no
secret. A view names spaces by the same ids (``adventurers[i].space``, ``demon_king``) and the
board's folds (``folds``): a client draws ``configs[key].present`` with the coordinates below, the
same way :func:`noppa.games.key_to_the_kingdom.ui.svg.board_svg` does.
"""

from __future__ import annotations

from typing import Any

from noppa.engine import text
from noppa.games.key_to_the_kingdom.content.board import Board
from noppa.games.key_to_the_kingdom.ui.svg import (
    HAZARD_FONT,
    MARK_FILL,
    PART_FILL,
    PAWN,
    PAWN_LIFT,
    PLACE_BOX,
    PLACE_TEXT,
    hazard_label,
    label_width,
    place_lines,
)
from noppa.games.key_to_the_kingdom.words.names import space_name

LANGS = ("en", "fi")


def _names(key: str, **fields: Any) -> dict[str, str]:
    return {lang: text(key, lang, **fields) for lang in LANGS}


def board_data(board: Board) -> dict[str, Any]:
    """Spaces (coordinates, kinds, links), parts, sides, places (with their names' lines inside
    their boxes), hazards (with where their names go), every configuration and the adventurers'
    pawn (its outline, and how far above a space's centre it stands, by kind) and a treasure
    place's box (and the width its name's lines may take)."""
    spaces = []
    for space in board.spaces.values():
        entry: dict[str, Any] = {
            "id": space.id,
            "kind": space.kind,
            "x": space.x,
            "y": space.y,
            "face": board.face(space),
            "links": list(space.links),
            "name": {lang: space_name(board, space.id, lang) for lang in LANGS},
        }
        optional = {
            "part": space.part,
            "side": space.side,
            "number": space.number,
            "mark": space.mark,
            "hazard": space.hazard or board.hazard_of.get(space.id, ""),
            "place": space.place,
            "route": space.route,
            "around": list(space.around),
        }
        entry.update({k: v for k, v in optional.items() if v})
        if space.blue_arrow:
            entry["blue_arrow"] = True
        spaces.append(entry)
    return {
        "layout": "x/y are centres in board units; width and height give the board's size",
        "width": board.size[0],
        "height": board.size[1],
        "start": board.start,
        "blue_arrow": board.blue_arrow,
        "spaces": spaces,
        "parts": {
            p.id: {"face": p.face, "region": list(p.region), "name": _names(f"kk.part.{p.id}")}
            for p in board.parts.values()
        },
        "sides": {
            s.id: {"inner": s.inner, "outer": s.outer, "whirlpool": s.whirlpool} for s in board.sides.values()
        },
        "places": {
            p.id: {
                "space": p.space,
                "daggers": list(p.daggers),
                "dungeon": p.dungeon,
                "part": p.part,
                "name": _names(f"kk.place.{p.id}"),
                "lines": {lang: place_lines(text(f"kk.place.{p.id}", lang)) for lang in LANGS},
            }
            for p in board.places.values()
        },
        "hazards": {
            h.id: {
                "part": h.part,
                "ends": list(h.ends),
                "spots": dict(h.spots),
                "tracks": {k: list(v) for k, v in h.tracks.items()},
                "routes": {
                    r.name: {"origin": r.origin, "squares": list(r.squares), "to": r.to}
                    for r in h.routes.values()
                },
                "name": _names(f"kk.hazard.{h.id}"),
                # the centre of its name, and the widest the name may be drawn there
                "label": {
                    lang: [
                        *hazard_label(board, h.id, lang),
                        label_width(text(f"kk.hazard.{h.id}", lang), HAZARD_FONT),
                    ]
                    for lang in LANGS
                },
            }
            for h in board.hazards.values()
        },
        "configs": {
            key: {
                "folds": dict(config.folds),
                "present": sorted(config.present),
                "numbers": {str(n): sid for n, sid in sorted(config.numbers.items())},
                "part_of": dict(sorted(config.part_of.items())),
            }
            for key, config in board.configs.items()
        },
        "pawn": {"path": PAWN, "lift": dict(PAWN_LIFT)},
        "place_box": {"width": PLACE_BOX[0], "height": PLACE_BOX[1], "text": PLACE_TEXT},
        "part_colours": dict(PART_FILL),
        "mark_colours": dict(MARK_FILL),
    }
