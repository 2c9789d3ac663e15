"""Game files sent from a browser: the file picker's upload, put to a one-time address the
server handed the session that asked for it, and read into memory within a size limit.

The websocket is no way for a file: Flet reads a picked file's bytes into one frame, which
the server refuses beyond a mebibyte (``ui.web.frames``) and so cuts the device off. An
upload is an ordinary request instead, refused with 413 as soon as its declared length or
the bytes read exceed the limit, and with 404 when nobody waits for it.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict

from fastapi import HTTPException, Request, Response

from storage import MAX_GAME_FILE_BYTES

UPLOAD_PATH = "/upload/game-file"
# The uploads a server waits for at once: one per device importing a file; the oldest
# waiting is dropped beyond this.
MOST_WAITING = 64


class FileTooLarge(Exception):
    """An upload larger than the limit; nothing of it was kept."""


class Uploads:
    """The uploads sessions wait for, by their one-time ticket."""

    def __init__(self, limit: int = MAX_GAME_FILE_BYTES) -> None:
        self.limit = limit
        self._waiting: OrderedDict[str, asyncio.Future[bytes]] = OrderedDict()
        # Checking a file replays it and builds a row per logged action: about 0.4 ms an
        # action, seconds for a file of the largest size padded with thousands of undone
        # actions. One file is checked at a time, whatever number of devices send them.
        self.checking = asyncio.Semaphore(1)

    def expect(self) -> tuple[str, asyncio.Future[bytes]]:
        """A new upload address and what will arrive there (an exception when the upload
        is refused)."""
        ticket = secrets.token_urlsafe(24)
        arrival: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._waiting[ticket] = arrival
        while len(self._waiting) > MOST_WAITING:
            _, dropped = self._waiting.popitem(last=False)
            dropped.cancel()
        return f"{UPLOAD_PATH}/{ticket}", arrival

    def forget(self, address: str) -> None:
        """Stop waiting at ``address`` (the device gave up, or it timed out)."""
        arrival = self._waiting.pop(address.rsplit("/", 1)[-1], None)
        if arrival is not None:
            arrival.cancel()

    async def receive(self, ticket: str, request: Request) -> Response:
        """The upload to ``ticket``: each ticket takes one request."""
        arrival = self._waiting.pop(ticket, None)
        if arrival is None or arrival.done():
            raise HTTPException(status_code=404)
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.limit:
            arrival.set_exception(FileTooLarge())
            raise HTTPException(status_code=413)
        received = bytearray()
        try:
            async for chunk in request.stream():
                received += chunk
                if len(received) > self.limit:
                    arrival.set_exception(FileTooLarge())
                    raise HTTPException(status_code=413)
            arrival.set_result(bytes(received))
        finally:
            if not arrival.done():  # the browser went away in the middle
                arrival.cancel()
        return Response(status_code=204)
