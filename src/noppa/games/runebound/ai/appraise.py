"""What things are worth to the heuristic bot: a hero's fighting numbers, a foe's, and the value of
an adventure, a card or an effect, all read from a seat's view and the static content.

The bot (``bot.py``) decides with these numbers; the chances of a fight come from ``tactics.py``.
Values are in "XP points": one point of experience is worth 1, a gold coin 0.6, a Dragon Rune a
dozen, the third Rune or High Lord Margath the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from noppa.games.runebound.ai.tactics import Fighter, Foe, Odds, Side, fight_odds
from noppa.games.runebound.content.effects import (
    ATTRIBUTE_OF,
    COLOURS,
    PHASES,
    Ability,
    Attack,
    DamageBonus,
    Effect,
    Fatigue,
    Fury,
    Gold,
    Heal,
    Immune,
    Keep,
    LoseGold,
    Prevent,
    Regenerate,
    RollBonus,
    Stat,
    Wounds,
    Xp,
)
from noppa.games.runebound.content.schema import Adventure, Content, Modifiers, Stats, load
from noppa.games.runebound.rules.hexmap import HexMap, board

GOLD = 0.6
"""One gold coin in XP points."""
WIN = 400.0
"""Winning the game."""
RUNE = 14.0
"""A Dragon Rune short of the third."""
SHOP_POINTS = 40.0
"""Points for each unit of win chance a purchase adds against the hero's goal."""
NO_MODS = Modifiers()
LONG_SHOT = 0.4
"""Below this chance of winning, a fight's prize is discounted in proportion."""


