"""The policy that maximises the chance of winning a two-player game of Dungeon Dice.

The best-expectation bot (``bot.py``) maximises the cards laid this turn. A player who wants to
*win* plays differently: he pushes harder when the opponent is close to escaping, stops earlier when
a few cards would finish the game, and weighs a challenge by what it does to the race. For two
players the whole game is small enough to solve exactly.

The position at the start of a turn is (cards on the mover's path ``a``, cards on the opponent's path
``b``), both 0–7: 64 positions. ``U[a][b]`` is the chance that the player to move wins from there. A
turn is played out exactly as in ``odds.py`` — every roll of the dice left in the pit enumerated
with its probability (``odds.transitions``) — but what a turn is worth is no longer its cards: it is
the chance of winning from the position where it leaves the opponent, ``1 − U[b′][a′]`` (or 1 on
escaping). The decisions inside a turn (roll or stop at each wall and cards at risk, challenge or
not, challenge again or stop) are solved by dynamic programming for given ``U``, and ``U`` itself by
value iteration: a bust hands the same position to the opponent, so the equations are circular.
Starting from ``U = 0`` the iteration rises to the least fixed point, which is the value of the game
(a player who never makes progress does not win); it stops when no value moves by more than 1e-13.

Every rule option is handled: hot dice (the re-roll of six dice from a full wall is carried between
sweeps), challenges at the start, anytime or never, keep-guards or fresh challenge rolls, one or
three cards taken, and the guard penalty. The supply never runs short with two players (at most
7 + 7 cards are laid and a turn's cards beyond the eighth do not matter), so it is not part of the
position.

The same machinery evaluates fixed policies exactly: :func:`solve` with two policies gives the
chance that one beats the other (both seat orders), with no sampling — for instance this policy
against the best-expectation bot's own decisions (``win_bot.expectation_policy``). The bot that
plays by the solution, and the cache that keeps it, are in ``win_bot.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, NamedTuple

from noppa.games.dungeon_dice.rules import odds
from noppa.games.dungeon_dice.rules.faces import DICE, PATH_LENGTH

WallKey = tuple[int, ...]
GOAL = PATH_LENGTH
TOLERANCE = 1e-13

START, TOOL, AFTER = "start", "tool", "after"
ROLL, STOP, CHALLENGE = "roll", "stop", "challenge"
ORDER = (STOP, ROLL, CHALLENGE)
"""Ties go to the safer choice, as in ``odds.py``: stop, then roll, then challenge."""


@dataclass(frozen=True)
class Rules:
    """The options that change a two-player game, read from the game's option values."""

    hot_dice: bool = False
    challenges: str = "start"
    fresh_challenge_rolls: bool = False
    challenge_cards: int = 3
    guard_penalty: bool = False

    @staticmethod
    def from_options(options: Mapping[str, Any]) -> Rules:
        """The rules of a game with these (resolved) option values."""
        return Rules(
            hot_dice=bool(options.get("hot_dice", False)),
            challenges=str(options.get("challenges", "start")),
            fresh_challenge_rolls=options.get("challenge_rolls", "keep-guards") == "fresh",
            challenge_cards=int(options.get("challenge_cards", 3)),
            guard_penalty=bool(options.get("guard_penalty", False)),
        )

    @property
    def challenge_chance(self) -> float:
        """The chance that one challenge succeeds (DD-CHAL-02, DD-CHAL-02a)."""
        return float(odds.challenge_fraction(self.fresh_challenge_rolls))

    def key(self) -> str:
        """A short name of these rules for cache files."""
        return (
            f"hot{int(self.hot_dice)}-{self.challenges}-{'fresh' if self.fresh_challenge_rolls else 'keep'}"
            f"-take{self.challenge_cards}-pen{int(self.guard_penalty)}"
        )


class Decision(NamedTuple):
    """A decision of the player to move.

    ``phase`` is ``start`` (before the first roll), ``tool`` (after a roll that put dice on the wall,
    ``wall`` and ``held`` cards at risk) or ``after`` (after a won challenge, ``taken`` cards held).
    ``mine`` is the mover's path, ``theirs`` the opponent's path as it is now (after any cards taken).
    """

    phase: str
    mine: int
    theirs: int
    wall: WallKey = odds.EMPTY
    held: int = 0
    taken: int = 0


Policy = Callable[[Decision, tuple[str, ...]], str]
"""A fixed policy: given a decision and the choices open (in ``ORDER``), the choice it takes."""


