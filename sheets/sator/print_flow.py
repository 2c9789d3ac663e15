"""Text set in columns for the printed aid: lines wrapped to a width, sections written one
under another, and sections stacked onto as many pages as they need.

How wide a text is depends on the font, which only the renderer knows: the caller passes
``measure(text, size, bold)``, the width in millimetres of ``text`` at ``size`` mm.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from sheets.layout import Area, Box, Element, Line, Page, Text

Measure = Callable[[str, float, bool], float]

LEADING = 1.35
BOX = 2.8


def wrap(
    text: str, width: float, size: float, measure: Measure, *, bold: bool = False
) -> list[str]:
    """``text`` broken between words into lines no wider than ``width`` (a word longer
    than that keeps a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and measure(candidate, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    return [*lines, line] if line else lines


@dataclass(frozen=True, slots=True)
class Section:
    """Elements written from the top of a column ``h`` millimetres tall."""

    id: str
    title: str
    h: float
    elements: tuple[Element, ...]


class Writer:
    """Writes one section line by line down a column ``width`` millimetres wide, every text
    size and space multiplied by ``scale`` (to fit a card of a fixed height)."""

    def __init__(self, width: float, measure: Measure, scale: float = 1.0) -> None:
        self.width = width
        self.measure = measure
        self.scale = scale
        self.y = 0.0
        self.elements: list[Element] = []

    def text(
        self,
        text: str,
        *,
        size: float = 2.8,
        bold: bool = False,
        indent: float = 0.0,
        tick: bool = False,
    ) -> None:
        """A paragraph, wrapped; with ``tick`` a box to tick stands before its first line."""
        size *= self.scale
        left = indent + (BOX + 1.4 if tick else 0.0)
        for index, line in enumerate(wrap(text, self.width - left, size, self.measure, bold=bold)):
            self.y += size * LEADING if index or self.elements else size
            if tick and index == 0:
                self.elements.append(Box(indent, self.y - BOX + 0.3, BOX, BOX, stroke="thin"))
            self.elements.append(Text(left, self.y, line, size=size, bold=bold))
        self.y += size * 0.45

    def heading(self, text: str) -> None:
        self.space(1.2)
        self.text(text, size=3.4, bold=True)

    def rule(self) -> None:
        self.space(1.0)
        self.elements.append(Line(0.0, self.y, self.width, self.y, style="thin"))
        self.space(1.0)

    def space(self, millimetres: float) -> None:
        self.y += millimetres * self.scale

    def add(self, elements: Sequence[Element], height: float) -> None:
        """Elements drawn at (0, 0) of a block ``height`` tall, placed at the cursor."""
        top = self.y
        self.elements += [moved(element, 0.0, top) for element in elements]
        self.y += height

    def section(self, section_id: str, title: str) -> Section:
        return Section(section_id, title, self.y + 1.0, tuple(self.elements))


def moved(element: Element, dx: float, dy: float) -> Element:
    """``element`` shifted right by ``dx`` and down by ``dy`` millimetres."""
    if isinstance(element, Line):
        return replace(
            element, x1=element.x1 + dx, y1=element.y1 + dy, x2=element.x2 + dx, y2=element.y2 + dy
        )
    if isinstance(element, Box | Text):
        return replace(element, x=element.x + dx, y=element.y + dy)
    return replace(element, cx=element.cx + dx, cy=element.cy + dy)


def stack(
    sections: Sequence[Section], *, paper: tuple[float, float], margin: float, gap: float = 2.0
) -> tuple[Page, ...]:
    """The sections one under another, a new page where the next one no longer fits."""
    width, height = paper
    pages: list[list[Area]] = [[]]
    y = margin
    for section in sections:
        if pages[-1] and y + section.h > height - margin:
            pages.append([])
            y = margin
        pages[-1].append(
            Area(
                section.id,
                section.title,
                margin,
                y,
                width - 2 * margin,
                section.h,
                section.elements,
            )
        )
        y += section.h + gap
    return tuple(Page(width, height, tuple(areas)) for areas in pages)
