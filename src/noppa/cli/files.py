"""Reading a JSON file a person hands to noppa (a saved game, a room export): bounded and refused
clearly.

``noppa play --resume`` and ``noppa verify`` read their file here. Whatever the file holds, the answer
is its contents or one :class:`FileRefused` line in the user's language (exit code 2): a file that
cannot be read, one larger than :data:`MAX_FILE_BYTES`, one that is not UTF-8 or not JSON, one with
a number longer than Python reads, or one nested deeper than :data:`MAX_JSON_DEPTH` (a deeply
nested file once ended ``noppa verify`` with a RecursionError traceback). No traceback, no hang.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from noppa.cli.common import os_reason
from noppa.engine import LocalizedError

MAX_FILE_BYTES = 64 * 1024 * 1024
"""The largest file read (64 MB): a long four-player Key to the Kingdom export is about 2 MB."""

MAX_JSON_DEPTH = 64
"""The deepest nesting of arrays and objects accepted; saves and exports nest about ten deep."""


class FileRefused(LocalizedError):
    """A file noppa will not read, and why (message key under ``cli.error.file_*``)."""


def read_json_file(path: Path) -> Any:
    """The JSON value in the file at ``path``; :class:`FileRefused` naming the file and the reason."""
    where = str(path)
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise FileRefused("cli.error.file_missing", path=where) from None
    except IsADirectoryError:
        raise FileRefused("cli.error.file_folder", path=where) from None
    except PermissionError:
        raise FileRefused("cli.error.file_denied", path=where) from None
    except OSError as error:
        raise FileRefused("cli.error.file_unreadable", path=where, reason=os_reason(error)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise FileRefused("cli.error.file_too_large", path=where, limit=MAX_FILE_BYTES // 2**20)
    try:
        written = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused("cli.error.file_not_text", path=where) from None
    try:
        data = json.loads(written)
    except RecursionError:
        raise FileRefused("cli.error.file_too_deep", path=where, limit=MAX_JSON_DEPTH) from None
    except json.JSONDecodeError as error:
        raise FileRefused(
            "cli.error.file_not_json", path=where, line=error.lineno, column=error.colno
        ) from None
    except ValueError:  # an integer with more digits than Python converts
        limit = sys.get_int_max_str_digits()
        raise FileRefused("cli.error.file_number", path=where, limit=limit) from None
    if too_deep(data, MAX_JSON_DEPTH):
        raise FileRefused("cli.error.file_too_deep", path=where, limit=MAX_JSON_DEPTH)
    return data


def too_deep(data: Any, limit: int) -> bool:
    """Whether ``data`` nests lists and dicts more than ``limit`` levels deep (walked without
    recursion, so that the check itself cannot overflow the stack)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False
