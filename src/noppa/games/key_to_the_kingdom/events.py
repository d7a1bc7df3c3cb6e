"""Every kind of event Key to the Kingdom logs, declared once (:mod:`noppa.engine.events`).

The rules emit these structs; the log, saves and the wire hold their JSON form (the dict each kind
has always been, ``{"type": "move", "seat": 1, "dest": "bf/c2", ...}``). ``seat`` is the seat the
event is about; spaces, hazards, places, cases, equipment and cards are their ids in the board and
card data; a field present only sometimes defaults to ``UNSET`` and is then left out. A private
event carries ``to``, the seats that see it. :data:`EVENT_TYPE` is their union with
:class:`~noppa.engine.events.GameOver`: ``KeyToTheKingdomGame.event_type``.
"""

from __future__ import annotations

from typing import Union

from noppa.engine.events import UNSET, GameEvent, GameOver, UnsetType

# ------------------------------------------------------------------ setup and the turn


class Setup(GameEvent, tag="setup", frozen=True):
    """The game begins for ``players`` adventurers in the ``long`` or ``short`` version (KK-SETUP-09);
    the cases are filled in secret (KK-SETUP-04)."""

    players: int
    version: str


class Pick(GameEvent, tag="pick", frozen=True):
    """A team member picks one of the team's shared equipment cards (KK-TEAM-01)."""

    seat: int
    equipment: str


class FirstPlayer(GameEvent, tag="first_player", frozen=True):
    """``seat`` rolled highest and starts (KK-SETUP-07)."""

    seat: int


class Turn(GameEvent, tag="turn", frozen=True):
    """``seat``'s turn ``number`` begins; with the turn's roll ``face`` and the space ``dk`` it sent
    the Demon King to, when nothing was chosen before the roll (KK-TURN-01, KK-DK-01)."""

    seat: int
    number: int
    face: int | UnsetType = UNSET
    dk: str | UnsetType = UNSET


class Roll(GameEvent, tag="roll", frozen=True):
    """``seat`` rolls the die: ``face`` for ``why`` (a purpose such as ``first`` or ``turn``, or the
    hazard or monster card rolled against); ``dk``, the turn's roll moved the Demon King there
    (KK-DK-01)."""

    seat: int
    face: int
    why: str
    dk: str | UnsetType = UNSET


class Lend(GameEvent, tag="lend", frozen=True):
    """``seat`` lends ``equipment`` to his partner ``partner`` (KK-TEAM-04)."""

    seat: int
    partner: int
    equipment: str


class Move(GameEvent, tag="move", frozen=True):
    """``seat`` moves ``steps`` to ``dest``; ``mode``: the turn's move, a flight or a special move
    (KK-TURN-04, KK-TP-04, KK-WP-02)."""

    seat: int
    dest: str
    steps: int
    mode: str


class Stay(GameEvent, tag="stay", frozen=True):
    """``seat`` stays where he stands to face its hazard (KK-HAZ-03)."""

    seat: int


class Steal(GameEvent, tag="steal", frozen=True):
    """``seat`` steals ``case`` from ``victim`` sharing his space (KK-TURN-07)."""

    seat: int
    victim: int
    case: str


# ------------------------------------------------------------------ the Demon King and dungeons


class Captured(GameEvent, tag="captured", frozen=True):
    """The Demon King (or a monster, ``why``) takes ``seat`` to the dungeon of ``place`` (KK-DK-02)."""

    seat: int
    place: str
    why: str


class DungeonEscape(GameEvent, tag="dungeon_escape", frozen=True):
    """``seat`` rolled a 1 or an 8 and gets out of the dungeon of ``place`` (KK-DUN-01)."""

    seat: int
    place: str


class DungeonFail(GameEvent, tag="dungeon_fail", frozen=True):
    """``seat`` failed to get out of the dungeon of ``place``, ``tries`` turns so far (KK-DUN-01..03)."""

    seat: int
    place: str
    tries: int


class IntoPlace(GameEvent, tag="into_place", frozen=True):
    """Out of the dungeon into its treasure place ``place`` (KK-DUN-02)."""

    seat: int
    place: str


class EnterPlace(GameEvent, tag="enter_place", frozen=True):
    """``seat`` enters the treasure place ``place`` (KK-TP-03)."""

    seat: int
    place: str


