"""Runebound (2nd edition, Rise of the Dragon Lords) by its full rules. Rules: docs/rules/runebound.md."""

from pathlib import Path

from noppa.engine.i18n import register_domain
from noppa.games.runebound.game import RuneboundGame

register_domain("rb", Path(__file__).resolve().parent / "locale")

GAME = RuneboundGame()

__all__ = ["GAME", "RuneboundGame"]
