"""The content matches the component list and the public facts; bad content is refused clearly."""

from __future__ import annotations

import shutil
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from noppa.engine import LoadError
from noppa.games.runebound import GAME
from noppa.games.runebound.content.effects import TERRAINS, Gold
from noppa.games.runebound.content.schema import DATA, Adventure, load, load_from
from noppa.games.runebound.words.capability import describe_ability, describe_trait

C = load()


@pytest.mark.rule("RB-COMP-01")
def test_one_to_six_players() -> None:
    assert GAME.player_counts == range(1, 7)


@pytest.mark.rule("RB-COMP-02", "RB-FACT-04")
def test_twelve_heroes_all_original_but_the_example() -> None:
    assert len(C.heroes) == 12
    names = {h.name.en for h in C.heroes.values()}
    assert "Spiritseeker Mok" not in names and "Mad Carthas" not in names
    for hero in C.heroes.values():
        assert hero.life >= 1 and hero.stamina >= 1


@pytest.mark.rule("RB-COMP-03", "RB-COMP-15", "RB-WIN-03")
def test_84_adventure_cards_by_colour_and_type() -> None:
    colours = Counter(a.colour for a in C.adventures.values())
    assert colours == {"green": 35, "yellow": 25, "blue": 16, "red": 8}
    kinds = Counter(a.kind for a in C.adventures.values())
    assert kinds["challenge"] > kinds["event"] + kinds["encounter"]  # challenges are the most common
    margath = [a for a in C.adventures.values() if a.margath]
    assert len(margath) == 1 and margath[0].colour == "red" and margath[0].kind == "challenge"
    hardest = max(
        (a for a in C.adventures.values() if a.stats is not None),
        key=lambda a: (a.stats.mind + a.stats.body + a.stats.spirit + a.stats.life) if a.stats else 0,
    )
    assert hardest.margath


@pytest.mark.rule("RB-COMP-15", "RB-ADV-04", "RB-EVT-01")
def test_each_colour_mixes_challenges_encounters_and_events_on_a_rising_curve() -> None:
    previous = 0.0
    for colour in ("green", "yellow", "blue", "red"):
        cards = [a for a in C.adventures.values() if a.colour == colour]
        kinds = Counter(a.kind for a in cards)
        assert kinds["encounter"] >= 1 and kinds["event"] >= 1
        assert kinds["challenge"] > max(kinds["encounter"], kinds["event"])  # still the most common
        if colour != "red":
            assert kinds["challenge"] <= 0.6 * len(cards)  # not nearly all challenges
            tests = [o.test for a in cards if a.kind == "encounter" for o in a.options if o.test]
            assert len(tests) >= 3  # encounters with skill tests in every colour
        stats = [a.stats for a in cards if a.stats is not None and not a.margath]
        level = sum(s.mind + s.body + s.spirit for s in stats) / (3 * len(stats))
        assert level > previous + 1  # each colour is clearly harder than the one before
        previous = level


@pytest.mark.rule("RB-COMP-04", "RB-COMP-17")
def test_84_market_cards_29_allies_55_items() -> None:
    assert len(C.market_ids) == 84
    allies = [c for c in C.market_ids if C.market_base[c] in C.allies]
    items = [c for c in C.market_ids if C.market_base[c] in C.items]
    assert (len(allies), len(items)) == (29, 55)
    for item in C.items.values():
        assert item.item_class and item.type and item.use in ("activated", "single", "constant")
    for ally in C.allies.values():
        assert ally.cost >= 1 and ally.life >= 1


@pytest.mark.rule("RB-COMP-05", "RB-COMP-16")
def test_58_adventure_tokens_with_xp_values() -> None:
    counts: Counter[str] = Counter()
    for token in C.tokens:
        counts[token.colour] += token.count
        assert token.value >= 1
    assert counts == {"green": 22, "yellow": 16, "blue": 11, "red": 9}


@pytest.mark.rule("RB-COMP-06", "RB-COMP-08", "RB-SETUP-05", "RB-SETUP-06")
def test_tokens_and_gold_are_unlimited_supplies() -> None:
    # Wounds, fatigue and XP tokens (60/54/60) and the bank (188 gold: 28×1 + 12×5 + 10×10) are
    # modelled as plain numbers: no rule depends on running out of them.
    assert 28 * 1 + 12 * 5 + 10 * 10 == 188
    state = GAME.new_state(3, seed=1)
    assert [h.gold for h in state.heroes] == [3, 3, 3]


