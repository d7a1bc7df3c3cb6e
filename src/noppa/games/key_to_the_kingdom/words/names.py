"""Names a player reads: cards, cases, places, hazards, spaces (by their landmarks), escape methods.

All text comes from the catalogs (locale/en.ftl, locale/fi.ftl). Escape methods and monster
cards are described from their data (needs, payment, roll), so the words never disagree with the
numbers. Labels never reveal a secret: they may be printed to every player at the table.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from noppa.engine import text
from noppa.engine.i18n import CASES, Name, name, remembered
from noppa.games.key_to_the_kingdom.content.board import Board
from noppa.games.key_to_the_kingdom.content.procedures import Method, Roll

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState

LANDMARKS = frozenset({"white-dagger", "black-dagger", "whirlpool", "stone-circle", "start"})


def equipment_name(kind: str, lang: str) -> Name:
    """An equipment card's name, with its case forms (data/names.toml)."""
    return name(f"kk.equipment.{kind}", lang)


def treasure_name(treasure: str, lang: str) -> Name:
    """A treasure card's name, with its case forms."""
    return name(f"kk.treasure.{treasure}", lang)


def case_name(case: str, lang: str) -> Name:
    """A treasure case, named after its treasure place, with its case forms."""
    return name(f"kk.case.{case}", lang)


def hazard_name(hazard: str, lang: str) -> Name:
    """A hazard's name (the booklet's, in Finnish), with its case forms."""
    return name(f"kk.hazard.{hazard}", lang)


def place_name(place: str, lang: str) -> Name:
    """A treasure place's name, with its case forms."""
    return name(f"kk.place.{place}", lang)


def monster_name(card: str, lang: str) -> Name:
    """A monster card's name, with its case forms."""
    return name(f"kk.monster.{card}", lang)


def joined(names: list[Name], lang: str, conjunction: str = "kk.words.or") -> Name:
    """Names joined as "a, b or c", keeping every case form all of them declare."""
    if len(names) == 1:
        return names[0]

    def join(parts: list[str]) -> str:
        return text(conjunction, lang, head=", ".join(parts[:-1]), last=parts[-1])

    shared = [form for form in CASES if all(form in n.forms for n in names)]
    return Name(join([str(n) for n in names]), {f: join([n.case(f) for n in names]) for f in shared})


@cache
def _landmarks(board: Board) -> dict[str, tuple[str, int]]:
    """For each ordinary path space, its nearest landmark in the same part and the steps to it."""
    found: dict[str, tuple[str, int]] = {}
    for sid, space in board.spaces.items():
        if space.kind != "path":
            continue
        seen = {sid}
        frontier = [sid]
        steps = 0
        best: str | None = None
        while frontier and best is None and steps < 12:
            steps += 1
            nxt = []
            for node in frontier:
                for other in board.spaces[node].links:
                    if other in seen:
                        continue
                    seen.add(other)
                    o = board.spaces[other]
                    if (
                        o.part not in (space.part, "")
                        and board.face(o) != "fixed"
                        and board.face(space) == "fixed"
                    ):
                        continue
                    if (o.kind in LANDMARKS or o.number) and best is None:
                        best = other
                    nxt.append(other)
            frontier = nxt
        if best is not None:
            found[sid] = (best, steps)
    return found


def _is_landmark(board: Board, sid: str) -> bool:
    space = board.spaces[sid]
    return space.kind in LANDMARKS or bool(space.number) or space.kind in ("place", "dungeon")


@cache
def _toward(board: Board, sid: str, away: str = "") -> str | None:
    """The landmark nearest ``sid`` (not ``away``, not its own hazard's other end, not inside a
    hazard): it tells apart the two daggers of a hazard or a place, and two path spaces near one
    landmark, by the side they lie on."""
    space = board.spaces[sid]
    twins = {
        other
        for other, o in board.spaces.items()
        if o.kind == space.kind and o.kind in ("white-dagger", "black-dagger")
        and (o.hazard, o.place) == (space.hazard, space.place)
    }  # fmt: skip
    if away:
        gone = board.spaces[away]
        twins |= {
            other
            for other, o in board.spaces.items()
            if o.kind == gone.kind and o.kind in ("white-dagger", "black-dagger")
            and (o.hazard, o.place) == (gone.hazard, gone.place)
        }  # fmt: skip
    seen = {sid, away} | twins
    frontier = [sid]
    while frontier:
        nxt = []
        for node in frontier:
            for other in sorted(board.spaces[node].links):
                if other in seen or board.spaces[other].kind == "interior":
                    continue
                seen.add(other)
                if _is_landmark(board, other):
                    return other
                nxt.append(other)
        frontier = nxt
    return None


