"""End-to-end tests: the real app in a server process, driven through headless Chromium.

They need Debian's ``chromium`` (CI installs it); without it they are skipped with a loud
reason. Playwright drives the system browser; it never downloads one of its own.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.guard import GUARD
from tests.e2e.hang_stacks import JIT_MAP_FOLDERS, jit_map_flags
from tests.e2e.spinning import Watch

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
OUTPUT = ROOT / "test-output"
BROWSER_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# How long a test waits for what it expects to see. It only waits that long when the
# machine is loaded (a whole suite running beside another one takes 10-20 s for a
# screen that comes in 1 s alone); a test that never sees it fails after this.
PATIENCE_MS = 60_000
# A capture that takes this long is never answered (a busy machine answers in seconds).
CAPTURE_MS = 20_000
CAPTURE_RETRIES = 2

pytestmark = pytest.mark.e2e


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e" in str(item.fspath):
            # Once more only when a hung page had to be stopped (see ``tests.e2e.spinning``).
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=["Target crashed"]))
    if not Path(CHROMIUM).exists():
        reason = (
            f"SKIPPED LOUDLY: no Chromium at {CHROMIUM}; install Debian's chromium to run e2e tests"
        )
        for item in items:
            if "tests/e2e" in str(item.fspath):
                item.add_marker(pytest.mark.skip(reason=reason))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``python main.py`` on a free port with its own data directory (and with the
    ``environment`` given: ``DATABASE_URL`` is not taken from the test's own), listening
    on ``host`` (the main.py default without it)."""

    def __init__(
        self,
        data_dir: Path,
        *options: str,
        environment: Mapping[str, str] | None = None,
        host: str | None = None,
        script: Path = ROOT / "main.py",
    ) -> None:
        self.data_dir = data_dir
        self.script = script
        self.options = (*options, "--host", host) if host else options
        self.host = host or "127.0.0.1"
        self.environment = dict(environment or {})
        self.port = free_port()
        self.url = f"http://{self.host}:{self.port}/"
        self.process: subprocess.Popen[bytes] | None = None
        self.started_in: float = 0.0

    def start(self) -> None:
        began = time.perf_counter()
        self.log = (self.data_dir / "server.log").open("wb")
        GUARD.watch_server_log(self.data_dir / "server.log")
        env = {name: value for name, value in os.environ.items() if name != "DATABASE_URL"}
        env.update(self.environment)
        self.process = subprocess.Popen(
            [
                sys.executable,
                str(self.script),
                "--port",
                str(self.port),
                "--data-dir",
                str(self.data_dir),
                *self.options,
            ],
            cwd=ROOT,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + PATIENCE_MS / 1000
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"the server stopped: {(self.data_dir / 'server.log').read_text()}"
                )
            try:
                socket.create_connection((self.host, self.port), 0.2).close()
                self.started_in = time.perf_counter() - began
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"the server did not start within {PATIENCE_MS / 1000:.0f} s")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(30)
            self.process = None
            self.log.close()
            GUARD.stop_watching(self.data_dir / "server.log")

    def restart(self) -> None:
        self.stop()
        self.start()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("e2e-data"))
    running.start()
    yield running
    running.stop()


@pytest.fixture(autouse=True)
def stop_hung_pages(request: pytest.FixtureRequest) -> Iterator[None]:
    watch = Watch(request.node.nodeid, OUTPUT)
    yield
    watch.stop()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """At the end of each test, before its servers stop, its open pages show nothing
    broken and its servers logged no error (``tests.e2e.guard``); a test that provokes a
    logged error names it with ``@pytest.mark.server_log_allows(pattern, ...)``."""
    marker = item.get_closest_marker("server_log_allows")
    GUARD.allow_in_log(marker.args if marker else ())
    # What a previous test's teardown left open on a broken screen is not lost.
    GUARD.raise_found()
    result = yield
    GUARD.check_all_pages()
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[Any]:
    """A browser test that failed ends its report with its pages as they look then (kept
    under ``test-output/failed``) and its servers' last log lines: a failure seen once on
    a busy machine can then be told apart from a slow one."""
    report = yield
    if report.when == "call" and report.failed:
        shown = GUARD.evidence(OUTPUT / "failed", item.nodeid)
        report.sections.append(("what the pages and servers show", shown))
    return report


@pytest.fixture(autouse=True)
def patience() -> None:
    """Every expectation waits up to ``PATIENCE_MS``, whatever an earlier module set."""
    from playwright.sync_api import expect

    expect.set_options(timeout=PATIENCE_MS)


