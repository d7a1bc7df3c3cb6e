"""Key to the Kingdom's words (``Game.words``): every text a player reads, from the catalogs
(locale/en.ftl, locale/fi.ftl). names.py names cards, places and spaces; labels.py writes the actions,
lines.py the log; this module is the capability and names the ids in the rules' refusals. The rules
(rules/) never import it: they decide, and say what they decided as data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from noppa.engine import Action, IllegalAction
from noppa.engine.capabilities import Words
from noppa.engine.i18n import LANGS, Phrase
from noppa.games.key_to_the_kingdom.words.labels import label
from noppa.games.key_to_the_kingdom.words.lines import describe
from noppa.games.key_to_the_kingdom.words.names import space_name

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState


def refusal(state: KeyToTheKingdomState, error: IllegalAction) -> IllegalAction:
    """The refusal the rules gave (``KingdomAsk.refuse``: a message key and ids), its ids named in
    every language: the space a move cannot reach (KK-TEXT-01)."""
    params = dict(error.params)
    space = params.get("space")
    if isinstance(space, str) and not isinstance(space, Phrase):
        params["space"] = Phrase({lang: space_name(state.board, space, lang) for lang in LANGS})
    return IllegalAction(error.key, **params)


class KeyToTheKingdomWords(Words["KeyToTheKingdomState"]):
    """Key to the Kingdom's words (``Game.words``): labels, log lines and the names in refusals."""

    def label(self, state: KeyToTheKingdomState, action: Action, lang: str) -> str:
        """How ``action`` reads in the menu (never revealing a secret)."""
        return label(state, action, lang)

    def describe(self, state: KeyToTheKingdomState, event: Mapping[str, Any], lang: str) -> str:
        """One log line for ``event``."""
        return describe(state, event, lang)

    def refusal(self, state: KeyToTheKingdomState, error: IllegalAction) -> IllegalAction:
        """``error`` with its ids named for players (:func:`refusal`)."""
        return refusal(state, error)
