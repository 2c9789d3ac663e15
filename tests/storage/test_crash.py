"""Crash safety: a process appending actions is killed with SIGKILL at random moments;
every action it reported as committed is still there, the log replays and SQLite finds
the database intact."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

from sheets.core import Action
from storage import SeatInfo, open_store
from tests.storage import tally
from tests.storage.tally import TallySetup

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20


def _run_and_kill(url: str, game_id: str, rng: random.Random) -> list[int]:
    """Start a child appending forever, kill it at a random moment after its first
    reported commit (so that every kill lands while it writes, however slow the machine),
    and return the sequence numbers it reported as committed."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.child", "append", url, game_id, "0"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert child.stdin is not None and child.stdout is not None
    assert child.stdout.readline() == b"ready\n"
    child.stdin.write(b"go\n")
    child.stdin.flush()
    first = child.stdout.readline()
    time.sleep(rng.uniform(0.0, 0.25))
    child.send_signal(signal.SIGKILL)
    output = first + child.stdout.read()
    child.wait()
    assert child.returncode == -signal.SIGKILL
    # A line cut by the kill has no newline: that number was not reported completely.
    return [int(line) for line in output.split(b"\n")[:-1]]


def reopened_actions(url: str, game_id: str) -> tuple[tuple[int, Action], ...]:
    store = open_store(url=url)
    actions = store.load_game(game_id=game_id).actions
    store.close()
    return actions


def test_actions_reported_as_committed_survive_sigkill(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'table.db'}"
    # A store that stays open in this process all along, as a server's would: opening
    # another store beside it must not disturb SQLite's locks.
    watcher = open_store(url=url)
    game_id = watcher.create_game(
        kind=tally.KIND, setup=TallySetup(seats=1), seats=[SeatInfo("Solo")]
    )
    rng = random.Random(2026)
    reported: list[int] = []
    for _ in range(KILLS):
        reported += _run_and_kill(url, game_id, rng)
        with closing(sqlite3.connect(tmp_path / "table.db")) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        reopened = open_store(url=url)
        stored = [seq for seq, _ in reopened.load_game(game_id=game_id).actions]
        reopened.close()
        assert set(reported) <= set(stored)
        assert stored == list(range(1, len(stored) + 1))
        assert watcher.load_game(game_id=game_id).actions == reopened_actions(url, game_id)
    watcher.close()
