"""The Runebound game state: the table, the turn, and the loop that advances it to each decision.

A turn has five steps (RB-TURN-02): Refresh, Movement, Adventure, Market, Experience. The state
runs on the shared turn flow (``engine/flow.py``, :data:`RULES`): each step (and each stage of a
fight) is a frame of its own at the bottom of ``state.flow``'s stack (:data:`STEP_FRAMES`,
:data:`STAGE_FRAMES`); what interrupts the step until settled — a knock-out, wounds that may be
prevented, a skill test, a reward over a carrying limit — and the queued effects are frames above
it, kept in the order of :data:`PENDING`. When none is pending, the step's frame runs: its module
does the step's work and lists that decision's actions and applies them: ``movement`` (Movement),
``adventures`` (Adventure, events, encounters), ``fight`` (combat, a handler per stage),
``meeting`` (trade and hero against hero), ``market``, ``experience`` (:data:`STEP_RULES`);
``knockout`` and ``resolve`` settle the frames. The step moves only by :meth:`RuneboundState.goto`,
along :data:`TRANSITIONS`, the fight's stage by :meth:`RuneboundState.set_stage`, along
:data:`STAGES`; the end of the turn is no frame, and the flow's idle frame begins the next turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import msgspec

from noppa.engine import Action, IllegalAction, Outcome, State
from noppa.engine.flow import Ask, Decision, Flow, Frame, Rules
from noppa.games.runebound.content.effects import COLOURS, Effect
from noppa.games.runebound.content.schema import Modifiers, load
from noppa.games.runebound.events import Discard, Fatigued, KnockedOut, Refresh, Setup, TurnBegun
from noppa.games.runebound.rules import (
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
)
from noppa.games.runebound.rules.hexmap import board
from noppa.games.runebound.rules.model import (
    ATOMS,
    AdventureChoice,
    AtAdventure,
    AtAfterAdventure,
    AtDraw,
    AtEncounter,
    AtEncounterDone,
    AtExperience,
    AtFrom,
    AtMarket,
    AtMove,
    AtMoving,
    AtReplenish,
    AtRest,
    AtTrade,
    AtTradeAnswer,
    BeforeCombatChoice,
    Combat,
    DefendChoice,
    DestinationChoice,
    EncounterChoice,
    EscapeChoice,
    ExperienceChoice,
    FightBc,
    FightBcFoe,
    FightEscape,
    Fighting,
    FightOver,
    FightPhase,
    FightPvpDef,
    FightRound,
    FightRoundEnd,
    FightWon,
    HeroState,
    Hurt,
    KeepCard,
    KeepChoice,
    KnockOut,
    KnockOutChoice,
    MarketChoice,
    MoveChoice,
    PendingTest,
    PhaseChoice,
    PreventChoice,
    Queued,
    ReplenishChoice,
    RestChoice,
    Stage,
    Stages,
    Step,
    StepFrame,
    Steps,
    TestChoice,
    ThisTurn,
    TradeAnswerChoice,
    TradeChoice,
    Turn,
    Unseen,
    WayInChoice,
    copy_value,
)

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.runebound.game import RuneboundGame

F = TypeVar("F", bound=Frame)
NO_MODIFIERS = Modifiers()
HEX_CHOICES: dict[type[Ask], str] = {
    MoveChoice: "step",
    DestinationChoice: "move",
    WayInChoice: "from",
    ReplenishChoice: "place",
}
"""The action a bare hex id stands for in each decision where a hex is chosen."""
LOST_SLOTS = 6  # RB-COMP-07

UNCOPIED = frozenset(
    {"game", "options", "dice", "history", "events", "outcome", "initial_dice", "_legal", "_digest", "names"}
    | {"content", "board", "flow", "step", "adventure_found"}
)
"""State attributes a clone shares: the engine's (:meth:`State.clone` copies those it changes), the
immutable content and map, the step (an enum member) and the Adventure step's options found for its
decision (never changed); the flow is copied by :meth:`Flow.copy` (its frames are immutable)."""

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
        *,
        first: int | None = None,
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
        self.unseen = Unseen({c: [] for c in COLOURS}, [])
        """What no seat sees, in one piece (:class:`Unseen`; ``decks``, ``market_deck``, ``path`` and
        ``board_tokens`` read and write it)."""
        self.stacks: dict[str, list[str]] = {c: [] for c in self.content.cities}
        self.event: str | None = None
        self.box: list[tuple[str, int]] = []
        self.lost: list[tuple[str, int] | None] = [None] * LOST_SLOTS
        self.lost_order: list[int] = []
        self.doom = 0
        self.removed: list[str] = []
        self.combat: Combat | None = None
        self.this_turn = ThisTurn()
        """The turn's scratch values; a new turn replaces the whole of it."""
        self.flow: Flow[RuneboundState] = Flow(RULES)
        """What is pending (:data:`PENDING`) and the decision asked."""
        self.step = Steps.END_TURN
        """The step the turn stands at: its frame's, at the bottom of the flow's stack
        (:class:`StepFrame`), kept here by :meth:`_put` (the one place that frame changes); none
        there is the end of the turn (RB-TURN-03)."""
        self.window = "movement"
        self.window_acts: dict[int, int] = {}
        self.free_used: set[str] = set()
        self.encounter: str | None = None
        self.showdown = False
        self.showdown_pending = False
        self.showdown_order: list[int] = []
        self.showdown_next = 0
        self.front: str | None = None
        """The Showdown's face-up red card, and the wounds it carries from earlier fights."""
        self.front_wounds = 0
        self.turn_mark = 0
        """How many actions had been taken when the turn began (none of it is played while equal)."""
        self.adventure_found: tuple[Decision[Ask] | None, list[Action]] | None = None
        """The Adventure step's own choices (``adventures.options``) and the decision they were
        found for: the step's forced work finds them to know whether to ask, and the decision's
        options read them while that decision is pending (found once, not twice)."""
        self._setup(heroes, first)
        self.flow.run(self)

    # ------------------------------------------------------------------ what no seat sees

    @property
    def decks(self) -> dict[str, list[str]]:
        """The adventure decks by colour, the top last (:attr:`Unseen.decks`)."""
        return self.unseen.decks

    @decks.setter
    def decks(self, value: dict[str, list[str]]) -> None:
        self.unseen.decks = value

    @property
    def market_deck(self) -> list[str]:
        """The market deck, the top last (:attr:`Unseen.market_deck`)."""
        return self.unseen.market_deck

    @market_deck.setter
    def market_deck(self, value: list[str]) -> None:
        self.unseen.market_deck = value

    @property
    def path(self) -> list[str]:
        """The face-down cards on the Path of Doom (:attr:`Unseen.path`)."""
        return self.unseen.path

    @path.setter
    def path(self, value: list[str]) -> None:
        self.unseen.path = value

    @property
    def board_tokens(self) -> dict[int, tuple[str, int]]:
        """The adventure tokens on the map by hex, ``(colour, value)`` (:attr:`Unseen.board_tokens`)."""
        return self.unseen.board_tokens

    @board_tokens.setter
    def board_tokens(self, value: dict[int, tuple[str, int]]) -> None:
        self.unseen.board_tokens = value

    # ------------------------------------------------------------------ setup (§1)

    def _setup(self, chosen: list[str] | None, first: int | None = None) -> None:
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
        if first is None:
            first = dice.below(self.players) if self.players > 1 else 0
        self.first = first  # (a position built by ``position.build`` names it)
        self.emit(Setup(heroes=list(chosen), first=self.first))
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
        self.emit(TurnBegun(seat=seat, number=self.turn, round=self.round))
        # RB-REFR-01: turn every activated card face up (nothing to do if none is face down).
        if hero.face_down:
            self.emit(Refresh(seat=seat, cards=list(hero.face_down)))
            hero.face_down.clear()
        self.this_turn = ThisTurn()  # RB-TURN-01: a new turn, nothing of it done
        self.set_window("movement")
        for name in movement.refresh_abilities(self, seat):
            resolve.use(self, seat, name)
        self.goto(Steps.MOVE)

    @property
    def stage(self) -> Stage:
        """Where the fight stands: its frame's (:class:`Fighting`), or ``bc_foe`` out of a fight."""
        stack = self.flow.stack
        if stack:
            frame = stack[0]
            if isinstance(frame, Fighting):
                return frame.stage
        return Stages.BC_FOE

    def goto(self, step: Step, *, knocked_out: bool = False) -> None:
        """Move the turn on to ``step``: its frame (:data:`STEP_FRAMES`; a fight begins at
        ``bc_foe``) takes the place of the step's at the bottom of the stack, by :data:`TRANSITIONS`,
        the one place the step changes; ``Step.END_TURN`` leaves none, so the idle frame begins the
        next turn.

        ``knocked_out``: the active hero was knocked out, and his turn ends from whatever step it
        was at (RB-KO-06: damage and fatigue can knock him out at any step). Raises AssertionError
        for a move the table does not allow (a bug in a rules module).
        """
        here = self.step
        if step not in TRANSITIONS[here] and not (knocked_out and step is Steps.END_TURN):
            raise AssertionError(f"Runebound: no step transition {here.value} -> {step.value} in TRANSITIONS")
        self._put(STEP_FRAMES.get(step))

    def set_stage(self, stage: Stage) -> None:
        """Move the fight on to ``stage``: its frame (:data:`STAGE_FRAMES`) in place of the
        stage's, by :data:`STAGES`; raises AssertionError for a move the table does not allow."""
        stack = self.flow.stack
        frame = stack[0] if stack else None
        if not isinstance(frame, Fighting) or stage not in STAGES[frame.stage]:
            here = frame.stage.value if isinstance(frame, Fighting) else "(no fight)"
            raise AssertionError(f"Runebound: no fight stage transition {here} -> {stage.value}")
        stack[0] = STAGE_FRAMES[stage]

    def resume_at(self, step: Step, stage: Stage = Stages.BC_FOE) -> None:
        """Put the turn at ``step`` (a fight at ``stage``) with no transition taken: a position
        rebuilt from a seat's view (:func:`~noppa.games.runebound.rules.hidden.determinize`) or
        set up by the position builder."""
        self._put(STAGE_FRAMES[stage] if step is Steps.COMBAT else STEP_FRAMES.get(step))

    def _put(self, frame: StepFrame | None) -> None:
        """``frame`` in place of the step's at the bottom of the stack (none: the end of the turn),
        and :attr:`step` with it."""
        stack = self.flow.stack
        if stack and isinstance(stack[0], StepFrame):
            if frame is None:
                del stack[0]
            else:
                stack[0] = frame
        elif frame is not None:
            stack.insert(0, frame)
        self.step = Steps.END_TURN if frame is None else frame.step

    def set_window(self, window: str) -> None:
        """Open a new activation window (RB-ACT-04): its counts start again."""
        self.window = window
        self.window_acts = {}
        self.free_used = set()

    def end_turn(self) -> None:
        """The turn is over (RB-TURN-03): the next seat clockwise begins with Refresh (RB-TURN-01)."""
        # The flow runs the end of the turn only with nothing pending (no wounds, test or effects).
        self.combat = None
        self._retire_encounter()
        self.this_turn.trade = None
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

    # ------------------------------------------------------------------ the flow

    def _advance(self) -> None:
        """Ask again from the frames and the step: for a position set up by hand (tests, a
        determinized view), whatever decision was pending is dropped and the flow runs on."""
        self.flow.pending = None
        self._legal = None
        self.flow.run(self)

    def ask(self, seat: int) -> bool:
        """Stop for ``seat``'s decision: what the first pending frame asks (:data:`PENDING`), or
        the step's if none is (its module's ``asked``; returns True, for a step's ``advance``)."""
        flow = self.flow
        stack = flow.stack
        top = PENDING.get(type(stack[-1])) if stack else None
        if top is None:
            step = self.step
            ask = ASKED[step](self, step)
        else:
            ask = top.ask
        # Flow.ask, inlined: every decision's options are derived (:data:`RULES`), so it stops.
        flow.pending = Decision(seat, ask, ())
        self.to_act = seat
        self._legal = None
        return True

    def pending(self, kind: type[F]) -> F | None:
        """The pending frame of class ``kind`` (a knock-out, wounds, a test…), if there is one."""
        for frame in self.flow.stack:
            if isinstance(frame, kind):
                return frame
        return None

    def pend(self, frame: Frame) -> None:
        """Make ``frame`` the pending thing of its kind, in place of one there: the stack keeps the
        order of :data:`PENDING` (the first of it on top), so the flow settles a knock-out before
        wounds, wounds before a test, and so on, and queued effects last."""
        stack = self.flow.stack
        kind = type(frame)
        rank = RANK[kind]
        for i, other in enumerate(stack):
            if type(other) is kind:
                stack[i] = frame
                return
            if RANK[type(other)] > rank:
                stack.insert(i, frame)
                return
        stack.append(frame)

    def settle(self, kind: type[Frame]) -> None:
        """Nothing of ``kind`` is pending any more."""
        stack = self.flow.stack
        for i, frame in enumerate(stack):
            if type(frame) is kind:
                del stack[i]
                return

    def queue(self, items: Iterable[tuple[int, Effect, str | None]], *, first: bool = False) -> None:
        """Queue effects for heroes, after those waiting (or, ``first``, before them: a test's
        outcomes, a card's own effects, happen before what was queued earlier)."""
        added = tuple(items)
        if not added:
            return
        queued = self.pending(Queued)
        old = () if queued is None else queued.items
        self.pend(Queued(added + old if first else old + added))

    @property
    def effect_queue(self) -> tuple[tuple[int, Effect, str | None], ...]:
        """The queued effects, first first (:meth:`queue` adds to them)."""
        queued = self.pending(Queued)
        return () if queued is None else queued.items

    @property
    def knocked_out(self) -> tuple[int, ...]:
        """The knocked-out heroes waiting for their steps, first first (RB-KO-01)."""
        ko = self.pending(KnockOut)
        return () if ko is None else ko.seats

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
        self.emit(Discard(seat=seat, card=card, used=used))

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
        self.pend(Hurt(seat, amount))
        if not abilities.usable(self, seat, "damage"):
            resolve.take_hurt(self)

    def fatigue(self, seat: int, amount: int) -> None:
        """Fatigue tokens; beyond Stamina the excess turns into wounds at once (RB-WND-02)."""
        hero = self.heroes[seat]
        hero.fatigue += amount
        stamina = abilities.hero_stat(self, seat, "stamina")
        excess = max(0, hero.fatigue - stamina)
        self.emit(Fatigued(seat=seat, count=amount, excess=excess))
        if excess:
            hero.fatigue = stamina
            hero.wounds += excess
            self.check_knockout(seat)

    def check_knockout(self, seat: int) -> None:
        """Wounds ≥ Life knock a hero out at once (RB-KO-01)."""
        hero = self.heroes[seat]
        ko = self.pending(KnockOut)
        if hero.wounds >= abilities.hero_stat(self, seat, "life") and (ko is None or seat not in ko.seats):
            self.pend(
                KnockOut((seat,)) if ko is None else msgspec.structs.replace(ko, seats=(*ko.seats, seat))
            )
            self.emit(KnockedOut(seat=seat))

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

    def _parse_answer(self, text: str) -> Action:
        """As :meth:`State._parse_answer`; where the player picks a hex (a step, a destination, the
        way in, a replenished gem) a bare hex id such as ``h0706`` also works in :meth:`apply`, so
        he can type where to go. The history keeps the full action text (``move:h0706``)."""
        return self.game.parse_action(self._hex_shorthand(text))

    def _hex_shorthand(self, answer: str) -> str:
        bare = answer.strip().lower()
        pending = self.flow.pending
        kind = None if pending is None else HEX_CHOICES.get(type(pending.ask))
        if kind is None or len(bare) != 5 or bare[0] != "h" or not bare[1:].isdigit():
            return answer
        return f"{kind}:{bare}"

    def _legal_actions(self) -> tuple[Action, ...]:
        # Flow.options, inlined: every decision's options are derived (:data:`OPTIONS`).
        decision = self.flow.pending
        if decision is None:
            return ()
        ask = decision.ask
        options = OPTIONS[type(ask)](self, ask)
        return options if type(options) is tuple else tuple(options)

    def _apply(self, action: Action) -> None:
        self.to_act = None
        # Flow.answer, inlined (the decision is pending: State.apply found the action legal).
        flow = self.flow
        decision = flow.pending
        assert decision is not None
        flow.pending = None
        ANSWERS[type(decision.ask)](self, decision, action)
        pending = flow.pending
        if pending is not None and self.outcome is None:
            self.to_act = pending.seat  # the answer asked the next decision itself
            return
        flow.run(self)

    def _why_illegal(self, action: Action) -> IllegalAction:
        """The reason the pending decision gives (:data:`REFUSALS`): a message key and its
        arguments, worded by the words (:class:`IllegalAction`); legality is decided there alone."""
        decision = self.flow.pending
        if decision is None:
            return IllegalAction("rb.error.illegal", action=action.text, legal="")
        return REFUSALS.get(type(decision.ask), _refuse_anywhere)(self, decision, action)

    def player_name(self, seat: int, lang: str = "en") -> str:
        """The name chosen at the table ("Liisa"; the turn lines add the hero), else the seat and
        its hero: "Player 2 (Sela Thornwick)"."""
        base = super().player_name(seat, lang)
        if 0 <= seat < len(self.heroes) and not self.seat_name(seat, lang):
            return f"{base} ({self.content.heroes[self.heroes[seat].hero].name.get(lang)})"
        return base

    shared = ("content", "board")

    def _reload_shared(self) -> None:
        self.content = load()
        self.board = board()

    def _copy_mutables(self) -> None:
        """Every attribute of the clone is copied (:func:`~noppa.games.runebound.rules.model.copied`),
        except the engine's own (copied by :meth:`State.clone`) and the fixed game data."""
        for name, value in vars(self).items():
            if type(value) not in ATOMS and name not in UNCOPIED:
                setattr(self, name, copy_value(value))
        self.flow = self.flow.copy()

    def _snapshot(self) -> dict[str, Any]:
        return hidden.snapshot(self)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return hidden.view(self, seat)

    def public_view(self) -> dict[str, Any]:
        return hidden.view(self, None)  # every seat sees the same table: made once for all

    def _seat_view(self, public: Any, seat: int | None) -> dict[str, Any]:
        return hidden.seat_view(public, seat)


