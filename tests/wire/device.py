"""A device that speaks Flet's protocol to a real server over a websocket, frame by frame,
as the Flutter client does, and can send what no honest client sends.

It registers a session, answers the server's method calls the way a browser does (its
storage, navigation), fires events at controls by id, patches properties, and keeps every
frame it receives decoded as the browser decodes it. It connects from a source address of
its choosing (``127.0.0.2``: another device, see ``tests/e2e/game_night.py``), so the
server sees it as a phone on the network, honestly.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import msgpack
import websockets
from flet.messaging.protocol import decode_ext_from_msgpack

REGISTER_CLIENT = 1
PATCH_CONTROL = 2
CONTROL_EVENT = 3
UPDATE_CONTROL_PROPS = 4
INVOKE_METHOD = 5
SESSION_CRASHED = 6
PAGE_ID = 1
REPLACE, ADD, REMOVE, MOVE = range(4)
PHONE_ADDRESS = "127.0.0.2"
HOST_ADDRESS = "127.0.0.1"
# How long a device waits for what it expects before the test fails (a slow machine is
# allowed for; the wait ends as soon as the state is there).
TIMEOUT_S = 30.0


def encode(action: int, body: Any) -> bytes:
    return b"\x00" + msgpack.packb([action, body])


def decode(data: bytes) -> Any:
    """A Flet frame as the browser decodes it."""
    return msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack, strict_map_key=False)


def big_frame(items: int = 16 * 1024 * 1024 - 16) -> bytes:
    """A Flet frame holding an array of ``items`` empty maps (a byte each): by default as
    large as a websocket server reads by default."""
    return b"\x00\xdd" + items.to_bytes(4, "big") + b"\x80" * items


class WireDevice:
    """One browser session, driven frame by frame."""

    def __init__(
        self,
        port: int,
        *,
        source: str = PHONE_ADDRESS,
        storage: dict[str, Any] | None = None,
        width: int = 390,
        height: int = 844,
    ) -> None:
        self.port = port
        self.source = source
        self.storage: dict[str, Any] = {} if storage is None else storage
        self.width = width
        self.height = height
        self.frames: list[Any] = []
        self.controls: dict[int, dict[str, Any]] = {}
        self.session_id = ""
        self.closed = False
        self.failure: BaseException | None = None
        self._socket: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._arrived = asyncio.Event()

    async def open(self, route: str, *, session_id: str = "", **page: Any) -> None:
        """Connect and register (``session_id``: reconnect to that session), with ``page``
        as the page properties the client reports."""
        self._socket = await websockets.connect(
            f"ws://127.0.0.1:{self.port}/ws",
            local_addr=(self.source, 0),
            max_size=None,
            user_agent_header="wire-device",
        )
        self._reader = asyncio.create_task(self._read())
        props = {"route": route, "web": True, "width": self.width, "height": self.height, **page}
        await self.send(REGISTER_CLIENT, {"session_id": session_id, "page_name": "", "page": props})
        registered = await self.wait(lambda frame: frame[0] == REGISTER_CLIENT)
        self.session_id = registered[1]["session_id"]

    async def reconnected(self, **page: Any) -> WireDevice:
        """This browser registering again with its session id and ``page`` among the page
        properties it reports (tried until the server has let the old connection go)."""
        await self.close()
        while True:
            again = WireDevice(
                self.port, source=self.source, storage=self.storage, width=self.width
            )
            await again.open("/", session_id=self.session_id, **page)
            if again.session_id == self.session_id:
                return again
            await again.close()

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    async def send(self, action: int, body: Any) -> None:
        """Send a frame; one sent after the server closed the connection is lost, as a
        browser's would be (:meth:`wait` then says the connection is closed)."""
        with contextlib.suppress(websockets.ConnectionClosed):
            await self._socket.send(encode(action, body))

    async def patch(self, control_id: int, props: dict[str, Any]) -> None:
        await self.send(UPDATE_CONTROL_PROPS, {"id": control_id, "props": props})

    async def fire(self, control_id: int, name: str = "click", data: Any = None) -> None:
        await self.send(CONTROL_EVENT, {"target": control_id, "name": name, "data": data})

    async def go(self, route: str) -> None:
        """What the browser sends when its address changes."""
        await self.patch(PAGE_ID, {"route": route})
        await self.fire(PAGE_ID, "route_change", {"route": route})

    # What arrived

    def strings(self, start: int = 0) -> Iterator[str]:
        """Every string of every frame from frame ``start`` on."""
        for frame in self.frames[start:]:
            yield from strings_of(frame)

    def has_text(self, text: str, start: int = 0) -> bool:
        return any(value == text for value in self.strings(start))

    async def wait(self, condition: Callable[[Any], bool], start: int = 0) -> Any:
        """The first frame from ``start`` on that meets ``condition``, waiting for it."""
        async with asyncio.timeout(TIMEOUT_S):
            while True:
                for frame in self.frames[start:]:
                    if condition(frame):
                        return frame
                start = len(self.frames)
                if self.failure is not None:
                    raise AssertionError("a frame could not be read") from self.failure
                if self.closed:
                    raise AssertionError("the server closed the connection")
                self._arrived.clear()
                await self._arrived.wait()

    async def wait_closed(self) -> None:
        """Wait until the server has closed the connection."""
        async with asyncio.timeout(TIMEOUT_S):
            while not self.closed:
                self._arrived.clear()
                await self._arrived.wait()

    async def answered(self, text: str, start: int = 0) -> bool:
        """Wait until the server answers what was sent since frame ``start``: with ``text``
        (True), or by reporting this session broken or closing it (False)."""
        try:
            frame = await self.wait(
                lambda frame: (
                    frame[0] == SESSION_CRASHED or any(value == text for value in strings_of(frame))
                ),
                start,
            )
        except AssertionError:
            if self.closed and self.failure is None:
                return False
            raise
        return bool(frame[0] != SESSION_CRASHED)

    async def wait_text(self, text: str, start: int = 0, *, prefix: bool = False) -> None:
        """Wait for a frame from ``start`` on with the string ``text`` (``prefix``: a string
        starting so)."""
        await self.wait(
            lambda frame: any(
                value == text or (prefix and value.startswith(text)) for value in strings_of(frame)
            ),
            start,
        )

    def shows(self, label: str) -> bool:
        """Whether a control labelled ``label`` is on the page now and not hidden (the
        patches received so far applied, as the browser applies them)."""
        return label in self._shown_labels(self.controls.get(PAGE_ID, {}))

    def _shown_labels(self, value: Any) -> set[str]:
        labels: set[str] = set()
        if isinstance(value, dict):
            if value.get("visible") is False:
                return labels
            if "_c" in value:
                labels |= _labels(value)
            for item in value.values():
                labels |= self._shown_labels(item)
        elif isinstance(value, list):
            for item in value:
                labels |= self._shown_labels(item)
        return labels

    def find(self, label: str, control_type: str | None = None, *, prefix: bool = False) -> int:
        """The id of the control most recently sent with ``label`` (its text, label or
        tooltip; ``prefix``: starting so), of ``control_type`` (Flet's class name) if given."""
        found = [
            control_id
            for control_id, control in self.controls.items()
            if any(
                text == label or (prefix and text.startswith(label)) for text in _labels(control)
            )
            and (control_type is None or control.get("_c") == control_type)
        ]
        assert found, f"no control labelled {label!r} reached this device"
        return found[-1]

    async def _read(self) -> None:
        try:
            async for data in self._socket:
                if not data or data[0] != 0:
                    continue
                frame = decode(data)
                self.frames.append(frame)
                if frame[0] == REGISTER_CLIENT:
                    self._index(frame[1]["page_patch"])
                if frame[0] == PATCH_CONTROL:
                    self._apply(frame[1].get("id"), frame[1]["patch"])
                if frame[0] == INVOKE_METHOD:
                    await self._answer(frame[1])
                self._arrived.set()
        except websockets.ConnectionClosed:
            pass
        except Exception as failure:
            self.failure = failure
        finally:
            self.closed = True
            self._arrived.set()

    def _apply(self, control_id: int | None, patch: list[Any]) -> None:
        """Apply a patch of the control ``control_id`` the way the Flutter client does."""
        paths: dict[int, list[Any]] = {}

        def number(node: list[Any], path: list[Any]) -> None:
            paths[node[0]] = path
            for key, child in (node[1] if len(node) > 1 else {}).items():
                number(child, [*path, key])

        number(patch[0], [])
        root = self.controls.get(control_id)
        if root is None:
            return  # a control this device never got: nothing to change

        def parent(node: int) -> Any:
            target = root
            for key in paths[node]:
                target = target[key]
            return target

        for op, *args in patch[1:]:
            if op == REPLACE:
                parent(args[0])[args[1]] = args[2]
                self._index(args[2])
            elif op == ADD:
                into = parent(args[0])
                if isinstance(into, list):
                    into.insert(args[1], args[2])
                else:
                    into[args[1]] = args[2]
                self._index(args[2])
            elif op == REMOVE:
                parent(args[0]).pop(args[1])
            elif op == MOVE:
                moved = parent(args[0]).pop(args[1])
                parent(args[2]).insert(args[3], moved)

    def _index(self, value: Any) -> None:
        if isinstance(value, dict):
            if "_c" in value and "_i" in value:
                self.controls.pop(value["_i"], None)
                self.controls[value["_i"]] = value
            for item in value.values():
                self._index(item)
        elif isinstance(value, list | tuple):
            for item in value:
                self._index(item)

    async def _answer(self, call: dict[str, Any]) -> None:
        await self.send(INVOKE_METHOD, answer_to(call, self.storage))
        if call["name"] == "push_route":
            await self.go(call["args"]["route"])


