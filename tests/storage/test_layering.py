"""storage/ imports sheets and its own libraries, never the UI, scoring or PDF code; and
only storage/ imports the database libraries."""

from __future__ import annotations

import ast
from pathlib import Path

STORAGE = Path(__file__).resolve().parents[2] / "storage"
FORBIDDEN = ("flet", "reportlab", "ui", "scoring", "sheets.pdf")


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_storage_imports_nothing_above_it() -> None:
    modules = sorted(STORAGE.rglob("*.py"))
    assert len(modules) > 10
    for module in modules:
        for name in _imports(module):
            assert not any(
                name == forbidden or name.startswith(forbidden + ".") for forbidden in FORBIDDEN
            ), f"{module.relative_to(STORAGE.parent)} imports {name}"


def test_only_storage_imports_the_database_libraries() -> None:
    root = STORAGE.parent
    modules = [
        root / "main.py",
        *(p for d in ("sheets", "scoring", "ui") for p in (root / d).rglob("*.py")),
    ]
    for module in modules:
        for name in _imports(module):
            assert name.split(".")[0] not in ("sqlmodel", "sqlalchemy", "alembic", "psycopg"), (
                f"{module.relative_to(root)} imports {name}"
            )
