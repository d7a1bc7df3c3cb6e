"""A heuristic bot for Key to the Kingdom that plays to win, from its own seat's view only.

Its plan, in order: leave by the start area as soon as it carries the Golden Key and a second
treasure; drop the Cobra first if it carries it; take the cases still lying in treasure places
(turning the board with a whirlpool when those places are on a hidden part); steal from opponents
who carry cases; and win lost cases back at the Stone Circle. Moves are scored by the walking
distance to the goal (hazards cost what crossing them costs on average) plus the risk that the
Demon King lands on or beside the destination before its next turn. Escapes and fights use the
method with the best exact chance (procedures.Roll.chance), and what it gives up is what it needs
least. In the short version the Key's magic takes the player furthest from the start area along.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Mapping
from functools import cache
from typing import Any

from noppa.games.key_to_the_kingdom.content.board import Board, load_board
from noppa.games.key_to_the_kingdom.content.components import COBRA, EQUIPMENT, KEY
from noppa.games.key_to_the_kingdom.content.hazards import load_hazards
from noppa.games.key_to_the_kingdom.content.monsters import load_monsters
from noppa.games.key_to_the_kingdom.content.procedures import Method

KEEP_ORDER = ("rope", "sword", "torch", "axe", "hook", "net", "shield", "food")
"""Equipment from the most to the least useful across the hazards and monsters of this board."""

HAZARD_COST = {
    "boats": 10, "skull-pit": 6, "glass-bridge": 8, "broken-bridge": 10, "cyclops": 3, "moat": 4,
    "dark-bridge": 12, "pile-bridge": 10, "ice-caves": 6, "living-forest": 8, "magic-arch": 10,
    "rat-trap": 8, "sleeping-giant": 8, "snake-pit": 8, "tarantula-web": 9, "swamp": 9,
    "tiger-pit": 5, "doom-well": 10, "wild-boar": 5, "wizard": 99,
}  # fmt: skip
"""Rough extra cost, in steps, of crossing each hazard (a few turns' worth for the harder ones)."""

DK_PENALTY = 30.0
ENTER_BONUS = 60.0


@cache
def _reverse(config_key: str) -> dict[str, list[tuple[str, float]]]:
    """Reverse walking graph of a configuration, hazards as weighted edges between their daggers."""
    board = load_board()
    config = board.configs[config_key]
    back: dict[str, list[tuple[str, float]]] = {}
    for sid in config.present:
        for nxt in config.walk[sid]:
            if board.spaces[nxt].kind == "whirlpool":
                continue
            back.setdefault(nxt, []).append((sid, 1.0))
        space = board.spaces[sid]
        if space.kind == "white-dagger" and space.hazard != "wizard":
            for end in board.hazards[space.hazard].ends:
                if end != sid and end in config.present:
                    back.setdefault(end, []).append((sid, float(HAZARD_COST.get(space.hazard, 8))))
    return back


@cache
def distance_to(config_key: str, goal: str) -> dict[str, float]:
    """Weighted distance from every space to ``goal`` in a configuration (cached)."""
    back = _reverse(config_key)
    dist = {goal: 0.0}
    heap = [(0.0, goal)]
    while heap:
        d, sid = heapq.heappop(heap)
        if d > dist.get(sid, 1e9):
            continue
        for prev, cost in back.get(sid, ()):
            nd = d + cost
            if nd < dist.get(prev, 1e9):
                dist[prev] = nd
                heapq.heappush(heap, (nd, prev))
    return dist


@cache
def _danger(config_key: str) -> dict[str, int]:
    """For each space, how many of the Demon King's eight numbers would catch an adventurer there."""
    config = load_board().configs[config_key]
    count: dict[str, int] = {}
    for space in config.numbers.values():
        for sid in (space, *config.near[space]):
            count[sid] = count.get(sid, 0) + 1
    return count


class HeuristicBot:
    """Seeks the treasures, avoids the Demon King, picks the right equipment, heads home with the Key."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)
        self.board: Board = load_board()
        self.rules = load_hazards()
        self.monsters = load_monsters()

    def reseed(self, seed: int) -> None:
        """Restart the bot's generator (tie-breaks, mixed choices; ``engine.Reseedable``)."""
        self._random.seed(seed)

    # ------------------------------------------------------------------ reading the view

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        state = view["state"]
        seat = int(view["seat"])
        me = state["adventurers"][seat]
        kind = state["pending"]["kind"] if state.get("pending") else ""
        handler = getattr(self, f"_on_{kind}", None)
        choice = handler(view, state, me, legal) if handler else None
        return choice if choice in legal else self._random.choice(legal)

    def _mine(self, state: Mapping[str, Any], me: Mapping[str, Any]) -> dict[str, str | None]:
        return {case: state["cases"][case]["treasure"] for case in me["cases"]}

    def _can_leave(self, state: Mapping[str, Any], me: Mapping[str, Any], options: Mapping[str, Any]) -> bool:
        mine = self._mine(state, me).values()
        carries_cobra = COBRA in mine
        if options.get("cobra") != "never" and carries_cobra:
            return False
        others = sum(1 for t in mine if t not in (KEY, COBRA))
        if me["cobra_dropped"] and options.get("cobra") != "never":
            others += 1
        return KEY in mine and others >= 1

    def _goals(self, view: Mapping[str, Any]) -> list[tuple[str, str]]:
        """The spaces the bot wants to reach, best first, as (space, why)."""
        state = view["state"]
        seat = int(view["seat"])
        me = state["adventurers"][seat]
        options = view["options"]
        config = self.board.configs[state["config"]]
        mine = self._mine(state, me)
        if state.get("endgame"):
            return [(self.board.start, "home")]
        if self._can_leave(state, me, options):
            return [(self.board.start, "home")]
        goals: list[tuple[str, str]] = []
        if COBRA in mine.values() and options.get("cobra") != "never" and KEY in mine.values():
            goals.extend((d, "snake") for d in self.board.hazards["snake-pit"].ends if d in config.present)
        hidden_places = []
        for place in self.board.places.values():
            if state["cases"][place.id]["where"] != "place":
                continue
            present = [d for d in place.daggers if d in config.present]
            if present:
                goals.extend((d, f"enter:{place.id}") for d in present)
            else:
                hidden_places.append(place)
        team = set(me["team"])
        for other in state["adventurers"]:
            if other["seat"] in team or other["escaped"] or not other["cases"]:
                continue
            if other["space"] in config.present and self.board.spaces[other["space"]].kind in (
                "path", "white-dagger", "black-dagger", "place", "start", "stone-circle"
            ):  # fmt: skip
                goals.append((other["space"], "steal"))
        if not goals and hidden_places:
            for place in hidden_places:
                side = "west" if self.board.parts[place.part].face.startswith("west") else "east"
                goals.append((self.board.sides[side].whirlpool, "whirlpool"))
        if not goals and any(c["where"] == "lost" for c in state["cases"].values()):
            goals.append(("dc/stone-circle", "circle"))
        if not goals:
            goals.append((self.board.start, "home"))
        return goals

    def _score_space(self, view: Mapping[str, Any], space: str) -> float:
        """Lower is better: distance to the nearest goal plus the Demon King's threat."""
        state = view["state"]
        key = state["config"]
        best = 1e6
        for goal, _why in self._goals_cached:
            if self.board.spaces[goal].kind == "whirlpool":
                dist = self._whirlpool_distance(key, goal, space)
            else:
                dist = distance_to(key, goal).get(space, 1e5)
            best = min(best, dist)
        risk = _danger(key).get(space, 0) / 8
        players = int(view["players"])
        threat = 1 - (1 - risk) ** max(1, players - 1)
        return best + DK_PENALTY * threat

    def _whirlpool_distance(self, key: str, ring: str, space: str) -> float:
        if space == ring:
            return 0.0
        config = self.board.configs[key]
        return min((distance_to(key, r).get(space, 1e5) + 1 for r in config.walk[ring]), default=1e5)

    # ------------------------------------------------------------------ decisions

    def _on_move(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        self._goals_cached = self._goals(view)
        wanted_places = {why.partition(":")[2] for _, why in self._goals_cached if why.startswith("enter:")}
        best, best_score = legal[0], 1e9
        for action in legal:
            kind, _, target = action.partition(":")
            if kind == "face":
                score = self._face_score(view, me)
                if score < best_score:
                    best, best_score = action, score
                continue
            space = self.board.spaces[target]
            if kind == "enter":
                score = -ENTER_BONUS if space.place in wanted_places else 50.0
                score += self._score_space(view, target) * 0.1
            else:
                score = self._score_space(view, target)
                if space.kind == "whirlpool" and not any(g == target for g, _ in self._goals_cached):
                    score += 40.0
                if space.kind == "start" and not any(w == "home" for _, w in self._goals_cached):
                    score += 5.0
            score += self._random.random() * 0.01
            if score < best_score:
                best, best_score = action, score
        return best

    def _face_score(self, view: Mapping[str, Any], me: Any) -> float:
        """The score of facing the hazard of the dagger he stands on, as if it were a move across."""
        space = me["space"]
        hazard = self.board.spaces[space].hazard
        if hazard == "wizard":
            return -1e6 if me["lost"] else 1e6  # the Wizard's task, worth it when he has lost cards
        geo = self.board.hazards[hazard]
        other = next((e for e in geo.ends if e != space), space)
        return self._score_space(view, other) + HAZARD_COST.get(hazard, 8)

    def _on_preroll(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        if "drop:cobra" in legal:
            return "drop:cobra"
        escapes = [a for a in legal if a.startswith("escape:")]
        if escapes:
            return self._best_escape(view, me, [a.partition(":")[2] for a in escapes])
        if "try" in legal:
            return "try" if self._random.random() < 0.6 else "roll"
        return "roll"

    def _on_method(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        return self._best_escape(view, me, [a.partition(":")[2] for a in legal])

    def _best_escape(self, view: Mapping[str, Any], me: Any, ids: list[str]) -> str:
        sit = me["sit"]
        node = self.rules[sit["h"]].nodes[sit["n"]]
        methods = {m.id: m for m in node.methods}
        chosen = max(ids, key=lambda i: self._value(methods[i], me, view["options"]))
        return f"escape:{chosen}"

    def _value(self, method: Method, me: Any, options: Mapping[str, Any]) -> float:
        roll = method.trial(options)
        chance = 1.0 if roll is None else (roll.chance() if roll.is_trial else 0.75)
        cost = 0.0
        if method.pay:
            cost = (
                0.35
                if method.pay == "choice"
                else 0.2 + 0.05 * (len(KEEP_ORDER) - KEEP_ORDER.index(method.pay))
            )
        return chance - cost

    def _on_fight(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        card = self.monsters[state["pending"]["ctx"]["card"]]
        methods = {m.id: m for m in card.methods}
        chosen = max(
            (a.partition(":")[2] for a in legal), key=lambda i: self._value(methods[i], me, view["options"])
        )
        return f"fight:{chosen}"

    def _on_lose(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        held = [a.partition(":")[2] for a in legal]
        return "lose:" + max(held, key=lambda e: KEEP_ORDER.index(e) if e in KEEP_ORDER else 99)

    def _on_treasure(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        mine = self._mine(state, me)
        rank = {COBRA: 0, None: 2, KEY: 9}

        def value(action: str) -> int:
            return rank.get(mine.get(action.partition(":")[2]), 5)

        return min(legal, key=value)

    def _on_steal(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        steals = [a for a in legal if a.startswith("steal:")]
        for action in steals:
            case = action.partition("/")[2]
            if state["cases"][case]["treasure"] == KEY:
                return action
        known_cobra = [a for a in steals if state["cases"][a.partition("/")[2]]["treasure"] == COBRA]
        good = [a for a in steals if a not in known_cobra]
        return self._random.choice(good or steals)

    def _on_dagger(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        self._goals_cached = self._goals(view)
        return min(legal, key=lambda a: self._score_space(view, a.partition(":")[2]))

    _on_out = _on_dagger

    def _on_circle(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        if "magic:return" in legal and (
            me["lost"] or any(c["where"] == "lost" for c in state["cases"].values())
        ):
            return "magic:return"
        return "magic:card" if "magic:card" in legal else legal[0]

    def _on_take(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        cases = [a for a in legal if a.startswith("take:case/")]
        mine = self._mine(state, me).values()
        if cases and (KEY not in mine or sum(1 for t in mine if t not in (KEY, COBRA)) == 0):
            return self._random.choice(cases)
        kinds = [a for a in legal if not a.startswith("take:case/")]
        if kinds:
            return min(kinds, key=lambda a: KEEP_ORDER.index(a.partition(":")[2]))
        return legal[0]

    def _on_magic(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        side = state["pending"]["ctx"]["side"]
        face = f"{side}-{state['folds'][side]}"
        mine = self.board.spaces[me["space"]]
        on_it = mine.kind != "whirlpool" and self.board.face(mine) == face
        return "magic:play" if on_it else "magic:pass"

    def _on_partner(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        """KK-WIN-03 (short version, no teams: a teammate is taken without asking): take the player
        furthest from the start area, the one least likely to be saved in the six last turns (held
        in a dungeon, a hazard or a ring counts as furthest); ties are broken at random, never by
        seat order."""
        home = distance_to(state["config"], self.board.start)

        def behind(action: str) -> float:
            return home.get(state["adventurers"][int(action.partition(":")[2])]["space"], 1e5)

        furthest = max(behind(a) for a in legal)
        return self._random.choice([a for a in legal if behind(a) == furthest])

    def _on_draft(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        return min(legal, key=lambda a: KEEP_ORDER.index(a.partition(":")[2]))

    def _on_cobra(self, view: Mapping[str, Any], state: Any, me: Any, legal: list[str]) -> str:
        return "drop:cobra"


__all__ = ["EQUIPMENT", "HeuristicBot", "distance_to"]
