"""A tiny game with secrets, for the privacy tests of the web platform.

Each seat holds a hidden number (a die roll). On a turn a player either peeks (a private event
only that seat sees) or reveals (a public event). After two turns each the highest revealed number
wins. ``view(seat)`` shows the seat its own number and everyone the revealed ones.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from noppa.engine import Action, Dice, Game, InvalidAction, OptionValue, Outcome, State, registry
from noppa.engine.events import GameEvent, GameOver


class Deal(GameEvent, tag="deal", frozen=True):
    """A seat is dealt its hidden number (private: ``to`` is that seat)."""

    seat: int
    number: int


class Peek(GameEvent, tag="peek", frozen=True):
    """A seat looks at its number again (private)."""

    seat: int
    number: int


class Reveal(GameEvent, tag="reveal", frozen=True):
    """A seat shows its number to everyone."""

    seat: int
    number: int


PEEK = Action("peek")
REVEAL = Action("reveal")


class SecretState(State):
    """The state: hidden numbers, what has been revealed, turns taken."""

    game: SecretGame

    def __init__(self, game: SecretGame, players: int, options: dict[str, OptionValue], dice: Dice) -> None:
        super().__init__(game, players, options, dice)
        self.numbers = [dice.roll(6) for _ in range(players)]
        self.revealed: dict[int, int] = {}
        self.moves = 0
        self.turn = 1
        self.to_act = 0
        for seat in range(players):
            self.emit(Deal(to=[seat], seat=seat, number=self.numbers[seat]))

    def _legal_actions(self) -> tuple[Action, ...]:
        return (PEEK, REVEAL)

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        assert seat is not None
        if action.kind == "peek":
            self.emit(Peek(to=[seat], seat=seat, number=self.numbers[seat]))
        else:
            self.revealed[seat] = self.numbers[seat]
            self.emit(Reveal(seat=seat, number=self.numbers[seat]))
        self.moves += 1
        if self.moves >= 2 * self.players:
            best = max(self.revealed.values(), default=0)
            winners = tuple(s for s, n in sorted(self.revealed.items()) if n == best) or tuple(
                range(self.players)
            )
            rest = tuple(s for s in range(self.players) if s not in winners)
            self.finish(Outcome(winners, (winners, rest) if rest else (winners,), "web.status.finished"))
            return
        self.to_act = (seat + 1) % self.players
        self.turn += 1

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "mine": None if seat is None else self.numbers[seat],
            "revealed": {str(s): n for s, n in sorted(self.revealed.items())},
            "moves": self.moves,
        }

    def _snapshot(self) -> dict[str, Any]:
        return {"numbers": list(self.numbers), "revealed": dict(self.revealed), "moves": self.moves}

    def _copy_mutables(self) -> None:
        self.numbers = list(self.numbers)
        self.revealed = dict(self.revealed)

    def _label(self, action: Action, lang: str) -> str:
        return {"peek": "Peek at my number", "reveal": "Reveal my number"}[action.kind]

    def _describe(self, event: dict[str, Any], lang: str) -> str:
        return f"{event['type']} by seat {event.get('seat')}: {event.get('number', '')}"


class SecretGame(Game):
    """Secret numbers: 2–3 players, each with a hidden die."""

    id = "test-secrets"
    prefix = "web"
    player_counts = range(2, 4)
    has_secrets = True
    event_type = Deal | Peek | Reveal | GameOver

    def name(self, lang: str = "en") -> str:
        return "Secret numbers"

    def summary(self, lang: str = "en") -> str:
        return "A test game with one hidden number per seat."

    def _new_state(self, players: int, options: dict[str, OptionValue], dice: Dice) -> SecretState:
        return SecretState(self, players, options, dice)

    def _check_action(self, action: Action) -> None:
        if action.kind not in ("peek", "reveal") or action.args:
            raise InvalidAction("engine.error.syntax", action=action.text)


GAME = SecretGame()


@contextlib.contextmanager
def registered() -> Iterator[str]:
    """Register the game while the block runs (so lists of games made elsewhere stay untouched)."""
    registry._discover()
    registry.register(GAME)
    try:
        yield GAME.id
    finally:
        registry._targets.pop(GAME.id, None)
        registry._loaded.pop(GAME.id, None)
