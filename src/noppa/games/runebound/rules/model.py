"""The pieces of a Runebound game: the turn's steps, heroes with their gear, a fight, a trade, and
the frames and asks of the turn flow (``engine/flow.py``).

:class:`Step` names where the turn stands, and each step (each :class:`Stage` of a fight) has a
frame of its own (:class:`StepFrame`); heroes, fights and trades are plain slotted dataclasses,
copied whole by :func:`copied` (cloning a state copies them), with ``to_json`` for snapshots. What
interrupts a step until settled — a knock-out, wounds that may be prevented, a skill test before its
roll, a reward over a carrying limit, the queued effects — is a frozen frame on the state's flow
stack (:class:`KnockOut`, :class:`Hurt`, :class:`PendingTest`, :class:`KeepCard`, :class:`Queued`),
and each decision asks one :class:`Ask`; the table that runs them is ``state.RULES``. Rules live
elsewhere; these only hold values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum, StrEnum
from typing import Any, ClassVar, Final, TypeVar, cast

import msgspec

from noppa.engine.flow import Ask, Frame
from noppa.games.runebound.content.effects import Effect, Test

T = TypeVar("T")
ATOMS = frozenset({str, int, float, bool, type(None)})
"""Types whose values are never changed in place: a copy may share them."""


class Immutable:
    """A value never changed once made (as a frozen struct): :func:`copied` shares it."""

    __slots__ = ()


def copied(value: T) -> T:
    """A copy of ``value`` that shares nothing mutable with it, however deep.

    Lists, dicts, sets and tuples are copied element by element, dataclasses field by field (every
    field, by :func:`dataclasses.fields`); numbers, strings, enums, frozen ``msgspec`` structs
    (the rules' effects, never changed) and :class:`Immutable` values are shared. Any other type
    raises :class:`TypeError`, so a new kind of value in the state cannot be shared by a clone
    unnoticed.
    """
    return cast("T", copy_value(value))


_FIELDS: dict[type, tuple[str, ...]] = {}
_is_atom = ATOMS.__contains__


def copy_value(value: Any) -> Any:
    """:func:`copied`, untyped (the state's clone calls it for each attribute)."""
    kind = type(value)
    if kind in ATOMS:
        return value
    if kind is list:
        if all(map(_is_atom, map(type, value))):  # checked in C: the common list of ids
            return value.copy()
        return [copy_value(v) for v in value]
    if kind is dict:
        if all(map(_is_atom, map(type, value.values()))):
            return value.copy()
        return {k: copy_value(v) for k, v in value.items()}
    if kind is tuple:
        if all(map(_is_atom, map(type, value))):
            return value
        return tuple([copy_value(v) for v in value])
    if kind is set:
        return set(value)  # set elements are hashable: shared like atoms
    names = _FIELDS.get(kind)
    if names is None and is_dataclass(value):
        names = _FIELDS[kind] = tuple(f.name for f in fields(value))
    if names is not None:
        return kind(**{name: copy_value(getattr(value, name)) for name in names})
    if isinstance(value, Enum | Immutable) or (
        isinstance(value, msgspec.Struct) and value.__struct_config__.frozen
    ):
        return value
    raise TypeError(f"no rule to copy a {kind.__name__}")


class Step(StrEnum):
    """Where the turn stands (RB-TURN-02); each step belongs to one rules module.

    The values are the names saves and views have always held (a ``Step`` is a ``str``).
    """

    MOVE = "move"
    """Movement (``movement.py``): roll, step one hex, or use an ability."""
    REST = "rest"
    """Which tired figure sheds the fatigue a short roll removes (RB-MOVE-07)."""
    MOVING = "moving"
    """Where the roll takes the hero (RB-MOVE-02)."""
    FROM = "from"
    """Which hex he enters the destination from, when a fight may follow (RB-CMB-08)."""
    ADVENTURE = "adventure"
    """The Adventure step (``adventures.py``): adventure, a lost challenge, meet a hero, or pass."""
    DRAW = "draw"
    """The next adventure card of the colour is drawn (RB-ADV-02)."""
    ENCOUNTER = "encounter"
    """Which option of the encounter to play (RB-ADV-04)."""
    ENCOUNTER_DONE = "encounter_done"
    """The encounter played: it leaves the game and another card is drawn (RB-ADV-05)."""
    REPLENISH = "replenish"
    """Where the too few tokens of a colour go (RB-REPL-04)."""
    AFTER_ADVENTURE = "after_adventure"
    """The adventure over: on to the Market in a city, else to Experience."""
    COMBAT = "combat"
    """A fight (``fight.py``)."""
    TRADE = "trade"
    """Building an offer for another hero (``meeting.py``, RB-MEET-03)."""
    TRADE_ANSWER = "trade_answer"
    """The other hero accepts or rejects the offer."""
    MARKET = "market"
    """The Market step (``market.py``)."""
    EXPERIENCE = "experience"
    """The Experience step (``experience.py``)."""
    END_TURN = "end_turn"
    """The turn is over (RB-TURN-03)."""


class Steps:
    """Each :class:`Step` as a plain class attribute (``Steps.MOVE is Step.MOVE``), for the rules'
    hot paths: Python 3.11 reads a member from its enum class through ``EnumType.__getattr__``,
    several times the cost of a plain class attribute, and the turn names its steps at every
    decision."""

    MOVE: Final = Step.MOVE
    REST: Final = Step.REST
    MOVING: Final = Step.MOVING
    FROM: Final = Step.FROM
    ADVENTURE: Final = Step.ADVENTURE
    DRAW: Final = Step.DRAW
    ENCOUNTER: Final = Step.ENCOUNTER
    ENCOUNTER_DONE: Final = Step.ENCOUNTER_DONE
    REPLENISH: Final = Step.REPLENISH
    AFTER_ADVENTURE: Final = Step.AFTER_ADVENTURE
    COMBAT: Final = Step.COMBAT
    TRADE: Final = Step.TRADE
    TRADE_ANSWER: Final = Step.TRADE_ANSWER
    MARKET: Final = Step.MARKET
    EXPERIENCE: Final = Step.EXPERIENCE
    END_TURN: Final = Step.END_TURN


class KoStage(StrEnum):
    """Where the first knocked-out hero's steps stand (RB-KO-02 … RB-KO-06, RB-PVP-08)."""

    START = ""
    """Just knocked out: the fight he was in ends."""
    TAKE = "take"
    """The winner of a fight between heroes takes one thing from him first (RB-PVP-08)."""
    TOKENS = "tokens"
    """Wounds, fatigue and gold go (RB-KO-02)."""
    LOSE = "lose"
    """He loses his costliest market card; the player chooses on a tie (RB-KO-03)."""
    CITY = "city"
    """He goes to the nearest city; the player chooses on a tie (RB-KO-04)."""


class KoStages:
    """Each :class:`KoStage` as a plain class attribute (``KoStages.START is KoStage.START``), as
    :class:`Steps`."""

    START: Final = KoStage.START
    TAKE: Final = KoStage.TAKE
    TOKENS: Final = KoStage.TOKENS
    LOSE: Final = KoStage.LOSE
    CITY: Final = KoStage.CITY


@dataclass(slots=True)
class AllyState:
    """An ally with the wound and fatigue tokens on its card (RB-WND-01, RB-WND-02)."""

    card: str
    wounds: int = 0
    fatigue: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "wounds": self.wounds, "fatigue": self.fatigue}


@dataclass(slots=True)
class HeroState:
    """One player's hero and everything in front of that player."""

    hero: str
    hex: int
    came_from: int | None = None
    wounds: int = 0
    fatigue: int = 0
    gold: int = 3
    xp: list[str] = field(default_factory=list)
    """The bonus of each XP token bought, in order: mind, body, spirit, stamina, life (RB-XP-05)."""
    xp_spent: int = 0
    """The XP value of the XP tokens (RB-XP-09)."""
    xp_paper: int = 0
    """Leftover XP written on paper when the box had no change (RB-XP-03)."""
    tokens: list[tuple[str, int]] = field(default_factory=list)
    """Adventure tokens won, face down so the XP value shows: (colour, value) (RB-DEF-03)."""
    items: list[str] = field(default_factory=list)
    allies: list[AllyState] = field(default_factory=list)
    boons: list[str] = field(default_factory=list)
    """Encounter cards kept for their lasting bonus."""
    quests: list[str] = field(default_factory=list)
    """Encounter cards waiting for the hero to reach a city."""
    face_down: list[str] = field(default_factory=list)
    """Activated cards, face down until the next Refresh (RB-ACT-03); ``hero`` is the hero card."""
    out: bool = False
    """Knocked out of the Showdown."""
    placed: bool = False
    """The miniature is on the board: from the player's first turn on (RB-SETUP-09)."""

    def ally(self, card: str) -> AllyState | None:
        """The ally ``card`` of this hero, if he has it."""
        for ally in self.allies:
            if ally.card == card:
                return ally
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "hero": self.hero,
            "hex": self.hex,
            "came_from": self.came_from,
            "wounds": self.wounds,
            "fatigue": self.fatigue,
            "gold": self.gold,
            "xp": list(self.xp),
            "xp_spent": self.xp_spent,
            "xp_paper": self.xp_paper,
            "tokens": [list(t) for t in self.tokens],
            "items": list(self.items),
            "allies": [a.to_json() for a in self.allies],
            "boons": list(self.boons),
            "quests": list(self.quests),
            "face_down": list(self.face_down),
            "out": self.out,
            "placed": self.placed,
        }


