"""One device floods the server while another taps: the tap's answer time, quiet and
during the flood, and a page request from a third client during the flood.

A real server process (``main.py --lan`` on 127.0.0.1) and devices speaking Flet's
protocol over websockets (``tests/wire/device.py``). The flooding device sends bursts of
600 navigations at once (as in a probe that once stalled every other client for
minutes), reconnecting each time the server cuts it off, for as long as the taps last.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
import urllib.request
from pathlib import Path

from bench.measure import report, report_latency
from tests.wire.conftest import start_server
from tests.wire.device import WireDevice, flood_navigation

TAPS = 15
BURST = 600
ENGLISH = {"table-companion.language": "en"}


async def _tap_ms(player: WireDevice) -> float:
    """Settings tapped on the home screen, until the settings screen arrives (and back)."""
    mark = len(player.frames)
    start = time.perf_counter()
    await player.fire(player.find("Players and statistics", "IconButton"))
    await player.wait_text("Players", mark)
    elapsed = (time.perf_counter() - start) * 1000
    mark = len(player.frames)
    await player.go("/")
    await player.wait_text("Join a table", mark)
    return elapsed


async def _flood(port: int, stop: asyncio.Event, cut_off: list[int]) -> None:
    while not stop.is_set():
        flooder = WireDevice(port, source="127.0.0.3", storage=dict(ENGLISH))
        await flooder.open("/")
        await flooder.wait_text("Join a table")
        await flood_navigation(flooder, BURST)
        done = asyncio.create_task(flooder.wait_closed())
        await asyncio.wait(
            [done, asyncio.create_task(stop.wait())],
            timeout=60,
            return_when=asyncio.FIRST_COMPLETED,
        )
        if flooder.closed:
            cut_off.append(1)
        await flooder.close()


def _page_ms(port: int) -> float:
    start = time.perf_counter()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=600) as answer:
        answer.read()
    return (time.perf_counter() - start) * 1000


async def _measure(port: int) -> None:
    player = WireDevice(port, storage=dict(ENGLISH))
    await player.open("/")
    await player.wait_text("Join a table")
    quiet = [await _tap_ms(player) for _ in range(TAPS)]
    page_quiet = await asyncio.to_thread(_page_ms, port)
    stop, cut_off = asyncio.Event(), list[int]()
    flooding = asyncio.create_task(_flood(port, stop, cut_off))
    flooded = [await _tap_ms(player) for _ in range(TAPS)]
    page_flooded = await asyncio.to_thread(_page_ms, port)
    stop.set()
    await flooding
    await player.close()
    measures = "a tap on the home screen until its screen arrives, over the websocket"
    report_latency("flood.tap_quiet", quiet, measures=measures)
    report_latency(
        "flood.tap_while_another_device_floods",
        flooded,
        measures=f"{measures}, while another device sends bursts of {BURST} navigations",
    )
    report("flood.page_request_quiet", page_quiet, "ms", measures="GET / by a third client")
    report(
        "flood.page_request_while_flooded",
        page_flooded,
        "ms",
        measures="GET / by a third client during the flood",
    )
    report(
        "flood.flooding_connections_cut_off",
        len(cut_off),
        "connections",
        measures="bursts after which the server closed the flooding connection",
    )


def bench_flood() -> None:
    with tempfile.TemporaryDirectory() as folder:
        server, _ = start_server(Path(folder), lambda store: None)
        try:
            asyncio.run(_measure(server.port))
        finally:
            server.stop()


BENCHMARKS = [bench_flood]
