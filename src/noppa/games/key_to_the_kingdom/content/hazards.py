"""The rules of the 21 white-dagger hazards as data (``data/hazards.toml``), checked on load.

A hazard is a handful of :class:`Node` values — where the adventurer stands and what happens there —
run by one interpreter (state_hazards.py). Three hazards have a part no table can say well (the Dark
Bridge's building, the Stone Circle's two magics, the Wizard's gifts); they name a ``special`` and
keep their ordinary parts here. :func:`check_against_board` makes sure every spot, track, route and
mark a rule mentions exists on the board.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.board import DATA, Board, load_board
from noppa.games.key_to_the_kingdom.content.procedures import (
    Branch,
    Effect,
    Method,
    Reader,
    Roll,
    parse_branches,
    parse_effects,
    parse_method,
    parse_roll,
)

HAZARD_VERBS: dict[str, str] = {
    "cross": "",
    "either": "",
    "back": "",
    "stay": "",
    "wait": "",
    "again": "",
    "step": "",
    "hold": "",
    "continue": "",
    "circle": "",
    "next": "arg",
    "goto": "arg",
    "walk": "arg",
    "walk-on": "arg",
    "fall": "arg",
    "lose": "arg",
    "treasure": "arg",
    "black-dagger": "arg",
    "wizard": "arg",
}
"""Effects a hazard may use; see the header of hazards.toml and docs/key-to-the-kingdom/data-format.md."""

RULE_NODES: dict[str, tuple[str, ...]] = {
    # Where hazards.toml carries each hazard rule: (hazard, node, node…). check_against_board makes
    # sure every node named here exists, so this index cannot drift from the data.
    "KK-BOAT-01": ("boats", "sail"),
    "KK-BOAT-02": ("boats", "serpent"),
    "KK-BOAT-03": ("boats", "serpent", "rock"),
    "KK-SKULL-01": ("skull-pit", "edge"),
    "KK-SKULL-02": ("skull-pit", "edge"),
    "KK-SKULL-03": ("skull-pit", "climb"),
    "KK-GLASS-01": ("glass-bridge", "edge"),
    "KK-GLASS-02": ("glass-bridge", "edge", "quicksand"),
    "KK-GLASS-03": ("glass-bridge", "quicksand"),
    "KK-GLASS-04": ("glass-bridge", "quicksand"),
    "KK-GLASS-05": ("glass-bridge", "quicksand"),
    "KK-BROKEN-01": ("broken-bridge", "cross"),
    "KK-BROKEN-02": ("broken-bridge", "cross"),
    "KK-BROKEN-03": ("broken-bridge", "cross", "water"),
    "KK-BROKEN-04": ("broken-bridge", "octopus"),
    "KK-CYC-01": ("cyclops", "meet"),
    "KK-CYC-02": ("cyclops", "meet"),
    "KK-CYC-03": ("cyclops", "meet", "stones"),
    "KK-CYC-04": ("cyclops", "stones", "water"),
    "KK-MOAT-01": ("moat", "edge"),
    "KK-MOAT-02": ("moat", "water"),
    "KK-MOAT-03": ("moat", "crocodiles"),
    "KK-MOAT-04": ("moat", "shore"),
    "KK-DARK-01": ("dark-bridge", "build"),
    "KK-DARK-02": ("dark-bridge", "bridge"),
    "KK-DARK-03": ("dark-bridge", "bridge"),
    "KK-DARK-04": ("dark-bridge", "bridge"),
    "KK-DARK-05": ("dark-bridge", "water"),
    "KK-PILE-01": ("pile-bridge", "piles"),
    "KK-PILE-02": ("pile-bridge", "piles", "water"),
    "KK-PILE-03": ("pile-bridge", "maw"),
    "KK-PILE-04": ("pile-bridge", "maw"),
    "KK-ICE-01": ("ice-caves", "edge"),
    "KK-ICE-02": ("ice-caves", "cave"),
    "KK-ICE-03": ("ice-caves", "cave"),
    "KK-FOREST-01": ("living-forest", "walk"),
    "KK-FOREST-02": ("living-forest", "branch"),
    "KK-FOREST-03": ("living-forest", "branch"),
    "KK-ARCH-01": ("magic-arch", "toward", "away"),
    "KK-ARCH-02": ("magic-arch", "toward", "away"),
    "KK-RAT-01": ("rat-trap", "edge"),
    "KK-RAT-02": ("rat-trap", "trap"),
    "KK-RAT-03": ("rat-trap", "trap", "caught", "stones"),
    "KK-GIANT-01": ("sleeping-giant", "pass"),
    "KK-GIANT-02": ("sleeping-giant", "thrown"),
    "KK-GIANT-03": ("sleeping-giant", "thrown"),
    "KK-SNAKE-01": ("snake-pit", "edge"),
    "KK-SNAKE-02": ("snake-pit", "pit"),
    "KK-SNAKE-03": ("snake-pit", "pit"),
    "KK-WEB-01": ("tarantula-web", "edge"),
    "KK-WEB-02": ("tarantula-web", "nest"),
    "KK-WEB-03": ("tarantula-web", "nest", "spiders"),
    "KK-WEB-04": ("tarantula-web", "nest"),
    "KK-SWAMP-01": ("swamp", "wade", "stone"),
    "KK-SWAMP-02": ("swamp", "red", "hook", "red-wait"),
    "KK-SWAMP-03": ("swamp", "red"),
    "KK-TIGER-01": ("tiger-pit", "edge"),
    "KK-TIGER-02": ("tiger-pit", "edge"),
    "KK-TIGER-03": ("tiger-pit", "pit"),
    "KK-TIGER-04": ("tiger-pit", "pit"),
    "KK-WELL-01": ("doom-well", "round"),
    "KK-WELL-02": ("doom-well", "depths", "rim"),
    "KK-WELL-03": ("doom-well", "depths"),
    "KK-BOAR-01": ("wild-boar", "edge"),
    "KK-BOAR-02": ("wild-boar", "edge"),
    "KK-BOAR-03": ("wild-boar", "edge"),
    "KK-WIZ-02": ("wizard", "task"),
    "KK-WIZ-03": ("wizard", "task"),
    "KK-WIZ-04": ("wizard", "task"),
}
"""Rule ID → the hazard and the nodes of hazards.toml that carry it (the interpreter is generic)."""

DO = ("roll", "escape", "walk", "lost_turns", "effects", "special")
SPECIALS = ("", "dark-bridge", "stone-circle", "wizard")
UNTIL = 0
"""``rolls = "until"``: keep rolling while landing on plain squares."""


@dataclass(frozen=True, slots=True)
class Node:
    """One situation inside a hazard (see hazards.toml)."""

    id: str
    at: str
    when: str
    do: str
    roll: Roll | None = None
    on: tuple[Branch, ...] = ()
    win: tuple[Effect, ...] = ()
    lose: tuple[Effect, ...] = ()
    methods: tuple[Method, ...] = ()
    track: str = ""
    route: str = ""
    rolls: int = 1
    land: Mapping[str, tuple[Effect, ...]] = field(default_factory=dict)
    end: tuple[Effect, ...] = ()
    short: tuple[Effect, ...] = ()
    overshoot: Mapping[str, str] = field(default_factory=dict)
    """``odd``/``even`` → a square mark: a roll of that parity that would carry him past the far end
    ends on the last square so marked instead (the Pile Bridge, KK-PILE-01)."""
    turns: int = 0
    then: tuple[Effect, ...] = ()

    @property
    def now(self) -> bool:
        """Whether the node acts as soon as the adventurer gets there (else on his next turn)."""
        return self.when == "now"


@dataclass(frozen=True, slots=True)
class HazardRules:
    """What happens at one hazard: the node run on arrival and when facing it, by end."""

    id: str
    special: str
    arrive: Mapping[str, str]
    face: Mapping[str, str]
    nodes: Mapping[str, Node]
    face_roll: str = "fresh"
    """``turn``: facing it from a dagger uses the turn's roll (it is the move); else fresh rolls."""


