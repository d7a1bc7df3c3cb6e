"""``noppa simulate``: seating, records, determinism for any worker count, files and report."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import ClassVar

import pytest
from rich.console import Console

from noppa import get_game, list_games
from noppa.bots import RandomBot
from noppa.cli.main import main
from noppa.extras import install_command
from noppa.sim.backends import BatchPlanner, run
from noppa.sim.runner import GameResult, SimulationSpec, play_game


def bots_for(game_id: str) -> str:
    """Every bot type: search (where the game can determinize), the game's heuristic, random.

    The search budget is tiny, with playouts cut at 30 actions: some games' playouts are long.
    """
    mcts = "mcts:4:depth=30," if get_game(game_id).search is not None else ""
    return f"{mcts}heuristic,random"


def test_permute_seating_puts_every_bot_everywhere_equally() -> None:
    spec = SimulationSpec("dungeon-dice", 3, 6, ("a", "b", "c"))
    seatings = [tuple(spec.seat_bots(i)) for i in range(6)]
    assert len(set(seatings)) == 6  # every order once
    for seat in range(3):
        assert Counter(s[seat] for s in seatings) == {"a": 2, "b": 2, "c": 2}
    rotate = SimulationSpec("dungeon-dice", 3, 3, ("a", "b", "c"), seating="rotate")
    assert [rotate.seat_bots(i) for i in range(3)] == [["a", "b", "c"], ["c", "a", "b"], ["b", "c", "a"]]
    fixed = SimulationSpec("dungeon-dice", 4, 2, ("a", "b"), seating="fixed")
    assert fixed.seat_bots(1) == ["a", "b", "a", "b"]


def test_mirror_seating_plays_every_order_on_the_same_dice() -> None:
    spec = SimulationSpec("dungeon-dice", 2, 6, ("expectation", "random"), seed=4, seating="mirror")
    assert [spec.deal(i) for i in range(6)] == [0, 0, 1, 1, 2, 2]
    assert spec.seat_bots(0) != spec.seat_bots(1)
    first, second = (play_game(spec.checked(), i).record for i in (0, 1))
    assert first["seed"] == second["seed"] and first["deal"] == second["deal"] == 0
    assert play_game(spec.checked(), 2).record["seed"] != first["seed"]
    permute = SimulationSpec("dungeon-dice", 2, 2, ("expectation", "random"), seed=4)
    assert permute.dice_seed(0) != permute.dice_seed(1)  # permute: every game its own dice


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": 9}, "2–4 players, not 9"),
        ({"games": 0}, "at least 1"),
        ({"bots": ("random",) * 3}, "at most one bot per seat"),
        ({"bots": ("oracle",)}, "no bot 'oracle'"),
        ({"seating": "circle"}, "Seating must be one of"),
        ({"options": {"hot_dice": "maybe"}}, "Option .Hot dice. must be one of: no, yes"),
    ],
)
def test_bad_specs_are_refused_clearly(changes: dict[str, object], words: str) -> None:
    fields: dict[str, object] = {"game": "dungeon-dice", "players": 2, "games": 3, "bots": ("random",)}
    fields.update(changes)
    with pytest.raises(Exception, match=words):
        SimulationSpec(**fields).checked()  # type: ignore[arg-type]


def test_a_game_record_holds_everything() -> None:
    spec = SimulationSpec("dungeon-dice", 2, 1, ("expectation", "random"), seed=3).checked()
    result = play_game(spec, 0)
    record = result.record
    assert set(record) == {
        "index", "deal", "seed", "game", "players", "options", "bots", "bot_seeds", "winners", "ranking",
        "reason", "length", "statistics", "seat_statistics",
    }  # fmt: skip
    assert record["bots"] == ["expectation", "random"] and len(record["winners"]) == 1
    assert record["length"]["turns"] >= 1 and record["statistics"]["turns"] == record["length"]["turns"]
    assert len(record["seat_statistics"]) == 2 and "challenges_won" in record["seat_statistics"][0]
    assert json.loads(json.dumps(record)) == record
    assert play_game(spec, 0).record == record  # the same game again
    assert sum(result.decisions) == record["length"]["actions"]


def records_of(spec: SimulationSpec, **how: object) -> list[dict[str, object]]:
    return [result.record for result in run(spec, **how)]  # type: ignore[arg-type]


@pytest.mark.slow  # worker processes
def test_same_seed_same_records_whatever_the_workers(tmp_path: Path) -> None:
    args = [
        "simulate",
        "dungeon-dice",
        "--players",
        "3",
        "--games",
        "10",
        "--bots",
        "mcts:10,heuristic,random",
    ]
    args += ["--seed", "5", "--quiet", "--no-plots"]
    assert main([*args, "--workers", "1", "--out", str(tmp_path / "one")]) == 0
    assert main([*args, "--workers", "2", "--out", str(tmp_path / "two")]) == 0
    one = (tmp_path / "one" / "games.jsonl").read_bytes()
    assert one == (tmp_path / "two" / "games.jsonl").read_bytes()
    assert len(one.splitlines()) == 10
    other_seed = args.copy()
    other_seed[other_seed.index("5")] = "6"
    assert main([*other_seed, "--workers", "1", "--out", str(tmp_path / "six")]) == 0
    assert (tmp_path / "six" / "games.jsonl").read_bytes() != one


# a simulation and its report under load (stress-ng, load 8-15): up to 50 s; the 300 s default is too near
@pytest.mark.timeout(1200)
@pytest.mark.parametrize(
    "game_id", [pytest.param(g, marks=[pytest.mark.slow] if g == "runebound" else []) for g in list_games()]
)  # Runebound's is the long one
def test_simulate_writes_the_report_with_every_bot_type(game_id: str, tmp_path: Path) -> None:
    game = get_game(game_id)
    players = min(3, game.player_counts.stop - 1)
    out = tmp_path / game_id
    console = Console(record=True, width=120)
    code = main(
        ["simulate", game_id, "--players", str(players), "--games", "3", "--bots", bots_for(game_id),
         "--seed", "1", "--workers", "1", "--out", str(out)],
        console=console,
    )  # fmt: skip
    assert code == 0
    shown = console.export_text()
    assert "Games won (95% CI; each game is one observation" in shown and "Head to head" in shown
    lines = (out / "games.jsonl").read_text().splitlines()
    assert [json.loads(line)["index"] for line in lines] == list(range(3))
    summary = json.loads((out / "summary.json").read_text())
    assert summary["games"] == 3 and summary["spec"]["game"] == game_id
    assert set(summary["wins_by_bot"]) == set(bots_for(game_id).split(","))
    for facts in summary["wins_by_bot"].values():
        assert 0 <= facts["ci_low"] <= facts["rate"] <= facts["ci_high"] <= 1
        assert facts["games"] == 3 and facts["seats_per_game"] == players // len(summary["wins_by_bot"])
    assert len(summary["head_to_head"]) == 3  # every two of the three bots
    assert {"p5", "p50", "p95"} <= set(summary["length"]["turns"])
    page = (out / "report.html").read_text()
    for plot in ("wins_by_bot.png", "wins_by_seat.png", "length.png"):
        assert (out / plot).stat().st_size > 1000
        assert f"src='{plot}'" in page
    if get_game(game_id).search is not None:
        assert summary["run"]["bots"]["mcts:4:depth=30"]["iterations_per_second"] > 0


def test_simulate_refuses_bad_input(tmp_path: Path) -> None:
    console = Console(record=True)
    code = main(["simulate", "dungeon-dice", "--bots", "oracle", "--out", str(tmp_path)], console=console)
    assert code == 2
    assert "no bot 'oracle'" in console.export_text()


def test_simulate_without_scipy_says_what_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import importlib.util

    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None if name == "scipy" else found(name))
    console = Console(record=True, width=200)
    assert main(["simulate", "dungeon-dice", "--out", str(tmp_path)], console=console) == 2
    assert install_command("sim") in console.export_text()
    assert not (tmp_path / "games.jsonl").exists()


def test_a_missing_extra_gives_one_line_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import importlib.util

    found = importlib.util.find_spec
    missing = {"ray", "matplotlib"}
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None if name in missing else found(name))
    console = Console(record=True, width=200)
    argv = ["simulate", "dungeon-dice", "--games", "2", "--out", str(tmp_path)]
    assert main([*argv, "--backend", "ray"], console=console) == 2
    assert install_command("ray") in console.export_text()
    assert not (tmp_path / "games.jsonl").exists()
    assert main([*argv, "--bots", "random"], console=console) == 0
    assert f"No plots: matplotlib is not installed ({install_command('sim')})" in console.export_text()


def test_batches_follow_the_speed_of_games() -> None:
    planner = BatchPlanner(games=1000, workers=2)
    assert planner.take() == [0]
    planner.record([GameResult(0, {}, 0.001, [], [], [])])
    assert len(planner.take()) == 250  # 0.5 s of 1 ms games, but at most a fair share of what is left
    slow = BatchPlanner(games=1000, workers=2)
    slow.take()
    slow.record([GameResult(0, {}, 3.0, [], [], [])])
    assert slow.take() == [1]


def test_ray_backend_gives_the_same_records_as_the_local_one() -> None:
    ray = pytest.importorskip("ray")
    spec = SimulationSpec("dungeon-dice", 2, 8, ("mcts:10", "heuristic"), seed=9).checked()
    local = records_of(spec, backend="local", workers=1)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        assert records_of(spec, backend="ray") == local
    finally:
        ray.shutdown()


class Watcher:
    """Plays randomly and notes whether each view it got held the event log."""

    seen: ClassVar[list[bool]] = []

    def __init__(self, seed: int = 0) -> None:
        self.random = RandomBot(seed)

    def choose(self, view: dict[str, object]) -> str:
        self.seen.append("log" in view)
        return self.random.choose(view)


class LogReader(Watcher):
    """The same, but says it reads the log (``engine.reads_log``)."""

    reads_log = True
    seen: ClassVar[list[bool]] = []


def test_views_hold_the_log_only_for_bots_that_read_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from noppa import bots

    monkeypatch.setitem(bots.GENERIC, "watcher", Watcher)
    monkeypatch.setitem(bots.GENERIC, "reader", LogReader)
    Watcher.seen.clear()
    LogReader.seen.clear()
    spec = SimulationSpec("dungeon-dice", 2, 1, ("watcher", "reader"), seed=2).checked()
    record = play_game(spec, 0).record
    assert Watcher.seen and not any(Watcher.seen)  # no log walked for a bot that never reads it
    assert LogReader.seen and all(LogReader.seen)
    Watcher.seen.clear()
    assert play_game(spec, 0, logs=True).record == record  # the benchmark's old way: same game
    assert all(Watcher.seen)
    # MCTS playouts played by a named bot hand it views the same way
    Watcher.seen.clear()
    LogReader.seen.clear()
    for name, seen, expected in (("watcher", Watcher.seen, False), ("reader", LogReader.seen, True)):
        searcher = SimulationSpec("dungeon-dice", 2, 1, (f"mcts:3:rollout={name}", "random"), seed=2)
        play_game(searcher.checked(), 0)
        assert seen and all(has_log is expected for has_log in seen)


def test_self_play_says_by_construction(tmp_path: Path) -> None:
    console = Console(record=True, width=140)
    args = ["simulate", "dungeon-dice", "--players", "3", "--games", "6", "--bots", "heuristic"]
    assert (
        main([*args, "--seed", "2", "--workers", "1", "--out", str(tmp_path), "--no-plots"], console=console)
        == 0
    )
    summary = json.loads((tmp_path / "summary.json").read_text())
    facts = summary["wins_by_bot"]["heuristic"]
    assert facts["by_construction"] and facts["ci_low"] is None and facts["seat_rate"] == pytest.approx(1 / 3)
    assert "by construction" in console.export_text()
    assert "by construction" in (tmp_path / "report.html").read_text()


class Broken:
    """A bot that answers nonsense."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: object) -> str:
        return "fly"


