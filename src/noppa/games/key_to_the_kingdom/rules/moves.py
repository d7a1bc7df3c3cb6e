"""Where a move can end: the destinations of an adventurer's roll on one board configuration.

A move uses the whole number of the die (KK-TURN-04) along the walkable paths, except that it ends
early on reaching a white dagger (KK-HAZ-01), a whirlpool (KK-WP-01), the Stone Circle (KK-STONE-01)
or the start area, may end on a black dagger to enter its treasure place (KK-TP-02), and may end
where the Demon King blocks the way (no one passes him, KK-DK-03). By default a move never enters
the same space twice (KK-TURN-05 [DECIDE], option ``turn_back``). If no path can use the whole
number, the adventurer goes as far as he can; if he cannot move at all he stays. The space a move
starts from counts as entered, so a move never comes back to it.

Results are cached per board, configuration, start and number, so random playouts and bots pay for
each position once. The Demon King's space is part of the key only where it matters: a move is first
worked out as if he were away, noting every space it looked at; wherever else he stands, that
result holds (he is never met), and only a Demon King on one of those spaces has a result of its own.
"""

from __future__ import annotations

import msgspec

from noppa.engine import Action
from noppa.games.key_to_the_kingdom.content.board import STOPS, Board, Config
from noppa.games.key_to_the_kingdom.rules.state_model import act


class Reach(msgspec.Struct, frozen=True, gc=False):
    """The ends of one move, as the menu's actions, made once with the result (it is cached).

    ``move_actions``: a move to each end, by space; ``enter_spaces`` and ``enter_actions``: the black
    daggers the move may stop on to enter their treasure place, and those actions; ``used``: the
    fewest steps each option uses (by its end, ``enter:`` + the dagger for entering);
    ``looked_at``: every space the search looked at (a dict used as a set); ``menus``: the whole menu
    of a turn's move by the treasure place it may not enter (state_moves.offer_move fills it).

    The garbage collector does not track it (``gc=False``; it is part of no reference cycle): the
    cache holds thousands, and every full collection would walk them all.
    """

    move_actions: tuple[Action, ...]
    enter_spaces: tuple[str, ...]
    enter_actions: tuple[Action, ...]
    used: dict[str, int]
    looked_at: dict[str, None]
    menus: dict[str, tuple[Action, ...]]


def _ends(moves: dict[str, int], enters: dict[str, int], looked_at: set[str]) -> Reach:
    """The :class:`Reach` of the ends ``moves`` and ``enters`` (each: space -> fewest steps)."""
    move_items = sorted(moves.items())
    enter_items = sorted(enters.items())
    used = dict(move_items)
    used.update({f"enter:{d}": u for d, u in enter_items})
    return Reach(
        tuple(act("move", s) for s, _ in move_items),
        tuple(d for d, _ in enter_items),
        tuple(act("enter", d) for d, _ in enter_items),
        used,
        dict.fromkeys(looked_at),
        {},
    )


_cache: dict[tuple[object, ...], Reach] = {}
"""By (board, configuration, start, steps, entered, revisit, free arch[, the Demon King's space]):
the result (``looked_at`` matters only for the result worked out without him). The board is part of
the key by identity (a board built from another file has results of its own; the key holds it, so
its identity is never reused while the entry lives)."""
_CACHE_LIMIT = 400_000


def reach(
    board: Board,
    config: Config,
    start: str,
    steps: int,
    demon_king: str | None,
    *,
    entered: bool = False,
    revisit: bool = False,
    free_arch: tuple[str, ...] = (),
) -> Reach:
    """Every way a move of ``steps`` from ``start`` can end (see the module docstring).

    ``entered``: the adventurer has just stepped onto ``start`` (he comes off a route onto land), so
    it may stop him and he may not step on it again. ``free_arch``: the two white daggers of the
    Magic Arch, passable without stopping after the Wizard's task (KK-WIZ-03).
    """
    key: tuple[object, ...] = (board, config.key, start, steps, entered, revisit, free_arch)
    away = _cache.get(key)
    if away is None:
        away = _search(
            board, config, start, steps, None, entered=entered, revisit=revisit, free_arch=free_arch
        )
        _cache[key] = away
    if demon_king is None or demon_king not in away.looked_at:
        return away  # he stands nowhere the search went: the same ends as without him
    key = (*key, demon_king)
    found = _cache.get(key)
    if found is None:
        found = _search(
            board, config, start, steps, demon_king, entered=entered, revisit=revisit, free_arch=free_arch
        )
        _cache[key] = found
    return found


_plain: tuple[dict[Config, dict[str, list[Reach | None]]], ...] = ({}, {})
""":func:`reach`'s results for a move that starts as usual (not ``entered``, no ``free_arch``), by
``revisit`` (index 0 or 1), then the configuration, then the start, then the number (index 0–8): the
turn's move, asked every turn, found without building a key. The configuration is part of the key
by identity (the key holds it, so its identity is never reused while the entry lives)."""


def reach_plain(
    board: Board, config: Config, start: str, steps: int, demon_king: str, *, revisit: bool
) -> Reach:
    """:func:`reach` for a move that starts as usual (not ``entered``, no ``free_arch``)."""
    tables = _plain[revisit]
    by_start = tables.get(config)
    if by_start is None:
        by_start = tables[config] = {}
    by_steps = by_start.get(start)
    if by_steps is None:
        by_steps = by_start[start] = [None] * 9
    away = by_steps[steps] if steps < 9 else None
    if away is None:
        away = reach(board, config, start, steps, None, revisit=revisit)
        if steps < 9:
            by_steps[steps] = away
    if demon_king not in away.looked_at:
        return away  # he stands nowhere the search went: the same ends as without him
    return reach(board, config, start, steps, demon_king, revisit=revisit)


