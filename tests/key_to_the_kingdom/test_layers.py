"""Key to the Kingdom's package in layers (docs/architecture.md): the rules (``rules/``) and the
content (``content/``) never import the words, the bots or the interfaces (``words/``, ``ai/``,
``ui/``), the content not even the rules; and no module imports another in a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import noppa.games.key_to_the_kingdom as package

PACKAGE = Path(package.__file__).resolve().parent
PREFIX = "noppa.games.key_to_the_kingdom"
BELOW = {
    "rules": ("words", "ai", "ui"),
    "content": ("rules", "words", "ai", "ui"),
}
"""What each layer must never import."""


def imported(path: Path) -> set[str]:
    """Every module and name ``path`` imports, anywhere in it (TYPE_CHECKING and functions too)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def name_of(path: Path) -> str:
    """``rules.state`` for rules/state.py; ``words`` for words/__init__.py."""
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {name_of(p): p for p in PACKAGE.rglob("*.py")}


def test_the_rules_and_the_content_never_import_words_bots_or_interfaces() -> None:
    assert "rules.state_hazards" in MODULES and "content.board" in MODULES
    for name, path in MODULES.items():
        layer = name.split(".")[0]
        for other in BELOW.get(layer, ()):
            bad = {
                n for n in imported(path) if n == f"{PREFIX}.{other}" or n.startswith(f"{PREFIX}.{other}.")
            }
            assert not bad, f"{name} imports {sorted(bad)}"


def top_level_imports(path: Path) -> set[str]:
    """The package's modules ``path`` imports when it loads (not those under TYPE_CHECKING or
    inside functions)."""
    found: set[str] = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PREFIX):
            base = node.module[len(PREFIX) + 1 :]
            for alias in node.names:
                sub = f"{base}.{alias.name}" if base else alias.name
                found.add(sub if sub in MODULES else base)
    found.discard("")
    return found


def test_the_modules_import_one_another_without_a_cycle() -> None:
    graph = {name: top_level_imports(path) for name, path in MODULES.items()}
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
