"""Errors of the storage layer. Each carries a reason code for the UI to translate.

``str(error)`` is the English text of ``storage.<code>`` (for logs and the command line);
the UI shows ``translate(f"storage.{error.code}", language, **error.params)``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from sheets.i18n import translate


class StorageError(Exception):
    """Something the store cannot do; ``code`` and ``params`` say what, for translation."""

    code: ClassVar[str] = "error"

    def __init__(self, **params: Any) -> None:
        self.params = params
        super().__init__(translate(f"storage.{self.code}", "en", **params))


class DatabaseUnreachable(StorageError):
    """The database server cannot be reached or refuses the connection."""

    code = "unreachable"


class DatabaseUrlInvalid(StorageError):
    """``DATABASE_URL`` (or the URL given) is not a database URL."""

    code = "database_url_invalid"


class DatabaseDriverMissing(StorageError):
    """The URL names a database this installation has no driver for."""

    code = "database_driver_missing"


class DataDirUnusable(StorageError):
    """The directory for the SQLite file cannot be made or is not a directory."""

    code = "data_dir_unusable"


class DatabaseFailed(StorageError):
    """The database reported an error while working (disk full, server gone, ...)."""

    code = "database_failed"


class CorruptDatabase(StorageError):
    """The file at the database path is not a healthy SQLite database; it is left as it is."""

    code = "corrupt_database"


class DatabaseInUse(StorageError):
    """Another server already serves the SQLite database in this directory."""

    code = "database_in_use"


class DatabaseTooNew(StorageError):
    """The database was written by a newer version of the app."""

    code = "database_too_new"


class DatabaseSchemaDamaged(StorageError):
    """The database's tables are not those of the schema revision it records (a table or
    column missing, or already there); the upgrade was rolled back."""

    code = "schema_damaged"


class GameNotFound(StorageError):
    code = "game_not_found"


class GameFinished(StorageError):
    """A finished game's log is closed; reopen the game to change it."""

    code = "game_finished"


class LogMoved(StorageError):
    """The game's log changed since the writer read it at ``position`` (another device or
    server acted first); nothing was written. Reload the game and try again on it."""

    code = "log_moved"


class SeatNotFound(StorageError):
    code = "seat_not_found"


class ActionNotFound(StorageError):
    """No action with this sequence number is in the state the operation needs."""

    code = "action_not_found"


class NothingToUndo(ActionNotFound):
    code = "nothing_to_undo"


class NothingToRedo(ActionNotFound):
    code = "nothing_to_redo"


class GameUnreadable(StorageError):
    """A stored game no longer loads with this version of the app."""

    code = "game_unreadable"


class SetupUnreadable(GameUnreadable):
    """The game's setup does not fit the rules any more (for example changed content)."""

    code = "setup_unreadable"


class LogDoesNotReplay(GameUnreadable):
    """An action of the log is refused by the rules; the params name it and the reason."""

    code = "log_does_not_replay"


class ProfileNotFound(StorageError):
    code = "profile_not_found"


class ProfileNameTaken(StorageError):
    code = "profile_name_taken"


class AddressUnknown(StorageError):
    """A way of addressing a person other than feminine, masculine or neutral wording."""

    code = "address_unknown"


class ImportRefused(StorageError):
    """A game file that cannot be imported; nothing was changed."""

    code = "import_refused"


class ImportMalformed(ImportRefused):
    """Not a game file, truncated, or a field does not fit."""

    code = "import_malformed"


class ImportSeatRecord(ImportRefused):
    """One device's record of a game in progress, without the secrets it may not know:
    it cannot be replayed."""

    code = "import_seat_record"


class ImportTooNew(ImportRefused):
    code = "import_too_new"


class ImportUnknownKind(ImportRefused):
    code = "import_unknown_kind"


class ImportContentMismatch(ImportRefused):
    code = "import_content_mismatch"


class ImportDuplicate(ImportRefused):
    code = "import_duplicate"
