"""Components, setup, and the content data: the board, the hazards and the cards, checked on load."""

from __future__ import annotations

import copy
import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from noppa import LoadError, ScriptedDice
from noppa.games.key_to_the_kingdom import statistics
from noppa.games.key_to_the_kingdom.content.board import DATA, load_board, load_board_file, parse_board
from noppa.games.key_to_the_kingdom.content.components import CASES, COLOURS, DIE, EQUIPMENT, TREASURES
from noppa.games.key_to_the_kingdom.content.hazards import parse_hazards
from noppa.games.key_to_the_kingdom.content.monsters import load_magic, parse_magic
from noppa.games.key_to_the_kingdom.rules.state_model import Bridge
from noppa.games.key_to_the_kingdom.ui.svg import all_configurations, board_svg

from .helpers import GAME, events_of, kk

rule = pytest.mark.rule
ROOT = Path(__file__).resolve().parents[2]


def raw(name: str) -> dict[str, Any]:
    with (DATA / name).open("rb") as handle:
        return tomllib.load(handle)


@rule("KK-COMP-01")
def test_the_box_two_to_six_players_an_eight_sided_die_and_the_counts() -> None:
    assert GAME.player_counts == range(2, 7)
    assert DIE == 8 and len(COLOURS) == 6
    assert len(TREASURES) == len(CASES) == 6 and "cobra" in TREASURES
    state = kk(GAME.new_state(6, seed=4))
    assert sum(len(a.equipment) for a in state.advs) == 48  # 6 each of the 8 kinds
    assert len(state.monster_deck) + len(state.monster_used) == 30 and len(load_magic()) == 6
    board = load_board()
    assert len([s for s in board.spaces.values() if s.kind == "whirlpool"]) == 2
    assert len(board.hazards["dark-bridge"].tracks["slots"]) == 6  # six square bridge pieces
    with pytest.raises(ValueError, match="2–6 players"):
        kk(GAME.new_state(7, seed=1))


@rule("KK-SETUP-01", "KK-SETUP-02", "KK-SETUP-06")
def test_every_game_starts_folded_in_bridge_unbuilt_everyone_on_the_start_area() -> None:
    state = kk(GAME.new_state(4, dice=ScriptedDice([8, 1, 1, 1, 1, 2])))  # then seat 1 decides
    assert state.folds == {"west": "in", "east": "in"}
    assert state.bridge == Bridge()
    view = state.view(None)["state"]
    assert all(a["space"] in ("start", "bf/b2") for a in view["adventurers"])  # the first has moved
    assert events_of(state, "turn")[0]["dk"] == state.cfg.numbers[1]  # the Demon King left the start


@rule("KK-SETUP-03", "KK-SETUP-04", "KK-SETUP-05")
def test_decks_shuffled_face_down_cases_dealt_unseen_eight_cards_each() -> None:
    state = kk(GAME.new_state(3, seed=11))
    assert sorted(state.contents.values()) == sorted(TREASURES)  # one treasure in each named case
    assert all(not seen for seen in state.seen.values())  # nobody has looked
    assert all(state.where[c] == "place" for c in CASES)
    for adv in state.advs:
        assert adv.equipment == list(EQUIPMENT)
    other = kk(GAME.new_state(3, seed=12))
    assert state.monster_deck != other.monster_deck  # the shuffle depends on the dice
    for seat in (None, 0, 1, 2):
        view = state.view(seat)["state"]
        assert view["monster_deck"] == len(state.monster_deck)  # a count, never the order
        assert all(case["treasure"] is None for case in view["cases"].values())


@rule("KK-SETUP-07")
def test_the_highest_roll_starts_ties_roll_again() -> None:
    state = kk(GAME.new_state(3, dice=ScriptedDice([5, 5, 2, 3, 4, 1, 2])))
    assert events_of(state, "first_player")[0]["seat"] == 1 and state.first_player == 1


@rule("KK-SETUP-08")
def test_used_and_lost_piles_are_separate() -> None:
    state = kk(GAME.new_state(2, seed=5))
    state.where["ice-mountain"] = "lost"
    state.where["dark-tower"] = "used"
    assert state.lost_cases() == ["ice-mountain"]  # what the Stone Circle and the Wizard can give
    view = state.view(0)["state"]
    assert view["cases"]["dark-tower"]["where"] == "used" and view["monster_used"] == []


@rule("KK-SETUP-09")
def test_the_version_and_the_team_game_are_chosen_before_play() -> None:
    names = {o.name: o for o in GAME.options}
    assert names["version"].values == ("long", "short") and names["version"].default == "long"
    assert names["teams"].values == ("none", "2x2", "3x2")
    assert kk(GAME.new_state(2, seed=1, options={"version": "short"})).long is False