class Freed(GameEvent, tag="freed", frozen=True):
    """``by`` entered ``place`` and frees his teammate ``seat`` from its dungeon (KK-TEAM-02)."""

    seat: int
    by: int
    place: str


class DemonKingPlaced(GameEvent, tag="demon_king_placed", frozen=True):
    """After the board turned the Demon King goes to his ``number`` on ``space`` (KK-WP-06)."""

    number: int
    space: str


# ------------------------------------------------------------------ equipment and cases


class Lose(GameEvent, tag="lose", frozen=True):
    """``seat`` loses ``equipment`` to his lost pile because of ``why`` (KK-HAZ-04, KK-SETUP-08)."""

    seat: int
    equipment: str
    why: str


class Regain(GameEvent, tag="regain", frozen=True):
    """``seat`` takes ``equipment`` back from his lost pile because of ``why`` (KK-STONE-02,
    KK-WIZ-03)."""

    seat: int
    equipment: str
    why: str


class CaseContent(GameEvent, tag="case_content", frozen=True):
    """Private (``to`` is ``[seat]``): ``seat`` looks into ``case`` and finds ``treasure``
    (KK-SETUP-04, KK-SECRET-01)."""

    seat: int
    case: str
    treasure: str


class TakeCase(GameEvent, tag="take_case", frozen=True):
    """``seat`` takes ``case`` because of ``why`` (KK-TP-03, KK-STONE-02, KK-WIZ-03)."""

    seat: int
    case: str
    why: str


class LoseCase(GameEvent, tag="lose_case", frozen=True):
    """``seat`` loses ``case`` to ``to_pile`` (``lost``, ``used`` or ``pit``) because of ``why``
    (KK-HAZ-04, KK-WP-05)."""

    seat: int
    case: str
    to_pile: str
    why: str


class CobraDropped(GameEvent, tag="cobra_dropped", frozen=True):
    """``seat`` drops the Cobra in ``case`` into the Snake Pit; it now counts (KK-WIN-02, KK-SNAKE-04)."""

    seat: int
    case: str


class MonstersReshuffled(GameEvent, tag="monsters_reshuffled", frozen=True):
    """The used monster cards are shuffled into a new deck of ``count`` (KK-TP-02)."""

    count: int


# ------------------------------------------------------------------ hazards and monsters


class Face(GameEvent, tag="face", frozen=True):
    """``seat`` faces ``hazard`` from its white dagger (KK-HAZ-03)."""

    seat: int
    hazard: str


class LostTurn(GameEvent, tag="lost_turn", frozen=True):
    """``seat`` waits in ``hazard``: turn ``count`` of ``of`` lost (KK-HAZ-05)."""

    seat: int
    hazard: str
    count: int
    of: int


class HazardRoll(GameEvent, tag="hazard_roll", frozen=True):
    """``seat`` rolls ``faces`` at a node of ``hazard``; ``won`` when the roll decides success
    (KK-HAZ-05)."""

    seat: int
    hazard: str
    faces: list[int]
    won: bool | UnsetType = UNSET


class Escape(GameEvent, tag="escape", frozen=True):
    """``seat`` tries escape ``method`` in ``hazard``: ``faces`` rolled (none for a sure way);
    ``won`` when the roll was a trial (KK-HAZ-04)."""

    seat: int
    hazard: str
    method: str
    faces: list[int]
    won: bool | UnsetType = UNSET


class Walk(GameEvent, tag="walk", frozen=True):
    """``seat`` rolls ``face`` and walks inside ``hazard`` to ``dest`` (KK-HAZ-05, KK-DARK-02)."""

    seat: int
    hazard: str
    face: int
    dest: str


class Ashore(GameEvent, tag="ashore", frozen=True):
    """``seat`` reaches ``space`` out of the water (KK-HAZ-02)."""

    seat: int
    space: str


class Step(GameEvent, tag="step", frozen=True):
    """``seat`` steps on to ``space`` inside a hazard (KK-HAZ-05)."""

    seat: int
    space: str


class Hold(GameEvent, tag="hold", frozen=True):
    """``seat`` is held back on ``space`` inside a hazard (KK-HAZ-05)."""

    seat: int
    space: str


