"""A heuristic Runebound bot that plays to win, from its own seat's view only.

It reads the public table (``view["state"]``) and the static content, never the dice or deck orders.
Every choice weighs expected worth (``appraise.py``) with exact fight odds (``tactics.py``):

- **Where to go.** Each site on the map (an adventure token, a lost challenge, a city, a hero
  carrying Dragon Runes) is worth what fighting or visiting it is expected to bring, given the
  hero's numbers now; a destination is worth the best site discounted by the turns still needed to
  reach it. So the hero grows on easy adventures first and turns to red ones, the Runes and
  High Lord Margath once his odds there make them worth it.
- **Fighting.** Attack in the phase where the hero's expected damage is highest, let allies attack
  the other phases, prevent wounds, and escape when the odds from here have turned bad.
- **Growing.** XP tokens, purchases and hires go where they raise the odds against the hardest
  colour the hero is working toward; wounds are healed in cities.
- **Other heroes** (``rivals.py``). A hero carrying Runes is attacked when the duel odds are good,
  and the winner takes a Rune first; a hero carrying Runes keeps away from stronger ones; gold is
  offered for another hero's card worth buying, and offers are accepted when they bring more than
  they cost.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.games.runebound.ai import rivals
from noppa.games.runebound.ai.appraise import GOLD, SHOP_POINTS, Appraiser
from noppa.games.runebound.ai.tactics import (
    Fighter,
    Foe,
    chance,
    duel_chance,
    fight_odds,
    plan_round,
)
from noppa.games.runebound.content.effects import (
    COLOURS,
    PHASES,
    Attack,
    DamageBonus,
    Effect,
    Heal,
    Keep,
    RollBonus,
)
from noppa.games.runebound.content.schema import Adventure
from noppa.games.runebound.rules.market import heal_cost

SPEED = 3.0
"""Hexes a hero covers in a typical turn."""
THREAT_RANGE = 5
"""Hexes within which another hero may reach us next turn."""


class HeuristicBot:
    """Plays Runebound by expected worth and exact fight odds (see the module text)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)
        self.judge = Appraiser()
        self.content = self.judge.content
        self.board = self.judge.board
        self._worth_memo: dict[tuple[Any, ...], float] = {}

    def reseed(self, seed: int) -> None:
        """Restart the tie-break generator (``engine.Reseedable``: paired searches use it)."""
        self._random.seed(seed)

    # ------------------------------------------------------------------ dispatch

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        state = view["state"]
        hero = state["heroes"][view["seat"]]
        if state["ko"]:
            return self._ko(view, legal)
        if state["hurt"] is not None and "take" in legal:
            uses = [a for a in legal if a.startswith("use:")]
            return uses[0] if uses else "take"
        if state["test"] is not None:
            uses = [a for a in legal if a.startswith("use:")]
            return uses[0] if uses else "roll"
        if state["keep"] is not None:
            return self._keep(view, hero, legal)
        step = state["step"]
        handler = {
            "move": self._move,
            "moving": self._destination,
            "from": self._origin,
            "adventure": self._adventure,
            "encounter": self._encounter,
            "combat": self._combat,
            "market": self._market,
            "experience": self._experience,
            "trade": self._trade,
            "trade_answer": self._answer,
            "replenish": self._replenish,
        }.get(step)
        if handler is not None:
            return handler(view, hero, legal)
        return legal[0]

    # ------------------------------------------------------------------ odds and worth of sites

    def _barred(self, hero: Mapping[str, Any]) -> tuple[str, ...]:
        return COLOURS[: hero["xp"].count("life")]

    def _colour_worth(
        self, view: Mapping[str, Any], hero: Mapping[str, Any], fighter: Fighter, colour: str
    ) -> float:
        """Expected worth of drawing a card of ``colour`` now (the token's XP if it is beaten)."""
        mods = self.judge.mods(view)
        cards = self.judge.in_deck(view, colour)
        runes = rivals.rune_count(self.judge, hero)
        key = (
            fighter,
            colour,
            hero["wounds"],
            runes,
            view["state"]["event"],
            self.judge.ko_cost(hero),
            len(cards),
        )
        known = self._worth_memo.get(key)
        if known is not None:
            return known
        xp = self.judge.token_xp[colour]
        total = 0.0
        for card in cards:
            assert card.stats is not None
            foe = self.judge.foe(card.stats, mods, card.abilities)
            gain = xp + self.judge.reward_value(card, runes)
            value, _ = self.judge.fight_value(hero, fighter, foe, gain)
            total += value
        if len(self._worth_memo) > 20_000:
            self._worth_memo.clear()
        self._worth_memo[key] = total / len(cards)
        return total / len(cards)

    def _lost_worth(
        self,
        view: Mapping[str, Any],
        hero: Mapping[str, Any],
        fighter: Fighter,
        card_id: str,
        token: str | None,
    ) -> float:
        card = self.content.adventures[card_id]
        assert card.stats is not None
        foe = self.judge.foe(card.stats, self.judge.mods(view), card.abilities)
        gain = self.judge.reward_value(card, rivals.rune_count(self.judge, hero))
        if token is not None:
            gain += self.judge.token_xp[token]
        value, _ = self.judge.fight_value(hero, fighter, foe, gain)
        return value

    def _sites(self, view: Mapping[str, Any], hero: Mapping[str, Any]) -> list[tuple[float, int, str]]:
        """Every place worth going to: (worth, hex, what)."""
        state = view["state"]
        fighter = self.judge.fighter(hero)
        barred = self._barred(hero)
        out: list[tuple[float, int, str]] = []
        colour_worth: dict[str, float] = {}
        for colour in COLOURS:
            if colour not in barred and state["deck_sizes"][colour] > 0:
                colour_worth[colour] = self._colour_worth(view, hero, fighter, colour)
        for hex_id, colour in state["tokens"].items():
            if colour in colour_worth and colour_worth[colour] > 0:
                out.append((colour_worth[colour], self.board.index[hex_id], "token"))
        for entry in state["lost"]:
            if entry is None:
                continue
            card = self.content.adventures[entry["card"]]
            if card.colour in barred:
                continue
            token = state["tokens"].get(entry["hex"])
            worth = self._lost_worth(view, hero, fighter, entry["card"], token)
            if worth > 0:
                out.append((worth, self.board.index[entry["hex"]], "lost"))
        life = self.judge.stat(hero, "life")
        healing = 4.8 * self._heals_affordable(view, hero) * (hero["wounds"] / max(1, life))
        for city, index in self.board.cities.items():
            worth = healing + self._shop_worth(view, hero, fighter, state["stacks"][city])
            if worth > 0:
                out.append((worth, index, "city"))
        for seat, other in enumerate(state["heroes"]):
            if (
                seat == view["seat"]
                or not other["placed"]
                or other["out"]
                or not rivals.rune_count(self.judge, other)
            ):
                continue
            worth = rivals.duel_worth(self.judge, hero, other)
            if worth > 0:
                out.append((worth * 0.7, other["hex"], "hero"))
        return out

    def _heals_affordable(self, view: Mapping[str, Any], hero: Mapping[str, Any]) -> int:
        """How many of the hero's wounds a city would heal at today's price (RB-MKT-07, RB-MKT-08).

        Under Rising Prices a hero with 1 gold heals nothing, so a city holds no healing for him
        and he looks for a way forward elsewhere instead of resting there until the round limit.
        """
        cost = heal_cost(self.judge.mods(view))
        if cost == 0:
            return int(hero["wounds"])
        return min(int(hero["gold"]) // cost, int(hero["wounds"]))

    def _shop_worth(
        self, view: Mapping[str, Any], hero: Mapping[str, Any], fighter: Fighter, stack: list[str]
    ) -> float:
        """What the best affordable card of a city's stack would add (a card joins it on arrival)."""
        affordable = [c for c in stack if self.content.card_cost(c) <= hero["gold"]]
        if not affordable or hero["gold"] < 3:
            return 0.0
        goal = self.judge.goal(view, hero, fighter)
        base = self.judge.strength(fighter, goal)
        best = 0.0
        for card in affordable:
            best = max(best, self.judge.card_gain(hero, card, goal, base))
        # A new card is dealt to the stack on arrival (RB-MKT-03): some hope even for a poor stack.
        return SHOP_POINTS * best + 0.05 * float(hero["gold"])

    def _reach_worth(self, sites: list[tuple[float, int, str]], here: int) -> float:
        best = 0.0
        for worth, hex_, _ in sites:
            distance = self.board.walk_distance(here, hex_)
            score = worth / (1.0 + distance / SPEED) if distance else worth * 1.25
            best = max(best, score)
        return best

    # ------------------------------------------------------------------ movement

    def _move(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        uses = [a for a in legal if a.startswith("use:") and self._is_movement_help(a, hero)]
        if uses:
            return uses[0]
        heals = [a for a in legal if a.startswith("use:") and self._heals(a, hero)]
        if heals:
            return heals[0]
        sites = self._sites(view, hero)
        here = hero["hex"]
        best_here = max((w for w, h, _ in sites if h == here), default=0.0)
        far = max((w / (1.0 + self.board.walk_distance(here, h) / SPEED) for w, h, _ in sites), default=0.0)
        stamina = self.judge.stat(hero, "stamina")
        rolls = [a for a in legal if a.startswith("roll:")]
        if best_here > 0 and best_here >= far and rolls:
            # Stay: rest as deep as helps (no dice at all when tired enough); the least dice otherwise.
            return rolls[-1]
        rests = [a for a in rolls if 2 <= int(a[5:]) < 4]  # rests that still leave two dice
        if hero["fatigue"] >= max(1, stamina - 1) and rests:
            return rests[-1]
        steps = [a for a in legal if a.startswith("step:")]
        if steps and sites:
            # Adjacent site worth more than anything a roll is likely to offer: step there.
            for worth, hex_, _ in sorted(sites, reverse=True)[:3]:
                action = f"step:{self.board.ids[hex_]}"
                if action in steps and worth >= far * 0.9:
                    return action
        return rolls[0] if rolls else legal[0]

    def _is_movement_help(self, action: str, hero: Mapping[str, Any]) -> bool:
        source = action[4:].partition("/")[0]
        if source == "hero":
            abilities = self.content.heroes[hero["hero"]].abilities
        else:
            abilities = list(self.judge.abilities(source))
        return any(
            a.window == "movement" and a.effect.__class__.__name__ in ("Symbol", "MoveDice")
            for a in abilities
        )

    def _heals(self, action: str, hero: Mapping[str, Any]) -> bool:
        source = action[4:].partition("/")[0]
        abilities = (
            self.content.heroes[hero["hero"]].abilities
            if source == "hero"
            else list(self.judge.abilities(source))
        )
        for ability in abilities:
            if isinstance(ability.effect, Heal):
                if ability.use == "single":
                    life = self.judge.stat(hero, "life")
                    return bool(hero["wounds"] >= life // 2)
                return bool(hero["wounds"] or hero["fatigue"])
        return False

    def _destination(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        sites = self._sites(view, hero)
        threats = rivals.threats(self.judge, view, hero)
        scored = []
        for action in legal:
            there = self.board.index[action[5:]]
            worth = self._reach_worth(sites, there) if sites else 0.0
            for danger, at in threats:
                if self.board.walk_distance(there, at) <= THREAT_RANGE:
                    worth -= danger
            scored.append((worth, self._random.random(), action))
        return max(scored)[2]

    def _origin(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        return legal[0]

    # ------------------------------------------------------------------ the Adventure step

    def _adventure(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        state = view["state"]
        fighter = self.judge.fighter(hero)
        here = self.board.ids[hero["hex"]]
        choices: list[tuple[float, str]] = []
        if "adventure" in legal:
            colour = state["tokens"][here]
            choices.append((self._colour_worth(view, hero, fighter, colour), "adventure"))
        for action in legal:
            if action.startswith("lost:"):
                entry = state["lost"][int(action[5:]) - 1]
                token = state["tokens"].get(here)
                choices.append((self._lost_worth(view, hero, fighter, entry["card"], token), action))
            elif action.startswith("fight:"):
                other = state["heroes"][int(action[6:])]
                choices.append((rivals.duel_worth(self.judge, hero, other), action))
            elif action.startswith("trade:"):
                offer = rivals.offer(self.judge, view, hero, int(action[6:]))
                if offer is not None:
                    choices.append((offer[0], action))
        heals = [a for a in legal if a.startswith("use:") and self._heals(a, hero)]
        if heals:
            return heals[0]
        if choices:
            worth, action = max(choices)
            if worth > 0:
                return action
        return "pass" if "pass" in legal else legal[-1]

    def _encounter(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        card = self.content.adventures[view["state"]["encounter"]]
        mods = self.judge.mods(view)
        best: tuple[float, str] = (0.0, "leave")
        for action in legal:
            if not action.startswith("option:"):
                continue
            option = card.options[int(action[7:]) - 1]
            success = sum(self._encounter_gain(card, e) for e in option.success)
            if option.quest is not None:
                success = sum(self._encounter_gain(card, e) for e in option.reward) * 0.7
            failure = sum(self.judge.effect_value(e) for e in option.failure)
            cost = option.gold * GOLD + option.fatigue * 0.3
            if option.foe is not None:
                foe = self.judge.foe(option.foe, mods)
                worth, _ = self.judge.fight_value(hero, self.judge.fighter(hero), foe, success)
                worth -= cost
            elif option.test is not None:
                value = self.judge.stat(hero, option.test.attribute) + self.content.heroes[
                    hero["hero"]
                ].skills.get(option.test.skill or "", 0)
                p = chance(option.test.target - value - mods.test)
                worth = p * success + (1 - p) * failure - cost
            else:
                worth = success - cost
            if worth > best[0]:
                best = (worth, action)
        return best[1]

    def _encounter_gain(self, card: Adventure, effect: Effect) -> float:
        """An encounter's effect; a kept card is worth what it becomes (an ally most of all)."""
        if isinstance(effect, Keep) and card.keep is not None:
            if card.keep.becomes == "ally":
                return 10.0
            return 2.0 + sum(self.judge.effect_value(a.effect) for a in card.keep.abilities)
        return self.judge.effect_value(effect)

    # ------------------------------------------------------------------ combat

    def _fight_numbers(
        self, view: Mapping[str, Any], hero: Mapping[str, Any]
    ) -> tuple[Fighter, Foe, int] | None:
        foe_view = view["state"]["foe"]
        if foe_view is None:
            return None
        fighter = self.judge.fighter(hero, openers=False)
        foe = Foe(
            (foe_view["mind"], foe_view["body"], foe_view["spirit"]),
            (foe_view["ranged_damage"], foe_view["melee_damage"], foe_view["magic_damage"]),
            foe_view["life"],
        )
        return fighter, foe, foe_view["wounds"]

    def _combat(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        state = view["state"]
        combat = state["combat"]
        stage = combat["stage"]
        uses = [a for a in legal if a.startswith("use:")]
        numbers = self._fight_numbers(view, hero)
        if stage == "bc":
            for action in uses:
                if self._ability_kind(view, action) is Attack:
                    if self._is_single(action) and numbers is not None:
                        fighter, foe, wounds = numbers
                        if fight_odds(fighter, foe, hero["wounds"], wounds).win > 0.9:
                            continue
                    return action
            return "fight_on"
        if stage == "escape":
            if numbers is None or "escape" not in legal:
                return "fight_on"
            fighter, foe, wounds = numbers
            odds = fight_odds(fighter, foe, hero["wounds"], wounds)
            card = self.content.adventures.get(combat["card"] or "")
            stake = card is not None and (card.rune or card.margath)
            give_up = 0.12 if stake else 0.3
            if odds.win < give_up and odds.knockout > 0.5:
                for action in uses:
                    if self._ability_kind(view, action) is RollBonus:
                        return action
                return "escape"
            return "fight_on"
        if stage == "pvp_def":
            return uses[0] if uses else "roll"
        phase = combat["phase"]
        name = PHASES[phase]
        attack = f"attack:{name}"
        if numbers is None:
            return self._duel_phase(view, hero, legal, phase)
        fighter, foe, _ = numbers
        alive = tuple(True for _ in fighter.allies)
        actor = plan_round(fighter, foe, alive)[phase]
        ally_cards = [a["card"] for a in hero["allies"] if self.judge.ally_stats(a["card"]) is not None][:2]
        # An attack risks no more than a defence: the last phase's unused attack is always taken.
        if (actor == -1 or (phase == 2 and actor == -2)) and attack in legal:
            allies = {a["card"] for a in hero["allies"]}
            boosts = [
                a
                for a in uses
                if self._ability_kind(view, a) in (RollBonus, DamageBonus)
                and not self._is_single(a)
                and a[4:].partition("/")[0] not in allies  # an ally's bonus helps only that ally
            ]
            return boosts[0] if boosts else attack
        if 0 <= actor < len(ally_cards) and f"ally:{ally_cards[actor]}" in legal:
            return f"ally:{ally_cards[actor]}"
        return f"defend:{name}"

    def _duel_phase(
        self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str], phase: int
    ) -> str:
        """Against another hero: attack in the phase where it pays best, defend the others."""
        state = view["state"]
        combat = state["combat"]
        seat = view["seat"]
        other = combat["opponent"] if seat == state["current"] else state["current"]
        mine, theirs = rivals.side(self.judge, hero), rivals.side(self.judge, state["heroes"][other])
        name = PHASES[phase]

        def worth(ph: int) -> float:
            return duel_chance(mine.values[ph] - theirs.values[ph]) * mine.damage[ph]

        best = max(range(phase, 3), key=worth)
        if f"attack:{name}" in legal and best == phase:
            return f"attack:{name}"
        allies = [a for a in legal if a.startswith("ally:")]
        return allies[0] if allies else f"defend:{name}"

    def _ability_kind(self, view: Mapping[str, Any], action: str) -> type | None:
        source, _, index = action[4:].partition("/")
        number = int(index) if index else 0
        if source == "hero":
            hero = view["state"]["heroes"][view["seat"]]
            abilities = list(self.content.heroes[hero["hero"]].abilities)
        else:
            abilities = list(self.judge.abilities(source))
        if number >= len(abilities):
            return None
        return type(abilities[number].effect)

    def _is_single(self, action: str) -> bool:
        source = action[4:].partition("/")[0]
        return any(a.use == "single" for a in self.judge.abilities(source))

    # ------------------------------------------------------------------ growing

    def _experience(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        options = [a for a in legal if a.startswith("xp:")]
        if not options:
            uses = [a for a in legal if a.startswith("use:") and self._ability_kind(view, a) is not Heal]
            return uses[0] if uses else "end"
        fighter = self.judge.fighter(hero)
        goal = self.judge.goal(view, hero, fighter)
        best: tuple[float, str] | None = None
        for action in options:
            bonus = action[3:]
            if bonus == "life":
                barred_next = COLOURS[hero["xp"].count("life")]
                easy = [
                    self.judge.foe(c.stats, self.judge.mods(view), c.abilities)
                    for c in self.judge.challenges[barred_next]
                    if c.stats
                ]
                if self.judge.strength(fighter, easy) < 0.97:
                    continue
            trial = self.judge.fighter(hero, xp=[*hero["xp"], bonus])
            score = self.judge.strength(trial, goal)
            if bonus == "stamina":
                score -= 0.02  # Stamina only matters for fatigue costs
            if best is None or score > best[0]:
                best = (score, action)
        assert best is not None
        return best[1]

    def _market(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        if "heal:hero:wound" in legal:
            return "heal:hero:wound"
        if "heal:hero:fatigue" in legal and hero["fatigue"] >= 2:
            return "heal:hero:fatigue"
        ally_heals = [a for a in legal if a.startswith("heal:") and a.endswith(":wound")]
        if ally_heals and hero["gold"] >= 2:
            return ally_heals[0]
        fighter = self.judge.fighter(hero)
        goal = self.judge.goal(view, hero, fighter)
        base = self.judge.strength(fighter, goal)
        best: tuple[float, str] | None = None
        for action in legal:
            kind, _, card = action.partition(":")
            if kind not in ("buy", "hire"):
                continue
            gain = self.judge.card_gain(hero, card, goal, base)
            if gain > 0.01:
                score = gain / max(1, self.content.card_cost(card))
                if best is None or score > best[0]:
                    best = (score, action)
        if best is not None:
            return best[1]
        return "done"

    def _keep(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        discards = [a for a in legal if a.startswith("discard:")]
        if not discards:
            return "decline"
        cheapest = min(discards, key=lambda a: self.judge.card_worth(a[8:]))
        keep = view["state"]["keep"]
        if self.judge.is_rune(keep) or self.judge.card_worth(cheapest[8:]) <= 4:
            return cheapest
        return "decline"

    # ------------------------------------------------------------------ other heroes

    def _ko(self, view: Mapping[str, Any], legal: list[str]) -> str:
        takes = [a for a in legal if a.startswith("take:")]
        if takes:
            state = view["state"]
            loser = state["heroes"][state["ko"][0]]

            def worth(action: str) -> float:
                what = action[5:]
                if what == "gold":
                    return float(loser["gold"])
                if what == "nothing":
                    return -1.0
                return self.judge.card_worth(what)

            return max(takes, key=worth)
        loses = [a for a in legal if a.startswith("lose:")]
        if loses:
            return min(loses, key=lambda a: self.judge.card_worth(a[5:]))
        return legal[0]

    def _trade(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        """Offer gold for the card worth buying from the other hero; once, then leave."""
        trade = view["state"]["trade"]
        offer = rivals.offer(self.judge, view, hero, trade["other"])
        if offer is None or trade["proposals"] >= 1:
            return "leave"
        _, card, price = offer
        if card not in trade["want"] and f"want:{card}" in legal:
            return f"want:{card}"
        if trade["gold"] < price and "pay:1" in legal:
            return "pay:1"
        return "propose" if "propose" in legal else "leave"

    def _answer(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        return rivals.answer(self.judge, view, hero)

    def _replenish(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        here = hero["hex"]
        return min(legal, key=lambda a: self.board.walk_distance(here, self.board.index[a[6:]]))
