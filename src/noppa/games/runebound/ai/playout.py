"""Search hooks for Runebound: a quick playout policy, a cut-off evaluation and a smaller search key.

The MCTS bot (``noppa.bots.mcts``) plays thousands of actions a decision, so the heuristic bot
(``bot.py``, exact fight odds over the whole map) is far too slow for its playouts. The policy here
reads the full state (a search bot's determinization) and decides each step by rules of thumb that
cost a few table look-ups:

- **Fights** are judged against the average challenge of a colour (or the card itself once it is
  known): the hero attacks once a round (RB-CMB-09), so his damage a round is his best phase's hit
  chance times its damage; the foe's is the chance each other phase's defence fails times its
  damage (RB-CMB-11). A fight is worth taking when the hero is expected to deal the foe's Life
  before he takes his own.
- **Movement** rolls every die, or fewer to rest when the hero is nearly out of Stamina
  (RB-MOVE-01, RB-MOVE-07); it heads for the nearest adventure token of the hardest colour the hero
  can beat, or for a city when wounded (wounds are healed at the market, RB-MKT-07).
- **Market** heals wounds first, then buys or hires the dearest card it can afford.
- **Experience** goes into the attribute of the hero's best attack, or Life when he is frail.

:func:`evaluate` measures each hero (:func:`features`: Dragon Runes, also weighted by how late it
is, RB-WIN-01/02; level, XP, gear, gold, health, the chance to beat a blue or a red challenge, the
best token within reach) and turns the weighted sums into chances that sum to 1, with weights
fitted to heuristic self-play at the start of each turn (``fitting.py``, ``noppa.bots.fitting``).
It is read only there: :func:`settled` tells a search to play a cut playout on to the next turn,
so that it never judges a fight half-fought.
"""

from __future__ import annotations

import json
import random
from collections.abc import Hashable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.estimates import load_weights, softmax
from noppa.engine.estimates import scores as fitted_scores
from noppa.games.runebound.ai.tactics import chance
from noppa.games.runebound.content.effects import COLOURS
from noppa.games.runebound.content.schema import Stats, load
from noppa.games.runebound.rules import abilities
from noppa.games.runebound.rules.combat import foe_stats
from noppa.games.runebound.rules.hidden import view
from noppa.games.runebound.rules.model import Hurt, KeepCard, KnockOut, PendingTest

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

PHASES = ("ranged", "melee", "magic")
ATTRIBUTE = {"ranged": "mind", "melee": "body", "magic": "spirit"}
PASSIVE = ("use", "discard", "sell")
"""Action kinds the policy takes only when nothing else is offered."""


@cache
def colour_foes() -> dict[str, Stats]:
    """The average challenge of each colour (rounded), to judge a token before its card is drawn."""
    content = load()
    out: dict[str, Stats] = {}
    for colour in COLOURS:
        cards = [c.stats for c in content.adventures.values() if c.colour == colour and c.stats]
        cards = [s for s in cards if s is not None]
        n = max(1, len(cards))

        def mean(name: str, group: list[Stats] = cards, count: int = n) -> int:
            return round(sum(int(getattr(s, name)) for s in group) / count)

        out[colour] = Stats(
            life=mean("life"),
            mind=mean("mind"),
            body=mean("body"),
            spirit=mean("spirit"),
            ranged_damage=mean("ranged_damage"),
            melee_damage=mean("melee_damage"),
            magic_damage=mean("magic_damage"),
        )
    return out


def _hit(st: RuneboundState, seat: int, foe: Stats, phase: str, bonus: int = 0) -> float:
    """P(2d10 + attribute ≥ the foe's value) in ``phase`` (RB-CMB-12), with the event's modifier."""
    attribute = ATTRIBUTE[phase]
    need = int(getattr(foe, attribute)) + st.mods.challenge_values - abilities.hero_stat(st, seat, attribute)
    return chance(need - bonus)


def fight_margin(st: RuneboundState, seat: int, foe: Stats, foe_wounds: int = 0) -> float:
    """Rounds the hero lasts over rounds the foe lasts (above 1: the hero is expected to win)."""
    hits = {p: _hit(st, seat, foe, p) for p in PHASES}
    dealt = max(hits[p] * abilities.hero_stat(st, seat, f"{p}_damage") for p in PHASES)
    best = max(PHASES, key=lambda p: hits[p] * abilities.hero_stat(st, seat, f"{p}_damage"))
    damage = st.mods.challenge_damage
    taken = sum(
        (1.0 - hits[p]) * max(0, int(getattr(foe, f"{p}_damage")) + damage) for p in PHASES if p != best
    )
    hero = st.heroes[seat]
    left = abilities.hero_stat(st, seat, "life") - hero.wounds
    foe_left = max(1, foe.life + st.mods.challenge_life - foe_wounds)
    if dealt <= 0:
        return 0.0
    rounds_to_win = foe_left / dealt
    rounds_to_lose = left / taken if taken > 0 else 1e9
    return rounds_to_lose / rounds_to_win


