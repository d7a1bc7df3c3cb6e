"""Saved games keep loading and replaying identically.

The first three saves were made before the restructuring (on main at 434e47a: string steps, a
tuple skill test, the hand-written clone); the next five on main before the pending things moved
onto the shared turn flow (issue 18), each stopped in a different place: a fight, the Market, wounds
that may be prevented, a knock-out, a skill test before its roll; thirteen more from main just
before the turn's steps moved onto the flow (issue 25). Each loads, replays exactly,
matches its snapshot, and plays on as it did then: the same legal actions in the same order (a seeded
random choice among them), the same events (``played-on.json``, recorded on main with the saves).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from noppa.engine import LoadError
from noppa.games.runebound import GAME
from noppa.games.runebound.rules.hidden import SNAPSHOT_VERSION, migrate, migrate_save
from noppa.games.runebound.rules.state import RuneboundState

SAVES = Path(__file__).resolve().parent / "saves"
PLAYED_ON = json.loads((SAVES / "played-on.json").read_text())
NAMES = [
    "2-doom-midgame",
    "3-no-doom-finished",
    "4-midgame-combat",
    "2-combat",
    "2-market",
    "3-hurt",
    "4-ko",
    "4-test",
    # From main at af9e5ce, before the turn's steps moved onto the flow (issue 25): each combat
    # stage that asks, the Market, a trade answer, a knock-out's choice, a skill test, a kept-card
    # limit, replenishing, the Path of Doom, a Showdown fight and a finished game.
    "fight-bc",
    "fight-escape",
    "fight-phase",
    "fight-pvp-defend",
    "market-buy",
    "trade-answer",
    "knockout-choice",
    "skill-test",
    "keep-limit",
    "replenish",
    "doom-path",
    "showdown",
    "finished",
]


@pytest.mark.parametrize("name", NAMES)
def test_a_save_from_before_loads_and_matches_its_snapshot(name: str) -> None:
    saved = json.loads((SAVES / f"{name}.json").read_text())
    state = GAME.load_state(saved)
    assert isinstance(state, RuneboundState)
    assert json.loads(json.dumps(state.to_json()["snapshot"])) == migrate_save(saved)["snapshot"]


@pytest.mark.parametrize("name", NAMES)
def test_a_save_plays_on_as_it_did_when_made(name: str) -> None:
    state = GAME.load_state(json.loads((SAVES / f"{name}.json").read_text()))
    expected = PLAYED_ON[name]
    rng = random.Random(1)
    taken = []
    for _ in range(60):
        if state.to_act is None:
            break
        action = rng.choice(state.legal_actions())
        taken.append(action.text)
        state.apply(action)
    assert taken == expected["actions"]
    assert (len(state.events), state.events_digest()) == (expected["events"], expected["digest"])


@pytest.mark.parametrize("name", NAMES)
def test_an_old_snapshot_is_converted_in_one_place_and_a_new_one_is_left_alone(name: str) -> None:
    saved = json.loads((SAVES / f"{name}.json").read_text())
    old = saved["snapshot"]["state"]
    assert "version" not in old  # every fixture is of the first shape
    new = migrate(old)
    assert new["version"] == SNAPSHOT_VERSION and "version" not in old  # the input is not changed
    assert migrate(new) == new
    state = GAME.load_state(saved)
    assert state.to_json()["snapshot"]["state"]["version"] == SNAPSHOT_VERSION
    again = GAME.load_state(json.loads(json.dumps(state.to_json())))  # a new save loads as it is
    assert again.events_digest() == state.events_digest()


def test_a_leftover_value_of_an_earlier_turn_is_no_part_of_the_position() -> None:
    saved = json.loads((SAVES / "market-buy.json").read_text())
    old = saved["snapshot"]["state"]
    assert old["step"] == "market" and old["flow"]["draw_colour"] == "yellow"  # left from a turn before
    assert migrate(old)["flow"]["draw_colour"] is None
    tampered = json.loads(json.dumps(saved))
    tampered["snapshot"]["state"]["version"] = SNAPSHOT_VERSION  # claims the new shape: compared as is
    with pytest.raises(LoadError, match="draw_colour"):
        GAME.load_state(tampered)
