"""Rule traceability: every rule ID of every registered game is documented, implemented and tested.

The IDs come from the project's own rules documents (``docs/rules/<game>.md``), which must carry every
ID of the shared checklists (``../shared/rules/<game>.md``, checked when that folder is present).
Each ID must appear in a comment in the game's source and be cited by at least one test. The failure
message lists the IDs that are still missing, so the gap is always visible.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from noppa import get_game, list_games

ROOT = Path(__file__).resolve().parent.parent
RULE_ID = re.compile(r"\b(?:DD|KK|RB)-[A-Z]+-[0-9]+[a-z]?\b")


def ids_in(paths: list[Path]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        found.update(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return found


def documented(game_id: str) -> set[str]:
    doc = ROOT / "docs" / "rules" / f"{game_id}.md"
    assert doc.exists(), f"{doc} is missing: every game documents its rules"
    return ids_in([doc])


@pytest.mark.parametrize("game_id", list_games())
def test_rules_document_carries_every_checklist_id(game_id: str) -> None:
    checklist = ROOT.parent / "shared" / "rules" / f"{game_id}.md"
    if not checklist.exists():
        pytest.skip("the shared checklists are not next to this checkout")
    missing = sorted(ids_in([checklist]) - documented(game_id))
    assert not missing, f"docs/rules/{game_id}.md lacks: {' '.join(missing)}"


@pytest.mark.parametrize("game_id", list_games())
def test_every_rule_id_is_cited_by_a_test(game_id: str) -> None:
    cited = ids_in(sorted((ROOT / "tests").rglob("*.py")))
    missing = sorted(documented(game_id) - cited)
    assert not missing, f"{len(missing)} rule IDs no test cites yet: {' '.join(missing)}"


@pytest.mark.parametrize("game_id", list_games())
def test_every_rule_id_lives_in_a_code_comment(game_id: str) -> None:
    package = Path(get_game(game_id).__class__.__module__.replace(".", "/")).parent
    sources = sorted((ROOT / "src" / package).rglob("*.py"))
    missing = sorted(documented(game_id) - ids_in(sources))
    assert not missing, f"{len(missing)} rule IDs not cited in {package}: {' '.join(missing)}"
