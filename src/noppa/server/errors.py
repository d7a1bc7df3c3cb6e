"""Refusals of the server itself (not of the rules): each has a code and a localized message."""

from __future__ import annotations

from typing import Any

from noppa.engine import NoppaError, text
from noppa.engine.numbers import whole_number


class Refused(NoppaError):
    """A request the server turns down. ``code`` is stable for programs; the message is for people.

    ``key`` is a ``web.error.*`` message key; ``status`` the HTTP status the REST API answers with.
    """

    def __init__(self, code: str, key: str | None = None, /, *, status: int = 400, **params: Any) -> None:
        self.code = code
        self.key = key or f"web.error.{code}"
        self.status = status
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The message in ``lang``."""
        return text(self.key, lang, **self.params)


def number_field(raw: object, field: str, low: int, high: int, *, text: bool = False) -> int:
    """A whole number a client sent (web-INPUT-01), refused ``bad_number`` (400) naming ``field``.

    ``text``: it came as text (a path or query parameter, a header); else it is a JSON value.
    Every number of the REST API and the WebSocket protocol goes through here
    (:func:`noppa.engine.numbers.whole_number`: ASCII digits only, bounded length and range).
    """
    value = whole_number(raw, low, high, text=text)
    if value is None:
        raise Refused("bad_number", field=field, low=low, high=high)
    return value
