"""The effect vocabulary of Runebound content: typed, small, and read by one resolver.

Every ability of a hero, ally, item, adventure card or event is written in this vocabulary
(RB-ACT-01): *when* it can be used (its :data:`Window`), *how* it is paid for (:data:`Use`, plus
fatigue or gold costs) and *what* it does (one :data:`Effect`). The structures here are pure data,
validated on load by msgspec (``content.py``); the resolver that carries them out lives in
``resolve.py``; the words for it (``words.py``: ``describe_effect``, ``describe_ability``…) come
from the catalogs, so content needs names but never rules text: card text is typed (RB-CARD-03, so
there is no flavour text to ignore), and the vocabulary with its words stands in for the rulebook's
missing symbols list (RB-NOTE-02).
"""

from __future__ import annotations

from typing import Literal

import msgspec

Attribute = Literal["mind", "body", "spirit"]
"""The three attributes; in combat Mind is ranged, Body melee, Spirit magic (RB-CMB-02)."""
Phase = Literal["ranged", "melee", "magic"]
Terrain = Literal["plains", "road", "river", "swamp", "forest", "hills", "mountain"]
Colour = Literal["green", "yellow", "blue", "red"]

PHASES: tuple[Phase, ...] = ("ranged", "melee", "magic")
ATTRIBUTE_OF: dict[str, Attribute] = {"ranged": "mind", "melee": "body", "magic": "spirit"}
TERRAINS: tuple[Terrain, ...] = ("plains", "road", "river", "swamp", "forest", "hills", "mountain")
"""The seven terrain types of the hexes (RB-COMP-13)."""
COLOURS: tuple[Colour, ...] = ("green", "yellow", "blue", "red")
"""The four adventure colours, easiest first (RB-COMP-15)."""
SKILLS: tuple[str, ...] = (
    "swim",
    "climb",
    "stealth",
    "diplomacy",
    "lore",
    "survival",
    "perception",
    "athletics",
    "intimidate",
    "healing",
)
"""The skills tests may name (RB-SKILL-02); a hero without one adds nothing (RB-SKILL-04)."""

Window = Literal[
    "movement",
    "before_combat",
    "escape",
    "ranged",
    "melee",
    "magic",
    "combat",
    "damage",
    "test",
    "market",
    "experience",
    "any",
    "refresh",
    "constant",
]
"""When an ability may be used.

``movement`` before the movement roll; ``before_combat`` in the Before Combat step (RB-CMB-04);
``escape`` before an escape roll; ``ranged``/``melee``/``magic`` in that combat phase only and
``combat`` in any of the three (RB-ACT-02); ``damage`` when the hero is about to take wounds;
``test`` before a skill-test roll; ``market`` in the Market step; ``experience`` in the Experience
step; ``any`` at any of the owner's
decisions in his own turn outside combat rolls (healing potions and the like); ``refresh`` happens
by itself in the Refresh step; ``constant`` always applies while the card is held (RB-ITEM-03).
"""

Use = Literal["activate", "single", "constant", "free"]
"""How an ability is paid for.

RB-CARD-05, RB-ITEM-01, RB-ITEM-02, RB-ITEM-03, RB-ACT-03, RB-ACT-04, RB-ACT-05.

``activate``: turn the card face down; counts toward the activation limit of the window.
``single``: single-use; the card goes under the market deck after use (RB-ITEM-02).
``constant``: always on, never used. ``free``: a hero's or ally's own ability that needs no
activation; it may be used once per window (Before Combat abilities once per combat, RB-CMB-04).
"""


class _Effect(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True, frozen=True):
    """Base of every effect."""


class Attack(_Effect, tag="attack", frozen=True):
    """An attack roll at once (e.g. Before Combat): 2d10 + attribute of ``phase`` + ``bonus``.

    Success (≥ the opponent's value) deals ``damage`` wounds (the attacker's own damage for that
    phase when left out). A failed ability attack costs nothing unless the card says so (RB-EX-06).
    """

    phase: Phase
    bonus: int = 0
    damage: int | None = None


class RollBonus(_Effect, tag="roll_bonus", frozen=True):
    """+``amount`` to the next roll of the window: combat roll, escape roll or skill test (RB-CMB-16)."""

    amount: int


class DamageBonus(_Effect, tag="damage_bonus", frozen=True):
    """+``amount`` wounds if this phase's attack succeeds."""

    amount: int


class Prevent(_Effect, tag="prevent", frozen=True):
    """Prevent up to ``amount`` of the wounds the hero is about to take (RB-EX-05)."""

    amount: int = 1


class Heal(_Effect, tag="heal", frozen=True):
    """Remove wounds and/or fatigue from the hero (``target = "hero"``) or from the card itself."""

    wounds: int = 0
    fatigue: int = 0
    target: Literal["hero", "self"] = "hero"


class Gold(_Effect, tag="gold", frozen=True):
    """Take ``amount`` gold from the bank."""

    amount: int


class MoveDice(_Effect, tag="move_dice", frozen=True):
    """Roll ``amount`` more movement dice this turn."""

    amount: int = 1


class Symbol(_Effect, tag="symbol", frozen=True):
    """One extra ``terrain`` symbol for this movement, used like a die showing only that symbol."""

    terrain: Terrain


