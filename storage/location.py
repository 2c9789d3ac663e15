"""Where the games are stored: the database URL from an argument, the environment or the
per-user data directory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

APP_NAME = "table-companion"
DATABASE_FILE = "table.db"


def user_data_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """``$FLET_APP_STORAGE_DATA`` (set by Flet on phones and desktops), else the
    platform's per-user data directory (``~/.local/share/table-companion`` on Linux)."""
    flet_dir = environ.get("FLET_APP_STORAGE_DATA")
    if flet_dir:
        return Path(flet_dir)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_url(
    *,
    url: str | None = None,
    data_dir: Path | None = None,
    environ: Mapping[str, str] = os.environ,
) -> str:
    """The SQLAlchemy URL to open: ``url``, else ``$DATABASE_URL``, else the SQLite file
    ``table.db`` in ``data_dir`` or in :func:`user_data_dir`."""
    if url:
        return url
    path = stored_database(data_dir=data_dir, environ=environ)
    return environ["DATABASE_URL"] if path is None else f"sqlite:///{path}"


def stored_database(
    *, data_dir: Path | None = None, environ: Mapping[str, str] = os.environ
) -> Path | None:
    """The SQLite file :func:`database_url` names for ``data_dir``; ``None`` when
    ``$DATABASE_URL`` names another database."""
    if environ.get("DATABASE_URL"):
        return None
    directory = data_dir if data_dir is not None else user_data_dir(environ)
    return directory / DATABASE_FILE
