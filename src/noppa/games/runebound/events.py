"""Runebound's typed events: every kind of event the rules emit, declared once.

Each kind is a frozen :class:`~noppa.engine.events.GameEvent` struct tagged with the kind's name (the
``type`` of the logged JSON). ``RuneboundGame.event_type`` is their union with
:class:`~noppa.engine.events.GameOver`; :mod:`noppa.games.runebound.words.capability` turns each into a log
line. Seats are seat numbers; ``card``, ``ally``, ``hero`` values are content ids; ``hex`` values are
hex ids (``h0406``); ``phase`` is ``ranged``, ``melee`` or ``magic`` (``escape`` for an escape roll's
target); ``dice`` are the two ten-sided dice of a 2d10 roll (RB-COMP-10).
"""

from __future__ import annotations

from typing import Union

import msgspec

from noppa.engine.events import GameEvent, GameOver

# ---------------------------------------------------------------------- the game and the turn


class Setup(GameEvent, tag="setup", frozen=True):
    """The game was set up: the heroes dealt, seat by seat, and the first player (RB-SETUP-07,
    RB-SETUP-08)."""

    heroes: list[str]
    first: int


class TurnBegun(GameEvent, tag="turn", frozen=True):
    """``seat``'s turn began: turn ``number`` of the game, in ``round`` (RB-TURN-01)."""

    seat: int
    number: int
    round: int


class Refresh(GameEvent, tag="refresh", frozen=True):
    """``seat``'s activated cards turned face up again (RB-REFR-01); ``hero`` stands for the hero card."""

    seat: int
    cards: list[str]


class Discard(GameEvent, tag="discard", frozen=True):
    """``seat`` discarded ``card``; ``used``: as a single-use card or a cost (RB-LIM-04, RB-ITEM-02)."""

    seat: int
    card: str
    used: bool


class Fatigued(GameEvent, tag="fatigue", frozen=True):
    """``seat``'s hero took ``count`` fatigue; ``excess`` of it beyond Stamina became wounds (RB-WND-02)."""

    seat: int
    count: int
    excess: int


class KnockedOut(GameEvent, tag="knocked_out", frozen=True):
    """``seat``'s hero was knocked out: wounds reached Life (RB-KO-01)."""

    seat: int


# ---------------------------------------------------------------------- movement


class MoveRoll(GameEvent, tag="move_roll", frozen=True):
    """``seat`` rolled the movement dice: ``faces`` (1…6) of each die in data order, and the terrain
    ``symbols`` abilities add to the roll (RB-MOVE-01)."""

    seat: int
    faces: list[int]
    symbols: list[str]


class Rest(GameEvent, tag="rest", frozen=True):
    """``seat`` rolled fewer dice to rest: ``count`` fatigue to remove (RB-MOVE-07)."""

    seat: int
    count: int


class Rested(GameEvent, tag="rested", frozen=True):
    """``seat`` removed one fatigue from ``figure`` (``hero``, or an ally's card) (RB-MOVE-07)."""

    seat: int
    figure: str


class Moved(GameEvent, tag="moved", frozen=True):
    """``seat``'s hero arrived at ``hex``; ``moved``: the hero moved this turn (RB-MOVE-02, RB-MOVE-08)."""

    seat: int
    hex: str
    moved: bool


# ---------------------------------------------------------------------- adventures


class Passed(GameEvent, tag="pass", frozen=True):
    """``seat`` declined the adventure (RB-ADV-01)."""

    seat: int


class LostAttempt(GameEvent, tag="lost_attempt", frozen=True):
    """``seat`` took on lost challenge ``card`` from list slot ``slot`` (1…) (RB-LOST-03)."""

    seat: int
    slot: int
    card: str


class Leave(GameEvent, tag="leave", frozen=True):
    """``seat`` left the encounter ``card`` without playing an option (RB-ADV-04)."""

    seat: int
    card: str


class DeckDone(GameEvent, tag="deck_done", frozen=True):
    """``seat`` found the ``colour`` adventure deck empty (RB-ADV-02)."""

    seat: int
    colour: str


class Draw(GameEvent, tag="draw", frozen=True):
    """``seat`` drew adventure ``card`` of ``colour``, a ``card_kind`` card (challenge, encounter,
    event) (RB-ADV-02; in the Showdown the front card, RB-SHOW-05)."""

    seat: int
    colour: str
    card: str
    card_kind: str