class StepRules(Protocol):
    """A rules module that runs steps of the turn (its ``STEPS``): each function is given the step
    its frame stands for."""

    def advance(self, st: RuneboundState, step: Step, /) -> bool:
        """Forced work of the step; where a player must choose it asks (:meth:`RuneboundState.ask`,
        which returns True)."""
        ...

    def asked(self, st: RuneboundState, step: Step, /) -> Ask:
        """What the step's decision asks now (one :class:`Ask` per kind of decision)."""
        ...


@dataclass(frozen=True, slots=True)
class Pending:
    """Something that stops the step until it is settled: its frame, and its own decision."""

    frame: type[Frame]
    ask: Ask
    advance: Callable[[RuneboundState], bool]
    """Its forced work, run while it is the first pending; it asks (:meth:`RuneboundState.ask`)
    when a player must choose."""
    legal: Callable[[RuneboundState], list[Action]]
    apply: Callable[[RuneboundState, Action], None]


def _ask_tester(st: RuneboundState) -> bool:
    test = st.pending(PendingTest)
    assert test is not None
    return st.ask(test.seat)


def _ask_keeper(st: RuneboundState) -> bool:
    keep = st.pending(KeepCard)
    assert keep is not None
    return st.ask(keep.seat)


PENDING: dict[type[Frame], Pending] = {
    row.frame: row
    for row in (
        # RB-KO-01: a hero is knocked out at once, before anything else is done.
        Pending(KnockOut, KnockOutChoice(), knockout.advance, knockout.legal, knockout.apply),
        # RB-EX-05: wounds about to be taken wait for a prevention ability first.
        Pending(Hurt, PreventChoice(), resolve.hurt_decision, resolve.hurt_legal, resolve.hurt_apply),
        # RB-ACT-01, RB-SKILL-02: a skill test waits for test abilities, then its roll.
        Pending(PendingTest, TestChoice(), _ask_tester, resolve.test_legal, resolve.test_apply),
        # RB-LIM-05: a reward over a carrying limit waits for a discard or a refusal.
        Pending(KeepCard, KeepChoice(), _ask_keeper, resolve.keep_legal, resolve.keep_apply),
    )
}
"""What interrupts the turn's step, first first: the flow settles the first one pending, then the
queued effects (:class:`Queued`) one at a time, then the step."""


