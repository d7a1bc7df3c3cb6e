"""A Runebound position from a description: the public way to set up a game where a test, a
tutorial or a bug report needs it (``GAME.position(...)``, as python-chess builds a board from a FEN).

The description is a :class:`RuneboundPosition`. The game is set up by the rules as usual
(``new_state``: tokens, decks and markets dealt by the dice), then the description is laid over it
— the heroes' hexes, gold, wounds, fatigue, cards and XP, adventure tokens, the cards on top of the
decks, the event in force — and the turn of ``current`` stands at ``step``, asking its decision. A
card named anywhere is taken from wherever the deal put it, so no card is ever in two places. What
the rules cannot reach raises :class:`~noppa.engine.LoadError` naming the entry
(``position.heroes[1].items[0]``) and what is wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from noppa.engine import LoadError
from noppa.games.runebound.content.effects import COLOURS
from noppa.games.runebound.content.schema import load
from noppa.games.runebound.rules import abilities
from noppa.games.runebound.rules.model import AllyState, Step
from noppa.games.runebound.rules.state import RuneboundState

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.runebound.game import RuneboundGame


class HeroSetup(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One player's hero: which, where (a hex id such as ``h0706``, or a city id; Tamalir if not
    given) and what he has. Cards are market or adventure card ids; ``xp`` the bonus of each XP
    token (``mind``, ``body``, ``spirit``, ``stamina``, ``life``); ``tokens`` adventure tokens won,
    ``[colour, value]``."""

    hero: str
    at: str | None = None
    gold: int = 3
    wounds: int = 0
    fatigue: int = 0
    items: list[str] = []
    allies: list[str] = []
    xp: list[str] = []
    tokens: list[tuple[str, int]] = []


