"""Setup and the turn: the Demon King, dungeons, the move and where it ends, stealing
(KK-SETUP-*, KK-TURN-*, KK-DK-*, KK-DUN-*, KK-TP-*): the skeleton of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.content.components import COBRA, EQUIPMENT
from noppa.games.key_to_the_kingdom.rules.state_board import jump_into, trapped_try
from noppa.games.key_to_the_kingdom.rules.state_end import (
    endgame_next,
    endgame_turn_done,
    escape,
    key_magic,
    win,
)
from noppa.games.key_to_the_kingdom.rules.state_frames import (
    Arrival,
    Arrive,
    CobraAsk,
    Draft,
    DraftAsk,
    EndTurn,
    FirstPlayer,
    Flee,
    HazardArrive,
    MethodStep,
    MonsterStep,
    MoveAsk,
    NextTurn,
    NodeStep,
    Preroll,
    PrerollAsk,
    Redo,
    Setup,
    StealAsk,
    ToPlace,
    Turn,
    TurnRoll,
)
from noppa.games.key_to_the_kingdom.rules.state_hazards import (
    arrive_at_hazard,
    face_hazard,
    method_step,
    monster,
    node_step,
)
from noppa.games.key_to_the_kingdom.rules.state_model import (
    DROP_COBRA,
    ROLL,
    TRY,
    Circle,
    Dungeon,
    InHazard,
    Situation,
    Trapped,
    act,
)
from noppa.games.key_to_the_kingdom.rules.state_moves import (
    choose_loss,
    drop_cobra,
    imprison,
    offer_move,
    offer_steal,
    to_place,
    track_circle,
)
from noppa.games.key_to_the_kingdom.rules.state_specials import circle_arrival, circle_return, circle_try

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

# ------------------------------------------------------------------ setup


def setup(st: KK, frame: Setup) -> None:
    """Deal the cases, shuffle the decks, then the draft and the roll for the first player."""
    st.deal_cases()  # KK-SETUP-04
    st.monster_deck = list(st.monster_cards)
    st.dice.shuffle(st.monster_deck)  # KK-SETUP-03: the monster deck, face down
    st.magic_deck = list(st.magic_cards)
    st.dice.shuffle(st.magic_deck)  # KK-SETUP-03: the magic deck beside the board
    st.emit(events.Setup(players=st.players, version=str(st.options["version"])))
    st.push(FirstPlayer(tuple(range(st.players))))
    if st.teams:
        # KK-TEAM-01: a team shares one set of eight cards, four for each adventurer, picked in turn
        for index in reversed(range(len(st.teams))):
            st.push(Draft(index, 0))
    else:
        for adv in st.advs:  # KK-SETUP-05: eight equipment cards each
            adv.equipment = list(EQUIPMENT)


def draft(st: KK, frame: Draft) -> None:
    """KK-TEAM-01: the next pick of a team's shared cards."""
    team = st.teams[frame.team]
    taken = [e for s in team for e in st.advs[s].equipment]
    pool = [e for e in EQUIPMENT if e not in taken]
    if not pool:
        return
    picker = team[frame.picks % 2]
    if len(st.advs[picker].equipment) >= len(EQUIPMENT) // 2:
        picker = team[(frame.picks + 1) % 2]
    st.push(Draft(frame.team, frame.picks + 1))
    st.ask(picker, DraftAsk(), [act("pick", e) for e in pool])


def answer_draft(st: KK, decision: Decision[DraftAsk], action: Action) -> None:
    """The card he picked (KK-TEAM-01)."""
    adv = st.advs[decision.seat]
    adv.equipment.append(action.args[0])
    adv.equipment.sort(key=EQUIPMENT.index)
    st.emit(events.Pick(seat=decision.seat, equipment=action.args[0]))


def first_player(st: KK, frame: FirstPlayer) -> None:
    """KK-SETUP-07: everyone rolls; the highest starts; a tie is rolled again by the tied."""
    faces = {seat: st.roll(seat, "first") for seat in frame.contenders}
    best = max(faces.values())
    tied = [seat for seat in frame.contenders if faces[seat] == best]
    if len(tied) > 1:
        st.push(FirstPlayer(tuple(tied)))
        return
    st.first_player = st.current = tied[0]
    st.emit(events.FirstPlayer(seat=tied[0]))
    st.push(Turn(tied[0]))


# ------------------------------------------------------------------ the turn

NEXT = NextTurn()
END_TURN = tuple(EndTurn(seat) for seat in range(6))
"""The end of each seat's turn (frames never change, so one of each serves every turn)."""


def next_turn(st: KK, frame: NextTurn) -> None:
    """The next player's turn (KK-TURN-03: clockwise), or the next of the last turns."""
    if st.endgame is not None:
        endgame_next(st)
        return
    begin_turn(st, (st.current + 1) % st.players)


