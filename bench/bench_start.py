"""Start-up as a person meets it: the print command as a whole process, the server from
``python main.py`` to its port listening, and a browser from opening the address to the
home screen painted.

Each runs the real ``main.py`` in a new process, the way it is used; wall-clock times.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.measure import chromium, report, rss_mib, skip

ROOT = Path(__file__).resolve().parents[1]
MAIN = str(ROOT / "main.py")
RUNS = 5
BROWSER_RUNS = 5
BROWSER_LOCALE = "cs-CZ"


def _environment() -> dict[str, str]:
    """As a person's machine runs it: the embedded SQLite store (no ``DATABASE_URL``), and
    Python keeping the modules it compiled (no ``PYTHONDONTWRITEBYTECODE``; the first,
    unmeasured run writes them)."""
    dropped = ("DATABASE_URL", "PYTHONDONTWRITEBYTECODE")
    return {name: value for name, value in os.environ.items() if name not in dropped}


def _run_measured(command: list[str]) -> tuple[float, float, float]:
    """Run ``command`` to its end: its wall time and CPU time (s), and its peak resident
    memory (MiB)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, env=_environment(), stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{command} failed with {process.returncode}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def bench_print_blank_sheet() -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "pad.pdf")
        command = [sys.executable, MAIN, "print", "paper-dungeons", "--out", out]
        _run_measured(command)  # the operating system's file cache, as on any later run
        runs = [_run_measured(command) for _ in range(RUNS)]
    report(
        "start.print_blank_paper_dungeons.wall",
        statistics.median(elapsed for elapsed, _, _ in runs),
        "s",
        goal=0.5,
        measures="`python main.py print paper-dungeons --out F`, a whole process, median",
    )
    report(
        "start.print_blank_paper_dungeons.cpu",
        statistics.median(cpu for _, cpu, _ in runs),
        "s",
        measures="the CPU time of the same process (user and system), median",
    )
    report(
        "start.print_blank_paper_dungeons.peak_rss",
        max(peak for _, _, peak in runs),
        "MiB",
        measures="the same process's peak resident memory",
    )


@contextmanager
def running_server(data_dir: Path) -> Iterator[tuple[str, float, int]]:
    """``python main.py`` on a free port: its address, the seconds from starting the
    process to its port accepting connections, and its process id."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    start = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, MAIN, "--port", str(port), "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=_environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            if server.poll() is not None:
                raise RuntimeError(f"the server stopped with {server.returncode}")
            try:
                socket.create_connection(("127.0.0.1", port), 0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.005)
        yield f"http://127.0.0.1:{port}/", time.perf_counter() - start, server.pid
    finally:
        server.terminate()
        server.wait(10)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    user, system = int(fields[11]), int(fields[12])
    return (user + system) / os.sysconf("SC_CLK_TCK")


def bench_server_start() -> None:
    with tempfile.TemporaryDirectory() as folder:
        with running_server(Path(folder)) as (_, first, _):
            pass
        listening, cpu, idle = [], [], []
        for _ in range(RUNS):
            with running_server(Path(folder)) as (_, started, pid):
                listening.append(started)
                cpu.append(_cpu_seconds(pid))
                idle.append(rss_mib(pid))
    report(
        "start.server_listening_new_data_dir",
        first,
        "s",
        measures="`python main.py` to its port accepting connections, creating its database",
    )
    report(
        "start.server_listening",
        statistics.median(listening),
        "s",
        goal=1.0,
        measures="`python main.py` to its port accepting connections, its database there, median",
    )
    report(
        "start.server_listening.cpu",
        statistics.median(cpu),
        "s",
        measures="the CPU time the server used until then (user and system), median",
    )
    report(
        "start.server_idle_rss",
        statistics.median(idle),
        "MiB",
        measures="the server's resident memory once it listens, no browser yet",
    )


def bench_home_painted_in_chromium() -> None:
    """From a browser opening the address to the home screen drawn: the client's files,
    Flutter's start, the session and the first screen built on the server."""
    names = ("start.home_painted_in_chromium", "start.home_painted_in_chromium.cached")
    browser_path = chromium()
    if browser_path is None:
        for name in names:
            skip(name, "needs Chromium (Debian's chromium, or $CHROMIUM); none here")
        return
    from playwright.sync_api import sync_playwright

    from sheets.i18n import translate
    from tests.e2e.conftest import BROWSER_ARGS

    home_text = translate("home.new_game", "cs")
    with (
        tempfile.TemporaryDirectory() as folder,
        running_server(Path(folder)) as (url, _, _),
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=str(browser_path), args=BROWSER_ARGS)
        first, again = [], []
        try:
            for run in range(BROWSER_RUNS + 1):
                # A device speaks its browser's language: ask for the one looked for.
                context = browser.new_context(
                    viewport={"width": 1024, "height": 768}, locale=BROWSER_LOCALE
                )
                page = context.new_page()
                cold = _painted(page, url, home_text)
                cached = _painted(page, url, home_text)
                if run:  # the first is Chromium's own first start
                    first.append(cold)
                    again.append(cached)
                context.close()
        finally:
            browser.close()
    report(
        names[0],
        statistics.median(first),
        "s",
        goal=2.0,
        measures="a new browser opens the address until the home screen is drawn, median",
    )
    report(
        names[1],
        statistics.median(again),
        "s",
        measures="the same browser opens it again (its cache filled), median",
    )


def _painted(page: object, url: str, text: str) -> float:
    start = time.perf_counter()
    page.goto(url)  # type: ignore[attr-defined]
    # The semantics tree (what Playwright reads) is built from the same frame as the
    # pixels, once it is switched on through Flutter's placeholder.
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60_000)  # type: ignore[attr-defined]
    page.evaluate("() => document.querySelector('flt-semantics-placeholder')?.click()")  # type: ignore[attr-defined]
    page.get_by_text(text).first.wait_for(state="attached", timeout=60_000)  # type: ignore[attr-defined]
    return time.perf_counter() - start


BENCHMARKS = [bench_print_blank_sheet, bench_server_start, bench_home_painted_in_chromium]