class RuneboundPosition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Runebound position (``RuneboundGame.position_type``).

    - ``heroes``: one per seat, in seat order (1–6).
    - ``current``: the seat whose turn it is; it is also the first player (0 if not given).
    - ``step``: where that turn stands: ``move`` (the Movement step, the default), ``adventure`` (on
      the hex he stands on), ``market`` (he must stand in a city) or ``experience``.
    - ``tokens``: adventure tokens put on hexes, ``{"h0806": ["green", 1]}`` (replacing any there).
    - ``decks``: cards put on top of the adventure decks, ``{"green": ["goblin-raiders"]}``, the
      first named on the very top.
    - ``event``: the event card in force, if any.
    - ``round``: the round number (1 if not given).
    """

    heroes: list[HeroSetup]
    current: int = 0
    step: Literal["move", "adventure", "market", "experience"] = "move"
    tokens: dict[str, tuple[str, int]] = {}
    decks: dict[str, list[str]] = {}
    event: str | None = None
    round: int = 1


XP_BONUSES = frozenset({"mind", "body", "spirit", "stamina", "life"})


def build(
    game: RuneboundGame, spec: RuneboundPosition, options: dict[str, OptionValue], dice: Dice, where: str
) -> RuneboundState:
    """The game ``spec`` describes, asking its decision (:meth:`RuneboundGame._position`)."""
    content = load()
    players = len(spec.heroes)
    if players not in game.player_counts:
        raise LoadError(f"{where}.heroes", f"Runebound is for 1–6 heroes, not {players}")
    names = [h.hero for h in spec.heroes]
    for i, name in enumerate(names):
        if name not in content.heroes:
            raise LoadError(f"{where}.heroes[{i}].hero", f"no hero {name!r}")
    if len(set(names)) != players:
        raise LoadError(f"{where}.heroes", "each hero may be played once")
    if not 0 <= spec.current < players:
        raise LoadError(f"{where}.current", f"no seat {spec.current} among {players}")
    if spec.round < 1:
        raise LoadError(f"{where}.round", "rounds are counted from 1")
    st = RuneboundState(game, players, options, dice, heroes=names, first=spec.current)
    st.round = spec.round
    for seat, setup in enumerate(spec.heroes):
        _hero(st, seat, setup, f"{where}.heroes[{seat}]")
    for hex_id, (colour, value) in spec.tokens.items():
        if hex_id not in st.board.index:
            raise LoadError(f"{where}.tokens", f"no hex {hex_id!r}")
        if colour not in COLOURS or value < 1:
            raise LoadError(f"{where}.tokens.{hex_id}", f"not an adventure token: {[colour, value]!r}")
        st.board_tokens[st.board.index[hex_id]] = (colour, value)
    for colour, top in spec.decks.items():
        if colour not in COLOURS:
            raise LoadError(f"{where}.decks", f"no deck {colour!r}")
        for i, card in enumerate(reversed(top)):
            entry = f"{where}.decks.{colour}[{len(top) - 1 - i}]"
            if card not in content.adventures or content.adventures[card].colour != colour:
                raise LoadError(entry, f"no {colour} adventure card {card!r}")
            _take(st, card, entry)
            st.decks[colour].append(card)
    if spec.event is not None:
        event = content.adventures.get(spec.event)
        if event is None or event.kind != "event":
            raise LoadError(f"{where}.event", f"no event card {spec.event!r}")
        _take(st, spec.event, f"{where}.event")
        st.event = spec.event
    step = Step(spec.step)
    hero = st.heroes[st.current]
    if step is Step.MARKET and hero.hex not in st.board.cities.values():
        raise LoadError(f"{where}.heroes[{st.current}].at", "the Market step is played in a city")
    st.resume_at(step)
    st._advance()
    return st


def _take(st: RuneboundState, card: str, where: str) -> None:
    """Take ``card`` from wherever the deal put it (decks, market stacks, the Path of Doom)."""
    for pile in [st.market_deck, *st.stacks.values(), *st.decks.values(), st.path]:
        if card in pile:
            pile.remove(card)
            return
    raise LoadError(where, f"{card!r} is named twice")


def _hero(st: RuneboundState, seat: int, setup: HeroSetup, where: str) -> None:
    hero = st.heroes[seat]
    hero.placed = True
    if setup.at is not None:
        if setup.at in st.board.cities:
            hero.hex = st.board.cities[setup.at]
        elif setup.at in st.board.index:
            hero.hex = st.board.index[setup.at]
        else:
            raise LoadError(f"{where}.at", f"no hex or city {setup.at!r}")
    for field, value in (("gold", setup.gold), ("wounds", setup.wounds), ("fatigue", setup.fatigue)):
        if value < 0:
            raise LoadError(f"{where}.{field}", "cannot be negative")
    hero.gold, hero.wounds, hero.fatigue = setup.gold, setup.wounds, setup.fatigue
    market = st.content.market_base
    for i, card in enumerate(setup.items):
        if card not in st.content.market_ids and card not in st.content.adventures:
            raise LoadError(f"{where}.items[{i}]", f"no card {card!r}")
        _take(st, card, f"{where}.items[{i}]")
        hero.items.append(card)
    for i, card in enumerate(setup.allies):
        if card not in market:
            raise LoadError(f"{where}.allies[{i}]", f"no ally card {card!r}")
        _take(st, card, f"{where}.allies[{i}]")
        hero.allies.append(AllyState(card))
    for i, bonus in enumerate(setup.xp):
        if bonus not in XP_BONUSES:
            raise LoadError(f"{where}.xp[{i}]", f"no XP bonus {bonus!r}")
    hero.xp = list(setup.xp)
    hero.xp_spent = st.xp_cost * len(setup.xp)  # RB-XP-09
    hero.tokens = [(colour, value) for colour, value in setup.tokens]
    if hero.wounds >= abilities.hero_stat(st, seat, "life"):
        raise LoadError(f"{where}.wounds", "a hero with wounds up to his Life is knocked out (RB-KO-01)")
    if hero.fatigue > abilities.hero_stat(st, seat, "stamina"):
        raise LoadError(f"{where}.fatigue", "more fatigue than Stamina turns into wounds (RB-WND-02)")