class Barred(GameEvent, tag="barred", frozen=True):
    """``seat`` may not fight the challenge ``card`` just drawn (option life_bar, RB-XP-08)."""

    seat: int
    card: str


class EventCard(GameEvent, tag="event", frozen=True):
    """``seat`` drew the event ``card`` (number ``number``), now in force, in place of ``replaced``
    (RB-EVT-01, RB-EVT-02)."""

    seat: int
    card: str
    number: int
    replaced: str | None


class EventVoid(GameEvent, tag="event_void", frozen=True):
    """``seat`` drew the event ``card`` (number ``number``), which has no effect: ``current``, in
    force, numbers higher (RB-EVT-03, RB-EVT-04)."""

    seat: int
    card: str
    number: int
    current: str


class Replenish(GameEvent, tag="replenish", frozen=True):
    """Adventure tokens are replenished, started by ``seat``'s event (RB-REPL-01)."""

    seat: int


class TokenPlaced(GameEvent, tag="token_placed", frozen=True):
    """A ``colour`` adventure token was placed on ``hex`` (RB-REPL-03)."""

    hex: str
    colour: str


class OptionChosen(GameEvent, tag="option", frozen=True):
    """``seat`` chose option ``option`` (1…) of the encounter ``card`` (RB-ADV-04)."""

    seat: int
    card: str
    option: int


class QuestDone(GameEvent, tag="quest_done", frozen=True):
    """``seat`` completed the quest ``card`` in the city it names (RB-ADV-04)."""

    seat: int
    card: str


class LostPushed(GameEvent, tag="lost_pushed", frozen=True):
    """The lost challenge ``card`` left list slot ``slot`` (1…) to make room (RB-LOST-02)."""

    slot: int
    card: str


class Lost(GameEvent, tag="lost", frozen=True):
    """The challenge ``card`` became lost: list slot ``slot`` (1…), its token on ``hex`` (RB-LOST-01)."""

    slot: int
    card: str
    hex: str


# ---------------------------------------------------------------------- effects and abilities


class WoundsDealt(GameEvent, tag="wounds", frozen=True):
    """An effect dealt ``seat``'s hero ``count`` wounds (to be taken or prevented, RB-WND-01)."""

    seat: int
    count: int


class GoldGained(GameEvent, tag="gold", frozen=True):
    """``seat`` gained ``count`` gold."""

    seat: int
    count: int


class GoldLost(GameEvent, tag="lose_gold", frozen=True):
    """``seat`` paid ``count`` gold (an effect or an option's cost)."""

    seat: int
    count: int


class Healed(GameEvent, tag="healed", frozen=True):
    """``seat``'s hero healed ``wounds`` wounds and ``fatigue`` fatigue."""

    seat: int
    wounds: int
    fatigue: int


class QuestTaken(GameEvent, tag="quest", frozen=True):
    """``seat`` took on the quest ``card`` (RB-ADV-04)."""

    seat: int
    card: str


class XpGained(GameEvent, tag="xp_gained", frozen=True):
    """``seat`` gained ``count`` experience, written on paper (RB-XP-03)."""

    seat: int
    count: int


class SkillTest(GameEvent, tag="test", frozen=True):
    """``seat`` made a test: 2d10 ``dice`` + ``attribute``'s ``value`` + ``skill``'s ``skill_bonus``
    + other ``bonus`` = ``total`` against ``target`` (RB-SKILL-02, RB-SKILL-03, RB-SKILL-04); no
    ``skill`` when the test names none."""

    seat: int
    attribute: str
    skill: str | None
    target: int
    dice: list[int]
    value: int
    skill_bonus: int
    bonus: int
    total: int
    success: bool


class Kept(GameEvent, tag="keep", frozen=True):
    """``seat`` kept the reward card ``card`` (RB-LIM-05)."""

    seat: int
    card: str


class DeclineKeep(GameEvent, tag="decline_keep", frozen=True):
    """``seat`` declined the reward card ``card``, over a limit (RB-LIM-05)."""

    seat: int
    card: str


class AbilityUsed(GameEvent, tag="ability", frozen=True):
    """``seat`` used ability number ``index`` of ``source`` (``hero`` or a card), paying ``fatigue``
    (RB-ACT-01, RB-ACT-03)."""

    seat: int
    source: str
    index: int
    fatigue: int


