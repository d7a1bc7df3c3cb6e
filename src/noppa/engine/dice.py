"""Dice sources: where every random number of a game comes from.

A state holds one dice source; every roll, shuffle and random pick goes through it, so a game is a
pure function of (options, dice source, actions). :class:`SeededDice` is the normal source: seeded,
reproducible on any machine and serialisable as ``{seed, draws, state}`` (the generator's own state,
so that restoring and cloning take the same short time however many numbers were drawn).
:class:`ScriptedDice` forces the faces, for tests and tutorials. A dice source never appears in a
view: whoever could read it could predict the dice.
"""

from __future__ import annotations

import base64
import binascii
import random
import struct
from abc import ABC, abstractmethod
from collections.abc import Iterable, MutableSequence, Sequence
from typing import Any, TypeVar

from noppa.engine.errors import LoadError

T = TypeVar("T")

MAX_REPLAY_DRAWS = 10_000_000
"""The most draws a saved source without its generator state may ask to be replayed (old saves).

Replaying costs about 30 ns a draw, so this bounds loading at a fraction of a second; no real game
comes near it (a long Runebound game draws a few thousand numbers)."""

_MT_WORDS = 625  # Mersenne Twister: 624 state words and the position in them
_MT_FORMAT = f"<{_MT_WORDS}I"
_MT_BYTES = struct.calcsize(_MT_FORMAT)
_MT_VERSION = 3  # random.Random.getstate()'s version tag


class ScriptError(ValueError):
    """A scripted face or pick that the die or draw asked for cannot show."""


class Dice(ABC):
    """The randomness of one game. Subclasses define :meth:`roll` and :meth:`below`."""

    @abstractmethod
    def roll(self, sides: int) -> int:
        """One die with ``sides`` faces: 1 … sides."""

    def rolls(self, count: int, sides: int) -> list[int]:
        """``count`` dice with ``sides`` faces each."""
        roll = self.roll
        return [roll(sides) for _ in range(count)]

    @abstractmethod
    def below(self, n: int) -> int:
        """A uniform pick 0 … n-1 (shuffles, blind draws)."""

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates through :meth:`below`)."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The source's complete state, JSON-safe; :func:`load_dice` restores it."""

    @abstractmethod
    def clone(self) -> Dice:
        """An independent copy that will produce the same numbers."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Dice:
        """``copy.deepcopy`` is :meth:`clone` (a generic deep copy of a :class:`SeededDice` would
        share its generator's bound ``random`` with the original)."""
        new = self.clone()
        memo[id(self)] = new
        return new


class SeededDice(Dice):
    """Mersenne Twister dice from ``random.Random(seed)``; its state is (seed, draws so far).

    A die is ``int(random() * sides) + 1``: one C call per die, the same on every platform and every
    Python 3 release (``random()`` is specified bit for bit for integer seeds). Cloning and saving
    copy the generator's state, so they cost the same after ten draws or ten million.
    """

    __slots__ = ("_generator", "_random", "draws", "seed")

    def __init__(self, seed: int, draws: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an integer, not {type(seed).__name__}")
        if not 0 <= draws <= MAX_REPLAY_DRAWS:
            raise ValueError(f"draws must be 0 … {MAX_REPLAY_DRAWS:,} to be replayed, not {draws}")
        self.seed = seed
        self.draws = draws
        self._generator = random.Random(seed)
        self._random = self._generator.random
        rand = self._random
        for _ in range(draws):
            rand()

    @classmethod
    def _resumed(cls, seed: int, draws: int, generator: random.Random) -> SeededDice:
        """A source at ``draws`` whose generator is ``generator`` (taken over, not copied)."""
        dice = cls.__new__(cls)
        dice.seed = seed
        dice.draws = draws
        dice._generator = generator
        dice._random = generator.random
        return dice

    def roll(self, sides: int) -> int:
        self.draws += 1
        return int(self._random() * sides) + 1

    def rolls(self, count: int, sides: int) -> list[int]:
        self.draws += count
        rand = self._random
        return [int(rand() * sides) + 1 for _ in range(count)]

    def below(self, n: int) -> int:
        self.draws += 1
        return int(self._random() * n)

    def to_json(self) -> dict[str, Any]:
        """``{kind, seed, draws}``, plus ``state`` once a number has been drawn.

        ``state`` is the generator's 625 state words (little-endian 32-bit) in base64: loading it
        positions the dice at once. The seed alone says everything while no number has been drawn.
        """
        data: dict[str, Any] = {"kind": "seeded", "seed": self.seed, "draws": self.draws}
        if self.draws:
            words = self._generator.getstate()[1]
            data["state"] = base64.b64encode(struct.pack(_MT_FORMAT, *words)).decode("ascii")
        return data

    def clone(self) -> SeededDice:
        if not self.draws:
            return SeededDice(self.seed)  # the seed is the whole state, and seeding is quicker
        generator = random.Random.__new__(random.Random)
        generator.setstate(self._generator.getstate())
        return SeededDice._resumed(self.seed, self.draws, generator)


def _generator_from(text: Any, where: str) -> random.Random:
    """The generator whose state :meth:`SeededDice.to_json` wrote as ``text``; LoadError if it is not one."""
    if not isinstance(text, str):
        raise LoadError(where, f"'state' must be a base64 text, got {type(text).__name__}")
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error) as error:
        raise LoadError(where, f"'state' is not base64: {error}") from error
    if len(raw) != _MT_BYTES:
        raise LoadError(where, f"'state' must hold {_MT_BYTES} bytes, not {len(raw)}")
    words = struct.unpack(_MT_FORMAT, raw)
    if words[-1] > _MT_WORDS - 1 or not any(words[:-1]):
        raise LoadError(where, "'state' is not a state of the dice generator")
    generator = random.Random.__new__(random.Random)
    generator.setstate((_MT_VERSION, words, None))
    return generator


class ScriptExhausted(RuntimeError):
    """A :class:`ScriptedDice` was asked for more rolls than its script holds."""


class ScriptedDice(Dice):
    """Forced dice: ``roll`` returns the scripted faces in order.

    ``picks`` scripts :meth:`below` (shuffles and blind draws) the same way. Without ``picks``,
    :meth:`shuffle` leaves every sequence in its given order, so decks are dealt in data order.
    ``then`` is an optional source that takes over when a script runs out; without it, running out
    raises :class:`ScriptExhausted`. A scripted face outside 1…sides is an error
    (:class:`ScriptError`), never clamped.
    """

    def __init__(
        self,
        rolls: Iterable[int] = (),
        *,
        picks: Iterable[int] = (),
        then: Dice | None = None,
    ) -> None:
        self.script: list[int] = list(rolls)
        self.pick_script: list[int] = list(picks)
        self.position = 0
        self.pick_position = 0
        self.then = then

    def roll(self, sides: int) -> int:
        if self.position >= len(self.script):
            if self.then is None:
                raise ScriptExhausted(
                    f"ScriptedDice ran out after {len(self.script)} rolls (asked for a d{sides})"
                )
            return self.then.roll(sides)
        face = self.script[self.position]
        if not 1 <= face <= sides:
            raise ScriptError(f"scripted roll #{self.position + 1} is {face}, not a face of a d{sides}")
        self.position += 1
        return face

    def below(self, n: int) -> int:
        if self.pick_position >= len(self.pick_script):
            if self.then is None:
                raise ScriptExhausted(f"ScriptedDice ran out of picks after {len(self.pick_script)}")
            return self.then.below(n)
        pick = self.pick_script[self.pick_position]
        if not 0 <= pick < n:
            raise ScriptError(f"scripted pick #{self.pick_position + 1} is {pick}, not in 0…{n - 1}")
        self.pick_position += 1
        return pick

    def shuffle(self, items: MutableSequence[T]) -> None:
        if not self.pick_script:
            return
        super().shuffle(items)

    @property
    def remaining(self) -> Sequence[int]:
        """The scripted rolls not yet used."""
        return self.script[self.position :]

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "scripted",
            "rolls": list(self.script),
            "picks": list(self.pick_script),
            "position": self.position,
            "pick_position": self.pick_position,
            "then": None if self.then is None else self.then.to_json(),
        }

    def clone(self) -> ScriptedDice:
        copy = ScriptedDice(
            self.script, picks=self.pick_script, then=None if self.then is None else self.then.clone()
        )
        copy.position = self.position
        copy.pick_position = self.pick_position
        return copy


