"""The imports of every module under ``src/noppa`` form no cycle.

The graph is read from the sources with ``ast``, so nothing is imported to draw it, and every import
statement is an edge, of one of three kinds:

- **module** — at the top of a file (or in a class body, or a ``try:`` there): it runs on import.
- **function** — inside a function: it runs later, but it ties the two modules together just the
  same (moving an import into a function is the usual way a cycle gets hidden, not removed). It
  counts exactly like a module import.
- **type** — under ``if TYPE_CHECKING:``: it never runs, but mypy and a reader follow it. Inside one
  area (``engine``, ``bots``, ``sim``, ``rl``, ``openspiel``, ``tutorial``, ``server``, ``cli``,
  ``web``, or one game's package ``games/<game>``) it is left out of the module graph: a typed
  back-reference — ``State.game`` naming the :class:`Game` that made it, a game's rules module
  typing its parameter as the game's state, which that state's module calls — is how a class and
  its collaborators name each other, and no import order depends on it. *Between* areas it counts
  (:func:`test_no_cycle_between_areas`): one area never needs the types of another that needs it.

So two checks: the modules' running imports (module and function kinds) form a DAG over all of
``src/noppa``, and the areas form a DAG with every kind counted. ``from package import name`` is an
edge to the submodule ``package.name`` when there is one, else to the package; an import of
``a.b.c`` is an edge to ``a.b.c`` only (its parent packages, which Python also runs, are left out:
a package's ``__init__`` re-exporting its own modules would otherwise make every package a cycle).
A cycle is reported by its modules and one closed path through them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

import noppa

SOURCE = Path(noppa.__file__).resolve().parent

Kind = Literal["module", "function", "type"]
RUNNING: frozenset[Kind] = frozenset({"module", "function"})
EVERY: frozenset[Kind] = frozenset({"module", "function", "type"})


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


def _imports(node: ast.AST, kind: Kind = "module") -> Iterator[tuple[ast.Import | ast.ImportFrom, Kind]]:
    """Every import statement under ``node`` with its kind (see the module's docstring)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child):
            for inner in child.body:
                yield from _imports_of(inner, "type")
            for other in child.orelse:
                yield from _imports_of(other, kind)
            continue
        yield from _imports_of(child, kind)


def _imports_of(node: ast.AST, kind: Kind) -> Iterator[tuple[ast.Import | ast.ImportFrom, Kind]]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node, kind
        return
    if kind == "module" and isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        kind = "function"
    yield from _imports(node, kind)


def _targets(
    node: ast.Import | ast.ImportFrom, name: str, is_package: bool, modules: dict[str, Path]
) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        anchor = name.split(".")
        anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
        base = ".".join([*anchor, base] if base else anchor)
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]


