"""The exact odds under every option, against a brute-force recursion written plainly here.

Nothing below uses ``odds.py`` or ``faces.resolve``: a roll is enumerated as every ordered tuple of
faces and resolved by restating the rules (DD-TURN-03/04/07/08/10/11, DD-TURN-12 hot dice); the
supply is a count of cards left to draw (DD-EDGE-01) and the path a count of cards it still needs
(DD-EDGE-02); a challenge is the plain recursion of DD-CHAL-02/03/04/05, and with
``challenges=anytime`` (DD-CHAL-01a) it may be declared at every decision after a roll. Hot dice
make the turn circular (all six again from an empty wall), so that value is found by iterating
the whole recursion until it stops moving.

The engine's ``odds`` are then compared with it at every decision of random games played under
every combination of options, two to four players.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from itertools import product
from typing import Any

import pytest

from noppa import get_game
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

rule = pytest.mark.rule
GAME = get_game("dungeon-dice")
GUARD = 6
TOOLS = range(1, 6)
CARDS_FOR_SET = {3: 1, 4: 2, 5: 3, 6: 4}  # DD-TURN-03
EMPTY = (0,) * 7
Wall = tuple[int, ...]


def plain_roll(wall: Wall, faces: tuple[int, ...]) -> tuple[str, Wall, int]:
    """("ok", the wall after, cards earned), ("bust", …) or ("guards", …), from the rules alone."""
    counts = Counter(faces)
    if len(faces) == 6 and wall == EMPTY:
        if len(counts) == 6:  # DD-TURN-04: six different faces, all to the wall
            return "ok", (0, 1, 1, 1, 1, 1, 1), 3
        if sorted(counts.values()) == [2, 2, 2]:  # DD-TURN-04: three pairs, guards may be one
            return "ok", tuple(counts.get(face, 0) for face in range(7)), 1
    moved = {face: n for face, n in counts.items() if wall[face] > 0 or n >= 2}  # DD-TURN-02/07
    if not moved:
        return "bust", EMPTY, 0  # DD-TURN-08
    after = tuple(wall[face] + moved.get(face, 0) for face in range(7))
    if after[GUARD] >= 3:
        return "guards", EMPTY, 0  # DD-TURN-11
    cards = sum(CARDS_FOR_SET.get(after[f], 0) - CARDS_FOR_SET.get(wall[f], 0) for f in TOOLS)
    return "ok", after, cards


@cache
def plain_transitions(wall: Wall) -> tuple[tuple[float, str, Wall, int], ...]:
    """Every ordered roll of the dice in the pit, counted and merged by result."""
    k = 6 - sum(wall)
    seen: Counter[tuple[str, Wall, int]] = Counter(
        plain_roll(wall, faces) for faces in product(range(1, 7), repeat=k)
    )
    return tuple((n / 6**k, kind, after, cards) for (kind, after, cards), n in seen.items())


@cache
def plain_challenge_chance(fresh: bool) -> float:
    """DD-CHAL-02a: three guards within three rolls, walking the rolls die count by die count."""
    if fresh:
        one = sum(math.comb(6, g) * Fraction(1, 6) ** g * Fraction(5, 6) ** (6 - g) for g in range(3, 7))
        return float(1 - (1 - one) ** 3)
    total = Fraction(0)
    for rolls in product(range(7), repeat=3):  # guards found in roll 1, 2, 3 (beyond three: stop)
        guards, p, left = 0, Fraction(1), 6
        for found in rolls:
            if guards >= 3 or found > left:
                p = Fraction(0) if found > left or found else p
                continue
            p *= math.comb(left, found) * Fraction(1, 6) ** found * Fraction(5, 6) ** (left - found)
            guards += found
            left -= found
        if guards >= 3 and p:
            total += p
    return float(total)


def plain_challenge(held: int, cards: int, take: int, chance: float, need: int) -> float:
    """Declaring a challenge with ``held`` cards at risk against an opponent with ``cards``."""
    got = min(take, cards)
    return chance * plain_after_challenge(held + got, cards - got, take, chance, need)


def plain_after_challenge(held: int, cards: int, take: int, chance: float, need: int) -> float:
    """DD-CHAL-04: after a win, stop (laying what the path takes) or challenge him again."""
    best = float(min(held, need))
    if cards > 0:
        best = max(best, plain_challenge(held, cards, take, chance, need))
    return best


class PlainTurn:
    """The best expectation of the rest of a turn, for one position's need, supply and options."""

    def __init__(
        self, need: int, drawable: float, loss: int, hot: bool, later: Callable[[int], float]
    ) -> None:
        self.need, self.drawable, self.loss, self.hot, self.later = need, drawable, loss, hot, later
        self.again: dict[int, float] = {}  # hot dice: the value of rolling six again with ``held``
        self.memo: dict[tuple[Wall, int], float] = {}
        if hot:
            for _ in range(1000):
                before = dict(self.again)
                self.memo.clear()
                self.again = {held: self.roll(EMPTY, held) for held in range(int(drawable) + 1)}
                if before and max(abs(self.again[h] - before.get(h, 0.0)) for h in self.again) < 1e-13:
                    break
            self.memo.clear()

    def decide(self, wall: Wall, held: int) -> float:
        """Stop, roll on, or (anytime) challenge: the best of them."""
        key = (wall, held)
        if key not in self.memo:
            self.memo[key] = max(float(min(held, self.need)), self.roll(wall, held), self.later(held))
        return self.memo[key]

    def full(self, held: int) -> float:
        """All six dice on the wall: the turn ends, or (hot dice) stop, roll six again or challenge."""
        if not self.hot:
            return float(min(held, self.need))
        return max(float(min(held, self.need)), self.again.get(held, 0.0), self.later(held))

    def roll(self, wall: Wall, held: int) -> float:
        """Rolling the dice in the pit (all six again from a full hot-dice wall)."""
        held = int(min(held, self.drawable))
        if sum(wall) == 6:
            return self.again.get(held, 0.0) if self.hot else float(min(held, self.need))
        total = 0.0
        for p, kind, after, cards in plain_transitions(wall):
            if kind == "guards":
                total -= p * self.loss
            elif kind == "ok":
                now = int(min(held + cards, self.drawable))
                total += p * (self.full(now) if sum(after) == 6 else self.decide(after, now))
        return total


