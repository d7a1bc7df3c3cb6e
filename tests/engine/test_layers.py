"""The layers of docs/architecture.md, enforced: imports only go down, and a game is reached whole.

Read from the source with ``ast`` by the reader of ``tests/test_import_cycles.py``: imports inside
functions and under ``TYPE_CHECKING`` count too, so a lazy or type-only import cannot hide a
dependency that runs the wrong way. The rules, each a test below:

- **The engine is the bottom**: ``noppa.engine`` imports no game, no bot and nothing built on it.
- **Imports only go down**: engine ← games ← bots ← a game's ``ai/`` ← sim, rl, openspiel,
  server, cli, tutorial, web; ``bots`` builds on the engine alone (it meets games through the
  registry); one game never imports another.
- **A game is reached through its Game**: everything outside a game's package imports at most the
  package itself (``noppa.games.<game>``, for its ``GAME``) — never a module inside it; most reach
  it by id through the registry (``get_game``) and use its capabilities.
- **Inside a game**: its rules (``rules/``) never import its ``words/``, ``ai/`` or ``ui/``; its
  ``ai/`` (bots, search helpers) is imported only by ``game.py``, where the game's capabilities
  are wired, and by ``ai/`` itself. Every game has a ``rules/`` package.
"""

from __future__ import annotations

from tests.test_import_cycles import SOURCE, import_edges, module_names

ENGINE, GAMES, BOTS, AI, TOP = range(5)
"""The layers, lowest first. A game's ``ai/`` package sits above the generic bots, which it may
build on; its ``game.py`` may import it to wire up its capabilities."""

GAME_IDS = sorted(
    path.parent.name
    for path in SOURCE.joinpath("games").glob("*/__init__.py")
    if path.parent.name.isidentifier()
)


def layer(module: str) -> int:
    parts = module.split(".")
    if len(parts) < 2:
        return TOP  # the ``noppa`` package itself re-exports the engine for users
    if parts[1] == "engine":
        return ENGINE
    if parts[1] == "games":
        return AI if parts[3:4] == ["ai"] else GAMES
    if parts[1] == "bots":
        return BOTS
    return TOP


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


def part_of(module: str) -> str | None:
    """The part of its game a module is in: ``rules``, ``words``, ``ai``, ``ui``, … (its first
    folder below the game's package), ``game`` for ``game.py``, ``None`` outside a game."""
    parts = module.split(".")
    return parts[3] if len(parts) > 3 and parts[1] == "games" else None


def edges() -> list[tuple[str, str]]:
    """Every (importer, imported) pair of modules under ``src/noppa``, every kind of import."""
    graph = import_edges(module_names(SOURCE, "noppa"))
    return [(name, target) for name, targets in sorted(graph.items()) for target in sorted(targets)]


def engine_rule(module: str, target: str) -> str | None:
    if layer(module) == ENGINE and layer(target) != ENGINE:
        return f"{module} imports {target}: the engine imports nothing built on it"
    return None


def game_rule(module: str, target: str) -> str | None:
    """Nobody outside a game reaches into it; one game never imports another."""
    theirs, mine = game_of(target), game_of(module)
    if theirs is None or theirs == mine:
        return None
    if mine is not None:
        return f"{module} imports {target}: one game never imports another"
    if target != f"noppa.games.{theirs}":
        return (
            f"{module} imports {target}: outside a game, use its Game (get_game, noppa.games.{theirs}.GAME)"
        )
    return None


def layer_rule(module: str, target: str) -> str | None:
    mine, theirs = layer(module), layer(target)
    if mine == BOTS and theirs not in (ENGINE, BOTS):
        return f"{module} imports {target}: the generic bots build on the engine alone"
    if theirs > mine and not (
        part_of(module) == "game" and part_of(target) == "ai" and game_of(module) == game_of(target)
    ):
        return f"{module} (layer {mine}) imports {target} (layer {theirs}): imports only go down"
    return None


def inside_rule(module: str, target: str) -> str | None:
    """Within one game: the rules never import words, ai or ui; only game.py and ai/ import ai/."""
    if game_of(module) is None or game_of(module) != game_of(target):
        return None
    mine, theirs = part_of(module), part_of(target)
    if mine == "rules" and theirs in ("words", "ai", "ui"):
        return f"{module} imports {target}: a game's rules never import its {theirs}/"
    if theirs == "ai" and mine not in ("game", "ai"):
        return f"{module} imports {target}: only game.py wires in a game's ai/"
    return None


RULES = (engine_rule, game_rule, layer_rule, inside_rule)


def violations() -> list[str]:
    return [said for module, target in edges() for rule in RULES if (said := rule(module, target))]


def test_imports_only_go_down_and_games_are_reached_whole() -> None:
    assert violations() == []


def test_every_game_has_its_rules_package() -> None:
    assert {"dungeon_dice", "key_to_the_kingdom", "runebound"} <= set(GAME_IDS)
    lacking = sorted(
        game for game in GAME_IDS if not SOURCE.joinpath("games", game, "rules", "__init__.py").exists()
    )
    missing = [f"noppa.games.{game} has no rules/ package" for game in lacking]
    assert missing == [], "each game keeps its rules in rules/ (docs/architecture.md)"


def test_each_rule_names_what_it_refuses() -> None:
    """The checker itself, on imports made up for it."""
    assert layer("noppa.engine.state") == ENGINE
    assert layer("noppa.games.runebound.rules.combat") == GAMES
    assert layer("noppa.games.runebound.ai.bot") == AI
    assert layer("noppa.bots.mcts") == BOTS
    assert layer("noppa.server.rooms") == TOP
    assert engine_rule("noppa.engine.game", "noppa.engine.registry") is None
    assert "nothing built on it" in str(engine_rule("noppa.engine.registry", "noppa.games.runebound"))
    assert "nothing built on it" in str(engine_rule("noppa.engine.state", "noppa.server.rooms"))
    assert game_rule("noppa.server.ratings", "noppa.games.key_to_the_kingdom") is None
    assert "use its Game" in str(
        game_rule("noppa.server.ratings", "noppa.games.key_to_the_kingdom.rules.model")
    )
    assert "use its Game" in str(game_rule("noppa.tutorial.runebound", "noppa.games.runebound.state"))
    assert "another" in str(game_rule("noppa.games.runebound.rules.x", "noppa.games.dungeon_dice"))
    assert "engine alone" in str(layer_rule("noppa.bots.mcts", "noppa.games.runebound"))
    assert "only go down" in str(layer_rule("noppa.games.runebound.rules.combat", "noppa.bots"))
    assert "only go down" in str(
        layer_rule("noppa.games.runebound.words.text", "noppa.games.runebound.ai.bot")
    )
    assert layer_rule("noppa.games.runebound.game", "noppa.games.runebound.ai.bot") is None
    assert layer_rule("noppa.games.runebound.ai.bot", "noppa.bots.mcts") is None
    assert "never import its words/" in str(
        inside_rule("noppa.games.kk.rules.state", "noppa.games.kk.words.labels")
    )
    assert "never import its ui/" in str(inside_rule("noppa.games.kk.rules.state", "noppa.games.kk.ui.svg"))
    assert "never import its ai/" in str(
        inside_rule("noppa.games.kk.rules.state", "noppa.games.kk.ai.search")
    )
    assert "only game.py" in str(inside_rule("noppa.games.kk.statistics", "noppa.games.kk.ai.search"))
    assert inside_rule("noppa.games.kk.words.labels", "noppa.games.kk.rules.state") is None
    assert inside_rule("noppa.games.kk.ai.bot", "noppa.games.kk.rules.state") is None
