"""Convert a TOML message catalog (the format before Fluent) into Fluent (.ftl).

The catalogs moved to Project Fluent in one mechanical conversion; this script did it and stays so
that a branch still adding keys to a ``locale/*.toml`` can be converted the same way when it is
merged: ``python tools/toml2ftl.py src/noppa/locale/en.toml`` writes ``en.ftl`` beside it (appending
keys the ``.ftl`` lacks when it already exists) and removes the ``.toml``.

Mapping: a dotted key ``dd.ui.cards`` becomes the Fluent id ``dd-ui-cards``; ``{name}`` becomes
``{ $name }``; a plural table ``{ one = "…", other = "…" }`` becomes a selector on ``$count`` over
the CLDR plural categories; leading and trailing spaces are kept as ``{" "}``.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from typing import Any

UNGROUPED = {"seed"}
"""Numbers written without digit grouping: a seed is typed back as it is shown."""


def fluent_id(key: str) -> str:
    """The Fluent id of a dotted catalog key."""
    return key.replace(".", "-")


def _placeable(match: re.Match[str]) -> str:
    name = match.group(1)
    if name in UNGROUPED:
        return f"{{ NUMBER(${name}, useGrouping: 0) }}"
    return f"{{ ${name} }}"


def pattern(value: str) -> str:
    """A ``str.format`` template as a Fluent pattern (one line)."""
    body = re.sub(r"\{(\w+)\}", _placeable, value)
    if not body:
        return '{ "" }'
    lead = len(body) - len(body.lstrip(" "))
    trail = len(body) - len(body.rstrip(" "))
    core = body.strip(" ")
    return '{" "}' * lead + core + '{" "}' * trail if core else '{" "}' * len(body)


def entry(key: str, value: str | dict[str, str]) -> str:
    """One Fluent message."""
    if isinstance(value, str):
        return f"{fluent_id(key)} = {pattern(value)}\n"
    return (
        f"{fluent_id(key)} =\n"
        "    { $count ->\n"
        f"        [one] {pattern(value['one'])}\n"
        f"       *[other] {pattern(value['other'])}\n"
        "    }\n"
    )


def _walk(table: dict[str, Any], prefix: str, out: list[tuple[str, str, str | dict[str, str]]]) -> None:
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, str) or (isinstance(value, dict) and set(value) == {"one", "other"}):
            out.append((prefix.rstrip("."), key, value))
        else:
            _walk(value, f"{key}.", out)


def convert(source: Path) -> str:
    """The Fluent text of one TOML catalog, grouped by its TOML tables."""
    raw = tomllib.loads(source.read_text(encoding="utf-8"))
    first = source.read_text(encoding="utf-8").splitlines()[0]
    lines = [f"### {first.lstrip('# ')}\n"] if first.startswith("#") else []
    entries: list[tuple[str, str, str | dict[str, str]]] = []
    _walk(raw, "", entries)
    group = None
    for table, key, value in entries:
        if table != group:
            group = table
            lines.append(f"\n## {table or 'top level'}\n\n")
        lines.append(entry(key, value))
    return "".join(lines)


def main(paths: list[str]) -> None:
    """Convert each TOML catalog named on the command line into the ``.ftl`` beside it."""
    for name in paths:
        source = Path(name)
        target = source.with_suffix(".ftl")
        text = convert(source)
        if target.exists():
            known = set(re.findall(r"^([a-zA-Z][\w-]*) =", target.read_text(encoding="utf-8"), re.M))
            blocks = re.split(r"(?m)^(?=[a-zA-Z])", text)
            extra = [b for b in blocks if b[:1].isalpha() and b.split(" =")[0] not in known]
            text = target.read_text(encoding="utf-8").rstrip("\n") + "\n\n" + "".join(extra)
        target.write_text(text, encoding="utf-8")
        source.unlink()


if __name__ == "__main__":
    main(sys.argv[1:])