class Prevented(GameEvent, tag="prevent", frozen=True):
    """``seat`` prevented ``count`` wounds (RB-EX-05)."""

    seat: int
    count: int


class Wounded(GameEvent, tag="wounded", frozen=True):
    """``seat``'s hero took ``count`` wounds, ``wounds`` in all now (RB-WND-01)."""

    seat: int
    count: int
    wounds: int


# ---------------------------------------------------------------------- combat


class CombatBegun(GameEvent, tag="combat", frozen=True):
    """``seat`` began a ``fight`` (challenge or showdown) against ``card`` with ``life`` Life (RB-CMB-01)."""

    seat: int
    fight: str
    card: str
    life: int


class Pvp(GameEvent, tag="pvp", frozen=True):
    """``seat`` attacked the hero of ``target`` (RB-PVP-01)."""

    seat: int
    target: int


class FoeBeforeCombat(GameEvent, tag="foe_before_combat", frozen=True):
    """The foe ``card``'s Before Combat effects take ``seat``'s hero (RB-CMB-03)."""

    seat: int
    card: str


class Round(GameEvent, tag="round", frozen=True):
    """Combat round ``number`` began, ``attacker``'s hero the one attacking (RB-CMB-05)."""

    number: int
    attacker: int


class TargetRoll(GameEvent, tag="target_roll", frozen=True):
    """In a fight between heroes ``seat`` rolled the target: 2d10 ``dice`` + ``value`` = ``total``
    (RB-PVP-04, RB-PVP-10)."""

    seat: int
    phase: str
    dice: list[int]
    value: int
    total: int


class Escape(GameEvent, tag="escape", frozen=True):
    """``seat`` tried to escape: 2d10 ``dice`` + ``value`` = ``total`` against ``target`` (RB-CMB-07)."""

    seat: int
    dice: list[int]
    value: int
    total: int
    target: int
    success: bool


class Escaped(GameEvent, tag="escaped", frozen=True):
    """``seat``'s hero escaped back to ``hex`` (RB-CMB-08)."""

    seat: int
    hex: str


class Defeated(GameEvent, tag="defeated", frozen=True):
    """``seat`` defeated the foe ``card`` (RB-DEF-01)."""

    seat: int
    card: str


class TokenWon(GameEvent, tag="token_won", frozen=True):
    """``seat`` won the foe's ``colour`` adventure token worth ``value`` XP (RB-DEF-03)."""

    seat: int
    colour: str
    value: int


class DefendFree(GameEvent, tag="defend_free", frozen=True):
    """``seat`` defends in ``phase`` without a roll: the foe does no damage in it (RB-CMB-17)."""

    seat: int
    phase: str


class _PhaseRoll(GameEvent, frozen=True):
    """A hero's 2d10 roll in a combat phase: ``dice`` + ``value`` = ``total`` against ``target``."""

    seat: int
    phase: str
    dice: list[int]
    value: int
    total: int
    target: int
    success: bool


class Attacked(_PhaseRoll, tag="attack", frozen=True):
    """``seat``'s hero attacked in ``phase`` (RB-CMB-09, RB-CMB-10)."""


class Defended(_PhaseRoll, tag="defend", frozen=True):
    """``seat``'s hero defended in ``phase`` (RB-CMB-11)."""


class AllyAttack(GameEvent, tag="ally_attack", frozen=True):
    """``seat``'s ``ally`` attacked in ``phase``: 2d10 ``dice`` + ``value`` = ``total`` against
    ``target`` (RB-ALLY-02)."""

    seat: int
    ally: str
    phase: str
    dice: list[int]
    value: int
    total: int
    target: int
    success: bool


class AbilityAttack(GameEvent, tag="ability_attack", frozen=True):
    """``seat``'s ability attacked in ``phase``, ``roller`` (``hero`` or an ally's card) rolling:
    2d10 ``dice`` + ``value`` = ``total`` against ``target`` (RB-EX-06, RB-EX-07)."""

    seat: int
    roller: str
    phase: str
    dice: list[int]
    value: int
    total: int
    target: int
    success: bool


class FoeStrike(GameEvent, tag="foe_strike", frozen=True):
    """The foe ``card`` struck first in ``phase``; ``seat``'s hero defended: 2d10 ``dice`` + ``value``
    = ``total`` against ``target`` (RB-FOE-02)."""

    seat: int
    card: str
    phase: str
    dice: list[int]
    value: int
    total: int
    target: int
    success: bool


