"""How many lines a text takes in the app's font, wrapped word by word as Flutter wraps
it: for texts whose box on a phone is known, to tell the ones that would be cut."""

from __future__ import annotations

from functools import cache
from typing import Any

from ui.fonts import font_files

# Flutter sets a Text in Material's body style, whose letters are spaced this much apart
# (a quarter of a pixel after each letter) unless the Text's own style says otherwise.
BODY_LETTER_SPACING = 0.25


@cache
def font(size: int, *, bold: bool = False) -> Any:
    """The app's font at ``size`` px, its bold face when ``bold``."""
    from PIL import ImageFont

    face = next(path for path in font_files() if ("Bold" in path.name) == bold)
    return ImageFont.truetype(str(face), size)


def text_width(text: str, size: int, *, bold: bool = False, letter_spacing: float = 0.0) -> float:
    """The width of ``text`` on one line, in px, its letters ``letter_spacing`` apart."""
    return float(font(size, bold=bold).getlength(text)) + letter_spacing * len(text)


def lines_needed(text: str, width: float, size: int) -> int:
    """How many lines ``text`` takes in the app's font at ``size`` px in a box ``width``
    wide."""
    lines, line = 1, ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if line and text_width(candidate, size) > width + 1:
            lines, line = lines + 1, word
        else:
            line = candidate
    return lines