@pytest.mark.rule("RB-COMP-07", "RB-SETUP-02")
def test_six_lost_challenge_slots_start_empty() -> None:
    state = GAME.new_state(2, seed=1)
    assert state.lost == [None] * 6


@pytest.mark.rule("RB-COMP-09", "RB-COMP-10", "RB-COMP-12", "RB-FACT-02")
def test_five_movement_dice_with_two_or_more_symbols() -> None:
    assert len(C.dice) == 5
    counts: Counter[str] = Counter()
    for die in C.dice:
        assert len(die.faces) == 6
        for face in die.faces:
            assert len(face) >= 2
            counts.update(face)
    assert set(counts) == set(TERRAINS)  # all seven terrain types appear
    per_die = {t: n / 5 for t, n in counts.items()}
    assert per_die["road"] == 4 and per_die["plains"] == 3 and per_die["hills"] == 2
    assert per_die["forest"] == per_die["swamp"] == per_die["mountain"] == 1
    from noppa.games.runebound.rules.doom import DOOM_TOKENS

    assert DOOM_TOKENS == 8


@pytest.mark.rule("RB-COMP-13", "RB-COMP-14", "RB-FACT-01", "RB-FACT-03")
def test_the_map() -> None:
    in_play = [h for h in C.hexes if h.in_play]
    assert len(in_play) == 182
    terrain = Counter(h.terrain for h in in_play)
    assert terrain == {
        "forest": 40,
        "plains": 36,
        "hills": 32,
        "river": 30,
        "mountain": 17,
        "road": 15,
        "city": 8,
        "swamp": 4,
    }
    gems = Counter(h.gem for h in in_play if h.gem)
    assert gems == {"green": 22, "yellow": 16, "blue": 11, "red": 9}
    assert any(h.sun for h in in_play) and any(h.gem and not h.sun for h in in_play)
    assert len(C.cities) == 8
    order = sorted(C.cities.values(), key=lambda c: c.path)
    assert [c.id for c in order][:3] == ["vynelvale", "riverwatch", "dawnsmoor"] and order[
        -1
    ].id == "frostgate"
    tamalir = next(h for h in in_play if h.city == "tamalir")
    cols = [h.col for h in in_play]
    rows = [h.row for h in in_play]
    assert (
        abs(tamalir.col - (max(cols) + min(cols)) / 2) <= 1
        and abs(tamalir.row - (max(rows) + min(rows)) / 2) <= 1
    )


@pytest.mark.rule("RB-CARD-01", "RB-CARD-02", "RB-CARD-06", "RB-CARD-07", "RB-CARD-08", "RB-CMB-02")
def test_card_numbers() -> None:
    for hero in C.heroes.values():
        assert min(hero.mind, hero.body, hero.spirit) >= 0 and hero.stamina >= 1
    for card in C.adventures.values():
        if card.kind == "challenge":
            assert card.stats is not None and card.stats.life >= 1
    from noppa.games.runebound.content.effects import ATTRIBUTE_OF

    assert ATTRIBUTE_OF == {"ranged": "mind", "melee": "body", "magic": "spirit"}


@pytest.mark.rule("RB-CARD-03", "RB-CARD-04", "RB-CARD-05", "RB-NOTE-02")
def test_card_texts_are_typed_effects_with_words_from_the_catalogs() -> None:
    # No card carries rules text: abilities are typed and described from the catalogs in both
    # languages (the symbols list missing from the source is replaced by the vocabulary).
    for item in C.items.values():
        for ability in item.abilities:
            assert describe_ability(ability, "en") and describe_ability(ability, "fi")
    for card in C.adventures.values():
        if card.kind == "event":
            assert card.number in (1, 2, 3)  # every event carries its number and the sun icon
        assert card.name.en and card.name.fi
    for card_id in C.market_ids:
        assert C.card_cost(card_id) >= 1


STAT_NAMES = ("mind", "body", "spirit", "ranged_damage", "melee_damage", "magic_damage", "life")


