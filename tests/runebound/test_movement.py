"""Movement (§4): dice, symbols, cities, resting, the single step, and the exact destinations."""

from __future__ import annotations

import pickle
import random

import pytest

from noppa.engine import IllegalAction
from noppa.games.runebound.rules.hexmap import TERRAIN_BITS, HexMap, board
from noppa.games.runebound.rules.movement import _layout, face_mask, reachable
from noppa.games.runebound.rules.state import RuneboundState
from tests.runebound.helpers import asked_the_way_in, equip, events, force, hexid, play, position, scenario

BOARD = board()


def brute_force(start: int, masks: list[int], on: HexMap = BOARD) -> dict[int, set[int]]:
    """Every hex some ordering of distinct dice reaches, with the hexes it is entered from."""
    found: dict[int, set[int]] = {start: set()}

    def walk(here: int, used: frozenset[int]) -> None:
        for there in on.neighbours[here]:
            for die, mask in enumerate(masks):
                if die not in used and mask & on.terrain_bit[there]:
                    found.setdefault(there, set()).add(here)
                    walk(there, used | {die})

    walk(start, frozenset())
    return found


@pytest.mark.rule("RB-MOVE-02", "RB-MOVE-03", "RB-MOVE-04", "RB-MOVE-06", "RB-COMP-13", "RB-EX-14")
def test_destinations_are_exactly_what_the_dice_allow() -> None:
    rng = random.Random(5)
    from noppa.games.runebound.content.schema import load

    dice = load().dice
    starts = [i for i, h in enumerate(BOARD.hexes) if h.in_play]
    for _ in range(80):
        start = rng.choice(starts)
        count = rng.randint(0, 5)
        masks = [face_mask(dice[i].faces[rng.randrange(6)]) for i in range(count)]
        expected = brute_force(start, masks)
        got = reachable(BOARD, start, masks)
        assert set(got) == set(expected)
        for hex_, origins in got.items():
            if hex_ != start:
                assert set(origins) == expected[hex_] - {hex_}
            assert BOARD.hexes[hex_].in_play  # RB-MOVE-06: edge hexes are never entered


@pytest.mark.rule("RB-MOVE-02", "RB-MOVE-03", "RB-MOVE-04", "RB-MOVE-06")
def test_a_map_that_is_no_offset_grid_is_searched_hex_by_hex_with_the_same_exact_destinations() -> None:
    # The search spreads a set of hexes by six shifts of its axial bits only where the map's own
    # neighbour lists are an offset grid's (Runebound's map is); with one link between two hexes
    # cut, they are not, and it goes hex by hex: the destinations and ways in are still exact.
    import dataclasses

    from noppa.games.runebound.content.schema import load

    assert _layout(BOARD).width > 0
    a = next(i for i, h in enumerate(BOARD.hexes) if h.in_play and len(BOARD.neighbours[i]) == 6)
    b = BOARD.neighbours[a][0]
    cut = tuple(
        tuple(n for n in around if {hex_, n} != {a, b}) for hex_, around in enumerate(BOARD.neighbours)
    )
    other = dataclasses.replace(BOARD, neighbours=cut)
    assert _layout(other).width == 0
    dice = load().dice
    rng = random.Random(7)
    for _ in range(30):
        start = rng.choice([a, b, *BOARD.neighbours[a]])
        masks = [face_mask(dice[i].faces[rng.randrange(6)]) for i in range(rng.randint(1, 5))]
        expected = brute_force(start, masks, other)
        got = reachable(other, start, masks)
        assert list(got) == sorted(expected)
        for hex_, origins in got.items():
            if hex_ != start:
                assert list(origins) == sorted(expected[hex_] - {hex_})


