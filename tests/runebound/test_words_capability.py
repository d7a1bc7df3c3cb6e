"""Runebound's words are a capability of their own (issue 25 item 3): ``RuneboundGame.words`` turns
actions and typed events into text, and the rules never import it.

A sample of labels and log lines is checked word for word in both languages, written from the typed
events the rules emit (RB-UI-05: a city is inflected in Finnish).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

import pytest

from noppa.engine import State
from noppa.engine.capabilities import Words
from noppa.engine.events import GameEvent, GameOver, to_json
from noppa.games.runebound import GAME, events
from noppa.games.runebound.rules.state import RuneboundState
from noppa.games.runebound.words.capability import LABELS, LINES, RuneboundWords
from tests.runebound.helpers import scenario

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "noppa" / "games" / "runebound"
RULES_PARTS = ("rules", "content")
"""The folders of the rules (and the content they read); with ``events.py``. The words (``words/``),
the views (``ui/``), the Game, the bots (``ai/``) and the package's entry may use the words."""
WORDS_MODULES = {"noppa.games.runebound.words", "noppa.games.runebound.words.capability"}
CATALOG_NAMES = {"text"}
"""What of ``noppa.engine`` is words: the catalogs' lookup."""


def rules_modules() -> list[Path]:
    """Every module of the rules: ``rules/``, ``content/`` and ``events.py``."""
    return sorted(
        [*(p for part in RULES_PARTS for p in (PACKAGE / part).rglob("*.py")), PACKAGE / "events.py"]
    )


