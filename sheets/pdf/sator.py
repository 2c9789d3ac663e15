"""The printed aid of SATOR as PDF: the setup checklist and the players' turn cards."""

from __future__ import annotations

from sheets.i18n import Language, translate
from sheets.pdf.fonts import text_width
from sheets.pdf.render import MM, Progress, render_pdf
from sheets.sator.printable import aid_pages
from sheets.sator.setup import Setup


def measure(text: str, size: float, bold: bool) -> float:
    """The printed width of ``text`` in millimetres at a font size of ``size`` mm."""
    return text_width(text, bold=bold, size=size * MM) / MM


def aid_pdf(
    *,
    language: Language,
    paper: str,
    setup: Setup | None = None,
    progress: Progress | None = None,
) -> bytes:
    """The aid, blank to fill in or for the game of ``setup``.

    :raises ValueError: for an unknown paper.
    """
    pages = aid_pages(language=language, paper=paper, measure=measure, setup=setup)
    return render_pdf(pages, title=translate("sator.print.document", language), progress=progress)
