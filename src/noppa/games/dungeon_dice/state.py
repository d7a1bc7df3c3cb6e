"""The rules of Dungeon Dice: one state, advancing from decision to decision.

A turn (DD-TURN-01) opens with the roll of all six dice, or with a challenge (DD-CHAL-01a). After
each roll matching dice go to the wall and earn tunnel cards; the player then stops and lays them
(DD-TURN-06) or rolls the dice still in the pit (DD-TURN-07), until he stops, busts (DD-TURN-08,
DD-TURN-11) or fills the wall (DD-TURN-12). The first prisoner with eight cards escapes (DD-WIN-01).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction, Outcome, State, text
from noppa.engine.i18n import LANGS, Phrase
from noppa.engine.numbers import parse_number
from noppa.games.dungeon_dice import odds
from noppa.games.dungeon_dice.faces import DICE, FACE_NAMES, GUARD, PATH_LENGTH, SUPPLY, land

if TYPE_CHECKING:
    from noppa.engine import Dice, Event, OptionValue
    from noppa.games.dungeon_dice.game import DungeonDiceGame

ROLL = Action("roll")
STOP = Action("stop")
CHALLENGE = tuple(Action.of("challenge", seat + 1) for seat in range(4))
"""``challenge:N`` challenges Player N, numbered from 1 as every message names him (DD-NUM-01)."""

SAVE_VERSION = 2
"""Saves of version 2 write ``challenge:N`` with N the player number; version 1 (no ``version`` in the
snapshot's state) wrote the 0-based seat. :meth:`DungeonDiceGame.load_state` reads both (DD-NUM-01).

A game begun as version 1 and played on keeps its first actions as they were written (the server
stores moves one by one): the snapshot's ``legacy_actions`` counts those written 0-based."""

START, DECIDE, AFTER_CHALLENGE, OVER = "start", "decide", "challenge", "over"

_FIRST = {START: (ROLL,), DECIDE: (ROLL, STOP), AFTER_CHALLENGE: (STOP,)}
"""The actions of each phase before any challenge: DD-TURN-01 (roll first), DD-TURN-06/07 (stop or
roll on), DD-CHAL-04 (after a won challenge: stop, or challenge the same opponent again)."""


class DungeonDiceState(State):
    """A game of Dungeon Dice. Seats play in order 0, 1, … (clockwise, DD-SETUP-02)."""

    game: DungeonDiceGame

    def __init__(
        self,
        game: DungeonDiceGame,
        players: int,
        options: dict[str, OptionValue],
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
        self.phase = START
        self.wall = [0] * 7
        self.last_roll: list[int] = []
        self.pit_faces: list[int] = []  # the faces of the last roll that stayed in the pit
        self.held = 0  # tool cards earned this turn, at risk (DD-TURN-05)
        self.taken = 0  # cards taken by challenges this turn, at risk (DD-CHAL-03)
        self.target: int | None = None
        # DD-NUM-01: how many of the first actions a version-1 save wrote with 0-based seats
        self.legacy_actions = 0
        if start:
            self._begin_turn(0)

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
            state.phase = str(picture["phase"])
            state.wall = [0, *(int(count) for count in picture["wall"])]
            state.last_roll = [int(face) for face in picture["last_roll"]]
            state.pit_faces = [int(face) for face in picture["pit_faces"]]
            state.held = int(picture["held"])
            state.taken = int(picture["taken"])
            target = picture["target"]
            state.target = None if target is None else int(target)
            state.turn = int(view["turn"])
            to_act = view["to_act"]
            state.to_act = None if to_act is None else int(to_act)
            outcome = view["outcome"]
            state.outcome = None if outcome is None else Outcome.from_json(outcome)
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a Dungeon Dice view: {error!r}") from error
        if len(state.paths) != state.players or len(state.wall) != 7:
            raise ValueError("not a Dungeon Dice view: paths or wall of the wrong size")
        return state

    # ------------------------------------------------------------------ turn flow

    def _begin_turn(self, seat: int) -> None:
        if self._blocked():
            self._no_escape()
            return
        self.turn += 1
        self.current = seat
        self.wall = [0] * 7
        self.last_roll = []
        self.pit_faces = []
        self.held = self.taken = 0
        self.target = None
        self.phase = START
        self.emit("turn", seat=seat, number=self.turn)
        if self._challenge_targets():
            # DD-CHAL-01a: a challenge is declared at the start of the turn, instead of the tool roll.
            self.to_act = seat
        else:
            self._tool_roll()  # DD-TURN-01: the turn starts by rolling all six dice.

    def _next_turn(self) -> None:
        self._begin_turn((self.current + 1) % self.players)

    def _tool_roll(self) -> None:
        seat = self.current
        wall = self.wall
        on_wall = sum(wall)
        if on_wall == DICE:
            # DD-TURN-12 option "hot dice": all six dice come off the wall and are rolled again.
            wall = self.wall = [0] * 7
            on_wall = 0
        faces = self.dice.rolls(DICE - on_wall, 6)
        self.last_roll = faces
        # DD-TURN-02 / DD-TURN-04 / DD-TURN-07: which dice go to the wall and what they earn
        landing = land(tuple(wall), tuple(sorted(faces)))
        moved = landing.moved
        if not landing.moved_faces:
            self.pit_faces = faces
            # DD-TURN-08: no die can go to the wall: the turn ends, the cards earned are lost.
            self.emit("roll", seat=seat, faces=faces, moved=[], earned=0, combo=None)
            self._bust("no-match")
            return
        wall = self.wall = list(landing.wall)
        moved_faces = list(landing.moved_faces)
        combo = landing.combo
        self.pit_faces = [face for face in faces if not moved[face]]
        if wall[GUARD] >= 3:
            # DD-TURN-10 (3) / DD-TURN-11: a third guard on the wall ends the turn; cards are lost.
            self.emit("roll", seat=seat, faces=faces, moved=moved_faces, earned=0, combo=combo)
            self._bust("guards")
            return
        earned = landing.earned
        drawn = self._draw(earned)
        self.held += drawn
        self.emit("roll", seat=seat, faces=faces, moved=moved_faces, earned=drawn, combo=combo)
        if earned > drawn:
            # DD-EDGE-01: a card the supply cannot give is not earned.
            self.emit("shortage", seat=seat, missing=earned - drawn)
        if landing.full:
            if self.hot_dice:
                self.emit("wall_full", seat=seat, hot=True)
                self.phase = DECIDE  # DD-TURN-12 option: stop, or roll all six again
                self.to_act = seat
            else:
                # DD-TURN-10 (2) / DD-TURN-12: all six dice on the wall end the turn; cards are kept.
                self.emit("wall_full", seat=seat, hot=False)
                self._stop()
            return
        # DD-TURN-09: after a roll that put a die on the wall the player may stop or continue.
        self.phase = DECIDE
        self.to_act = seat

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
        self.emit("bust", seat=seat, reason=reason, lost=lost, penalty=penalty)
        self._next_turn()

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
        details: dict[str, Any] = {"given_back": given_back, "target": target} if given_back else {}
        self.emit("stop", seat=seat, laid=own + taken, path=self.paths[seat], returned=extra, **details)
        if self.paths[seat] >= PATH_LENGTH:
            self._win(seat)
        else:
            self._next_turn()

    def _win(self, seat: int) -> None:
        # DD-WIN-01: eight cards on the path: the prisoner leaves the dungeon and wins.
        self.phase = OVER
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
        self.phase = OVER
        self.finish(Outcome((), (tuple(range(self.players)),), "dd.outcome.no_escape"))

    # ------------------------------------------------------------------ challenges

    def _challenge_targets(self) -> list[int]:
        """Opponents who may be challenged now: those with at least one card on their path.

        DD-CHAL-01: during his turn a player may challenge one opponent.
        """
        timing = self.challenge_timing
        if timing == "never":
            return []
        if self.phase == AFTER_CHALLENGE or self.target is not None:
            # DD-CHAL-04: only the same opponent may be challenged again.
            target = self.target
            return [target] if target is not None and self.paths[target] > 0 else []
        if (self.held or any(self.wall)) and timing != "anytime":
            return []  # DD-CHAL-01a: by default only at the start of the turn
        return [s for s in range(self.players) if s != self.current and self.paths[s] > 0]

    def _challenge(self, target: int) -> None:
        seat = self.current
        again = self.target is not None
        self.target = target
        self.wall = [0] * 7  # DD-CHAL-01a: the challenge rolls use all six dice
        self.last_roll = []
        self.pit_faces = []
        self.emit("challenge", seat=seat, target=target, again=again)
        guards = 0
        for attempt in (1, 2, 3):
            # DD-CHAL-02 / DD-CHAL-02a: three guards within three rolls.
            rolled = DICE if self.fresh_challenge_rolls else DICE - guards
            faces = self.dice.rolls(rolled, 6)
            self.last_roll = faces
            found = faces.count(GUARD)
            guards = found if self.fresh_challenge_rolls else guards + found
            self.emit("challenge_roll", seat=seat, attempt=attempt, faces=faces, guards=guards)
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
        self.emit("challenge_won", seat=self.current, target=target, taken=take, path=self.paths[target])
        # DD-CHAL-04: the challenger may stop, or challenge the same opponent again.
        self.phase = AFTER_CHALLENGE
        self.to_act = self.current

    def _challenge_lost(self, target: int) -> None:
        # DD-CHAL-05: a failed challenge ends the turn; every card taken from that opponent this
        # turn goes back to him, and cards earned with tools this turn are lost.
        returned = self.taken
        self.paths[target] += returned
        lost = self.held
        self._return_to_supply(lost)
        self.held = self.taken = 0
        self.emit("challenge_lost", seat=self.current, target=target, returned=returned, lost=lost)
        self._next_turn()

    # ------------------------------------------------------------------ engine hooks

    def _legal_actions(self) -> tuple[Action, ...]:
        first = _FIRST.get(self.phase, _FIRST[AFTER_CHALLENGE])
        targets = self._challenge_targets()
        return (*first, *[CHALLENGE[t] for t in targets]) if targets else first

    def _apply(self, action: Action) -> None:
        kind = action.kind
        if kind == "roll":
            self._tool_roll()
        elif kind == "stop":
            self._stop()
        else:
            self._challenge(challenge_target(action))

    def _why_illegal(self, action: Action) -> IllegalAction:
        kind = action.kind
        if kind == "stop" and self.phase == START:
            return IllegalAction("dd.error.stop_before_roll")
        if kind == "roll" and self.phase == AFTER_CHALLENGE:
            return IllegalAction("dd.error.roll_after_challenge")
        if kind == "challenge":
            target = challenge_target(action)
            if self.challenge_timing == "never":
                return IllegalAction("dd.error.no_challenges")
            if target == self.current:
                return IllegalAction("dd.error.challenge_self")
            if not 0 <= target < self.players:
                return IllegalAction("dd.error.no_such_player", number=target + 1)
            if self.target is not None and target != self.target:
                return IllegalAction("dd.error.challenge_same", player=self._named(self.target))
            if self.paths[target] == 0:
                return IllegalAction("dd.error.challenge_empty", player=self._named(target))
            if self.phase == DECIDE:
                return IllegalAction("dd.error.challenge_at_start")
        return super()._why_illegal(action)

    def _named(self, seat: int) -> Phrase:
        """The seat's name in every language, for a refusal read later in one of them."""
        return Phrase({lang: self.player_name(seat, lang) for lang in LANGS})

    def _copy_mutables(self) -> None:
        self.paths = self.paths.copy()
        self.wall = self.wall.copy()
        self.last_roll = self.last_roll.copy()
        self.pit_faces = self.pit_faces.copy()

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
        return {
            "paths": list(self.paths),
            "supply": self.supply,
            "current": self.current,
            "phase": self.phase,
            "wall": self.wall[1:],
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
        if self.to_act is None:
            return None
        chance = float(odds.challenge_fraction(self.fresh_challenge_rolls))
        need = PATH_LENGTH - self.paths[self.current]
        choices: dict[str, float] = {}
        result: dict[str, Any] = {"challenge_chance": chance}
        if self.phase == AFTER_CHALLENGE:
            # DD-CHAL-04: stop, or challenge the same opponent again. Stopping lays the tool cards
            # held before the challenge too (DD-CHAL-01a, challenges=anytime), not only those taken.
            result["stop"] = choices["stop"] = float(self.stop_lays())
        else:
            solver = odds.turn_odds(self._cap(), self._guard_loss(), self.hot_dice, self._later(chance))
            wall = tuple(self.wall) if self.phase == DECIDE else odds.EMPTY
            result["bust"] = odds.bust_chance(wall)
            result["roll"] = choices["roll"] = solver.roll_value(wall, self.held)
            if self.phase == DECIDE:
                result["stop"] = choices["stop"] = solver.stop_value(self.held)
        challenges = {}
        for target in self._challenge_targets():
            value = odds.challenge_value(
                self.held + self.taken, self.paths[target], self.challenge_cards, chance, need
            )
            challenges[str(target)] = value
            choices[CHALLENGE[target].text] = value
        result["challenges"] = challenges
        # ties go to the safer choice: stop, then roll, then the first challenge
        order = ["stop", "roll", *[CHALLENGE[t].text for t in self._challenge_targets()]]
        best = max((name for name in order if name in choices), key=lambda n: choices[n])
        result["best"] = best
        return result

    # ------------------------------------------------------------------ words

    def _label(self, action: Action, lang: str) -> str:
        kind = action.kind
        if kind == "roll":
            pit = DICE - sum(self.wall)
            if self.phase == START or pit == DICE:
                return text("dd.action.roll_all", lang)
            if pit == 0:
                return text("dd.action.roll_again", lang)
            return text("dd.action.roll", lang, count=pit)
        if kind == "stop":
            return text("dd.action.stop", lang, count=self.stop_lays())
        target = challenge_target(action)
        known = 0 <= target < self.players
        name = self.player_name(target, lang) if known else action.args[0]
        cards = self.paths[target] if known else 0
        key = "dd.action.challenge_again" if self.target is not None else "dd.action.challenge"
        return text(key, lang, player=name, count=cards)

    def _describe(self, event: Event, lang: str) -> str:
        kind = event["type"]
        params: dict[str, Any] = dict(event)
        if "seat" in event:
            params["player"] = self.player_name(event["seat"], lang)
        if event.get("target") is not None:
            params["opponent"] = self.player_name(event["target"], lang)
        for key in ("faces", "moved"):
            if key in event:
                params[key] = faces_text(event[key], lang)
        if kind == "roll":
            params["count"] = event["earned"]
            if not event["moved"]:
                return text("dd.event.roll_nothing", lang, **params)
            if event["combo"]:
                params["combo"] = text(f"dd.combo.{event['combo']}", lang)
                return text("dd.event.roll_combo", lang, **params)
            if not event["earned"]:
                return text("dd.event.roll_no_cards", lang, **params)
            return text("dd.event.roll", lang, **params)
        if kind == "bust":
            key = "dd.event.bust_guards" if event["reason"] == "guards" else "dd.event.bust"
            if not event["lost"]:
                key += "_nothing"
            line = text(key, lang, count=event["lost"], player=params["player"])
            if event["penalty"]:
                line += " " + text("dd.event.guard_penalty", lang)
            return line
        if kind == "stop":
            line = text(
                "dd.event.stop", lang, count=event["laid"], player=params["player"], path=event["path"]
            )
            if event["returned"]:
                line += " " + text("dd.event.returned", lang, count=event["returned"])
            if event.get("given_back"):
                line += " " + text(
                    "dd.event.given_back", lang, count=event["given_back"], opponent=params["opponent"]
                )
            return line
        if kind == "challenge_roll":
            # the count toward the three guards needed stops at three (DD-CHAL-02)
            params["guards"] = min(event["guards"], 3)
        if kind == "challenge_won":
            return text(
                "dd.event.challenge_won",
                lang,
                count=event["taken"],
                player=params["player"],
                opponent=params["opponent"],
            )
        if kind == "challenge_lost":
            if event["returned"]:
                line = text(
                    "dd.event.challenge_lost",
                    lang,
                    count=event["returned"],
                    player=params["player"],
                    opponent=params["opponent"],
                )
            else:
                line = text("dd.event.challenge_lost_nothing", lang, player=params["player"])
            if event["lost"]:
                line += " " + text("dd.event.lost_held", lang, count=event["lost"])
            return line
        if kind == "challenge":
            key = "dd.event.challenge_again" if event["again"] else "dd.event.challenge"
            return text(key, lang, player=params["player"], opponent=params["opponent"])
        if kind == "wall_full":
            key = "dd.event.wall_full_hot" if event["hot"] else "dd.event.wall_full"
            return text(key, lang, player=params["player"])
        if kind == "shortage":
            return text("dd.event.shortage", lang, count=event["missing"], player=params["player"])
        if kind == "game_over" and not event["winners"]:
            return text("dd.event.no_escape", lang)
        if kind == "game_over":
            winners = ", ".join(self.player_name(s, lang) for s in event["winners"])
            return text("dd.event.game_over", lang, winners=winners)
        params.pop("type", None)
        return text(f"dd.event.{kind}", lang, **params)


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


def face_name(face: int, lang: str) -> str:
    """A die face in ``lang``."""
    return text(f"dd.face.{FACE_NAMES[face]}", lang)


def faces_text(faces: list[int], lang: str) -> str:
    """Faces as a readable list in ``lang``."""
    return ", ".join(face_name(face, lang) for face in faces)
