"""The one interpreter of hazards (hazards.toml) and monster cards (monsters.toml).

An adventurer inside a hazard has an :class:`~state_model.InHazard` situation: the hazard, his node
in it, the end he came from, his position on a track or route. Nodes roll, offer escape methods or
walk tracks; their effects (cross, either, goto, lose:choice, …) are run one by one by
:func:`effect`, which also runs the effects of monster cards. Rule IDs are cited at the data
entries and here where the interpreter itself carries a rule (KK-HAZ-01..04, KK-TP-02..06).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec
from msgspec import UNSET

from noppa.engine import Action
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.content.components import COBRA
from noppa.games.key_to_the_kingdom.content.hazards import UNTIL, Node
from noppa.games.key_to_the_kingdom.content.procedures import Effect, Method
from noppa.games.key_to_the_kingdom.rules.state_frames import (
    CobraAsk,
    DaggerAsk,
    EffectContext,
    Effects,
    FightAsk,
    FightRoll,
    Flee,
    HazardArrive,
    MethodAsk,
    MethodRoll,
    MethodStep,
    MonsterStep,
    NodeStep,
    Walk,
)
from noppa.games.key_to_the_kingdom.rules.state_model import DROP_COBRA, KEEP, OTHER, InHazard, act
from noppa.games.key_to_the_kingdom.rules.state_moves import (
    choose_case_loss,
    choose_loss,
    cross,
    draw_monster,
    enter_node,
    enter_place,
    finish_hazard,
    imprison,
    offer_move,
    place_in_node,
)
from noppa.games.key_to_the_kingdom.rules.state_specials import dark_bridge, special_node, wizard_reward

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

NO_CONTEXT = EffectContext()

# ------------------------------------------------------------------ getting in


def arrive_at_hazard(st: KK, seat: int, dagger: str, unused: int) -> None:
    """KK-HAZ-01: stopped on a white dagger, he follows that hazard's rules at once."""
    adv = st.advs[seat]
    hazard = st.board.spaces[dagger].hazard
    geo = st.board.hazards[hazard]
    end = geo.end_of(dagger)
    if hazard == "magic-arch":
        if adv.arch_free:
            return  # KK-WIZ-03: leaving the Wizard, the arch's white dagger is ignored
        if end == "a" and adv.circle is not None:
            if adv.circle:
                return  # KK-ARCH-02: not yet round the circle; he waits on the dagger
            adv.circle = None
    if hazard == "snake-pit" and st.cobra_unknown(seat):
        # KK-WIN-02, KK-SNAKE-04: arriving, he may drop the Cobra before he meets the pit.
        # KK-SECRET-01: everyone who might carry it stops here alike, so the pause tells no one
        # whether he does; only a holder has the choice to drop it.
        options = [DROP_COBRA, KEEP] if st.carries(seat, COBRA) else [KEEP]
        st.ask(seat, CobraAsk(dagger, unused), options, secret=True)
        return
    hazard_arrive(st, seat, dagger, unused)


def step_hazard_arrive(st: KK, frame: HazardArrive) -> None:
    """:func:`hazard_arrive` as a step (after the choice about the Cobra)."""
    hazard_arrive(st, frame.seat, frame.dagger, frame.unused)


def hazard_arrive(st: KK, seat: int, dagger: str, unused: int) -> None:
    """Run the hazard's arrival node with fresh rolls."""
    hazard = st.board.spaces[dagger].hazard
    rules = st.rules[hazard]
    end = st.board.hazards[hazard].end_of(dagger)
    if rules.special == "dark-bridge":
        dark_bridge(st, seat, end)
        return
    node = rules.arrive[end]
    if node:
        st.advs[seat].sit = InHazard(hazard, node, end, unused=unused)
        enter_node(st, seat, node, "")


def face_hazard(st: KK, seat: int, turn_roll: int) -> None:
    """KK-HAZ-03: instead of moving away, he faces the hazard of the dagger he stands on: its
    rules run with fresh rolls, except where facing it is itself a move by the turn's roll
    (the Boats, KK-BOAT-01: ``face_roll = "turn"``)."""
    adv = st.advs[seat]
    hazard = st.board.spaces[adv.space].hazard
    rules = st.rules[hazard]
    st.first = turn_roll if rules.face_roll == "turn" else None
    end = st.board.hazards[hazard].end_of(adv.space)
    st.emit(events.Face(seat=seat, hazard=hazard))
    if rules.special == "dark-bridge":
        dark_bridge(st, seat, end)
        return
    node = rules.face[end]
    adv.sit = InHazard(hazard, node, end)
    enter_node(st, seat, node, "")


