"""Information-set Monte Carlo tree search: a search bot for every game that can determinize.

The bot sees only its own seat's view, like every bot. Each iteration it asks the game for one
complete state consistent with that view (``game.search.determinize(view, seed)``: hidden cards dealt
afresh, deck orders and dice drawn with a seed from the bot's own generator), then

1. **selects** down the tree with UCT, among the actions legal in this determinization; an action's
   score is its mean reward plus ``c·√(ln n_avail / n)``, where ``n_avail`` counts the visits in
   which the action was available (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012);
2. **expands** one untried action;
3. **plays out** the game with the game's quick policy (``game.search.rollout_action``; for Dungeon Dice
   the best-expectation choice) or uniformly at random;
4. **backs up** the result: 1 to the winner (shared among several), 0 to the others; each edge
   keeps the reward of the seat that chose it, so every player maximises his own (max^n).

Chance is handled in closed loop: after an action the tree branches on what the bot would observe,
``game.search.key(state, seat)`` (for Dungeon Dice where the dice went, not the order they fell in),
so decisions after a roll depend on that roll. The answer is the most visited root action.

The final answer is the most visited root action, with one safeguard: a root action is the
*incumbent* — the answer of the game's own ``heuristic`` bot (made once from the bot's seed and asked
with the same view), or of the bot named by ``incumbent=``; with ``incumbent=rollout``, or in a game
without bots of its own, the game's playout choice at the root; with ``incumbent=none``, no
incumbent. The incumbent is tried first and sampled at least as often as its strongest rival, and
the search overrules it only if the rival's win rate is higher by more than ``z`` standard errors
of the difference (default 3). A bot makes dozens of decisions a game, so a looser test would be
fooled by noise several times a game; with 3 the search keeps a sound heuristic and overrules it
where it is clearly wrong.

Budgets: a number of iterations (reproducible: the same seed and view give the same answer) or
seconds of thinking (not reproducible). With ``extend=k`` an iteration budget stretches up to ``k``
times while the decision is open — a rival ahead of the incumbent by more than ``z/2`` standard
errors but not yet ``z`` — so the time goes to the decisions where the incumbent may be wrong. For
long games, ``depth`` cuts playouts after that many actions, at the first position the game calls
settled (``search.settled``), and scores them with ``search.evaluate`` (or as a draw; ``depth=0`` scores
the leaf itself, once settled), and ``tree`` bounds the tree (``tree=1``: a flat search, one root
action and then the playout). ``paired=1`` makes the search flat and plays each rival and the
incumbent on the same sampled world, judging the rival by the difference (common random numbers,
:meth:`MCTSBot._paired_search`). Bot specs: ``mcts`` (the game's preset,
``Search.preset``, else the defaults), ``mcts:500`` (iterations), ``mcts:0.25s`` (time), plus
``c=1.0`` (exploration), ``rollout=random``, ``z=1``, ``depth=200``, ``tree=1``,
``incumbent=heuristic``, ``extend=4`` and ``paired=1`` in any order: ``mcts:2000:c=0.5:rollout=random``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from noppa.engine import Action, Bot, Game, Reseedable, Search, State, get_game, reads_log
from noppa.engine.errors import BotSpecError

DEFAULT_ITERATIONS = 1000
DEFAULT_EXPLORATION = 0.7
DEFAULT_Z = 3.0
DEFAULT_EXTEND = 1.0
"""By default a search stops at its budget, decided or not (see ``extend``)."""
DEFAULT_INCUMBENT = "heuristic"
"""The root incumbent in games with bots of their own: the game's heuristic (default) bot."""
ROLLOUT_INCUMBENT = "rollout"
"""``incumbent=rollout``: the game's playout choice at the root is the incumbent."""
NO_INCUMBENT = "none"
"""``incumbent=none``: no incumbent, the most visited root action is the answer."""
PRESET_SETTINGS = (
    "iterations",
    "seconds",
    "exploration",
    "rollout",
    "z",
    "depth",
    "incumbent",
    "extend",
    "tree",
    "paired",
)
"""The settings a game's search preset gives (everything but the seed)."""
PAIRED_PRIOR = 0.01
"""A paired search counts one pseudo-pair whose difference has this variance (a spread of 0.1), so
that a few equal differences do not pass for certainty."""
PAIRED_MINIMUM = 4
"""Pairs a rival needs before a paired search judges it."""
MAX_ROLLOUT_STEPS = 20_000
"""Playouts longer than this count as a draw among the seats still in the game."""