def answer_to(call: dict[str, Any], storage: dict[str, Any]) -> dict[str, Any]:
    """What a browser with ``storage`` answers the server's method ``call`` (storing what
    it is asked to)."""
    name, args = call["name"], call.get("args") or {}
    result: Any = None
    if name == "get":
        result = storage.get(args["key"])
    elif name == "set":
        storage[args["key"]] = args["value"]
        result = True
    elif name == "remove":
        result = storage.pop(args["key"], None) is not None
    elif name == "contains_key":
        result = args["key"] in storage
    elif name == "get_device_info":
        result = {"browser_name": "chrome", "language": "en", "languages": ["en"], "locales": []}
    return {
        "control_id": call["control_id"],
        "call_id": call["call_id"],
        "result": result,
        "error": None,
    }


async def flood_navigation(device: WireDevice, count: int) -> None:
    """Send ``count`` navigations at once, as a misbehaving client would: framed as
    websocket messages and written to the socket in one go, so that the server gets the
    burst together however busy the machine is (sent one by one, it may arrive in pieces,
    each drawn)."""
    routes = ("/settings", "/profiles", "/join", "/")
    connection = device._socket
    for route in (routes[i % len(routes)] for i in range(count)):
        event = {"target": PAGE_ID, "name": "route_change", "data": {"route": route}}
        connection.protocol.send_binary(encode(CONTROL_EVENT, event))
    connection.transport.write(b"".join(connection.protocol.data_to_send()))


def strings_of(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_of(key)
            yield from strings_of(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_of(item)


def _labels(control: dict[str, Any]) -> set[str]:
    labels = set()
    for key in ("content", "label", "tooltip", "text", "value", "title"):
        value = control.get(key)
        if isinstance(value, str):
            labels.add(value)
        elif isinstance(value, dict) and isinstance(value.get("value"), str):
            labels.add(value["value"])
    return labels