_NODE_KEYS = {
    "at", "when", "do", "roll", "on", "win", "lose", "methods", "track", "route", "rolls", "land", "end",
    "short", "overshoot", "turns", "then", "like",
}  # fmt: skip


def _node(file: str, hazard: str, nid: str, raw: dict[str, Any], raws: dict[str, Any]) -> Node:
    if "like" in raw:
        base = raws.get(raw["like"])
        if not isinstance(base, dict) or "like" in base:
            raise LoadError(
                f"{file}: hazard {hazard!r} node {nid!r}", f"'like' names no plain node: {raw['like']!r}"
            )
        raw = {**base, **{k: v for k, v in raw.items() if k != "like"}}
    r = Reader(file, f"hazard {hazard!r} node {nid!r}", raw)
    r.only(_NODE_KEYS)
    at = r.text("at")
    kind, _, name = at.partition(":")
    if kind not in ("dagger", "spot", "track", "route") or (kind in ("spot", "track") and not name):
        r.fail(f"'at' is 'dagger', 'spot:NAME', 'track:NAME', 'route' or 'route:NAME', got {at!r}")
    when = r.text("when", "now")
    if when not in ("now", "next_turn"):
        r.fail(f"'when' is 'now' or 'next_turn', got {when!r}")
    do = r.text("do")
    if do not in DO:
        r.fail(f"'do' is one of {', '.join(DO)}, got {do!r}")
    verbs = HAZARD_VERBS
    rolls_raw = raw.get("rolls", 1)
    rolls = UNTIL if rolls_raw == "until" else rolls_raw
    if not isinstance(rolls, int) or isinstance(rolls, bool) or not 0 <= rolls <= 8:
        r.fail(f"'rolls' is a number of rolls or 'until', got {rolls_raw!r}")
    land_raw = raw.get("land", {})
    if not isinstance(land_raw, dict):
        r.fail("'land' maps square marks to effects")
    land = {
        mark: parse_effects(Reader(file, f"{r.where} land", {mark: v}), mark, verbs)
        for mark, v in land_raw.items()
    }
    overshoot = raw.get("overshoot", {})
    if not isinstance(overshoot, dict) or not all(
        k in ("odd", "even") and isinstance(v, str) for k, v in overshoot.items()
    ):
        r.fail("'overshoot' maps 'odd' or 'even' to a square mark")
    methods_raw = raw.get("methods", [])
    if not isinstance(methods_raw, list):
        r.fail("'methods' is a list of method tables")
    node = Node(
        id=nid,
        at=at,
        when=when,
        do=do,
        roll=parse_roll(r, raw["roll"]) if "roll" in raw else None,
        on=parse_branches(r, "on", verbs),
        win=parse_effects(r, "win", verbs),
        lose=parse_effects(r, "lose", verbs),
        methods=tuple(parse_method(r, m, i, verbs) for i, m in enumerate(methods_raw)),
        track=r.text("track", ""),
        route=r.text("route", ""),
        rolls=rolls,
        land=land,
        end=parse_effects(r, "end", verbs),
        short=parse_effects(r, "short", verbs),
        overshoot=dict(overshoot),
        turns=r.integer("turns", 0, 0, 10),
        then=parse_effects(r, "then", verbs),
    )
    if do == "roll" and not node.on and not (node.roll and node.roll.is_trial and (node.win or node.lose)):
        r.fail("a 'roll' node needs 'on' branches, or a trial 'roll' with 'win'/'lose'")
    if do == "escape" and not node.methods:
        r.fail("an 'escape' node needs 'methods'")
    if do == "walk" and not (node.track or node.route or at == "route" or at.startswith("route:")):
        r.fail("a 'walk' node walks a 'track' or a route")
    if do == "lost_turns" and node.turns < 1:
        r.fail("a 'lost_turns' node needs 'turns'")
    return node