class _Edge:
    """An action out of a node: visits, reward sum (of the seat choosing it), availability, children."""

    __slots__ = ("action", "available", "children", "reward", "squares", "visits")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.visits = 0
        self.reward = 0.0
        self.squares = 0.0
        self.available = 0
        self.children: dict[Hashable, _Node] = {}


class _Node:
    """An information set of the searching seat: the actions tried from it."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[str, _Edge] = {}


@dataclass
class SearchReport:
    """What the last search did.

    ``actions`` maps each root action to (visits, mean reward, standard deviation of its rewards);
    ``incumbent`` is the root action the search had to beat clearly (``None`` when there was none).
    """

    iterations: int
    seconds: float
    actions: dict[str, tuple[int, float, float]]
    incumbent: str | None = None
    evaluated: bool = False
    """Whether rewards may be the game's evaluations (``depth`` set), not only won or lost games."""
    differences: dict[str, tuple[int, float, float]] | None = None
    """A paired search's (``paired=1``) comparisons: each rival's (pairs, mean and standard deviation
    of its reward minus the incumbent's on the same sampled world); ``None`` in a tree search."""

    @property
    def iterations_per_second(self) -> float:
        """Search speed."""
        return self.iterations / self.seconds if self.seconds > 0 else 0.0

    def most_visited(self, legal: list[str], rng: random.Random) -> str:
        """The legal root action with the most visits; ties go to the better mean, then to chance.

        Ties are broken at random, not by the order of the legal actions: a search that learned
        nothing (playouts all cut and scored as draws) must not keep taking the first action, which
        in some games (an open-ended negotiation) would never end the turn.
        """
        order = {text: rng.random() for text in legal}
        return max(legal, key=lambda text: (*self.actions.get(text, (0, 0.0, 0.0))[:2], order[text]))

    def best_rival(self) -> str | None:
        """A paired search's strongest rival of the incumbent: the most standard errors ahead."""
        differences = self.differences
        if not differences:
            return None
        return max(differences, key=lambda text: _paired_z(differences[text]))

    def significantly_better(self, challenger: str, incumbent: str, z: float) -> bool:
        """Whether ``challenger``'s mean beats ``incumbent``'s by more than ``z`` standard errors.

        In a paired search (``differences``), the challenger's mean difference over its own
        standard error (:func:`_paired_z`). When the rewards are wins (in [0, 1]), a two-proportion
        test with the pooled mean: honest for the few visits a rarely tried action has, where the
        sample deviation of two wins would be 0. When playouts are cut and scored by the game's
        evaluation (``evaluated``), whose spread is often far smaller than a win's, each side's
        own sample variance (Welch), with one pseudo-observation at a win's largest variance, 1/4,
        so that a handful of equal values does not pass for certainty.
        """
        if self.differences is not None:
            return challenger != incumbent and _paired_z(self.differences.get(challenger)) > z
        n_c, mean_c, sd_c = self.actions.get(challenger, (0, 0.0, 0.0))
        n_i, mean_i, sd_i = self.actions.get(incumbent, (0, 0.0, 0.0))
        if n_c == 0:
            return False
        if n_i == 0:
            return True
        if self.evaluated:
            variance_c = (sd_c * sd_c * (n_c - 1) + 0.25) / n_c
            variance_i = (sd_i * sd_i * (n_i - 1) + 0.25) / n_i
            error = math.sqrt(variance_c / n_c + variance_i / n_i)
        else:
            pooled = (n_c * mean_c + n_i * mean_i) / (n_c + n_i)
            error = math.sqrt(max(pooled * (1 - pooled), 1e-12) * (1 / n_c + 1 / n_i))
        return mean_c - mean_i > z * error


