"""Message catalogs (Fluent): complete in both languages, same variables, one lookup for everything."""

from __future__ import annotations

import pytest
from fluent.runtime import FluentResource
from fluent.syntax import ast as ftl

from noppa import get_game, list_games, text
from noppa.engine.i18n import catalog, check_catalogs, decimal, has_text, message_id, percent


def test_every_catalog_is_complete_and_consistent() -> None:
    for game_id in list_games():
        get_game(game_id)  # registers the game's domain
    assert check_catalogs() == []


def test_lookup_formats_and_picks_plural_forms() -> None:
    assert text("engine.player", "en", number=2) == "Player 2"
    assert text("engine.player", "fi", number=2) == "Pelaaja 2"
    get_game("dungeon-dice")
    assert text("dd.ui.cards", "en", count=1) == "1 card"
    assert text("dd.ui.cards", "en", count=3) == "3 cards"
    assert text("dd.ui.cards", "fi", count=3) == "3 korttia"
    assert text("dd.ui.cards", "fi", count=1) == "1 kortti"
    assert text("dd.ui.cards", "fi", count=1000) == "1\xa0000 korttia"  # CLDR digits through Babel


def test_numbers_follow_the_language() -> None:
    assert decimal(0.84, "fi") == "0,84" and decimal(0.84, "en") == "0.84"
    assert percent(1 / 3, "en") == "33.3%" and percent(1 / 3, "fi") == "33,3\xa0%"


def test_the_browser_gets_fluent_source_that_parses_back() -> None:
    get_game("dungeon-dice")
    messages = catalog("dd", "fi")
    assert messages[message_id("dd.ui.cards")].startswith("{ $count ->")
    resource = FluentResource("".join(f"{ident} = {pattern}\n" for ident, pattern in messages.items()))
    assert not [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
    assert len(resource.body) == len(messages)


def test_missing_keys_and_languages_fall_back_without_crashing() -> None:
    assert text("engine.no.such.key", "fi") == "engine.no.such.key"
    assert text("engine.player", "sv", number=1) == "Player 1"
    assert not has_text("engine.no.such.key")


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_errors_speak_the_players_language(lang: str) -> None:
    from noppa import IllegalAction

    state = get_game("dungeon-dice").new_state(2, seed=1)
    with pytest.raises(IllegalAction) as caught:
        state.apply("challenge:0")
    message = caught.value.message(lang)
    assert message and not message.startswith("dd.")
    assert str(caught.value) == caught.value.message("en")
