"""What a phone sends over the websocket costs the server a bounded amount: a frame too
large for any browser is refused before it is read, garbage gets a close code and one
warning, a flood of property patches is cut off while another device is still answered,
a registration cannot set the page's private fields, a device that leaves before
registering leaves nothing running, and one that leaves as its first screen is made leaves
no error in the log."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from bench.bench_wire import flood_patches
from bench.measure import rss_mib, settled_rss_mib
from tests.e2e.conftest import Server
from tests.wire.conftest import start_server
from tests.wire.device import (
    CONTROL_EVENT,
    INVOKE_METHOD,
    PAGE_ID,
    PHONE_ADDRESS,
    REGISTER_CLIENT,
    SESSION_CRASHED,
    TIMEOUT_S,
    UPDATE_CONTROL_PROPS,
    WireDevice,
    answer_to,
    big_frame,
    decode,
    encode,
)
from ui.server import SHUTDOWN_GRACE_S

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
FAREWELL = "This device sent too much at once, so it was disconnected. Reload the page to carry on."
# How much more memory the server may hold while refusing the big frame (it took 1.2 GB).
BIG_FRAME_RSS_MIB = 32
# How long another device's tap may take while a device floods (it took up to 3 s).
TAP_WHILE_FLOODED_S = 1.0
POLICY_VIOLATION = 1008
UNSUPPORTED_DATA = 1003
MESSAGE_TOO_BIG = 1009
WARNING = "WARNING ui.web.frames: "
# How many devices leave as their sessions begin, and what the server logs for each.
LEAVINGS = 5
ENDED_AS_IT_BEGAN = "Session handler terminated"
# How long the server is given to ask a beginning session's device everything.
QUIET_S = 0.5


@pytest.fixture(scope="module")
def server(data_dir: Path) -> Iterator[Any]:
    running, _ = start_server(data_dir, lambda store: None)
    yield running
    running.stop()


class Log:
    """The server's log from a mark on."""

    def __init__(self, server: Any) -> None:
        self.path = server.data_dir / "server.log"
        self.mark = self.path.stat().st_size

    def text(self) -> str:
        with self.path.open("rb") as log:
            log.seek(self.mark)
            return log.read().decode()

    async def wait(self, text: str) -> str:
        """The log from the mark, once ``text`` is in it."""
        async with asyncio.timeout(TIMEOUT_S):
            while text not in self.text():
                await asyncio.sleep(0.02)
        return self.text()


async def connected(port: int) -> Any:
    return await websockets.connect(
        f"ws://127.0.0.1:{port}/ws", local_addr=(PHONE_ADDRESS, 0), max_size=None
    )


async def close_code(socket: Any) -> int | None:
    """The code the server closes ``socket`` with (the test fails if it does not)."""
    async with asyncio.timeout(TIMEOUT_S):
        try:
            while True:
                await socket.recv()
        except websockets.ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd is not None else None


async def closed_with(device: WireDevice) -> int | None:
    """The code the server closed ``device``'s connection with, once it is closed."""
    async with asyncio.timeout(TIMEOUT_S):
        await device._socket.wait_closed()
    code: int | None = device._socket.close_code
    return code


async def test_a_frame_larger_than_a_browser_sends_is_refused_before_it_is_read(server) -> None:
    first = WireDevice(server.port, storage=dict(ENGLISH))
    await first.open("/")
    await first.wait_text("Join a table")
    await first.close()
    before = await asyncio.to_thread(settled_rss_mib, server.process.pid)
    log = Log(server)
    socket = await connected(server.port)
    sending = asyncio.create_task(socket.send(big_frame()))
    closing = asyncio.create_task(close_code(socket))
    peak = before
    while not closing.done():
        peak = max(peak, rss_mib(server.process.pid))
        await asyncio.sleep(0.002)
    await asyncio.gather(sending, return_exceptions=True)
    assert await closing == MESSAGE_TOO_BIG
    assert peak - before < BIG_FRAME_RSS_MIB
    said = await log.wait(WARNING)
    assert said.count("\n") == 1 and said.startswith(WARNING), said
    assert "sent a frame larger than" in said, said