class Stage(StrEnum):
    """Where a fight stands (§12–§16)."""

    BC_FOE = "bc_foe"
    """The foe's Before Combat effect (RB-CMB-03)."""
    BC = "bc"
    """The heroes' Before Combat step: their abilities (RB-CMB-04); the defender's first (RB-PVP-02)."""
    ROUND = "round"
    """A new combat round begins (RB-CMB-05)."""
    ESCAPE = "escape"
    """Fight on or try to escape (RB-CMB-07)."""
    PHASE = "phase"
    """The phase's attacker attacks, sends an ally, or defends (RB-CMB-09)."""
    PVP_DEF = "pvp_def"
    """Against a hero: the phase's defender may use roll bonuses before his roll (RB-PVP-04)."""
    ROUND_END = "round_end"
    """The round is over: a regenerating foe heals (RB-FOE-04); roles swap against a hero."""
    WON = "won"
    """The foe is defeated (RB-DEF-01)."""
    OVER = "over"
    """A hero in it was knocked out: the fight is over (RB-KO-01), and the turn ends once the
    knock-out is settled (RB-KO-06, RB-PVP-07). No view shows it (a fight over is none)."""


class Stages:
    """Each :class:`Stage` as a plain class attribute (``Stages.BC_FOE is Stage.BC_FOE``), as
    :class:`Steps`: a fight names its stages at each of its steps."""

    BC_FOE: Final = Stage.BC_FOE
    BC: Final = Stage.BC
    ROUND: Final = Stage.ROUND
    ESCAPE: Final = Stage.ESCAPE
    PHASE: Final = Stage.PHASE
    PVP_DEF: Final = Stage.PVP_DEF
    ROUND_END: Final = Stage.ROUND_END
    WON: Final = Stage.WON
    OVER: Final = Stage.OVER


