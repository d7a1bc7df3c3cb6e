"""Challenge card text (RB-CARD-03): first strike, immunity, fury, regeneration, effects on defeat."""

from __future__ import annotations

import dataclasses
from typing import Any

import msgspec
import pytest

from noppa.engine import LoadError
from noppa.games.runebound.content.effects import (
    Ability,
    Fury,
    Immune,
    Regenerate,
    Strike,
    Wounds,
)
from noppa.games.runebound.content.schema import load
from noppa.games.runebound.rules.state import RuneboundState
from noppa.games.runebound.words.capability import describe_trait
from tests.runebound.helpers import equip, events, fight, force, neighbour, play, scenario


def grul_against(card: str, **changes: Any) -> RuneboundState:
    """Grul (Mind 2, Body 5, Spirit 2; damage 1/3/1, Life 10) next to Tamalir, with ``card``'s text
    replaced by ``changes`` (so the test does not hang on the shipped card's own text)."""
    state = scenario(["grul-the-wanderer", "nym-ashwhisper"])
    here = neighbour(state, state.board.ids[state.board.start])
    equip(state, 0, at=here)
    adventures = dict(state.content.adventures)
    blank: dict[str, Any] = {"before_combat": [], "abilities": [], "reward": [], "keep": None}
    adventures[card] = msgspec.structs.replace(adventures[card], **{**blank, **changes})
    state.content = dataclasses.replace(state.content, adventures=adventures)
    return state


# The wild boar: Mind 8, Body 10, Spirit 7; damage 0/2/0; Life 3.
BOAR = "wild-boar"


@pytest.mark.rule("RB-FOE-02", "RB-CMB-03")
def test_a_first_strike_is_defended_before_the_heros_own_before_combat() -> None:
    state = grul_against(BOAR, before_combat=[Strike("melee")])
    force(state, 1, 1)
    fight(state, BOAR)  # 1 + 1 + Body 5 = 7 < 10: the boar's melee damage, 2
    strike = events(state, "foe_strike")[-1]
    assert (strike["total"], strike["target"], strike["success"]) == (7, 10, False)
    assert state.heroes[0].wounds == 2
    state = grul_against(BOAR, before_combat=[Strike("melee", damage=3)])
    force(state, 3, 2, 1, 1)
    fight(state, BOAR)  # 5 + 5 = 10 >= 10: fended off
    assert events(state, "foe_strike")[-1]["success"] is True
    assert state.heroes[0].wounds == 0
    state = grul_against(BOAR, before_combat=[Strike("melee", damage=3)])
    force(state, 1, 1)
    fight(state, BOAR)
    assert state.heroes[0].wounds == 3  # the card's own damage when given


@pytest.mark.rule("RB-FOE-01")
def test_an_immune_foe_takes_no_wounds_in_its_phase() -> None:
    state = grul_against(BOAR, abilities=[Ability("melee", Immune())])
    force(state, 10, 10)
    fight(state, BOAR)
    play(state, "fight_on", "defend:ranged", "attack:melee")  # 20 + 5 >= 10, but immune
    assert events(state, "foe_immune")
    assert state.combat is not None and state.combat.foe_wounds == 0
    state = grul_against(BOAR, abilities=[Ability("melee", Immune())])
    force(state, 10, 10)
    fight(state, BOAR)
    play(state, "fight_on", "attack:ranged")  # not immune at range: Grul's 1 ranged damage lands
    assert state.combat is not None and state.combat.foe_wounds == 1


@pytest.mark.rule("RB-FOE-03")
def test_a_furious_foe_hits_harder_once_wounded() -> None:
    state = grul_against(BOAR, abilities=[Ability("melee", Fury(2))])
    force(state, 1, 1)
    fight(state, BOAR)
    play(state, "fight_on", "defend:ranged", "defend:melee")  # unhurt: its printed 2
    assert state.heroes[0].wounds == 2
    state = grul_against(BOAR, abilities=[Ability("melee", Fury(2))])
    force(state, 10, 10, 1, 1)
    fight(state, BOAR)
    play(state, "fight_on", "attack:ranged", "defend:melee")  # wounded by the ranged hit: 2 + 2
    assert state.heroes[0].wounds == 4