def parse_hazards(raw: Mapping[str, Any], file: str = "hazards.toml") -> dict[str, HazardRules]:
    """Build and check every hazard's rules from parsed TOML."""
    rules: dict[str, HazardRules] = {}
    for hid, table in raw.items():
        r = Reader(file, f"hazard {hid!r}", table)
        r.only({"special", "arrive", "face", "face_roll", "node"})
        special = r.text("special", "")
        if special not in SPECIALS:
            r.fail(f"unknown special {special!r}; specials: {', '.join(s for s in SPECIALS if s)}")
        raws = table.get("node", {})
        if not isinstance(raws, dict):
            r.fail("'node' must hold tables [<hazard>.node.<name>]")
        nodes = {nid: _node(file, hid, nid, dict(n), raws) for nid, n in raws.items()}
        by_end: dict[str, dict[str, str]] = {}
        for key in ("arrive", "face"):
            value = table.get(key, "")
            if isinstance(value, str):
                value = {"a": value, "b": value}
            if not isinstance(value, dict) or set(value) != {"a", "b"}:
                r.fail(f"{key!r} is a node name, '' or a table {{a = ..., b = ...}}")
            for end, nid in value.items():
                if nid and nid not in nodes:
                    r.fail(f"{key!r} of end {end} names unknown node {nid!r}")
            by_end[key] = dict(value)
        for node in nodes.values():
            for effect in _all_effects(node):
                verb, argument, _ = effect
                if verb in ("goto", "walk", "walk-on", "fall") and argument not in nodes:
                    r.fail(f"node {node.id!r}: effect '{verb}:{argument}' names no node of this hazard")
                if verb == "treasure" and argument != "choice":
                    r.fail(f"node {node.id!r}: 'treasure:' takes 'choice'")
                if verb == "wizard" and argument not in ("gifts", "comfort"):
                    r.fail(f"node {node.id!r}: 'wizard:' takes 'gifts' or 'comfort'")
        face_roll = r.text("face_roll", "fresh")
        if face_roll not in ("fresh", "turn"):
            r.fail(f"'face_roll' is 'fresh' or 'turn', got {face_roll!r}")
        rules[hid] = HazardRules(hid, special, by_end["arrive"], by_end["face"], nodes, face_roll)
    return rules


