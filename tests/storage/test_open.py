"""Opening the database: where it is, WAL, refusing corrupt files and newer schemas, and
upgrading a database made by the previous schema revision."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text
from sqlalchemy.engine import make_url

from sheets.paper_dungeons.actions import EndRound
from storage import (
    CorruptDatabase,
    DatabaseInUse,
    DatabaseSchemaDamaged,
    DatabaseTooNew,
    DatabaseUnreachable,
    DataDirUnusable,
    LogMoved,
    open_store,
)
from storage.engine import IMMEDIATE, create_store_engine
from storage.location import database_url, user_data_dir
from storage.migrate import alembic_config, current_revision, head_of_scripts, head_revision
from storage.tables import SQLModel
from tests.storage.games import KIND, finished_game, seat_infos, stored


def test_the_url_comes_from_the_argument_then_the_environment_then_the_data_dir() -> None:
    environ = {"DATABASE_URL": "postgresql://db/games", "FLET_APP_STORAGE_DATA": "/flet"}
    assert database_url(url="sqlite:///x.db", environ=environ) == "sqlite:///x.db"
    assert database_url(data_dir=Path("/d"), environ=environ) == "postgresql://db/games"
    assert database_url(data_dir=Path("/d"), environ={}) == "sqlite:////d/table.db"
    assert database_url(environ={"FLET_APP_STORAGE_DATA": "/flet"}) == "sqlite:////flet/table.db"
    home = database_url(environ={})
    assert home.startswith("sqlite:///") and home.endswith("table-companion/table.db")
    assert user_data_dir({}).name == "table-companion"


def test_one_server_holds_an_sqlite_database_and_others_may_still_read_it(
    tmp_path: Path,
) -> None:
    server = open_store(data_dir=tmp_path, server=True)
    with pytest.raises(DatabaseInUse) as refused:
        open_store(data_dir=tmp_path, server=True)
    assert str(tmp_path) in str(refused.value)
    reader = open_store(data_dir=tmp_path)  # the print command, a backup
    reader.close()
    server.close()
    open_store(data_dir=tmp_path, server=True).close()


# A server in a process of its own: it says when it holds the database, then waits.
SERVER_PROCESS = """
import sys
from pathlib import Path
from storage import open_store
store = open_store(data_dir=Path(sys.argv[1]), server=True)
print("held", flush=True)
sys.stdin.read()
"""


def test_a_server_in_another_process_is_refused_until_that_process_dies(tmp_path: Path) -> None:
    """However the first server ends, even killed, its lock goes with it."""
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER_PROCESS, str(tmp_path)],
        cwd=Path(__file__).parents[2],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        assert server.stdout.readline().strip() == "held"
        with pytest.raises(DatabaseInUse):
            open_store(data_dir=tmp_path, server=True)
    finally:
        server.kill()
        server.wait()
    open_store(data_dir=tmp_path, server=True).close()


def test_a_directory_that_cannot_be_made_leaves_nothing_made(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    with pytest.raises(DataDirUnusable):
        open_store(data_dir=tmp_path / "a" / "b" / ("x" * 300) / "c")  # a name too long
    with pytest.raises(DataDirUnusable):
        open_store(data_dir=tmp_path / "file" / "c")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_a_new_database_is_made_in_wal_mode_in_a_new_directory(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path / "new" / "dir")
    store.close()
    path = tmp_path / "new" / "dir" / "table.db"
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)


@pytest.mark.parametrize(
    "content",
    [b"shopping list: eggs, milk\n" * 40, b"SQLite format 3\x00" + b"\xff" * 3000],
    ids=["text file", "damaged header"],
)
def test_a_file_that_is_not_a_database_is_refused_and_left_alone(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "table.db"
    path.write_bytes(content)
    with pytest.raises(CorruptDatabase) as refused:
        open_store(data_dir=tmp_path)
    assert str(path) in str(refused.value)
    assert path.read_bytes() == content


def test_a_database_with_damaged_pages_is_refused_and_left_alone(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    for _ in range(3):
        game = finished_game(2, 8)
        game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
        for position, action in enumerate(game.actions):
            store.append_action(game_id=game_id, action=action, position=position)
    store.close()
    path = tmp_path / "table.db"
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    damaged = bytearray(path.read_bytes())
    page_size = int.from_bytes(damaged[16:18], "big")
    for page in range(2, len(damaged) // page_size, 2):
        damaged[page * page_size : page * page_size + 64] = b"\xa5" * 64
    path.write_bytes(bytes(damaged))
    with pytest.raises(CorruptDatabase) as refused:
        open_store(data_dir=tmp_path)
    assert str(path) in str(refused.value)
    assert path.read_bytes() == bytes(damaged)


def test_a_directory_at_the_database_path_is_refused(tmp_path: Path) -> None:
    (tmp_path / "table.db").mkdir()
    with pytest.raises(CorruptDatabase, match="directory"):
        open_store(data_dir=tmp_path)


def test_a_database_from_a_newer_version_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    game_id = store.create_game(
        kind=KIND, setup=finished_game(1, 5).setup, seats=seat_infos(finished_game(1, 5))
    )
    store.close()
    path = tmp_path / "table.db"
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0099'")
    with pytest.raises(DatabaseTooNew) as refused:
        open_store(data_dir=tmp_path)
    message = str(refused.value)
    assert "newer version" in message and "0099" in message and head_revision() in message
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0099",)
        ]
        assert connection.execute("SELECT id FROM game").fetchall() == [(game_id,)]


def test_an_unreachable_server_is_reported_with_its_url_but_not_its_password() -> None:
    url = "postgresql+psycopg://someone:secret@127.0.0.1:1/games?connect_timeout=2"
    with pytest.raises(DatabaseUnreachable) as refused:
        open_store(url=url)
    assert "127.0.0.1:1/games" in str(refused.value)
    assert "secret" not in str(refused.value)


def test_a_database_at_the_previous_revision_is_upgraded_and_its_games_load(
    database_url: str,
) -> None:
    """Games written at the first revision (stored now, then the schema taken back to
    it) load after the upgrade, their seats with no address said."""
    store = open_store(url=database_url)
    games = [finished_game(2, 8), finished_game(3, 11)]
    ids = [stored(store, game) for game in games]
    store.close()
    engine = create_store_engine(make_url(database_url))
    with engine.connect() as connection:
        connection = connection.execution_options(**{IMMEDIATE: True})
        with connection.begin():
            command.downgrade(alembic_config(connection), "0001")
            assert current_revision(connection) == "0001"
    engine.dispose()

    store = open_store(url=database_url)
    for game_id, game in zip(ids, games, strict=True):
        loaded = store.load_game(game_id=game_id)
        assert loaded.game.state == game.state
        assert {seat.address for seat in loaded.info.seats} == {None}
    position = store.load_game(game_id=ids[0]).position
    store.append_action(game_id=ids[0], action=EndRound(seat=0), position=position)
    with pytest.raises(LogMoved):
        store.append_action(game_id=ids[0], action=EndRound(seat=0), position=position)
    assert store.history() == []
    store.close()


def test_a_database_whose_tables_do_not_fit_its_schema_version_is_called_damaged(
    database_url: str,
) -> None:
    """A database that records an older revision than its tables have (the column the
    next migration adds is there already) is refused as damaged, not as unreachable, and
    left as it was."""
    store = open_store(url=database_url)
    game_id = stored(store, finished_game(1, 5))
    store.close()
    engine = create_store_engine(make_url(database_url))
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0003'"))
    with pytest.raises(DatabaseSchemaDamaged) as refused:
        open_store(url=database_url)
    message = str(refused.value)
    assert "is damaged" in message and "(0003)" in message and "log_position" in message
    assert "Restore it from a backup" in message
    with engine.connect() as connection:
        assert current_revision(connection) == "0003"
        assert connection.execute(text("SELECT id FROM game")).scalars().all() == [game_id]
    engine.dispose()


def test_the_migrations_build_exactly_the_tables_the_code_uses(database_url: str) -> None:
    open_store(url=database_url).close()
    engine = create_store_engine(make_url(database_url))
    with engine.connect() as connection:
        assert current_revision(connection) == head_revision()
        assert compare_metadata(MigrationContext.configure(connection), SQLModel.metadata) == []
    engine.dispose()


def test_the_head_read_from_the_scripts_is_the_one_alembic_finds() -> None:
    assert head_of_scripts() == head_revision()


def test_a_database_at_the_head_opens_without_loading_alembic(tmp_path: Path) -> None:
    """Alembic loads only to upgrade: a server opening its database starts sooner."""
    open_store(data_dir=tmp_path).close()
    opened = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from storage import open_store; "
            f"open_store(data_dir=pathlib.Path({str(tmp_path)!r})).close(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('alembic', 'psycopg')))",
        ],
        capture_output=True,
        text=True,
        check=True,
        env={k: v for k, v in os.environ.items() if k != "DATABASE_URL"},
    )
    assert opened.stdout.strip() == "[]"
