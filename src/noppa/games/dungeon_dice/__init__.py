"""Dungeon Dice (Parker Brothers, 1977) by its full rules. Rules document: docs/rules/dungeon-dice.md."""

from pathlib import Path

from noppa.engine.i18n import register_domain
from noppa.games.dungeon_dice.game import DungeonDiceGame

register_domain("dd", Path(__file__).resolve().parent / "locale")

GAME = DungeonDiceGame()

__all__ = ["GAME", "DungeonDiceGame"]