# Per module, not per session: Playwright's sync API keeps its event loop running while
# it is open, and the asyncio tests that run after these would find it.
@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    # Where V8 names the functions it compiles, for what a hung page ran.
    with tempfile.TemporaryDirectory(prefix="jit-maps-") as folder, sync_playwright() as playwright:
        jit_maps = Path(folder)
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=[*BROWSER_ARGS, jit_map_flags(jit_maps)]
        )
        JIT_MAP_FOLDERS.add(jit_maps)
        new_context = chromium.new_context
        chromium.new_context = lambda *args, **kwargs: GUARD.watch_context(  # type: ignore[method-assign]
            new_context(*args, **kwargs)
        )
        yield chromium
        JIT_MAP_FOLDERS.discard(jit_maps)
        chromium.close()


def open_app(
    browser: object,
    url: str,
    *,
    width: int = 1024,
    height: int = 768,
    locale: str | None = None,
    dark: bool = False,
    init_script: str | None = None,
    checked: bool = True,
) -> object:
    """A fresh browser context (a new device) on the app, with Flutter's semantics on; its
    browser speaks ``locale`` (Chromium's own, English, by default) and prefers a dark
    theme when ``dark``; ``init_script`` runs in the page before the app. The page is
    looked at by ``tests.e2e.guard`` once it is there, unless not ``checked``."""
    context = browser.new_context(
        viewport={"width": width, "height": height},  # type: ignore[attr-defined]
        accept_downloads=True,
        locale=locale,
        color_scheme="dark" if dark else "light",
    )
    context.set_default_timeout(PATIENCE_MS)
    page = context.new_page()
    if init_script is not None:
        page.add_init_script(init_script)
    page.goto(url)
    wait_ready(page, checked=checked)
    return page


def wait_ready(page: object, *, checked: bool = True) -> None:
    """Wait for the Flutter app, then switch its semantics tree on (the hidden placeholder
    is tapped until the tree is there: a tap before Flutter listens is lost)."""
    page.wait_for_function(  # type: ignore[attr-defined]
        """() => {
            if (!(window.flet && window.flet.flutterApp !== undefined)) return false;
            if (document.querySelector('flt-semantics')) return true;
            document.querySelector('flt-semantics-placeholder')?.click();
            return false;
        }""",
        timeout=PATIENCE_MS,
        polling=200,
    )
    if checked:
        GUARD.check(page)


def title(page: object, text: str | re.Pattern[str]) -> object:
    """The screen's title in the app bar. Flutter writes a heading's text into the page
    only while the heading has no nodes under it, and into its ``aria-label`` otherwise,
    so the title is found by its accessible name, never by the page's text."""
    return page.get_by_role("heading", name=text)  # type: ignore[attr-defined]


# Resolves once the page has drawn two more frames.
TWO_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def screenshot(page: object, name: str) -> Path:
    """The page as the person sees it, once Flutter's picture has settled: the semantics
    tree can be ahead of the painted frames (by seconds on a busy machine, while the page
    is still one colour), so frames are compared until two in a row are the same and
    something is drawn (an endless animation is shot as it is after 20 s)."""
    path = OUTPUT / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + 20
    previous = _capture(page)
    while time.monotonic() < deadline:
        page.evaluate(TWO_FRAMES)  # type: ignore[attr-defined]
        current = _capture(page)
        if current == previous and _drawn(current):
            break
        previous = current
    path.write_bytes(previous)
    GUARD.check(page, png=previous)
    return path


def _capture(page: object) -> bytes:
    """One screenshot. Chromium now and then never answers a capture (the compositor
    sends no frame for it); a new request, after a frame has been asked for, is answered."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(CAPTURE_RETRIES):
        try:
            return page.screenshot(timeout=CAPTURE_MS)  # type: ignore[attr-defined,no-any-return]
        except PlaywrightTimeout:
            page.evaluate("() => new Promise(done => requestAnimationFrame(done))")  # type: ignore[attr-defined]
    return page.screenshot()  # type: ignore[attr-defined,no-any-return]


def _drawn(png: bytes) -> bool:
    """Whether a screenshot shows anything: before Flutter's first paint the page is the
    background's one colour."""
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        darkest, lightest = image.convert("L").getextrema()
    return bool(darkest != lightest)


def open_history(page: Any, name: str) -> None:
    """Open the play screen's history (named ``name`` in the page's language): its button
    in the app bar, or on a phone the first item of the app bar's menu."""
    from playwright.sync_api import expect

    from sheets.i18n import translate
    from ui.widgets.play_bar import PHONE_WIDTH

    if page.viewport_size["width"] >= PHONE_WIDTH:
        page.get_by_role("button", name=name, exact=True).first.click()
        return
    menus = {
        translate(key, language)
        for key in ("common.menu", "sator.play.menu", "bbm.ui.menu", "fod.play.menu")
        for language in ("cs", "en")
    }
    named = re.compile("^(" + "|".join(re.escape(menu) for menu in menus) + ")$")
    page.get_by_role("button", name=named).first.click()
    item = page.get_by_role("menuitem", name=name).or_(
        page.get_by_role("button", name=name, exact=True)
    )
    expect(item.first).to_be_attached()
    item.first.click()
