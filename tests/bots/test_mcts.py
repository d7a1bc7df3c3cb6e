"""The information-set MCTS bot: legal, view-only, reproducible, and better than chance."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping
from typing import Any

import pytest

from noppa import get_game
from noppa.bots import RandomBot, bot_names, make_bot
from noppa.bots.mcts import MCTSBot, SearchReport, _Edge, _Node, _undecided, rewards_of, search_of
from noppa.engine import Action, Bot, BotFactory, Game, State, list_games

SEARCHABLE = [game_id for game_id in list_games() if get_game(game_id).search is not None]
QUICK = "mcts:10:depth=40"
"""A budget every game can afford in a test (some games' playouts are long and slow)."""


def table(game: Game) -> int:
    """The smallest table of two or more players (or the game's only size)."""
    counts = game.player_counts
    return 2 if 2 in counts else counts.start


def positions(game: Game, players: int, seed: int, count: int) -> list[State]:
    """``count`` positions along a random game (cloned), to search from."""
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    found: list[State] = []
    while state.to_act is not None and len(found) < count:
        if len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("game_id", SEARCHABLE)
def test_mcts_answers_legal_actions_from_json_views(game_id: str) -> None:
    """Given nothing but a view that went through JSON, it searches and answers a legal action."""
    game = get_game(game_id)
    players = table(game)
    bot = make_bot(game, QUICK, seed=players)
    for state in positions(game, players, seed=players, count=5):
        view = json.loads(json.dumps(state.view(state.to_act)))
        assert bot.choose(view) in view["legal"]


@pytest.mark.parametrize("game_id", SEARCHABLE)
def test_mcts_depends_on_the_view_and_its_seed_only(game_id: str) -> None:
    """Same view and seed → same answer, even when what the seat cannot know is drawn afresh."""
    game = get_game(game_id)
    for state in positions(game, table(game), seed=5, count=3):
        seat = state.to_act
        assert seat is not None
        other = search_of(game).resample_hidden(state, seat, seed=99)
        assert other.view(seat) == state.view(seat)
        first = MCTSBot(7, iterations=30, depth=40).choose(state.view(seat))
        again = MCTSBot(7, iterations=30, depth=40).choose(other.view(seat))
        assert first == again


def test_mcts_sees_only_its_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every state it searches is built by the game's determinize from the view it was given."""
    game = get_game("dungeon-dice")
    state = positions(game, 3, seed=2, count=3)[-1]
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    seen: list[Mapping[str, Any]] = []
    search = search_of(game)
    original = search.determinize

    def spy(given: Mapping[str, Any], seed: int) -> State:
        seen.append(given)
        made: State = original(given, seed)
        return made

    monkeypatch.setattr(search, "determinize", spy)
    bot = MCTSBot(1, iterations=50)
    bot.choose(view)
    assert len(seen) == 50
    assert all(given is view for given in seen)
    assert bot.last is not None and bot.last.iterations == 50


def test_mcts_never_touches_the_game_dice() -> None:
    """Searching draws from the bot's generator: the real game's dice are left exactly as they were."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=11)
    before = state.to_json()
    MCTSBot(3, iterations=100).choose(state.view(state.to_act))
    assert state.to_json() == before


def test_bot_specs() -> None:
    game = get_game("dungeon-dice")
    assert "mcts" in bot_names(game)
    bot = make_bot(game, "mcts:250:c=1.2:rollout=random:z=0", 0)
    assert isinstance(bot, MCTSBot)
    assert (bot.iterations, bot.seconds, bot.exploration, bot.rollout, bot.z) == (
        250,
        None,
        1.2,
        "random",
        0.0,
    )
    assert bot.spec() == "mcts:250:c=1.2:rollout=random:z=0"
    timed = make_bot(game, "mcts:0.05s", 0)
    assert isinstance(timed, MCTSBot) and timed.seconds == 0.05 and timed.iterations is None
    assert isinstance(make_bot(game, "mcts", 0), MCTSBot)
    for bad, words in (
        ("mcts:lots", "cannot read 'lots'"),
        ("mcts:0", "at least 1"),
        ("mcts:100:c=-1", "zero or more"),
        ("mcts:100:rollout=magic", "rollout=magic is no bot .There is no bot .magic. for Dungeon Dice"),
        ("mcts:100:rollout=mcts", "'game', 'random' or a bot"),
        ("mcts:100:width=3", "unknown parameter 'width'"),
        ("mcts:100:depth=-1", "depth must be zero or more"),
        ("mcts:100:tree=0", "tree must be at least 1"),
        ("random:5", "takes no parameters"),
    ):
        with pytest.raises(ValueError, match=words):
            make_bot(game, bad, 0)


def test_mcts_is_offered_only_for_games_that_determinize() -> None:
    from noppa.games.dungeon_dice.game import DungeonDiceGame

    class Opaque(DungeonDiceGame):
        """Dungeon Dice without determinize (as a game still being written would be)."""

        id = "opaque-dice"

        def __init__(self) -> None:
            super().__init__()
            self.search = None  # type: ignore[assignment]

    opaque = Opaque()
    assert opaque.search is None
    assert "mcts" not in bot_names(opaque)
    with pytest.raises(
        ValueError, match=r"cannot play .* yet: the game cannot set up the worlds its search needs"
    ):
        make_bot(opaque, "mcts", 0)


def test_time_budget_and_report() -> None:
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=4)
    MCTSBot(0, iterations=5).choose(state.view(state.to_act))  # the playout policy's tables, warmed up
    bot = MCTSBot(0, seconds=0.05)
    bot.choose(state.view(state.to_act))
    report = bot.last
    assert isinstance(report, SearchReport)
    assert report.iterations > 5 and 0.04 < report.seconds < 1.0
    assert report.iterations_per_second > 0
    assert sum(visits for visits, _, _ in report.actions.values()) == report.iterations
    assert bot.stats["iterations"] == report.iterations


def test_safe_deviation_keeps_the_playout_choice_without_evidence() -> None:
    """With a huge z the bot never leaves the game's own playout choice (the expectation bot's)."""
    game = get_game("dungeon-dice")
    stubborn = MCTSBot(5, iterations=60, z=1e9)
    expectation = make_bot(game, "expectation")
    for state in positions(game, 2, seed=8, count=8):
        view = state.view(state.to_act)
        assert stubborn.choose(view) == expectation.choose(view)


def test_rewards() -> None:
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=1)
    assert rewards_of(state) == [0.5, 0.5]
    while state.to_act is not None:
        state.apply(state.legal_actions()[0])
    assert state.outcome is not None
    rewards = rewards_of(state)
    assert sorted(rewards) == [0.0, 1.0] and rewards[state.outcome.winners[0]] == 1.0


def play(game_id: str, bots: list[Bot], seed: int) -> tuple[int, ...]:
    state = get_game(game_id).new_state(len(bots), seed=seed)
    while state.to_act is not None:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
    assert state.outcome is not None
    return state.outcome.winners


@pytest.mark.slow  # statistical: many games
def test_mcts_beats_random_play() -> None:
    """A strength smoke (the real measurements are in benchmarks/mcts_strength.py)."""
    wins = 0
    games = 10
    for seed in range(games):
        seat = seed % 2
        bots: list[Bot] = [RandomBot(seed), RandomBot(seed + 1)]
        # the search alone: no incumbent (by default the game's own bot's answer would be one)
        bots[seat] = MCTSBot(seed, iterations=30, rollout="random", z=0, incumbent="none")
        wins += seat in play("dungeon-dice", bots, seed)
    assert wins >= 7


def test_cut_playouts_use_the_games_evaluation(monkeypatch: pytest.MonkeyPatch) -> None:
    """With depth=1 every playout stops at once and is scored by the search evaluate (else a draw)."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=6)
    view = state.view(state.to_act)
    monkeypatch.setattr(
        type(search_of(game)), "evaluate", lambda self, s: None
    )  # a game without an evaluation
    draw = MCTSBot(2, iterations=40, depth=1, z=0)
    draw.choose(view)
    assert draw.last is not None
    assert all(mean == pytest.approx(0.5) for visits, mean, _ in draw.last.actions.values() if visits)
    mover = state.to_act
    monkeypatch.setattr(
        type(search_of(game)), "evaluate", lambda self, s: [float(seat == mover) for seat in range(2)]
    )
    hopeful = MCTSBot(2, iterations=40, depth=1, z=0)
    hopeful.choose(view)
    assert hopeful.last is not None
    # only actions that leave the game unfinished after one more action are scored 1
    assert max(mean for _, mean, _ in hopeful.last.actions.values()) == pytest.approx(1.0)