def _alike(first: Adventure, second: Adventure) -> bool:
    """Within one point on every value, and no card text (Before Combat, traits, anything won
    besides gold, a kept card) to tell them apart."""
    assert first.stats is not None and second.stats is not None
    close = all(abs(getattr(first.stats, n) - getattr(second.stats, n)) <= 1 for n in STAT_NAMES)
    return close and _card_text(first) == _card_text(second)


def _card_text(card: Adventure) -> tuple[object, ...]:
    """Everything on a challenge card besides its numbers and the gold it pays."""
    won = [e for e in card.reward if not isinstance(e, Gold)]
    return (card.before_combat, card.abilities, won, card.keep, card.rune, card.margath)


@pytest.mark.rule("RB-CARD-03", "RB-FOE-01", "RB-FOE-02", "RB-FOE-03", "RB-FOE-04")
def test_every_colour_has_distinct_foes_with_card_text() -> None:
    for colour in ("green", "yellow", "blue", "red"):
        cards = [a for a in C.adventures.values() if a.colour == colour and a.kind == "challenge"]
        alike = [(a.id, b.id) for a, b in combinations(cards, 2) if _alike(a, b)]
        assert not alike, f"{colour} challenges nothing tells apart: {alike}"
        bare = [a.id for a in cards if not any(_card_text(a))]
        assert len(bare) <= len(cards) // 4, f"{colour}: too many bare stat blocks: {bare}"
        for card in cards:
            for trait in card.abilities:
                assert describe_trait(trait, "en") and describe_trait(trait, "fi")


def test_every_ally_has_an_ability() -> None:
    for ally in C.allies.values():
        assert ally.abilities, f"{ally.id} has no ability"
        for ability in ally.abilities:
            assert describe_ability(ability, "en") and describe_ability(ability, "fi")


@pytest.mark.rule("RB-NOTE-01")
def test_attribute_icons_are_not_numbers() -> None:
    # "Psyyke 5 : heittoasetaistelu": the digits are icons; Varikas' ranged value is his Mind 1.
    assert C.heroes["varikas-the-dead"].mind == 1
    blood = C.adventures["blood-of-the-bloodmother"]
    assert blood.stats is not None and blood.stats.mind == 15


@pytest.mark.rule("RB-WIN-04")
def test_dragon_runes_are_red_challenges_kept_as_items() -> None:
    runes = [a for a in C.adventures.values() if a.rune]
    assert len(runes) >= 3
    for rune in runes:
        assert rune.colour == "red" and rune.kind == "challenge"
        assert rune.keep is not None and rune.keep.becomes == "item"


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    return target


def test_bad_content_names_file_entry_and_problem(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    market = folder / "market.toml"
    market.write_text(market.read_text().replace("cost = 3\nlife = 2", 'cost = "three"\nlife = 2', 1))
    with pytest.raises(LoadError) as error:
        load_from(folder)
    assert "market.toml" in str(error.value) and "acolyte-of-flame" in str(error.value)
    assert "cost" in str(error.value)


def test_bad_effect_window_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    heroes = folder / "heroes.toml"
    heroes.write_text(
        heroes.read_text().replace(
            'window = "before_combat", fatigue = 1', 'window = "market", fatigue = 1', 1
        )
    )
    with pytest.raises(LoadError) as error:
        load_from(folder)
    assert "varikas-the-dead" in str(error.value) and "window" in str(error.value)


def test_duplicate_ids_are_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    adventures = folder / "adventures.toml"
    adventures.write_text(adventures.read_text().replace('id = "giant-rats"', 'id = "bandit-lookout"'))
    with pytest.raises(LoadError) as error:
        load_from(folder)
    assert "used twice" in str(error.value)


def test_the_map_draws_as_svg() -> None:
    import xml.etree.ElementTree as ET

    from noppa.games.runebound.ui.svg import map_svg

    root = ET.fromstring(map_svg())
    polygons = root.findall("{http://www.w3.org/2000/svg}polygon")
    assert len(polygons) == len(C.hexes) and len(C.hexes) > 182
    names = {t.text for t in root.findall("{http://www.w3.org/2000/svg}text")}
    assert {"Tamalir", "Vynelvale", "Frostgate"} <= names
