"""The database stops taking writes in the middle of a game: the table says the game could
not be saved and is retried, stays there to look at, new devices still open the app, and
once the database takes writes again play goes on with nothing lost.

SQLite: the database's files made immutable (``chattr +i``: read-only even for root).
PostgreSQL: the server cut off (a relay in front of it stops, as a stopped server's
connections do)."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import flet as ft
import pytest
from sqlalchemy.engine import make_url

from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import BrewPotions, RollDice
from storage import DatabaseFailed, SeatInfo, Store, open_store
from tests.paper_dungeons.play import example_setup
from tests.storage.conftest import NO_POSTGRES, POSTGRES_URL, postgres_schema_url
from tests.ui.conftest import Table
from tests.ui.harness import FakeClient, find
from tests.ui.helpers import dialog, notified
from tests.ui.test_lan import PLAIN, new_game
from ui.server import make_services
from ui.services import Services
from ui.storage_watch import NotSaved

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
    assert services.tables.open(game_id).state.dice is not None, dialog(host).content.value
    stored = services.store.load_game(game_id=game_id)
    assert [type(action) for _, action in stored.actions] == [RollDice]


class CuttableLink:
    """A TCP relay to the PostgreSQL server that can be cut (its connections dropped, new
    ones refused, as when the server stops) and restored on the same port."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = 0
        self._open: list[socket.socket] = []
        self.restore()

    def restore(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", self.port))
        self.port = int(self._listener.getsockname()[1])
        threading.Thread(target=self._accept, args=(self._listener,), daemon=True).start()

    def cut(self) -> None:
        for opened in [self._listener, *self._open]:
            with contextlib.suppress(OSError):
                opened.shutdown(socket.SHUT_RDWR)
            opened.close()
        self._open = []

    def _accept(self, listener: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while True:
                client, _ = listener.accept()
                server = socket.create_connection(self.target)
                self._open += [client, server]
                for source, sink in ((client, server), (server, client)):
                    threading.Thread(target=_pump, args=(source, sink), daemon=True).start()


def _pump(source: socket.socket, sink: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while data := source.recv(65536):
            sink.sendall(data)
    with contextlib.suppress(OSError):
        sink.shutdown(socket.SHUT_WR)


@pytest.fixture
def postgres_behind_a_link() -> Iterator[tuple[Store, CuttableLink]]:
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    schema_url = postgres_schema_url()
    url = make_url(next(schema_url))
    link = CuttableLink(url.host or "127.0.0.1", url.port or 5432)
    store = open_store(url=url.set(host="127.0.0.1", port=link.port).render_as_string(False))
    yield store, link
    store.close()
    link.cut()
    with contextlib.suppress(StopIteration):
        next(schema_url)


@pytest.mark.asyncio
@pytest.mark.postgres
async def test_a_postgresql_server_stopped_mid_game(postgres_behind_a_link) -> None:
    store, link = postgres_behind_a_link
    table = Table(make_services(store))
    services = table.services
    services.tables.storage.retry_every_s = 0.01
    game_id = new_game(table)
    host = await table.device(route=f"/game/{game_id}")
    link.cut()

    await host.fire(find(host, ft.FilledButton, "Roll"))
    assert notified(host) == NOT_SAVED
    newcomer = await table.device(route="/")
    assert "The games cannot be read just now" in newcomer.texts()
    await newcomer.fire(find(newcomer, ft.FilledButton, "Try again"))
    assert "The games cannot be read just now" in newcomer.texts()
    await newcomer.go(f"/game/{game_id}")
    assert "Round 1 of 8" in " ".join(newcomer.texts())

    link.restore()
    while services.tables.storage.down:
        await asyncio.sleep(0.01)
    await host.fire(find(host, ft.FilledButton, "Roll"))
    assert services.tables.open(game_id).state.dice is not None
    late = await table.device(route="/")
    assert "Ann, Bob, Cid, Dan" in late.texts()


def test_a_write_the_database_fails_leaves_the_log_and_its_numbers_as_they_were(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    tables, store = services.tables, services.store
    tables.storage.retry_every_s = 0.01
    setup = example_setup(2, 21)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(s.name) for s in setup.seats]
    )
    tables.act(game_id, RollDice(seat=0, symbols=PLAIN), HOST)
    tables.act(game_id, BrewPotions(seat=0, die=0), HOST)
    tables.undo(game_id, 0, HOST)
    table = tables.open(game_id)
    before = (table.game.entries, table.game.undone_entries, table.position)

    def fail(**_: object) -> None:
        raise DatabaseFailed(url="test", problem="disk full")

    changes = [
        ("append_action", lambda: tables.act(game_id, BrewPotions(seat=1, die=1), HOST)),
        ("append_action", lambda: tables.redo(game_id, 0, HOST)),
        ("mark_undone", lambda: tables.undo(game_id, None, HOST)),
    ]
    for write, change in changes:
        with monkeypatch.context() as broken:
            broken.setattr(store, write, fail)
            with pytest.raises(NotSaved):
                change()
        assert (table.game.entries, table.game.undone_entries, table.position) == before
        while tables.storage.down:
            time.sleep(0.01)

    tables.redo(game_id, 0, HOST)
    tables.undo(game_id, 0, HOST)
    stored = store.load_game(game_id=game_id)
    assert stored.undone == ((3, BrewPotions(seat=0, die=0)),)
    assert [(entry.number, entry.action) for entry in table.game.entries] == list(stored.actions)
    assert [(entry.number, entry.action) for entry in table.game.undone_entries] == list(
        stored.undone
    )
