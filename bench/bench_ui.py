"""The Paper Dungeons screen: server time per sheet action, bytes sent to the device, and
the time from starting the server to a sheet in Chromium."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import flet as ft

from bench.measure import (
    CHANGE_LAYERS,
    Stopwatch,
    change_layers,
    change_watched,
    chromium,
    percentile,
    report,
    report_latency,
    report_layers,
    skip,
)
from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import LevelUp, RollDice
from storage import SeatInfo, open_store
from tests.e2e.page_scripts import SHOWN_IN_PAGE
from tests.paper_dungeons.play import example_setup
from tests.ui.harness import FakeClient
from ui.paper_dungeons import sheet_screen
from ui.paper_dungeons.dice_tray import SPIN_MS, DiceTray
from ui.paper_dungeons.sheet_screen import SheetScreen
from ui.server import app_main, make_services
from ui.services import table_topic

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

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
    timings, sizes, rules_and_storage, undos = [], [], [], []

    def undo() -> None:
        start = time.perf_counter_ns()
        services.tables.undo(game_id, None, HOST)
        undos.append((time.perf_counter_ns() - start) / 1e6)

    stopwatch = Stopwatch()
    watched = (
        *change_watched(services),
        (SheetScreen, "refresh", "redraw"),
        (sheet_screen, "update_together", "patch"),
    )
    for _ in range(SAMPLES):
        await client.fire(tray.faces[2])  # the clover
        sent = len(client.conn.sizes)
        with stopwatch.watching(*watched):
            start = time.perf_counter_ns()
            await client.fire(cleric)
            timings.append(answered_in(client, sent, start))
            stopwatch.lap()
        sizes.append(sum(client.conn.sizes[sent:]))
        await _elsewhere(client, undo, game_id)
        # The same action again without a screen: the rules and the storage alone.
        start = time.perf_counter_ns()
        services.tables.act(game_id, LevelUp(seat=0, die=2, hero="cleric"), HOST)
        rules_and_storage.append((time.perf_counter_ns() - start) / 1e6)
        await _elsewhere(client, undo, game_id)
    report_latency(
        "ui.sheet_action",
        timings,
        goal_p95=5,
        measures="Paper Dungeons: a box marked on the tablet, on the server, from the "
        "event to the answer's last message packed: handler, rules, storage, view, patch",
    )
    report_latency(
        "ui.sheet_action.rules_and_storage",
        rules_and_storage,
        measures="of a marked box: the rules and the storage alone (the commit waits for the "
        "disk, as SQLite's synchronous=FULL asks)",
    )
    report_latency(
        "ui.undo.rules_and_storage",
        undos,
        measures="an undo of a marked box on the server: the rules and the storage (the commit "
        "waits for the disk)",
    )
    report(
        "ui.sheet_action.screen.p50",
        statistics.median(timings) - statistics.median(rules_and_storage),
        "ms",
        measures="of a marked box: the handler, the view and the diff, without rules and storage",
    )
    _report_server_layers(stopwatch, timings)
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


def _report_server_layers(stopwatch: Stopwatch, timings: list[float]) -> None:
    """Where a marked box's time goes on the server: the median over the taps of each
    layer's milliseconds."""
    taps = [
        change_layers(spent)
        | {
            "view": spent["redraw"] - spent["patch"],
            "patch": spent["patch"],
            "rest": answered - spent["change"] - spent["redraw"],
        }
        for spent, answered in zip(stopwatch.steps, timings, strict=True)
    ]
    words = CHANGE_LAYERS | {
        "view": "the sheet screen brought up to date with the table",
        "patch": "the patch of what changed: read off or diffed, encoded, sent",
        "rest": "the rest: the event's dispatch, the handler, the message at the bottom",
    }
    report_layers("ui.sheet_action", taps, words, "Paper Dungeons: a marked box, median per tap")