# ---------------------------------------------------------------- data checked on load


def board_error(mutate: Any) -> str:
    data = copy.deepcopy(raw("board.toml"))
    mutate(data)
    with pytest.raises(LoadError) as caught:
        parse_board(data)
    return str(caught.value)


def space(data: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in data["space"] if s["id"] == sid)


@rule("KK-WP-07")
def test_board_errors_name_the_space_and_the_problem() -> None:
    assert "space 'dc/t1': link to 'nowhere' is not a space" in board_error(
        lambda d: space(d, "dc/t1")["links"].append("nowhere")
    )
    assert "does not link back" in board_error(lambda d: space(d, "dc/t1")["links"].append("dc/t5"))
    msg = board_error(lambda d: space(d, "dc/t2").pop("number"))
    assert "configuration" in msg and "numbers must be 1–8" in msg
    msg = board_error(lambda d: space(d, "start")["links"].append("bf/b3"))
    assert "space 'start'" in msg

    def cross_faces(d: dict[str, Any]) -> None:
        space(d, "sc/t1")["links"].append("dt/t1")
        space(d, "dt/t1")["links"].append("sc/t1")

    assert "never shown together" in board_error(cross_faces)
    msg = board_error(
        lambda d: d["space"].append({"id": "x/y", "kind": "teleporter", "part": "dark-tower", "x": 1, "y": 1})
    )
    assert "space 'x/y'" in msg and "unknown kind 'teleporter'" in msg

    def cut(d: dict[str, Any]) -> None:
        space(d, "dc/b2")["links"].remove("dc/circle-path")
        space(d, "dc/circle-path")["links"].remove("dc/b2")

    assert "space 'dc/circle-path' cannot be reached from the start area" in board_error(cut)


@rule("KK-WP-07")
def test_board_schema_errors_name_the_entry_and_the_field() -> None:
    msg = board_error(lambda d: space(d, "dc/t1").update(x="west"))
    assert "space 'dc/t1'" in msg and "Expected `float`, got `str` - at `$.x`" in msg
    assert "space 'dc/t1'" in board_error(lambda d: space(d, "dc/t1").update(number=9))
    assert "unknown field `colour`" in board_error(lambda d: space(d, "dc/t1").update(colour="red"))
    msg = board_error(lambda d: d["hazard"]["moat"]["routes"]["escape"].pop("to"))
    assert "hazard 'moat' route 'escape'" in msg and "missing required field `to`" in msg
    msg = board_error(lambda d: d["place"]["dark-tower"].update(daggers="dt/tower-d1"))
    assert "place 'dark-tower'" in msg and "$.daggers" in msg
    assert "side 'west'" in board_error(lambda d: d["side"][0].update({"in": ""}))
    assert "part 'devils-castle'" in board_error(lambda d: d["part"][0].update(region=[1, 2]))
    assert "[board]" in board_error(lambda d: d["board"].pop("width"))
    assert "unknown table(s) 'extra'" in board_error(lambda d: d.update(extra={}))
    msg = board_error(lambda d: d["part"].append(dict(d["part"][0])))
    assert "part 'devils-castle'" in msg and "defined twice" in msg


def test_a_data_file_that_is_not_toml_is_refused_by_name(tmp_path: Path) -> None:
    bad = tmp_path / "board.toml"
    bad.write_text("[board\nstart = 1\n")
    with pytest.raises(LoadError, match=r"board\.toml.*not valid TOML"):
        load_board_file(bad)
    with pytest.raises(LoadError, match="cannot read"):
        load_board_file(tmp_path / "missing.toml")


def test_hazard_errors_name_the_hazard_node_and_problem() -> None:
    data = copy.deepcopy(raw("hazards.toml"))
    data["glass-bridge"]["node"]["edge"]["on"][0]["then"] = ["fly"]
    with pytest.raises(LoadError, match=r"hazard 'glass-bridge' node 'edge'.*unknown effect 'fly'"):
        parse_hazards(data)
    data = copy.deepcopy(raw("hazards.toml"))
    data["skull-pit"]["node"]["edge"]["on"][0]["faces"] = [2, 4]
    with pytest.raises(LoadError, match="every face 1–8 exactly once"):
        parse_hazards(data)
    data = copy.deepcopy(raw("hazards.toml"))
    data["moat"]["node"]["water"]["on"][1]["then"] = ["goto:nowhere"]
    with pytest.raises(LoadError, match="names no node"):
        parse_hazards(data)


