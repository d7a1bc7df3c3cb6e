"""Rule traceability: every rule ID of every registered game is documented, implemented and tested.

The IDs come from the project's own rules documents (``docs/rules/<game>.md``), which must carry every
ID of the shared checklists (``../shared/rules/<game>.md``, checked when that folder is present).
Each ID must appear in a comment in the game's source and be proven by at least one test: named in a
``@pytest.mark.rule(...)`` mark of a test function or class (or a module's ``pytestmark``), read from
the test modules with ``ast``; an ID that only a comment or a docstring mentions does not count. The
failure message lists the IDs that are still missing, so the gap is always visible.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from noppa import get_game, list_games

ROOT = Path(__file__).resolve().parent.parent
RULE_ID = re.compile(r"\b(?:DD|KK|RB)-[A-Z]+-[0-9]+[a-z]?\b")
WEB_RULE_ID = re.compile(r"\bweb-[A-Z]+-[0-9]+\b")
"""The platform's own rules (seats, clusters, clocks, keys, ratings, chat), documented in docs/web.md."""
WEB_STATIC = ROOT / "src" / "noppa" / "web" / "static"


def ids_in(paths: list[Path]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        found.update(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return found


def is_rule_mark(node: ast.expr, aliases: set[str]) -> bool:
    """Whether ``node`` is ``pytest.mark.rule``, ``mark.rule`` or a name bound to one of them."""
    if isinstance(node, ast.Name):
        return node.id in aliases
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "rule"
        and (
            (isinstance(node.value, ast.Attribute) and node.value.attr == "mark")
            or (isinstance(node.value, ast.Name) and node.value.id == "mark")
        )
    )


def marked_in(tree: ast.Module, where: str) -> set[str]:
    """The IDs of the ``rule(...)`` marks that ``tree`` puts on its tests."""
    aliases = {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign) and is_rule_mark(node.value, set())
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    marks: list[ast.expr] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test")) or (
            isinstance(node, ast.ClassDef) and node.name.startswith("Test")
        ):
            marks.extend(node.decorator_list)
        elif isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "pytestmark" for target in node.targets
        ):
            marks.extend(node.value.elts if isinstance(node.value, ast.List) else [node.value])
    found: set[str] = set()
    for mark in marks:
        if isinstance(mark, ast.Call) and is_rule_mark(mark.func, aliases):
            for arg in mark.args:
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                    f"{where}:{mark.lineno}: a rule mark names its IDs as plain strings"
                )
                found.add(arg.value)
    return found


@cache
def marked() -> frozenset[str]:
    """Every rule ID named in a ``rule(...)`` mark of a test under ``tests/``."""
    found: set[str] = set()
    for path in sorted((ROOT / "tests").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found.update(marked_in(tree, str(path.relative_to(ROOT))))
    return frozenset(found)


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
def test_every_rule_id_is_proven_by_a_marked_test(game_id: str) -> None:
    missing = sorted(documented(game_id) - marked())
    assert not missing, f"{len(missing)} rule IDs no test marks yet: {' '.join(missing)}"


def test_every_marked_rule_id_is_documented() -> None:
    known: set[str] = set()
    for game_id in list_games():
        known |= documented(game_id)
    known |= web_documented()
    unknown = sorted(marked() - known)
    assert not unknown, f"rule marks name IDs no rules document has: {' '.join(unknown)}"


def web_documented() -> set[str]:
    """The platform's rule IDs, as docs/web.md defines them."""
    return set(WEB_RULE_ID.findall((ROOT / "docs" / "web.md").read_text(encoding="utf-8")))


def test_every_platform_rule_is_implemented_and_proven() -> None:
    """docs/web.md's rule IDs (``web-CLOCK-02``…) live in a comment of the server or the browser code
    and are proven by a marked test, as the games' rules are."""
    ids = web_documented()
    assert ids, "docs/web.md defines no web-* rule IDs"
    sources = [*(ROOT / "src" / "noppa" / "server").rglob("*.py"), *WEB_STATIC.rglob("*.js")]
    cited: set[str] = set()
    for path in sources:
        cited.update(WEB_RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert not (missing := sorted(ids - cited)), f"platform rules cited in no code: {' '.join(missing)}"
    assert not (missing := sorted(ids - marked())), f"platform rules no test marks: {' '.join(missing)}"


def test_only_rule_marks_count() -> None:
    source = """
import pytest
from pytest import mark
rule = pytest.mark.rule
pytestmark = [pytest.mark.rule("DD-A-1")]

# DD-A-2 in a comment
@rule("DD-A-3")
def test_one() -> None:
    \"\"\"DD-A-4 in a docstring.\"\"\"

@mark.rule("DD-A-5", "DD-A-6")
class TestTwo:
    @pytest.mark.rule("DD-A-7")
    def test_three(self) -> None:
        pass

@rule("DD-A-8")
def helper() -> None:
    pass
"""
    assert marked_in(ast.parse(source), "example") == {
        "DD-A-1",
        "DD-A-3",
        "DD-A-5",
        "DD-A-6",
        "DD-A-7",
    }


@pytest.mark.parametrize("game_id", list_games())
def test_every_rule_id_lives_in_a_code_comment(game_id: str) -> None:
    package = Path(get_game(game_id).__class__.__module__.replace(".", "/")).parent
    # the browser boards' rules (DD-UI-…, RB-UI-…) live in the static files
    sources = sorted((ROOT / "src" / package).rglob("*.py")) + sorted(
        p for p in WEB_STATIC.rglob("*") if p.suffix in (".js", ".css") and "vendor" not in p.parts
    )
    missing = sorted(documented(game_id) - ids_in(sources))
    assert not missing, f"{len(missing)} rule IDs not cited in {package}: {' '.join(missing)}"