class Hit(GameEvent, tag="hit", frozen=True):
    """``seat`` hit the hero of ``target`` for ``count`` wounds (RB-PVP-05)."""

    seat: int
    target: int
    count: int


class FoeImmune(GameEvent, tag="foe_immune", frozen=True):
    """A hit on the foe ``card`` in ``phase`` dealt no wounds: it is immune (RB-FOE-01)."""

    card: str
    phase: str


class FoeWounded(GameEvent, tag="foe_wounded", frozen=True):
    """The foe ``card`` took ``count`` wounds: ``wounds`` of its ``life`` (RB-CMB-10)."""

    card: str
    count: int
    wounds: int
    life: int


class AllyWounded(GameEvent, tag="ally_wounded", frozen=True):
    """``seat``'s ``ally`` took ``count`` wounds (RB-ALLY-03)."""

    seat: int
    ally: str
    count: int


class AllyDied(GameEvent, tag="ally_died", frozen=True):
    """``seat``'s ``ally`` died (RB-ALLY-04)."""

    seat: int
    ally: str


class FoeRegenerates(GameEvent, tag="foe_regenerates", frozen=True):
    """The foe ``card`` healed ``count`` wounds at the round's end: ``wounds`` of its ``life`` (RB-FOE-04)."""

    card: str
    count: int
    wounds: int
    life: int


# ---------------------------------------------------------------------- knock-outs


class KoSteps(GameEvent, tag="ko_steps", frozen=True):
    """``seat``'s knocked-out hero gave up ``wounds`` wounds, ``fatigue`` fatigue and ``gold`` gold
    (RB-KO-02)."""

    seat: int
    wounds: int
    fatigue: int
    gold: int


class KoCity(GameEvent, tag="ko_city", frozen=True):
    """``seat``'s knocked-out hero went to the city on ``hex`` (RB-KO-03, RB-KO-04)."""

    seat: int
    hex: str


class TookGold(GameEvent, tag="took_gold", frozen=True):
    """``seat`` took ``count`` gold from the beaten hero of ``target`` (RB-PVP-08)."""

    seat: int
    target: int
    count: int


class Took(GameEvent, tag="took", frozen=True):
    """``seat`` took ``card`` from the beaten hero of ``target`` (RB-PVP-08)."""

    seat: int
    target: int
    card: str


# ---------------------------------------------------------------------- the market and experience


class Buy(GameEvent, tag="buy", frozen=True):
    """``seat`` bought the item ``card`` for ``cost`` gold (RB-MKT-04)."""

    seat: int
    card: str
    cost: int


class Hire(GameEvent, tag="hire", frozen=True):
    """``seat`` hired the ally ``card`` for ``cost`` gold (RB-MKT-05)."""

    seat: int
    card: str
    cost: int


class Sell(GameEvent, tag="sell", frozen=True):
    """``seat`` sold ``card`` for ``gain`` gold (RB-MKT-06)."""

    seat: int
    card: str
    gain: int


class MarketHeal(GameEvent, tag="heal", frozen=True):
    """``seat`` paid ``cost`` gold to heal ``figure`` (``hero`` or an ally's card): ``what`` is
    ``wound`` (one) or ``fatigue`` (all) (RB-MKT-07)."""

    seat: int
    figure: str
    what: str
    cost: int


class MarketDraw(GameEvent, tag="market_draw", frozen=True):
    """``seat`` entered the market of ``city``; ``card`` was drawn onto its stack (RB-MKT-03)."""

    seat: int
    city: str
    card: str


class XpToken(msgspec.Struct, frozen=True, array_like=True):
    """An adventure token counted as experience: its gem ``colour`` and XP ``value`` (``["green", 2]``)."""

    colour: str
    value: int


class XpPaid(GameEvent, tag="xp_paid", frozen=True):
    """``seat`` spent the XP tokens ``spent`` and got ``change`` back from the box; ``paper``:
    experience now written on paper (RB-XP-03)."""

    seat: int
    spent: list[XpToken]
    change: list[XpToken]
    paper: int


class XpBought(GameEvent, tag="xp", frozen=True):
    """``seat`` bought the XP ``bonus`` and is now at ``level`` (RB-XP-05)."""

    seat: int
    bonus: str
    level: int


# ---------------------------------------------------------------------- meetings


