"""Every word a player reads: action labels, log lines, refusals, space and method descriptions.

All text comes from the catalogs (locale/en.ftl, locale/fi.ftl). Escape methods and monster
cards are described from their data (needs, payment, roll), so the words never disagree with the
numbers. Labels never reveal a secret: they may be printed to every player at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction, text
from noppa.engine.capabilities import Words
from noppa.engine.i18n import CASES, LANGS, Name, Phrase, name
from noppa.games.key_to_the_kingdom.board import Board
from noppa.games.key_to_the_kingdom.procedures import Effect, Method, Roll
from noppa.games.key_to_the_kingdom.state_model import InHazard, situation_kind

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.state import KeyToTheKingdomState

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


def landmark_name(board: Board, sid: str, lang: str, *, toward: bool = True) -> Name:
    """A landmark space's own name, with its genitive; the two daggers of one hazard or place are
    told apart by the landmark on their side (KK-TEXT-01) unless ``toward`` is false."""
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


def space_name(board: Board, sid: str, lang: str) -> str:
    """A space as a player reads it: a landmark by name, a path space by its nearest landmark and
    the one on its other side (KK-TEXT-01); never by its id."""
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


def roll_text(roll: Roll, lang: str) -> str:
    """What a roll must show."""
    if roll.sum_at_least is not None:
        return text("kk.words.sum", lang, count=roll.dice, total=roll.sum_at_least)
    if roll.faces is None:
        return text("kk.words.roll_once", lang)
    faces = faces_text(roll.faces, lang)
    if roll.dice == 1:
        return text("kk.words.roll_face", lang, faces=faces)
    if roll.need == 1:
        return text("kk.words.roll_within", lang, faces=faces, count=roll.dice)
    return text("kk.words.roll_times", lang, faces=faces, need=roll.need, count=roll.dice)


def method_text(method: Method, lang: str, options: Any = None) -> str:
    """An escape method or a way to beat a monster, in words, from its data."""
    parts = []
    if method.needs:
        parts.append(text("kk.words.with", lang, items=_items(method.needs, lang)))
    elif method.equipment == "none":
        parts.append(text("kk.words.no_equipment", lang))
    elif method.without:
        parts.append(text("kk.words.without", lang, items=_items(method.without, lang)))
    if method.pay == "choice":
        parts.append(text("kk.words.pay_choice", lang))
    elif method.pay:
        parts.append(text("kk.words.pay", lang, item=equipment_name(method.pay, lang)))
    roll = method.trial(options or {})
    if roll is not None:
        parts.append(roll_text(roll, lang))
    elif not method.pay:
        parts.append(text("kk.words.at_once", lang))
    return ", ".join(parts)


def _items(kinds: tuple[str, ...], lang: str) -> Name:
    return joined([equipment_name(k, lang) for k in kinds], lang)


def _player(state: KeyToTheKingdomState, seat: int, lang: str) -> str:
    return state.player_name(seat, lang)


# ---------------------------------------------------------------------------------------- labels


def label(state: KeyToTheKingdomState, action: Action, lang: str) -> str:
    """How ``action`` reads in the menu (never revealing a secret): by its kind (:data:`LABELS`)."""
    write = LABELS.get(action.kind)
    if write is None:
        return action.text
    return write(state, action.args[0] if action.args else "", lang)


def _seat(state: KeyToTheKingdomState) -> int:
    """The seat deciding now (the current player between decisions)."""
    decision = state.pending
    return decision.seat if decision is not None else state.current


def _ctx(state: KeyToTheKingdomState, key: str) -> Any:
    """What the pending decision says of ``key`` (None when nothing is pending)."""
    decision = state.pending
    return decision.ctx.get(key) if decision is not None else None


def _label_roll(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    return text(f"kk.action.roll_{_roll_purpose(state, _seat(state))}", lang)


def _label_face(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    seat = _seat(state)
    hazard = state.board.spaces[state.advs[seat].space].hazard if 0 <= seat < state.players else ""
    if hazard == "wizard":
        return text("kk.action.task", lang)
    return text("kk.action.face", lang, hazard=hazard_name(hazard, lang))


def _label_move(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    if state.pending is not None and arg == _ctx(state, "start"):
        return text("kk.action.stay", lang)
    special = _ctx(state, "mode") == "special"
    return text(
        "kk.action.move_special" if special else "kk.action.move",
        lang,
        space=space_name(state.board, arg, lang),
    )


def _label_method(kind: str) -> Callable[[KeyToTheKingdomState, str, str], str]:
    """The label of an escape method (``escape``) or a way to fight a monster (``fight``)."""

    def write(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
        method = _method(state, kind, arg)
        if method is None:
            return arg
        how = method_text(method, lang, state.options)
        # KK-TP-07: before choosing he reads what getting out costs and what a failure costs
        price = cost_text(method.win or method.then, lang) if kind == "escape" else ""
        if price:
            sure = method.trial(state.options) is None
            how = text("kk.words.costs" if sure else "kk.words.if_works", lang, how=how, cost=price)
        cost = cost_text(_failure(state, kind, method), lang, monster=kind == "fight")
        if cost:
            how = text(
                "kk.words.if_lost" if kind == "fight" else "kk.words.if_failed", lang, how=how, cost=cost
            )
        return text(f"kk.action.{kind}", lang, how=how)

    return write


def _label_treasure(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    key = "kk.action.give_up" if _ctx(state, "pile") == "used" else "kk.action.lose_case"
    return text(key, lang, case=case_name(arg, lang))


def _label_steal(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    victim, _, case = arg.partition("/")
    return text("kk.action.steal", lang, case=case_name(case, lang), player=_player(state, int(victim), lang))


def _label_take(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    if arg.startswith("case/"):
        return text("kk.action.take_case", lang, case=case_name(arg[5:], lang))
    return text("kk.action.take", lang, item=equipment_name(arg, lang))


def _label_lend(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    partners = state.partners(_seat(state))
    name = _player(state, partners[0], lang) if partners else "?"
    return text("kk.action.lend", lang, item=equipment_name(arg, lang), player=name)


def _fixed(key: str) -> Callable[[KeyToTheKingdomState, str, str], str]:
    """A label that is one message whatever the state (``keep``: KK-SECRET-01, the same words for a
    holder and for one without the Cobra, since replays show them)."""
    return lambda state, arg, lang: text(key, lang)


LABELS: dict[str, Callable[[KeyToTheKingdomState, str, str], str]] = {
    "roll": _label_roll,
    "face": _label_face,
    "move": _label_move,
    "enter": lambda state, arg, lang: text(
        "kk.action.enter", lang, place=place_name(state.board.spaces[arg].place, lang)
    ),
    "escape": _label_method("escape"),
    "fight": _label_method("fight"),
    "lose": lambda state, arg, lang: text("kk.action.lose", lang, item=equipment_name(arg, lang)),
    "treasure": _label_treasure,
    "dagger": lambda state, arg, lang: text(
        "kk.action.dagger", lang, space=space_name(state.board, arg, lang)
    ),
    "steal": _label_steal,
    "pass": _fixed("kk.action.pass_steal"),
    "magic": lambda state, arg, lang: text(f"kk.action.magic_{arg}", lang),
    "take": _label_take,
    "partner": lambda state, arg, lang: text(
        "kk.action.partner", lang, player=_player(state, int(arg), lang)
    ),
    "out": lambda state, arg, lang: text("kk.action.out", lang, space=space_name(state.board, arg, lang)),
    "pick": lambda state, arg, lang: text("kk.action.pick", lang, item=equipment_name(arg, lang)),
    "lend": _label_lend,
    "drop": _fixed("kk.action.drop_cobra"),
    "keep": _fixed("kk.action.keep_cobra"),
    "try": _fixed("kk.action.try"),
}
"""How each kind of action reads: ``write(state, argument, lang)``."""


def _roll_purpose(state: KeyToTheKingdomState, seat: int) -> str:
    adv = state.advs[seat]
    sit = adv.sit
    if sit is None:
        return "move"
    return {"dungeon": "dungeon", "trapped": "trapped", "circle": "move", "hz": "hazard"}.get(
        situation_kind(sit), "move"
    )


def _failure(state: KeyToTheKingdomState, kind: str, method: Method) -> tuple[Effect, ...]:
    """What follows when ``method`` is tried and fails (nothing for a way that cannot fail)."""
    trial = method.trial(state.options)
    if trial is None or not trial.is_trial:
        return ()
    if kind == "escape":
        return method.lose
    decision = state.pending
    card = state.monster_cards.get(str(decision.ctx.get("card"))) if decision is not None else None
    return card.outcome(method, False) if card is not None else ()


COSTS = {"flee": "kk.words.cost_flee", "stay": "kk.words.cost_stay", "dungeon": "kk.words.cost_dungeon"}
"""Monster-card outcomes that cost the turn or the place (KK-TP-04, KK-TP-05)."""


def cost_text(effects: tuple[Effect, ...], lang: str, *, monster: bool = False) -> str:
    """What ``effects`` cost the player, in words ("" when they cost him nothing): equipment and
    treasure cases lost, and after a ``monster`` a flight, the turn or the dungeon."""
    parts = []
    chosen = sum(1 for verb, arg, _ in effects if verb == "lose" and arg == "choice")
    if chosen:
        parts.append(text("kk.words.cost_choice", lang, count=chosen))
    for verb, arg, _ in effects:
        if verb == "lose" and arg != "choice":
            parts.append(text("kk.words.cost_item", lang, item=equipment_name(arg, lang)))
        elif verb == "treasure":
            parts.append(text("kk.words.cost_treasure", lang))
        elif verb in COSTS and monster:
            parts.append(text(COSTS[verb], lang))
    if len(parts) > 1:
        return text("kk.words.and", lang, head=", ".join(parts[:-1]), last=parts[-1])
    return parts[0] if parts else ""


def _method(state: KeyToTheKingdomState, kind: str, method_id: str) -> Method | None:
    decision = state.pending
    if kind == "fight":
        card = decision.ctx.get("card") if decision is not None else None
        if card in state.monster_cards:
            return next((m for m in state.monster_cards[str(card)].methods if m.id == method_id), None)
        return None
    seat = decision.seat if decision is not None else state.current
    if not isinstance(state.advs[seat].sit, InHazard):
        return None
    node = state.node_of(seat)
    return next((m for m in node.methods if m.id == method_id), None)


# ---------------------------------------------------------------------------------------- refusals


def refusal(state: KeyToTheKingdomState, error: IllegalAction) -> IllegalAction:
    """The refusal the rules gave (``KingdomAsk.refuse``: a message key and ids), its ids named in
    every language: the space a move cannot reach (KK-TEXT-01)."""
    params = dict(error.params)
    space = params.get("space")
    if isinstance(space, str) and not isinstance(space, Phrase):
        params["space"] = Phrase({lang: space_name(state.board, space, lang) for lang in LANGS})
    return IllegalAction(error.key, **params)


class KeyToTheKingdomWords(Words["KeyToTheKingdomState"]):
    """Key to the Kingdom's words (``Game.words``): labels, log lines and the names in refusals."""

    def label(self, state: KeyToTheKingdomState, action: Action, lang: str) -> str:
        """How ``action`` reads in the menu (never revealing a secret)."""
        return label(state, action, lang)

    def describe(self, state: KeyToTheKingdomState, event: Mapping[str, Any], lang: str) -> str:
        """One log line for ``event``."""
        return describe(state, event, lang)

    def refusal(self, state: KeyToTheKingdomState, error: IllegalAction) -> IllegalAction:
        """``error`` with its ids named for players (:func:`refusal`)."""
        return refusal(state, error)


