"""Words computed once and reused (names per language, a menu's twin spaces per set of legal
actions) read exactly as words computed afresh: never another language's, never another state's."""

from __future__ import annotations

import random

import pytest

from noppa import get_game
from noppa.engine import State, i18n
from noppa.games.key_to_the_kingdom.words import labels


def _afresh(state: State, lang: str) -> list[str]:
    """The menu's labels with every memory of words emptied first."""
    i18n.forget()
    labels._twins_of.clear()
    return [state.label(a, lang) for a in state.legal_actions()]


@pytest.mark.rule("KK-TEXT-01")
def test_key_to_the_kingdom_labels_from_memory_read_as_labels_made_afresh() -> None:
    """Along seeded random games, each menu is labelled in English, Finnish and English again
    (memories warm, languages interleaved) and compared with the same menu labelled afresh; the
    games reach menus of two moves that read alike but for their part or route (KK-TEXT-01)."""
    game = get_game("key-to-the-kingdom")
    told_apart = 0
    for seed in range(3):
        state = game.new_state(3, seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            warm = {lang: [state.label(a, lang) for a in legal] for lang in ("en", "fi", "en")}
            for lang in ("en", "fi"):
                assert warm[lang] == _afresh(state, lang)
            told_apart += any("(in the" in said or ", route" in said for said in warm["en"])
            state.apply(rng.choice(legal))
    assert told_apart  # the twins' memory was put to the test