class Fall(GameEvent, tag="fall", frozen=True):
    """``seat`` falls inside ``hazard`` to ``space`` (KK-HAZ-05, KK-DARK-04)."""

    seat: int
    hazard: str
    space: str


class MustCircle(GameEvent, tag="must_circle", frozen=True):
    """``seat`` must round the whole stone circle before the Magic Arch again (KK-ARCH-02)."""

    seat: int


class HazardDone(GameEvent, tag="hazard_done", frozen=True):
    """``seat`` leaves ``hazard`` onto the dagger ``space``, across it or not (``success``,
    KK-HAZ-02)."""

    seat: int
    hazard: str
    space: str
    success: bool


class Rescued(GameEvent, tag="rescued", frozen=True):
    """``by`` crossed ``hazard`` cleanly and saves his teammate ``seat`` caught in it (KK-TEAM-03)."""

    seat: int
    by: int
    hazard: str


class Monster(GameEvent, tag="monster", frozen=True):
    """``seat`` draws the monster ``card`` at the black dagger of ``place`` (KK-TP-02)."""

    seat: int
    card: str
    place: str


class Fight(GameEvent, tag="fight", frozen=True):
    """``seat`` fights the monster ``card`` by ``method``: ``faces`` rolled, ``won`` or not
    (KK-TP-02, KK-TP-04, KK-TP-05)."""

    seat: int
    card: str
    method: str
    faces: list[int]
    won: bool


# ------------------------------------------------------------------ the Stone Circle, Wizard, Dark Bridge


class CircleIdle(GameEvent, tag="circle_idle", frozen=True):
    """The Stone Circle has nothing for ``seat`` (KK-STONE-04)."""

    seat: int


class CircleReturn(GameEvent, tag="circle_return", frozen=True):
    """``seat`` chooses to have lost cards come back (KK-STONE-02)."""

    seat: int


class CircleCard(GameEvent, tag="circle_card", frozen=True):
    """``seat`` chooses to try for a magic card (KK-STONE-03)."""

    seat: int


class MagicWon(GameEvent, tag="magic_won", frozen=True):
    """``seat`` rolled ``face`` (1 or 8) and wins a magic card (KK-STONE-03)."""

    seat: int
    face: int


class MagicCard(GameEvent, tag="magic_card", frozen=True):
    """Private (``to`` is ``[seat]``): the magic ``card`` ``seat`` won (KK-STONE-03, KK-MAGIC-01)."""

    seat: int
    card: str


class CircleMiss(GameEvent, tag="circle_miss", frozen=True):
    """``seat`` rolled ``face``: no magic card this time (KK-STONE-03)."""

    seat: int
    face: int


class CircleDone(GameEvent, tag="circle_done", frozen=True):
    """``seat`` has his cards back and leaves the Stone Circle (KK-STONE-02)."""

    seat: int


class WizardGifts(GameEvent, tag="wizard_gifts", frozen=True):
    """The Wizard gives ``seat`` his gifts (KK-WIZ-03)."""

    seat: int


class WizardComfort(GameEvent, tag="wizard_comfort", frozen=True):
    """``seat`` gets one equipment card back from the Wizard all the same (KK-WIZ-04)."""

    seat: int


class BridgeWait(GameEvent, tag="bridge_wait", frozen=True):
    """``seat`` waits: another adventurer holds the right to build the Dark Bridge (KK-DARK-01)."""

    seat: int


class BridgeUnbuilt(GameEvent, tag="bridge_unbuilt", frozen=True):
    """``seat`` rolled ``face`` (7 or 8): no pieces; he rolls again next turn (KK-DARK-01)."""

    seat: int
    face: int


class BridgeBuilt(GameEvent, tag="bridge_built", frozen=True):
    """``seat`` rolled ``face`` and builds ``pieces`` pieces of the Dark Bridge (KK-DARK-01)."""

    seat: int
    face: int
    pieces: int


# ------------------------------------------------------------------ whirlpools and magic


class Whirlpool(GameEvent, tag="whirlpool", frozen=True):
    """``seat`` jumps into a whirlpool on ``side`` of the board (KK-WP-01)."""

    seat: int
    side: str


