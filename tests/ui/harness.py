"""A headless Flet client: a real Flet session over a fake connection, no browser.

Messages are msgpack-encoded with Flet's own encoder (that records the snapshots the next
diff is computed against), handlers are fired by control id as the client does, and a
crashed handler fails the test instead of being swallowed.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page, context
from flet.controls.object_patch import Operation
from flet.messaging.connection import Connection
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

_encode = configure_encode_object_for_msgpack(BaseControl)
# How long a device must hear nothing new for its screen to count as settled.
SETTLE_QUIET_S = 0.003


def pack(obj: Any) -> bytes:
    return msgpack.packb(obj, default=_encode)


class RecordingConnection(Connection):
    """Records what the server sends, and answers method calls as a browser would."""

    def __init__(self, hub: PubSubHub | None = None) -> None:
        super().__init__()
        self.loop = asyncio.get_event_loop()
        self.pubsubhub = hub or PubSubHub(loop=self.loop)
        self.page_url = "http://127.0.0.1:8550"
        self.messages: list[Message] = []
        self.sizes: list[int] = []
        # When each message was packed, as ``time.perf_counter_ns``: what a benchmark
        # times a tap to, rather than to the device's settling, which waits for quiet.
        self.sent_at: list[int] = []
        self.sent = 0
        self.client: FakeClient | None = None

    def send_message(self, message: Message) -> None:
        self.sizes.append(len(pack([message.action, message.body])))
        self.sent_at.append(time.perf_counter_ns())
        self.messages.append(message)
        self.sent += 1
        if message.action == MessageAction.INVOKE_METHOD and self.client is not None:
            self.loop.create_task(self.client.answer(message.body))

    def errors(self) -> list[str]:
        return [m.body.message for m in self.messages if m.action == MessageAction.SESSION_CRASHED]


class FakeClient:
    def __init__(
        self,
        hub: PubSubHub | None = None,
        *,
        width: int = 1024,
        height: int = 768,
        route: str = "/",
        client_ip: str = "127.0.0.1",
        **page_props: Any,
    ) -> None:
        self.conn = RecordingConnection(hub)
        self.conn.client = self
        self.session = Session(self.conn)
        self.page = self.session.page
        self.failures: list[BaseException] = []
        self.browser_storage: dict[str, Any] = {}
        # navigator.languages of the browser, in the order of the person's preference.
        self.browser_languages: list[str] = ["en-US", "en"]
        # What the browser answers when asked for its device information (``None``: what
        # a browser with ``browser_languages`` answers).
        self.device_info: Any = None
        # Whether this browser's person asked for little motion (prefers-reduced-motion).
        self.reduced_motion = False
        self.saved_files: list[tuple[str, bytes]] = []
        # The files picked in this browser's file picker, by their id, and where their
        # uploads go (the server's upload route, as the test's server has it).
        self.picked_files: dict[int, bytes] = {}
        self.put: Callable[[str, bytes], Awaitable[None]] | None = None
        self.uploads: list[str] = []
        self.launched_urls: list[str] = []
        self.session.apply_page_patch(
            {"route": route, "width": width, "height": height, "web": True, **page_props}
        )
        # As Flet's server does for a new session: the socket's peer address, set after
        # the client's own page properties.
        self.page.client_ip = client_ip
        pack(self.session.get_page_patch())

    async def start(
        self,
        main: Callable[[ft.Page], Any],
        before_main: Callable[[ft.Page], None] | None = None,
    ) -> None:
        """Run the app's ``main`` for this device, after ``before_main`` as Flet's server
        runs them (the app records the device's address there)."""
        _context_page.set(self.page)
        context.reset_auto_update()
        if before_main is not None:
            before_main(self.page)
        if inspect.iscoroutinefunction(main):
            await main(self.page)
        else:
            main(self.page)
        await self.session.after_event(self.page)
        await self.settle()

    async def answer(self, call: Any) -> None:
        """Reply to a client method call the way the Flutter client does; a failure in what
        the reply sets off (a route change, say) fails the test at the next settle."""
        try:
            await self._answer(call)
        except BaseException as failure:
            self.failures.append(failure)

    async def _answer(self, call: Any) -> None:
        name, args = call.name, call.args or {}
        result: Any = None
        if name == "push_route":
            await self.go(args["route"])
        elif name == "set":
            self.browser_storage[args["key"]] = args["value"]
            result = True
        elif name == "get":
            result = self.browser_storage.get(args["key"])
        elif name == "remove":
            result = self.browser_storage.pop(args["key"], None) is not None
        elif name == "contains_key":
            result = args["key"] in self.browser_storage
        elif name == "save_file":
            self.saved_files.append((args.get("file_name"), args.get("src_bytes")))
        elif name == "get_device_info" and self.device_info is not None:
            result = self.device_info
        elif name == "get_device_info":
            result = {
                "browser_name": "chrome",
                "language": self.browser_languages[0] if self.browser_languages else None,
                "languages": self.browser_languages,
                "locales": [],
            }
        elif name == "get_accessibility_features":
            # What Flutter's web engine answers: both flags follow prefers-reduced-motion.
            result = {
                "accessible_navigation": False,
                "bold_text": False,
                "disable_animations": self.reduced_motion,
                "high_contrast": False,
                "invert_colors": False,
                "reduce_motion": self.reduced_motion,
                "on_off_switch_labels": False,
                "supports_announcements": True,
            }
        elif name == "upload":
            for upload in args["files"]:
                self.uploads.append(upload.upload_url)
                assert self.put is not None, "this device's server takes no uploads"
                await self.put(upload.upload_url, self.picked_files[upload.id])
        elif name == "launch_url":
            self.launched_urls.append(args.get("url"))
        self.session.handle_invoke_method_results(call.control_id, call.call_id, result, None)

    async def settle(self, turns: int = 10) -> None:
        for _ in range(turns):
            await asyncio.sleep(0)
        # Work handed to other threads (the pubsub hub, asyncio.to_thread) finishes in real
        # time, later on a busy machine: wait until nothing more reaches this device.
        seen = -1
        while seen != len(self.conn.messages):
            seen = len(self.conn.messages)
            await asyncio.sleep(SETTLE_QUIET_S)
        if self.failures:
            raise AssertionError("a reply to the client failed") from self.failures.pop(0)
        if errors := self.conn.errors():
            raise AssertionError("handler crashed:\n" + errors[-1])

    async def fire(self, control: BaseControl, event: str = "click", data: Any = None) -> None:
        await self.session.dispatch_event(control._i, event, data)
        await self.settle()

    async def type(self, control: BaseControl, text: str) -> None:
        self.session.apply_patch(control._i, {"value": text})
        await self.fire(control, "change", text)

    async def go(self, route: str) -> None:
        self.page.route = route
        await self.page._trigger_event("route_change", {"route": route})
        await self.settle()

    def all(self, cls: type = BaseControl, **attrs: Any) -> list[Any]:
        return [
            c
            for c in walk(self.page)
            if isinstance(c, cls) and all(getattr(c, k, None) == v for k, v in attrs.items())
        ]

    def one(self, cls: type = BaseControl, **attrs: Any) -> Any:
        found = self.all(cls, **attrs)
        assert len(found) == 1, (cls, attrs, len(found))
        return found[0]

    def texts(self) -> list[str]:
        return [t.value for t in self.all(ft.Text) if isinstance(t.value, str)]

    async def saved_file(self, timeout_s: float = 60) -> tuple[str, bytes]:
        """The one file the app has saved on this device; a PDF is made in a worker
        thread, so it is waited for (as long as a busy machine needs)."""
        deadline = asyncio.get_running_loop().time() + timeout_s
        while not self.saved_files and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        [saved] = self.saved_files
        return saved

    async def pick_file(self, picker: ft.FilePicker, name: str, data: bytes) -> None:
        """Pick ``data`` as the file ``name`` in ``picker``, as the browser reports it."""
        file_id = len(self.picked_files)
        self.picked_files[file_id] = data
        files = [{"id": file_id, "name": name, "size": len(data), "path": None}]
        await self.fire(picker, "result", {"files": files})

    def sent_bytes(self) -> int:
        return sum(self.conn.sizes)


def walk(control: BaseControl) -> Iterator[BaseControl]:
    seen: set[int] = set()

    def children(c: BaseControl) -> Iterator[BaseControl]:
        values = [getattr(c, "_b", None)] + [
            getattr(c, f.name, None)
            for f in dataclasses.fields(c)
            if not f.name.startswith("_") or f.name in ("_overlay", "_dialogs")
        ]
        for value in values:
            if isinstance(value, BaseControl):
                yield value
            elif isinstance(value, list | tuple):
                yield from (x for x in value if isinstance(x, BaseControl))

    def visit(c: BaseControl) -> Iterator[BaseControl]:
        if id(c) not in seen:
            seen.add(id(c))
            yield c
            for child in children(c):
                yield from visit(child)

    yield from visit(control)


def label_of(control: BaseControl) -> str:
    """The text a person reads on a button, tile or chip (a label built of controls reads
    as the texts in it)."""
    for attribute in ("content", "label", "title", "text", "value", "tooltip"):
        value = getattr(control, attribute, None)
        if isinstance(value, str):
            return value
        if isinstance(value, ft.Text) and isinstance(value.value, str):
            return value.value
        if attribute == "label" and isinstance(value, BaseControl):
            return " ".join(t.value for t in walk(value) if isinstance(t, ft.Text) and t.value)
    return ""


def find(client: FakeClient, cls: type, text: str) -> Any:
    """The one control of type ``cls`` whose label contains ``text``."""
    found = [c for c in client.all(cls) if text in label_of(c)]
    assert len(found) == 1, (
        f"{len(found)} {cls.__name__} labelled {text!r}: {[label_of(c) for c in client.all(cls)]}"
    )
    return found[0]


@dataclasses.dataclass(frozen=True)
class Change:
    """One operation of a patch sent to the device: ``what`` (a control, or a value such
    as a border inside one) gets ``value`` for its property (or list position) ``key``."""

    what: Any
    key: Any
    operation: Operation
    value: Any


def changes(client: FakeClient, message: Message) -> list[Change]:
    """The operations of a patch message, each resolved to the object it changes on the
    server's side (the paths of a patch lead from the control it is sent for, through
    fields and list positions)."""
    if message.action != MessageAction.PATCH_CONTROL:
        return []
    tree, *operations = message.body.patch
    root = client.session.index[message.body.id]
    nodes: dict[int, Any] = {}

    def place(node: list[Any], value: Any) -> None:
        nodes[node[0]] = value
        for key, child in (node[1] if len(node) > 1 else {}).items():
            place(child, value[key] if isinstance(key, int) else getattr(value, key))

    place(tree, root)
    return [
        # A patch joined from several goes with Flet's operations, one sent alone as they
        # were encoded for the wire (their numbers): both are the same operation.
        Change(nodes[operation[1]], operation[2], Operation(operation[0]), operation[-1])
        for operation in operations
    ]