COLOUR_WORTH = {"green": 1.0, "yellow": 2.0, "blue": 3.5, "red": 12.0}
"""What beating a challenge of each colour brings, roughly: XP and rewards, and on red a Dragon Rune
(five of the six red challenges carry one, RB-WIN-02). A knock-out heals the hero (RB-KO-02) and
costs little more than gold and a card, so a long shot at a Rune is worth taking."""


def win_chance(margin: float) -> float:
    """A fight margin turned into a rough chance to win (1 → one half)."""
    squared = margin * margin
    return squared / (1.0 + squared)


def colour_value(st: RuneboundState, seat: int, colour: str) -> float:
    """Expected worth of taking on a token of ``colour`` now."""
    return win_chance(fight_margin(st, seat, colour_foes()[colour])) * COLOUR_WORTH[colour]


def _fightable(st: RuneboundState, seat: int, colour: str) -> bool:
    best = max(colour_value(st, seat, c) for c in COLOURS)
    return colour_value(st, seat, colour) >= 0.5 * best


def _frail(st: RuneboundState, seat: int) -> bool:
    hero = st.heroes[seat]
    return 2 * hero.wounds >= abilities.hero_stat(st, seat, "life")


def _targets(st: RuneboundState, seat: int) -> list[int]:
    """The hexes the hero should head for: the tokens worth most to him, or a city when frail."""
    board = st.board
    if _frail(st, seat) and st.heroes[seat].gold > 0:
        return list(board.cities.values())
    ranked = sorted(COLOURS, key=lambda c: colour_value(st, seat, c), reverse=True)
    for colour in ranked:
        found = [h for h, t in st.board_tokens.items() if t[0] == colour]
        if found:
            return found
    return []


def _destination(st: RuneboundState, seat: int, options: list[Action]) -> Action:
    board = st.board
    targets = _targets(st, seat)
    if not targets:
        return options[0]  # the menu lists sites first, nearest first
    index = board.index
    target_set = set(targets)

    def distance(action: Action) -> int:
        there = index[action.args[0]]
        if there in target_set:
            return -1
        return min(board.walk_distance(there, t) for t in targets)

    return min(options, key=distance)


