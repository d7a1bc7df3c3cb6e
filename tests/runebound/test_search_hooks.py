"""The search hooks: the quick playout policy, the cut-off evaluation and the search key."""

from __future__ import annotations

import json
import random
import time

import pytest

from noppa.bots import make_bot
from noppa.games.runebound import GAME
from noppa.games.runebound.ai.playout import (
    EVALUATION_FILE,
    FEATURES,
    TRAVEL,
    colour_value,
    evaluate,
    features,
    prospect,
    rollout_action,
    search_key,
    settled,
    weights,
)
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import equip, events, fight, force, hexid, legal, play, position, scenario, token


def fresh(players: int, seed: int, **options: object) -> RuneboundState:
    state = GAME.new_state(players, seed=seed, options=dict(options) or None)
    assert isinstance(state, RuneboundState)
    return state


# ---------------------------------------------------------------------- rollout_action


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_the_policy_plays_whole_games_with_legal_actions_and_leaves_the_state_alone(players: int) -> None:
    state = fresh(players, players, path_of_doom=players % 2 == 0)
    rng = random.Random(players)
    steps = 0
    while state.to_act is not None and steps < 5000:
        before = json.dumps(state.to_json(), sort_keys=True)
        action = GAME.search.rollout_action(state, rng)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        assert action.text in legal(state)
        state.apply(action)
        steps += 1
    assert state.outcome is not None


def test_the_policy_is_reproducible_from_its_generator() -> None:
    def run(seed: int) -> list[str]:
        state = fresh(2, seed)
        rng = random.Random(seed)
        texts: list[str] = []
        while state.to_act is not None:
            action = rollout_action(state, rng)
            texts.append(action.text)
            state.apply(action)
        return texts

    assert run(3) == run(3)


@pytest.mark.rule("RB-MOVE-01", "RB-MOVE-07")
def test_the_policy_rolls_every_die_when_fresh_and_rests_when_nearly_exhausted() -> None:
    state = scenario(["orvan-saltblood"])
    rng = random.Random(0)
    assert rollout_action(state, rng).text == "roll:5"
    stamina = state.content.heroes["orvan-saltblood"].stamina
    state = position([{"hero": "orvan-saltblood", "fatigue": stamina - 1}])
    assert rollout_action(state, rng).text == "roll:2"


@pytest.mark.rule("RB-MOVE-02")
def test_the_policy_moves_toward_the_token_worth_most() -> None:
    def rolled(tokens: dict[str, tuple[str, int] | None]) -> RuneboundState:
        state = position([{"hero": "orvan-saltblood"}], tokens=tokens)
        force(state, 1, 1, 1, 1, 1)
        play(state, "roll:5")
        return state

    board = scenario(["orvan-saltblood"])  # the seed's tokens, all taken off
    bare: dict[str, tuple[str, int] | None] = {board.board.ids[h]: None for h in board.board_tokens}
    state = rolled(bare)
    here = state.heroes[0].hex
    far = max(state.this_turn.destinations, key=lambda h: state.board.walk_distance(here, h))
    state = rolled({**bare, state.board.ids[far]: ("green", 1)})
    assert rollout_action(state, random.Random(0)).text == f"move:{state.board.ids[far]}"


@pytest.mark.rule("RB-MKT-07")
def test_the_policy_heals_wounds_at_the_market_before_buying() -> None:
    setup = {
        "heroes": [{"hero": "orvan-saltblood", "at": "tamalir", "wounds": 2, "gold": 20}],
        "step": "market",
    }
    state = GAME.position(setup, {"path_of_doom": False}, seed=0)
    assert isinstance(state, RuneboundState)
    choices = legal(state)
    assert "heal:hero:wound" in choices
    assert rollout_action(state, random.Random(0)).text == "heal:hero:wound"


