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
    LogMoved,
    NothingToRedo,
    NothingToUndo,
    ProfileNameTaken,
    ProfileNotFound,
    SeatNotFound,
    SetupUnreadable,
    StorageError,
)
from storage.notices import GameNotice, NoticeListener
from storage.records import (
    GameSummary,
    LogTail,
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
    "GameNotice",
    "GameSummary",
    "GameUnreadable",
    "ImportRefused",
    "LogDoesNotReplay",
    "LogMoved",
    "LogTail",
    "NothingToRedo",
    "NothingToUndo",
    "NoticeListener",
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
