"""Timing helpers shared by the benchmarks, and the one way they print a figure.

Every figure is one JSON object on its own line::

    {"name": "ui.sheet_action.p95", "value": 11.2, "unit": "ms", "goal": 5,
     "met": false, "measures": "a marked box: handler, rules, storage, redraw, diff"}

``goal`` is the budget the figure must stay within (every budget is an upper bound; it is
``null`` for figures kept only to compare runs) and ``met`` says whether this run was
within it. A benchmark that cannot run here (no Chromium) prints
``{"name": ..., "skipped": "why"}`` instead, and nothing else fails.

Wall-clock figures depend on what else the machine is doing: note the load average
(``uptime``) beside them. Where it matters, a benchmark also gives the CPU time the
measured process used, which the load changes much less.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def timings_ms(run: Callable[[], object], *, repeat: int, warmup: int = 3) -> list[float]:
    for _ in range(warmup):
        run()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        run()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return samples


def percentile(samples: Sequence[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(
    name: str,
    value: float,
    unit: str,
    *,
    goal: float | None = None,
    measures: str | None = None,
) -> None:
    """Print one figure; ``goal`` is the most ``value`` may be, in ``unit``."""
    figure: dict[str, Any] = {"name": name, "value": round(value, 4), "unit": unit}
    if goal is not None:
        figure["goal"] = goal
        figure["met"] = value <= goal
    if measures is not None:
        figure["measures"] = measures
    _emit(figure)


def report_latency(
    prefix: str,
    samples: list[float],
    *,
    goal_p95: float | None = None,
    measures: str | None = None,
) -> None:
    """The median and the 95th percentile of ``samples`` (milliseconds); a goal, when
    given, is for the 95th percentile."""
    report(f"{prefix}.p50", statistics.median(samples), "ms", measures=measures)
    report(f"{prefix}.p95", percentile(samples, 0.95), "ms", goal=goal_p95, measures=measures)


class Stopwatch:
    """Where each step of a measured run spends its time: the milliseconds inside chosen
    functions, each counted to a layer, summed per step. A function is timed where the
    code under measure looks it up (an attribute of an object, a class or a module), and
    put back when :meth:`watching` ends."""

    def __init__(self) -> None:
        # Per step, the milliseconds of each layer (none: the step never entered it).
        self.steps: list[defaultdict[str, float]] = []
        self._spent: defaultdict[str, float] = defaultdict(float)

    @contextmanager
    def watching(
        self, *watched: tuple[object, str, str | Callable[..., str]]
    ) -> Iterator[Stopwatch]:
        """Time each ``(owner, name, layer)`` while this lasts; ``layer`` may be a function
        of the call's arguments (which device's screen was called)."""
        restore: list[Callable[[], None]] = []
        try:
            for owner, name, layer in watched:
                restore.append(self._watch(owner, name, layer))
            yield self
        finally:
            for put_back in reversed(restore):
                put_back()

    def _watch(
        self, owner: object, name: str, layer: str | Callable[..., str]
    ) -> Callable[[], None]:
        timed_function = getattr(owner, name)
        own = vars(owner).get(name)
        spent = self._spent

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return timed_function(*args, **kwargs)
            finally:
                where = layer if isinstance(layer, str) else layer(*args, **kwargs)
                spent[where] += (time.perf_counter() - start) * 1000

        setattr(owner, name, timed)

        def put_back() -> None:
            if own is None:
                delattr(owner, name)
            else:
                setattr(owner, name, own)

        return put_back

    def lap(self) -> defaultdict[str, float]:
        """End a step: what it spent in each layer (milliseconds)."""
        step = defaultdict(float, self._spent)
        self.steps.append(step)
        self._spent.clear()
        return step

    def forget(self) -> None:
        """Drop what was spent since the last lap: it was no step's."""
        self._spent.clear()


# The layers of a change of the table on the server, named alike by every benchmark that
# splits one: timed by :func:`change_watched`, split by :func:`change_layers`.
CHANGE_LAYERS = {
    "storage": "the storage's write (the commit waits for the disk)",
    "rules": "the table's change without the write: the authority, the rules, the app's answers",
}


def change_watched(services: Any) -> tuple[tuple[object, str, str], ...]:
    """What a :class:`Stopwatch` times of a change of the table made through ``services``
    (the app's): the storage's write, and the whole change around it."""
    return (
        (services.store, "append_action", "storage"),
        (services.tables, "act", "change"),
    )


def change_layers(spent: Mapping[str, float]) -> dict[str, float]:
    """The storage's and the rules' milliseconds of a lap timed by :func:`change_watched`."""
    return {"storage": spent["storage"], "rules": spent["change"] - spent["storage"]}


def report_layers(
    prefix: str,
    steps: Sequence[Mapping[str, float]],
    words: Mapping[str, str],
    what: str,
    *,
    suffix: str = "",
) -> None:
    """The median over ``steps`` of each layer's milliseconds, as
    ``<prefix>.layer.<layer><suffix>``; ``words`` say what a layer is, by its name or by
    its last word (``view`` for ``phone_view``), and ``what`` what the steps were."""
    for layer in steps[0]:
        said = words.get(layer) or words[layer.rsplit("_", 1)[-1]]
        report(
            f"{prefix}.layer.{layer}{suffix}",
            statistics.median(step[layer] for step in steps),
            "ms",
            measures=f"{what}: {said}",
        )


def skip(name: str, reason: str) -> None:
    """A figure this machine cannot measure, and why."""
    _emit({"name": name, "skipped": reason})


def failed(name: str, error: BaseException) -> None:
    """A benchmark that broke (its traceback is on stderr)."""
    _emit({"name": name, "error": f"{type(error).__name__}: {error}"})


def chromium() -> Path | None:
    """The system Chromium the browser benchmarks drive (``$CHROMIUM`` overrides), or
    ``None`` when it is not installed."""
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    path = Path(found)
    return path if path.exists() else None


def rss_mib(pid: int | str = "self") -> float:
    """The resident memory of process ``pid`` (this one by default), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS in /proc/{pid}/status")


def settled_rss_mib(
    pid: int, *, within_mib: float = 0.5, over_s: float = 1.0, timeout_s: float = 30.0
) -> float:
    """The resident memory of process ``pid`` once it changes by less than ``within_mib``
    over ``over_s`` (what a server prepares in the background is then there), in MiB."""
    deadline = time.monotonic() + timeout_s
    while True:
        before = rss_mib(pid)
        time.sleep(over_s)
        now = rss_mib(pid)
        if abs(now - before) < within_mib or time.monotonic() > deadline:
            return now


def _emit(figure: dict[str, Any]) -> None:
    print(json.dumps(figure, ensure_ascii=False), flush=True)  # noqa: T201
