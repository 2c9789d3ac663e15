"""Connecting to the database: SQLite in WAL mode with real transactions, or any other
SQLAlchemy URL (PostgreSQL is tested)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import NoSuchModuleError
from sqlalchemy.pool import StaticPool

from storage.errors import CorruptDatabase, DatabaseDriverMissing, DataDirUnusable

# How long a writer waits for another writer's transaction before giving up.
SQLITE_BUSY_SECONDS = 30.0
# Execution option of a session that writes: on SQLite it begins with BEGIN IMMEDIATE,
# taking the write lock at once, so that two writers queue up instead of failing.
IMMEDIATE = "table_companion_immediate"


def sqlite_path(url: URL) -> Path | None:
    """The file of an SQLite URL; ``None`` for other databases and in-memory SQLite."""
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def prepare_sqlite_file(path: Path) -> None:
    """Create the directory, refuse a file that is not a healthy SQLite database (leaving it
    untouched), and switch the database to WAL so that readers never block the writer.

    :raises CorruptDatabase: naming the file.
    """
    make_directory(path.parent)
    if path.is_dir():
        raise CorruptDatabase(path=str(path), problem="it is a directory")
    # Only SQLite itself opens the file: closing any other descriptor of it would drop
    # the POSIX locks SQLite holds for this process, and another process could then
    # reset the WAL under a connection still in use. SQLite reads the header first and
    # refuses a file that is not a database (SQLITE_NOTADB) before it writes anything.
    try:
        with closing(sqlite3.connect(path, timeout=SQLITE_BUSY_SECONDS)) as connection:
            problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
            if problems != ["ok"]:
                raise CorruptDatabase(path=str(path), problem="; ".join(problems[:3]))
            connection.execute("PRAGMA journal_mode=WAL")
    except sqlite3.DatabaseError as error:
        raise CorruptDatabase(path=str(path), problem=str(error)) from None


def make_directory(directory: Path) -> None:
    """Create ``directory`` and its missing parents; when that fails, none is left made.

    :raises DataDirUnusable: naming the directory and what is in the way.
    """
    missing = []
    existing = directory
    while not existing.exists():
        missing.append(existing)
        if existing.parent == existing:
            break
        existing = existing.parent
    if not existing.is_dir():
        raise DataDirUnusable(path=str(directory), problem=f"{existing} is not a directory")
    made: list[Path] = []
    try:
        for folder in reversed(missing):
            folder.mkdir()
            made.append(folder)
    except OSError as error:
        for folder in reversed(made):
            folder.rmdir()
        raise DataDirUnusable(path=str(directory), problem=error.strerror or str(error)) from None


def create_store_engine(url: URL) -> Engine:
    """:raises DatabaseDriverMissing: for a database this installation cannot talk to."""
    try:
        if url.get_backend_name() == "sqlite":
            return _sqlite_engine(url)
        return create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError) as error:
        raise DatabaseDriverMissing(url=masked(url), problem=str(error)) from None


def _sqlite_engine(url: URL) -> Engine:
    options: dict[str, Any] = {"connect_args": {"timeout": SQLITE_BUSY_SECONDS}}
    if sqlite_path(url) is None:
        options = {
            "connect_args": {"check_same_thread": False},
            "poolclass": StaticPool,
        }
    engine = create_engine(url, **options)

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        # Let SQLAlchemy emit BEGIN itself (below): the sqlite3 module would begin only
        # before the first write, so reads would not see one snapshot.
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys=ON")
        # FULL: a commit reaches the disk before it returns, so a game survives a dead
        # battery, not only a crash of the app.
        dbapi_connection.execute("PRAGMA synchronous=FULL")

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        immediate = connection.get_execution_options().get(IMMEDIATE, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def masked(url: URL) -> str:
    """The URL as it may be shown: without the password."""
    return url.render_as_string(hide_password=True)
