"""The conformance suite: every registered game, every player count, every option value.

Seeded random playouts must end within a step bound, and along the way the engine contract of
``DESIGN.md`` must hold at random points: legal actions are never empty before the end, every legal
action applies, malformed and illegal actions raise ``RulesError`` and change nothing, JSON round
trips and replays are exact, clones are independent (and ``copy.deepcopy`` and a pickle round trip
are clones), and views are JSON-safe and leak neither the
dice nor another seat's secrets.
"""

from __future__ import annotations

import copy
import itertools
import json
import pickle
import random
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from noppa.engine import (
    Action,
    Game,
    IllegalAction,
    InvalidAction,
    OptionError,
    RulesError,
    State,
    get_game,
    list_games,
)
from noppa.engine.capabilities import redraw_dice

DEFAULT_STEP_BOUND = 20_000
SEEDS = (1, 2)
MALFORMED: tuple[object, ...] = (
    "",
    "   ",
    "::",
    "no such action at all",
    "zzz-not-an-action",
    "ROLL",
    "a" * 300,
    17,
    None,
    ["stop"],
    b"stop",
)


def variants(game: Game) -> Iterator[dict[str, Any]]:
    """The defaults, then each option at each of its other values (one at a time)."""
    yield {}
    for option in game.options:
        for value in option.values:
            if value != option.default:
                yield {option.name: value}


def cases() -> Iterator[Any]:
    """Every game, player count and option (one at a time). The defaults at the fewest players
    are the fast tier's (``./check --fast``); the rest of the matrix is ``slow``."""
    for game_id in list_games():
        game = get_game(game_id)
        for players in game.player_counts:
            for options in variants(game):
                label = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
                fast = not options and players == min(game.player_counts)
                marks = [] if fast else [pytest.mark.slow]
                yield pytest.param(game_id, players, options, id=f"{game_id}-{players}p-{label}", marks=marks)


def checkpoints(rng: random.Random, bound: int) -> set[int]:
    """Steps at which to run the expensive checks: the first few, then ever sparser (×1.5)."""
    points = {0, 1, 2, 3}
    step = 4.0 + rng.random() * 3
    while step < bound:
        points.add(int(step))
        step *= 1.5
    return points


def fingerprint(state: State) -> bytes:
    """Everything a state holds, as bytes (JSON, keys sorted): to compare before and after."""
    return msgspec.json.encode([state.to_json(), state.events, state.to_act], order="sorted")


def new_or_skip(game: Game[State], players: int, options: dict[str, Any], seed: int) -> State:
    try:
        return game.new_state(players, seed=seed, options=options)
    except (OptionError, ValueError) as error:
        pytest.skip(f"combination refused with a clear error: {error}")


def check_views(game: Game, state: State, rng: random.Random) -> None:
    seats: list[int | None] = [None, *range(state.players)]
    public = state.public_view()  # made once, as the web server does for a move's views
    for seat in seats:
        view = state.view(seat)
        if public is not None:  # each seat's view made from the shared part is its own, exactly
            without_log = {k: v for k, v in view.items() if k != "log"}
            assert state.view_from(public, seat) == without_log, f"view_from({seat}) differs from view"
        text = json.dumps(view)
        assert json.loads(text) == view, "view is not JSON-safe"
        if seat is not None and seat == state.to_act:
            assert view["legal"] == [a.text for a in state.legal_actions()]
        else:
            assert view["legal"] == []
        # Redrawing what the seat cannot know (the dice at least) must not change its view.
        redraw = rng.randrange(1 << 30)
        search = game.search
        other = search.resample_hidden(state, seat, redraw) if search else redraw_dice(state, redraw)
        assert other.view(seat) == view, f"view({seat}) depends on something it may not know"
        if state.dice.to_json() != other.dice.to_json():
            assert json.dumps(state.dice.to_json()) not in text
    if public is not None:  # no seat's own part went into the shared one
        assert state.view_from(public, None) == state.view(None, log=False)


def check_refusals(game: Game, state: State, pool: set[str]) -> None:
    before = fingerprint(state)
    for bad in MALFORMED:
        with pytest.raises(InvalidAction):
            state.apply(bad)  # type: ignore[arg-type]
        assert fingerprint(state) == before
    legal = {a.text for a in state.legal_actions()}
    for text in sorted(pool - legal)[:25]:
        with pytest.raises(RulesError) as caught:
            state.apply(text)
        assert isinstance(caught.value, IllegalAction | InvalidAction)
        assert str(caught.value), "an error must say what was wrong"
        assert fingerprint(state) == before, f"refused {text!r} changed the state"


