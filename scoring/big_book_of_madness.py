"""The result of a Big Book of Madness game: the table wins or loses together, so every
seat shares the result; how far the table got and why it ended are the details."""

from __future__ import annotations

from scoring.outcome import GameOutcome, SeatResult
from sheets.big_book_of_madness import KIND
from sheets.big_book_of_madness.state import TableState


def outcome(state: TableState) -> GameOutcome:
    """The shared result for history. There is no score; each seat's lines count the
    madness it held and the spells it knew at the end.

    :raises ValueError: if the game is not over.
    """
    result = state.result
    if result is None:
        raise ValueError("the game is not over yet")
    return GameOutcome(
        kind=KIND,
        seats=tuple(
            SeatResult(
                seat=seat,
                name=state.setup.players[seat].name,
                score=None,
                winner=result.won,
                lines={
                    "madness": player.madness,
                    "spells": len(player.spells),
                    "scared_to_death": int(player.eliminated),
                },
            )
            for seat, player in enumerate(state.players)
        ),
        summary="outcome.bbm_won" if result.won else "outcome.bbm_lost",
        details={
            "reason": result.reason,
            "round": result.round,
            "turn": result.turn,
            "monsters_beaten": sum(bool(monster.beaten) for monster in state.monsters),
            "difficulty": state.setup.difficulty,
            "mode": state.setup.mode,
        },
    )