def _search(
    board: Board,
    config: Config,
    start: str,
    steps: int,
    demon_king: str | None,
    *,
    entered: bool,
    revisit: bool,
    free_arch: tuple[str, ...],
) -> Reach:
    """The ends of the move with the Demon King on ``demon_king`` (and the spaces looked at)."""
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
        for tables in _plain:
            tables.clear()
    looked_at: set[str] = set()
    walker = _walks if revisit else _paths
    found = walker(
        board,
        config,
        start,
        steps,
        demon_king=demon_king,
        entered=entered,
        free_arch=free_arch,
        looked_at=looked_at,
    )
    return found


def _is_stop(board: Board, space: str, free_arch: tuple[str, ...]) -> bool:
    return board.spaces[space].kind in STOPS and space not in free_arch


def _extra(config: Config, space: str, free_arch: tuple[str, ...]) -> tuple[str, ...]:
    """The walkable neighbours of ``space``, with the Magic Arch opened for ``free_arch``."""
    steps = config.walk[space]
    if free_arch and space in free_arch:
        other = free_arch[1] if space == free_arch[0] else free_arch[0]
        if other in config.present:
            return (*steps, other)
    return steps


def _paths(
    board: Board,
    config: Config,
    start: str,
    steps: int,
    *,
    demon_king: str | None,
    entered: bool,
    free_arch: tuple[str, ...],
    looked_at: set[str],
) -> Reach:
    moves: dict[str, int] = {}
    enters: dict[str, int] = {}
    dead: dict[str, int] = {}
    if entered:
        if board.spaces[start].kind == "black-dagger":
            enters[start] = 0
        if steps == 0 or _is_stop(board, start, free_arch):
            return _ends({start: 0}, enters, looked_at)
    visited = [start]  # the start counts as entered: a move never comes back to it (KK-TURN-05)
    spaces = board.spaces
    walk = config.walk

    def dfs(node: str, used: int) -> None:
        if used == steps:
            if node not in moves or moves[node] > used:
                moves[node] = used
            return
        progressed = False
        blocked = False
        for nxt in _extra(config, node, free_arch) if free_arch else walk[node]:
            if nxt in visited:
                continue
            looked_at.add(nxt)
            if nxt == demon_king:
                blocked = True
                continue
            kind = spaces[nxt].kind
            progressed = True
            if kind == "black-dagger" and (nxt not in enters or enters[nxt] > used + 1):
                enters[nxt] = used + 1
            if kind in STOPS and nxt not in free_arch:
                if nxt not in moves or moves[nxt] > used + 1:
                    moves[nxt] = used + 1
                continue
            visited.append(nxt)
            dfs(nxt, used + 1)
            visited.pop()
        if blocked and used > 0 and (node not in moves or moves[node] > used):
            moves[node] = used  # KK-TURN-04: the Demon King stops the move here
        if not progressed and not blocked and (node not in dead or dead[node] < used):
            dead[node] = used

    dfs(start, 0)
    if not moves:
        if dead:
            # nowhere to use the whole number: go as far as the paths allow
            far = max(dead.values())
            moves = {sid: used for sid, used in dead.items() if used == far}
        else:
            moves = {start: 0}
    return _ends(moves, enters, looked_at)


def _walks(
    board: Board,
    config: Config,
    start: str,
    steps: int,
    *,
    demon_king: str | None,
    entered: bool,
    free_arch: tuple[str, ...],
    looked_at: set[str],
) -> Reach:
    """Moves that may turn back (option ``turn_back = allowed``): every walk, revisits allowed."""
    spaces = board.spaces
    moves: dict[str, int] = {}
    enters: dict[str, int] = {}
    if entered:
        if spaces[start].kind == "black-dagger":
            enters[start] = 0
        if steps == 0 or _is_stop(board, start, free_arch):
            return _ends({start: 0}, enters, looked_at)
    walk = config.walk
    frontier = {start}
    for used in range(1, steps + 1):
        nxt_frontier: set[str] = set()
        for node in frontier:
            for nxt in _extra(config, node, free_arch) if free_arch else walk[node]:
                looked_at.add(nxt)
                if nxt == demon_king:
                    if used > 1 and (node not in moves or moves[node] > used - 1):
                        moves[node] = used - 1
                    continue
                kind = spaces[nxt].kind
                if kind == "black-dagger" and (nxt not in enters or enters[nxt] > used):
                    enters[nxt] = used
                if kind in STOPS and nxt not in free_arch:
                    if nxt not in moves or moves[nxt] > used:
                        moves[nxt] = used
                    continue
                nxt_frontier.add(nxt)
        frontier = nxt_frontier
    for node in frontier:
        if node not in moves or moves[node] > steps:
            moves[node] = steps
    if not moves:
        moves = {start: 0}
    return _ends(moves, enters, looked_at)


def path_to(
    board: Board,
    config: Config,
    start: str,
    steps: int,
    *,
    demon_king: str | None,
    goal: str,
    free_arch: tuple[str, ...] = (),
) -> list[str]:
    """One simple path of at most ``steps`` from ``start`` ending on ``goal`` (the spaces entered).

    Used where the way matters, not only the end (going round the Magic Arch's circle, KK-ARCH-02).
    """
    best: list[str] = []

    def dfs(node: str, path: list[str]) -> bool:
        nonlocal best
        if node == goal and path:
            best = list(path)
            return True
        if len(path) == steps:
            return False
        for nxt in _extra(config, node, free_arch):
            if nxt in path or nxt in (demon_king, start):
                continue
            path.append(nxt)
            stop = _is_stop(board, nxt, free_arch) and nxt != goal
            if not stop and dfs(nxt, path):
                return True
            path.pop()
        return False

    dfs(start, [])
    return best