STEP_RULES: dict[Step, StepRules] = {
    step: module
    for module in (movement, adventures, fight, meeting, market, experience)
    for step in module.STEPS
}
"""The rules module of each step, which runs its forced work and says what its decision asks
(``end_turn`` is the state's own, :meth:`RuneboundState.end_turn`)."""

ADVANCE: dict[Step, Callable[[RuneboundState, Step], bool]] = {
    step: rules.advance for step, rules in STEP_RULES.items()
}
"""Each step's forced work (its module's ``advance``)."""

ASKED: dict[Step, Callable[[RuneboundState, Step], Ask]] = {
    step: rules.asked for step, rules in STEP_RULES.items()
}
"""What each step's decision asks (its module's ``asked``)."""

TRANSITIONS: dict[Step, dict[Step, str]] = {
    Steps.MOVE: {
        Steps.REST: "RB-MOVE-07",  # the roll: a short one rests first
        Steps.ADVENTURE: "RB-MOVE-08",  # one step without rolling
    },
    Steps.REST: {Steps.MOVING: "RB-MOVE-02"},
    Steps.MOVING: {Steps.ADVENTURE: "RB-MOVE-04", Steps.FROM: "RB-CMB-08"},
    Steps.FROM: {Steps.ADVENTURE: "RB-CMB-08"},
    Steps.ADVENTURE: {
        Steps.DRAW: "RB-ADV-02",
        Steps.EXPERIENCE: "RB-ADV-01 RB-MOVE-09",  # passing, or no token and no city
        Steps.MARKET: "RB-ADV-01 RB-MKT-01",  # passing in a city
        Steps.TRADE: "RB-MEET-01 RB-MEET-03",
        Steps.COMBAT: "RB-LOST-03 RB-MEET-01 RB-PVP-01",  # a lost challenge, or a hero attacked
    },
    Steps.DRAW: {
        Steps.COMBAT: "RB-ADV-03",
        Steps.ENCOUNTER: "RB-ADV-04",
        Steps.DRAW: "RB-EVT-05",
        Steps.REPLENISH: "RB-REPL-04",
        Steps.AFTER_ADVENTURE: "RB-ADV-05 RB-XP-08",  # the deck done, or a barred challenge
    },
    Steps.ENCOUNTER: {Steps.ENCOUNTER_DONE: "RB-ADV-04 RB-ADV-05"},
    Steps.ENCOUNTER_DONE: {
        Steps.DRAW: "RB-ADV-05",
        Steps.COMBAT: "RB-ADV-04",  # the option's foe is fought
    },
    Steps.REPLENISH: {Steps.DRAW: "RB-REPL-04 RB-EVT-05"},  # back to drawing (``replenish_after``)
    Steps.AFTER_ADVENTURE: {Steps.MARKET: "RB-MKT-01", Steps.EXPERIENCE: "RB-TURN-02"},
    Steps.COMBAT: {
        Steps.AFTER_ADVENTURE: "RB-DEF-01",  # a challenge defeated
        Steps.ENCOUNTER_DONE: "RB-ADV-04",  # an encounter's foe defeated
        Steps.END_TURN: "RB-CMB-08 RB-PVP-07 RB-SHOW-05",  # escape, hero fight, Showdown
    },
    Steps.TRADE: {Steps.TRADE_ANSWER: "RB-MEET-03", Steps.ADVENTURE: "RB-MEET-01"},
    Steps.TRADE_ANSWER: {Steps.TRADE: "RB-MEET-03"},
    Steps.MARKET: {Steps.EXPERIENCE: "RB-TURN-02"},
    Steps.EXPERIENCE: {Steps.END_TURN: "RB-TURN-03"},
    # A turn begins (the first one too: the game starts with no step), or a Showdown turn's fight.
    Steps.END_TURN: {Steps.MOVE: "RB-TURN-01", Steps.COMBAT: "RB-SHOW-05"},
}
"""The step transitions the rules allow: each step, the steps it may lead to, and the rule IDs that
make it so. :meth:`RuneboundState.goto` takes no other, except the end of the turn of a hero
knocked out, which may come at any step (RB-KO-06). Each step is a frame of its own
(:data:`STEP_FRAMES`), and ``goto`` puts the frame of the step it leads to in place of the step's.
"""

