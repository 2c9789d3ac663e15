"""Where a tap's time goes in the browser, by layer, from a CPU profile of the page.

The page's main thread does all of a tap's work in the browser: Flet's client and
Flutter's framework (``main.dart.wasm`` and its glue) take the server's message, build,
lay out and paint; Skia (``skwasm.wasm``) turns the painting into drawing commands and
hands them to WebGL; and the page then waits for the GPU process to draw them
(``transferToImageBitmap``: on a machine without a graphics card, Chromium's software
GPU). Flutter on the web draws every frame whole, so the last two grow with everything
the screen shows, not with what the tap changed.

Each kind of tap on the sheet (as in ``bench_ui.bench_tap_to_repaint_in_chromium``) and a
tap on the floor page are sampled with V8's profiler from the press until the change is
painted; the medians of each layer's self time are printed as
``ui.tap_layers.<kind>.<layer>``, with the frames drawn meanwhile and the GPU's part of
each.
"""

from __future__ import annotations

import contextlib
import re
import statistics
from collections import Counter
from typing import TYPE_CHECKING, Any

from bench.bench_ui import SHOWN_AND_PAINTED, floor_tapper, sheet_taps, sheets_and_floor
from bench.measure import chromium, report, skip

if TYPE_CHECKING:
    from playwright.sync_api import CDPSession, Locator, Page

ROUNDS = 5
SAMPLING_US = 250
# A function's layer, by the script it is in (the last part of its address) or, for the
# browser's own functions, by its name.
LAYERS = {
    "main.dart.wasm": "framework",
    "main.dart.mjs": "framework",
    "wasm-to-js": "framework",
    "skwasm.wasm": "skia",
    "skwasm.js": "skia",
    "transferToImageBitmap": "gpu_wait",
    "(idle)": "idle",
    "(program)": "browser",
    "(garbage collector)": "browser",
}
MEASURES = {
    "framework": "Flet's client and Flutter's framework: the message, build, layout, paint",
    "skia": "Skia turning the painted frames into drawing commands",
    "gpu_wait": "waiting for the GPU process to draw the frames (transferToImageBitmap)",
    "idle": "the page idle: waiting for the server's answer or the next frame",
    "browser": "the browser's own work (input, DOM, semantics, garbage collection)",
    "gpu_wait_per_frame": "the wait for the GPU process, per frame drawn",
}


def layers_of(profile: dict[str, Any]) -> Counter[str]:
    """Milliseconds of self time per layer in a V8 CPU profile."""
    frames = {node["id"]: node["callFrame"] for node in profile["nodes"]}
    spent: Counter[str] = Counter()
    # A sample's time is the gap to the next sample.
    for node_id, gap in zip(profile["samples"], profile["timeDeltas"][1:], strict=False):
        frame = frames[node_id]
        where = frame["url"].rsplit("/", 1)[-1] or frame["functionName"]
        spent[LAYERS.get(where, "skia" if where[:1].islower() else "browser")] += gap / 1000
    return spent


def bench_tap_layers_in_chromium() -> None:
    browser_path = chromium()
    if browser_path is None:
        skip("ui.tap_layers", "needs Chromium (Debian's chromium, or $CHROMIUM); none here")
        return
    taps: dict[str, list[Counter[str]]] = {}
    with contextlib.ExitStack() as stack:
        sheets, floor = sheets_and_floor(stack, browser_path)
        profilers: dict[int, CDPSession] = {}

        def profiled_on(on: Page, name: str, target: Locator, shows: str | re.Pattern[str]) -> None:
            if id(on) not in profilers:
                profilers[id(on)] = on.context.new_cdp_session(on)
                profilers[id(on)].send("Profiler.enable")
                profilers[id(on)].send("Profiler.setSamplingInterval", {"interval": SAMPLING_US})
            profiler = profilers[id(on)]
            box = target.bounding_box()
            assert box is not None, target
            pattern = shows.pattern if isinstance(shows, re.Pattern) else re.escape(shows)
            on.evaluate(SHOWN_AND_PAINTED, pattern)
            profiler.send("Profiler.start")
            on.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            frames = on.evaluate("() => window.shownAndPainted")["frames"]
            layers = layers_of(profiler.send("Profiler.stop")["profile"])
            layers["frames"] = frames
            layers["gpu_wait_per_frame"] = layers["gpu_wait"] / max(frames, 1)
            taps.setdefault(name, []).append(layers)

        then_the_floor = floor_tapper(floor, profiled_on)
        for _ in range(ROUNDS):
            sheet_taps(sheets[""], "", profiled_on, then_the_floor)
    for kind, profiles in taps.items():
        report(
            f"ui.tap_layers.{kind}.frames",
            statistics.median(profile["frames"] for profile in profiles),
            "frames",
            measures=f"a {kind} tap: frames drawn from the press until painted (median)",
        )
        for layer, measures in MEASURES.items():
            report(
                f"ui.tap_layers.{kind}.{layer}",
                statistics.median(profile[layer] for profile in profiles),
                "ms",
                measures=f"a {kind} tap, from the press until painted: {measures} (median)",
            )


BENCHMARKS = [bench_tap_layers_in_chromium]
