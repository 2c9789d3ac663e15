"""The repository suite runs against SQLite and against a real PostgreSQL server.

PostgreSQL's URL comes from ``TEST_DATABASE_URL`` (``.ci/run`` starts a throwaway server
and sets it); each test gets a schema of its own, dropped afterwards.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from storage import Store, open_store

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL")
NO_POSTGRES = (
    "PostgreSQL storage tests NOT RUN: TEST_DATABASE_URL is not set "
    "(e.g. postgresql+psycopg://postgres@127.0.0.1:PORT/postgres); "
    "make test starts a server when PostgreSQL is installed"
)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'table.db'}"
        return
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    yield from postgres_schema_url()


def postgres_schema_url() -> Iterator[str]:
    """A URL whose connections work in a new, empty schema (dropped afterwards)."""
    assert POSTGRES_URL is not None
    schema = f"test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    url = make_url(POSTGRES_URL).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@pytest.fixture
def store(database_url: str) -> Iterator[Store]:
    opened = open_store(url=database_url)
    yield opened
    opened.close()