def answered_in(client: FakeClient, sent: int, start: int) -> float:
    """Milliseconds from ``start`` to the last message packed for the device since its
    ``sent``-th: the server's answer to a tap. The harness's settling after it (it waits
    until the device has heard nothing for a few milliseconds) is not the server's."""
    answer = client.conn.sent_at[sent:]
    assert answer, "the tap sent the device nothing"
    return (answer[-1] - start) / 1e6


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
# Run in the page before the app: every message the server sends is noted as it reaches
# the page (the moment the browser hands it to the app, and its size), every press of the
# mouse and every frame drawn (its time), so that a tap's time can be told apart in layers.
MESSAGES_NOTED = """(() => {
    const noted = window.tapNotes = {presses: [], messages: [], frames: new Set()};
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = callback => nextFrame(at => {
        noted.frames.add(at);
        callback(at);
    });
    const Socket = window.WebSocket;
    window.WebSocket = function (...args) {
        const socket = new Socket(...args);
        socket.addEventListener('message', event => noted.messages.push(
            [performance.now(), event.data.byteLength ?? event.data.size ?? event.data.length]));
        return socket;
    };
    window.WebSocket.prototype = Socket.prototype;
    Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
    window.addEventListener('pointerdown', () => noted.presses.push(performance.now()), true);
})()"""
# Set up in the page before a tap: a promise kept once a text matching the pattern given
# is in the page (Flutter writes what it says into its semantics tree, as the text of a
# node or its ``aria-label``) and two frames have been drawn after it. Watched in the
# page, the moment is the page's own; Playwright's own waiting for a text looks again
# after 20, 50 and 100 ms, and would round each tap up to those. The promise gives the
# tap's layers, in milliseconds from the press: the server's first message in the page,
# the text in the page, the two frames drawn; and the messages and bytes sent meanwhile.
SHOWN_AND_PAINTED = (
    """pattern => {
    const wanted = new RegExp(pattern);
    const shown = () => ("""
    + SHOWN_IN_PAGE
    + """)(wanted);
    if (shown()) throw new Error('shown before the tap: ' + pattern);
    const noted = window.tapNotes;
    noted.presses.length = 0;
    noted.messages.length = 0;
    noted.frames.clear();
    window.shownAndPainted = new Promise(done => {
        const watch = new MutationObserver(() => {
            if (!shown()) return;
            watch.disconnect();
            const text = performance.now();
            requestAnimationFrame(() => requestAnimationFrame(() => {
                const press = noted.presses[0];
                const answers = noted.messages.filter(([at]) => at >= press && at <= text);
                done({
                    answer: answers.length ? answers[0][0] - press : null,
                    text: text - press,
                    painted: performance.now() - press,
                    messages: answers.length,
                    frames: [...noted.frames].filter(at => at >= press).length,
                    bytes: answers.reduce((sum, [, size]) => sum + size, 0),
                });
            }));
        });
        watch.observe(document.body,
            {subtree: true, childList: true, characterData: true, attributes: true});
    });
}"""
)
FLOOR_PAGE = Path(__file__).with_name("floor_page.py")
# Each kind of tap on the sheet, at most this many times the floor's (its median over the
# floor's, both measured in the same run), and its 95th percentile at most this many
# milliseconds; a dialog opened is measured beside them, without goals.
X_FLOOR_GOALS = {"die": 1.2, "box": 1.2, "roll": 1.5}
P95_GOALS_MS = {"die": 200, "box": 200, "roll": 300}
KINDS = ("die", "box", "roll", "dialog")
# A git revision of the app (``BENCH_BASELINE=main``) to serve beside this one: its sheet
# is tapped in turn with this one's and the floor, and its figures are printed under
# ``ui.tap_to_repaint.baseline``, a before and after measured under the same load.
BASELINE = "BENCH_BASELINE"