def test_hazard_schema_errors_name_the_node_and_the_method() -> None:
    data = copy.deepcopy(raw("hazards.toml"))
    data["boats"]["node"]["sail"]["rolls"] = "twice"
    with pytest.raises(LoadError, match=r"hazard 'boats' node 'sail'.*'twice'.*\$\.rolls"):
        parse_hazards(data)
    data = copy.deepcopy(raw("hazards.toml"))
    data["boats"]["node"]["serpent"]["methods"][0]["roll"]["dice"] = 0
    with pytest.raises(LoadError, match=r"hazard 'boats' node 'serpent' method 'fight'.*\$\.roll\.dice"):
        parse_hazards(data)
    data = copy.deepcopy(raw("hazards.toml"))
    data["boats"]["node"]["serpent"]["methods"][0]["colour"] = "red"
    with pytest.raises(LoadError, match=r"method 'fight'.*unknown field `colour`"):
        parse_hazards(data)


def test_magic_errors_name_the_card() -> None:
    with pytest.raises(LoadError, match=r"magic 'x'.*unknown power 'fly'"):
        parse_magic({"magic": [{"id": "x", "power": "fly"}]})
    with pytest.raises(LoadError, match=r"magic 'x'.*missing required field `power`"):
        parse_magic({"magic": [{"id": "x"}]})
    with pytest.raises(LoadError, match=r"magic.toml: top level.*unknown table \[\[monster\]\]"):
        parse_magic({"magic": [], "monster": []})


# ---------------------------------------------------------------- the pictures in docs


def test_the_board_pictures_in_docs_are_drawn_from_the_data() -> None:
    board = load_board()
    for folds in all_configurations():
        path = ROOT / "docs" / "key-to-the-kingdom" / f"board-{folds['west']}-{folds['east']}.svg"
        assert path.exists(), f"{path} is missing: python -m noppa.games.key_to_the_kingdom.ui.svg"
        assert path.read_text(encoding="utf-8") == board_svg(board, folds), f"{path.name} is stale"


def test_the_svg_draws_pieces_the_demon_king_and_built_pieces() -> None:
    board = load_board()
    picture = board_svg(
        board,
        {"west": "in", "east": "out"},
        pieces={0: "start", 3: "dc/t1"},
        demon_king="dc/t2",
        built=frozenset({"mt/slot-1"}),
        lang="fi",
    )
    assert (
        picture.startswith("<svg") and "Pimeyden valtakunta" in picture and "Paholaiskuningas" not in picture
    )
    assert picture.count("<circle") > 100 and 'fill="#1e63c6"' in picture


@pytest.mark.rule("KK-SETUP-01", "KK-COMP-01")
def test_graphical_clients_get_the_board_as_json_from_the_same_data() -> None:
    board = load_board()
    data = GAME.ui.board_data()
    assert data is not None
    assert json.loads(json.dumps(data)) == data
    assert {s["id"] for s in data["spaces"]} == set(board.spaces)
    for key, config in data["configs"].items():
        assert sorted(config["numbers"]) == [str(n) for n in range(1, 9)], key
        assert set(config["present"]) == set(board.configs[key].present)
    assert len(data["hazards"]) == 21 and len(data["places"]) == 6
    assert data["places"]["dark-tower"]["name"]["en"] and data["start"] == board.start


@pytest.mark.rule("KK-SETUP-09")
def test_the_players_rules_page_exists_in_both_languages() -> None:
    for lang, title in (("en", "Key to the Kingdom"), ("fi", "Pimeyden valtakuntaa")):
        page = GAME.rules_markdown(lang)
        assert page is not None and title in page.splitlines()[0]
        assert "docs/rules" not in page  # players are not sent to a repository path


@pytest.mark.rule("KK-TEAM-05")
def test_partners_who_win_together_are_one_side_for_ratings() -> None:
    assert GAME.sides({"teams": "2x2"}, 4) == [(0, 2), (1, 3)]  # team_win=pair is the default
    assert GAME.sides({"teams": "3x2", "team_win": "pair"}, 6) == [(0, 3), (1, 4), (2, 5)]
    assert GAME.sides({"teams": "2x2", "team_win": "player"}, 4) == [(0,), (1,), (2,), (3,)]
    assert GAME.sides({}, 3) == [(0,), (1,), (2,)]
    assert GAME.sides({"teams": "2x2"}, 6) == [(seat,) for seat in range(6)]  # no such table
    assert GAME.sides({"teams": "nonsense"}, 2) == [(0,), (1,)]


def test_study_gives_the_games_figures_without_a_subclass() -> None:
    from noppa.engine import Study

    assert type(GAME.study) is Study
    state = GAME.new_state(2, seed=1)
    assert GAME.study.statistics(state) == statistics.statistics(state)
    assert GAME.study.seat_statistics(state) == statistics.seat_statistics(state)