def test_cut_playouts_play_on_until_the_game_is_settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past ``depth`` a playout goes on to a position the game calls settled (``Search.settled``)."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=6)
    view = state.view(state.to_act)
    scored: list[int] = []

    def evaluate(self: object, s: State) -> list[float]:
        scored.append(len(s.history))
        return [0.5, 0.5]

    monkeypatch.setattr(type(search_of(game)), "evaluate", evaluate)
    MCTSBot(2, iterations=30, depth=1, tree=1, z=0).choose(view)
    start = min(scored) - 2  # the root action and one playout action
    assert set(scored) == {start + 2}
    scored.clear()
    monkeypatch.setattr(type(search_of(game)), "settled", lambda self, s: len(s.history) >= start + 4)
    MCTSBot(2, iterations=30, depth=1, tree=1, z=0).choose(view)
    assert scored and min(scored) == start + 4


@pytest.mark.parametrize("game_id", ["dungeon-dice", "key-to-the-kingdom"])
def test_incumbent_bot_is_the_answer_of_a_tiny_search(game_id: str) -> None:
    """With 5 iterations no rival can be shown better, so the answer is the heuristic bot's."""
    game = get_game(game_id)
    searcher = make_bot(game, "mcts:5:depth=40:incumbent=heuristic", seed=3)
    heuristic = make_bot(game, "heuristic", seed=3)
    asked = 0
    for seed in (1, 2):
        for state in positions(game, 2, seed=seed, count=8):
            seat = state.to_act
            assert seat is not None
            view = json.loads(json.dumps(state.view(seat)))
            answer = searcher.choose(view)
            assert answer == heuristic.choose(view)
            assert isinstance(searcher, MCTSBot) and searcher.last is not None
            assert searcher.last.incumbent == answer
            asked += 1
    assert asked >= 10