@cache
def _moves(wall: WallKey) -> tuple[float, float, tuple[tuple[float, WallKey, int, bool], ...]]:
    """Rolling from ``wall``: (P no match, P third guard, [(p, wall after, cards, wall full)])."""
    no_match = guards = 0.0
    ok: list[tuple[float, WallKey, int, bool]] = []
    for chance, kind, after, cards in odds.transitions(wall):
        if kind == odds.BUST_MATCH:
            no_match += chance
        elif kind == odds.BUST_GUARDS:
            guards += chance
        else:
            ok.append((chance, after, cards, sum(after) == DICE))
    return no_match, guards, tuple(ok)


Table = list[list[float]]


def _zeros() -> Table:
    return [[0.0] * GOAL for _ in range(GOAL)]


class _Turn:
    """One turn of the mover at (``mine``, ``theirs``), valued by the opponent's table ``other``.

    ``other[b][a]`` is the chance that the opponent, to move at (b, a), wins; the mover's value of a
    turn ending at (a′, b′) is ``1 − other[b′][a′]``, or 1 when ``a′`` reaches the goal. ``policy``
    ``None`` plays best; otherwise the mover follows it. ``hot`` holds the values of re-rolling six
    dice from a full wall per cards held (hot dice), carried from sweep to sweep.
    """

    def __init__(
        self,
        rules: Rules,
        *,
        mine: int,
        theirs: int,
        other: Table,
        policy: Policy | None,
        hot: list[float],
        chance: float,
    ) -> None:
        self.rules = rules
        self.mine = mine
        self.theirs = theirs
        self.other = other
        self.policy = policy
        self.hot = hot
        self.chance = chance
        self.need = GOAL - mine
        self.memo: dict[tuple[WallKey, int], float] = {}
        self.anytime = rules.challenges == "anytime"
        self.bust_match = self.end(mine, theirs)
        penalty = 1 if rules.guard_penalty and mine > 0 else 0
        self.bust_guards = self.end(mine - penalty, theirs)

    def end(self, mine: int, theirs: int) -> float:
        """The mover's chance to win when his turn ends with these paths."""
        if mine >= GOAL:
            return 1.0
        return 1.0 - self.other[theirs][mine]

    def open_choices(self, decision: Decision) -> tuple[str, ...]:
        """The choices open at ``decision``, in ``ORDER``."""
        phase, theirs = decision.phase, decision.theirs
        if phase == AFTER:
            return (STOP, CHALLENGE) if theirs > 0 else (STOP,)
        if phase == TOOL:
            return (STOP, ROLL, CHALLENGE) if self.anytime and theirs > 0 else (STOP, ROLL)
        return (ROLL, CHALLENGE) if self.rules.challenges != "never" and theirs > 0 else (ROLL,)

    def value_of(self, decision: Decision, choice: str) -> float:
        """The mover's chance to win after taking ``choice`` at ``decision`` (a decision of this turn)."""
        phase, held, taken, theirs = decision.phase, decision.held, decision.taken, decision.theirs
        if choice == STOP:
            total = held + taken
            return 1.0 if total >= self.need else self.end(self.mine + total, theirs)
        if choice == CHALLENGE:
            return self.challenge(held, taken, theirs)
        if phase == TOOL and sum(decision.wall) == DICE:
            return self.hot[held]
        return self.roll(decision.wall, held)

    def choices(self, decision: Decision) -> dict[str, float]:
        """The value of every choice open at ``decision`` (which must be this turn's)."""
        return {choice: self.value_of(decision, choice) for choice in self.open_choices(decision)}

    def decide(self, decision: Decision) -> float:
        """The value of ``decision``: the best choice, or the policy's."""
        open_choices = self.open_choices(decision)
        if len(open_choices) == 1:
            return self.value_of(decision, open_choices[0])
        if self.policy is None:
            return max(self.value_of(decision, choice) for choice in open_choices)
        return self.value_of(decision, self.policy(decision, open_choices))

    def decide_tool(self, wall: WallKey, held: int) -> float:
        key = (wall, held)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self.decide(Decision(TOOL, self.mine, self.theirs, wall, held))
        return found

    def stop(self, held: int) -> float:
        return 1.0 if held >= self.need else self.end(self.mine + held, self.theirs)

    def roll(self, wall: WallKey, held: int) -> float:
        no_match, guards, ok = _moves(wall)
        total = no_match * self.bust_match + guards * self.bust_guards
        need = self.need
        hot_dice = self.rules.hot_dice
        decide_tool = self.decide_tool
        for chance, after, cards, full in ok:
            now = held + cards
            now = min(now, need)
            if full and not hot_dice:
                total += chance * self.stop(now)
            else:
                total += chance * decide_tool(after, now)
        return total

    def challenge(self, held: int, taken: int, theirs: int) -> float:
        """Declare a challenge with ``held`` tool cards and ``taken`` cards at risk (DD-CHAL-02…05)."""
        got = min(self.rules.challenge_cards, theirs)
        won = self.after(held, taken + got, theirs - got)
        # DD-CHAL-05: a failed challenge gives back the cards taken and loses the held ones.
        lost = self.end(self.mine, theirs + taken)
        return self.chance * won + (1.0 - self.chance) * lost

    def after(self, held: int, taken: int, theirs: int) -> float:
        return self.decide(Decision(AFTER, self.mine, theirs, odds.EMPTY, held, taken))

    def start(self) -> float:
        return self.decide(Decision(START, self.mine, self.theirs))

    def refresh_hot(self) -> None:
        """Hot dice: re-value rolling six dice again from a full wall, most cards held first.

        Values at a level are computed again after the levels above it changed; those that used
        this level's previous re-roll value stay one sweep behind, which the iteration absorbs.
        """
        for held in range(self.need, -1, -1):
            self.memo = {key: value for key, value in self.memo.items() if key[1] > held}
            self.hot[held] = self.roll(odds.EMPTY, held)


