"""Boxes a player only reads (health, wounds, defeated minions, gems, the rounds), drawn on
one canvas per track instead of a few controls per box: a phone's session keeps every
control it shows, and these tracks were most of a sheet's.

A track is a flow of columns (a box, or a heading over boxes, or a box over its caption)
wrapped to the width it is given, as a wrapping row would. Its boxes look as the tapped
ones of :mod:`ui.paper_dungeons.cells` do: a filled box is dark with light text, a crossed
one carries a cross, a circled one a ring, so no mark relies on colour. What the track
says in words is the canvas's tooltip, read by screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import flet as ft
import flet.canvas as cv

from ui.paper_dungeons.cells import Look
from ui.widgets.drawing import fill, glyph, square, stroke, text, text_style
from ui.widgets.redraw import Redrawn, Restyled

# The height of a column's heading and of a caption under a box, in pixels.
HEADING_H = 18
CAPTION_H = 15
HEADING_TEXT = 13
CAPTION_TEXT = 12
# Between the boxes of a column.
BOX_GAP = 2


@dataclass(frozen=True)
class Column:
    """Boxes one above the other, ``width`` x ``box_height`` pixels each, under an
    optional heading (text, with a sign before it) and over an optional caption."""

    width: float
    box_height: float
    boxes: int = 1
    heading: str = ""
    heading_sign: str = ""
    caption: str = ""
    text_size: float = 13
    # Whether its boxes are written in (a number, a letter): their text is there from the
    # start, so that writing in a box changes a shape and does not add one.
    written: bool = False

    @property
    def height(self) -> float:
        top = HEADING_H + BOX_GAP if self.heading else 0
        bottom = CAPTION_H if self.caption else 0
        return top + self.boxes * self.box_height + (self.boxes - 1) * BOX_GAP + bottom


@dataclass(frozen=True)
class Track:
    """The look of every box of a track, column by column, top to bottom, and what the
    track says in words."""

    looks: tuple[Look, ...]
    words: str = ""


class DrawnBoxes(Restyled[Track]):
    """A track of ``columns`` on a canvas at most ``width`` pixels wide, shown a
    :class:`Track`; it sends the canvas when anything about it changed.

    What the client is sent for a change is kept small: the text of a box written in is
    there from the start (writing changes its words), and a box whose look changed
    replaces only its own fill, circle or cross."""

    def __init__(
        self, columns: Sequence[Column], width: float, spacing: float, run_spacing: float
    ) -> None:
        self.columns = list(columns)
        origins = _flow(self.columns, width, spacing, run_spacing)
        right = max(x + c.width for (x, _), c in zip(origins, self.columns, strict=True))
        bottom = max(y + c.height for (_, y), c in zip(origins, self.columns, strict=True))
        self.boxes: list[_Box] = []
        self.printed: list[cv.Shape] = []
        frames: list[cv.Path.PathElement] = []
        for (x, top), column in zip(origins, self.columns, strict=True):
            y = top
            if column.heading:
                self.printed += _heading(column, x, y)
                y += HEADING_H + BOX_GAP
            for _ in range(column.boxes):
                w, h = column.width, column.box_height
                place = _Place(x, y, w, h, column.text_size)
                self.boxes.append(_Box(place, written=column.written))
                frames.append(cv.Path.Rect(x=x + 0.5, y=y + 0.5, width=w - 1, height=h - 1))
                y += h + BOX_GAP
            if column.caption:
                middle = y - BOX_GAP + CAPTION_H / 2
                self.printed.append(
                    text(column.caption, x + column.width / 2, middle, CAPTION_TEXT)
                )
        self.printed.insert(0, cv.Path(frames, paint=stroke(1, ft.Colors.OUTLINE)))
        self.control = cv.Canvas(shapes=self._shapes(), width=right, height=bottom)

    def draw(self, value: Track) -> list[ft.Control]:
        for look, box in zip(value.looks, self.boxes, strict=True):
            box.show(look)
        self.control.tooltip = value.words or None
        self.control.shapes = self._shapes()
        return [self.control]

    def _shapes(self) -> list[cv.Shape]:
        return self.printed + [shape for box in self.boxes for shape in box.marks]


@dataclass(frozen=True)
class _Place:
    """Where a box is drawn, and the size of what is written in it."""

    x: float
    y: float
    w: float
    h: float
    text_size: float


class _Box(Redrawn[Look]):
    """One box of a track: its fill (inside its frame), the ring of a circled box, its
    text and the cross of a crossed one, so that no mark relies on colour. Its text,
    once drawn, is kept and rewritten."""

    def __init__(self, place: _Place, *, written: bool) -> None:
        self.place = place
        self.words: cv.Text | None = self._text() if written else None
        self.marks: list[cv.Shape] = [self.words] if self.words is not None else []

    def draw(self, look: Look) -> None:
        at = self.place
        inside = (
            ft.Colors.ON_SURFACE
            if look.mark == "filled"
            else ft.Colors.SURFACE_CONTAINER_HIGHEST
            if look.printed
            else None
        )
        marks: list[cv.Shape] = []
        if inside is not None:
            marks.append(square(at.x + 1, at.y + 1, at.w - 2, at.h - 2, fill(inside)))
        cx, cy, side = at.x + at.w / 2, at.y + at.h / 2, min(at.w, at.h)
        ink = ft.Colors.SURFACE if look.mark == "filled" else ft.Colors.ON_SURFACE
        if look.mark == "circled":
            marks.append(cv.Circle(cx, cy, side / 2 - 2, paint=stroke(2)))
        if look.text and self.words is None:
            self.words = self._text()
        if self.words is not None:
            self.words.value = look.text
            self.words.style = text_style(at.text_size, ink, bold=True)
            marks.append(self.words)
        if look.mark == "crossed":
            marks.append(glyph("cross", cx, cy, side * 0.8, ink))
        self.marks = marks

    def _text(self) -> cv.Text:
        at = self.place
        return text("", at.x + at.w / 2, at.y + at.h / 2, at.text_size, bold=True)


def _flow(
    columns: Sequence[Column], width: float, spacing: float, run_spacing: float
) -> list[tuple[float, float]]:
    """Where each column's top left corner goes, left to right, a new run when the next
    column would pass ``width`` (as a wrapping row places its children)."""
    origins: list[tuple[float, float]] = []
    x = y = run_height = 0.0
    for column in columns:
        if x > 0 and x + column.width > width:
            x, y, run_height = 0.0, y + run_height + run_spacing, 0.0
        origins.append((x, y))
        x += column.width + spacing
        run_height = max(run_height, column.height)
    return origins


def _heading(column: Column, x: float, y: float) -> list[cv.Shape]:
    middle = y + HEADING_H / 2
    centre = x + column.width / 2
    if not column.heading_sign:
        return [text(column.heading, centre, middle, HEADING_TEXT, bold=True)]
    return [
        glyph(column.heading_sign, centre - 1, middle, 14, anchor=ft.Alignment.CENTER_RIGHT),
        text(
            column.heading, centre, middle, HEADING_TEXT, bold=True, anchor=ft.Alignment.CENTER_LEFT
        ),
    ]