# ------------------------------------------------------------------ nodes


def node_step(st: KK, frame: NodeStep) -> None:
    """His node acts: a roll, a choice of escape, a walk, a special part, lost turns or effects."""
    seat = frame.seat
    sit = st.advs[seat].sit
    assert type(sit) is InHazard, f"seat {seat} is not in a hazard: {sit!r}"
    hazard = sit.hazard
    node = st.rules[hazard].nodes[sit.node]
    do = node.do
    if do == "roll":
        node_roll(st, seat, sit, node, hazard)
    elif do == "escape":
        methods = st.open_methods(seat, node)
        if len(methods) == 1:
            use_method(st, seat, sit, methods[0])  # one way out: nothing to choose
        elif methods:
            st.ask(seat, MethodAsk(), [act("escape", m.id) for m in methods])
    elif do == "walk":
        st.push(Walk(seat, 0))
    elif do == "special":
        special_node(st, seat)
    elif do == "lost_turns":
        if frame.later:
            count = (sit.lost_turns if isinstance(sit.lost_turns, int) else 0) + 1
            sit.lost_turns = count
            st.emit(events.LostTurn(seat=seat, hazard=hazard, count=count, of=node.turns))
            if count >= node.turns:
                sit.lost_turns = 0
                run_effects(st, seat, node.then, NO_CONTEXT)
    else:
        run_effects(st, seat, node.then, NO_CONTEXT)


def node_roll(st: KK, seat: int, sit: InHazard, node: Node, hazard: str) -> None:
    """A node's roll: branch by the face, or a trial that wins or loses (``sit``: his situation)."""
    if node.on:
        face = st.roll(seat, hazard, quiet=True)
        for branch in node.on:
            if face in branch.faces:
                break
        else:
            raise AssertionError(f"no branch for the face {face}")  # the data covers every face
        st.emit(events.HazardRoll(seat=seat, hazard=hazard, faces=[face]))
        run_effects(st, seat, branch.then, EffectContext(roll=face, unused=sit.unused))
        return
    trial = node.roll
    assert trial is not None
    faces = st.roll_many(seat, hazard, trial.dice, trial.settled)
    won = trial.succeeds(faces)
    st.emit(events.HazardRoll(seat=seat, hazard=hazard, faces=faces, won=won))
    run_effects(st, seat, node.win if won else node.lose, EffectContext(roll=faces[-1], unused=sit.unused))


def answer_method(st: KK, decision: Decision[MethodAsk], action: Action) -> None:
    """The escape method he chose."""
    st.push(MethodStep(decision.seat, action.args[0]))


def method_step(st: KK, frame: MethodStep) -> None:
    """Pay for an escape method (KK-HAZ-04), then roll for it."""
    seat = frame.seat
    sit = st.hazard_sit(seat)
    node = st.rules[sit.hazard].nodes[sit.node]
    use_method(st, seat, sit, next(m for m in node.methods if m.id == frame.method))


def use_method(st: KK, seat: int, sit: InHazard, method: Method) -> None:
    """Pay for the escape ``method`` (KK-HAZ-04), then roll for it (``sit``: his situation)."""
    pay = method.pay
    if pay == "choice":
        st.push(MethodRoll(seat, method.id))
        choose_loss(st, seat, sit.hazard)
        return
    if pay:
        st.lose_equipment(seat, pay, sit.hazard)
    method_roll(st, seat, sit, method)


def step_method_roll(st: KK, frame: MethodRoll) -> None:
    """:func:`method_roll` as a step (after the equipment card chosen to pay)."""
    sit = st.hazard_sit(frame.seat)
    node = st.rules[sit.hazard].nodes[sit.node]
    method_roll(st, frame.seat, sit, next(m for m in node.methods if m.id == frame.method))


