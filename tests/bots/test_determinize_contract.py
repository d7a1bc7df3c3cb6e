"""The ``determinize`` contract that search bots rely on, for every game that offers it.

From any seat's view (after a JSON round trip) ``game.search.determinize(view, seed)`` must give a state
that the seat cannot tell from the real one — the same view of the game, the same legal actions —
and that plays on. Checked along seeded random games at every player count.
"""

from __future__ import annotations

import json
import random

import pytest

from noppa import get_game, list_games

KNOWN_ISSUES: dict[str, str] = {}
"""Games whose determinize does not keep the contract yet: expected to fail until they are fixed."""

CASES = [
    pytest.param(
        game_id,
        players,
        id=f"{game_id}-{players}p",
        marks=[pytest.mark.xfail(reason=KNOWN_ISSUES[game_id], strict=False)]
        if game_id in KNOWN_ISSUES
        else [],
    )
    for game_id in list_games()
    if get_game(game_id).search is not None
    for players in get_game(game_id).player_counts
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_determinize_is_indistinguishable_and_playable(game_id: str, players: int) -> None:
    game = get_game(game_id)
    search = game.search
    assert search is not None
    for seed in (1, 2):
        state = game.new_state(players, seed=seed)
        rng = random.Random(seed)
        step = 0
        while state.to_act is not None and step < 400:
            if step % 7 == 0:
                seat = state.to_act
                view = json.loads(json.dumps(state.view(seat)))
                guess = search.determinize(view, seed * 1000 + step)
                assert guess.to_act == seat
                assert sorted(a.text for a in guess.legal_actions()) == sorted(view["legal"])
                assert guess.view(seat)["state"] == view["state"], f"step {step}: the view changed"
                play = random.Random(step)
                for _ in range(30):
                    if guess.to_act is None:
                        break
                    guess.apply(play.choice(guess.legal_actions()))
            state.apply(rng.choice(state.legal_actions()))
            step += 1
