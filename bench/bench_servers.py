"""Two server processes on one PostgreSQL database (``TEST_DATABASE_URL``): the time from
an action on the first to the eight devices of the second, and one table's throughput
when every change must reach the other server's devices."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg

from bench.measure import report, report_latency, skip
from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import RollDice
from storage import SeatInfo, open_store
from tests.paper_dungeons.play import example_setup
from ui.server import make_services

ROOT = Path(__file__).resolve().parents[1]
ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
# The burst's last change: a roll no earlier screen showed. The other server may fold
# several changes into one redraw; a last screen equal to one its devices already have
# sends nothing, and the burst's end would never be seen.
LAST_ROLL = ("warrior", "wizard", "cleric", "boots", "cleric", "rogue")
SAMPLES = 60
BURST = 100
# Where the time from an action to the other server's devices goes, change by change.
HOPS = {
    "written": "the action on the first server until it is committed and kept there",
    "heard": "the action until the other server's notice of it (from the same start)",
    "caught_up": "the notice until the other table has read and applied the change",
    "sent": "the table caught up until the last of the 8 devices was sent its redraw",
    "cpu": "the CPU time the other server spends from the notice to its last device",
}


@contextmanager
def _scratch_schema(url: str) -> Iterator[str]:
    """A URL whose connections work in a new schema of the server at ``url`` (dropped
    afterwards)."""
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    conninfo = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(conninfo, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
        separator = "&" if "?" in url else "?"
        try:
            yield f"{url}{separator}options=-csearch_path%3D{schema}"
        finally:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


@dataclass(frozen=True)
class Seen:
    """A change as the other server followed it: when (``time.monotonic_ns``) the last of
    its devices was sent it, the notice came and the table had caught up with the log,
    and the CPU time (ns) that server spent from the notice to the last device."""

    sent: int
    heard: int
    caught_up: int
    cpu: int


class OtherServer:
    """``bench.other_server``: the second process and its devices."""

    def __init__(self, url: str, game_id: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bench.other_server", url, game_id],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        if self._line() != "ready":
            raise RuntimeError("the other server did not start")

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the other server stopped")
        return line.strip()

    def seen(self, position: int) -> Seen:
        """How the other server's devices came to be sent the game at ``position`` (or
        later)."""
        while True:
            _, reached, *times = self._line().split()
            if int(reached) >= position:
                sent, heard, caught_up, cpu = map(int, times)
                return Seen(sent, heard, caught_up, cpu)

    def stop(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(30)


def _changes(url: str) -> None:
    services = make_services(open_store(url=url))
    tables = services.tables
    setup = example_setup(8, 5)
    game_id = services.store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(s.name) for s in setup.seats]
    )
    table = tables.open(game_id)
    other = OtherServer(url, game_id)
    try:
        samples = []
        hops: dict[str, list[float]] = {hop: [] for hop in HOPS}
        for number in range(SAMPLES):
            start = time.monotonic_ns()
            if number % 2 == 0:
                tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
            else:
                tables.undo(game_id, None, HOST)
            written = time.monotonic_ns()
            seen = other.seen(table.position)
            samples.append((seen.sent - start) / 1e6)
            hops["written"].append((written - start) / 1e6)
            hops["heard"].append((seen.heard - start) / 1e6)
            hops["caught_up"].append((seen.caught_up - seen.heard) / 1e6)
            hops["sent"].append((seen.sent - seen.caught_up) / 1e6)
            hops["cpu"].append(seen.cpu / 1e6)
        report_latency(
            "servers.action_to_other_servers_8_devices",
            samples,
            goal_p95=30,
            measures="a roll or its undo on one server process until the last of 8 devices "
            "on another (PostgreSQL NOTIFY, the log read back, redrawn and sent)",
        )
        for hop, measures in HOPS.items():
            report(f"servers.hop.{hop}.p50", statistics.median(hops[hop]), "ms", measures=measures)
        start = time.monotonic_ns()
        for number in range(BURST):
            if number % 2 == 0:
                tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
            else:
                tables.undo(game_id, None, HOST)
        tables.act(game_id, RollDice(seat=0, symbols=LAST_ROLL), HOST)
        elapsed_s = (other.seen(table.position).sent - start) / 1e9
        report(
            "servers.one_table_changes_per_second",
            (BURST + 1) / elapsed_s,
            "changes/s",
            measures="rolls and undos on one table, one after the other on one server, "
            "until the other server's 8 devices have the last",
        )
    finally:
        other.stop()
        services.store.close()


def bench_action_to_other_server() -> None:
    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        skip("servers.action_to_other_servers_8_devices", "needs PostgreSQL (make bench)")
        return
    with _scratch_schema(url) as scratch:
        _changes(scratch)


BENCHMARKS = [bench_action_to_other_server]