def bench_tap_to_repaint_in_chromium() -> None:
    """Tap → the changed screen painted, in Chromium, per kind of tap on the sheet: picking a
    die, marking a box (and undoing it), rolling (with its animation), opening a dialog
    (the game's history). A tap counts as done when the text it changes is in the page and
    two frames have been drawn after it.

    Each tap on the sheet is followed by a tap on the floor (``bench.floor_page``, served
    beside the app): both see the same load, and each kind of tap is also given as a
    multiple of the floor's (``ui.tap_to_repaint.<kind>.x_floor``), a figure the machine's
    speed and load change much less than the milliseconds."""
    browser_path = chromium()
    if browser_path is None:
        skip("ui.tap_to_repaint", "needs Chromium (Debian's chromium, or $CHROMIUM); none here")
        return

    with contextlib.ExitStack() as stack:
        sheets, floor = sheets_and_floor(stack, browser_path, os.environ.get(BASELINE))
        samples: dict[str, list[float]] = {"floor": []}
        layers: dict[str, list[dict[str, float | None]]] = {}

        def timed_on(on: Page, name: str, target: Locator, shows: str | re.Pattern[str]) -> None:
            """A tap on the middle of ``target``, found before the clock starts, as a
            finger finds it: the clock measures the app, not Playwright's search of the
            page for an element and its checks that the element stands still."""
            box = target.bounding_box()
            assert box is not None, target
            pattern = shows.pattern if isinstance(shows, re.Pattern) else re.escape(shows)
            on.evaluate(SHOWN_AND_PAINTED, pattern)
            start = time.perf_counter()
            on.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            layers.setdefault(name, []).append(on.evaluate("() => window.shownAndPainted"))
            samples.setdefault(name, []).append((time.perf_counter() - start) * 1000)

        then_the_floor = floor_tapper(floor, timed_on)
        for _ in range(TAPS):
            for name, page in sheets.items():
                sheet_taps(page, name, timed_on, then_the_floor)
    report_latency(
        "ui.tap_to_repaint.floor",
        samples["floor"],
        measures="the smallest Flet page in Chromium (bench.floor_page), served beside the "
        "app: a tap on a box until its new text is painted",
    )
    floor_median = statistics.median(samples["floor"])
    _report_layers("floor", layers["floor"])
    for name in sheets:
        for kind in KINDS:
            taps = samples[f"{name}{kind}"]
            report_latency(
                f"ui.tap_to_repaint.{name}{kind}",
                taps,
                goal_p95=P95_GOALS_MS.get(kind),
                measures=f"Paper Dungeons in Chromium: a {kind} tap until the change is painted",
            )
            report(
                f"ui.tap_to_repaint.{name}{kind}.x_floor",
                statistics.median(taps) / floor_median,
                "x",
                goal=X_FLOOR_GOALS.get(kind),
                measures=f"a {kind} tap on the sheet over a tap on the floor page (the "
                "medians, taps alternating between the two in one browser)",
            )
            _report_layers(f"{name}{kind}", layers[f"{name}{kind}"])


def sheets_and_floor(
    stack: contextlib.ExitStack, browser_path: Path, baseline: str | None = None
) -> tuple[dict[str, Page], Page]:
    """A Paper Dungeons sheet of a new game (one for this app, named ``""``, and one for
    the ``baseline`` revision, named ``"baseline."``) and the floor page, each served by
    its own server and open in one Chromium, in English, the messages and presses noted;
    all closed with ``stack``."""
    from playwright.sync_api import Page, sync_playwright

    from tests.e2e.conftest import BROWSER_ARGS, ROOT, Server, open_app

    folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
    games = {"": _new_game(ROOT, folder / "app")}
    servers = {"": Server(folder / "app")}
    if baseline:
        checkout = folder / "baseline"
        checkout.mkdir()
        _export(ROOT, baseline, checkout)
        # Made by the baseline's own code: its storage may not open this one's.
        games["baseline."] = _new_game(checkout, folder / "baseline-data")
        servers["baseline."] = Server(folder / "baseline-data", script=checkout / "main.py")
    (folder / "floor").mkdir()
    floor_server = Server(folder / "floor", script=FLOOR_PAGE)
    for server in (*servers.values(), floor_server):
        server.start()
        stack.callback(server.stop)
    playwright = stack.enter_context(sync_playwright())
    browser = playwright.chromium.launch(executable_path=str(browser_path), args=BROWSER_ARGS)
    stack.callback(browser.close)

    def opened(url: str) -> Page:
        page = open_app(browser, url, locale="en-US", init_script=MESSAGES_NOTED)
        assert isinstance(page, Page)
        return page

    sheets = {name: opened(f"{server.url}game/{games[name]}") for name, server in servers.items()}
    return sheets, opened(floor_server.url)


