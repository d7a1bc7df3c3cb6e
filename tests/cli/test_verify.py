"""``noppa verify``: exit codes, and a clear line for every file it cannot check.

0 verified and finished, 1 not verified, 2 the command line or the file is wrong (unreadable, too
large, not JSON, nested too deeply, not an export or save), 3 verified so far but not finished (an
export with ``outcome: null``: a game cut off). A value of the file is never echoed in full. The
checks with a real server are in ``tests/server/test_fairness.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from noppa.cli import files
from noppa.cli.main import NOT_VERIFIED, UNFINISHED, UNREADABLE, VERIFIED, main
from noppa.engine import get_game
from noppa.fairness import EXPORT_FORMAT, commitment, verify
from tests.terminal import console, feeder, noppa_process

SALT = "ab" * 32


def export_of(seed: int = 5, *, cut: int | None = None) -> dict[str, Any]:
    """A room export as the server writes it (``Room.export``) of a seeded two-player game played
    by its first legal actions; ``cut``: only the first ``cut`` moves, as a game cut off has."""
    game = get_game("dungeon-dice")
    state = game.new_state(2, seed=seed)
    while state.to_act is not None and (cut is None or len(state.history) < cut):
        state.apply(state.legal_actions()[0])
    exported: dict[str, Any] = json.loads(
        json.dumps(
            {
                "format": EXPORT_FORMAT,
                "room": "r1",
                "game": game.id,
                "players": 2,
                "options": dict(state.options),
                "seats": [],
                "commitment": commitment(seed, SALT),
                "seed": str(seed),
                "salt": SALT,
                "actions": state.history,
                "events": state.events,
                "outcome": None if state.outcome is None else state.outcome.to_json(),
            }
        )
    )
    return exported


def run(path: Path, lang: str = "en") -> tuple[int, str]:
    screen, out = console(width=400)
    code = main(["verify", str(path), "--lang", lang], console=screen, ask=feeder([]))
    return code, out.getvalue()


def written(tmp_path: Path, data: Any, name: str = "export.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def test_a_finished_game_is_verified_with_exit_0(tmp_path: Path) -> None:
    exported = export_of()
    assert exported["outcome"] is not None
    code, said = run(written(tmp_path, exported))
    assert code == VERIFIED == 0
    assert "Verified: replaying Dungeon Dice" in said and "so far" not in said


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "Verified so far, not finished"), ("fi", "Tarkistettu tähän asti, ei päättynyt")],
)
def test_a_game_cut_off_is_verified_only_so_far_with_exit_3(tmp_path: Path, lang: str, line: str) -> None:
    exported = export_of(cut=7)
    assert exported["outcome"] is None and len(exported["actions"]) == 7
    code, said = run(written(tmp_path, exported), lang)
    assert code == UNFINISHED == 3
    assert line in said and exported["commitment"] in said
    verdict = verify(exported)
    assert verdict.ok and not verdict.finished and verdict.to_json()["finished"] is False
    # a terminal game saved midway is verified so far too
    state = get_game("dungeon-dice").new_state(2, seed=9)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    code, said = run(written(tmp_path, state.to_json(), "saved.json"), lang)
    assert code == UNFINISHED and line in said


def test_an_export_that_hides_the_result_the_replay_gives_is_not_verified(tmp_path: Path) -> None:
    exported = export_of()
    exported["outcome"] = None  # the replay ends the game: "not finished" would be a lie
    code, said = run(written(tmp_path, exported))
    assert code == NOT_VERIFIED == 1
    assert "NOT verified" in said and ".outcome" in said


def test_a_changed_roll_is_not_verified(tmp_path: Path) -> None:
    exported = export_of()
    rolled = next(i for i, event in enumerate(exported["events"]) if event["type"] == "roll")
    exported["events"][rolled]["faces"] = [1, 1, 1, 1, 1, 1]
    code, said = run(written(tmp_path, exported))
    assert code == NOT_VERIFIED and f"events[{rolled}]" in said


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("depth", [65, 5_000, 200_000])
@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "is nested more than 64 levels deep"), ("fi", "sisäkkäisiä tasoja yli 64")],
)
def test_a_deeply_nested_file_gets_one_line_and_exit_2(
    tmp_path: Path, depth: int, lang: str, line: str
) -> None:
    path = tmp_path / "deep.json"
    path.write_text(nested(depth))
    code, said = run(path, lang)
    assert code == UNREADABLE == 2
    assert line in said and said.count("\n") == 1 and "Traceback" not in said


def test_deep_nesting_inside_an_export_is_refused_as_well(tmp_path: Path) -> None:
    exported = export_of()
    exported["options"] = {"hot_dice": json.loads(nested(100))}
    code, said = run(written(tmp_path, exported))
    assert code == UNREADABLE and "nested more than 64 levels" in said
    exported["options"] = {"hot_dice": json.loads(nested(40))}  # shallow enough: an option refused
    code, said = run(written(tmp_path, exported))
    assert code == NOT_VERIFIED and ".options" in said


def test_the_real_command_exits_2_on_a_deep_file_with_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(nested(200_000))
    done = noppa_process("verify", str(path), "--lang", "fi")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "sisäkkäisiä tasoja yli 64" in done.stdout and "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize(
    ("content", "en", "fi"),
    [
        (
            '{"game": ',
            "is not a JSON file: the error is at line 1, column 10",
            "virhe on rivillä 1, sarakkeessa 10",
        ),
        (b"\xff\xfe{}", "is not a JSON file: it is not UTF-8 text", "se ei ole UTF-8-tekstiä"),
        ("1" * 5000, "holds a number of more than 4,300 digits", "yli 4\xa0300 numeroa"),
        ("[1, 2]", "is not a room export or saved game that noppa can read", "ei ole huoneen vienti"),
        ('{"format": "noppa-room-export/1", "game": "dungeon-dice"}', ".seed", ".seed"),
        (None, "there is no such file", "sellaista tiedostoa ei ole"),
        ("folder", "it is a folder, not a file", "se on kansio eikä tiedosto"),
    ],
    ids=["not-json", "not-utf8", "huge-number", "not-an-object", "no-seed", "missing", "folder"],
)
def test_every_file_it_cannot_check_gets_one_line_in_each_language_and_exit_2(
    tmp_path: Path, content: str | bytes | None, en: str, fi: str
) -> None:
    path = tmp_path / "file.json"
    if content == "folder":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    for lang, line in (("en", en), ("fi", fi)):
        code, said = run(path, lang)
        assert code == UNREADABLE, said
        assert line in said and said.count("\n") == 1 and "Traceback" not in said


def test_a_file_larger_than_the_limit_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = written(tmp_path, export_of())
    monkeypatch.setattr(files, "MAX_FILE_BYTES", path.stat().st_size - 1)
    code, said = run(path)
    assert code == UNREADABLE and "it is larger than" in said
    monkeypatch.setattr(files, "MAX_FILE_BYTES", path.stat().st_size)
    assert run(path)[0] == VERIFIED


def test_real_saves_and_exports_are_far_inside_the_limits() -> None:
    for game_id in ("dungeon-dice", "key-to-the-kingdom", "runebound"):
        game = get_game(game_id)
        state = game.new_state(2, seed=1)
        for _ in range(60):
            if state.to_act is None:
                break
            state.apply(state.legal_actions()[-1])
        assert not files.too_deep(
            {"game": state.to_json(), "events": state.events}, files.MAX_JSON_DEPTH // 4
        )


def test_an_unknown_game_id_of_ten_megabytes_is_not_echoed(tmp_path: Path) -> None:
    path = written(tmp_path, {"format": EXPORT_FORMAT, "game": "x" * 10_000_000})
    code, said = run(path)
    assert code == UNREADABLE
    assert "no game 'xxxxx" in said and "…" in said and len(said) < 500


def test_no_value_of_an_export_is_echoed_in_full(tmp_path: Path) -> None:
    exported = export_of()
    exported["actions"][3] = "roll:" + "9" * 190  # a long action the replay refuses
    code, said = run(written(tmp_path, exported))
    assert code == NOT_VERIFIED and "actions[3]" in said and "…" in said and len(said) < 700
    exported = export_of()
    exported["options"] = {"n" * 1_000_000: 1}
    code, said = run(written(tmp_path, exported))
    assert code == NOT_VERIFIED and len(said) < 700
    saved = get_game("dungeon-dice").new_state(2, seed=1).to_json()
    saved["actions"] = ["challenge:" + "7" * 150]
    code, said = run(written(tmp_path, saved, "saved.json"))
    assert code == NOT_VERIFIED and len(said) < 700


@pytest.mark.parametrize(("lang", "heading"), [("en", "exit codes:"), ("fi", "paluukoodit:")])
def test_the_exit_codes_are_in_the_help(
    lang: str, heading: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NOPPA_LANG", lang)
    with pytest.raises(SystemExit):
        main(["verify", "--help"])
    help_text = capsys.readouterr().out
    assert heading in help_text
    for code in (VERIFIED, NOT_VERIFIED, UNREADABLE, UNFINISHED):
        assert f"\n  {code}  " in help_text
