"""What a device sends over the websocket, checked frame by frame before Flet reads it.

Flet 1.0.5 decodes every frame it receives whole, whatever it holds, and acts on it: one
frame of 16 MiB holding an array of empty maps, from a phone that never registered, cost
the server 1.2 GB while it was decoded, and stalled every other device. A connection's
frames are checked here first, each at a bounded cost:

- no frame is larger than ``MAX_FRAME_BYTES``; the server refuses a larger one as its
  length arrives, before reading it (``ui.server`` gives uvicorn this limit);
- a frame is decoded with bounds on what it may build (the items of one array or map, the
  arrays and maps of one frame) and must have the shape of what a browser sends: the
  first one a registration, then events, property patches and answers to method calls;
- a registration keeps only the page properties a browser reports as it registers, of
  the declared type (Flet applies them before the session's guard, ``ui.client_guard``,
  is installed);
- every frame and every byte counts against the connection's allowance: a device that
  sends more than a browser ever does is told why (in its language once its session's
  guard said how) and cut off, as the guard cuts off a device that sends too many events.

Anything else ends the connection with a close code and one warning. A connection that
ends before it registered also ends its handler here: Flet's would wait for ever for an
end that only a session sends.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.messaging.protocol import (
    MessageAction,
    configure_encode_object_for_msgpack,
    decode_ext_from_msgpack,
)

from ui.client_guard import FAREWELL, POLICY_VIOLATION, checked_patch
from ui.compression import ASGIApp, Message

log = logging.getLogger(__name__)

# The largest frame a browser sends is the answer to a read of its storage: the seat
# tokens of every game it joined, about 70 bytes a game (1 MiB holds 14,000 games); a
# registration is about 500 bytes and a text field's value is sent whole at each key.
MAX_FRAME_BYTES = 1024 * 1024
# The items of one array or map: a browser's largest is the page it registers (14
# properties) or the information it gives about itself (about 20). The decoder sets aside
# room for as many items as an array says it has before reading them.
MAX_ITEMS = 256
# The arrays and maps of one frame: a browser's registration has 8. Each costs the server
# 60-200 bytes while decoded for a byte of the frame.
MAX_CONTAINERS = 256
# An extension value (a date, a time, a duration) is a few dozen bytes.
MAX_EXT_BYTES = 64
# A browser sends two frames a key typed (the value, then the change), a few per drawn
# frame (60 a second) while its window is resized, and about 8 as it registers; a tap is
# one or two. Cut off beyond: more than FRAMES_PER_S for long, or a burst beyond that of
# more than FRAMES_BURST (250 patches of a 4,000-character value at once delayed another
# device's navigation by 3-20 ms here).
FRAMES_BURST = 300
FRAMES_PER_S = 200
# Typing into a field of 4,000 characters sends about 250 KB a second; the largest single
# frame is MAX_FRAME_BYTES.
BYTES_BURST = 2 * MAX_FRAME_BYTES
BYTES_PER_S = 512 * 1024

# What a browser reports about its page as it registers (Flet 1.0.5's web client).
REGISTRATION_PROPERTIES = frozenset(
    {
        "route",
        "pwa",
        "web",
        "debug",
        "wasm",
        "test",
        "multi_view",
        "pyodide",
        "platform_brightness",
        "width",
        "height",
        "platform",
        "window",
        "media",
    }
)
# The body of each kind of frame a browser sends: its fields and their types.
REGISTRATION = {"session_id": (str, type(None)), "page_name": str, "page": dict}
AFTER_REGISTRATION: dict[int, dict[str, Any]] = {
    MessageAction.CONTROL_EVENT.value: {"target": int, "name": str, "data": object},
    MessageAction.UPDATE_CONTROL_PROPS.value: {"id": int, "props": dict},
    MessageAction.INVOKE_METHOD.value: {
        "control_id": int,
        "call_id": str,
        "result": object,
        "error": (str, type(None)),
    },
}
FLET_FRAME = 0x00
UNSUPPORTED_DATA = 1003
MESSAGE_TOO_BIG = 1009
# The reason the server's websocket gives when it refuses a frame over the limit (a
# device closing with 1009 gives a reason of its own, most often none).
REFUSED_AS_TOO_BIG = re.compile(r"frame .*exceeds limit of \d+ bytes")

# Flet leaves this function unannotated.
_encode_object = configure_encode_object_for_msgpack(BaseControl)  # type: ignore[no-untyped-call]


class CheckedFrames:
    """ASGI middleware: the frames of ``app``'s websockets, checked before it reads them."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Message, receive: Any, send: Any) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        await _Connection(scope, receive, send).serve(self.app)