@cache
def plain_turn(need: int, drawable: float, loss: int, hot: bool, later_key: tuple[Any, ...]) -> PlainTurn:
    """One brute-force solver per setting; ``later_key`` is (opponents' cards, take, chance, need) or ()."""
    if later_key:
        opponents, take, chance, need_ = later_key

        def later(held: int) -> float:
            return max(plain_challenge(held, c, take, chance, need_) for c in opponents)

    else:

        def later(held: int) -> float:
            return float("-inf")

    return PlainTurn(need, drawable, loss, hot, later)


def plain_odds(state: DungeonDiceState) -> dict[str, Any]:
    """The values of the pending decision by brute force: the same keys as ``state.odds()``."""
    options = state.options
    seat = state.current
    need = 8 - state.paths[seat]
    # cards beyond what the path needs are worth nothing: the count of cards held stops there
    drawable = min(need, math.inf if state.supply is None else state.supply + state.held)
    loss = 1 if options["guard_penalty"] and state.paths[seat] > 0 else 0
    chance = plain_challenge_chance(options["challenge_rolls"] == "fresh")
    take = int(options["challenge_cards"])
    opponents = {s: state.paths[s] for s in range(state.players) if s != seat and state.paths[s] > 0}
    timing = options["challenges"]
    out: dict[str, Any] = {}
    choices: dict[str, float] = {}
    if state.asking() == "challenge":
        # DD-CHAL-01a (anytime): the tool cards held before the challenge are laid with the taken ones
        out["stop"] = choices["stop"] = float(min(state.held + state.taken, need))
        allowed = {state.target: opponents[state.target]} if state.target in opponents else {}
    else:
        later_key: tuple[Any, ...] = ()
        if timing == "anytime" and opponents:
            later_key = (tuple(sorted(set(opponents.values()))), take, chance, need)
        solver = plain_turn(need, drawable, loss, bool(options["hot_dice"]), later_key)
        wall = tuple(state.wall) if state.asking() == "decide" else EMPTY
        out["roll"] = choices["roll"] = solver.roll(wall, state.held)
        if state.asking() == "decide":
            out["stop"] = choices["stop"] = float(min(state.held, need))
        allowed = opponents if timing == "anytime" or state.asking() == "start" else {}
        if timing == "never":
            allowed = {}
    out["challenges"] = {
        str(s): plain_challenge(state.held + state.taken, c, take, chance, need) for s, c in allowed.items()
    }
    for s in allowed:
        choices[f"challenge:{s + 1}"] = out["challenges"][str(s)]
    top = max(choices.values())
    out["close"] = sorted(name for name, value in choices.items() if value >= top - 1e-9)
    return out


