"""``noppa league``: every pair plays a match with seats rotated, openskill rates the bots, and a new
bot plays only its own matches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from noppa.cli.main import build_parser, main
from noppa.sim.league import plan, rate, rating_order
from tests.terminal import console

pytest.importorskip("openskill")
SETUP: dict[str, Any] = {"games": 6, "seed": 1, "options": {}, "max_actions": 1000}


def league(out: Path, bots: str, *extra: str, lang: str = "en") -> tuple[int, str]:
    screen, text = console()
    argv = ["league", "dungeon-dice", "--bots", bots, "--games", "4", "--seed", "11", "--out", str(out)]
    code = main([*argv, "--workers", "1", "--lang", lang, *extra], console=screen)
    return code, text.getvalue()


def ratings(out: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads((out / "ratings.json").read_text(encoding="utf-8"))
    return found


def test_a_tiny_league_rates_its_bots_and_a_new_bot_plays_only_its_matches(tmp_path: Path) -> None:
    out = tmp_path / "league"
    code, said = league(out, "random,expectation")
    assert code == 0, said
    first = ratings(out)
    assert first["played_now"] == [match["key"] for match in first["matches"]]
    (match,) = first["matches"]
    assert match["bots"] == ["expectation", "random"] and match["games"] == 4
    # seats rotated: each bot sat first in half the games
    games = [json.loads(line) for line in (out / "games.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(games) == 4 and sorted(g["bots"][0] for g in games) == ["expectation"] * 2 + ["random"] * 2
    assert {g["match"] for g in games} == {match["key"]}
    assert set(first["bots"]) == {"random", "expectation"}
    for facts in first["bots"].values():
        assert facts["sigma"] < 25 / 3 and facts["ordinal"] == pytest.approx(facts["mu"] - 3 * facts["sigma"])
        assert facts["games"] == 4
    assert first["model"]["name"] == "openskill PlackettLuce" and first["rated_games"] == 4
    assert "Ratings (openskill, best first)" in said and "Expectation (best exact odds)" in said
    old = out / match["folder"] / "games.jsonl"
    old_text, old_time = old.read_text(encoding="utf-8"), old.stat().st_mtime_ns

    # one more bot: only the two matches it is in are played
    code, said = league(out, "random,expectation,win", lang="fi")
    assert code == 0, said
    second = ratings(out)
    new = [m for m in second["matches"] if "win" in m["bots"]]
    assert sorted(second["played_now"]) == sorted(m["key"] for m in new) and len(new) == 2
    assert old.read_text(encoding="utf-8") == old_text and old.stat().st_mtime_ns == old_time
    assert len(second["bots"]) == 3 and second["rated_games"] == 12
    assert "2 ottelua pelattiin, 1 säilyi aiemmasta." in said
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "<html lang='fi'>" in page and "Luokitus μ − 3σ" in page and "Voitto (tarkasti" in page

    # the same league again: nothing is played and the ratings are the same, whatever order the
    # bots are given in (ratings come from all the games in a fixed order)
    code, said = league(out, "win,random,expectation")
    assert code == 0 and ratings(out)["played_now"] == []
    assert ratings(out)["bots"] == second["bots"]
    assert "No match to play: 3 kept from before." in said


def test_larger_tables_play_every_set_of_bots(tmp_path: Path) -> None:
    matches = plan("dungeon-dice", ["random", "expectation", "win"], [2, 3], **SETUP)
    assert [(m.spec.players, m.bots) for m in matches] == [
        (2, ("expectation", "random")),
        (2, ("expectation", "win")),
        (2, ("random", "win")),
        (3, ("expectation", "random", "win")),
    ]
    # a match's seed depends on the league's seed and its own bots, not on the others in the league
    again = plan("dungeon-dice", ["win", "random"], [2], **SETUP)
    assert again[0].spec == matches[2].spec
    # a table the game does not have is refused before anything is played
    code, said = league(tmp_path / "l", "random,expectation", "--players", "2,9")
    assert code == 2 and not (tmp_path / "l" / "matches").exists()
    assert "9" in said
    code, said = league(tmp_path / "l3", "random,expectation,mcts:5", "--players", "2,3")
    assert code == 0, said
    tables = sorted(m["players"] for m in ratings(tmp_path / "l3")["matches"])
    assert tables == [2, 2, 2, 3]


def test_ratings_rank_by_the_finishing_order_and_skip_unfinished_games() -> None:
    def game(bots: list[str], ranking: list[list[int]], reason: str = "x") -> dict[str, Any]:
        winners = ranking[0] if ranking and len(ranking) > 1 else []
        return {"bots": bots, "ranking": ranking, "winners": winners, "reason": reason}

    records = {
        "m1": [game(["a", "b"], [[0], [1]]), game(["b", "a"], [[1], [0]])],
        "m2": [game(["a", "c"], [[0, 1]]), game(["c", "a"], [], "sim.unfinished")],
    }
    assert [(key, list(records[key]).index(dict(r))) for key, r in rating_order(records)] == [
        ("m1", 0),
        ("m2", 0),
        ("m1", 1),
        ("m2", 1),
    ]
    table = rate(records, ["a", "b", "c"])
    assert (table["rated_games"], table["unrated_games"]) == (3, 1)
    assert table["bots"]["a"]["rank"] == 1
    assert table["bots"]["a"]["wins"] == 2 and table["bots"]["a"]["draws"] == 1
    assert table["bots"]["b"]["mu"] < 25 < table["bots"]["a"]["mu"]


def test_the_league_speaks_both_languages() -> None:
    for lang, words in (("en", "every pair of bots"), ("fi", "jokainen bottipari")):
        parser = build_parser(lang)
        commands: Any = next(a for a in parser._actions if a.dest == "command")
        assert words in commands.choices["league"].format_help()
    screen, text = console()
    assert main(["league", "dungeon-dice", "--bots", "random", "--lang", "fi"], console=screen) == 2
    assert "Sarjaan tarvitaan vähintään kaksi eri bottia" in text.getvalue()
