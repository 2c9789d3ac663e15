"""Two devices acting at once: threads and processes appending to one game never get the
same sequence number and never lose an action."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from storage import SeatInfo, Store, open_store
from tests.storage import tally
from tests.storage.tally import Add, TallySetup

ROOT = Path(__file__).resolve().parents[2]
PER_WRITER = 60
CHILD = (sys.executable, "-m", "tests.storage.child")


def _tally_game(store: Store) -> str:
    return store.create_game(
        kind=tally.KIND, setup=TallySetup(seats=2), seats=[SeatInfo("A"), SeatInfo("B")]
    )


def _check_log(store: Store, game_id: str, numbers: list[int]) -> None:
    assert sorted(numbers) == list(range(1, 2 * PER_WRITER + 1))
    loaded = store.load_game(game_id=game_id)
    assert [seq for seq, _ in loaded.actions] == list(range(1, 2 * PER_WRITER + 1))
    expected_total = sum(range(1, PER_WRITER + 1))
    assert loaded.game.state == (expected_total, expected_total)


def test_two_threads_appending_to_one_game(store: Store) -> None:
    game_id = _tally_game(store)

    def append_all(seat: int) -> list[int]:
        return [
            store.append_action(game_id=game_id, action=Add(seat=seat, amount=n + 1))
            for n in range(PER_WRITER)
        ]

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(append_all, [0, 1]))
    for numbers in results:
        assert numbers == sorted(numbers)
    _check_log(store, game_id, results[0] + results[1])


def test_two_processes_appending_to_one_game(database_url: str) -> None:
    store = open_store(url=database_url)
    game_id = _tally_game(store)
    children = [
        subprocess.Popen(
            [*CHILD, database_url, game_id, str(seat), str(PER_WRITER)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for seat in (0, 1)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    # Both start at once, so one waits for the other's lock. (How finely they take turns
    # is up to the database: SQLite's waiting writer backs off and may wait a while.)
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outputs = [child.communicate(timeout=120)[0] for child in children]
    assert [child.returncode for child in children] == [0, 0]
    per_child = [[int(line) for line in output.split()] for output in outputs]
    _check_log(store, game_id, per_child[0] + per_child[1])
    store.close()
