"""Every rule ID of the checklist is cited by a test and carried by docs/rules/runebound.md."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ID = re.compile(r"RB-[A-Z]+-\d+")


def checklist_ids() -> set[str]:
    """The IDs of ``../shared/rules/runebound.md`` if it is beside the repository, else of our doc."""
    for candidate in (
        ROOT.parent / "shared" / "rules" / "runebound.md",
        ROOT / "docs" / "rules" / "runebound.md",
    ):
        if candidate.exists():
            return set(ID.findall(candidate.read_text(encoding="utf-8")))
    raise AssertionError("no rules checklist found")


def cited_ids() -> set[str]:
    """IDs named in ``pytest.mark.rule(...)`` marks of the Runebound tests."""
    found: set[str] = set()
    for path in (ROOT / "tests" / "runebound").glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "rule"
            ):
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.add(arg.value)
    return found


def test_every_rule_is_cited_by_a_test() -> None:
    missing = sorted(checklist_ids() - cited_ids())
    assert not missing, f"rules no test cites yet: {', '.join(missing)}"


def test_the_rules_document_carries_every_id() -> None:
    document = set(ID.findall((ROOT / "docs" / "rules" / "runebound.md").read_text(encoding="utf-8")))
    missing = sorted(checklist_ids() - document)
    assert not missing, f"rules missing from docs/rules/runebound.md: {', '.join(missing)}"
