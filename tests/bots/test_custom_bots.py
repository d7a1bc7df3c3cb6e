"""Your own bot, ``python:MODULE:NAME``, on every surface: the factory, ``noppa play``, ``noppa
simulate`` with worker processes, the web server's allow-list, and a trained policy file."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from noppa.bots import allow_modules, bot_label, make_bot
from noppa.bots.custom import allowed_modules, web_refusal
from noppa.cli.main import main
from noppa.engine import get_game
from noppa.engine.errors import BotSpecError
from noppa.sim import SimulationSpec, run
from tests.terminal import console, feeder

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

MODULE = '''
import random


class Stopper:
    """Stops whenever it may (Dungeon Dice), else random."""

    def __init__(self, game, seed, stop="stop"):
        self.random = random.Random(seed)
        self.stop = stop
        self.game = game.id

    def choose(self, view):
        legal = list(view["legal"])
        return self.stop if self.stop in legal else self.random.choice(legal)


def factory(game, seed):
    return Stopper(game, seed)


def broken(game, seed):
    raise RuntimeError("no luck")


def not_a_bot(game, seed):
    return 42
'''


@pytest.fixture
def own_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A bot module of the user's own, ``h7_own_bots``, importable by name (also in workers)."""
    (tmp_path / "h7_own_bots.py").write_text(textwrap.dedent(MODULE), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "h7_own_bots"
    allow_modules(None)


def test_a_python_spec_makes_the_users_bot_from_a_class_or_a_factory(own_module: str) -> None:
    game = get_game("dungeon-dice")
    bot = make_bot(game, f"python:{own_module}:Stopper", 3)
    assert type(bot).__name__ == "Stopper" and bot.game == "dungeon-dice"  # type: ignore[attr-defined]
    assert type(make_bot(game, f"python:{own_module}:factory", 3)).__name__ == "Stopper"
    # parameters after the name come as keyword strings
    assert make_bot(game, f"python:{own_module}:Stopper:stop=roll", 0).stop == "roll"  # type: ignore[attr-defined]
    assert bot_label(game, f"python:{own_module}:Stopper", "fi") == f"Oma botti {own_module}:Stopper"


@pytest.mark.parametrize(
    ("spec", "key", "words"),
    [
        ("python:", "python_spec", "python:MODULE:NAME"),
        ("python:h7_own_bots", "python_spec", "python:MODULE:NAME"),
        ("python:h7 own:Stopper", "python_spec", "python:MODULE:NAME"),
        ("python:h7_own_bots:Stopper:depth", "python_parameter", "KEY=VALUE"),
        ("python:h7_no_such_module:Bot", "python_import", "cannot be imported"),
        ("python:h7_own_bots:Nothing", "python_no_name", "has no class or function 'Nothing'"),
        ("python:h7_own_bots:broken", "python_failed", "RuntimeError: no luck"),
        ("python:h7_own_bots:not_a_bot", "python_not_bot", "made a int, which is no bot"),
    ],
)
def test_a_bad_python_spec_says_what_is_wrong(own_module: str, spec: str, key: str, words: str) -> None:
    with pytest.raises(BotSpecError) as caught:
        make_bot(get_game("dungeon-dice"), spec, 0)
    assert caught.value.key == f"bot.error.{key}"
    assert words in caught.value.message("en")
    assert caught.value.message("fi") != caught.value.message("en")


def test_the_web_plays_only_the_modules_its_operator_allowed(own_module: str) -> None:
    game = get_game("dungeon-dice")
    spec = f"python:{own_module}:Stopper"
    # a server that named no module (the default of noppa serve, or an app made without it) refuses
    assert allowed_modules() is None
    refusal = web_refusal(game, spec)
    assert refusal is not None and refusal.key == "bot.error.python_not_allowed"
    assert "noppa serve --bot-module h7_own_bots" in refusal.message("en")
    allow_modules([])  # noppa serve without --bot-module
    with pytest.raises(BotSpecError, match="does not play bots from the module"):
        make_bot(game, spec, 0)
    allow_modules([own_module])  # noppa serve --bot-module h7_own_bots
    assert web_refusal(game, spec) is None
    assert type(make_bot(game, spec, 0)).__name__ == "Stopper"
    refused = web_refusal(game, "python:os:system")
    assert refused is not None and "ei pelaa moduulin 'os' botteja" in refused.message("fi")
    broken = web_refusal(game, f"python:{own_module}:broken")  # allowed, but makes no bot: said now
    assert broken is not None and broken.key == "bot.error.python_failed"


def test_noppa_play_seats_the_users_bot(own_module: str) -> None:
    screen, out = console()
    argv = ["play", "dungeon-dice", "--bots", f"1:python:{own_module}:Stopper,2:random", "--seed", "5"]
    code = main([*argv, "--lang", "en", "--delay", "0"], console=screen, ask=feeder([]))
    assert code == 0, out.getvalue()
    assert "Game over after" in out.getvalue() and "Bot h7_own_bots:Stopper" in out.getvalue()


def test_noppa_simulate_plays_the_users_bot_in_worker_processes(own_module: str, tmp_path: Path) -> None:
    # workers import the module by its name: the records are those of one process
    spec = SimulationSpec("dungeon-dice", 2, 6, (f"python:{own_module}:Stopper", "random"), seed=4)
    local = [r.record for r in run(spec, workers=1)]
    assert [r.record for r in run(spec, workers=2)] == local
    out = tmp_path / "sim"
    argv = ["simulate", "dungeon-dice", "--games", "4", "--workers", "2", "--out", str(out), "--no-plots"]
    screen, _ = console()
    assert main([*argv, "--bots", f"python:{own_module}:Stopper,random", "--quiet"], console=screen) == 0
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert f"python:{own_module}:Stopper" in summary["wins_by_bot"]
    assert "Your own bot h7_own_bots:Stopper" in (out / "report.html").read_text(encoding="utf-8")


def test_ray_plays_the_users_bot_too(
    own_module: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("ray")
    monkeypatch.chdir(tmp_path)  # the module is a file in the current folder: Ray's workers get it too
    spec = SimulationSpec("dungeon-dice", 2, 4, (f"python:{own_module}:Stopper", "random"), seed=4)
    local = [r.record for r in run(spec, workers=1)]
    assert [r.record for r in run(spec, backend="ray", workers=2)] == local


def test_a_trained_policy_round_trips_and_a_python_bot_plays_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    np = pytest.importorskip("numpy")
    from noppa.rl.policy import Policy, PolicyFileError, load_policy, read_header

    monkeypatch.syspath_prepend(str(EXAMPLES))
    game = get_game("dungeon-dice")
    encoding = Policy("dungeon-dice", 2, {}, np.zeros((1, 1))).encoding()
    weights = np.random.default_rng(1).normal(size=(encoding.n_actions, encoding.observation_size + 1))
    path = Policy("dungeon-dice", 2, {}, weights, {"note": "test"}).save(tmp_path / "p.npz")
    header = read_header(path)
    assert (header["game"], header["players"], header["encoding"]) == ("dungeon-dice", 2, "observation+bias")
    loaded = load_policy(path)
    assert np.array_equal(loaded.weights, weights) and loaded.about == {"note": "test"}
    bot = make_bot(game, f"python:policy_bot:PolicyBot:path={path}", 0)
    state = game.new_state(2, seed=3)
    while state.to_act is not None:
        view = state.view(state.to_act, log=False)
        state.apply(bot.choose(view))
    assert state.outcome is not None

    # an encoding other than the one trained on is refused, naming both versions
    with np.load(path) as archive:
        arrays = dict(archive)
    changed = dict(header, encoding_version="0123456789abcdef")
    arrays["header"] = np.frombuffer(json.dumps(changed).encode(), dtype=np.uint8)
    np.savez(tmp_path / "old.npz", **arrays)
    with pytest.raises(PolicyFileError, match=r"encoding version '0123456789abcdef'.*train the policy again"):
        load_policy(tmp_path / "old.npz")
    with pytest.raises(BotSpecError, match="train the policy again"):
        make_bot(game, f"python:policy_bot:PolicyBot:path={tmp_path / 'old.npz'}", 0)
    # a pickle is never loaded
    np.savez(tmp_path / "pickled.npz", header=np.array([{"format": "noppa-policy"}], dtype=object))
    with pytest.raises(PolicyFileError, match="not a policy file"):
        load_policy(tmp_path / "pickled.npz")


def test_rl_train_saves_a_policy_the_example_bot_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("gymnasium")
    monkeypatch.syspath_prepend(str(EXAMPLES))
    import rl_train

    path = tmp_path / "trained.npz"
    rl_train.main(["--episodes", "20", "--eval-games", "4", "--save", str(path)])
    spec = SimulationSpec(
        "dungeon-dice", 2, 4, (f"python:policy_bot:PolicyBot:path={path}", "random"), seed=1
    )
    assert len([r.record for r in run(spec, workers=1)]) == 4


def test_the_web_api_refuses_a_module_not_allowed_and_seats_an_allowed_one(
    own_module: str, tmp_path: Path
) -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from noppa.server import ServerConfig, create_app

    seats = [{"kind": "bot", "bot": f"python:{own_module}:Stopper"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "dungeon-dice", "players": 2, "seats": seats}
    config = ServerConfig(data_dir=tmp_path, bot_delay=0.0, bot_workers=0)
    with TestClient(create_app(config)) as client:
        refused = client.post("/api/rooms?lang=fi", json=body)
        assert refused.status_code == 400 and refused.json()["error"] == "bad_bot"
        assert "noppa serve --bot-module h7_own_bots" in refused.json()["message"]
        assert "ei pelaa moduulin" in refused.json()["message"]
        allow_modules([own_module])
        created = client.post("/api/rooms", json=body)
        assert created.status_code in (200, 201), created.text


def test_a_stored_room_whose_bot_module_is_no_longer_allowed_plays_on_with_the_default_bot(
    own_module: str, tmp_path: Path
) -> None:
    """A room made while ``--bot-module`` allowed its bot, restarted without it: the game's default
    bot plays that seat (the log says why) rather than the room stopping for ever."""
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from noppa.server import ServerConfig, create_app
    from tests.server.conftest import finished

    seats = [{"kind": "bot", "bot": f"python:{own_module}:Stopper"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "dungeon-dice", "players": 2, "seats": seats}
    allow_modules([own_module])
    waiting = ServerConfig(data_dir=tmp_path, bot_delay=3600.0, bot_workers=0)  # no bot moves yet
    with TestClient(create_app(waiting)) as client:
        created = client.post("/api/rooms", json=body)
        assert created.status_code in (200, 201), created.text
        room = created.json()["room"]["id"]
    allow_modules([])  # restarted without --bot-module
    config = ServerConfig(data_dir=tmp_path, bot_delay=0.0, bot_workers=0)
    with TestClient(create_app(config)) as client:
        assert finished(client, room)["status"] == "finished"
