"""Games that are never lost: setups, action logs, players, settings and history in SQLite
(the embedded default) or any SQLAlchemy database such as PostgreSQL.

The only package that imports SQLModel or SQLAlchemy; everything it returns is a plain
record (``storage.records``) or a game object. Start with :func:`open_store`.
"""

from storage.errors import (
    ActionNotFound,
    AddressUnknown,
    CorruptDatabase,
    DatabaseFailed,
    DatabaseTooNew,
    DatabaseUnreachable,
    GameFinished,
    GameNotFound,
    GameUnreadable,
    ImportRefused,
    LogDoesNotReplay,
    NothingToRedo,
    NothingToUndo,
    ProfileNameTaken,
    ProfileNotFound,
    SeatNotFound,
    SetupUnreadable,
    StorageError,
)
from storage.records import (
    GameSummary,
    PlayedGame,
    PlayedSeat,
    PlayerStats,
    Profile,
    ScorePoint,
    SeatInfo,
    SeatRef,
    StoredGame,
    StoredSeat,
)
from storage.store import Store, open_store
from storage.tables import ACTIVE, FINISHED

__all__ = [
    "ACTIVE",
    "FINISHED",
    "ActionNotFound",
    "AddressUnknown",
    "CorruptDatabase",
    "DatabaseFailed",
    "DatabaseTooNew",
    "DatabaseUnreachable",
    "GameFinished",
    "GameNotFound",
    "GameSummary",
    "GameUnreadable",
    "ImportRefused",
    "LogDoesNotReplay",
    "NothingToRedo",
    "NothingToUndo",
    "PlayedGame",
    "PlayedSeat",
    "PlayerStats",
    "Profile",
    "ProfileNameTaken",
    "ProfileNotFound",
    "ScorePoint",
    "SeatInfo",
    "SeatNotFound",
    "SeatRef",
    "SetupUnreadable",
    "StorageError",
    "Store",
    "StoredGame",
    "StoredSeat",
    "open_store",
]
