"""The three hazards with a part no table says well: the Stone Circle, the Wizard, the Dark Bridge
(KK-STONE-01..04, KK-WIZ-01..04, KK-DARK-01..05)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.content.components import BRIDGE_PIECES, EQUIPMENT
from noppa.games.key_to_the_kingdom.rules.state_frames import CircleAsk, MoveOn, Preroll, TakeAsk
from noppa.games.key_to_the_kingdom.rules.state_model import OTHER, Circle, InHazard, act
from noppa.games.key_to_the_kingdom.rules.state_moves import (
    choose_loss,
    enter_node,
    finish_hazard,
    offer_move,
    place_in_node,
)

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

# ------------------------------------------------------------------ the Stone Circle


def returnable(st: KK, seat: int) -> list[Action]:
    """What the Stone Circle or the Wizard can give back: his own lost equipment and every lost case."""
    adv = st.advs[seat]
    kinds = sorted({e for e in adv.lost if e not in adv.equipment}, key=EQUIPMENT.index)
    return [act("take", e) for e in kinds] + [act("take", f"case/{c}") for c in st.lost_cases()]


def circle_arrival(st: KK, seat: int) -> None:
    """KK-STONE-01: only one of the two magics works in a visit; he chooses which. KK-STONE-04:
    every visit may return lost cards."""
    adv = st.advs[seat]
    options = []
    if returnable(st, seat):
        options.append(act("magic", "return"))
    if not adv.had_magic and st.magic_deck:  # KK-MAGIC-03: one magic card a game
        options.append(act("magic", "card"))
    if options:
        st.ask(seat, CircleAsk(), options)
    else:
        st.emit(events.CircleIdle(seat=seat))


def answer_circle(st: KK, decision: Decision[CircleAsk], action: Action) -> None:
    """The magic of the Stone Circle he chose."""
    seat = decision.seat
    if action.args[0] == "return":
        # KK-STONE-02: the cards come back on his next turn; he waits in the circle till then
        st.advs[seat].sit = Circle("return", 0)
        st.emit(events.CircleReturn(seat=seat))
    else:
        st.emit(events.CircleCard(seat=seat))
        circle_try(st, seat)  # KK-STONE-03: the first try on arrival


def circle_try(st: KK, seat: int) -> None:
    """KK-STONE-03: a 1 or an 8 wins a magic card; then he rolls and moves on at once."""
    adv = st.advs[seat]
    face = st.roll(seat, "stone-circle", quiet=True)
    if face in (1, 8):
        adv.sit = None
        card = st.magic_deck.pop()
        adv.magic = card
        adv.had_magic = True
        st.emit(events.MagicWon(seat=seat, face=face))
        st.emit(events.MagicCard(seat=seat, card=card, to=[seat]))
        st.push(MoveOn(seat))
    else:
        adv.sit = Circle("card")
        st.emit(events.CircleMiss(seat=seat, face=face))


def move_on(st: KK, frame: MoveOn) -> None:
    """KK-STONE-03: with the magic card won he rolls and moves on."""
    st.first = None
    offer_move(st, frame.seat, st.roll(frame.seat, "move"), "turn")


def circle_return(st: KK, seat: int) -> None:
    """KK-STONE-02: three cards, one at a time, from his lost equipment and all lost cases."""
    adv = st.advs[seat]
    sit = adv.sit
    assert isinstance(sit, Circle) and isinstance(sit.taken, int)
    options = returnable(st, seat)
    st.announce(seat)
    if sit.taken >= 3 or not options:
        adv.sit = None
        st.emit(events.CircleDone(seat=seat))
        st.push(Preroll(seat))
        return
    st.ask(seat, TakeAsk("circle"), options)


def answer_take(st: KK, decision: Decision[TakeAsk], action: Action) -> None:
    """The card the Stone Circle or the Wizard gives back."""
    seat = decision.seat
    thing = action.args[0]
    source = decision.ask.source
    if thing.startswith("case/"):
        st.take_case(seat, thing[5:], source)  # chosen by name, without looking (blind)
    else:
        st.gain_equipment(seat, thing, source)
    if source == "circle":
        sit = st.advs[seat].sit
        assert isinstance(sit, Circle) and isinstance(sit.taken, int)
        sit.taken += 1
        st.push(Preroll(seat))


# ------------------------------------------------------------------ the Wizard of Plenty


def wizard_reward(st: KK, seat: int, kind: str) -> None:
    """KK-WIZ-03/04: after the Rainbow, back to the cloud with the Wizard's gifts."""
    adv = st.advs[seat]
    adv.wizard_done = True  # KK-WIZ-02: the task only once a game
    adv.sit = None
    adv.space = st.board.hazards["wizard"].ends[0]
    if kind == "gifts":
        st.emit(events.WizardGifts(seat=seat))
        for equipment in sorted(set(adv.lost), key=EQUIPMENT.index):
            st.gain_equipment(seat, equipment, "wizard")
        adv.arch_free = 2  # this turn and the next: he may leave through the arch freely
        cases = st.lost_cases()
        if cases:
            st.ask(seat, TakeAsk("wizard"), [act("take", f"case/{c}") for c in cases])
    else:
        st.emit(events.WizardComfort(seat=seat))  # KK-WIZ-04: still one equipment card back
        kinds = sorted({e for e in adv.lost if e not in adv.equipment}, key=EQUIPMENT.index)
        if kinds:
            st.ask(seat, TakeAsk("wizard"), [act("take", e) for e in kinds])


