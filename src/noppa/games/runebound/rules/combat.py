"""Combat (§12–§16): a fight's numbers, its decisions and its rolls.

A fight is Before Combat, then rounds of Escape, Ranged, Melee and Magic; the step that walks
through them (and settles escapes and victories) is ``fight.py``. The same machinery fights a
challenge, an encounter's foe, another hero and the Showdown's red cards. In each phase exactly one
of three things happens: the hero attacks, an ally attacks, or the hero defends (RB-ALLY-05); the
hero attacks at most once a round (RB-CMB-14), each ally at most once a round (RB-ALLY-06 default).
Against another hero the phase's defender rolls first and that total is the attacker's target
(RB-PVP-04); the roles swap every round (RB-PVP-06). The source's full example of such a fight is
missing (RB-PVP-11); the readings noppa takes are in docs/rules/runebound.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from noppa.engine import Action
from noppa.engine.events import GameEvent
from noppa.games.runebound.content.effects import (
    ATTRIBUTE_OF,
    PHASES,
    Attack,
    DamageBonus,
    Fury,
    Immune,
    Regenerate,
    RollBonus,
    Strike,
)
from noppa.games.runebound.content.schema import Stats
from noppa.games.runebound.events import (
    AbilityAttack,
    AllyAttack,
    AllyDied,
    AllyWounded,
    Attacked,
    CombatBegun,
    Defended,
    DefendFree,
    FoeImmune,
    FoeRegenerates,
    FoeStrike,
    FoeWounded,
    Hit,
    Pvp,
    TargetRoll,
)
from noppa.games.runebound.rules import abilities
from noppa.games.runebound.rules.abilities import ally_stats, constant_bonus, hero_stat
from noppa.games.runebound.rules.model import Combat, Stages, Steps

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState


FIGHT = Action("fight_on")
ESCAPE = Action("escape")
ROLL = Action("roll")


# ---------------------------------------------------------------------- starting


def roll_2d10(st: RuneboundState) -> tuple[int, int]:
    """The two ten-sided dice (RB-COMP-10); a face of 0 counts as 10 (RB-COMP-11).

    ``dice.roll(10)`` gives 1…10 and 10 stands for the die's 0, so the sum is 2…20 and 0 + 0 = 20.
    """
    first, second = st.dice.rolls(2, 10)  # thrown together: one chance node in chance mode
    return first, second


def start(st: RuneboundState, cb: Combat) -> None:
    """Begin a fight against a card: its Before Combat effect first (RB-CMB-01, RB-CMB-03)."""
    cb.attacker = st.current
    st.combat = cb
    st.goto(Steps.COMBAT)
    st.set_window("before_combat")  # the fight's frame begins at its foe's Before Combat (bc_foe)
    assert cb.card is not None  # a fight against a card (a hero's is start_pvp)
    st.emit(CombatBegun(seat=st.current, fight=cb.kind, card=cb.card, life=foe_life(st, cb)))


def start_pvp(st: RuneboundState, other: int) -> None:
    """Attack another hero (RB-MEET-01, RB-PVP-01): the defender's Before Combat comes first."""
    st.this_turn.fought = True
    st.this_turn.adventured = True  # RB-MEET-04: a meeting instead of the adventure
    st.this_turn.met.append(other)
    hero = st.heroes[st.current]
    st.combat = Combat("pvp", hero.hex, opponent=other, attacker=st.current)
    st.goto(Steps.COMBAT)
    st.set_stage(Stages.BC)  # RB-PVP-02: a hero has no Before Combat effect of a card
    st.set_window("before_combat")
    st.emit(Pvp(seat=st.current, target=other))


# ---------------------------------------------------------------------- the foe's numbers


def foe_stats(st: RuneboundState, cb: Combat) -> Stats:
    """The printed numbers of the card being fought."""
    assert cb.card is not None
    card = st.content.adventures[cb.card]
    if cb.kind == "encounter":
        foe = card.options[cb.option].foe
        assert foe is not None
        return foe
    assert card.stats is not None
    return card.stats


def foe_value(st: RuneboundState, cb: Combat, phase: str) -> int:
    """The number to meet or beat in ``phase``, with the event's modifier.

    RB-CARD-06 (Mind: ranged), RB-CARD-07 (Body: melee), RB-CARD-08 (Spirit: magic).
    """
    return int(getattr(foe_stats(st, cb), ATTRIBUTE_OF[phase])) + st.mods.challenge_values