def turn(st: KK, frame: Turn) -> None:
    """A turn given by the rules (the first, or one of the last)."""
    begin_turn(st, frame.seat)


def begin_turn(st: KK, seat: int) -> None:
    """``seat``'s turn: first what he decides before his roll."""
    st.current = seat
    st.turn += 1
    st.announced = False  # the turn is logged with its roll, or before a choice made first
    st.flow.stack.append(END_TURN[seat] if seat < len(END_TURN) else EndTurn(seat))
    preroll(st, seat)


def end_turn(st: KK, frame: EndTurn) -> None:
    """What lasts a turn runs out; one of the last turns is counted. When nothing else waits, the
    next turn follows at once (what the flow's idle step would start next)."""
    adv = st.advs[frame.seat]
    st.first = None
    adv.no_enter = ""
    if adv.arch_free:
        adv.arch_free -= 1
    if st.endgame is not None:
        endgame_turn_done(st, frame.seat)
        if not st.flow.stack:
            endgame_next(st)
    elif not st.flow.stack:
        begin_turn(st, (st.current + 1) % st.players)  # next_turn, inlined (KK-TURN-03: clockwise)


def preroll_options(st: KK, seat: int, *, pause: bool) -> list[Action]:
    """What ``seat`` decides before his roll: facing a hazard, an escape method, lending…
    (``pause``: his turn stops before the roll at the Snake Pit, :meth:`cobra_pause`)."""
    adv = st.advs[seat]
    sit = adv.sit
    options: list[Action] = []
    if sit is None:
        options.append(ROLL)
        if pause and st.carries(seat, COBRA):
            options.append(DROP_COBRA)  # KK-WIN-02, KK-SNAKE-04
    elif type(sit) is InHazard:
        node = st.rules[sit.hazard].nodes[sit.node]
        methods = st.open_methods(seat, node) if node.do == "escape" else ()
        if len(methods) > 1:
            options.extend(act("escape", m.id) for m in methods)
        else:
            options.append(ROLL)
    elif type(sit) is Circle and sit.mode == "card":
        options.extend((TRY, ROLL))  # KK-STONE-03: try again for the magic card, or move on
    else:
        options.append(ROLL)
    for partner in st.partners(seat) if st.teams else ():
        other = st.advs[partner]
        if other.space == adv.space and not other.escaped:
            # KK-TEAM-04: teammates on one space may lend each other equipment
            options.extend(act("lend", e) for e in adv.equipment if e not in other.equipment)
    return options


def step_preroll(st: KK, frame: Preroll) -> None:
    """:func:`preroll` as a step (after a choice made before the roll)."""
    preroll(st, frame.seat)


def preroll(st: KK, seat: int) -> None:
    """Ask what he decides before his roll, or roll at once when there is nothing to decide."""
    sit = st.advs[seat].sit
    kind = type(sit)
    if not st.teams:
        # no teammate to lend to, no way out to choose, no Cobra to drop: his
        # preroll_options would be the roll alone
        if sit is None:
            if not st.cobra_pause(seat):
                turn_roll(st, seat, "move", "")
                return
        elif kind is InHazard:
            node = st.rules[sit.hazard].nodes[sit.node]  # type: ignore[union-attr]
            if node.do != "escape" or len(st.open_methods(seat, node)) < 2:
                turn_roll(st, seat, "node", "")
                return
        elif kind is Dungeon or kind is Trapped:
            turn_roll(st, seat, INTENTS[kind], "")
            return
    if type(sit) is Circle and sit.mode == "return":
        circle_return(st, seat)  # KK-STONE-02: the three cards come back on this turn
        return
    secret = sit is None and st.cobra_pause(seat)  # KK-SECRET-01 (only a free adventurer pauses)
    options = preroll_options(st, seat, pause=secret)
    if len(options) == 1 and not secret:  # nothing to decide before the roll
        turn_roll(st, seat, INTENTS[kind], "")
    else:
        st.announce(seat)
        st.ask(seat, PrerollAsk(), options, secret=secret)


INTENTS: dict[type[Situation] | type[None], str] = {
    type(None): "move",
    Circle: "move",
    Dungeon: "dungeon",
    InHazard: "node",
    Trapped: "trapped",
}
"""What the turn's roll is for, by the adventurer's situation (none: he is free to move)."""


def roll_intent(st: KK, seat: int) -> str:
    """What the turn's roll is for, when the player has nothing to choose first."""
    return INTENTS[type(st.advs[seat].sit)]


