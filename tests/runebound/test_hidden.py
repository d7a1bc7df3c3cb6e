"""Hidden information: deck orders, face-down Path cards, token values and the dice stay hidden."""

from __future__ import annotations

import json
import random

import pytest

from noppa.games.runebound import GAME
from noppa.games.runebound.rules.state import RuneboundState


def advanced(players: int, seed: int, steps: int, **options: object) -> RuneboundState:
    state = GAME.new_state(players, seed=seed, options=dict(options) or None)
    assert isinstance(state, RuneboundState)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.rule("RB-SETUP-04", "RB-COMP-16", "RB-DOOM-02")
@pytest.mark.parametrize("players", [1, 3, 6])
def test_views_hide_deck_orders_token_values_and_the_dice(players: int) -> None:
    state = advanced(players, 11, 120, path_of_doom=True)
    for seat in [None, *range(players)]:
        view = state.view(seat)
        text = json.dumps(view)
        assert json.dumps(state.dice.to_json())[:-1] not in text and '"kind": "seeded"' not in text
        for _colour, deck in state.decks.items():
            if len(deck) > 1:
                assert json.dumps(deck) not in text
        assert "board_tokens" not in view["state"]
        resampled = GAME.search.resample_hidden(state, seat, 99)
        assert isinstance(resampled, RuneboundState)
        assert resampled.view(seat) == view
        assert resampled.decks != state.decks or all(len(d) < 2 for d in state.decks.values())


def test_determinize_builds_a_playable_state() -> None:
    for seed in range(6):
        state = advanced(2 + seed % 3, seed, 60 + 13 * seed)
        if state.to_act is None:
            continue
        view = state.view(state.to_act)
        guess = GAME.search.determinize(view, seed)
        assert guess.view(state.to_act)["state"]["heroes"] == view["state"]["heroes"]
        assert sorted(a.text for a in guess.legal_actions()) == sorted(view["legal"])
        rng = random.Random(seed)
        for _ in range(40):
            if guess.to_act is None:
                break
            guess.apply(rng.choice(guess.legal_actions()))