def floor_tapper(floor: Page, timed_on: Callable[..., None]) -> Callable[[], None]:
    """A tap on the floor page, on its next box in turn, timed by ``timed_on``."""
    from bench.floor_page import BOXES, tapped_text

    taps = 0

    def then_the_floor() -> None:
        nonlocal taps
        taps += 1
        box = taps % BOXES + 1
        timed_on(
            floor,
            "floor",
            floor.get_by_role("button", name=f"Box {box}", exact=True),
            tapped_text(box, taps),
        )

    return then_the_floor


def _report_layers(name: str, taps: list[dict[str, float | None]]) -> None:
    """Where the time of a kind of tap went, as the page saw it (medians): from the press
    to the server's first message in the page (the server's handling, storage included,
    and the page's being free to take the message), to the text in the page (the
    client's handling and its frame), and to the two frames after it; and how many
    messages and bytes the server sent until the text was in."""
    for layer, unit, measures in (
        ("answer", "ms", "press → the server's first message in the page"),
        ("text", "ms", "press → the changed text in the page"),
        ("painted", "ms", "press → two frames drawn after the text"),
        ("messages", "messages", "messages from the server until the text was in"),
        ("frames", "frames", "frames drawn from the press until painted"),
        ("bytes", "bytes", "bytes from the server until the text was in"),
    ):
        values = [value for tap in taps if (value := tap[layer]) is not None]
        if values:
            report(
                f"ui.tap_to_repaint.{name}.{layer}.p50",
                statistics.median(values),
                unit,
                measures=measures,
            )


def sheet_taps(
    page: Page,
    name: str,
    timed_on: Callable[..., None],
    then_the_floor: Callable[[], None],
) -> None:
    """One round on the sheet of ``page``: roll, pick the clover and put it back, pick it,
    mark a box, take the box and the roll back, open the game's history (and close it);
    each timed tap followed by one on the floor. The taps after the roll come once its
    dice have stopped spinning."""

    def timed(kind: str, target: Locator, shows: str | re.Pattern[str]) -> None:
        timed_on(page, f"{name}{kind}", target, shows)
        then_the_floor()

    undo = page.get_by_label("Undo")
    timed(
        "roll", page.get_by_role("button", name="Roll"), re.compile("^Pick a die: 3 actions left")
    )
    # A player looks at the dice before picking one: the next tap comes once they rest.
    page.wait_for_timeout(SPIN_MS)
    clover = page.get_by_role("button", name=re.compile("^Die 3:"))
    timed("die", clover, re.compile("^Die 3: tap"))
    timed("die", clover, re.compile("^Pick a die: 3"))
    clover.click()
    page.get_by_text(re.compile("^Die 3: tap")).first.wait_for(state="attached")
    timed(
        "box",
        page.get_by_role("button", name=re.compile("^Cleric, level 2")),
        re.compile("^Pick a die: 2"),
    )
    timed("box", undo, re.compile("^Pick a die: 3"))
    undo.click()
    page.get_by_text("Roll the dice.").first.wait_for(state="attached")
    timed("dialog", page.get_by_label("History"), "What happened")
    page.get_by_role("button", name="Close").click()
    page.get_by_text("What happened").first.wait_for(state="detached")


# The sheets' game, made by the code of a checkout of the app (run in it).
NEW_GAME = """
import sys
from pathlib import Path
from storage import SeatInfo, open_store
from tests.paper_dungeons.play import example_setup
store = open_store(data_dir=Path(sys.argv[1]))
print(store.create_game(
    kind="paper_dungeons", setup=example_setup(1, 11), seats=[SeatInfo(name="Ann")]
))
store.close()
"""


def _new_game(checkout: Path, data_dir: Path) -> str:
    """A new game of Paper Dungeons stored in ``data_dir`` by the app at ``checkout``: its id."""
    made = subprocess.run(
        [sys.executable, "-c", NEW_GAME, str(data_dir)],
        cwd=checkout,
        check=True,
        capture_output=True,
        text=True,
    )
    return made.stdout.split()[-1]


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
