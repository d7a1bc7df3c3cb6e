"""Log lines: one line per event, each field named for players (:data:`FIELDS`), each kind's
variants in :data:`DESCRIBE`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from noppa.engine import text
from noppa.games.key_to_the_kingdom.words.names import (
    case_name,
    equipment_name,
    equipment_text,
    hazard_name,
    method_text,
    monster_name,
    place_name,
    player,
    space_name,
    treasure_name,
)

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState


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
    return ", ".join(player(state, int(s), lang) for s in value)


FIELDS: dict[str, Callable[[KeyToTheKingdomState, Any, str], Any]] = {
    "seat": lambda state, value, lang: player(state, int(value), lang),
    "victim": lambda state, value, lang: player(state, int(value), lang),
    "partner": lambda state, value, lang: player(state, int(value), lang),
    "by": lambda state, value, lang: player(state, int(value), lang),
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
    params["cause"] = why  # the message tells the common purposes in words of its own
    if why in WHY or why in state.rules or why in state.monster_cards:
        params["why"] = _why_name(state, why, lang)
    return None


def _more_fight(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    card = state.monster_cards.get(str(event["card"]))
    method = next((m for m in card.methods if m.id == event["method"]), None) if card else None
    params["how"] = method_text(method, lang, state.options, told=True) if method else event["method"]
    params["result"] = _result(event, lang)
    return None if event["faces"] else "kk.event.fight_sure"  # a sure way to win, no dice


def _more_escape(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    method = None
    at_dagger = False
    nodes = state.rules[str(event["hazard"])].nodes
    for node in nodes.values():
        found = next((m for m in node.methods if m.id == event["method"]), None)
        if found is not None and method is None:
            method, at_dagger = found, node.at == "dagger"
    params["how"] = method_text(method, lang, state.options, told=True) if method else event["method"]
    # at the white dagger one tries to get past the hazard (the Tiger Pit's jump), not out of it
    past = "_past" if at_dagger else ""
    if not event["faces"]:  # no roll: "gets out" only where the method leads out, else caught
        then = method.then if method is not None else ()
        if not any(effect[0] == "cross" for effect in then):
            params["how"] = equipment_text(method, lang) if method else params["how"]
            held = any(e[0] == "goto" and e[1] in nodes and nodes[e[1]].do == "lost_turns" for e in then)
            return "kk.event.escape_caught" if held else "kk.event.escape_try"
        return f"kk.event.escape_sure{past}"
    if "won" not in event:
        return f"kk.event.escape_roll{past}"
    params["result"] = _result(event, lang)
    return f"kk.event.escape{past}" if past else None


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
        params["cause"] = str(event["why"])
    return None


def _more_lose_case(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    params["pile"] = text(f"kk.pile.{event['to_pile']}", lang)
    return _more_why(state, event, params, lang)  # the cause by its name, never its id ("boats")


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
    params["count"] = len(event["winners"])
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


def _more_hazard_done(
    state: KeyToTheKingdomState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str | None:
    params["done"] = "across" if event.get("success") else "back"  # the message's selector
    return None


DESCRIBE: dict[str, More] = {
    "hazard_done": _more_hazard_done,
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