def answer_preroll(st: KK, decision: Decision[PrerollAsk], action: Action) -> None:
    """Roll (for what his situation needs), an escape method, a try, lending or dropping the Cobra."""
    seat = decision.seat
    kind = action.kind
    if kind == "roll":
        st.push(TurnRoll(seat, roll_intent(st, seat), ""))
    elif kind == "escape":
        st.push(TurnRoll(seat, "method", action.args[0]))
    elif kind == "try":
        st.push(TurnRoll(seat, "try", ""))
    elif kind == "lend":
        equipment = action.args[0]
        partner = next(p for p in st.partners(seat) if st.advs[p].space == st.advs[seat].space)
        st.advs[seat].equipment.remove(equipment)
        st.advs[partner].equipment.append(equipment)
        st.advs[partner].equipment.sort(key=EQUIPMENT.index)
        st.emit(events.Lend(seat=seat, partner=partner, equipment=equipment))
        st.push(Preroll(seat))
    elif kind == "drop":
        drop_cobra(st, seat)
        st.push(Preroll(seat))


def step_turn_roll(st: KK, frame: TurnRoll) -> None:
    """:func:`turn_roll` as a step (after the choice made before it)."""
    turn_roll(st, frame.seat, frame.intent, frame.arg)


def turn_roll(st: KK, seat: int, intent: str, arg: str) -> None:
    """The turn's roll: the Key's magic, else the Demon King moves first, then it serves ``intent``."""
    face = st.dice.roll(8)
    # KK-WIN-03 short version only; KK-WIN-04: in the long version the Key has no such power
    if not st.long and face == 8 and st.endgame is None and st.can_leave(seat):
        st.announce(seat)
        st.emit(events.Roll(seat=seat, face=face, why="turn"))
        key_magic(st, seat)  # KK-WIN-03
        return
    captured = move_demon_king(st, face, seat)  # KK-TURN-01, KK-DK-01: first the Demon King
    if seat in captured:
        return
    adv = st.advs[seat]
    st.first = face
    if intent == "move":
        st.first = None
        if type(adv.sit) is Circle:
            adv.sit = None  # KK-STONE-03: tired of trying, he moves on
        offer_move(st, seat, face, "turn", can_face=True)  # KK-TURN-02
    elif intent == "method":
        method_step(st, MethodStep(seat, arg))
    elif intent == "node":
        node_step(st, NodeStep(seat, 1))
    elif intent == "dungeon":
        dungeon_try(st, seat, face)
    elif intent == "trapped":
        trapped_try(st, seat, face)
    elif intent == "try":
        circle_try(st, seat)


# ------------------------------------------------------------------ the Demon King and dungeons


def move_demon_king(st: KK, number: int, seat: int) -> list[int]:
    """KK-DK-01/02: the Demon King goes to ``number`` (the turn's roll, reported with it);
    adventurers on or beside it are imprisoned."""
    cfg = st.cfg
    space = cfg.numbers[number]
    st.dk = space
    st.dk_number = number
    # st.announce(seat, face=number, dk=space), inlined
    if not st.announced:
        st.announced = True
        st.emit(events.Turn(seat=seat, number=st.turn, face=number, dk=space))
    else:
        st.emit(events.Roll(seat=seat, face=number, why="turn", dk=space))
    zone = cfg.near[space]
    captured: list[int] = []
    for adv in st.advs:
        where = adv.space
        if (where == space or where in zone) and not adv.escaped:
            captured.append(adv.seat)
            imprison(st, adv.seat, st.board.place_of_part[cfg.part_of[where]], "demon-king")
    return captured


def dungeon_try(st: KK, seat: int, face: int) -> None:
    """KK-DUN-01..03: one roll a turn (the turn's own roll) for a 1 or an 8, three turns at most."""
    st.first = None
    sit = st.advs[seat].sit
    assert isinstance(sit, Dungeon)
    place = sit.place
    if face in (1, 8):
        st.emit(events.DungeonEscape(seat=seat, place=place))
        to_place(st, seat, place)
        return
    sit.tries += 1
    st.emit(events.DungeonFail(seat=seat, place=place, tries=sit.tries))
    if sit.tries >= 3:  # KK-DUN-03: three failed turns: one equipment card, then out
        st.push(ToPlace(seat, place))
        choose_loss(st, seat, "dungeon")


# ------------------------------------------------------------------ where a move ends


