"""The history of finished games, read from their result rows and seats."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlmodel import Session, col, select

from storage.clock import as_utc
from storage.games import seat_rows
from storage.records import PlayedGame, PlayedSeat
from storage.tables import GameRow, ResultRow, SeatRow


def played_games(
    session: Session, *, kind: str | None = None, profile_id: str | None = None
) -> list[PlayedGame]:
    """Finished games newest first; with ``profile_id`` only those that profile played."""
    statement = select(GameRow, ResultRow).where(col(GameRow.id) == col(ResultRow.game_id))
    if kind is not None:
        statement = statement.where(GameRow.kind == kind)
    if profile_id is not None:
        statement = statement.where(
            col(GameRow.id).in_(select(SeatRow.game_id).where(SeatRow.profile_id == profile_id))
        )
    statement = statement.order_by(col(ResultRow.finished_at).desc(), col(GameRow.id))
    rows = list(session.exec(statement))
    seats = seat_rows(session, [game.id for game, _ in rows])
    return [_played(game, result, seats[game.id]) for game, result in rows]


def _played(game: GameRow, result: ResultRow, seats: list[SeatRow]) -> PlayedGame:
    outcome: Mapping[str, Any] = result.outcome
    profiles = {seat.seat: seat.profile_id for seat in seats}
    return PlayedGame(
        game_id=game.id,
        kind=game.kind,
        title=game.title,
        finished_at=as_utc(result.finished_at),
        summary=str(outcome.get("summary", "")),
        seats=tuple(
            PlayedSeat(
                seat=int(seat["seat"]),
                name=str(seat["name"]),
                profile_id=profiles.get(int(seat["seat"])),
                score=None if seat.get("score") is None else int(seat["score"]),
                winner=bool(seat.get("winner", False)),
                place=None if seat.get("place") is None else int(seat["place"]),
            )
            for seat in outcome.get("seats", [])
        ),
    )
