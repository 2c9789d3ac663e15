"""The Big Book of Madness screens: one step of a turn on the tablet (apply, persist,
redraw the parts that changed, tell the other devices), what a phone following the table
is sent for it and how long it takes to catch up, opening the table screen, and the
printed aid.

The screens run in the headless harness of the UI tests (a real Flet session over a fake
connection, messages encoded as for a browser), on a SQLite store in a temporary folder.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub

from bench.measure import (
    CHANGE_LAYERS,
    Stopwatch,
    change_layers,
    change_watched,
    percentile,
    report,
    report_latency,
    report_layers,
    timings_ms,
)
from sheets.big_book_of_madness.actions import NextStep, StartGame
from sheets.core.authority import HOST
from sheets.games import get_game
from sheets.pdf.big_book_of_madness import aid_pdf
from storage import SeatInfo, open_store
from tests.big_book_of_madness.helpers import catalogue, setup
from tests.big_book_of_madness.play import example_setup
from tests.random_play import play_random
from tests.ui.harness import FakeClient
from tests.ui.helpers import dialogs
from ui.app import DeviceSession
from ui.big_book_of_madness.table_screen import TableScreen
from ui.screen_book import app_screens
from ui.server import make_services
from ui.services import Services, table_topic

STEPS = 120


def _new_game(services: Services, players: int = 4) -> str:
    game_setup = setup(players, house_rules=catalogue())
    game_id: str = services.store.create_game(
        kind="big_book_of_madness",
        setup=game_setup,
        seats=[SeatInfo(name=p.name, profile_id=None) for p in game_setup.players],
    )
    services.tables.act(game_id, StartGame(seat=0), HOST)
    return game_id


async def _device(
    services: Services, hub: PubSubHub, route: str, width: int, height: int
) -> tuple[FakeClient, DeviceSession]:
    client = FakeClient(hub, width=width, height=height, route=route)
    client.browser_storage["table-companion.language"] = "cs"
    services.peers.record(client.page)
    session = DeviceSession(client.page, services, app_screens())

    async def main(page: object) -> None:
        await session.start()

    await client.start(main)
    return client, session


def _screen(session: DeviceSession) -> TableScreen:
    screen = session.screen
    assert isinstance(screen, TableScreen), screen
    return screen


async def _steps() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(data_dir=Path(folder))
        services = make_services(store)
        services.memory.freeze_start_up()
        hub = PubSubHub(loop=asyncio.get_running_loop())
        game_id = _new_game(services)
        route = f"/game/{game_id}"
        tablet, session = await _device(services, hub, route, 1024, 768)
        report(
            "bbm_ui.sent_opening_the_table_on_the_tablet",
            tablet.sent_bytes() / 1024,
            "KiB",
            goal=20,
            measures="The Big Book of Madness: what the tablet is sent to open the table",
        )
        opened, opened_cpu = [], []
        for _ in range(10):
            await tablet.go("/")
            cpu = time.thread_time()
            start = time.perf_counter()
            await tablet.go(route)
            opened.append((time.perf_counter() - start) * 1000)
            opened_cpu.append((time.thread_time() - cpu) * 1000)
        report_latency(
            "bbm_ui.open_table_screen",
            opened,
            goal_p95=50,
            measures="The Big Book of Madness: opening the table screen on the tablet, "
            "on the server",
        )
        report_latency(
            "bbm_ui.open_table_screen.cpu",
            opened_cpu,
            measures="The Big Book of Madness: the server's CPU time for opening the table "
            "screen on the tablet (the load of other work changes it little)",
        )
        game_id, alone = await _play(services, session, tablet, game_id, None)
        report_latency("bbm_ui.next_step_one_device", alone.handler)
        phone, _ = await _device(services, hub, f"/game/{game_id}", 390, 844)
        stopwatch = Stopwatch()
        with stopwatch.watching(*_layers(services, session)):
            game_id, both = await _play(services, session, tablet, game_id, phone, stopwatch)
        report_latency(
            "bbm_ui.next_step_tablet_and_a_phone",
            both.reached,
            goal_p95=10,
            measures="The Big Book of Madness: next step tapped on the tablet until the last "
            "update is sent, to the tablet and to a phone following the table",
        )
        report_latency(
            "bbm_ui.next_step_tablet_and_a_phone.handler",
            both.handler,
            measures="The Big Book of Madness: the tablet's handler of next step alone "
            "(rules, storage, its redraw), as measured before",
        )
        report_latency(
            "bbm_ui.next_step_tablet_and_a_phone.cpu",
            both.cpu,
            measures="The Big Book of Madness: the server's CPU time for next step on the "
            "tablet and the phone's redraw (the load of other work changes it little)",
        )
        _report_layers(stopwatch, both)
        sent = both.sent
        report("bbm_ui.sent_to_phone_per_step.mean", statistics.mean(sent) / 1024, "KiB")
        report("bbm_ui.sent_to_phone_per_step.max", max(sent) / 1024, "KiB")
        hub.send_all_on_topic(table_topic(game_id), game_id)
        store.close()


def _layers(
    services: Services, tablet: DeviceSession
) -> tuple[tuple[object, str, str | Callable[[TableScreen], str]], ...]:
    """The functions a step's time is counted in: the table's change (the storage's write
    and the rest of it), and each device's redraw (its view, then the patch)."""

    def device(screen: TableScreen) -> str:
        return "tablet" if screen.session is tablet else "phone"

    return (
        *change_watched(services),
        (TableScreen, "_show_all", lambda screen: f"{device(screen)}_view"),
        (TableScreen, "refresh", lambda screen: f"{device(screen)}_redraw"),
    )


