"""Actions: immutable values with a stable text form.

An action's text is its kind, then its arguments, joined by colons: ``roll``, ``stop``,
``challenge:2``, ``move:glass-bridge/w1``. ``Action.parse(text)`` checks only the syntax; a game's
``parse_action`` also checks the kind and arguments it knows, and its ``check_action`` holds an
``Action`` built directly to the same test as its text. Seats in action texts are 0-based;
labels shown to people count players from 1.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from noppa.engine.errors import InvalidAction

_TOKEN = re.compile(r"[a-z0-9][a-z0-9_\-/.+]*\Z")
MAX_ACTION_TEXT = 200


_INTERNED: dict[tuple[str, tuple[str, ...]], Action] = {}
"""Every action made so far, by kind and arguments: games rebuild the same few actions at every
decision, and a look-up here costs a fraction of building one (and makes ``in legal`` an identity
test). Bounded by :data:`MAX_INTERNED`; past it new actions are built as before, only not kept."""

MAX_INTERNED = 1 << 16


class Action:
    """One choice a player can make: immutable, compared and hashed by kind and arguments.

    ``Action(kind, args)`` answers the one action of that kind and arguments made before when
    there is one (actions are values, so sharing them is safe), else a new one.
    """

    __slots__ = ("args", "kind", "text")
    if TYPE_CHECKING:
        kind: str
        args: tuple[str, ...]
        text: str
        """The text form, ``kind:arg:arg``."""

    def __new__(cls, kind: str, args: tuple[str, ...] = ()) -> Action:
        key = (kind, args)
        try:
            found = _INTERNED.get(key)
        except TypeError:  # unhashable parts (a list of arguments): built, then refused by games
            found = None
            key = None  # type: ignore[assignment]
        if found is not None:
            return found
        try:
            text = ":".join((kind, *args))
        except TypeError:
            raise InvalidAction("engine.error.parts", got=repr((kind, args))[:60]) from None
        action = object.__new__(cls)
        _set_kind(action, kind)
        _set_args(action, args)
        _set_text(action, text)
        if key is not None and len(_INTERNED) < MAX_INTERNED:
            _INTERNED[key] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"an Action is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Action is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not Action:
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r})"

    def __reduce__(self) -> tuple[type[Action], tuple[str, tuple[str, ...]]]:
        return (Action, (self.kind, self.args))

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


_set_kind = Action.__dict__["kind"].__set__
_set_args = Action.__dict__["args"].__set__
_set_text = Action.__dict__["text"].__set__
