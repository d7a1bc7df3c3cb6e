"""What each seat may see, the full snapshot, and redrawing what nobody can know.

Runebound hides no card in a player's hand: every seat sees the same table. Hidden from everyone are
the order of the adventure and market decks, the XP values of the adventure tokens lying gem side up
on the map (RB-SETUP-01, RB-COMP-16), the cards lying face down on the Path of Doom (only their
colours show), and the dice: the state keeps them (the dice aside) in one struct,
:class:`~noppa.games.runebound.rules.model.Unseen`. :func:`view` leaves all of these out;
:func:`resample` redraws them (for the leak tests); :func:`determinize` builds a playable state from
a view (for search bots): the public table read back (:data:`PUBLIC`, :func:`restore_flow`), the
unseen drawn (:func:`sample_unseen`) and put in whole.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import msgspec

from noppa.engine import SeededDice
from noppa.engine.parts import Parts
from noppa.games.runebound.content.effects import COLOURS, Effect, Test
from noppa.games.runebound.rules.combat import foe_damage, foe_life, foe_value
from noppa.games.runebound.rules.model import (
    AllyState,
    Combat,
    HeroState,
    Hurt,
    KeepCard,
    KnockOut,
    KoStage,
    PendingTest,
    Stage,
    Step,
    ThisTurn,
    Trade,
    Unseen,
    copied,
)
from noppa.games.runebound.rules.sheet import prices, sheets

if TYPE_CHECKING:
    from noppa.games.runebound.game import RuneboundGame
    from noppa.games.runebound.rules.state import RuneboundState


def _public(st: RuneboundState) -> dict[str, Any]:
    ids = st.board.ids
    hurt = st.pending(Hurt)
    keep = st.pending(KeepCard)
    test = st.pending(PendingTest)
    ko = st.pending(KnockOut)
    data = {
        "current": st.current,
        "first": st.first,
        "round": st.round,
        "step": st.step.value,
        "heroes": [h.to_json() for h in st.heroes],
        "deck_sizes": {c: len(d) for c, d in st.decks.items()},
        "market_deck_size": len(st.market_deck),
        "stacks": {c: list(s) for c, s in st.stacks.items()},
        "event": st.event,
        "tokens": _tokens(st),
        "box": sorted([list(t) for t in st.box]),
        "lost": [None if e is None else {"card": e[0], "hex": ids[e[1]]} for e in st.lost],
        "lost_order": [s + 1 for s in st.lost_order],
        "path": [st.content.adventures[c].colour for c in st.path],
        "doom": st.doom,
        "removed": sorted(st.removed),
        "combat": None if st.combat is None else st.combat.to_json(st.stage),
        "foe": _foe(st),
        "hurt": None if hurt is None else hurt.to_json(),
        "trade": None if st.this_turn.trade is None else st.this_turn.trade.to_json(),
        "rolled": list(st.this_turn.rolled),
        "symbols": list(st.this_turn.extra_symbols),
        "destinations": sorted(ids[h] for h in st.this_turn.destinations),
        "encounter": st.encounter,
        "keep": None if keep is None else keep.card,
        "test": None if test is None else {"seat": test.seat},
        "ko": [] if ko is None else list(ko.seats),
        "ko_stage": KoStage.START.value if ko is None else ko.stage.value,
        "showdown": st.showdown,
        "showdown_order": list(st.showdown_order),
        "front": None if st.front is None else {"card": st.front, "wounds": st.front_wounds},
        "xp_cost": st.xp_cost,
        "window": st.window,
        "met": list(st.this_turn.met),
        "adventured": st.this_turn.adventured,
        "fought": st.this_turn.fought,
        "flow": flow(st),
    }
    return shown_of_turn(data)


_TOKENS: Parts[dict[str, str]] = Parts(1024)
""":func:`_tokens` by the board and its tokens (shared by all games)."""


def _tokens(st: RuneboundState) -> dict[str, str]:
    """The colour of the adventure token on each hex that has one, by hex id in board order (their
    values are hidden: RB-SETUP-01, RB-COMP-16): worked out once per board and tokens on it, as
    tokens leave the map seldom, and copied, so that no view shares it."""
    tokens = st.board_tokens
    key = (id(st.board), *tokens.items())
    found = _TOKENS.get(key)
    if found is None:
        ids = st.board.ids
        found = _TOKENS.put(key, {ids[h]: t[0] for h, t in sorted(tokens.items())})
    return dict(found)


SNAPSHOT_VERSION = 2
"""The shape of a Runebound snapshot: 2 since the turn's scratch values became one struct that each
turn replaces (issue 25); a snapshot without ``version`` is 1 and is converted by :func:`migrate`."""

_ADVENTURE_STEPS = frozenset({"draw", "encounter", "encounter_done", "replenish"})
_TURN_FRESH: dict[str, Any] = {
    "adventured": False,
    "fought": False,
    "met": [],
    "rolled": [],
    "symbols": [],
    "destinations": [],
}
_FLOW_FRESH: dict[str, Any] = {
    "extra_dice": 0,
    "discount": 0,
    "chosen": None,
    "routes": {},
    "market_open": False,
    "arrived": False,
}


def shown_of_turn(data: dict[str, Any]) -> dict[str, Any]:
    """The public form (:func:`_public`) with the turn's scratch values shown only while the step
    that uses them can still read them (their defaults otherwise), so that a value left over from an
    earlier step or turn is no part of the position: the movement dice chosen while resting or after
    the roll, the adventure's colour and draws while drawing, an encounter (its fight too) or
    replenishing, the replenisher and where to go back while replenishing; in the Showdown, where
    every turn is a fight, none of the movement and adventure values. Changes and returns ``data``;
    :func:`migrate` runs it over a snapshot of version 1."""
    flow_ = data["flow"]
    step = data["step"]
    combat = data["combat"]
    if data["showdown"]:
        data.update({k: type(v)() if isinstance(v, list) else v for k, v in _TURN_FRESH.items()})
        flow_.update({k: {} if isinstance(v, dict) else v for k, v in _FLOW_FRESH.items()})
    if data["showdown"] or not (data["rolled"] or step == "rest"):
        flow_["roll_pending"] = 0
    drawing = step in _ADVENTURE_STEPS or (combat is not None and combat["kind"] == "encounter")
    if data["showdown"] or not drawing:
        flow_["draw_colour"], flow_["draws_left"] = None, 0
    if data["showdown"] or step != "replenish":
        flow_["replenish_colour"], flow_["replenisher"], flow_["replenish_after"] = None, 0, "draw"
    return data


def migrate(snapshot: Mapping[str, Any]) -> dict[str, Any]:
    """A Runebound snapshot (a save's ``snapshot.state``) in today's shape (:data:`SNAPSHOT_VERSION`):
    the one place an older shape is converted. Version 1 (no ``version``) held the turn's scratch
    values left over from earlier steps and turns; they are put as a replayed game shows them
    (:func:`shown_of_turn`). The input is not changed."""
    data = copied(dict(snapshot))
    if data.get("version") is None and isinstance(data.get("flow"), dict):
        shown_of_turn(data)
        data["version"] = SNAPSHOT_VERSION
    return data


def migrate_save(data: Any) -> Any:
    """A saved game (:meth:`~noppa.engine.State.to_json`) with its snapshot in today's shape
    (:func:`migrate`); anything not shaped like a save is returned as it is, for the loader to
    refuse. The input is not changed."""
    if not isinstance(data, Mapping):
        return data
    snap = data.get("snapshot")
    if not isinstance(snap, Mapping) or not isinstance(snap.get("state"), Mapping):
        return data
    return {**data, "snapshot": {**snap, "state": migrate(snap["state"])}}


def _effect_json(effect: Any) -> Any:
    return msgspec.to_builtins(effect)


def _effect_load(data: Any) -> Any:
    return msgspec.convert(data, Effect)


def _test_load(data: Any) -> Test:
    return msgspec.convert(data, Test)


def flow(st: RuneboundState) -> dict[str, Any]:
    """Where the turn stands: the pending steps, counts and choices (all public on the table)."""
    ids = st.board.ids
    test = st.pending(PendingTest)
    keep = st.pending(KeepCard)
    ko = st.pending(KnockOut)
    return {
        "window_acts": {str(k): v for k, v in st.window_acts.items()},
        "free_used": sorted(st.free_used),
        "roll_bonus": dict(st.this_turn.roll_bonus),
        "damage_bonus": dict(st.this_turn.damage_bonus),
        "extra_dice": st.this_turn.extra_dice,
        "discount": st.this_turn.discount,
        "chosen": None if st.this_turn.chosen is None else ids[st.this_turn.chosen],
        "move_start": st.heroes[st.current].hex,
        # RB-MOVE-02: the roll is on the table, so where it reaches and from which hexes each
        # destination is entered (RB-CMB-08) is public; kept whole, as the hero has moved on since.
        "routes": {
            ids[h]: [ids[o] for o in origins] for h, origins in sorted(st.this_turn.destinations.items())
        },
        "rest_left": st.this_turn.rest_left,
        "roll_pending": st.this_turn.roll_pending,
        "draw_colour": st.this_turn.draw_colour,
        "draws_left": st.this_turn.draws_left,
        "market_open": st.this_turn.market_open,
        "arrived": st.this_turn.arrived,
        "replenish_colour": st.this_turn.replenish_colour,
        "replenish_after": st.this_turn.replenish_after.value,
        "replenisher": st.this_turn.replenisher,
        "keep_seat": 0 if keep is None else keep.seat,
        "test": None if test is None else test.to_json(),
        "queue": [[seat, _effect_json(effect), card] for seat, effect, card in st.effect_queue],
        "ko_winner": None if ko is None else ko.winner,
        "showdown_next": st.showdown_next,
        "showdown_pending": st.showdown_pending,
    }


def this_turn(v: Mapping[str, Any], index: Mapping[str, int]) -> ThisTurn:
    """The turn's scratch values of a view (:func:`_public`), in one piece (copies: the state must
    share no list with the view, which a search bot determinizes many times)."""
    data = v["flow"]
    return ThisTurn(
        adventured=v["adventured"],
        fought=v["fought"],
        market_open=data["market_open"],
        arrived=data["arrived"],
        met=list(v["met"]),
        trade=None if v["trade"] is None else copied(Trade(**v["trade"])),
        extra_dice=data["extra_dice"],
        extra_symbols=list(v["symbols"]),
        discount=data["discount"],
        rolled=list(v["rolled"]),
        destinations={index[h]: tuple(index[o] for o in origins) for h, origins in data["routes"].items()},
        chosen=None if data["chosen"] is None else index[data["chosen"]],
        roll_bonus=dict(data["roll_bonus"]),
        damage_bonus=dict(data["damage_bonus"]),
        roll_pending=data["roll_pending"],
        rest_left=data["rest_left"],
        draw_colour=data["draw_colour"],
        draws_left=data["draws_left"],
        replenish_colour=data["replenish_colour"],
        replenisher=data["replenisher"],
        replenish_after=Step(data["replenish_after"]),
    )


def restore_flow(st: RuneboundState, v: Mapping[str, Any]) -> None:
    """Put a view's pending frames (:func:`_public`) and its :func:`flow` back into a state, and ask
    its decision again (without running anything)."""
    data = v["flow"]
    st.window_acts = {int(k): v for k, v in data["window_acts"].items()}
    st.free_used = set(data["free_used"])
    st.showdown_next = data["showdown_next"]
    st.showdown_pending = data["showdown_pending"]
    st.flow.stack.clear()
    st.flow.pending = None
    combat = v["combat"]
    st.resume_at(Step(v["step"]), Stage.OVER if combat is None else Stage(combat["stage"]))
    st.queue((seat, _effect_load(effect), card) for seat, effect, card in data["queue"])
    if v["keep"] is not None:
        st.pend(KeepCard(data["keep_seat"], v["keep"]))
    test = data["test"]
    if test is not None:
        st.pend(PendingTest(test[0], _test_load(test[1]), test[2]))
    if v["hurt"] is not None:
        st.pend(Hurt(**v["hurt"]))
    if v["ko"]:
        st.pend(KnockOut(tuple(v["ko"]), KoStage(v["ko_stage"]), data["ko_winner"]))


def _foe(st: RuneboundState) -> dict[str, Any] | None:
    cb = st.combat
    if cb is None or cb.kind == "pvp":
        return None
    return {
        "card": cb.card,
        "mind": foe_value(st, cb, "ranged"),
        "body": foe_value(st, cb, "melee"),
        "spirit": foe_value(st, cb, "magic"),
        "ranged_damage": foe_damage(st, cb, "ranged"),
        "melee_damage": foe_damage(st, cb, "melee"),
        "magic_damage": foe_damage(st, cb, "magic"),
        "life": foe_life(st, cb),
        "wounds": cb.foe_wounds,
    }


def view(st: RuneboundState, seat: int | None) -> dict[str, Any]:
    """The table as anyone sees it (every seat sees the same; ``seat`` is not needed), with the
    values the sheets show worked out (derived, so saved snapshots leave them out)."""
    data = _public(st)
    data["sheets"] = sheets(st)  # the heroes' values now, for the hero sheets (sheet.py)
    data["prices"] = prices(st)  # RB-MKT-08: what each card on a market costs now
    return data


def seat_view(public: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``seat``'s view made from :func:`view` of the same position (the state's ``public_view``):
    that very view, as every seat sees the same; made once per move for all seats and spectators."""
    return public


