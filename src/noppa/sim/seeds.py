"""Seeds for simulations: every game's dice and every bot's generator from (run seed, game index).

A seed is a pure function of its parts, so game 417 of a run is the same game whichever worker,
machine or backend plays it, and in whatever order: results never depend on ``--workers``.
"""

from __future__ import annotations

import hashlib

SEED_BITS = 63


def derive_seed(seed: int, *parts: object) -> int:
    """A 63-bit seed from ``seed`` and ``parts`` (SHA-256 of their text; stable across machines)."""
    text = ":".join(str(part) for part in (seed, *parts))
    digest = hashlib.sha256(text.encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def game_seed(seed: int, index: int) -> int:
    """The dice seed of game ``index`` of a run seeded ``seed``."""
    return derive_seed(seed, "game", index)


def bot_seed(seed: int, index: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in game ``index``."""
    return derive_seed(seed, "bot", index, seat)