@dataclass(slots=True)
class Combat:
    """A fight in progress (§12–§16)."""

    kind: str
    """``challenge``, ``encounter`` (an encounter's foe), ``pvp`` or ``showdown``."""
    hex: int
    card: str | None = None
    option: int = 0
    """For an encounter fight: the option being played."""
    foe_wounds: int = 0
    opponent: int | None = None
    """The other hero in a fight between heroes (the defender, RB-PVP-02)."""
    lost_slot: int | None = None
    """The lost-challenge slot being played (RB-LOST-03)."""
    token: bool = False
    """Whether the hex's adventure token goes to the winner (RB-DEF-03)."""
    phase: int = 0
    round: int = 0
    attacker: int = 0
    """The seat in the attacker's role (swaps each round in a fight between heroes, RB-PVP-06)."""
    attacked: bool = False
    allies_attacked: list[str] = field(default_factory=list)
    target: int | None = None
    """In a fight between heroes: the defender's roll this phase, the attacker's target (RB-PVP-04)."""
    bc_done: list[int] = field(default_factory=list)
    """Seats that have finished their Before Combat step."""

    def to_json(self, stage: Stage) -> dict[str, Any]:
        """The fight as a view shows it, with ``stage``: where it stands (the turn's step frame,
        :class:`Fighting`)."""
        return {
            "kind": self.kind,
            "hex": self.hex,
            "card": self.card,
            "option": self.option,
            "foe_wounds": self.foe_wounds,
            "opponent": self.opponent,
            "lost_slot": self.lost_slot,
            "token": self.token,
            "stage": stage.value,
            "phase": self.phase,
            "round": self.round,
            "attacker": self.attacker,
            "attacked": self.attacked,
            "allies_attacked": list(self.allies_attacked),
            "target": self.target,
            "bc_done": list(self.bc_done),
        }