@dataclass
class Solution:
    """Win chances of a pairing of two policies, from every turn-start position.

    ``first[a][b]``: the chance that the player using the first policy, to move with ``a`` cards
    against ``b``, wins; ``second`` the same for the other policy. For the optimal policy against
    itself both are the game's value ``U``.
    """

    rules: Rules
    first: Table
    second: Table
    hot_first: list[list[list[float]]]
    hot_second: list[list[list[float]]]
    sweeps: int
    seconds: float
    policies: tuple[Policy | None, Policy | None] = field(default=(None, None), repr=False)

    def turn(self, mine: int, theirs: int, *, first: bool = True) -> _Turn:
        """The turn solver of one side at a position (values from the converged tables)."""
        table, other = (self.first, self.second) if first else (self.second, self.first)
        hot = (self.hot_first if first else self.hot_second)[mine][theirs]
        del table
        return _Turn(
            self.rules,
            mine=mine,
            theirs=theirs,
            other=other,
            policy=self.policies[0 if first else 1],
            hot=list(hot),
            chance=self.rules.challenge_chance,
        )

    def values(self, decision: Decision) -> dict[str, float]:
        """The chance to win after each choice open at ``decision`` (first side's tables)."""
        mine = decision.mine
        theirs = decision.theirs + (decision.taken if decision.phase == AFTER else 0)
        return self.turn(mine, theirs).choices(decision)

    def value(self, decision: Decision) -> float:
        """The mover's chance to win at ``decision`` when he plays his policy (first side's tables).

        With a fixed policy this is its choice's value; with ``None`` (play best) the best choice's.
        """
        mine = decision.mine
        theirs = decision.theirs + (decision.taken if decision.phase == AFTER else 0)
        return self.turn(mine, theirs).decide(decision)

    def win_first_seat(self) -> float:
        """The chance that the first policy wins when it moves first from the opening."""
        return self.first[0][0]

    def win_second_seat(self) -> float:
        """The chance that the first policy wins when the second policy moves first."""
        return 1.0 - self.second[0][0]