class MagicPlayed(GameEvent, tag="magic_played", frozen=True):
    """``seat`` plays the magic ``card``: the ``side`` of the board does not turn (KK-MAGIC-02)."""

    seat: int
    card: str
    side: str


class BoardTurns(GameEvent, tag="board_turns", frozen=True):
    """``seat``'s jump turns ``side`` to ``fold``; the seats ``affected`` stand on it (KK-WP-02)."""

    seat: int
    side: str
    fold: str
    affected: list[int]


class SpecialRoll(GameEvent, tag="special_roll", frozen=True):
    """``seat``'s special roll ``face`` off the turning part, ``left`` more to come (KK-WP-02)."""

    seat: int
    face: int
    left: int


class BoardTurned(GameEvent, tag="board_turned", frozen=True):
    """``side`` of the board has turned to ``fold`` (``in`` or ``out``, KK-WP-03)."""

    side: str
    fold: str


class Fell(GameEvent, tag="fell", frozen=True):
    """``seat`` stayed on the turning part and fell into ``space`` (KK-WP-04)."""

    seat: int
    space: str


class TrappedOut(GameEvent, tag="trapped_out", frozen=True):
    """``seat`` rolled a 1 or an 8 and climbs out of the whirlpool or black hole (KK-WP-04)."""

    seat: int


class TrappedFail(GameEvent, tag="trapped_fail", frozen=True):
    """``seat`` failed to climb out, ``tries`` turns so far (KK-WP-04, KK-WP-05)."""

    seat: int
    tries: int


class Released(GameEvent, tag="released", frozen=True):
    """After three turns held by his magic card ``seat`` moves on normally (KK-MAGIC-02)."""

    seat: int


class ClimbOut(GameEvent, tag="climb_out", frozen=True):
    """``seat`` climbs out onto ``space`` (KK-WP-04)."""

    seat: int
    space: str


# ------------------------------------------------------------------ winning


class KeyMagic(GameEvent, tag="key_magic", frozen=True):
    """The Key's magic carries ``seat`` out (short version, KK-WIN-03)."""

    seat: int


class Win(GameEvent, tag="win", frozen=True):
    """``seat`` leaves the Kingdom first (``how``); ``winners``: he and his team (KK-WIN-01,
    KK-TEAM-05)."""

    seat: int
    winners: list[int]
    how: str


class Escaped(GameEvent, tag="escaped", frozen=True):
    """``seat`` reaches the start area in his last turns and is saved (KK-WIN-05)."""

    seat: int


class LostForever(GameEvent, tag="lost_forever", frozen=True):
    """``seat``'s last turns ran out: he is lost in the Kingdom (KK-WIN-05)."""

    seat: int


class Unwinnable(GameEvent, tag="unwinnable", frozen=True):
    """No second treasure is left in play: no one can win (KK-WIN-01, KK-WP-05)."""


KingdomEvent = Union[  # noqa: UP007 (a runtime union of classes for msgspec)
    Setup, Pick, FirstPlayer, Turn, Roll, Lend, Move, Stay, Steal,
    Captured, DungeonEscape, DungeonFail, IntoPlace, EnterPlace, Freed, DemonKingPlaced,
    Lose, Regain, CaseContent, TakeCase, LoseCase, CobraDropped, MonstersReshuffled,
    Face, LostTurn, HazardRoll, Escape, Walk, Ashore, Step, Hold, Fall, MustCircle, HazardDone,
    Rescued, Monster, Fight,
    CircleIdle, CircleReturn, CircleCard, MagicWon, MagicCard, CircleMiss, CircleDone, WizardGifts,
    WizardComfort, BridgeWait, BridgeUnbuilt, BridgeBuilt,
    Whirlpool, MagicPlayed, BoardTurns, SpecialRoll, BoardTurned, Fell, TrappedOut, TrappedFail,
    Released, ClimbOut,
    KeyMagic, Win, Escaped, LostForever, Unwinnable,
]  # fmt: skip
"""Every event Key to the Kingdom's rules emit."""

EVENT_TYPE = Union[KingdomEvent, GameOver]  # noqa: UP007
"""``KeyToTheKingdomGame.event_type``: the game's events and the engine's :class:`GameOver`."""