@dataclass(slots=True)
class Trade:
    """A negotiation between the active hero and another (RB-MEET-03): what each side would give."""

    other: int
    give: list[str] = field(default_factory=list)
    want: list[str] = field(default_factory=list)
    gold: int = 0
    """Gold the active player pays (negative: asks for)."""
    proposals: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "other": self.other,
            "give": list(self.give),
            "want": list(self.want),
            "gold": self.gold,
            "proposals": self.proposals,
        }


@dataclass(slots=True)
class Unseen:
    """What no seat sees (the dice aside): the order of the adventure decks and of the market deck,
    the cards lying face down on the Path of Doom (their colours show), and the XP values of the
    adventure tokens on the map (their colours and hexes show; RB-SETUP-01, RB-COMP-16).

    The state keeps it in one piece (``state.unseen``), so a seat's view rebuilt as a state
    (``hidden.determinize``) and a reshuffle for the leak tests (``hidden.resample``) replace it
    whole: everything else on the table is public.
    """

    decks: dict[str, list[str]]
    """The adventure decks by colour; the top of a deck is its last element."""
    market_deck: list[str]
    """The market deck (allies and items); its top is the last element."""
    path: list[str] = field(default_factory=list)
    """The face-down cards on the Path of Doom (RB-DOOM-02), first laid first."""
    board_tokens: dict[int, tuple[str, int]] = field(default_factory=dict)
    """The adventure tokens on the map, by hex: ``(colour, XP value)``."""


@dataclass(slots=True)
class ThisTurn:
    """The turn's scratch values: a new turn (and each Showdown turn) replaces the whole of it.

    Only :meth:`~noppa.games.runebound.rules.state.RuneboundState.live_turn` decides which of them a
    snapshot shows (a value is shown only while the step that uses it can still read it).
    """

    adventured: bool = False
    """The hero has adventured this turn (a token's card or a lost challenge)."""
    fought: bool = False
    """The hero has attacked another hero this turn (RB-MEET-05)."""
    market_open: bool = False
    """The Market step has drawn its card (RB-MKT-03)."""
    arrived: bool = False
    """The Adventure step's arrival work (quests, RB-QST) is done."""
    met: list[int] = field(default_factory=list)
    """Heroes met this turn (RB-MEET-01)."""
    trade: Trade | None = None
    """The negotiation in progress (RB-MEET-03)."""
    extra_dice: int = 0
    extra_symbols: list[str] = field(default_factory=list)
    """Movement bonuses of abilities used this turn."""
    discount: int = 0
    """Market discount of abilities used this turn."""
    rolled: list[int] = field(default_factory=list)
    """The movement roll (RB-MOVE-02)."""
    destinations: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    """Where the roll reaches, and from which hexes each is entered (RB-CMB-08): a roll's are a
    ``movement.Routes``, which works out a destination's way in only when it is asked for."""
    chosen: int | None = None
    """The destination whose way in is asked."""
    roll_bonus: dict[str, int] = field(default_factory=dict)
    damage_bonus: dict[str, int] = field(default_factory=dict)
    """Combat bonuses of abilities used this turn, by phase."""
    roll_pending: int = 0
    """The movement dice chosen, rolled after resting (RB-MOVE-07)."""
    rest_left: int = 0
    """Fatigue the short roll still removes (RB-MOVE-07)."""
    draw_colour: str | None = None
    draws_left: int = 0
    """The adventure's colour and how many cards may still be drawn (RB-ADV-02)."""
    replenish_colour: str | None = None
    replenisher: int = 0
    replenish_after: Step = Step.DRAW
    """Replenishing: the colour whose places are chosen, by whom, and the step after (RB-REPL-04)."""


# ---------------------------------------------------------------------- the turn flow's frames


class Turn(Frame, tag="turn", frozen=True):
    """The turn is over (or the game has just been set up): the next one begins (the flow's idle
    frame, run when nothing is on the stack, not even a step)."""


class StepFrame(Frame, frozen=True):
    """The step the turn stands at (RB-TURN-02): one frame class per step (and per stage of a
    fight), with no fields, at the bottom of the flow's stack below whatever interrupts it. Its
    handler runs the step's forced work or asks its decision; the rule that leads to the next step
    puts that step's frame in its place (``state.goto``, along ``state.TRANSITIONS``)."""

    step: ClassVar[Step]


class AtMove(StepFrame, tag="at_move", frozen=True):
    """The turn is at :attr:`Step.MOVE`."""

    step = Step.MOVE


class AtRest(StepFrame, tag="at_rest", frozen=True):
    """The turn is at :attr:`Step.REST`."""

    step = Step.REST


