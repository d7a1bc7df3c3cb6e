"""Action labels: how each legal action reads in the menu, never revealing a secret (KK-TEXT-01)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, text
from noppa.games.key_to_the_kingdom.content.procedures import Effect, Method
from noppa.games.key_to_the_kingdom.rules.state_model import InHazard, situation_kind
from noppa.games.key_to_the_kingdom.words.names import (
    _toward,
    case_name,
    equipment_name,
    hazard_name,
    landmark_name,
    method_text,
    place_name,
    player,
    space_name,
)

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.content.board import Board
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState


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
    """What the pending decision says of ``key`` (None when nothing is pending or it says nothing of
    it): a field of its ask, read as it is (the labels read plain text fields, which its ``ctx``
    shows the same; ``ctx`` itself makes the whole ask plain data, for every label of a menu)."""
    decision = state.pending
    return getattr(decision.ask, key, None) if decision is not None else None


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
        space=_told_apart(state, arg, lang),
    )


def _told_apart(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    """The space's name, told apart from another path space on offer that would read the same: by
    the part of the Kingdom it lies in, and where both lie in one part, by route (1 of 2, in the
    board's order of spaces, the same order every time)."""
    board = state.board
    named = space_name(board, arg, lang)
    space = board.spaces.get(arg)
    if space is None or space.kind != "path":
        return named
    twins = _twins(state.legal_actions(), board, lang).get(named, ())
    if len(twins) < 2:
        return named
    same_part = [t for t in twins if board.spaces[t].part == space.part]
    if space.part and len(same_part) < len(twins):
        named = text("kk.space.in_part", lang, space=named, part=place_name(space.part, lang))
    if len(same_part) > 1:
        named = text(
            "kk.space.route", lang, space=named, number=same_part.index(arg) + 1, count=len(same_part)
        )
    return named


def _twins(legal: tuple[Action, ...], board: Board, lang: str) -> dict[str, tuple[str, ...]]:
    """The path spaces ``legal`` moves or flees to, by the name they read as (sorted, one entry per
    action): worked out once per set of legal actions and language, not once per label (a menu of
    n moves named n² spaces). Kept for the latest ``legal`` of each language, by identity (the
    tuple is held, so its id stays its own; its contents alone decide the answer)."""
    known = _twins_of.get(lang)
    if known is not None and known[0] is legal and known[1] is board:
        return known[2]
    by_name: dict[str, list[str]] = {}
    for a in legal:
        if a.kind in ("move", "flee") and a.args and a.args[0] in board.spaces:
            target = a.args[0]
            if board.spaces[target].kind == "path":
                by_name.setdefault(space_name(board, target, lang), []).append(target)
    found = {named: tuple(sorted(targets)) for named, targets in by_name.items()}
    _twins_of[lang] = (legal, board, found)
    return found


_twins_of: dict[str, tuple[tuple[Action, ...], Board, dict[str, tuple[str, ...]]]] = {}
""":func:`_twins` of the latest legal actions, by language."""


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
    return text("kk.action.steal", lang, case=case_name(case, lang), player=player(state, int(victim), lang))


def _label_take(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    if arg.startswith("case/"):
        return text("kk.action.take_case", lang, case=case_name(arg[5:], lang))
    return text("kk.action.take", lang, item=equipment_name(arg, lang))


def _label_lend(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    partners = state.partners(_seat(state))
    name = player(state, partners[0], lang) if partners else "?"
    return text("kk.action.lend", lang, item=equipment_name(arg, lang), player=name)


def _label_enter(state: KeyToTheKingdomState, arg: str, lang: str) -> str:
    """Enter a treasure place from the black dagger ``arg``, the dagger named by its side: a place
    has two, and both may be reachable at one decision (two choices must never read the same)."""
    place = place_name(state.board.spaces[arg].place, lang)
    side = _toward(state.board, arg)
    if side is None:
        return text("kk.action.enter", lang, place=place)
    toward = landmark_name(state.board, side, lang, toward=False)
    return text("kk.action.enter_side", lang, place=place, toward=toward)


def _fixed(key: str) -> Callable[[KeyToTheKingdomState, str, str], str]:
    """A label that is one message whatever the state (``keep``: KK-SECRET-01, the same words for a
    holder and for one without the Cobra, since replays show them)."""
    return lambda state, arg, lang: text(key, lang)


LABELS: dict[str, Callable[[KeyToTheKingdomState, str, str], str]] = {
    "roll": _label_roll,
    "face": _label_face,
    "move": _label_move,
    "enter": _label_enter,
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
    "partner": lambda state, arg, lang: text("kk.action.partner", lang, player=player(state, int(arg), lang)),
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
    card = state.monster_cards.get(str(_ctx(state, "card")))
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
        card = _ctx(state, "card")
        if card in state.monster_cards:
            return next((m for m in state.monster_cards[str(card)].methods if m.id == method_id), None)
        return None
    seat = decision.seat if decision is not None else state.current
    if not isinstance(state.advs[seat].sit, InHazard):
        return None
    node = state.node_of(seat)
    return next((m for m in node.methods if m.id == method_id), None)
