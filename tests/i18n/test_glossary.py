"""One term per thing: where a game's glossary says *never X* (docs/i18n.md, docs/runebound/
README.md *Finnish terms*), no Finnish text of that game uses X in any form — not its catalog, its
rules page nor its lesson."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "src" / "noppa" / "games"
GLOSSARIES = {
    "dungeon_dice": (ROOT / "docs" / "i18n.md", "**Dungeon Dice**", "dd"),
    "key_to_the_kingdom": (ROOT / "docs" / "i18n.md", "**Key to the Kingdom**", "kk"),
    "runebound": (ROOT / "docs" / "runebound" / "README.md", "## Finnish terms", "rb"),
}
ALLOWED = {"pelissä"}
"""Words a glossary rules out in one sense that Finnish needs in another: *vaarassa (never
Pelissä)* is about cards at risk, while *tässä pelissä* is 'in this game'."""


def never(doc: Path, heading: str) -> list[str]:
    """The terms the glossary table after ``heading`` rules out ("(never *reuna*)")."""
    text = doc.read_text(encoding="utf-8").split(heading, 1)[1]
    table = text.split("\n\n|", 1)[-1].split("\n\n", 1)[0] if "\n\n|" in text else text
    return [term for term in re.findall(r"never \*([^*]+)\*", table) if term.casefold() not in ALLOWED]


def stem(term: str) -> str:
    """The part of a Finnish word its inflected forms keep (*uupum-us*, *uupum-uksen*)."""
    return term[: max(6, len(term) - 3)]


def finnish_texts(package: str, prefix: str) -> str:
    lesson = (ROOT / "src" / "noppa" / "tutorial" / "locale" / "fi.ftl").read_text(encoding="utf-8")
    own_lesson = "\n".join(block for block in lesson.split("\ntut-") if block.startswith(f"{prefix}-"))
    return "\n".join(
        [
            (GAMES / package / "locale" / "fi.ftl").read_text(encoding="utf-8"),
            (GAMES / package / "pages" / "fi.md").read_text(encoding="utf-8"),
            own_lesson,
        ]
    )


@pytest.mark.parametrize("package", list(GLOSSARIES))
def test_terms_the_glossary_rules_out_are_not_used(package: str) -> None:
    doc, heading, prefix = GLOSSARIES[package]
    terms = never(doc, heading)
    assert terms, f"no 'never' entries found under {heading} in {doc.name}"
    said = finnish_texts(package, prefix)
    found = {term: re.findall(rf"(?i)\b{re.escape(stem(term))}\w*", said) for term in terms}
    assert not any(found.values()), {term: words[:5] for term, words in found.items() if words}