def test_incumbent_default_and_specs() -> None:
    dice = get_game("dungeon-dice")
    bot = make_bot(dice, "mcts:300:incumbent=heuristic:depth=40", 0)
    assert isinstance(bot, MCTSBot) and bot.incumbent == "heuristic"
    assert bot.spec() == "mcts:300:depth=40:incumbent=heuristic"
    default = make_bot(dice, "mcts:300", 0)
    assert isinstance(default, MCTSBot) and default.incumbent is None and default.spec() == "mcts:300"
    assert default.incumbent_for(dice) == "heuristic"
    for spec in ("mcts:300:incumbent=rollout", "mcts:300:incumbent=none"):
        plain = make_bot(dice, spec, 0)
        assert isinstance(plain, MCTSBot) and plain.incumbent_for(dice) is None
    from noppa.games.dungeon_dice.game import DungeonDiceGame

    class Botless(DungeonDiceGame):
        """Dungeon Dice without bots of its own: the playout choice stays the incumbent."""

        id = "botless-dice"

        def bots(self) -> dict[str, BotFactory]:
            return {}

    assert MCTSBot(0).incumbent_for(Botless()) is None
    with pytest.raises(
        ValueError,
        match=r"incumbent=bogus is no bot .There is no bot .bogus. for Dungeon Dice; bots: expectation",
    ):
        make_bot(dice, "mcts:300:incumbent=bogus", 0)
    with pytest.raises(ValueError, match="must name a bot"):
        make_bot(dice, "mcts:300:incumbent=", 0)


def _root(stats: dict[str, tuple[int, float]]) -> _Node:
    """A search root whose actions have (visits, reward sum)."""
    root = _Node()
    for text, (visits, reward) in stats.items():
        edge = _Edge(Action(text))
        edge.visits, edge.reward, edge.available = visits, reward, visits
        root.edges[text] = edge
    return root


def test_a_decision_is_open_while_a_rival_leads_by_less_than_z() -> None:
    # incumbent 40 % of 100; a rival at 55 % of 100 leads by about 2.1 standard errors
    assert _undecided(_root({"keep": (100, 40.0), "rival": (100, 55.0)}), "keep", 3.0)
    assert not _undecided(
        _root({"keep": (100, 40.0), "rival": (100, 70.0)}), "keep", 3.0
    )  # decided: overrule
    assert not _undecided(_root({"keep": (100, 40.0), "rival": (100, 42.0)}), "keep", 3.0)  # decided: keep
    assert not _undecided(_root({"keep": (100, 55.0), "rival": (100, 40.0)}), "keep", 3.0)
    assert not _undecided(_root({"rival": (100, 55.0)}), None, 3.0)


