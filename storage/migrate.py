"""Schema migrations with Alembic, run from code (no alembic.ini): upgrade an older
database to the head revision, and refuse one written by a newer version of the app.

New migrations are written with ``python -m storage.migrations new "what changes"``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, inspect, text
from sqlalchemy.exc import DBAPIError

from storage.errors import DatabaseSchemaDamaged, DatabaseTooNew

if TYPE_CHECKING:
    # Alembic (with Mako and Pygments) is imported only when a database is not at the
    # head revision: that takes longer than the rest of opening one.
    from alembic.config import Config

MIGRATIONS = Path(__file__).parent / "migrations"
_REVISION = re.compile(r"^revision\s*(?::\s*str)?\s*=\s*[\"']([^\"']+)[\"']", re.MULTILINE)
_DOWN_REVISION = re.compile(
    r"^down_revision\s*(?::[^=]+)?=\s*(?:None|[\"']([^\"']+)[\"'])", re.MULTILINE
)
# Any constant: PostgreSQL sessions that migrate at the same time take turns on it.
_PG_MIGRATION_LOCK = 7_316_501


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the migrations have one head"
    return head


def current_revision(connection: Connection) -> str | None:
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


@cache
def head_of_scripts() -> str | None:
    """The head revision read from the migration scripts as text, without Alembic: the
    one revision no other revises (``None`` if that is not one)."""
    revisions: set[str] = set()
    revised: set[str] = set()
    for script in (MIGRATIONS / "versions").glob("*.py"):
        source = script.read_text("utf-8")
        revisions.update(_REVISION.findall(source))
        revised.update(found for found in _DOWN_REVISION.findall(source) if found)
    heads = revisions - revised
    return heads.pop() if len(heads) == 1 else None


def _stored_revision(connection: Connection) -> str | None:
    """The revision the database says it is at, read without Alembic (``None`` for a new
    database, or one that names several)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    found = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    return found[0] if len(found) == 1 else None


def upgrade(connection: Connection, *, url: str, revision: str = "head") -> None:
    """Bring the database on ``connection`` (in a transaction) up to ``revision``.

    :raises DatabaseTooNew: if the database is at a revision this version does not know.
    :raises DatabaseSchemaDamaged: if its tables do not fit the revision it records.
    """
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
    head = head_of_scripts()
    if revision == "head" and head is not None and _stored_revision(connection) == head:
        return
    from alembic import command
    from alembic.script import ScriptDirectory

    current = current_revision(connection)
    scripts = ScriptDirectory.from_config(alembic_config())
    known = {script.revision for script in scripts.walk_revisions()}
    if current is not None and current not in known:
        raise DatabaseTooNew(url=url, revision=current, known=head_revision())
    try:
        command.upgrade(alembic_config(connection), revision)
    except DBAPIError as error:
        if not _schema_error(error):
            raise
        raise DatabaseSchemaDamaged(
            url=url, revision=current or "—", problem=str(error.orig).strip().splitlines()[0]
        ) from None


def _schema_error(error: DBAPIError) -> bool:
    """Whether the database refused a migration for what its tables hold (a column that
    is there already, a table that is not), rather than for a lost connection, a full
    disk or a lock."""
    if error.connection_invalidated:
        return False
    # SQLite's generic SQLITE_ERROR is its answer to a statement that does not fit the
    # schema; PostgreSQL's class 42 is "syntax error or access rule violation", which
    # holds the undefined and duplicate tables and columns.
    return getattr(error.orig, "sqlite_errorname", None) == "SQLITE_ERROR" or str(
        getattr(error.orig, "sqlstate", "") or ""
    ).startswith("42")
