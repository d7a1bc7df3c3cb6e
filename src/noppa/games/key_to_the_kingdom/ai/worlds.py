"""Sampled worlds: a state rebuilt from a snapshot, resampled, or built from one seat's view.

Secrets of Key to the Kingdom (KK-SETUP-03/04): what is in each treasure case (known only to those
who have held it), the order of the monster and magic decks, and which magic card a player holds.
:func:`resample` redraws everything one seat cannot know; :func:`determinize` builds a complete
playable state from one seat's view (views.py makes the views); both rest on :func:`restore`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from noppa.engine import Dice, LoadError, SeededDice
from noppa.engine.flow import Ask, Decision, Flow
from noppa.games.key_to_the_kingdom.content.components import CASES, KEY, TREASURES
from noppa.games.key_to_the_kingdom.content.monsters import load_magic, load_monsters
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.rules.state_flow import RULES
from noppa.games.key_to_the_kingdom.rules.state_frames import CobraAsk, PrerollAsk, Redo, TreasureAsk
from noppa.games.key_to_the_kingdom.rules.state_model import Adventurer, Bridge, Endgame
from noppa.games.key_to_the_kingdom.rules.views import SECRET_KINDS

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.game import KeyToTheKingdomGame


def restore(
    game: KeyToTheKingdomGame,
    players: int,
    options: Mapping[str, Any],
    data: Mapping[str, Any],
    dice: Dice,
) -> KeyToTheKingdomState:
    """A state with exactly the snapshot ``data`` (no replay: its history starts here)."""
    state = KeyToTheKingdomState(game, players, dict(options), dice, start=False)
    try:
        state.folds = {str(k): str(v) for k, v in data["folds"].items()}
        state.set_config()
        state.dk = str(data["dk"])
        state.dk_number = int(data["dk_number"])
        state.advs = [Adventurer.from_json(seat, a) for seat, a in enumerate(data["adventurers"])]
        state.contents = {str(k): str(v) for k, v in data["contents"].items()}
        state.where = {str(k): str(v) for k, v in data["where"].items()}
        state.seen = {str(k): [int(s) for s in v] for k, v in data["seen"].items()}
        state.monster_deck = [str(c) for c in data["monster_deck"]]
        state.monster_used = [str(c) for c in data["monster_used"]]
        state.magic_deck = [str(c) for c in data["magic_deck"]]
        state.magic_used = [str(c) for c in data["magic_used"]]
        state.bridge = msgspec.convert(data["bridge"], Bridge)
        state.current = int(data["current"])
        state.first_player = int(data["first_player"])
        state.flow = Flow.load(RULES, data["stack"], data["pending"], game.parse_action)
        state.flow.skipping = any(a.escaped for a in state.advs)
        state.first = None if data["first"] is None else int(data["first"])
        state.endgame = None if data["endgame"] is None else msgspec.convert(data["endgame"], Endgame)
        state.flip_blocked = bool(data["flip_blocked"])
        state.announced = bool(data["announced"])
    except LoadError:
        raise
    except (KeyError, TypeError, ValueError, msgspec.ValidationError) as error:
        raise LoadError("snapshot", f"not a Key to the Kingdom snapshot: {error!r}") from error
    state.to_act = None if state.pending is None else state.pending.seat
    return state


def resample(state: KeyToTheKingdomState, seat: int | None, seed: int) -> KeyToTheKingdomState:
    """A copy with everything ``seat`` cannot know drawn afresh: unseen case contents, deck orders,
    other players' magic cards and the dice. Another seat's pending secret decision is asked again
    from the rules of the redrawn world, so that its choices fit it (the Cobra may now be elsewhere)."""
    rng = random.Random(seed)
    copy = state.clone()
    unseen = [c for c in CASES if seat is None or seat not in copy.seen.get(c, [])]
    cards = [copy.contents[c] for c in unseen]
    rng.shuffle(cards)
    for case, card in zip(unseen, cards, strict=True):
        copy.contents[case] = card
    rng.shuffle(copy.monster_deck)
    holders = [a for a in copy.advs if a.magic and a.seat != seat]
    pool = [a.magic for a in holders] + copy.magic_deck
    rng.shuffle(pool)
    for adv in holders:
        adv.magic = pool.pop()
    copy.magic_deck = pool
    copy.dice = SeededDice(seed)
    decision = copy.pending
    if decision is not None and decision.kind in SECRET_KINDS and decision.seat != seat:
        # another seat's secret choice: asked again from the rules of the redrawn world (KK-SECRET-01)
        if isinstance(decision.ask, TreasureAsk) and decision.ask.pile == "used":
            mine = copy.advs[decision.seat].cases
            _keep_key_company(copy.contents, mine, [c for c in unseen if c not in mine], rng)
        copy.flow.pending = None
        copy.push(Redo(decision.seat, _secret(decision.ask)))
        copy.run()
    return copy


def determinize(game: KeyToTheKingdomGame, view_data: Mapping[str, Any], seed: int) -> KeyToTheKingdomState:
    """A complete state consistent with one seat's view; the unknowns drawn with ``seed``."""
    rng = random.Random(seed)
    seat = view_data["seat"]
    board_view = view_data["state"]
    contents: dict[str, str] = {}
    seen: dict[str, list[int]] = {}
    for case, info in board_view["cases"].items():
        if info["treasure"] is not None:
            contents[case] = info["treasure"]
    rest = [t for t in TREASURES if t not in contents.values()]
    rng.shuffle(rest)
    for case in CASES:
        if case not in contents:
            contents[case] = rest.pop()
        seen[case] = [seat] if board_view["cases"][case]["treasure"] is not None and seat is not None else []
    fighting = {str(f[2]) for f in board_view["stack"] if f and f[0] == "fight_roll"}
    pending = board_view["pending"]
    if pending is not None and "card" in pending["ctx"]:
        fighting.add(str(pending["ctx"]["card"]))
    used = set(board_view["monster_used"])
    deck = [m for m in load_monsters() if m not in used and m not in fighting]
    rng.shuffle(deck)
    deck = deck[: board_view["monster_deck"]]
    own = ""
    adventurers = []
    for adv in board_view["adventurers"]:
        data = {k: v for k, v in adv.items() if k not in ("seat", "has_magic", "team", "magic_card")}
        data["magic"] = (
            adv.get("magic_card", "") if adv["seat"] == seat else ("?" if adv["has_magic"] else "")
        )
        if adv["seat"] == seat:
            own = data["magic"]
        adventurers.append(data)
    pool = [c for c in load_magic() if c not in board_view["magic_used"] and c != own]
    rng.shuffle(pool)
    for data in adventurers:
        if data["magic"] == "?":
            data["magic"] = pool.pop()
    if pending is not None and pending["kind"] == "treasure" and pending["seat"] != seat:
        mine = board_view["adventurers"][int(pending["seat"])]["cases"]
        unknown = [c for c in CASES if board_view["cases"][c]["treasure"] is None and c not in mine]
        _keep_key_company(contents, mine, unknown, rng)
    snapshot_data = {
        **{
            k: board_view[k]
            for k in ("folds", "dk", "dk_number", "current", "first_player", "bridge", "stack")
        },
        **{
            k: board_view[k]
            for k in ("first", "endgame", "flip_blocked", "monster_used", "magic_used", "announced")
        },
        "adventurers": adventurers,
        "contents": contents,
        "where": {c: board_view["cases"][c]["where"] for c in CASES},
        "seen": seen,
        "monster_deck": deck,
        "magic_deck": pool[: board_view["magic_deck"]],
        "pending": None,
    }
    state = restore(game, view_data["players"], view_data["options"], snapshot_data, SeededDice(seed))
    if pending is None:
        return state
    if pending["seat"] == seat or pending["options"] is not None:
        texts = list(view_data["legal"]) if pending["seat"] == seat else list(pending["options"])
        ask = RULES.ask_from_json(str(pending["kind"]), pending["ctx"])
        state.flow.pending = Decision(int(pending["seat"]), ask, [game.parse_action(t) for t in texts])
        state.to_act = state.flow.pending.seat
        return state
    # another seat decides something secret: rebuild his choices from the rules of the sampled world
    secret = _secret(RULES.ask_from_json(str(pending["kind"]), pending["ctx"]))
    state.push(Redo(int(pending["seat"]), secret))
    state.run()
    return state


def _secret(ask: Ask) -> PrerollAsk | CobraAsk | TreasureAsk:
    """``ask``, one of the decisions whose choices may tell a secret (:data:`SECRET_KINDS`)."""
    assert isinstance(ask, PrerollAsk | CobraAsk | TreasureAsk), f"not a secret decision: {ask!r}"
    return ask


def _keep_key_company(
    contents: dict[str, str], mine: Sequence[str], unknown: Sequence[str], rng: random.Random
) -> None:
    """The holder of the cases ``mine`` is giving up a treasure other than the Key, so he holds one:
    if the sample gave him only the Key, swap it with one of the ``unknown`` cases held elsewhere."""
    if any(contents[c] != KEY for c in mine):
        return
    key_case = next(c for c in mine if contents[c] == KEY)
    if unknown:
        other = rng.choice(list(unknown))
        contents[key_case], contents[other] = contents[other], contents[key_case]
