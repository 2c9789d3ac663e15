"""Export and import of one game as a versioned JSON file: setup, seats, the log with its
undo history, and the result.

An import is checked completely (size, format, version, kind, game data version, setup,
seats, every action replayed through the rules) before anything is written, and then
written in one transaction: a file that does not fit changes nothing.

What a game's actions decide is never taken from the file: an imported game comes in as a
game in progress, and a finished one gets its result from its replayed actions when it is
first opened (a file's result, forged or not, is not used, and the import notes it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from sqlmodel import Session

from sheets.core.registry import GameRules
from sheets.core.validation import problems
from sheets.games import get_game
from storage.clock import as_utc
from storage.documents import GAME_FILE_FORMAT, GAME_FILE_VERSION, SEAT_RECORD_FORMAT, GameFile
from storage.errors import (
    GameUnreadable,
    ImportContentMismatch,
    ImportDuplicate,
    ImportMalformed,
    ImportSeatRecord,
    ImportTooNew,
    ImportUnknownKind,
)
from storage.games import game_row, seat_rows, summary
from storage.log import rows as action_rows
from storage.profiles import profile_named
from storage.replay import replay, rules_and_setup
from storage.tables import ACTIVE, ActionRow, GameRow, ProfileRow, ResultRow, SeatRow

# The largest game files seen are tens of kilobytes (a whole eight-player game of Paper
# Dungeons: 60 KB); a file this much larger is refused before it is read.
MAX_GAME_FILE_BYTES = 4 * 2**20
# Format versions count the app's file formats; a larger number is no version at all, and
# one of thousands of digits could not even be put in a message.
MAX_FORMAT_VERSION = 10**6


def export_game(session: Session, *, game_id: str) -> str:
    """The game as the JSON text of a game file. A game that no longer replays is
    exported as stored, so that it can be rescued with another version of the app."""
    game = game_row(session, game_id)
    seats = seat_rows(session, [game_id])[game_id]
    result = session.get(ResultRow, game_id)
    document: dict[str, Any] = {
        "format": GAME_FILE_FORMAT,
        "format_version": GAME_FILE_VERSION,
        "game_id": game.id,
        "kind": game.kind,
        "content_version": game.content_version,
        "title": game.title,
        "status": game.status,
        "created_at": as_utc(game.created_at).isoformat(),
        "updated_at": as_utc(game.updated_at).isoformat(),
        "setup": game.setup,
        "seats": [
            {
                "seat": seat.seat,
                "name": seat.name,
                "profile": _profile_name(session, seat.profile_id),
                "address": seat.address,
            }
            for seat in seats
        ],
        "log": [
            {
                "seq": row.seq,
                "action": {"type": row.type, "seat": row.seat, **row.payload},
                "at": as_utc(row.created_at).isoformat(),
                "undone": row.undone,
                "undo_order": row.undo_order,
                "redoable": row.redoable,
                "redo_of": row.redo_of,
            }
            for row in action_rows(session, game_id)
        ],
        "finished_at": None if result is None else as_utc(result.finished_at).isoformat(),
        "result": None if result is None else result.outcome,
    }
    return json.dumps(document, ensure_ascii=False, indent=1)


def _profile_name(session: Session, profile_id: str | None) -> str | None:
    """Profiles travel by name: ids mean nothing in another database."""
    profile = None if profile_id is None else session.get(ProfileRow, profile_id)
    return None if profile is None else profile.name


@dataclass(frozen=True)
class CheckedGameFile:
    """A game file that fits, and what its import will say about it (``notes``: codes of
    ``storage.import_note.<code>``)."""

    document: GameFile
    notes: tuple[str, ...]


def read_game_file(data: str | bytes) -> CheckedGameFile:
    """Parse and check a game file without touching the database. UTF-8, UTF-16 and UTF-32
    (as some editors save) are read alike.

    :raises ImportRefused: (a subclass saying why) for anything that does not fit.
    """
    if len(data) > MAX_GAME_FILE_BYTES:
        raise ImportMalformed(
            problem=f"larger than {MAX_GAME_FILE_BYTES // 2**20} MiB, far more than any game"
        )
    try:
        raw = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ImportMalformed(problem=f"not JSON: {error}") from None
    except ValueError:
        # Python reads no integer of more than 4,300 digits (sys.get_int_max_str_digits).
        raise ImportMalformed(problem="a number has thousands of digits") from None
    except RecursionError:
        raise ImportMalformed(problem="not JSON a game file can be: nested too deeply") from None
    try:
        return _checked(raw)
    except RecursionError:
        raise ImportMalformed(problem="a field is nested too deeply") from None


def _checked(raw: Any) -> CheckedGameFile:
    if isinstance(raw, dict) and raw.get("format") == SEAT_RECORD_FORMAT:
        raise ImportSeatRecord()
    if not isinstance(raw, dict) or raw.get("format") != GAME_FILE_FORMAT:
        raise ImportMalformed(problem="not a game file of this app")
    version = raw.get("format_version")
    if isinstance(version, int) and version > MAX_FORMAT_VERSION:
        raise ImportMalformed(problem=f"format version of {len(str(version))} digits")
    if isinstance(version, int) and version > GAME_FILE_VERSION:
        raise ImportTooNew(version=version, supported=GAME_FILE_VERSION)
    try:
        document = GameFile.model_validate(raw)
    except ValidationError as error:
        raise ImportMalformed(problem=problems(error, "file", most=5)) from None
    if document.format_version < 1:
        raise ImportMalformed(problem=f"unknown format version {document.format_version}")
    try:
        rules = get_game(document.kind)
    except KeyError:
        raise ImportUnknownKind(kind=document.kind) from None
    if document.content_version != rules.content_version:
        raise ImportContentMismatch(
            content_version=document.content_version, expected=rules.content_version
        )
    finished = _replayed_finished(document, rules)
    notes = []
    if document.result is not None:
        notes.append("result_not_used")
    if document.status == "finished" and not finished:
        notes.append("not_finished")
    return CheckedGameFile(document, tuple(notes))


def _rows(document: GameFile) -> list[ActionRow]:
    rows = []
    for entry in document.log:
        action = dict(entry.action)
        kind, seat = action.pop("type", None), action.pop("seat", None)
        if not isinstance(kind, str) or not isinstance(seat, int) or isinstance(seat, bool):
            raise ImportMalformed(problem=f"action {entry.seq} has no type or seat")
        if not 0 <= seat < len(document.seats):
            raise ImportMalformed(
                problem=f"action {entry.seq} is for seat {seat}, a seat the file does not list"
            )
        rows.append(
            ActionRow(
                game_id=document.game_id,
                seq=entry.seq,
                seat=seat,
                type=kind,
                payload=action,
                created_at=entry.at,
                undone=entry.undone,
                undo_order=entry.undo_order,
                redoable=entry.redoable,
                redo_of=entry.redo_of,
            )
        )
    return rows


def _game_row(document: GameFile) -> GameRow:
    return GameRow(
        id=document.game_id,
        kind=document.kind,
        title=document.title,
        setup=document.setup,
        content_version=document.content_version,
        status=ACTIVE,
        created_at=document.created_at,
        updated_at=document.updated_at,
    )


def _replayed_finished(document: GameFile, rules: GameRules) -> bool:
    """Whether the file's actions, replayed, finish the game.

    :raises ImportMalformed: when they do not replay, or the seats do not fit the setup.
    """
    info = summary(_game_row(document), [], 0)
    try:
        _, setup = rules_and_setup(document.game_id, document.kind, document.setup)
        seats = rules.seat_count(setup)
        if len(document.seats) != seats:
            raise ImportMalformed(
                problem=f"the setup is for {seats} seats, the file lists {len(document.seats)}"
            )
        stored = replay(info, document.setup, _rows(document), None, 0)
    except GameUnreadable as error:
        raise ImportMalformed(problem=str(error)) from None
    return bool(rules.is_finished(stored.game.state))


def import_game(session: Session, *, checked: CheckedGameFile) -> str:
    """Write a checked game file (:func:`read_game_file`) as a new game in progress;
    returns its id.

    Seats are linked to the profiles of the same name, if there are any.

    :raises ImportDuplicate: if a game with this id is already stored.
    """
    document = checked.document
    if session.get(GameRow, document.game_id) is not None:
        raise ImportDuplicate(game_id=document.game_id)
    session.add(_game_row(document))
    session.flush()
    for seat in document.seats:
        profile = None if seat.profile is None else profile_named(session, seat.profile)
        session.add(
            SeatRow(
                game_id=document.game_id,
                seat=seat.seat,
                name=seat.name,
                profile_id=None if profile is None else profile.profile_id,
                address=seat.address,
            )
        )
    session.add_all(_rows(document))
    return document.game_id
