"""Storage: appending one action (committed, on disk) and loading a finished 8-seat
Paper Dungeons game (read and replayed), on SQLite in WAL mode and, when
``TEST_DATABASE_URL`` is set, on PostgreSQL."""

from __future__ import annotations

import os
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import psycopg

from bench.bench_rules import eight_seat_game
from bench.measure import report, report_latency, timings_ms
from scoring.paper_dungeons import outcome
from storage import SeatInfo, Store, open_store

KIND = "paper_dungeons"


@contextmanager
def sqlite_store() -> Iterator[Store]:
    with tempfile.TemporaryDirectory() as directory:
        store = open_store(data_dir=Path(directory))
        yield store
        store.close()


@contextmanager
def postgres_store(url: str) -> Iterator[Store]:
    """A store in a scratch schema of the server at ``url``, dropped afterwards."""
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    conninfo = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(conninfo, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
        separator = "&" if "?" in url else "?"
        store = open_store(url=f"{url}{separator}options=-csearch_path%3D{schema}")
        try:
            yield store
        finally:
            store.close()
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def _stores() -> Iterator[tuple[str, Callable[[], AbstractContextManager[Store]]]]:
    yield "sqlite", sqlite_store
    url = os.environ.get("TEST_DATABASE_URL")
    if url:
        yield "postgresql", lambda: postgres_store(url)


def _new_game(store: Store) -> str:
    game = eight_seat_game()
    return store.create_game(
        kind=KIND, setup=game.setup, seats=[SeatInfo(seat.name) for seat in game.setup.seats]
    )


def bench_append() -> None:
    actions = eight_seat_game().actions
    for backend, opened in _stores():
        with opened() as store:
            samples = []
            for _ in range(2):
                game_id = _new_game(store)
                for position, action in enumerate(actions):
                    start = time.perf_counter_ns()
                    store.append_action(game_id=game_id, action=action, position=position)
                    samples.append((time.perf_counter_ns() - start) / 1e6)
            report(f"storage.append.{backend}.samples", len(samples), "actions")
            report_latency(f"storage.append.{backend}", samples)


def bench_load_finished() -> None:
    game = eight_seat_game()
    for backend, opened in _stores():
        with opened() as store:
            game_id = _new_game(store)
            for position, action in enumerate(game.actions):
                store.append_action(game_id=game_id, action=action, position=position)
            store.finish_game(
                game_id=game_id,
                outcome=outcome(game.state).to_json(),
                position=len(game.actions),
            )
            samples = timings_ms(lambda: store.load_game(game_id=game_id), repeat=40)  # noqa: B023
            report(f"storage.load_8_seats.{backend}.actions", len(game.actions), "actions")
            report_latency(f"storage.load_8_seats.{backend}", samples)


BENCHMARKS = [bench_append, bench_load_finished]
