"""The one parser of numbers that come from outside: the server's paths, queries, bodies and
WebSocket messages, the options of ``noppa serve`` (``docs/web.md``, *Faults*, web-INPUT-01), the
numbers in an action's text and the numbers a person types in the terminal (:func:`parse_number`).

A number given as text is ASCII digits only (an optional ``-`` first, and for a decimal one ``.``
and more digits): ``str.isdigit`` and ``int()`` also take ``²``, ``١`` (Arabic-Indic one), ``1_000``
and surrounding spaces, and ``float()`` takes ``nan``, ``inf`` and ``1e400``. Text longer than
:data:`MAX_CHARS` is refused before it is converted, so no caller ever converts thousands of digits.
A number given as a JSON value is an ``int`` (never a ``bool``; a decimal field also takes a finite
``float``). Every number must then lie from ``low`` to ``high``.

This module needs nothing but the standard library (``noppa serve`` checks its options with it
before the web extra is imported); the server's refusal is ``noppa.server.errors.number_field``, a
game's is an ``InvalidAction`` naming the action.
"""

from __future__ import annotations

import math
import re

MAX_CHARS = 24
"""Longest text taken as a number (a sign, 18 digits, a point and a few decimals)."""

_WHOLE = re.compile(r"-?[0-9]{1,18}")
_DECIMAL = re.compile(r"-?[0-9]{1,15}(?:\.[0-9]{1,6})?")


def whole_number(raw: object, low: int, high: int, *, text: bool = False) -> int | None:
    """``raw`` as a whole number from ``low`` to ``high``, or ``None`` when it is not one.

    ``text``: ``raw`` came as text (a path or query parameter, a header, a command-line option)
    and is parsed; otherwise it is a JSON value and must already be an ``int``.
    """
    if text:
        if not isinstance(raw, str) or len(raw) > MAX_CHARS or _WHOLE.fullmatch(raw) is None:
            return None
        value = int(raw)
    elif isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
    else:
        return None
    return value if low <= value <= high else None


def decimal_number(raw: object, low: float, high: float, *, text: bool = False) -> float | None:
    """``raw`` as a finite number from ``low`` to ``high`` (``2``, ``0.5``), or ``None``."""
    if text:
        if not isinstance(raw, str) or len(raw) > MAX_CHARS or _DECIMAL.fullmatch(raw) is None:
            return None
        value = float(raw)
    elif isinstance(raw, (int, float)) and not isinstance(raw, bool):
        if isinstance(raw, int) and not -(10**18) <= raw <= 10**18:
            return None  # a JSON integer too big for a float
        value = float(raw)
    else:
        return None
    return value if math.isfinite(value) and low <= value <= high else None


MAX_NUMBER_DIGITS = 6
"""The most digits a number in an action's text (or another number a person types) may have."""


def parse_number(written: str, *, digits: int = MAX_NUMBER_DIGITS, canonical: bool = True) -> int | None:
    """The whole number ``written`` writes, or ``None`` if it writes none we read.

    ASCII digits only ("²" and "١" are digits to :meth:`str.isdigit`, not here), no sign or space, at
    most ``digits`` of them; ``canonical`` (action texts): no leading zero but in "0" itself, so one
    number has one text. Every number a game reads from an action's text, and every number the
    terminal reads from a person, goes through here: none is turned into an unbounded ``int`` or
    reaches a message as one (a 29-digit number once broke the formatting of a refusal).
    """
    if not written.isascii() or not written.isdigit() or len(written) > digits:
        return None
    if canonical and len(written) > 1 and written[0] == "0":
        return None
    return int(written)


def is_digits(written: str) -> bool:
    """Whether ``written`` is ASCII digits only, of any length (a number, maybe too long to read)."""
    return written.isascii() and written.isdigit()
