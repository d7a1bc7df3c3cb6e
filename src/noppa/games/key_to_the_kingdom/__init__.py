"""Key to the Kingdom (Pimeyden valtakunta, 1990) by its full rules.

Rules: docs/rules/key-to-the-kingdom.md; data format and board pictures: docs/key-to-the-kingdom/.
"""

from pathlib import Path

from noppa.engine.i18n import register_domain

register_domain("kk", Path(__file__).resolve().parent / "locale")

from noppa.games.key_to_the_kingdom.game import KeyToTheKingdomGame  # noqa: E402

GAME = KeyToTheKingdomGame()

__all__ = ["GAME", "KeyToTheKingdomGame"]