@pytest.mark.slow  # a search
def test_extend_stretches_the_budget_only_for_open_decisions() -> None:
    """``extend`` searches past the budget while the incumbent may be wrong, never past k times."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=3)
    rng = random.Random(5)
    stretched = 0
    for _ in range(40):
        if state.to_act is None:
            break
        view = state.view(state.to_act)
        if len(view["legal"]) > 1:
            legal = list(view["legal"])
            for incumbent in legal:
                plain = MCTSBot(1, iterations=40).search(game, view, int(view["seat"]), incumbent=incumbent)
                assert plain.iterations == 40
                bot = MCTSBot(1, iterations=40, extend=3)
                report = bot.search(game, view, int(view["seat"]), incumbent=incumbent)
                assert 40 <= report.iterations <= 120
                stretched += report.iterations > 40
        state.apply(rng.choice(state.legal_actions()))
    assert stretched > 0
    made = make_bot(game, "mcts:300:extend=4", 0)
    assert isinstance(made, MCTSBot) and made.extend == 4 and made.spec() == "mcts:300:extend=4"
    with pytest.raises(ValueError, match="extend must be at least 1"):
        make_bot(game, "mcts:300:extend=0.5", 0)


def _decision(seed: int, wanted: Any) -> State:
    """The first position of a best-expectation game (``seed``) that shows the ``wanted`` decision."""
    from noppa.games.dungeon_dice.ai.playout import best_action
    from noppa.games.dungeon_dice.ai.win_bot import decision_of
    from noppa.games.dungeon_dice.rules.state import DungeonDiceState

    state = get_game("dungeon-dice").new_state(2, seed=seed)
    while state.to_act is not None:
        assert isinstance(state, DungeonDiceState)
        if decision_of(state.view(state.to_act)["state"]) == wanted:
            return state
        state.apply(best_action(state))
    raise AssertionError("the game never showed that decision")


def test_depth_zero_scores_each_leaf_with_the_evaluation_and_tree_one_searches_one_ply() -> None:
    """``depth=0:tree=1``: every root action is scored by the game's evaluation of what follows it."""
    from noppa.games.dungeon_dice.ai.winning import TOOL, Decision

    game = get_game("dungeon-dice")
    state = _decision(12, Decision(TOOL, 1, 1, (0, 4, 0, 0, 0, 0, 0), 2))
    view = state.view(state.to_act)
    bot = make_bot(game, "mcts:400:depth=0:tree=1", 1)
    assert isinstance(bot, MCTSBot) and bot.spec() == "mcts:400:depth=0:tree=1"
    report = bot.search(game, view, int(view["seat"]))
    assert report.evaluated and report.iterations == 400
    stopped = state.clone()
    stopped.apply(Action("stop"))
    exact = search_of(game).evaluate(stopped)
    assert exact is not None
    visits, mean, spread = report.actions["stop"]
    # a stop throws no dice: every visit scores the same exact value
    assert visits > 0 and mean == pytest.approx(exact[0]) and spread == pytest.approx(0.0, abs=1e-9)
    assert 0.0 < report.actions["roll"][2] < 0.5  # a roll's leaves differ, far less than wins do


@pytest.mark.slow  # a search
def test_with_the_exact_evaluation_the_search_finds_where_the_heuristic_is_wrong() -> None:
    """The expectation bot stops here (4 of a kind on the wall, 2 cards held, 1 against 1);
    by the exact values of its own policy, rolling on wins 3.9 points more often. The search
    scored by that evaluation overrules it; with full playouts the same budget cannot tell."""
    from noppa.games.dungeon_dice.ai import win_bot
    from noppa.games.dungeon_dice.ai.winning import TOOL, Decision, Rules

    wanted = Decision(TOOL, 1, 1, (0, 4, 0, 0, 0, 0, 0), 2)
    values = win_bot.expectation_pairing(Rules()).values(wanted)
    assert values["roll"] - values["stop"] == pytest.approx(0.0393, abs=1e-4)
    game = get_game("dungeon-dice")
    view = _decision(12, wanted).view(0)
    assert make_bot(game, "heuristic", 0).choose(view) == "stop"
    assert make_bot(game, "mcts:3000:depth=0:tree=1", 2).choose(view) == "roll"
    playouts = make_bot(game, "mcts:3000", 2)
    assert playouts.choose(view) == "stop"


