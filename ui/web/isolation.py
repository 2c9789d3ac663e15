"""The page is served without cross-origin isolation, so that Flutter draws it on the
page's own thread.

Flet sends every answer with ``Cross-Origin-Opener-Policy: same-origin`` and
``Cross-Origin-Embedder-Policy: require-corp``. They make the page cross-origin isolated,
and Flutter's WebAssembly renderer (skwasm) then rasterises in a worker beside the
page's thread. In that mode the two threads share Skia's glyph cache without a lock and
corrupt the renderer's heap when text changes while a frame is drawn (Flutter issue
190039, fixed in Flutter 3.48; Flet 1.0.5's client is built with 3.44.8). The page
then hangs for good, its thread at a full core: one was caught in the renderer's
``free``, spinning on a heap lock that nothing would release. Without the two headers
skwasm draws on the page's thread alone, where there is no other thread to race; the app
needs isolation for nothing else (it does not run Python in the browser).
"""

from __future__ import annotations

from typing import Any

from ui.compression import ASGIApp, Message

ISOLATING_HEADERS = {b"cross-origin-opener-policy", b"cross-origin-embedder-policy"}


class WithoutIsolation:
    """ASGI middleware: ``app``'s answers without the headers that isolate the page."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Message, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_without_isolation(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [
                    (name, value)
                    for name, value in message.get("headers", [])
                    if name.lower() not in ISOLATING_HEADERS
                ]
            await send(message)

        await self.app(scope, receive, send_without_isolation)