def test_the_policy_takes_an_easy_adventure() -> None:
    state = scenario(["orvan-saltblood"])
    start = state.board.start
    token(state, state.board.ids[next(iter(state.board.neighbours[start]))], "green", 1)
    here = next(iter(state.board.neighbours[start]))
    play(state, f"step:{state.board.ids[here]}")
    assert hexid(state, state.board.ids[here]) == state.heroes[0].hex
    assert "adventure" in legal(state)
    assert rollout_action(state, random.Random(0)).text == "adventure"
    # A Dragon Rune (red) is worth far more than a green token to a hero who can fight at all.
    assert colour_value(state, 0, "red") > colour_value(state, 0, "green")


def test_the_policy_is_much_cheaper_than_the_heuristic_bot() -> None:
    state = fresh(2, 9)
    bot = make_bot(GAME, "heuristic", 0)
    rng = random.Random(0)
    states: list[RuneboundState] = []
    while state.to_act is not None and len(states) < 60:
        states.append(state.clone())
        state.apply(rollout_action(state, rng))
    started = time.perf_counter()
    for s in states:
        rollout_action(s, rng)
    policy = time.perf_counter() - started
    started = time.perf_counter()
    for s in states:
        assert s.to_act is not None
        bot.choose(s.view(s.to_act))
    heuristic = time.perf_counter() - started
    assert policy < heuristic


# ---------------------------------------------------------------------- evaluate


@pytest.mark.parametrize("players", [1, 2, 3, 6])
def test_evaluate_gives_chances_that_sum_to_one(players: int) -> None:
    state = fresh(players, 4)
    rng = random.Random(4)
    for _ in range(200):
        if state.to_act is None:
            break
        before = json.dumps(state.to_json(), sort_keys=True)
        chances = GAME.search.evaluate(state)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        assert chances is not None and len(chances) == players
        assert all(0.0 <= c <= 1.0 for c in chances)
        if players > 1:
            assert sum(chances) == pytest.approx(1.0)
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.rule("RB-WIN-02")
def test_evaluate_favours_runes_then_levels() -> None:
    state = scenario(["orvan-saltblood", "korrak-stonefist"])
    even = evaluate(state)
    state.heroes[0].xp = ["body", "body", "mind"]
    levelled = evaluate(state)
    assert levelled[0] > even[0]
    runes = [c.id for c in state.content.adventures.values() if c.rune]
    equip(state, 1, items=runes[:2])
    early = evaluate(state)[1]
    assert early > 0.7 > even[1]
    state.round = state.round_limit - 1  # a rune weighs more as the rounds run out (RB-WIN-01)
    assert evaluate(state)[1] > max(0.9, early)


def test_features_measure_what_they_name() -> None:
    state = scenario(["orvan-saltblood", "korrak-stonefist"])
    before = dict(zip(FEATURES, features(state, 0), strict=True))
    assert before["runes"] == before["runes_late"] == before["level"] == 0.0
    assert before["health"] == 1.0 and 0.0 <= before["red"] <= before["blue"] <= 1.0
    state.heroes[0].xp = ["body", "body", "mind"]
    runes = [c.id for c in state.content.adventures.values() if c.rune]
    equip(state, 0, items=runes[:1], wounds=2, gold=7)
    state.round = state.round_limit // 2
    after = dict(zip(FEATURES, features(state, 0), strict=True))
    assert (after["runes"], after["level"], after["gold"]) == (1.0, 3.0, 7.0)
    assert after["runes_late"] == pytest.approx(0.5) and after["level_late"] == pytest.approx(1.5)
    assert after["health"] < 1.0


def test_the_prospect_is_the_best_token_discounted_by_the_walk_to_it() -> None:
    state = scenario(["orvan-saltblood", "korrak-stonefist"])
    here = state.heroes[0].hex
    board = state.board
    near = next(h for h in board.neighbours[here] if board.hexes[h].city is None)
    reachable = [h for h in range(len(board.hexes)) if board.walk_distance(here, h) < len(board.hexes)]
    far = max(reachable, key=lambda h: board.walk_distance(here, h))
    state.board_tokens.clear()
    assert prospect(state, 0) == 0.0  # no token on the map
    state.board_tokens[far] = ("green", 1)
    distant = prospect(state, 0)
    assert distant == pytest.approx(
        colour_value(state, 0, "green") / (1 + board.walk_distance(here, far) / TRAVEL)
    )
    state.board_tokens[near] = ("green", 1)
    assert prospect(state, 0) > distant
    assert prospect(state, 0) == pytest.approx(colour_value(state, 0, "green") / (1 + 1 / TRAVEL))
    assert dict(zip(FEATURES, features(state, 0), strict=True))["prospect"] == prospect(state, 0)