def test_a_paired_search_finds_it_with_far_fewer_playouts() -> None:
    """``paired=1``: the stop and the roll are played from the same sampled worlds; the rival is
    judged by its reward minus the incumbent's, so 60 playouts find the 3.9 points (unpaired: 150)."""
    from noppa.games.dungeon_dice.ai.winning import TOOL, Decision

    game = get_game("dungeon-dice")
    view = _decision(12, Decision(TOOL, 1, 1, (0, 4, 0, 0, 0, 0, 0), 2)).view(0)
    bot = make_bot(game, "mcts:60:depth=0:tree=1:paired=1", 2)
    assert isinstance(bot, MCTSBot) and bot.spec() == "mcts:60:depth=0:tree=1:paired=1"
    assert bot.choose(view) == "roll"
    report = bot.last
    assert report is not None and report.incumbent == "stop" and report.differences is not None
    pairs, mean, _ = report.differences["roll"]
    assert report.iterations == 2 * pairs == 60 and mean > 0
    assert report.actions["stop"][0] == report.actions["roll"][0] == pairs
    assert report.significantly_better("roll", "stop", 3.0)
    assert make_bot(game, "mcts:60:depth=0:tree=1", 2).choose(view) == "stop"  # unpaired: not yet


def test_a_paired_search_drops_clearly_worse_rivals_and_stops_early(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=6)
    view = state.view(state.to_act)
    incumbent = make_bot(game, "heuristic", 0).choose(view)
    mover = state.to_act
    monkeypatch.setattr(
        type(search_of(game)),
        "evaluate",
        lambda self, s: [0.6 if s.history[-1:] == [incumbent] else 0.5] * 2 if mover is not None else None,
    )
    bot = MCTSBot(1, iterations=400, depth=0, tree=1, paired=True)
    assert bot.choose(view) == incumbent
    assert bot.last is not None and bot.last.differences is not None
    assert bot.last.iterations < 400  # every rival was dropped after a few pairs
    assert all(n == 4 and mean == pytest.approx(-0.1) for n, mean, _ in bot.last.differences.values())


def test_paired_differences_need_a_few_pairs_and_count_a_pseudo_pair() -> None:
    from noppa.bots.mcts import PAIRED_MINIMUM, _paired_z

    assert _paired_z((PAIRED_MINIMUM - 1, 0.5, 0.0)) == 0.0
    assert _paired_z((4, 0.1, 0.0)) == pytest.approx(0.1 / math.sqrt(0.01 / 16))
    assert _paired_z((100, 0.01, 0.05)) == pytest.approx(0.01 / math.sqrt((0.05**2 * 99 + 0.01) / 100 / 100))
    with pytest.raises(ValueError, match=r"cannot read .paired=yes."):
        MCTSBot.from_spec("100:paired=yes")


def test_evaluated_rewards_are_compared_by_their_own_spread() -> None:
    """Evaluations spread far less than wins: the same means differ significantly only for them."""
    actions = {"keep": (2000, 0.50, 0.02), "rival": (2000, 0.51, 0.03)}
    assert SearchReport(0, 0.0, actions, "keep", evaluated=True).significantly_better("rival", "keep", 3.0)
    assert not SearchReport(0, 0.0, actions, "keep").significantly_better("rival", "keep", 3.0)
    # a handful of equal values is no certainty: one pseudo-observation at a win's variance
    few = {"keep": (3, 0.50, 0.0), "rival": (3, 0.60, 0.0)}
    assert not SearchReport(0, 0.0, few, "keep", evaluated=True).significantly_better("rival", "keep", 3.0)


@pytest.mark.slow  # a search
def test_plain_mcts_plays_the_games_search_preset() -> None:
    """``mcts`` alone takes the game's tuned settings for the table; ``mcts:…`` exactly its own."""
    dice = get_game("dungeon-dice")
    plain = make_bot(dice, "mcts", 3)
    assert isinstance(plain, MCTSBot) and plain.preset and plain.spec() == "mcts"
    two = dice.new_state(2, seed=2)
    plain.choose(two.view(two.to_act))
    assert (plain.iterations, plain.depth, plain.tree, plain.paired) == (3000, 0, 1, True)
    assert plain.last is not None and plain.last.evaluated
    four = dice.new_state(4, seed=2)  # no evaluation with four players: the engine's defaults
    plain.choose(four.view(four.to_act))
    assert (plain.iterations, plain.depth, plain.tree, plain.paired) == (1000, None, None, False)
    assert plain.spec() == "mcts"
    own = make_bot(dice, "mcts:300", 3)
    assert isinstance(own, MCTSBot) and not own.preset
    own.choose(two.view(two.to_act))
    assert (own.iterations, own.depth, own.tree) == (300, None, None)
    kingdom = get_game("key-to-the-kingdom")
    assert search_of(kingdom).preset(2) == "400:depth=10:tree=1:extend=3:z=2"
    assert search_of(get_game("runebound")).preset(2) == "100:depth=0:tree=1:rollout=heuristic:extend=3"
    for game_id in SEARCHABLE:  # every preset is a valid spec
        game = get_game(game_id)
        for players in game.player_counts:
            MCTSBot.from_spec(search_of(game).preset(players), 0)