# ------------------------------------------------------------------ the Dark Bridge


def dark_bridge(st: KK, seat: int, end: str) -> None:
    """KK-DARK-01..04: build the bridge (the first adventurer) or walk onto it."""
    adv = st.advs[seat]
    bridge = st.bridge
    if not bridge.side:
        if bridge.builder not in (-1, seat):
            st.emit(events.BridgeWait(seat=seat))  # another adventurer holds the right to build
            return
        face = st.roll(seat, "dark-bridge", quiet=True)
        if face > BRIDGE_PIECES:
            bridge.builder = seat  # KK-DARK-01: on 7-8 he rolls again next turn
            adv.sit = InHazard("dark-bridge", "build", end)
            place_in_node(st, seat)
            st.emit(events.BridgeUnbuilt(seat=seat, face=face))
            return
        bridge.side, bridge.built, bridge.builder = end, face, -1
        st.emit(events.BridgeBuilt(seat=seat, face=face, pieces=face))
        adv.sit = InHazard("dark-bridge", "bridge", end, position=face)
        if face == BRIDGE_PIECES:  # KK-DARK-03: a 6 finishes it and takes him across
            finish_hazard(st, seat, st.board.hazards["dark-bridge"].end(OTHER[end]), True)
            return
        place_in_node(st, seat)  # KK-DARK-02: he waits on the outermost piece
        return
    adv.sit = InHazard("dark-bridge", "bridge", end)
    bridge_walk(st, seat)


def special_node(st: KK, seat: int) -> None:
    """A Dark Bridge situation acting on a later turn (the turn's roll is used)."""
    sit = st.hazard_sit(seat)
    if sit.node == "build":
        st.advs[seat].sit = None
        dark_bridge(st, seat, sit.end)
    else:
        bridge_walk(st, seat)


def bridge_walk(st: KK, seat: int) -> None:
    """KK-DARK-02..05: roll and move over the slots; an unbuilt one stopped on drops him in."""
    adv = st.advs[seat]
    sit = st.hazard_sit(seat)
    geo = st.board.hazards["dark-bridge"]
    end = sit.end
    built = st.built_positions(end)
    complete = len(built) == BRIDGE_PIECES
    outer = max(built) if st.bridge.side == end else min(built)
    face = st.roll(seat, "dark-bridge", quiet=True)
    rolled = face
    start = sit.position
    for step in range(1, face + 1):
        position = start + step
        if position > BRIDGE_PIECES:
            finish_hazard(st, seat, geo.end(OTHER[end]), True)
            return
        if position == outer and not complete:
            face = step  # KK-DARK-04: he stops on reaching the outermost piece
            break
    position = start + face
    sit.position = position
    place_in_node(st, seat)
    st.emit(events.Walk(seat=seat, hazard="dark-bridge", face=rolled, dest=adv.space))
    if position not in built:
        # KK-DARK-04/05: into the water, onto the nearest stone, and one equipment lost
        sit.trouble = 1
        sit.route = st.board.spaces[adv.space].route
        enter_node(st, seat, "water", "1")
        st.emit(events.Fall(seat=seat, hazard="dark-bridge", space=adv.space))
        choose_loss(st, seat, "dark-bridge")
