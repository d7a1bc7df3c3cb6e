"""The fixed encodings: every legal action has its number, slices never move, the docs match the code."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from noppa import get_game, list_games
from noppa.rl.encoding import Encoding, docs_tables, information_state_string

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
SETUPS = [(g, n) for g in list_games() for n in sorted({*get_game(g).player_counts[:1], 4})]


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=str)
def test_every_legal_action_has_a_fixed_number_and_the_slices_never_move(game_id: str, players: int) -> None:
    game = get_game(game_id)
    encoding = Encoding(game, players, game.resolve_options({}))
    assert len(set(encoding.actions)) == encoding.n_actions
    rng = random.Random(players)
    for seed in range(2):
        state = game.new_state(players, seed=seed)
        mine: list[int] = []
        for _ in range(400):
            if state.to_act is None:
                break
            seat = state.to_act
            view = state.view(seat, log=False)
            mask = encoding.mask(view["legal"])
            assert sum(mask) == len(view["legal"])
            observation = encoding.observe(view)
            assert len(observation) == encoding.observation_size
            assert all(-1.0 <= v <= 1.0 for v in observation)
            if seat == 0:
                info = encoding.information_state(view, mine)
                assert len(info) == encoding.info_state_size
            action = rng.choice(view["legal"])
            if seat == 0:
                mine.append(encoding.index(action))
            assert encoding.action(encoding.index(action), view["legal"]) == action
            state.apply(action)


def test_numbers_do_not_depend_on_the_position() -> None:
    game = get_game("key-to-the-kingdom")
    first = Encoding(game, 3, game.resolve_options({}))
    second = Encoding(game, 3, game.resolve_options({"version": "short"}))
    assert first.actions == second.actions and first.slices == second.slices
    assert first.actions.index("move:dc/t1") == first.index("move:dc/t1")
    with pytest.raises(ValueError, match="not legal now"):
        first.action(first.index("move:dc/t1"), ["roll"])
    with pytest.raises(ValueError, match="outside"):
        first.action(first.n_actions, ["roll"])


def test_information_state_string_holds_own_actions_and_nothing_hidden() -> None:
    game = get_game("key-to-the-kingdom")
    state = game.new_state(2, seed=3)
    text = information_state_string(state, 0, ["roll"])
    assert text.startswith("seat 0\nmy actions: roll")
    assert game.search is not None
    other = game.search.resample_hidden(state, 0, 99)
    assert information_state_string(other, 0, ["roll"]) == text


def test_docs_show_the_tables_the_code_makes() -> None:
    match = re.search(
        r"<!-- encodings:begin -->\n(.*)\n<!-- encodings:end -->", DOCS.read_text(encoding="utf-8"), re.S
    )
    assert match is not None, "docs/rl.md lost its encodings markers"
    assert match.group(1).strip() == docs_tables().strip(), "regenerate with noppa.rl.encoding.docs_tables()"


DD_OPTIONS = [
    {},
    {"challenges": "anytime"},
    {"hot_dice": True, "guard_penalty": True, "challenge_rolls": "fresh", "challenge_cards": 3},
    {"challenges": "never", "supply": "28"},
]


@pytest.mark.parametrize("options", DD_OPTIONS, ids=str)
@pytest.mark.parametrize("without", [(), ("odds",)], ids=str)
def test_dungeon_dice_observation_read_from_the_state_is_the_one_of_its_view(
    options: dict[str, object], without: tuple[str, ...]
) -> None:
    """``Encoding.observation`` (straight from the state, no view built) gives the very numbers of
    ``observe(view(…))``, for every seat and a spectator, in every phase, up to the game's end."""
    game = get_game("dungeon-dice")
    for players in (2, 3, 4):
        encoding = Encoding(game, players, game.resolve_options(options), without=without)
        assert encoding._from_state is not None
        rng = random.Random(players)
        for seed in range(6):
            state = game.new_state(players, seed=seed, options=game.resolve_options(options))
            while True:
                for seat in (*range(players), None):
                    view = encoding.view(state, seat)
                    assert encoding.observation(state, seat) == encoding.observe(view)
                    legal = state.legal_actions() if seat == state.to_act else ()
                    numbers = encoding.legal_numbers(legal)
                    assert numbers == [i for i, on in enumerate(encoding.mask(view["legal"])) if on]
                if state.to_act is None:
                    break
                state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("game_id", "players"), SETUPS, ids=str)
def test_every_game_observation_from_the_state_is_the_one_of_its_view(game_id: str, players: int) -> None:
    game = get_game(game_id)
    encoding = Encoding(game, players, game.resolve_options({}))
    rng = random.Random(players)
    state = game.new_state(players, seed=1)
    for _ in range(60):
        if state.to_act is None:
            break
        seat = state.to_act
        assert encoding.observation(state, seat) == encoding.observe(encoding.view(state, seat))
        legal = state.legal_actions()
        for action in legal:
            number = encoding.index(action.text)
            assert encoding.legal_action(number, legal) is action
        state.apply(rng.choice(legal))


def test_a_legal_action_by_number_is_refused_as_action_refuses_it() -> None:
    game = get_game("dungeon-dice")
    encoding = Encoding(game, 2, game.resolve_options({}))
    state = game.new_state(2, seed=0)
    legal = state.legal_actions()
    texts = [action.text for action in legal]
    refused = [n for n in range(encoding.n_actions) if encoding.actions[n] not in texts]
    assert refused
    for number in (-1, encoding.n_actions, *refused):
        with pytest.raises(ValueError) as expected:
            encoding.action(number, texts)
        with pytest.raises(ValueError, match=re.escape(str(expected.value))):
            encoding.legal_action(number, legal)
