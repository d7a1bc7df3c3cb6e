"""``GET /api/rooms/{room}/review``: progress while the worker pool judges the game, the review once
done (exact for two-player Dungeon Dice, with standard errors elsewhere), kept in the store, and
refused for an unfinished game or a room that does not exist."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server.tables import reviews_table
from tests.server.conftest import create, finished
from tests.server.processes import serve, serving, until

BOTS = [{"kind": "bot"}, {"kind": "bot", "bot": "random"}]


def reviewed(client: Any, url: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every progress answer (202) until the review (200), and the review."""
    answers: list[dict[str, Any]] = []
    found: dict[str, Any] = {}

    def done() -> bool:
        response = client.get(url)
        assert response.status_code in (200, 202), response.text
        data = response.json()
        if response.status_code == 200:
            assert data["status"] == "done"
            found.update(data["review"])
            return True
        assert data["status"] == "working" and 0 <= data["done"] <= data["total"]
        answers.append(data)
        return False

    until(done, f"the review at {url}")
    return answers, found


def test_an_exact_review_is_computed_then_served_from_the_store(config: ServerConfig) -> None:
    with TestClient(create_app(config)) as client:
        room = create(client, players=2, seats=BOTS)["room"]["id"]
        finished(client, room)
        answers, review = reviewed(client, f"/api/rooms/{room}/review")
        export = client.get(f"/api/rooms/{room}/export").json()
    assert answers and answers[0]["exact"] is True  # the first request started it: 202
    assert review["exact"] is True and review["game"] == "dungeon-dice"
    assert [s["action"] for s in review["steps"]] == export["actions"]
    assert all(s["loss"][1] == 0 for s in review["steps"])  # exact: no standard errors
    assert len(review["summaries"]) == 2 and review["outcome"] == export["outcome"]
    engine = sa.create_engine(f"sqlite:///{config.data_dir / 'noppa.db'}")
    with engine.connect() as conn:
        rows = conn.execute(sa.select(reviews_table.c.room_id, reviews_table.c.settings)).all()
    engine.dispose()
    assert [tuple(r) for r in rows] == [(room, "exact")]
    # stored: a new server on the same store answers at once (200), with the same review
    with TestClient(create_app(config)) as again:
        response = again.get(f"/api/rooms/{room}/review")
        assert response.status_code == 200 and response.json()["review"] == review


def test_an_estimated_review_shows_its_progress_and_standard_errors(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("noppa.server.review_api.SIMULATIONS", 6)
    monkeypatch.setattr("noppa.server.review_api.PARTS", 4)
    room = create(client, game="key-to-the-kingdom", players=2, seats=[{"kind": "bot"}, {"kind": "bot"}])[
        "room"
    ]["id"]
    finished(client, room)
    answers, review = reviewed(client, f"/api/rooms/{room}/review")
    assert answers and answers[0]["exact"] is False and answers[0]["total"] == len(review["steps"]) + 1
    assert review["exact"] is False and review["simulations"] == 6
    assert any(s["played"][1] > 0 for s in review["steps"] if s["decision"])


def test_a_review_is_refused_before_the_end_and_for_no_room(client: TestClient) -> None:
    made = create(client, players=2, seats=[{"kind": "human"}, {"kind": "bot"}])
    room = made["room"]["id"]
    response = client.get(f"/api/rooms/{room}/review?lang=fi")
    assert response.status_code == 409 and response.json()["error"] == "not_finished"
    assert response.json()["message"] == "Pelin voi analysoida, kun se on päättynyt."
    response = client.get(f"/api/rooms/{room}/review?lang=en")
    assert response.json()["message"] == "A game can be reviewed once it is finished."
    for unknown in ("zzzzzzzzzzzz", "no such room", "a" * 300):
        response = client.get(f"/api/rooms/{unknown}/review")
        assert response.status_code == 404 and response.json()["error"] == "no_room"


def test_a_real_server_reviews_in_its_worker_process(tmp_path: Path) -> None:
    """``noppa serve`` with its bot worker pool (a process): the review comes from there."""
    with serving(serve(tmp_path, "--bot-delay", "0")) as server:
        base = server.base
        made = httpx.post(
            f"{base}/api/rooms", json={"game": "dungeon-dice", "players": 2, "seats": BOTS}, timeout=60
        )
        room = made.json()["room"]["id"]
        until(
            lambda: httpx.get(f"{base}/api/rooms/{room}", timeout=60).json()["status"] == "finished",
            "the bot game finished",
            seconds=240,
        )
        with httpx.Client(base_url=base, timeout=60) as http:
            _, review = reviewed(http, f"/api/rooms/{room}/review")
    assert review["exact"] is True and review["steps"]


def test_a_failed_review_is_said_once_then_tried_again(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    import noppa.review

    room = create(client, players=2, seats=BOTS)["room"]["id"]
    finished(client, room)
    real = noppa.review.judge_part
    calls: list[int] = []

    def broken(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        raise RuntimeError("a worker fault")

    monkeypatch.setattr(noppa.review, "judge_part", broken)
    answers: list[int] = []

    def said() -> bool:
        response = client.get(f"/api/rooms/{room}/review?lang=fi")
        answers.append(response.status_code)
        if response.status_code == 500:
            assert response.json()["error"] == "review_failed" and "epäonnistui" in response.json()["message"]
            return True
        assert response.status_code == 202
        return False

    until(said, "the failed review said so")
    assert answers[0] == 202 and answers[-1] == 500 and calls == [1]
    monkeypatch.setattr(noppa.review, "judge_part", real)
    _, review = reviewed(client, f"/api/rooms/{room}/review")  # the next request starts it again
    assert review["exact"] is True


def test_a_game_without_a_search_is_not_reviewed(client: TestClient, secret_game: str) -> None:
    """The test game with secrets offers no search: its review is refused, clearly, in both languages."""
    seats = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
    room = create(client, game=secret_game, players=2, seats=seats)["room"]["id"]
    finished(client, room)
    response = client.get(f"/api/rooms/{room}/review?lang=en")
    assert response.status_code == 409 and response.json()["error"] == "review_unavailable"
    assert "cannot be reviewed" in response.json()["message"]
    assert "ei voi analysoida" in client.get(f"/api/rooms/{room}/review?lang=fi").json()["message"]
