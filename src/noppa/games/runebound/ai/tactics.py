"""The heuristic bot's arithmetic: how likely a fight is to be won, computed exactly for a plan.

A fight is a Markov chain over (hero's wounds, foe's wounds, allies' wounds). Each round the hero
attacks in one phase (the one where his expected damage is highest), every other phase is taken by
an ally able to hurt the foe there, or else the hero defends (RB-CMB-09…14, RB-ALLY-01…05); one
prevention a round soaks the first wounds the hero takes (an armor's activation, RB-ACT-04).
:func:`fight_odds` propagates the probability mass phase by phase and returns the chances of
winning and of being knocked out. The bot fights with the same plan (:func:`plan_round`), so the
estimate is the chance of its own play, not of perfect play. Nothing here touches a game state:
the bot builds a :class:`Fighter` and a :class:`Foe` from what its view shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

PHASE_COUNT = 3
MAX_ROUNDS = 10
"""Rounds followed before the rest of the mass counts as neither won nor lost."""
PRUNE = 1e-5


@lru_cache(maxsize=64)
def chance(need: int) -> float:
    """P(2d10 ≥ need), each die 1…10 (a 0 counts as 10, RB-COMP-11)."""
    if need <= 2:
        return 1.0
    if need > 20:
        return 0.0
    return sum(1 for a in range(1, 11) for b in range(1, 11) if a + b >= need) / 100


@lru_cache(maxsize=64)
def duel_chance(diff: int) -> float:
    """P(2d10 + diff ≥ 2d10): an attack against another hero's roll (RB-PVP-04)."""
    hits = 0
    for a in range(1, 11):
        for b in range(1, 11):
            need = a + b - diff
            hits += round(100 * chance(need))
    return hits / 10000


@dataclass(frozen=True, slots=True)
class Side:
    """Combat numbers per phase (ranged, melee, magic) and Life left."""

    values: tuple[int, int, int]
    damage: tuple[int, int, int]
    life: int


@dataclass(frozen=True, slots=True)
class Fighter:
    """A hero ready to fight: his numbers, one prevention a round, his allies and Before Combat attacks."""

    hero: Side
    prevent: int = 0
    allies: tuple[Side, ...] = ()
    openers: tuple[tuple[int, int, int], ...] = ()
    """Before Combat attacks: (phase, value, damage)."""


@dataclass(frozen=True, slots=True)
class Foe:
    """A challenge: the numbers to beat per phase, its damage, Life left and its traits."""

    values: tuple[int, int, int]
    damage: tuple[int, int, int]
    life: int
    immune: tuple[bool, bool, bool] = (False, False, False)
    """Phases whose hits deal it no wounds (RB-FOE-01)."""
    fury: tuple[int, int, int] = (0, 0, 0)
    """More damage per phase once it is wounded (RB-FOE-03)."""
    regenerate: int = 0
    """Wounds it heals at the end of every round (RB-FOE-04)."""

    def harm(self, phase: int, damage: int) -> int:
        """The wounds a hit of ``damage`` deals it in ``phase``."""
        return 0 if self.immune[phase] else damage

    def strikes(self, phase: int, wounds: int) -> int:
        """Its damage in ``phase`` when it carries ``wounds``."""
        return self.damage[phase] + (self.fury[phase] if wounds > 0 else 0)


@dataclass(frozen=True, slots=True)
class Odds:
    """What a fight is likely to bring."""

    win: float
    knockout: float
    wounds: float
    """Expected new wounds the hero carries away from fights he is not knocked out of (a knock-out
    clears all wounds, RB-KO-02), over all outcomes."""


def attack_phase(hero: Side, foe: Foe) -> int:
    """The phase where the hero's attack is worth most: expected damage dealt less half the risk.

    Only phases where a hit wounds the foe count while there is one: attacking where the foe is
    immune (RB-FOE-01) risks nothing but ends nothing either, and a hero who did it every round
    against a foe he always parried fought one Skeleton Guard for 276 rounds (seeded corpus game 21).
    """
    hurting = [phase for phase in range(PHASE_COUNT) if foe.harm(phase, hero.damage[phase]) > 0]

    def worth(phase: int) -> float:
        p = chance(foe.values[phase] - hero.values[phase])
        return p * foe.harm(phase, hero.damage[phase]) - (1 - p) * foe.damage[phase] * 0.5

    return max(hurting or range(PHASE_COUNT), key=worth)


def ally_worth(ally: Side, foe: Foe, phase: int) -> float:
    """Expected damage an ally's attack deals in ``phase`` (0: no point in it)."""
    damage = foe.harm(phase, ally.damage[phase])
    if damage <= 0:
        return 0.0
    return chance(foe.values[phase] - ally.values[phase]) * damage


@lru_cache(maxsize=4096)
def plan_round(fighter: Fighter, foe: Foe, alive: tuple[bool, ...]) -> tuple[int, ...]:
    """Who acts in each phase: -1 the hero attacks, -2 the hero defends, n ally n attacks."""
    hero_phase = attack_phase(fighter.hero, foe)
    plan = [-2, -2, -2]
    plan[hero_phase] = -1
    used: set[int] = set()
    for phase in range(PHASE_COUNT):
        if phase == hero_phase:
            continue
        best = -1
        best_worth = 0.15
        for n, ally in enumerate(fighter.allies):
            if not alive[n] or n in used:
                continue
            worth = ally_worth(ally, foe, phase)
            if worth > best_worth:
                best, best_worth = n, worth
        if best >= 0:
            plan[phase] = best
            used.add(best)
    return tuple(plan)


State = tuple[int, ...]
"""(hero wounds, foe wounds, prevention left this round, ally wounds …)."""


