"""Actions round-trip through their text; options are checked and coerced with clear errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from noppa import Action, IllegalAction, InvalidAction, OptionError, State, get_game
from noppa.engine.options import Option, resolve_options

token = st.from_regex(r"[a-z0-9][a-z0-9_\-/.+]{0,12}", fullmatch=True)


@given(token, st.lists(token, max_size=3))
def test_action_text_round_trips(kind: str, args: list[str]) -> None:
    action = Action(kind, tuple(args))
    assert Action.parse(action.text) == action
    assert str(action) == action.text
    assert hash(Action.parse(action.text)) == hash(action)


@pytest.mark.parametrize("bad", ["", ":", "a::b", "Stop", "go left", "x" * 201, "é"])
def test_bad_action_syntax_is_invalid(bad: str) -> None:
    with pytest.raises(InvalidAction):
        Action.parse(bad)


def test_numbers_in_action_texts_are_ascii_digits_bounded_and_canonical() -> None:
    from noppa.engine.numbers import MAX_NUMBER_DIGITS, is_digits, parse_number

    assert parse_number("0") == 0 and parse_number("2") == 2 and parse_number("123456") == 123456
    too_long = "9" * (MAX_NUMBER_DIGITS + 1)
    for bad in ("", "-1", "+1", " 1", "1 ", "²", "١", "1.0", "1e3", too_long, "9" * 5000):
        assert parse_number(bad) is None, bad
    assert parse_number("02") is None  # one number, one text
    assert parse_number("02", canonical=False) == 2  # a person may type a leading zero
    assert is_digits("9" * 5000) and not is_digits("²") and not is_digits("")


def test_non_text_is_invalid_with_its_type_named() -> None:
    with pytest.raises(InvalidAction, match="must be text, not int"):
        Action.parse(5)


def test_action_of_converts_arguments() -> None:
    assert Action.of("challenge", 2).text == "challenge:2"


def test_an_action_of_parts_that_are_not_text_is_invalid() -> None:
    with pytest.raises(InvalidAction, match="kind and a tuple of arguments"):
        Action("challenge", (1,))  # type: ignore[arg-type]
    with pytest.raises(InvalidAction):
        Action(5)  # type: ignore[arg-type]


def test_equal_actions_are_one_shared_immutable_value() -> None:
    import copy
    import pickle

    made = Action("move", ("glass-bridge/w1",))
    assert Action.of("move", "glass-bridge/w1") is made is Action.parse("move:glass-bridge/w1")
    assert pickle.loads(pickle.dumps(made)) is made and copy.deepcopy(made) is made
    assert made != Action("move", ("glass-bridge/w2",)) and made != "move:glass-bridge/w1"
    assert repr(made) == "Action(kind='move', args=('glass-bridge/w1',))"
    with pytest.raises(AttributeError, match="immutable"):
        made.kind = "enter"
    listed = Action("roll", [])  # type: ignore[arg-type]  # unhashable parts: made, never kept
    assert listed.text == "roll" and listed is not Action("roll", [])  # type: ignore[arg-type]
    with pytest.raises(InvalidAction):
        get_game("dungeon-dice").check_action(listed)


def saved(state: State) -> str:
    return repr((state.to_json(), state.events, state.to_act))


@pytest.mark.parametrize(
    ("game_id", "players", "bad"),
    [
        ("dungeon-dice", 2, Action("challenge", ())),
        ("dungeon-dice", 2, Action("challenge", ("x",))),
        ("dungeon-dice", 2, Action("roll", ("1",))),
        ("dungeon-dice", 2, Action("challenge:1", ())),
        ("dungeon-dice", 2, Action("roll", [])),  # type: ignore[arg-type]
        ("key-to-the-kingdom", 3, Action("move", ())),
        ("key-to-the-kingdom", 3, Action("move", ("nowhere",))),
        ("key-to-the-kingdom", 3, Action("partner", ("9",))),
        ("runebound", 2, Action("use", ())),
        ("runebound", 2, Action("heal", ("1",))),
        ("runebound", 2, Action("attack", ("fists",))),
        ("runebound", 2, Action("Roll", ())),
    ],
)
def test_action_objects_are_checked_like_their_text(game_id: str, players: int, bad: Action) -> None:
    state = get_game(game_id).new_state(players, seed=4)
    before = saved(state)
    with pytest.raises(InvalidAction):
        state.apply(bad)
    with pytest.raises(InvalidAction):
        state.label(bad)
    assert saved(state) == before
    assert not state.is_legal(bad)


OPTIONS = (
    Option("hot", (False, True), False, "dd.option.hot_dice"),
    Option("cards", (3, 1), 3, "dd.option.challenge_cards"),
    Option("mode", ("a", "b"), "a", "dd.option.challenges"),
)


def test_defaults_and_coercion_from_command_line_text() -> None:
    assert resolve_options("g", OPTIONS, None) == {"hot": False, "cards": 3, "mode": "a"}
    got = resolve_options("g", OPTIONS, {"hot": "true", "cards": "1", "mode": "b"})
    assert got == {"hot": True, "cards": 1, "mode": "b"}


def test_unknown_option_and_bad_value_are_named() -> None:
    with pytest.raises(OptionError, match="no option 'speed'; its options: Hot dice, Cards a won") as unknown:
        resolve_options("g", OPTIONS, {"speed": 1})
    assert "asetukset: Kuumat nopat, Voitetun haasteen viemät kortit, Haasteet." in unknown.value.message(
        "fi"
    )
    with pytest.raises(OptionError, match="'Cards a won challenge takes' must be one of: 3, 1; got 2"):
        resolve_options("g", OPTIONS, {"cards": 2})
    with pytest.raises(OptionError, match="must be one of: no, yes") as bad:
        resolve_options("g", OPTIONS, {"hot": 1})
    assert "Asetuksen 'Kuumat nopat' arvon on oltava jokin näistä: ei, kyllä" in bad.value.message("fi")


def test_options_and_values_are_named_in_each_language_and_typed_in_any() -> None:
    game = get_game("dungeon-dice")
    rolls = game.option("challenge_rolls")
    assert rolls.label("fi") == "Haasteen heitot"
    assert [rolls.value_label(v, "fi") for v in rolls.values] == [
        "vartijat sivuun",
        "kaikki kuusi noppaa joka heitolla",
    ]
    assert game.option("hot_dice").value_label(True, "fi") == "kyllä"
    assert game.option("challenge_cards").value_label(1, "fi") == "1"
    typed = {
        "Kuumat nopat": "KYLLÄ",
        "challenge_rolls": "Kaikki kuusi noppaa joka heitolla",
        "supply": "unlimited",
    }
    got = game.resolve_options(typed)
    assert (got["hot_dice"], got["challenge_rolls"], got["supply"]) == (True, "fresh", "unlimited")


@pytest.mark.parametrize("game_id", ["dungeon-dice", "key-to-the-kingdom", "runebound"])
def test_every_option_and_word_value_has_a_label_in_both_catalogs(game_id: str) -> None:
    from noppa.engine.i18n import LANGS, has_text

    for option in get_game(game_id).options:
        for lang in LANGS:
            assert has_text(f"{option.description}.name", lang), (option.name, lang)
            for value in option.values:
                if isinstance(value, str) and not value.isdigit():
                    assert has_text(f"{option.description}.value.{value}", lang), (option.name, value, lang)


def test_games_validate_their_options() -> None:
    game = get_game("dungeon-dice")
    with pytest.raises(OptionError):
        game.new_state(2, seed=1, options={"hot_dice": "maybe"})
    with pytest.raises(ValueError, match="seed or a dice source"):
        from noppa import ScriptedDice

        game.new_state(2, seed=1, dice=ScriptedDice([1]))


def test_apply_accepts_an_equal_action_that_is_not_the_legal_one_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``apply`` finds an action taken from ``legal_actions()`` by identity; an equal one built apart
    (past the interning limit, say) is still legal, and an illegal one still changes nothing."""
    from noppa.engine import actions

    state = get_game("dungeon-dice").new_state(2, seed=3)
    legal = state.legal_actions()[0]
    monkeypatch.setattr(actions, "_INTERNED", {})
    twin = Action(legal.kind, legal.args)
    assert twin == legal and twin is not legal
    before = state.to_json()
    with pytest.raises((IllegalAction, InvalidAction)):
        state.apply(Action("nonsense"))
    assert state.to_json() == before
    state.apply(twin)
    assert state.history == [legal.text]


def test_refusals_of_options_and_player_counts_echo_a_shortened_value() -> None:
    """A value someone sent is repeated back cut to 60 characters (a 10 MB one would make a 10 MB
    message): an unknown option name, an option value, a player count."""
    from noppa.engine import PlayerCountError

    game = get_game("dungeon-dice")
    with pytest.raises(OptionError, match=r"no option 'n{59}…'; its options: Hot dice") as unknown:
        game.new_state(2, seed=1, options={"n" * 10_000_000: 1})
    assert len(unknown.value.message("fi")) < 400
    with pytest.raises(OptionError, match=r"got 'x{58}…") as value:
        game.new_state(2, seed=1, options={"hot_dice": "x" * 10_000})
    assert len(value.value.message("fi")) < 400
    with pytest.raises(PlayerCountError, match=r"not 1{59}…"):
        game.new_state(int("1" * 4000), seed=1)
