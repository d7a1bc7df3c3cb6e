"""The Runebound game state: the table, the turn, and the loop that advances it to each decision.

A turn has five steps (RB-TURN-02): Refresh, Movement, Adventure, Market, Experience. The state
keeps a ``step`` name; :meth:`RuneboundState._advance` runs forced work (queued effects, knock-outs,
draws) until some seat has a decision, and each step's module lists that decision's actions and
applies them: ``movement`` (Movement), ``adventures`` (Adventure, events, encounters), ``fight``
(combat), ``knockout``, ``meeting`` (trade and hero against hero), ``market``, ``experience`` and
``doom``; ``resolve`` carries out queued effects, skill tests, kept cards and wounds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from noppa.engine import Action, IllegalAction, Outcome, State
from noppa.games.runebound import (
    abilities,
    adventures,
    doom,
    experience,
    fight,
    hidden,
    knockout,
    market,
    meeting,
    movement,
    resolve,
    words,
)
from noppa.games.runebound.content import Modifiers, load
from noppa.games.runebound.effects import COLOURS, Effect
from noppa.games.runebound.hexmap import board
from noppa.games.runebound.model import (
    ATOMS,
    Combat,
    HeroState,
    Hurt,
    KoStage,
    PendingTest,
    Step,
    Trade,
    copy_value,
)

if TYPE_CHECKING:
    from noppa.engine import Dice, Event, OptionValue
    from noppa.games.runebound.game import RuneboundGame

NO_MODIFIERS = Modifiers()
HEX_CHOICES = {Step.MOVE: "step", Step.MOVING: "move", Step.FROM: "from", Step.REPLENISH: "place"}
"""The action a bare hex id stands for in each step where a hex is chosen."""
LOST_SLOTS = 6  # RB-COMP-07

UNCOPIED = frozenset(
    {"game", "options", "dice", "history", "events", "outcome", "initial_dice", "_legal", "_digest", "names"}
    | {"content", "board"}
)
"""State attributes a clone shares: the engine's (:meth:`State.clone` copies those it changes) and
the immutable content and map."""

XP_TABLE = {1: 6, 2: 6, 3: 5, 4: 4, 5: 3, 6: 3}
"""XP per XP token by player count (RB-XP-02; only 4 → 4 is in the source, the rest is noppa's)."""


class RuneboundState(State):
    """A game of Runebound, 2nd edition (Rise of the Dragon Lords)."""

    game: RuneboundGame

    def __init__(
        self,
        game: RuneboundGame,
        players: int,
        options: dict[str, OptionValue],
        dice: Dice,
        heroes: list[str] | None = None,
    ) -> None:
        super().__init__(game, players, options, dice)
        self.content = load()
        self.board = board()
        self.doom_variant = bool(options["path_of_doom"])
        self.skill_tests = bool(options["skill_tests"])
        self.victory = str(options["victory"])
        self.round_limit = int(options["round_limit"])
        self.replenish_rule = str(options["replenish"])
        self.life_bar = str(options["life_bar"])
        self.meet_anywhere = bool(options["meet_anywhere"])
        self.sell_allies = bool(options["sell_allies"])
        self.trade_gold = bool(options["trade_gold"])
        rate = str(options["xp_cost"])
        self.xp_cost = XP_TABLE[players] if rate == "table" else int(rate)
        # Wound, fatigue and XP tokens and gold are plain numbers on the heroes and cards: the box
        # and the bank never run out (RB-COMP-06, RB-COMP-08, RB-SETUP-06, RB-WND-04).
        self.heroes: list[HeroState] = []
        self.current = 0
        self.first = 0
        self.round = 1
        self.step: Step = Step.MOVE
        self.decks: dict[str, list[str]] = {c: [] for c in COLOURS}
        self.market_deck: list[str] = []
        self.stacks: dict[str, list[str]] = {c: [] for c in self.content.cities}
        self.event: str | None = None
        self.board_tokens: dict[int, tuple[str, int]] = {}
        self.box: list[tuple[str, int]] = []
        self.lost: list[tuple[str, int] | None] = [None] * LOST_SLOTS
        self.lost_order: list[int] = []
        self.path: list[str] = []
        self.doom = 0
        self.removed: list[str] = []
        self.combat: Combat | None = None
        self.hurt: Hurt | None = None
        self.effect_queue: list[tuple[int, Effect, str | None]] = []
        self.ko_queue: list[int] = []
        self.ko_stage: KoStage = KoStage.START
        self.trade: Trade | None = None
        self.window = "movement"
        self.window_acts: dict[int, int] = {}
        self.free_used: set[str] = set()
        self.roll_bonus: dict[str, int] = {}
        self.damage_bonus: dict[str, int] = {}
        self.extra_dice = 0
        self.extra_symbols: list[str] = []
        self.discount = 0
        self.rolled: list[int] = []
        self.destinations: dict[int, tuple[int, ...]] = {}
        self.chosen: int | None = None
        self.rest_left = 0
        self.draw_colour: str | None = None
        self.draws_left = 0
        self.adventured = False
        self.met: list[int] = []
        self.replenish_colour: str | None = None
        self.replenisher = 0
        self.keep_card: str | None = None
        self.keep_seat = 0
        self.encounter: str | None = None
        self.test_pending: PendingTest | None = None
        self.showdown = False
        self.showdown_pending = False
        self.showdown_order: list[int] = []
        self.showdown_next = 0
        self.front: str | None = None
        """The Showdown's face-up red card, and the wounds it carries from earlier fights."""
        self.front_wounds = 0
        self.turn_mark = 0
        """How many actions had been taken when the turn began (none of it is played while equal)."""
        self.roll_pending = 0
        self.arrived = False
        self.replenish_after: Step = Step.DRAW
        self.fought = False
        self.market_open = False
        self.ko_winner: int | None = None
        self._setup(heroes)
        self._advance()

    # ------------------------------------------------------------------ setup (§1)

    def _setup(self, chosen: list[str] | None) -> None:
        content = self.content
        dice = self.dice
        # RB-SETUP-01: one token, gem side up, on every gem; colours match. Which token of a colour
        # lands where is random and hidden (the XP value is on the back, RB-COMP-16).
        pools: dict[str, list[tuple[str, int]]] = {c: [] for c in COLOURS}
        for token_set in content.tokens:
            pools[token_set.colour].extend([(token_set.colour, token_set.value)] * token_set.count)
        for colour in COLOURS:
            dice.shuffle(pools[colour])
        for hex_ in self.board.gems:
            gem = self.board.hexes[hex_].gem
            assert gem is not None
            if pools[gem]:
                self.board_tokens[hex_] = pools[gem].pop()
        for colour in COLOURS:
            self.box.extend(pools[colour])  # tokens beyond the gems wait in the box
        # RB-SETUP-02: the lost-challenge list starts empty (tokens 1–6 on their slots).
        # RB-SETUP-03: allies and items shuffled together; one card to every city but Tamalir.
        self.market_deck = list(content.market_ids)
        dice.shuffle(self.market_deck)
        self.market_deck.reverse()  # the top of a deck is its last element
        for city in sorted(content.cities.values(), key=lambda c: c.path):
            if not city.start and self.market_deck:
                self.stacks[city.id].append(self.market_deck.pop())
        # RB-SETUP-04: adventure cards sorted by colour, each deck shuffled.
        for card in content.adventures.values():
            self.decks[card.colour].append(card.id)
        for colour in COLOURS:
            dice.shuffle(self.decks[colour])
            self.decks[colour].reverse()
        # RB-SETUP-07: each player gets a hero at random (or the ones given); the rest leave the game.
        if chosen is None:
            pool = list(content.heroes)
            dice.shuffle(pool)
            chosen = pool[: self.players]
        start = self.board.start
        # RB-SETUP-05: 3 gold each. RB-SETUP-09: every hero starts in Tamalir.
        self.heroes = [HeroState(hero=hero, hex=start) for hero in chosen]
        # RB-DOOM-02: the Path of Doom starts with the top green card, face down, beside Vynelvale.
        if self.doom_variant:
            self.path.append(self.decks["green"].pop())
        # RB-SETUP-08: the first player is chosen at random; play goes clockwise (seat order).
        self.first = dice.below(self.players) if self.players > 1 else 0
        self.emit("setup", heroes=list(chosen), first=self.first)
        self._begin_turn(self.first)

    # ------------------------------------------------------------------ the turn (§2, §3)

    @property
    def mods(self) -> Modifiers:
        """The modifiers of the event in force (RB-EVT-01), or none."""
        if self.event is None:
            return NO_MODIFIERS
        return self.content.adventures[self.event].modifiers

    def _begin_turn(self, seat: int) -> None:
        self.turn += 1
        self.turn_mark = len(self.history)
        self.current = seat
        hero = self.heroes[seat]
        hero.placed = True  # RB-SETUP-09: the miniature goes on Tamalir on the player's first turn
        self.emit("turn", seat=seat, number=self.turn, round=self.round)
        # RB-REFR-01: turn every activated card face up (nothing to do if none is face down).
        if hero.face_down:
            self.emit("refresh", seat=seat, cards=list(hero.face_down))
            hero.face_down.clear()
        self.adventured = False
        self.fought = False
        self.market_open = False
        self.arrived = False
        self.met = []
        self.trade = None
        self.extra_dice = 0
        self.extra_symbols = []
        self.discount = 0
        self.rolled = []
        self.destinations = {}
        self.chosen = None
        self.roll_bonus = {}
        self.damage_bonus = {}
        self.set_window("movement")
        for name in movement.refresh_abilities(self, seat):
            resolve.use(self, seat, name)
        self.step = Step.MOVE

    def set_window(self, window: str) -> None:
        """Open a new activation window (RB-ACT-04): its counts start again."""
        self.window = window
        self.window_acts = {}
        self.free_used = set()

    def end_turn(self) -> None:
        """The turn is over (RB-TURN-03): the next seat clockwise begins with Refresh (RB-TURN-01)."""
        self.combat = None
        self.hurt = None
        self.effect_queue.clear()
        self._retire_encounter()
        self.test_pending = None
        self.trade = None
        if self.showdown_pending and not self.showdown:
            doom.begin_showdown(self)  # RB-DOOM-08: normal play ends with this turn
        if self.showdown:
            doom.next_showdown_turn(self)  # Showdown rounds are counted there
            return
        seat = (self.current + 1) % self.players
        if seat == self.first:
            self.round += 1
            if self.round_limit and self.round > self.round_limit:
                self._time_up()
                return
        self._begin_turn(seat)

    def _retire_encounter(self) -> None:
        """An encounter cut short (its hero knocked out, RB-KO-06) still leaves the game (RB-ADV-05).

        Unless a hero keeps the card (a boon or a quest), it joins the removed cards, so no card
        vanishes from the table.
        """
        card = self.encounter
        self.encounter = None
        if card is None or card in self.removed:
            return
        held = any(
            card in h.quests or card in h.boons or card in h.items or h.ally(card) for h in self.heroes
        )
        if not held:
            self.removed.append(card)

    # ------------------------------------------------------------------ the loop

    def _advance(self) -> None:
        """Run forced steps until some seat has a decision (sets ``to_act``) or the game ends.

        First whatever interrupts the turn (:data:`INTERRUPTS`, in their order), then the queued
        effects one at a time, then the step's own work (:data:`STEP_RULES`).
        """
        while self.outcome is None:
            interrupt = self.interrupt()
            if interrupt is not None:
                if interrupt.advance(self):
                    return
                continue
            if self.effect_queue:
                seat, effect, card = self.effect_queue.pop(0)
                resolve.effect(self, seat, effect, card)
                continue
            if self.step == Step.END_TURN:
                self.end_turn()
            elif STEP_RULES[self.step].advance(self):
                return

    def interrupt(self) -> Interrupt | None:
        """What interrupts the step now, if anything: the first of :data:`INTERRUPTS` pending."""
        for interrupt in INTERRUPTS:
            if interrupt.pending(self):
                return interrupt
        return None

    def ask(self, seat: int) -> bool:
        """Stop for ``seat``'s decision (returns True for the advance loop)."""
        self.to_act = seat
        self._legal = None
        return True

    # ------------------------------------------------------------------ shared helpers

    def discard_card(self, seat: int, card: str, *, used: bool = False) -> None:
        """A card leaves a hero: market cards go under the market deck (RB-LIM-04, RB-ITEM-02)."""
        hero = self.heroes[seat]
        if card in hero.items:
            hero.items.remove(card)
        elif hero.ally(card) is not None:
            hero.allies = [a for a in hero.allies if a.card != card]
        elif card in hero.boons:
            hero.boons.remove(card)
        if card in hero.face_down:
            hero.face_down.remove(card)
        if card in self.content.market_base:
            self.market_deck.insert(0, card)
        else:
            # A kept adventure card used up (a single-use reward) goes under its own deck.
            self.under_deck(card)
        self.emit("discard", seat=seat, card=card, used=used)

    def under_deck(self, card: str) -> None:
        """An adventure card goes face down under the deck of its colour (RB-DEF-04, RB-EVT-02)."""
        self.decks[self.content.adventures[card].colour].insert(0, card)

    def played(self, card: str) -> None:
        """A played adventure card: under its deck, or onto the Path of Doom (RB-DOOM-03)."""
        if self.doom_variant and not self.showdown:
            doom.add_to_path(self, card)
        else:
            self.under_deck(card)

    def encounter_played(self, card: str) -> None:
        """A played encounter leaves the game (RB-ADV-05), or joins the Path of Doom (RB-DOOM-09)."""
        if self.doom_variant and not self.showdown:
            doom.add_to_path(self, card)
        else:
            self.removed.append(card)

    def wound(self, seat: int, amount: int) -> None:
        """``seat``'s hero takes wounds, with the chance to prevent them first (RB-WND-01, RB-EX-05)."""
        if amount <= 0:
            return
        self.hurt = Hurt(seat, amount)
        if not abilities.usable(self, seat, "damage"):
            resolve.take_hurt(self)

    def fatigue(self, seat: int, amount: int) -> None:
        """Fatigue tokens; beyond Stamina the excess turns into wounds at once (RB-WND-02)."""
        hero = self.heroes[seat]
        hero.fatigue += amount
        stamina = abilities.hero_stat(self, seat, "stamina")
        excess = max(0, hero.fatigue - stamina)
        self.emit("fatigue", seat=seat, count=amount, excess=excess)
        if excess:
            hero.fatigue = stamina
            hero.wounds += excess
            self.check_knockout(seat)

    def check_knockout(self, seat: int) -> None:
        """Wounds ≥ Life knock a hero out at once (RB-KO-01)."""
        hero = self.heroes[seat]
        if hero.wounds >= abilities.hero_stat(self, seat, "life") and seat not in self.ko_queue:
            self.ko_queue.append(seat)
            self.emit("knocked_out", seat=seat)

    def level(self, seat: int) -> int:
        """A hero's level: 1 + XP tokens (RB-SHOW-04)."""
        return 1 + len(self.heroes[seat].xp)

    def runes(self, seat: int) -> int:
        """Dragon Runes in a hero's inventory (RB-WIN-02)."""
        return sum(
            1
            for c in self.heroes[seat].items
            if c in self.content.adventures and self.content.adventures[c].rune
        )

    def check_victory(self, seat: int, margath: bool = False) -> bool:
        """Rise of the Dragon Lords: Margath defeated or three Dragon Runes held (RB-WIN-01, RB-WIN-02).

        Margath is the red challenge marked ``margath`` in the data, the hardest of all (RB-WIN-03).
        """
        won = (margath and self.victory in ("either", "margath")) or (
            self.victory in ("either", "runes") and self.runes(seat) >= 3
        )
        if won:
            reason = "rb.outcome.margath" if margath else "rb.outcome.runes"
            self.finish(Outcome((seat,), self._ranking(first=seat), reason))
        return won

    def _ranking(self, first: int | None = None) -> tuple[tuple[int, ...], ...]:
        def key(seat: int) -> tuple[int, int, int, int]:
            hero = self.heroes[seat]
            return (
                self.runes(seat),
                self.level(seat),
                hero.xp_spent + sum(v for _, v in hero.tokens),
                hero.gold,
            )

        seats = [s for s in range(self.players) if s != first]
        groups: list[tuple[int, ...]] = [] if first is None else [(first,)]
        for value in sorted({key(s) for s in seats}, reverse=True):
            groups.append(tuple(s for s in seats if key(s) == value))
        return tuple(groups)

    def _time_up(self) -> None:
        # Project rule (docs/rules/runebound.md, option round_limit): when the round limit passes,
        # the game ends; the best-ranked hero (runes, level, XP, gold) wins, ties share.
        ranking = self._ranking()
        self.finish(Outcome(ranking[0], ranking, "rb.outcome.time"))

    # ------------------------------------------------------------------ engine hooks

    def apply(self, action: Action | str) -> None:
        """As :meth:`State.apply`; where the player picks a hex (a step, a destination, the way in,
        a replenished gem) a bare hex id such as ``h0706`` also works, so he can type where to go.
        The history keeps the full action text (``move:h0706``)."""
        if isinstance(action, str):
            action = self._hex_shorthand(action)
        super().apply(action)

    def _hex_shorthand(self, answer: str) -> str:
        bare = answer.strip().lower()
        kind = HEX_CHOICES.get(self.step)
        if kind is None or len(bare) != 5 or bare[0] != "h" or not bare[1:].isdigit():
            return answer
        if self.interrupt() is not None:
            return answer
        return f"{kind}:{bare}"

    def _legal_actions(self) -> tuple[Action, ...]:
        rules: Decisions = self.interrupt() or STEP_RULES[self.step]
        return tuple(rules.legal(self))

    def _apply(self, action: Action) -> None:
        self.to_act = None
        rules: Decisions = self.interrupt() or STEP_RULES[self.step]
        rules.apply(self, action)
        self._advance()

    def _why_illegal(self, action: Action) -> IllegalAction:
        return words.why_illegal(self, action)

    def _label(self, action: Action, lang: str) -> str:
        return words.label(self, action, lang)

    def _describe(self, event: Event, lang: str) -> str:
        return words.describe(self, event, lang)

    def player_name(self, seat: int, lang: str = "en") -> str:
        """The name chosen at the table ("Liisa"; the turn lines add the hero), else the seat and
        its hero: "Player 2 (Sela Thornwick)"."""
        base = super().player_name(seat, lang)
        if 0 <= seat < len(self.heroes) and not self.seat_name(seat, lang):
            return f"{base} ({self.content.heroes[self.heroes[seat].hero].name.get(lang)})"
        return base

    def _copy_mutables(self) -> None:
        """Every attribute of the clone is copied (:func:`~noppa.games.runebound.model.copied`),
        except the engine's own (copied by :meth:`State.clone`) and the fixed game data."""
        for name, value in vars(self).items():
            if type(value) not in ATOMS and name not in UNCOPIED:
                setattr(self, name, copy_value(value))

    def _snapshot(self) -> dict[str, Any]:
        return hidden.snapshot(self)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return hidden.view(self, seat)


class Decisions(Protocol):
    """The rules of one kind of decision: its legal actions, and carrying one out."""

    def legal(self, st: RuneboundState, /) -> list[Action]:
        """The actions the decider may take."""
        ...

    def apply(self, st: RuneboundState, action: Action, /) -> None:
        """Carry out one of them (it is legal)."""
        ...


class StepRules(Decisions, Protocol):
    """A rules module that runs steps of the turn (its ``STEPS``)."""

    def advance(self, st: RuneboundState, /) -> bool:
        """Forced work of the step; True once it stops for a decision."""
        ...


@dataclass(frozen=True, slots=True)
class Interrupt:
    """Something that stops the step until it is settled, with its own decision."""

    pending: Callable[[RuneboundState], bool]
    advance: Callable[[RuneboundState], bool]
    """Forced work; True once it stops for the decision."""
    legal: Callable[[RuneboundState], list[Action]]
    apply: Callable[[RuneboundState, Action], None]


def _ask_tester(st: RuneboundState) -> bool:
    assert st.test_pending is not None
    return st.ask(st.test_pending.seat)


INTERRUPTS = (
    # RB-KO-01: a hero is knocked out at once, before anything else is done.
    Interrupt(lambda st: bool(st.ko_queue), knockout.advance, knockout.legal, knockout.apply),
    # RB-EX-05: wounds about to be taken wait for a prevention ability first.
    Interrupt(lambda st: st.hurt is not None, resolve.hurt_decision, resolve.hurt_legal, resolve.hurt_apply),
    # RB-ACT-01, RB-SKILL-02: a skill test waits for test abilities, then its roll.
    Interrupt(lambda st: st.test_pending is not None, _ask_tester, resolve.test_legal, resolve.test_apply),
    # RB-LIM-05: a reward over a carrying limit waits for a discard or a refusal.
    Interrupt(
        lambda st: st.keep_card is not None,
        lambda st: st.ask(st.keep_seat),
        resolve.keep_legal,
        resolve.keep_apply,
    ),
)
"""What interrupts the turn's step, first first: the loop settles the first one pending."""

STEP_RULES: dict[Step, StepRules] = {
    step: module
    for module in (movement, adventures, fight, meeting, market, experience)
    for step in module.STEPS
}
"""The rules module of each step (``end_turn`` is the state's own, :meth:`RuneboundState.end_turn`)."""
