"""What the store hands out: plain frozen records and game objects, never table rows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sheets.core.actions import Action
from sheets.core.log import Game


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat of a new game: the player's name and, if they have one, their profile."""

    name: str
    profile_id: str | None = None
    address: str | None = None


@dataclass(frozen=True, slots=True)
class StoredSeat:
    seat: int
    name: str
    profile_id: str | None
    has_device: bool
    address: str | None = None


@dataclass(frozen=True, slots=True)
class SeatHolder:
    """The device that holds a seat, as the server saw it when the device took the seat:
    the network address it connected from and when (``None`` for a seat taken before
    that was recorded)."""

    seat: int
    address: str | None
    joined_at: datetime | None


@dataclass(frozen=True, slots=True)
class SeatRef:
    """The seat a device token belongs to."""

    game_id: str
    seat: int


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A game as a list shows it. ``action_count`` counts the actions in effect."""

    game_id: str
    kind: str
    title: str | None
    status: str
    content_version: str
    created_at: datetime
    updated_at: datetime
    seats: tuple[StoredSeat, ...]
    action_count: int


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game read back from the store and replayed through its rules.

    ``actions`` are the actions in effect, in log order, with their sequence numbers;
    ``undone`` is what redo can bring back, oldest undo first; ``game`` is the live game
    built from them, each entry with its number. ``position`` is the log position they
    were read at, which a change of this game names.
    """

    info: GameSummary
    setup: Any
    actions: tuple[tuple[int, Action], ...]
    undone: tuple[tuple[int, Action], ...]
    game: Game
    result: Mapping[str, Any] | None
    position: int


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """An action the log gained: its number, and for a redo the number of the undone
    action it brought back (``redo_of``)."""

    seq: int
    action: Action
    redo_of: int | None = None


@dataclass(frozen=True, slots=True)
class LogTail:
    """How a game's log went on from a position a reader knew: its ``position`` now and,
    if every change since logged an action (a new one or a redo), those actions in order
    (``appended``); ``None`` when it changed otherwise too (an undo, a new setup).
    ``redo_stack`` holds the undone actions that may be redone now, the latest undone
    last: after one change that logged no action (an undo, or a new setup), the reader's
    own then those the undo took back; after redos, what the reader's redos leave. Where
    neither tells the change, the reader loads the whole game again."""

    position: int
    appended: tuple[LoggedAction, ...] | None
    redo_stack: tuple[tuple[int, Action], ...]


@dataclass(frozen=True, slots=True)
class Profile:
    profile_id: str
    name: str
    created_at: datetime
    # How the person wants to be addressed: feminine, masculine, neutral (None: not said).
    address: str | None = None


@dataclass(frozen=True, slots=True)
class PlayedSeat:
    """One seat of a finished game, as its result recorded it."""

    seat: int
    name: str
    profile_id: str | None
    score: int | None
    winner: bool
    place: int | None


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A finished game in the history: ``summary`` is the outcome's message key."""

    game_id: str
    kind: str
    title: str | None
    finished_at: datetime
    summary: str
    seats: tuple[PlayedSeat, ...]


@dataclass(frozen=True, slots=True)
class ScorePoint:
    when: datetime
    score: int
    game_id: str


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record in one game kind.

    A player is their profile, or for seats without a profile their name (compared
    without regard to case). ``best``, ``average`` and ``last`` are ``None`` when no
    game of this kind has scores; ``series`` lists the scores oldest first.
    """

    player: str
    name: str
    profile_id: str | None
    kind: str
    plays: int
    wins: int
    best: int | None
    average: float | None
    last: int | None
    series: tuple[ScorePoint, ...]


@dataclass(frozen=True)
class ImportedGame:
    """A game stored from a game file, and what of the file was not used: each note is a
    code of the message ``storage.import_note.<code>``."""

    game_id: str
    notes: tuple[str, ...] = ()
