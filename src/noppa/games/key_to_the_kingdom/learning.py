"""Key to the Kingdom for learning programs: fixed action numbers and a structured observation.

**Actions** are numbered from the game's data, the same in every position: the five bare actions,
then each kind with one argument over its whole domain — ``move``, ``enter``, ``dagger`` and
``out`` by every space of the board (``data/board.toml``), ``escape`` by every escape method of
the hazards (``hazards.toml``), ``fight`` by every method of the monster cards (``monsters.toml``),
``lose``, ``pick``, ``lend`` and ``take`` by equipment, ``treasure``, ``take:case/…`` and ``steal``
by treasure case, ``partner`` and ``steal`` by seat, ``magic`` by its four moves, ``drop:cobra``.
Only the seat-numbered kinds depend on the player count.

**Observation**: named slices (see ``docs/rl.md`` for the table), from one seat's view only.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from noppa.engine import Learning, OptionValue
from noppa.engine.features import Features, seat_order, squash
from noppa.games.key_to_the_kingdom.content.board import load_board
from noppa.games.key_to_the_kingdom.content.components import CASES, COBRA, DIE, EQUIPMENT, TREASURES
from noppa.games.key_to_the_kingdom.content.hazards import load_hazards
from noppa.games.key_to_the_kingdom.content.monsters import load_magic, load_monsters
from noppa.games.key_to_the_kingdom.game import NO_ARGUMENT, KeyToTheKingdomGame

MAGIC_MOVES = ("play", "pass", "return", "card")
FOLDS = ("west", "east")
FOLD_SIDES = ("out", "in")


@cache
def spaces() -> tuple[str, ...]:
    """Every space of the board, in the data's order."""
    return tuple(load_board().spaces)


@cache
def _methods() -> tuple[tuple[str, ...], tuple[str, ...]]:
    escape = sorted(
        {m.id for rules in load_hazards().values() for n in rules.nodes.values() for m in n.methods}
    )
    fight = sorted({m.id for card in load_monsters().values() for m in card.methods})
    return tuple(escape), tuple(fight)


@cache
def action_space(players: int) -> tuple[str, ...]:
    """Every action text that can be legal with ``players`` seats, in a fixed order."""
    board = spaces()
    escape, fight = _methods()
    seats = [str(seat) for seat in range(players)]
    out: list[str] = sorted(NO_ARGUMENT)
    for kind in ("move", "enter", "dagger", "out"):
        out += [f"{kind}:{space}" for space in board]
    out += [f"escape:{method}" for method in escape]
    out += [f"fight:{method}" for method in fight]
    for kind in ("lose", "pick", "lend", "take"):
        out += [f"{kind}:{item}" for item in EQUIPMENT]
    out += [f"take:case/{case}" for case in CASES]
    out += [f"treasure:{case}" for case in CASES]
    out += [f"steal:{seat}/{case}" for seat in seats for case in CASES]
    out += [f"partner:{seat}" for seat in seats]
    out += [f"magic:{move}" for move in MAGIC_MOVES]
    out.append(f"drop:{COBRA}")
    return tuple(out)


def _adventurer(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    adventurers: list[dict[str, Any]] = view["state"]["adventurers"]
    return adventurers[seat]


class KeyToTheKingdomLearning(Learning):
    """The action numbering and observation of Key to the Kingdom (see the module's docstring)."""

    chance_sides = DIE
    """The faces of the game's one die (an eight-sided die, KK-COMP-01)."""

    def action_space(self, players: int, options: Mapping[str, OptionValue]) -> tuple[str, ...]:
        """Every action text that can be legal in such a game, in a fixed order."""
        return action_space(players)

    def features(self, view: Mapping[str, Any]) -> Features:
        """The observation of ``view`` (one seat's view) slice by slice."""
        picture = view["state"]
        order = seat_order(view)
        board = spaces()
        out = Features()
        people = [_adventurer(view, seat) for seat in order]
        out.per_seat(
            "adventurer.space", "one-hot over the board's spaces (data order)", order,
            ([1.0 if a["space"] == s else 0.0 for s in board] for a in people),
        )  # fmt: skip
        out.per_seat(
            "adventurer.equipment", f"equipment held: {', '.join(EQUIPMENT)}", order,
            ([1.0 if e in a["equipment"] else 0.0 for e in EQUIPMENT] for a in people),
        )  # fmt: skip
        out.per_seat(
            "adventurer.cases", f"treasure cases carried: {', '.join(CASES)}", order,
            ([1.0 if c in a["cases"] else 0.0 for c in CASES] for a in people),
        )  # fmt: skip
        out.per_seat(
            "adventurer.state",
            "to move now, escaped, in a hazard, in a dungeon, holds a magic card, dropped the cobra",
            order,
            (
                [
                    1.0 if picture["current"] == seat else 0.0,
                    1.0 if a["escaped"] else 0.0,
                    1.0 if (a["sit"] or {}).get("k") == "hz" else 0.0,
                    1.0 if (a["sit"] or {}).get("k") == "dungeon" else 0.0,
                    1.0 if a["has_magic"] else 0.0,
                    1.0 if a["cobra_dropped"] else 0.0,
                ]
                for seat, a in zip(order, people, strict=True)
            ),
        )
        cases = picture["cases"]
        out.add(
            "cases.at_place",
            f"per case ({', '.join(CASES)}): still at its place",
            (1.0 if cases[c]["where"] == "place" else 0.0 for c in CASES),
        )
        out.add(
            "cases.treasure",
            f"per case: the treasure in it as far as the observer knows, one-hot over {', '.join(TREASURES)}",
            (1.0 if cases[c]["treasure"] == t else 0.0 for c in CASES for t in TREASURES),
        )
        out.one_hot(
            "dark_knight", "the Dark Knight's space, one-hot over the board's spaces", board, picture["dk"]
        )
        folds = picture["folds"]
        out.add(
            "board.folds",
            "the board's folds: west out, west in, east out, east in",
            (1.0 if folds.get(fold) == side else 0.0 for fold in FOLDS for side in FOLD_SIDES),
        )
        out.add(
            "decks",
            "cards left: monster deck / its size, magic deck / its size",
            (
                squash(picture["monster_deck"], len(load_monsters())),
                squash(picture["magic_deck"], len(load_magic())),
            ),
        )
        out.options(KeyToTheKingdomGame.options, view["options"])
        out.add("turn", "it is the observer's decision", [1.0 if view["to_act"] == view["seat"] else 0.0])
        return out

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        """The observation of ``view`` as one vector."""
        return self.features(view).values


LEARNING = KeyToTheKingdomLearning()