def snapshot(st: RuneboundState) -> dict[str, Any]:
    """Everything, secrets included (for saved games; never shown to a player)."""
    data = _public(st)
    data["version"] = SNAPSHOT_VERSION
    ids = st.board.ids
    data["decks"] = {c: list(d) for c, d in st.decks.items()}
    data["market_deck"] = list(st.market_deck)
    data["board_tokens"] = {ids[h]: list(t) for h, t in sorted(st.board_tokens.items())}
    data["path_cards"] = list(st.path)
    data["effect_queue"] = len(st.effect_queue)
    return data


# ---------------------------------------------------------------------- redrawing the unknown


def resample(st: RuneboundState, seed: int) -> RuneboundState:
    """A copy with what no seat sees (:class:`Unseen`: deck orders, face-down Path cards, token
    values) drawn afresh and replaced whole, and new dice."""
    copy = st.clone()
    rng = random.Random(seed)
    old = copy.unseen
    decks = {colour: list(old.decks[colour]) for colour in old.decks}
    for colour in COLOURS:
        rng.shuffle(decks[colour])
    market_deck = list(old.market_deck)
    rng.shuffle(market_deck)
    path = list(old.path)
    _shuffle_path(st, path, decks, rng)
    copy.unseen = Unseen(decks, market_deck, path, _shuffle_tokens(old.board_tokens, rng))
    copy.dice = SeededDice(seed)
    return copy