class AtMoving(StepFrame, tag="at_moving", frozen=True):
    """The turn is at :attr:`Step.MOVING`."""

    step = Step.MOVING


class AtFrom(StepFrame, tag="at_from", frozen=True):
    """The turn is at :attr:`Step.FROM`."""

    step = Step.FROM


class AtAdventure(StepFrame, tag="at_adventure", frozen=True):
    """The turn is at :attr:`Step.ADVENTURE`."""

    step = Step.ADVENTURE


class AtDraw(StepFrame, tag="at_draw", frozen=True):
    """The turn is at :attr:`Step.DRAW`."""

    step = Step.DRAW


class AtEncounter(StepFrame, tag="at_encounter", frozen=True):
    """The turn is at :attr:`Step.ENCOUNTER`."""

    step = Step.ENCOUNTER


class AtEncounterDone(StepFrame, tag="at_encounter_done", frozen=True):
    """The turn is at :attr:`Step.ENCOUNTER_DONE`."""

    step = Step.ENCOUNTER_DONE


class AtReplenish(StepFrame, tag="at_replenish", frozen=True):
    """The turn is at :attr:`Step.REPLENISH`."""

    step = Step.REPLENISH


class AtAfterAdventure(StepFrame, tag="at_after_adventure", frozen=True):
    """The turn is at :attr:`Step.AFTER_ADVENTURE`."""

    step = Step.AFTER_ADVENTURE


class AtTrade(StepFrame, tag="at_trade", frozen=True):
    """The turn is at :attr:`Step.TRADE`."""

    step = Step.TRADE


class AtTradeAnswer(StepFrame, tag="at_trade_answer", frozen=True):
    """The turn is at :attr:`Step.TRADE_ANSWER`."""

    step = Step.TRADE_ANSWER


class AtMarket(StepFrame, tag="at_market", frozen=True):
    """The turn is at :attr:`Step.MARKET`."""

    step = Step.MARKET


class AtExperience(StepFrame, tag="at_experience", frozen=True):
    """The turn is at :attr:`Step.EXPERIENCE`."""

    step = Step.EXPERIENCE


class Fighting(StepFrame, frozen=True):
    """A fight (:attr:`Step.COMBAT`): one frame class per :class:`Stage`, replaced as the fight
    moves on (``state.set_stage``)."""

    step = Step.COMBAT
    stage: ClassVar[Stage]


class FightBcFoe(Fighting, tag="fight_bc_foe", frozen=True):
    """The fight is at :attr:`Stage.BC_FOE`."""

    stage = Stage.BC_FOE


class FightBc(Fighting, tag="fight_bc", frozen=True):
    """The fight is at :attr:`Stage.BC`."""

    stage = Stage.BC


class FightRound(Fighting, tag="fight_round", frozen=True):
    """The fight is at :attr:`Stage.ROUND`."""

    stage = Stage.ROUND


class FightEscape(Fighting, tag="fight_escape", frozen=True):
    """The fight is at :attr:`Stage.ESCAPE`."""

    stage = Stage.ESCAPE


class FightPhase(Fighting, tag="fight_phase", frozen=True):
    """The fight is at :attr:`Stage.PHASE`."""

    stage = Stage.PHASE


class FightPvpDef(Fighting, tag="fight_pvp_def", frozen=True):
    """The fight is at :attr:`Stage.PVP_DEF`."""

    stage = Stage.PVP_DEF


class FightRoundEnd(Fighting, tag="fight_round_end", frozen=True):
    """The fight is at :attr:`Stage.ROUND_END`."""

    stage = Stage.ROUND_END


class FightWon(Fighting, tag="fight_won", frozen=True):
    """The fight is at :attr:`Stage.WON`."""

    stage = Stage.WON


class FightOver(Fighting, tag="fight_over", frozen=True):
    """The fight is at :attr:`Stage.OVER`."""

    stage = Stage.OVER


class Queued(Frame, tag="queued", frozen=True):
    """Effects that happen to heroes, carried out one at a time, first first: ``(seat, effect,
    card)``, the card being the one whose text it is (a test's outcomes may name it)."""

    items: tuple[tuple[int, Effect, str | None], ...]


class KeepCard(Frame, tag="keep", frozen=True):
    """A reward card over a carrying limit, waiting for a discard or a refusal (RB-LIM-05)."""

    seat: int
    card: str


