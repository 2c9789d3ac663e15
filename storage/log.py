"""The action log of a game in the database: append, undo and redo as row operations
that mirror :class:`sheets.core.log.Game`.

Every change names the log position its writer read the game at, and first moves the
game's log position on from there (:func:`storage.games.advance_log`): a writer whose
game is out of date is refused with ``LogMoved`` and writes nothing, so the log never
forks into two branches. The move also locks the game's row (SQLite: the database write
lock) for the rest of the transaction; the primary key (game, seq) would refuse a
duplicate number in any case.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any, Protocol

from sqlalchemy import (
    Insert,
    Integer,
    Row,
    Update,
    and_,
    bindparam,
    case,
    func,
    insert,
    or_,
    update,
)
from sqlmodel import Session, col, select

from sheets.core.actions import Action, action_from_json, action_to_json
from storage.clock import now
from storage.errors import ActionNotFound, NothingToRedo, NothingToUndo
from storage.games import advance_log
from storage.tables import ActionRow, GameRow


def payload(action: Action) -> dict[str, Any]:
    """The action's fields without ``type`` and ``seat``, which have columns of their own."""
    return {
        key: value for key, value in action_to_json(action).items() if key not in ("type", "seat")
    }


class LoggedAction(Protocol):
    """What a log row says of its action: a table row, or the columns a statement returned."""

    seat: int
    type: str
    payload: dict[str, Any]


def action_of(row: LoggedAction) -> Action:
    """:raises InvalidAction: if the row no longer reads as an action of this version."""
    return action_from_json({"type": row.type, "seat": row.seat, **row.payload})


# Every change below sends its statements straight on the session's connection: the
# session holds no action row to keep in step with them, and the ORM's handling of an
# UPDATE or INSERT cost as much as the statements themselves. They come after the move
# of the log (``advance_log``) rather than in one statement with it: under READ
# COMMITTED a statement reads what was committed when it began, so only one begun once
# the game's row is locked surely reads the previous writer's change of the log.
#
# Each statement is built once and takes its values when it is sent: building it anew
# cost ten times the CPU of sending it. The game is bound as ``game``, a seat as
# ``for_seat``, an action's number as ``number``.


def _of_game() -> Any:
    return col(ActionRow.game_id) == bindparam("game")


def _of_seat() -> Any:
    """The seat's rows, or every seat's when the seat is bound to ``None``."""
    seat = bindparam("for_seat", type_=Integer)
    return or_(seat.is_(None), col(ActionRow.seat) == seat)


def _next(column: Any) -> Any:
    """The next number of ``column`` in the game's log, computed by the statement that
    writes it (no round trip of its own). The game's row, locked since the log moved,
    keeps every other writer of the game waiting until this transaction ends."""
    return select(func.coalesce(func.max(column), 0) + 1).where(_of_game()).scalar_subquery()


def append_action(
    session: Session, *, game_id: str, action: Action, position: int, redo_of: int | None = None
) -> int:
    """Log ``action``, decided on the game as it was at log ``position``, as the next
    sequence number and return it.

    A new action drops its seat's undone actions from the redo stack, as ``Game.act``
    does; a redo (``redo_of``, the undone action's number) takes only that one off.
    """
    advance_log(session, game_id, position)
    if redo_of is None:
        session.connection().execute(
            _dropping_seats_redo(), {"game": game_id, "for_seat": action.seat}
        )
    else:
        undone = _off_redo_stack(session, game_id, number=redo_of)
        if undone is None or action_of(undone) != action:
            raise ActionNotFound(game_id=game_id, seq=redo_of)
    return _append(session, game_id=game_id, action=action, redo_of=redo_of)


@cache
def _dropping_seats_redo() -> Update:
    return (
        update(ActionRow)
        .where(
            _of_game(),
            col(ActionRow.seat) == bindparam("for_seat"),
            col(ActionRow.redoable).is_(True),
        )
        .values(redoable=False)
    )


def _append(session: Session, *, game_id: str, action: Action, redo_of: int | None) -> int:
    logged = session.connection().execute(
        _logging(),
        {
            "game": game_id,
            "for_seat": action.seat,
            "action_type": action.TYPE,
            "action_payload": payload(action),
            "at": now(),
            "redone": redo_of,
        },
    )
    return int(logged.scalar_one())


@cache
def _logging() -> Insert:
    return (
        insert(ActionRow)
        .values(
            game_id=bindparam("game"),
            seq=_next(ActionRow.seq),
            seat=bindparam("for_seat"),
            type=bindparam("action_type"),
            payload=bindparam("action_payload"),
            created_at=bindparam("at"),
            redo_of=bindparam("redone"),
        )
        .returning(col(ActionRow.seq))
    )


def _off_redo_stack(
    session: Session, game_id: str, *, number: int | None = None, seat: int | None = None
) -> Row[Any] | None:
    """Take the game's undone action ``number`` off the redo stack, or without a number
    the latest undone of ``seat`` (of anybody when ``None``), and return its number and
    action's columns; ``None`` when no such action is on the stack."""
    if number is None:
        statement, values = _taking_latest_off_redo_stack(), {"for_seat": seat}
    else:
        statement, values = _taking_off_redo_stack(), {"number": number}
    return session.connection().execute(statement, {"game": game_id, **values}).first()


