"""The resolver of effects that happen *to* a hero: card texts, test outcomes, event effects.

Effects wait in ``state.effect_queue`` and are carried out one at a time by :func:`effect`, so an
effect that needs a decision (preventing a wound, a test bonus, keeping a card over the limit)
pauses the queue. Abilities a player *uses* are resolved by ``abilities.apply_ability_effect``;
together the two are the one engine behind the vocabulary of ``effects.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.games.runebound import abilities
from noppa.games.runebound.effects import (
    Effect,
    Fatigue,
    Gold,
    Heal,
    Keep,
    LoseGold,
    Quest,
    RollBonus,
    Strike,
    Test,
    Wounds,
    Xp,
)

if TYPE_CHECKING:
    from noppa.games.runebound.state import RuneboundState

ROLL = Action("roll")
TAKE = Action("take")
DECLINE = Action("decline")


def roll_2d10(st: RuneboundState) -> tuple[int, int]:
    """The two ten-sided dice (RB-COMP-10); a face of 0 counts as 10 (RB-COMP-11).

    ``dice.roll(10)`` gives 1…10 and 10 stands for the die's 0, so the sum is 2…20 and 0 + 0 = 20.
    """
    return st.dice.roll(10), st.dice.roll(10)


def effect(st: RuneboundState, seat: int, item: Effect | Quest, card: str | None) -> None:
    """Carry out one queued effect for ``seat``'s hero."""
    hero = st.heroes[seat]
    if isinstance(item, Wounds):
        st.emit("wounds", seat=seat, count=item.amount)
        st.wound(seat, item.amount)
    elif isinstance(item, Fatigue):
        st.fatigue(seat, item.amount)
    elif isinstance(item, Gold):
        hero.gold += item.amount
        st.emit("gold", seat=seat, count=item.amount)
    elif isinstance(item, LoseGold):
        paid = min(item.amount, hero.gold)
        hero.gold -= paid
        st.emit("lose_gold", seat=seat, count=paid)
    elif isinstance(item, Heal):
        healed_w, healed_f = min(item.wounds, hero.wounds), min(item.fatigue, hero.fatigue)
        hero.wounds -= healed_w
        hero.fatigue -= healed_f
        st.emit("healed", seat=seat, wounds=healed_w, fatigue=healed_f)
    elif isinstance(item, Test):
        start_test(st, seat, item, card)
    elif isinstance(item, Keep):
        assert card is not None
        offer_keep(st, seat, card)
    elif isinstance(item, Quest):
        hero.quests.append(item.card)
        st.emit("quest", seat=seat, card=item.card)
    elif isinstance(item, Strike):
        from noppa.games.runebound import combat

        combat.foe_strike(st, seat, item)
    elif isinstance(item, Xp):
        hero.xp_paper += item.amount  # experience written on paper, spent like tokens (RB-XP-03)
        st.emit("xp_gained", seat=seat, count=item.amount)
    else:  # pragma: no cover - the loader allows no other effect in these lists
        raise AssertionError(f"effect {item!r} cannot happen to a hero")


# ---------------------------------------------------------------------- skill tests (§17)


def start_test(st: RuneboundState, seat: int, test: Test, card: str | None) -> None:
    """A skill test: first the chance to use test abilities (RB-ACT-01), then the roll."""
    st.test_pending = (seat, test, card)
    if not abilities.usable(st, seat, "test"):
        roll_test(st)


def test_legal(st: RuneboundState) -> list[Action]:
    """Before a test roll: use a test ability or roll; or discard (RB-LIM-04: at any time)."""
    from noppa.games.runebound.market import discard_actions

    assert st.test_pending is not None
    seat = st.test_pending[0]
    return [
        ROLL,
        *(Action("use", (name,)) for name in abilities.usable(st, seat, "test")),
        *discard_actions(st, seat),
    ]


def test_apply(st: RuneboundState, action: Action) -> None:
    """Use a test ability, discard, or roll the test."""
    assert st.test_pending is not None
    if action.kind == "discard":
        st.discard_card(st.test_pending[0], action.args[0])
    elif action.kind == "use":
        abilities.use(st, st.test_pending[0], action.args[0])
    else:
        roll_test(st)