async def test_a_device_closing_as_message_too_big_is_logged_as_its_own_close(server) -> None:
    log = Log(server)
    socket = await connected(server.port)
    await socket.close(MESSAGE_TOO_BIG)
    said = await log.wait(WARNING)
    assert said.count("\n") == 1, said
    assert f"a device ({PHONE_ADDRESS}) closed its connection" in said, said
    assert "sent a frame larger" not in said, said


GARBAGE = {
    "truncated": (b"\x00\x92\x01", POLICY_VIOLATION),
    "unknown kind": (b"\x07garbage", UNSUPPORTED_DATA),
    "text": ("garbage", UNSUPPORTED_DATA),
    "empty": (b"", UNSUPPORTED_DATA),
    "event first": (
        encode(CONTROL_EVENT, {"target": PAGE_ID, "name": "click", "data": None}),
        POLICY_VIOLATION,
    ),
    "registration of another shape": (encode(REGISTER_CLIENT, {"page": []}), POLICY_VIOLATION),
    "too many arrays": (b"\x00\xdc\x00\xc8" + b"\x91\x90" * 200, POLICY_VIOLATION),
    "too long an array": (b"\x00\xdd\x00\x10\x00\x00" + b"\xc0" * 16, POLICY_VIOLATION),
}


@pytest.mark.parametrize("kind", GARBAGE)
async def test_garbage_before_registering_is_closed_with_a_code_and_one_warning(
    server, kind: str
) -> None:
    frame, code = GARBAGE[kind]
    log = Log(server)
    socket = await connected(server.port)
    await socket.send(frame)
    assert await close_code(socket) == code
    said = await log.wait(WARNING)
    assert said.count("\n") == 1 and said.startswith(WARNING), said


async def test_garbage_after_registering_is_closed_without_a_traceback(server) -> None:
    phone = WireDevice(server.port, storage=dict(ENGLISH))
    await phone.open("/")
    await phone.wait_text("Join a table")
    log = Log(server)
    await phone.send(UPDATE_CONTROL_PROPS, {"id": [PAGE_ID], "props": {}})
    await phone.wait_closed()
    assert await closed_with(phone) == POLICY_VIOLATION
    said = await log.wait(WARNING)
    assert said.count("\n") == 1 and said.startswith(WARNING), said


async def test_an_answer_for_a_control_the_session_lacks_is_dropped(server) -> None:
    phone = WireDevice(server.port, storage=dict(ENGLISH))
    await phone.open("/")
    await phone.wait_text("Join a table")
    log = Log(server)
    answer = {"control_id": 999_999, "call_id": "x", "result": None, "error": None}
    mark = len(phone.frames)
    await phone.send(INVOKE_METHOD, answer)
    await phone.fire(phone.find("Settings", "IconButton"))
    assert await phone.answered("Settings", mark), "the connection was closed"
    assert "Traceback" not in log.text()
    await phone.close()


