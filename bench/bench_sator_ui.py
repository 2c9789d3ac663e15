"""SATOR screens: a button press on the shared tablet (the rules, the write to the
database, the redraw and the diff sent), what another device receives for it, and the
printed aid."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub

from bench.bench_ui import answered_in
from bench.measure import report, report_latency, timings_ms
from sheets.core.log import Game
from sheets.pdf.sator import aid_pdf
from sheets.sator import RULES
from storage import SeatInfo, open_store
from tests.sator.helpers import prepared, setup
from tests.ui.harness import FakeClient, label_of, walk
from ui.sator.actions_panel import ActionsPanel
from ui.server import app_main, make_services

PRESSES = 60


def bench_button_press() -> None:
    """One device at the table: the press is the rules, the write and the redraw."""
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_presses(Path(folder), devices=1))


def bench_other_device() -> None:
    """Two devices: the press also redraws the other one, and what it receives is counted."""
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_presses(Path(folder), devices=2))


async def _presses(folder: Path, devices: int) -> None:
    store = open_store(data_dir=folder)
    services = make_services(store)
    services.memory.freeze_start_up()
    game = prepared(Game(RULES, setup(4, seed=21)))
    game_id = store.create_game(
        kind="sator", setup=game.setup, seats=[SeatInfo(name=s.name) for s in game.setup.seats]
    )
    for position, action in enumerate(game.actions):
        store.append_action(game_id=game_id, action=action, position=position)
    hub = PubSubHub(loop=asyncio.get_running_loop())
    clients = [FakeClient(hub, route=f"/game/{game_id}") for _ in range(devices)]
    for client in clients:
        client.browser_storage["table-companion.language"] = "en"
        await client.start(app_main(services), services.peers.record)
    tablet, others = clients[0], clients[1:]
    first_render = [other.sent_bytes() for other in others]
    undo = tablet.one(ft.IconButton, tooltip="Undo")
    presses, undos, received = [], [], []
    for _ in range(PRESSES):
        button = next(
            control
            for control in walk(tablet.one(ActionsPanel))
            if isinstance(control, ft.FilledButton) and "Next step" in label_of(control)
        )
        before = [other.sent_bytes() for other in others]
        presses.append(await _timed(tablet, tablet.fire(button)))
        for other, sent in zip(others, before, strict=True):
            await other.settle()
            received.append(other.sent_bytes() - sent)
        undos.append(await _timed(tablet, tablet.fire(undo)))
        for other in others:
            await other.settle()
    prefix = "sat_ui.press" if devices == 1 else f"sat_ui.press_{devices}_devices"
    report_latency(f"{prefix}.next_step", presses)
    report_latency(f"{prefix}.undo", undos)
    if others:
        report("sat_ui.other_device.first_render", first_render[0], "bytes")
        report("sat_ui.other_device.per_press.median", statistics.median(received), "bytes")
    store.close()


async def _timed(device: FakeClient, press: Awaitable[None]) -> float:
    sent = len(device.conn.sent_at)
    start = time.perf_counter_ns()
    await press
    return answered_in(device, sent, start)


def bench_aid_pdf() -> None:
    game = setup(4, seed=21)
    report_latency(
        "sat_ui.aid_pdf_blank", timings_ms(lambda: aid_pdf(language="cs", paper="a4"), repeat=10)
    )
    report_latency(
        "sat_ui.aid_pdf_game",
        timings_ms(lambda: aid_pdf(language="en", paper="a4", setup=game), repeat=10),
    )


BENCHMARKS = [bench_button_press, bench_other_device, bench_aid_pdf]
