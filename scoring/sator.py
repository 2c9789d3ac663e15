"""The result of a SATOR game: the first player to collect all four of their books wins.
There are no points; every seat's collected books are kept as the one score line."""

from __future__ import annotations

from scoring.outcome import GameOutcome, SeatResult
from sheets.sator import KIND
from sheets.sator.state import TableState


def outcome(state: TableState) -> GameOutcome:
    """The winner (if the game got that far) and each seat's books, for history."""
    winner = state.winner
    return GameOutcome(
        kind=KIND,
        seats=tuple(
            SeatResult(
                seat=seat,
                name=state.name(seat),
                score=None,
                winner=seat == winner,
                place=1 if seat == winner else None,
                lines={"books": player.books},
            )
            for seat, player in enumerate(state.players)
        ),
        summary="outcome.sator_won" if winner is not None else "outcome.sator_unfinished",
        details={"winner": state.name(winner)} if winner is not None else {},
    )
