"""The embedded font: DejaVu Sans, which covers Czech (ReportLab's built-in fonts and its
bundled Vera lack ě ř ů ť ň). The TTF files and their licence are in ``fonts/``; ReportLab
embeds only the glyphs a document uses."""

from __future__ import annotations

from functools import cache
from importlib.resources import as_file, files

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


@cache
def register_fonts() -> None:
    """Register both faces with ReportLab, once per process."""
    folder = files("sheets.pdf").joinpath("fonts")
    for name, file_name in _FILES.items():
        with as_file(folder.joinpath(file_name)) as path:
            pdfmetrics.registerFont(TTFont(name, str(path)))


def text_width(text: str, *, bold: bool, size: float) -> float:
    """The width of ``text`` in points at ``size`` points."""
    register_fonts()
    return float(pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size))