def answer_move(st: KK, decision: Decision[MoveAsk], action: Action) -> None:
    """Where he chose to end his move (or to face the hazard he stands by, KK-HAZ-03)."""
    seat = decision.seat
    adv = st.advs[seat]
    ask = decision.ask
    if action.kind == "face":
        face_hazard(st, seat, ask.steps)
        return
    target = action.args[0]
    key = target if action.kind == "move" else f"enter:{target}"
    used = ask.used[key]
    if adv.circle is not None:
        track_circle(st, seat, ask.start, used, target)
    if action.kind == "enter":
        adv.space = target
        st.emit(events.Move(seat=seat, dest=target, steps=used, mode=ask.mode))
        monster(st, MonsterStep(seat, target))  # KK-TP-02: stop on the black dagger and draw
        return
    if target == ask.start and used == 0:
        st.emit(events.Stay(seat=seat))
        return
    adv.space = target
    st.emit(events.Move(seat=seat, dest=target, steps=used, mode=ask.mode))
    arrive_after(st, seat, target, ask.mode, ask.steps - used)


def arrive(st: KK, frame: Arrive) -> None:
    """:func:`arrive_after` as a step."""
    arrive_after(st, frame.seat, frame.space, frame.mode, frame.unused)


def arrive_after(st: KK, seat: int, space: str, mode: str, unused: int) -> None:
    """The end of a move: leaving as a winner, capture beside the Demon King, or a steal first."""
    kind = st.board.spaces[space].kind
    if kind == "start":
        if st.endgame is not None:
            if st.may_escape(seat):
                escape(st, seat)  # KK-WIN-05
                return
        elif st.can_leave(seat):
            win(st, seat, "escaped")  # KK-WIN-01
            return
    if mode == "special":
        return  # KK-WP-02: a special roll only saves the adventurer; a white dagger waits
    if st.options["dk_adjacent"] == "captured" and space in st.cfg.near[st.dk]:
        # KK-DK-04 option: ending one's own move beside the Demon King is also capture
        imprison(st, seat, st.board.place_of_part[st.cfg.part_of[space]], "demon-king")
        return
    # KK-TURN-06: adventurers share spaces freely; KK-TURN-08: only the one arriving may steal
    victims = [] if kind == "whirlpool" else st.opponents_at(seat, space)
    if victims:
        offer_steal(st, seat, victims, space, mode=mode, unused=unused)
    else:
        arrive_on(st, seat, space, kind, unused)


def answer_steal(st: KK, decision: Decision[StealAsk], action: Action) -> None:
    """KK-TURN-07: the case he stole (then he flees), or none."""
    seat = decision.seat
    ask = decision.ask
    if action.kind == "pass":
        if ask.mode != "place":
            st.push(Arrival(seat, ask.space, ask.mode, ask.unused))
        return
    victim_text, _, case = action.args[0].partition("/")
    victim = int(victim_text)
    st.advs[victim].cases.remove(case)
    st.emit(events.Steal(seat=seat, victim=victim, case=case))
    st.take_case(seat, case, "steal")
    st.push(Flee(seat))  # then he rolls and flees that many spaces


def flee(st: KK, frame: Flee) -> None:
    """He rolls and flees that many spaces."""
    st.first = None
    face = st.roll(frame.seat, "flee")
    offer_move(st, frame.seat, face, "flee")


def arrival(st: KK, frame: Arrival) -> None:
    """:func:`arrive_on` as a step (after the choice not to steal)."""
    arrive_on(st, frame.seat, frame.space, st.space_kind(frame.space), frame.unused)


def arrive_on(st: KK, seat: int, space: str, kind: str, unused: int) -> None:
    """What the space (of kind ``kind``) does: a hazard (KK-HAZ-01), a whirlpool (KK-WP-01), the
    Stone Circle."""
    if kind == "white-dagger":
        arrive_at_hazard(st, seat, space, unused)  # KK-HAZ-01
    elif kind == "whirlpool":
        jump_into(st, seat, space)  # KK-WP-01
    elif kind == "stone-circle":
        circle_arrival(st, seat)  # KK-STONE-01


def answer_cobra(st: KK, decision: Decision[CobraAsk], action: Action) -> None:
    """KK-WIN-02: the Cobra dropped, or kept; then the Snake Pit."""
    if action.kind == "drop":
        drop_cobra(st, decision.seat)
    st.push(HazardArrive(decision.seat, decision.ask.dagger, decision.ask.unused))


# ------------------------------------------------------------------ resampled worlds


def redo(st: KK, frame: Redo) -> None:
    """Ask a decision again in this (sampled) world: see worlds.determinize."""
    seat, ask = frame.seat, frame.ask
    if isinstance(ask, PrerollAsk):
        st.push(Preroll(seat))
    elif isinstance(ask, CobraAsk):
        arrive_at_hazard(st, seat, ask.dagger, ask.unused)
    else:
        # giving up a case in a whirlpool never takes the Key (KK-WP-05); other losses may
        whirlpool = ask.pile == "used"
        options = st.case_actions(seat, "treasure", allow_key=not whirlpool) or st.case_actions(
            seat, "treasure"
        )
        st.ask(seat, ask, options, secret=whirlpool)
