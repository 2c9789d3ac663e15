"""The database stops taking writes in the middle of a game: the table says the game could
not be saved and is retried, stays there to look at, new devices still open the app, and
once the database takes writes again play goes on with nothing lost.

SQLite: the database's files made immutable (``chattr +i``: read-only even for root).
PostgreSQL: the server cut off (a relay in front of it stops, as a stopped server's
connections do)."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import flet as ft
import pytest

from sheets.paper_dungeons.actions import RollDice
from tests.ui.harness import FakeClient, find
from tests.ui.helpers import notified
from tests.ui.test_lan import PLAIN, new_game

NOT_SAVED = (
    "The game could not be saved; retrying. "
    "Until the database takes it again, the table can be looked at but not changed."
)


def _immutable_files_possible(folder: Path) -> bool:
    probe = folder / "probe"
    probe.write_text("x")
    made = shutil.which("chattr") is not None and (
        subprocess.run(["chattr", "+i", str(probe)], capture_output=True).returncode == 0
    )
    if made:
        subprocess.run(["chattr", "-i", str(probe)], check=True)
    probe.unlink()
    return made


def _read_only(database: Path, on: bool) -> None:
    files = [database, database.with_name(database.name + "-wal")]
    subprocess.run(["chattr", "+i" if on else "-i", *map(str, files)], check=True)


@pytest.fixture
def read_only_switch(tmp_path: Path, store) -> Iterator[object]:
    if not _immutable_files_possible(tmp_path):
        pytest.skip("SKIPPED LOUDLY: this file system cannot make a file immutable (chattr +i)")
    database = tmp_path / "table.db"
    yield lambda on: _read_only(database, on)
    _read_only(database, False)


async def _rolled(host: FakeClient) -> None:
    await host.fire(find(host, ft.OutlinedButton, "Enter dice"))
    pickers = [c for c in host.all(ft.Dropdown) if (c.label or "").startswith("Die ")]
    for picker, symbol in zip(pickers, PLAIN, strict=False):
        picker.value = symbol
    await host.fire(find(host, ft.FilledButton, "OK"))


@pytest.mark.asyncio
async def test_an_sqlite_file_made_read_only_mid_game(table, read_only_switch) -> None:
    services = table.services
    services.tables.storage.retry_every_s = 0.01
    game_id = new_game(table)
    host = await table.device(route=f"/game/{game_id}")
    read_only_switch(True)

    await host.fire(find(host, ft.FilledButton, "Roll"))
    assert notified(host) == NOT_SAVED
    assert services.tables.open(game_id).state.dice is None
    newcomer = await table.device(route=f"/game/{game_id}")
    assert "Round 1 of 8" in " ".join(newcomer.texts())
    await newcomer.fire(find(newcomer, ft.FilledButton, "Roll"))
    assert notified(newcomer) == NOT_SAVED

    read_only_switch(False)
    while services.tables.storage.down:
        await asyncio.sleep(0.01)
    await host.fire(find(host, ft.FilledButton, "Roll"))
    assert services.tables.open(game_id).state.dice is not None, host.page._dialogs.controls[
        -1
    ].content.value
    stored = services.store.load_game(game_id=game_id)
    assert [type(action) for _, action in stored.actions] == [RollDice]