def _combat(st: RuneboundState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    kinds = {a.kind: a for a in legal}
    cb = st.combat
    assert cb is not None
    if "escape" in kinds:
        foe = foe_stats(st, cb) if cb.kind != "pvp" else None
        if foe is not None and fight_margin(st, seat, foe, cb.foe_wounds) < 0.2:
            return kinds["escape"]
        return kinds.get("fight_on", legal[0])
    if "attack" in kinds or "ally" in kinds or "defend" in kinds:
        phase = PHASES[cb.phase]
        if "attack" in kinds and cb.kind != "pvp":
            foe = foe_stats(st, cb)
            remaining = PHASES[cb.phase :]

            def worth(p: str) -> float:
                return _hit(st, seat, foe, p) * abilities.hero_stat(st, seat, f"{p}_damage")

            if worth(phase) >= max(worth(p) for p in remaining):
                return kinds["attack"]
        elif "attack" in kinds:
            return kinds["attack"]
        if "ally" in kinds:
            return kinds["ally"]
        return kinds.get("defend", legal[0])
    return _plain(legal, rng)


def _adventure(st: RuneboundState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    kinds = {a.kind: a for a in legal}
    hero = st.heroes[seat]
    if "adventure" in kinds:
        token = st.board_tokens.get(hero.hex)
        # A token where the hero stands costs no more travel: take it if he is likely to win, or
        # if it is among the best he can hope for.
        if token is None or _fightable(st, seat, token[0]):
            return kinds["adventure"]
        if win_chance(fight_margin(st, seat, colour_foes()[token[0]])) >= 0.6:
            return kinds["adventure"]
    content = st.content
    for action in legal:
        if action.kind == "lost":
            slot = st.lost[int(action.args[0]) - 1]
            stats = None if slot is None else content.adventures[slot[0]].stats
            card = content.adventures[slot[0]] if slot is not None else None
            worth = 12.0 if card is not None and card.rune else 1.0
            if stats is not None and win_chance(fight_margin(st, seat, stats)) * worth >= 1.0:
                return action
    return kinds.get("pass", legal[0])


def _market(st: RuneboundState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    for action in legal:
        if action.kind == "heal" and action.args[1] == "wound":
            return action
    content = st.content

    def cost(action: Action) -> int:
        card = action.args[0]
        if card in content.items:
            return content.items[card].cost
        if card in content.allies:
            return content.allies[card].cost
        return 0

    buys = [a for a in legal if a.kind in ("buy", "hire")]
    if buys and rng.random() < 0.8:
        return max(buys, key=cost)
    return next((a for a in legal if a.kind == "done"), legal[-1])


def _experience(st: RuneboundState, seat: int, legal: list[Action]) -> Action:
    xp = {a.args[0]: a for a in legal if a.kind == "xp"}
    if not xp:
        return next((a for a in legal if a.kind == "end"), legal[-1])
    if "life" in xp and _frail(st, seat):
        return xp["life"]
    best = max(PHASES, key=lambda p: abilities.hero_stat(st, seat, f"{p}_damage"))
    choice = xp.get(ATTRIBUTE[best])
    return choice if choice is not None else next(iter(xp.values()))


def _plain(legal: list[Action], rng: random.Random) -> Action:
    """A random action, leaving abilities, discards and sales aside when something else is offered."""
    active = [a for a in legal if a.kind not in PASSIVE]
    return rng.choice(active or legal)


def rollout_action(st: RuneboundState, rng: random.Random) -> Action:
    """The playout policy (see the module text)."""
    legal = list(st.legal_actions())
    if len(legal) == 1:
        return legal[0]
    seat = st.to_act
    assert seat is not None
    pending = {type(frame) for frame in st.flow.stack}
    if pending & {KnockOut, PendingTest, KeepCard}:
        return _plain(legal, rng)
    if Hurt in pending:
        # Prevent wounds when the rules allow (RB-EX-05).
        uses = [a for a in legal if a.kind == "use"]
        return uses[0] if uses else legal[0]
    step = st.step
    if step == "move":
        hero = st.heroes[seat]
        rolls = [a for a in legal if a.kind == "roll"]
        if not rolls:
            return _plain(legal, rng)
        most = max(rolls, key=lambda a: int(a.args[0]))
        stamina = abilities.hero_stat(st, seat, "stamina")
        if hero.fatigue and hero.fatigue >= stamina - 1:
            # RB-MOVE-07: two dice rest two; RB-MOVE-10: fewer if that is all the rest there is.
            rest = [a for a in rolls if 2 <= int(a.args[0]) < 4]
            return min(rest, key=lambda a: int(a.args[0])) if rest else most
        return most
    if step == "moving":
        return _destination(st, seat, legal)
    if step == "from":
        return legal[0]
    if step == "adventure":
        return _adventure(st, seat, legal, rng)
    if step == "encounter":
        options = [a for a in legal if a.kind == "option"]
        return rng.choice(options) if options else legal[-1]
    if st.combat is not None and step == "combat":
        return _combat(st, seat, legal, rng)
    if step == "market":
        return _market(st, seat, legal, rng)
    if step == "experience":
        return _experience(st, seat, legal)
    for leave in ("leave", "pass", "done", "end", "reject"):
        found = next((a for a in legal if a.kind == leave), None)
        if found is not None:
            return found
    return _plain(legal, rng)


# ---------------------------------------------------------------------- evaluation


def settled(st: RuneboundState) -> bool:
    """Whether a hero's turn has just begun (RB-TURN-01), nothing of it played yet: the last turn's
    fight, spoils and wounds are all settled, so :func:`evaluate` sees what they brought, not a
    fight half-fought."""
    return (
        len(st.history) == st.turn_mark
        and st.step == "move"
        and st.combat is None
        and not any(type(frame) in SETTLING for frame in st.flow.stack)
    )


SETTLING = frozenset({KnockOut, Hurt, PendingTest, KeepCard})
"""What is not settled while pending: a knock-out, wounds, a skill test, a card over a limit."""


RUNE_WEIGHT = 4.0
"""Score of one Dragon Rune: three of them win outright (RB-WIN-02)."""


def standing(st: RuneboundState, seat: int) -> tuple[int, int, float]:
    """A hero's gear and allies at market worth, his XP, and the share of his Life not wounded."""
    hero = st.heroes[seat]
    content = st.content
    gear = 0
    for card in hero.items:
        item = content.items.get(card)
        gear += item.cost if item is not None else 4
    gear += sum(content.allies[a.card].cost for a in hero.allies if a.card in content.allies)
    xp = hero.xp_spent + hero.xp_paper + sum(v for _, v in hero.tokens)
    life = max(1, abilities.hero_stat(st, seat, "life"))
    return gear, xp, max(0.0, 1.0 - hero.wounds / life)


def score(st: RuneboundState, seat: int) -> float:
    """A solo hero's standing: runes, level and XP (the time-up ranking), gear and health."""
    hero = st.heroes[seat]
    gear, xp, health = standing(st, seat)
    return (
        RUNE_WEIGHT * st.runes(seat)
        + 1.0 * len(hero.xp)
        + 0.15 * xp
        + 0.08 * gear
        + 0.03 * hero.gold
        + 0.5 * health
    )


FEATURES = (
    "runes",
    "runes_late",
    "level",
    "level_late",
    "xp",
    "gear",
    "gold",
    "health",
    "blue",
    "red",
    "prospect",
)
"""What :func:`features` measures of a hero, in order (the weights in ``data/evaluation.toml``)."""

EVALUATION_FILE = Path(__file__).parent.parent / "data" / "evaluation.toml"


def features(st: RuneboundState, seat: int) -> tuple[float, ...]:
    """How well placed a hero is, as the numbers :data:`FEATURES` names.

    Dragon Runes and level, each also times how much of the game has passed (``late``: the round
    over the round limit — at the limit the ranking decides, RB-WIN-01); XP, the market worth of
    his gear and allies (tens of gold), gold, health (the share of his Life not wounded); and his
    rough chance to beat an average blue and an average red challenge as he stands
    (:func:`win_chance` of :func:`fight_margin`), what his next runes hang on; and his
    :func:`prospect`, the best token within reach.
    """
    hero = st.heroes[seat]
    gear, xp, health = standing(st, seat)
    late = min(1.0, st.round / max(1, st.round_limit or 40))
    runes = float(st.runes(seat))
    level = float(len(hero.xp))
    foes = colour_foes()
    return (
        runes,
        runes * late,
        level,
        level * late,
        float(xp),
        gear / 10.0,
        float(hero.gold),
        health,
        win_chance(fight_margin(st, seat, foes["blue"])),
        win_chance(fight_margin(st, seat, foes["red"])),
        prospect(st, seat),
    )


TRAVEL = 3.0
"""Hexes a hero covers in a typical turn (the heuristic bot's ``SPEED``)."""


def prospect(st: RuneboundState, seat: int) -> float:
    """What the best adventure token on the map is worth to the hero, discounted by the turns
    needed to walk there: :func:`colour_value` over ``1 + distance / TRAVEL`` (the heuristic
    bot's measure of a destination). A search that moves the hero sees where he is heading."""
    here = st.heroes[seat].hex
    worth: dict[str, float] = {colour: colour_value(st, seat, colour) for colour in COLOURS}
    walk = st.board.walk_distance
    best = 0.0
    for at, (colour, _) in st.board_tokens.items():
        best = max(best, worth[colour] / (1.0 + walk(here, at) / TRAVEL))
    return best


def weights() -> tuple[float, ...]:
    """The fitted weight of each feature, from ``data/evaluation.toml`` (see ``fitting.py``)."""
    return load_weights(EVALUATION_FILE, FEATURES)


def evaluate(st: RuneboundState) -> list[float]:
    """Each seat's chance to win: a softmax of the fitted weights times :func:`features` (a
    conditional logit fitted to heuristic self-play, ``fitting.py``); a solo hero's progress
    toward three runes; the winners once the game is over."""
    players = st.players
    if st.outcome is not None:
        winners = st.outcome.winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    if players == 1:
        # Alone, the hero races the round limit: progress toward three runes.
        progress = score(st, 0) / (3 * RUNE_WEIGHT + 8.0)
        return [min(1.0, max(0.0, progress))]
    return softmax(fitted_scores(weights(), st, features))


# ---------------------------------------------------------------------- search key

STALE = ("rolled", "destinations")
"""View entries that stop mattering once the hero has moved (the roll that is spent)."""


def search_key(st: RuneboundState, seat: int) -> Hashable:
    """The seat's picture of the game without a movement roll that is spent.

    After the hero has moved, which faces the dice showed and which hexes they reached no longer
    change anything (RB-MOVE-02): positions that differ only there are one position for the search.
    """
    picture = view(st, seat)
    if st.step not in ("moving", "from"):
        for name in STALE:
            picture.pop(name, None)
        picture["flow"].pop("routes", None)
    return (st.to_act, json.dumps(picture, sort_keys=True, separators=(",", ":"), default=str))
