"""Every word a player reads: action labels, log lines, refusals, space and method descriptions.

All text comes from the catalogs (locale/en.ftl, locale/fi.ftl). Escape methods and monster
cards are described from their data (needs, payment, roll), so the words never disagree with the
numbers. Labels never reveal a secret: they may be printed to every player at the table.
"""

from __future__ import annotations

from collections.abc import Mapping
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
    """How ``action`` reads in the menu (never revealing a secret)."""
    kind = action.kind
    arg = action.args[0] if action.args else ""
    board = state.board
    decision = state.pending
    seat = decision.seat if decision is not None else state.current
    adv = state.advs[seat] if 0 <= seat < state.players else None
    if kind == "roll":
        return text(f"kk.action.roll_{_roll_purpose(state, seat)}", lang)
    if kind == "face":
        hazard = board.spaces[adv.space].hazard if adv else ""
        if hazard == "wizard":
            return text("kk.action.task", lang)
        return text("kk.action.face", lang, hazard=hazard_name(hazard, lang))
    if kind == "move":
        if decision is not None and arg == decision.ctx.get("start"):
            return text("kk.action.stay", lang)
        if decision is not None and decision.ctx.get("mode") == "special":
            return text("kk.action.move_special", lang, space=space_name(board, arg, lang))
        return text("kk.action.move", lang, space=space_name(board, arg, lang))
    if kind == "enter":
        return text("kk.action.enter", lang, place=place_name(board.spaces[arg].place, lang))
    if kind in ("escape", "fight"):
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
    if kind == "lose":
        return text("kk.action.lose", lang, item=equipment_name(arg, lang))
    if kind == "treasure":
        key = (
            "kk.action.give_up"
            if decision is not None and decision.ctx.get("pile") == "used"
            else "kk.action.lose_case"
        )
        return text(key, lang, case=case_name(arg, lang))
    if kind == "dagger":
        return text("kk.action.dagger", lang, space=space_name(board, arg, lang))
    if kind == "steal":
        victim, _, case = arg.partition("/")
        return text(
            "kk.action.steal", lang, case=case_name(case, lang), player=_player(state, int(victim), lang)
        )
    if kind == "pass":
        return text("kk.action.pass_steal", lang)
    if kind == "magic":
        return text(f"kk.action.magic_{arg}", lang)
    if kind == "take":
        if arg.startswith("case/"):
            return text("kk.action.take_case", lang, case=case_name(arg[5:], lang))
        return text("kk.action.take", lang, item=equipment_name(arg, lang))
    if kind == "partner":
        return text("kk.action.partner", lang, player=_player(state, int(arg), lang))
    if kind == "out":
        return text("kk.action.out", lang, space=space_name(board, arg, lang))
    if kind == "pick":
        return text("kk.action.pick", lang, item=equipment_name(arg, lang))
    if kind == "lend":
        partners = state.partners(seat)
        name = _player(state, partners[0], lang) if partners else "?"
        return text("kk.action.lend", lang, item=equipment_name(arg, lang), player=name)
    if kind == "drop":
        return text("kk.action.drop_cobra", lang)
    if kind == "keep":
        # KK-SECRET-01: the same words for a holder and for one without the Cobra (replays show them)
        return text("kk.action.keep_cobra", lang)
    if kind == "try":
        return text("kk.action.try", lang)
    return action.text


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
    """One log line for ``event``."""
    kind = event["type"]
    board = state.board
    params: dict[str, Any] = {}
    for key, value in event.items():
        if key in ("type", "to"):
            continue
        if key in ("seat", "victim", "partner", "by"):
            params["player" if key == "seat" else key] = _player(state, int(value), lang)
        elif key in ("space", "dest", "dagger"):
            params[key] = space_name(board, str(value), lang)
        elif key == "hazard":
            params[key] = hazard_name(str(value), lang) if value else ""
        elif key == "equipment":
            params[key] = equipment_name(str(value), lang)
        elif key == "case":
            params[key] = case_name(str(value), lang)
        elif key == "treasure":
            params[key] = treasure_name(str(value), lang)
        elif key == "place":
            params[key] = place_name(str(value), lang)
        elif key == "card":
            params[key] = (
                monster_name(str(value), lang)
                if value in state.monster_cards
                else text(f"kk.magic.{value}", lang)
            )
        elif key == "faces":
            params[key] = ", ".join(str(f) for f in value)
        elif key in ("winners", "affected"):
            params[key] = ", ".join(_player(state, int(s), lang) for s in value)
        else:
            params[key] = value
    if kind == "move":
        params["count"] = event.get("steps", 0)
    if kind == "special_roll":
        params["count"] = event.get("left", 0)
    if kind == "turn" and "face" in event:
        return text("kk.event.turn_roll", lang, **params)
    if kind == "roll" and "dk" in event:
        return text("kk.event.roll_turn", lang, **params)
    if kind == "roll":
        params["why"] = text(f"kk.why.{event['why']}", lang) if event["why"] in WHY else params.get("why", "")
        if event["why"] in state.rules:
            params["why"] = hazard_name(str(event["why"]), lang)
        elif event["why"] in state.monster_cards:
            params["why"] = monster_name(str(event["why"]), lang)
    if kind == "fight":
        card = state.monster_cards.get(str(event["card"]))
        method = next((m for m in card.methods if m.id == event["method"]), None) if card else None
        params["how"] = method_text(method, lang, state.options) if method else event["method"]
        params["result"] = text("kk.words.won" if event["won"] else "kk.words.lost", lang)
        if not event["faces"]:  # a sure way to win, no dice
            return text("kk.event.fight_sure", lang, **params)
    if kind == "escape":
        node_method = None
        for node in state.rules[str(event["hazard"])].nodes.values():
            node_method = next((m for m in node.methods if m.id == event["method"]), None) or node_method
        params["how"] = method_text(node_method, lang, state.options) if node_method else event["method"]
        if not event["faces"]:  # a sure way out, no roll: "uses", not "tries"
            return text("kk.event.escape_sure", lang, **params)
        if "won" not in event:
            return text("kk.event.escape_roll", lang, **params)
        params["result"] = text("kk.words.won" if event["won"] else "kk.words.lost", lang)
    if kind == "hazard_roll" and "won" in event:
        params["result"] = text("kk.words.won" if event["won"] else "kk.words.lost", lang)
        return text("kk.event.hazard_roll_result", lang, **params)
    if kind == "lose_case":
        params["pile"] = text(f"kk.pile.{event['to_pile']}", lang)
    if kind in ("lose", "regain", "take_case", "captured") and "why" in event:
        why = str(event["why"])
        if why in state.rules:
            params["why"] = hazard_name(why, lang)
        elif why in state.monster_cards:
            params["why"] = monster_name(why, lang)
        else:
            params["why"] = text(f"kk.why.{why}", lang)
    if kind in {"board_turns", "board_turned"}:
        params["side"] = text(f"kk.ui.side_{event['side']}", lang)
        params["fold"] = text(f"kk.ui.fold_{event['fold']}", lang)
        if kind == "board_turns" and not event.get("affected"):
            return text("kk.event.board_turns_empty", lang, **params)
    if kind == "whirlpool":
        params["side"] = text(f"kk.ui.side_{event['side']}", lang)
    if kind == "magic_played":
        params["side"] = text(f"kk.ui.side_{event['side']}", lang)
    if kind == "win":
        params["how"] = text(f"kk.words.how_{event['how']}", lang)
    if kind == "game_over":
        params["winners"] = ", ".join(_player(state, int(s), lang) for s in event["winners"])
        if not event["winners"]:
            return text("kk.event.game_over_none", lang)
    if kind == "setup":
        params["version"] = text(f"kk.words.version_{event['version']}", lang)
    return text(f"kk.event.{kind}", lang, **params)


WHY = frozenset(
    {
        "turn", "first", "flee", "special", "move", "stone-circle", "dark-bridge", "whirlpool", "steal",
        "place", "circle", "wizard", "dungeon", "demon-king", "monster",
    }
)  # fmt: skip
