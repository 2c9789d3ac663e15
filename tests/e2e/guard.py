"""What a person must never see, checked in every browser test.

The semantics tree that tests find controls through still holds a panel's buttons while
Flutter draws the panel as its grey error box, so each test's pages are also looked at:
- in pixels: no error box (Flutter's release build paints a control it cannot lay out as
  a solid grey block and logs nothing), and no Flet error text ("Error displaying …",
  Flet's page for a session that failed);
- in the console: no exception and no error the page logged;
- in the server's log: no ERROR line and no traceback (a handler that raised, a missing
  text), in every server a test started.

``check`` is called at each screenshot and wait of the shared helpers, when a browser
context closes and at the end of every test (``tests.e2e.conftest``). What it found is
reported once: the next check starts from what came after.
"""

from __future__ import annotations

import io
import itertools
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops, ImageFilter

# Flutter's release error box: Color(0xF0C0C0C0) over the page, so a neutral grey of about
# 196 on a light page and 182 on a black one.
ERROR_GREY = range(170, 206)
NEUTRAL_SPREAD = 6
# The smallest block (a square of this side, in CSS pixels) that counts as a box: no
# control of the app draws a neutral grey this large (disabled fills are lighter).
BLOCK_PX = 24
CELL_PX = 4
BLOCK_CELLS = (BLOCK_PX - CELL_PX + 1) // CELL_PX  # odd, as a rank filter's size must be
# The lines of each server's log a failed test's report ends with.
LOG_LINES_KEPT = 40
# Pixels are looked at again on a page at most this often at a wait (every screenshot and
# every closing page is looked at): a tap-by-tap look would double a long game's time.
PIXELS_EVERY_S = 3.0

FLET_ERRORS = re.compile(
    r"Error displaying|Error running app|The application encountered an error|Unknown control"
)
PAGE_TEXTS = """() => [...document.querySelectorAll('flt-semantics')]
    .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.textContent || ''))
    .filter(text => text.trim())"""

# Console lines that are not the app's: a resource the network did not give (a server
# restarted by the test, or the client's request to a CDN this machine cannot reach) and
# WebGL's notes on a software renderer.
CONSOLE_NOISE = re.compile(
    r"Failed to load resource|WebSocket connection to .* failed|GPU stall|GL Driver Message"
)
# The server went away (a test stopped or restarted it).
LOST_SERVER = re.compile(r"WebSocketChannelException")
SERVER_ERROR = re.compile(r"^(ERROR|CRITICAL)\b|^Traceback \(most recent call last\)", re.M)


def error_box(png: bytes) -> tuple[int, int, int, int] | None:
    """Where a screenshot shows Flutter's grey error box (its bounding box), or None."""
    with Image.open(io.BytesIO(png)) as shot:
        image = shot.convert("RGB")
    red, green, blue = image.split()
    lightest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    darkest = ImageChops.darker(ImageChops.darker(red, green), blue)
    neutral = ImageChops.subtract(lightest, darkest).point(
        lambda v: 255 if v <= NEUTRAL_SPREAD else 0
    )
    grey = lightest.point(lambda v: 255 if v in ERROR_GREY else 0)
    mask = ImageChops.multiply(neutral, grey)
    # A rank filter as wide as the block costs seconds a screenshot; in cells of CELL_PX
    # (a cell is whole grey when its mean is) any square of BLOCK_PX holds BLOCK_CELLS whole
    # cells a side.
    width, height = mask.size
    cells = mask.crop((0, 0, width - width % CELL_PX, height - height % CELL_PX)).reduce(CELL_PX)
    whole = cells.point(lambda v: 255 if v == 255 else 0)
    block = whole.filter(ImageFilter.MinFilter(BLOCK_CELLS))
    box = block.getbbox()
    if box is None:
        return None
    left, top, right, bottom = box
    return (left * CELL_PX, top * CELL_PX, right * CELL_PX, bottom * CELL_PX)


@dataclass
class LogWatch:
    """The part of a server's log not looked at yet."""

    path: Path
    offset: int = 0

    def new_errors(self) -> list[str]:
        if not self.path.exists():
            return []
        with self.path.open("rb") as log:
            log.seek(self.offset)
            text = log.read().decode(errors="replace")
        # Only whole lines: the rest is read at the next check.
        whole = text[: text.rfind("\n") + 1]
        self.offset += len(whole.encode(errors="replace"))
        lines = whole.splitlines()
        return [
            _with_exception(line, lines[number + 1 :])
            for number, line in enumerate(lines)
            if SERVER_ERROR.search(line)
        ]


def _with_exception(line: str, after: list[str]) -> str:
    """A traceback's first line with its last frame and the exception it ends with, so a
    failure says what was raised where."""
    if not line.startswith("Traceback"):
        return line
    frames = list(itertools.takewhile(lambda text: text[:1].isspace(), after))
    last_frame = next(
        (text.strip() for text in reversed(frames) if text.strip().startswith("File ")), ""
    )
    raised = after[len(frames)] if len(frames) < len(after) else "(the traceback goes on)"
    return f"{line} {last_frame} → {raised}"


