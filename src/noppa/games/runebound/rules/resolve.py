"""The resolver of effects that happen *to* a hero: card texts, test outcomes, event effects.

Effects wait on the flow (a ``Queued`` frame, :meth:`RuneboundState.queue`) and are carried out one
at a time by :func:`effect`, so an effect that needs a decision (preventing a wound, a test bonus,
keeping a card over the limit) pauses the queue: its own frame goes above it. Abilities a player
*uses* are paid for by :func:`use` and resolved by :func:`apply_ability_effect`; together the two
are the one engine behind the vocabulary of ``effects.py``. Wounds about to be taken wait here too,
for a prevention ability (RB-EX-05).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import msgspec

from noppa.engine import Action, IllegalAction
from noppa.games.runebound.content.effects import (
    Ability,
    Attack,
    DamageBonus,
    Discount,
    Effect,
    Fatigue,
    Gold,
    Heal,
    Keep,
    LoseGold,
    MoveDice,
    Prevent,
    Quest,
    RollBonus,
    Strike,
    Symbol,
    Test,
    Wounds,
    Xp,
)
from noppa.games.runebound.events import (
    AbilityUsed,
    DeclineKeep,
    GoldGained,
    GoldLost,
    Healed,
    Kept,
    Prevented,
    QuestTaken,
    SkillTest,
    Wounded,
    WoundsDealt,
    XpGained,
)
from noppa.games.runebound.rules import abilities, combat
from noppa.games.runebound.rules.model import AllyState, Hurt, KeepCard, KnockOut, PendingTest

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

ROLL = Action("roll")
TAKE = Action("take")
DECLINE = Action("decline")


def effect(st: RuneboundState, seat: int, item: Effect | Quest, card: str | None) -> None:
    """Carry out one queued effect for ``seat``'s hero."""
    hero = st.heroes[seat]
    if isinstance(item, Wounds):
        st.emit(WoundsDealt(seat=seat, count=item.amount))
        st.wound(seat, item.amount)
    elif isinstance(item, Fatigue):
        st.fatigue(seat, item.amount)
    elif isinstance(item, Gold):
        hero.gold += item.amount
        st.emit(GoldGained(seat=seat, count=item.amount))
    elif isinstance(item, LoseGold):
        paid = min(item.amount, hero.gold)
        hero.gold -= paid
        st.emit(GoldLost(seat=seat, count=paid))
    elif isinstance(item, Heal):
        healed_w, healed_f = min(item.wounds, hero.wounds), min(item.fatigue, hero.fatigue)
        hero.wounds -= healed_w
        hero.fatigue -= healed_f
        st.emit(Healed(seat=seat, wounds=healed_w, fatigue=healed_f))
    elif isinstance(item, Test):
        start_test(st, seat, item, card)
    elif isinstance(item, Keep):
        assert card is not None
        offer_keep(st, seat, card)
    elif isinstance(item, Quest):
        hero.quests.append(item.card)
        st.emit(QuestTaken(seat=seat, card=item.card))
    elif isinstance(item, Strike):
        combat.foe_strike(st, seat, item)
    elif isinstance(item, Xp):
        hero.xp_paper += item.amount  # experience written on paper, spent like tokens (RB-XP-03)
        st.emit(XpGained(seat=seat, count=item.amount))
    else:  # pragma: no cover - the loader allows no other effect in these lists
        raise AssertionError(f"effect {item!r} cannot happen to a hero")


# ---------------------------------------------------------------------- skill tests (§17)


def start_test(st: RuneboundState, seat: int, test: Test, card: str | None) -> None:
    """A skill test: first the chance to use test abilities (RB-ACT-01), then the roll."""
    st.pend(PendingTest(seat, test, card))
    if not abilities.usable(st, seat, "test"):
        roll_test(st)


def _test(st: RuneboundState) -> PendingTest:
    test = st.pending(PendingTest)
    assert test is not None
    return test


def test_legal(st: RuneboundState) -> list[Action]:
    """Before a test roll: use a test ability or roll; or discard (RB-LIM-04: at any time)."""
    seat = _test(st).seat
    return [
        ROLL,
        *(Action("use", (name,)) for name in abilities.usable(st, seat, "test")),
        *discard_actions(st, seat),
    ]