class Meet(GameEvent, tag="meet", frozen=True):
    """``seat`` met the hero of ``target`` to negotiate (RB-MEET-01)."""

    seat: int
    target: int


class Propose(GameEvent, tag="propose", frozen=True):
    """``seat`` offered ``target`` the cards ``give`` for ``want``, with ``gold`` gold (RB-MEET-03)."""

    seat: int
    target: int
    give: list[str]
    want: list[str]
    gold: int


class Reject(GameEvent, tag="reject", frozen=True):
    """``seat`` rejected the offer of ``target`` (RB-MEET-03)."""

    seat: int
    target: int


class LeaveMeeting(GameEvent, tag="leave_meeting", frozen=True):
    """``seat`` ended the meeting with ``target`` (RB-MEET-01)."""

    seat: int
    target: int


class Traded(GameEvent, tag="traded", frozen=True):
    """``seat`` and ``target`` exchanged: ``give`` for ``want``, with ``gold`` gold (RB-MEET-03)."""

    seat: int
    target: int
    give: list[str]
    want: list[str]
    gold: int


# ---------------------------------------------------------------------- the Path of Doom and the Showdown


class Path(GameEvent, tag="path", frozen=True):
    """A ``colour`` card joined the Path of Doom, ``count`` cards on it now (RB-DOOM-03)."""

    colour: str
    count: int


class Doom(GameEvent, tag="doom", frozen=True):
    """Doom token number ``count`` went on the coat of arms of ``city`` (RB-DOOM-05, RB-DOOM-07)."""

    count: int
    city: str


class Showdown(GameEvent, tag="showdown", frozen=True):
    """The Showdown began: heroes in ``order``, at ``levels`` (RB-SHOW-04, RB-SHOW-05)."""

    order: list[int]
    levels: list[int]


class ShowdownFront(GameEvent, tag="showdown_front", frozen=True):
    """``seat`` faces the Showdown's front card ``card``, ``count`` wounds on it (RB-SHOW-05)."""

    seat: int
    card: str
    count: int


class ShowdownRise(GameEvent, tag="showdown_rise", frozen=True):
    """``seat``'s hero, knocked out by ``card`` (``count`` wounds on it), rose again by giving up the
    XP ``bonus``, now at ``level`` (RB-SHOW-05)."""

    seat: int
    bonus: str
    level: int
    card: str
    count: int


class ShowdownOut(GameEvent, tag="showdown_out", frozen=True):
    """``seat``'s hero, knocked out by ``card`` (``count`` wounds on it), is out of the Showdown
    (RB-SHOW-05)."""

    seat: int
    card: str
    count: int


RuneboundEvent = Union[  # noqa: UP007 - a runtime union of classes, for msgspec
    Setup,
    TurnBegun,
    Refresh,
    Discard,
    Fatigued,
    KnockedOut,
    MoveRoll,
    Rest,
    Rested,
    Moved,
    Passed,
    LostAttempt,
    Leave,
    DeckDone,
    Draw,
    Barred,
    EventCard,
    EventVoid,
    Replenish,
    TokenPlaced,
    OptionChosen,
    QuestDone,
    LostPushed,
    Lost,
    WoundsDealt,
    GoldGained,
    GoldLost,
    Healed,
    QuestTaken,
    XpGained,
    SkillTest,
    Kept,
    DeclineKeep,
    AbilityUsed,
    Prevented,
    Wounded,
    CombatBegun,
    Pvp,
    FoeBeforeCombat,
    Round,
    TargetRoll,
    Escape,
    Escaped,
    Defeated,
    TokenWon,
    DefendFree,
    Attacked,
    Defended,
    AllyAttack,
    AbilityAttack,
    FoeStrike,
    Hit,
    FoeImmune,
    FoeWounded,
    AllyWounded,
    AllyDied,
    FoeRegenerates,
    KoSteps,
    KoCity,
    TookGold,
    Took,
    Buy,
    Hire,
    Sell,
    MarketHeal,
    MarketDraw,
    XpPaid,
    XpBought,
    Meet,
    Propose,
    Reject,
    LeaveMeeting,
    Traded,
    Path,
    Doom,
    Showdown,
    ShowdownFront,
    ShowdownRise,
    ShowdownOut,
    GameOver,
]
"""Every event a Runebound game logs: ``RuneboundGame.event_type``."""