def test_the_fitted_weights_only_help_and_name_their_command() -> None:
    assert all(weight >= 0 for weight in weights())
    assert dict(zip(FEATURES, weights(), strict=True))["runes"] > 0
    assert "python -m noppa.games.runebound.ai.fitting --games" in EVALUATION_FILE.read_text()


def test_evaluate_of_a_finished_game_is_its_outcome() -> None:
    state = fresh(2, 6)
    rng = random.Random(6)
    while state.to_act is not None:
        state.apply(rollout_action(state, rng))
    assert state.outcome is not None
    chances = evaluate(state)
    assert [c > 0 for c in chances] == [s in state.outcome.winners for s in range(2)]


def test_a_position_is_settled_only_as_a_turn_begins() -> None:
    """RB-TURN-01: the estimate judges a turn's start, never a fight or a turn half-played."""
    state = fresh(2, 8)
    assert settled(state) and GAME.search.settled(state)
    rng = random.Random(8)
    starts = 0
    while state.to_act is not None and starts < 6:
        state.apply(rollout_action(state, rng))
        if settled(state):
            starts += 1
            assert state.step == "move" and state.combat is None
            assert events(state, "turn")[-1]["number"] == state.turn
        else:
            assert len(state.history) > state.turn_mark or state.step != "move" or state.combat
    assert starts == 6
    state = fresh(2, 8)
    play(state, "roll:4")  # something of the turn is played: not settled
    assert not settled(state)
    state = scenario(["orvan-saltblood", "korrak-stonefist"])
    fight(state, next(c.id for c in state.content.adventures.values() if c.colour == "green" and c.stats))
    assert not settled(state)


def test_the_preset_search_scores_each_action_as_the_next_turn_begins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The plain ``mcts``: the heuristic finishes the turn after each root action, and the estimate
    judges the start of the next turn, never a fight half-fought."""
    from noppa.games.runebound.ai import playout as module

    state = fresh(2, 4)
    view = state.view(state.to_act)
    judged: list[tuple[bool, int]] = []

    def spy(st: RuneboundState) -> list[float]:
        judged.append((settled(st), st.turn))
        return evaluate(st)

    monkeypatch.setattr(module, "evaluate", spy)
    bot = make_bot(GAME, "mcts", 3)
    assert bot.choose(view) in view["legal"]
    assert len(judged) >= 100
    assert all(ok and turn == state.turn + 1 for ok, turn in judged)


# ---------------------------------------------------------------------- search_key


@pytest.mark.rule("RB-MOVE-02")
def test_the_key_forgets_a_spent_roll_but_not_a_roll_still_to_use() -> None:
    keys: dict[tuple[int, ...], object] = {}
    states: dict[tuple[int, ...], RuneboundState] = {}
    for faces in [(1, 1, 1, 1, 1), (2, 3, 4, 5, 6)]:
        state = scenario(["orvan-saltblood", "korrak-stonefist"])
        state.board_tokens.clear()
        force(state, *faces)
        play(state, "roll:5")
        keys[faces] = search_key(state, 0)
        states[faces] = state
    assert keys[(1, 1, 1, 1, 1)] != keys[(2, 3, 4, 5, 6)]  # the roll decides where he may go
    here = states[(1, 1, 1, 1, 1)].heroes[0].hex
    moved = []
    for state in states.values():
        play(state, f"move:{state.board.ids[here]}")  # both stay put: the roll is spent
        assert state.step != "moving"
        moved.append(search_key(state, 0))
    assert moved[0] == moved[1]
    assert GAME.search.key(states[(1, 1, 1, 1, 1)], 0) == moved[0]
