"""The result of a Fury of Dracula game for history and statistics: Dracula or the
hunters as a team win; there are no points, so each seat's lines record the final tracks."""

from __future__ import annotations

from scoring.outcome import GameOutcome, SeatResult
from sheets.fury_of_dracula import KIND
from sheets.fury_of_dracula.state import GameState

SUMMARIES = {
    "dracula": "outcome.fod.dracula_wins",
    "hunters": "outcome.fod.hunters_win",
    None: "outcome.fod.unfinished",
}


def outcome(state: GameState) -> GameOutcome:
    """Who won (nobody yet while the game goes on), with influence, Dracula's damage and
    the rounds played for every seat."""
    setup = state.setup
    lines = {
        "influence": state.influence,
        "dracula_damage": state.dracula.damage,
        "rounds": state.round,
        "despair": state.despair,
    }
    seats = tuple(
        SeatResult(
            seat=seat,
            name=player.name,
            score=None,
            winner=state.winner is not None and _won(state, seat),
            place=None if state.winner is None else 1 if _won(state, seat) else 2,
            lines=lines,
        )
        for seat, player in enumerate(setup.players)
    )
    return GameOutcome(
        kind=KIND,
        seats=seats,
        summary=SUMMARIES[state.winner],
        details={
            "winner": state.winner,
            "dracula": setup.players[setup.dracula_seat].name,
            "round": state.round,
            **lines,
        },
    )


def _won(state: GameState, seat: int) -> bool:
    return (state.winner == "dracula") == (seat == state.setup.dracula_seat)
