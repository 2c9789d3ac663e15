"""Storage: appending one action (committed, on disk), undoing and redoing one, and
loading a finished 8-seat Paper Dungeons game (read and replayed), on SQLite in WAL mode
and, when ``TEST_DATABASE_URL`` is set, on PostgreSQL."""

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


def bench_undo_and_redo() -> None:
    """Each action of a game undone from the last back, then each redone, as the live
    table writes them: the undo of a known number, the redo as the action logged again."""
    actions = eight_seat_game().actions
    for backend, opened in _stores():
        with opened() as store:
            undos, redos, undo_cpu = [], [], 0
            for _ in range(2):
                game_id = _new_game(store)
                seqs = [
                    store.append_action(game_id=game_id, action=action, position=position)
                    for position, action in enumerate(actions)
                ]
                position = len(seqs)
                for seq in reversed(seqs):
                    start, start_cpu = time.perf_counter_ns(), time.process_time_ns()
                    store.mark_undone(game_id=game_id, seq=seq, position=position)
                    undos.append((time.perf_counter_ns() - start) / 1e6)
                    undo_cpu += time.process_time_ns() - start_cpu
                    position += 1
                for seq, action in zip(seqs, actions, strict=True):
                    start = time.perf_counter_ns()
                    store.append_action(
                        game_id=game_id, action=action, position=position, redo_of=seq
                    )
                    redos.append((time.perf_counter_ns() - start) / 1e6)
                    position += 1
            report(f"storage.undo.{backend}.samples", len(undos), "undos")
            report_latency(
                f"storage.undo.{backend}",
                undos,
                measures="one action flagged undone, committed (on disk)",
            )
            report(
                f"storage.undo.{backend}.cpu",
                undo_cpu / len(undos) / 1e6,
                "ms",
                measures="the CPU time of this process per undo (SQLite's included: it runs "
                "in the process)",
            )
            report_latency(
                f"storage.redo.{backend}",
                redos,
                measures="an undone action logged again, committed (on disk)",
            )


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


BENCHMARKS = [bench_append, bench_undo_and_redo, bench_load_finished]