NAMES = ("hot_dice", "challenges", "challenge_rolls", "challenge_cards", "guard_penalty", "supply")
VALUES = (
    (False, True),
    ("start", "anytime", "never"),
    ("keep-guards", "fresh"),
    (3, 1),
    (False, True),
    ("28", "unlimited"),
)
# Hot dice make the brute force iterate (about a second a setting): those 48 combinations are slow.
COMBINATIONS = [
    pytest.param(
        dict(zip(NAMES, values, strict=True)),
        id="-".join(str(v) for v in values),
        marks=[pytest.mark.slow] if values[0] else [],
    )
    for values in itertools.product(*VALUES)
]


@rule("DD-CHAL-01a", "DD-TURN-12", "DD-EDGE-01")
@pytest.mark.parametrize("options", COMBINATIONS)
def test_the_odds_match_brute_force_under_every_option(options: dict[str, Any]) -> None:
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_state(2 + seed, seed=seed, options=options)
        assert isinstance(state, DungeonDiceState)
        while state.to_act is not None and checked < 40 * (seed + 1):
            found = state.odds()
            assert found is not None
            want = plain_odds(state)
            where = f"seed {seed}, position {state.view(None)['state']}"
            for key in ("roll", "stop"):
                assert (key in found) == (key in want), where
                if key in want:
                    assert found[key] == pytest.approx(want[key], abs=1e-9), f"{key} at {where}"
            assert found["challenges"].keys() == want["challenges"].keys(), where
            for target, value in want["challenges"].items():
                assert found["challenges"][target] == pytest.approx(value, abs=1e-9), where
            assert found["best"] in want["close"], where
            checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked >= 20


# ---------------------------------------------------------------- after a won challenge

KEY, LANTERN, DAGGER, LADDER = 2, 3, 4, 5
WIN_CHALLENGE = [GUARD, GUARD, GUARD, KEY, KEY, KEY]  # three guards at once: won, kept or fresh rolls
TOOL_ROLLS = {
    0: [],  # challenge at the start of the turn, nothing held
    1: [KEY, KEY, KEY, LANTERN, DAGGER, LADDER],  # three keys: one card held (DD-TURN-03)
    3: [KEY, KEY, KEY, KEY, KEY, LANTERN],  # five keys: three cards held
}
CHALLENGING = [
    pytest.param(dict(zip(NAMES, values, strict=True)), id="-".join(str(v) for v in values))
    for values in itertools.product(*VALUES)
    if values[1] != "never"
]


def laid_by_stopping(state: DungeonDiceState) -> int:
    """Stop on a copy of ``state`` and count what the mover's path gained."""
    trial = state.clone()
    seat = trial.current
    before = trial.paths[seat]
    trial.apply("stop")
    laid = [e for e in trial.events if e["type"] == "stop"][-1]["laid"]
    assert trial.paths[seat] - before == laid
    return int(laid)


def winning_stop_lands_at(state: DungeonDiceState, laid: int) -> bool:
    """The two-player win solver values stopping here as the turn ending with ``laid`` cards laid."""
    from noppa.games.dungeon_dice.ai import winning
    from noppa.games.dungeon_dice.ai.win_bot import decision_of

    picture = state.view(0)["state"]
    decision = decision_of(picture)
    rules = winning.Rules.from_options(state.options)
    mine, theirs = decision.mine, decision.theirs
    # an indicator table: the turn is worth 1 exactly when it ends at (mine + laid, theirs) or escapes
    other = [[1.0] * 8 for _ in range(8)]
    if mine + laid < 8:
        other[theirs][mine + laid] = 0.0
    chance = rules.challenge_chance
    turn = winning._Turn(
        rules, mine=mine, theirs=theirs, other=other, policy=None, hot=[0.0] * 9, chance=chance
    )
    return turn.value_of(decision, winning.STOP) == 1.0