@remembered
def landmark_name(board: Board, sid: str, lang: str, *, toward: bool = True) -> Name:
    """A landmark space's own name, with its genitive; the two daggers of one hazard or place are
    told apart by the landmark on their side (KK-TEXT-01) unless ``toward`` is false. The board is
    fixed: made once per space and language (:func:`~noppa.engine.i18n.remembered`)."""
    space = board.spaces[sid]
    params: dict[str, Any] = {}
    if space.kind == "white-dagger":
        key, params["hazard"] = "kk.space.white_dagger", hazard_name(space.hazard, lang)
    elif space.kind == "black-dagger":
        key, params["place"] = "kk.space.black_dagger", place_name(space.place, lang)
    elif space.kind == "whirlpool":
        key = f"kk.space.whirlpool_{space.side}"
    elif space.kind == "stone-circle":
        return hazard_name("stone-circle", lang)
    elif space.kind == "start":
        key = "kk.space.start"
    elif space.kind == "place":
        return place_name(space.place, lang)
    elif space.kind == "dungeon":
        key, params["place"] = "kk.space.dungeon", place_name(space.place, lang)
    elif space.kind == "black-hole":
        key = "kk.space.black_hole"
    elif space.number:
        key, params["number"] = "kk.space.number", space.number
    else:
        return Name(text("kk.space.unknown", lang))
    named = Name(text(key, lang, **params), {"genitive": text(f"{key}_gen", lang, **params)})
    side = _toward(board, sid) if toward and space.kind in ("white-dagger", "black-dagger") else None
    if side is None:
        return named
    there = landmark_name(board, side, lang, toward=False)
    return Name(
        text("kk.space.toward", lang, space=named, toward=there),
        {"genitive": text("kk.space.toward_gen", lang, space=named, toward=there)},
    )


@remembered
def space_name(board: Board, sid: str, lang: str) -> str:
    """A space as a player reads it: a landmark by name, a path space by its nearest landmark and
    the one on its other side (KK-TEXT-01); never by its id. Written once per space and language."""
    if sid not in board.spaces:
        return text("kk.space.unknown", lang)
    space = board.spaces[sid]
    if space.kind == "interior":
        owner = board.hazard_of.get(sid, "")
        mark = text(f"kk.mark.{space.mark}", lang) if space.mark else text("kk.space.unknown", lang)
        return text("kk.space.inside", lang, mark=mark, hazard=hazard_name(owner, lang))
    if space.blue_arrow:
        return text("kk.space.blue_arrow", lang)
    if space.kind != "path" or space.number:
        return str(landmark_name(board, sid, lang))  # plain text: views and board data are JSON
    near = _landmarks(board).get(sid)
    part = place_name(space.part, lang) if space.part else text("kk.space.unknown", lang)
    if near is None:
        return text("kk.space.path", lang, part=part)
    landmark, steps = near
    side = _toward(board, sid, landmark)
    params = {"count": steps, "landmark": landmark_name(board, landmark, lang, toward=False)}
    if side is None:
        return text("kk.space.path_near", lang, **params)
    return text("kk.space.path_toward", lang, **params, toward=landmark_name(board, side, lang, toward=False))


def faces_text(faces: frozenset[int] | list[int], lang: str) -> str:
    """Faces as "1, 3 or 5" / "1, 3 tai 5"."""
    ordered = sorted(faces)
    if len(ordered) == 1:
        return str(ordered[0])
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 2:
        return f"{ordered[0]}–{ordered[-1]}"
    return text("kk.words.or", lang, head=", ".join(map(str, ordered[:-1])), last=ordered[-1])


def roll_text(roll: Roll, lang: str, *, told: bool = False) -> str:
    """What a roll must show: an instruction for a menu ("roll 4–8 twice within three rolls"), or
    with ``told`` what was needed, for a log line ("needing 4–8 twice within three rolls"). Counts
    of rolls and times are words, so two numbers never stand side by side."""
    told_ = "told_" if told else ""
    if roll.sum_at_least is not None:
        return text("kk.words.sum", lang, count=roll.dice, total=roll.sum_at_least)
    if roll.faces is None:
        return text(f"kk.words.{told_}roll_once", lang)
    faces = faces_text(roll.faces, lang)
    if roll.dice == 1:
        return text(f"kk.words.{told_}roll_face", lang, faces=faces)
    rolls = text("kk.words.rolls", lang, count=roll.dice)
    if roll.need == 1:
        return text(f"kk.words.{told_}roll_within", lang, faces=faces, count=roll.dice, rolls=rolls)
    times = text("kk.words.times", lang, count=roll.need)
    return text(f"kk.words.{told_}roll_times", lang, faces=faces, times=times, rolls=rolls)


def method_text(method: Method, lang: str, options: Any = None, *, told: bool = False) -> str:
    """An escape method or a way to beat a monster, in words, from its data: an instruction for a
    menu, or with ``told`` what the adventurer tried, for a log line (never an order there)."""
    told_ = "told_" if told else ""
    parts = [equipment_text(method, lang)] if equipment_text(method, lang) else []
    if method.pay == "choice":
        parts.append(text(f"kk.words.{told_}pay_choice", lang))
    elif method.pay:
        parts.append(text(f"kk.words.{told_}pay", lang, item=equipment_name(method.pay, lang)))
    roll = method.trial(options or {})
    if roll is not None:
        parts.append(roll_text(roll, lang, told=told))
    elif not method.pay:
        parts.append(text("kk.words.at_once", lang))
    return ", ".join(parts)


def equipment_text(method: Method, lang: str) -> str:
    """What a method asks of the adventurer's equipment ("with the rope", "without the rope"), or ""."""
    if method.needs:
        return text("kk.words.with", lang, items=_items(method.needs, lang))
    if method.equipment == "none":
        return text("kk.words.no_equipment", lang)
    if method.without:
        return text("kk.words.without", lang, items=_items(method.without, lang))
    return ""


def _items(kinds: tuple[str, ...], lang: str) -> Name:
    return joined([equipment_name(k, lang) for k in kinds], lang)


def player(state: KeyToTheKingdomState, seat: int, lang: str) -> str:
    """How ``seat`` is called at the table."""
    return state.player_name(seat, lang)