def roll_test(st: RuneboundState) -> None:
    """Roll 2d10 + attribute + skill bonus against the target (RB-SKILL-02, RB-SKILL-03, RB-SKILL-04)."""
    assert st.test_pending is not None
    seat, test, card = st.test_pending
    st.test_pending = None
    first, second = roll_2d10(st)
    # RB-SKILL-05: only the hero tests; allies' numbers never count. RB-SKILL-04, RB-EX-04: a hero
    # without the named skill adds nothing.
    attribute = abilities.hero_stat(st, seat, test.attribute)
    # Option skill_tests (RB-SKILL-01): with it off, tests use the attribute alone.
    skill = abilities.skill_bonus(st, seat, test.skill) if st.skill_tests else 0
    bonus = (
        st.roll_bonus.pop(f"{seat}:hero", 0)
        + abilities.constant_bonus(st, seat, "test", RollBonus)
        + st.mods.test
    )
    total = first + second + attribute + skill + bonus
    success = total >= test.target
    st.emit(
        "test",
        seat=seat,
        attribute=test.attribute,
        skill=test.skill,
        target=test.target,
        dice=[first, second],
        value=attribute,
        skill_bonus=skill,
        bonus=bonus,
        total=total,
        success=success,
    )
    follow = test.success if success else test.failure
    st.effect_queue[0:0] = [(seat, e, card) for e in follow]


# ---------------------------------------------------------------------- keeping a card (RB-DEF-02)


def keep_kind(st: RuneboundState, card: str) -> str:
    """What a kept adventure card becomes: item, ally or boon."""
    keep = st.content.adventures[card].keep
    assert keep is not None
    return keep.becomes


def slot_of(st: RuneboundState, card: str) -> str | None:
    """The carrying limit a card counts against: ``weapon``, ``armor``, ``ally`` or none.

    RB-LIM-01, RB-LIM-02, RB-LIM-03.
    """
    base = st.content.market_base.get(card)
    if base is not None:
        if base in st.content.allies:
            return "ally"
        item_class = st.content.items[base].item_class
        return item_class if item_class in ("weapon", "armor") else None
    adventure = st.content.adventures.get(card)
    if adventure is None or adventure.keep is None:
        return None
    if adventure.keep.becomes == "ally":
        return "ally"
    if adventure.keep.becomes == "item" and adventure.keep.item_class in ("weapon", "armor"):
        return adventure.keep.item_class
    return None


LIMITS = {"weapon": 2, "armor": 1, "ally": 2}
"""At most 2 weapons, 1 armor and 2 allies (RB-LIM-01, RB-LIM-02)."""


def count_slot(st: RuneboundState, seat: int, slot: str) -> int:
    """How many cards of a limited kind the hero holds."""
    hero = st.heroes[seat]
    if slot == "ally":
        return len(hero.allies)
    return sum(1 for c in hero.items if slot_of(st, c) == slot)


def room_for(st: RuneboundState, seat: int, card: str) -> bool:
    """Whether the hero may take ``card`` without first giving up one of its kind (RB-LIM-03)."""
    slot = slot_of(st, card)
    return slot is None or count_slot(st, seat, slot) < LIMITS[slot]


def give_card(st: RuneboundState, seat: int, card: str) -> None:
    """Put ``card`` in front of the hero as what it is (item, ally, boon); check rune victory."""
    from noppa.games.runebound.model import AllyState

    hero = st.heroes[seat]
    if card in st.content.market_base:
        if st.content.market_base[card] in st.content.allies:
            hero.allies.append(AllyState(card))
        else:
            hero.items.append(card)
    else:
        kind = keep_kind(st, card)
        if kind == "ally":
            hero.allies.append(AllyState(card))
        elif kind == "item":
            hero.items.append(card)
        else:
            hero.boons.append(card)
    if st.content.adventures.get(card) is not None and st.content.adventures[card].rune:
        st.check_victory(seat)  # RB-WIN-02, RB-WIN-04


def offer_keep(st: RuneboundState, seat: int, card: str) -> None:
    """Keep a reward card; over a limit the player first discards one or declines (RB-LIM-05)."""
    if room_for(st, seat, card):
        give_card(st, seat, card)
        st.emit("keep", seat=seat, card=card)
        return
    st.keep_card = card
    st.keep_seat = seat


def keep_legal(st: RuneboundState) -> list[Action]:
    """Over the limit: discard a card of the same kind (not a kept reward) or decline the card."""
    assert st.keep_card is not None
    seat = st.keep_seat
    slot = slot_of(st, st.keep_card)
    hero = st.heroes[seat]
    held = (
        [a.card for a in hero.allies] if slot == "ally" else [c for c in hero.items if slot_of(st, c) == slot]
    )
    out = [Action("discard", (c,)) for c in held if c in st.content.market_base]
    return [*out, DECLINE]


def keep_apply(st: RuneboundState, action: Action) -> None:
    """Discard to make room, or decline the reward card."""
    assert st.keep_card is not None
    seat, card = st.keep_seat, st.keep_card
    if action.kind == "discard":
        st.discard_card(seat, action.args[0])
        if room_for(st, seat, card):
            st.keep_card = None
            give_card(st, seat, card)
            st.emit("keep", seat=seat, card=card)
        return
    st.keep_card = None
    st.emit("decline_keep", seat=seat, card=card)
    adventure = st.content.adventures[card]
    if adventure.kind == "challenge":
        st.played(card)
    else:
        st.encounter_played(card)
