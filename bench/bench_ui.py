"""The Paper Dungeons screen: server time per sheet action, bytes sent to the device, and
the time from starting the server to a sheet in Chromium."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import flet as ft

from bench.measure import chromium, percentile, report, report_latency, skip
from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import LevelUp, RollDice
from storage import SeatInfo, open_store
from tests.paper_dungeons.play import example_setup
from tests.ui.harness import FakeClient
from ui.paper_dungeons.dice_tray import SPIN_MS, DiceTray
from ui.server import app_main, make_services
from ui.services import table_topic

if TYPE_CHECKING:
    from playwright.sync_api import Page

ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
SAMPLES = 40


async def _sheet_actions(data_dir: Path) -> None:
    store = open_store(data_dir=data_dir)
    services = make_services(store)
    services.memory.freeze_start_up()
    setup = example_setup(1, 11)
    game_id = store.create_game(kind="paper_dungeons", setup=setup, seats=[SeatInfo(name="Ann")])
    services.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    client = FakeClient(width=1024, height=768, route=f"/game/{game_id}")
    client.browser_storage["table-companion.language"] = "en"
    await client.start(app_main(services), services.peers.record)
    whole_screen = client.sent_bytes()
    tray = client.one(DiceTray)
    cleric = client.one(ft.Container, tooltip="Cleric, level 2")
    timings, sizes, rules_and_storage = [], [], []
    for _ in range(SAMPLES):
        await client.fire(tray.faces[2])  # the clover
        sent = len(client.conn.sizes)
        start = time.perf_counter_ns()
        await client.fire(cleric)
        timings.append((time.perf_counter_ns() - start) / 1e6)
        sizes.append(sum(client.conn.sizes[sent:]))
        await _elsewhere(client, lambda: services.tables.undo(game_id, None, HOST), game_id)
        # The same action again without a screen: the rules and the storage alone.
        start = time.perf_counter_ns()
        services.tables.act(game_id, LevelUp(seat=0, die=2, hero="cleric"), HOST)
        rules_and_storage.append((time.perf_counter_ns() - start) / 1e6)
        await _elsewhere(client, lambda: services.tables.undo(game_id, None, HOST), game_id)
    report_latency(
        "ui.sheet_action",
        timings,
        goal_p95=5,
        measures="Paper Dungeons: a box marked on the tablet, on the server: handler, "
        "rules, storage, view and the diff sent",
    )
    report_latency(
        "ui.sheet_action.rules_and_storage",
        rules_and_storage,
        measures="of a marked box: the rules and the storage alone (the commit waits for the "
        "disk, as SQLite's synchronous=FULL asks)",
    )
    report(
        "ui.sheet_action.screen.p50",
        statistics.median(timings) - statistics.median(rules_and_storage),
        "ms",
        measures="of a marked box: the handler, the view and the diff, without rules and storage",
    )
    marked_box = percentile(sizes, 0.5)
    report(
        "ui.bytes_per_marked_box.p50",
        marked_box,
        "bytes",
        goal=1024,
        measures="Paper Dungeons: what the tablet is sent for one marked box",
    )
    report(
        "ui.bytes_whole_sheet_screen",
        whole_screen,
        "bytes",
        measures="Paper Dungeons: what the tablet is sent to open the sheet screen",
    )
    report(
        "ui.bytes_per_marked_box.share_of_sheet_screen",
        100 * marked_box / whole_screen,
        "%",
        goal=5,
        measures="the marked box's bytes over the whole sheet screen's",
    )

    await _elsewhere(client, lambda: services.tables.undo(game_id, None, HOST), game_id)
    before = len(client.conn.sizes)
    await _elsewhere(
        client, lambda: services.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST), game_id
    )
    report("ui.bytes_per_roll", sum(client.conn.sizes[before:]), "bytes")
    store.close()


async def _elsewhere(client: FakeClient, change: object, game_id: str) -> None:
    """A change made on another device, announced to this one as the app does."""
    change()  # type: ignore[operator]
    client.page.pubsub.send_all_on_topic(table_topic(game_id), game_id)
    await client.settle()


def bench_sheet_actions() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_sheet_actions(Path(folder)))


def bench_start_to_sheet_in_chromium() -> None:
    """From starting ``python main.py`` to the first sheet drawn in Chromium."""
    browser_path = chromium()
    if browser_path is None:
        skip(
            "ui.start_to_first_sheet", "needs Chromium (Debian's chromium, or $CHROMIUM); none here"
        )
        return
    from playwright.sync_api import sync_playwright

    from tests.e2e.conftest import BROWSER_ARGS, free_port

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(data_dir=Path(folder))
        game_id = store.create_game(
            kind="paper_dungeons", setup=example_setup(1, 3), seats=[SeatInfo(name="Ann")]
        )
        store.close()
        port = free_port()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(browser_path), args=BROWSER_ARGS
            )
            page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
            start = time.perf_counter()
            server = subprocess.Popen(
                [sys.executable, "main.py", "--port", str(port), "--data-dir", folder],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            try:
                deadline = time.monotonic() + 60
                while True:
                    try:
                        page.goto(f"http://127.0.0.1:{port}/game/{game_id}")
                        break
                    except Exception:
                        if time.monotonic() > deadline:
                            raise
                        time.sleep(0.05)
                page.wait_for_function(
                    "() => window.flet && window.flet.flutterApp !== undefined", timeout=60_000
                )
                page.evaluate("() => document.querySelector('flt-semantics-placeholder')?.click()")
                page.get_by_text(re.compile("(kolo z|of) 8")).first.wait_for(
                    state="attached", timeout=60_000
                )
                report("ui.start_to_first_sheet", time.perf_counter() - start, "s")
            finally:
                server.terminate()
                server.wait(10)
                browser.close()


TAPS = 15
REPAINT = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
FLOOR_PAGE = Path(__file__).with_name("floor_page.py")
# Each kind of tap on the sheet, at most this many times the floor's (its median over the
# floor's, both measured in the same run).
X_FLOOR_GOALS = {"die": 1.2, "box": 1.2, "roll": 1.5}
KINDS = ("die", "box", "roll")
# A git revision of the app (``BENCH_BASELINE=main``) to serve beside this one: its sheet
# is tapped in turn with this one's and the floor, and its figures are printed under
# ``ui.tap_to_repaint.baseline``, a before and after measured under the same load.
BASELINE = "BENCH_BASELINE"


def bench_tap_to_repaint_in_chromium() -> None:
    """Tap → the changed screen painted, in Chromium, per kind of tap on the sheet: picking a
    die, marking a box (and undoing it), rolling (with its animation). A tap counts as done
    when the text it changes is in the page and two frames have been drawn after it.

    Each tap on the sheet is followed by a tap on the floor (``bench.floor_page``, served
    beside the app): both see the same load, and each kind of tap is also given as a
    multiple of the floor's (``ui.tap_to_repaint.<kind>.x_floor``), a figure the machine's
    speed and load change much less than the milliseconds."""
    browser_path = chromium()
    if browser_path is None:
        skip("ui.tap_to_repaint", "needs Chromium (Debian's chromium, or $CHROMIUM); none here")
        return
    from playwright.sync_api import Page, sync_playwright

    from bench.floor_page import BOXES, tapped_text
    from tests.e2e.conftest import BROWSER_ARGS, ROOT, Server, open_app

    baseline = os.environ.get(BASELINE)
    with contextlib.ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        store = open_store(data_dir=folder / "app")
        game_id = store.create_game(
            kind="paper_dungeons", setup=example_setup(1, 11), seats=[SeatInfo(name="Ann")]
        )
        store.close()
        servers = {"": Server(folder / "app")}
        if baseline:
            checkout = folder / "baseline"
            checkout.mkdir()
            _export(ROOT, baseline, checkout)
            shutil.copytree(folder / "app", folder / "baseline-data")
            servers["baseline."] = Server(folder / "baseline-data", script=checkout / "main.py")
        (folder / "floor").mkdir()
        floor_server = Server(folder / "floor", script=FLOOR_PAGE)
        for server in (*servers.values(), floor_server):
            server.start()
            stack.callback(server.stop)
        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path=str(browser_path), args=BROWSER_ARGS)
        stack.callback(browser.close)
        sheets = {
            name: open_app(browser, f"{server.url}game/{game_id}", locale="en-US")
            for name, server in servers.items()
        }
        floor = open_app(browser, floor_server.url, locale="en-US")
        assert isinstance(floor, Page)
        samples: dict[str, list[float]] = {"floor": []}
        floor_taps = 0

        def timed_on(
            on: Page, name: str, tap: Callable[[], object], shows: str | re.Pattern[str]
        ) -> None:
            start = time.perf_counter()
            tap()
            on.get_by_text(shows).first.wait_for(state="attached", timeout=30_000)
            on.evaluate(REPAINT)
            samples.setdefault(name, []).append((time.perf_counter() - start) * 1000)

        def then_the_floor() -> None:
            nonlocal floor_taps
            floor_taps += 1
            box = floor_taps % BOXES + 1
            timed_on(
                floor,
                "floor",
                floor.get_by_role("button", name=f"Box {box}", exact=True).click,
                tapped_text(box, floor_taps),
            )

        for _ in range(TAPS):
            for name, page in sheets.items():
                assert isinstance(page, Page)
                _sheet_taps(page, name, timed_on, then_the_floor)
    report_latency(
        "ui.tap_to_repaint.floor",
        samples["floor"],
        measures="the smallest Flet page in Chromium (bench.floor_page), served beside the "
        "app: a tap on a box until its new text is painted",
    )
    floor_median = statistics.median(samples["floor"])
    for name in sheets:
        for kind, goal in zip(KINDS, (200, 200, 300), strict=True):
            taps = samples[f"{name}{kind}"]
            report_latency(
                f"ui.tap_to_repaint.{name}{kind}",
                taps,
                goal_p95=goal,
                measures=f"Paper Dungeons in Chromium: a {kind} tap until the change is painted",
            )
            report(
                f"ui.tap_to_repaint.{name}{kind}.x_floor",
                statistics.median(taps) / floor_median,
                "x",
                goal=X_FLOOR_GOALS[kind],
                measures=f"a {kind} tap on the sheet over a tap on the floor page (the "
                "medians, taps alternating between the two in one browser)",
            )


def _sheet_taps(
    page: Page,
    name: str,
    timed_on: Callable[..., None],
    then_the_floor: Callable[[], None],
) -> None:
    """One round on the sheet of ``page``: roll, pick the clover and put it back, pick it,
    mark a box, take the box and the roll back; each timed tap followed by one on the
    floor. The taps after the roll come once its dice have stopped spinning."""

    def timed(kind: str, tap: Callable[[], object], shows: str | re.Pattern[str]) -> None:
        timed_on(page, f"{name}{kind}", tap, shows)
        then_the_floor()

    undo = page.get_by_label("Undo")
    timed(
        "roll",
        lambda: page.get_by_role("button", name="Roll").click(),
        re.compile("^Pick a die: 3 actions left"),
    )
    # A player looks at the dice before picking one: the next tap comes once they rest.
    page.wait_for_timeout(SPIN_MS)
    clover = page.get_by_role("button", name=re.compile("^Die 3:"))
    timed("die", clover.click, re.compile("^Die 3: tap"))
    timed("die", clover.click, re.compile("^Pick a die: 3"))
    clover.click()
    page.get_by_text(re.compile("^Die 3: tap")).first.wait_for(state="attached")
    timed(
        "box",
        page.get_by_role("button", name=re.compile("^Cleric, level 2")).click,
        re.compile("^Pick a die: 2"),
    )
    timed("box", undo.click, re.compile("^Pick a die: 3"))
    undo.click()
    page.get_by_text("Roll the dice.").first.wait_for(state="attached")


def _export(repository: Path, revision: str, into: Path) -> None:
    """The app as it was at ``revision`` of ``repository``, written out under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(repository), "archive", revision],
        check=True,
        capture_output=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


BENCHMARKS = [
    bench_sheet_actions,
    bench_start_to_sheet_in_chromium,
    bench_tap_to_repaint_in_chromium,
]