def fight_odds(fighter: Fighter, foe: Foe, hero_wounds: int = 0, foe_wounds: int = 0) -> Odds:
    """The chances of the fight from here (cached: the same numbers give the same answer)."""
    return _odds(fighter, foe, hero_wounds, foe_wounds)


@lru_cache(maxsize=200_000)
def _odds(fighter: Fighter, foe: Foe, hero_wounds: int, foe_wounds: int) -> Odds:
    life = fighter.hero.life
    foe_life = foe.life
    if hero_wounds >= life:
        return Odds(0.0, 1.0, 0.0)
    if foe_wounds >= foe_life:
        return Odds(1.0, 0.0, 0.0)
    allies = fighter.allies
    start: State = (hero_wounds, foe_wounds, 0, *(0 for _ in allies))
    mass: dict[State, float] = {start: 1.0}
    win = knockout = wounds = 0.0
    # Before Combat attacks: a hit wounds the foe; a miss costs nothing (RB-EX-06, RB-EX-07).
    for phase, value, damage in fighter.openers:
        p = chance(foe.values[phase] - value)
        following: dict[State, float] = {}
        for state, weight in mass.items():
            hit = (state[0], min(foe_life, state[1] + foe.harm(phase, damage)), *state[2:])
            following[hit] = following.get(hit, 0.0) + weight * p
            following[state] = following.get(state, 0.0) + weight * (1 - p)
        mass = following
    plans: dict[tuple[bool, ...], tuple[int, ...]] = {}
    hero_p = [chance(foe.values[ph] - fighter.hero.values[ph]) for ph in range(PHASE_COUNT)]
    ally_p = [[chance(foe.values[ph] - a.values[ph]) for ph in range(PHASE_COUNT)] for a in allies]
    for number in range(MAX_ROUNDS):
        following = {}
        for state, weight in mass.items():
            if state[1] >= foe_life:
                win += weight
                wounds += weight * (state[0] - hero_wounds)
                continue
            # RB-FOE-04: a regenerating foe heals at the end of the round just over.
            healed = max(0, state[1] - foe.regenerate) if number else state[1]
            refreshed = (state[0], healed, fighter.prevent, *state[3:])
            following[refreshed] = following.get(refreshed, 0.0) + weight
        mass = following
        for phase in range(PHASE_COUNT):
            following = {}
            for state, weight in mass.items():
                if state[1] >= foe_life:
                    following[state] = following.get(state, 0.0) + weight
                    continue
                damage = foe.strikes(phase, state[1])
                alive = tuple(state[3 + n] < ally.life for n, ally in enumerate(allies)) if allies else ()
                plan = plans.get(alive)
                if plan is None:
                    plan = plans[alive] = plan_round(fighter, foe, alive)
                actor = plan[phase]
                if actor >= 0:
                    p = ally_p[actor][phase]
                    hit = (state[0], state[1] + foe.harm(phase, allies[actor].damage[phase]), *state[2:])
                    hurt = list(state)
                    hurt[3 + actor] += damage
                    miss: State = tuple(hurt)
                else:
                    p = hero_p[phase]
                    if actor == -1:
                        hit = (state[0], state[1] + foe.harm(phase, fighter.hero.damage[phase]), *state[2:])
                    elif damage <= 0:
                        following[state] = following.get(state, 0.0) + weight  # RB-CMB-17
                        continue
                    else:
                        hit = state
                    soak = min(state[2], damage)
                    taken = state[0] + damage - soak
                    if taken >= life:
                        knockout += weight * (1 - p)
                        following[hit] = following.get(hit, 0.0) + weight * p
                        continue
                    miss = (taken, state[1], state[2] - soak, *state[3:])
                following[hit] = following.get(hit, 0.0) + weight * p
                following[miss] = following.get(miss, 0.0) + weight * (1 - p)
            mass = following
        # Paths less likely than one in a hundred thousand are not followed further.
        mass = {state: weight for state, weight in mass.items() if weight > PRUNE}
        if not mass:
            break
    for state, weight in mass.items():
        if state[1] >= foe_life:
            win += weight
        wounds += weight * (state[0] - hero_wounds)
    return Odds(win, knockout, wounds)


def duel_odds(mine: Side, theirs: Side) -> float:
    """A rough chance to beat another hero (RB-PVP-04, RB-PVP-06): roles swap every round."""
    # Each round the side in the attacker's role attacks in its best phase and defends the others;
    # a phase's target is the other side's roll, so a phase is won with duel_chance(difference).
    mass: dict[tuple[int, int], float] = {(0, 0): 1.0}
    win = 0.0
    sides = (mine, theirs)
    for round_ in range(2 * MAX_ROUNDS):
        attacker = round_ % 2
        a, d = sides[attacker], sides[1 - attacker]
        best = max(range(PHASE_COUNT), key=lambda ph: duel_chance(a.values[ph] - d.values[ph]) * a.damage[ph])
        for phase in range(PHASE_COUNT):
            p = duel_chance(a.values[phase] - d.values[phase])
            following: dict[tuple[int, int], float] = {}
            for (w_mine, w_theirs), weight in mass.items():
                wounds = [w_mine, w_theirs]
                if phase == best:
                    hit = list(wounds)
                    hit[1 - attacker] += a.damage[phase]
                    miss = list(wounds)
                    miss[attacker] += d.damage[phase]
                else:
                    hit = list(wounds)
                    miss = list(wounds)
                    miss[attacker] += d.damage[phase]
                for result, q in ((hit, p), (miss, 1 - p)):
                    if result[1] >= theirs.life:
                        win += weight * q
                    elif result[0] >= mine.life:
                        pass
                    else:
                        key = (result[0], result[1])
                        following[key] = following.get(key, 0.0) + weight * q
            mass = following
        if not mass:
            break
    return win
