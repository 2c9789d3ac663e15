"""Printing Paper Dungeons: one blank sheet, one prepared sheet, pads of 100 sheets.

Each figure is the time to make the whole PDF in memory and the peak memory Python
allocated while making it (tracemalloc, measured on a separate run).
"""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable

from bench.measure import report, report_latency, timings_ms
from sheets.paper_dungeons.layout import sheet_page
from sheets.paper_dungeons.setup import quick_setup
from sheets.pdf import render_pdf
from sheets.pdf.paper_dungeons import blank_pad, prepared_sheets


def _measure(name: str, run: Callable[[], bytes], *, repeat: int) -> None:
    samples = timings_ms(run, repeat=repeat, warmup=1)
    report_latency(name, samples)
    tracemalloc.start()
    try:
        pdf = run()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    report(f"{name}.peak_memory", peak / 2**20, "MiB")
    report(f"{name}.size", len(pdf) / 1024, "KiB")


def bench_first_sheet() -> None:
    """The first sheet of a process: fonts registered, the blank layout built."""
    start = time.perf_counter()
    blank_pad(language="cs", paper="a4", count=1)
    report("pdf.first_blank_sheet", (time.perf_counter() - start) * 1000, "ms")


def bench_blank_sheet() -> None:
    _measure("pdf.blank_sheet", lambda: blank_pad(language="cs", paper="a4", count=1), repeat=40)


def bench_prepared_sheet() -> None:
    setup = quick_setup(["Adéla", "Bořek", "Cyril", "Dana"], 2026)
    _measure(
        "pdf.prepared_sheet",
        lambda: prepared_sheets(setup=setup, language="cs", paper="a4", seats=[0]),
        repeat=40,
    )


def bench_pad_of_100() -> None:
    _measure("pdf.blank_pad_100", lambda: blank_pad(language="cs", paper="a4", count=100), repeat=5)
    setup = quick_setup(["Adéla", "Bořek", "Cyril", "Dana"], 2026)
    _measure(
        "pdf.prepared_pad_4_seats_x_25",
        lambda: prepared_sheets(setup=setup, language="cs", paper="a4", copies=25),
        repeat=5,
    )


def bench_pad_of_100_distinct() -> None:
    """The worst case: 100 sheets that all differ (here by the player's name), so that no
    page can be drawn once and shared."""
    setups = [quick_setup([f"Hráč {number}"], number) for number in range(100)]

    def pad() -> bytes:
        pages = [sheet_page(language="cs", setup=setup, seat=0) for setup in setups]
        return render_pdf(pages, title="bench")

    _measure("pdf.distinct_pad_100", pad, repeat=2)


BENCHMARKS = [
    bench_first_sheet,
    bench_blank_sheet,
    bench_prepared_sheet,
    bench_pad_of_100,
    bench_pad_of_100_distinct,
]