def test_a_bad_search_preset_names_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("dungeon-dice")
    monkeypatch.setattr(type(search_of(game)), "preset", lambda self, players: "400:depth=-3")
    state = game.new_state(2, seed=1)
    with pytest.raises(ValueError, match=r"dungeon-dice: bad search preset '400:depth=-3'"):
        make_bot(game, "mcts", 0).choose(state.view(state.to_act))


def test_playouts_can_be_played_by_a_bot_of_the_game() -> None:
    """``rollout=heuristic``: the game's own bot plays every seat of the playout from its view."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=5)
    view = state.view(state.to_act)
    bot = make_bot(game, "mcts:60:rollout=heuristic", 1)
    assert isinstance(bot, MCTSBot) and bot.spec() == "mcts:60:rollout=heuristic"
    answer = bot.choose(view)
    assert answer in view["legal"] and bot.last is not None and bot.last.iterations == 60
    # the expectation bot is the game's quick policy too: the same playouts, the same answer
    assert answer == make_bot(game, "mcts:60", 1).choose(view)


def test_a_paired_search_reseeds_its_playout_bot_alike_for_both_playouts_of_a_pair(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A playout bot with its own random numbers (``engine.Reseedable``) restarts them from the
    playout's seed, so the incumbent's and the rival's playouts share even the bot's tie-breaks."""
    from noppa.engine import Reseedable
    from noppa.games.key_to_the_kingdom.ai.bot import HeuristicBot

    seeds: list[int] = []
    original = HeuristicBot.reseed

    def recording(self: HeuristicBot, seed: int) -> None:
        seeds.append(seed)
        original(self, seed)

    monkeypatch.setattr(HeuristicBot, "reseed", recording)
    assert isinstance(HeuristicBot(1), Reseedable) and isinstance(RandomBot(1), Reseedable)
    game = get_game("key-to-the-kingdom")
    state = game.new_state(2, seed=3)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    bot = make_bot(game, "mcts:40:depth=2:paired=1:rollout=heuristic", 1)
    assert bot.choose(state.view(state.to_act)) in state.view(state.to_act)["legal"]
    assert seeds and len(seeds) % 2 == 0
    assert all(first == second for first, second in zip(seeds[::2], seeds[1::2], strict=True))
    assert len(set(seeds)) > 1  # and every pair its own
    seeds.clear()  # an unpaired search leaves the bot's numbers running (its results stay as measured)
    make_bot(game, "mcts:40:depth=2:rollout=heuristic", 1).choose(state.view(state.to_act))
    assert seeds == []
    # the bot's own numbers restart exactly: the same seed, the same draws
    bot_a, bot_b = RandomBot(5), RandomBot(9)
    bot_a.reseed(11)
    bot_b.reseed(11)
    view = state.view(state.to_act)
    assert [bot_a.choose(view) for _ in range(20)] == [bot_b.choose(view) for _ in range(20)]


@pytest.mark.parametrize(
    "spec",
    [
        "mcts:lots",
        "mcts:0",
        "mcts:100:c=-1",
        "mcts:100:rollout=magic",
        "mcts:100:width=3",
        "random:5",
        "oracle",
        "mcts:300:incumbent=bogus",
        "mcts:0.1s:iterations=5",
    ],
)
def test_a_bot_spec_that_makes_no_bot_is_refused_in_the_readers_language(spec: str) -> None:
    """Issue 15: the refusal of a bot spec is a message of the catalogs, in Finnish and English, that
    names the game by its name (never its id) and repeats what was typed."""
    from noppa.engine.errors import BotSpecError

    game = get_game("dungeon-dice")
    with pytest.raises(BotSpecError) as caught:
        make_bot(game, spec, 0)
    english, finnish = caught.value.message("en"), caught.value.message("fi")
    assert english != finnish and "dungeon-dice" not in english + finnish
    assert str(caught.value) == english
