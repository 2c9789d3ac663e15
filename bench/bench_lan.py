"""Tables and devices on one server: a roll reaching the eight phones of a table alone and
among 49 other busy tables, the memory a phone takes, and the server's memory before,
during and after a wave of 50 tables of 8 phones.

The phones are headless Flet sessions (a real session over a fake connection, messages
encoded as for a browser) sharing one pubsub hub, as the sessions of one server do.
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from flet.pubsub.pubsub_hub import PubSubHub

from bench.measure import report, report_latency, rss_mib
from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import RollDice
from storage import SeatInfo, open_store
from tests.paper_dungeons.play import example_setup
from tests.ui.harness import FakeClient
from ui.lan import Lan
from ui.memory_return import GIVE_BACK_AFTER_S
from ui.server import app_main, make_services
from ui.services import Services, table_topic

ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
SEATS = 8
ROLLS = 30
TABLES = 50
ROLL_MEASURES = (
    "Paper Dungeons: the host's roll until the last of the table's 8 phones is sent its "
    "update, on the server"
)


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
        # In a task of its own, as each connection is on the server: what Flet binds to the
        # task's context (the session's page) then goes with the task, not stays in the
        # benchmark's.
        await asyncio.create_task(client.start(app_main(services), services.peers.record))
        client.conn.messages.clear()  # the harness keeps what it sent; a server does not
        client.conn.sizes.clear()
        clients.append(client)
    return clients


async def _end_sessions(clients: list[FakeClient]) -> None:
    """Every device goes away, and its session ends as the server ends it after the
    reconnection grace period."""
    for client in clients:
        await asyncio.create_task(client.session.disconnect(0))
    for client in clients:
        # Flet leaves Session.close unannotated.
        client.session.close()  # type: ignore[no-untyped-call]
    await asyncio.sleep(0.05)  # the sessions' close events


async def _leave(clients: list[FakeClient]) -> None:
    """Every device goes away; nothing here keeps one of them (a server keeps no session
    that has ended) while memory is given back."""
    await _end_sessions(clients)
    clients.clear()
    # The server gives its memory back shortly after the last session ended.
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.5)


async def _roll(
    services: Services, hub: PubSubHub, game_id: str, clients: list[FakeClient]
) -> float:
    """The host rolls at ``game_id``: milliseconds until each of ``clients`` was sent its
    update; then the roll is undone and every device has settled."""
    counts = [client.conn.sent for client in clients]
    start = time.perf_counter_ns()
    services.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    hub.send_all_on_topic(table_topic(game_id), game_id)
    while any(c.conn.sent == n for c, n in zip(clients, counts, strict=True)):
        await asyncio.sleep(0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    services.tables.undo(game_id, None, HOST)
    hub.send_all_on_topic(table_topic(game_id), game_id)
    for client in clients:
        await client.settle()
    for client in clients:
        client.conn.messages.clear()
        client.conn.sizes.clear()
    return elapsed


async def _rolls(data_dir: Path) -> None:
    services = make_services(open_store(data_dir=data_dir), Lan("192.168.1.20", 8550))
    services.memory.freeze_start_up()
    hub = PubSubHub(loop=asyncio.get_running_loop())
    game_id = _new_table(services)
    clients = await _devices(services, hub, game_id)
    alone = [await _roll(services, hub, game_id, clients) for _ in range(ROLLS)]
    report_latency("lan.roll_to_8_sessions", alone, goal_p95=15, measures=ROLL_MEASURES)

    others = {other: await _devices(services, hub, other) for other in
              [_new_table(services) for _ in range(TABLES - 1)]}  # fmt: skip
    among = []
    for sample in range(ROLLS):
        # The other tables are busy too: one of them rolls between two measured rolls.
        busy = list(others)[sample % len(others)]
        await _roll(services, hub, busy, others[busy])
        among.append(await _roll(services, hub, game_id, clients))
    report_latency(
        "lan.roll_to_8_sessions_among_49_busy_tables",
        among,
        goal_p95=15,
        measures=ROLL_MEASURES + ", with 49 more tables of 8 phones connected and rolling",
    )
    services.store.close()


async def _memory(data_dir: Path) -> None:
    services = make_services(open_store(data_dir=data_dir), Lan("192.168.1.20", 8550))
    services.memory.freeze_start_up()  # as the server does before its first session
    hub = PubSubHub(loop=asyncio.get_running_loop())
    games = [_new_table(services) for _ in range(TABLES + 1)]
    # Caches and first-use costs; one device of the warm-up stays all evening, as the
    # host's tablet does, so memory must come back while a session is still open.
    warm_up = await _devices(services, hub, games[0])
    await _leave(warm_up[1:])
    gc.collect()
    start = rss_mib()
    blocks = sys.getallocatedblocks()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    wave = await _devices(services, hub, games[1])
    gc.collect()
    report(
        "lan.memory_per_session",
        (tracemalloc.get_traced_memory()[0] - before) / SEATS / 2**20,
        "MiB",
        goal=1.5,
        measures="memory one more phone showing its Paper Dungeons sheet takes on the "
        "server (Python's allocations)",
    )
    tracemalloc.stop()
    for wave_number in (1, 2):
        # The first wave began with the measured table; the second fills all 50 anew.
        for game_id in games[2:] if wave_number == 1 else games[1:]:
            wave += await _devices(services, hub, game_id)
        gc.collect()
        during = rss_mib()
        kept_tables = len(services.tables.in_memory())
        await _leave(wave)
        gc.collect()
        after = rss_mib()
        kept_blocks = sys.getallocatedblocks() - blocks
        name = f"lan.wave_{wave_number}"
        report(
            f"{name}.rss_during",
            during - start,
            "MiB",
            goal=700,
            measures="the server's resident memory grown by 50 tables of 8 phones, "
            "over what it had before the wave",
        )
        report(
            f"{name}.rss_after",
            after - start,
            "MiB",
            goal=round(start * 0.1, 1),
            measures="what is left of it once every phone has gone, the host's tablet "
            "still connected (goal: 10 % of the "
            f"server's {start:.0f} MiB before)",
        )
        report(
            f"{name}.python_objects_kept",
            kept_blocks,
            "blocks",
            measures="Python's allocated blocks once every phone has gone, over those "
            "before the wave: what the app and Flet still hold (the rest of rss_after is "
            "memory the allocator keeps for later)",
        )
        report(
            f"{name}.tables_in_memory_after",
            len(services.tables.in_memory() - {games[0]}),
            "tables",
            goal=0,
            measures=f"live tables kept in memory once every phone has gone ({kept_tables} "
            "during the wave), besides the table of the tablet that stays",
        )
    services.store.close()


def bench_rolls() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_rolls(Path(folder)))


def _memory_in_this_process() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_memory(Path(folder)))


def bench_memory() -> None:
    """In a process of its own: what the benchmarks before it kept would count as the
    server's memory before the wave."""
    process = multiprocessing.get_context("spawn").Process(target=_memory_in_this_process)
    process.start()
    process.join()
    if process.exitcode != 0:
        raise RuntimeError(f"the memory benchmark failed with {process.exitcode}")


BENCHMARKS = [bench_rolls, bench_memory]