def foe_damage(st: RuneboundState, cb: Combat, phase: str) -> int:
    """The foe's damage in ``phase``; RB-FOE-03: a furious foe deals more once it is wounded."""
    fury = foe_trait(st, cb, Fury, phase) if cb.foe_wounds > 0 else 0
    return int(getattr(foe_stats(st, cb), f"{phase}_damage")) + st.mods.challenge_damage + fury


def foe_trait(st: RuneboundState, cb: Combat, kind: type, phase: str | None = None) -> int:
    """How much of a trait (RB-CARD-03: a challenge's own card text) the foe has in ``phase``.

    The sum of the traits' amounts (1 for a trait without one); ``phase`` None asks for the traits
    of the whole fight (window ``combat``). Only challenges (and the Showdown's red cards) have
    traits; an encounter's foe and another hero have none.
    """
    if cb.kind not in ("challenge", "showdown") or cb.card is None:
        return 0
    total = 0
    for ability in st.content.adventures[cb.card].abilities:
        if isinstance(ability.effect, kind) and ability.window in ("combat", phase):
            total += int(getattr(ability.effect, "amount", 1))
    return total


def foe_life(st: RuneboundState, cb: Combat) -> int:
    """The foe's Life (0 in a fight between heroes)."""
    if cb.kind == "pvp":
        return 0
    return foe_stats(st, cb).life + st.mods.challenge_life


def opponent_of(st: RuneboundState, seat: int) -> int:
    """In a fight between heroes, the other one."""
    cb = st.combat
    assert cb is not None and cb.opponent is not None
    return cb.opponent if seat == st.current else st.current


def hero_roll_value(st: RuneboundState, seat: int, phase: str) -> int:
    """A hero's combat value for ``phase``: attribute plus constant bonuses (RB-CMB-02, RB-CMB-16).

    The rulebook's "Psyyke 5" is the Mind icon, not a number (RB-NOTE-01): the value is the attribute.
    """
    return hero_stat(st, seat, ATTRIBUTE_OF[phase]) + constant_bonus(st, seat, phase, RollBonus)


def hero_damage(st: RuneboundState, seat: int, phase: str) -> int:
    """A hero's damage for ``phase`` with constant damage bonuses."""
    return hero_stat(st, seat, f"{phase}_damage") + constant_bonus(st, seat, phase, DamageBonus)


# ---------------------------------------------------------------------- decisions


def bc_seat(st: RuneboundState, cb: Combat) -> int:
    """Whose Before Combat step it is: the defender's first against a hero (RB-PVP-02)."""
    if cb.kind == "pvp":
        assert cb.opponent is not None
        return cb.opponent if cb.opponent not in cb.bc_done else st.current
    return st.current


def bc_finished(st: RuneboundState, cb: Combat, seat: int) -> None:
    """``seat`` is done with Before Combat; once both sides are (RB-PVP-02), the rounds begin."""
    cb.bc_done.append(seat)
    if cb.kind == "pvp" and st.current not in cb.bc_done:
        return
    st.set_stage(Stages.ROUND)


def phase_abilities(st: RuneboundState, seat: int, phase: str) -> list[str]:
    """The abilities ``seat`` is offered in a combat phase: those that can still do something.

    RB-ACT-06: a roll or damage bonus lasts only for this phase, so it is offered only while a roll
    or an attack it would change is still to come: the hero's damage bonus until he has attacked
    this round, an ally's bonus until that ally has attacked, the hero's roll bonus while he still
    rolls (not once he has attacked and the foe deals no damage, RB-CMB-17). RB-PVP-12: the phase's
    defender against a hero is offered only what changes his roll ("Puolustaja voi myös käyttää
    esineitä lisäämään bonuksia tähän heittoon", RB-PVP-04): his own roll bonuses, never a damage
    bonus (he makes no attack) nor his allies' (they take no part, RB-PVP-10).
    """
    cb = st.combat
    assert cb is not None
    hero = st.heroes[seat]
    defending = cb.kind == "pvp" and seat != cb.attacker
    out = []
    for name in abilities.usable(st, seat, phase):
        found = abilities.find(st, seat, name)
        assert found is not None
        source, _, ability = found
        effect = ability.effect
        if isinstance(effect, (RollBonus, DamageBonus)):
            if hero.ally(source) is not None:
                if defending or source in cb.allies_attacked:
                    continue
            elif isinstance(effect, DamageBonus):
                if defending or cb.attacked:
                    continue
            elif not defending and cb.attacked and failure_damage(st, cb, phase) <= 0:
                continue
        out.append(name)
    return out


