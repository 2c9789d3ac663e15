"""A device that goes away while the server is sending to it leaves quietly.

When a phone closes its tab or loses Wi-Fi in the middle of an update, the server's next
frame to it fails. Flet 1.0.5's send loop lets that failure escape its connection handler:
the receive loop then reads a socket Starlette already marked closed, so the server logs a
warning and an "Exception in ASGI application" with tracebacks, and the handler never
reaches its end, where Flet lets go of the session after its timeout. A frame to a device
that has gone is dropped here instead: the connection then ends through the client's
disconnect, as when a device leaves between updates.
"""

from __future__ import annotations

import logging
from typing import Any

from ui.compression import ASGIApp, Message

log = logging.getLogger(__name__)

# What the server sends on a websocket; a failure of anything else is not a departure.
TO_THE_DEVICE = frozenset({"websocket.send", "websocket.close"})


class QuietDepartures:
    """ASGI middleware: on ``app``'s websockets, a frame the device is no longer there to
    receive is dropped (uvicorn signals it with an ``OSError``)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Message, receive: Any, send: Any) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return

        async def send_while_there(message: Message) -> None:
            try:
                await send(message)
            except OSError:
                if message["type"] not in TO_THE_DEVICE:
                    raise
                log.debug("a device left while a frame was being sent to it")

        await self.app(scope, receive, send_while_there)
