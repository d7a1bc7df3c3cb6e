"""Properties that hold in every reachable position, explored by hypothesis."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from noppa import get_game
from noppa.games.dungeon_dice.rules.faces import DICE, GUARD, PATH_LENGTH, SUPPLY, land, resolve
from noppa.games.dungeon_dice.rules.state import DungeonDiceState

GAME = get_game("dungeon-dice")


@settings(max_examples=60)
@given(
    seed=st.integers(0, 10**9),
    players=st.integers(2, 4),
    choices=st.lists(st.integers(0, 7), min_size=1, max_size=120),
    options=st.fixed_dictionaries(
        {
            "challenges": st.sampled_from(["start", "anytime", "never"]),
            "hot_dice": st.booleans(),
            "guard_penalty": st.booleans(),
            "challenge_cards": st.sampled_from([3, 1]),
        }
    ),
)
def test_cards_are_conserved_and_positions_stay_legal(
    seed: int, players: int, choices: list[int], options: dict[str, object]
) -> None:
    state = GAME.new_state(players, seed=seed, options=options)
    assert isinstance(state, DungeonDiceState)
    for choice in choices:
        if state.to_act is None:
            break
        legal = state.legal_actions()
        state.apply(legal[choice % len(legal)])
        # every tunnel card is somewhere: supply, a path, or at risk in the current turn
        assert state.supply is not None
        assert state.supply + sum(state.paths) + state.held + state.taken == SUPPLY
        assert all(0 <= cards <= PATH_LENGTH for cards in state.paths)
        assert 0 <= sum(state.wall) <= 6
        if state.to_act is not None:
            assert state.wall[GUARD] < 3  # a third guard never leaves a decision pending
            assert state.to_act == state.current
    replayed = GAME.replay(players, options, seed, state.history)
    assert replayed.to_json() == state.to_json()


@settings(max_examples=300)
@given(
    wall=st.lists(st.integers(0, 3), min_size=6, max_size=6).filter(lambda w: sum(w) < DICE),
    rolled=st.lists(st.integers(1, 6), min_size=6, max_size=6),
)
def test_a_landing_is_the_roll_resolved_whatever_order_the_dice_fell_in(
    wall: list[int], rolled: list[int]
) -> None:
    """``land`` (the remembered outcome the rules use) is ``resolve`` of the same dice, the wall
    after it is the sum, and a face's dice all go or all stay (DD-TURN-02, DD-TURN-07)."""
    before = (0, *wall)
    faces = rolled[: DICE - sum(wall)]
    landing = land(before, tuple(sorted(faces)))
    assert (landing.moved, landing.earned, landing.combo) == tuple(resolve(list(before), faces))
    assert landing.wall == tuple(have + new for have, new in zip(before, landing.moved, strict=True))
    assert sorted(landing.moved_faces) == sorted(f for f in faces if landing.moved[f])
    assert all(landing.moved[face] in (0, faces.count(face)) for face in range(1, 7))
    assert landing.full == (sum(landing.wall) == DICE)
    assert landing.stay == {face for face in faces if not landing.moved[face]}  # the pit's faces
