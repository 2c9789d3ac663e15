"""Export and import of one game as a versioned JSON file: setup, seats, the log with its
undo history, and the result.

An import is checked completely (format, version, kind, game data version, setup, every
action replayed through the rules) before anything is written, and then written in one
transaction: a file that does not fit changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError
from sqlmodel import Session

from sheets.core.registry import get_game
from sheets.core.validation import problems
from storage.clock import as_utc
from storage.documents import GAME_FILE_FORMAT, GAME_FILE_VERSION, GameFile
from storage.errors import (
    GameUnreadable,
    ImportContentMismatch,
    ImportDuplicate,
    ImportMalformed,
    ImportTooNew,
    ImportUnknownKind,
)
from storage.games import game_row, seat_rows, summary
from storage.log import rows as action_rows
from storage.profiles import profile_named
from storage.replay import replay
from storage.tables import ActionRow, GameRow, ProfileRow, ResultRow, SeatRow


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


def read_game_file(data: str | bytes) -> GameFile:
    """Parse and check a game file without touching the database.

    :raises ImportRefused: (a subclass saying why) for anything that does not fit.
    """
    try:
        raw = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ImportMalformed(problem=f"not JSON: {error}") from None
    if not isinstance(raw, dict) or raw.get("format") != GAME_FILE_FORMAT:
        raise ImportMalformed(problem="not a game file of this app")
    version = raw.get("format_version")
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
    _check_replay(document)
    return document


def _rows(document: GameFile) -> list[ActionRow]:
    rows = []
    for entry in document.log:
        action = dict(entry.action)
        kind, seat = action.pop("type", None), action.pop("seat", None)
        if not isinstance(kind, str) or not isinstance(seat, int):
            raise ImportMalformed(problem=f"action {entry.seq} has no type or seat")
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
        status=document.status,
        created_at=document.created_at,
        updated_at=document.updated_at,
    )


def _check_replay(document: GameFile) -> None:
    info = summary(_game_row(document), [], 0)
    try:
        replay(info, document.setup, _rows(document), None, 0)
    except GameUnreadable as error:
        raise ImportMalformed(problem=str(error)) from None


def import_game(session: Session, *, document: GameFile) -> str:
    """Write a checked game file (:func:`read_game_file`) as a new game; returns its id.

    Seats are linked to the profiles of the same name, if there are any.

    :raises ImportDuplicate: if a game with this id is already stored.
    """
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
    if document.result is not None and document.finished_at is not None:
        session.add(
            ResultRow(
                game_id=document.game_id,
                finished_at=document.finished_at,
                outcome=document.result.model_dump(mode="json"),
            )
        )
    return document.game_id