def _report_layers(stopwatch: Stopwatch, steps: Steps) -> None:
    """Where a step's time goes, from the tap until the last device is sent its update:
    the median over the steps of each layer's milliseconds, and over the slowest
    twentieth of the steps (those the 95th percentile is made of)."""
    every, slowest = [], []
    slow = percentile(steps.reached, 0.95)
    for spent, reached in zip(stopwatch.steps, steps.reached, strict=True):
        parts = change_layers(spent) | {
            "tablet_view": spent["tablet_view"],
            "tablet_patch": spent["tablet_redraw"] - spent["tablet_view"],
            "phone_view": spent["phone_view"],
            "phone_patch": spent["phone_redraw"] - spent["phone_view"],
        }
        parts["rest"] = reached - sum(parts.values())
        every.append(parts)
        if reached >= slow:
            slowest.append(parts)
    prefix = "bbm_ui.next_step_tablet_and_a_phone"
    what = "The Big Book of Madness: next step, tablet and a phone"
    report_layers(prefix, every, LAYER_WORDS, f"{what}, median per step")
    report_layers(
        prefix,
        slowest,
        LAYER_WORDS,
        f"{what}, median over the slowest twentieth of the steps",
        suffix=".slowest",
    )


LAYER_WORDS = CHANGE_LAYERS | {
    "view": "the device's screen brought up to date with the table",
    "patch": "the device's patch of what changed: Flet's diff, encoded, sent",
    "rest": "the rest: the handler, the alert, the message at the bottom, the pubsub (less than "
    "nothing when the last message left before the redraws' bookkeeping ended)",
}


@dataclass
class Steps:
    """Per step: the tablet's handler, tap until the last device was sent its update, the
    server's CPU time for it all, and the bytes sent to the phone (milliseconds, bytes)."""

    handler: list[float] = field(default_factory=list)
    reached: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    sent: list[int] = field(default_factory=list)


def _clocked(client: FakeClient) -> list[float]:
    """The times at which ``client`` is sent a message, from now on."""
    times: list[float] = []
    send = client.conn.send_message

    def sending(message: Any) -> None:
        times.append(time.perf_counter())
        send(message)

    client.conn.send_message = sending  # type: ignore[method-assign]
    return times


async def _play(
    services: Services,
    session: DeviceSession,
    tablet: FakeClient,
    game_id: str,
    phone: FakeClient | None,
    stopwatch: Stopwatch | None = None,
) -> tuple[str, Steps]:
    """``STEPS`` presses of "next step" on the tablet (a new game whenever one ends); a
    ``stopwatch`` ends a lap with each step."""
    screen = _screen(session)
    steps = Steps()
    devices = [tablet] if phone is None else [tablet, phone]
    sent_at = [_clocked(device) for device in devices]
    for _ in range(STEPS):
        if services.tables.open(game_id).state.result is not None:
            game_id = _new_game(services)
            for device in devices:
                await device.go(f"/game/{game_id}")
            screen = _screen(session)
        if stopwatch is not None:
            # A new game opened, an alert closed: not the step's.
            stopwatch.forget()
        before = phone.sent_bytes() if phone else 0
        for times in sent_at:
            times.clear()
        cpu = time.thread_time()
        start = time.perf_counter()
        screen.commit(NextStep(seat=0))
        steps.handler.append((time.perf_counter() - start) * 1000)
        for device in devices:
            await device.settle()
        steps.cpu.append((time.thread_time() - cpu) * 1000)
        steps.reached.append((max(max(times, default=start) for times in sent_at) - start) * 1000)
        if phone is not None:
            steps.sent.append(phone.sent_bytes() - before)
        if stopwatch is not None:
            stopwatch.lap()
        await _read_alert(tablet)
    return game_id, steps


async def _read_alert(tablet: FakeClient) -> None:
    """Close the alert the step put up, as the table does before its next tap: the alert
    covers the screen, so nothing behind it is tapped while it is open. Its button closes
    it, and the device reports it gone once its closing animation has ended."""
    for shown in dialogs(tablet):
        if isinstance(shown, ft.AlertDialog) and shown.open:
            [ok] = shown.actions
            await tablet.fire(ok)
            await tablet.fire(shown, "dismiss")


def bench_table_steps() -> None:
    asyncio.run(_steps())


def bench_aid_pdf() -> None:
    blank = timings_ms(lambda: aid_pdf(language="cs"), repeat=20, warmup=2)
    report_latency("bbm_ui.aid_pdf_blank", blank)
    game = play_random(
        get_game("big_book_of_madness"), example_setup(5, 2026, difficulty="III"), random.Random(5)
    )
    filled = timings_ms(lambda: aid_pdf(language="cs", state=game.state), repeat=20, warmup=2)
    report_latency("bbm_ui.aid_pdf_finished_game", filled)


BENCHMARKS = [bench_table_steps, bench_aid_pdf]