class Stat(_Effect, tag="stat", frozen=True):
    """Permanent bonuses while the card is held (constant window)."""

    mind: int = 0
    body: int = 0
    spirit: int = 0
    life: int = 0
    stamina: int = 0
    ranged_damage: int = 0
    melee_damage: int = 0
    magic_damage: int = 0
    escape: int = 0
    rest: int = 0


class Skill(_Effect, tag="skill", frozen=True):
    """A skill bonus for tests naming ``name`` (RB-SKILL-02)."""

    name: str
    amount: int = 1


class Wounds(_Effect, tag="wounds", frozen=True):
    """The hero takes ``amount`` wounds (RB-WND-01)."""

    amount: int


class Fatigue(_Effect, tag="fatigue", frozen=True):
    """The hero takes ``amount`` fatigue; beyond Stamina it turns into wounds (RB-WND-02)."""

    amount: int


class LoseGold(_Effect, tag="lose_gold", frozen=True):
    """Pay ``amount`` gold to the bank (as much as the hero has)."""

    amount: int


class Xp(_Effect, tag="xp", frozen=True):
    """Gain ``amount`` experience points (written on paper, spent like adventure tokens, RB-XP-03)."""

    amount: int


class Discount(_Effect, tag="discount", frozen=True):
    """In this Market step, buying and hiring cost ``amount`` less (never below 1)."""

    amount: int


class Test(_Effect, tag="test", frozen=True):
    """A skill test (RB-SKILL-02, RB-SKILL-03, RB-SKILL-04): 2d10 + attribute + skill bonus ≥ ``target``."""

    attribute: Attribute
    target: int
    skill: str | None = None
    success: list[Effect] = []
    failure: list[Effect] = []


class Keep(_Effect, tag="keep", frozen=True):
    """The adventure card itself is kept: it becomes the item, ally or boon its ``keep`` entry says."""


class Strike(_Effect, tag="strike", frozen=True):
    """A challenge strikes first (RB-FOE-02): in its Before Combat step the foe attacks in ``phase``.

    The hero defends at once: 2d10 + his combat value for ``phase`` against the foe's value; a
    failed roll costs the foe's damage for that phase (``damage`` when given). Only in a challenge's
    ``before_combat`` list.
    """

    phase: Phase
    damage: int | None = None


class Immune(_Effect, tag="immune", frozen=True):
    """A foe's trait (RB-FOE-01): hits in the ability's phase window deal it no wounds."""


class Fury(_Effect, tag="fury", frozen=True):
    """A foe's trait (RB-FOE-03): once wounded it deals ``amount`` more damage in the window's phase."""

    amount: int = 1


class Regenerate(_Effect, tag="regenerate", frozen=True):
    """A foe's trait (RB-FOE-04): at the end of every combat round it heals ``amount`` wounds."""

    amount: int = 1


class Quest(_Effect, tag="quest", frozen=True):
    """Internal, never in data: an encounter card becomes a quest waiting for its city (RB-ADV-04)."""

    card: str


Effect = (
    Attack
    | RollBonus
    | DamageBonus
    | Prevent
    | Heal
    | Gold
    | MoveDice
    | Symbol
    | Stat
    | Skill
    | Wounds
    | Fatigue
    | LoseGold
    | Discount
    | Xp
    | Test
    | Keep
    | Strike
    | Immune
    | Fury
    | Regenerate
    | Quest
)
"""Any effect of the vocabulary."""

EFFECTS_FOR_WINDOW: dict[str, tuple[type, ...]] = {
    "movement": (MoveDice, Symbol, Heal),
    "before_combat": (Attack, Heal, Gold),
    "escape": (RollBonus,),
    "ranged": (RollBonus, DamageBonus, Attack, Heal),
    "melee": (RollBonus, DamageBonus, Attack, Heal),
    "magic": (RollBonus, DamageBonus, Attack, Heal),
    "combat": (RollBonus, DamageBonus, Heal),
    "damage": (Prevent,),
    "test": (RollBonus,),
    "market": (Discount, Heal, Gold),
    "experience": (Xp, Heal),
    "any": (Heal, Gold),
    "refresh": (Heal, Gold),
    "constant": (Stat, Skill),
}
"""Which effects make sense in which window; the loader refuses other pairs."""

FOE_EFFECTS_FOR_WINDOW: dict[str, tuple[type, ...]] = {
    "ranged": (Immune, Fury),
    "melee": (Immune, Fury),
    "magic": (Immune, Fury),
    "combat": (Fury, Regenerate),
}
"""A challenge's own abilities, its traits (RB-FOE-01…04): the windows and effects they may use.

A trait is always in force while the card is fought (never paid for); ``combat`` means every phase
(an immunity in every phase would make a card no one can beat, so it names one phase).
"""
FOE_ONLY: tuple[type, ...] = (Strike, Immune, Fury, Regenerate)
"""Effects that only a challenge's card text may hold."""


class Ability(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One ability: when (``window``), how it is paid (``use``, ``fatigue``, ``gold``), what it does."""

    window: Window
    effect: Effect
    use: Use = "free"
    fatigue: int = 0
    gold: int = 0
    discard: bool = False
    """A cost: the card itself is discarded (under the market deck) when the ability is used."""
