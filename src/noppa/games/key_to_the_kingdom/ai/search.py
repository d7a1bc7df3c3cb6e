"""Quick policies for search bots: a playout policy (``rollout_action``) and a position estimate
(``evaluate``) for Key to the Kingdom.

Both read the whole state (search bots call them on states ``determinize`` built, so nothing here
is a secret the searching seat could not have sampled) and must be quick: they run thousands of
times a second. They reuse the heuristic bot's distance tables (bot.py), so the playout plays
like a fast, slightly noisy copy of the heuristic bot: toward the nearest case still lying in a
treasure place, or an opponent who carries one, and home to the start area once it carries the
Golden Key and a second treasure.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.estimates import load_weights, softmax
from noppa.engine.estimates import scores as fitted_scores
from noppa.games.key_to_the_kingdom.ai.bot import (
    DK_PENALTY,
    ENTER_BONUS,
    HAZARD_COST,
    KEEP_ORDER,
    HeuristicBot,
    _danger,
    distance_to,
)
from noppa.games.key_to_the_kingdom.content.components import COBRA, KEY
from noppa.games.key_to_the_kingdom.rules.state_frames import FightAsk, MagicAsk
from noppa.games.key_to_the_kingdom.rules.state_model import InHazard

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState

EXPLORE = 0.1
"""The chance that a playout takes a uniformly random legal action instead of the policy's."""

FAR = 1e5
"""The distance of a space from which a goal cannot be reached in this configuration."""

WALKING_KINDS = frozenset({"path", "white-dagger", "black-dagger", "place", "start", "stone-circle"})

_SCORER = HeuristicBot(0)
"""Only for its method values (the exact chance of each way through a hazard or past a monster)."""


@lru_cache(maxsize=4096)
def _nearest(config_key: str, goals: tuple[str, ...]) -> dict[str, float]:
    """The distance from every space to the nearest of ``goals`` (whirlpools by one of their rings)."""
    best: dict[str, float] = {}
    for goal in goals:
        for space, dist in distance_to(config_key, goal).items():
            if dist < best.get(space, FAR):
                best[space] = dist
    return best


def goals(state: KeyToTheKingdomState, seat: int) -> tuple[str, ...]:
    """Where ``seat`` wants to go, as the heuristic bot plans it (see bot.HeuristicBot._goals)."""
    board = state.board
    config = state.cfg
    if state.endgame is not None or state.can_leave(seat):
        return (board.start,)
    found: list[str] = []
    never = state.options["cobra"] == "never"
    if not never and state.carries(seat, COBRA) and state.carries(seat, KEY):
        found.extend(d for d in board.hazards["snake-pit"].ends if d in config.present)
    hidden = False
    for place in board.places.values():
        if state.where.get(place.id) != "place":
            continue
        present = [d for d in place.daggers if d in config.present]
        found.extend(present)
        hidden = hidden or not present
    team = state.team_of(seat)
    for other in state.advs:
        if other.seat in team or other.escaped or not other.cases:
            continue
        if other.space in config.present and board.spaces[other.space].kind in WALKING_KINDS:
            found.append(other.space)
    if not found and hidden:
        # the cases left lie on a part folded away: a whirlpool turns the board (KK-WP-05)
        for side in ("west", "east"):
            ring = board.sides[side].whirlpool
            found.append(ring)
            found.extend(r for r in config.walk.get(ring, ()) if board.spaces[r].kind != "whirlpool")
    if not found and "lost" in state.where.values():
        found.append("dc/stone-circle")
    if not found:
        found.append(board.start)
    return tuple(sorted(set(found)))


def _distances(state: KeyToTheKingdomState, seat: int) -> dict[str, float]:
    return _nearest(state.cfg.key, goals(state, seat))


def _space_score(state: KeyToTheKingdomState, table: dict[str, float], space: str) -> float:
    """Lower is better: the distance to the nearest goal plus the Demon King's threat there."""
    risk = _danger(state.cfg.key).get(space, 0) / 8
    threat = 1 - (1 - risk) ** max(1, state.players - 1)
    return table.get(space, FAR) + DK_PENALTY * threat


def _move(state: KeyToTheKingdomState, seat: int, options: tuple[Action, ...], rng: random.Random) -> Action:
    board = state.board
    table = _distances(state, seat)
    wanted = {
        place.id
        for place in board.places.values()
        if state.where.get(place.id) == "place" and not (state.endgame or state.can_leave(seat))
    }
    best = options[0]
    best_score = math.inf
    for action in options:
        kind = action.kind
        if kind == "face":
            here = state.advs[seat].space
            hazard = board.spaces[here].hazard
            if hazard == "wizard":
                score = -1e6 if state.advs[seat].lost else 1e6
            else:
                other = next((e for e in board.hazards[hazard].ends if e != here), here)
                score = _space_score(state, table, other) + HAZARD_COST.get(hazard, 8)
        else:
            target = action.args[0]
            space = board.spaces[target]
            if kind == "enter":
                score = (-ENTER_BONUS if space.place in wanted else 50.0) + 0.1 * table.get(target, FAR)
            else:
                score = _space_score(state, table, target)
                if space.kind == "whirlpool" and target not in table:
                    score += 40.0
        score += rng.random() * 0.01
        if score < best_score:
            best, best_score = action, score
    return best