def test_a_failing_bot_names_the_game_to_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    from noppa import bots
    from noppa.sim.runner import SimulationError

    monkeypatch.setitem(bots.GENERIC, "broken", Broken)
    spec = SimulationSpec("dungeon-dice", 2, 3, ("broken", "random"), seed=4).checked()
    with pytest.raises(
        SimulationError, match=r"Game 0 of the run \(dice seed \d+\): the broken bot at seat 0"
    ):
        list(run(spec, workers=1))


class Interrupter:
    """Plays randomly, and presses Ctrl-C at its 80th decision (in the second or third game)."""

    decisions = 0

    def __init__(self, seed: int = 0) -> None:
        self.random = RandomBot(seed)

    def choose(self, view: dict[str, object]) -> str:
        Interrupter.decisions += 1
        if Interrupter.decisions == 80:
            raise KeyboardInterrupt
        return self.random.choose(view)


def test_ctrl_c_keeps_the_games_already_played(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from noppa import bots

    monkeypatch.setitem(bots.GENERIC, "interrupter", Interrupter)
    console = Console(record=True)
    args = ["simulate", "dungeon-dice", "--games", "10", "--bots", "interrupter", "--workers", "1"]
    assert main([*args, "--seed", "1", "--out", str(tmp_path), "--no-plots"], console=console) == 130
    played = len((tmp_path / "games.jsonl").read_text().splitlines())
    assert 1 <= played < 10
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["games"] == played and summary["run"]["interrupted"] is True
    assert f"Interrupted: the {played} games" in console.export_text()


@pytest.mark.slow  # a whole simulation
def test_key_to_the_kingdom_report_shows_its_statistics(tmp_path: Path) -> None:
    """A few Key to the Kingdom games, heuristic against random: its own figures reach every file."""
    out = tmp_path / "kk"
    console = Console(record=True, width=120)
    code = main(
        ["simulate", "key-to-the-kingdom", "--players", "2", "--games", "4", "--bots", "heuristic,random",
         "--seed", "3", "--workers", "1", "--out", str(out)],
        console=console,
    )  # fmt: skip
    assert code == 0
    records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert len(records) == 4
    for record in records:
        figures = record["statistics"]
        for name in ("turns", "hazard_attempts", "hazard_failures", "demon_king_captures", "cases_taken"):
            assert name in figures
        assert figures["turns"] >= 1
        seats = record["seat_statistics"]
        assert [s for s in range(2) if seats[s]["won"]] == record["winners"]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["bot_names"]["heuristic"] == "heuristic"
    assert summary["unfinished"] == 0
    wanted = {"hazard_failures", "demon_king_captures", "cases_taken", "board_turns"}
    assert wanted <= set(summary["statistics"])
    assert set(summary["bot_statistics"]) == {"heuristic", "random"}
    assert "hazard_attempts" in summary["bot_statistics"]["heuristic"]
    page = (out / "report.html").read_text()
    assert "Hazards failed" in page and "Caught by the Demon King" in page  # names, never the ids
    assert "hazard_failures" not in page and "demon_king_captures" not in page
    for plot in ("statistics.png", "bot_statistics.png"):
        assert (out / plot).stat().st_size > 1000
        assert f"src='{plot}'" in page