def method_roll(st: KK, seat: int, sit: InHazard, method: Method) -> None:
    """Roll for an escape method and run its outcome (``sit``: his situation)."""
    hazard = sit.hazard
    trial = method.trial(st.options)
    if trial is None:
        st.emit(events.Escape(seat=seat, hazard=hazard, method=method.id, faces=[]))
        run_effects(st, seat, method.then, NO_CONTEXT)
        return
    if not trial.is_trial:
        face = st.roll(seat, hazard, quiet=True)
        for branch in method.on:
            if face in branch.faces:
                break
        else:
            raise AssertionError(f"no branch for the face {face}")  # the data covers every face
        st.emit(events.Escape(seat=seat, hazard=hazard, method=method.id, faces=[face]))
        run_effects(st, seat, branch.then, EffectContext(roll=face, unused=sit.unused))
        return
    faces = st.roll_many(seat, hazard, trial.dice, trial.settled)
    won = trial.succeeds(faces)
    st.emit(events.Escape(seat=seat, hazard=hazard, method=method.id, faces=faces, won=won))
    if not won and method.once:
        sit.failed = 1
    outcome = method.win if won else method.lose
    run_effects(st, seat, outcome, EffectContext(roll=faces[-1], unused=sit.unused))


def walk(st: KK, frame: Walk) -> None:
    """One roll of a walk along a track or a route (see hazards.toml: rolls, land, end, short)."""
    seat = frame.seat
    adv = st.advs[seat]
    sit = st.hazard_sit(seat)
    hazard = sit.hazard
    node = st.rules[hazard].nodes[sit.node]
    geo = st.board.hazards[hazard]
    face = st.roll(seat, hazard, quiet=True)
    count = frame.count + 1
    prev = sit.position
    position = prev + face
    if node.track:
        squares = geo.tracks[node.track]
        mark = node.overshoot.get("odd" if face % 2 else "even")
        if position > len(squares) and mark:
            # KK-PILE-01: an odd roll always lands on a fall square, even one that would overshoot
            position = max(
                p
                for p in range(1, len(squares) + 1)
                if st.board.spaces[st.track_square(geo, node.track, sit.end, p)].mark == mark
            )
        if position > len(squares):
            sit.position = len(squares) + 1
            adv.space = geo.end(OTHER[sit.end]) if geo.ends else squares[-1]
            st.emit(events.Walk(seat=seat, hazard=hazard, face=face, dest=adv.space))
            run_effects(st, seat, node.end, EffectContext(roll=face, prev=prev, count=count))
            return
        square = st.track_square(geo, node.track, sit.end, position)
    else:
        route = geo.routes[sit.route]
        if position > len(route.squares) and route.to == st.dk:
            position = len(route.squares)  # KK-DK-03: the Demon King bars the way ashore
        if position > len(route.squares):
            st.emit(events.Walk(seat=seat, hazard=hazard, face=face, dest=route.to))
            land(st, seat, route.to, position - len(route.squares) - 1)
            return
        square = route.squares[position - 1] if position > 0 else (route.origin or route.squares[0])
    sit.position = position
    adv.space = square
    ctx = EffectContext(roll=face, prev=prev, count=count, landed=square)
    st.emit(events.Walk(seat=seat, hazard=hazard, face=face, dest=square))
    effects = node.land.get(st.board.spaces[square].mark)
    if effects:
        run_effects(st, seat, effects, ctx)
    elif node.rolls == UNTIL or count < node.rolls:
        st.push(Walk(seat, count))
    elif node.short:
        run_effects(st, seat, node.short, ctx)


def land(st: KK, seat: int, space: str, leftover: int) -> None:
    """Off a route onto land; the rest of the roll is walked on from there (a white dagger stops it)."""
    adv = st.advs[seat]
    adv.sit = None
    adv.space = space
    st.emit(events.Ashore(seat=seat, space=space))
    if st.space_kind(space) != "white-dagger":
        offer_move(st, seat, leftover, "turn", origin=space, entered=True)