def _shuffle_path(
    st: RuneboundState, path: list[str], decks: dict[str, list[str]], rng: random.Random
) -> None:
    """Swap face-down Path cards with same-coloured deck cards (nobody knows which ones they are)."""
    for index, card in enumerate(path):
        colour = st.content.adventures[card].colour
        pool = decks[colour]
        if pool and rng.random() < 0.5:
            j = rng.randrange(len(pool))
            path[index], pool[j] = pool[j], card


def _shuffle_tokens(tokens: Mapping[int, tuple[str, int]], rng: random.Random) -> dict[int, tuple[str, int]]:
    """The hidden token values of each colour dealt afresh among the board tokens of that colour."""
    out = dict(tokens)
    for colour in COLOURS:
        places = [h for h, t in out.items() if t[0] == colour]
        values = [out[h] for h in places]
        rng.shuffle(values)
        for h, t in zip(places, values, strict=True):
            out[h] = t
    return out


@dataclass(frozen=True, slots=True)
class Public:
    """One public part of the state as a view shows it (:func:`_public`): the state's attribute
    ``attr`` read back from the view (``load(view, hex index)``, a fresh value: the state shares no
    list with the view, which a search bot determinizes many times)."""

    attr: str
    load: Callable[[Mapping[str, Any], Mapping[str, int]], Any]


