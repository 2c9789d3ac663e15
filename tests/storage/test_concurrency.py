"""Two devices (or two servers) acting at once: threads and processes writing to one game
never get the same sequence number, never lose an action, and never fork the log: of
two writers that read the game at the same log position, the database lets one write
and refuses the other, which reads the game again."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from storage import LogMoved, SeatInfo, Store, open_store
from tests.storage import tally
from tests.storage.tally import Add, TallySetup

ROOT = Path(__file__).resolve().parents[2]
PER_WRITER = 60
RACES = 25
CHILD = (sys.executable, "-m", "tests.storage.child")


def _tally_game(store: Store) -> str:
    return store.create_game(
        kind=tally.KIND, setup=TallySetup(seats=2), seats=[SeatInfo("A"), SeatInfo("B")]
    )


def _check_log(store: Store, game_id: str, numbers: list[int]) -> None:
    assert sorted(numbers) == list(range(1, 2 * PER_WRITER + 1))
    loaded = store.load_game(game_id=game_id)
    assert [seq for seq, _ in loaded.actions] == list(range(1, 2 * PER_WRITER + 1))
    assert loaded.position == 2 * PER_WRITER
    expected_total = sum(range(1, PER_WRITER + 1))
    assert loaded.game.state == (expected_total, expected_total)


def _start(*arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*CHILD, *arguments],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def _tell(child: subprocess.Popen[str], line: str) -> None:
    assert child.stdin is not None
    child.stdin.write(f"{line}\n")
    child.stdin.flush()


def _answer(child: subprocess.Popen[str]) -> str:
    assert child.stdout is not None
    return child.stdout.readline().strip()


def test_a_writer_that_read_an_older_position_is_refused_and_nothing_is_written(
    store: Store,
) -> None:
    game_id = _tally_game(store)
    store.append_action(game_id=game_id, action=Add(seat=0, amount=1), position=0)
    with pytest.raises(LogMoved) as moved:
        store.append_action(game_id=game_id, action=Add(seat=1, amount=5), position=0)
    assert moved.value.params == {"game_id": game_id, "position": 0, "current": 1}
    for stale in (
        lambda: store.undo(game_id=game_id, position=0),
        lambda: store.mark_undone(game_id=game_id, seq=1, position=0),
        lambda: store.update_setup(game_id=game_id, setup=TallySetup(seats=2), position=0),
    ):
        with pytest.raises(LogMoved):
            stale()
    loaded = store.load_game(game_id=game_id)
    assert (loaded.position, loaded.game.state, loaded.undone) == (1, (1, 0), ())


def test_an_undo_or_redo_decided_at_an_older_position_is_refused_and_nothing_is_written(
    store: Store,
) -> None:
    game_id = _tally_game(store)
    for position, seat in enumerate((0, 1, 0)):
        store.append_action(
            game_id=game_id, action=Add(seat=seat, amount=position + 1), position=position
        )
    store.mark_undone(game_id=game_id, seq=3, position=3)
    before = store.load_game(game_id=game_id)
    assert (before.position, before.undone) == (4, ((3, Add(seat=0, amount=3)),))
    for stale in (
        lambda: store.undo(game_id=game_id, position=3),
        lambda: store.undo(game_id=game_id, seat=1, position=3),
        lambda: store.mark_undone(game_id=game_id, seq=2, position=3),
        lambda: store.mark_all_undone(game_id=game_id, seqs=[2, 1], position=3),
        lambda: store.redo(game_id=game_id, position=3),
        lambda: store.redo(game_id=game_id, seat=0, position=3),
        lambda: store.append_action(
            game_id=game_id, action=Add(seat=0, amount=3), position=3, redo_of=3
        ),
    ):
        with pytest.raises(LogMoved) as moved:
            stale()
        assert moved.value.params == {"game_id": game_id, "position": 3, "current": 4}
    after = store.load_game(game_id=game_id)
    assert (after.position, after.actions, after.undone) == (4, before.actions, before.undone)
    assert after.game.state == (1, 2)
    assert store.redo(game_id=game_id, position=4) == 4, "the redo stack is as it was"


def test_two_threads_appending_to_one_game(store: Store) -> None:
    game_id = _tally_game(store)

    def append_all(seat: int) -> list[int]:
        numbers = []
        position = store.load_game(game_id=game_id).position
        for n in range(PER_WRITER):
            while True:
                try:
                    seq = store.append_action(
                        game_id=game_id, action=Add(seat=seat, amount=n + 1), position=position
                    )
                except LogMoved:
                    position = store.load_game(game_id=game_id).position
                    continue
                position += 1
                numbers.append(seq)
                break
        return numbers

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(append_all, [0, 1]))
    for numbers in results:
        assert numbers == sorted(numbers)
    _check_log(store, game_id, results[0] + results[1])


def test_two_processes_appending_to_one_game(database_url: str) -> None:
    store = open_store(url=database_url)
    game_id = _tally_game(store)
    children = [
        _start("append", database_url, game_id, str(seat), str(PER_WRITER)) for seat in (0, 1)
    ]
    for child in children:
        assert _answer(child) == "ready"
    # Both start at once, so one waits for the other's lock. (How finely they take turns
    # is up to the database: SQLite's waiting writer backs off and may wait a while.)
    for child in children:
        _tell(child, "go")
    outputs = [child.communicate(timeout=120)[0] for child in children]
    assert [child.returncode for child in children] == [0, 0]
    per_child = [[int(line) for line in output.split()] for output in outputs]
    _check_log(store, game_id, per_child[0] + per_child[1])
    store.close()


def test_two_processes_racing_from_one_position_write_one_action(database_url: str) -> None:
    store = open_store(url=database_url)
    game_id = _tally_game(store)
    children = [_start("race", database_url, game_id, str(seat)) for seat in (0, 1)]
    winners = []
    for race in range(RACES):
        for child in children:
            _tell(child, "read")
        assert [_answer(child) for child in children] == [str(race), str(race)]
        for child in children:
            _tell(child, "go")
        answers = [_answer(child) for child in children]
        assert sorted(answers) == [str(race + 1), "moved"], answers
        winners.append(answers.index(str(race + 1)))
    for child in children:
        _tell(child, "quit")
        child.wait(timeout=30)
    loaded = store.load_game(game_id=game_id)
    assert [seq for seq, _ in loaded.actions] == list(range(1, RACES + 1))
    assert loaded.position == RACES
    assert loaded.game.state == (winners.count(0), winners.count(1))
    store.close()
