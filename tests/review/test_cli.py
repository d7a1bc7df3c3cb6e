"""``noppa review FILE``: the report in English and Finnish, ``--json``, room exports, and one clear
line (exit 2) for a game it will not review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from noppa.cli.main import main
from noppa.engine import get_game
from noppa.review import record_of_state, review
from tests.cli.test_verify import export_of
from tests.review.test_review import dd_game, played
from tests.terminal import console, feeder


def run(*argv: str) -> tuple[int, str]:
    screen, out = console(width=400)
    code = main(["review", *argv], console=screen, ask=feeder([]))
    return code, out.getvalue()


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(dd_game(9).to_json()))
    return path


def test_the_report_in_english(saved: Path) -> None:
    code, out = run(str(saved), "--lang", "en")
    assert code == 0
    assert "Computer review: Dungeon Dice, 2 players" in out
    assert "Exact: every chance is the chance to win" in out
    assert "Player 1: accuracy" in out and "luck of the dice" in out
    assert "best was" in out and "Chance to win" in out
    assert "±" not in out  # exact: no standard errors


def test_the_report_in_finnish(saved: Path) -> None:
    code, out = run(str(saved), "--lang", "fi")
    assert code == 0
    assert "Tietokoneen analyysi: Dungeon Dice (Tyrmän nopat), 2 pelaajaa" in out
    assert "Tarkka:" in out and "Pelaaja 1: tarkkuus" in out and "noppaonni" in out
    assert "paras olisi ollut" in out and "Voittomahdollisuus" in out
    for english in ("accuracy", "best was", "Chance to win", "luck", " lost"):
        assert english not in out
    assert "%" in out and "," in out  # Finnish numbers: 52,3 %


def test_json_is_the_review(saved: Path) -> None:
    code, out = run(str(saved), "--json")
    assert code == 0
    data = json.loads(out)
    expected = review(record_of_state(dd_game(9))).to_json()
    assert data["steps"] == expected["steps"] and data["summaries"] == expected["summaries"]
    assert data["format"] == "noppa-review/1" and data["exact"] is True


def test_a_room_export_is_reviewed(tmp_path: Path) -> None:
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export_of(5)))
    code, out = run(str(path), "--lang", "en")
    assert code == 0 and "Computer review: Dungeon Dice" in out


def test_an_estimated_review_says_so_with_standard_errors(tmp_path: Path) -> None:
    state = played(get_game("key-to-the-kingdom"), 2, 3, ["heuristic", "heuristic"])
    path = tmp_path / "kk.json"
    path.write_text(json.dumps(state.to_json()))
    code, out = run(str(path), "--lang", "en", "--simulations", "16")
    assert code == 0 and "Estimated by the search bot's playouts (16 a position)" in out and "±" in out
    code, out = run(str(path), "--lang", "fi", "--simulations", "16")
    assert code == 0 and "Hakubotin pelautuksista arvioitu (16 asemaa kohden)" in out and "±" in out


def test_an_unfinished_game_is_one_clear_line(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(export_of(5, cut=3)))
    code, out = run(str(path), "--lang", "fi")
    assert code == 2
    assert out.strip() == "noppa: Pelillä ei ole vielä tulosta: vain päättyneen pelin voi analysoida."
    code, out = run(str(path), "--lang", "en")
    assert code == 2 and "only a finished game can be reviewed" in out


def test_bad_input_is_refused(tmp_path: Path, saved: Path) -> None:
    code, out = run(str(tmp_path / "missing.json"), "--lang", "en")
    assert code == 2 and "Traceback" not in out
    code, out = run(str(saved), "--simulations", "0", "--lang", "en")
    assert code == 2 and "at least 1, not 0" in out
    tampered = json.loads(saved.read_text())
    tampered["actions"][3] = "stop" if tampered["actions"][3] != "stop" else "roll"
    saved.write_text(json.dumps(tampered))
    code, out = run(str(saved), "--lang", "en")
    assert code == 2 and "does not replay exactly" in out


def test_the_review_catalogs_are_whole_and_every_message_is_used() -> None:
    """The review's own catalogs (``review/locale``): both languages, the same messages and
    placeholders (``check_catalogs``), and none that no source asks for."""
    import re

    import noppa.review
    from noppa.engine.i18n import catalog, check_catalogs, message_id

    assert check_catalogs() == []
    root = Path(noppa.review.__file__).resolve().parent.parent
    sources = "".join(
        p.read_text(encoding="utf-8") for p in [*root.glob("review/*.py"), root / "cli" / "review.py"]
    )
    said = {message_id(found) for found in re.findall(r"[\"'](review\.[a-z_.]*)", sources)}
    for lang in ("en", "fi"):
        ids = set(catalog("review", lang))
        assert ids and all(
            i in said or any(s.endswith("-") and i.startswith(s) for s in said) for i in ids
        ), sorted(i for i in ids if i not in said)
