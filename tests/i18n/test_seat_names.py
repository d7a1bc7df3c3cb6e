"""The names chosen at the table reach every line that names a player, in every game; saves keep
them and saves from before names still load (docs/i18n.md, *Players' names*)."""

from __future__ import annotations

import re

import pytest

from noppa import get_game
from noppa.bots import bot_seat_name, bot_spec, make_bot
from noppa.engine import LoadError
from noppa.engine.i18n import Phrase

GAMES = ["dungeon-dice", "key-to-the-kingdom", "runebound"]
SEAT_NUMBER = re.compile(r"\b(?:Player|Pelaaja\w*) \d")


def played(game_id: str, names: list[str], moves: int = 60, seed: int = 4) -> object:
    game = get_game(game_id)
    state = game.new_state(len(names), seed=seed, names=names)
    bots = [make_bot(game, "random", seat) for seat in range(len(names))]
    for _ in range(moves):
        if state.to_act is None:
            break
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return state


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_log_lines_and_menus_say_the_chosen_names(game_id: str, lang: str) -> None:
    state = played(game_id, ["Liisa", "Matti"])
    lines = [state.describe(e, lang) for e in state.events]  # type: ignore[attr-defined]
    labels = [state.label(a, lang) for a in state.legal_actions()]  # type: ignore[attr-defined]
    assert any("Liisa" in line for line in lines) and any("Matti" in line for line in lines)
    wrong = [line for line in lines + labels if SEAT_NUMBER.search(line)]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_keeps_the_names_and_a_save_without_names_still_loads(game_id: str) -> None:
    game = get_game(game_id)
    state = played(game_id, ["Liisa", ""], moves=20)
    saved = state.to_json()  # type: ignore[attr-defined]
    assert saved["names"] == ["Liisa", ""]
    again = game.load_state(saved)
    assert again.names == ("Liisa", "")
    assert again.player_name(0, "fi").startswith("Liisa") and again.player_name(1, "fi").startswith(
        "Pelaaja 2"
    )
    del saved["names"]  # a save from before seat names
    old = game.load_state(saved)
    assert old.names == () and old.player_name(0, "en").startswith("Player 1")


@pytest.mark.parametrize("bad", ["Liisa", ["Liisa", 7], ["a", "b", "c", "d", "e", "f", "g"], [{"fi": 1}]])
def test_names_in_a_save_that_are_not_names_are_refused_naming_the_entry(bad: object) -> None:
    game = get_game("dungeon-dice")
    saved = game.new_state(2, seed=1).to_json()
    saved["names"] = bad
    with pytest.raises(LoadError) as refused:
        game.load_state(saved)
    assert refused.value.where == "saved game.names"


def test_a_bot_seat_is_called_by_its_own_name_in_each_language_and_shared_names_are_numbered() -> None:
    game = get_game("dungeon-dice")
    bot = bot_seat_name(game, "random")
    state = game.new_state(3, seed=1, names=[bot, "Liisa", bot_seat_name(game, "random")])
    assert [state.player_name(s, "fi") for s in range(3)] == ["Satunnaisbotti 1", "Liisa", "Satunnaisbotti 3"]
    assert state.player_name(0, "en") == "Random bot 1"
    again = game.load_state(state.to_json())
    assert isinstance(again.names[0], Phrase) and again.player_name(2, "fi") == "Satunnaisbotti 3"
    assert bot_seat_name(game, "mcts:200").by_lang["fi"] == "Hakubotti"


def test_a_name_is_one_line_and_the_rules_never_see_it() -> None:
    game = get_game("dungeon-dice")
    named = game.new_state(2, seed=9, names=["  Liisa\n  Virtanen ", None])
    plain = game.new_state(2, seed=9)
    assert named.player_name(0, "en") == "Liisa Virtanen" and named.player_name(1, "en") == "Player 2"
    assert named.to_json()["snapshot"] == plain.to_json()["snapshot"]
    with pytest.raises(ValueError, match="3 names for 2 seats"):
        named.name_seats(["a", "b", "c"])


def test_bots_are_typed_by_their_label_or_name_in_either_language() -> None:
    game = get_game("dungeon-dice")
    assert bot_spec(game, "Satunnainen") == "random"
    assert bot_spec(game, "odotusarvobotti") == "expectation"
    assert bot_spec(game, "haku:500") == "mcts:500"
    assert bot_spec(game, "mcts") == "mcts"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_named_state_clones_and_a_search_bot_plays_it(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_state(2, seed=2, names=["Liisa", bot_seat_name(game, "random")])
    copy = state.clone()
    assert copy.names == state.names and copy.player_name(1, "fi").startswith("Satunnaisbotti")
    assert state.is_legal(make_bot(game, "mcts:20", 1).choose(state.view(state.to_act)))