_ANY_TIME = "RB-DEF-01"  # the foe dies at once, whatever the stage (an ability's attack included)
STAGES: dict[Stage, dict[Stage, str]] = {
    Stages.BC_FOE: {Stages.BC: "RB-CMB-03 RB-CMB-04 RB-PVP-02", Stages.WON: _ANY_TIME},
    Stages.BC: {Stages.ROUND: "RB-CMB-05 RB-PVP-02", Stages.WON: _ANY_TIME},
    Stages.ROUND: {Stages.ESCAPE: "RB-CMB-06 RB-CMB-07", Stages.WON: _ANY_TIME},
    Stages.ESCAPE: {Stages.PHASE: "RB-CMB-07 RB-SHOW-05", Stages.WON: _ANY_TIME},
    Stages.PHASE: {
        Stages.PHASE: "RB-CMB-09",  # the next phase
        Stages.PVP_DEF: "RB-PVP-04",
        Stages.ROUND_END: "RB-CMB-15",
        Stages.WON: _ANY_TIME,
    },
    Stages.PVP_DEF: {Stages.PHASE: "RB-PVP-04", Stages.WON: _ANY_TIME},
    Stages.ROUND_END: {Stages.ROUND: "RB-CMB-05 RB-FOE-04 RB-PVP-06", Stages.WON: _ANY_TIME},
    Stages.WON: {Stages.WON: _ANY_TIME},
    Stages.OVER: {},  # the turn ends (``fight.over``): the step moves on, not the stage
}
for _row in STAGES.values():
    _row[Stages.OVER] = "RB-KO-01"  # a hero in it knocked out, at any stage: the fight is over