def malformed_objects(kind: str, args: tuple[str, ...]) -> Iterator[Action]:
    """``Action`` objects built directly from one the game offered, each wrong in some way.

    Wrong arity (none, one too few, one too many), wrong values (empty, negative, huge — numbers of
    up to 150 digits —, unknown),
    and parts that are not what the text form would parse to (a list of arguments, a colon inside
    the kind, upper case, spaces).
    """
    yield Action(kind, ())
    yield Action(kind, args[:-1])
    yield Action(kind, (*args, "x"))
    yield Action(kind, (*args, "1", "2"))
    long_numbers = ("9" * 29, "1" + "0" * 40, "9" * 150, "9" * 29 + "/x")  # past Babel's 28 digits
    for value in ("", "-1", "99", "9" * 25, *long_numbers, "zz-not-a-thing", "0/0", "ranged", "case/x"):
        yield Action(kind, (value,))
        yield Action(kind, (*args[:-1], value))
    yield Action(kind, list(args))  # type: ignore[arg-type]
    yield Action(f"{kind}:{kind}", args)
    yield Action(kind.upper(), args)
    yield Action(f" {kind}", args)
    yield Action(kind, tuple(f"{a} " for a in args))


def stands_for(action: Action) -> bool:
    """Whether ``action``'s text parses back to ``action`` (its text is a faithful stand-in)."""
    try:
        return type(action.args) is tuple and Action.parse(action.text) == action
    except InvalidAction:
        return False


def check_malformed_objects(state: State, pool: set[str]) -> None:
    """Malformed ``Action`` objects of every kind seen so far raise a refusal and change nothing."""
    before = fingerprint(state)
    moves = len(state.history)
    legal = state.legal_actions()
    examples: dict[str, Action] = {}
    for text in sorted(pool):
        parsed = Action.parse(text)
        examples.setdefault(parsed.kind, parsed)
    for example in examples.values():
        for bad in malformed_objects(example.kind, example.args):
            if bad in legal:
                continue
            with pytest.raises(RulesError) as caught:
                state.apply(bad)
            assert isinstance(caught.value, IllegalAction | InvalidAction)
            assert caught.value.message("en") and caught.value.message("fi")
            assert len(state.history) == moves, f"refused {bad!r} was taken"
            if stands_for(bad):
                # An object that its text stands for is judged as that text is.
                with pytest.raises(type(caught.value)):
                    state.apply(bad.text)
    assert fingerprint(state) == before, "a refused Action object changed the state"


def check_every_legal_action_applies(state: State) -> None:
    before = fingerprint(state)
    for action in state.legal_actions():
        trial = state.clone()
        trial.apply(action)
        assert fingerprint(state) == before, "applying to a clone changed the original"


def check_round_trips(game: Game, state: State) -> None:
    saved = state.to_json()
    text = json.dumps(saved)
    loaded = game.load_state(json.loads(text))
    assert loaded.to_json() == saved
    assert loaded.events == state.events
    assert loaded.to_act == state.to_act
    replayed = game.replay(state.players, state.options, state.initial_dice, state.history)
    assert replayed.to_json() == saved
    assert replayed.events == state.events


def check_copies(state: State, rng: random.Random, steps: int = 25) -> None:
    """``copy.deepcopy`` and a pickle round trip are clones: each, played on with the same actions
    as a clone, gives the same events and the same saved game; the original is unchanged."""
    before = fingerprint(state)
    copies = [state.clone(), copy.deepcopy(state), pickle.loads(pickle.dumps(state))]
    seed = rng.randrange(1 << 30)
    played = []
    for twin in copies:
        choose = random.Random(seed)
        for _ in range(steps):
            if twin.to_act is None:
                break
            twin.apply(choose.choice(twin.legal_actions()))
        played.append(fingerprint(twin))
    assert played[1] == played[0], "a deep copy plays on differently from a clone"
    assert played[2] == played[0], "a pickled and loaded state plays on differently from a clone"
    assert fingerprint(state) == before, "copying changed the original"


