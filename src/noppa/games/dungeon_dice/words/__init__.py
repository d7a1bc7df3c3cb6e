"""Dungeon Dice's words (``DungeonDiceGame.words``): action labels and log lines (lines.py)."""