@dataclass
class Allowance:
    """Up to ``burst`` at once, given back at ``per_second``."""

    burst: float
    per_second: float
    left: float = field(init=False)
    at: float = field(init=False, default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.left = self.burst

    def spend(self, amount: float) -> bool:
        """Take ``amount``: False when more was taken than was left."""
        now = time.monotonic()
        self.left = min(self.burst, self.left + (now - self.at) * self.per_second) - amount
        self.at = now
        return self.left >= 0


@dataclass(frozen=True)
class Refusal:
    """Why a connection is closed, with which close code; ``flood``: the device is told
    why."""

    why: str
    code: int = POLICY_VIOLATION
    flood: bool = False


TEXT = Refusal("sent a text frame", UNSUPPORTED_DATA)
UNKNOWN_KIND = Refusal("sent a frame of a kind browsers do not send", UNSUPPORTED_DATA)
UNREADABLE = Refusal("sent a frame that cannot be read")
NOT_REGISTERED = Refusal("sent something other than a registration first")
UNEXPECTED = Refusal("sent a frame of a shape browsers do not send")
FLOOD = Refusal("kept sending too much", flood=True)


class _Connection:
    """One websocket: what its device sent so far, and whether it was closed here."""

    def __init__(self, scope: Message, receive: Any, send: Any) -> None:
        self.scope = scope
        self._receive = receive
        self._send = send
        self.registered = False
        self.closed = False
        self.frames = Allowance(FRAMES_BURST, FRAMES_PER_S)
        self.bytes = Allowance(BYTES_BURST, BYTES_PER_S)
        self._handler: asyncio.Future[None] | None = None
        self._ended_here = False

    @property
    def address(self) -> str:
        client = self.scope.get("client")
        return str(client[0]) if client else "unknown address"

    async def serve(self, app: ASGIApp) -> None:
        self._handler = asyncio.ensure_future(app(self.scope, self.receive, self.send))
        try:
            await self._handler
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if not self._ended_here or (task is not None and task.cancelling()):
                raise

    async def receive(self) -> Message:
        while True:
            message: Message = await self._receive()
            if message["type"] == "websocket.receive":
                if self.closed:
                    continue  # what came after the close is not read
                refusal, message = self._check(message)
                if refusal is None:
                    return message
                await self._close(refusal)
                continue
            if message["type"] == "websocket.disconnect":
                self._log_too_big(message)
                if not self.registered and self._handler is not None:
                    # Flet's handler, with no session, would now wait for ever.
                    self._ended_here = True
                    self._handler.cancel()
            return message

    def _log_too_big(self, disconnect: Message) -> None:
        """A connection that ended with "message too big" (1009): refused here when the
        device's frame was over the limit, or closed by the device, which found a message
        of the server's too big for it."""
        if disconnect.get("code") != MESSAGE_TOO_BIG:
            return
        if REFUSED_AS_TOO_BIG.fullmatch(str(disconnect.get("reason") or "")):
            log.warning(
                "a device (%s) sent a frame larger than %d bytes: its connection is closed",
                self.address,
                MAX_FRAME_BYTES,
            )
        else:
            log.warning(
                "a device (%s) closed its connection: a message from the server was too big for it",
                self.address,
            )

    async def send(self, message: Message) -> None:
        if self.closed and message["type"] in ("websocket.send", "websocket.close"):
            return
        await self._send(message)

    def _check(self, message: Message) -> tuple[Refusal | None, Message]:
        data = message.get("bytes")
        if data is None:
            return TEXT, message
        within = self.frames.spend(1)
        if not (self.bytes.spend(len(data)) and within):
            return FLOOD, message
        if data[:1] != bytes([FLET_FRAME]):
            return UNKNOWN_KIND, message
        try:
            frame = decoded(data[1:])
        except Exception:  # whatever the bytes make the decoder raise: they are garbage
            return UNREADABLE, message
        if not (isinstance(frame, list) and len(frame) == 2 and isinstance(frame[1], dict)):
            return UNEXPECTED, message
        action, body = frame
        if not self.registered:
            if action != MessageAction.REGISTER_CLIENT.value or not _has_shape(body, REGISTRATION):
                return NOT_REGISTERED, message
            self.registered = True
            return None, {**message, "bytes": _registration(frame)}
        shape = AFTER_REGISTRATION.get(action) if isinstance(action, int) else None
        if shape is None or not _has_shape(body, shape):
            return UNEXPECTED, message
        return None, message

    async def _close(self, refusal: Refusal) -> None:
        self.closed = True
        log.warning("a device (%s) %s: its connection is closed", self.address, refusal.why)
        farewell: Callable[[], str] | None = self.scope.get(FAREWELL)
        if refusal.flood and farewell is not None:
            crashed = [MessageAction.SESSION_CRASHED.value, {"message": farewell()}]
            await self._send({"type": "websocket.send", "bytes": _encoded(crashed)})
        await self._send({"type": "websocket.close", "code": refusal.code})


def decoded(payload: bytes) -> Any:
    """A frame's content, decoded as Flet decodes it, within the bounds above.

    :raises Exception: when it cannot be read, or holds more than the bounds allow.
    """
    containers = 0

    def counted(container: Any) -> Any:
        nonlocal containers
        containers += 1
        if containers > MAX_CONTAINERS:
            raise ValueError(f"more than {MAX_CONTAINERS} arrays and maps")
        return container

    return msgpack.unpackb(
        payload,
        ext_hook=decode_ext_from_msgpack,
        object_hook=counted,
        list_hook=counted,
        max_array_len=MAX_ITEMS,
        max_map_len=MAX_ITEMS,
        max_ext_len=MAX_EXT_BYTES,
    )


def _has_shape(body: dict[Any, Any], shape: dict[str, Any]) -> bool:
    return body.keys() == shape.keys() and all(
        isinstance(body[name], kind) for name, kind in shape.items()
    )


def _registration(frame: list[Any]) -> bytes:
    """The registration with only the page properties a browser reports, of their type."""
    body = frame[1]
    page = body["page"]
    kept = checked_patch(
        ft.Page, {name: value for name, value in page.items() if name in REGISTRATION_PROPERTIES}
    )
    if len(kept) != len(page):
        log.warning("a device registered with page properties no browser sends: ignored")
    return _encoded([frame[0], {**body, "page": kept}])


def _encoded(frame: list[Any]) -> bytes:
    packed: bytes = msgpack.packb(frame, default=_encode_object)
    return bytes([FLET_FRAME]) + packed
