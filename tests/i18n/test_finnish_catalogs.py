"""Every Finnish message, as written in the catalogs: no English word of ``english_words.txt``
(outside what a person types, in quotes, and the placeables), so an untranslated word is caught
even where no seeded game says it."""

from __future__ import annotations

import re

import noppa.tutorial  # noqa: F401  # registers the lessons' catalog
from noppa.engine import get_game, list_games
from noppa.engine.i18n import catalog, domains
from tests.i18n.test_game_text import PROPER_NAMES, english_words

PLACEABLE = re.compile(r"\{[^{}]*\}")
FLAG = re.compile(r"--[a-z-]+")
"""Command-line flags, as typed (``--bots``)."""
KEYS = frozenset({"enter"})
"""Keys of the keyboard, named as printed on them ("Paina Enter")."""


def test_no_finnish_message_holds_an_english_word() -> None:
    for game_id in list_games():
        get_game(game_id)  # registers the game's catalog
    bad: list[str] = []
    for prefix, _ in domains():
        for ident, pattern in catalog(prefix, "fi").items():
            plain = PROPER_NAMES.sub(" ", pattern)
            while PLACEABLE.search(plain):  # innermost first: a select's variants hold placeables
                plain = PLACEABLE.sub(" ", plain)
            plain = FLAG.sub(" ", re.sub(r"'[^']*'", " ", plain))
            words = {w.casefold() for w in re.findall(r"[A-Za-z]+", plain)} - KEYS
            bad.extend(f"{ident}: {w!r}" for w in sorted(words & english_words()))
    assert not bad, bad[:20]
