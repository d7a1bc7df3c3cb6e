"""The combat step (§12–§16): a fight from its Before Combat step to its end.

:mod:`~noppa.games.runebound.rules.combat` holds a fight's numbers and rolls; this module runs the step:
it stops at each decision (Before Combat, Escape, each phase's attack or defence), carries them out,
and settles how the fight ends: an escape (RB-CMB-08) or a defeated foe (RB-DEF-01).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action, IllegalAction
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.content.effects import PHASES, Gold, Keep
from noppa.games.runebound.events import (
    Defeated,
    Escape,
    Escaped,
    FoeBeforeCombat,
    Round,
    TargetRoll,
    TokenWon,
)
from noppa.games.runebound.rules import abilities, adventures, combat, doom, resolve
from noppa.games.runebound.rules.abilities import hero_stat
from noppa.games.runebound.rules.model import (
    BeforeCombatChoice,
    Combat,
    DefendChoice,
    EscapeChoice,
    PhaseChoice,
    Stage,
    Stages,
    Step,
    Steps,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from noppa.games.runebound.rules.state import RuneboundState

STEPS = frozenset({Steps.COMBAT})


def bc_foe(st: RuneboundState) -> bool:
    """The foe's Before Combat effect happens first (RB-CMB-03)."""
    cb = _fight(st)
    st.set_stage(Stages.BC)
    if cb.card is not None and cb.kind in ("challenge", "showdown"):
        card = st.content.adventures[cb.card]
        if card.before_combat:
            st.emit(FoeBeforeCombat(seat=st.current, card=cb.card))
        st.queue(((st.current, e, cb.card) for e in card.before_combat), first=True)
    return False


def before_combat(st: RuneboundState) -> bool:
    """The heroes' Before Combat step: their abilities, the defender's first (RB-PVP-02)."""
    cb = _fight(st)
    seat = combat.bc_seat(st, cb)
    if abilities.usable(st, seat, "before_combat"):
        return st.ask(seat)  # RB-CMB-04, RB-EX-02: own abilities in any order, one activated item
    combat.bc_finished(st, cb, seat)
    return False


def new_round(st: RuneboundState) -> bool:
    """RB-CMB-05, RB-CMB-06: a round is Escape, Ranged, Melee, Magic; Before Combat is not repeated."""
    cb = _fight(st)
    cb.round += 1
    st.set_window(f"round{cb.round}")  # RB-ACT-04: one activation per combat round (RB-EX-11)
    cb.attacked = False
    cb.allies_attacked = []
    cb.phase = 0
    cb.target = None
    st.emit(Round(number=cb.round, attacker=cb.attacker))
    st.set_stage(Stages.ESCAPE)
    return False


def escape(st: RuneboundState) -> bool:
    """Fight on or try to escape (RB-CMB-07)."""
    if _fight(st).kind == "showdown":
        st.set_stage(Stages.PHASE)  # the Showdown has no escape (docs/rules/runebound.md, RB-SHOW-05)
        return False
    # RB-CMB-07; RB-PVP-03: against a hero, only the one who started the fight may escape.
    return st.ask(st.current)


def attack_phase(st: RuneboundState) -> bool:
    """The phase's attacker attacks, sends an ally or defends (RB-CMB-09); against a hero the
    defender may use roll bonuses before his roll first (RB-PVP-04)."""
    cb = _fight(st)
    if cb.kind == "pvp" and cb.target is None:
        defender = combat.opponent_of(st, cb.attacker)
        if combat.phase_abilities(st, defender, PHASES[cb.phase]):
            st.set_stage(Stages.PVP_DEF)
            return st.ask(defender)
        combat.defender_roll(st, cb)
    return st.ask(cb.attacker)


def defend(st: RuneboundState) -> bool:
    """Against a hero: the phase's defender's roll bonuses (RB-PVP-04)."""
    return st.ask(combat.opponent_of(st, _fight(st).attacker))


def round_end(st: RuneboundState) -> bool:
    """The round is over: a regenerating foe heals (RB-FOE-04); roles swap against a hero (RB-PVP-06)."""
    cb = _fight(st)
    combat.regenerate(st, cb)
    if cb.kind == "pvp":
        cb.attacker = combat.opponent_of(st, cb.attacker)  # RB-PVP-06
    st.set_stage(Stages.ROUND)
    return False


def defeated(st: RuneboundState) -> bool:
    """The foe is defeated (RB-DEF-01)."""
    won(st, _fight(st))
    return False


def over(st: RuneboundState) -> bool:
    """The fight was ended by a knock-out, now settled: the turn ends (RB-KO-06, RB-PVP-07)."""
    st.goto(Steps.END_TURN)
    return False


