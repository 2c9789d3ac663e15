"""Games and their seats in the database: create, read, list, finish, delete, tokens."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from sqlalchemy import Executable, Integer, bindparam, func, update
from sqlmodel import Session, col, delete, select

from sheets.core.names import checked_name
from sheets.games import get_game
from storage.clock import as_utc, new_id, now
from storage.errors import GameFinished, GameNotFound, LogMoved, ProfileNotFound, SeatNotFound
from storage.notices import NOTICE, GameNotice, announce, announcing
from storage.profiles import checked_address
from storage.records import GameSummary, SeatHolder, SeatInfo, SeatRef, StoredSeat
from storage.tables import ACTIVE, FINISHED, ActionRow, GameRow, ProfileRow, ResultRow, SeatRow


def game_row(session: Session, game_id: str, *, lock: bool = False) -> GameRow:
    """:raises GameNotFound:"""
    statement = select(GameRow).where(GameRow.id == game_id)
    if lock:
        statement = statement.with_for_update()
    row = session.exec(statement).first()
    if row is None:
        raise GameNotFound(game_id=game_id)
    return row


def advance_log(session: Session, game_id: str, position: int) -> None:
    """Move an active game's log on from ``position`` to the next one, before changing the
    log in the same transaction.

    The database does the comparison and the move in one statement, so of two writers
    that read the same position only the first moves it; the other finds it moved and
    is refused (PostgreSQL makes the second statement wait for the first transaction and
    then re-checks the row; SQLite has one writer at a time). The same statement tells the
    other processes, once the transaction commits.

    :raises LogMoved: :raises GameNotFound: :raises GameFinished:
    """
    connection = session.connection()
    moved = connection.execute(
        _moving_log(connection.dialect.name),
        {
            "game": game_id,
            "from_position": position,
            "at": now(),
            NOTICE: GameNotice(game_id, position + 1).payload(),
        },
    )
    if len(moved.all()) != 1:
        row = game_row(session, game_id)
        if row.log_position != position:
            raise LogMoved(game_id=game_id, position=position, current=row.log_position)
        raise GameFinished(game_id=game_id)


@cache
def _moving_log(dialect: str) -> Executable:
    # Built once, as it is sent with every change: building it cost several times the CPU
    # of sending it.
    move = (
        update(GameRow)
        .where(
            col(GameRow.id) == bindparam("game"),
            col(GameRow.log_position) == bindparam("from_position", type_=Integer),
            col(GameRow.status) == ACTIVE,
        )
        .values(
            log_position=bindparam("from_position", type_=Integer) + 1, updated_at=bindparam("at")
        )
        .returning(col(GameRow.id))
    )
    return announcing(move, dialect)


def locked_game_at(session: Session, game_id: str, position: int) -> GameRow:
    """The game's row, locked against other writers until the transaction ends, if its
    log is still at ``position``. :raises LogMoved: :raises GameNotFound:"""
    row = game_row(session, game_id, lock=True)
    if row.log_position != position:
        raise LogMoved(game_id=game_id, position=position, current=row.log_position)
    return row


def create_game(
    session: Session,
    *,
    kind: str,
    setup: Any,
    seats: Sequence[SeatInfo],
    title: str | None,
) -> str:
    rules = get_game(kind)
    moment = now()
    game_id = new_id()
    names = [checked_name(info.name) for info in seats]
    for info in seats:
        if info.profile_id is not None and session.get(ProfileRow, info.profile_id) is None:
            raise ProfileNotFound(profile_id=info.profile_id)
    session.add(
        GameRow(
            id=game_id,
            kind=kind,
            title=title,
            setup=rules.setup_to_json(setup),
            content_version=rules.content_version,
            status=ACTIVE,
            created_at=moment,
            updated_at=moment,
        )
    )
    session.flush()
    session.add_all(
        SeatRow(
            game_id=game_id,
            seat=number,
            name=name,
            profile_id=info.profile_id,
            address=checked_address(info.address),
        )
        for number, (name, info) in enumerate(zip(names, seats, strict=True))
    )
    return game_id


def seat_rows(session: Session, game_ids: Sequence[str]) -> dict[str, list[SeatRow]]:
    by_game: dict[str, list[SeatRow]] = {game_id: [] for game_id in game_ids}
    statement = (
        select(SeatRow).where(col(SeatRow.game_id).in_(game_ids)).order_by(col(SeatRow.seat))
    )
    for seat in session.exec(statement):
        by_game[seat.game_id].append(seat)
    return by_game


def summary(row: GameRow, seats: Sequence[SeatRow], action_count: int) -> GameSummary:
    return GameSummary(
        game_id=row.id,
        kind=row.kind,
        title=row.title,
        status=row.status,
        content_version=row.content_version,
        created_at=as_utc(row.created_at),
        updated_at=as_utc(row.updated_at),
        seats=tuple(
            StoredSeat(
                seat=seat.seat,
                name=seat.name,
                profile_id=seat.profile_id,
                has_device=seat.device_token_hash is not None,
                address=seat.address,
            )
            for seat in seats
        ),
        action_count=action_count,
    )


def list_games(session: Session, *, status: str | None, kind: str | None) -> list[GameSummary]:
    statement = select(GameRow).order_by(col(GameRow.updated_at).desc(), col(GameRow.id))
    if status is not None:
        statement = statement.where(GameRow.status == status)
    if kind is not None:
        statement = statement.where(GameRow.kind == kind)
    rows = list(session.exec(statement))
    ids = [row.id for row in rows]
    counts: dict[str, int] = dict(
        session.exec(
            select(ActionRow.game_id, func.count())
            .where(col(ActionRow.game_id).in_(ids), col(ActionRow.undone).is_(False))
            .group_by(col(ActionRow.game_id))
        ).all()
    )
    seats = seat_rows(session, ids)
    return [summary(row, seats[row.id], counts.get(row.id, 0)) for row in rows]


def setups(session: Session, *, kind: str) -> dict[str, Any]:
    """The setup of every game of ``kind``, as its rules wrote it, by game."""
    statement = select(GameRow.id, GameRow.setup).where(GameRow.kind == kind)
    return {game_id: setup for game_id, setup in session.exec(statement)}


def finish_game(
    session: Session, *, game_id: str, outcome: Mapping[str, Any], position: int
) -> None:
    """Keep ``outcome`` as the result of the log at ``position``, in place of any earlier
    result. :raises LogMoved: when the log has moved on: its own writer records it."""
    row = locked_game_at(session, game_id, position)
    row.status = FINISHED
    row.updated_at = now()
    session.add(row)
    session.exec(delete(ResultRow).where(col(ResultRow.game_id) == game_id))
    session.add(ResultRow(game_id=game_id, finished_at=row.updated_at, outcome=dict(outcome)))


def update_setup(session: Session, *, game_id: str, setup: Any, position: int) -> None:
    advance_log(session, game_id, position)
    row = game_row(session, game_id)
    row.setup = get_game(row.kind).setup_to_json(setup)
    session.add(row)


def reopen_game(session: Session, *, game_id: str) -> None:
    row = game_row(session, game_id, lock=True)
    row.status = ACTIVE
    row.updated_at = now()
    session.add(row)
    session.exec(delete(ResultRow).where(col(ResultRow.game_id) == game_id))


def delete_game(session: Session, *, game_id: str) -> None:
    game_row(session, game_id, lock=True)
    # The foreign keys cascade too; deleting the children first does not rely on it.
    for table in (ActionRow, SeatRow, ResultRow):
        session.exec(delete(table).where(col(table.game_id) == game_id))
    session.exec(delete(GameRow).where(col(GameRow.id) == game_id))


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _seat_row(session: Session, game_id: str, seat: int) -> SeatRow:
    game_row(session, game_id)
    row = session.get(SeatRow, (game_id, seat))
    if row is None:
        raise SeatNotFound(game_id=game_id, seat=seat)
    return row


def issue_device_token(
    session: Session, *, game_id: str, seat: int, address: str | None = None
) -> str:
    row = _seat_row(session, game_id, seat)
    token = secrets.token_urlsafe(24)
    row.device_token_hash = _token_hash(token)
    row.device_address = address
    row.device_joined_at = now()
    session.add(row)
    announce(session, GameNotice(game_id, None))
    return token


def clear_device_token(session: Session, *, game_id: str, seat: int) -> None:
    row = _seat_row(session, game_id, seat)
    row.device_token_hash = None
    row.device_address = None
    row.device_joined_at = None
    session.add(row)
    announce(session, GameNotice(game_id, None))


def seat_for_token(session: Session, *, token: str) -> SeatRef | None:
    """The seat of an active game the token holds: a finished game's tokens hold none."""
    row = session.exec(
        select(SeatRow)
        .join(GameRow, col(GameRow.id) == col(SeatRow.game_id))
        .where(SeatRow.device_token_hash == _token_hash(token), GameRow.status == ACTIVE)
    ).first()
    return None if row is None else SeatRef(game_id=row.game_id, seat=row.seat)


def seat_holders(session: Session, *, game_id: str) -> list[SeatHolder]:
    game_row(session, game_id)
    return [
        SeatHolder(
            seat=row.seat,
            address=row.device_address,
            joined_at=None if row.device_joined_at is None else as_utc(row.device_joined_at),
        )
        for row in seat_rows(session, [game_id])[game_id]
        if row.device_token_hash is not None
    ]


def link_profile(session: Session, *, game_id: str, seat: int, profile_id: str | None) -> None:
    row = _seat_row(session, game_id, seat)
    if profile_id is not None and session.get(ProfileRow, profile_id) is None:
        raise ProfileNotFound(profile_id=profile_id)
    row.profile_id = profile_id
    session.add(row)
