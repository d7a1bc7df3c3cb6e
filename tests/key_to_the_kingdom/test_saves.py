"""Saves made before the typed model (on main at 434e47a, with dict situations and list frames) load
and replay exactly; the typed flow table covers every frame and every decision."""

from __future__ import annotations

import inspect
import json
import random
from pathlib import Path

import pytest

from noppa.engine.flow import Ask, Frame, kind_of
from noppa.games.key_to_the_kingdom.rules import state_frames
from noppa.games.key_to_the_kingdom.rules.state_flow import RULES
from noppa.games.key_to_the_kingdom.rules.state_frames import Effects, KingdomAsk, LoseAsk, SeatStep
from noppa.games.key_to_the_kingdom.rules.state_model import Dungeon, Endgame, InHazard

from .helpers import GAME, kk

SAVES = Path(__file__).resolve().parent / "saves"


@pytest.mark.parametrize("name", ["main-3-midgame", "main-4-teams-short-finished"])
def test_a_save_made_before_the_typed_model_loads_and_matches_its_snapshot(name: str) -> None:
    saved = json.loads((SAVES / f"{name}.json").read_text())
    state = kk(GAME.load_state(saved))
    assert state.to_json()["snapshot"] == saved["snapshot"]
    rng = random.Random(1)
    for _ in range(40):  # and the game goes on
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))


def test_the_old_dict_forms_become_typed_situations_frames_and_decisions() -> None:
    saved = json.loads((SAVES / "main-3-midgame.json").read_text())
    state = kk(GAME.load_state(saved))
    assert state.advs[0].sit == InHazard("tarantula-web", "nest", "b", trouble=1)
    assert state.advs[1].sit == Dungeon("ice-mountain", 0)
    frame = state.flow.stack[-1]
    assert isinstance(frame, Effects) and frame.effects == (("lose", "choice", ""), ("goto", "spiders", "0"))
    assert frame.ctx.roll == 7 and frame.ctx.unused == 0
    assert state.pending is not None and state.pending.ask == LoseAsk("tarantula-web")


def test_every_frame_and_every_decision_has_one_handler_in_the_table() -> None:
    classes = [cls for _, cls in inspect.getmembers(state_frames, inspect.isclass)]
    frames = {cls for cls in classes if issubclass(cls, Frame) and cls not in (Frame, SeatStep)}
    asks = {cls for cls in classes if issubclass(cls, Ask) and cls not in (Ask, KingdomAsk)}
    assert set(RULES.frames.values()) == frames
    assert set(RULES.asks.values()) == asks
    assert all(RULES.frames[kind_of(cls)] is cls for cls in frames)


def test_a_clone_shares_no_situation_bridge_endgame_or_stack_with_its_original() -> None:
    state = kk(GAME.load_state(json.loads((SAVES / "main-3-midgame.json").read_text())))
    state.endgame = Endgame([2], [], {"0": 6, "1": 6}, "escaped")
    copy = state.clone()
    hz = copy.advs[0].sit
    prison = copy.advs[1].sit
    assert isinstance(hz, InHazard) and isinstance(prison, Dungeon)
    hz.position = 5
    prison.tries = 2
    copy.bridge.builder = 1
    assert copy.endgame is not None
    copy.endgame.left["0"] = 1
    copy.flow.stack.clear()
    assert state.advs[0].sit == InHazard("tarantula-web", "nest", "b", trouble=1)
    assert state.advs[1].sit == Dungeon("ice-mountain", 0)
    assert state.bridge.builder == -1 and state.endgame.left == {"0": 6, "1": 6}
    assert len(state.flow.stack) == 2