@pytest.mark.rule("RB-FOE-04")
def test_a_regenerating_foe_heals_at_the_end_of_each_round() -> None:
    state = grul_against(BOAR, abilities=[Ability("combat", Regenerate(1))])
    force(state, 10, 10, 10, 10, 10, 10)
    fight(state, BOAR)
    play(state, "fight_on", "attack:ranged")  # 1 wound
    assert state.combat is not None and state.combat.foe_wounds == 1
    play(state, "defend:melee", "defend:magic")  # the round ends: it heals the wound
    assert state.combat.foe_wounds == 0 and state.combat.round == 2
    assert events(state, "foe_regenerates")[-1]["count"] == 1
    play(state, "fight_on", "defend:ranged", "defend:melee", "defend:magic")
    assert len(events(state, "foe_regenerates")) == 1  # nothing to heal: no event


@pytest.mark.rule("RB-FOE-05", "RB-DEF-01")
def test_a_death_curse_follows_the_defeat() -> None:
    state = grul_against(BOAR, reward=[Wounds(1)])
    force(state, 10, 10)
    fight(state, BOAR)
    play(state, "fight_on", "defend:ranged", "attack:melee")  # 3 wounds: dead
    assert events(state, "defeated")
    assert state.heroes[0].wounds == 1


@pytest.mark.rule("RB-FOE-01", "RB-FOE-02", "RB-FOE-03", "RB-FOE-04")
def test_traits_are_checked_on_load_and_read_in_both_languages() -> None:
    from noppa.games.runebound.content.schema import _check_effects, _check_traits

    with pytest.raises(LoadError, match="cannot have effect Immune in window 'before_combat'"):
        _check_traits([Ability("before_combat", Immune())], "adventures.toml: adventure x")
    with pytest.raises(LoadError, match="cannot have effect Immune in window 'combat'"):
        _check_traits([Ability("combat", Immune())], "adventures.toml: adventure x")  # unbeatable
    with pytest.raises(LoadError, match="always in force"):
        _check_traits([Ability("melee", Immune(), fatigue=1)], "adventures.toml: adventure x")
    with pytest.raises(LoadError, match="belongs to a challenge's own text"):
        _check_effects([Strike("melee")], "adventures.toml: adventure x")  # a reward, say
    _check_effects([Strike("melee")], "x", strike=True)
    assert describe_trait(Ability("magic", Immune()), "en") == "Magic: immune: hits deal no wounds"
    healing = describe_trait(Ability("combat", Regenerate(2)), "fi")
    assert healing == "Jokaisen kierroksen lopussa: 2 haavaa paranee"
    assert describe_trait(Ability("melee", Fury(1)), "fi") == "Lähitaistelu: haavoittuneena 1 vahinko enemmän"


def test_the_bot_reckons_with_traits() -> None:
    from noppa.games.runebound.ai.tactics import Fighter, Foe, Side, fight_odds

    hero = Fighter(Side((5, 5, 5), (2, 2, 2), 8))
    plain = Foe((12, 12, 12), (1, 1, 1), 4)
    immune = dataclasses.replace(plain, immune=(True, True, False))
    furious = dataclasses.replace(plain, fury=(2, 2, 2))
    healing = dataclasses.replace(plain, regenerate=1)
    base = fight_odds(hero, plain).win
    for harder in (immune, furious, healing):
        assert fight_odds(hero, harder).win < base


def test_shipped_traits_load() -> None:
    content = load()
    traits = [t for a in content.adventures.values() for t in a.abilities]
    assert all(isinstance(t.effect, (Immune, Fury, Regenerate)) for t in traits)


@pytest.mark.rule("RB-CARD-03", "RB-FOE-05")
def test_a_challenges_card_text_is_shown_in_both_languages() -> None:
    from noppa.games.runebound import GAME
    from noppa.games.runebound.words.capability import challenge_text

    content = load()
    troll = challenge_text(content.adventures["cave-troll"], "fi")
    assert troll == "Jokaisen kierroksen lopussa: 1 haava paranee"
    curse = challenge_text(content.adventures["grave-robbers"], "en")
    assert curse.startswith("When defeated: Test of Spirit with Lore, target 9")
    assert challenge_text(content.adventures["giant-rats"], "en") == ""  # a plain fighter
    texts = GAME.ui.board_data()["texts"]
    assert texts["cave-troll"]["en"] == "End of every round: heals 1 wound" and "giant-rats" not in texts
