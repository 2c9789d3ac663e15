"""A thousand phones on one server: 125 tables of 8 phones showing their Paper Dungeons
sheets, the memory they take, how long they took to connect, the collector's passes
meanwhile, and a roll reaching the 8 phones of one table while the other tables are busy
(and the collector's passes then).

``LAN_THOUSAND_TABLES`` sets the tables (125 by default) for a quicker run. The phones are
the headless sessions of ``bench.bench_lan``.
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from flet.pubsub.pubsub_hub import PubSubHub

from bench.bench_lan import ROLL_MEASURES, ROLLS, SEATS, _devices, _new_table, _roll
from bench.measure import report, report_latency, rss_mib
from storage import open_store
from tests.ui.harness import FakeClient
from ui.lan import Lan
from ui.server import make_services

TABLES = int(os.environ.get("LAN_THOUSAND_TABLES", "125"))
MEMORY_GOAL_MIB = 1536
ROLL_GOAL_MS = 50


class CollectorPauses:
    """Every pass of the collector meanwhile: while one runs, no phone of any table is
    answered. A full pass (generation 2) walks every object not frozen."""

    def __init__(self) -> None:
        self.full_pauses_ms: list[float] = []
        # The CPU time of each full pass, which the machine's load changes much less.
        self.full_cpu_ms: list[float] = []
        # The CPU time of every pass, full or young.
        self.cpu_ms: list[float] = []
        self._started = (0, 0)

    def __enter__(self) -> CollectorPauses:
        gc.callbacks.append(self._note)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = (time.perf_counter_ns(), time.thread_time_ns())
            return
        wall, cpu = self._started
        cpu_ms = (time.thread_time_ns() - cpu) / 1e6
        self.cpu_ms.append(cpu_ms)
        if info["generation"] == 2:
            self.full_pauses_ms.append((time.perf_counter_ns() - wall) / 1e6)
            self.full_cpu_ms.append(cpu_ms)

    def report(self, name: str, meanwhile: str) -> None:
        report(
            f"{name}.full_collections",
            len(self.full_pauses_ms),
            "passes",
            measures=f"the collector's full passes {meanwhile}",
        )
        report(
            f"{name}.longest_full_collection",
            max(self.full_pauses_ms, default=0.0),
            "ms",
            measures=f"the longest of those passes {meanwhile}; no phone is answered meanwhile",
        )
        report(
            f"{name}.longest_full_collection.cpu",
            max(self.full_cpu_ms, default=0.0),
            "ms",
            measures="the most CPU time one of those passes took",
        )
        report(
            f"{name}.collector_cpu",
            sum(self.cpu_ms) / 1e3,
            "s",
            measures=f"the CPU time of all the collector's passes (full and young) {meanwhile}",
        )


async def _thousand(data_dir: Path) -> None:
    services = make_services(open_store(data_dir=data_dir), Lan("192.168.1.20", 8550))
    services.memory.freeze_start_up()  # as the server does before its first session
    hub = PubSubHub(loop=asyncio.get_running_loop())
    # The first phone pays for what is made once (caches, first-use costs); it stays all
    # evening, as the host's tablet does.
    _host_tablet = (await _devices(services, hub, _new_table(services)))[:1]
    gc.collect()
    start = rss_mib()

    tables: dict[str, list[FakeClient]] = {}
    per_table = []
    connecting = time.perf_counter()
    connecting_cpu = time.process_time()
    with CollectorPauses() as connecting_pauses:
        for _ in range(TABLES):
            game_id = _new_table(services)
            table_start = time.perf_counter_ns()
            tables[game_id] = await _devices(services, hub, game_id)
            per_table.append((time.perf_counter_ns() - table_start) / 1e6)
    connect_s = time.perf_counter() - connecting
    connect_cpu_s = time.process_time() - connecting_cpu
    gc.collect()
    during = rss_mib()

    phones = TABLES * SEATS
    report(
        "lan.thousand.rss_grown",
        during - start,
        "MiB",
        goal=MEMORY_GOAL_MIB,
        measures=f"the server's resident memory grown by {TABLES} tables of {SEATS} phones "
        f"({phones} Paper Dungeons sheets on 390 px phones), over what it had with the "
        "host's tablet alone",
    )
    report(
        "lan.thousand.rss",
        during,
        "MiB",
        measures=f"the server's resident memory with {phones} phones and the host's tablet "
        "connected",
    )
    report(
        "lan.thousand.connect_all",
        connect_s,
        "s",
        measures=f"connecting the {phones} phones one after another, each shown its sheet",
    )
    report(
        "lan.thousand.connect_all.cpu",
        connect_cpu_s,
        "s",
        measures="the server's CPU time for it, which the machine's load changes much less",
    )
    report_latency(
        "lan.thousand.connect_table",
        per_table,
        measures=f"connecting the {SEATS} phones of one more table, while the tables before "
        "it stay connected",
    )

    connecting_pauses.report("lan.thousand.connecting", f"while the {phones} phones connected")

    measured, *others = tables
    among = []
    among_cpu = []
    with CollectorPauses() as rolling_pauses:
        for sample in range(ROLLS):
            # The other tables are busy too: one of them rolls between two measured rolls.
            busy = others[sample % len(others)]
            await _roll(services, hub, busy, tables[busy])
            started_cpu = time.thread_time_ns()
            among.append(await _roll(services, hub, measured, tables[measured]))
            among_cpu.append((time.thread_time_ns() - started_cpu) / 1e6)
    report_latency(
        "lan.thousand.roll_to_8_sessions",
        among,
        goal_p95=ROLL_GOAL_MS,
        measures=ROLL_MEASURES + f", with {TABLES - 1} more tables of {SEATS} phones "
        "connected and rolling",
    )
    report_latency(
        "lan.thousand.roll_and_undo.cpu",
        among_cpu,
        measures="the event loop's CPU time for the measured roll, its undo and the 8 phones' "
        "updates of both, which the machine's load changes much less",
    )
    rolling_pauses.report(
        "lan.thousand.rolling", f"while {2 * ROLLS} rolls were made and sent to the phones"
    )
    services.store.close()


def _thousand_in_this_process() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_thousand(Path(folder)))


def bench_thousand_phones() -> None:
    """In a process of its own: what the benchmarks before it kept would count as the
    server's memory before the phones came."""
    process = multiprocessing.get_context("spawn").Process(target=_thousand_in_this_process)
    process.start()
    process.join()
    if process.exitcode != 0:
        raise RuntimeError(f"the thousand-phone benchmark failed with {process.exitcode}")


BENCHMARKS = [bench_thousand_phones]
