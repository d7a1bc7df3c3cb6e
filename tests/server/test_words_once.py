"""A move's words are written once (issue 26, goal 1): the legal actions' labels once per move,
seat and language, shared by every connection of the seat; each event's log line once per
language, shared by every connection that sees it. Never another language's or another move's.

The costs themselves are measured by ``benchmarks/words_cost.py`` and ``benchmarks/web_load.py``
(never timed here); these tests pin the sharing and its limits.
"""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from noppa.engine import Action, State
from noppa.server import ServerConfig, create_app
from tests.server.conftest import create


def _counted(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[tuple[Any, ...]]:
    """Record each call of ``cls.name`` (its arguments after the state) and let it run."""
    calls: list[tuple[Any, ...]] = []
    original = getattr(cls, name)

    def counting(self: State, *args: Any) -> Any:
        calls.append(args)
        return original(self, *args)

    monkeypatch.setattr(cls, name, counting)
    return calls


def test_labels_and_lines_are_written_once_per_move_and_language(
    config: ServerConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    with TestClient(create_app(config)) as client:
        made = create(
            client, game="key-to-the-kingdom", players=2, seats=[{"kind": "human", "local": True}] * 2
        )
        room = client.app.state.manager.rooms[made["room"]["id"]]  # type: ignore[attr-defined]
        broadcast = room.broadcast
        state_type = type(room.state)
        labels = _counted(monkeypatch, state_type, "label")
        lines = _counted(monkeypatch, state_type, "describe")
        for move in range(3):
            seat = room.state.to_act
            legal = room.state.legal_actions()
            english = broadcast.legal(seat, "en")
            assert broadcast.legal(seat, "en") is english  # a second tab, the same list
            finnish = broadcast.legal(seat, "fi")
            assert broadcast.legal(1 - seat, "en") == []  # not to act: nothing
            assert len(labels) == 2 * len(legal)  # once per language
            shown = {
                (viewer, lang): broadcast.log_lines(viewer, 0, lang)
                for viewer in (None, 0, 1, None, 0)
                for lang in ("en", "fi", "en")
            }
            events = len(room.state.events)
            assert 0 < len(lines) <= 2 * events  # each event once per language, whoever sees it
            assert [a["action"] for a in english] == [a["action"] for a in finnish] == [a.text for a in legal]
            assert [a["label"] for a in english] == [room.state.label(a, "en") for a in legal]
            assert [a["label"] for a in finnish] == [room.state.label(a, "fi") for a in legal]
            for (viewer, lang), said in shown.items():
                assert [line["event"] for line in said] == room.state.visible_events(viewer)
                assert [line["text"] for line in said] == [
                    room.state.describe(e["event"], lang) for e in said
                ]
            labels.clear()
            lines.clear()
            action: Action = legal[0]
            client.portal.call(room.act, seat, action.text)  # type: ignore[union-attr]
            assert room.move == move + 1