@pytest.mark.rule("RB-MOVE-02", "RB-CMB-08")
def test_a_rolls_routes_read_as_the_plain_mapping_they_stand_for() -> None:
    # The ways in are worked out only when asked for; whatever is asked first, in whatever order,
    # the mapping is the one a search of every way gives, and it pickles as that plain dict.
    from noppa.games.runebound.content.schema import load
    from noppa.games.runebound.rules.model import ThisTurn, copied

    dice = load().dice
    rng = random.Random(11)
    starts = [i for i, h in enumerate(BOARD.hexes) if h.in_play]
    for _ in range(20):
        start = rng.choice(starts)
        masks = [face_mask(dice[i].faces[rng.randrange(6)]) for i in range(rng.randint(1, 5))]
        routes = reachable(BOARD, start, masks)
        expected = brute_force(start, masks)
        expected[start] = {start}  # the start is entered from nowhere, even where a loop returns to it
        asked = list(routes)
        rng.shuffle(asked)
        for hex_ in asked[: len(asked) // 2]:  # some ways in asked before the others
            assert set(routes[hex_]) == expected[hex_] - {hex_}
        plain = {h: tuple(sorted(expected[h] - {h})) for h in sorted(expected)}
        assert list(routes) == sorted(expected) and len(routes) == len(expected)
        assert {h: tuple(sorted(o)) for h, o in routes.items()} == plain
        assert routes[start] == ()
        loaded = pickle.loads(pickle.dumps(routes))
        assert type(loaded) is dict and loaded == dict(routes.items())
        outside = next(h for h in range(len(BOARD.hexes)) if h not in expected)
        assert outside not in routes and routes.get(outside) is None
        with pytest.raises(KeyError):
            routes[outside]
        turn = ThisTurn(destinations=routes)
        assert copied(turn).destinations is routes  # never changed, so clones share it


@pytest.mark.rule("RB-MOVE-02")
def test_one_symbol_per_die() -> None:
    # A die showing road/plains/river gives ONE of them: one such die moves one hex, never two.
    start = BOARD.start
    mask = TERRAIN_BITS["road"] | TERRAIN_BITS["plains"] | TERRAIN_BITS["river"]
    got = reachable(BOARD, start, [mask])
    assert set(got) == {start} | {n for n in BOARD.neighbours[start] if BOARD.terrain_bit[n] & mask}


@pytest.mark.rule("RB-MOVE-03")
def test_any_symbol_enters_a_city() -> None:
    city = BOARD.start
    outside = BOARD.neighbours[city][0]
    got = reachable(BOARD, outside, [TERRAIN_BITS["mountain"] | TERRAIN_BITS["swamp"]])
    assert city in got


@pytest.mark.rule("RB-MOVE-05")
def test_tokens_and_heroes_do_not_block() -> None:
    state = scenario(["orvan-saltblood", "nym-ashwhisper"])
    start = state.heroes[0].hex
    for other in BOARD.neighbours[start]:
        state.board_tokens[other] = ("green", 1)
    state.lost[0] = ("giant-rats", BOARD.neighbours[start][0])
    equip(state, 1, at=BOARD.ids[BOARD.neighbours[start][1]])
    force(state, 1, 1, 1, 1, 1)
    play(state, "roll:5")
    masks = [face_mask(state.content.dice[0].faces[0])] * 5
    # the expectation ignores every token and hero: the plain walk over the dice, written above
    expected = set(brute_force(start, masks))
    assert set(state.this_turn.destinations) == expected
    assert expected & set(BOARD.neighbours[start])  # some hexes with tokens are reached


@pytest.mark.rule("RB-MOVE-01")
def test_five_dice_or_four_when_wounded_or_tired() -> None:
    state = scenario(["orvan-saltblood"])
    rolls = [a.text for a in state.legal_actions() if a.kind == "roll"]
    assert rolls[0] == "roll:5"
    # An ally's token counts too.
    militia = {"allies": ["village-militia"], "tired_allies": {"village-militia": 1}}
    state = position([{"hero": "orvan-saltblood", **militia}])
    rolls = [a.text for a in state.legal_actions() if a.kind == "roll"]
    assert rolls[0] == "roll:4" and "roll:5" not in rolls


@pytest.mark.rule("RB-MOVE-07")
def test_rest_removes_fatigue_split_freely() -> None:
    state = scenario(["orvan-saltblood"])
    equip(state, 0, allies=["village-militia"], fatigue=2)
    state.heroes[0].allies[0].fatigue = 2
    force(state, 1, 1)
    play(state, "roll:2")  # two dice below four: remove 2 fatigue, hero and ally as the player likes
    assert state.step == "rest"
    play(state, "rest:hero", "rest:village-militia")
    assert (state.heroes[0].fatigue, state.heroes[0].allies[0].fatigue) == (1, 1)
    assert events(state, "move_roll")[-1]["faces"] == [1, 1]


@pytest.mark.rule("RB-MOVE-07")
def test_rolling_no_dice_rests_four() -> None:
    state = scenario(["orvan-saltblood"])
    equip(state, 0, fatigue=5)
    force(state)
    play(state, "roll:0")
    assert state.heroes[0].fatigue == 1


def rolls(state: RuneboundState) -> list[str]:
    return [a.text for a in state.legal_actions() if a.kind == "roll"]


@pytest.mark.rule("RB-MOVE-10", "RB-MOVE-07", "RB-MOVE-01")
def test_rest_is_offered_only_while_it_removes_fatigue() -> None:
    state = scenario(["orvan-saltblood"])
    assert rolls(state) == ["roll:5", "roll:4"]  # no fatigue: no rest to take
    with pytest.raises(IllegalAction, match="removes no more fatigue"):
        play(state, "roll:0")
    assert state.step == "move" and state.history == [] and state.heroes[0].fatigue == 0
    state = position([{"hero": "orvan-saltblood", "fatigue": 1}])
    assert rolls(state) == ["roll:4", "roll:3"]  # resting one die removes the only fatigue
    tired = {"hero": "orvan-saltblood", "fatigue": 2, "allies": ["village-militia"]}
    tired["tired_allies"] = {"village-militia": 1}
    state = position([tired])
    assert rolls(state) == ["roll:4", "roll:3", "roll:2", "roll:1"]  # 3 fatigue: 3 dice below four
    assert state.label("roll:1") == "Rest: roll 1 die and remove 3 fatigue"
    state = position([tired], event="peace-of-the-realm")  # resting removes 1 more
    assert rolls(state) == ["roll:4", "roll:3", "roll:2"]
    assert state.label("roll:2") == "Rest: roll 2 dice and remove 3 fatigue"


@pytest.mark.rule("RB-MOVE-10", "RB-MOVE-01")
def test_the_most_dice_allowed_are_always_offered_even_below_four() -> None:
    # At most 4 dice with a wound, and Autumn Rains take one more.
    state = position([{"hero": "orvan-saltblood", "wounds": 1}], event="autumn-rains")
    assert rolls(state) == ["roll:3"]
    assert state.label("roll:3") == "Roll 3 movement dice"  # no fatigue: not a rest
    force(state, 1, 1, 1)
    play(state, "roll:3")
    assert not events(state, "rest") and state.step == "moving"


@pytest.mark.rule("RB-MOVE-08")
def test_one_step_without_rolling_not_after_resting() -> None:
    state = scenario(["orvan-saltblood"])
    equip(state, 0, fatigue=1)
    here = state.heroes[0].hex
    steps = {a.args[0] for a in state.legal_actions() if a.kind == "step"}
    assert steps == {BOARD.ids[n] for n in BOARD.neighbours[here]}
    force(state, 1, 1, 1)
    play(state, "roll:3")  # resting 1 means rolling: the step is no longer offered
    assert not [a for a in state.legal_actions() if a.kind == "step"]


@pytest.mark.rule("RB-MOVE-09")
def test_an_empty_hex_skips_adventure_and_market() -> None:
    state = scenario(["orvan-saltblood"])
    here = state.heroes[0].hex
    empty = next(
        n for n in BOARD.neighbours[here] if n not in state.board_tokens and BOARD.hexes[n].city is None
    )
    play(state, f"step:{BOARD.ids[empty]}")
    assert state.step == "experience"


@pytest.mark.rule("RB-MOVE-04")
def test_not_every_die_must_be_used() -> None:
    state = scenario(["orvan-saltblood"])
    force(state, 1, 1, 1, 1)
    play(state, "roll:4")
    here = state.heroes[0].hex
    assert here in state.this_turn.destinations  # stay put
    assert any(d in state.this_turn.destinations for d in BOARD.neighbours[here])  # one hex
    target = next(d for d in BOARD.neighbours[here] if d in state.this_turn.destinations)
    play(state, f"move:{BOARD.ids[target]}")
    assert state.heroes[0].hex == target


def test_moving_far_goes_through_the_chosen_last_hex() -> None:
    state, choice = asked_the_way_in()
    origin = state.this_turn.destinations[choice][-1]
    play(state, f"from:{BOARD.ids[origin]}")
    assert state.heroes[0].came_from == origin and state.heroes[0].hex == choice
    assert hexid(state, BOARD.ids[choice]) == choice


@pytest.mark.rule("RB-MOVE-02", "RB-MOVE-04")
def test_the_destination_menu_lists_sites_first_nearest_first_and_keeps_every_hex() -> None:
    from noppa.games.runebound.rules.movement import has_site

    state = scenario(["sela-thornwick", "korrak-stonefist"])
    force(state, 1, 2, 3, 4, 5)
    play(state, "roll:5")
    legal = state.legal_actions()
    assert {a.args[0] for a in legal} == {state.board.ids[h] for h in state.this_turn.destinations}
    here = state.heroes[0].hex
    keys = [
        (not has_site(state, hexid(state, a.args[0])), BOARD.walk_distance(here, hexid(state, a.args[0])))
        for a in legal
    ]
    assert keys == sorted(keys) and not keys[0][0] and keys[-1][0]
    assert state.label(legal[0], "en").endswith("stay here")  # Tamalir: a city, no step away
    far = state.label(legal[-1], "en")
    assert "steps away" in far or "1 step away" in far
    assert "askeleen päässä" in state.label(legal[-1], "fi")


def test_a_bare_hex_id_picks_the_hex_in_the_step_that_asks_for_one() -> None:
    state = scenario(["sela-thornwick", "korrak-stonefist"])
    neighbour = state.board.ids[BOARD.neighbours[state.heroes[0].hex][0]]
    play(state, neighbour.upper())  # before rolling: the single step
    assert state.history[-1] == f"step:{neighbour}"
    state = scenario(["sela-thornwick", "korrak-stonefist"])
    force(state, 1, 2, 3, 4, 5)
    play(state, "roll:5")
    target = state.legal_actions()[1].args[0]
    play(state, f" {target} ")
    assert state.history[-1] == f"move:{target}"
