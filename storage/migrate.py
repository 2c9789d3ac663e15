"""Schema migrations with Alembic, run from code (no alembic.ini): upgrade an older
database to the head revision, and refuse one written by a newer version of the app.

New migrations are written with ``python -m storage.migrations new "what changes"``.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, text

from storage.errors import DatabaseTooNew

MIGRATIONS = Path(__file__).parent / "migrations"
# Any constant: PostgreSQL sessions that migrate at the same time take turns on it.
_PG_MIGRATION_LOCK = 7_316_501


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the migrations have one head"
    return head


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Connection, *, url: str, revision: str = "head") -> None:
    """Bring the database on ``connection`` (in a transaction) up to ``revision``.

    :raises DatabaseTooNew: if the database is at a revision this version does not know.
    """
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
    current = current_revision(connection)
    scripts = ScriptDirectory.from_config(alembic_config())
    known = {script.revision for script in scripts.walk_revisions()}
    if current is not None and current not in known:
        raise DatabaseTooNew(url=url, revision=current, known=head_revision())
    command.upgrade(alembic_config(connection), revision)