@rule("DD-CHAL-01a", "DD-CHAL-04", "DD-EDGE-02", "DD-EDGE-03")
@pytest.mark.parametrize("options", CHALLENGING)
def test_after_a_won_challenge_the_stop_value_is_what_stopping_lays(options: dict[str, Any]) -> None:
    """Every option with challenges, forced dice: at each decision after a won challenge the view's
    ``stop`` is the cards stopping lays — tool cards held before the challenge (``anytime``) with the
    taken ones, capped by the path — and the challenge-again value and ``best`` are the rules' own.
    The fast bot helper (``playout.best_action``) and the win solver agree on what stopping lays."""
    from noppa import ScriptedDice
    from noppa.engine import text
    from noppa.games.dungeon_dice.ai.playout import best_action

    from .helpers import PARK

    take = int(options["challenge_cards"])
    chance = plain_challenge_chance(options["challenge_rolls"] == "fresh")
    helds = TOOL_ROLLS if options["challenges"] == "anytime" else {0: []}
    checked = 0
    for held, tool_roll in helds.items():
        for mine in (0, 4, 5, 7):
            for theirs in (1, 3, 6):
                dice = ScriptedDice([*tool_roll, *WIN_CHALLENGE * 3, *PARK * 4])
                state = GAME.position({"paths": [mine, theirs]}, options, dice=dice)
                assert isinstance(state, DungeonDiceState)
                if tool_roll:
                    state.apply("roll")
                    assert state.held == min(held, 8)
                state.apply("challenge:2")
                while state.asking() == "challenge":
                    found = state.odds()
                    assert found is not None
                    need = 8 - state.paths[0]
                    laid = laid_by_stopping(state)
                    where = f"held {state.held}, taken {state.taken}, paths {state.paths}"
                    # DD-CHAL-01a / DD-EDGE-02: held and taken cards, no more than the path needs
                    assert laid == min(state.held + state.taken, need), where
                    assert found["stop"] == laid, where
                    assert state.label("stop") == text("dd.action.stop", "en", count=laid), where
                    values = {"stop": float(laid)}
                    if state.paths[1] > 0:
                        again = plain_challenge(state.held + state.taken, state.paths[1], take, chance, need)
                        assert found["challenges"]["1"] == pytest.approx(again, abs=1e-12), where
                        values["challenge:2"] = again
                    else:
                        assert found["challenges"] == {}, where
                    best = max(values, key=lambda name: values[name])  # ties: stop (first)
                    assert found["best"] == best, where
                    assert best_action(state).text == best, where
                    assert winning_stop_lands_at(state, laid), where
                    checked += 1
                    if "challenge:2" not in values:
                        break
                    state.apply("challenge:2")
    assert checked >= 12


@rule("DD-CHAL-01a", "DD-CHAL-04")
def test_stopping_with_a_tool_card_and_three_taken_beats_challenging_again() -> None:
    """The reported case: one tool card held, three taken; stopping lays 4, challenging again is
    worth 49.98 % × 7 = 3.50, so the best-expectation choice is to stop."""
    from .helpers import scenario

    state = scenario([*TOOL_ROLLS[1], *WIN_CHALLENGE], paths=[0, 6], challenges="anytime")
    state.apply("roll")
    state.apply("challenge:2")
    assert (state.held, state.taken, state.paths) == (1, 3, [0, 3])
    found = state.odds()
    assert found is not None
    chance = plain_challenge_chance(False)
    assert found["stop"] == 4.0
    assert found["challenges"]["1"] == pytest.approx(chance * 7, abs=1e-12)
    assert found["best"] == "stop"
    assert state.view(0)["state"]["odds"]["best"] == "stop"
    state.apply(found["best"])
    assert state.paths == [4, 3]