def import_edges(modules: dict[str, Path]) -> dict[str, dict[str, set[Kind]]]:
    """Which of ``modules`` each one imports, and by which kinds of import (an ancestor package of
    the importer is not an edge)."""
    edges: dict[str, dict[str, set[Kind]]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        mine: dict[str, set[Kind]] = {}
        for node, kind in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            for target in _targets(node, name, is_package, modules):
                if target in modules and target != name and not name.startswith(target + "."):
                    mine.setdefault(target, set()).add(kind)
        edges[name] = mine
    return edges


def import_graph(modules: dict[str, Path], kinds: frozenset[Kind] = RUNNING) -> dict[str, set[str]]:
    """Which of ``modules`` each one imports by an import of one of ``kinds``."""
    return {
        name: {target for target, how in targets.items() if how & kinds}
        for name, targets in import_edges(modules).items()
    }


def area(module: str) -> str:
    """The part of noppa ``module`` belongs to: ``noppa.<area>``, or ``noppa.games.<game>``."""
    parts = module.split(".")
    return ".".join(parts[:3] if parts[1:2] == ["games"] and len(parts) > 2 else parts[:2])


def area_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """``graph`` with each module replaced by its :func:`area` (an area's own imports left out)."""
    areas: dict[str, set[str]] = {}
    for name, targets in graph.items():
        mine = areas.setdefault(area(name), set())
        mine.update(area(target) for target in targets if area(target) != area(name))
    return areas


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


def closed_path(graph: dict[str, set[str]], group: list[str]) -> list[str]:
    """One path from the first module of ``group`` (a cycle of ``graph``) back to it."""
    members, start = set(group), group[0]
    paths = {start: [start]}
    todo = [start]
    while todo:
        here = todo.pop(0)
        for there in sorted(graph[here] & members):
            if there == start:
                return [*paths[here], start]
            if there not in paths:
                paths[there] = [*paths[here], there]
                todo.append(there)
    raise AssertionError(f"{group} is not a cycle")  # pragma: no cover


def explain(graph: dict[str, set[str]], groups: list[list[str]]) -> list[str]:
    return [f"{', '.join(group)}: {' → '.join(closed_path(graph, group))}" for group in groups]


def test_every_area_and_game_is_read() -> None:
    graph = import_graph(module_names(SOURCE, "noppa"))
    areas = {area(name) for name in graph}
    for part in ("engine", "bots", "sim", "rl", "openspiel", "tutorial", "server", "cli"):
        assert f"noppa.{part}" in areas
    for game in ("dungeon_dice", "key_to_the_kingdom", "runebound"):
        assert f"noppa.games.{game}" in areas
    assert len(graph) > 150


def test_no_import_cycle_under_src() -> None:
    graph = import_graph(module_names(SOURCE, "noppa"))
    assert explain(graph, cycles(graph)) == [], "import cycles (module or function imports)"


def test_no_cycle_between_areas() -> None:
    graph = area_graph(import_graph(module_names(SOURCE, "noppa"), EVERY))
    assert explain(graph, cycles(graph)) == [], "areas that import each other (type-only imports included)"


def toy(tmp_path: Path) -> dict[str, Path]:
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "a.py").write_text("from toy import b, e\n")
    (tmp_path / "b.py").write_text("def f():\n    from toy import a\n")
    (tmp_path / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from toy import a\n"
        "else:\n    from toy import b\nclass C:\n    import toy.d\n"
    )
    (tmp_path / "d.py").write_text("from toy.c import x\nfrom . import a\nf = lambda: __import__('x')\n")
    (tmp_path / "e.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from toy.a import A\n"
    )
    return module_names(tmp_path, "toy")


def test_each_kind_of_import_is_told_apart(tmp_path: Path) -> None:
    edges = import_edges(toy(tmp_path))
    assert edges == {
        "toy": {},
        "toy.a": {"toy.b": {"module"}, "toy.e": {"module"}},
        "toy.b": {"toy.a": {"function"}},
        "toy.c": {"toy.a": {"type"}, "toy.b": {"module"}, "toy.d": {"module"}},
        "toy.d": {"toy.a": {"module"}, "toy.c": {"module"}},
        "toy.e": {"toy.a": {"type"}},
    }


def test_a_lazy_import_closes_a_cycle_and_a_type_only_one_does_not(tmp_path: Path) -> None:
    modules = toy(tmp_path)
    running = import_graph(modules)
    assert cycles(running) == [["toy.a", "toy.b"], ["toy.c", "toy.d"]]
    assert explain(running, [["toy.a", "toy.b"]]) == ["toy.a, toy.b: toy.a → toy.b → toy.a"]
    assert cycles(import_graph(modules, EVERY)) == [["toy.a", "toy.b", "toy.e"], ["toy.c", "toy.d"]]


def test_a_type_only_import_between_areas_counts() -> None:
    graph = {
        "noppa.engine.state": {"noppa.engine.game"},
        "noppa.engine.game": {"noppa.engine.state"},
        "noppa.games.x.rules.state": {"noppa.engine.state", "noppa.server.rooms"},
        "noppa.server.rooms": {"noppa.games.x.rules.state"},
    }
    areas = area_graph(graph)
    assert areas == {
        "noppa.engine": set(),
        "noppa.games.x": {"noppa.engine", "noppa.server"},
        "noppa.server": {"noppa.games.x"},
    }
    assert cycles(areas) == [["noppa.games.x", "noppa.server"]]
