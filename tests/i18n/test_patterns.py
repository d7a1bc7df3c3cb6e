"""Patterns a machine can catch in what people read, over the corpus of seeded games the samples
come from (tests/i18n/sampling.py: five games per game played to their end, players and options
varied): internal ids or English words in parentheses, duplicate labels at one decision, numbers
run together, "the Demon King's 1", card text quoted as an imperative in a log line, phase names
capitalised mid-sentence."""

from __future__ import annotations

import re
from functools import cache

import pytest

from noppa import get_game
from noppa.engine.i18n import catalog
from tests.i18n.sampling import LANGS, SAMPLE_GAMES, corpus_lines, wide_corpus
from tests.i18n.test_game_text import english_words

PARENTHESISED = re.compile(r"\(([^()]*)\)")
RUN_TOGETHER = re.compile(r"(?<![\d,.:/+\-−])\d+ \d+(?![\d,.:/])")
"""Two numbers with only a space between them ("heitä 8 4 heitolla"). A number grouped by
thousands has a no-break space, not a space."""
POSSESSIVE_NUMBER = re.compile(r"'s \d")
"""The English possessive of a number: "the Demon King's 1"."""
IMPERATIVES = {
    "fi": re.compile(
        r"(?:^|[:,–;] )(?:ota|menetä|heitä|siirry|nosta|paranna|poista|pidä|saat|lisää|"
        r"valitse|pelaa|torju|vältä|aktivoi)\b"
    ),
    "en": re.compile(
        r"(?:^|[:,–;] )(?:take|lose|roll|move|draw|heal|discard|keep|gain|prevent|add|"
        r"choose|play|activate)\b"
    ),
}
"""A card's text quoted as an order inside a log line ("…: Movement, take 1 fatigue: …")."""
SECOND_PERSON = {
    "fi": re.compile(
        r"\b(?:sinä|sinun|sinulla|sinulle|sinut|olet|saat|voit|pääset|menetät|heität|häviät|"
        r"\w*(?:korttisi|vuorosi|varusteesi|sankarisi))\b",
        re.IGNORECASE,
    ),
    "en": re.compile(r"\b(?:you|your)\b", re.IGNORECASE),
}
"""The reader addressed inside a line told in the third person ("Taikakorttisi on …")."""
SAMPLE_PER_GAME = 4000
"""Lines read per game and language (all of the corpus, capped)."""


@cache
def _lines(game_id: str, lang: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(line for _, _, line in corpus_lines(game_id, lang)))


@cache
def _ids(game_id: str) -> frozenset[str]:
    """Every part of the game's message ids: the words its content and reasons are known by inside."""
    prefix = get_game(game_id).prefix
    parts: set[str] = set()
    for ident in catalog(prefix, "en"):
        for part in ident.split("-", 2)[2:]:
            parts.add(part)
            parts.update(part.split("_"))
    return frozenset(p for p in parts if len(p) > 2)


@cache
def _lowercase_english(game_id: str) -> frozenset[str]:
    """The words the game's English catalog writes in lower case (a word, not only a name)."""
    prefix = get_game(game_id).prefix
    values = " ".join(str(v) for v in catalog(prefix, "en").values())
    return frozenset(re.findall(r"\b[a-z]+\b", values))


@cache
def _phases(game_id: str, lang: str) -> frozenset[str]:
    """The combat phases' names as the catalog writes them alone (Runebound: ``Heittoase``)."""
    prefix = get_game(game_id).prefix
    return frozenset(
        str(value).strip()
        for ident, value in catalog(prefix, lang).items()
        if ident.startswith(f"{prefix}-phase-") and isinstance(value, str)
    )


def parenthesised_ids(line: str, game_id: str, lang: str) -> list[str]:
    """Ids or English words in parentheses: "(whirlpool)" in a Finnish line, "(boats)" anywhere."""
    found = []
    for inner in PARENTHESISED.findall(line):
        words = re.findall(r"[A-Za-z_-]+", inner)
        if len(words) != 1 or words[0] != inner.strip():
            continue
        word = words[0]
        if (
            "_" in word
            or ("-" in word and word.islower())
            or (lang == "fi" and (word.casefold() in english_words() or word in _ids(game_id)))
        ):
            found.append(word)
        elif lang == "en" and word in _ids(game_id) and word not in _lowercase_english(game_id):
            found.append(word)  # "(boats)": an id, where the game's words say "the Boats"
    return found