def _all_effects(node: Node) -> list[Effect]:
    effects = [*node.win, *node.lose, *node.end, *node.short, *node.then]
    for branch in node.on:
        effects.extend(branch.then)
    for effs in node.land.values():
        effects.extend(effs)
    for method in node.methods:
        effects.extend((*method.then, *method.win, *method.lose))
        for branch in method.on:
            effects.extend(branch.then)
    return effects


def check_against_board(rules: Mapping[str, HazardRules], board: Board, file: str = "hazards.toml") -> None:
    """Every hazard of the board has rules and every spot, track, route and mark they use exists."""
    missing = sorted(set(board.hazards) ^ set(rules))
    if missing:
        raise LoadError(
            f"{file}", f"hazards in only one of board.toml and hazards.toml: {', '.join(missing)}"
        )
    if len(rules) != 21:
        raise LoadError(f"{file}", f"the Kingdom has 21 white-dagger hazards, found {len(rules)}")
    for rule, (hid, *nodes) in RULE_NODES.items():
        if hid not in rules or any(n not in rules[hid].nodes for n in nodes):
            raise LoadError(file, f"{rule} is said to live in {hid}.node.{'/'.join(nodes)}, which is missing")
    for hid, hazard in rules.items():
        geo = board.hazards[hid]
        for node in hazard.nodes.values():
            where = f"{file}: hazard {hid!r} node {node.id!r}"
            kind, _, name = node.at.partition(":")
            names = [name.replace("{from}", end) for end in "ab"] if name else []
            if kind == "spot" and name not in geo.spots:
                raise LoadError(where, f"spot {name!r} is not in board.toml's hazard {hid!r}")
            if kind == "track" and name not in geo.tracks:
                raise LoadError(where, f"track {name!r} is not in board.toml's hazard {hid!r}")
            if kind == "route" and any(n not in geo.routes for n in names):
                raise LoadError(where, f"route {name!r} is not in board.toml's hazard {hid!r}")
            if node.track and node.track not in geo.tracks:
                raise LoadError(where, f"walks unknown track {node.track!r}")
            marks = {board.spaces[s].mark for t in geo.tracks.values() for s in t}
            marks |= {board.spaces[s].mark for r in geo.routes.values() for s in r.squares}
            for mark in [*node.land, *node.overshoot.values()]:
                if mark not in marks:
                    raise LoadError(
                        where, f"'land' or 'overshoot' names mark {mark!r}, which no square of {hid!r} has"
                    )
            for verb, argument, position in _all_effects(node):
                if verb == "next" and argument not in marks:
                    raise LoadError(where, f"'next:{argument}': no square of {hid!r} has that mark")
                if verb == "black-dagger" and argument not in board.places:
                    raise LoadError(where, f"'black-dagger:{argument}' names no treasure place")
                if verb == "goto" and position and not position.isdigit():
                    target = hazard.nodes[argument]
                    track = target.at.partition(":")[2]
                    if track not in geo.tracks or not any(
                        board.spaces[s].mark == position for s in geo.tracks[track]
                    ):
                        raise LoadError(
                            where, f"'goto:{argument}@{position}': no square so marked on its track"
                        )
            if len(geo.ends) != 2 and hazard.special not in ("stone-circle", "wizard"):
                raise LoadError(where, "a crossing hazard has two white daggers")


def load_hazards_file(path: Path) -> dict[str, HazardRules]:
    """Read and check a hazard rules file."""
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise LoadError(path.name, f"not valid TOML: {error}") from error
    return parse_hazards(raw, path.name)


@cache
def load_hazards() -> dict[str, HazardRules]:
    """The rules of ``data/hazards.toml``, checked against the board."""
    rules = load_hazards_file(DATA / "hazards.toml")
    check_against_board(rules, load_board())
    return rules