@cache
def _taking_off_redo_stack() -> Update:
    return _taking_off_redo_stack_where(col(ActionRow.seq) == bindparam("number"))


@cache
def _taking_latest_off_redo_stack() -> Update:
    latest = (
        select(ActionRow.seq)
        .where(_of_game(), col(ActionRow.redoable).is_(True), _of_seat())
        .order_by(col(ActionRow.undo_order).desc())
        .limit(1)
    )
    return _taking_off_redo_stack_where(col(ActionRow.seq) == latest.scalar_subquery())


def _taking_off_redo_stack_where(which: Any) -> Update:
    return (
        update(ActionRow)
        .where(_of_game(), col(ActionRow.redoable).is_(True), which)
        .values(redoable=False)
        .returning(
            col(ActionRow.seq), col(ActionRow.seat), col(ActionRow.type), col(ActionRow.payload)
        )
    )


def mark_undone(session: Session, *, game_id: str, seq: int, position: int) -> None:
    """Flag action ``seq`` as undone and put it on top of the redo stack, deciding so on
    the game as it was at log ``position``."""
    mark_all_undone(session, game_id=game_id, seqs=[seq], position=position)


def mark_all_undone(session: Session, *, game_id: str, seqs: Sequence[int], position: int) -> None:
    """Flag actions ``seqs`` as undone in one change, each put on the redo stack in turn
    (the last on top), deciding so on the game as it was at log ``position``.

    :raises ActionNotFound: for the first of ``seqs`` that is not an action in effect
        (or is named twice); nothing is written then.
    """
    advance_log(session, game_id, position)
    if not seqs:
        return
    numbers = {f"number_{place}": seq for place, seq in enumerate(seqs)}
    marked = set(
        session.connection()
        .execute(_marking_undone(len(seqs)), {"game": game_id, **numbers})
        .scalars()
    )
    for place, seq in enumerate(seqs):
        if seq not in marked or seq in seqs[:place]:
            raise ActionNotFound(game_id=game_id, seq=seq)


@lru_cache(maxsize=8)
def _marking_undone(count: int) -> Update:
    """Marks ``count`` actions undone in one statement, bound as ``number_0`` and on: the
    game's next undo order, read once, plus each action's place among them."""
    numbers = [bindparam(f"number_{place}", type_=Integer) for place in range(count)]
    place = case(*((col(ActionRow.seq) == number, n) for n, number in enumerate(numbers)))
    return (
        update(ActionRow)
        .where(_of_game(), col(ActionRow.seq).in_(numbers), col(ActionRow.undone).is_(False))
        .values(undo_order=_next(ActionRow.undo_order) + place, undone=True, redoable=True)
        .returning(col(ActionRow.seq))
    )


def undo(session: Session, *, game_id: str, seat: int | None, position: int) -> int:
    """Undo the latest action in effect of ``seat`` (of anybody when ``None``), as
    ``Game.undo`` picks it on the game at log ``position``, and return its number."""
    advance_log(session, game_id, position)
    marked = session.connection().execute(_undoing_latest(), {"game": game_id, "for_seat": seat})
    seq = marked.scalar()
    if seq is None:
        raise NothingToUndo(game_id=game_id, seat=seat)
    return int(seq)


@cache
def _undoing_latest() -> Update:
    # The action is picked by the statement that marks it: a subquery, no round trip.
    latest = select(func.max(ActionRow.seq)).where(
        _of_game(), col(ActionRow.undone).is_(False), _of_seat()
    )
    return (
        update(ActionRow)
        .where(_of_game(), col(ActionRow.seq) == latest.scalar_subquery())
        .values(undo_order=_next(ActionRow.undo_order), undone=True, redoable=True)
        .returning(col(ActionRow.seq))
    )


def redo(session: Session, *, game_id: str, seat: int | None, position: int) -> int:
    """Redo the most recently undone action of ``seat`` (of anybody when ``None``), as
    ``Game.redo`` picks it on the game at log ``position``: it is logged again at the
    end. Returns the new number."""
    advance_log(session, game_id, position)
    undone = _off_redo_stack(session, game_id, seat=seat)
    if undone is None:
        raise NothingToRedo(game_id=game_id, seat=seat)
    return _append(session, game_id=game_id, action=action_of(undone), redo_of=undone.seq)


def rows(session: Session, game_id: str) -> list[ActionRow]:
    return list(
        session.exec(
            select(ActionRow).where(ActionRow.game_id == game_id).order_by(col(ActionRow.seq))
        )
    )


def tail_after(session: Session, game_id: str, seq: int) -> tuple[int, list[ActionRow]] | None:
    """The game's log position, and its rows numbered after ``seq`` or on the redo stack,
    in order of number; ``None`` for no such game. One statement, so one snapshot even
    outside a transaction."""
    found = session.exec(
        select(GameRow.log_position, ActionRow)
        .outerjoin(
            ActionRow,
            and_(
                col(ActionRow.game_id) == col(GameRow.id),
                or_(col(ActionRow.seq) > seq, col(ActionRow.redoable).is_(True)),
            ),
        )
        .where(GameRow.id == game_id)
        .order_by(col(ActionRow.seq))
    ).all()
    if not found:
        return None
    return found[0][0], [row for _, row in found if row is not None]
