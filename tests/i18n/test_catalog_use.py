"""Every catalog message is said somewhere: a key no code asks for is a leftover (the ``web-rb-*``
messages outlived the board that used them), so it is deleted rather than kept translated.

A key counts as used when the sources (Python, the browser's JavaScript, other messages) name it
as a literal, name a family it belongs to (``f"kk.ui.side_{side}"``, ``t(`rb.web.token.${c}`)``,
``f"{self.game.prefix}.event.{kind}"``), or build it from a used key and a suffix
(``f"{key}_gen"``, ``f"{self.description}.name"``).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import noppa.sim.reading  # registers the report's catalog
import noppa.tutorial  # noqa: F401  # registers the lessons' catalog
from noppa.engine import get_game, list_games
from noppa.engine.i18n import catalog, domains, message_id

SRC = Path(__file__).resolve().parents[2] / "src" / "noppa"


@cache
def said_in_sources() -> tuple[frozenset[str], tuple[str, ...], frozenset[str]]:
    """The Fluent ids named in the sources, the families (id beginnings) and the suffixes."""
    code = [p.read_text(encoding="utf-8") for p in SRC.rglob("*.py")]
    code += [
        p.read_text(encoding="utf-8")
        for p in (SRC / "web" / "static").rglob("*.js")
        if "vendor" not in p.parts
    ]
    messages = [p.read_text(encoding="utf-8") for p in SRC.rglob("*.ftl")]
    prefixes = {get_game(g).prefix for g in list_games()} | {
        "engine",
        "cli",
        "web",
        "bot",
        "sim",
        "tut",
        "report",
        "review",  # the computer review's own catalogs (noppa.review, registered when imported)
    }
    heads = "|".join(sorted(prefixes))
    ids: set[str] = set()
    suffixes: set[str] = set()
    for source in code:
        for found in re.finditer(rf"[\"'`]((?:{heads})\.[A-Za-z0-9_.\-]*)", source):
            ids.add(message_id(found.group(1)))
        for found in re.finditer(r"\}\.([a-z_]+\.?)[\"'`{]", source):  # f"{prefix}.event.{kind}"
            ids.update(message_id(f"{prefix}.{found.group(1)}") for prefix in prefixes)
        for found in re.finditer(r"\}([._][a-z_]+\.?)[\"'`{]", source):  # f"{key}_gen"
            suffixes.add(message_id(found.group(1)))
    for path in (SRC / "sim").rglob(
        "*.py"
    ):  # the report's Reader takes bare keys: t("h-wins"), t(f"alt-{n}")
        for found in re.finditer(r"f?[\"']([a-z][A-Za-z0-9_.\-]*)", path.read_text(encoding="utf-8")):
            ids.add(message_id(f"report.{found.group(1)}"))
    for source in messages:  # a message that places another: { dd-face-key }
        ids.update(re.findall(rf"\{{\s*((?:{heads})-[A-Za-z0-9_\-]*)\s*\}}", source))
    families = tuple(sorted(i for i in ids if i.endswith(("-", "_")) and i.count("-") >= 2))
    return frozenset(ids), families, frozenset(suffixes)


def used(ident: str) -> bool:
    """Whether the sources ask for the message ``ident``."""
    ids, families, suffixes = said_in_sources()
    if ident in ids or ident.startswith(families):
        return True
    parts = ident.split("-")
    if any("-".join(parts[:end]) in ids for end in range(2, len(parts))):
        return True
    return any(suffix in ident[1:] and used(ident[: ident.index(suffix, 1)]) for suffix in suffixes)


def test_every_message_is_asked_for_somewhere() -> None:
    said_in_sources()  # loads every game, so every game's catalog is registered
    unused = [
        f"{prefix or 'core'}: {ident}"
        for prefix, _ in domains()
        for ident in catalog(prefix)
        if not used(ident)
    ]
    assert not unused, f"{len(unused)} messages nobody asks for (delete them): " + ", ".join(unused[:30])


def test_the_check_tells_a_leftover_from_a_family_member() -> None:
    assert used("kk-ui-side_west")  # f"kk.ui.side_{...}"
    assert used("dd-option-hot_dice-name")  # f"{self.description}.name"
    assert not used("web-rb-symbols")