def solve(
    rules: Rules,
    first: Policy | None = None,
    second: Policy | None = None,
    *,
    symmetric: bool | None = None,
    tolerance: float = TOLERANCE,
    max_sweeps: int = 100_000,
) -> Solution:
    """Value iteration for a pairing: each side plays its policy, ``None`` meaning "play best".

    ``solve(rules)`` is the game solved (both play best); ``solve(rules, None, policy)`` a best
    response to ``policy``; ``solve(rules, policy_a, policy_b)`` evaluates a fixed pairing exactly.
    """
    if symmetric is None:
        symmetric = first is None and second is None
    chance = rules.challenge_chance
    tables = [_zeros(), _zeros()]
    hots = [
        [[[0.0] * (GOAL + 1) for _ in range(GOAL)] for _ in range(GOAL)],
        [[[0.0] * (GOAL + 1) for _ in range(GOAL)] for _ in range(GOAL)],
    ]
    if symmetric:
        tables[1] = tables[0]
        hots[1] = hots[0]
    policies = (first, second)
    # Gauss-Seidel, positions with the most cards first: most of the game flows towards them.
    order = sorted(((a, b) for a in range(GOAL) for b in range(GOAL)), key=lambda p: -(p[0] + p[1]))
    started = time.perf_counter()
    sides = (0,) if symmetric else (0, 1)
    sweep = 0
    while sweep < max_sweeps:
        sweep += 1
        change = 0.0
        for side in sides:
            table, other = tables[side], tables[1 - side]
            for a, b in order:
                turn = _Turn(
                    rules,
                    mine=a,
                    theirs=b,
                    other=other,
                    policy=policies[side],
                    hot=hots[side][a][b],
                    chance=chance,
                )
                if rules.hot_dice:
                    turn.refresh_hot()
                value = turn.start()
                change = max(change, abs(value - table[a][b]))
                table[a][b] = value
        if change < tolerance:
            break
    if change >= tolerance:
        raise RuntimeError(f"value iteration did not converge in {max_sweeps} sweeps")
    return Solution(
        rules,
        tables[0],
        tables[1],
        hots[0],
        hots[1],
        sweep,
        time.perf_counter() - started,
        policies,
    )


def best_policy(solution: Solution) -> Policy:
    """The fixed policy that plays best by ``solution`` (its first side's tables)."""
    chosen: dict[Decision, str] = {}

    def policy(decision: Decision, choices: tuple[str, ...]) -> str:
        found = chosen.get(decision)
        if found is None:
            found = best_choice(solution.values(decision))
            chosen[decision] = found
        return found

    return policy


def best_choice(values: Mapping[str, float]) -> str:
    """The choice of highest value; ties go to stop, then roll, then challenge."""
    return max((name for name in ORDER if name in values), key=lambda name: values[name])


WIN = "win"


def turn_distribution(
    rules: Rules, policy: Policy, mine: int, theirs: int
) -> dict[tuple[int, int] | str, float]:
    """How one turn from (``mine``, ``theirs``) ends, played by ``policy``: position → probability.

    The keys are the paths (mover, opponent) when the turn passes, or ``"win"``. The turn's value is
    linear in the opponent's table, so each probability is the turn valued with an indicator table
    (with hot dice, the re-roll values are iterated to their fixed point for each). Used to check
    this model of a turn against the real game, turn by turn.
    """
    chance = rules.challenge_chance
    hot = [0.0] * (GOAL + 1)
    chooser = policy

    def value_with(other: Table) -> float:
        turn = _Turn(
            rules, mine=mine, theirs=theirs, other=other, policy=chooser, hot=list(hot), chance=chance
        )
        if rules.hot_dice:
            for _ in range(200):
                before = list(turn.hot)
                turn.refresh_hot()
                if max(abs(x - y) for x, y in zip(before, turn.hot, strict=True)) < 1e-13:
                    break
        return turn.start()

    ones = [[1.0] * GOAL for _ in range(GOAL)]
    out: dict[tuple[int, int] | str, float] = {WIN: value_with(ones)}
    for a in range(GOAL):
        for b in range(GOAL):
            other = [row.copy() for row in ones]
            other[b][a] = 0.0
            chance_here = value_with(other) - out[WIN]
            if chance_here > 1e-12:
                out[(a, b)] = chance_here
    return out


def count_decisions(rules: Rules) -> dict[str, int]:
    """How big the solved game is: turn-start positions and decision states by phase."""
    seen: set[Decision] = set()

    class Counting(_Turn):
        def decide(self, decision: Decision) -> float:
            seen.add(decision)
            return super().decide(decision)

    table = _zeros()
    for a in range(GOAL):
        for b in range(GOAL):
            hot = [0.0] * (GOAL + 1)
            turn = Counting(rules, mine=a, theirs=b, other=table, policy=None, hot=hot, chance=0.5)
            if rules.hot_dice:
                turn.refresh_hot()
            turn.start()
    by_phase = {phase: sum(1 for d in seen if d.phase == phase) for phase in (START, TOOL, AFTER)}
    return {"positions": GOAL * GOAL, "decisions": len(seen), **by_phase}