"""The fight's stage transitions (within :attr:`Step.COMBAT`), each with the rule IDs that make it
so; :meth:`RuneboundState.set_stage` takes no other. A fight begins at ``bc_foe`` (``goto``)."""

STEP_FRAMES: dict[Step, StepFrame] = {
    frame.step: frame
    for frame in (
        AtMove(),
        AtRest(),
        AtMoving(),
        AtFrom(),
        AtAdventure(),
        AtDraw(),
        AtEncounter(),
        AtEncounterDone(),
        AtReplenish(),
        AtAfterAdventure(),
        FightBcFoe(),
        AtTrade(),
        AtTradeAnswer(),
        AtMarket(),
        AtExperience(),
    )
}
"""The frame of each step (a fight's is its first stage's); the end of the turn has none."""

STAGE_FRAMES: dict[Stage, Fighting] = {
    frame.stage: frame
    for frame in (
        FightBcFoe(),
        FightBc(),
        FightRound(),
        FightEscape(),
        FightPhase(),
        FightPvpDef(),
        FightRoundEnd(),
        FightWon(),
        FightOver(),
    )
}
"""The frame of each stage of a fight (:data:`STAGES`)."""

RANK: dict[type[Frame], int] = (
    {type(frame): -1 for frame in [*STEP_FRAMES.values(), *STAGE_FRAMES.values()]}
    | {Queued: 0}
    | {kind: len(PENDING) - i for i, kind in enumerate(PENDING)}
)
"""Where a frame stands on the stack (the highest on top, settled first): a step's at the bottom."""


