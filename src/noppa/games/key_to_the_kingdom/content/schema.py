"""What every loader of Key to the Kingdom's data shares: the id type, decoding an entry by its msgspec
schema so that a problem names the entry, and reading a TOML file (docs/key-to-the-kingdom/data-format.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import msgspec

from noppa.engine import LoadError

Id = Annotated[str, msgspec.Meta(min_length=1)]
"""A name (an id, an effect, an equipment…): a non-empty string."""

T = TypeVar("T")


def decode(schema: type[T], raw: Any, where: str) -> T:
    """``raw`` decoded by ``schema``; a mismatch raises :class:`LoadError` at ``where`` (file: entry)."""
    try:
        return msgspec.convert(raw, schema)
    except msgspec.ValidationError as error:
        raise LoadError(where, str(error)) from error


def named(where: str, what: str, index: int, raw: Any) -> str:
    """``where`` plus ``what 'id'`` when the entry has a string ``id``, else ``what #n``."""
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        return f"{where} {what} {raw['id']!r}" if where else f"{what} {raw['id']!r}"
    return f"{where} {what} #{index + 1}" if where else f"{what} #{index + 1}"


def fail(where: str, problem: str) -> NoReturn:
    """Refuse the data: ``where`` (file: entry) has ``problem``."""
    raise LoadError(where, problem)


def read_toml(path: Path) -> dict[str, Any]:
    """A TOML file as tables; unreadable or invalid TOML raises :class:`LoadError`."""
    try:
        raw = msgspec.toml.decode(path.read_bytes())
    except OSError as error:
        raise LoadError(str(path), f"cannot read: {error.strerror}") from error
    except msgspec.DecodeError as error:
        raise LoadError(path.name, f"not valid TOML: {error}") from error
    if not isinstance(raw, dict):
        raise LoadError(path.name, "expected a TOML document")
    return raw
