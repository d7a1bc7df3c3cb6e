"""Where the rules send an adventurer: a move over the board, a step inside a hazard, out of it, into
a dungeon or a treasure place; and the small losses every part of the rules ends in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.content.components import COBRA
from noppa.games.key_to_the_kingdom.rules.moves import path_to, reach, reach_plain
from noppa.games.key_to_the_kingdom.rules.state_end import check_winnable
from noppa.games.key_to_the_kingdom.rules.state_frames import (
    LoseAsk,
    MoveAsk,
    NodeStep,
    StealAsk,
    ToPlace,
    TreasureAsk,
)
from noppa.games.key_to_the_kingdom.rules.state_model import (
    FACE,
    OTHER,
    PASS,
    Adventurer,
    Dungeon,
    InHazard,
    act,
)

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.content.board import HazardGeometry
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

# ------------------------------------------------------------------ moves


def offer_move(
    st: KK,
    seat: int,
    steps: int,
    mode: str,
    *,
    origin: str = "",
    entered: bool = False,
    can_face: bool = False,
) -> None:
    """Ask where the move of ``steps`` ends (``mode``: turn, flee or special). ``can_face``: the
    turn's own move, which an adventurer on a white dagger may give up to face its hazard."""
    st.first = None
    adv = st.advs[seat]
    start = origin or adv.space
    board = st.board
    revisit = st.options["turn_back"] == "allowed"
    if adv.arch_free or entered:
        arch = board.hazards["magic-arch"].ends if adv.arch_free else ()
        found = reach(board, st.cfg, start, steps, st.dk, entered=entered, revisit=revisit, free_arch=arch)
    else:
        found = reach_plain(board, st.cfg, start, steps, st.dk, revisit=revisit)
    places = board.spaces
    here = places[start]
    options = found.move_actions
    if mode != "special":
        if here.kind == "place":
            adv.no_enter = here.place  # moving out of a place is not going back in
        if found.enter_actions:
            no_enter = adv.no_enter
            menu = found.menus.get(no_enter)
            if menu is None:  # the moves, then entering any treasure place but the one just left
                menu = options + tuple(
                    a
                    for d, a in zip(found.enter_spaces, found.enter_actions, strict=True)
                    if places[d].place != no_enter
                )
                found.menus[no_enter] = menu
            options = menu
    if can_face and adv.sit is None and here.kind == "white-dagger" and st.may_face(seat):
        options = (*options, FACE)  # KK-HAZ-03: face the hazard again, or move away
    st.ask(seat, MoveAsk(steps, mode, start, found.used), options)


def track_circle(st: KK, seat: int, start: str, used: int, target: str) -> None:
    """KK-ARCH-02: note the circle spaces walked since failing at the Magic Arch."""
    adv = st.advs[seat]
    assert adv.circle is not None
    arch = st.board.hazards["magic-arch"].ends if adv.arch_free else ()
    for space in path_to(st.board, st.cfg, start, used, demon_king=st.dk, goal=target, free_arch=arch):
        if space in adv.circle:
            adv.circle.remove(space)


# ------------------------------------------------------------------ dungeons


def imprison(st: KK, seat: int, place: str, why: str) -> None:
    """Into the dungeon of ``place`` (KK-DK-02)."""
    adv = st.advs[seat]
    adv.space = st.board.places[place].dungeon
    adv.sit = Dungeon(place)
    adv.circle = None
    if st.bridge.builder == seat:
        st.bridge.builder = -1
    st.emit(events.Captured(seat=seat, place=place, why=why))


def to_place(st: KK, seat: int, place: str) -> None:
    """Out of the dungeon into its treasure place (KK-DUN-02); its case is not taken, and next
    turn he moves out (KK-DUN-04: only a fight won at a black dagger takes a case)."""
    adv = st.advs[seat]
    adv.sit = None
    adv.space = st.board.places[place].space
    st.emit(events.IntoPlace(seat=seat, place=place))


def step_to_place(st: KK, frame: ToPlace) -> None:
    """:func:`to_place` as a step (after the equipment card a third failed turn costs)."""
    to_place(st, frame.seat, frame.place)


# ------------------------------------------------------------------ treasure places


def draw_monster(st: KK) -> str:
    """The top monster card (the used cards are shuffled into a new deck when it runs out)."""
    if not st.monster_deck:
        st.monster_deck = st.monster_used
        st.monster_used = []
        st.dice.shuffle(st.monster_deck)
        st.emit(events.MonstersReshuffled(count=len(st.monster_deck)))
    return st.monster_deck.pop()


def enter_place(st: KK, seat: int, place: str) -> None:
    """KK-TP-03: into the treasure place; take its case unless someone already has."""
    adv = st.advs[seat]
    adv.space = st.board.places[place].space
    adv.sit = None
    st.emit(events.EnterPlace(seat=seat, place=place))
    if st.where[place] == "place":
        st.take_case(seat, place, "place")
    for partner in st.partners(seat):
        other = st.advs[partner]
        # KK-TEAM-02: entering the treasure place frees a teammate from its dungeon
        if other.sit is not None and other.space == st.board.places[place].dungeon:
            other.sit = None
            other.space = adv.space
            st.emit(events.Freed(seat=partner, by=seat, place=place))
    victims = st.opponents_at(seat, adv.space)
    if victims:
        offer_steal(st, seat, victims, adv.space, mode="place", unused=0)


