"""Write a new migration: ``python -m storage.migrations new "what changes"``.

The script is generated from the difference between the tables in ``storage.tables``
and a scratch database at the current head; read it, adjust it, and format it.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine

from storage.migrate import alembic_config, head_revision


def new_revision(message: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        engine = create_engine(f"sqlite:///{Path(scratch) / 'head.db'}")
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
            number = f"{int(head_revision()) + 1:04d}"
            command.revision(alembic_config(connection), message, autogenerate=True, rev_id=number)
        engine.dispose()


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "new":
        sys.exit('usage: python -m storage.migrations new "what changes"')
    new_revision(sys.argv[2])
