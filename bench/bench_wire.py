"""What a device can cost the server by what it sends over the websocket: the server's
memory for one big frame sent before registering, and another device's taps while a
device floods the server with property patches.

A real server process (``main.py --lan`` on 127.0.0.1) and devices speaking Flet's
protocol over websockets (``tests/wire/device.py``), the attacking ones from a phone's
address.
"""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
import time
from pathlib import Path

import websockets
from websockets.protocol import State

from bench.bench_flood import ENGLISH, _tap_ms
from bench.measure import report, report_latency, rss_mib, settled_rss_mib
from tests.wire.conftest import start_server
from tests.wire.device import PHONE_ADDRESS, UPDATE_CONTROL_PROPS, WireDevice, big_frame, encode

# The props flood: a burst of patches every few milliseconds, for a while.
BURST = 500
EVERY_S = 0.020
FLOOD_S = 10.0
VALUE_CHARS = 4000
# The most the flooder leaves unread by the server before it skips a burst.
UNREAD_BYTES = 8 * 1024 * 1024


async def _first_device(port: int) -> None:
    """A first device opened and closed: what the server prepares once is there."""
    device = WireDevice(port, storage=dict(ENGLISH))
    await device.open("/")
    await device.wait_text("Join a table")
    await device.close()


async def peak_rss_growth_mib(pid: int, port: int, before: float) -> float:
    """How much more resident memory process ``pid`` had at most while it was sent the big
    frame than ``before``, in MiB (sampled every few milliseconds)."""
    peak = before
    sending = asyncio.create_task(_send_big_frame(port))
    while not sending.done():
        peak = max(peak, rss_mib(pid))
        await asyncio.sleep(0.002)
    await sending
    return peak - before


async def _send_big_frame(port: int) -> None:
    """The big frame from a phone that never registers; the connection is left when the
    server closes it or after a while."""
    async with websockets.connect(
        f"ws://127.0.0.1:{port}/ws", local_addr=(PHONE_ADDRESS, 0), max_size=None
    ) as socket:
        await socket.send(big_frame())
        with contextlib.suppress(websockets.ConnectionClosed, TimeoutError):
            async with asyncio.timeout(10):
                await socket.recv()


def bench_big_frame() -> None:
    with tempfile.TemporaryDirectory() as folder:
        server, _ = start_server(Path(folder), lambda store: None)
        try:
            assert server.process is not None
            asyncio.run(_first_device(server.port))
            before = settled_rss_mib(server.process.pid)
            growth = asyncio.run(peak_rss_growth_mib(server.process.pid, server.port, before))
            report(
                "wire.big_frame_rss_growth",
                growth,
                "MiB",
                goal=16,
                measures="the server's peak resident memory over its memory before one "
                "16 MiB frame (an array of empty maps) from a phone that never registered",
            )
        finally:
            server.stop()


async def _flood_props(port: int, stop: asyncio.Event, cut_off: list[int]) -> None:
    """Bursts of patches of the join code's value, reconnecting when cut off."""
    while not stop.is_set():
        flooder = WireDevice(port, source="127.0.0.3", storage=dict(ENGLISH))
        await flooder.open("/join")
        await flooder.wait_text("Join")
        await flood_patches(flooder, flooder.find("Join code", "TextField"), stop)
        if flooder.closed:
            cut_off.append(1)
        await flooder.close()


async def flood_patches(flooder: WireDevice, field: int, stop: asyncio.Event) -> None:
    """Bursts of patches of ``field``'s value until ``stop`` or the server closes the
    connection. A burst is framed once and written whole each time (framing it anew would
    cost this process more than the server), skipped while the server has not read the
    ones before."""
    frame = encode(UPDATE_CONTROL_PROPS, {"id": field, "props": {"value": "A" * VALUE_CHARS}})
    connection = flooder._socket
    for _ in range(BURST):
        connection.protocol.send_binary(frame)
    burst = b"".join(connection.protocol.data_to_send())
    while not stop.is_set() and connection.protocol.state is State.OPEN:
        if connection.transport.get_write_buffer_size() < UNREAD_BYTES:
            connection.transport.write(burst)
        await asyncio.sleep(EVERY_S)


async def _measure_props_flood(port: int) -> None:
    player = WireDevice(port, storage=dict(ENGLISH))
    await player.open("/")
    await player.wait_text("Join a table")
    quiet = [await _tap_ms(player) for _ in range(15)]
    stop, cut_off = asyncio.Event(), list[int]()
    flooding = asyncio.create_task(_flood_props(port, stop, cut_off))
    flooded = []
    began = time.monotonic()
    while time.monotonic() - began < FLOOD_S:
        flooded.append(await _tap_ms(player))
    stop.set()
    await flooding
    await player.close()
    measures = "a tap on the home screen until its screen arrives, over the websocket"
    report_latency("wire.tap_quiet", quiet, measures=measures)
    report_latency(
        "wire.tap_while_another_device_floods_patches",
        flooded,
        goal_p95=250,
        measures=f"{measures}, while another device sends {BURST} patches of a "
        f"{VALUE_CHARS}-character value every {EVERY_S * 1000:.0f} ms for {FLOOD_S:.0f} s",
    )
    report(
        "wire.patch_flooders_cut_off",
        len(cut_off),
        "connections",
        measures="flooding connections the server closed",
    )


def bench_props_flood() -> None:
    with tempfile.TemporaryDirectory() as folder:
        server, _ = start_server(Path(folder), lambda store: None)
        try:
            asyncio.run(_measure_props_flood(server.port))
        finally:
            server.stop()


BENCHMARKS = [bench_big_frame, bench_props_flood]