def _next_turn(st: RuneboundState, _frame: Turn) -> None:
    """The flow's idle frame: nothing is on the stack, not even a step, so the turn is over and the
    next one begins (RB-TURN-03, RB-TURN-01)."""
    st.end_turn()


def _run_step(st: RuneboundState, frame: StepFrame) -> None:
    """A step's frame: it stays at the bottom of the stack (until the rule that leads on replaces
    it) and does the step's forced work (its module's ``advance``), or asks its decision."""
    st.flow.stack.append(frame)
    step = frame.step
    ADVANCE[step](st, step)


def _run_stage(st: RuneboundState, frame: Fighting) -> None:
    """A fight's frame: as a step's, with its stage's own work (``fight.STAGES``)."""
    st.flow.stack.append(frame)
    fight.STAGES[frame.stage](st)


def _run_queued(st: RuneboundState, frame: Queued) -> None:
    """The first queued effect happens (the rest wait their turn)."""
    seat, effect, card = frame.items[0]
    if len(frame.items) > 1:
        st.pend(Queued(frame.items[1:]))
    resolve.effect(st, seat, effect, card)


def _stays(row: Pending) -> Callable[[RuneboundState, Frame], None]:
    """The frame's forced work; the frame stays pending (on the stack) until its work settles it."""

    def run(st: RuneboundState, frame: Frame) -> None:
        st.flow.push(frame)
        row.advance(st)

    return run