def _int(data: dict[str, Any], key: str, where: str, *, minimum: int | None = None) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise LoadError(where, f"{key!r} must be an integer, got {value!r}")
    if minimum is not None and value < minimum:
        raise LoadError(where, f"{key!r} must be at least {minimum}, got {value}")
    return value


def _ints(data: dict[str, Any], key: str, where: str) -> list[int]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise LoadError(where, f"{key!r} must be a list of integers")
    return list(value)


def load_dice(data: Any, where: str = "dice") -> Dice:
    """Rebuild a dice source from :meth:`Dice.to_json`; errors say what is wrong."""
    if not isinstance(data, dict):
        raise LoadError(where, f"expected an object, got {type(data).__name__}")
    kind = data.get("kind")
    if kind == "seeded":
        seed = _int(data, "seed", where)
        draws = _int(data, "draws", where, minimum=0)
        if "state" in data:
            return SeededDice._resumed(seed, draws, _generator_from(data["state"], where))
        if draws > MAX_REPLAY_DRAWS:
            # A save from before the state was stored: replayed from the seed, within a bound.
            raise LoadError(
                where, f"'draws' is {draws:,}: without a 'state' at most {MAX_REPLAY_DRAWS:,} are replayed"
            )
        return SeededDice(seed, draws)
    if kind == "scripted":
        then = data.get("then")
        dice = ScriptedDice(
            _ints(data, "rolls", where),
            picks=_ints(data, "picks", where),
            then=None if then is None else load_dice(then, f"{where}.then"),
        )
        dice.position = _int(data, "position", where, minimum=0)
        dice.pick_position = _int(data, "pick_position", where, minimum=0)
        if dice.position > len(dice.script) or dice.pick_position > len(dice.pick_script):
            raise LoadError(where, "position is beyond the end of the script")
        return dice
    raise LoadError(where, f"unknown dice kind {kind!r} (expected 'seeded' or 'scripted')")
