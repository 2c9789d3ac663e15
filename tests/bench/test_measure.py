"""The benchmarks' output: one JSON object per figure, with its goal and whether it was
met; a figure this machine cannot measure is reported as skipped, and a broken benchmark
does not stop the others."""

from __future__ import annotations

import json
import types

import pytest

from bench import __main__ as runner
from bench import bench_start, measure
from bench.measure import (
    CHANGE_LAYERS,
    Stopwatch,
    change_layers,
    report,
    report_latency,
    report_layers,
)


def _figures(output: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in output.splitlines()]


def test_a_figure_says_its_goal_and_whether_this_run_met_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report("x.fast", 4.0, "ms", goal=5, measures="something quick")
    report("x.slow", 6.0, "ms", goal=5)
    report("x.count", 3, "actions")
    assert _figures(capsys.readouterr().out) == [
        {"name": "x.fast", "value": 4.0, "unit": "ms", "goal": 5, "met": True,
         "measures": "something quick"},
        {"name": "x.slow", "value": 6.0, "unit": "ms", "goal": 5, "met": False},
        {"name": "x.count", "value": 3, "unit": "actions"},
    ]  # fmt: skip


def test_a_latency_goal_is_for_the_95th_percentile(capsys: pytest.CaptureFixture[str]) -> None:
    report_latency("x.tap", [1.0] * 18 + [30.0, 30.0], goal_p95=10, measures="a tap")
    p50, p95 = _figures(capsys.readouterr().out)
    assert (p50["name"], p50["value"], "goal" in p50) == ("x.tap.p50", 1.0, False)
    assert (p95["name"], p95["value"], p95["goal"], p95["met"]) == ("x.tap.p95", 30.0, 10, False)


def test_without_chromium_the_browser_figures_are_skipped_and_say_why(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHROMIUM", "/nonexistent/chromium")
    bench_start.bench_home_painted_in_chromium()
    figures = _figures(capsys.readouterr().out)
    assert [figure["name"] for figure in figures] == [
        "start.home_painted_in_chromium",
        "start.home_painted_in_chromium.cached",
    ]
    assert all("Chromium" in str(figure["skipped"]) for figure in figures)


def test_a_broken_benchmark_is_reported_and_the_others_still_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken() -> None:
        raise RuntimeError("no luck")

    def working() -> None:
        report("x.ok", 1, "ms")

    module = types.SimpleNamespace(BENCHMARKS=[broken, working])
    monkeypatch.setattr(runner.importlib, "import_module", lambda name: module)
    status = runner.main(["start"])
    assert status == 1
    assert _figures(capsys.readouterr().out) == [
        {"name": "bench_start.broken", "error": "RuntimeError: no luck"},
        {"name": "x.ok", "value": 1, "unit": "ms"},
    ]


def test_each_module_runs_in_a_process_of_its_own_and_a_failing_one_fails_the_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[list[str]] = []

    def run(command: list[str]) -> types.SimpleNamespace:
        started.append(command)
        return types.SimpleNamespace(returncode=1 if command[-1] == "pdf" else 0)

    monkeypatch.setattr(runner.subprocess, "run", run)
    assert runner.main(["start", "pdf"]) == 1
    assert [command[1:] for command in started] == [
        ["-m", "bench", "pdf"],
        ["-m", "bench", "start"],
    ]
    assert len(runner.modules([])) > 10


def test_a_module_that_is_not_there_is_named_and_nothing_runs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert runner.main(["start", "uii"]) == 2
    assert "No such benchmark module: uii;" in capsys.readouterr().err


class _Clock:
    """A clock that moves only when told to: the stopwatch's figures are then exact."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def spend(self, milliseconds: float) -> None:
        self.now += milliseconds / 1000


class _Device:
    def __init__(self, name: str, clock: _Clock, busy_ms: float) -> None:
        self.name, self.clock, self.busy_ms = name, clock, busy_ms

    def redraw(self) -> str:
        self.clock.spend(self.busy_ms)
        return self.name


def test_a_stopwatch_counts_each_steps_time_to_its_layers_and_puts_the_functions_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = _Clock()
    monkeypatch.setattr(measure.time, "perf_counter", clock)
    storage = types.SimpleNamespace(write=lambda: clock.spend(2))
    tablet, phone = _Device("tablet", clock, 3), _Device("phone", clock, 1)
    stopwatch = Stopwatch()
    with stopwatch.watching(
        (storage, "write", "storage"),
        (_Device, "redraw", lambda device: f"{device.name}_redraw"),
    ):
        storage.write()
        stopwatch.forget()  # before the step: not counted
        storage.write()
        assert (tablet.redraw(), phone.redraw()) == ("tablet", "phone")
        stopwatch.lap()
        phone.redraw()
        phone.redraw()
        stopwatch.lap()
    assert stopwatch.steps == [
        pytest.approx({"storage": 2, "tablet_redraw": 3, "phone_redraw": 1}),
        pytest.approx({"phone_redraw": 2}),
    ]
    assert "redraw" not in vars(tablet) and vars(_Device)["redraw"].__name__ == "redraw"
    assert storage.write.__name__ == "<lambda>"
    tablet.redraw()
    assert stopwatch.lap() == {}


def test_layers_are_reported_as_medians_named_by_layer_and_said_by_their_last_word(
    capsys: pytest.CaptureFixture[str],
) -> None:
    steps = [
        change_layers({"storage": 2, "change": 3}) | {"phone_view": 1.0},
        change_layers({"storage": 4, "change": 9}) | {"phone_view": 3.0},
        change_layers({"storage": 3, "change": 3.5}) | {"phone_view": 2.0},
    ]
    report_layers("x.tap", steps, CHANGE_LAYERS | {"view": "a view"}, "A tap", suffix=".s")
    figures = _figures(capsys.readouterr().out)
    assert [(figure["name"], figure["value"]) for figure in figures] == [
        ("x.tap.layer.storage.s", 3),
        ("x.tap.layer.rules.s", 1),
        ("x.tap.layer.phone_view.s", 2.0),
    ]
    assert figures[2]["measures"] == "A tap: a view"
    assert figures[0]["measures"] == f"A tap: {CHANGE_LAYERS['storage']}"