class MCTSBot:
    """Information-set MCTS with UCT, closed-loop chance and the game's playout policy.

    Give ``iterations`` or ``seconds`` (not both; the default is :data:`DEFAULT_ITERATIONS`). ``exploration``
    is UCT's constant for rewards in [0, 1]; ``rollout`` is ``"game"`` (the game's
    :meth:`~noppa.engine.Search.rollout_action`), ``"random"`` or the name of one of the game's bots (it plays
    every seat of the playout); ``depth`` cuts playouts (``0``: none) and ``tree`` bounds the tree; ``preset``
    takes the game's settings for the table at the first search (:meth:`~noppa.engine.Search.preset`,
    what the plain spec ``mcts`` makes); ``incumbent`` names the bot whose answer the search keeps unless a
    rival is clearly better (see :meth:`incumbent_for`). The bot draws every random number from its own
    generator seeded with ``seed``, never from the game's dice (the incumbent bot has its own, seeded alike).
    """

    name = "mcts"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = DEFAULT_EXPLORATION,
        rollout: str = "game",
        z: float = DEFAULT_Z,
        depth: int | None = None,
        incumbent: str | None = None,
        extend: float = DEFAULT_EXTEND,
        tree: int | None = None,
        paired: bool = False,
        preset: bool = False,
    ) -> None:
        if iterations is not None and seconds is not None:
            raise BotSpecError("bot.error.mcts_both")
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        if iterations is not None and iterations < 1:
            raise BotSpecError("bot.error.mcts_least", name="iterations", least=1, value=iterations)
        if seconds is not None and not seconds > 0:
            raise BotSpecError("bot.error.mcts_time", value=seconds)
        if rollout not in ("game", "random") and (not rollout.strip() or ":" in rollout or rollout == "mcts"):
            raise BotSpecError("bot.error.mcts_rollout", value=rollout)
        if not exploration >= 0:
            raise BotSpecError("bot.error.mcts_not_negative", name="c", value=exploration)
        if not z >= 0:
            raise BotSpecError("bot.error.mcts_not_negative", name="z", value=z)
        if depth is not None and depth < 0:
            raise BotSpecError("bot.error.mcts_not_negative", name="depth", value=depth)
        if tree is not None and tree < 1:
            raise BotSpecError("bot.error.mcts_least", name="tree", least=1, value=tree)
        if not extend >= 1:
            raise BotSpecError("bot.error.mcts_least", name="extend", least=1, value=extend)
        if incumbent is not None and (not incumbent.strip() or ":" in incumbent):
            raise BotSpecError("bot.error.mcts_incumbent", value=incumbent)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.z = z
        self.depth = depth
        self.incumbent = None if incumbent is None else incumbent.strip()
        self.extend = extend
        self.tree = tree
        self.paired = paired
        self.preset = preset
        self._preset_for: tuple[str, int] | None = None
        self.seed = seed
        self._helpers: dict[tuple[str, str, str], Bot] = {}
        """The bots it asks, by (role, game, bot spec): the incumbent, the playout bot."""
        self._random = random.Random(seed)
        self.last: SearchReport | None = None
        self.stats: dict[str, float] = {"searches": 0.0, "iterations": 0.0, "search_seconds": 0.0}
        """Running totals over every search (``noppa simulate`` reports iterations per second)."""

    @classmethod
    def from_spec(cls, spec: str, seed: int = 0) -> MCTSBot:
        """A bot from the parameters of a bot spec: ``"500"``, ``"0.25s"``, ``"500:c=1.0:rollout=random"``."""
        kwargs: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in spec.split(":"))):
            name, sep, value = part.partition("=")
            try:
                if not sep and name.endswith("s"):
                    kwargs["seconds"] = float(name[:-1])
                elif not sep:
                    kwargs["iterations"] = int(name)
                elif name in ("c", "exploration"):
                    kwargs["exploration"] = float(value)
                elif name == "rollout":
                    kwargs["rollout"] = value
                elif name == "z":
                    kwargs["z"] = float(value)
                elif name == "depth":
                    kwargs["depth"] = int(value)
                elif name == "incumbent":
                    kwargs["incumbent"] = value
                elif name == "extend":
                    kwargs["extend"] = float(value)
                elif name == "tree":
                    kwargs["tree"] = int(value)
                elif name == "paired":
                    if value not in ("0", "1"):
                        raise ValueError(value)
                    kwargs["paired"] = value == "1"
                elif name in ("iterations", "it"):
                    kwargs["iterations"] = int(value)
                elif name in ("seconds", "time"):
                    kwargs["seconds"] = float(value.removesuffix("s"))
                else:
                    raise BotSpecError("bot.error.mcts_parameter", name=name)
            except BotSpecError:
                raise
            except ValueError:
                raise BotSpecError("bot.error.mcts_unreadable", part=part) from None
        return cls(seed, **kwargs)

    def spec(self) -> str:
        """The bot spec that makes this bot again (seed aside): ``mcts`` for the game's preset."""
        if self.preset:
            return "mcts"
        budget = f"{self.seconds:g}s" if self.seconds is not None else str(self.iterations)
        parts = [f"mcts:{budget}"]
        if self.exploration != DEFAULT_EXPLORATION:
            parts.append(f"c={self.exploration:g}")
        if self.rollout != "game":
            parts.append(f"rollout={self.rollout}")
        if self.z != DEFAULT_Z:
            parts.append(f"z={self.z:g}")
        if self.depth is not None:
            parts.append(f"depth={self.depth}")
        if self.incumbent is not None:
            parts.append(f"incumbent={self.incumbent}")
        if self.extend != DEFAULT_EXTEND:
            parts.append(f"extend={self.extend:g}")
        if self.tree is not None:
            parts.append(f"tree={self.tree}")
        if self.paired:
            parts.append("paired=1")
        return ":".join(parts)

    # ------------------------------------------------------------------ search

    def choose(self, view: Mapping[str, Any]) -> str:
        """Search from ``view`` (the seat's own view) and answer the most visited legal action."""
        legal = list(view["legal"])
        if not legal:
            raise ValueError("the view offers no legal action: it is not this seat's turn")
        game = get_game(view["game"])
        if self.preset:
            self.apply_preset(game, int(view["players"]))
        # The incumbent bot is asked every time, even with one legal action, so that it sees the
        # same views (and draws the same random numbers) as that bot playing on its own would.
        chosen = self._incumbent_answer(game, view)
        if len(legal) == 1:
            return str(legal[0])
        seat = int(view["seat"])
        report = self.search(game, view, seat, incumbent=chosen)
        self.last = report
        self.stats["searches"] += 1
        self.stats["iterations"] += report.iterations
        self.stats["search_seconds"] += report.seconds
        if report.differences is not None:
            best = report.best_rival() or str(report.incumbent or legal[0])
        else:
            best = report.most_visited(legal, self._random)
        incumbent = report.incumbent
        if (
            incumbent is not None
            and incumbent in legal
            and best != incumbent
            and not report.significantly_better(best, incumbent, self.z)
        ):
            best = incumbent
        return str(best)

    def apply_preset(self, game: Game, players: int) -> None:
        """Take the settings of the game's preset for this table (``Search.preset``), once.

        The plain spec ``mcts`` is the search tuned for each game (``make_bot`` asks for it); a
        preset is a bot spec's parameters, read like any other (a bad one is the game's bug and
        says so), and the engine's defaults stand for what it leaves out.
        """
        if self._preset_for == (game.id, players):
            return
        params = search_of(game).preset(players)
        try:
            tuned = MCTSBot.from_spec(params, self.seed) if params else MCTSBot(self.seed)
        except ValueError as error:
            raise ValueError(f"{game.id}: bad search preset {params!r}: {error}") from None
        for name in PRESET_SETTINGS:
            setattr(self, name, getattr(tuned, name))
        self._preset_for = (game.id, players)

    def _helper(self, role: str, game: Game, name: str) -> Bot:
        """The bot ``name`` for ``role`` (``incumbent`` or ``rollout``), made once per game from the
        MCTS bot's seed; each role has its own, so playouts never draw the incumbent's numbers."""
        key = (role, game.id, name)
        found = self._helpers.get(key)
        if found is None:
            from noppa.bots import make_bot  # the factory imports this module

            found = self._helpers[key] = make_bot(game, name, self.seed)
        return found

    def _incumbent_answer(self, game: Game, view: Mapping[str, Any]) -> str | None:
        """The ``incumbent`` bot's answer to ``view`` (``None`` without one: the playout choice rules).

        The bot is made once, on the first decision, from the same game and the MCTS bot's seed; it
        is given the very view the MCTS bot got and nothing else.
        """
        name = self.incumbent_for(game)
        if name is None:
            return None
        return str(self._helper("incumbent", game, name).choose(view))

    def incumbent_for(self, game: Game) -> str | None:
        """The bot spec whose answer is the root incumbent in ``game``, or ``None`` for none of a bot.

        Without ``incumbent=`` it is the game's own ``heuristic`` bot when the game has bots of its
        own, else the playout choice (``None``); ``rollout`` and ``none`` are ``None`` too.
        """
        name = self.incumbent
        if name is None:
            return DEFAULT_INCUMBENT if game.bots() else None
        if name in (ROLLOUT_INCUMBENT, NO_INCUMBENT):
            return None
        return name

    def search(
        self, game: Game, view: Mapping[str, Any], seat: int, incumbent: str | None = None
    ) -> SearchReport:
        """Run the search from ``view`` and report the root statistics.

        ``incumbent`` is the root action to keep unless clearly beaten; without it, the game's
        playout choice at the root (when the game has a playout policy and ``rollout`` is ``game``).
        """
        if self.paired:
            return self._paired_search(game, view, incumbent)
        rng = self._random
        getrandbits = rng.getrandbits
        search = search_of(game)
        determinize = search.determinize
        search_key = search.key
        playout = self.playout_function(game)
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        root = _Node()
        started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        budget = self.iterations
        tree = self.tree if self.tree is not None else MAX_ROLLOUT_STEPS
        evaluated = self.depth is not None  # cut playouts are scored by the game's evaluation
        done = 0
        rival_visits = 0  # the most visits of a root action other than the incumbent
        while True:
            state = determinize(view, getrandbits(62))
            if done == 0 and incumbent is None:
                incumbent = self._playout_choice(game, state, rng)
            node = root
            path: list[tuple[_Edge, int]] = []
            expanded = False
            while state.to_act is not None:
                mover = state.to_act
                edges = node.edges
                untried: list[_Edge] = []
                best: _Edge | None = None
                best_score = -1.0
                for action in state.legal_actions():
                    edge = edges.get(action.text)
                    if edge is None:
                        edge = edges[action.text] = _Edge(action)
                    edge.available += 1
                    visits = edge.visits
                    if visits == 0:
                        untried.append(edge)
                    elif not untried:
                        score = edge.reward / visits + c * sqrt(log(edge.available) / visits)
                        if score > best_score:
                            best_score, best = score, edge
                if untried:
                    best = untried[0] if len(untried) == 1 else rng.choice(untried)
                    if node is root and incumbent is not None:
                        # The incumbent is tried first, so that it is never judged unvisited.
                        held = edges.get(incumbent)
                        if held is not None and held.visits == 0 and held in untried:
                            best = held
                    expanded = True
                elif node is root and incumbent is not None:
                    # The incumbent is tried at least as often as its strongest rival, so the final
                    # comparison is between two well-sampled means (UCT alone would starve it after
                    # a few unlucky playouts).
                    held = edges.get(incumbent)
                    if held is not None and held.visits <= rival_visits:
                        best = held
                assert best is not None
                state.apply(best.action)
                path.append((best, mover))
                if expanded or len(path) >= tree:
                    break
                key = search_key(state, seat)
                child = best.children.get(key)
                if child is None:
                    child = best.children[key] = _Node()
                node = child
            rewards = playout(state, rng)
            for edge, mover in path:
                reward = rewards[mover]
                edge.visits += 1
                edge.reward += reward
                edge.squares += reward * reward
            first = path[0][0] if path else None
            if first is not None and first.action.text != incumbent and first.visits > rival_visits:
                rival_visits = first.visits
            done += 1
            if deadline is None:
                if budget is not None and done >= budget:
                    if done < budget * self.extend and done % max(1, budget // 10) == 0:
                        if _undecided(root, incumbent, self.z, evaluated=evaluated):
                            continue
                    elif done < budget * self.extend:
                        continue
                    break
            elif time.perf_counter() >= deadline:
                break
        seconds = time.perf_counter() - started
        actions = {text: _summary(edge) for text, edge in root.edges.items()}
        return SearchReport(done, seconds, actions, incumbent, evaluated)

    def _paired_search(self, game: Game, view: Mapping[str, Any], incumbent: str | None) -> SearchReport:
        """Rivals against the incumbent on common random numbers (``paired=1``).

        Each round samples one world (``determinize``) and plays the incumbent and one rival from
        two copies of it, with the same dice, deck orders and playout seed; what counts is the
        difference of the two rewards. Luck both share cancels out, so a paired difference is far
        less noisy than two independent means and a real edge shows after far fewer playouts (the
        rollout method of Tesauro & Galperin, 1996, with common random numbers). Rivals take turns,
        the least tried first; one clearly worse than the incumbent (by ``z`` standard errors) is
        dropped, and the search ends early when none is left. The budget counts playouts.
        """
        rng = self._random
        getrandbits = rng.getrandbits
        playout = self.playout_function(game, paired=True)
        started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        budget = self.iterations
        z = self.z
        rewards: dict[str, list[float]] = {}  # action: [n, sum, sum of squares]
        differences: dict[str, list[float]] = {}
        dropped: set[str] = set()
        done = 0
        rounds = 0
        while True:
            rounds += 1
            world = search_of(game).determinize(view, getrandbits(62))
            legal = {action.text: action for action in world.legal_actions()}
            if incumbent is None:
                incumbent = self._playout_choice(game, world, rng) or next(iter(legal))
            rivals = [text for text in legal if text != incumbent and text not in dropped]
            if not rivals:
                break  # every rival dropped: the incumbent stands
            if incumbent not in legal:  # (a rare sampled world where it is not legal)
                if rounds > 10 * max(1, done):
                    break
                continue
            tried = {text: differences[text][0] if text in differences else 0.0 for text in rivals}
            least = min(tried.values())
            rival = rng.choice([text for text, pairs in tried.items() if pairs == least])
            mover = world.to_act
            assert mover is not None
            seed = getrandbits(62)
            pair = []
            for text, state in ((incumbent, world.clone()), (rival, world)):
                state.apply(legal[text])
                reward = playout(state, random.Random(seed))[mover]
                pair.append(reward)
                _add(rewards.setdefault(text, [0.0, 0.0, 0.0]), reward)
            found = differences.setdefault(rival, [0.0, 0.0, 0.0])
            _add(found, pair[1] - pair[0])
            if found[0] >= PAIRED_MINIMUM and _paired_z(_moments(found)) < -z:
                dropped.add(rival)
            done += 2
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif budget is not None and done >= budget:
                if done >= budget * self.extend:
                    break
                zs = [_paired_z(_moments(v)) for t, v in differences.items() if t not in dropped]
                if not any(z / 2 < value <= z for value in zs):
                    break  # no rival is close enough to overrule the incumbent with more pairs
        seconds = time.perf_counter() - started
        return SearchReport(
            done,
            seconds,
            {text: _moments(v) for text, v in rewards.items()},
            incumbent,
            evaluated=self.depth is not None,
            differences={text: _moments(v) for text, v in differences.items()},
        )

    def _playout_choice(self, game: Game, state: State, rng: random.Random) -> str | None:
        """The game's playout choice in ``state``, the incumbent when no bot gives one (``None``
        with ``incumbent=none``, other playouts than the game's, or no playout policy)."""
        search = search_of(game)
        if self.incumbent == NO_INCUMBENT or self.rollout != "game" or not search.has_rollout_policy:
            return None
        return search.rollout_action(state, rng).text

    def playout_function(self, game: Game, *, paired: bool = False) -> Any:
        reseed: Callable[[int], None] | None = None
        search = search_of(game)
        if self.rollout == "random":

            def policy(state: State, rng: random.Random) -> Action | str:
                return rng.choice(state.legal_actions())

        elif self.rollout == "game":
            policy = search.rollout_action
        else:
            bot = self._helper("rollout", game, self.rollout)
            if paired and isinstance(bot, Reseedable):
                # A bot with its own random numbers restarts them from the playout's generator, so
                # the two playouts of a pair (same seed) share even its tie-breaks.
                reseed = bot.reseed
            with_log = reads_log(bot)

            def policy(state: State, rng: random.Random) -> Action | str:
                # The named bot plays every seat from that seat's view of the sampled world.
                seat = state.to_act
                assert seat is not None
                return str(bot.choose(state.view(seat, log=with_log)))

        limit = MAX_ROLLOUT_STEPS if self.depth is None else min(self.depth, MAX_ROLLOUT_STEPS)
        evaluate = search.evaluate
        settled = search.settled

        def playout(state: State, rng: random.Random) -> list[float]:
            if reseed is not None:
                reseed(rng.getrandbits(32))
            steps = 0
            # Past the depth, play on to a position the evaluation can judge (Search.settled).
            while state.to_act is not None and (
                steps < limit or (steps < MAX_ROLLOUT_STEPS and not settled(state))
            ):
                state.apply(policy(state, rng))
                steps += 1
            if state.to_act is not None:
                estimate = evaluate(state)
                if estimate is not None and len(estimate) == state.players:
                    return [min(1.0, max(0.0, float(v))) for v in estimate]
            return rewards_of(state)

        return playout


def _undecided(root: _Node, incumbent: str | None, z: float, *, evaluated: bool = False) -> bool:
    """Whether a rival of the incumbent looks better, by ``z/2`` standard errors but not yet ``z``.

    With ``extend`` the search goes on while this holds (and the extended budget lasts): it spends
    its time on the decisions where the incumbent may be wrong, not on the clear ones.
    """
    if incumbent is None or incumbent not in root.edges:
        return False
    actions = {text: _summary(edge) for text, edge in root.edges.items()}
    report = SearchReport(0, 0.0, actions, incumbent, evaluated)
    rivals = [text for text in actions if text != incumbent and actions[text][0] > 0]
    if not rivals:
        return False
    rival = max(rivals, key=lambda text: actions[text][:2])  # the rival the final answer weighs
    return report.significantly_better(rival, incumbent, z / 2) and not report.significantly_better(
        rival, incumbent, z
    )


def _add(moments: list[float], value: float) -> None:
    moments[0] += 1
    moments[1] += value
    moments[2] += value * value


def _moments(moments: list[float]) -> tuple[int, float, float]:
    """(count, mean, sample standard deviation) from [count, sum, sum of squares]."""
    n = int(moments[0])
    if n == 0:
        return (0, 0.0, 0.0)
    mean = moments[1] / n
    variance = max(0.0, moments[2] / n - mean * mean) * n / (n - 1) if n > 1 else 0.0
    return (n, mean, math.sqrt(variance))


def _paired_z(found: tuple[int, float, float] | None) -> float:
    """A paired difference's mean over its standard error, with one pseudo-pair of variance
    :data:`PAIRED_PRIOR`; 0 before :data:`PAIRED_MINIMUM` pairs."""
    if found is None or found[0] < PAIRED_MINIMUM:
        return 0.0
    n, mean, sd = found
    variance = (sd * sd * (n - 1) + PAIRED_PRIOR) / n
    return mean / math.sqrt(variance / n)


def _summary(edge: _Edge) -> tuple[int, float, float]:
    return _moments([edge.visits, edge.reward, edge.squares])


def search_of(game: Game) -> Search:
    """``game.search``; a :class:`ValueError` if the game offers none (no search bot can play it)."""
    search = game.search
    if search is None:
        raise ValueError(f"{game.id} offers no search (game.search): the MCTS bot cannot play it")
    return search


def rewards_of(state: State) -> list[float]:
    """1 to the winner (shared among several winners), 0 to the rest; an unfinished game is a draw."""
    players = state.players
    outcome = state.outcome
    if outcome is None or not outcome.winners:
        return [1.0 / players] * players
    share = 1.0 / len(outcome.winners)
    rewards = [0.0] * players
    for seat in outcome.winners:
        rewards[seat] = share
    return rewards
