"""One table, many devices: a roll reaching eight sessions, and the memory sessions take."""

from __future__ import annotations

import asyncio
import gc
import tempfile
import time
import tracemalloc
from pathlib import Path

from flet.pubsub.pubsub_hub import PubSubHub

from bench.measure import report, report_latency, rss_mib
from sheets.paper_dungeons.actions import RollDice
from storage import SeatInfo, open_store
from tests.paper_dungeons.play import example_setup
from tests.ui.harness import FakeClient
from ui.access import HOST
from ui.app import TABLE_TOPIC, Services
from ui.lan import Lan
from ui.server import app_main, make_services

ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
SEATS = 8
ROLLS = 30
TABLES = 50


def _new_table(services: Services) -> str:
    setup = example_setup(SEATS, 5)
    return services.store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=s.name) for s in setup.seats]
    )


async def _devices(services: Services, hub: PubSubHub, game_id: str) -> list[FakeClient]:
    clients = []
    for seat in range(SEATS):
        client = FakeClient(
            hub, width=390, height=844, route=f"/game/{game_id}", client_ip=f"192.168.1.{40 + seat}"
        )
        client.browser_storage["table-companion.language"] = "en"
        await client.start(app_main(services), services.peers.record)
        client.conn.messages.clear()  # the harness keeps what it sent; a server does not
        client.conn.sizes.clear()
        clients.append(client)
    return clients


async def _roll_reaches_everybody(data_dir: Path) -> None:
    services = make_services(open_store(data_dir=data_dir), Lan("192.168.1.20", 8550))
    hub = PubSubHub(loop=asyncio.get_running_loop())
    game_id = _new_table(services)
    clients = await _devices(services, hub, game_id)
    timings = []
    for _ in range(ROLLS):
        counts = [client.conn.sent for client in clients]
        start = time.perf_counter_ns()
        services.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
        hub.send_all_on_topic(TABLE_TOPIC, game_id)
        while any(c.conn.sent == n for c, n in zip(clients, counts, strict=True)):
            await asyncio.sleep(0)
        timings.append((time.perf_counter_ns() - start) / 1e6)
        services.tables.undo(game_id, None, HOST)
        hub.send_all_on_topic(TABLE_TOPIC, game_id)
        for client in clients:
            await client.settle()
    report_latency(
        "lan.roll_to_8_sessions",
        timings,
        goal_p95=15,
        measures="Paper Dungeons: the host's roll until the last of 8 phones is sent its "
        "update, on the server",
    )
    services.store.close()


async def _memory(data_dir: Path) -> None:
    services = make_services(open_store(data_dir=data_dir), Lan("192.168.1.20", 8550))
    hub = PubSubHub(loop=asyncio.get_running_loop())
    warm_up, measured, *rest = [_new_table(services) for _ in range(TABLES + 1)]
    await _devices(services, hub, warm_up)  # caches and first-use costs, not counted
    gc.collect()
    rss_before = rss_mib()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = await _devices(services, hub, measured)
    gc.collect()
    report(
        "lan.memory_per_session",
        (tracemalloc.get_traced_memory()[0] - before) / SEATS / 2**20,
        "MiB",
        goal=1.5,
        measures="memory one more connected phone takes on the server (Python's allocations)",
    )
    tracemalloc.stop()
    for game_id in rest:
        kept += await _devices(services, hub, game_id)
    gc.collect()
    report(
        "lan.memory_50_tables_of_8",
        rss_mib() - rss_before,
        "MiB",
        goal=700,
        measures="the server's resident memory grown by 50 tables of 8 phones",
    )
    services.store.close()


def bench_roll_to_eight_sessions() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_roll_reaches_everybody(Path(folder)))


def bench_session_memory() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_memory(Path(folder)))


BENCHMARKS = [bench_roll_to_eight_sessions, bench_session_memory]