def _same(key: str) -> Callable[[Mapping[str, Any], Mapping[str, int]], Any]:
    """A part a view shows as the state holds it (copied)."""
    return lambda v, _index: copied(v[key])


def _combat(v: Mapping[str, Any], _index: Mapping[str, int]) -> Combat | None:
    fight = v["combat"]
    return None if fight is None else copied(Combat(**{k: x for k, x in fight.items() if k != "stage"}))


PUBLIC: tuple[Public, ...] = (
    Public("heroes", lambda v, index: [_hero(h, index) for h in v["heroes"]]),
    Public("current", _same("current")),
    Public("first", _same("first")),
    Public("round", _same("round")),
    Public("stacks", _same("stacks")),
    Public("event", _same("event")),
    Public("box", lambda v, _index: [(t[0], t[1]) for t in v["box"]]),
    Public("lost", lambda v, index: [None if e is None else (e["card"], index[e["hex"]]) for e in v["lost"]]),
    Public("lost_order", lambda v, _index: [s - 1 for s in v["lost_order"]]),
    Public("doom", _same("doom")),
    Public("removed", _same("removed")),
    Public("combat", _combat),  # its stage is the flow's (:func:`restore_flow`)
    Public("encounter", _same("encounter")),
    Public("showdown", _same("showdown")),
    Public("showdown_order", _same("showdown_order")),
    Public("front", lambda v, _index: None if v["front"] is None else v["front"]["card"]),
    Public("front_wounds", lambda v, _index: 0 if v["front"] is None else v["front"]["wounds"]),
    Public("this_turn", this_turn),
    Public("window", _same("window")),
)
"""The public table, part by part, as a view shows it: with :func:`restore_flow` (the step, the
fight's stage and what is pending) it is everything of the state but :class:`Unseen` and the dice.
:func:`determinize` reads it back in one loop; a test checks that each part read back from a view
is what the state holds."""