# ---------------------------------------------------------------------------------------- log lines


def describe(state: KeyToTheKingdomState, event: Mapping[str, Any], lang: str) -> str:
    """One log line for ``event``: its fields named (:func:`_params`), then what its kind needs
    more (:data:`DESCRIBE`: more words, or another message for a variant of the kind)."""
    kind = event["type"]
    params = _params(state, event, lang)
    more = DESCRIBE.get(kind)
    key = more(state, event, params, lang) if more is not None else None
    return text(key or f"kk.event.{kind}", lang, **params)


def _params(state: KeyToTheKingdomState, event: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The event's fields as a message reads them: players, spaces, cards… by name."""
    params: dict[str, Any] = {}
    for key, value in event.items():
        if key in ("type", "to"):
            continue
        write = FIELDS.get(key)
        params["player" if key == "seat" else key] = value if write is None else write(state, value, lang)
    return params


def _card(state: KeyToTheKingdomState, value: Any, lang: str) -> Any:
    if value in state.monster_cards:
        return monster_name(str(value), lang)
    return text(f"kk.magic.{value}", lang)


def _players(state: KeyToTheKingdomState, value: Any, lang: str) -> str:
    return ", ".join(_player(state, int(s), lang) for s in value)


FIELDS: dict[str, Callable[[KeyToTheKingdomState, Any, str], Any]] = {
    "seat": lambda state, value, lang: _player(state, int(value), lang),
    "victim": lambda state, value, lang: _player(state, int(value), lang),
    "partner": lambda state, value, lang: _player(state, int(value), lang),
    "by": lambda state, value, lang: _player(state, int(value), lang),
    "space": lambda state, value, lang: space_name(state.board, str(value), lang),
    "dest": lambda state, value, lang: space_name(state.board, str(value), lang),
    "dagger": lambda state, value, lang: space_name(state.board, str(value), lang),
    "hazard": lambda state, value, lang: hazard_name(str(value), lang) if value else "",
    "equipment": lambda state, value, lang: equipment_name(str(value), lang),
    "case": lambda state, value, lang: case_name(str(value), lang),
    "treasure": lambda state, value, lang: treasure_name(str(value), lang),
    "place": lambda state, value, lang: place_name(str(value), lang),
    "card": _card,
    "faces": lambda state, value, lang: ", ".join(str(f) for f in value),
    "winners": _players,
    "affected": _players,
}
"""How each event field is named in a log line (fields not listed are shown as they are)."""

More = Callable[["KeyToTheKingdomState", Mapping[str, Any], dict[str, Any], str], "str | None"]
"""More words for one kind of event: fills ``params``; returns another message key, or None."""


def _result(event: Mapping[str, Any], lang: str) -> str:
    return text("kk.words.won" if event["won"] else "kk.words.lost", lang)


def _why_name(state: KeyToTheKingdomState, why: str, lang: str) -> Any:
    """What caused a roll or a loss: a hazard, a monster card, or a purpose (``kk.why.*``)."""
    if why in state.rules:
        return hazard_name(why, lang)
    if why in state.monster_cards:
        return monster_name(why, lang)
    return text(f"kk.why.{why}", lang)


def _more_roll(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    if "dk" in event:
        return "kk.event.roll_turn"
    why = str(event["why"])
    if why in WHY or why in state.rules or why in state.monster_cards:
        params["why"] = _why_name(state, why, lang)
    return None


def _more_fight(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    card = state.monster_cards.get(str(event["card"]))
    method = next((m for m in card.methods if m.id == event["method"]), None) if card else None
    params["how"] = method_text(method, lang, state.options) if method else event["method"]
    params["result"] = _result(event, lang)
    return None if event["faces"] else "kk.event.fight_sure"  # a sure way to win, no dice


def _more_escape(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    method = None
    for node in state.rules[str(event["hazard"])].nodes.values():
        method = next((m for m in node.methods if m.id == event["method"]), None) or method
    params["how"] = method_text(method, lang, state.options) if method else event["method"]
    if not event["faces"]:  # a sure way out, no roll: "uses", not "tries"
        return "kk.event.escape_sure"
    if "won" not in event:
        return "kk.event.escape_roll"
    params["result"] = _result(event, lang)
    return None


def _more_hazard_roll(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    if "won" not in event:
        return None
    params["result"] = _result(event, lang)
    return "kk.event.hazard_roll_result"


def _more_why(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    if "why" in event:
        params["why"] = _why_name(state, str(event["why"]), lang)
    return None


def _more_lose_case(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    params["pile"] = text(f"kk.pile.{event['to_pile']}", lang)
    return None


def _more_board(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    params["side"] = text(f"kk.ui.side_{event['side']}", lang)
    if "fold" in event:
        params["fold"] = text(f"kk.ui.fold_{event['fold']}", lang)
    if event["type"] == "board_turns" and not event.get("affected"):
        return "kk.event.board_turns_empty"
    return None


def _more_game_over(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    return None if event["winners"] else "kk.event.game_over_none"


def _more_word(field: str, prefix: str) -> More:
    """The field ``field`` read as the message ``prefix + value``."""

    def more(
        state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
    ) -> None:
        params[field] = text(f"{prefix}{event[field]}", lang)

    return more


def _more_count(field: str) -> More:
    """A count for the plural forms, from ``field``."""

    def more(
        state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
    ) -> None:
        params["count"] = event.get(field, 0)

    return more


DESCRIBE: dict[str, More] = {
    "move": _more_count("steps"),
    "special_roll": _more_count("left"),
    "turn": lambda state, event, params, lang: "kk.event.turn_roll" if "face" in event else None,
    "roll": _more_roll,
    "fight": _more_fight,
    "escape": _more_escape,
    "hazard_roll": _more_hazard_roll,
    "lose_case": _more_lose_case,
    "lose": _more_why,
    "regain": _more_why,
    "take_case": _more_why,
    "captured": _more_why,
    "board_turns": _more_board,
    "board_turned": _more_board,
    "whirlpool": _more_board,
    "magic_played": _more_board,
    "win": _more_word("how", "kk.words.how_"),
    "game_over": _more_game_over,
    "setup": _more_word("version", "kk.words.version_"),
}
"""What each kind of event needs beyond its fields named (kinds not listed need nothing more)."""


WHY = frozenset(
    {
        "turn", "first", "flee", "special", "move", "stone-circle", "dark-bridge", "whirlpool", "steal",
        "place", "circle", "wizard", "dungeon", "demon-king", "monster",
    }
)  # fmt: skip
