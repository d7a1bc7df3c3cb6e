"""Imports only go down: engine ← games ← bots ← sim, rl, server, cli (docs/architecture.md).

Read from the source with ``ast`` (imports inside functions and under ``TYPE_CHECKING`` count too),
so a lazy import cannot hide a dependency that runs the wrong way.
"""

from __future__ import annotations

import ast
from pathlib import Path

import noppa

SOURCE = Path(noppa.__file__).resolve().parent

ENGINE, GAMES, BOTS, AI, TOP = range(5)
"""The layers, lowest first. A game's ``ai/`` package (its bots and search helpers) sits above the
generic bots, which it may build on; its ``game.py`` may import it to wire up its capabilities."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SOURCE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> int:
    parts = module.split(".")
    if len(parts) < 2:
        return TOP  # the ``noppa`` package itself re-exports the engine for users
    if parts[1] == "engine":
        return ENGINE
    if parts[1] == "games":
        return AI if "ai" in parts[3:4] else GAMES
    if parts[1] == "bots":
        return BOTS
    return TOP


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


def imports(path: Path, module: str) -> set[str]:
    """Every ``noppa`` module that ``path`` imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return {name for name in found if name == "noppa" or name.startswith("noppa.")}


def violations() -> list[str]:
    found: list[str] = []
    for path in sorted(SOURCE.rglob("*.py")):
        module = module_name(path)
        mine = layer(module)
        for target in sorted(imports(path, module)):
            theirs = layer(target)
            other_game = game_of(target)
            if other_game is not None and game_of(module) not in (None, other_game):
                found.append(f"{module} imports {target}: one game never imports another")
            elif theirs > mine and not (mine == GAMES and theirs == AI and game_of(module) == other_game):
                found.append(f"{module} (layer {mine}) imports {target} (layer {theirs})")
    return found


def test_imports_only_go_down() -> None:
    assert violations() == []


def test_the_check_sees_lazy_and_relative_imports(tmp_path: Path) -> None:
    """The checker itself: each layer named, an import inside a function and a relative one found."""
    assert layer("noppa.engine.state") == ENGINE
    assert layer("noppa.games.runebound.rules.combat") == GAMES
    assert layer("noppa.games.runebound.ai.bot") == AI
    assert layer("noppa.bots.mcts") == BOTS
    assert layer("noppa.server.rooms") == TOP
    source = tmp_path / "rules.py"
    source.write_text("def later():\n    from noppa.bots import make_bot\n\nfrom .ai import bot\n")
    found = imports(source, "noppa.games.somegame.rules")
    assert {"noppa.bots.make_bot", "noppa.games.somegame.ai.bot"} <= found
