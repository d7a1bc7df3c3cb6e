"""Content names with their case forms, parameters in every language, and the words for spaces."""

from __future__ import annotations

import pickle
import re

import pytest

from noppa import IllegalAction, get_game
from noppa.engine.i18n import CASES, Name, Phrase, catalog, collecting_problems, name, text
from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState
from noppa.games.key_to_the_kingdom.words.names import joined, space_name


def kk_state() -> KeyToTheKingdomState:
    state = get_game("key-to-the-kingdom").new_state(2, seed=1)
    assert isinstance(state, KeyToTheKingdomState)
    return state


INFLECTED = ("place", "hazard", "equipment", "treasure", "case", "monster")


def test_every_inflected_key_to_the_kingdom_name_declares_its_finnish_forms() -> None:
    get_game("key-to-the-kingdom")
    for ident in catalog("kk", "fi"):
        group = ident.split("-", 2)
        if len(group) == 3 and group[1] in INFLECTED:
            key = f"kk.{group[1]}.{group[2]}"
            forms = name(key, "fi").forms
            assert {"genitive", "partitive"} <= set(forms) <= set(CASES), key
            assert name(key, "en").forms == {}  # English declares none: the nominative everywhere


def test_a_message_picks_the_form_it_needs_and_reports_one_that_is_missing() -> None:
    get_game("key-to-the-kingdom")
    place = name("kk.place.boulder-fortress", "fi")
    assert str(place) == "Lohkarelinnake" and place.case("to") == "Lohkarelinnakkeeseen"
    assert (
        text("kk.event.enter_place", "fi", player="Anna", place=place) == "Anna menee Lohkarelinnakkeeseen."
    )
    with collecting_problems() as problems:
        text("kk.event.enter_place", "fi", player="Anna", place=Name("Uusi", {"genitive": "Uuden"}))
    assert problems and "declares no to form" in problems[0]


def test_joined_names_keep_the_forms_all_of_them_have() -> None:
    get_game("key-to-the-kingdom")
    both = joined([name("kk.equipment.axe", "fi"), name("kk.equipment.rope", "fi")], "fi")
    assert str(both) == "kirves tai köysi" and both.case("adessive") == "kirveellä tai köydellä"


def test_a_phrase_reads_in_the_language_of_whoever_reads_it() -> None:
    get_game("key-to-the-kingdom")
    phrase = Phrase.of("kk.decision.move")
    assert str(phrase) == text("kk.decision.move", "en")
    assert pickle.loads(pickle.dumps(phrase)).by_lang == phrase.by_lang
    assert text("kk.error.not_now", "fi", action="x", what=phrase).endswith(
        text("kk.decision.move", "fi") + "."
    )


@pytest.mark.rule("KK-TEXT-01")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_two_daggers_of_a_hazard_or_place_read_apart_and_no_space_by_its_id(lang: str) -> None:
    board = kk_state().board
    for kind in ("white-dagger", "black-dagger"):
        groups: dict[tuple[str, str], list[str]] = {}
        for sid, space in board.spaces.items():
            if space.kind == kind:
                groups.setdefault((space.hazard, space.place), []).append(sid)
        for sids in groups.values():
            names = [space_name(board, sid, lang) for sid in sids]
            assert len(set(names)) == len(names), names
    for sid in board.spaces:
        written = space_name(board, sid, lang)
        for form in (sid, sid.rsplit("/", 1)[-1]):
            if re.search(r"[-/\d]", form):  # an id; "start" is also a plain word
                assert not re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", written), written


@pytest.mark.rule("KK-TEXT-02")
def test_a_refusal_names_the_decision_in_the_readers_language() -> None:
    state = kk_state()
    with pytest.raises(IllegalAction) as refused:
        state.apply("dagger:dc/glass-a")
    assert refused.value.message("fi") != refused.value.message("en")
    assert state.pending is not None
    assert text(f"kk.decision.{state.pending.kind}", "en") not in refused.value.message("fi")