def failure_damage(st: RuneboundState, cb: Combat, phase: str) -> int:
    """What the phase's attacker takes on a failed roll: the foe's damage, or the defending hero's."""
    if cb.kind == "pvp":
        return hero_damage(st, opponent_of(st, cb.attacker), phase)
    return foe_damage(st, cb, phase)


# ---------------------------------------------------------------------- rolls


RollEvent = TypeVar("RollEvent", bound=GameEvent)


@dataclass(frozen=True, slots=True)
class CombatRoll:
    """A combat roll (RB-CMB-10, RB-CMB-11, RB-ALLY-02, RB-EX-06): 2d10 + ``value`` against ``target``."""

    dice: tuple[int, int]
    value: int
    target: int

    @property
    def total(self) -> int:
        return self.dice[0] + self.dice[1] + self.value

    @property
    def success(self) -> bool:
        return self.total >= self.target

    def event(self, kind: Callable[..., RollEvent], **fields: Any) -> RollEvent:
        """The roll's event of ``kind``, with ``fields`` (who rolled, in which phase…)."""
        dice = list(self.dice)
        total, target, success = self.total, self.target, self.success
        return kind(**fields, dice=dice, value=self.value, total=total, target=target, success=success)


def combat_roll(st: RuneboundState, value: int, target: int) -> CombatRoll:
    """Roll 2d10 + ``value`` against ``target``."""
    return CombatRoll(roll_2d10(st), value, target)


def defender_roll(st: RuneboundState, cb: Combat) -> None:
    """RB-PVP-04: the phase's defender rolls 2d10 + attribute + bonuses: the attacker's target."""
    phase = PHASES[cb.phase]
    defender = opponent_of(st, cb.attacker)
    first, second = roll_2d10(st)
    value = hero_roll_value(st, defender, phase) + st.this_turn.roll_bonus.pop(f"{defender}:hero", 0)
    cb.target = first + second + value
    st.emit(TargetRoll(seat=defender, phase=phase, dice=[first, second], value=value, total=cb.target))


def resolve_phase(st: RuneboundState, cb: Combat, action: Action) -> None:
    """The phase's attacker attacks, sends an ally, or defends: the roll and what it does."""
    phase = PHASES[cb.phase]
    seat = cb.attacker
    hero = st.heroes[seat]
    pvp = cb.kind == "pvp"
    their_damage = failure_damage(st, cb, phase)
    if pvp:
        defender = opponent_of(st, seat)
        assert cb.target is not None
        target = cb.target
    else:
        defender = -1
        target = foe_value(st, cb, phase)
    kind = action.kind
    hurt: tuple[int, int] | None = None
    hit = 0
    if kind == "defend" and their_damage <= 0:
        # RB-CMB-17, RB-EX-08: no roll is needed against a foe that does no damage in this phase.
        st.emit(DefendFree(seat=seat, phase=phase))
    elif kind in ("attack", "defend"):
        value = hero_roll_value(st, seat, phase) + st.this_turn.roll_bonus.pop(f"{seat}:hero", 0)
        roll = combat_roll(st, value, target)
        st.emit(roll.event(Attacked if kind == "attack" else Defended, seat=seat, phase=phase))
        success = roll.success
        if kind == "attack":
            cb.attacked = True  # RB-CMB-14
            if success:
                hit = hero_damage(st, seat, phase) + st.this_turn.damage_bonus.pop(
                    f"{seat}:hero", 0
                )  # RB-CMB-10
            else:
                hurt = (seat, their_damage)  # RB-CMB-10, RB-EX-09: the foe's damage for the phase
        elif not success:
            hurt = (seat, their_damage)  # RB-CMB-11
    else:
        card = action.args[0]
        ally = hero.ally(card)
        assert ally is not None
        stats = ally_stats(st, card)
        value = int(getattr(stats, ATTRIBUTE_OF[phase])) + st.this_turn.roll_bonus.pop(f"{seat}:{card}", 0)
        cb.allies_attacked.append(card)
        roll = combat_roll(st, value, target)
        st.emit(roll.event(AllyAttack, seat=seat, ally=card, phase=phase))
        success = roll.success
        if success:
            hit = int(getattr(stats, f"{phase}_damage")) + st.this_turn.damage_bonus.pop(
                f"{seat}:{card}", 0
            )  # RB-ALLY-02, RB-EX-10: the ally's own attribute and damage
        else:
            _wound_ally(st, seat, card, their_damage)  # RB-ALLY-03
    # The phase is over: pending one-phase bonuses lapse; free abilities may be used again.
    st.this_turn.roll_bonus.clear()
    st.this_turn.damage_bonus.clear()
    st.free_used = set()
    cb.target = None
    cb.phase += 1
    st.set_stage(Stages.PHASE if cb.phase < 3 else Stages.ROUND_END)  # RB-CMB-15
    if hit:
        if pvp:
            st.emit(Hit(seat=seat, target=defender, count=hit))
            st.wound(defender, hit)
        else:
            _hit_foe(st, cb, hit, phase)
    if hurt is not None and hurt[1] > 0:
        st.wound(*hurt)