def _answers(
    apply: Callable[[RuneboundState, Action], None],
) -> Callable[[RuneboundState, Decision[Ask], Action], None]:
    def run(st: RuneboundState, _decision: Decision[Ask], action: Action) -> None:
        apply(st, action)

    return run


def _options(
    legal: Callable[[RuneboundState], list[Action]],
) -> Callable[[RuneboundState, Ask], Sequence[Action]]:
    def run(st: RuneboundState, _ask: Ask) -> Sequence[Action]:
        return legal(st)

    return run


def _refuse_anywhere(st: RuneboundState, decision: Decision[Any], action: Action) -> IllegalAction:
    """A decision with no refusals of its own: those every decision shares (:func:`resolve.refuse`)."""
    return resolve.refuse(st, decision.seat, action)


def _refuse_by_ask(
    refuse: Callable[[RuneboundState, Any, Action], IllegalAction],
) -> Callable[[RuneboundState, Decision[Any], Action], IllegalAction]:
    def run(st: RuneboundState, decision: Decision[Any], action: Action) -> IllegalAction:
        return refuse(st, decision.ask, action)

    return run


@dataclass(frozen=True, slots=True)
class DecisionRules:
    """One kind of decision of the turn's steps: its ask, its options (derived from the state), its
    answer, and why an action it does not allow is refused, all in its rules module."""

    ask: type[Ask]
    answer: Callable[[RuneboundState, Any, Action], None]
    options: Callable[[RuneboundState, Any], Sequence[Action]]
    refuse: Callable[[RuneboundState, Decision[Any], Action], IllegalAction] = _refuse_anywhere


