"""Dungeon Dice's words (``DungeonDiceGame.words``): action labels and log lines in each language.

The rules (state.py) never import this module: they decide, and say what they decided as data (an
action, a typed event from events.py, a refusal's message key); these turn that into text. Seats are
named as the table calls them, numbered from 1 (DD-NUM-01).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from noppa.engine import Action, text
from noppa.engine.capabilities import Words
from noppa.engine.i18n import remembered
from noppa.games.dungeon_dice.rules.faces import DICE, FACE_NAMES
from noppa.games.dungeon_dice.rules.state import START, DungeonDiceState, challenge_target


def face_name(face: int, lang: str) -> str:
    """A die face in ``lang``."""
    return text(f"dd.face.{FACE_NAMES[face]}", lang)


def faces_text(faces: list[int], lang: str) -> str:
    """Faces as a readable list in ``lang``."""
    return _faces_text(tuple(faces), lang)


@remembered
def _faces_text(faces: tuple[int, ...], lang: str) -> str:
    """:func:`faces_text`, written once per faces and language (a roll's line names up to six)."""
    return ", ".join(face_name(face, lang) for face in faces)


class DungeonDiceWords(Words[DungeonDiceState]):
    """Labels for roll, stop and challenge; one log line per event kind (events.py)."""

    def label(self, state: DungeonDiceState, action: Action, lang: str) -> str:
        kind = action.kind
        if kind == "roll":
            pit = DICE - sum(state.wall)
            if state.asking() == START or pit == DICE:
                return text("dd.action.roll_all", lang)
            if pit == 0:
                return text("dd.action.roll_again", lang)
            return text("dd.action.roll", lang, count=pit)
        if kind == "stop":
            return text("dd.action.stop", lang, count=state.stop_lays())
        target = challenge_target(action)
        known = 0 <= target < state.players
        name = state.player_name(target, lang) if known else action.args[0]
        cards = state.paths[target] if known else 0
        key = "dd.action.challenge_again" if state.target is not None else "dd.action.challenge"
        return text(key, lang, player=name, count=cards)

    def describe(self, state: DungeonDiceState, event: Mapping[str, Any], lang: str) -> str:
        kind = event["type"]
        params: dict[str, Any] = dict(event)
        if "seat" in event:
            params["player"] = state.player_name(event["seat"], lang)
        if event.get("target") is not None:
            params["opponent"] = state.player_name(event["target"], lang)
        for key in ("faces", "moved"):
            if key in event:
                params[key] = faces_text(event[key], lang)
        line = _LINES.get(kind)
        if line is not None:
            return line(state, event, params, lang)
        params.pop("type", None)
        return text(f"dd.event.{kind}", lang, **params)


def _roll(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    params["count"] = event["earned"]
    if not event["moved"]:
        return text("dd.event.roll_nothing", lang, **params)
    if event["combo"]:
        params["combo"] = text(f"dd.combo.{event['combo']}", lang)
        return text("dd.event.roll_combo", lang, **params)
    if not event["earned"]:
        return text("dd.event.roll_no_cards", lang, **params)
    return text("dd.event.roll", lang, **params)


def _bust(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    key = "dd.event.bust_guards" if event["reason"] == "guards" else "dd.event.bust"
    if not event["lost"]:
        key += "_nothing"
    line = text(key, lang, count=event["lost"], player=params["player"])
    if event["penalty"]:
        line += " " + text("dd.event.guard_penalty", lang)
    return line


def _stop(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    line = text("dd.event.stop", lang, count=event["laid"], player=params["player"], path=event["path"])
    if event["returned"]:
        line += " " + text("dd.event.returned", lang, count=event["returned"])
    if event.get("given_back"):
        line += " " + text(
            "dd.event.given_back", lang, count=event["given_back"], opponent=params["opponent"]
        )
    return line


def _challenge_roll(
    state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str:
    # the count toward the three guards needed stops at three (DD-CHAL-02)
    params["guards"] = min(event["guards"], 3)
    params.pop("type", None)
    return text("dd.event.challenge_roll", lang, **params)


def _challenge_won(
    state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str:
    return text(
        "dd.event.challenge_won",
        lang,
        count=event["taken"],
        player=params["player"],
        opponent=params["opponent"],
    )


def _challenge_lost(
    state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str
) -> str:
    if event["returned"]:
        line = text(
            "dd.event.challenge_lost",
            lang,
            count=event["returned"],
            player=params["player"],
            opponent=params["opponent"],
        )
    else:
        line = text("dd.event.challenge_lost_nothing", lang, player=params["player"])
    if event["lost"]:
        line += " " + text("dd.event.lost_held", lang, count=event["lost"])
    return line


def _challenge(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    key = "dd.event.challenge_again" if event["again"] else "dd.event.challenge"
    return text(key, lang, player=params["player"], opponent=params["opponent"])


def _wall_full(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    key = "dd.event.wall_full_hot" if event["hot"] else "dd.event.wall_full"
    return text(key, lang, player=params["player"])


def _shortage(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    return text("dd.event.shortage", lang, count=event["missing"], player=params["player"])


def _game_over(state: DungeonDiceState, event: Mapping[str, Any], params: dict[str, Any], lang: str) -> str:
    if not event["winners"]:
        return text("dd.event.no_escape", lang)
    winners = ", ".join(state.player_name(s, lang) for s in event["winners"])
    return text("dd.event.game_over", lang, winners=winners)


_LINES = {
    "roll": _roll,
    "bust": _bust,
    "stop": _stop,
    "challenge_roll": _challenge_roll,
    "challenge_won": _challenge_won,
    "challenge_lost": _challenge_lost,
    "challenge": _challenge,
    "wall_full": _wall_full,
    "shortage": _shortage,
    "game_over": _game_over,
}
"""The log line of each event kind that needs more than its catalog message with the event's fields
(the ``turn`` line is ``dd.event.turn`` with them)."""

WORDS = DungeonDiceWords()
