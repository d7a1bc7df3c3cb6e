"""Every word a player reads: action labels, log lines, refusals, space and method descriptions.

All text comes from the catalogs (locale/en.ftl, locale/fi.ftl). Escape methods and monster
cards are described from their data (needs, payment, roll), so the words never disagree with the
numbers. Labels never reveal a secret: they may be printed to every player at the table.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction, text
from noppa.games.key_to_the_kingdom.board import Board
from noppa.games.key_to_the_kingdom.procedures import Effect, Method, Roll

if TYPE_CHECKING:
    from noppa.engine import Event
    from noppa.games.key_to_the_kingdom.state import KeyToTheKingdomState

LANDMARKS = frozenset({"white-dagger", "black-dagger", "whirlpool", "stone-circle", "start"})


def equipment_name(kind: str, lang: str) -> str:
    """An equipment card's name."""
    return text(f"kk.equipment.{kind}", lang)


def treasure_name(treasure: str, lang: str) -> str:
    """A treasure card's name."""
    return text(f"kk.treasure.{treasure}", lang)


def case_name(case: str, lang: str) -> str:
    """A treasure case, named after its treasure place."""
    return text(f"kk.case.{case}", lang)


def hazard_name(hazard: str, lang: str) -> str:
    """A hazard's name (the booklet's, in Finnish)."""
    return text(f"kk.hazard.{hazard}", lang)


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


def landmark_name(board: Board, sid: str, lang: str, *, with_id: bool = True) -> str:
    """A landmark space's own name (no distance); two daggers of one hazard differ by their id."""
    space = board.spaces[sid]
    short = _short(sid) if with_id else ""
    if space.kind == "white-dagger":
        name = text("kk.space.white_dagger", lang, hazard=hazard_name(space.hazard, lang), id=short)
        return name if with_id else name.replace(" ()", "")
    if space.kind == "black-dagger":
        name = text("kk.space.black_dagger", lang, place=text(f"kk.place.{space.place}", lang), id=short)
        return name if with_id else name.replace(" ()", "")
    if space.kind == "whirlpool":
        return text(f"kk.space.whirlpool_{space.side}", lang)
    if space.kind == "stone-circle":
        return hazard_name("stone-circle", lang)
    if space.kind == "start":
        return text("kk.space.start", lang)
    if space.kind == "place":
        return text(f"kk.place.{space.place}", lang)
    if space.kind == "dungeon":
        return text("kk.space.dungeon", lang, place=text(f"kk.place.{space.place}", lang))
    if space.kind == "black-hole":
        return text("kk.space.black_hole", lang)
    if space.number:
        return text("kk.space.number", lang, number=space.number)
    return sid


def space_name(board: Board, sid: str, lang: str) -> str:
    """A space as a player reads it: a landmark by name, a path space by its nearest landmark."""
    if sid not in board.spaces:
        return sid
    space = board.spaces[sid]
    if space.kind == "interior":
        owner = board.hazard_of.get(sid, "")
        mark = text(f"kk.mark.{space.mark}", lang) if space.mark else sid
        return text("kk.space.inside", lang, mark=mark, hazard=hazard_name(owner, lang))
    if space.kind != "path" or space.number:
        if space.blue_arrow:
            return text("kk.space.blue_arrow", lang)
        return landmark_name(board, sid, lang)
    if space.blue_arrow:
        return text("kk.space.blue_arrow", lang)
    near = _landmarks(board).get(sid)
    part = text(f"kk.part.{space.part}", lang)
    if near is None:
        return text("kk.space.path", lang, part=part, id=sid)
    landmark, steps = near
    return text(
        "kk.space.path_near",
        lang,
        count=steps,
        landmark=landmark_name(board, landmark, lang, with_id=False),
        part=part,
        id=_short(sid),
    )


def _short(sid: str) -> str:
    """A space id without its part prefix, to tell apart spaces of the same description."""
    return sid.rsplit("/", 1)[-1]


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


def _items(kinds: tuple[str, ...], lang: str) -> str:
    names = [equipment_name(k, lang) for k in kinds]
    if len(names) == 1:
        return names[0]
    return text("kk.words.or", lang, head=", ".join(names[:-1]), last=names[-1])


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
        return text("kk.action.enter", lang, place=text(f"kk.place.{board.spaces[arg].place}", lang))
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
        sit["k"], "move"
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
    if state.advs[seat].sit is None or state.advs[seat].sit.get("k") != "hz":  # type: ignore[union-attr]
        return None
    node = state.node_of(seat)
    return next((m for m in node.methods if m.id == method_id), None)


# ---------------------------------------------------------------------------------------- refusals


def why_illegal(state: KeyToTheKingdomState, action: Action) -> IllegalAction:
    """A refusal a player understands: what he tried and what he must decide now."""
    decision = state.pending
    if decision is None:
        return IllegalAction("kk.error.nothing_to_decide", action=action.text)
    choices = {a.kind for a in decision.options}
    what = text(f"kk.decision.{decision.kind}", "en")
    if action.kind in ("move", "enter") and decision.kind == "move":
        return IllegalAction(
            "kk.error.unreachable",
            action=action.text,
            space=action.args[0],
            steps=decision.ctx.get("steps", 0),
        )
    if action.kind in choices:
        return IllegalAction("kk.error.not_that", action=action.text, decision=decision.kind, what=what)
    return IllegalAction("kk.error.not_now", action=action.text, decision=decision.kind, what=what)


# ---------------------------------------------------------------------------------------- log lines


def describe(state: KeyToTheKingdomState, event: Event, lang: str) -> str:
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
            params[key] = text(f"kk.place.{value}", lang)
        elif key == "card":
            params[key] = (
                text(f"kk.monster.{value}", lang)
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
    if kind == "turn" and "face" in event:
        return text("kk.event.turn_roll", lang, **params)
    if kind == "roll" and "dk" in event:
        return text("kk.event.roll_turn", lang, **params)
    if kind == "roll":
        params["why"] = text(f"kk.why.{event['why']}", lang) if event["why"] in WHY else params.get("why", "")
        if event["why"] in state.rules:
            params["why"] = hazard_name(str(event["why"]), lang)
        elif event["why"] in state.monster_cards:
            params["why"] = text(f"kk.monster.{event['why']}", lang)
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
        params["result"] = (
            text("kk.words.won" if event["won"] else "kk.words.lost", lang) if "won" in event else ""
        )
        if not event["faces"]:  # a sure way out, no roll: "uses", not "tries"
            return text("kk.event.escape_sure", lang, **params)
    if kind == "hazard_roll" and "won" in event:
        params["result"] = text("kk.words.won" if event["won"] else "kk.words.lost", lang)
    if kind == "hazard_roll" and "won" not in event:
        params["result"] = ""
    if kind == "lose_case":
        params["pile"] = text(f"kk.pile.{event['to_pile']}", lang)
    if kind in ("lose", "regain", "take_case", "captured") and "why" in event:
        why = str(event["why"])
        if why in state.rules:
            params["why"] = hazard_name(why, lang)
        elif why in state.monster_cards:
            params["why"] = text(f"kk.monster.{why}", lang)
        else:
            params["why"] = text(f"kk.why.{why}", lang)
    if kind in {"board_turns", "board_turned"}:
        params["side"] = text(f"kk.ui.side_{event['side']}", lang)
        params["fold"] = text(f"kk.ui.fold_{event['fold']}", lang)
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
