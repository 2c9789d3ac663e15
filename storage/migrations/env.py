"""Run by Alembic inside :func:`storage.migrate.upgrade`, on the connection it is given."""

from alembic import context
from sqlmodel import SQLModel

import storage.tables  # noqa: F401  (defines the tables in SQLModel.metadata)

context.configure(
    connection=context.config.attributes["connection"],
    target_metadata=SQLModel.metadata,
    # SQLite alters a table by copying it; batch mode writes migrations that way.
    render_as_batch=True,
)
with context.begin_transaction():
    context.run_migrations()
