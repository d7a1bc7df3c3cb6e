"""Runebound as a :class:`noppa.engine.Game`: facts, options, action syntax, its capabilities."""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from noppa.engine import (
    UI,
    Action,
    BotFactory,
    Dice,
    Game,
    InvalidAction,
    Option,
    OptionValue,
    Search,
    SeededDice,
    Study,
    fresh_seed,
)
from noppa.engine.numbers import parse_number
from noppa.games.runebound import statistics
from noppa.games.runebound.ai import playout
from noppa.games.runebound.ai.bot import HeuristicBot
from noppa.games.runebound.content.schema import load
from noppa.games.runebound.events import RuneboundEvent
from noppa.games.runebound.rules import hidden, position
from noppa.games.runebound.rules.hexmap import hex_id
from noppa.games.runebound.rules.position import RuneboundPosition
from noppa.games.runebound.rules.state import RuneboundState
from noppa.games.runebound.ui.render import RuneboundRenderer
from noppa.games.runebound.ui.svg import GEM_FILL, TERRAIN_FILL, hex_center
from noppa.games.runebound.words.capability import RuneboundWords, card_text, coordinate

OPTIONS = (
    Option("path_of_doom", (True, False), True, "rb.option.path_of_doom", "RB-DOOM-01"),
    Option("skill_tests", (True, False), True, "rb.option.skill_tests", "RB-SKILL-01"),
    Option("victory", ("either", "margath", "runes"), "either", "rb.option.victory", "RB-WIN-02"),
    Option("round_limit", (40, 25, 60), 40, "rb.option.round_limit", "RB-WIN-01"),
    Option("xp_cost", ("table", "3", "4", "5", "6"), "table", "rb.option.xp_cost", "RB-XP-02"),
    Option("replenish", ("every", "effective"), "every", "rb.option.replenish", "RB-REPL-01"),
    Option("life_bar", ("adventures", "challenges"), "adventures", "rb.option.life_bar", "RB-XP-08"),
    Option("meet_anywhere", (True, False), True, "rb.option.meet_anywhere", "RB-MEET-06"),
    Option("sell_allies", (False, True), False, "rb.option.sell_allies", "RB-MKT-06"),
    Option("trade_gold", (True, False), True, "rb.option.trade_gold", "RB-MEET-03"),
)

NO_ARGS = {
    "adventure",
    "pass",
    "leave",
    "fight_on",
    "escape",
    "decline",
    "done",
    "end",
    "clear",
    "propose",
    "accept",
    "reject",
}
ONE_ARG = {
    "step",
    "move",
    "from",
    "place",
    "use",
    "discard",
    "rest",
    "lost",
    "trade",
    "fight",
    "option",
    "attack",
    "defend",
    "ally",
    "lose",
    "city",
    "buy",
    "hire",
    "sell",
    "xp",
    "give",
    "want",
    "pay",
    "charge",
}
DIGITS = {"lost", "trade", "fight", "option", "pay", "charge"}
PHASE_ARGS = {"attack", "defend"}

BOTS: Mapping[str, BotFactory] = {"heuristic": HeuristicBot}
"""Runebound's own bots."""


class RuneboundGame(Game[RuneboundState]):
    """Runebound, 2nd edition: 1–6 heroes roam a hex map for adventures, gear and Dragon Runes."""

    id = "runebound"
    prefix = "rb"
    player_counts = range(1, 7)  # RB-COMP-01
    pass_actions = frozenset({"pass", "end"})  # RB-ADV-01, RB-TURN-03: pass an adventure, end
    options = OPTIONS
    event_type = RuneboundEvent
    words: RuneboundWords
    has_secrets = False  # no seat holds a secret; deck orders and face-down things are hidden from all
    search: RuneboundSearch
    study: Study[RuneboundState]
    ui: RuneboundUI

    def __init__(self) -> None:
        super().__init__()
        self.search = RuneboundSearch(self)
        # Game figures for simulation reports: challenges, knock-outs, the market, how it ended;
        # per seat with each hero's level, Runes and gold at the end (statistics.py).
        self.study = Study(statistics=statistics.statistics, seat_statistics=statistics.seat_statistics)
        self.ui = RuneboundUI()
        self.words = RuneboundWords()

    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> RuneboundState:
        return RuneboundState(self, players, options, dice)

    position_type = RuneboundPosition
    """A position: heroes (hex, gold, wounds, fatigue, cards, XP), whose turn and at which step,
    tokens, the tops of the decks, the event in force (:mod:`~noppa.games.runebound.rules.position`)."""

    def _position(
        self, spec: RuneboundPosition, options: dict[str, OptionValue], dice: Dice, where: str
    ) -> RuneboundState:
        return position.build(self, spec, options, dice, where)

    def load_state(self, data: Any, where: str = "saved game") -> RuneboundState:
        """As :meth:`Game.load_state`; a save whose snapshot has an older shape is converted first,
        in one place (:func:`~noppa.games.runebound.rules.hidden.migrate`), so every earlier save loads."""
        return super().load_state(hidden.migrate_save(data), where)

    def new_state(
        self,
        players: int,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        dice: Dice | None = None,
        names: Sequence[str | None] = (),
        heroes: list[str] | None = None,
    ) -> RuneboundState:
        """A new game; ``heroes`` picks the heroes by id (RB-SETUP-07: "or by mutual agreement")."""
        if heroes is None:
            return super().new_state(players, seed, options, dice=dice, names=names)
        if players not in self.player_counts or len(heroes) != players:
            raise ValueError(f"give one hero per player ({players}), not {heroes!r}")
        resolved = self.resolve_options(options)
        if dice is None:
            dice = SeededDice(fresh_seed() if seed is None else seed)
        state = RuneboundState(self, players, resolved, dice, heroes=list(heroes))
        if names:
            state.name_seats(names)
        return state

    def _check_action(self, action: Action) -> None:
        kind, args = action.kind, action.args
        if kind in NO_ARGS:
            if args:
                raise InvalidAction("rb.error.no_arguments", action=action.text)
            return
        if kind == "roll":
            if len(args) > 1 or (args and parse_number(args[0]) is None):
                raise InvalidAction("rb.error.syntax", action=action.text)
            return
        if kind == "take":
            if len(args) > 1:
                raise InvalidAction("rb.error.syntax", action=action.text)
            return
        if kind == "heal":
            if len(args) != 2 or args[1] not in ("wound", "fatigue"):
                raise InvalidAction("rb.error.syntax", action=action.text)
            return
        if kind in ONE_ARG:
            if len(args) != 1:
                raise InvalidAction("rb.error.syntax", action=action.text)
            if kind in DIGITS and parse_number(args[0]) is None:
                raise InvalidAction("rb.error.syntax", action=action.text)
            if kind in PHASE_ARGS and args[0] not in ("ranged", "melee", "magic"):
                raise InvalidAction("rb.error.syntax", action=action.text)
            return
        raise InvalidAction("rb.error.unknown_action", action=action.text)

    def bots(self) -> Mapping[str, BotFactory]:
        return BOTS


