"""The JSON documents the store reads from outside: a game's outcome as the scoring
reports it, and a game exported to a file. Both are validated on the way in."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sheets.core.validation import PlayerName

GAME_FILE_FORMAT = "table-companion/game"
GAME_FILE_VERSION = 1
# What one device saw of a game in progress whose secrets it may not hold: a record to
# read, which cannot be replayed, so never imported.
SEAT_RECORD_FORMAT = "table-companion/seat-record"
# Log positions and undo orders fit the database's integers with room to spare.
MAX_LOG_NUMBER = 2**31 - 1


class _Document(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeatOutcome(_Document):
    seat: int = Field(ge=0)
    name: str
    score: int | None
    winner: bool
    place: int | None = None
    lines: dict[str, int] = Field(default_factory=dict)


class Outcome(_Document):
    """``scoring.outcome.GameOutcome.to_json()``: the store keeps it as the game's result."""

    kind: str
    seats: tuple[SeatOutcome, ...]
    summary: str = ""
    details: dict[str, Any] = Field(default_factory=dict)


class FileSeat(_Document):
    seat: int = Field(ge=0)
    name: PlayerName
    profile: PlayerName | None = None
    address: Literal["feminine", "masculine", "neutral"] | None = None


class FileAction(_Document):
    """One row of the log: ``action`` is the action's JSON (``type``, ``seat``, fields)."""

    seq: int = Field(ge=1, le=MAX_LOG_NUMBER)
    action: dict[str, Any]
    at: datetime
    undone: bool = False
    undo_order: int | None = Field(default=None, ge=1, le=MAX_LOG_NUMBER)
    redoable: bool = False
    redo_of: int | None = Field(default=None, ge=1, le=MAX_LOG_NUMBER)

    @model_validator(mode="after")
    def _undo_fields_agree(self) -> FileAction:
        if self.undone != (self.undo_order is not None):
            raise ValueError(f"action {self.seq}: an undone action needs its undo order")
        if self.redoable and not self.undone:
            raise ValueError(f"action {self.seq}: only an undone action can be redone")
        return self


class GameFile(_Document):
    """A whole game: setup, seats, the log with its undo history, and the result."""

    format: Literal["table-companion/game"]
    format_version: int = Field(strict=True)
    game_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    kind: str
    content_version: str
    title: str | None = Field(default=None, max_length=200)
    status: Literal["active", "finished"]
    created_at: datetime
    updated_at: datetime
    setup: dict[str, Any]
    seats: tuple[FileSeat, ...]
    log: tuple[FileAction, ...]
    finished_at: datetime | None = None
    result: Outcome | None = None

    @model_validator(mode="after")
    def _consistent(self) -> GameFile:
        if [seat.seat for seat in self.seats] != list(range(len(self.seats))):
            raise ValueError("seats must be numbered 0, 1, 2, ... in order")
        numbers = [entry.seq for entry in self.log]
        if numbers != sorted(set(numbers)):
            raise ValueError("log sequence numbers must rise without repeats")
        orders = [entry.undo_order for entry in self.log if entry.undo_order is not None]
        if len(orders) != len(set(orders)):
            raise ValueError("two actions share an undo order")
        undone = {entry.seq: entry for entry in self.log if entry.undone}
        for entry in self.log:
            if entry.redo_of is not None and (
                entry.redo_of not in undone or undone[entry.redo_of].redoable
            ):
                raise ValueError(f"action {entry.seq} redoes {entry.redo_of}, not an undone one")
        if (self.status == "finished") != (self.result is not None):
            raise ValueError("a finished game has a result, an active one has none")
        if (self.result is None) != (self.finished_at is None):
            raise ValueError("a result needs the time the game finished")
        return self