def capitalised_phase(line: str, game_id: str, lang: str) -> list[str]:
    """A phase's name capitalised inside a sentence ("puolustautuu (Heittoase)")."""
    found = []
    for phase in _phases(game_id, lang):
        for match in re.finditer(rf"(?<=[\w,(:] )\(?{re.escape(phase)}\b|\({re.escape(phase)}\)", line):
            if match.start() > 0:
                found.append(phase)
    return found


def line_problems(line: str, game_id: str, lang: str) -> list[str]:
    bad = [f"{w!r} in parentheses" for w in parenthesised_ids(line, game_id, lang)]
    bad += [f"numbers run together {m!r}" for m in RUN_TOGETHER.findall(line)]
    if lang == "en" and POSSESSIVE_NUMBER.search(line):
        bad.append("a possessive number")
    if IMPERATIVES[lang].search(line):
        bad.append("an imperative in a log line")
    if SECOND_PERSON[lang].search(line):
        bad.append("the second person in a log line")
    bad += [f"the phase {p!r} capitalised mid-sentence" for p in capitalised_phase(line, game_id, lang)]
    return bad


@pytest.mark.timeout(600)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(SAMPLE_GAMES))
def test_log_lines_have_none_of_the_patterns(game_id: str, lang: str) -> None:
    bad = [f"{line!r}: {why}" for line in _lines(game_id, lang)[:SAMPLE_PER_GAME]
           for why in line_problems(line, game_id, lang)]  # fmt: skip
    assert not bad, f"{len(bad)} problems, first:\n" + "\n".join(bad[:30])


@pytest.mark.timeout(600)
@pytest.mark.parametrize("game_id", list(SAMPLE_GAMES))
def test_no_two_choices_of_a_decision_read_the_same(game_id: str) -> None:
    bad = []
    for played in wide_corpus(game_id):
        for decision in played.decisions:
            for lang in LANGS:
                labels = decision.labels[lang]
                twice = sorted({label for label in labels if labels.count(label) > 1})
                bad += [f"{played.heading()} ({lang}): {label!r}" for label in twice]
    assert not bad, f"{len(bad)} duplicate labels, first:\n" + "\n".join(dict.fromkeys(bad[:30]))


@pytest.mark.timeout(600)
@pytest.mark.parametrize("game_id", list(SAMPLE_GAMES))
def test_menu_labels_have_no_ids_in_parentheses(game_id: str) -> None:
    bad = []
    for played in wide_corpus(game_id):
        for decision in played.decisions:
            for lang in LANGS:
                for label in decision.labels[lang]:
                    bad += [f"{label!r}: {w!r}" for w in parenthesised_ids(label, game_id, lang)]
                    bad += [f"{label!r}: numbers run together" for _ in RUN_TOGETHER.findall(label)]
    assert not bad, f"{len(bad)} problems, first:\n" + "\n".join(list(dict.fromkeys(bad))[:30])


def test_the_patterns_catch_the_reported_lines() -> None:
    kk, rb = "key-to-the-kingdom", "runebound"
    assert line_problems(
        "Heuristinen botti 3 menettää Paholaislinnan kotelon: pois pelistä (whirlpool).", kk, "fi"
    )
    assert line_problems("Aino loses the case to out of the game (boats).", kk, "en")
    assert line_problems("Valitse: heitä 8 4 heitolla", kk, "fi")
    assert line_problems("Aino moves to the Demon King's 1.", kk, "en")
    assert line_problems(
        "Aino käyttää kykyä: Sela Orjantappura – Liikkuminen, ota 1 väsymys: metsä.", rb, "fi"
    )
    assert line_problems("Ville puolustautuu (Heittoase): 3+3 + 3 = 9 vs 14 — epäonnistui.", rb, "fi")
    assert line_problems("Taikakorttisi on Tammen siunaus.", kk, "fi")
    assert not line_problems("Aino heittää 9 ja pääsee 8 askelta.", kk, "fi")
    assert not line_problems("Aino saa 1\u00a0000 kultaa.", rb, "fi")  # grouped: a no-break space
