"""Fury of Dracula's printed aids as PDF: Dracula's trail log and the hunters' tracker."""

from __future__ import annotations

from sheets.fury_of_dracula.printable import aid_pages
from sheets.fury_of_dracula.setup import TableSetup
from sheets.i18n import Language, translate
from sheets.pdf.render import Progress, render_pdf

MAX_COPIES = 100


def aids_pdf(
    *,
    language: Language,
    paper: str,
    setup: TableSetup | None = None,
    copies: int = 1,
    progress: Progress | None = None,
) -> bytes:
    """Both aids, each ``copies`` times (trail logs first), blank or prepared for
    ``setup``. :raises ValueError: for an unknown paper or copies outside 1..100."""
    if not 1 <= copies <= MAX_COPIES:
        raise ValueError(f"print 1 to {MAX_COPIES} copies, not {copies}")
    trail, tracker = aid_pages(language=language, paper=paper, setup=setup)
    title = translate("fod.print.document", language)
    return render_pdf([trail] * copies + [tracker] * copies, title=title, progress=progress)
