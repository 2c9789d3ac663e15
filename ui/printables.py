"""What can be printed from the command line, per game: blank sheets, or the sheets of a
stored game (prepared while it is played, finished once it is over), with its players'
names as the paper's language says them (a placeholder, "Player 1", printed in Czech
reads "Hráč 1")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sheets.core.names import said_in, setup_said_in, state_said_in
from sheets.i18n import Language

if TYPE_CHECKING:
    # Blank sheets never open the store: importing it (SQLAlchemy, Alembic) would take
    # longer than making the PDF.
    from storage import StoredGame


@dataclass(frozen=True)
class PrintRequest:
    language: Language
    paper: str
    count: int
    game: StoredGame | None = None
    seat_name: str | None = None


@dataclass(frozen=True)
class Printable:
    """A game's printing: its stored game kind and how it makes the PDF.

    ``make`` raises ``ValueError`` with a message for the user when the request does not
    fit (an unknown player, too many pages)."""

    kind: str
    make: Callable[[PrintRequest], bytes]


def paper_dungeons(request: PrintRequest) -> bytes:
    from sheets.pdf.paper_dungeons import blank_pad, game_sheets

    if request.game is None:
        return blank_pad(language=request.language, paper=request.paper, count=request.count)
    from scoring.paper_dungeons import breakdown

    state = state_said_in(request.game.game.state, request.language)
    return game_sheets(
        setup=state.setup,
        state=state,
        score_lines=lambda state, seat: breakdown(state, seat).lines,
        language=request.language,
        paper=request.paper,
        # A seat asked for as it was made ("Player 1") is found as the paper names it.
        seat_name=None
        if request.seat_name is None
        else said_in(request.seat_name, request.language),
        copies=request.count,
    )


def sator(request: PrintRequest) -> bytes:
    from sheets.pdf.sator import aid_pdf

    if request.count != 1:
        raise ValueError("--count is for Paper Dungeons sheets; the SATOR aid is printed once")
    if request.seat_name is not None:
        raise ValueError("--seat is for Paper Dungeons sheets; the SATOR aid is for the table")
    setup = None if request.game is None else setup_said_in(request.game.setup, request.language)
    return aid_pdf(language=request.language, paper=request.paper, setup=setup)


def big_book_of_madness(request: PrintRequest) -> bytes:
    from sheets.pdf.big_book_of_madness import aid_pdf

    if request.seat_name is not None:
        raise ValueError("--seat is for Paper Dungeons sheets; this aid is for the table")
    state = (
        None if request.game is None else state_said_in(request.game.game.state, request.language)
    )
    return aid_pdf(
        language=request.language,
        paper=request.paper,
        setup=None if state is None else state.setup,
        state=state,
        copies=request.count,
    )


def fury_of_dracula(request: PrintRequest) -> bytes:
    from sheets.pdf.fury_of_dracula import aids_pdf

    if request.seat_name is not None:
        raise ValueError("--seat is for Paper Dungeons sheets; Fury of Dracula's aids are whole")
    from sheets.fury_of_dracula.setup import APP_SEAT_NAME

    setup = (
        None
        if request.game is None
        else setup_said_in(request.game.setup, request.language, (APP_SEAT_NAME,))
    )
    return aids_pdf(
        language=request.language, paper=request.paper, setup=setup, copies=request.count
    )


PRINTABLES: dict[str, Printable] = {
    "paper-dungeons": Printable(kind="paper_dungeons", make=paper_dungeons),
    "sator": Printable(kind="sator", make=sator),
    "big-book-of-madness": Printable(kind="big_book_of_madness", make=big_book_of_madness),
    "fury-of-dracula": Printable(kind="fury_of_dracula", make=fury_of_dracula),
}