def step_on(st: KK, seat: int) -> None:
    """One square on along the track or route (off its end: across, or ashore)."""
    adv = st.advs[seat]
    sit = st.hazard_sit(seat)
    node = st.node_of(seat)
    geo = st.geo_of(seat)
    sit.position += 1
    kind, _, name = node.at.partition(":")
    if kind == "track":
        if sit.position > len(geo.tracks[name]):
            cross(st, seat)
            return
    elif kind == "route" and sit.position > len(geo.routes[sit.route].squares):
        land(st, seat, geo.routes[sit.route].to, 0)
        return
    place_in_node(st, seat)
    st.emit(events.Step(seat=seat, space=adv.space))


def next_marked(st: KK, seat: int, mark: str) -> None:
    """On along the track to the next square marked ``mark`` (or across if there is none)."""
    adv = st.advs[seat]
    sit = st.hazard_sit(seat)
    geo = st.geo_of(seat)
    track = st.node_of(seat).at.partition(":")[2]
    length = len(geo.tracks[track])
    for position in range(sit.position + 1, length + 1):
        if st.board.spaces[st.track_square(geo, track, sit.end, position)].mark == mark:
            sit.position = position
            place_in_node(st, seat)
            st.emit(events.Step(seat=seat, space=adv.space))
            return
    cross(st, seat)


def answer_dagger(st: KK, decision: Decision[DaggerAsk], action: Action) -> None:
    """The dagger he chose to come out on."""
    finish_hazard(st, decision.seat, action.args[0], bool(decision.ask.success))


# ------------------------------------------------------------------ effects


def run_effects(st: KK, seat: int, effects: tuple[Effect, ...], ctx: EffectContext) -> None:
    """Run ``effects`` in order (each may stop for a decision; the rest follow as steps).

    The first runs at once: every caller ends with this call, so it is what the flow would run next.
    """
    if effects:
        if len(effects) == 1 and effects[0][0] == "wait":
            return  # the most common outcome: his turn ends where he is (see effect)
        sit = st.advs[seat].sit
        if type(sit) is InHazard and ctx.unused is UNSET:
            ctx = msgspec.structs.replace(ctx, unused=sit.unused)
        effect(st, Effects(seat, effects, 0, ctx))


def _text(value: str | msgspec.UnsetType) -> str:
    assert isinstance(value, str), "the effect needs a value its roll or fight did not give"
    return value


def _number(value: int | msgspec.UnsetType, default: int | None = None) -> int:
    if isinstance(value, int):
        return value
    assert default is not None, "the effect needs a value its roll or fight did not give"
    return default


def _lose(st: KK, seat: int, argument: str, ctx: EffectContext, source: str) -> None:
    """KK-HAZ-04: the equipment card the effect names, or one he chooses (``choice``)."""
    if argument == "choice":
        choose_loss(st, seat, ctx.why if isinstance(ctx.why, str) else source)
    else:
        st.lose_equipment(seat, argument, source)


