"""The rules modules of Key to the Kingdom stand apart from its bots (none imports ``ai/``) and
import one another in layers, without a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import noppa.games.key_to_the_kingdom as package

PACKAGE = Path(package.__file__).resolve().parent
GLUE = {"game.py"}
"""The game's hooks reach the bots through lazy imports; it is the one module allowed to."""


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_no_rules_module_imports_the_bots() -> None:
    modules = [p for p in PACKAGE.glob("*.py") if p.name not in GLUE]
    assert any(p.name == "state_hazards.py" for p in modules)
    for path in modules:
        bad = {n for n in imported(path) if n.startswith("noppa.games.key_to_the_kingdom.ai")}
        assert not bad, f"{path.name} imports {sorted(bad)}"


def top_level_imports(path: Path) -> set[str]:
    """The package's modules ``path`` imports when it loads (not those under TYPE_CHECKING or
    inside functions)."""
    prefix = "noppa.games.key_to_the_kingdom"
    found: set[str] = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(prefix):
            if node.module == prefix:
                found.update(alias.name for alias in node.names)
            else:
                found.add(node.module[len(prefix) + 1 :].split(".")[0])
    return found


def test_the_rules_modules_import_one_another_without_a_cycle() -> None:
    graph = {p.stem: top_level_imports(p) for p in PACKAGE.glob("*.py")}
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, f"import cycle: {' -> '.join((*path, module))}"
        if module in done:
            return
        for other in graph.get(module, ()):
            visit(other, (*path, module))
        done.add(module)

    for module in graph:
        visit(module, ())