def test_apply(st: RuneboundState, action: Action) -> None:
    """Use a test ability, discard, or roll the test."""
    seat = _test(st).seat
    if action.kind == "discard":
        st.discard_card(seat, action.args[0])
    elif action.kind == "use":
        use(st, seat, action.args[0])
    else:
        roll_test(st)


def roll_test(st: RuneboundState) -> None:
    """Roll 2d10 + attribute + skill bonus against the target (RB-SKILL-02, RB-SKILL-03, RB-SKILL-04)."""
    pending = _test(st)
    seat, test, card = pending.seat, pending.test, pending.card
    st.settle(PendingTest)
    first, second = combat.roll_2d10(st)
    # RB-SKILL-05: only the hero tests; allies' numbers never count. RB-SKILL-04, RB-EX-04: a hero
    # without the named skill adds nothing.
    attribute = abilities.hero_stat(st, seat, test.attribute)
    # Option skill_tests (RB-SKILL-01): with it off, tests use the attribute alone.
    skill = abilities.skill_bonus(st, seat, test.skill) if st.skill_tests else 0
    bonus = (
        st.this_turn.roll_bonus.pop(f"{seat}:hero", 0)
        + abilities.constant_bonus(st, seat, "test", RollBonus)
        + st.mods.test
    )
    total = first + second + attribute + skill + bonus
    success = total >= test.target
    st.emit(
        SkillTest(
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
    )
    follow = test.success if success else test.failure
    st.queue(((seat, e, card) for e in follow), first=True)


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
        st.emit(Kept(seat=seat, card=card))
        return
    st.pend(KeepCard(seat, card))


def _keep(st: RuneboundState) -> KeepCard:
    keep = st.pending(KeepCard)
    assert keep is not None
    return keep


def keep_legal(st: RuneboundState) -> list[Action]:
    """Over the limit: discard a card of the same kind (not a kept reward) or decline the card."""
    keep = _keep(st)
    seat = keep.seat
    slot = slot_of(st, keep.card)
    hero = st.heroes[seat]
    held = (
        [a.card for a in hero.allies] if slot == "ally" else [c for c in hero.items if slot_of(st, c) == slot]
    )
    out = [Action("discard", (c,)) for c in held if c in st.content.market_base]
    return [*out, DECLINE]


def keep_apply(st: RuneboundState, action: Action) -> None:
    """Discard to make room, or decline the reward card."""
    keep = _keep(st)
    seat, card = keep.seat, keep.card
    if action.kind == "discard":
        st.discard_card(seat, action.args[0])
        if room_for(st, seat, card):
            st.settle(KeepCard)
            give_card(st, seat, card)
            st.emit(Kept(seat=seat, card=card))
        return
    st.settle(KeepCard)
    st.emit(DeclineKeep(seat=seat, card=card))
    adventure = st.content.adventures[card]
    if adventure.kind == "challenge":
        st.played(card)
    else:
        st.encounter_played(card)


# ---------------------------------------------------------------------- using abilities (RB-ACT)


def use(st: RuneboundState, seat: int, name: str) -> None:
    """Pay for and carry out the ability ``name`` (already checked by :func:`abilities.usable`)."""
    found = abilities.find(st, seat, name)
    assert found is not None
    source, index, ability = found
    hero = st.heroes[seat]
    ally = hero.ally(source)
    if ability.use == "activate":
        hero.face_down.append(source)  # RB-ACT-03
        st.window_acts[seat] = st.window_acts.get(seat, 0) + 1
    elif ability.use == "free":
        st.free_used.add(f"{seat}:{source}/{index}")
    if ability.fatigue:
        if ally is None:
            hero.fatigue += ability.fatigue
        else:
            ally.fatigue += ability.fatigue
    if ability.gold:
        hero.gold -= ability.gold
    st.emit(AbilityUsed(seat=seat, source=source, index=index, fatigue=ability.fatigue))
    if ability.use == "single" or ability.discard:
        # RB-ITEM-02: a single-use card goes under the market deck; so does a card discarded as a cost.
        st.discard_card(seat, source, used=True)
    apply_ability_effect(st, seat, source if ally is not None else "hero", ability, ally)


def apply_ability_effect(
    st: RuneboundState, seat: int, roller: str, ability: Ability, ally: AllyState | None
) -> None:
    """The one resolver of ability effects (the rest of the vocabulary is in :func:`effect`)."""
    effect = ability.effect
    hero = st.heroes[seat]
    key = f"{seat}:{roller}"
    if isinstance(effect, RollBonus):
        st.this_turn.roll_bonus[key] = st.this_turn.roll_bonus.get(key, 0) + effect.amount
    elif isinstance(effect, DamageBonus):
        st.this_turn.damage_bonus[key] = st.this_turn.damage_bonus.get(key, 0) + effect.amount
    elif isinstance(effect, Prevent):
        hurt = _hurt(st)
        prevented = min(effect.amount, hurt.amount)
        st.pend(msgspec.structs.replace(hurt, amount=hurt.amount - prevented))
        st.emit(Prevented(seat=seat, count=prevented))
    elif isinstance(effect, Heal):
        target_wounds = ally if (effect.target == "self" and ally is not None) else None
        if target_wounds is None:
            healed_w = min(effect.wounds, hero.wounds)
            healed_f = min(effect.fatigue, hero.fatigue)
            hero.wounds -= healed_w
            hero.fatigue -= healed_f
        else:
            healed_w = min(effect.wounds, target_wounds.wounds)
            healed_f = min(effect.fatigue, target_wounds.fatigue)
            target_wounds.wounds -= healed_w
            target_wounds.fatigue -= healed_f
        st.emit(Healed(seat=seat, wounds=healed_w, fatigue=healed_f))
    elif isinstance(effect, Gold):
        hero.gold += effect.amount
        st.emit(GoldGained(seat=seat, count=effect.amount))
    elif isinstance(effect, MoveDice):
        st.this_turn.extra_dice += effect.amount
    elif isinstance(effect, Symbol):
        st.this_turn.extra_symbols.append(effect.terrain)
    elif isinstance(effect, Discount):
        st.this_turn.discount += effect.amount
    elif isinstance(effect, Xp):
        hero.xp_paper += effect.amount
        st.emit(XpGained(seat=seat, count=effect.amount))
    elif isinstance(effect, Attack):
        combat.ability_attack(st, seat, roller, effect)


# ---------------------------------------------------------------------- preventing wounds (RB-EX-05)


def _hurt(st: RuneboundState) -> Hurt:
    hurt = st.pending(Hurt)
    assert hurt is not None
    return hurt


def hurt_decision(st: RuneboundState) -> bool:
    """A hero about to take wounds may first use a prevention ability (RB-EX-05)."""
    hurt = _hurt(st)
    if hurt.amount <= 0:
        st.settle(Hurt)
        return False
    if abilities.usable(st, hurt.seat, "damage"):
        return st.ask(hurt.seat)
    take_hurt(st)
    return False


def hurt_legal(st: RuneboundState) -> list[Action]:
    """Take the wounds, or use an ability that prevents some; or discard first (RB-LIM-04)."""
    seat = _hurt(st).seat
    return [
        TAKE,
        *(Action("use", (n,)) for n in abilities.usable(st, seat, "damage")),
        *discard_actions(st, seat),
    ]


def hurt_apply(st: RuneboundState, action: Action) -> None:
    """Prevent, discard, or take the wounds."""
    seat = _hurt(st).seat
    if action.kind == "discard":
        st.discard_card(seat, action.args[0])  # without a prevention left, they are taken next
    elif action.kind == "use":
        use(st, seat, action.args[0])
        hurt = st.pending(Hurt)
        if hurt is not None and hurt.amount <= 0:
            st.settle(Hurt)
    else:
        take_hurt(st)


def take_hurt(st: RuneboundState) -> None:
    """Put the wound tokens on the hero; wounds ≥ Life knock him out (RB-WND-01, RB-KO-01)."""
    hurt = _hurt(st)
    st.settle(Hurt)
    hero = st.heroes[hurt.seat]
    hero.wounds += hurt.amount
    st.emit(Wounded(seat=hurt.seat, count=hurt.amount, wounds=hero.wounds))
    st.check_knockout(hurt.seat)


def next_knocked_out(st: RuneboundState) -> None:
    """The first knocked-out hero's steps are done (or he rises in the Showdown): the next one's begin."""
    ko = st.pending(KnockOut)
    assert ko is not None
    if len(ko.seats) > 1:
        st.pend(KnockOut(ko.seats[1:]))
    else:
        st.settle(KnockOut)


# ---------------------------------------------------------------------- discarding (RB-LIM-04)


def discard_actions(st: RuneboundState, seat: int) -> list[Action]:
    """Discarding is allowed at any time (RB-LIM-04), but not kept rewards (RB-DEF-02)."""
    hero = st.heroes[seat]
    if not hero.items and not hero.allies:
        return []
    market = st.content.market_base
    out = [_discard(c) for c in hero.items if c in market]
    if hero.allies:
        out += [_discard(a.card) for a in hero.allies if a.card in market]
    return out


def use_actions(st: RuneboundState, seat: int, window: str, *more: str) -> list[Action]:
    """The actions ``use:name`` of the abilities ``seat`` may use now in ``window``, then in each of
    ``more`` (:func:`abilities.usable`)."""
    names = abilities.usable(st, seat, window, *more)
    return [_use(name) for name in names] if names else []


@lru_cache(maxsize=4096)
def _use(name: str) -> Action:
    """The action ``use:name`` (made once per ability)."""
    return Action("use", (name,))


@lru_cache(maxsize=4096)
def _discard(card: str) -> Action:
    """The action ``discard:card`` (made once per card)."""
    return Action("discard", (card,))


def at_any_time(st: RuneboundState, seat: int, action: Action) -> bool:
    """Carry out ``action`` if it is one a decision allows besides its own choices: an ability
    (RB-ACT-01) or a discard (RB-LIM-04: at any time); whether it was."""
    kind = action.kind
    if kind == "use":
        use(st, seat, action.args[0])
        return True
    if kind == "discard":
        st.discard_card(seat, action.args[0])
        return True
    return False


# ---------------------------------------------------------------------- refusals any decision shares


def refuse(st: RuneboundState, seat: int, action: Action) -> IllegalAction:
    """Why ``action`` is refused where the decision at hand has no reason of its own: an ability
    that cannot be used now (RB-ACT-02, RB-ACT-03, RB-ACT-04), a card that cannot be discarded, or
    an action of another step (a move before the roll, XP outside the Experience step…); else the
    legal actions are listed. Each decision's own refusals come first (``state.DECISIONS``)."""
    kind = action.kind
    text = action.text
    if kind == "use" and action.args:
        found = abilities.find(st, seat, action.args[0])
        if found is None:
            return IllegalAction("rb.error.no_such_ability", action=text)
        source, _, ability = found
        if ability.use == "activate" and source in st.heroes[seat].face_down:
            return IllegalAction("rb.error.face_down", action=text)  # RB-ACT-03
        if ability.use == "activate" and st.window_acts.get(seat, 0) >= 1:
            return IllegalAction("rb.error.activation_limit", action=text)  # RB-ACT-04
        if ability.fatigue:
            return IllegalAction("rb.error.fatigue_limit", action=text)
        return IllegalAction("rb.error.not_now", action=text)
    simple = {
        "move": "rb.error.roll_first",
        "discard": "rb.error.cannot_discard",
        "adventure": "rb.error.no_adventure",
        "trade": "rb.error.no_meeting",
        "fight": "rb.error.no_meeting",
        "propose": "rb.error.bad_offer",
    }
    if kind in simple:
        return IllegalAction(simple[kind], action=text)
    if kind == "xp":
        return IllegalAction("rb.error.xp", action=text, count=st.xp_cost)  # RB-XP-04
    legal = ", ".join(a.text for a in st.legal_actions())
    return IllegalAction("rb.error.illegal", action=text, legal=legal)
