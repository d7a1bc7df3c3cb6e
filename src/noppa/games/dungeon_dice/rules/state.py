"""The rules of Dungeon Dice: one state on the shared turn flow (:mod:`noppa.engine.flow`).

A turn (DD-TURN-01) opens with the roll of all six dice, or with a challenge (DD-CHAL-01a). After
each roll matching dice go to the wall and earn tunnel cards; the player then stops and lays them
(DD-TURN-06) or rolls the dice still in the pit (DD-TURN-07), until he stops, busts (DD-TURN-08,
DD-TURN-11) or fills the wall (DD-TURN-12). The first prisoner with eight cards escapes (DD-WIN-01).

The steps and decisions are typed frames and asks (frames.py), their handlers listed in one table,
:data:`RULES`. Each decision's legal actions and its refusals come from one function per decision
(:func:`refusal`): an action is legal exactly when it is refused for no reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from noppa.engine import Action, IllegalAction, Outcome, State
from noppa.engine.flow import Ask, Decision, Flow, Rules
from noppa.engine.i18n import LANGS, Phrase
from noppa.engine.numbers import parse_number
from noppa.games.dungeon_dice.events import (
    Bust,
    Challenged,
    ChallengeLost,
    ChallengeRoll,
    ChallengeWon,
    Rolled,
    Shortage,
    Stopped,
    TurnBegan,
    WallFull,
)
from noppa.games.dungeon_dice.rules import odds
from noppa.games.dungeon_dice.rules.faces import DICE, FACE_NAMES, GUARD, PATH_LENGTH, SUPPLY, land
from noppa.games.dungeon_dice.rules.frames import (
    AfterChallengeAsk,
    BeginTurn,
    DecideAsk,
    NextTurn,
    StartAsk,
    ToolRoll,
)

if TYPE_CHECKING:
    from noppa.engine import Dice, OptionValue
    from noppa.games.dungeon_dice.game import DungeonDiceGame

ROLL = Action("roll")
STOP = Action("stop")
CHALLENGE = tuple(Action.of("challenge", seat + 1) for seat in range(4))
"""``challenge:N`` challenges Player N, numbered from 1 as every message names him (DD-NUM-01)."""

EMPTY_WALL = odds.EMPTY
"""No die on the wall."""

SAVE_VERSION = 2
"""Saves of version 2 write ``challenge:N`` with N the player number; version 1 (no ``version`` in the
snapshot's state) wrote the 0-based seat. :meth:`DungeonDiceGame.load_state` reads both (DD-NUM-01).

A game begun as version 1 and played on keeps its first actions as they were written (the server
stores moves one by one): the snapshot's ``legacy_actions`` counts those written 0-based."""

START, DECIDE, AFTER_CHALLENGE, OVER = "start", "decide", "challenge", "over"
"""What :meth:`DungeonDiceState.asking` answers (the pending decision's kind, or the game over): the
``phase`` a view and a save show."""


class DungeonDiceState(State):
    """A game of Dungeon Dice. Seats play in order 0, 1, … (clockwise, DD-SETUP-02)."""

    game: DungeonDiceGame

    def __init__(
        self,
        game: DungeonDiceGame,
        players: int,
        options: Mapping[str, OptionValue],
        dice: Dice,
        *,
        start: bool = True,
    ) -> None:
        super().__init__(game, players, options, dice)
        self.hot_dice = bool(options["hot_dice"])
        self.challenge_timing = str(options["challenges"])
        self.fresh_challenge_rolls = options["challenge_rolls"] == "fresh"
        self.challenge_cards = int(options["challenge_cards"])
        self.guard_penalty = bool(options["guard_penalty"])
        # DD-SETUP-01: every prisoner on Start (no cards laid); the tunnel cards form the supply.
        self.paths = [0] * players
        self.supply: int | None = SUPPLY if options["supply"] == "28" else None
        self.current = 0  # DD-SETUP-02: seat 0 was chosen to start; play goes 0, 1, 2, …
        # the dice on the wall by face (index 1…6): a tuple, the key a roll's landing is looked up by
        self.wall: tuple[int, ...] = EMPTY_WALL
        self.last_roll: list[int] = []
        self.pit_faces: list[int] = []  # the faces of the last roll that stayed in the pit
        self.held = 0  # tool cards earned this turn, at risk (DD-TURN-05)
        self.taken = 0  # cards taken by challenges this turn, at risk (DD-CHAL-03)
        self.target: int | None = None
        # DD-NUM-01: how many of the first actions a version-1 save wrote with 0-based seats
        self.legacy_actions = 0
        self.flow: Flow[DungeonDiceState] = Flow(RULES)
        self.flow.skipping = False  # no step is ever skipped
        if start:
            self.flow.push(BeginTurn(0))
            self.flow.run(self)

    @classmethod
    def from_view(cls, game: DungeonDiceGame, view: Mapping[str, Any], dice: Dice) -> DungeonDiceState:
        """The position ``view`` shows (any seat's view, or a spectator's), with ``dice`` to play on.

        Dungeon Dice has no secrets: the view holds the whole position, only the dice are unknown.
        The state starts with no events or history, so it does not replay from a seed; search bots
        use it to play on (see :meth:`DungeonDiceSearch.determinize`).
        """
        try:
            options = game.resolve_options(view["options"])
            picture = view["state"]
            state = cls(game, int(view["players"]), options, dice, start=False)
            state.paths = [int(cards) for cards in picture["paths"]]
            supply = picture["supply"]
            state.supply = None if supply is None else int(supply)
            state.current = int(picture["current"])
            phase = str(picture["phase"])
            state.wall = (0, *(int(count) for count in picture["wall"]))
            state.last_roll = [int(face) for face in picture["last_roll"]]
            state.pit_faces = [int(face) for face in picture["pit_faces"]]
            state.held = int(picture["held"])
            state.taken = int(picture["taken"])
            target = picture["target"]
            state.target = None if target is None else int(target)
            state.turn = int(view["turn"])
            to_act = view["to_act"]
            outcome = view["outcome"]
            state.outcome = None if outcome is None else Outcome.from_json(outcome)
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a Dungeon Dice view: {error!r}") from error
        if len(state.paths) != state.players or len(state.wall) != 7:
            raise ValueError("not a Dungeon Dice view: paths or wall of the wrong size")
        if to_act is not None:
            ask = ASKS.get(phase)
            if ask is None:
                raise ValueError(f"not a Dungeon Dice view: no decision {phase!r}")
            state.flow.pending = Decision(int(to_act), ask, ())
            state.to_act = int(to_act)
        return state

    # ------------------------------------------------------------------ turn flow

    def asking(self) -> str:
        """The kind of the pending decision (:data:`START`, :data:`DECIDE`, :data:`AFTER_CHALLENGE`),
        or :data:`OVER` when none is pending: the ``phase`` views and saves show."""
        pending = self.flow.pending
        return OVER if pending is None else pending.kind

    def _next_turn(self, frame: NextTurn) -> None:
        self._start_turn((self.current + 1) % self.players)

    def _begin_turn(self, frame: BeginTurn) -> None:
        self._start_turn(frame.seat)

    def _ask(self, seat: int, ask: Ask) -> None:
        """Stop at the decision ``ask`` for ``seat`` (its options are derived: it always stops).

        The same as ``flow.ask(self, seat, ask, ())``, with the decision made once per seat and ask
        (decisions are immutable), as a playout asks one at every step. Its options are derived now
        and kept in the legal actions' cache: :meth:`apply` asks for them before the next step in
        any case, and nothing changes the state in between."""
        self.flow.pending = DECISIONS[type(ask)][seat]
        self._legal = OPTIONS[type(ask)](self, ask)

    def _start_turn(self, seat: int) -> None:
        if self.supply == 0 and self._blocked():  # (the supply first: cheap, and rarely empty)
            self._no_escape()
            return
        self.turn += 1
        self.current = seat
        self.wall = EMPTY_WALL
        self.held = self.taken = 0
        self.target = None
        self.emit(TurnBegan(seat=seat, number=self.turn))
        # A challenge needs an opponent with cards on his path (DD-CHAL-01): with none (most turns
        # of a game's start) there is nothing for challenge_barrier to allow, so it is not asked.
        if self.challenge_timing != "never" and sum(self.paths) > self.paths[seat]:
            options = OPTIONS[StartAsk](self, START_ASK)
            if len(options) > 1:
                # DD-CHAL-01a: a challenge is declared at the start of the turn, instead of the
                # tool roll. (_ask, with the options just derived kept in the legal actions'
                # cache rather than worked out again.)
                self.last_roll = []  # (the tool roll below sets them: no dice rolled yet)
                self.pit_faces = []
                self.flow.pending = DECISIONS[StartAsk][seat]
                self._legal = options
                return
        self._tool_roll(TOOL_ROLL)  # DD-TURN-01: the turn starts by rolling all six dice.

    def _tool_roll(self, frame: ToolRoll) -> None:
        seat = self.current
        wall = self.wall
        on_wall = sum(wall)
        if on_wall == DICE:
            # DD-TURN-12 option "hot dice": all six dice come off the wall and are rolled again.
            wall = self.wall = EMPTY_WALL
            on_wall = 0
        faces = self.dice.rolls(DICE - on_wall, 6)
        self.last_roll = faces
        # DD-TURN-02 / DD-TURN-04 / DD-TURN-07: which dice go to the wall and what they earn
        landing = land(wall, tuple(sorted(faces)))
        if not landing.moved_faces:
            self.pit_faces = faces
            # DD-TURN-08: no die can go to the wall: the turn ends, the cards earned are lost.
            self.emit(Rolled(seat=seat, faces=faces, moved=[], earned=0, combo=None))
            self._bust("no-match")
            return
        wall = self.wall = landing.wall
        moved_faces = list(landing.moved_faces)
        combo = landing.combo
        self.pit_faces = list(filter(landing.stay.__contains__, faces)) if landing.stay else []
        if wall[GUARD] >= 3:
            # DD-TURN-10 (3) / DD-TURN-11: a third guard on the wall ends the turn; cards are lost.
            self.emit(Rolled(seat=seat, faces=faces, moved=moved_faces, earned=0, combo=combo))
            self._bust("guards")
            return
        earned = landing.earned
        drawn = self._draw(earned)
        self.held += drawn
        self.emit(Rolled(seat=seat, faces=faces, moved=moved_faces, earned=drawn, combo=combo))
        if earned > drawn:
            # DD-EDGE-01: a card the supply cannot give is not earned.
            self.emit(Shortage(seat=seat, missing=earned - drawn))
        if landing.full:
            if self.hot_dice:
                self.emit(WallFull(seat=seat, hot=True))
                self._ask(seat, DECIDE_ASK)  # DD-TURN-12 option: stop, or roll all six
            else:
                # DD-TURN-10 (2) / DD-TURN-12: all six dice on the wall end the turn; cards are kept.
                self.emit(WallFull(seat=seat, hot=False))
                self._stop()
            return
        # DD-TURN-09: after a roll that put a die on the wall the player may stop or continue.
        self._ask(seat, DECIDE_ASK)

    def _draw(self, count: int) -> int:
        if self.supply is None:
            return count
        drawn = min(count, self.supply)
        self.supply -= drawn
        return drawn

    def _return_to_supply(self, count: int) -> None:
        if self.supply is not None:
            self.supply += count

    def _bust(self, reason: str) -> None:
        seat = self.current
        lost = self.held
        self._return_to_supply(lost)
        self.held = 0
        penalty = 0
        if reason == "guards" and self.guard_penalty and self.paths[seat] > 0:
            # Option "guard_penalty": the third guard also costs the last card laid on the path.
            self.paths[seat] -= 1
            self._return_to_supply(1)
            penalty = 1
        self.emit(Bust(seat=seat, reason=reason, lost=lost, penalty=penalty))
        # the turn is over: the flow's idle step begins the next (NextTurn)

    def _stop(self) -> None:
        # DD-TURN-06: lay the cards earned this turn on the escape path and move the prisoner on.
        seat = self.current
        need = PATH_LENGTH - self.paths[seat]
        own = min(self.held, need)
        taken = min(self.taken, need - own)
        extra = self.held - own
        # DD-EDGE-02: tool cards beyond the eighth go back to the supply.
        self._return_to_supply(extra)
        # DD-EDGE-03: the challenger lays his tool cards first; taken cards beyond the eighth go
        # back to the opponent they were taken from.
        given_back = self.taken - taken
        target = self.target
        if given_back and target is not None:
            self.paths[target] += given_back
        self.paths[seat] += own + taken
        self.held = self.taken = 0
        self.target = None
        laid, path = own + taken, self.paths[seat]
        if given_back and target is not None:
            self.emit(
                Stopped(seat=seat, laid=laid, path=path, returned=extra, given_back=given_back, target=target)
            )
        else:
            self.emit(Stopped(seat=seat, laid=laid, path=path, returned=extra))
        if self.paths[seat] >= PATH_LENGTH:
            self._win(seat)

    def _win(self, seat: int) -> None:
        # DD-WIN-01: eight cards on the path: the prisoner leaves the dungeon and wins.
        others = sorted({self.paths[s] for s in range(self.players) if s != seat}, reverse=True)
        ranking = [(seat,)] + [
            tuple(s for s in range(self.players) if s != seat and self.paths[s] == cards) for cards in others
        ]
        self.finish(Outcome((seat,), tuple(ranking), "dd.outcome.escaped"))

    def _blocked(self) -> bool:
        """Whether no card can ever reach a path again, so that nobody can escape (DD-EDGE-04).

        Only with the supply empty, no challenges and no guard penalty (which would put a card back
        in the supply): then every path holds seven cards (4 × 7 = 28), as only four players can.
        """
        return self.supply == 0 and self.challenge_timing == "never" and not self.guard_penalty

    def _no_escape(self) -> None:
        # DD-EDGE-04: the supply is empty and no card can move again: the game ends with nobody
        # escaped, every player sharing first place (all paths hold seven cards).
        self.finish(Outcome((), (tuple(range(self.players)),), "dd.outcome.no_escape"))

    # ------------------------------------------------------------------ challenges

    def _challenge_targets(self) -> list[int]:
        """Opponents who may be challenged now (DD-CHAL-01): the targets of the legal challenges."""
        return [int(action.args[0]) - 1 for action in self.legal_actions() if action.kind == "challenge"]

    def _challenge(self, target: int) -> None:
        seat = self.current
        again = self.target is not None
        self.target = target
        self.wall = EMPTY_WALL  # DD-CHAL-01a: the challenge rolls use all six dice
        self.last_roll = []
        self.pit_faces = []
        self.emit(Challenged(seat=seat, target=target, again=again))
        guards = 0
        for attempt in (1, 2, 3):
            # DD-CHAL-02 / DD-CHAL-02a: three guards within three rolls.
            rolled = DICE if self.fresh_challenge_rolls else DICE - guards
            faces = self.dice.rolls(rolled, 6)
            self.last_roll = faces
            found = faces.count(GUARD)
            guards = found if self.fresh_challenge_rolls else guards + found
            self.emit(ChallengeRoll(seat=seat, attempt=attempt, faces=faces, guards=guards))
            if guards >= 3:
                self._challenge_won(target)
                return
        self._challenge_lost(target)

    def _challenge_won(self, target: int) -> None:
        # DD-CHAL-03 / DD-CHAL-06: take the last-laid cards, as many as he has up to the number
        # taken per challenge; his prisoner moves back with them.
        take = min(self.challenge_cards, self.paths[target])
        self.paths[target] -= take
        self.taken += take
        self.emit(ChallengeWon(seat=self.current, target=target, taken=take, path=self.paths[target]))
        # DD-CHAL-04: the challenger may stop, or challenge the same opponent again.
        self._ask(self.current, AFTER_CHALLENGE_ASK)

    def _challenge_lost(self, target: int) -> None:
        # DD-CHAL-05: a failed challenge ends the turn; every card taken from that opponent this
        # turn goes back to him, and cards earned with tools this turn are lost.
        returned = self.taken
        self.paths[target] += returned
        lost = self.held
        self._return_to_supply(lost)
        self.held = self.taken = 0
        self.emit(ChallengeLost(seat=self.current, target=target, returned=returned, lost=lost))

    # ------------------------------------------------------------------ engine hooks

    def _legal_actions(self) -> tuple[Action, ...]:
        # Flow.options, inlined (legal_actions runs at every step): every decision of the game has
        # derived options, listed in OPTIONS by its ask.
        pending = self.flow.pending
        return () if pending is None else OPTIONS[type(pending.ask)](self, pending.ask)

    def _apply(self, action: Action) -> None:
        self.flow.answer(self, action)

    def _why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of the pending decision (:func:`refusal`): where its legality is decided."""
        pending = self.flow.pending
        found = None if pending is None else refusal(self, pending.ask, action)
        return found if found is not None else super()._why_illegal(action)

    def named(self, seat: int) -> Phrase:
        """The seat's name in every language, for a refusal read later in one of them."""
        return Phrase({lang: self.player_name(seat, lang) for lang in LANGS})

    def _copy_mutables(self) -> None:
        self.paths = self.paths.copy()
        self.last_roll = self.last_roll.copy()
        self.pit_faces = self.pit_faces.copy()
        self.flow = self.flow.copy()

    def to_json(self) -> dict[str, Any]:
        """The saved game, marked with :data:`SAVE_VERSION` (how its challenge texts number players).

        The first :attr:`legacy_actions` actions are written as their version-1 save wrote them.
        """
        data = super().to_json()
        legacy = self.legacy_actions
        picture = data["snapshot"]["state"]
        picture["version"] = SAVE_VERSION
        if legacy:
            data["actions"] = renumber(data["actions"][:legacy], -1) + data["actions"][legacy:]
            picture["legacy_actions"] = legacy
        return data

    def _snapshot(self) -> dict[str, Any]:
        # ``phase`` is the pending decision's kind (the flow's stack is always empty between
        # decisions), so saves keep the shape they had before the turn flow.
        return {
            "paths": list(self.paths),
            "supply": self.supply,
            "current": self.current,
            "phase": self.asking(),
            "wall": list(self.wall[1:]),
            "last_roll": list(self.last_roll),
            "pit_faces": list(self.pit_faces),
            "held": self.held,
            "taken": self.taken,
            "target": self.target,
        }

    def view(self, seat: int | None, *, log: bool = True, odds: bool = True) -> dict[str, Any]:
        """The engine's view, with the exact odds of the pending decision in ``state.odds``.

        ``odds=False`` leaves them out (``state.odds`` is ``None``) for callers that do not read
        them: a learning observation made without them (``noppa.rl``, ``without=("odds",)``) saves
        their cost, the largest part of a step. Players, bots and the web always get them.
        """
        view = super().view(seat, log=log)
        view["state"]["odds"] = self.odds() if odds else None
        return view

    def public_view(self) -> dict[str, Any]:
        """Every seat's and spectator's view alike, the odds in it (:meth:`view`): Dungeon Dice has
        no secrets, so the web server makes it once per move for all of them (``view_from``)."""
        view = self._view(None)
        view["odds"] = self.odds()
        return view

    def _seat_view(self, public: Any, seat: int | None) -> dict[str, Any]:
        return cast("dict[str, Any]", public)  # every seat sees the same table (public_view)

    def _view(self, seat: int | None) -> dict[str, Any]:
        # Dungeon Dice has no secrets: every seat and every spectator sees the whole table.
        # (The odds are added by view(): they follow from this picture.)
        view = self._snapshot()
        view["pit"] = DICE - sum(self.wall)
        view["goal"] = PATH_LENGTH
        view["faces"] = list(FACE_NAMES[1:])
        return view

    # ------------------------------------------------------------------ odds

    def _cap(self) -> int:
        need = PATH_LENGTH - self.paths[self.current]
        if self.supply is None:
            return need
        return min(need, self.supply + self.held)

    def stop_lays(self) -> int:
        """The cards stopping now lays: the tool cards held and the cards taken (DD-CHAL-01a: under
        ``challenges=anytime`` tool cards held before a challenge are laid with the taken ones), no
        more than the path still needs (DD-EDGE-02, DD-EDGE-03). What :meth:`_stop` lays."""
        return min(self.held + self.taken, PATH_LENGTH - self.paths[self.current])

    def _guard_loss(self) -> int:
        return 1 if self.guard_penalty and self.paths[self.current] > 0 else 0

    def _later(self, chance: float) -> tuple[float, ...]:
        """The best challenge after a later roll of this turn, per cards at risk (``TurnOdds.later``).

        DD-CHAL-01a option "anytime": rolling on keeps the choice to challenge any opponent who has
        cards, after every roll that puts a die on the wall.
        """
        if self.challenge_timing != "anytime" or self.target is not None:
            return ()
        opponents = tuple(sorted({self.paths[s] for s in range(self.players) if s != self.current}))
        need = PATH_LENGTH - self.paths[self.current]
        return odds.later_challenges(self._cap(), opponents, self.challenge_cards, chance, need)

    def odds(self) -> dict[str, Any] | None:
        """Exact odds of the pending decision (``None`` when the game is over).

        ``bust``: the chance that the next roll loses the cards at risk; ``roll``: the expected cards
        laid this turn by rolling on and then playing best; ``stop``: the cards stopping lays;
        ``challenges``: per opponent, the chance a challenge succeeds and its expected cards;
        ``best``: the action with the highest expectation (stopping wins ties).
        """
        numbers = self.odds_numbers()
        if numbers is None:
            return None
        chance, bust, roll, stop, values = numbers
        choices: dict[str, float] = {}
        result: dict[str, Any] = {"challenge_chance": chance}
        if roll is not None:  # (no roll after a challenge, DD-CHAL-04)
            result["bust"] = bust
            result["roll"] = choices["roll"] = roll
        if stop is not None:  # (no stop before the turn's first roll, DD-TURN-01)
            result["stop"] = choices["stop"] = stop
        challenges = {}
        order = ["stop", "roll"]  # ties go to the safer choice: stop, then roll, then the first challenge
        for target, value in enumerate(values):
            if value is not None:
                challenges[str(target)] = value
                choices[CHALLENGE[target].text] = value
                order.append(CHALLENGE[target].text)
        result["challenges"] = challenges
        best = max((name for name in order if name in choices), key=lambda n: choices[n])
        result["best"] = best
        return result

    def odds_numbers(self) -> OddsNumbers | None:
        """The numbers of :meth:`odds` without its dicts and texts (``None`` when the game is over):
        the chance a challenge succeeds; the bust chance and the value of rolling (``None`` after a
        challenge, when no roll is allowed); the value of stopping (``None`` at the start of a turn,
        before any roll); per seat, the value of challenging him (``None`` where no challenge is
        allowed). What learning observations read (``encoding.encode_state``).

        Kept per position (:data:`ODDS_KEPT`, at most :data:`ODDS_KEEP` of them): they depend on
        nothing else, and play comes back to the same positions all the time."""
        pending = self.flow.pending
        if pending is None or self.to_act is None:
            return None
        key = (
            pending.kind,
            self.wall,
            self.held,
            self.taken,
            tuple(self.paths),
            self.current,
            self.target,
            self.supply,
            self.hot_dice,
            self.challenge_timing,
            self.fresh_challenge_rolls,
            self.challenge_cards,
            self.guard_penalty,
        )
        found = ODDS_KEPT.get(key)
        if found is None:
            if len(ODDS_KEPT) >= ODDS_KEEP:
                ODDS_KEPT.clear()
            found = ODDS_KEPT[key] = self._odds_numbers(pending.kind)
        return found

    def _odds_numbers(self, phase: str) -> OddsNumbers:
        chance = odds.challenge_chance(self.fresh_challenge_rolls)
        bust = roll = stop = None
        if phase == AFTER_CHALLENGE:
            # DD-CHAL-04: stop, or challenge the same opponent again. Stopping lays the tool cards
            # held before the challenge too (DD-CHAL-01a, challenges=anytime), not only those taken.
            stop = float(self.stop_lays())
        else:
            solver = odds.turn_odds(self._cap(), self._guard_loss(), self.hot_dice, self._later(chance))
            wall = self.wall if phase == DECIDE else odds.EMPTY
            bust = odds.bust_chance(wall)
            roll = solver.roll_value(wall, self.held)
            if phase == DECIDE:
                stop = solver.stop_value(self.held)
        values: list[float | None] = [None] * self.players
        targets = self._challenge_targets()
        if targets:
            need = PATH_LENGTH - self.paths[self.current]
            at_risk = self.held + self.taken
            for target in targets:
                values[target] = odds.challenge_value(
                    at_risk, self.paths[target], self.challenge_cards, chance, need
                )
        return chance, bust, roll, stop, tuple(values)


OddsNumbers = tuple[float, float | None, float | None, float | None, tuple[float | None, ...]]
"""What :meth:`DungeonDiceState.odds_numbers` answers: challenge chance, bust, roll, stop, and per
seat the value of challenging him (``None`` where no challenge is allowed)."""

ODDS_KEEP = 20_000
"""How many positions' odds :data:`ODDS_KEPT` holds at most (emptied when full): about 400 bytes
each, 8 MB in all. A random two-player game visits some 5,500 positions in 60,000 decisions."""
ODDS_KEPT: dict[tuple[Any, ...], OddsNumbers] = {}
"""The odds numbers worked out, by position (every fact they depend on)."""


# ------------------------------------------------------------------ the decisions' rules

START_ASK, DECIDE_ASK, AFTER_CHALLENGE_ASK = StartAsk(), DecideAsk(), AfterChallengeAsk()
TOOL_ROLL = ToolRoll()
ASKS: dict[str, Ask] = {START: START_ASK, DECIDE: DECIDE_ASK, AFTER_CHALLENGE: AFTER_CHALLENGE_ASK}
"""The one ask of each kind (asks carry no data), by kind."""
DECISIONS: dict[type[Ask], tuple[Decision[Ask], ...]] = {
    type(ask): tuple(Decision(seat, ask, ()) for seat in range(4)) for ask in ASKS.values()
}
"""Each ask's decision for each seat (decisions are immutable and these have derived options)."""


def refusal(state: DungeonDiceState, ask: Ask, action: Action) -> IllegalAction | None:
    """Why ``action`` (well formed) is not allowed at the decision ``ask``, or ``None`` if it is: the
    one place each decision's legality is decided (its options and its refusals both come from here).

    DD-TURN-01: the turn begins with a roll (no stop); DD-TURN-09: after a roll, stop or roll on;
    DD-CHAL-04: after a won challenge no more tool rolls.
    """
    kind = action.kind
    if kind == "roll":
        return IllegalAction("dd.error.roll_after_challenge") if type(ask) is AfterChallengeAsk else None
    if kind == "stop":
        return IllegalAction("dd.error.stop_before_roll") if type(ask) is StartAsk else None
    target = challenge_target(action)
    key = challenge_barrier(state, ask, target)
    if key is None:
        return None
    if key == "dd.error.no_such_player":
        return IllegalAction(key, number=target + 1)
    if key == "dd.error.challenge_same" and state.target is not None:
        return IllegalAction(key, player=state.named(state.target))
    if key == "dd.error.challenge_empty":
        return IllegalAction(key, player=state.named(target))
    return IllegalAction(key)


def challenge_barrier(state: DungeonDiceState, ask: Ask, target: int) -> str | None:
    """The rule that bars challenging seat ``target`` at ``ask`` (its refusal's message key), or
    ``None`` if the challenge is allowed. Cheap, as the options ask it of every seat at every
    decision; :func:`refusal` adds the message's arguments.

    DD-CHAL-01: a player may challenge one opponent who has cards on his path; DD-CHAL-01a: by
    default only at the start of the turn (option: after any roll too, or never); DD-CHAL-04: after
    a challenge only the same opponent again.
    """
    if state.challenge_timing == "never":
        return "dd.error.no_challenges"
    if target == state.current:
        return "dd.error.challenge_self"
    if not 0 <= target < state.players:
        return "dd.error.no_such_player"
    if state.target is not None and target != state.target:
        return "dd.error.challenge_same"
    if state.paths[target] == 0:
        return "dd.error.challenge_empty"
    if type(ask) is DecideAsk and state.challenge_timing != "anytime":
        return "dd.error.challenge_at_start"
    return None


def _options(first: tuple[Action, ...]) -> Callable[[DungeonDiceState, Ask], tuple[Action, ...]]:
    """The options of a decision: ``first`` (its roll and stop, as :func:`refusal` allows them),
    then every challenge :func:`challenge_barrier` allows."""

    def options(state: DungeonDiceState, ask: Ask) -> tuple[Action, ...]:
        timing = state.challenge_timing
        if timing == "never" or (timing == "start" and type(ask) is DecideAsk):
            return first  # a shortcut: challenge_barrier bars every seat here (DD-CHAL-01a)
        allowed = [CHALLENGE[t] for t in range(state.players) if challenge_barrier(state, ask, t) is None]
        return (*first, *allowed) if allowed else first

    return options


def _answer(state: DungeonDiceState, decision: Decision[Ask], action: Action) -> None:
    """Carry out the answer to any decision: roll on, stop, or challenge."""
    kind = action.kind
    if kind == "roll":
        state._tool_roll(TOOL_ROLL)
    elif kind == "stop":
        state._stop()
    else:
        state._challenge(challenge_target(action))


RULES: Rules[DungeonDiceState] = Rules(idle=NextTurn(), home="noppa.games.dungeon_dice.rules.state:RULES")
"""The one table of Dungeon Dice's turn flow: every step and every decision, with its handler."""
RULES.step(NextTurn, DungeonDiceState._next_turn)
RULES.step(BeginTurn, DungeonDiceState._begin_turn)
RULES.step(ToolRoll, DungeonDiceState._tool_roll)
# The first options of each decision, as refusal() allows them (DD-TURN-01, DD-TURN-09, DD-CHAL-04).
OPTIONS: dict[type[Ask], Callable[[DungeonDiceState, Ask], tuple[Action, ...]]] = {
    StartAsk: _options((ROLL,)),
    DecideAsk: _options((ROLL, STOP)),
    AfterChallengeAsk: _options((STOP,)),
}
"""Each decision's options, by its ask (what :meth:`Flow.options` derives with the table below)."""
for _ask, _derive in OPTIONS.items():
    RULES.answer(_ask, _answer, options=_derive)


def renumber(actions: list[str], shift: int) -> list[str]:
    """``actions`` with every ``challenge:N`` moved to ``challenge:N+shift`` (save versions, DD-NUM-01).

    A text whose number is not one an action may hold (:func:`parse_number`) is left as it is; the
    replay then refuses it with the entry named."""
    out = []
    for action in actions:
        kind, _, written = action.partition(":")
        number = parse_number(written) if kind == "challenge" else None
        out.append(action if number is None else f"challenge:{number + shift}")
    return out


def challenge_target(action: Action) -> int:
    """The seat a ``challenge:N`` action challenges: Player N sits at seat N − 1 (DD-NUM-01)."""
    return int(action.args[0]) - 1
