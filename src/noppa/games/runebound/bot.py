"""A heuristic Runebound bot that plays to win, from its own seat's view only.

It reads the public table (``view["state"]``) and the static content (map, cards), never the dice or
deck orders. Its plan: pick a target each turn (an adventure it can likely beat, or a city when hurt
or rich), move toward it, fight with its best phase while allies attack the others, escape when a
fight turns bad, heal and buy gear in cities, and put XP into its best combat attribute.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from noppa.games.runebound.content import load
from noppa.games.runebound.effects import ATTRIBUTE_OF, PHASES
from noppa.games.runebound.hexmap import board

TYPICAL = {"green": (9, 3), "yellow": (12, 4), "blue": (15, 6), "red": (17, 8)}
"""A typical challenge of each colour: (value to beat, Life)."""
REWARD = {"green": 1.5, "yellow": 2.5, "blue": 3.5, "red": 5.0}


def chance(value: int, target: int) -> float:
    """P(2d10 + value ≥ target), each die 1…10 (0 counts as 10)."""
    need = target - value
    hits = sum(1 for a in range(1, 11) for b in range(1, 11) if a + b >= need)
    return hits / 100


class HeuristicBot:
    """Plays Runebound by simple, sound priorities (see the module text)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)
        self.content = load()
        self.board = board()

    # ------------------------------------------------------------------ the hero's numbers

    def _hero(self, view: Mapping[str, Any]) -> dict[str, Any]:
        state = view["state"]
        return dict(state["heroes"][view["seat"]])

    def _stat(self, hero: Mapping[str, Any], name: str) -> int:
        card = self.content.heroes[hero["hero"]]
        value: int = getattr(card, name)
        if name in ("mind", "body", "spirit", "stamina"):
            value += 2 * hero["xp"].count(name)
        if name == "life":
            value += hero["xp"].count("life")
        for item in [*hero["items"], *hero["boons"]]:
            for ability in self._abilities(item):
                if ability.window == "constant" and hasattr(ability.effect, name):
                    value += int(getattr(ability.effect, name))
        return value

    def _abilities(self, card: str) -> list[Any]:
        base = self.content.market_base.get(card)
        if base is not None:
            entry = self.content.allies.get(base) or self.content.items[base]
            return list(entry.abilities)
        adventure = self.content.adventures.get(card)
        if adventure is not None and adventure.keep is not None:
            return list(adventure.keep.abilities)
        return []

    def _phase_value(self, hero: Mapping[str, Any], phase: str) -> int:
        value = self._stat(hero, ATTRIBUTE_OF[phase])
        for item in hero["items"]:
            for ability in self._abilities(item):
                if (
                    ability.use == "constant"
                    and ability.window in (phase, "combat")
                    and type(ability.effect).__name__ == "RollBonus"
                ):
                    value += ability.effect.amount
        return value

    def _best_value(self, hero: Mapping[str, Any]) -> int:
        return max(self._phase_value(hero, p) for p in PHASES)

    def _power(self, hero: Mapping[str, Any], colour: str) -> float:
        """How well the hero would do against a typical challenge of ``colour`` (0…1)."""
        target, life = TYPICAL[colour]
        p = chance(self._best_value(hero), target)
        health = (self._stat(hero, "life") - hero["wounds"]) / max(1, self._stat(hero, "life"))
        allies = 0.08 * len(hero["allies"])
        return float(min(1.0, p * (0.6 + 0.4 * health) + allies) / (1 + life / 12))

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any]) -> str:
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        state = view["state"]
        hero = self._hero(view)
        kinds = {a.split(":")[0] for a in legal}
        if "take" in kinds and state["hurt"] is not None:
            uses = [a for a in legal if a.startswith("use:")]
            return uses[0] if uses else "take"
        if state["ko"]:
            return self._ko(legal)
        if state["test"] is not None:
            uses = [a for a in legal if a.startswith("use:")]
            return uses[0] if uses else "roll"
        if state["keep"] is not None:
            return self._cheapest_discard(legal) or "decline"
        step = state["step"]
        if step == "move":
            return self._move(view, hero, legal)
        if step == "rest":
            return legal[0]
        if step in ("moving", "from"):
            return self._destination(view, hero, legal)
        if step == "adventure":
            return self._adventure(view, hero, legal)
        if step == "encounter":
            return self._encounter(view, hero, legal)
        if step == "replenish":
            return legal[0]
        if step == "combat":
            return self._combat(view, hero, legal)
        if step == "market":
            return self._market(view, hero, legal)
        if step == "experience":
            return self._experience(hero, legal)
        if step == "trade":
            return "leave" if "leave" in legal else legal[-1]
        if step == "trade_answer":
            return "reject"
        return legal[0]

    def _ko(self, legal: list[str]) -> str:
        takes = [a for a in legal if a.startswith("take:")]
        if takes:
            best = max(takes, key=lambda a: self.content.card_cost(a[5:]) if a != "take:gold" else 3)
            return best
        loses = [a for a in legal if a.startswith("lose:")]
        if loses:
            return loses[0]
        return legal[0]

    def _cheapest_discard(self, legal: list[str]) -> str | None:
        discards = [a for a in legal if a.startswith("discard:")]
        if not discards:
            return None
        return min(discards, key=lambda a: self.content.card_cost(a[8:]))

    # ------------------------------------------------------------------ movement

    def _target(self, view: Mapping[str, Any], hero: Mapping[str, Any]) -> int | None:
        state = view["state"]
        here = hero["hex"]
        life = self._stat(hero, "life")
        hurt_ratio = hero["wounds"] / max(1, life)
        barred = hero["xp"].count("life")
        best: tuple[float, int] | None = None
        for hex_id, colour in state["tokens"].items():
            if ("green", "yellow", "blue", "red").index(colour) < barred:
                continue
            index = self.board.index[hex_id]
            power = self._power(hero, colour)
            # Hurt heroes prefer easy adventures (a poor, hurt hero must still earn gold somewhere).
            value = REWARD[colour] * power * (1.0 - hurt_ratio) ** (2 if colour != "green" else 1)
            distance = self.board.walk_distance(here, index)
            score = value / (1 + distance / 2.5)
            if best is None or score > best[0]:
                best = (score, index)
        for _city, index in self.board.cities.items():
            # A city helps a hurt hero only if he can pay for healing; a rich one goes shopping.
            can_heal = hero["gold"] >= 1
            need = (2.5 * hurt_ratio if hurt_ratio >= 0.45 and can_heal else 0.0) + (
                0.6 if hero["gold"] >= 8 else 0.0
            )
            distance = self.board.walk_distance(here, index)
            score = need / (1 + distance / 2.5)
            if best is None or score > best[0]:
                best = (score, index)
        return None if best is None else best[1]

    def _move(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        uses = [a for a in legal if a.startswith("use:")]
        if uses and self._random.random() < 0.5:
            return uses[0]
        target = self._target(view, hero)
        if target is not None:
            for action in legal:
                if action.startswith("step:") and self.board.index[action[5:]] == target:
                    return action
        rolls = [a for a in legal if a.startswith("roll:")]
        stamina = self._stat(hero, "stamina")
        if hero["fatigue"] >= stamina - 1 and hero["fatigue"] > 0 and "roll:2" in rolls:
            return "roll:2"
        return rolls[0] if rolls else legal[0]

    def _destination(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        state = view["state"]
        if state["step"] == "moving":
            # An adventure within reach now beats walking toward a farther target.
            life = self._stat(hero, "life")
            fresh = hero["wounds"] / max(1, life) < 0.4
            barred = hero["xp"].count("life")
            best: tuple[float, str] | None = None
            for action in legal:
                colour = state["tokens"].get(action[5:])
                if colour is None or ("green", "yellow", "blue", "red").index(colour) < barred:
                    continue
                value = REWARD[colour] * self._power(hero, colour)
                if fresh and value >= 0.9 and (best is None or value > best[0]):
                    best = (value, action)
            if best is not None:
                return best[1]
        target = self._target(view, hero)
        if target is None:
            return legal[0]

        def distance(action: str) -> int:
            return self.board.walk_distance(self.board.index[action.split(":")[1]], target)

        if view["state"]["step"] == "from":
            return max(legal, key=distance)
        return min(legal, key=lambda a: (distance(a), self._random.random()))

    # ------------------------------------------------------------------ adventures

    def _adventure(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        state = view["state"]
        if "adventure" in legal:
            colour = state["tokens"].get(self.board.ids[hero["hex"]])
            if colour is not None and self._power(hero, colour) >= 0.18:
                return "adventure"
        for action in legal:
            if action.startswith("lost:"):
                entry = state["lost"][int(action[5:]) - 1]
                colour = self.content.adventures[entry["card"]].colour
                if self._power(hero, colour) >= 0.25:
                    return action
        return "pass" if "pass" in legal else legal[0]

    def _encounter(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        card = self.content.adventures[view["state"]["encounter"]]
        best: tuple[float, str] | None = None
        for action in legal:
            if not action.startswith("option:"):
                continue
            option = card.options[int(action[7:]) - 1]
            score = 0.5
            if option.test is not None:
                value = self._stat(hero, option.test.attribute)
                score = chance(value, option.test.target)
            if option.foe is not None:
                score = chance(self._best_value(hero), option.foe.body) * 0.8
            if best is None or score > best[0]:
                best = (score, action)
        if best is not None and best[0] >= 0.35:
            return best[1]
        return "leave"

    # ------------------------------------------------------------------ combat

    def _combat(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        state = view["state"]
        combat = state["combat"]
        foe = state["foe"]
        stage = combat["stage"]
        uses = [a for a in legal if a.startswith("use:")]
        if stage == "bc":
            attack_uses = [a for a in uses if self._is_attack(view, a)]
            if attack_uses:
                return attack_uses[0]
            return "fight_on"
        if stage == "escape":
            life = self._stat(hero, "life")
            if foe is not None:
                left = life - hero["wounds"]
                danger = max(foe["ranged_damage"], foe["melee_damage"], foe["magic_damage"]) + 1
                foe_left = foe["life"] - foe["wounds"]
                mine = max(self._stat(hero, f"{p}_damage") for p in PHASES)
                if left <= danger and foe_left > mine and "escape" in legal:
                    return "escape"
            return "fight_on"
        if stage == "pvp_def":
            return uses[0] if uses else "roll"
        phase = PHASES[combat["phase"]]
        attack = f"attack:{phase}"
        if attack in legal and (foe is None or self._best_phase(hero, foe, combat) == phase):
            bonus_uses = [a for a in uses if not self._is_attack(view, a)]
            if bonus_uses:
                return bonus_uses[0]
            return attack
        allies = [a for a in legal if a.startswith("ally:")]
        if allies and foe is not None:
            best = max(allies, key=lambda a: self._ally_chance(a[5:], phase, foe))
            if self._ally_chance(best[5:], phase, foe) >= 0.4:
                return best
        if attack in legal and foe is not None and combat["phase"] == 2:
            return attack
        return f"defend:{phase}"

    def _is_attack(self, view: Mapping[str, Any], action: str) -> bool:
        source, _, index = action[4:].partition("/")
        number = int(index) if index else 0
        if source == "hero":
            abilities = self.content.heroes[self._hero(view)["hero"]].abilities
        else:
            abilities = self._abilities(source)
        return number < len(abilities) and type(abilities[number].effect).__name__ == "Attack"

    def _best_phase(self, hero: Mapping[str, Any], foe: Mapping[str, Any], combat: Mapping[str, Any]) -> str:
        def expected(phase: str) -> float:
            target = foe[ATTRIBUTE_OF[phase]]
            p = chance(self._phase_value(hero, phase), target)
            damage = self._stat(hero, f"{phase}_damage")
            return float(p * damage - (1 - p) * foe[f"{phase}_damage"] * 0.5)

        remaining = [p for i, p in enumerate(PHASES) if i >= combat["phase"]]
        return max(remaining, key=expected)

    def _ally_chance(self, card: str, phase: str, foe: Mapping[str, Any]) -> float:
        base = self.content.market_base.get(card)
        if base is None:
            keep = self.content.adventures[card].keep
            stats: Any = keep.stats if keep is not None else None
        else:
            stats = self.content.allies[base]
        if stats is None:
            return 0.0
        value = int(getattr(stats, ATTRIBUTE_OF[phase]))
        damage = int(getattr(stats, f"{phase}_damage"))
        if damage == 0:
            return 0.0
        return chance(value, foe[ATTRIBUTE_OF[phase]])

    # ------------------------------------------------------------------ market and experience

    def _market(self, view: Mapping[str, Any], hero: Mapping[str, Any], legal: list[str]) -> str:
        if "heal:hero:wound" in legal:
            return "heal:hero:wound"
        if "heal:hero:fatigue" in legal and hero["fatigue"] >= 2:
            return "heal:hero:fatigue"
        ally_heals = [a for a in legal if a.startswith("heal:") and a.endswith(":wound")]
        if ally_heals:
            return ally_heals[0]
        buys = [a for a in legal if a.startswith(("buy:", "hire:"))]
        if buys and hero["gold"] >= 3:
            best = max(buys, key=lambda a: self.content.card_cost(a.split(":")[1]))
            return best
        return "done"

    def _experience(self, hero: Mapping[str, Any], legal: list[str]) -> str:
        options = [a for a in legal if a.startswith("xp:") and a != "xp:life"]
        if options:
            # Raise the attribute of the hero's best phase; some Stamina now and then.
            best = max(PHASES, key=lambda p: self._phase_value(hero, p))
            wanted = f"xp:{ATTRIBUTE_OF[best]}"
            if hero["xp"].count("stamina") * 3 < len(hero["xp"]) and "xp:stamina" in options:
                return "xp:stamina"
            return wanted if wanted in options else options[0]
        return "end"