def rollout_action(state: KeyToTheKingdomState, rng: random.Random) -> Action:
    """A fast heuristic action for playouts: mostly the heuristic bot's plan, sometimes random."""
    decision = state.pending
    assert decision is not None, "no decision pending"
    options = decision.options
    if rng.random() < EXPLORE:
        return options[rng.randrange(len(options))]
    kind = decision.kind
    seat = decision.seat
    texts = {a.text: a for a in options}
    if kind == "move":
        return _move(state, seat, options, rng)
    if kind in ("dagger", "out"):
        table = _distances(state, seat)
        return min(options, key=lambda a: _space_score(state, table, a.args[0]))
    if kind in ("preroll", "cobra"):
        if "drop:cobra" in texts:
            return texts["drop:cobra"]
        escapes = [a for a in options if a.kind == "escape"]
        if escapes:
            return _best_method(state, seat, escapes)
        return texts.get("roll", options[0])
    if kind == "method":
        return _best_method(state, seat, list(options))
    if kind == "fight":
        assert isinstance(decision.ask, FightAsk)
        card = state.monster_cards[decision.ask.card]
        methods = {m.id: m for m in card.methods}
        return max(options, key=lambda a: _SCORER._value(methods[a.args[0]], None, state.options))
    if kind in ("lose", "draft"):
        return max(options, key=lambda a: KEEP_ORDER.index(a.args[0]) if a.args[0] in KEEP_ORDER else 99)
    if kind == "treasure":
        rank = {COBRA: 0, KEY: 9}
        return min(options, key=lambda a: rank.get(state.contents[a.args[0]], 5))
    if kind == "magic":
        assert isinstance(decision.ask, MagicAsk)
        side = decision.ask.side
        space = state.board.spaces[state.advs[seat].space]
        on_it = space.kind != "whirlpool" and state.board.face(space) == f"{side}-{state.folds[side]}"
        return texts["magic:play" if on_it else "magic:pass"]
    lost = bool(state.advs[seat].lost) or "lost" in state.where.values()
    if kind == "circle" and "magic:return" in texts and lost:
        return texts["magic:return"]
    return options[rng.randrange(len(options))]


def _best_method(state: KeyToTheKingdomState, seat: int, escapes: list[Action]) -> Action:
    sit = state.advs[seat].sit
    if not isinstance(sit, InHazard):
        return escapes[0]
    node = state.rules[sit.hazard].nodes[sit.node]
    methods = {m.id: m for m in node.methods}
    known = [a for a in escapes if a.args[0] in methods]
    if not known:
        return escapes[0]
    return max(known, key=lambda a: _SCORER._value(methods[a.args[0]], None, state.options))


FEATURES = (
    "key",
    "treasure",
    "more",
    "cobra",
    "leave",
    "near",
    "home",
    "home2",
    "held",
    "equipment",
    "lost",
    "cases",
    "threat",
)
"""What :func:`features` measures of a seat, in order (the weights in ``data/evaluation.toml``)."""

EVALUATION_FILE = Path(__file__).parent.parent / "data" / "evaluation.toml"


def features(state: KeyToTheKingdomState, seat: int) -> tuple[float, ...]:
    """How far ``seat`` has come, as the numbers :data:`FEATURES` names.

    The Key; a counted second treasure and any more; the Cobra still carried; free to leave; how
    near the goal it heads for is (the nearest case still lying in a treasure place or carried
    by a rival, or the start area once it may leave: 1 there, 0 at 60 steps or more), split by
    that goal, and its square on the way home; held by a hazard or a dungeon; equipment, lost
    cards and cases carried; the Demon King's reach on its space (the share of his eight numbers).
    """
    adv = state.advs[seat]
    never = state.options["cobra"] == "never"
    counted = state.counted_treasures(seat)
    leave = state.can_leave(seat)
    near = max(0.0, 1.0 - _distances(state, seat).get(adv.space, FAR) / 60.0)
    home = near if leave else 0.0
    return (
        float(state.carries(seat, KEY)),
        float(counted >= 1),
        float(max(0, counted - 1)),
        float(not never and state.carries(seat, COBRA)),
        float(leave),
        0.0 if leave else near,
        home,
        home * home,
        float(adv.sit is not None),
        float(len(adv.equipment)),
        float(len(adv.lost)),
        float(len(adv.cases)),
        _danger(state.cfg.key).get(adv.space, 0) / 8,
    )


def weights() -> tuple[float, ...]:
    """The fitted weight of each feature, from ``data/evaluation.toml`` (see ``fitting.py``)."""
    return load_weights(EVALUATION_FILE, FEATURES)


def evaluate(state: KeyToTheKingdomState) -> list[float]:
    """Each seat's estimated chance to win: a softmax of the fitted weights times :func:`features`
    (a conditional logit fitted to heuristic self-play, ``fitting.py``; a team's seats share their
    best member's score); the winners once someone has left the Kingdom."""
    players = state.players
    if state.endgame is not None:
        winners = state.endgame.winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    scores = fitted_scores(weights(), state, features)
    if state.teams:
        for team in state.teams:
            best = max(scores[s] for s in team)
            for s in team:
                scores[s] = best
    return softmax(scores)