DECISIONS: tuple[DecisionRules, ...] = (
    # RB-MOVE-01, RB-MOVE-08, RB-MOVE-10: roll, step, or use an ability.
    DecisionRules(
        MoveChoice, movement.move_answer, movement.move_options, _refuse_by_ask(movement.refuse_move)
    ),
    DecisionRules(RestChoice, movement.rest_answer, movement.rest_options),  # RB-MOVE-07
    DecisionRules(  # RB-MOVE-02
        DestinationChoice,
        movement.destination_answer,
        movement.destination_options,
        _refuse_by_ask(movement.refuse_destination),
    ),
    DecisionRules(WayInChoice, movement.way_in_answer, movement.way_in_options),  # RB-CMB-08
    DecisionRules(AdventureChoice, adventures.adventure_answer, adventures.adventure_options),  # RB-ADV-01
    DecisionRules(EncounterChoice, adventures.encounter_answer, adventures.encounter_options),  # RB-ADV-04
    DecisionRules(ReplenishChoice, adventures.replenish_answer, adventures.replenish_options),  # RB-REPL-04
    DecisionRules(BeforeCombatChoice, fight.before_combat_answer, fight.before_combat_options, fight.refuse),
    DecisionRules(EscapeChoice, fight.escape_answer, fight.escape_options, fight.refuse),  # RB-CMB-07
    DecisionRules(PhaseChoice, fight.phase_answer, fight.phase_options, fight.refuse),  # RB-CMB-09
    DecisionRules(DefendChoice, fight.defend_answer, fight.defend_options, fight.refuse),  # RB-PVP-04
    DecisionRules(TradeChoice, meeting.trade_answer, meeting.trade_options),  # RB-MEET-03
    DecisionRules(TradeAnswerChoice, meeting.answer_answer, meeting.answer_options),  # RB-MEET-03
    DecisionRules(MarketChoice, market.market_answer, market.market_options, _refuse_by_ask(market.refuse)),
    DecisionRules(ExperienceChoice, experience.experience_answer, experience.experience_options),  # RB-XP-04
)
"""Each decision of the turn's steps, with the rules module that owns it (registered in :data:`RULES`)."""

REFUSALS: dict[type[Ask], Callable[[RuneboundState, Decision[Any], Action], IllegalAction]] = {
    row.ask: row.refuse for row in DECISIONS
}
"""Why the pending decision refuses an action: its own rules' reason (:data:`DECISIONS`), or the
reasons every decision shares (knock-outs, wounds, tests and kept cards have none of their own)."""


OPTIONS: dict[type[Ask], Callable[[RuneboundState, Any], Sequence[Action]]] = {
    row.ask: row.options for row in DECISIONS
} | {type(pending.ask): _options(pending.legal) for pending in PENDING.values()}
"""Each decision's options, worked out from the state when they are asked for (registered in
:data:`RULES`; :meth:`RuneboundState._legal_actions` calls them directly)."""

ANSWERS: dict[type[Ask], Callable[[RuneboundState, Decision[Any], Action], None]] = {
    row.ask: row.answer for row in DECISIONS
} | {type(pending.ask): _answers(pending.apply) for pending in PENDING.values()}
"""What answers each decision (registered in :data:`RULES`; :meth:`RuneboundState._apply` calls
them directly)."""


def _rules() -> Rules[RuneboundState]:
    rules: Rules[RuneboundState] = Rules(idle=Turn(), home="noppa.games.runebound.rules.state:RULES")
    rules.step(Turn, _next_turn)
    # Each step's frame runs its module's forced work; each stage of a fight its own (``fight.STAGES``).
    for step, frame in STEP_FRAMES.items():
        if step is not Steps.COMBAT:
            rules.step(type(frame), _run_step)
    for frame in STAGE_FRAMES.values():
        rules.step(type(frame), _run_stage)
    rules.step(Queued, _run_queued)
    for row in DECISIONS:
        rules.answer(row.ask, ANSWERS[row.ask], OPTIONS[row.ask])
    # What interrupts the step: its frame's forced work, its decision.
    for pending in PENDING.values():
        rules.step(pending.frame, _stays(pending))
        rules.answer(type(pending.ask), ANSWERS[type(pending.ask)], OPTIONS[type(pending.ask)])
    return rules


RULES = _rules()
"""The turn flow's table: every frame's handler, every decision's options and answer (each step's
decisions, and each of :data:`PENDING`). All decisions have derived options (worked out when asked for), and
each is asked even where one action is legal: saves record every answer."""
