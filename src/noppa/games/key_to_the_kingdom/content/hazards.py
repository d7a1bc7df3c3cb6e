"""The rules of the 21 white-dagger hazards as data (``data/hazards.toml``), checked on load.

A hazard is a handful of :class:`Node` values — where the adventurer stands and what happens there —
run by one interpreter (state_hazards.py). Three hazards have a part no table can say well (the Dark
Bridge's building, the Stone Circle's two magics, the Wizard's gifts); they name a ``special`` and
keep their ordinary parts here. :func:`check_against_board` makes sure every spot, track, route and
mark a rule mentions exists on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import msgspec

from noppa.engine import LoadError
from noppa.games.key_to_the_kingdom.content.board import DATA, Board, load_board
from noppa.games.key_to_the_kingdom.content.procedures import (
    Branch,
    BranchData,
    Effect,
    Method,
    Roll,
    RollData,
    parse_branches,
    parse_effects,
    parse_method,
    parse_roll,
)
from noppa.games.key_to_the_kingdom.content.schema import Id, decode, fail, read_toml

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

Do = Literal["roll", "escape", "walk", "lost_turns", "effects", "special"]
"""What a node does (see hazards.toml)."""
Special = Literal["", "dark-bridge", "stone-circle", "wizard"]
"""The hazards with a part of their own in code (``""`` for none)."""
DO: tuple[str, ...] = get_args(Do)
SPECIALS: tuple[str, ...] = get_args(Special)
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


class _NodeData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One ``[<hazard>.node.<name>]`` (after ``like`` has copied the node it names): see :class:`Node`."""

    at: Id
    when: Literal["now", "next_turn"] = "now"
    do: Do
    roll: RollData | None = None
    on: list[BranchData] = []
    win: list[Id] = []
    lose: list[Id] = []
    methods: list[dict[str, Any]] = []
    """Decoded one by one (:class:`~.procedures.MethodData`) so a problem names the method."""
    track: str = ""
    route: str = ""
    rolls: Annotated[int, msgspec.Meta(ge=0, le=8)] | Literal["until"] = 1
    land: dict[str, list[Id]] = {}
    end: list[Id] = []
    short: list[Id] = []
    overshoot: dict[Literal["odd", "even"], Id] = {}
    turns: Annotated[int, msgspec.Meta(ge=0, le=10)] = 0
    then: list[Id] = []