class Appraiser:
    """Reads numbers and values for the bot from views and content (no game state)."""

    def __init__(self) -> None:
        self.content: Content = load()
        self.board: HexMap = board()
        self._gain_memo: dict[tuple[Any, ...], float] = {}

    # ------------------------------------------------------------------ cards

    def abilities(self, card: str) -> Sequence[Ability]:
        """The abilities printed on a market card or a kept adventure card."""
        base = self.content.market_base.get(card)
        if base is not None:
            entry = self.content.allies.get(base) or self.content.items[base]
            return entry.abilities
        adventure = self.content.adventures.get(card)
        if adventure is not None and adventure.keep is not None:
            return adventure.keep.abilities
        return ()

    def ally_stats(self, card: str) -> Stats | None:
        """An ally's printed numbers (market ally or kept adventure ally)."""
        base = self.content.market_base.get(card)
        if base is not None:
            return self.content.allies.get(base)
        adventure = self.content.adventures.get(card)
        if adventure is not None and adventure.keep is not None:
            return adventure.keep.stats
        return None

    def is_ally(self, card: str) -> bool:
        """Whether ``card`` is an ally (market or kept)."""
        base = self.content.market_base.get(card)
        if base is not None:
            return base in self.content.allies
        adventure = self.content.adventures.get(card)
        return adventure is not None and adventure.keep is not None and adventure.keep.becomes == "ally"

    def is_rune(self, card: str) -> bool:
        """Whether ``card`` is a Dragon Rune (RB-WIN-04)."""
        adventure = self.content.adventures.get(card)
        return adventure is not None and adventure.rune

    def mods(self, view: Mapping[str, Any]) -> Modifiers:
        """The modifiers of the event in force."""
        event = view["state"]["event"]
        return NO_MODS if event is None else self.content.adventures[event].modifiers

    # ------------------------------------------------------------------ a hero's numbers

    def stat(self, hero: Mapping[str, Any], name: str, items: Sequence[str] | None = None) -> int:
        """A hero's attribute, Life, Stamina or damage with XP tokens and constant card bonuses."""
        card = self.content.heroes[hero["hero"]]
        value: int = getattr(card, name)
        if name in ("mind", "body", "spirit", "stamina"):
            value += 2 * hero["xp"].count(name)
        elif name == "life":
            value += hero["xp"].count("life")
        for item in self._own_cards(hero, items):
            for ability in self.abilities(item):
                if ability.window == "constant" and isinstance(ability.effect, Stat):
                    value += int(getattr(ability.effect, name))
        return value

    def _own_cards(self, hero: Mapping[str, Any], items: Sequence[str] | None) -> list[str]:
        return [*(hero["items"] if items is None else items), *hero["boons"]]

    def phase_bonus(
        self, hero: Mapping[str, Any], phase: str, kind: type, items: Sequence[str] | None = None
    ) -> int:
        """Constant roll or damage bonuses of the hero's cards in ``phase`` (RB-CMB-16)."""
        total = 0
        for item in self._own_cards(hero, items):
            for ability in self.abilities(item):
                if ability.use != "constant" or not isinstance(ability.effect, kind):
                    continue
                if ability.window in (phase, "combat"):
                    total += int(getattr(ability.effect, "amount", 0))
        return total

    def fighter(
        self,
        hero: Mapping[str, Any],
        *,
        items: Sequence[str] | None = None,
        allies: Sequence[tuple[str, int]] | None = None,
        xp: Sequence[str] | None = None,
        openers: bool = True,
    ) -> Fighter:
        """The hero as :mod:`tactics` sees him, unwounded; ``items``/``allies``/``xp`` try changes."""
        if xp is not None:
            hero = {**hero, "xp": list(xp)}
        held = list(hero["items"] if items is None else items)
        hero_card = self.content.heroes[hero["hero"]]
        values = tuple(
            self.stat(hero, ATTRIBUTE_OF[p], held)
            + self.phase_bonus(hero, p, RollBonus, held)
            + self._own_bonus(hero_card.abilities, p, RollBonus)
            for p in PHASES
        )
        damage = tuple(
            self.stat(hero, f"{p}_damage", held)
            + self.phase_bonus(hero, p, DamageBonus, held)
            + self._own_bonus(hero_card.abilities, p, DamageBonus)
            for p in PHASES
        )
        life = self.stat(hero, "life", held)
        party = [(a["card"], a["wounds"]) for a in hero["allies"]] if allies is None else list(allies)
        ally_sides: list[Side] = []
        prevent_free = 0
        prevent_active = 0
        first: list[tuple[int, int, int]] = []
        sources: list[tuple[str, Sequence[Ability]]] = [("hero", hero_card.abilities)]
        for card, wounds in party:
            stats = self.ally_stats(card)
            if stats is not None:
                ally_sides.append(
                    Side(
                        (stats.mind, stats.body, stats.spirit),
                        (stats.ranged_damage, stats.melee_damage, stats.magic_damage),
                        max(1, stats.life - wounds),
                    )
                )
            sources.append((card, self.abilities(card)))
        sources += [(c, self.abilities(c)) for c in [*held, *hero["boons"]]]
        for source, abilities in sources:
            for ability in abilities:
                effect = ability.effect
                if isinstance(effect, Prevent) and ability.window == "damage":
                    if ability.use == "activate":
                        prevent_active = max(prevent_active, effect.amount)
                    elif ability.use == "free":
                        prevent_free += effect.amount
                elif isinstance(effect, Attack) and ability.window == "before_combat" and openers:
                    if ability.use == "single":
                        continue  # kept for hard fights; the bot decides in the fight
                    phase = PHASES.index(effect.phase)
                    if source == "hero":
                        value = values[phase]
                        hit = damage[phase] if effect.damage is None else effect.damage
                    else:
                        stats = self.ally_stats(source)
                        if stats is None:
                            value, hit = values[phase], effect.damage or 1
                        else:
                            value = int(getattr(stats, ATTRIBUTE_OF[effect.phase]))
                            own = int(getattr(stats, f"{effect.phase}_damage"))
                            hit = own if effect.damage is None else effect.damage
                    first.append((phase, value + effect.bonus, hit))
        return Fighter(
            Side(values, damage, life),  # type: ignore[arg-type]
            prevent=prevent_free + prevent_active,
            allies=tuple(ally_sides[:2]),
            openers=tuple(first),
        )

    def _own_bonus(self, abilities: Sequence[Ability], phase: str, kind: type) -> int:
        """A hero card's own bonus for ``phase`` (used each round it is cheap: free or one fatigue)."""
        total = 0
        for ability in abilities:
            if isinstance(ability.effect, kind) and ability.window == phase and ability.fatigue <= 1:
                total += int(getattr(ability.effect, "amount", 0))
        return total

    # ------------------------------------------------------------------ foes

    def foe(self, stats: Stats, mods: Modifiers = NO_MODS, traits: Sequence[Ability] = ()) -> Foe:
        """A challenge's numbers with the event's modifiers and its traits (RB-FOE-01, 03, 04)."""
        v = mods.challenge_values
        d = mods.challenge_damage

        def amount(kind: type, phase: str | None) -> int:
            return sum(
                int(getattr(t.effect, "amount", 1))
                for t in traits
                if isinstance(t.effect, kind) and t.window in ("combat", phase)
            )

        ranged, melee, magic = PHASES
        return Foe(
            (stats.mind + v, stats.body + v, stats.spirit + v),
            (stats.ranged_damage + d, stats.melee_damage + d, stats.magic_damage + d),
            stats.life + mods.challenge_life,
            immune=(amount(Immune, ranged) > 0, amount(Immune, melee) > 0, amount(Immune, magic) > 0),
            fury=(amount(Fury, ranged), amount(Fury, melee), amount(Fury, magic)),
            regenerate=amount(Regenerate, None),
        )

    @cached_property
    def challenges(self) -> dict[str, list[Adventure]]:
        """Every challenge card by colour."""
        out: dict[str, list[Adventure]] = {c: [] for c in COLOURS}
        for card in self.content.adventures.values():
            if card.kind == "challenge":
                out[card.colour].append(card)
        return out

    @cached_property
    def token_xp(self) -> dict[str, float]:
        """The mean XP value of a token of each colour (RB-COMP-16)."""
        out: dict[str, float] = {}
        for colour in COLOURS:
            sets = [t for t in self.content.tokens if t.colour == colour]
            count = sum(t.count for t in sets)
            out[colour] = sum(t.value * t.count for t in sets) / max(1, count)
        return out

    def in_deck(self, view: Mapping[str, Any], colour: str) -> list[Adventure]:
        """The challenges that may still be in the ``colour`` deck, as far as the table shows."""
        state = view["state"]
        away: set[str] = set(state["removed"])
        away.update(e["card"] for e in state["lost"] if e is not None)
        for hero in state["heroes"]:
            away.update(hero["items"])
            away.update(hero["boons"])
            away.update(a["card"] for a in hero["allies"])
        cards = [c for c in self.challenges[colour] if c.id not in away]
        return cards or self.challenges[colour]

    # ------------------------------------------------------------------ values

    def reward_value(self, card: Adventure, runes_held: int) -> float:
        """What beating ``card`` brings besides its token: gold, a kept card, a Rune, the game."""
        if card.margath:
            return WIN
        value = 0.0
        for effect in card.reward:
            value += self.effect_value(effect)
        if card.rune:
            value += WIN if runes_held >= 2 else RUNE * (1 + runes_held)
        return value

    def effect_value(self, effect: Effect) -> float:
        """A rough worth of one effect for the hero it happens to."""
        if isinstance(effect, Gold):
            return effect.amount * GOLD
        if isinstance(effect, LoseGold):
            return -effect.amount * GOLD
        if isinstance(effect, Xp):
            return float(effect.amount)
        if isinstance(effect, Wounds):
            return -1.2 * effect.amount
        if isinstance(effect, Fatigue):
            return -0.3 * effect.amount
        if isinstance(effect, Heal):
            return 0.8 * effect.wounds + 0.2 * effect.fatigue
        if isinstance(effect, Keep):
            return 3.0
        if isinstance(effect, Stat):
            gains = effect.mind + effect.body + effect.spirit + effect.stamina + 2 * effect.life
            return 3.0 * gains
        return 1.0

    def ko_cost(self, hero: Mapping[str, Any]) -> float:
        """What a knock-out costs: all gold, the costliest market card, a turn or two (RB-KO-02…06)."""
        cards = [*hero["items"], *(a["card"] for a in hero["allies"])]
        costliest = max((self.content.card_cost(c) for c in cards), default=0)
        return float(hero["gold"]) * GOLD + costliest * GOLD + 4.0

    def fight_value(
        self, hero: Mapping[str, Any], fighter: Fighter, foe: Foe, gain: float, *, wounds: int | None = None
    ) -> tuple[float, Odds]:
        """The expected worth of fighting ``foe`` for ``gain``, and the odds."""
        now = hero["wounds"] if wounds is None else wounds
        odds = fight_odds(fighter, foe, now)
        # Escaping a fight gone wrong saves most knock-outs; wounds cost gold and time to heal, and a
        # knock-out at least clears the wounds already taken (RB-KO-02).
        # A long shot costs the turns a hero could spend growing: its prize counts for less.
        shot = min(1.0, odds.win / LONG_SHOT)
        value = (
            odds.win * gain * shot
            - 0.6 * odds.knockout * self.ko_cost(hero)
            - 0.35 * odds.wounds
            + 0.3 * odds.knockout * now
        )
        return value, odds

    def card_worth(self, card: str) -> float:
        """A market card's rough worth to anyone (its cost in gold), a Rune's much more."""
        if self.is_rune(card):
            return RUNE / GOLD
        return float(self.content.card_cost(card))

    # ------------------------------------------------------------------ growing

    def goal(self, view: Mapping[str, Any], hero: Mapping[str, Any], fighter: Fighter) -> list[Foe]:
        """The foes the hero is working toward: the easiest colour he does not yet beat reliably."""
        mods = self.mods(view)
        barred = COLOURS[: hero["xp"].count("life")]
        for colour in COLOURS:
            if colour in barred:
                continue
            foes = [
                self.foe(c.stats, mods, c.abilities) for c in self.challenges[colour] if c.stats is not None
            ]
            wins = sum(fight_odds(fighter, f).win for f in foes) / len(foes)
            if wins < 0.8 or colour == "red":
                return foes
        return []

    def strength(self, fighter: Fighter, foes: list[Foe]) -> float:
        if not foes:
            return 0.0
        return sum(fight_odds(fighter, f).win for f in foes) / len(foes)

    def card_gain(self, hero: Mapping[str, Any], card: str, goal: list[Foe], base: float) -> float:
        """How much ``card`` raises the win chance against the goal (cached per hero and card)."""
        key = (self.fighter(hero), card, tuple(goal))
        known = self._gain_memo.get(key)
        if known is not None:
            return known
        if self.is_ally(card):
            if len(hero["allies"]) >= 2:
                return 0.0
            party = [*((a["card"], a["wounds"]) for a in hero["allies"]), (card, 0)]
            trial = self.fighter(hero, allies=party)
        else:
            trial = self.fighter(hero, items=[*hero["items"], card])
        gain = self.strength(trial, goal) - base + self.extra_worth(card) * 0.01
        if len(self._gain_memo) > 20_000:
            self._gain_memo.clear()
        self._gain_memo[key] = gain
        return gain

    def extra_worth(self, card: str) -> float:
        """Worth beyond the fight odds (potions and the like), in hundredths of a win chance."""
        worth = 0.0
        for ability in self.abilities(card):
            if isinstance(ability.effect, Heal) and ability.effect.wounds:
                worth += 2.0
            elif isinstance(ability.effect, Prevent):
                worth += 1.0
        return worth

    def fits(self, hero: Mapping[str, Any], card: str) -> bool:
        """Whether the hero has room for ``card`` (RB-LIM-01, RB-LIM-02)."""
        if self.is_ally(card):
            return len(hero["allies"]) < 2
        base = self.content.market_base[card]
        kind = self.content.items[base].item_class
        limit = {"weapon": 2, "armor": 1}.get(kind)
        if limit is None:
            return True
        held = [
            c
            for c in hero["items"]
            if c in self.content.market_base
            and self.content.market_base[c] in self.content.items
            and self.content.items[self.content.market_base[c]].item_class == kind
        ]
        return len(held) < limit
