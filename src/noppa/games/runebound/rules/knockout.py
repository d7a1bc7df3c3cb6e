"""Knock-out (§15) and what the winner of a fight between heroes takes (RB-PVP-08, RB-PVP-09).

A hero whose wounds reach his Life is knocked out at once (RB-KO-01). The seats waiting in the
flow's ``KnockOut`` frame (its ``stage`` says where the first one's steps stand) are handled one at
a time: the fight they were in ends, then the steps of RB-KO-02, RB-KO-03, RB-KO-04, RB-KO-05 (with
the player choosing on ties), and the active player's turn ends (RB-KO-06).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from noppa.engine import Action
from noppa.games.runebound.events import KoCity, KoSteps, Took, TookGold
from noppa.games.runebound.rules import adventures, doom, resolve
from noppa.games.runebound.rules.model import (
    Hurt,
    KnockOut,
    KoStage,
    KoStages,
    PendingTest,
    Queued,
    Stages,
    Steps,
)

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState


def market_cards(st: RuneboundState, seat: int) -> list[str]:
    """Items and allies that can be lost: market cards, not kept rewards (RB-DEF-02)."""
    hero = st.heroes[seat]
    cards = [*hero.items, *(a.card for a in hero.allies)]
    return [c for c in cards if c in st.content.market_base]


def most_expensive(st: RuneboundState, seat: int) -> list[str]:
    """The costliest market cards of a hero (RB-KO-03; several on a tie)."""
    cards = market_cards(st, seat)
    if not cards:
        return []
    top = max(st.content.card_cost(c) for c in cards)
    return [c for c in cards if st.content.card_cost(c) == top]


def takeable(st: RuneboundState, loser: int) -> list[Action]:
    """What the winner of a fight between heroes may take (RB-PVP-08).

    A card over one of the winner's carrying limits can be taken only after he discards one of that
    kind (RB-LIM-03), so his discards are offered too.
    """
    hero = st.heroes[loser]
    winner = _winner_of(st, loser)
    cards = [*hero.items, *(a.card for a in hero.allies), *hero.boons]
    out = [Action("take", (c,)) for c in cards if resolve.room_for(st, winner, c)]
    if hero.gold:
        out.append(Action("take", ("gold",)))
    if not out:
        out.append(Action("take", ("nothing",)))
    if any(not resolve.room_for(st, winner, c) for c in cards):
        out += resolve.discard_actions(st, winner)
    return out


def _winner_of(st: RuneboundState, loser: int) -> int:
    winner = _ko(st).winner
    return winner if winner is not None else loser


def _ko(st: RuneboundState) -> KnockOut:
    ko = st.pending(KnockOut)
    assert ko is not None
    return ko


def _stage(st: RuneboundState, stage: KoStage, winner: int | None = None) -> None:
    st.pend(msgspec.structs.replace(_ko(st), stage=stage, winner=winner))


def advance(st: RuneboundState) -> bool:
    """Work through the first knocked-out hero's steps; stop where a player must choose."""
    ko = _ko(st)
    seat = ko.seats[0]
    hero = st.heroes[seat]
    if ko.stage == KoStages.START:
        hurt = st.pending(Hurt)
        if hurt is not None and hurt.seat == seat:
            st.settle(Hurt)
        test = st.pending(PendingTest)
        if test is not None and test.seat == seat:
            st.settle(PendingTest)
        queued = st.effect_queue
        if queued:
            st.settle(Queued)
            st.queue(item for item in queued if item[0] != seat)
        cb = st.combat
        _stage(st, KoStages.TOKENS, ko.winner)
        if cb is not None and seat in (st.current, cb.opponent):
            st.combat = None
            st.set_stage(Stages.OVER)  # RB-KO-01: the fight he was in ends
            if cb.kind == "challenge" and cb.card is not None and cb.lost_slot is None:
                adventures.add_lost(st, cb.card, cb.hex)  # RB-KO-05: as after an escape
            elif cb.kind == "encounter" and cb.card is not None:
                st.removed.append(cb.card)
                st.encounter = None
            elif cb.kind == "showdown":
                doom.showdown_lost(st, seat, cb.foe_wounds)
                return False
            elif cb.kind == "pvp":
                winner = cb.opponent if seat == st.current else st.current
                assert winner is not None
                if winner not in ko.seats:
                    # RB-PVP-08 before the loser's knock-out (RB-PVP-09)
                    _stage(st, KoStages.TAKE, winner)
        if seat == st.current:
            st.settle(Queued)
        return False
    if ko.stage == KoStages.TAKE:
        return st.ask(_winner_of(st, seat))
    if ko.stage == KoStages.TOKENS:
        # RB-KO-02: wounds and fatigue back to the box; all gold to the bank.
        st.emit(KoSteps(seat=seat, wounds=hero.wounds, fatigue=hero.fatigue, gold=hero.gold))
        hero.wounds = hero.fatigue = hero.gold = 0
        _stage(st, KoStages.LOSE, ko.winner)
        return False
    if ko.stage == KoStages.LOSE:
        costly = most_expensive(st, seat)
        if len(costly) > 1:
            return st.ask(seat)  # RB-KO-03: on a tie the player chooses
        if costly:
            st.discard_card(seat, costly[0])
        _stage(st, KoStages.CITY, ko.winner)
        return False
    if ko.stage == KoStages.CITY:
        nearest = st.board.nearest_cities(hero.hex)
        if len(nearest) > 1:
            return st.ask(seat)  # RB-KO-04: on a tie the player chooses
        _move_to(st, seat, nearest[0])
        return False
    raise AssertionError(ko.stage)


