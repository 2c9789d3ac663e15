"""What the printed aids of The Big Book of Madness draw from, and small builders.

:class:`PrintInputs` gathers a document's inputs (language, the game's setup, rules and
state, when there is a game) so that each part of a page is a plain function of it; a
blank aid has no setup and uses the data's default house rules.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any

from sheets.big_book_of_madness.content import Element
from sheets.big_book_of_madness.house_rules import HouseRules, unverified_in_use
from sheets.big_book_of_madness.setup import Setup
from sheets.big_book_of_madness.state import TableState
from sheets.big_book_of_madness.text import spell_name
from sheets.i18n import Language, translate
from sheets.layout import PAPER_SIZES_MM, Box, Mark, Text

MARGIN = 12.0
TITLE_SIZE = 5.0
HEADING_SIZE = 3.6
BODY_SIZE = 2.9
SMALL_SIZE = 2.4
LINE_SPACING = 1.35
CHECKBOX = 3.3
UNVERIFIED = "*"
# DejaVu Sans averages a little over half an em per character in running text; lines
# are broken on this estimate and any line that still overflows is set smaller to fit
# (``Text.width``), so a line never leaves its column.
CHARACTER_EM = 0.56


@dataclass(frozen=True, slots=True)
class PrintInputs:
    """One document's inputs. ``setup`` is ``None`` for a blank aid; ``state`` (the game in
    play, or over) fills in how far the table got."""

    language: Language
    paper: str
    rules: HouseRules
    setup: Setup | None = None
    state: TableState | None = None

    @property
    def width(self) -> float:
        return PAPER_SIZES_MM[self.paper][0] - 2 * MARGIN

    @property
    def height(self) -> float:
        return PAPER_SIZES_MM[self.paper][1] - 2 * MARGIN

    @property
    def unverified(self) -> frozenset[str]:
        entered = self.setup.house_rules if self.setup is not None else None
        return frozenset(unverified_in_use(self.rules, entered))

    def text(self, key: str, /, **params: Any) -> str:
        return translate(f"bbm.sheet.{key}", self.language, **params)

    def word(self, key: str, /, **params: Any) -> str:
        """A word of the game's own vocabulary (``element.water``, ``phase.focus``)."""
        return translate(f"bbm.{key}", self.language, **params)

    def unsure(self, *settings: str) -> str:
        """The unverified marker when any of ``settings`` is an unconfirmed default."""
        return UNVERIFIED if self.unverified.intersection(settings) else ""

    def element(self, element: Element) -> str:
        return self.word(f"element.{element}")

    def spell(self, spell: str) -> str:
        assert self.state is not None, "spell names need the game"
        return spell_name(self.state, spell, self.language)

    def page_name(self, page: str) -> str:
        return self.rules.page_name(page) or page


def wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` broken into lines that fit ``width`` millimetres at ``size``."""
    per_line = max(8, int(width / (size * CHARACTER_EM)))
    return textwrap.wrap(text, per_line) or [""]


def paragraph(
    text: str, x: float, y: float, width: float, size: float = BODY_SIZE, *, bold: bool = False
) -> tuple[list[Text], float]:
    """``text`` wrapped into ``width`` with its first baseline at ``y``; the texts and the
    height they take from the top of the first line."""
    lines = wrap(text, width, size)
    step = size * LINE_SPACING
    texts = [
        Text(x, y + index * step, line, size, bold=bold, width=width)
        for index, line in enumerate(lines)
    ]
    return texts, len(lines) * step


def checkbox(x: float, y: float, element_id: str | None = None, mark: Mark = "none") -> Box:
    return Box(x, y, CHECKBOX, CHECKBOX, id=element_id, mark=mark)


def cell(
    x: float, y: float, w: float, h: float, text: str = "", *, size: float = SMALL_SIZE
) -> Box:
    return Box(x, y, w, h, text=text, text_size=size)