def words_imports(source: str) -> list[str]:
    """The imports of the words or the catalogs in ``source``, at any depth (a function's own too)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name in WORDS_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            names = {alias.name for alias in node.names}
            if node.module in WORDS_MODULES:
                found.append(node.module)
            elif node.module == "noppa.games.runebound" and "words" in names:
                found.append("noppa.games.runebound.words.capability")
            elif node.module in ("noppa.engine", "noppa.engine.i18n") and names & CATALOG_NAMES:
                found.append(f"{node.module}.text")
    return found


def test_the_scan_sees_an_import_anywhere() -> None:
    source = "def f():\n    from noppa.games.runebound import words\n    from noppa.engine import text\n"
    assert words_imports(source) == ["noppa.games.runebound.words.capability", "noppa.engine.text"]
    assert words_imports("import noppa.games.runebound.words.capability\n") == [
        "noppa.games.runebound.words.capability"
    ]
    assert words_imports("from noppa.games.runebound.words import capability\n") == [
        "noppa.games.runebound.words"
    ]
    assert words_imports("from noppa.engine import Action\n") == []


def test_the_rules_never_import_the_words_or_the_catalogs() -> None:
    modules = rules_modules()
    names = {path.name for path in modules}
    assert {"state.py", "effects.py", "combat.py", "market.py", "events.py"} <= names
    offending = {
        str(path.relative_to(PACKAGE)): found
        for path in modules
        if (found := words_imports(path.read_text(encoding="utf-8")))
    }
    assert offending == {}


def test_the_game_words_are_the_capability_and_the_state_has_none_of_its_own() -> None:
    assert isinstance(GAME.words, RuneboundWords) and isinstance(GAME.words, Words)
    assert RuneboundState._label is State._label
    assert RuneboundState._describe is State._describe


def test_every_line_table_key_is_a_runebound_event() -> None:
    members = set(get_args(GAME.event_type))
    assert set(LINES) <= members
    assert all(issubclass(kind, GameEvent) for kind in LINES)
    assert GameOver in LINES


@pytest.fixture
def state() -> RuneboundState:
    return scenario(["grul-the-wanderer", "nym-ashwhisper"])


def line(state: RuneboundState, event: GameEvent, lang: str) -> str:
    return state.describe(to_json(event), lang)


@pytest.mark.rule("RB-UI-05")
def test_a_move_into_a_city_inflects_it_and_a_move_elsewhere_names_the_hex(state: RuneboundState) -> None:
    tamalir = state.board.ids[state.board.start]
    into = events.Moved(seat=0, hex=tamalir, moved=True)
    assert line(state, into, "en") == "Player 1 (Grul the Wanderer) arrives in Tamalir."
    assert line(state, into, "fi") == "Pelaaja 1 (Vaeltaja Grul) saapuu Tammilinnaan."
    road = events.Moved(seat=1, hex="h0806", moved=True)
    assert line(state, road, "en") == "Player 2 (Nym Ashwhisper) moves to I7 (road)."
    assert line(state, road, "fi") == "Pelaaja 2 (Nym Tuhkakuiske) liikkuu ruutuun I7 (tie)."
    escaped = events.Escaped(seat=0, hex=tamalir)
    assert line(state, escaped, "fi") == "Pelaaja 1 (Vaeltaja Grul) pakenee Tammilinnaan."


@pytest.mark.rule("RB-SKILL-02")
def test_a_test_line_names_the_skill_only_when_there_is_one(state: RuneboundState) -> None:
    plain = events.SkillTest(
        seat=0,
        attribute="body",
        skill=None,
        target=12,
        dice=[4, 7],
        value=5,
        skill_bonus=0,
        bonus=1,
        total=17,
        success=True,
    )
    assert line(state, plain, "en") == (
        "Player 1 (Grul the Wanderer) tests Body: 4+7 + 5 + bonus 1 = 17, needing 12 — success."
    )
    assert line(state, plain, "fi") == (
        "Pelaaja 1 (Vaeltaja Grul) heittää ruumiinrakennetestin: "
        "4+7 + 5 + bonus 1 = 17, tavoite 12 — onnistuu."
    )
    swim = events.SkillTest(
        seat=1,
        attribute="mind",
        skill="swim",
        target=14,
        dice=[1, 2],
        value=3,
        skill_bonus=2,
        bonus=0,
        total=8,
        success=False,
    )
    assert line(state, swim, "en") == (
        "Player 2 (Nym Ashwhisper) tests Mind with Swim: "
        "1+2 + 3 + skill 2 + bonus 0 = 8, needing 14 — failure."
    )
    assert line(state, swim, "fi") == (
        "Pelaaja 2 (Nym Tuhkakuiske) heittää psyyketestin (taito: uinti): "
        "1+2 + 3 + taito 2 + bonus 0 = 8, tavoite 14 — epäonnistuu."
    )


def test_lines_for_fights_tokens_healing_doom_and_the_end(state: RuneboundState) -> None:
    attack = events.Attacked(seat=0, phase="melee", dice=[9, 3], value=5, total=17, target=15, success=True)
    assert (
        line(state, attack, "en")
        == "Player 1 (Grul the Wanderer) attacks in melee: 9+3 + 5 = 17, needing 15 — a hit."
    )
    assert (
        line(state, attack, "fi")
        == "Pelaaja 1 (Vaeltaja Grul) hyökkää lähitaistelussa: 9+3 + 5 = 17, tavoite 15 — osuu."
    )
    paid = events.XpPaid(
        seat=0, spent=[events.XpToken("green", 2), events.XpToken("yellow", 3)], change=[], paper=0
    )
    assert line(state, paid, "en") == "Player 1 (Grul the Wanderer) spends adventure tokens worth 5 XP."
    assert line(state, paid, "fi") == (
        "Pelaaja 1 (Vaeltaja Grul) käyttää seikkailumerkkejä 5 kokemuspisteen arvosta."
    )
    heal = events.MarketHeal(seat=1, figure="hero", what="wound", cost=1)
    assert line(state, heal, "en") == (
        "Player 2 (Nym Ashwhisper) pays a healer 1 gold: Nym Ashwhisper recovers from 1 wound."
    )
    assert line(state, heal, "fi") == (
        "Pelaaja 2 (Nym Tuhkakuiske) maksaa parantajalle 1 kullan: Nym Tuhkakuiske toipuu yhdestä haavasta."
    )
    doom = events.Doom(count=1, city="vynelvale")
    assert line(state, doom, "en") == "Doom token 1 is placed on Vynelvale."
    assert line(state, doom, "fi") == "Kohtalomerkki 1 laitetaan Viinilaakson vaakunalle."
    over = GameOver(winners=[1], ranking=[[1], [0]], reason="rb.outcome.time")
    for lang in ("en", "fi"):
        text = line(state, over, lang)
        assert "rb." not in text and state.player_name(1, lang) in text


@pytest.mark.parametrize(
    ("action", "en", "fi"),
    [
        ("roll:3", "Roll 3 movement dice", "Heitä 3 liikkumisnoppaa"),
        ("take:gold", "Take all their gold", "Ota kaikki kulta"),
        (
            "heal:hero:wound",
            "Heal 1 wound of Grul the Wanderer (1 gold)",
            "Paranna 1 haava: Vaeltaja Grul (1 kulta)",
        ),
        (
            "xp:body",
            "Buy an XP token: +2 Body (6 XP)",
            "Osta kokemusmerkki: +2 ruumiinrakenne (6 kokemuspistettä)",
        ),
        ("end", "End the turn", "Lopeta vuoro"),
    ],
)
def test_labels_in_both_languages(state: RuneboundState, action: str, en: str, fi: str) -> None:
    assert (state.label(action, "en"), state.label(action, "fi")) == (en, fi)


@pytest.mark.rule("RB-UI-01")
def test_every_label_kind_reads_without_an_id(state: RuneboundState) -> None:
    for action in state.legal_actions():
        assert action.kind in LABELS or action.kind == "end"
        for lang in ("en", "fi"):
            text = state.label(action, lang)
            assert text and "h0" not in text and "rb." not in text, text
