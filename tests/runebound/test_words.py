"""What Runebound players read: coordinates instead of hex ids, the hero and foe sheets, the market,
the terminal map's margins and legend (RB-UI-01 … RB-UI-05)."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from noppa.games.runebound import GAME
from noppa.games.runebound.rules.sheet import hero_sheet
from noppa.games.runebound.rules.state import RuneboundState
from noppa.games.runebound.ui.render import RuneboundRenderer, city_letter
from noppa.games.runebound.words.capability import coordinate, hex_label, hex_name
from tests.runebound.helpers import equip, fight, force, neighbour, play, scenario

HEX_ID = re.compile(r"\bh\d{4}\b")


def screen(state: RuneboundState, lang: str, seat: int | None = 0) -> str:
    """The terminal screen as plain text."""
    console = Console(width=160, file=io.StringIO(), color_system=None)
    console.print(RuneboundRenderer().render(state, seat, lang))
    assert isinstance(console.file, io.StringIO)
    return console.file.getvalue()


@pytest.mark.rule("RB-UI-01")
def test_coordinates_run_a1_to_n13_and_edges_have_none() -> None:
    assert coordinate(0, 0) == "A1"
    assert coordinate(13, 12) == "N13"
    assert coordinate(4, 6) == "E7"
    assert coordinate(-1, 3) == "" and coordinate(14, 0) == "" and coordinate(3, -1) == ""


@pytest.mark.rule("RB-UI-01")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_moves_and_log_name_hexes_by_coordinate_or_city(lang: str) -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    force(state, 4, 4, 4, 4, 4)
    play(state, "roll:5")
    moves = [a for a in state.legal_actions() if a.kind == "move"]
    assert moves
    for action in moves:
        label = state.label(action, lang)
        assert not HEX_ID.search(label), label
        index = state.board.index[action.args[0]]
        data = state.board.hexes[index]
        assert coordinate(data.col, data.row) in label
    start = state.board.ids[state.board.start]
    city = state.board.hexes[state.board.start].city
    assert city is not None
    assert hex_name(state, start, lang) == state.content.name(city, lang)
    assert hex_label(state, start, lang).startswith(state.content.name(city, lang))
    play(state, moves[0].text)
    lines = [state.describe(e, lang) for e in state.events]
    assert not [line for line in lines if HEX_ID.search(line)]


@pytest.mark.rule("RB-UI-01", "RB-UI-04")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_terminal_map_has_margins_and_a_complete_legend(lang: str) -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    force(state, 4, 4, 4, 4, 4)
    play(state, "roll:5")
    shown = screen(state, lang)
    assert "A B  C D  E F  G H  I J  K L  M N" in shown
    assert re.search(r"^\W*13 ", shown, re.MULTILINE)
    letters = [city_letter(state, city, lang) for city in state.content.cities]
    assert len(set(letters)) == len(letters)  # every city has a letter of its own
    for city, letter in zip(state.content.cities, letters, strict=True):
        assert f"{letter}  {state.content.name(city, lang)}" in shown
    for mark in ("●", "L ", "1 ", "* "):
        assert mark in shown
    assert "*" in shown.split("\n", 20)[-1] or "*" in shown  # the roll's destinations are marked
    assert not HEX_ID.search(shown)


@pytest.mark.rule("RB-UI-02")
def test_hero_sheet_counts_xp_tokens_items_and_the_next_token() -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    card = state.content.heroes["grul-the-wanderer"]
    equip(state, 0, items=["chainmail"], wounds=2, fatigue=1)
    hero = state.heroes[0]
    hero.xp.append("mind")
    hero.tokens.append(("green", 2))
    sheet = hero_sheet(state, 0)
    assert sheet["life"] == card.life + 1  # Chainmail: Life +1
    assert sheet["mind"] == card.mind + 2  # RB-XP-05
    assert sheet["level"] == 2 and sheet["xp"] == 2
    assert sheet["xp_next"] == state.xp_cost - 2
    assert sheet["skills"] == {k: v for k, v in card.skills.items() if v}
    assert state.view(0)["state"]["sheets"][0] == sheet
    shown = screen(state, "en")
    assert f"{sheet['life'] - 2}/{sheet['life']} (2 wounds)" in shown
    assert f"1 (the limit is {sheet['stamina']})" in shown
    assert "Chainmail: Armour · Life +1" in shown


@pytest.mark.rule("RB-UI-02")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_market_shows_price_values_and_text(lang: str) -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    city = next(c for c, stack in state.stacks.items() if stack)
    card = state.stacks[city][0]
    prices = state.view(0)["state"]["prices"]
    assert prices[card] == max(1, state.content.card_cost(card))
    gold = {"en": "gold", "fi": "kultaa" if prices[card] != 1 else "kulta"}[lang]
    shown = screen(state, lang)
    assert re.search(rf"{re.escape(state.content.name(card, lang))}\s+{prices[card]} {gold}", shown)


@pytest.mark.rule("RB-UI-03")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_foe_sheet_gives_value_and_damage_per_phase(lang: str) -> None:
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    equip(state, 0, at=neighbour(state, state.board.ids[state.board.start]))
    force(state, 1, 1, 1, 1)
    fight(state, "wild-boar")  # Mind 8 / 0, Body 10 / 2, Spirit 7 / 0, Life 3
    play(state, "fight_on", "defend:ranged", "defend:melee")  # 2 + Body < 10: the boar hits
    shown = screen(state, lang)
    phase = {"en": ("Ranged", "Melee", "Magic"), "fi": ("Heittoase", "Lähitaistelu", "Taikuus")}[lang]
    assert re.search(rf"{phase[0]}\s+8\s+0", shown)
    assert re.search(rf"{phase[1]}\s+10\s+2", shown)
    assert re.search(rf"{phase[2]}\s+7\s+0", shown)
    assert "3/3" in shown
    assert "bc done" not in shown and "option" not in shown.lower().split("combat")[-1][:40]


@pytest.mark.rule("RB-UI-05")
def test_city_and_hero_names_are_finnish_with_unique_initials() -> None:
    content = GAME.new_state(1, seed=0).content
    english = {"Frostgate", "Riverwatch", "Dawnsmoor", "Vynelvale", "Tamalir", "Saltmere", "Harrowgate"}
    for city in content.cities.values():
        assert city.name.fi not in english and not city.name.fi.endswith(("mere", "gate", "vale", "moor"))
    initials = [city.name.fi[0] for city in content.cities.values()]
    assert len(set(initials)) == len(initials)
    for hero in content.heroes.values():
        assert " the " not in hero.name.fi and " of " not in hero.name.fi


ENGLISH_IN_FINNISH = re.compile(
    r"\b(the|of|and|gold|wounds?|fatigue|attack|defend|roll|dice|hex|Frostgate|Riverwatch|Dawnsmoor|"
    r"Vynelvale|Tamalir|Saltmere|Harrowgate|Emberfall|High Lord|either|table)\b"
)
LEFTOVER = re.compile(r"\brb[.-]\w|[{}]|CASE\(|\bh\d{4}\b")


@pytest.mark.rule("RB-UI-01", "RB-UI-05")
@pytest.mark.parametrize("seed", [11, 12])
def test_seeded_game_reads_without_ids_keys_or_english_in_finnish(seed: int) -> None:
    import random

    state = GAME.new_state(3, seed=seed)
    rng = random.Random(seed)
    seen: dict[str, set[str]] = {"en": set(), "fi": set()}
    for _ in range(400):
        if state.outcome is not None:
            break
        legal = state.legal_actions()
        for lang, lines in seen.items():
            lines.update(state.label(a, lang) for a in legal)
        state.apply(rng.choice(legal))
    for lang, lines in seen.items():
        lines.update(state.describe(e, lang) for e in state.events)
        bad = sorted(line for line in lines if LEFTOVER.search(line))
        assert not bad, bad[:5]
    english = sorted(line for line in seen["fi"] if ENGLISH_IN_FINNISH.search(line))
    assert not english, english[:5]