def determinize(game: RuneboundGame, data: Mapping[str, Any], seed: int) -> RuneboundState:
    """A full state consistent with one seat's view, its unknowns drawn with ``seed``: the public
    table read back from the view (:data:`PUBLIC`, :func:`restore_flow`), then what the seat cannot
    see drawn (:func:`sample_unseen`) and put in whole, and new dice."""
    v = data["state"]
    st = game.new_state(
        int(data["players"]), seed=seed, options=data["options"], heroes=[h["hero"] for h in v["heroes"]]
    )
    index = st.board.index
    for part in PUBLIC:
        setattr(st, part.attr, part.load(v, index))
    st.turn = int(data["turn"])
    restore_flow(st, v)
    st.unseen = sample_unseen(st, v, random.Random(seed))
    st.dice = SeededDice(seed)
    st.outcome = None
    st.to_act = None
    if data["to_act"] is not None:
        st.ask(data["to_act"])
    return st


def sample_unseen(st: RuneboundState, v: Mapping[str, Any], rng: random.Random) -> Unseen:
    """What a seat cannot see, drawn uniformly among what its view allows: the adventure cards no
    seat sees (on no hero, market, lost slot, fight, front, keep or the removed pile) shuffled into
    their colours' decks, the face-down Path cards drawn from them by the colours the view shows,
    the market cards no seat sees shuffled into the market deck, and each token on the map given a
    value of its colour among those neither held nor in the box (RB-SETUP-01, RB-COMP-16). ``st``
    holds the view's public table already (:data:`PUBLIC`)."""
    content = st.content
    seen: set[str] = set(st.removed) | {c for s in st.stacks.values() for c in s}
    for hero in st.heroes:
        seen |= set(hero.items) | {a.card for a in hero.allies} | set(hero.boons) | set(hero.quests)
    seen |= {e[0] for e in st.lost if e is not None}
    fighting = None if st.combat is None else st.combat.card
    for card in (st.event, st.encounter, v["keep"], st.front, fighting):
        if card:
            seen.add(card)
    decks: dict[str, list[str]] = {c: [] for c in COLOURS}
    for card in content.adventures.values():
        if card.id not in seen:
            decks[card.colour].append(card.id)
    for colour in COLOURS:
        rng.shuffle(decks[colour])
    path = [decks[colour].pop() for colour in v["path"]]
    market_deck = [c for c in content.market_ids if c not in seen]
    rng.shuffle(market_deck)
    # Token values on the board: the colour's tokens minus those held and in the box.
    pools: dict[str, Counter[int]] = {c: Counter() for c in COLOURS}
    for token_set in content.tokens:
        pools[token_set.colour][token_set.value] += token_set.count
    for held_colour, value in [*st.box, *(t for h in st.heroes for t in h.tokens)]:
        pools[held_colour][value] -= 1
    index = st.board.index
    tokens: dict[int, tuple[str, int]] = {}
    for hex_id, colour in v["tokens"].items():
        values = [val for val, n in pools[colour].items() for _ in range(max(0, n))]
        value = rng.choice(values) if values else 1
        pools[colour][value] -= 1
        tokens[index[hex_id]] = (colour, value)
    return Unseen(decks, market_deck, path, tokens)


def _hero(data: Mapping[str, Any], index: Mapping[str, int]) -> HeroState:
    return HeroState(
        hero=data["hero"],
        hex=data["hex"],
        came_from=data["came_from"],
        wounds=data["wounds"],
        fatigue=data["fatigue"],
        gold=data["gold"],
        xp=list(data["xp"]),
        xp_spent=data["xp_spent"],
        xp_paper=data["xp_paper"],
        tokens=[(t[0], t[1]) for t in data["tokens"]],
        items=list(data["items"]),
        allies=[AllyState(**a) for a in data["allies"]],
        boons=list(data["boons"]),
        quests=list(data["quests"]),
        face_down=list(data["face_down"]),
        out=data["out"],
        placed=data["placed"],
    )