def _hit_foe(st: RuneboundState, cb: Combat, damage: int, phase: str) -> None:
    assert cb.card is not None  # a foe is a card
    if foe_trait(st, cb, Immune, phase):
        st.emit(FoeImmune(card=cb.card, phase=phase))  # RB-FOE-01: the hit deals no wounds
        return
    cb.foe_wounds += damage
    st.emit(FoeWounded(card=cb.card, count=damage, wounds=cb.foe_wounds, life=foe_life(st, cb)))
    if cb.foe_wounds >= foe_life(st, cb):
        st.set_stage(Stages.WON)  # RB-DEF-01: it dies at once


def _wound_ally(st: RuneboundState, seat: int, card: str, amount: int) -> None:
    if amount <= 0:
        return
    hero = st.heroes[seat]
    ally = hero.ally(card)
    assert ally is not None
    ally.wounds += amount
    st.emit(AllyWounded(seat=seat, ally=card, count=amount))
    if ally.wounds >= ally_stats(st, card).life:
        # RB-ALLY-04: a dead ally goes face down under the market deck.
        st.emit(AllyDied(seat=seat, ally=card))
        st.discard_card(seat, card)


# ---------------------------------------------------------------------- ability attacks


def ability_attack(st: RuneboundState, seat: int, roller: str, effect: Attack) -> None:
    """An attack made by an ability (Before Combat and the like): a combat roll at once.

    Success deals the ability's damage (or the roller's own for that phase); failure costs nothing
    unless the card says so (RB-EX-06, RB-EX-07).
    """
    cb = st.combat
    assert cb is not None
    phase = effect.phase
    if roller == "hero":
        value = hero_roll_value(st, seat, phase)
        damage = hero_damage(st, seat, phase) if effect.damage is None else effect.damage
    else:
        stats = ally_stats(st, roller)
        value = int(getattr(stats, ATTRIBUTE_OF[phase]))
        damage = int(getattr(stats, f"{phase}_damage")) if effect.damage is None else effect.damage
    value += effect.bonus
    if cb.kind == "pvp":
        other = opponent_of(st, seat)
        a, b = roll_2d10(st)
        target = a + b + hero_roll_value(st, other, phase)
        st.emit(TargetRoll(seat=other, phase=phase, dice=[a, b], value=target - a - b, total=target))
    else:
        other = -1
        target = foe_value(st, cb, phase)
    roll = combat_roll(st, value, target)
    st.emit(roll.event(AbilityAttack, seat=seat, roller=roller, phase=phase))
    if roll.success and damage:
        if cb.kind == "pvp":
            st.emit(Hit(seat=seat, target=other, count=damage))
            st.wound(other, damage)
        else:
            _hit_foe(st, cb, damage, phase)


def regenerate(st: RuneboundState, cb: Combat) -> None:
    """RB-FOE-04: at the end of a combat round a regenerating foe heals wounds (not below none)."""
    healed = min(foe_trait(st, cb, Regenerate), cb.foe_wounds)
    if healed > 0:
        cb.foe_wounds -= healed
        assert cb.card is not None
        st.emit(FoeRegenerates(card=cb.card, count=healed, wounds=cb.foe_wounds, life=foe_life(st, cb)))


def foe_strike(st: RuneboundState, seat: int, effect: Strike) -> None:
    """RB-FOE-02: the challenge strikes first, in its Before Combat step; the hero defends at once.

    2d10 + the hero's combat value for the phase against the foe's value, as a defence in that
    phase (RB-CMB-11); failing costs the foe's damage for the phase, or the card's ``damage``.
    """
    cb = st.combat
    assert cb is not None
    phase = effect.phase
    target = foe_value(st, cb, phase)
    damage = foe_damage(st, cb, phase) if effect.damage is None else effect.damage
    first, second = roll_2d10(st)
    value = hero_roll_value(st, seat, phase)
    total = first + second + value
    success = total >= target
    assert cb.card is not None
    st.emit(
        FoeStrike(
            seat=seat,
            card=cb.card,
            phase=phase,
            dice=[first, second],
            value=value,
            total=total,
            target=target,
            success=success,
        )
    )
    if not success:
        st.wound(seat, damage)