STAGES: dict[Stage, Callable[[RuneboundState], bool]] = {
    Stages.BC_FOE: bc_foe,
    Stages.BC: before_combat,
    Stages.ROUND: new_round,
    Stages.ESCAPE: escape,
    Stages.PHASE: attack_phase,
    Stages.PVP_DEF: defend,
    Stages.ROUND_END: round_end,
    Stages.WON: defeated,
    Stages.OVER: over,
}
"""Each stage's forced work, or its decision: the handler of the stage's frame (``state.RULES``)."""


def advance(st: RuneboundState, _step: Step) -> bool:
    """Forced combat work, or stop at the next combat decision (the stage's, :data:`STAGES`)."""
    return STAGES[st.stage](st)


def _fight(st: RuneboundState) -> Combat:
    cb = st.combat
    assert cb is not None
    return cb


def _uses(st: RuneboundState, seat: int, window: str) -> list[Action]:
    return resolve.use_actions(st, seat, window)


# Each combat decision comes with the decider's discards (RB-LIM-04: "milloin vain").


def before_combat_options(st: RuneboundState, ask: BeforeCombatChoice) -> list[Action]:
    """Fight, or use a Before Combat ability (RB-CMB-04, RB-EX-02)."""
    return [combat.FIGHT, *_uses(st, ask.seat, "before_combat"), *resolve.discard_actions(st, ask.seat)]


def escape_options(st: RuneboundState, _ask: EscapeChoice) -> list[Action]:
    """Fight on, try to escape, or use an escape ability (RB-CMB-07)."""
    seat = st.current
    return [combat.FIGHT, combat.ESCAPE, *_uses(st, seat, "escape"), *resolve.discard_actions(st, seat)]


def defend_options(st: RuneboundState, ask: DefendChoice) -> list[Action]:
    """Roll, or use a roll bonus first (RB-PVP-04)."""
    defender = combat.opponent_of(st, _fight(st).attacker)
    uses = [Action("use", (n,)) for n in combat.phase_abilities(st, defender, ask.phase)]
    return [combat.ROLL, *uses, *resolve.discard_actions(st, defender)]


ATTACK: dict[str, Action] = {phase: Action("attack", (phase,)) for phase in PHASES}
DEFEND: dict[str, Action] = {phase: Action("defend", (phase,)) for phase in PHASES}
"""The actions ``attack:phase`` and ``defend:phase`` of each phase, made once."""


def phase_options(st: RuneboundState, ask: PhaseChoice) -> list[Action]:
    """Attack, send an ally, defend, or use an ability of the phase (RB-CMB-09)."""
    cb = _fight(st)
    phase = ask.phase
    seat = cb.attacker
    out: list[Action] = []
    if not cb.attacked:
        out.append(ATTACK[phase])  # RB-CMB-12, RB-CMB-13, RB-CMB-14
    for ally in st.heroes[seat].allies:
        if ally.card not in cb.allies_attacked:
            out.append(Action("ally", (ally.card,)))  # RB-ALLY-01, RB-ALLY-06
    # RB-CMB-09: in each phase attack or defend; RB-CMB-11, RB-ALLY-05: only the hero defends.
    out.append(DEFEND[phase])
    out += [Action("use", (n,)) for n in combat.phase_abilities(st, seat, phase)]
    return [*out, *resolve.discard_actions(st, seat)]


def before_combat_answer(st: RuneboundState, decision: Decision[BeforeCombatChoice], action: Action) -> None:
    """An ability, a discard, or done with Before Combat."""
    seat = decision.ask.seat
    if not resolve.at_any_time(st, seat, action):
        combat.bc_finished(st, _fight(st), seat)


def escape_answer(st: RuneboundState, _decision: Decision[EscapeChoice], action: Action) -> None:
    """An ability, a discard, an escape roll, or fight on."""
    kind = action.kind
    cb = _fight(st)
    if resolve.at_any_time(st, st.current, action):
        return
    if kind == "escape":
        escape_roll(st, cb)
    else:
        st.set_stage(Stages.PHASE)


def defend_answer(st: RuneboundState, _decision: Decision[DefendChoice], action: Action) -> None:
    """A roll bonus, a discard, or the defender's roll (RB-PVP-04)."""
    cb = _fight(st)
    defender = combat.opponent_of(st, cb.attacker)
    if not resolve.at_any_time(st, defender, action):
        combat.defender_roll(st, cb)
        st.set_stage(Stages.PHASE)


def phase_answer(st: RuneboundState, _decision: Decision[PhaseChoice], action: Action) -> None:
    """An ability, a discard, or the phase's attack or defence."""
    cb = _fight(st)
    if not resolve.at_any_time(st, cb.attacker, action):
        combat.resolve_phase(st, cb, action)


