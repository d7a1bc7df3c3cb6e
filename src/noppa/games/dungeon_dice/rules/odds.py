"""Exact odds for the stop-or-continue decisions of Dungeon Dice, computed from the rules.

Nothing here samples: every roll of k dice is enumerated as a multiset of faces with its exact
probability (k! / ∏cᵢ! / 6ᵏ), each is resolved by :func:`faces.resolve` (the same function the game
uses), and the best continuation is found by dynamic programming over (wall, cards at risk).

*Value* means the expected number of tunnel cards the player lays on his path by the end of the
turn, capped at what he can use: the cards still missing from his path (DD-EDGE-02) and the cards
left in the supply (DD-EDGE-01). With the "three guards cost a laid card" option a guard bust is
worth −1 when the path is not empty. With hot dice (DD-TURN-12 option) the value is the fixed point
of rolling all six again, found by iteration to 1e-14. With challenges after any roll
(``challenges=anytime``, DD-CHAL-01a) every later decision of the turn may also be a challenge, so
the value of rolling on counts that choice too (``later``).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial, prod

from noppa.games.dungeon_dice.rules.faces import DICE, FACES, GUARD, count_faces, resolve

WallKey = tuple[int, ...]
EMPTY: WallKey = (0,) * 7

OK, BUST_MATCH, BUST_GUARDS = 0, 1, 2


@cache
def roll_outcomes(k: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every multiset of faces ``k`` dice can show, sorted, with its exact probability."""
    out = []
    for faces in combinations_with_replacement(FACES, k):
        counts = count_faces(faces)
        ways = factorial(k) // prod(factorial(c) for c in counts)
        out.append((faces, Fraction(ways, 6**k)))
    return tuple(out)


@cache
def transitions(wall: WallKey) -> tuple[tuple[float, int, WallKey, int], ...]:
    """What rolling the dice left in the pit can do from ``wall``: (probability, kind, wall, cards).

    Outcomes that lead to the same result are merged. ``kind`` is ``OK``, ``BUST_MATCH`` (no die
    could go to the wall, DD-TURN-08) or ``BUST_GUARDS`` (a third guard, DD-TURN-11).
    """
    k = DICE - sum(wall)
    merged: dict[tuple[int, WallKey, int], Fraction] = {}
    for faces, chance in roll_outcomes(k):
        moved, earned, _ = resolve(wall, faces)
        if not any(moved):
            key = (BUST_MATCH, EMPTY, 0)
        else:
            after = tuple(w + m for w, m in zip(wall, moved, strict=True))
            key = (BUST_GUARDS, EMPTY, 0) if after[GUARD] >= 3 else (OK, after, earned)
        merged[key] = merged.get(key, Fraction(0)) + chance
    return tuple((float(p), kind, after, cards) for (kind, after, cards), p in merged.items())


@cache
def bust_fraction(wall: WallKey) -> Fraction:
    """The exact chance that rolling the dice left in the pit ends the turn with the cards lost."""
    k = DICE - sum(wall) or DICE
    start = wall if sum(wall) < DICE else EMPTY
    total = Fraction(0)
    for faces, chance in roll_outcomes(k):
        moved, _, _ = resolve(start, faces)
        if not any(moved) or start[GUARD] + moved[GUARD] >= 3:
            total += chance
    return total


@cache
def bust_chance(wall: WallKey) -> float:
    """:func:`bust_fraction` as a float (a full wall with hot dice means rolling all six again)."""
    return float(bust_fraction(wall))


