"""Refusals of the server itself (not of the rules): each has a code and a localized message."""

from __future__ import annotations

from typing import Any

from noppa.engine import NoppaError, text


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
