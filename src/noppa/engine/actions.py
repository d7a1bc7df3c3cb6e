"""Actions: immutable values with a stable text form.

An action's text is its kind, then its arguments, joined by colons: ``roll``, ``stop``,
``challenge:2``, ``move:glass-bridge/w1``. ``Action.parse(text)`` checks only the syntax; a game's
``parse_action`` also checks the kind and arguments it knows, and its ``check_action`` holds an
``Action`` built directly to the same test as its text. Seats in action texts are 0-based;
labels shown to people count players from 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from noppa.engine.errors import InvalidAction

_TOKEN = re.compile(r"[a-z0-9][a-z0-9_\-/.+]*\Z")
MAX_ACTION_TEXT = 200


@dataclass(frozen=True, slots=True)
class Action:
    """One choice a player can make. Compare and hash by kind and arguments."""

    kind: str
    args: tuple[str, ...] = ()
    text: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        try:
            text = ":".join((self.kind, *self.args))
        except TypeError:
            raise InvalidAction("engine.error.parts", got=repr((self.kind, self.args))[:60]) from None
        object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return self.text

    @staticmethod
    def of(kind: str, *args: object) -> Action:
        """An action from a kind and arguments (converted with ``str``)."""
        return Action(kind, tuple(str(a) for a in args))

    @staticmethod
    def parse(text: object) -> Action:
        """Parse the text form; raises :class:`InvalidAction` on bad syntax."""
        if not isinstance(text, str):
            raise InvalidAction("engine.error.not_text", got=type(text).__name__)
        if len(text) > MAX_ACTION_TEXT:
            raise InvalidAction("engine.error.too_long", limit=MAX_ACTION_TEXT)
        parts = text.strip().split(":")
        for part in parts:
            if not _TOKEN.match(part):
                raise InvalidAction("engine.error.syntax", action=text[:60])
        return Action(parts[0], tuple(parts[1:]))
