"""Every storage error has a message in Czech and English, filled from its parameters."""

from __future__ import annotations

import storage.errors
from sheets.i18n import has, translate
from storage import CorruptDatabase, StorageError


def _subclasses(cls: type[StorageError]) -> list[type[StorageError]]:
    return [cls, *(sub for direct in cls.__subclasses__() for sub in _subclasses(direct))]


def test_every_error_code_has_a_message() -> None:
    errors = _subclasses(StorageError)
    assert len(errors) > 15
    assert {error.__module__ for error in errors} == {storage.errors.__name__}
    for error in errors:
        assert has(f"storage.{error.code}"), error.__name__


def test_an_error_reads_in_english_and_translates_to_czech() -> None:
    error = CorruptDatabase(path="/data/table.db", problem="file is not a database")
    assert str(error).startswith("The file /data/table.db is not a readable game database")
    czech = translate(f"storage.{error.code}", "cs", **error.params)
    assert czech.startswith("Soubor /data/table.db není čitelná databáze her")