class _HazardData(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One ``[<hazard>]``: its special part, the nodes run on arrival and when facing it, its nodes."""

    special: Special = ""
    arrive: str | dict[str, str] = ""
    face: str | dict[str, str] = ""
    face_roll: Literal["fresh", "turn"] = "fresh"
    node: dict[str, dict[str, Any]] = {}
    """Decoded one by one (:class:`_NodeData`, after ``like``) so a problem names the node."""


_DO_NEEDS: dict[str, tuple[Callable[[Node], bool], str]] = {
    "roll": (
        lambda n: bool(n.on) or bool(n.roll and n.roll.is_trial and (n.win or n.lose)),
        "a 'roll' node needs 'on' branches, or a trial 'roll' with 'win'/'lose'",
    ),
    "escape": (lambda n: bool(n.methods), "an 'escape' node needs 'methods'"),
    "walk": (
        lambda n: bool(n.track or n.route or n.at == "route" or n.at.startswith("route:")),
        "a 'walk' node walks a 'track' or a route",
    ),
    "lost_turns": (lambda n: n.turns >= 1, "a 'lost_turns' node needs 'turns'"),
}
"""What a node of each ``do`` needs beyond its schema, and the problem if it lacks it."""


def _node(file: str, hazard: str, nid: str, raw: Any, raws: Mapping[str, Any]) -> Node:
    where = f"{file}: hazard {hazard!r} node {nid!r}"
    if isinstance(raw, dict) and "like" in raw:
        base = raws.get(raw["like"])
        if not isinstance(base, dict) or "like" in base:
            fail(where, f"'like' names no plain node: {raw['like']!r}")
        raw = {**base, **{k: v for k, v in raw.items() if k != "like"}}
    data = decode(_NodeData, raw, where)
    kind, _, name = data.at.partition(":")
    if kind not in ("dagger", "spot", "track", "route") or (kind in ("spot", "track") and not name):
        fail(where, f"'at' is 'dagger', 'spot:NAME', 'track:NAME', 'route' or 'route:NAME', got {data.at!r}")
    verbs = HAZARD_VERBS
    node = Node(
        id=nid,
        at=data.at,
        when=data.when,
        do=data.do,
        roll=parse_roll(where, data.roll) if data.roll is not None else None,
        on=parse_branches(where, data.on, verbs),
        win=parse_effects(where, data.win, verbs),
        lose=parse_effects(where, data.lose, verbs),
        methods=tuple(parse_method(where, m, i, verbs) for i, m in enumerate(data.methods)),
        track=data.track,
        route=data.route,
        rolls=UNTIL if data.rolls == "until" else data.rolls,
        land={mark: parse_effects(f"{where} land", v, verbs) for mark, v in data.land.items()},
        end=parse_effects(where, data.end, verbs),
        short=parse_effects(where, data.short, verbs),
        overshoot={str(parity): mark for parity, mark in data.overshoot.items()},
        turns=data.turns,
        then=parse_effects(where, data.then, verbs),
    )
    need = _DO_NEEDS.get(node.do)
    if need is not None and not need[0](node):
        fail(where, need[1])
    return node


def parse_hazards(raw: Mapping[str, Any], file: str = "hazards.toml") -> dict[str, HazardRules]:
    """Build and check every hazard's rules from parsed TOML."""
    rules: dict[str, HazardRules] = {}
    for hid, table in raw.items():
        where = f"{file}: hazard {hid!r}"
        data = decode(_HazardData, table, where)
        nodes = {nid: _node(file, hid, nid, n, data.node) for nid, n in data.node.items()}
        by_end = {
            key: _by_end(where, key, value, nodes)
            for key, value in (("arrive", data.arrive), ("face", data.face))
        }
        for node in nodes.values():
            _check_effects(where, node, nodes)
        rules[hid] = HazardRules(hid, data.special, by_end["arrive"], by_end["face"], nodes, data.face_roll)
    return rules


def _by_end(where: str, key: str, value: str | dict[str, str], nodes: Mapping[str, Node]) -> dict[str, str]:
    """``arrive`` or ``face`` by end: one node name for both ends, or ``{a = ..., b = ...}``."""
    by_end = {"a": value, "b": value} if isinstance(value, str) else value
    if set(by_end) != {"a", "b"}:
        fail(where, f"{key!r} is a node name, '' or a table {{a = ..., b = ...}}")
    for end, nid in by_end.items():
        if nid and nid not in nodes:
            fail(where, f"{key!r} of end {end} names unknown node {nid!r}")
    return dict(by_end)


def _check_effects(where: str, node: Node, nodes: Mapping[str, Node]) -> None:
    """The arguments a node's effects give name what this hazard has."""
    for verb, argument, _ in _all_effects(node):
        if verb in ("goto", "walk", "walk-on", "fall") and argument not in nodes:
            fail(where, f"node {node.id!r}: effect '{verb}:{argument}' names no node of this hazard")
        if verb == "treasure" and argument != "choice":
            fail(where, f"node {node.id!r}: 'treasure:' takes 'choice'")
        if verb == "wizard" and argument not in ("gifts", "comfort"):
            fail(where, f"node {node.id!r}: 'wizard:' takes 'gifts' or 'comfort'")


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
    return parse_hazards(read_toml(path), path.name)


@cache
def load_hazards() -> dict[str, HazardRules]:
    """The rules of ``data/hazards.toml``, checked against the board."""
    rules = load_hazards_file(DATA / "hazards.toml")
    check_against_board(rules, load_board())
    return rules