class TurnOdds:
    """Best-expectation values of a tool turn for one cap, guard loss and hot-dice setting.

    ``later`` (``challenges=anytime``): the value of the best challenge the player could declare at
    a later decision of this turn, for each number of cards at risk 0 … ``cap`` (see
    :func:`later_challenges`); empty when no challenge can follow a roll.
    """

    def __init__(
        self, cap: int, guard_loss: int = 0, hot_dice: bool = False, later: tuple[float, ...] = ()
    ) -> None:
        self.cap = cap
        self.guard_loss = guard_loss
        self.hot_dice = hot_dice
        if later and len(later) != cap + 1:
            raise ValueError(f"later challenges need a value for 0 … {cap} cards, got {len(later)}")
        self.later = later
        self._memo: dict[tuple[WallKey, int], float] = {}
        self._hot: dict[int, float] = {}
        self._rolls: dict[tuple[WallKey, int], float] | None = None
        if hot_dice:
            for level in range(cap, -1, -1):
                self._solve_hot_level(level)
        self._rolls = {}  # solved: from now on each roll's value is kept (while solving, it changes)

    def stop_value(self, held: int) -> float:
        """The cards laid by stopping with ``held`` cards at risk."""
        return float(min(held, self.cap))

    def value(self, wall: WallKey, held: int) -> float:
        """The value of a stop-or-roll decision, playing best."""
        held = min(held, self.cap)
        key = (wall, held)
        found = self._memo.get(key)
        if found is None:
            found = max(float(held), self.roll_value(wall, held), self._challenge(held))
            self._memo[key] = found
        return found

    def _challenge(self, held: int) -> float:
        """DD-CHAL-01a option "anytime": a challenge declared at this decision, cards at risk ``held``."""
        return self.later[held] if self.later else float("-inf")

    def roll_value(self, wall: WallKey, held: int) -> float:
        """The value of rolling now and then playing best (worked out once per wall and cards held:
        a view asks for it at every decision)."""
        held = min(held, self.cap)
        rolls = self._rolls
        if rolls is None:
            return self._roll_value(wall, held)
        key = (wall, held)
        found = rolls.get(key)
        if found is None:
            found = rolls[key] = self._roll_value(wall, held)
        return found

    def _roll_value(self, wall: WallKey, held: int) -> float:
        if sum(wall) == DICE:
            if not self.hot_dice:
                return float(held)
            return self._hot_roll(held)
        total = 0.0
        for chance, kind, after, cards in transitions(wall):
            if kind == BUST_GUARDS:
                total -= chance * self.guard_loss
            elif kind == OK:
                now = min(held + cards, self.cap)
                if sum(after) == DICE:
                    total += chance * (self._full_wall(now) if self.hot_dice else now)
                else:
                    total += chance * self.value(after, now)
        return total

    def _full_wall(self, held: int) -> float:
        return max(float(held), self._hot_roll(held), self._challenge(held))

    def _hot_roll(self, held: int) -> float:
        found = self._hot.get(held)
        if found is None:
            raise RuntimeError(f"hot-dice level {held} not solved")
        return found

    def _solve_hot_level(self, level: int) -> None:
        """Rolling six again from ``level`` cards can come back to ``level``: iterate to the fixed point."""
        self._hot[level] = float(level)
        for _ in range(200):
            for key in [k for k in self._memo if k[1] == level]:
                del self._memo[key]
            new = self.roll_value(EMPTY, level)
            if abs(new - self._hot[level]) < 1e-14:
                self._hot[level] = new
                break
            self._hot[level] = new
        for key in [k for k in self._memo if k[1] == level]:
            del self._memo[key]


@cache
def turn_odds(
    cap: int, guard_loss: int = 0, hot_dice: bool = False, later: tuple[float, ...] = ()
) -> TurnOdds:
    """The shared solver for one setting (values are cached inside it)."""
    return TurnOdds(cap, guard_loss, hot_dice, later)


def later_challenges(
    cap: int, opponents: tuple[int, ...], take: int, chance: float, need: int
) -> tuple[float, ...]:
    """For 0 … ``cap`` cards at risk, the best challenge of the opponents with ``opponents`` cards.

    The ``later`` argument of :class:`TurnOdds` under ``challenges=anytime`` (DD-CHAL-01a): a player
    who rolls on may challenge after any later roll. Taken cards do not come from the supply, so
    they are capped by the cards the path needs (``need``), not by ``cap``. Empty if no opponent
    has a card.
    """
    if not any(cards > 0 for cards in opponents):
        return ()
    return tuple(
        max(challenge_value(held, cards, take, chance, need) for cards in opponents if cards > 0)
        for held in range(cap + 1)
    )


@cache
def challenge_chance(fresh: bool = False) -> float:
    """:func:`challenge_fraction` as a float (worked out once)."""
    return float(challenge_fraction(fresh))


@cache
def challenge_fraction(fresh: bool = False) -> Fraction:
    """The exact chance of rolling three guards within three rolls (DD-CHAL-02, DD-CHAL-02a).

    Default: guards rolled are set aside and the rest re-rolled. ``fresh``: every roll uses all six
    dice and one roll must show three guards. Computed by walking the rolls, not by formula.
    """
    if fresh:
        one = sum((p for faces, p in roll_outcomes(DICE) if faces.count(GUARD) >= 3), Fraction(0))
        return 1 - (1 - one) ** 3
    # distribution over guards set aside, roll by roll
    spread = {0: Fraction(1)}
    success = Fraction(0)
    for _ in range(3):
        nxt: dict[int, Fraction] = {}
        for guards, chance in spread.items():
            k = DICE - guards
            for new in range(k + 1):
                p = chance * comb(k, new) * Fraction(1, 6) ** new * Fraction(5, 6) ** (k - new)
                if guards + new >= 3:
                    success += p
                else:
                    nxt[guards + new] = nxt.get(guards + new, Fraction(0)) + p
        spread = nxt
    return success


@cache
def challenge_value(held: int, opponent_cards: int, take: int, chance: float, cap: int) -> float:
    """Expected cards laid when declaring a challenge with ``held`` cards already at risk.

    After each success the challenger may stop or challenge the same opponent again (DD-CHAL-04);
    a failure returns every taken card and loses the held ones (DD-CHAL-05). Kept once worked out
    (a view or an observation asks for it at every decision; the arguments take few values).
    """
    if opponent_cards <= 0:
        return float("-inf")
    got = min(take, opponent_cards)
    return chance * after_challenge_value(held + got, opponent_cards - got, take, chance, cap)


def after_challenge_value(held: int, opponent_cards: int, take: int, chance: float, cap: int) -> float:
    """The value of the decision after a won challenge: stop, or challenge again if cards remain."""
    stop = float(min(held, cap))
    if opponent_cards <= 0 or held >= cap:
        return stop
    return max(stop, challenge_value(held, opponent_cards, take, chance, cap))