@pytest.mark.parametrize("connection", ["first", "reconnected"])
async def test_a_flood_of_patches_is_cut_off_and_another_device_is_still_answered(
    server, connection: str
) -> None:
    player = WireDevice(server.port, storage=dict(ENGLISH))
    await player.open("/")
    await player.wait_text("Join a table")
    flooder = WireDevice(server.port, source="127.0.0.3", storage=dict(ENGLISH))
    await flooder.open("/join")
    await flooder.wait_text("Join")
    if connection == "reconnected":
        flooder = await flooder.reconnected()
        await flooder.go("/join")
        await flooder.wait_text("Join")
    mark = len(flooder.frames)
    log = Log(server)

    flooding = asyncio.create_task(
        flood_patches(flooder, flooder.find("Join code", "TextField"), asyncio.Event())
    )
    taps: list[float] = []
    while not flooding.done() or not taps:
        start, seen = time.perf_counter(), len(player.frames)
        await player.fire(player.find("Settings", "IconButton"))
        await player.wait_text("Settings", seen)
        taps.append(time.perf_counter() - start)
        seen = len(player.frames)
        await player.go("/")
        await player.wait_text("Join a table", seen)
    await flooding

    crashed = await flooder.wait(lambda frame: frame[0] == SESSION_CRASHED, mark)
    assert crashed[1]["message"] == FAREWELL
    assert await closed_with(flooder) == POLICY_VIOLATION
    assert max(taps) < TAP_WHILE_FLOODED_S, taps
    assert "kept sending too much: its connection is closed" in await log.wait(WARNING)
    await player.close()


@pytest.mark.parametrize("private", [{"_Page__session": None}, {"_i": 7}], ids=repr)
async def test_a_registration_cannot_set_the_pages_private_fields(server, private) -> None:
    log = Log(server)
    phone = WireDevice(server.port, storage=dict(ENGLISH))
    await phone.open("/", **private)
    assert await phone.answered("Join a table"), "the session broke"
    mark = len(phone.frames)
    await phone.fire(phone.find("Settings", "IconButton"))
    assert await phone.answered("Settings", mark), "the session broke"
    said = await log.wait(WARNING)
    assert "Traceback" not in said and "ERROR" not in said, said
    await phone.close()


async def test_devices_that_leave_before_registering_leave_nothing_running(server) -> None:
    for _ in range(3):
        socket = await connected(server.port)
        await socket.close()
    socket = await connected(server.port)
    await socket.send(b"\x00\x92\x01")
    await close_code(socket)
    started = time.monotonic()
    server.stop()
    stopped_in = time.monotonic() - started
    said = (server.data_dir / "server.log").read_text()
    server.start()
    assert "timeout graceful shutdown exceeded" not in said, said
    assert stopped_in < SHUTDOWN_GRACE_S


async def calls_until_quiet(socket: Any) -> list[dict[str, Any]]:
    """The method calls the server sends a device until it has waited a while for their
    answers."""
    calls = []
    while True:
        try:
            async with asyncio.timeout(QUIET_S):
                data = await socket.recv()
        except TimeoutError:
            return calls
        frame = decode(data)
        if frame[0] == INVOKE_METHOD:
            calls.append(frame[1])


async def test_a_device_that_leaves_as_its_first_screen_is_made_logs_no_error(
    tmp_path: Path,
) -> None:
    """The device answers what the server asks as a session begins and leaves in the same
    breath, so that the server makes the first screen for a device already gone."""
    server = Server(tmp_path, "--lan", "--host", "127.0.0.1", "--log-level", "INFO")
    server.start()
    try:
        log = Log(server)
        for _ in range(LEAVINGS):
            socket = await connected(server.port)
            page = {"route": "/", "web": True, "width": 390, "height": 844}
            register = {"session_id": "", "page_name": "", "page": page}
            await socket.send(encode(REGISTER_CLIENT, register))
            calls = await calls_until_quiet(socket)
            assert calls, "the server asked the device nothing as its session began"
            for call in calls:
                socket.protocol.send_binary(encode(INVOKE_METHOD, answer_to(call, dict(ENGLISH))))
            socket.protocol.send_close()
            socket.transport.write(b"".join(socket.protocol.data_to_send()))
            await close_code(socket)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(TIMEOUT_S):
                while log.text().count(ENDED_AS_IT_BEGAN) < LEAVINGS and "ERROR" not in log.text():
                    await asyncio.sleep(0.02)
        said = log.text()
        assert "Traceback" not in said and "ERROR" not in said, said
        assert said.count(ENDED_AS_IT_BEGAN) == LEAVINGS, "a session went on for a device gone"
    finally:
        server.stop()
