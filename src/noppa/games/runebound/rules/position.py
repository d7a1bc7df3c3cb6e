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
from noppa.games.runebound.content.effects import COLOURS, Test
from noppa.games.runebound.content.schema import load
from noppa.games.runebound.rules import abilities, combat, doom, resolve
from noppa.games.runebound.rules.model import AllyState, Combat, Stage, Step
from noppa.games.runebound.rules.state import RuneboundState

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.runebound.game import RuneboundGame


class HeroSetup(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One player's hero: which, where (a hex id such as ``h0706``, or a city id; Tamalir if not
    given) and what he has. Cards are market or adventure card ids; ``xp`` the bonus of each XP
    token (``mind``, ``body``, ``spirit``, ``stamina``, ``life``); ``tokens`` adventure tokens won,
    ``[colour, value]``; ``tired_allies`` the fatigue on some of his allies, ``{"village-militia": 1}``;
    ``quests`` encounter cards he holds as quests, to complete in the city they name (RB-ADV-04)."""

    hero: str
    at: str | None = None
    gold: int = 3
    wounds: int = 0
    fatigue: int = 0
    items: list[str] = []
    allies: list[str] = []
    tired_allies: dict[str, int] = {}
    xp: list[str] = []
    tokens: list[tuple[str, int]] = []
    quests: list[str] = []


class FightSetup(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The current hero's fight against the challenge ``foe``, drawn for the adventure token on his
    hex (RB-ADV-03, RB-CMB-01).

    ``stage``: where it stands — ``bc_foe`` (just begun: the foe's Before Combat effect first,
    RB-CMB-03), ``bc`` (the foe's done: the hero's Before Combat step, RB-CMB-04) or ``round`` (Before
    Combat over: a round begins, RB-CMB-05); ``rounds`` the rounds already fought and ``foe_wounds``
    the wounds the foe has taken (RB-CMB-10)."""

    foe: str
    stage: Literal["bc_foe", "bc", "round"] = "bc_foe"
    rounds: int = 0
    foe_wounds: int = 0


