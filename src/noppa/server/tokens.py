"""Secrets of a room: the host token, seat tokens derived from it, and how they are checked.

The store keeps only SHA-256 hashes. A seat's invitation token is an HMAC of the host token, so the
host can always show the invitation links again without the server keeping a single token it could
leak. The first device to open an invitation exchanges it for a session token of its own (random,
kept in that browser); from then on the invitation only says that the seat is taken.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

_ROOM_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"
ROOM_ID_LENGTH = 12
TOKEN_BYTES = 24


def new_room_id() -> str:
    """A room id: 12 characters from a 32-letter alphabet (60 random bits), easy to read aloud."""
    return "".join(secrets.choice(_ROOM_ALPHABET) for _ in range(ROOM_ID_LENGTH))


def is_room_id(text: object) -> bool:
    """Whether ``text`` could be a room id (checked before any lookup)."""
    return isinstance(text, str) and len(text) == ROOM_ID_LENGTH and all(c in _ROOM_ALPHABET for c in text)


def new_token() -> str:
    """An unguessable host token (192 bits, URL-safe)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def seat_token(host_token: str, room_id: str, seat: int, generation: int = 0) -> str:
    """The invitation token of ``seat``: derived from the host token, so only the host can recreate it.

    ``generation`` counts the host's reissues of the seat's link: each gives a new token.
    """
    message = f"seat:{room_id}:{seat}" if generation == 0 else f"seat:{room_id}:{seat}:{generation}"
    digest = hmac.new(host_token.encode(), message.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:TOKEN_BYTES]).decode().rstrip("=")


def token_hash(token: str) -> str:
    """What the store keeps of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Constant-time comparison of two hashes."""
    return hmac.compare_digest(a.encode(), b.encode())


def looks_like_token(text: object) -> bool:
    """Whether ``text`` has the shape of a token (anything else is refused before hashing)."""
    return (
        isinstance(text, str)
        and 16 <= len(text) <= 64
        and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)
    )
