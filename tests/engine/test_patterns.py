"""Plain Fluent patterns written without Fluent's resolver (noppa.engine.patterns) write exactly
what Fluent writes, for every message of every catalog, or leave the message to Fluent."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from noppa import list_games
from noppa.engine import get_game, i18n, patterns
from noppa.engine.i18n import CASES, LANGS, Name, Phrase, text

NUMBERS = (0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 999)
"""Whole numbers of every plural category of the languages, and the edges of the digits' range."""


def _catalogs() -> list[tuple[str, i18n._Catalog]]:
    for game_id in list_games():
        get_game(game_id)  # registers the game's catalog
    found: list[tuple[str, i18n._Catalog]] = []
    for prefix, _ in i18n.domains():
        domain = i18n._domains.get(prefix, i18n._core) if prefix else i18n._core
        found.extend((lang, domain.catalog(lang)) for lang in LANGS)
    return found


def _values(pieces: patterns.Pieces, name: str) -> list[Any]:
    """Values to try for variable ``name``: words of its selections' keys, names with and without
    forms, a phrase, numbers, a bool, ``None``."""
    words: set[str] = set()

    def keys(of: patterns.Pieces) -> None:
        for piece in of:
            if isinstance(piece, patterns.Select):
                if piece.name == name:
                    words.update(key for key, _ in piece.variants if isinstance(key, str))
                for _, inner in piece.variants:
                    keys(inner)

    keys(pieces)
    forms = {form: f"{form}-form" for form in CASES}
    return [
        *sorted(words),
        "Anna",
        Name("Kallokuoppa", forms),
        Name("Bare"),
        Phrase({"en": "in English", "fi": "suomeksi"}),
        *NUMBERS,
        True,
        None,
        "x" * (patterns.MAX_PART_LENGTH + 1),  # longer than Fluent writes: left to it
        1000,  # Babel's grouping: left to it
        -1,
        2.5,
    ]


def _names(pieces: patterns.Pieces) -> list[str]:
    found: list[str] = []
    for piece in pieces:
        if isinstance(piece, str):
            continue
        if piece.name not in found:
            found.append(piece.name)
        if isinstance(piece, patterns.Select):
            for _, inner in piece.variants:
                found.extend(name for name in _names(inner) if name not in found)
    return found


def test_every_catalog_message_is_written_as_fluent_writes_it() -> None:
    """For every message of every catalog in both languages, with every kind of value for each
    variable: the plain writer's text, when it writes one, is Fluent's, and it takes nearly all."""
    written = compared = 0
    for lang, catalog in _catalogs():
        for ident in catalog.messages:
            pieces = catalog.compiled(ident)
            if pieces is None:
                continue
            names = _names(pieces)
            trials: list[dict[str, Any]] = []
            if not names:
                trials.append({})
            for name in names:  # each variable through its values, the others fixed
                for value in _values(pieces, name):
                    trials.append(dict.fromkeys(names, 2) | {name: value})
            for combo in itertools.product(["Anna", 1, 7], repeat=min(len(names), 3)):
                trials.append(dict(zip(names, combo, strict=False)) | dict.fromkeys(names[3:], "Anna"))
            for params in trials:
                compared += 1
                fast = patterns.write(pieces, params, catalog.writing(lang))
                fluent = i18n._fluent_format(catalog, ident, ident, lang, params)
                if fast is not None:
                    written += 1
                    assert fast == fluent, (lang, ident, params)
    assert compared > 10_000
    assert written > compared * 0.7


def test_what_the_writer_leaves_to_fluent(tmp_path: Path) -> None:
    """A missing variable, a number Babel groups, a placeable longer than Fluent allows and a
    ``CASE`` of an undeclared form are Fluent's, errors included; so are patterns with references."""
    (tmp_path / "en.ftl").write_text(
        "zp-plain = { $who } has { $count ->\n    [one] one die\n   *[other] { $count } dice\n}.\n"
        'zp-case = { CASE($place, "illative") }\n'
        "zp-ref = { zp-plain } again\n"
        "zp-exact = { $n ->\n    [0] none\n    [one] one\n   *[other] many\n}\n",
        encoding="utf-8",
    )
    (tmp_path / "fi.ftl").write_text((tmp_path / "en.ftl").read_text(encoding="utf-8"), encoding="utf-8")
    i18n.register_domain("zp", tmp_path)
    try:
        catalog = i18n._domains["zp"].catalog("en")
        assert catalog.compiled("zp-ref") is None
        plain = catalog.compiled("zp-plain")
        assert plain is not None
        write = patterns.write
        how = catalog.writing("en")
        assert write(plain, {"who": "Anna", "count": 1}, how) == "Anna has one die."
        assert write(plain, {"who": "Anna", "count": 3}, how) == "Anna has 3 dice."
        assert write(plain, {"who": "Anna"}, how) is None
        assert write(plain, {"who": "Anna", "count": 1000}, how) is None
        assert write(plain, {"who": "x" * 2501, "count": 1}, how) is None
        exact = catalog.compiled("zp-exact")
        assert exact is not None
        assert [write(exact, {"n": n}, how) for n in (0, 1, 2)] == [
            "none",
            "one",
            "many",
        ]
        with i18n.collecting_problems() as problems:
            assert text("zp.plain", "en", who="Anna") == "Anna has count dice."  # Fluent's own
            assert text("zp.plain", "en", who="Anna", count=1000) == "Anna has 1,000 dice."
            assert text("zp.plain", "en", who="x" * 2501, count=1) == "{???}"
            assert text("zp.case", "en", place=Name("Kallo", {"inessive": "Kallossa"})) == "CASE()"
            assert text("zp.case", "en", place=Name("Kallo", {"illative": "Kalloon"})) == "Kalloon"
            assert text("zp.ref", "en", who="Anna", count=2) == "Anna has 2 dice. again"
        assert any("count" in problem for problem in problems)
        assert any("illative" in problem for problem in problems)
    finally:
        i18n._domains.pop("zp")
        i18n.forget()


@pytest.mark.parametrize("lang", LANGS)
def test_small_numbers_are_babels_digits(lang: str) -> None:
    """The writer writes whole numbers below ``SMALL`` as their digits: what Fluent (Babel) writes."""
    catalog = i18n._core.catalog(lang)
    pieces = catalog.compiled("engine-player")
    assert pieces is not None
    for number in range(patterns.SMALL):
        params = {"number": number}
        fast = patterns.write(pieces, params, catalog.writing(lang))
        assert fast == i18n._fluent_format(catalog, "engine.player", "engine-player", lang, params)
