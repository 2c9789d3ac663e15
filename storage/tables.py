"""The database tables. Only the store reads and writes them; everything it hands out is
plain records (``storage.records``) or game objects.

Times are stored in UTC. The log is the truth: a game's state is never stored, only its
setup and its actions (the result row of a finished game is the final breakdown kept
beside the log, readable even when the game data changes later).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime
from sqlmodel import Field, SQLModel

ACTIVE = "active"
FINISHED = "finished"


def _time() -> Any:
    return Field(sa_type=DateTime(timezone=True))


class GameRow(SQLModel, table=True):
    __tablename__ = "game"

    id: str = Field(primary_key=True, max_length=32)
    kind: str = Field(max_length=64, index=True)
    title: str | None = Field(default=None, max_length=200)
    setup: dict[str, Any] = Field(sa_type=JSON)
    content_version: str = Field(max_length=64)
    status: str = Field(max_length=16, index=True)
    created_at: datetime = _time()
    updated_at: datetime = _time()
    # Moves on by one with every change of the log (an action, an undo, a redo, a new
    # setup). A writer names the position its state was read at, and the database moves
    # it on only from there: of two writers that read the same position one is refused.
    log_position: int = Field(default=0, sa_column_kwargs={"server_default": "0"})


class SeatRow(SQLModel, table=True):
    __tablename__ = "seat"

    game_id: str = Field(foreign_key="game.id", ondelete="CASCADE", primary_key=True)
    seat: int = Field(primary_key=True)
    name: str = Field(max_length=100)
    profile_id: str | None = Field(
        default=None, foreign_key="profile.id", ondelete="SET NULL", index=True
    )
    # How the player wants to be addressed (feminine, masculine, neutral wording), taken
    # from their profile when the game was set up; None when nobody said.
    address: str | None = Field(default=None, max_length=16)
    # SHA-256 of the device token: the token itself is a secret kept by the device only.
    device_token_hash: str | None = Field(default=None, max_length=64, unique=True)
    # Where the device holding the seat connected from when it took the seat, and when:
    # what the host is shown to tell the devices apart (never anything a device says).
    device_address: str | None = Field(default=None, max_length=64)
    device_joined_at: datetime | None = Field(default=None, sa_type=DateTime(timezone=True))


class ActionRow(SQLModel, table=True):
    """One action of a game's log.

    An undone action keeps its row (``undone``), with ``undo_order`` giving the order of
    the undos. It stays ``redoable`` until it is redone (the redo is a new row at the end
    of the log pointing back with ``redo_of``) or its seat acts again.
    """

    __tablename__ = "game_action"

    game_id: str = Field(foreign_key="game.id", ondelete="CASCADE", primary_key=True)
    seq: int = Field(primary_key=True)
    seat: int
    type: str = Field(max_length=100)
    payload: dict[str, Any] = Field(sa_type=JSON)
    created_at: datetime = _time()
    undone: bool = False
    undo_order: int | None = None
    redoable: bool = False
    redo_of: int | None = None


class ProfileRow(SQLModel, table=True):
    __tablename__ = "profile"

    id: str = Field(primary_key=True, max_length=32)
    name: str = Field(max_length=100)
    # The case-folded name, so that "Eva" and "eva" cannot both exist.
    name_key: str = Field(max_length=100, unique=True)
    # How the person wants to be addressed: feminine, masculine or neutral wording.
    address: str | None = Field(default=None, max_length=16)
    created_at: datetime = _time()


class SettingRow(SQLModel, table=True):
    __tablename__ = "setting"

    key: str = Field(primary_key=True, max_length=200)
    value: Any = Field(sa_type=JSON)


class ResultRow(SQLModel, table=True):
    """The outcome of a finished game as the scoring reported it (``GameOutcome`` JSON)."""

    __tablename__ = "game_result"

    game_id: str = Field(foreign_key="game.id", ondelete="CASCADE", primary_key=True)
    finished_at: datetime = _time()
    outcome: dict[str, Any] = Field(sa_type=JSON)