class TestSetup(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A skill test ``seat`` must make: 2d10 + ``attribute`` (``mind``, ``body``, ``spirit``) + the
    bonus of ``skill`` against ``target`` (RB-SKILL-02); ``card``, the card asking for it, if any."""

    seat: int
    attribute: Literal["mind", "body", "spirit"]
    target: int
    skill: str | None = None
    card: str | None = None


class PendingSetup(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What waits to be settled before the turn goes on (the flow settles it in the rules' order).

    - ``knocked_out``: seats knocked out, the first first (RB-KO-01), their wounds up to their Life
      (``heroes[i].wounds``): each then loses what RB-KO-02 … RB-KO-04 say.
    - ``wounds``: ``[seat, amount]``, wounds about to be taken: he may prevent some first
      (RB-EX-05), else he takes them at once (RB-WND-01).
    - ``test``: a skill test waiting for its roll; its test abilities may be used first (RB-ACT-01).
    - ``keep``: ``[seat, card]``, a reward card he keeps; over a carrying limit he first discards
      one or declines it (RB-LIM-05).
    """

    knocked_out: list[int] = []
    wounds: tuple[int, int] | None = None
    test: TestSetup | None = None
    keep: tuple[int, str] | None = None


class RuneboundPosition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Runebound position (``RuneboundGame.position_type``).

    - ``heroes``: one per seat, in seat order (1–6).
    - ``current``: the seat whose turn it is; it is also the first player (0 if not given).
    - ``step``: where that turn stands: ``move`` (the Movement step, the default), ``adventure`` (on
      the hex he stands on), ``market`` (he must stand in a city), ``experience``, or ``end_turn``
      (the turn is over, RB-TURN-03: the next begins, or the Showdown if the Path of Doom calls it).
    - ``fight``: the current hero's fight in progress (:class:`FightSetup`; ``step`` ``adventure``).
    - ``pending``: what waits to be settled first (:class:`PendingSetup`).
    - ``tokens``: adventure tokens put on hexes, ``{"h0806": ["green", 1]}`` (replacing any there);
      ``null`` takes the token off a hex (``{"h0806": null}``).
    - ``decks``: cards put on top of the adventure decks, ``{"green": ["goblin-raiders"]}``, the
      first named on the very top.
    - ``market``: cards put on top of the market deck, the first named on the very top (the next a
      city draws, RB-MKT-01).
    - ``markets``: market cards put on top of the cities' stacks, ``{"tamalir": ["hunting-bow"]}``,
      the first named on the very top.
    - ``event``: the event card in force, if any.
    - ``round``: the round number (1 if not given).
    - ``doom``: doom tokens on the cities' coats of arms (RB-DOOM-07), 0–8, with the Path of Doom
      on (option ``path_of_doom``); at 8 the Showdown begins when this turn ends (RB-DOOM-08).
    """

    heroes: list[HeroSetup]
    current: int = 0
    step: Literal["move", "adventure", "market", "experience", "end_turn"] = "move"
    fight: FightSetup | None = None
    pending: PendingSetup | None = None
    tokens: dict[str, tuple[str, int] | None] = {}
    decks: dict[str, list[str]] = {}
    market: list[str] = []
    markets: dict[str, list[str]] = {}
    event: str | None = None
    round: int = 1
    doom: int = 0


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
    out = set() if spec.pending is None else set(spec.pending.knocked_out)
    for seat, setup in enumerate(spec.heroes):
        _hero(st, seat, setup, f"{where}.heroes[{seat}]", knocked_out=seat in out)
    for hex_id, put in spec.tokens.items():
        if hex_id not in st.board.index:
            raise LoadError(f"{where}.tokens", f"no hex {hex_id!r}")
        if put is None:
            st.board_tokens.pop(st.board.index[hex_id], None)
            continue
        if st.board.index[hex_id] in st.board.cities.values():
            raise LoadError(f"{where}.tokens.{hex_id}", "a city holds no adventure token")
        colour, value = put
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
    for i, card in enumerate(reversed(spec.market)):
        entry = f"{where}.market[{len(spec.market) - 1 - i}]"
        if card not in content.market_ids:
            raise LoadError(entry, f"no market card {card!r}")
        _take(st, card, entry)
        st.market_deck.append(card)
    for city, top in spec.markets.items():
        if city not in st.stacks:
            raise LoadError(f"{where}.markets", f"no city {city!r}")
        for i, card in enumerate(reversed(top)):
            entry = f"{where}.markets.{city}[{len(top) - 1 - i}]"
            if card not in content.market_ids:
                raise LoadError(entry, f"no market card {card!r}")
            _take(st, card, entry)
            st.stacks[city].append(card)
    if spec.event is not None:
        event = content.adventures.get(spec.event)
        if event is None or event.kind != "event":
            raise LoadError(f"{where}.event", f"no event card {spec.event!r}")
        _take(st, spec.event, f"{where}.event")
        st.event = spec.event
    if spec.doom:
        if not st.doom_variant:
            raise LoadError(f"{where}.doom", "doom tokens need the Path of Doom (path_of_doom)")
        if not 0 < spec.doom <= doom.DOOM_TOKENS:
            raise LoadError(f"{where}.doom", f"0 to {doom.DOOM_TOKENS} doom tokens, not {spec.doom}")
        st.doom = spec.doom
        st.showdown_pending = spec.doom == doom.DOOM_TOKENS  # RB-DOOM-08
    step = Step(spec.step)
    hero = st.heroes[st.current]
    if step is Step.MARKET and hero.hex not in st.board.cities.values():
        raise LoadError(f"{where}.heroes[{st.current}].at", "the Market step is played in a city")
    st.resume_at(step)
    if spec.fight is not None:
        _fight(st, spec, spec.fight, f"{where}.fight")
    if spec.pending is not None:
        _pending(st, spec.pending, f"{where}.pending")
    st._advance()
    return st


def _fight(st: RuneboundState, spec: RuneboundPosition, setup: FightSetup, where: str) -> None:
    """Begin the fight as an adventure does (RB-ADV-03): the challenge drawn, then ``combat.start``."""
    card = st.content.adventures.get(setup.foe)
    if card is None or card.kind != "challenge":
        raise LoadError(f"{where}.foe", f"no challenge card {setup.foe!r}")
    if spec.step != "adventure":
        raise LoadError(f"{where.rsplit('.', 1)[0]}.step", "a fight is fought in the Adventure step")
    hero = st.heroes[st.current]
    if st.board_tokens.get(hero.hex, ("", 0))[0] != card.colour:
        raise LoadError(where, f"a {card.colour} challenge is fought on a {card.colour} adventure token")
    if setup.rounds < 0 or (setup.rounds and setup.stage != "round"):
        raise LoadError(f"{where}.rounds", "rounds are fought only after Before Combat")
    if not 0 <= setup.foe_wounds < combat.foe_life(st, Combat("challenge", hero.hex, card=setup.foe)):
        raise LoadError(f"{where}.foe_wounds", "a foe with wounds up to its Life is defeated (RB-DEF-01)")
    _take(st, setup.foe, f"{where}.foe")
    st.this_turn.adventured = True
    st.resume_at(Step.DRAW)
    combat.start(st, Combat("challenge", hero.hex, card=setup.foe, token=True))
    assert st.combat is not None
    st.combat.foe_wounds = setup.foe_wounds
    if setup.stage != "bc_foe":  # the foe's Before Combat effect is done
        st.resume_at(Step.COMBAT, Stage(setup.stage))
    if setup.stage == "round":  # the heroes' Before Combat step too (RB-CMB-04)
        st.combat.bc_done = [st.current]
        st.combat.round = setup.rounds


def _pending(st: RuneboundState, setup: PendingSetup, where: str) -> None:
    """Pend each thing as the rule that raises it does (the flow settles them in its own order)."""
    for i, seat in enumerate(setup.knocked_out):
        entry = f"{where}.knocked_out[{i}]"
        if not 0 <= seat < st.players or seat in setup.knocked_out[:i]:
            raise LoadError(entry, f"not a seat to knock out: {seat!r}")
        if st.heroes[seat].wounds < abilities.hero_stat(st, seat, "life"):
            raise LoadError(entry, "a hero is knocked out when his wounds reach his Life (RB-KO-01)")
        st.check_knockout(seat)  # RB-KO-01
    if setup.wounds is not None:
        seat, amount = setup.wounds
        if not 0 <= seat < st.players or amount < 1:
            raise LoadError(f"{where}.wounds", f"not [seat, wounds]: {[seat, amount]!r}")
        st.wound(seat, amount)  # RB-EX-05: prevented first if he can, else taken at once
    if setup.keep is not None:
        seat, card = setup.keep
        if not 0 <= seat < st.players:
            raise LoadError(f"{where}.keep", f"no seat {seat}")
        if card not in st.content.adventures or st.content.adventures[card].keep is None:
            raise LoadError(f"{where}.keep", f"no adventure card to keep {card!r}")
        _take(st, card, f"{where}.keep")
        resolve.offer_keep(st, seat, card)  # RB-LIM-05
    if setup.test is not None:
        test = setup.test
        if not 0 <= test.seat < st.players:
            raise LoadError(f"{where}.test.seat", f"no seat {test.seat}")
        if test.target < 1:
            raise LoadError(f"{where}.test.target", "a test's target is at least 1")
        if test.card is not None and test.card not in st.content.adventures:
            raise LoadError(f"{where}.test.card", f"no adventure card {test.card!r}")
        resolve.start_test(st, test.seat, Test(test.attribute, test.target, test.skill), test.card)


def _take(st: RuneboundState, card: str, where: str) -> None:
    """Take ``card`` from wherever the deal put it (decks, market stacks, the Path of Doom)."""
    for pile in [st.market_deck, *st.stacks.values(), *st.decks.values(), st.path]:
        if card in pile:
            pile.remove(card)
            return
    raise LoadError(where, f"{card!r} is named twice")


def _hero(st: RuneboundState, seat: int, setup: HeroSetup, where: str, *, knocked_out: bool) -> None:
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
    for i, card in enumerate(setup.quests):
        encounter = st.content.adventures.get(card)
        if encounter is None or not any(option.quest for option in encounter.options):
            raise LoadError(f"{where}.quests[{i}]", f"no quest card {card!r}")
        _take(st, card, f"{where}.quests[{i}]")
        hero.quests.append(card)
    for card, tired in setup.tired_allies.items():
        ally = hero.ally(card)
        if ally is None:
            raise LoadError(f"{where}.tired_allies", f"{card!r} is not among his allies")
        if tired < 0:
            raise LoadError(f"{where}.tired_allies.{card}", "cannot be negative")
        ally.fatigue = tired
    for i, bonus in enumerate(setup.xp):
        if bonus not in XP_BONUSES:
            raise LoadError(f"{where}.xp[{i}]", f"no XP bonus {bonus!r}")
    hero.xp = list(setup.xp)
    hero.xp_spent = st.xp_cost * len(setup.xp)  # RB-XP-09
    hero.tokens = [(colour, value) for colour, value in setup.tokens]
    if hero.wounds >= abilities.hero_stat(st, seat, "life") and not knocked_out:
        raise LoadError(f"{where}.wounds", "a hero with wounds up to his Life is knocked out (RB-KO-01)")
    if hero.fatigue > abilities.hero_stat(st, seat, "stamina"):
        raise LoadError(f"{where}.fatigue", "more fatigue than Stamina turns into wounds (RB-WND-02)")