class PendingTest(Frame, tag="test", frozen=True):
    """A skill test waiting for its roll: test abilities may be used first (RB-ACT-01, RB-SKILL-02)."""

    seat: int
    test: Test
    card: str | None
    """The card whose text asks for the test (its outcomes may name it)."""

    def to_json(self) -> list[Any]:
        """``[seat, test, card]``, the test as its data."""
        return [self.seat, msgspec.to_builtins(self.test), self.card]


class Hurt(Frame, tag="hurt", frozen=True):
    """Wounds about to be taken by a hero who could prevent some of them (RB-EX-05)."""

    seat: int
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "amount": self.amount}


class KnockOut(Frame, tag="knock_out", frozen=True):
    """Knocked-out heroes, first first, and where the first one's steps stand (RB-KO-01 … RB-KO-06)."""

    seats: tuple[int, ...]
    stage: KoStage = KoStage.START
    winner: int | None = None
    """The winner of a fight between heroes, who takes one thing from the first first (RB-PVP-08)."""


# Each decision of the turn is an ask of its own, carrying what it asks; its options are derived
# from the state (``state.RULES``), and its answer and refusals belong to the rules module named.


class MoveChoice(Ask, tag="move", frozen=True):
    """Movement (``movement``): roll some dice, step one hex, or use an ability (RB-MOVE-01, RB-MOVE-08)."""


class RestChoice(Ask, tag="rest", frozen=True):
    """Which tired figure sheds the next fatigue a short roll removes (``movement``, RB-MOVE-07)."""

    left: int


class DestinationChoice(Ask, tag="moving", frozen=True):
    """Where the roll takes the hero (``movement``, RB-MOVE-02)."""

    faces: tuple[int, ...]


class WayInChoice(Ask, tag="from", frozen=True):
    """Which hex the hero enters ``hex`` from, a fight may follow there (``movement``, RB-CMB-08)."""

    hex: int


class AdventureChoice(Ask, tag="adventure", frozen=True):
    """The Adventure step (``adventures``): adventure, a lost challenge, meet a hero, or pass (RB-ADV-01)."""


class EncounterChoice(Ask, tag="encounter", frozen=True):
    """Which option of the encounter ``card`` to play, or leave it (``adventures``, RB-ADV-04)."""

    card: str


class ReplenishChoice(Ask, tag="replenish", frozen=True):
    """Where a too few token of ``colour`` goes (``adventures``, RB-REPL-04)."""

    colour: str


class TradeChoice(Ask, tag="trade", frozen=True):
    """Building an offer for hero ``other`` (``meeting``, RB-MEET-03)."""

    other: int


class TradeAnswerChoice(Ask, tag="trade_answer", frozen=True):
    """Accept or reject the offer of hero ``proposer`` (``meeting``, RB-MEET-03)."""

    proposer: int


class MarketChoice(Ask, tag="market", frozen=True):
    """The Market step in ``city`` (``market``, RB-MKT-01)."""

    city: str


class ExperienceChoice(Ask, tag="experience", frozen=True):
    """The Experience step: XP tokens, abilities, end the turn (``experience``, RB-XP-04, RB-TURN-03)."""


class BeforeCombatChoice(Ask, tag="before_combat", frozen=True):
    """Hero ``seat``'s Before Combat abilities, or fight (``fight``, RB-CMB-04, RB-PVP-02)."""

    seat: int


class EscapeChoice(Ask, tag="escape", frozen=True):
    """Fight on or try to escape, in round ``round`` (``fight``, RB-CMB-07)."""

    round: int


class PhaseChoice(Ask, tag="phase", frozen=True):
    """The attacker's choice in ``phase``: attack, send an ally, or defend (``fight``, RB-CMB-09)."""

    phase: str


class DefendChoice(Ask, tag="defend", frozen=True):
    """Against a hero: the defender's roll bonuses before his ``phase`` roll (``fight``, RB-PVP-04)."""

    phase: str


class KeepChoice(Ask, tag="keep", frozen=True):
    """Discard a card of the kind to make room, or decline the reward (RB-LIM-05)."""


class TestChoice(Ask, tag="test", frozen=True):
    """Use a test ability, or roll the test (RB-ACT-01, RB-SKILL-02)."""


class PreventChoice(Ask, tag="hurt", frozen=True):
    """Take the wounds, or prevent some first (RB-EX-05)."""


class KnockOutChoice(Ask, tag="knock_out", frozen=True):
    """The knocked-out player's choice on a tie, or what the winner takes (RB-KO-03, RB-KO-04, RB-PVP-08)."""
