"""Sending a message already encoded as UTF-8 JSON as a WebSocket text frame, without decoding it.

ASGI carries a text frame as a ``str``: a message encoded once (``msgspec`` writes bytes) was
decoded to a ``str`` for Starlette, passed through Starlette's ``WebSocket.send`` and the
exception middleware's ``send`` wrapper, and encoded again by uvicorn: for every frame of every
move. Under ``noppa serve`` (uvicorn's ``websockets-sansio`` protocol, the ``web`` extra's) a
:class:`Frames` hands the bytes straight to the protocol's WebSocket connection, which frames them
as text, and writes them to the transport: what uvicorn's own ``send`` does for a
``websocket.send`` message once the connection is open. Anything else (another server or
WebSocket implementation, the test client, a ``send`` wrapped by a middleware, a connection that
is not open, writes paused by flow control) goes the ASGI way: the frames are the same either way.
"""

from __future__ import annotations

from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

_PROTOCOL: type | None
try:
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
    from websockets.exceptions import InvalidState
except ImportError:  # pragma: no cover - uvicorn[standard] is the web extra's
    _PROTOCOL = None
    InvalidState = RuntimeError  # type: ignore[misc,assignment]
else:
    _PROTOCOL = WebSocketsSansIOProtocol

_NEEDED = (
    "writable",
    "disconnected",
    "close_sent",
    "initial_response",
    "handshake_complete",
    "conn",
    "transport",
)
"""What :class:`Frames` reads of uvicorn's protocol object: without any of them (another uvicorn),
every frame goes the ASGI way."""


def _protocol_of(ws: WebSocket) -> Any:
    """uvicorn's ``websockets-sansio`` protocol object serving ``ws`` (``None``: not that one, or
    ``send`` is wrapped: the app hands the play route the server's own ``send``, see
    :class:`noppa.server.app.Noppa`)."""
    if _PROTOCOL is None:
        return None
    owner = getattr(ws._send, "__self__", None)
    if isinstance(owner, _PROTOCOL) and all(hasattr(owner, name) for name in _NEEDED):
        return owner
    return None


class Frames:
    """Sends encoded messages on one WebSocket as text frames (see the module's text)."""

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.protocol = _protocol_of(ws)
        self.direct = 0
        """Frames written straight to the protocol (the rest went the ASGI way)."""

    async def send(self, data: bytes) -> None:
        """Send ``data`` (UTF-8 JSON) as one text frame; raises ``WebSocketDisconnect`` when the
        connection is gone, as Starlette's ``send_text`` does."""
        protocol = self.protocol
        if (
            protocol is not None
            and protocol.writable.is_set()
            and protocol.handshake_complete
            and not (protocol.disconnected or protocol.close_sent or protocol.initial_response is not None)
        ):
            try:
                protocol.conn.send_text(data)
            except InvalidState as error:  # uvicorn's send raises ClientDisconnected here
                raise WebSocketDisconnect(1006) from error
            protocol.transport.write(b"".join(protocol.conn.data_to_send()))
            self.direct += 1
            return
        await self.ws.send_text(data.decode())