class RuneboundSearch(Search[RuneboundState]):
    """Search: hidden cards sampled consistently with a view (hidden.py), a rule-of-thumb playout,
    a fitted estimate and where it may be read (playout.py)."""

    def __init__(self, game: RuneboundGame) -> None:
        self.game = game

    def determinize(self, view: Mapping[str, Any], seed: int) -> RuneboundState:
        return hidden.determinize(self.game, view, seed)

    def resample_hidden(self, state: RuneboundState, seat: int | None, seed: int) -> RuneboundState:
        return hidden.resample(state, seed)

    def key(self, state: RuneboundState, seat: int) -> Hashable:
        return playout.search_key(state, seat)

    def rollout_action(self, state: RuneboundState, rng: random.Random) -> Action:
        """A quick rule-of-thumb policy read from the full state (``playout.py``)."""
        return playout.rollout_action(state, rng)

    def preset(self, players: int) -> str:
        """A flat search: after each root action the heuristic bot finishes the turn, and the fitted
        estimate scores the start of the next (``playout.settled``); it overrules the heuristic only
        when sure (z = 3). It beats the heuristic head to head (``docs/bots.md``)."""
        return "100:depth=0:tree=1:rollout=heuristic:extend=3"

    def settled(self, state: RuneboundState) -> bool:
        """A turn has just begun, nothing of it played: no fight, trade or wound half-settled
        (``playout.settled``)."""
        return playout.settled(state)

    def evaluate(self, state: RuneboundState) -> list[float]:
        """Each seat's chance to win, fitted to heuristic self-play (``playout.features``, ``fitting.py``)."""
        return playout.evaluate(state)


class RuneboundUI(UI[RuneboundState]):
    """The terminal renderer and the map for graphical clients."""

    def terminal_renderer(self) -> RuneboundRenderer:
        return RuneboundRenderer()

    def board_data(self) -> Mapping[str, Any]:
        """The map and card names for graphical clients (served at ``/api/games/runebound/board``).

        ``hexes`` is in the engine's index order (a hero's ``hex`` in the view is an index into it);
        ``x``/``y`` are centres for hexes of circumradius 1 (flat-topped, odd-q); ``dice`` lists each
        movement die's faces (a view's ``rolled[i]`` is face 1…6 of die ``i``); ``texts`` holds what each
        card says (heroes, market cards, challenges) in both languages; ``coord`` is a hex's coordinate.
        """
        content = load()
        names = {
            card.id: {"en": card.name.en, "fi": card.name.fi}
            for group in (content.heroes, content.allies, content.items, content.adventures)
            for card in group.values()
        }
        hexes = []
        for data in content.hexes:
            x, y = hex_center(data.col, data.row, 1.0)
            hexes.append(
                {
                    "id": hex_id(data.col, data.row),
                    "coord": coordinate(data.col, data.row),  # RB-UI-01: as menus and the log name it
                    "col": data.col,
                    "row": data.row,
                    "x": round(x, 4),
                    "y": round(y, 4),
                    "terrain": data.terrain,
                    "gem": data.gem,
                    "sun": data.sun,
                    "city": data.city,
                    "in_play": data.in_play,
                }
            )
        return {
            "layout": "flat-topped hexes, odd-q offset coordinates",
            "hexes": hexes,
            "cities": {
                c.id: {"name": {"en": c.name.en, "fi": c.name.fi}, "path": c.path, "start": c.start}
                for c in content.cities.values()
            },
            "dice": [[list(face) for face in die.faces] for die in content.dice],
            "terrain_colours": dict(TERRAIN_FILL),
            "gem_colours": dict(GEM_FILL),
            "names": names,
            "texts": {  # RB-CARD-03, RB-UI-02: what each card says, for the sheets and the fight panel
                card: {"en": card_text(content, card, "en"), "fi": card_text(content, card, "fi")}
                for card in names
                if card_text(content, card, "en")
            },
        }
