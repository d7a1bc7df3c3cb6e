"""Module imports inside each game form a DAG: no module imports, even lazily, one that imports it back.

The graph is read from the sources with ``ast``: every ``import`` counts, at the top of a file or
inside a function (an import moved into a function still ties the two modules together); only
imports under ``if TYPE_CHECKING:`` are left out, since they never run. ``from package import name``
is an edge to the submodule ``package.name`` when there is one, else to the package.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import noppa.games

GAMES_DIR = Path(noppa.games.__file__).parent
GAMES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").exists())


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module under ``root`` (the directory of ``package``) by dotted name."""
    names: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = [package, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements under ``node`` that can run (not those under ``if TYPE_CHECKING:``)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child):
            for other in child.orelse:
                yield from _imports(other)
            continue
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        yield from _imports(child)


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Which of ``modules`` each one imports (an ancestor package of the importer is not an edge)."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = name.split(".")
                    anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                    for alias in node.names
                ]
            for target in targets:
                if target in modules and target != name and not name.startswith(target + "."):
                    edges.add(target)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_all_three_games_are_checked() -> None:
    assert {"dungeon_dice", "key_to_the_kingdom", "runebound"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_no_import_cycle(game: str) -> None:
    modules = module_names(GAMES_DIR / game, f"noppa.games.{game}")
    assert cycles(import_graph(modules)) == []


def test_a_lazy_import_still_counts_and_type_checking_does_not(tmp_path: Path) -> None:
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "a.py").write_text("from toy import b\n")
    (tmp_path / "b.py").write_text("def f():\n    from toy import a\n")
    (tmp_path / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from toy import a\n"
    )
    (tmp_path / "d.py").write_text("from toy.c import x\nfrom . import a\n")
    graph = import_graph(module_names(tmp_path, "toy"))
    assert graph == {
        "toy": set(),
        "toy.a": {"toy.b"},
        "toy.b": {"toy.a"},
        "toy.c": set(),
        "toy.d": {"toy.a", "toy.c"},
    }
    assert cycles(graph) == [["toy.a", "toy.b"]]
