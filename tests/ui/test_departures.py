"""A device that leaves while a frame is on its way: its connection ends as a departure,
not as an error in the server's log."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from starlette.websockets import WebSocket, WebSocketDisconnect
from uvicorn.protocols.utils import ClientDisconnected

from ui.web.departures import QuietDepartures


class LeavingDevice:
    """The ASGI side of a device that connects, then is gone when the first frame is sent."""

    def __init__(self) -> None:
        self.gone = asyncio.Event()

    async def receive(self) -> dict[str, Any]:
        if not hasattr(self, "connected"):
            self.connected = True
            return {"type": "websocket.connect"}
        await self.gone.wait()
        return {"type": "websocket.disconnect", "code": 1006}

    async def send(self, message: dict[str, Any]) -> None:
        if message["type"] == "websocket.send":
            self.gone.set()
            raise ClientDisconnected


async def flet_like_connection(scope: Any, receive: Any, send: Any) -> None:
    """What Flet's connection does: accept, send an update, then read until the device
    leaves (a departure is a ``WebSocketDisconnect`` from the read, and ends it)."""
    socket = WebSocket(scope, receive, send)
    await socket.accept()
    await socket.send_bytes(b"\x00update")
    with pytest.raises(WebSocketDisconnect):
        await socket.receive_bytes()


SCOPE = {"type": "websocket", "path": "/ws", "headers": [], "query_string": b""}


def test_a_device_gone_mid_frame_ends_its_connection_as_a_departure() -> None:
    device = LeavingDevice()
    asyncio.run(QuietDepartures(flet_like_connection)(SCOPE, device.receive, device.send))


def test_without_it_the_connection_raises_as_flet_logs_it() -> None:
    device = LeavingDevice()
    with pytest.raises(WebSocketDisconnect):
        asyncio.run(flet_like_connection(SCOPE, device.receive, device.send))


def test_a_failure_that_is_not_a_frame_to_the_device_still_raises() -> None:
    async def failing_send(message: dict[str, Any]) -> None:
        raise ClientDisconnected

    async def accepting(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "websocket.accept"})

    with pytest.raises(ClientDisconnected):
        asyncio.run(QuietDepartures(accepting)(SCOPE, LeavingDevice().receive, failing_send))
