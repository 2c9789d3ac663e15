"""Timing helpers shared by the benchmarks."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable


def timings_ms(run: Callable[[], object], *, repeat: int, warmup: int = 3) -> list[float]:
    for _ in range(warmup):
        run()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        run()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return samples


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(name: str, value: float, unit: str) -> None:
    print(json.dumps({"name": name, "value": round(value, 4), "unit": unit}), flush=True)  # noqa: T201


def report_latency(prefix: str, samples: list[float]) -> None:
    report(f"{prefix}.p50", statistics.median(samples), "ms")
    report(f"{prefix}.p95", percentile(samples, 0.95), "ms")