# many random playouts under load (stress-ng, load 8-15): up to 50 s; the 300 s default is too near
@pytest.mark.timeout(1200)
@pytest.mark.parametrize(("game_id", "players", "options"), list(cases()))
def test_random_playouts_keep_the_contract(game_id: str, players: int, options: dict[str, Any]) -> None:
    game = get_game(game_id)
    bound = int(getattr(game, "playout_step_bound", DEFAULT_STEP_BOUND))
    for seed in SEEDS:
        state = new_or_skip(game, players, options, seed)
        rng = random.Random(seed * 7919 + players)
        check_points = checkpoints(rng, bound)
        pool: set[str] = set()
        steps = 0
        while state.to_act is not None:
            assert steps < bound, f"no end after {bound} steps"
            legal = state.legal_actions()
            assert legal, "legal_actions() is empty before the end"
            assert 0 <= state.to_act < players
            pool.update(a.text for a in legal)
            if steps in check_points:
                check_views(game, state, rng)
                check_refusals(game, state, pool)
                check_malformed_objects(state, pool)
                check_every_legal_action_applies(state)
                check_round_trips(game, state)
                check_copies(state, rng)
                before = fingerprint(state)
                twin = state.clone()
                twin.apply(rng.choice(legal))
                assert fingerprint(state) == before, "a clone shares state with its original"
            state.apply(rng.choice(legal))
            steps += 1
        finish_checks(game, state, players)


def finish_checks(game: Game, state: State, players: int) -> None:
    outcome = state.outcome
    assert outcome is not None
    assert state.legal_actions() == ()
    seats = [seat for group in outcome.ranking for seat in group]
    assert sorted(seats) == list(range(players)), "the ranking must list every seat once"
    assert set(outcome.winners) <= set(range(players))
    assert json.loads(json.dumps(state.events)) == state.events
    if state.history:
        with pytest.raises(IllegalAction):
            state.apply(state.history[-1])
    check_views(game, state, random.Random(0))
    check_round_trips(game, state)


@pytest.mark.parametrize("game_id", list_games())
def test_game_declares_its_facts(game_id: str) -> None:
    game = get_game(game_id)
    assert game.id == game_id
    assert len(game.player_counts) >= 1
    for lang in ("en", "fi"):
        assert game.name(lang) != f"{game.prefix}.name"
        assert game.summary(lang) != f"{game.prefix}.summary"
    names = [option.name for option in game.options]
    assert len(names) == len(set(names))
    for option in game.options:
        assert option.default in option.values
        assert len(option.values) >= 2


@pytest.mark.parametrize("game_id", list_games())
def test_labels_and_log_lines_exist_in_both_languages(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_state(max(game.player_counts), seed=3)
    rng = random.Random(3)
    for _ in range(300):
        if state.to_act is None:
            break
        for action in state.legal_actions():
            for lang in ("en", "fi"):
                label = state.label(action, lang)
                assert label and not label.startswith(f"{game.prefix}."), label
        state.apply(rng.choice(state.legal_actions()))
    for event in state.events:
        for lang in ("en", "fi"):
            line = state.describe(event, lang)
            assert line and not line.startswith(f"{game.prefix}.event."), line


# ---------------------------------------------------------------- Dungeon Dice: every game ends


def dungeon_dice_combinations() -> Iterator[dict[str, Any]]:
    """Every combination of every Dungeon Dice option (96), not one option at a time."""
    options = get_game("dungeon-dice").options
    for values in itertools.product(*(option.values for option in options)):
        yield {option.name: value for option, value in zip(options, values, strict=True)}


@pytest.mark.slow  # every option combination
@pytest.mark.rule("DD-EDGE-04", "DD-WIN-01")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("policy", ["random", "expectation"])
def test_dungeon_dice_ends_under_every_option_combination(players: int, policy: str) -> None:
    """Random play and the game's own bot end every game within the step bound, at every table size
    and combination of options (before DD-EDGE-04 four players without challenges could reach
    7-7-7-7 with an empty supply and play on for ever). The ``win`` bot is the exact two-player
    solver, proven in ``tests/dungeon_dice/test_winning.py``; at three or four players it plays as
    ``expectation`` does, so ``expectation`` stands for the game's bots here."""
    game = get_game("dungeon-dice")
    bot_factory = game.bots()["expectation"]
    longest = 0
    for options in dungeon_dice_combinations():
        for seed in SEEDS:
            state = game.new_state(players, seed=seed, options=options)
            rng = random.Random(seed)
            bots = [bot_factory(seed + seat) for seat in range(players)]
            steps = 0
            while state.to_act is not None:
                assert steps < DEFAULT_STEP_BOUND, (
                    f"no end after {DEFAULT_STEP_BOUND} steps: {options}, seed {seed}"
                )
                if policy == "random":
                    state.apply(rng.choice(state.legal_actions()))
                else:
                    seat = state.to_act
                    state.apply(bots[seat].choose(state.view(seat)))
                steps += 1
            longest = max(longest, steps)
            finish_checks(game, state, players)
    assert longest < DEFAULT_STEP_BOUND