def _move_to(st: RuneboundState, seat: int, city: int) -> None:
    hero = st.heroes[seat]
    hero.hex = city
    hero.came_from = None
    st.emit(KoCity(seat=seat, hex=st.board.ids[city]))
    _done(st, seat)


def _done(st: RuneboundState, seat: int) -> None:
    resolve.next_knocked_out(st)
    if seat == st.current and not st.showdown:
        st.goto(Steps.END_TURN, knocked_out=True)  # RB-KO-06: from whatever step he fell at
        st.combat = None
    elif st.combat is None and st.step == Steps.COMBAT:
        st.goto(Steps.END_TURN)  # RB-PVP-07: a fight between heroes ends the active player's turn


def legal(st: RuneboundState) -> list[Action]:
    """The knocked-out player's (or the winner's) choice."""
    ko = _ko(st)
    seat = ko.seats[0]
    if ko.stage == KoStages.TAKE:
        return takeable(st, seat)
    if ko.stage == KoStages.LOSE:
        return [Action("lose", (c,)) for c in most_expensive(st, seat)]
    nearest = st.board.nearest_cities(st.heroes[seat].hex)
    names = {h: c for c, h in st.board.cities.items()}
    return [Action("city", (names[h],)) for h in nearest]


def apply(st: RuneboundState, action: Action) -> None:
    """Carry out the choice."""
    ko = _ko(st)
    seat = ko.seats[0]
    if action.kind == "take":
        winner = _winner_of(st, seat)
        what = action.args[0]
        loser = st.heroes[seat]
        if what == "gold":
            st.heroes[winner].gold += loser.gold
            st.emit(TookGold(seat=winner, target=seat, count=loser.gold))
            loser.gold = 0
        elif what != "nothing":
            ally = loser.ally(what)
            if ally is not None:
                loser.allies.remove(ally)  # RB-PVP-08: the ally keeps its wounds and fatigue
            elif what in loser.items:
                loser.items.remove(what)
            else:
                loser.boons.remove(what)
            if what in loser.face_down:
                loser.face_down.remove(what)
            st.emit(Took(seat=winner, target=seat, card=what))
            resolve.give_card(st, winner, what)
            if ally is not None:
                taken = st.heroes[winner].ally(what)
                assert taken is not None
                taken.wounds, taken.fatigue = ally.wounds, ally.fatigue
        _stage(
            st, KoStages.TOKENS, ko.winner
        )  # RB-PVP-09: neither hero gains experience; the loser is knocked out
    elif action.kind == "discard":
        st.discard_card(_winner_of(st, seat), action.args[0])  # to make room (RB-LIM-03)
    elif action.kind == "lose":
        st.discard_card(seat, action.args[0])
        _stage(st, KoStages.CITY, ko.winner)
    else:
        _move_to(st, seat, st.board.cities[action.args[0]])