def offer_steal(st: KK, seat: int, victims: list[int], space: str, *, mode: str, unused: int) -> None:
    """KK-TURN-07: the arriving player may pick one of an opponent's cases without looking."""
    options = [act("steal", f"{v}/{case}") for v in victims for case in st.advs[v].cases]
    options.append(PASS)
    st.ask(seat, StealAsk(space, mode, unused), options)


# ------------------------------------------------------------------ inside a hazard


def place_in_node(st: KK, seat: int) -> None:
    """Put the adventurer on the space his node and position say."""
    place_at(st, st.advs[seat], st.hazard_sit(seat))


def place_at(st: KK, adv: Adventurer, sit: InHazard) -> None:
    """Put ``adv`` on the space his node and position in the hazard (``sit``) say."""
    node = st.rules[sit.hazard].nodes[sit.node]
    kind, _, name = node.at.partition(":")
    adv.space = _square(st, sit, st.board.hazards[sit.hazard], kind, name)


def _square(st: KK, sit: InHazard, geo: HazardGeometry, kind: str, name: str) -> str:
    """The space of ``sit`` at a node at ``kind:name`` of the hazard at ``geo`` (:func:`place_at`)."""
    if kind == "dagger":
        return geo.end(sit.end)
    if kind == "spot":
        return geo.spots[name]
    if kind == "track":
        return st.track_square(geo, name, sit.end, sit.position)
    route = geo.routes[sit.route]
    p = sit.position
    if p <= 0:
        return route.origin or route.squares[0]
    if p <= len(route.squares):
        return route.squares[p - 1]
    return route.to


def enter_node(st: KK, seat: int, node_id: str, position: str, *, run: bool = True) -> None:
    """Go to ``node_id`` of the current hazard (at ``position``: a number or a square mark)."""
    adv = st.advs[seat]
    sit = adv.sit
    assert type(sit) is InHazard, f"seat {seat} is not in a hazard: {sit!r}"
    if sit.node != node_id:
        sit.failed = 0
    sit.node = node_id
    node = st.rules[sit.hazard].nodes[node_id]
    geo = st.board.hazards[sit.hazard]
    kind, _, name = node.at.partition(":")
    if kind == "route" and name:
        sit.route = name.replace("{from}", sit.end)
    if position:
        if position.isdigit():
            sit.position = int(position)
        else:
            track = geo.tracks[name]
            marked = next(i for i, s in enumerate(track) if st.board.spaces[s].mark == position)
            sit.position = marked + 1 if sit.end == "a" else len(track) - marked
    adv.space = _square(st, sit, geo, kind, name)
    if run and node.when == "now":
        st.push(NodeStep(seat, 0))


def finish_hazard(st: KK, seat: int, dagger: str, success: bool) -> None:
    """Out of the hazard onto ``dagger`` (KK-HAZ-02); a clean crossing saves his teammates
    caught in it (KK-TEAM-03)."""
    adv = st.advs[seat]
    sit = adv.sit
    hazard = sit.hazard if type(sit) is InHazard else ""
    clean = success and type(sit) is InHazard and not sit.trouble
    adv.sit = None
    adv.space = dagger
    st.emit(events.HazardDone(seat=seat, hazard=hazard, space=dagger, success=success))
    if clean:
        for partner in st.partners(seat):
            other = st.advs[partner]
            if type(other.sit) is InHazard and other.sit.hazard == hazard and not other.escaped:
                other.sit = None
                other.space = dagger
                st.emit(events.Rescued(seat=partner, by=seat, hazard=hazard))


def cross(st: KK, seat: int) -> None:
    """Out of the hazard at the far end, through (KK-HAZ-02)."""
    sit = st.hazard_sit(seat)
    finish_hazard(st, seat, st.board.hazards[sit.hazard].end(OTHER[sit.end]), True)


# ------------------------------------------------------------------ losses


def choose_loss(st: KK, seat: int, why: str) -> None:
    """KK-HAZ-04: lose one equipment card of his choice (nothing if he has none)."""
    held = st.advs[seat].equipment
    if held:
        st.ask(seat, LoseAsk(why), [act("lose", e) for e in held])


def answer_lose(st: KK, decision: Decision[LoseAsk], action: Action) -> None:
    """The equipment card he chose to lose."""
    st.lose_equipment(decision.seat, action.args[0], decision.ask.why)


def choose_case_loss(st: KK, seat: int, pile: str, why: str, *, allow_key: bool = True) -> bool:
    """Lose one treasure case of his choice to ``pile``; False if he has none to lose."""
    options = st.case_actions(seat, "treasure", allow_key=allow_key)
    if not options:
        return False
    st.ask(seat, TreasureAsk(pile, why), options)
    return True


def answer_treasure(st: KK, decision: Decision[TreasureAsk], action: Action) -> None:
    """The case he chose to lose; one given up for good may leave no one able to win (KK-WP-05)."""
    ask = decision.ask
    st.drop_case(decision.seat, action.args[0], ask.pile, ask.why)
    if ask.pile == "used":
        check_winnable(st)


def drop_cobra(st: KK, seat: int) -> None:
    """KK-WIN-02 / KK-SNAKE-04: drop the Cobra into the Snake Pit; it then counts as a treasure."""
    adv = st.advs[seat]
    case = next(c for c in adv.cases if st.contents[c] == COBRA)
    adv.cases.remove(case)
    adv.cobra_dropped = True
    st.where[case] = "pit"
    st.seen[case] = list(range(st.players))
    st.emit(events.CobraDropped(seat=seat, case=case))
