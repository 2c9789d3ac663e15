"""Paper Dungeons sheets as PDF: blank pads, sheets prepared for a game, finished sheets.

Each function returns the whole document as bytes; ``progress(done, total)`` is called
after each page, so that a long pad can show how far it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from sheets.i18n import Language, joined, translate
from sheets.layout import Page
from sheets.paper_dungeons.layout import sheet_page
from sheets.paper_dungeons.rules import is_finished
from sheets.paper_dungeons.setup import Setup
from sheets.paper_dungeons.state import TableState
from sheets.pdf.render import Progress, render_pdf

MAX_PAGES = 200
ScoreLines = Callable[[TableState, int], Mapping[str, int]]


def _check_page_count(count: int) -> None:
    if not 1 <= count <= MAX_PAGES:
        raise ValueError(f"a PDF holds 1 to {MAX_PAGES} sheets, not {count}")


def blank_pad(
    *, language: Language, paper: str, count: int, progress: Progress | None = None
) -> bytes:
    """``count`` blank sheets. :raises ValueError: for a count outside 1..200 or an
    unknown paper."""
    _check_page_count(count)
    page = sheet_page(language=language, paper=paper)
    title = translate("sheet.document.blank", language)
    return render_pdf([page] * count, title=title, progress=progress)


def prepared_sheets(
    *,
    setup: Setup,
    language: Language,
    paper: str,
    seats: Sequence[int] | None = None,
    copies: int = 1,
    progress: Progress | None = None,
) -> bytes:
    """One sheet per seat (or per seat of ``seats``), prepared for the game, each
    ``copies`` times. :raises ValueError: for an unknown seat or more than 200 pages."""
    chosen = range(len(setup.seats)) if seats is None else seats
    _check_page_count(len(chosen) * copies)
    pages: list[Page] = []
    for seat in chosen:
        page = sheet_page(language=language, paper=paper, setup=setup, seat=seat)
        pages += [page] * copies
    title = translate("sheet.document.prepared", language)
    return render_pdf(pages, title=title, progress=progress)


def finished_sheets(
    *,
    setup: Setup,
    state: TableState,
    score_lines: Mapping[int, Mapping[str, int]],
    language: Language,
    paper: str,
    progress: Progress | None = None,
) -> bytes:
    """The finished sheet of each seat in ``score_lines`` (seat -> its score lines, e.g.
    ``scoring.paper_dungeons.breakdown(state, seat).lines``), in seat order."""
    seats = sorted(score_lines)
    _check_page_count(len(seats))
    pages = [
        sheet_page(
            language=language,
            paper=paper,
            setup=setup,
            seat=seat,
            state=state,
            score_lines=score_lines[seat],
        )
        for seat in seats
    ]
    names = joined((setup.seats[seat].name for seat in seats), language)
    title = translate("sheet.document.finished", language, name=names)
    return render_pdf(pages, title=title, progress=progress)


def finished_sheet(
    *,
    setup: Setup,
    state: TableState,
    seat: int,
    score_lines: Mapping[str, int],
    language: Language,
    paper: str,
) -> bytes:
    """One seat's finished sheet with every mark of the game and its score lines."""
    return finished_sheets(
        setup=setup,
        state=state,
        score_lines={seat: score_lines},
        language=language,
        paper=paper,
    )


def game_sheets(
    *,
    setup: Setup,
    state: TableState | None,
    score_lines: ScoreLines,
    language: Language,
    paper: str,
    seat_name: str | None = None,
    copies: int = 1,
    progress: Progress | None = None,
) -> bytes:
    """The sheets of a game: prepared while it is not over (each ``copies`` times), finished
    once it is, with ``score_lines(state, seat)`` (``scoring`` computes them, which this
    package may not import). Every seat, or only the one called ``seat_name``.

    :raises ValueError: for an unknown player, more than 200 pages, or copies of
        finished sheets.
    """
    seats = seats_called(setup, seat_name)
    if state is None or not is_finished(state):
        return prepared_sheets(
            setup=setup,
            language=language,
            paper=paper,
            seats=seats,
            copies=copies,
            progress=progress,
        )
    if copies != 1:
        raise ValueError("copies are for blank and prepared sheets; a finished game prints once")
    return finished_sheets(
        setup=setup,
        state=state,
        score_lines={seat: score_lines(state, seat) for seat in seats},
        language=language,
        paper=paper,
        progress=progress,
    )


def seats_called(setup: Setup, name: str | None) -> list[int]:
    """Every seat, or the seat of the player ``name`` (letter case aside).

    :raises ValueError: naming the game's players when none is called so.
    """
    names = [seat.name for seat in setup.seats]
    if name is None:
        return list(range(len(names)))
    found = [
        seat for seat, seat_name in enumerate(names) if seat_name.casefold() == name.casefold()
    ]
    if not found:
        raise ValueError(f"no player {name!r} in this game; its players: {', '.join(names)}")
    return found