def asked(st: RuneboundState, _step: Step) -> Ask:
    """What the fight's decision asks now."""
    cb = _fight(st)
    stage = st.stage
    if stage == Stages.BC:
        return BeforeCombatChoice(combat.bc_seat(st, cb))
    if stage == Stages.ESCAPE:
        return EscapeChoice(cb.round)
    phase = PHASES[cb.phase]
    return DefendChoice(phase) if stage == Stages.PVP_DEF else PhaseChoice(phase)


def escape_roll(st: RuneboundState, cb: Combat) -> None:
    """RB-CMB-07: 2d10 + Mind against the opponent's Mind; failing costs a wound."""
    seat = st.current
    first, second = combat.roll_2d10(st)
    value = (
        hero_stat(st, seat, "mind")
        + abilities.escape_bonus(st, seat)
        + st.this_turn.roll_bonus.pop(f"{seat}:hero", 0)
    )
    total = first + second + value
    if cb.kind == "pvp":
        # RB-PVP-10 default: against a hero the target is the other's roll of 2d10 + Mind.
        other = combat.opponent_of(st, seat)
        a, b = combat.roll_2d10(st)
        target = a + b + hero_stat(st, other, "mind")
        st.emit(TargetRoll(seat=other, phase="escape", dice=[a, b], value=target - a - b, total=target))
    else:
        target = combat.foe_value(st, cb, "ranged")
    success = total >= target
    st.emit(Escape(seat=seat, dice=[first, second], value=value, total=total, target=target, success=success))
    if success:
        escaped(st, cb)
    else:
        st.wound(seat, 1)


def escaped(st: RuneboundState, cb: Combat) -> None:
    """RB-CMB-08, RB-EX-03: back one hex the way the hero came; the challenge becomes lost; turn over."""
    hero = st.heroes[st.current]
    if hero.came_from is not None:
        hero.hex = hero.came_from
        hero.came_from = None
    st.emit(Escaped(seat=st.current, hex=st.board.ids[hero.hex]))
    if cb.kind == "challenge" and cb.card is not None and cb.lost_slot is None:
        adventures.add_lost(st, cb.card, cb.hex)  # RB-LOST-01 (wounds on it are gone with the fight)
    elif cb.kind == "encounter" and cb.card is not None:
        st.removed.append(cb.card)
        st.encounter = None
    st.combat = None
    st.goto(Steps.END_TURN)


def won(st: RuneboundState, cb: Combat) -> None:
    """The foe is defeated: rewards, the token, the card's fate.

    RB-DEF-01, RB-DEF-02, RB-DEF-03, RB-DEF-04.
    """
    seat = st.current
    hero = st.heroes[seat]
    assert cb.card is not None
    card = st.content.adventures[cb.card]
    st.emit(Defeated(seat=seat, card=cb.card))
    st.combat = None
    if cb.kind == "encounter":
        option = card.options[cb.option]
        st.queue(((seat, e, cb.card) for e in option.success), first=True)
        st.goto(Steps.ENCOUNTER_DONE)
        return
    if cb.kind == "showdown":
        doom.showdown_won(st, cb.card)
        return
    rewards = []
    for reward in card.reward:
        if isinstance(reward, Gold):
            reward = Gold(reward.amount + st.mods.reward_gold)  # noqa: PLW2901 - the event's extra gold
        rewards.append((seat, reward, cb.card))
    st.queue(rewards, first=True)
    if cb.token and hero.hex in st.board_tokens:
        token = st.board_tokens.pop(hero.hex)
        hero.tokens.append(token)  # RB-DEF-03: face down in front of the player, XP showing
        st.emit(TokenWon(seat=seat, colour=token[0], value=token[1]))
    if cb.lost_slot is not None:
        adventures.clear_lost(st, cb.lost_slot)
    if not any(isinstance(e, Keep) for e in card.reward):
        st.played(cb.card)  # RB-DEF-04 / RB-DOOM-03
    st.goto(Steps.AFTER_ADVENTURE)
    if card.margath:
        st.check_victory(seat, margath=True)  # RB-WIN-02


def refuse(st: RuneboundState, decision: Decision[Ask], action: Action) -> IllegalAction:
    """Why a fight's action is refused: a second attack in a phase (RB-CMB-14), an attack out of its
    phase (RB-CMB-09), an ally that has attacked already (RB-ALLY-06)."""
    cb = _fight(st)
    kind = action.kind
    phase = PHASES[min(cb.phase, 2)]
    if kind == "attack" and cb.attacked:
        return IllegalAction("rb.error.attacked_already", action=action.text)
    if kind == "attack" and action.args and action.args[0] != phase:
        return IllegalAction("rb.error.wrong_phase", action=action.text, phase=phase)
    if kind == "ally" and action.args and action.args[0] in cb.allies_attacked:
        return IllegalAction("rb.error.ally_attacked", action=action.text)
    return resolve.refuse(st, decision.seat, action)