@dataclass
class Guard:
    """The browser pages and server logs of the running tests, and what they showed."""

    found: list[str] = field(default_factory=list)
    logs: dict[Path, LogWatch] = field(default_factory=dict)
    pages: list[Any] = field(default_factory=list)
    allowed_in_log: list[re.Pattern[str]] = field(default_factory=list)
    looked_at: dict[int, float] = field(default_factory=dict)
    disconnected: set[int] = field(default_factory=set)

    def watch_server_log(self, path: Path) -> None:
        """Look at ``path`` from its current end (a restarted server appends to it)."""
        size = path.stat().st_size if path.exists() else 0
        self.logs[path] = LogWatch(path, size)

    def stop_watching(self, path: Path) -> None:
        """A stopped server's log: what it logged after the last check was its own test's
        (a test in another process of the suite must not be blamed for it)."""
        self.logs.pop(path, None)

    def watch_context(self, context: Any) -> Any:
        """Record what the pages of ``context`` log, and look at them before it closes."""
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)
        close = context.close

        def checked_close(*args: Any, **kwargs: Any) -> None:
            try:
                for page in list(context.pages):
                    self.check(page, pixels=True, raise_now=False)
            finally:
                close(*args, **kwargs)

        context.close = checked_close
        return context

    def _watch_page(self, page: Any) -> None:
        self.pages.append(page)
        page.on("console", lambda message: self._console(page, message))
        page.on("pageerror", lambda error: self._page_error(page, error))
        page.on("close", lambda _: self.pages.remove(page) if page in self.pages else None)

    def _page_error(self, page: Any, error: Any) -> None:
        if id(page) in self.disconnected and error.message == "Exception" and not error.stack:
            return
        where = (error.stack or "").strip().splitlines()[1:3]
        self.found.append(f"{page.url}: page error: {error.name}: {error.message} {where}")

    def _console(self, page: Any, message: Any) -> None:
        if LOST_SERVER.search(message.text):
            # The client then throws a bare "Exception" for each try to connect again.
            self.disconnected.add(id(page))
        if message.type in ("error", "assert") and not CONSOLE_NOISE.search(message.text):
            self.found.append(f"{page.url}: console {message.type}: {message.text[:500]}")

    def check(
        self,
        page: Any | None = None,
        *,
        png: bytes | None = None,
        pixels: bool = False,
        raise_now: bool = True,
    ) -> None:
        """Fail with everything wrong since the last check: the console, the servers' logs,
        and ``page`` itself (its pixels: ``png`` when given, else a screenshot when asked for
        or not taken for a while)."""
        if page is not None and not page.is_closed():
            self._look_at(page, png, pixels)
        for watch in self.logs.values():
            self.found += [
                f"{watch.path}: {line}"
                for line in watch.new_errors()
                if not any(allowed.search(line) for allowed in self.allowed_in_log)
            ]
        if raise_now:
            self.raise_found()

    def check_all_pages(self) -> None:
        for page in list(self.pages):
            self.check(page, pixels=True, raise_now=False)
        self.check()

    def raise_found(self) -> None:
        if self.found:
            found, self.found = self.found, []
            raise AssertionError("a person would see something broken:\n" + "\n".join(found))

    def _look_at(self, page: Any, png: bytes | None, pixels: bool) -> None:
        now = time.monotonic()
        if png is None and not pixels and now - self.looked_at.get(id(page), 0) < PIXELS_EVERY_S:
            return
        self.looked_at[id(page)] = now
        texts = [text.strip() for text in page.evaluate(PAGE_TEXTS) if FLET_ERRORS.search(text)]
        self.found += [f"{page.url}: Flet shows {text[:300]!r}" for text in texts]
        shot = png if png is not None else page.screenshot()
        box = error_box(shot)
        if box is not None:
            path = _keep(shot, page)
            self.found.append(f"{page.url}: Flutter's error box at {box}, see {path}")

    def allow_in_log(self, patterns: Iterable[str]) -> None:
        self.allowed_in_log = [re.compile(pattern) for pattern in patterns]

    def evidence(self, folder: Path, test: str) -> str:
        """What a failed test leaves for whoever reads its report: each page still open,
        as it looks now, kept under ``folder``, and the last lines of each server's log
        (a server's log goes with its temporary folder)."""
        folder.mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^\w.-]+", "-", test).strip("-")
        told = []
        for number, page in enumerate(self.pages):
            if page.is_closed():
                continue
            path = folder / f"{name}-page-{number}.png"
            try:
                page.screenshot(path=str(path))
            except Exception as failure:  # a crashed page is evidence too
                told.append(f"{page.url}: no screenshot ({failure})")
                continue
            told.append(f"{page.url}: {path}")
        for watch in self.logs.values():
            text = watch.path.read_text(errors="replace") if watch.path.exists() else ""
            lines = text.splitlines()
            told.append(f"{watch.path}, last {min(len(lines), LOG_LINES_KEPT)} lines:")
            told += lines[-LOG_LINES_KEPT:]
        return "\n".join(told)


def _keep(png: bytes, page: Any) -> Path:
    from tests.e2e.conftest import OUTPUT

    OUTPUT.mkdir(exist_ok=True)
    path = OUTPUT / f"error-box-{int(time.time() * 1000)}-{id(page) % 10_000}.png"
    path.write_bytes(png)
    return path


GUARD = Guard()
