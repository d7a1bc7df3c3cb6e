"""The moving board: whirlpools, special rolls, falling off, black holes and magic cards
(KK-WP-01..07, KK-MAGIC-01..03)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.rules.state_frames import (
    ExitStep,
    Flip,
    FlipDone,
    MagicAsk,
    MagicOffer,
    OutAsk,
    SpecialRoll,
    TreasureAsk,
)
from noppa.games.key_to_the_kingdom.rules.state_model import Trapped, act
from noppa.games.key_to_the_kingdom.rules.state_moves import offer_move

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

FLIP = {"in": "out", "out": "in"}


def jump_into(st: KK, seat: int, ring: str) -> None:
    """KK-WP-01..03: a whirlpool turns its side of the board."""
    side = st.board.spaces[ring].side
    st.emit(events.Whirlpool(seat=seat, side=side))
    st.flip_blocked = False
    st.push(Flip(side, seat))
    if st.folds[side] == "in":
        # KK-MAGIC-01: a magic card can stop the board turning outward (never inward)
        holders = [s for s in st.seats_from_current() if st.advs[s].magic and not st.advs[s].escaped]
        if holders:
            st.push(MagicOffer(side, seat, tuple(holders)))


def magic_offer(st: KK, frame: MagicOffer) -> None:
    """The next holder of a magic card may play it (KK-MAGIC-01)."""
    holder = frame.holders[0]
    if len(frame.holders) > 1:
        st.push(MagicOffer(frame.side, frame.jumper, frame.holders[1:]))
    st.ask(holder, MagicAsk(frame.side, frame.jumper), [act("magic", "play"), act("magic", "pass")])


def answer_magic(st: KK, decision: Decision[MagicAsk], action: Action) -> None:
    """A magic card played stops the board; the jumper is held in the whirlpool (KK-MAGIC-02)."""
    if action.args[0] == "pass":
        return
    seat = decision.seat
    adv = st.advs[seat]
    st.magic_used.append(adv.magic)  # KK-MAGIC-03: a played card leaves the game
    st.emit(events.MagicPlayed(seat=seat, card=adv.magic, side=decision.ask.side))
    adv.magic = ""
    st.flip_blocked = True
    stack = st.flow.stack
    if stack and isinstance(stack[-1], MagicOffer):
        stack.pop()
    # KK-MAGIC-02: the adventurer in the whirlpool must roll 1 or 8 to get out, three turns at most
    st.advs[decision.ask.jumper].sit = Trapped(held=1)


def flip(st: KK, frame: Flip) -> None:
    """KK-WP-02: the side turns, unless a magic card stopped it; first the special rolls."""
    if st.flip_blocked:
        st.flip_blocked = False
        return
    side = frame.side
    vanishing = f"{side}-{st.folds[side]}"
    affected = [
        s
        for s in st.seats_from_current()
        if not st.advs[s].escaped and st.face_of(st.advs[s].space) == vanishing
    ]
    st.emit(events.BoardTurns(seat=frame.jumper, side=side, fold=FLIP[st.folds[side]], affected=affected))
    st.push(FlipDone(side, frame.jumper))
    # KK-WP-02: everyone on the part that moves gets three special rolls at once, in turn order
    for seat in reversed(affected):
        st.push(SpecialRoll(seat, 3, side))


def special_roll(st: KK, frame: SpecialRoll) -> None:
    """One special roll: a move off the turning part, if he is still on it (KK-WP-02)."""
    seat, left, side = frame.seat, frame.left, frame.side
    adv = st.advs[seat]
    if st.face_of(adv.space) != f"{side}-{st.folds[side]}" or adv.sit is not None or left <= 0:
        return  # saved, held fast by his situation, or out of rolls
    st.first = None
    face = st.roll(seat, "special", quiet=True)  # the Demon King does not move for these rolls
    st.emit(events.SpecialRoll(seat=seat, face=face, left=left - 1))
    st.push(SpecialRoll(seat, left - 1, side))
    offer_move(st, seat, face, "special")


def flip_done(st: KK, frame: FlipDone) -> None:
    """KK-WP-03/04/06: the flap has turned; who stayed on it falls, the Demon King is placed again."""
    side = frame.side
    old = st.folds[side]
    vanishing = f"{side}-{old}"
    new = FLIP[old]
    st.folds[side] = new
    st.set_config()  # KK-WP-03: the flap opens outward or folds inward
    st.emit(events.BoardTurned(side=side, fold=new))
    board = st.board
    ring = board.sides[side].whirlpool
    holes = board.black_holes.get(f"{side}-{new}", ())
    for adv in st.advs:
        if adv.escaped or st.face_of(adv.space) != vanishing:
            continue
        if new == "out":
            # KK-WP-04: into an empty black hole when the board turned outward
            taken = {a.space for a in st.advs if a is not adv}
            free = [h for h in holes if h not in taken]
            adv.space = (free or holes)[0]
        else:
            adv.space = ring  # KK-WP-04: into the black-rimmed whirlpool when it turned inward
        adv.sit = Trapped()
        adv.circle = None
        if st.bridge.builder == adv.seat:
            st.bridge.builder = -1
        st.emit(events.Fell(seat=adv.seat, space=adv.space))
    if st.face_of(st.dk) == vanishing:
        # KK-WP-06: the Demon King goes to his number on the new board
        st.dk = st.cfg.numbers[st.dk_number]
        st.emit(events.DemonKingPlaced(number=st.dk_number, space=st.dk))


def trapped_try(st: KK, seat: int, face: int) -> None:
    """KK-WP-04/05, KK-MAGIC-02: a 1 or an 8 gets him out, one roll (the turn's) a turn."""
    st.first = None
    adv = st.advs[seat]
    sit = adv.sit
    assert isinstance(sit, Trapped)
    if face in (1, 8):
        st.emit(events.TrappedOut(seat=seat))
        offer_exit(st, seat)
        return
    sit.tries += 1
    st.emit(events.TrappedFail(seat=seat, tries=sit.tries))
    if sit.tries < 3:
        return
    if sit.held:
        adv.sit = None  # KK-MAGIC-02: after three turns he moves on normally
        st.emit(events.Released(seat=seat))
        return
    options = st.case_actions(seat, "treasure", allow_key=False)
    if options:
        # KK-WP-05: he gives up a treasure (never the Key) to the used cards, and comes out.
        # KK-SECRET-01: he stops to choose even with one case to give, or the table would learn
        # that his other cases hold the Key.
        st.push(ExitStep(seat))
        st.ask(seat, TreasureAsk("used", "whirlpool"), options, secret=True)


def step_exit(st: KK, frame: ExitStep) -> None:
    """:func:`offer_exit` as a step (after the treasure given up, KK-WP-05)."""
    offer_exit(st, frame.seat)


def offer_exit(st: KK, seat: int) -> None:
    """Out onto a free space around the ring or the black hole (KK-WP-04)."""
    adv = st.advs[seat]
    space = st.board.spaces[adv.space]
    around = list(st.cfg.walk[adv.space]) if space.kind == "whirlpool" else list(space.around)
    around = [s for s in around if s in st.cfg.present and s != st.dk]
    taken = {a.space for a in st.advs if a is not adv and not a.escaped}
    free = [s for s in around if s not in taken] or around
    if not free:
        return  # nowhere to go yet (the Demon King blocks): he stays and tries again
    st.ask(seat, OutAsk(), [act("out", s) for s in free])


def answer_out(st: KK, decision: Decision[OutAsk], action: Action) -> None:
    """The free space he climbs out onto."""
    adv = st.advs[decision.seat]
    adv.sit = None
    adv.space = action.args[0]
    st.emit(events.ClimbOut(seat=decision.seat, space=adv.space))