def effect(st: KK, frame: Effects) -> None:
    """Effect ``frame.index`` (the rest follow as their own steps)."""
    seat, effects, index, ctx = frame.seat, frame.effects, frame.index, frame.ctx
    if index + 1 < len(effects):
        st.push(Effects(seat, effects, index + 1, ctx))
    verb, argument, position = effects[index]
    if verb == "wait":
        return  # the most common effect: his turn ends where he is
    adv = st.advs[seat]
    sit = adv.sit if type(adv.sit) is InHazard else None
    geo = st.board.hazards[sit.hazard] if sit is not None else None
    source = sit.hazard if sit is not None else "monster"
    if verb == "cross":
        cross(st, seat)
    elif verb == "either":
        assert geo is not None
        st.ask(seat, DaggerAsk(1), [act("dagger", e) for e in geo.ends])
    elif verb in ("back", "stay"):
        if geo is not None and sit is not None:
            finish_hazard(st, seat, geo.end(sit.end), False)
        # after a monster, "stay" leaves him on the black dagger: his turn ends there
    elif verb == "again":
        st.push(Walk(seat, _number(ctx.count, 0)))
    elif verb == "step":
        step_on(st, seat)
    elif verb == "next":
        next_marked(st, seat, argument)
    elif verb == "hold":
        assert sit is not None
        sit.position = _number(ctx.prev)
        place_in_node(st, seat)
        st.emit(events.Hold(seat=seat, space=adv.space))
    elif verb == "goto":
        assert sit is not None
        sit.trouble = 1
        enter_node(st, seat, argument, position)
    elif verb in ("walk", "walk-on"):
        assert sit is not None
        sit.trouble = 1
        enter_node(st, seat, argument, position, run=False)
        if verb == "walk-on":
            st.first = _number(ctx.roll)  # the roll just made is the first step of the walk
        st.push(Walk(seat, 0))
    elif verb == "fall":
        assert sit is not None and geo is not None
        route = st.board.spaces[_text(ctx.landed)].route
        sit.route = route
        sit.trouble = 1
        enter_node(st, seat, argument, "0" if geo.routes[route].origin else "1")
        st.emit(events.Fall(seat=seat, hazard=sit.hazard, space=adv.space))
    elif verb == "lose":
        _lose(st, seat, argument, ctx, source)
    elif verb == "treasure":
        choose_case_loss(st, seat, "lost", source)
    elif verb == "continue":
        unused = _number(ctx.unused, 0)
        if unused > 0:
            offer_move(st, seat, unused, "turn")  # KK-TIGER-01: on with the unused part
    elif verb == "circle":
        assert geo is not None and sit is not None
        finish_hazard(st, seat, geo.end(sit.end), False)
        adv.circle = list(geo.tracks["circle"])  # KK-ARCH-02
        st.emit(events.MustCircle(seat=seat))
    elif verb == "black-dagger":
        daggers = [d for d in st.board.places[argument].daggers if d in st.cfg.present]
        st.ask(seat, DaggerAsk(1), [act("dagger", d) for d in daggers])
    elif verb == "wizard":
        wizard_reward(st, seat, argument)
    elif verb == "win":
        enter_place(st, seat, _text(ctx.place))
    elif verb == "flee":
        adv.no_enter = _text(ctx.place)  # KK-TP-04: not this treasure place again this turn
        st.push(Flee(seat))
    elif verb == "dungeon":
        imprison(st, seat, _text(ctx.place), "monster")
    # "stay" after a monster: he stays on the black dagger; the turn ends


# ------------------------------------------------------------------ monsters


def monster(st: KK, frame: MonsterStep) -> None:
    """KK-TP-02: on a black dagger a monster card is drawn at once; he chooses how to fight it."""
    seat = frame.seat
    place = st.board.spaces[frame.dagger].place
    card_id = draw_monster(st)
    st.emit(events.Monster(seat=seat, card=card_id, place=place))
    card = st.monster_cards[card_id]
    held = set(st.advs[seat].equipment)
    methods = [m for m in card.methods if m.open_to(held)]
    st.ask(seat, FightAsk(card_id, place), [act("fight", m.id) for m in methods])


def answer_fight(st: KK, decision: Decision[FightAsk], action: Action) -> None:
    """The way he chose to fight: pay for it, then roll."""
    seat = decision.seat
    card_id = decision.ask.card
    place = decision.ask.place
    method = next(m for m in st.monster_cards[card_id].methods if m.id == action.args[0])
    if method.pay == "choice":
        st.push(FightRoll(seat, card_id, method.id, place))
        choose_loss(st, seat, card_id)
        return
    if method.pay:
        st.lose_equipment(seat, method.pay, card_id)
    fight_roll(st, FightRoll(seat, card_id, method.id, place))


def fight_roll(st: KK, frame: FightRoll) -> None:
    """The fight's roll; the card leaves the game; a loss costs what the card says."""
    seat, card_id, method_id, place = frame.seat, frame.card, frame.method, frame.place
    card = st.monster_cards[card_id]
    method = next(m for m in card.methods if m.id == method_id)
    trial = method.trial(st.options)
    faces: list[int] = []
    won = True
    if trial is not None:
        faces = st.roll_many(seat, card_id, trial.dice, trial.settled)
        won = trial.succeeds(faces)
    st.emit(events.Fight(seat=seat, card=card_id, method=method_id, faces=faces, won=won))
    st.monster_used.append(card_id)  # KK-TP-02: the card then leaves the game
    # KK-TP-04/KK-TP-05: a loss costs what the card says (flee, equipment, the dungeon, stay)
    run_effects(st, seat, card.outcome(method, won), EffectContext(place=place, why=card_id))
