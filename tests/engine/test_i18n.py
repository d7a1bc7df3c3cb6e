"""Message catalogs (Fluent): complete in both languages, same variables, one lookup for everything."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentResource
from fluent.syntax import ast as ftl

from noppa import get_game, list_games, text
from noppa.engine import i18n, patterns
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


@pytest.mark.parametrize(
    "value",
    [
        10**27,
        10**28,
        -(10**40),
        10**99,
        10**100,
        10**5000,
        1e300,
        -1e300,
        float("inf"),
        float("nan"),
        2.0**70,
    ],
    ids=["1e27", "1e28", "-1e40", "1e99", "1e100", "1e5000", "1e300f", "-1e300f", "inf", "nan", "2^70"],
)
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_number_of_any_size_never_breaks_a_message(value: float, lang: str) -> None:
    """Babel formats in the decimal context and raised decimal.InvalidOperation past its 28 digits:
    numbers are formatted at 128 digits, and one of 10¹⁰⁰ or more is written shortened as text."""
    from decimal import Decimal

    get_game("dungeon-dice")
    written = text("dd.error.no_such_player", lang, number=value)
    assert not written.startswith("dd.") and len(written) < 200
    assert text("dd.error.no_such_player", lang, number=Decimal(10) ** 40)
    assert len(decimal(value, lang)) < 200 and len(percent(value, lang)) < 200


def test_large_numbers_are_written_in_full_and_huge_ones_shortened() -> None:
    from noppa.engine.i18n import short_number, shorten

    get_game("dungeon-dice")
    twenty_nine = int("9" * 29)
    assert text("dd.error.no_such_player", "en", number=twenty_nine) == (
        "There is no Player " + ",".join(["99"] + ["999"] * 9) + " in this game."
    )
    assert (
        text("dd.error.no_such_player", "en", number=10**100) == "There is no Player 1000000… in this game."
    )
    assert text("dd.error.no_such_player", "fi", number=10**100) == "Tässä pelissä ei ole pelaajaa 1000000…."
    assert text("dd.ui.cards", "en", count=999_999_999_999_999) == "999,999,999,999,999 cards"
    seed = 2**63 - 1  # seeds are written whole (NUMBER without grouping)
    assert f"dice seed {seed})" in text(
        "sim.error.bot_failed", "en", index=0, seed=seed, bot="b", seat=0, action=0, error="x"
    )
    assert short_number("1" * 29) == "1111111…" and short_number(10**5000) == "…"
    assert shorten("x" * 10_000_000) == "x" * 59 + "…" and shorten("short") == "short"


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


def test_a_missing_message_is_not_remembered() -> None:
    """``text`` remembers what it wrote, but never a miss: a key asked for before its game's catalog
    was loaded (resolve_options met one: option names stayed raw keys) is looked up again later."""
    assert i18n.text("zz.late.hello", "en", name="Aino") == "zz.late.hello"
    assert "zz.late.hello" not in i18n._written.values()


def test_a_line_with_names_is_remembered_by_what_the_names_hold() -> None:
    """``text`` remembers a line whose parameters are names or phrases, keyed by what they hold:
    two names that read alike but decline differently, or phrases differing in one language, never
    get each other's line, and no language gets another's."""
    get_game("key-to-the-kingdom")
    key = "kk.space.white_dagger"  # fi: { CASE($hazard, "genitive") } valkoinen tikari
    first = i18n.Name("Kuoppa", {"genitive": "Kuopan"})
    second = i18n.Name("Kuoppa", {"genitive": "Kuoppien"})
    for _ in range(2):  # the second round is answered from memory
        assert text(key, "fi", hazard=first) == "Kuopan valkoinen tikari"
        assert text(key, "fi", hazard=second) == "Kuoppien valkoinen tikari"
        assert text(key, "en", hazard=first) == text(key, "en", hazard=second)
        assert text(key, "en", hazard=first) != text(key, "fi", hazard=first)
    assert any(("hazard", first.said) in k for k in i18n._written)  # remembered, by value
    one = i18n.Phrase({"en": "Aino", "fi": "Aino"})
    other = i18n.Phrase({"en": "Aino", "fi": "Ville"})
    for _ in range(2):
        assert text("kk.space.in_part", "fi", space=one, part="x") != text(
            "kk.space.in_part", "fi", space=other, part="x"
        )
        assert text("kk.space.in_part", "en", space=one, part="x") == text(
            "kk.space.in_part", "en", space=other, part="x"
        )


def test_a_name_is_made_once_per_language_and_never_from_a_miss(tmp_path: Path) -> None:
    """``name`` keeps each (key, language) it made, the same object; a key without a message
    (its game's catalog not loaded yet) is not kept, so it reads right once the catalog comes."""
    get_game("key-to-the-kingdom")
    en = i18n.name("kk.place.devils-castle", "en")
    fi = i18n.name("kk.place.devils-castle", "fi")
    assert i18n.name("kk.place.devils-castle", "en") is en
    assert str(en) != str(fi) and fi.forms and not en.forms
    assert str(i18n.name("zz.place.tower", "en")) == "zz.place.tower"
    assert ("zz.place.tower", "en") not in i18n._names
    folder = tmp_path / "zz"
    folder.mkdir()
    for lang, said in (("en", "Tower"), ("fi", "Torni")):
        (folder / f"{lang}.ftl").write_text(f"zz-place-tower = {said}\n", encoding="utf-8")
    i18n.register_domain("zz", folder)
    try:
        assert str(i18n.name("zz.place.tower", "en")) == "Tower"
        assert str(i18n.name("zz.place.tower", "fi")) == "Torni"
    finally:
        i18n._domains.pop("zz")
        i18n.forget()


def test_remembered_words_are_computed_once_but_never_a_miss_nor_while_collecting_problems(
    tmp_path: Path,
) -> None:
    """``remembered`` answers again from its table, per argument (the language one of them); an
    answer that met a missing message is asked again; while problems are collected, the function
    runs (so that every problem is seen)."""
    calls: list[tuple[str, str]] = []

    @i18n.remembered
    def word(key: str, lang: str) -> str:
        calls.append((key, lang))
        return text(key, lang)

    assert word("engine.player", "fi") == text("engine.player", "fi")
    assert word("engine.player", "fi") == text("engine.player", "fi")
    assert word("engine.player", "en") == text("engine.player", "en")
    assert calls == [("engine.player", "fi"), ("engine.player", "en")]
    calls.clear()
    assert word("zy.late.word", "en") == "zy.late.word"
    with i18n.collecting_problems() as problems:
        assert word("engine.player", "en") == text("engine.player", "en")
    assert problems  # the Fluent error (no $number) is seen, not hidden by the table
    folder = tmp_path / "zy"
    folder.mkdir()
    for lang in ("en", "fi"):
        (folder / f"{lang}.ftl").write_text("zy-late-word = Late\n", encoding="utf-8")
    i18n.register_domain("zy", folder)
    try:
        assert word("zy.late.word", "en") == "Late"
        assert word("zy.late.word", "en") == "Late"
    finally:
        i18n._domains.pop("zy")
        i18n.forget()
    assert calls == [("zy.late.word", "en"), ("engine.player", "en"), ("zy.late.word", "en")]


def test_remembered_lines_never_meet_an_equal_value_of_another_type(tmp_path: Path) -> None:
    """``True == 1``, ``[1] == [True]`` and ``(1,) == [1]``-like lookalikes never share a
    remembered line: each reads as it would the first time, asked in any order, twice."""
    folder = tmp_path / "zx"
    folder.mkdir()
    for lang in ("en", "fi"):
        (folder / f"{lang}.ftl").write_text("zx-said = { $value }\n", encoding="utf-8")
    i18n.register_domain("zx", folder)
    values: list[tuple[object, str]] = [
        (True, "True"), (1, "1"), ("1", "1"), (None, "None"), (False, "False"), (0, "0"),
        ([1], "[1]"), ([True], "[True]"), (["1"], "['1']"), ([], "[]"),
        (i18n.Name("1"), "1"), (i18n.Phrase({"en": "1", "fi": "yksi"}), "1"),
    ]  # fmt: skip
    try:
        for _ in range(2):
            for value, said in values:
                assert text("zx.said", "en", value=value) == said
        assert text("zx.said", "fi", value=i18n.Phrase({"en": "1", "fi": "yksi"})) == "yksi"
    finally:
        i18n._domains.pop("zx")
        i18n.forget()


def test_small_numbers_read_as_babel_writes_them() -> None:
    """Whole numbers below ``patterns.SMALL`` are written without Babel (noppa.engine.patterns): they
    must read exactly as Babel's pattern writes them in every language, and ``NUMBER()`` with
    options still applies."""
    from babel import Locale
    from fluent.runtime.types import FluentInt

    for lang in i18n.LANGS:
        locale = Locale.parse(lang)
        for number in range(patterns.SMALL):
            assert str(number) == FluentInt(number).format(locale)
    assert text("engine.player", "fi", number=999) == "Pelaaja 999"
    assert text("engine.player", "fi", number=1000) == "Pelaaja 1\xa0000"  # Babel's, as before
    assert text("dd.ui.cards", "en", count=1) == "1 card"  # plural selection unchanged
    run = {"game": "g", "games": 2, "players": 2, "bots": "b", "backend": "x", "out": "o"}
    for seed in (5, 123456):  # NUMBER($seed, useGrouping: 0)
        assert f"siemen {seed}," in text("cli.sim.starting", "fi", seed=seed, **run)


def test_a_message_writes_its_small_numbers_without_babel(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message's small whole numbers are written by ``noppa.engine.patterns``, never by Babel
    (Fluent's own ``format_pattern`` turned every int into a plain ``FluentInt``, written by Babel):
    a line with counts below ``patterns.SMALL`` never calls Babel's number pattern, and reads as
    before; a larger one still goes to Babel."""
    from babel.numbers import NumberPattern

    calls: list[object] = []
    apply = NumberPattern.apply

    def counted(self: NumberPattern, *args: Any, **kwargs: Any) -> str:
        calls.append(args[0])
        return str(apply(self, *args, **kwargs))

    monkeypatch.setattr(NumberPattern, "apply", counted)
    with i18n.forgetting():
        assert text("dd.ui.cards", "en", count=3) == "3 cards"
        assert text("dd.ui.cards", "fi", count=1) == "1 kortti"
        assert calls == []
        assert text("dd.ui.cards", "fi", count=1000) == "1\xa0000 korttia"  # Babel's, as before
        assert len(calls) == 1


def test_the_memory_keeps_the_lines_in_use_when_it_fills(monkeypatch: pytest.MonkeyPatch) -> None:
    """When a generation of the memory fills, the lines still asked for (a menu's labels) are kept
    and the others (a past move's log lines) go; what is said is the same whatever is kept."""
    monkeypatch.setattr(i18n, "WRITTEN_LIMIT", 8)
    formatted: list[str] = []
    real = i18n._format

    def counting(key: str, lang: str, params: dict[str, object]) -> str:
        formatted.append(key)
        return real(key, lang, params)

    monkeypatch.setattr(i18n, "_format", counting)
    i18n.forget()
    assert text("engine.player", "fi", number=1) == "Pelaaja 1"
    for number in range(2, 60):  # lines of past moves, each said once; the label in use throughout
        assert text("engine.player", "en", number=number) == f"Player {number}"
        assert text("engine.player", "fi", number=1) == "Pelaaja 1"
    assert formatted.count("engine.player") == 59  # the label in use was written once
    assert len(i18n._written) <= 8 and len(i18n._older) <= 8
    assert text("engine.player", "en", number=2) == "Player 2"  # gone, and written again the same
    assert formatted.count("engine.player") == 60
    i18n.forget()


def test_forgetting_makes_every_word_afresh() -> None:
    """While ``forgetting`` is active (the samples' message table watches what is formatted), no
    memory answers and none keeps anything; afterwards the memories work as before."""
    get_game("key-to-the-kingdom")
    kept = i18n.name("kk.place.devils-castle", "fi")
    with i18n.forgetting():
        fresh = i18n.name("kk.place.devils-castle", "fi")
        assert fresh is not kept and fresh == kept and fresh.forms == kept.forms
        before = len(i18n._written)
        assert text("engine.player", "fi", number=777) == "Pelaaja 777"
        assert len(i18n._written) == before
    assert i18n.name("kk.place.devils-castle", "fi") is kept
