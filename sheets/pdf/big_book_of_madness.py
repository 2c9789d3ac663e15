"""The Big Book of Madness aid as PDF: the setup checklist and the round tracker, blank or
for a game, in Czech or English."""

from __future__ import annotations

from sheets.big_book_of_madness.printable import aid_pages
from sheets.big_book_of_madness.setup import Setup
from sheets.big_book_of_madness.state import TableState
from sheets.i18n import Language, translate
from sheets.pdf.render import Progress, render_pdf

MAX_PAGES = 200


def aid_pdf(
    *,
    language: Language,
    paper: str = "a4",
    setup: Setup | None = None,
    state: TableState | None = None,
    copies: int = 1,
    progress: Progress | None = None,
) -> bytes:
    """The aid, each page ``copies`` times (the blank aid for the table to fill in, or a
    game's). :raises ValueError: for an unknown paper or more than 200 pages."""
    pages = aid_pages(language=language, paper=paper, setup=setup, state=state)
    if copies < 1:
        raise ValueError(f"print at least one copy, not {copies}")
    if len(pages) * copies > MAX_PAGES:
        raise ValueError(
            f"a PDF holds at most {MAX_PAGES} pages, not {copies} copies of {len(pages)} pages"
        )
    key = (
        "bbm.sheet.document.blank" if setup is None and state is None else "bbm.sheet.document.game"
    )
    title = translate(key, language)
    return render_pdf(
        [page for page in pages for _ in range(copies)], title=title, progress=progress
    )
